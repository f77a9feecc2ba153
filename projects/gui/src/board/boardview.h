// The board widget both families share: it shows a position, takes moves from the mouse through
// the shared MoveInput controller (click and drag as docs/gui.md, "Moving pieces", describes;
// the controller also keeps a half-entered turn of several parts) and paints what the
// BoardAnimator says: sliding moves (about 0.3 s), failed moves bouncing back, the suicide
// warning (the attackers flash red), move effects; and the promotion chooser. Input is never
// blocked by an animation: a new event finishes the running ones first. Pockets are drawn by
// pocketpainter.h.
//
// Subclasses (ChessBoardView, XiangqiBoardView) only say where squares are and how the board,
// pieces, marks and effects look.
#pragma once

#include "board/board.h"
#include "gui/board/boardanimator.h"
#include "gui/board/boardarrows.h"
#include "gui/board/moveinput.h"

#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

namespace arbiter::gui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    using MoveEvents = gui::MoveEvents;

    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // ---- Position ----
    // Shows a copy of `board` with `lastMove` marked. With `animate`, when the shown position
    // plus lastMove gives this one, the move slides and its effects play (also when lastMove
    // is the second part of a whole turn played from the shown position: both parts slide).
    void setPosition(const Board& board, Move lastMove = Move(), bool animate = false);
    const Board* board() const { return m_board.get(); }
    // Setup mode: a free arrangement (width x height pieces, may be illegal); clicks are
    // reported by squareClicked() instead of making moves.
    // `faceDown` marks jieqi's face-down pieces (empty: none).
    void setArrangement(int width, int height, const std::vector<Piece>& pieces,
                        const std::vector<bool>& faceDown = {});
    void setEditMode(bool on);
    bool isEditMode() const { return m_editMode; }
    Piece pieceOn(Square square) const;
    // Whether the piece on `square` lies face down (jieqi) and is drawn without its identity.
    bool isFaceDown(Square square) const;
    int files() const { return m_width; }
    int ranks() const { return m_height; }

    // ---- Interaction ----
    void setPermittedSides(bool white, bool black);
    // Marks the legal destinations of the selected piece with dots (on by default).
    void setShowLegalMoves(bool on);
    MoveInput& input() { return m_input; }
    // Turns of several parts (double-step and stone xiangqi): each part entered is played on
    // the shown board (moveEntered), the next part is taken on that position, and turnEntered
    // reports the whole turn. The parts of an unfinished turn (empty between turns):
    const std::vector<Move>& turnParts() const { return m_input.turnParts(); }
    // Takes the parts of an unfinished turn back (the right mouse button does it too).
    void cancelTurn();
    const MoveInput& input() const { return m_input; }

    // ---- Look ----
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setAnimationDuration(int ms) { m_moveMs = qMax(0, ms); }
    int animationDuration() const { return m_moveMs; }
    // Arrows over the pieces (analysis: the engines' best moves); empty: none.
    void setArrows(const std::vector<BoardArrow>& arrows);
    const std::vector<BoardArrow>& arrows() const { return m_arrows; }
    // Darkens the pieces of the side that lost (NoSide: nobody).
    void setLoser(Side side);
    Side loser() const { return m_loser; }
    // Puts down selections and ends the pieces' animations (the game ended); the last move's
    // effect and flashes play to their end.
    void abortInteraction();

    // ---- Geometry (widget coordinates) ----
    virtual QPointF squareCenter(Square square) const = 0;
    // NoSquare outside the board.
    virtual Square squareAt(const QPointF& point) const = 0;
    qreal cellSize() const { return m_cell; }
    // The drawn board in widget coordinates (the squares, or a xiangqi board's points with room
    // for the pieces on its edges): dragged pieces stay inside it; the game tab places its
    // notices and the evaluation bar by it.
    virtual QRectF boardBounds() const = 0;
    // Where promotion choice i is drawn while the chooser is open.
    QRectF promotionChoiceRect(int index) const;
    // Where a side's pocket shows pieces of `type` (crazyhouse); empty without pockets.
    virtual QRectF pocketRect(Side side, PieceType type) const;

    // ---- State, for tests and the window ----
    bool isAnimating() const { return m_animator.isAnimating(); }
    void finishAnimations();
    // The animations, and the clock they run on (tests give a clock they move by hand; the view
    // does not own it, and it must outlive the view).
    const BoardAnimator& animator() const { return m_animator; }
    void setAnimationClock(const AnimationClock& clock);
    // Paints so far, and how many of them drew the board itself: the board (wood grain, grid,
    // coordinates) is drawn once into a cached image and redrawn only when its size or look
    // changes, so a still tab costs nothing and a moving piece only the pieces.
    int paintCount() const { return m_paints; }
    int boardRenderCount() const { return m_boardRenders; }
    bool isDragging() const { return m_dragging; }
    bool isBouncing() const; // a failed move is being shown
    std::vector<Square> flashingSquares() const;
    Square selectedSquare() const { return m_input.selected(); }
    // Squares marked with a legal-move dot now.
    std::vector<Square> dotSquares() const;
    // How the square under the mouse is marked (docs/gui.md, "Moving pieces"): green when it can be
    // selected or the selected piece can go there, red when a piece is selected and cannot go
    // there.
    enum class Hover { None, Available, Unavailable };
    Hover hover() const;
    // The text of the effect playing now (e.g. "将军"), empty when none.
    QString effectText() const;
    bool isChoosingPromotion() const { return m_input.hasPendingChoice(); }
    const std::vector<Move>& promotionChoices() const { return m_input.pendingChoices(); }

    // The piece as this view draws it, for palettes and buttons.
    QPixmap pieceImage(Piece piece, int size, bool faceDown = false);

    QSize sizeHint() const override { return {560, 600}; }
    QSize minimumSizeHint() const override { return {240, 260}; }
    bool hasHeightForWidth() const override { return true; }

signals:
    // A move, or one part of a turn of several parts, was entered and is shown.
    void moveEntered(arbiter::Move move);
    // The person finished a turn: its parts in order (one in most variants).
    void turnEntered(const std::vector<arbiter::Move>& parts);
    // The parts of an unfinished turn were taken back (cancelTurn, the right mouse button).
    void turnCancelled();
    // A move played on the board or arriving from the game slid into place: what it did (for
    // its sound).
    void moveShown(const arbiter::gui::BoardView::MoveEvents& events);
    // A move was refused (suicide: it would leave the king attacked).
    void moveRefused(bool suicide);
    void squareClicked(int square, Qt::MouseButton button);

protected:
    struct PieceLook {
        qreal lift = 0; // 0 resting .. 1 selected (raised and tilted)
        bool dragged = false;
        bool dimmed = false;
        bool faceDown = false; // jieqi: drawn without its identity
    };
    enum class Mark { LastMove, Check, Attacker, Hover, HoverUnavailable };
    using Effect = BoardAnimator::Effect;

    // Recomputes the geometry for the widget size (cell size, origins, scaling).
    virtual void layoutBoard() = 0;
    virtual void paintBoard(QPainter& painter) = 0;
    virtual void paintPiece(QPainter& painter, Piece piece, const QPointF& center,
                            const PieceLook& look) = 0;
    // Marks a square; `strength` 0..1 fades flashes. Default: a tinted disc.
    virtual void paintMark(QPainter& painter, Square square, Mark mark, qreal strength);
    virtual void paintDot(QPainter& painter, const QPointF& center, bool capture);
    // Move effects (xiangqi: 吃/将军/绝杀). The default shows none.
    virtual QString effectTextFor(const MoveEvents& events) const;
    virtual void paintEffect(QPainter& painter, const Effect& effect, qreal progress);
    virtual QColor markColour(Mark mark) const;
    // Widget geometry of a promotion choice box around `square` (index 0 nearest the board edge).
    virtual QRectF choiceRect(Square square, int index, int count) const;

    void setCellSize(qreal cell) { m_cell = cell; }
    // The board's look changed (theme, coordinates, font): draw it again at the next paint.
    void invalidateBoard();
    qint64 now() const { return m_animator.now(); }
    const Effect* currentEffect() const;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    int heightForWidth(int width) const override;

private:
    void handle(const MoveInput::Result& result, bool fromDrag, const QPointF& dropPoint);
    void playUserMove(Move move, bool animate);
    // Sets the shown position; sprites for the pieces that moved when animating.
    void adopt(std::unique_ptr<Board> board, Move lastMove, bool animate, Move firstPart = Move());
    // The first part of a two-part turn that leads from the shown position to `board` with
    // `lastPart` as its second part; a null move when there is none.
    Move firstPartOfTurn(const Board& board, Move lastPart) const;
    void addMoveSprites(const std::vector<Piece>& before, const std::vector<Piece>& after,
                        Move move);
    void startAnimationClock();
    void tick();
    void beginDrag(const QPointF& point);
    void updateCursor(const QPointF& point);
    // The pocket piece type of the side to move under `point` (NoPieceType: none).
    PieceType pocketAt(const QPointF& point) const;
    void paintPockets(QPainter& painter);
    // paintBoard() through the cache.
    void paintCachedBoard(QPainter& painter);
    Piece draggedPiece() const;
    static MoveEvents eventsOf(const Board& before, Move move, const Board& after);

    std::unique_ptr<Board> m_board;
    std::vector<Piece> m_pieces;
    std::vector<bool> m_faceDown; // per square (jieqi)
    int m_width = 8;
    int m_height = 8;
    Move m_lastMove;
    Move m_lastTurnFirst; // the first part of the last turn when it had two (marked too)
    std::vector<BoardArrow> m_arrows;
    MoveInput m_input;
    bool m_showLegal = true;
    bool m_editMode = false;
    bool m_flipped = false;
    Side m_loser = NoSide;
    qreal m_cell = 40;
    int m_moveMs = 300;

    // Mouse.
    bool m_pressed = false;
    Square m_pressSquare = NoSquare;
    PieceType m_pressPocket = NoPieceType;
    QPointF m_pressPoint;
    bool m_dragging = false;
    QPointF m_dragPoint;
    QTimer m_holdTimer; // a press held this long becomes a drag (0.5 s)
    Square m_hover = NoSquare;

    // The cached board and what it was drawn for.
    QPixmap m_boardCache;
    QString m_boardCacheKey;
    int m_paints = 0;
    int m_boardRenders = 0;

    // Animations: the animator on its clock, and the timer asking for frames while it runs.
    SteadyAnimationClock m_steadyClock;
    BoardAnimator m_animator{m_steadyClock};
    QTimer m_frameTimer;
};

} // namespace arbiter::gui
