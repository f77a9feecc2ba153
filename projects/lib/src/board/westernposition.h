// The fast 8x8 position shared by every western variant: bitboards plus a mailbox, legal move
// generation with pins and checks, make/unmake with an undo stack and incremental Polyglot keys.
// Variants differ through WesternRules (data) and the few hooks that read it; there is no
// board class per variant.
#pragma once

#include "bitboard.h"
#include "types.h"

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct WesternRules {
    bool chess960 = false;    // castling rights name rook files; king-takes-rook castling
    bool mustCapture = false; // capture chess: a capture must be made whenever one is legal
};

class WesternPosition {
public:
    using Bitboard = bb::Bitboard;

    enum CastlingRight : uint8_t { WhiteShort = 1, WhiteLong = 2, BlackShort = 4, BlackLong = 8 };

    explicit WesternPosition(const WesternRules& rules = {});

    // FEN of the standard six fields (the last two optional on input). *error names the
    // field at fault. A seventh field is returned in *extension when given.
    bool setFen(std::string_view fen, std::string* error, std::string* extension = nullptr);
    std::string fen(bool shredderCastling = false) const;

    const WesternRules& rules() const { return m_rules; }
    Side sideToMove() const { return m_sideToMove; }
    Piece pieceAt(Square s) const { return m_board[s]; }
    Bitboard pieces() const { return m_bySide[White] | m_bySide[Black]; }
    Bitboard pieces(Side s) const { return m_bySide[s]; }
    Bitboard pieces(PieceType t) const { return m_byType[t]; }
    Bitboard pieces(Side s, PieceType t) const { return m_bySide[s] & m_byType[t]; }
    Square kingSquare(Side s) const { return bb::lsb(pieces(s, King)); }
    int halfmoveClock() const { return st().halfmoveClock; }
    int fullmoveNumber() const { return 1 + st().gamePly / 2; }
    uint64_t key() const { return st().key; }
    Square enPassantSquare() const { return st().epSquare; }
    uint8_t castlingRights() const { return st().castling; }
    Square castlingRook(CastlingRight r) const { return m_castlingRook[rightIndex(r)]; }
    Bitboard checkers() const { return st().checkers; }
    bool inCheck() const { return st().checkers != 0; }
    int historySize() const { return int(m_states.size()) - 1; }
    Move lastMove() const { return st().move; }
    Piece capturedPiece() const { return st().captured; }

    // All pieces of side `by` attacking square s with the given occupancy.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    bool isAttacked(Square s, Side by, Bitboard occupied) const {
        return attackersTo(s, occupied) & m_bySide[by];
    }

    void generateLegal(MoveList& moves) const;
    bool isCapture(Move m) const {
        return m.kind() == Move::EnPassant ||
               (m.kind() != Move::Castling && m_board[m.to()] != NoPiece);
    }
    bool givesCheck(Move m);

    void makeMove(Move m);
    void undoMove();
    void makeNullMove();
    void undoNullMove();

    uint64_t perft(int depth);
    int repetitionCount() const;

    // Destination squares of king and rook for a castling move (stored as king takes rook).
    static Square castlingKingTarget(Move m) {
        return m.to() > m.from() ? (m.from() & 56) + 6 : (m.from() & 56) + 2;
    }
    static Square castlingRookTarget(Move m) {
        return m.to() > m.from() ? (m.from() & 56) + 5 : (m.from() & 56) + 3;
    }

private:
    struct State {
        uint64_t key;
        Bitboard checkers;
        Move move;
        Piece captured;
        Square epSquare;
        uint8_t castling;
        int halfmoveClock;
        int gamePly;
    };

    const State& st() const { return m_states.back(); }
    State& st() { return m_states.back(); }
    static int rightIndex(CastlingRight r) { return __builtin_ctz(r); }
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void addCastlingRight(Side side, Square rookSquare);
    uint64_t computeKey() const;
    Bitboard pinnedPieces(Side side) const;
    bool epCaptureIsLegal(Square from, Square to) const;
    void setEnPassantIfCapturable(Square epSquare);
    void updateCheckers();

    template <bool Evasions>
    void generatePawnMoves(MoveList& moves, Bitboard target, Bitboard pinned, Square ksq) const;
    void generateCastling(MoveList& moves) const;
    void generateAll(MoveList& moves) const;

    WesternRules m_rules;
    Bitboard m_byType[PieceTypeCount];
    Bitboard m_bySide[2];
    Piece m_board[64];
    Side m_sideToMove = White;
    Square m_castlingRook[4];
    uint8_t m_castlingMask[64]; // rights lost when a move touches the square
    std::vector<State> m_states;
};

} // namespace arbiter
