// How a Syzygy subtable numbers its positions (docs/tablebases.md).
//
// The pieces of a subtable come in a fixed order (the file names it) and fall into groups: the
// leading group first (the lead colour's pawns in a table with pawns; else the two kings, or
// three pieces of which the table has one each), then runs of equal pieces. The leading group
// is placed on the board up to symmetry: a table without pawns uses the eight symmetries of the
// board (the first piece in the a1-d1-d4 triangle, then the a1-h8 diagonal's mirror), a table
// with pawns only the mirror between the a-d and e-h files, and keeps one subtable per file of
// the lead pawn (a-d). Each later group is a set of squares among those left, numbered by
// the combinatorial number system. The groups' numbers are then combined in the order the
// file gives.
#pragma once

#include "board/types.h"

#include <array>
#include <cstdint>

namespace arbiter::syzygy {

constexpr int MaxPieces = 7;
using SquareList = std::array<Square, MaxPieces>;

class Encoding {
public:
    // `pieces`: the subtable's piece codes in its order; `leadOrder` and `pawnOrder`: where the
    // leading group and the other colour's pawns come in the combination (the file's order
    // nibbles; pawnOrder 15 when only one colour has pawns); `file`: for a table with pawns,
    // the lead pawn's file (0-3) this subtable holds. False when the description is invalid.
    bool setUp(const uint8_t* pieces, int count, bool hasPawns, int leadOrder, int pawnOrder,
               int file);

    int pieceCount() const { return m_count; }
    int piece(int i) const { return m_pieces[i]; }
    // How many positions the subtable numbers (its index range).
    uint64_t size() const { return m_size; }

    // The index of a position: squares[i] is where piece(i) stands, on a board whose colours
    // are already those of the table (the table's White to move or its Black, as the caller
    // chose the subtable). In a table with pawns squares[0] must be the lead pawn
    // (leadPawnPriority). Reorders `squares`.
    uint64_t index(SquareList& squares) const;

    // Among the lead colour's pawns, the one with the highest priority leads: the one nearest
    // the a- or h-file, then nearest its own second rank.
    static int leadPawnPriority(Square s);
    // The subtable file (0-3) of a lead pawn on s.
    static int pawnFileOf(Square s) {
        const int f = s & 7;
        return f < 4 ? f : 7 - f;
    }

private:
    uint64_t leadingGroupIndex(SquareList& squares) const;

    std::array<uint8_t, MaxPieces> m_pieces{};
    std::array<uint8_t, MaxPieces + 1> m_groupLength{}; // zero-terminated
    std::array<uint64_t, MaxPieces + 1> m_groupFactor{};
    int m_count = 0;
    bool m_hasPawns = false;
    bool m_pawnsOnBothSides = false;
    bool m_threeUnique = false; // leading group of three single pieces (else the two kings)
    int m_file = 0;
    uint64_t m_size = 0;
};

} // namespace arbiter::syzygy
