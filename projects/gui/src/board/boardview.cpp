#include "gui/board/boardview.h"

#include "gui/board/pocketpainter.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QtMath>
#include <algorithm>

namespace arbiter::gui {

namespace {
constexpr int HoldToDragMs = 500; // docs/gui.md: a press held 0.5 s is a drag
} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &BoardView::tick);
    m_holdTimer.setSingleShot(true);
    m_holdTimer.setInterval(HoldToDragMs);
    connect(&m_holdTimer, &QTimer::timeout, this, [this] {
        if (m_pressed && !m_dragging &&
            (m_input.canDrag(m_pressSquare) || m_pressPocket != NoPieceType))
            beginDrag(m_pressPoint);
    });
}

BoardView::~BoardView() = default;

// ---------------------------------------------------------------------------------------------
// Position

void BoardView::setPosition(const Board& board, Move lastMove, bool animate) {
    const Board* turnStart = m_input.turnStart();
    if (turnStart && turnStart->fen() == board.fen() &&
        turnStart->variant().name == board.variant().name)
        return; // the game still stands where the unfinished turn began: keep its parts shown
    m_input.dropTurn();
    if (m_board && !m_editMode && m_board->fen() == board.fen() &&
        m_board->variant().name == board.variant().name) {
        // Already shown (e.g. the person's own move coming back from the game).
        if (m_lastMove != lastMove) {
            m_lastMove = lastMove;
            m_lastTurnFirst = Move();
            update();
        }
        return;
    }
    bool leadsHere = false;
    Move firstPart;
    if (animate && m_board && !lastMove.isNull()) {
        if (m_board->isLegal(lastMove)) {
            auto probe = m_board->clone();
            probe->makeMove(lastMove);
            leadsHere = probe->fen() == board.fen();
        }
        if (!leadsHere) {
            firstPart = firstPartOfTurn(board, lastMove);
            leadsHere = !firstPart.isNull();
        }
    }
    adopt(board.clone(), lastMove, leadsHere, firstPart);
}

Move BoardView::firstPartOfTurn(const Board& board, Move lastPart) const {
    // A whole turn of two parts arrived (an engine's): find the part played before lastPart
    // from the shown position, so that both slide and both are marked.
    MoveList legal;
    m_board->legalMoves(legal);
    auto probe = m_board->clone();
    for (Move first : legal) {
        probe->makeMove(first);
        bool found = false;
        if (probe->midTurn() && probe->isLegal(lastPart)) {
            probe->makeMove(lastPart);
            found = probe->fen() == board.fen();
            probe->undoMove();
        }
        probe->undoMove();
        if (found) return first;
    }
    return Move();
}

void BoardView::adopt(std::unique_ptr<Board> board, Move lastMove, bool animate, Move firstPart) {
    finishAnimations();
    // The effect of the move before plays on under the next move (an engine's instant reply
    // must not wipe a person's 将军); a position jumped to (browsing, a take-back, a new game)
    // ends it, it was about another position.
    if (!animate) m_animator.clearEffects();
    std::vector<Piece> before = m_pieces;
    std::unique_ptr<Board> previous = std::move(m_board);
    m_board = std::move(board);
    m_editMode = false;
    m_width = m_board->width();
    m_height = m_board->height();
    m_pieces.assign(size_t(m_board->squareCount()), NoPiece);
    m_faceDown.assign(size_t(m_board->squareCount()), false);
    for (Square s = 0; s < m_board->squareCount(); ++s) {
        m_pieces[size_t(s)] = m_board->pieceAt(s);
        m_faceDown[size_t(s)] = m_board->isFaceDown(s);
    }
    m_lastMove = lastMove;
    m_lastTurnFirst = firstPart;
    m_input.setBoard(m_board.get());
    m_dragging = false;
    m_pressed = false;
    layoutBoard();
    if (animate && previous && before.size() == m_pieces.size()) {
        addMoveSprites(before, m_pieces, lastMove);
        MoveEvents events;
        if (firstPart.isNull() || !previous->isLegal(firstPart)) {
            events = eventsOf(*previous, lastMove, *m_board);
        } else {
            // A whole two-part turn: the first part may have captured (stone xiangqi).
            auto middle = previous->clone();
            middle->makeMove(firstPart);
            events = eventsOf(*middle, lastMove, *m_board);
            events.capture = events.capture || previous->isCapture(firstPart);
        }
        emit moveShown(events);
        const QString text = effectTextFor(events);
        if (!text.isEmpty()) {
            Effect e;
            e.events = events;
            e.text = text;
            e.anchor = events.check ? m_board->kingSquare(m_board->sideToMove()) : lastMove.to();
            m_animator.play(e);
        }
        startAnimationClock();
    }
    update();
}

BoardView::MoveEvents BoardView::eventsOf(const Board& before, Move move, const Board& after) {
    MoveEvents e;
    e.mover = before.sideToMove();
    e.capture = before.isCapture(move);
    e.check = after.inCheck() && after.notifiesChecks();
    e.mate = e.check && !after.hasLegalMoves();
    return e;
}

void BoardView::setArrangement(int width, int height, const std::vector<Piece>& pieces,
                               const std::vector<bool>& faceDown) {
    finishAnimations();
    m_input.dropTurn();
    m_board.reset();
    m_input.setBoard(nullptr);
    m_width = width;
    m_height = height;
    m_pieces = pieces;
    m_pieces.resize(size_t(width * height), NoPiece);
    m_faceDown = faceDown;
    m_faceDown.resize(m_pieces.size(), false);
    m_lastMove = Move();
    m_editMode = true;
    layoutBoard();
    update();
}

void BoardView::setEditMode(bool on) {
    m_editMode = on;
    m_input.clear();
    update();
}

bool BoardView::isFaceDown(Square square) const {
    return square >= 0 && square < int(m_faceDown.size()) && m_faceDown[size_t(square)];
}

Piece BoardView::pieceOn(Square square) const {
    if (square < 0 || square >= int(m_pieces.size())) return NoPiece;
    return m_pieces[size_t(square)];
}

// Pieces that left a square and pieces that arrived somewhere are paired up, so castling, en
// passant and promotion slide correctly without knowing the variant.
void BoardView::addMoveSprites(const std::vector<Piece>& before, const std::vector<Piece>& after,
                               Move move) {
    std::vector<Square> left;
    for (Square s = 0; s < int(before.size()); ++s)
        if (before[size_t(s)] != NoPiece && before[size_t(s)] != after[size_t(s)])
            left.push_back(s);
    // The moving piece first, so it claims its own start square.
    std::stable_sort(left.begin(), left.end(),
                     [&](Square a, Square b) { return a == move.from() && b != move.from(); });
    std::vector<Square> arrived;
    for (Square s = 0; s < int(after.size()); ++s)
        if (after[size_t(s)] != NoPiece && before[size_t(s)] != after[size_t(s)])
            arrived.push_back(s);
    std::stable_sort(arrived.begin(), arrived.end(),
                     [&](Square a, Square b) { return a == move.to() && b != move.to(); });
    for (Square to : arrived) {
        const Piece p = after[size_t(to)];
        auto source = std::find_if(left.begin(), left.end(),
                                   [&](Square from) { return before[size_t(from)] == p; });
        if (source == left.end()) // a promotion: the pawn of the same side
            source = std::find_if(left.begin(), left.end(), [&](Square from) {
                return sideOf(before[size_t(from)]) == sideOf(p) && from == move.from();
            });
        if (source == left.end()) continue;
        m_animator.slide(p, squareCenter(*source), squareCenter(to), to, m_moveMs);
        left.erase(source);
    }
}

// ---------------------------------------------------------------------------------------------
// Interaction

void BoardView::setPermittedSides(bool white, bool black) {
    m_input.setPermittedSides(white, black);
    update();
}

void BoardView::setShowLegalMoves(bool on) {
    m_showLegal = on;
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    finishAnimations();
    m_flipped = flipped;
    layoutBoard();
    update();
}

void BoardView::setLoser(Side side) {
    m_loser = side;
    update();
}

void BoardView::abortInteraction() {
    // Aborting an interaction (the game ended mid-move): selections put down, sliding pieces
    // teleport to where they belong.
    m_input.clear();
    m_dragging = false;
    m_pressed = false;
    m_holdTimer.stop();
    // The move that ended the game keeps its effect (绝杀 above all) playing to its end.
    m_animator.finishSprites();
    unsetCursor();
    cancelTurn();
    update();
}

void BoardView::cancelTurn() {
    if (!m_input.hasUnfinishedTurn()) return;
    Move lastMove;
    std::unique_ptr<Board> start = m_input.cancelTurn(&lastMove);
    adopt(std::move(start), lastMove, false);
    emit turnCancelled();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    const QPointF point = event->position();
    finishAnimations();
    if (m_editMode) {
        const Square s = squareAt(point);
        if (s != NoSquare) emit squareClicked(s, event->button());
        return;
    }
    if (event->button() != Qt::LeftButton) {
        cancelTurn();
        m_input.clear();
        update();
        return;
    }
    if (m_input.hasPendingChoice()) {
        const std::vector<Move> choices = m_input.pendingChoices();
        for (int i = 0; i < int(choices.size()); ++i) {
            if (promotionChoiceRect(i).contains(point)) {
                handle(m_input.choosePromotion(choices[size_t(i)].promotion()), false, point);
                return;
            }
        }
        m_input.cancelChoice();
        update();
        return;
    }
    m_pressed = true;
    m_pressPoint = point;
    m_pressSquare = squareAt(point);
    m_pressPocket = m_pressSquare == NoSquare ? pocketAt(point) : NoPieceType;
    if (m_input.canDrag(m_pressSquare) || m_pressPocket != NoPieceType) m_holdTimer.start();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF point = event->position();
    if (m_dragging) {
        const QRectF bounds = boardBounds();
        m_dragPoint = QPointF(std::clamp(point.x(), bounds.left(), bounds.right()),
                              std::clamp(point.y(), bounds.top(), bounds.bottom()));
        update();
        return;
    }
    if (m_pressed && (m_input.canDrag(m_pressSquare) || m_pressPocket != NoPieceType) &&
        (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance()) {
        beginDrag(point);
        return;
    }
    updateCursor(point);
}

void BoardView::beginDrag(const QPointF& point) {
    m_holdTimer.stop();
    const MoveInput::Result r = m_pressPocket != NoPieceType ? m_input.beginDropDrag(m_pressPocket)
                                                             : m_input.beginDrag(m_pressSquare);
    if (r.outcome == MoveInput::Outcome::None) return;
    m_dragging = true;
    m_dragPoint = point;
    setCursor(Qt::ClosedHandCursor);
    update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (!m_pressed) return;
    m_pressed = false;
    m_holdTimer.stop();
    const QPointF point = event->position();
    if (m_dragging) {
        m_dragging = false;
        const QRectF bounds = boardBounds();
        const QPointF drop(std::clamp(point.x(), bounds.left(), bounds.right()),
                           std::clamp(point.y(), bounds.top(), bounds.bottom()));
        handle(m_input.drop(squareAt(point)), true, drop);
    } else if (m_pressPocket != NoPieceType) {
        handle(m_input.selectDrop(m_pressPocket), false, point);
    } else {
        handle(m_input.click(m_pressSquare), false, point);
    }
    updateCursor(point);
}

void BoardView::leaveEvent(QEvent* event) {
    m_hover = NoSquare;
    update();
    QWidget::leaveEvent(event);
}

void BoardView::updateCursor(const QPointF& point) {
    const Square s = squareAt(point);
    if (s != m_hover) {
        m_hover = s;
        update();
    }
    const bool choosing = m_input.selected() != NoSquare || m_input.dropType() != NoPieceType;
    if (m_editMode || m_input.canDrag(s) || (choosing && s != NoSquare) ||
        (s == NoSquare && pocketAt(point) != NoPieceType))
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
}

void BoardView::handle(const MoveInput::Result& r, bool fromDrag, const QPointF& dropPoint) {
    using O = MoveInput::Outcome;
    switch (r.outcome) {
    case O::None:
    case O::Selected:
    case O::Deselected:
    case O::ChoosePromotion: break;
    case O::Moved: playUserMove(r.move, !fromDrag); break;
    case O::Failed:
    case O::Suicide: {
        if (pieceOn(r.from) == NoPiece) { // a drop from the hand: nothing on the board bounces
            if (r.to != NoSquare) emit moveRefused(false);
            break;
        }
        const Piece piece = pieceOn(r.from);
        const QPointF home = squareCenter(r.from);
        if (fromDrag) {
            m_animator.returnTo(piece, isFaceDown(r.from), dropPoint, home, r.from);
        } else {
            const QPointF target = r.to == NoSquare ? home : squareCenter(r.to);
            m_animator.bounce(piece, isFaceDown(r.from), home, target, r.from);
        }
        if (r.outcome == O::Suicide) m_animator.flash(r.attackers);
        startAnimationClock();
        if (r.to != NoSquare) emit moveRefused(r.outcome == O::Suicide);
        break;
    }
    }
    update();
}

void BoardView::playUserMove(Move move, bool animate) {
    m_input.addTurnPart(*m_board, m_lastMove, move);
    const std::vector<Move>& parts = m_input.turnParts();
    auto next = m_board->clone();
    next->makeMove(move);
    adopt(std::move(next), move, true, parts.size() > 1 ? parts.front() : Move());
    // A dropped piece is already where it belongs: only the other pieces (the castling rook)
    // slide.
    if (!animate) m_animator.dropSpritesHiding(move.to());
    emit moveEntered(move);
    if (m_board->midTurn()) return; // the next part of the turn is taken on this position
    emit turnEntered(m_input.takeTurn());
}

Piece BoardView::draggedPiece() const {
    if (m_input.dragged() != NoSquare) return pieceOn(m_input.dragged());
    if (m_input.isDraggingDrop() && m_board)
        return makePiece(m_board->sideToMove(), m_input.dropType());
    return NoPiece;
}

// ---------------------------------------------------------------------------------------------
// Animation clock

void BoardView::startAnimationClock() {
    if (!m_frameTimer.isActive()) m_frameTimer.start();
}

void BoardView::tick() {
    if (!m_animator.prune()) m_frameTimer.stop();
    update();
}

void BoardView::setAnimationClock(const AnimationClock& clock) {
    m_animator.setClock(clock);
    m_frameTimer.stop();
    update();
}

void BoardView::finishAnimations() {
    // Sprites end where they are going; flashes and effects may keep playing, they do not move
    // pieces.
    m_animator.finishSprites();
    update();
}

bool BoardView::isBouncing() const {
    return m_animator.isBouncing();
}

std::vector<Square> BoardView::flashingSquares() const {
    return m_animator.flashingSquares();
}

std::vector<Square> BoardView::dotSquares() const {
    if (!m_showLegal || m_dragging) return {};
    return m_input.targets();
}

BoardView::Hover BoardView::hover() const {
    if (m_hover == NoSquare || m_editMode || m_dragging) return Hover::None;
    if (m_input.isSelectable(m_hover) || (m_showLegal && m_input.isTarget(m_hover)))
        return Hover::Available;
    // Without the legal-move marks the board does not tell good squares from bad ones.
    const bool choosing = m_input.selected() != NoSquare || m_input.dropType() != NoPieceType;
    if (choosing && m_showLegal) return Hover::Unavailable;
    return Hover::None;
}

const BoardView::Effect* BoardView::currentEffect() const {
    return m_animator.currentEffect();
}

QString BoardView::effectText() const {
    const Effect* e = currentEffect();
    return e ? e->text : QString();
}

// ---------------------------------------------------------------------------------------------
// Painting

QPixmap BoardView::pieceImage(Piece piece, int size, bool faceDown) {
    // Pieces are drawn at the view's cell size: paint at that scale into the pixmap.
    const qreal cell = m_cell;
    QPixmap image(size, size);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / cell, size / cell);
    PieceLook look;
    look.faceDown = faceDown;
    paintPiece(p, piece, QPointF(cell / 2, cell / 2), look);
    return image;
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    finishAnimations();
    layoutBoard();
}

int BoardView::heightForWidth(int width) const {
    return width * (m_height + 1) / (m_width + 1);
}

QColor BoardView::markColour(Mark mark) const {
    switch (mark) {
    case Mark::LastMove: return QColor(255, 210, 60, 110);
    case Mark::Check: return QColor(230, 20, 20, 190);
    case Mark::Attacker: return QColor(235, 0, 0, 220);
    case Mark::Hover: return QColor(40, 170, 60, 120);
    case Mark::HoverUnavailable: return QColor(220, 40, 40, 100);
    }
    return {};
}

void BoardView::paintMark(QPainter& p, Square square, Mark mark, qreal strength) {
    QColor c = markColour(mark);
    c.setAlphaF(c.alphaF() * strength);
    const QPointF center = squareCenter(square);
    QRadialGradient g(center, m_cell * 0.55);
    g.setColorAt(0, c);
    g.setColorAt(0.7, c);
    g.setColorAt(1, Qt::transparent);
    p.setPen(Qt::NoPen);
    p.setBrush(g);
    p.drawEllipse(center, m_cell * 0.55, m_cell * 0.55);
    // A solid ring around the piece makes the mark plain to see (the glow alone was faint on
    // wood): thick for check and the flashing attackers, thin for the hover.
    const bool strong = mark == Mark::Check || mark == Mark::Attacker;
    QColor ring = c;
    ring.setAlphaF(std::min<qreal>(1, c.alphaF() * (strong ? 1.3 : 1.6)));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ring, m_cell * (strong ? 0.09 : 0.05)));
    p.drawEllipse(center, m_cell * 0.5, m_cell * 0.5);
}

void BoardView::paintDot(QPainter& p, const QPointF& center, bool capture) {
    p.setBrush(Qt::NoBrush);
    const QColor green(30, 150, 60, 190);
    if (capture) {
        p.setPen(QPen(green, m_cell * 0.07));
        p.drawEllipse(center, m_cell * 0.44, m_cell * 0.44);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(green);
        p.drawEllipse(center, m_cell * 0.13, m_cell * 0.13);
    }
}

QString BoardView::effectTextFor(const MoveEvents&) const {
    return {};
}

void BoardView::paintEffect(QPainter&, const Effect&, qreal) {}

QRectF BoardView::choiceRect(Square square, int index, int count) const {
    // A column of boxes from the target square towards the middle of the board.
    (void)count;
    const QPointF c = squareCenter(square);
    const qreal towardsMiddle = c.y() < height() / 2.0 ? 1 : -1;
    const QPointF center = c + QPointF(0, towardsMiddle * m_cell * index);
    return QRectF(center.x() - m_cell / 2, center.y() - m_cell / 2, m_cell, m_cell);
}

QRectF BoardView::pocketRect(Side, PieceType) const {
    return {};
}

PieceType BoardView::pocketAt(const QPointF& point) const {
    if (!m_board || m_editMode || !m_board->hasPockets()) return NoPieceType;
    const Side side = m_board->sideToMove();
    for (PieceType type : pocketTypes())
        if (pocketRect(side, type).contains(point) && m_board->pocketCount(side, type) > 0)
            return type;
    return NoPieceType;
}

void BoardView::paintPockets(QPainter& p) {
    if (!m_board || m_editMode || !m_board->hasPockets()) return;
    for (Side side : {White, Black}) {
        for (PieceType type : pocketTypes()) {
            PocketSlot slot;
            slot.side = side;
            slot.type = type;
            slot.rect = pocketRect(side, type);
            slot.count = m_board->pocketCount(side, type);
            slot.chosen = side == m_board->sideToMove() && m_input.dropType() == type;
            slot.held = slot.chosen && m_dragging && m_input.isDraggingDrop();
            paintPocketSlot(p, slot, m_cell, [this](QPainter& painter, Piece piece) {
                paintPiece(painter, piece, QPointF(0, 0), PieceLook());
            });
        }
    }
}

QRectF BoardView::promotionChoiceRect(int index) const {
    const auto& choices = m_input.pendingChoices();
    if (index < 0 || index >= int(choices.size())) return {};
    return choiceRect(choices[size_t(index)].to(), index, int(choices.size()));
}

void BoardView::setArrows(const std::vector<BoardArrow>& arrows) {
    if (arrows == m_arrows) return;
    m_arrows = arrows;
    update();
}

void BoardView::invalidateBoard() {
    m_boardCacheKey.clear();
    update();
}

void BoardView::paintCachedBoard(QPainter& p) {
    const qreal dpr = devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2 %3 %4x%5 %6 %7")
                            .arg(width())
                            .arg(height())
                            .arg(m_flipped)
                            .arg(m_width)
                            .arg(m_height)
                            .arg(m_cell)
                            .arg(dpr);
    if (key != m_boardCacheKey) {
        m_boardCache = QPixmap((QSizeF(size()) * dpr).toSize());
        m_boardCache.setDevicePixelRatio(dpr);
        m_boardCache.fill(Qt::transparent);
        QPainter cache(&m_boardCache);
        cache.setRenderHint(QPainter::Antialiasing);
        cache.setFont(font());
        paintBoard(cache);
        m_boardCacheKey = key;
        ++m_boardRenders;
    }
    p.drawPixmap(0, 0, m_boardCache);
}

void BoardView::paintEvent(QPaintEvent*) {
    ++m_paints;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paintCachedBoard(p);
    paintPockets(p);

    // Marks under the pieces: last move, check, hover, flashing attackers.
    for (Move marked : {m_lastTurnFirst, m_lastMove}) {
        if (marked.isNull()) continue;
        paintMark(p, marked.from(), Mark::LastMove, 1);
        for (Square s : m_board ? entrySquares(*m_board, marked) : std::vector<Square>{})
            paintMark(p, s, Mark::LastMove, 1);
    }
    if (m_board && m_board->inCheck() && m_board->notifiesChecks()) {
        const Square king = m_board->kingSquare(m_board->sideToMove());
        if (king != NoSquare) paintMark(p, king, Mark::Check, 1);
    }
    const std::vector<Square> dots = dotSquares();
    switch (hover()) {
    case Hover::None: break;
    case Hover::Available: paintMark(p, m_hover, Mark::Hover, 1); break;
    case Hover::Unavailable: paintMark(p, m_hover, Mark::HoverUnavailable, 1); break;
    }
    for (const BoardAnimator::FlashFrame& f : m_animator.flashFrames())
        paintMark(p, f.square, Mark::Attacker, f.strength);

    // Resting pieces.
    auto hidden = [&](Square s) {
        return (m_dragging && s == m_input.dragged()) || m_animator.hides(s);
    };
    const Square lifted = m_input.selected();
    for (Square s = 0; s < int(m_pieces.size()); ++s) {
        const Piece piece = m_pieces[size_t(s)];
        if (piece == NoPiece || hidden(s) || s == lifted) continue;
        PieceLook look;
        look.dimmed = m_loser != NoSide && sideOf(piece) == m_loser;
        look.faceDown = isFaceDown(s);
        paintPiece(p, piece, squareCenter(s), look);
    }
    paintBoardArrows(
        p, m_arrows, [this](Square s) { return squareCenter(s); }, m_cell);
    // Legal destinations, then the lifted piece above everything that rests.
    for (Square s : dots) paintDot(p, squareCenter(s), pieceOn(s) != NoPiece);
    if (lifted != NoSquare && !hidden(lifted)) {
        PieceLook look;
        look.lift = 1;
        look.faceDown = isFaceDown(lifted);
        paintPiece(p, m_pieces[size_t(lifted)], squareCenter(lifted), look);
    }
    // Moving pieces.
    for (const BoardAnimator::SpriteFrame& sp : m_animator.spriteFrames()) {
        PieceLook look;
        look.lift = sp.lift;
        look.faceDown = sp.faceDown;
        paintPiece(p, sp.piece, sp.at, look);
    }
    if (m_dragging && draggedPiece() != NoPiece) {
        PieceLook look;
        look.dragged = true;
        look.lift = 1;
        look.faceDown = isFaceDown(m_input.dragged());
        paintPiece(p, draggedPiece(), m_dragPoint, look);
    }
    // Promotion chooser.
    const auto& choices = m_input.pendingChoices();
    for (int i = 0; i < int(choices.size()); ++i) {
        const QRectF r = promotionChoiceRect(i);
        p.setPen(QPen(QColor(40, 40, 40), 1.5));
        p.setBrush(QColor(250, 250, 250, 235));
        p.drawRoundedRect(r, 6, 6);
        paintPiece(p, makePiece(m_board->sideToMove(), choices[size_t(i)].promotion()), r.center(),
                   PieceLook());
    }
    // Effects on top of everything.
    if (const Effect* e = m_animator.currentEffect()) paintEffect(p, *e, m_animator.progress(*e));
}

} // namespace arbiter::gui
