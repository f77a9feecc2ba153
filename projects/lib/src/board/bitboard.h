// 64-bit bitboards and attack tables for 8x8 (western) boards.
// Sliding attacks use magic bitboards. The multipliers were found by the search in
// bitboard.cpp from fixed seeds; start-up only verifies them while filling the tables.
#pragma once

#include "types.h"

#include <cstdint>

namespace arbiter::bb {

using Bitboard = uint64_t;

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard Rank1 = 0xFFULL;

constexpr Bitboard bit(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard rankMask(int r) {
    return Rank1 << (8 * r);
}
constexpr Bitboard fileMask(int f) {
    return FileA << f;
}
inline int popcount(Bitboard b) {
    return __builtin_popcountll(b);
}
inline Square lsb(Bitboard b) {
    return __builtin_ctzll(b);
}
inline Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) {
    return b & (b - 1);
}

// Shift a set of squares one step towards White's "up" (north) or other directions,
// without wrapping around files.
constexpr Bitboard north(Bitboard b) {
    return b << 8;
}
constexpr Bitboard south(Bitboard b) {
    return b >> 8;
}
constexpr Bitboard east(Bitboard b) {
    return (b & ~fileMask(7)) << 1;
}
constexpr Bitboard west(Bitboard b) {
    return (b & ~FileA) >> 1;
}

struct AttackTables {
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard pawn[2][64];     // squares a pawn of that side on s attacks
    Bitboard between[64][64]; // squares strictly between two aligned squares, else 0
    Bitboard line[64][64];    // full line through two aligned squares, else 0
};
const AttackTables& tables();

Bitboard rookAttacks(Square s, Bitboard occupied);
Bitboard bishopAttacks(Square s, Bitboard occupied);
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}

// Must be called once before the attack functions are used (cheap when already done).
void init();

} // namespace arbiter::bb
