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
    // What the side to move's having no legal move means.
    enum class NoMoves : uint8_t {
        Classical,  // mated loses, stalemated draws
        MoverWins,  // antichess, losers: the side without moves (mated or stalemated) wins
        FewerPieces // suicide: stalemate won by the side with fewer pieces (equal: draw)
    };
    // When losing pieces decides the game (checked for both sides after every move).
    enum class Extinction : uint8_t {
        None,
        NoPiecesWins, // antichess family: the side that lost every piece wins
        BareKingWins, // losers: the side that lost everything but its king wins
        NoPiecesLoses // horde: the side that lost every piece (the horde) loses
    };

    bool chess960 = false;    // castling rights name rook files; king-takes-rook castling
    bool mustCapture = false; // a capture must be made whenever one is legal

    // ---- Variant rules; all off is orthodox chess ----
    bool royalKing = true;       // false: the king is an ordinary piece (antichess family):
                                 // never in check, may be captured and promoted to
    bool castling = true;        // false: castling rights in a FEN are ignored
    bool kinglessSides = false;  // a side may have no king (horde): its moves are all legal
    bool firstRankPawns = false; // pawns may stand on their first rank and step two from it
    bool drops = false;          // crazyhouse: captured pieces go to the capturer's pocket
                                 // (promoted ones as pawns) and may be dropped as a move
    bool atomic = false;         // captures explode (capturer and non-pawns around vanish);
                                 // kings do not capture, touching kings never give check
    bool kingOfTheHill = false;  // a king on d4, e4, d5 or e5 wins
    bool racingKings = false;    // checks are illegal; the first king on rank 8 wins
    int checksToWin = 0;         // n-check (3check, 5check): the n-th check wins; 0 = off
    NoMoves noMoves = NoMoves::Classical;
    Extinction extinction = Extinction::None;

    // Whether any rule beyond orthodox chess (plus Chess960 and forced captures) applies: the
    // move generator and make/unmake take their fast orthodox paths when it does not.
    bool isVariant() const {
        return !royalKing || !castling || kinglessSides || firstRankPawns || drops || atomic ||
               kingOfTheHill || racingKings || checksToWin || noMoves != NoMoves::Classical ||
               extinction != Extinction::None;
    }
    // Whether a position can end the game without mate or stalemate (goals checked per node).
    bool hasGoals() const {
        return atomic || kingOfTheHill || racingKings || checksToWin ||
               extinction != Extinction::None;
    }
};

class WesternPosition {
public:
    using Bitboard = bb::Bitboard;

    enum CastlingRight : uint8_t { WhiteShort = 1, WhiteLong = 2, BlackShort = 4, BlackLong = 8 };
    // Both castling rights of one side.
    static uint8_t castlingRightsOf(Side side) {
        return side == White ? (WhiteShort | WhiteLong) : (BlackShort | BlackLong);
    }

    explicit WesternPosition(const WesternRules& rules = {});

    // FEN of the standard six fields (the last two optional on input). *error names the
    // field at fault. A seventh field is returned in *extension when given.
    // `warnings` is cleared: every western position it accepts can arise in a game.
    bool setFen(std::string_view fen, std::string* error, std::string* extension = nullptr,
                std::vector<std::string>* warnings = nullptr);
    std::string fen(bool shredderCastling = false) const;

    const WesternRules& rules() const { return m_rules; }
    Side sideToMove() const { return m_sideToMove; }
    Piece pieceAt(Square s) const { return m_board[s]; }
    Bitboard pieces() const { return m_bySide[White] | m_bySide[Black]; }
    Bitboard pieces(Side s) const { return m_bySide[s]; }
    Bitboard pieces(PieceType t) const { return m_byType[t]; }
    Bitboard pieces(Side s, PieceType t) const { return m_bySide[s] & m_byType[t]; }
    // The king's square; NoSquare when the side has none (horde, antichess; in antichess a
    // side may also have several, and this is the first).
    Square kingSquare(Side s) const {
        const Bitboard k = pieces(s, King);
        return k ? bb::lsb(k) : NoSquare;
    }
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
    // Checks each side has given so far (n-check variants).
    int checksGiven(Side s) const { return st().checks[s]; }
    // Pieces of type t in side s's pocket (crazyhouse).
    int pocketCount(Side s, PieceType t) const { return m_pocket[s][t]; }
    // Squares holding promoted pieces, which go back to the pocket as pawns (crazyhouse).
    Bitboard promotedPieces() const { return m_promoted; }

    // The game end by the variant's goals (hill, checks, explosion, extinction, race), without
    // looking at the legal moves; EndReason::None in orthodox chess.
    PositionEnd goalEnd() const;
    // What it means that the side to move has no legal move (mate or stalemate, per variant).
    PositionEnd noMovesEnd() const;
    // goalEnd(), else noMovesEnd() when there is no legal move.
    PositionEnd positionEnd() const;
    // The same for a caller that has the legal moves of this position already.
    PositionEnd positionEnd(const MoveList& legalMoves) const;

    // All pieces of side `by` attacking square s with the given occupancy.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    bool isAttacked(Square s, Side by, Bitboard occupied) const {
        return attackersTo(s, occupied) & m_bySide[by];
    }

    void generateLegal(MoveList& moves) const;
    // Whether generateLegal's list is not empty. In orthodox chess found without the list: the
    // first legal move found ends the search (knights and sliders first, the king's moves,
    // which need its squares' attackers, last).
    bool hasLegalMove() const;
    // For a reader of SAN, which names a piece, a square and a promotion: of the legal moves
    // generateLegal lists, those of the side to move's `type` pieces standing on `from` to `to`
    // with `promotion` (NoPieceType: none), castling aside. Found from the pieces that reach
    // `to` alone, each checked for its own king's safety. Orthodox rules only (isVariant() and
    // mustCapture off). Returns how many there are and sets *found to one of them.
    int legalMovesTo(PieceType type, Bitboard from, Square to, PieceType promotion,
                     Move* found) const;
    // The legal castling moves, as generateLegal lists them (orthodox rules only).
    void legalCastlingMoves(MoveList& moves) const;
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
        uint8_t checks[2];  // n-check: checks given by White and Black
        uint8_t explosions; // atomic: pieces this move blew up (entries on m_exploded)
        Square epSquare;
        uint8_t castling;
        bool capturedPromoted; // crazyhouse: the captured piece was a promoted pawn
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
    bool leavesKingSafe(Move m, Square ksq) const;
    void setEnPassantIfCapturable(Square epSquare);
    void updateCheckers();
    void updateVariantState(Side mover);
    void explode(Square centre);
    // Crazyhouse bookkeeping: drops, pockets and the promoted pieces' squares.
    void makeDrop(Move m);
    void addToPocket(Side s, PieceType t, int delta);
    void generateDrops(MoveList& moves) const;
    static uint64_t pocketKey(Side side, PieceType t, int count);

    // The variants' paths: pseudo-legal generation (every king move, no pins, no evasions) and
    // the per-move tests of the variants whose legality it does not cover.
    void generateVariantLegal(MoveList& moves) const;
    bool atomicMoveIsLegal(Move m) const;
    bool kingSafeOn(Square s, Side us, Bitboard occupied) const;
    static uint64_t checksKey(Side side, int count);

    template <bool Evasions, bool Pseudo>
    void generatePawnMoves(MoveList& moves, Bitboard target, Bitboard pinned, Square ksq) const;
    // Which squares the castling king must find unattacked: orthodox, variant-aware (atomic's
    // touching kings), or none (a king that is an ordinary piece).
    enum class CastlingSafety { Orthodox, Variant, None };
    template <CastlingSafety Safety> void generateCastling(MoveList& moves) const;
    template <bool Pseudo> void generateAll(MoveList& moves) const;

    WesternRules m_rules;
    Bitboard m_byType[PieceTypeCount];
    Bitboard m_bySide[2];
    Piece m_board[64];
    Side m_sideToMove = White;
    Square m_castlingRook[4];
    uint8_t m_castlingMask[64];          // rights lost when a move touches the square
    Bitboard m_doubleStepRanks[2];       // where a single step lands a pawn that may step again
    uint8_t m_pocket[2][PieceTypeCount]; // crazyhouse pockets (made and unmade with moves)
    Bitboard m_promoted;                 // crazyhouse: squares of promoted pieces
    bool m_variant;                      // m_rules.isVariant(), read in the hot paths
    std::vector<State> m_states;
    std::vector<std::pair<Square, Piece>> m_exploded; // atomic: blown-up pieces, for undo
};

} // namespace arbiter
