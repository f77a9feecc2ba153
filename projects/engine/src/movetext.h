// Moves as the protocols write them.
#pragma once

#include "board/board.h"

#include <string>
#include <vector>

namespace arbiter::engine {

enum class MoveStyle {
    Coordinate, // UCI / UCCI: e2e4, e7e8q, xiangqi ICCS h2e2; Chess960 castling king-takes-rook
    Cecp,       // as Coordinate, but Chess960 castling written O-O / O-O-O
};

std::string moveText(const Board& board, Move m, MoveStyle style);
// A line of moves from `root`, played on a copy; stops at the first move that is not legal.
std::vector<std::string> lineText(const Board& root, const std::vector<Move>& line,
                                  MoveStyle style);
std::string joinLine(const std::vector<std::string>& moves);

} // namespace arbiter::engine
