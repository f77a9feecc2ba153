// Xiangqi move notation both ways: ICCS coordinates, WXF, Chinese (simplified and traditional)
// and Fairy-Stockfish algebraic. Rules and sources: docs/xiangqi.md, "Move notation" (xqbase's
// ICCS and Chinese notation, the WXF notation, Fairy-Stockfish's SAN).
//
// WXF and Chinese share one description of a move (piece, from-file or tandem position,
// direction, destination file or step count); only the symbols differ.
//
// Written forms:
//   WXF: sideways is '=' (Fairy-Stockfish's form; '.' is accepted). Two chariots, horses,
//     cannons or soldiers on a file: '+' (front) / '-' (rear) replace the file digit (H++7,
//     P-+1). Soldiers three or more on a file, or two or more on several files:
//     <position from the front on its file><file digit> without a letter (15=6, 26=5).
//     Jieqi, where revealed pieces join face-down ones: three of another kind on a file keep
//     the letter (R23=5); pairs on two files put the file before the marker (E7-+5).
//   Chinese: 前/后 for two on a file, 前/中/后 for three (and in jieqi, pairs of a kind on two
//     files name the file after the piece: 前车９退１), 一二三四五 counted from the
//     front for four or five, and for tandem soldiers on several files one joint count from the
//     mover's right file to the left, front to back on each (xqbase). Red numbers in Chinese
//     numerals, Black's in full-width digits.
#pragma once

#include "types.h"

#include <string>
#include <string_view>

namespace arbiter {

class XiangqiPosition;

namespace xqnotation {

enum class Script { Simplified, Traditional };

std::string iccs(Move m); // h2e2
std::string wxf(const XiangqiPosition& pos, Move m);
std::string chinese(const XiangqiPosition& pos, Move m, Script script);
// Fairy-Stockfish SAN: piece letter (K A E H R C P), disambiguation by file then rank,
// 'x' for captures, destination with ranks 1-10, '+' check, '#' no reply left.
std::string algebraic(const XiangqiPosition& pos, Move m);

// Lenient reader of all the notations above (and WXF/Chinese dialects: official WXF tandem
// soldiers ++ + - --, xqbase Pa..Pe, 前兵四平五, 車前平三, short records without direction).
// Returns a null move and explains why in *error when the text is not one legal move.
Move parse(const XiangqiPosition& pos, std::string_view text, std::string* error);

} // namespace xqnotation
} // namespace arbiter
