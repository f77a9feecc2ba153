// Position keys. Western boards use the Polyglot key set (so Polyglot opening books can be
// probed with board keys); other families use keys from the same deterministic generator.
#pragma once

#include <cstdint>

namespace arbiter::zobrist {

// The 781 values of the Polyglot book format: 768 piece-square keys (12 piece kinds x 64),
// 4 castling keys, 8 en passant file keys, 1 side-to-move key.
extern const uint64_t Polyglot[781];

constexpr int PolyglotCastleOffset = 768;
constexpr int PolyglotEnPassantOffset = 772;
constexpr int PolyglotTurnOffset = 780;

// Polyglot's piece kind: black pawn 0, white pawn 1, black knight 2, ... white king 11.
// typeIndex: pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5.
constexpr int polyglotPieceKey(int typeIndex, bool white, int square) {
    return 64 * (2 * typeIndex + (white ? 1 : 0)) + square;
}

// Deterministic pseudo-random 64-bit values for boards that have no published key set.
uint64_t generated(int index);

} // namespace arbiter::zobrist
