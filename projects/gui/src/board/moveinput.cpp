#include "gui/board/moveinput.h"

#include <algorithm>

namespace arbiter::gui {

std::vector<Square> entrySquares(const Board& board, Move move) {
    std::vector<Square> squares{board.landingSquare(move)};
    if (squares.front() != move.to()) squares.push_back(move.to());
    return squares;
}

namespace {
bool contains(const std::vector<Square>& squares, Square s) {
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}
} // namespace

void MoveInput::setBoard(const Board* board) {
    m_board = board;
    m_forcedDrop = forcedDropType();
    clear();
}

PieceType MoveInput::forcedDropType() const {
    if (!m_board) return NoPieceType;
    MoveList legal;
    m_board->legalMoves(legal);
    if (legal.empty() || legal[0].kind() != Move::Drop) return NoPieceType;
    const PieceType type = legal[0].promotion();
    for (Move m : legal)
        if (m.kind() != Move::Drop || m.promotion() != type) return NoPieceType;
    return type;
}

void MoveInput::setPermittedSides(bool white, bool black) {
    m_permitted[White] = white;
    m_permitted[Black] = black;
    if (m_selected != NoSquare && !isSelectable(m_selected)) clear();
    // The stone's part is selected by itself while its side may move.
    if (m_forcedDrop != NoPieceType &&
        (m_dropType != NoPieceType) != isPermitted(m_board->sideToMove()))
        clear();
}

void MoveInput::clear() {
    m_selected = NoSquare;
    m_dragFrom = NoSquare;
    m_targets.clear();
    m_pendingChoices.clear();
    m_dropType = NoPieceType;
    m_draggingDrop = false;
    if (m_forcedDrop != NoPieceType && isPermitted(m_board->sideToMove()))
        selectDropType(m_forcedDrop);
}

bool MoveInput::isSelectable(Square square) const {
    if (!m_board || square < 0 || square >= m_board->squareCount()) return false;
    if (m_forcedDrop != NoPieceType) return false; // only the stone is due
    const Piece piece = m_board->pieceAt(square);
    if (piece == NoPiece) return false;
    const Side side = sideOf(piece);
    return side == m_board->sideToMove() && isPermitted(side);
}

bool MoveInput::canDrag(Square square) const {
    if (isSelectable(square)) return true;
    return m_forcedDrop != NoPieceType && m_dropType == m_forcedDrop && square >= 0 &&
           square < m_board->squareCount() && typeOf(m_board->pieceAt(square)) == m_forcedDrop;
}

bool MoveInput::isTarget(Square square) const {
    return contains(m_targets, square);
}

void MoveInput::select(Square square) {
    m_selected = square;
    m_dropType = NoPieceType;
    m_targets.clear();
    MoveList legal;
    m_board->legalMoves(legal);
    for (Move m : legal) {
        if (m.from() != square) continue;
        for (Square s : entrySquares(*m_board, m))
            if (!contains(m_targets, s)) m_targets.push_back(s);
    }
}

void MoveInput::selectDropType(PieceType type) {
    m_selected = NoSquare;
    m_dropType = type;
    m_targets.clear();
    MoveList legal;
    m_board->legalMoves(legal);
    for (Move m : legal)
        if (m.kind() == Move::Drop && m.promotion() == type) m_targets.push_back(m.to());
}

MoveInput::Result MoveInput::tryDrop(Square to) {
    Result r;
    r.to = to;
    MoveList legal;
    m_board->legalMoves(legal);
    for (Move m : legal) {
        if (m.kind() != Move::Drop || m.promotion() != m_dropType || m.to() != to) continue;
        r.outcome = Outcome::Moved;
        r.move = m;
        clear();
        return r;
    }
    r.outcome = Outcome::Failed;
    return r;
}

MoveInput::Result MoveInput::selectDrop(PieceType type) {
    Result r;
    m_pendingChoices.clear();
    if (!m_board || !isPermitted(m_board->sideToMove())) return r;
    if (m_dropType == type && m_forcedDrop == NoPieceType) {
        clear();
        r.outcome = Outcome::Deselected;
        return r;
    }
    MoveList legal;
    m_board->legalMoves(legal);
    const bool any = std::any_of(legal.begin(), legal.end(), [type](Move m) {
        return m.kind() == Move::Drop && m.promotion() == type;
    });
    if (!any) return r;
    selectDropType(type);
    r.outcome = Outcome::Selected;
    return r;
}

MoveInput::Result MoveInput::beginDropDrag(PieceType type) {
    Result r = selectDrop(type);
    if (r.outcome == Outcome::Deselected) r = selectDrop(type);
    if (r.outcome == Outcome::Selected) m_draggingDrop = true;
    return r;
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
    MoveList tried;
    m_board->pseudoLegalMovesFrom(from, tried);
    for (Move m : tried) {
        if (!contains(entrySquares(*m_board, m), to)) continue;
        r.attackers = m_board->kingAttackersAfter(m);
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
    if (m_dropType != NoPieceType) {
        if (isTarget(square)) return tryDrop(square);
        if (isSelectable(square)) {
            select(square);
            r.outcome = Outcome::Selected;
            r.from = square;
            return r;
        }
        // A click on the stone itself says nothing yet (it is moved by clicking its new point).
        const bool quiet = square == NoSquare || canDrag(square);
        r.outcome = quiet ? Outcome::None : Outcome::Failed;
        r.to = square;
        return r;
    }
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
    if (!isSelectable(square) && canDrag(square)) {
        // The stone is dragged from where it stands to its new point.
        m_dragFrom = square;
        m_draggingDrop = true;
        r.outcome = Outcome::Selected;
        r.from = square;
        return r;
    }
    if (!isSelectable(square)) return r;
    clear();
    m_dragFrom = square;
    r.outcome = Outcome::Selected;
    r.from = square;
    return r;
}

MoveInput::Result MoveInput::drop(Square square) {
    Result r;
    if (m_draggingDrop) {
        const Square from = m_dragFrom;
        m_draggingDrop = false;
        m_dragFrom = NoSquare;
        if (square == NoSquare || square == from) return r;
        r = tryDrop(square);
        r.from = from;
        return r;
    }
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

void MoveInput::addTurnPart(const Board& before, Move lastShown, Move move) {
    if (!m_turnStart) {
        m_turnStart = before.clone();
        m_turnStartLastMove = lastShown;
    }
    m_turnParts.push_back(move);
}

std::vector<Move> MoveInput::takeTurn() {
    std::vector<Move> parts = std::move(m_turnParts);
    dropTurn();
    return parts;
}

std::unique_ptr<Board> MoveInput::cancelTurn(Move* lastMove) {
    if (lastMove) *lastMove = m_turnStartLastMove;
    std::unique_ptr<Board> start = std::move(m_turnStart);
    dropTurn();
    return start;
}

void MoveInput::dropTurn() {
    m_turnStart.reset();
    m_turnStartLastMove = Move();
    m_turnParts.clear();
}

} // namespace arbiter::gui
