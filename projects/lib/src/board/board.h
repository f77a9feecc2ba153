// The board interface every front-end, judge, PGN reader and engine adapter talks to.
// A board answers "what moves are legal, is the king attacked, what is the position key" and
// converts moves to and from text. Game-end rules live in rules/ (judges), not here.
// Families (western, xiangqi) implement it over their own fast position classes.
#pragma once

#include "types.h"
#include "variant.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// How moves are written. Families support the styles that make sense for them and fall back to
// Coordinate for the others.
enum class Notation {
    San,                // chess: standard algebraic (Nf3, exd5, O-O, e8=Q+); xiangqi: WXF
    Lan,                // chess: long algebraic with piece letter (Ng1-f3)
    Coordinate,         // chess: UCI (g1f3, e7e8q); xiangqi: ICCS lowercase (h2e2)
    Wxf,                // xiangqi: WXF (C2.5, H8+7, +P.1)
    ChineseSimplified,  // xiangqi: 炮二平五 (red numerals in Chinese, black in digits)
    ChineseTraditional, // xiangqi: 炮二平五 with traditional characters where they differ
};

class Board {
public:
    explicit Board(const VariantInfo& variant) : m_variant(&variant) {}
    virtual ~Board() = default;
    Board(const Board&) = default;
    Board& operator=(const Board&) = default;

    const VariantInfo& variant() const { return *m_variant; }
    int width() const { return m_variant->width; }
    int height() const { return m_variant->height; }
    int squareCount() const { return width() * height(); }
    Square square(int file, int rank) const { return rank * width() + file; }
    int fileOf(Square s) const { return s % width(); }
    int rankOf(Square s) const { return s / width(); }

    // ---- Position set-up ----
    // Sets the position; on failure returns false, leaves the board unchanged and explains the
    // problem in *error naming the FEN field, e.g. "FEN field 4 (en passant): 'e9' is not a
    // square". Move history is cleared.
    virtual bool setFen(std::string_view fen, std::string* error = nullptr) = 0;
    virtual std::string fen() const = 0;
    void reset() { setFen(m_variant->startFen); }
    // FEN fields beyond the standard six (r-Mobility's G token) as read by the last setFen.
    const std::string& fenExtension() const { return m_fenExtension; }
    // What the last accepted FEN has that no game reaches but that can be played from (a
    // xiangqi soldier behind its start rank), one message per finding for a front-end to
    // show ("FEN field 1 (piece placement): '...' has a black soldier on i7, a point no game
    // reaches (accepted as set up)"); empty for positions a game can reach.
    const std::vector<std::string>& fenWarnings() const { return m_fenWarnings; }

    // ---- State ----
    virtual Side sideToMove() const = 0;
    virtual Piece pieceAt(Square s) const = 0;
    // Plies since the last irreversible move (capture or pawn move in chess, capture in
    // xiangqi), as the FEN halfmove field counts them.
    virtual int halfmoveClock() const = 0;
    virtual int fullmoveNumber() const = 0;
    virtual uint64_t key() const = 0;
    virtual bool inCheck() const = 0;
    // Turns of several parts (double-step xiangqi's second step, stone xiangqi's stone move):
    // the side to move stays the same until its turn is complete. True while the side to move
    // still owes a part of the turn it began. Text joins a turn's parts with ',' (board/turn.h).
    virtual bool midTurn() const { return false; }
    // While midTurn(): what the side still owes, for messages ("the stone must be moved").
    virtual std::string turnPartDue() const { return {}; }
    // Face-down pieces (jieqi): whether some have no identity on this board (the players'
    // view), and dealing identities to them at random from what each side has left (the
    // arbiter deals once at the start; an engine deals a guess before it searches). fen()
    // never shows face-down identities.
    virtual bool hasUnknownHidden() const { return false; }
    virtual void dealHidden(uint64_t seed) { (void)seed; }
    // How the position ends the game by the board's own rules: mate, stalemate (with the
    // variant's verdict) and the variants' goals (king on the hill, n-th check, exploded king,
    // lost pieces, the kings' race, a captured general). EndReason::None while play goes on.
    virtual PositionEnd positionEnd() const = 0;
    // How many times the current position occurred earlier in the reversible part of the
    // history (0 = first occurrence).
    virtual int repetitionCount() const = 0;
    // Plies made since the last setFen (undo-able moves).
    virtual int historySize() const = 0;
    virtual Move lastMove() const = 0;

    // ---- Moves ----
    virtual void legalMoves(MoveList& moves) const = 0;
    bool isLegal(Move m) const;
    bool hasLegalMoves() const;
    virtual bool isCapture(Move m) const = 0;
    virtual void makeMove(Move m) = 0;
    virtual void undoMove() = 0;
    virtual uint64_t perft(int depth) = 0;
    virtual std::unique_ptr<Board> clone() const = 0;
    // Becomes a copy of `other` when it is a board of the same class (false, and nothing
    // changed, when not), in this board's own memory: a scratch board copied into again and
    // again allocates nothing, where clone() allocates a board and its whole history each time.
    virtual bool copyFrom(const Board& other) = 0;

    // ---- What the players see and may try (a front-end's move entry and marks) ----
    // Moves of the piece on `from` (of the side to move) that follow its movement rules,
    // whether or not they leave the own king attacked: a GUI refuses those with a warning
    // instead of ignoring the click (docs/gui.md, "Moving pieces"). Castling only when legal;
    // a promotion once (as a queen). The default: the legal moves from `from`.
    virtual void pseudoLegalMovesFrom(Square from, MoveList& moves) const;
    // The enemy pieces that would attack the mover's king after the pseudo-legal move `m`
    // (empty when the king would be safe or there is none).
    virtual std::vector<Square> kingAttackersAfter(Move m) const {
        (void)m;
        return {};
    }
    // Where the moving piece lands: m.to(), but the king's target square for castling, which
    // moves are written as king-takes-rook.
    virtual Square landingSquare(Move m) const { return m.to(); }
    // Whether the players are told of checks (the xiangqi variants without a check rule, where
    // the general may be left attacked, are not).
    virtual bool notifiesChecks() const { return true; }
    // Face-down pieces (jieqi): whether the variant has them, and whether the piece on `s`
    // lies face down (the players do not see what it is).
    virtual bool hasFaceDownPieces() const { return false; }
    virtual bool isFaceDown(Square s) const {
        (void)s;
        return false;
    }
    // What the face-down piece on `s` really is, when this board knows the deal (the arbiter's
    // board; an online room tells a piece's taker what it took); NoPieceType otherwise.
    virtual PieceType faceDownIdentity(Square s) const {
        (void)s;
        return NoPieceType;
    }
    // Pockets of pieces to drop (crazyhouse): whether the variant has them and how many pieces
    // of `type` `side` holds.
    virtual bool hasPockets() const { return false; }
    virtual int pocketCount(Side side, PieceType type) const {
        (void)side;
        (void)type;
        return 0;
    }
    // Whether the variant has stone xiangqi's neutral stone (moved as the second part of a turn).
    virtual bool hasStone() const { return false; }
    // The square of `side`'s king (general), NoSquare without one.
    Square kingSquare(Side side) const;

    // ---- Notation ----
    virtual std::string moveToString(Move m, Notation notation) const = 0;
    std::string moveToSan(Move m) const { return moveToString(m, Notation::San); }
    std::string moveToCoordinate(Move m) const { return moveToString(m, Notation::Coordinate); }
    // Lenient parser: accepts every notation the family knows (for chess: Nf3, Ng1f3, Ng1-f3,
    // g1f3, 0-0, O-O, e8Q, e8=Q, castling as king-takes-rook ...). Returns a null move and
    // explains why in *error when the text is not a legal move in this position.
    virtual Move parseMove(std::string_view text, std::string* error = nullptr) const = 0;

    std::string squareName(Square s) const;          // a1 (chess, rank base 1), a0 (xiangqi)
    Square parseSquare(std::string_view text) const; // NoSquare when invalid
    virtual int coordinateRankBase() const = 0;      // 1 for chess, 0 for xiangqi (ICCS)

protected:
    std::string m_fenExtension;
    std::vector<std::string> m_fenWarnings;

private:
    const VariantInfo* m_variant;
};

} // namespace arbiter
