#include "moveinput.h"

#include "moverules.h"

#include <algorithm>

namespace arbiter::gui {

namespace {
bool contains(const std::vector<Square>& squares, Square s) {
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}
} // namespace

void MoveInput::setBoard(const Board* board) {
    m_board = board;
    clear();
}

void MoveInput::setPermittedSides(bool white, bool black) {
    m_permitted[White] = white;
    m_permitted[Black] = black;
    if (m_selected != NoSquare && !isSelectable(m_selected)) clear();
}

void MoveInput::clear() {
    m_selected = NoSquare;
    m_dragFrom = NoSquare;
    m_targets.clear();
    m_pendingChoices.clear();
}

bool MoveInput::isSelectable(Square square) const {
    if (!m_board || square < 0 || square >= m_board->squareCount()) return false;
    const Piece piece = m_board->pieceAt(square);
    if (piece == NoPiece) return false;
    const Side side = sideOf(piece);
    return side == m_board->sideToMove() && isPermitted(side);
}

bool MoveInput::isTarget(Square square) const {
    return contains(m_targets, square);
}

void MoveInput::select(Square square) {
    m_selected = square;
    m_targets.clear();
    MoveList legal;
    m_board->legalMoves(legal);
    for (Move m : legal) {
        if (m.from() != square) continue;
        for (Square s : entrySquares(*m_board, m))
            if (!contains(m_targets, s)) m_targets.push_back(s);
    }
}

MoveInput::Result MoveInput::tryMove(Square from, Square to) {
    Result r;
    r.from = from;
    r.to = to;
    std::vector<Move> matches;
    MoveList legal;
    m_board->legalMoves(legal);
    for (Move m : legal)
        if (m.from() == from && contains(entrySquares(*m_board, m), to)) matches.push_back(m);
    if (matches.size() == 1) {
        r.outcome = Outcome::Moved;
        r.move = matches.front();
        clear();
        return r;
    }
    if (matches.size() > 1) {
        r.outcome = Outcome::ChoosePromotion;
        r.choices = matches;
        m_pendingChoices = matches;
        return r;
    }
    r.outcome = Outcome::Failed;
    if (to == NoSquare) return r;
    for (Move m : pseudoLegalMovesFrom(*m_board, from)) {
        if (!contains(entrySquares(*m_board, m), to)) continue;
        r.attackers = kingAttackersAfter(*m_board, m);
        if (!r.attackers.empty()) {
            r.outcome = Outcome::Suicide;
            break;
        }
    }
    return r;
}

MoveInput::Result MoveInput::click(Square square) {
    Result r;
    m_pendingChoices.clear();
    if (m_selected != NoSquare) {
        if (square == m_selected) {
            clear();
            r.outcome = Outcome::Deselected;
            r.from = square;
            return r;
        }
        // A target wins over reselection: castling in Chess960 is "king takes own rook".
        if (isTarget(square)) return tryMove(m_selected, square);
        if (isSelectable(square)) {
            select(square);
            r.outcome = Outcome::Selected;
            r.from = square;
            return r;
        }
        return tryMove(m_selected, square);
    }
    if (isSelectable(square)) {
        select(square);
        r.outcome = Outcome::Selected;
        r.from = square;
    }
    return r;
}

MoveInput::Result MoveInput::beginDrag(Square square) {
    Result r;
    if (!isSelectable(square)) return r;
    clear();
    m_dragFrom = square;
    r.outcome = Outcome::Selected;
    r.from = square;
    return r;
}

MoveInput::Result MoveInput::drop(Square square) {
    Result r;
    const Square from = m_dragFrom;
    if (from == NoSquare) return r;
    m_dragFrom = NoSquare;
    if (square == from) {
        select(from);
        r.outcome = Outcome::Selected;
        r.from = from;
        return r;
    }
    r = tryMove(from, square);
    if (r.outcome == Outcome::Failed || r.outcome == Outcome::Suicide) select(from);
    return r;
}

MoveInput::Result MoveInput::choosePromotion(PieceType type) {
    Result r;
    for (Move m : m_pendingChoices) {
        if (m.promotion() != type) continue;
        r.outcome = Outcome::Moved;
        r.from = m.from();
        r.to = m.to();
        r.move = m;
        clear();
        return r;
    }
    m_pendingChoices.clear();
    return r;
}

} // namespace arbiter::gui
