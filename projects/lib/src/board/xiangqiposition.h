// The fast 9x10 position shared by xiangqi and its variants: a mailbox plus per-rank and
// per-file occupancy bits (line attacks of chariots and cannons are table look-ups on them) and
// 128-bit square sets per side and piece type (iteration and attack queries). Legal move
// generation tests only the moves that can change the safety of the own general; make/unmake
// with an undo stack and incremental Zobrist keys. Variants differ through XiangqiRules (data).
//
// Squares are rank * 9 + file; rank 0 is Red's back rank (Red is stored as White), file 0 is
// ICCS file 'a' (Red's left).
#pragma once

#include "types.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

namespace xq {

constexpr int Files = 9;
constexpr int Ranks = 10;
constexpr int SquareCount = 90;

constexpr int fileOf(Square s) {
    return s % Files;
}
constexpr int rankOf(Square s) {
    return s / Files;
}
constexpr Square makeSquare(int file, int rank) {
    return rank * Files + file;
}

// A set of the 90 squares, bit s = square s.
__extension__ typedef unsigned __int128 SquareSet;

constexpr SquareSet bit(Square s) {
    return SquareSet(1) << s;
}
constexpr bool contains(SquareSet set, Square s) {
    return (set >> s) & 1;
}
inline int popcount(SquareSet b) {
    return __builtin_popcountll(uint64_t(b)) + __builtin_popcountll(uint64_t(b >> 64));
}
inline Square lsb(SquareSet b) {
    uint64_t lo = uint64_t(b);
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(uint64_t(b >> 64));
}
inline Square popLsb(SquareSet& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
SquareSet rankSet(int rank);
SquareSet fileSet(int file);

// ICCS square name, e.g. "e0" (files a-i, ranks 0-9 from Red's side).
std::string squareName(Square s);
// English piece name: general, advisor, elephant, horse, chariot, cannon, soldier.
const char* pieceName(PieceType t);
// Most pieces of one type a side can have (1 general, 5 soldiers, 2 of the others).
int maxCount(PieceType t);

// Where each piece may ever stand (palace points for general and advisors, the seven elephant
// points, a soldier's own half only on the five start files, never behind its start rank).
bool canStandOn(Piece p, Square s);
// Ranks "forward" for a side: +1 for Red, -1 for Black.
constexpr int forward(Side s) {
    return s == White ? 1 : -1;
}
// True when square s lies on the half of the board beyond the river as seen by side s.
constexpr bool acrossRiver(Side side, Square s) {
    return side == White ? rankOf(s) >= 5 : rankOf(s) <= 4;
}

} // namespace xq

// Rule switches for the xiangqi family. Standard xiangqi is the default; the variants of
// docs/variants.md (beginner, red-eyed, ...) set flags here instead of copying the generator.
struct XiangqiRules {
    // Moves that leave the own general attacked (or let the generals face each other) are
    // legal; the game is then won by capturing the general. Used by "beginner" xiangqi.
    bool allowSelfCheck = false;
    // Pieces may capture pieces of their own side (never their own general): "red-eyed".
    bool ownCaptures = false;
    // Double step (双步): a turn is two steps without capture, or one step that captures. The
    // second step is due after a first step without capture (and skipped in the rare position
    // where no step without capture exists).
    bool doubleStep = false;
    // Stone xiangqi (石头棋): a neutral stone (StonePiece, FEN '*') blocks like any piece but
    // cannot capture or be captured; after its move the side relocates the stone to another
    // empty point (the stone starts off the board: Red's first turn places it).
    bool stone = false;
    bool multiPart() const { return doubleStep || stone; }
    // Jieqi (揭棋): the pieces but the generals start face down on the standard points (FEN
    // 'X'/'x') and move as the piece whose start point they stand on; the first move reveals
    // the piece (Move::promotion() carries its identity: ICCS "a0a1r", WXF "R9+1=R"). Revealed
    // elephants and advisors move anywhere (across the river, out of the palace).
    bool jieqi = false;
};

class XiangqiPosition {
public:
    using SquareSet = xq::SquareSet;

    explicit XiangqiPosition(const XiangqiRules& rules = {});

    // FEN in any accepted dialect (n/b or h/e letters, w/r/b side, fields 3-6 optional).
    // *error names the field at fault. A seventh field is returned in *extension when given.
    // `warnings`: what the position has that no game reaches but that can be played from
    // (a soldier behind its start rank, as rule books draw in their diagrams).
    bool setFen(std::string_view fen, std::string* error, std::string* extension = nullptr,
                std::vector<std::string>* warnings = nullptr);
    // Standard form: n/b letters, 'w'/'b', "- -", no-capture plies, move number.
    std::string fen() const;

    const XiangqiRules& rules() const { return m_rules; }
    Side sideToMove() const { return m_sideToMove; }
    Piece pieceAt(Square s) const { return m_board[s]; }
    // Every piece, the stone included (it blocks like a piece).
    SquareSet occupied() const { return m_bySide[White] | m_bySide[Black] | m_bySide[NoSide]; }
    SquareSet pieces(Side s) const { return m_bySide[s]; }
    SquareSet pieces(PieceType t) const { return m_byType[t]; }
    SquareSet pieces(Side s, PieceType t) const { return m_bySide[s] & m_byType[t]; }
    // NoSquare when that side has no general (only after a general capture in variants).
    Square kingSquare(Side s) const { return m_king[s]; }
    // ---- Jieqi ----
    // Face-down pieces; pieceAt() gives the piece they move as (their start point's).
    SquareSet hiddenPieces() const { return m_hidden; }
    bool isHidden(Square s) const { return xq::contains(m_hidden, s); }
    // The true identity of a face-down piece, NoPieceType when unknown (the players' view).
    PieceType hiddenIdentity(Square s) const { return m_identity[s]; }
    // Deals identities to the face-down pieces whose identity is unknown: `pick(side, pool)`
    // returns an index into the pool of identities that side has left (the full army minus the
    // revealed pieces, on the board or captured, minus the identities already dealt).
    template <class Pick> void dealHidden(Pick pick);
    // Forgets every face-down identity (what the players may know).
    void forgetHidden();
    // The piece type a face-down piece moves as on a start point of `side` (NoPieceType when s
    // is no start point of a piece other than the general).
    static PieceType startType(Side side, Square s);

    // NoSquare when there is no stone (other variants) or it is not placed yet.
    Square stoneSquare() const { return m_stone; }
    // Multi-part turns: the side to move owes the second part of its turn (a second step, or
    // the stone's move).
    bool midTurn() const { return st().turnPart != 0; }
    // Turns (not plies) without a capture, as the 60-move rule counts them.
    int halfmoveClock() const { return st().halfmoveClock; }
    int fullmoveNumber() const { return 1 + st().gamePly / 2; }
    uint64_t key() const { return st().key; }
    bool inCheck() const { return st().inCheck; }
    int historySize() const { return int(m_states.size()) - 1; }
    Move lastMove() const { return st().move; }
    Piece capturedPiece() const { return st().captured; }

    // ---- Attack queries (for legality, check and the repetition judge's chase/protection
    // tests). A piece "attacks" a square when it could capture on it (ignoring whether the move
    // would be legal). Pieces missing from `occupied` neither block nor attack, so
    // `occupied & ~xq::bit(s)` asks "without the piece on s". A general also attacks the other
    // general along an open file (the flying-general rule).
    SquareSet attackersTo(Square s, Side by, SquareSet occupied) const;
    SquareSet attackersTo(Square s, Side by) const { return attackersTo(s, by, occupied()); }
    bool isAttacked(Square s, Side by) const { return attackersTo(s, by) != 0; }
    // Squares the piece p would attack from square s with the given occupancy.
    static SquareSet attacksFrom(Piece p, Square s, SquareSet occupied);
    // True when side `side`'s general is attacked (including by the facing general).
    bool kingAttacked(Side side) const;

    // ---- Moves ----
    void generateLegal(MoveList& moves) const;
    // Every move that obeys how the pieces move, legal or not (self-check not tested).
    void generatePseudoLegal(MoveList& moves) const;
    bool isCapture(Move m) const { return m_board[m.to()] != NoPiece; }
    // Whether the move attacks the opponent's general. Plays the move, so it is not const.
    bool givesCheck(Move m);
    // Whether after m the generals would face each other on an open file (for error messages).
    bool exposesGenerals(Move m) const;
    // Whether the generals face each other now.
    bool generalsFacing() const;

    void makeMove(Move m);
    void undoMove();
    void makeNullMove();
    void undoNullMove();

    uint64_t perft(int depth);
    // How many times the current position occurred earlier since the last capture.
    int repetitionCount() const;

private:
    struct State {
        uint64_t key;
        Move move;
        Piece captured;
        bool inCheck;
        int halfmoveClock;
        int gamePly;                 // completed turns (half-moves) since the game's start
        uint8_t turnPart = 0;        // 1: the side to move owes its turn's second part
        bool sideChanged = true;     // the move ended the mover's turn
        Square stoneFrom = NoSquare; // a stone move: where the stone stood before
        bool revealed = false;       // jieqi: the move turned its piece face up
        PieceType movedIdentity = NoPieceType;    // ... its identity as stored before
        bool capturedHidden = false;              // jieqi: the captured piece lay face down
        PieceType capturedIdentity = NoPieceType; // ... its identity as stored before
    };

    template <bool Legal> void generate(MoveList& moves) const;
    // The stone's moves: every empty point.
    void generateStoneMoves(MoveList& moves) const;
    // Whether the side to move has a step that captures nothing (double step's second step).
    bool hasQuietStep() const;
    // Whether side us's general is attacked after moving the piece on `from` to `to`
    // (without playing it). Works for general moves too.
    bool attackedAfter(Side us, Square from, Square to) const;

    const State& st() const { return m_states.back(); }
    State& st() { return m_states.back(); }
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    uint64_t computeKey() const;

    XiangqiRules m_rules;
    Piece m_board[xq::SquareCount];
    SquareSet m_byType[PieceTypeCount];
    SquareSet m_bySide[3]; // Red, Black, and NoSide: the stone
    // Occupancy per side (and the stone) of each rank (bit = file) and each file (bit = rank).
    uint16_t m_rankOcc[3][xq::Ranks];
    uint16_t m_fileOcc[3][xq::Files];
    unsigned rankOccupancy(int rank) const {
        return m_rankOcc[White][rank] | m_rankOcc[Black][rank] | m_rankOcc[NoSide][rank];
    }
    unsigned fileOccupancy(int file) const {
        return m_fileOcc[White][file] | m_fileOcc[Black][file] | m_fileOcc[NoSide][file];
    }
    Square m_stone = NoSquare;
    SquareSet m_hidden = 0;
    PieceType m_identity[xq::SquareCount] = {};
    // The identities a side has left to deal (see dealHidden).
    std::vector<PieceType> identityPool(Side side) const;
    Square m_king[2];
    Side m_sideToMove = White;
    std::vector<State> m_states;
};

template <class Pick> void XiangqiPosition::dealHidden(Pick pick) {
    for (Side side : {White, Black}) {
        std::vector<PieceType> pool = identityPool(side);
        for (SquareSet b = m_hidden & m_bySide[side]; b;) {
            const Square s = xq::popLsb(b);
            if (m_identity[s] != NoPieceType || pool.empty()) continue;
            const size_t i = size_t(pick(side, pool)) % pool.size();
            m_identity[s] = pool[i];
            pool.erase(pool.begin() + long(i));
        }
    }
}

} // namespace arbiter
