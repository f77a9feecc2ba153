// Basic value types shared by every board family: sides, pieces, squares and moves.
// Kept free of Qt so the hot paths (move generation, perft, search) never touch it.
#pragma once

#include <array>
#include <cstdint>

namespace arbiter {

// White moves first in chess; in xiangqi the first mover is Red and is stored as White.
enum Side : uint8_t { White = 0, Black = 1, NoSide = 2 };
constexpr Side operator~(Side s) {
    return Side(s ^ 1);
}

// One piece-type list for all families. Xiangqi reuses the western types whose FEN letters it
// shares: Knight = horse (n/h), Bishop = elephant (b/e), Rook = chariot, King = general,
// Pawn = soldier; Advisor and Cannon are its own.
enum PieceType : uint8_t {
    NoPieceType = 0,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    Advisor,
    Cannon,
    Stone,
    PieceTypeCount
};

// A piece is a type plus a side: (side << 4) | type. 0 is the empty square.
enum Piece : uint8_t { NoPiece = 0 };
constexpr Piece makePiece(Side s, PieceType t) {
    return Piece((s << 4) | t);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 15);
}
constexpr Side sideOf(Piece p) {
    return Side(p >> 4);
}
// The neutral stone: its side is NoSide, so it is nobody's own piece and nobody's enemy.
constexpr Piece StonePiece = makePiece(NoSide, Stone);

// Squares are rank * width + file, rank 0 being White's (Red's) back rank. Boards up to 128
// squares fit in the 7-bit fields of Move.
using Square = int;
constexpr Square NoSquare = -1;

// A move packed in 32 bits so move lists stay small and copyable:
//   bits 0-6 from, 7-13 to, 14-17 promotion (or drop) piece type, 18-20 kind.
// Castling is stored as "king takes own rook" so Chess960 needs no special encoding.
// Drops (crazyhouse pieces in hand, the relocated stone of stone xiangqi) are stored as
// Move(to, to, Drop, type).
class Move {
public:
    enum Kind : uint8_t { Normal = 0, Promotion, EnPassant, Castling, Drop };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promotion = NoPieceType)
        : m_data(uint32_t(from) | uint32_t(to) << 7 | uint32_t(promotion) << 14 |
                 uint32_t(kind) << 18) {}

    constexpr Square from() const { return Square(m_data & 127); }
    constexpr Square to() const { return Square((m_data >> 7) & 127); }
    constexpr PieceType promotion() const { return PieceType((m_data >> 14) & 15); }
    constexpr Kind kind() const { return Kind((m_data >> 18) & 7); }
    constexpr bool isNull() const { return m_data == 0; }
    constexpr uint32_t raw() const { return m_data; }
    static constexpr Move fromRaw(uint32_t raw) {
        Move m;
        m.m_data = raw;
        return m;
    }

    constexpr bool operator==(Move o) const { return m_data == o.m_data; }
    constexpr bool operator!=(Move o) const { return m_data != o.m_data; }

private:
    uint32_t m_data = 0;
};

// Why a position ends the game by the board's own rules: mate and stalemate as every family
// knows them, plus the ends of the variants (a king on the hill, the third check, an exploded
// king, a side without pieces, the kings' race, a captured general). Draws that depend on the
// history or on counting (fifty moves, repetition, dead material) are judged in rules/.
enum class EndReason : uint8_t {
    None,
    Checkmate,      // the side to move is mated (winner: the mater, or the mated side in losers)
    Stalemate,      // the side to move has no legal move and is not in check
    KingOnHill,     // king of the hill: a king reached d4, e4, d5 or e5
    ChecksGiven,    // n-check: a side gave its n-th check (PositionEnd::count = n)
    KingExploded,   // atomic: a capture blew up the king
    AllPiecesLost,  // antichess family: a side has no pieces left (and wins)
    BareKing,       // losers: a side has nothing but its king left (and wins)
    HordeDestroyed, // horde: every piece of the horde was captured
    RaceWon,        // racing kings: a king reached the 8th rank first
    RaceDrawn,      // racing kings: both kings reached the 8th rank
    FewerPieces,    // suicide: stalemate decided by who has fewer pieces (equal: draw)
    KingCaptured,   // xiangqi variants with self-check allowed: the general was taken
};

struct PositionEnd {
    EndReason reason = EndReason::None;
    Side winner = NoSide; // NoSide with a reason: a draw
    int count = 0;        // ChecksGiven: how many checks win
    bool isNone() const { return reason == EndReason::None; }
};

// Fixed-capacity move list: no heap allocation per generation. 256 exceeds the known maxima
// (218 legal moves in chess, far fewer in xiangqi).
class MoveList {
public:
    static constexpr int Capacity = 256;

    void push(Move m) { m_moves[m_size++] = m; }
    void clear() { m_size = 0; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[i]; }
    Move& operator[](int i) { return m_moves[i]; }
    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_moves.data() + m_size; }
    Move* begin() { return m_moves.data(); }
    Move* end() { return m_moves.data() + m_size; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
    void resize(int n) { m_size = n; }

private:
    std::array<Move, Capacity> m_moves;
    int m_size = 0;
};

} // namespace arbiter
