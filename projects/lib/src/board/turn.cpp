#include "turn.h"

namespace arbiter {

namespace {
std::vector<std::string_view> splitParts(std::string_view text) {
    std::vector<std::string_view> parts;
    for (;;) {
        const size_t comma = text.find(TurnPartSeparator);
        parts.push_back(text.substr(0, comma));
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return parts;
}
// The turn is complete once the other side is to move, or when a part ended the game (a
// captured general needs no stone move).
bool turnComplete(const Board& afterParts) {
    return !afterParts.midTurn() || !afterParts.positionEnd().isNone();
}

// The board's legal move that `move` names: itself, or the board's normal move between the
// same points (a normal move carries a piece type only when it reveals a jieqi piece).
Move boardMove(const Board& board, Move move) {
    MoveList legal;
    board.legalMoves(legal);
    Move between;
    for (Move m : legal) {
        if (m == move) return m;
        if (m.kind() == Move::Normal && move.kind() == Move::Normal && m.from() == move.from() &&
            m.to() == move.to())
            between = m;
    }
    return between;
}
} // namespace

std::vector<Move> turnOnBoard(const Board& board, const std::vector<Move>& parts) {
    if (parts.empty()) return {};
    if (!board.variant().multiPartTurns) {
        const Move m = parts.size() == 1 ? boardMove(board, parts[0]) : Move();
        return m.isNull() ? std::vector<Move>() : std::vector<Move>{m};
    }
    std::vector<Move> turn;
    std::unique_ptr<Board> scratch = board.clone();
    for (size_t i = 0; i < parts.size(); ++i) {
        const Move m = i > 0 && !scratch->midTurn() ? Move() : boardMove(*scratch, parts[i]);
        if (m.isNull()) return {};
        turn.push_back(m);
        scratch->makeMove(m);
    }
    return turnComplete(*scratch) ? turn : std::vector<Move>();
}

std::vector<Move> parseTurn(const Board& board, std::string_view text, std::string* error) {
    std::vector<Move> parts;
    if (!board.variant().multiPartTurns) {
        // One part per turn: the hot path of every other variant, no board copy.
        const Move m = board.parseMove(text, error);
        if (!m.isNull()) parts.push_back(m);
        return parts;
    }
    const std::vector<std::string_view> texts = splitParts(text);
    std::unique_ptr<Board> scratch = board.clone();
    for (size_t i = 0; i < texts.size(); ++i) {
        std::string why;
        if (i > 0 && !scratch->midTurn()) {
            if (error)
                *error = "'" + std::string(text) +
                         "' has more parts than the turn: it ends after '" +
                         std::string(texts[i - 1]) + "'";
            return {};
        }
        const Move m = scratch->parseMove(texts[i], &why);
        if (m.isNull()) {
            if (error)
                *error = texts.size() > 1 ? "part " + std::to_string(i + 1) + " of '" +
                                                std::string(text) + "': " + why
                                          : why;
            return {};
        }
        parts.push_back(m);
        scratch->makeMove(m);
    }
    if (!turnComplete(*scratch)) {
        if (error)
            *error = "'" + std::string(text) + "' is not a whole turn: " + scratch->turnPartDue() +
                     " (parts are joined by ',')";
        return {};
    }
    return parts;
}

std::string turnToString(const Board& board, const std::vector<Move>& parts, Notation notation) {
    if (parts.size() == 1) return board.moveToString(parts[0], notation);
    std::unique_ptr<Board> scratch = board.clone();
    std::string text;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) text += TurnPartSeparator;
        text += scratch->moveToString(parts[i], notation);
        scratch->makeMove(parts[i]);
    }
    return text;
}

int turnLength(const Board& board, const Move* plies, int available) {
    if (!board.variant().multiPartTurns || available <= 1) return available > 0 ? 1 : 0;
    std::unique_ptr<Board> scratch = board.clone();
    int n = 0;
    do {
        scratch->makeMove(plies[n++]);
    } while (n < available && scratch->midTurn());
    return n;
}

} // namespace arbiter
