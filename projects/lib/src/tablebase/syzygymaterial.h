// The material of a Syzygy table: how many pieces of each kind each side has, in the piece
// codes the table files use, and the table's name ("KRPvKR": the side named first is White in
// the file). docs/tablebases.md describes the format.
#pragma once

#include "board/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::syzygy {

// Piece codes of the files: 1-6 a white pawn, knight, bishop, rook, queen, king (the library's
// PieceType values), the same plus 8 for Black.
constexpr int BlackCode = 8;
constexpr int pieceCode(Piece p) {
    return typeOf(p) | (sideOf(p) == Black ? BlackCode : 0);
}
constexpr bool isPawnCode(int code) {
    return (code & 7) == Pawn;
}

struct Material {
    std::array<uint8_t, 16> count{}; // by piece code

    // A number naming this material (4 bits per piece code): equal keys, equal material.
    uint64_t key() const;
    // The same pieces with the colours swapped.
    Material mirrored() const;
    int pieceCount() const;
    int pawns(Side side) const { return count[Pawn | (side == Black ? BlackCode : 0)]; }
    bool hasPawns() const { return pawns(White) + pawns(Black) > 0; }
    bool symmetric() const { return key() == mirrored().key(); }
    // "KRPvKR": White's pieces, 'v', Black's, each side in the order K Q R B N P.
    std::string name() const;
    // Reads a table name; none unless it has one king a side and only the letters KQRBNP.
    static std::optional<Material> fromName(std::string_view name);
};

} // namespace arbiter::syzygy
