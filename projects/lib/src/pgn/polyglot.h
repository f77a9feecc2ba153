// The Polyglot opening book format: 16-byte big-endian entries (key, move, weight, learn)
// sorted by key; keys are Board::key() of western boards (the Polyglot key set). Moves are
// 16 bits: to file 0-2, to rank 3-5, from file 6-8, from rank 9-11, promotion 12-14 (1 knight,
// 2 bishop, 3 rook, 4 queen); castling is king-takes-rook (e1h1), which is how Move stores it.
#pragma once

#include "board/types.h"

#include <cstdint>

namespace arbiter {

class Board;

struct PolyglotEntry {
    uint64_t key = 0;
    uint16_t move = 0;
    uint16_t weight = 0;
    uint32_t learn = 0;
};

namespace polyglot {

constexpr int EntrySize = 16;

void readEntry(const unsigned char* bytes, PolyglotEntry* entry);
void writeEntry(const PolyglotEntry& entry, unsigned char* bytes);

// Encoding needs an 8x8 board; returns 0 for moves it cannot express.
uint16_t encodeMove(Move move);
// The legal move of `board` with that encoding, or a null move.
Move decodeMove(const Board& board, uint16_t code);

} // namespace polyglot
} // namespace arbiter
