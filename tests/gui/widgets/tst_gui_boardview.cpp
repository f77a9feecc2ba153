// The board views and the one move-input controller behind them (docs/gui.md, "Moving
// pieces"): selection, legal-move dots, clicks and drags, failed and suicide moves, promotion,
// animations that do not block input, effects, flipping and the loser's dimmed king.
#include "gui/board/chessboardview.h"
#include "gui/board/moveinput.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "guitest.h"

#include <QFontDatabase>
#include <QSignalSpy>
#include <algorithm>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {
std::vector<Square> sorted(std::vector<Square> v) {
    std::sort(v.begin(), v.end());
    return v;
}
std::vector<Square> squares(const Board& b, std::initializer_list<const char*> names) {
    std::vector<Square> v;
    for (const char* n : names) v.push_back(sq(b, n));
    return sorted(v);
}
} // namespace

class BoardViewTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    // ---- The controller alone ----
    void controllerSelectsOnlyPermittedSideToMove();
    void controllerClickSequence();
    void controllerCastlingByRookSquare();
    void controllerSuicideNamesAttackers();
    void controllerDragFailureSelectsPiece();

    // ---- Chess view ----
    void chessClickSelectShowsDotsAndMoves();
    void chessOpponentPiecesAreNotSelectable();
    void chessHoverMarksAvailableAndUnavailable();
    void chessFailedMoveBouncesAndKeepsSelection();
    void chessSuicideFlashesAttackers();
    void chessDragMoves();
    void chessDragToIllegalSquareSelectsPiece();
    void chessPromotionChooser();
    void chessAnimationDoesNotBlockInput();
    void chessFlipMapsSquares();
    void chessCheckAndLoserAreDrawn();

    // ---- Xiangqi view ----
    void xiangqiPiecesOnIntersections();
    void xiangqiClickShowsHorseMoves();
    void xiangqiFlyingGeneralSuicide();
    void xiangqiEffects();
    void xiangqiDragAndFlip();

    // ---- Looks ----
    void chessPieceSetsDrawEveryPiece();
    void xiangqiFontsAndThemesChangeTheBoard();
    void brushFacesOfferedAsXing();
};

void BoardViewTest::controllerSelectsOnlyPermittedSideToMove() {
    auto b = board("standard");
    MoveInput input;
    input.setBoard(b.get());
    QVERIFY(!input.isSelectable(sq(*b, "e2"))); // nobody permitted yet
    input.setPermittedSides(true, false);
    QVERIFY(input.isSelectable(sq(*b, "e2")));
    QVERIFY(!input.isSelectable(sq(*b, "e7"))); // not White's piece
    QVERIFY(!input.isSelectable(sq(*b, "e4"))); // empty
    input.setPermittedSides(false, true);
    QVERIFY(!input.isSelectable(sq(*b, "e7"))); // Black is permitted but not to move
}

void BoardViewTest::controllerClickSequence() {
    auto b = board("standard");
    MoveInput input;
    input.setBoard(b.get());
    input.setPermittedSides(true, true);
    using O = MoveInput::Outcome;
    QCOMPARE(input.click(sq(*b, "g1")).outcome, O::Selected);
    QCOMPARE(sorted(input.targets()), squares(*b, {"f3", "h3"}));
    QCOMPARE(input.click(sq(*b, "b1")).outcome, O::Selected); // another piece: reselect
    QCOMPARE(input.selected(), sq(*b, "b1"));
    QCOMPARE(input.click(sq(*b, "b1")).outcome, O::Deselected);
    QCOMPARE(input.selected(), NoSquare);
    QCOMPARE(input.click(sq(*b, "e4")).outcome, O::None); // empty square without selection
    input.click(sq(*b, "e2"));
    const MoveInput::Result r = input.click(sq(*b, "e4"));
    QCOMPARE(r.outcome, O::Moved);
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(r.move)), QStringLiteral("e2e4"));
    QCOMPARE(input.selected(), NoSquare);
}

void BoardViewTest::controllerCastlingByRookSquare() {
    auto b = board("standard", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    MoveInput input;
    input.setBoard(b.get());
    input.setPermittedSides(true, false);
    input.click(sq(*b, "e1"));
    QVERIFY(input.isTarget(sq(*b, "g1")));
    QVERIFY(input.isTarget(sq(*b, "h1"))); // king takes own rook, as Chess960 writes it
    // Clicking the own rook castles rather than selecting the rook.
    const MoveInput::Result r = input.click(sq(*b, "h1"));
    QCOMPARE(r.outcome, MoveInput::Outcome::Moved);
    QCOMPARE(r.move.kind(), Move::Castling);
}

void BoardViewTest::controllerSuicideNamesAttackers() {
    // The bishop on e2 is pinned by the rook on e7.
    auto b = board("standard", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    MoveInput input;
    input.setBoard(b.get());
    input.setPermittedSides(true, false);
    QCOMPARE(input.click(sq(*b, "e2")).outcome, MoveInput::Outcome::Selected);
    QVERIFY(input.targets().empty());
    MoveInput::Result r = input.click(sq(*b, "d3"));
    QCOMPARE(r.outcome, MoveInput::Outcome::Suicide);
    QCOMPARE(r.attackers, std::vector<Square>{sq(*b, "e7")});
    QCOMPARE(input.selected(), sq(*b, "e2")); // the selection stays
    // A square the bishop cannot reach at all is a plain failure.
    r = input.click(sq(*b, "e4"));
    QCOMPARE(r.outcome, MoveInput::Outcome::Failed);
    QVERIFY(r.attackers.empty());
}

void BoardViewTest::controllerDragFailureSelectsPiece() {
    auto b = board("standard");
    MoveInput input;
    input.setBoard(b.get());
    input.setPermittedSides(true, false);
    input.click(sq(*b, "b1"));
    QCOMPARE(input.beginDrag(sq(*b, "g1")).outcome, MoveInput::Outcome::Selected);
    QCOMPARE(input.selected(), NoSquare); // a drag clears the selection
    QCOMPARE(input.dragged(), sq(*b, "g1"));
    const MoveInput::Result r = input.drop(sq(*b, "g4"));
    QCOMPARE(r.outcome, MoveInput::Outcome::Failed);
    QCOMPARE(input.selected(), sq(*b, "g1")); // and then auto-selects the piece
    QCOMPARE(input.beginDrag(sq(*b, "e7")).outcome, MoveInput::Outcome::None);
    input.beginDrag(sq(*b, "g1"));
    QCOMPARE(input.drop(NoSquare).outcome, MoveInput::Outcome::Failed); // off the board
}

// ---------------------------------------------------------------------------------------------

void BoardViewTest::chessClickSelectShowsDotsAndMoves() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    click(view, sq(*b, "e2"));
    QCOMPARE(view.selectedSquare(), sq(*b, "e2"));
    QCOMPARE(sorted(view.dotSquares()), squares(*b, {"e3", "e4"}));
    view.setShowLegalMoves(false);
    QVERIFY(view.dotSquares().empty());
    view.setShowLegalMoves(true);
    click(view, sq(*b, "e4"));
    QCOMPARE(entered.count(), 1);
    const Move m = entered.at(0).at(0).value<Move>();
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(m)), QStringLiteral("e2e4"));
    QCOMPARE(view.pieceOn(sq(*b, "e4")), makePiece(White, Pawn));
    QCOMPARE(view.pieceOn(sq(*b, "e2")), NoPiece);
    QVERIFY(view.isAnimating()); // a clicked move slides
    view.finishAnimations();
    QCOMPARE(view.selectedSquare(), NoSquare);
}

void BoardViewTest::chessOpponentPiecesAreNotSelectable() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    click(view, sq(*b, "e7"));
    QCOMPARE(view.selectedSquare(), NoSquare);
    view.setPermittedSides(false, false); // game over: nobody moves
    click(view, sq(*b, "e2"));
    QCOMPARE(view.selectedSquare(), NoSquare);
}

// docs/gui.md, "Moving pieces": available squares turn green when hovered, unavailable ones red;
// with the marks turned off the board gives nothing away.
void BoardViewTest::chessHoverMarksAvailableAndUnavailable() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    const Square e5 = sq(*b, "e5");
    auto pixelsOf = [&](Square s) {
        const QPoint c = centre(view, s);
        const int r = int(view.cellSize() / 2) - 2;
        return view.grab(QRect(c - QPoint(r, r), c + QPoint(r, r))).toImage();
    };
    hoverOver(view, e5);
    QCOMPARE(view.hover(), BoardView::Hover::None); // nothing selected: an empty square is inert
    const QImage plain = pixelsOf(e5);
    hoverOver(view, sq(*b, "g1"));
    QCOMPARE(view.hover(), BoardView::Hover::Available); // a piece that can be selected
    hoverOver(view, sq(*b, "e7"));
    QCOMPARE(view.hover(), BoardView::Hover::None); // the opponent's piece
    click(view, sq(*b, "e2"));
    hoverOver(view, sq(*b, "e4"));
    QCOMPARE(view.hover(), BoardView::Hover::Available);
    hoverOver(view, e5);
    QCOMPARE(view.hover(), BoardView::Hover::Unavailable);
    QVERIFY(pixelsOf(e5) != plain); // drawn red
    view.setShowLegalMoves(false);
    QCOMPARE(view.hover(), BoardView::Hover::None);
    hoverOver(view, sq(*b, "e4"));
    QCOMPARE(view.hover(), BoardView::Hover::None);
}

void BoardViewTest::chessFailedMoveBouncesAndKeepsSelection() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    QSignalSpy refused(&view, &BoardView::moveRefused);
    click(view, sq(*b, "e2"));
    click(view, sq(*b, "e5"));
    QCOMPARE(entered.count(), 0);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toBool(), false);
    QVERIFY(view.isBouncing());
    QCOMPARE(view.selectedSquare(), sq(*b, "e2"));
    QCOMPARE(view.pieceOn(sq(*b, "e2")), makePiece(White, Pawn)); // nothing moved
}

void BoardViewTest::chessSuicideFlashesAttackers() {
    ChessBoardView view;
    view.resize(480, 480);
    // White's king would step onto the bishop's diagonal; d2 is covered by the knight on b3
    // and the bishop on g5.
    auto b = board("standard", "4k3/8/8/6b1/8/1n6/8/4K3 w - - 0 1");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy refused(&view, &BoardView::moveRefused);
    click(view, sq(*b, "e1"));
    click(view, sq(*b, "d2"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toBool(), true);
    QCOMPARE(sorted(view.flashingSquares()), squares(*b, {"b3", "g5"}));
    QVERIFY(view.isBouncing());
}

void BoardViewTest::chessDragMoves() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    drag(view, sq(*b, "g1"), sq(*b, "f3"));
    QCOMPARE(entered.count(), 1);
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(entered.at(0).at(0).value<Move>())),
             QStringLiteral("g1f3"));
    QVERIFY(!view.isDragging());
    // The dropped piece is where it was let go: no slide for it.
    QVERIFY(!view.isAnimating() || view.effectText().isEmpty());
}

void BoardViewTest::chessDragToIllegalSquareSelectsPiece() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    drag(view, sq(*b, "g1"), sq(*b, "g5"));
    QCOMPARE(entered.count(), 0);
    QCOMPARE(view.selectedSquare(), sq(*b, "g1"));
    QVERIFY(view.isBouncing()); // the piece flies back
}

void BoardViewTest::chessPromotionChooser() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    click(view, sq(*b, "e7"));
    click(view, sq(*b, "e8"));
    QCOMPARE(entered.count(), 0);
    QVERIFY(view.isChoosingPromotion());
    QCOMPARE(int(view.promotionChoices().size()), 4);
    int knight = -1;
    for (int i = 0; i < 4; ++i)
        if (view.promotionChoices()[size_t(i)].promotion() == Knight) knight = i;
    QVERIFY(knight >= 0);
    const QRectF box = view.promotionChoiceRect(knight);
    QVERIFY(box.isValid());
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, box.center().toPoint());
    QCOMPARE(entered.count(), 1);
    const Move m = entered.at(0).at(0).value<Move>();
    QCOMPARE(m.promotion(), Knight);
    QCOMPARE(view.pieceOn(sq(*b, "e8")), makePiece(White, Knight));
    QVERIFY(!view.isChoosingPromotion());

    // Clicking elsewhere cancels the chooser.
    view.setPosition(*b);
    click(view, sq(*b, "e7"));
    click(view, sq(*b, "e8"));
    QVERIFY(view.isChoosingPromotion());
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
    QVERIFY(!view.isChoosingPromotion());
}

void BoardViewTest::chessAnimationDoesNotBlockInput() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    view.setPermittedSides(true, true);
    auto after = b->clone();
    const Move e4 = after->parseMove("e4");
    after->makeMove(e4);
    view.setPosition(*after, e4, true);
    QVERIFY(view.isAnimating());
    // Black answers while White's pawn is still sliding.
    click(view, sq(*after, "e7"));
    QCOMPARE(view.selectedSquare(), sq(*after, "e7"));
    // A position that does not follow from the shown one by the move is not animated.
    auto other = board("standard", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    view.setPosition(*other, e4, true);
    QCOMPARE(view.pieceOn(sq(*other, "e4")), NoPiece);
}

void BoardViewTest::chessFlipMapsSquares() {
    ChessBoardView view;
    view.resize(480, 480);
    auto b = board("standard");
    view.setPosition(*b);
    const Square e2 = sq(*b, "e2");
    QVERIFY(view.squareCenter(e2).y() > view.height() / 2);
    view.setFlipped(true);
    QVERIFY(view.squareCenter(e2).y() < view.height() / 2);
    for (Square s = 0; s < 64; ++s) QCOMPARE(view.squareAt(view.squareCenter(s)), s);
    QCOMPARE(view.squareAt(QPointF(-5, -5)), NoSquare);
}

void BoardViewTest::chessCheckAndLoserAreDrawn() {
    ChessBoardView view;
    view.resize(480, 480);
    view.setAnimationDuration(0);
    // Black is mated (fool's mate): the check mark and then the dimmed king change the pixels
    // of the king's square.
    auto b = board("standard", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    auto quiet =
        board("standard", "rnb1kbnr/pppp1ppp/8/4p3/6P1/5P1q/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    const Square king = sq(*b, "e1");
    view.setPosition(*quiet);
    const QPoint at = centre(view, king);
    auto pixelsAround = [&] {
        const QImage image = view.grab().toImage();
        QVector<QRgb> pixels;
        for (int dx = -20; dx <= 20; dx += 4)
            for (int dy = -20; dy <= 20; dy += 4) pixels << image.pixel(at + QPoint(dx, dy));
        return pixels;
    };
    view.setPosition(*quiet);
    const auto unchecked = pixelsAround();
    view.setPosition(*b);
    const auto checked = pixelsAround();
    QVERIFY(unchecked != checked);
    view.setLoser(White);
    QCOMPARE(view.loser(), White);
    QVERIFY(pixelsAround() != checked);
}

// ---------------------------------------------------------------------------------------------

void BoardViewTest::xiangqiPiecesOnIntersections() {
    XiangqiBoardView view;
    view.resize(500, 550);
    auto b = board("xiangqi");
    view.setPosition(*b);
    // Intersections are a regular grid: equal steps along files and ranks.
    const qreal step = view.squareCenter(1).x() - view.squareCenter(0).x();
    QVERIFY(step > 20);
    for (Square s = 0; s < 90; ++s) {
        const int file = s % 9, rank = s / 9;
        const QPointF c = view.squareCenter(s);
        QCOMPARE(qRound(c.x() - view.squareCenter(0).x()), qRound(file * step));
        QCOMPARE(qRound(view.squareCenter(0).y() - c.y()), qRound(rank * step));
        QCOMPARE(view.squareAt(c), s);
        // Near the point still hits it; half a step away is outside.
        QCOMPARE(view.squareAt(c + QPointF(step * 0.3, -step * 0.3)), s);
    }
    QCOMPARE(view.squareAt(view.squareCenter(0) - QPointF(step * 0.8, 0)), NoSquare);
    QCOMPARE(view.pieceOn(sq(*b, "e0")), makePiece(White, King));
    QCOMPARE(view.pieceOn(sq(*b, "b7")), makePiece(Black, Cannon));
}

void BoardViewTest::xiangqiClickShowsHorseMoves() {
    XiangqiBoardView view;
    view.resize(500, 550);
    auto b = board("xiangqi");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    click(view, sq(*b, "h0"));
    QCOMPARE(view.selectedSquare(), sq(*b, "h0"));
    QCOMPARE(sorted(view.dotSquares()), squares(*b, {"g2", "i2"}));
    click(view, sq(*b, "g2"));
    QCOMPARE(entered.count(), 1);
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(entered.at(0).at(0).value<Move>())),
             QStringLiteral("h0g2"));
    click(view, sq(*b, "b9")); // Black's horse: Black is not permitted
    QCOMPARE(view.selectedSquare(), NoSquare);
}

void BoardViewTest::xiangqiFlyingGeneralSuicide() {
    XiangqiBoardView view;
    view.resize(500, 550);
    // Red's advisor on e1 stands between the generals: every advisor move lets them face.
    auto b = board("xiangqi", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    view.setPosition(*b);
    view.setPermittedSides(true, false);
    QSignalSpy refused(&view, &BoardView::moveRefused);
    click(view, sq(*b, "e1"));
    QCOMPARE(view.selectedSquare(), sq(*b, "e1"));
    QVERIFY(view.dotSquares().empty());
    click(view, sq(*b, "d2"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toBool(), true);
    QCOMPARE(view.flashingSquares(), std::vector<Square>{sq(*b, "e9")});
}

void BoardViewTest::xiangqiEffects() {
    XiangqiBoardView view;
    view.resize(500, 550);
    const bool chinese = !view.pieceFont().isEmpty();
    auto play = [&](const char* fen, const char* move) {
        auto before = board("xiangqi", fen);
        view.setPosition(*before);
        auto after = before->clone();
        const Move m = after->parseMove(move);
        if (m.isNull()) qFatal("test move %s", move);
        after->makeMove(m);
        view.setPosition(*after, m, true);
        return view.effectText();
    };
    // A capture: 吃.
    QCOMPARE(play("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "b2b9"),
             chinese ? QStringLiteral("吃") : QStringLiteral("Capture"));
    // A check: 将军 (check wins over capture).
    QCOMPARE(play("3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1", "h0h9"),
             chinese ? QStringLiteral("将军") : QStringLiteral("Check!"));
    // A mate: 绝杀 (two chariots).
    QCOMPARE(play("3k5/R8/9/9/9/9/9/9/9/4K2R1 w - - 0 1", "h0h9"),
             chinese ? QStringLiteral("绝杀") : QStringLiteral("Mate!"));
    // A quiet move has none.
    QCOMPARE(play("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "h2e2"),
             QString());
    // Beginner xiangqi does not announce checks (docs/variants.md): no 将军, no red mark on the
    // general.
    auto beginner = board("beginnerxiangqi", "3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1");
    view.setPosition(*beginner);
    auto checked = beginner->clone();
    const Move check = checked->parseMove("h0h9");
    checked->makeMove(check);
    QVERIFY(checked->inCheck());
    view.setPosition(*checked, check, true);
    QCOMPARE(view.effectText(), QString());
    view.abortInteraction(); // the game ended: the pieces' animations end
    QVERIFY(!view.isAnimating());
}

void BoardViewTest::xiangqiDragAndFlip() {
    XiangqiBoardView view;
    view.resize(500, 550);
    auto b = board("xiangqi");
    view.setPosition(*b);
    view.setFlipped(true); // Black's perspective
    QVERIFY(view.squareCenter(sq(*b, "e0")).y() < view.height() / 2);
    for (Square s = 0; s < 90; ++s) QCOMPARE(view.squareAt(view.squareCenter(s)), s);
    view.setPermittedSides(true, false);
    QSignalSpy entered(&view, &BoardView::moveEntered);
    drag(view, sq(*b, "h2"), sq(*b, "e2"));
    QCOMPARE(entered.count(), 1);
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(entered.at(0).at(0).value<Move>())),
             QStringLiteral("h2e2"));
}

namespace {
bool hasInk(const QImage& image) {
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0) return true;
    return false;
}
} // namespace

void BoardViewTest::chessPieceSetsDrawEveryPiece() {
    const QStringList sets = pieceSetNames(BoardFamily::Western);
    QVERIFY(sets.size() >= 2);
    QSet<QByteArray> drawings;
    for (const QString& set : sets) {
        PieceImages images(BoardFamily::Western, set);
        QCOMPARE(images.setName(), set);
        for (Side side : {White, Black})
            for (PieceType type : {Pawn, Knight, Bishop, Rook, Queen, King}) {
                const Piece piece = makePiece(side, type);
                QVERIFY2(QFile::exists(images.resourcePath(piece)),
                         qPrintable(images.resourcePath(piece)));
                const QImage image = images.pixmap(piece, 48).toImage();
                QVERIFY2(hasInk(image), qPrintable(images.resourcePath(piece)));
                drawings.insert(QByteArray(reinterpret_cast<const char*>(image.constBits()),
                                           image.sizeInBytes()));
            }
    }
    QCOMPARE(int(drawings.size()), 12 * int(sets.size())); // every piece of every set differs
    // The view draws the set it was given.
    ChessBoardView view;
    view.resize(400, 400);
    view.setPieceSet(sets.at(0));
    const QImage first = view.pieceImage(makePiece(White, Knight), 48).toImage();
    view.setPieceSet(sets.at(1));
    QCOMPARE(view.pieceSet(), sets.at(1));
    QVERIFY(view.pieceImage(makePiece(White, Knight), 48).toImage() != first);
}

// The brush faces of Japanese 行書 calligraphy Debian packages (fonts-kouzan-mouhitsu,
// fonts-aoyagi-kouzan-t) are offered as the style 行书 Xing. They have no 傌 or 俥: Red's
// horse and chariot are written 馬 and 車, as many sets write them, and the river's words and
// the effect texts (simplified 将军 绝杀, which they lack) come from a complete face.
void BoardViewTest::brushFacesOfferedAsXing() {
    const QStringList brushFaces = {QStringLiteral("KouzanBrushFontGyousyo"),
                                    QStringLiteral("AoyagiKouzanFontT")};
    const QStringList installed = QFontDatabase::families();
    if (!installed.contains(brushFaces[0]) && !installed.contains(brushFaces[1]))
        QSKIP("neither fonts-kouzan-mouhitsu nor fonts-aoyagi-kouzan-t is installed");
    QString xing;
    for (const XiangqiFontStyle& style : xiangqiFontStyles())
        if (style.name == QStringLiteral("行书 Xing")) xing = style.family;
    QVERIFY2(brushFaces.contains(xing), qPrintable(xing));
    QCOMPARE(xiangqiFontStyleName(xing), QStringLiteral("行书 Xing"));
    QVERIFY(fontWritesRedWithSharedForms(xing));
    QCOMPARE(xiangqiPieceCharacter(makePiece(White, Knight), true), QStringLiteral("馬"));
    QCOMPARE(xiangqiPieceCharacter(makePiece(White, Rook), true), QStringLiteral("車"));
    QCOMPARE(xiangqiPieceCharacter(makePiece(White, Cannon), true), QStringLiteral("炮"));
    QCOMPARE(xiangqiPieceCharacter(makePiece(White, Knight)), QStringLiteral("傌"));
    const QString texts = xiangqiTextFamily(xing);
    QVERIFY2(texts != xing && fontHasXiangqiTexts(texts), qPrintable(texts));

    XiangqiBoardView view;
    view.resize(460, 510);
    view.setPosition(*board("xiangqi"));
    view.setPieceFont(QString());
    const QImage letters = view.pieceImage(makePiece(White, Knight), 48).toImage();
    view.setPieceFont(xing);
    QCOMPARE(view.pieceFont(), xing); // taken, not refused for the missing 傌
    const QImage brush = view.pieceImage(makePiece(White, Knight), 48).toImage();
    QVERIFY(hasInk(brush));
    QVERIFY(brush != letters);
    QCOMPARE(view.pieceText(makePiece(White, Knight)), QStringLiteral("馬"));
    QCOMPARE(view.pieceText(makePiece(White, Rook)), QStringLiteral("車"));
    QCOMPARE(view.pieceText(makePiece(White, King)), QStringLiteral("帥"));
    const QStringList complete = xiangqiFontFamilies();
    if (!complete.isEmpty()) {
        view.setPieceFont(complete.front());
        QCOMPARE(view.pieceText(makePiece(White, Knight)), QStringLiteral("傌"));
    }
}

void BoardViewTest::xiangqiFontsAndThemesChangeTheBoard() {
    XiangqiBoardView view;
    view.resize(460, 510);
    view.setPosition(*board("xiangqi"));
    const Piece chariot = makePiece(White, Rook);
    // The letter pieces when no Chinese font is chosen.
    view.setPieceFont(QString());
    QVERIFY(view.pieceFont().isEmpty());
    const QImage letters = view.pieceImage(chariot, 48).toImage();
    QVERIFY(hasInk(letters));
    const QStringList fonts = xiangqiFontFamilies();
    if (fonts.isEmpty()) QSKIP("no font with the xiangqi characters is installed");
    // Every offered font draws the character (not the letters); fonts of another design (not
    // just another region's cut of the same one, as "AR PL UKai CN/HK") draw it differently.
    QImage firstImage;
    const QString firstDesign = fonts.front().section(QLatin1Char(' '), 0, 0);
    for (const QString& family : fonts) {
        view.setPieceFont(family);
        QCOMPARE(view.pieceFont(), family);
        const QImage image = view.pieceImage(chariot, 48).toImage();
        QVERIFY2(image != letters, qPrintable(family));
        if (firstImage.isNull())
            firstImage = image;
        else if (family.section(QLatin1Char(' '), 0, 0) != firstDesign)
            QVERIFY2(image != firstImage, qPrintable(family));
    }
    view.setPieceFont(QStringLiteral("No Such Font"));
    QVERIFY(view.pieceFont().isEmpty()); // falls back to the letters
    view.setPieceFont(fonts.front());
    view.setTheme(QStringLiteral("Wood"));
    const QImage wood = view.grab().toImage();
    view.setTheme(QStringLiteral("Simple"));
    QCOMPARE(view.theme().name, QStringLiteral("Simple"));
    QVERIFY(view.grab().toImage() != wood);
}

QTEST_MAIN(BoardViewTest)
#include "tst_gui_boardview.moc"
