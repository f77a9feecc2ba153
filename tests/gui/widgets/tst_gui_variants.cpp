// The variants through the board views: turns of several parts (double-step and stone xiangqi)
// entered part by part on the board and sent as one turn, the stone drawn and moved by click or
// drag, crazyhouse drops from the pockets, and jieqi's face-down pieces drawn without identity.
#include "board/xiangqiboard.h"
#include "gui/app/mainwindow.h"
#include "gui/board/chessboardview.h"
#include "gui/board/positionsetupdialog.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/game/docks.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"
#include "guitest.h"

#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <algorithm>
#include <functional>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {
constexpr int EngineWaitMs = 60000; // generous: the machine may be busy

Appearance quickAppearance() {
    Appearance appearance = Appearance::load();
    appearance.animationMs = 0;
    return appearance;
}

QString coordinate(const Board& before, Move m) {
    return QString::fromStdString(before.moveToCoordinate(m));
}

// The plies of the session's main line in coordinates.
QStringList mainLine(const GameSession& session) {
    QStringList texts;
    for (const MoveTree::Node* n : session.tree().mainLine())
        texts << coordinate(*session.tree().boardAt(n->parent), n->move);
    return texts;
}

Square stoneSquare(const Board& b) {
    for (Square s = 0; s < b.squareCount(); ++s)
        if (b.pieceAt(s) == StonePiece) return s;
    return NoSquare;
}

// Shows the tab (laid out, the board at its final size) and returns its board view.
BoardView* shown(GameTab& tab) {
    tab.resize(700, 760);
    tab.show();
    if (!QTest::qWaitForWindowExposed(&tab)) qFatal("the game tab was not shown");
    return tab.view();
}

// The view's pixels in a square of `fraction` cells around a point's centre.
QImage around(BoardView& view, Square s, qreal fraction) {
    const QPointF c = view.squareCenter(s);
    const qreal half = view.cellSize() * fraction / 2;
    return view.grab(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half).toRect()).toImage();
}

// Whether two crops show the same drawing: squares at different sub-pixel offsets differ
// only in antialiasing, a character drawn on one of them differs in many pixels.
// The mean colour of a crop.
QColor meanColour(const QImage& image) {
    qint64 r = 0, g = 0, b = 0;
    const qint64 n = qint64(image.width()) * image.height();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            r += c.red();
            g += c.green();
            b += c.blue();
        }
    return n > 0 ? QColor(int(r / n), int(g / n), int(b / n)) : QColor();
}

bool looksAlike(const QImage& a, const QImage& b) {
    const int w = std::min(a.width(), b.width()), h = std::min(a.height(), b.height());
    int different = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            const int d = std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) +
                          std::abs(p.blue() - q.blue());
            if (d > 90) ++different;
        }
    return different * 100 < w * h * 2;
}
} // namespace

class VariantsViewTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void doubleStepTurnEnteredPartByPart();
    void unfinishedTurnIsTakenBackByRightClick();
    void stoneTurnAgainstEngine();
    void stoneIsDrawnGrey();
    void wholeTurnArrivingSlides();
    void jieqiFaceDownPiecesHideTheirIdentity();
    void crazyhouseDropsFromThePockets();
    void positionSetupPlacesTheStone();
    void positionSetupPlacesFaceDownPieces();
    void positionSetupKeepsPockets();
    void personAgainstEngineInEveryNewVariant_data();
    void personAgainstEngineInEveryNewVariant();

    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (docs/gui.md).
    void screenshots();
};

void VariantsViewTest::doubleStepTurnEnteredPartByPart() {
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(people("doublestepxiangqi"), &error), qPrintable(error));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    QSignalSpy parts(view, &BoardView::moveEntered);
    QSignalSpy turns(view, &BoardView::turnEntered);
    const Board& start = session->board();

    // First step: shown on the board, the game has not moved yet.
    click(*view, sq(start, "h2"));
    click(*view, sq(start, "e2"));
    QCOMPARE(parts.count(), 1);
    QCOMPARE(turns.count(), 0);
    QCOMPARE(view->turnParts().size(), size_t(1));
    QCOMPARE(view->pieceOn(sq(start, "e2")), makePiece(White, Cannon));
    QVERIFY(view->board()->midTurn());
    QVERIFY(mainLine(*session).isEmpty());
    QCOMPARE(session->board().sideToMove(), White);
    QVERIFY2(tab.statusText().contains(QStringLiteral("second step")),
             qPrintable(tab.statusText()));
    // Second step: Red's horse, then the turn goes to the game as one move.
    click(*view, sq(start, "h0"));
    QCOMPARE(view->selectedSquare(), sq(start, "h0"));
    click(*view, sq(start, "g2"));
    QCOMPARE(turns.count(), 1);
    QVERIFY(view->turnParts().empty());
    QVERIFY(!tab.statusText().contains(QStringLiteral("second step")));
    QCOMPARE(mainLine(*session), (QStringList{"h2e2", "h0g2"}));
    QCOMPARE(session->board().sideToMove(), Black);
    QVERIFY(!session->board().midTurn());

    // Black captures at once (the cannon over b2 takes the horse): a capturing step is a
    // whole turn.
    const Board& now = session->board();
    click(*view, sq(now, "b7"));
    click(*view, sq(now, "b0"));
    QCOMPARE(turns.count(), 2);
    QCOMPARE(turns.at(1).at(0).value<std::vector<Move>>().size(), size_t(1));
    QCOMPARE(mainLine(*session), (QStringList{"h2e2", "h0g2", "b7b0"}));
    QCOMPARE(session->board().sideToMove(), White);
    // The move list writes a turn under one number, its parts joined by ','.
    MoveListView list;
    list.setNotation(Notation::San, Notation::Coordinate);
    list.setSession(session);
    const QString listed =
        list.toPlainText().remove(QRegularExpression(QStringLiteral("\\{[^}]*\\}"))).simplified();
    QVERIFY2(listed.startsWith(QStringLiteral("1. h2e2,h0g2 b7b0")), qPrintable(listed));
    delete session;
}

void VariantsViewTest::unfinishedTurnIsTakenBackByRightClick() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people("doublestepxiangqi"), nullptr));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    const auto before = session->board().clone();
    click(*view, sq(*before, "h2"));
    click(*view, sq(*before, "e2"));
    QVERIFY(view->board()->midTurn());
    QTest::mouseClick(view, Qt::RightButton, Qt::NoModifier, centre(*view, sq(*before, "a5")));
    QVERIFY(view->turnParts().empty());
    QVERIFY(!tab.statusText().contains(QStringLiteral("second step")));
    QCOMPARE(view->board()->fen(), before->fen());
    QCOMPARE(view->pieceOn(sq(*before, "h2")), makePiece(White, Cannon));
    // Another first step works as usual.
    click(*view, sq(*before, "b2"));
    click(*view, sq(*before, "e2"));
    QCOMPARE(view->turnParts().size(), size_t(1));
    QVERIFY(mainLine(*session).isEmpty());
    delete session;
}

void VariantsViewTest::stoneTurnAgainstEngine() {
    SessionSettings s = people("stonexiangqi");
    s.players[Black].human = false;
    s.players[Black].engine = builtInEngine(EngineProtocol::Uci);
    s.timeControl[Black] = TimeControl::infinite();
    s.timeControl[Black].setDepthLimit(2);
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    QSignalSpy turns(view, &BoardView::turnEntered);
    const auto start = session->board().clone();
    QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), EngineWaitMs);

    // Red's move, then the stone: every empty point is offered, with dots.
    click(*view, sq(*start, "h2"));
    click(*view, sq(*start, "e2"));
    QVERIFY(view->board()->midTurn());
    QCOMPARE(view->input().dropType(), Stone);
    QVERIFY(tab.statusText().contains(QStringLiteral("move the stone")));
    QCOMPARE(int(view->dotSquares().size()), 90 - 32);
    QVERIFY(!view->input().isSelectable(sq(*start, "b0"))); // only the stone is due
    click(*view, sq(*start, "e6"));                         // occupied by a soldier: not taken
    QVERIFY(view->board()->midTurn());
    click(*view, sq(*start, "e5"));
    QCOMPARE(turns.count(), 1);
    QCOMPARE(mainLine(*session).mid(0, 2), (QStringList{"h2e2", "S@e5"}));
    QCOMPARE(view->pieceOn(sq(*start, "e5")), StonePiece);

    // The engine answers with a whole turn (its move and the stone's).
    QTRY_VERIFY_WITH_TIMEOUT(
        session->canMove(White) || session->mode() != GameSession::Mode::Playing, EngineWaitMs);
    QCOMPARE(session->mode(), GameSession::Mode::Playing);
    QCOMPARE(mainLine(*session).size(), 4);
    QVERIFY(mainLine(*session).at(3).startsWith(QLatin1String("S@")));
    const Square stone = stoneSquare(session->board());
    QVERIFY(stone != NoSquare);
    QCOMPARE(view->pieceOn(stone), StonePiece);

    // Second turn: a quiet move, then the stone dragged to an empty point.
    const auto now = session->board().clone();
    Move step; // a quiet move of Red's (a capture of the general would end the game)
    MoveList legal;
    now->legalMoves(legal);
    for (Move m : legal)
        if (step.isNull() && !now->isCapture(m)) step = m;
    click(*view, step.from());
    click(*view, step.to());
    QVERIFY2(view->board()->midTurn(), qPrintable(mainLine(*session).join(' ')));
    Square target = NoSquare;
    for (const char* name : {"d4", "f4", "c4", "g4"})
        if (view->board()->pieceAt(sq(*now, name)) == NoPiece) {
            target = sq(*now, name);
            break;
        }
    QVERIFY(target != NoSquare);
    drag(*view, stone, target);
    QCOMPARE(turns.count(), 2);
    QCOMPARE(mainLine(*session).at(5),
             QStringLiteral("S@") + QString::fromStdString(now->squareName(target)));
    QCOMPARE(view->pieceOn(target), StonePiece);
    delete session;
}

void VariantsViewTest::wholeTurnArrivingSlides() {
    // An engine's turn arrives whole: from the shown position both parts are found, slide and
    // are marked.
    XiangqiBoardView view;
    view.resize(500, 550);
    auto b = board("doublestepxiangqi");
    view.setPosition(*b);
    QVERIFY(!view.isAnimating());
    auto after = b->clone();
    after->makeMove(after->parseMove("h2e2"));
    const Move second = after->parseMove("b0c2");
    after->makeMove(second);
    view.setPosition(*after, second, true);
    QVERIFY(view.isAnimating());
    QCOMPARE(view.board()->fen(), after->fen());
    // Without a way from the shown position (a jump), nothing slides.
    auto other = board("doublestepxiangqi");
    other->makeMove(other->parseMove("h0g2"));
    other->makeMove(other->parseMove("g2f4"));
    view.finishAnimations();
    view.setPosition(*other, other->lastMove(), true);
    QVERIFY(!view.isAnimating());

    // Stone xiangqi: a capture in the first part shows the capture effect after the stone's.
    auto whole = board("stonexiangqi", "3k5/9/9/9/4*4/4p4/9/4R4/9/3K5 w - - 0 1");
    view.setPosition(*whole);
    auto done = whole->clone();
    done->makeMove(done->parseMove("e2e4")); // takes the soldier
    QVERIFY(done->midTurn());
    const Move stoneMove = done->parseMove("S@a5");
    done->makeMove(stoneMove);
    view.finishAnimations();
    view.setPosition(*done, stoneMove, true);
    QVERIFY(view.isAnimating());
    QVERIFY(!view.effectText().isEmpty()); // 吃 (or "Capture")
}

void VariantsViewTest::stoneIsDrawnGrey() {
    XiangqiBoardView view;
    view.resize(500, 550);
    auto b = board("stonexiangqi", "3k5/9/9/4p4/4*4/9/9/4R4/9/3K5 w - - 0 1");
    view.setPosition(*b);
    QCOMPARE(view.pieceOn(sq(*b, "e5")), StonePiece);
    const QImage stone = around(view, sq(*b, "e5"), 0.3);
    const QImage empty = around(view, sq(*b, "b5"), 0.3);
    QVERIFY(stone != empty);
    // Grey: the channels of the stone's centre are close to each other.
    const QColor c = stone.pixelColor(stone.width() / 2, stone.height() / 2);
    QVERIFY2(std::abs(c.red() - c.blue()) < 24 && std::abs(c.red() - c.green()) < 24,
             qPrintable(c.name()));
}

void VariantsViewTest::jieqiFaceDownPiecesHideTheirIdentity() {
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(people("jieqi"), &error), qPrintable(error));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    const auto start = session->board().clone();
    QVERIFY(view->isFaceDown(sq(*start, "a0")));
    QVERIFY(!view->isFaceDown(sq(*start, "e0"))); // the generals stand face up
    // A face-down chariot point and a face-down horse point look the same: no identity shown,
    // while the face-up general looks different.
    const QImage chariot = around(*view, sq(*start, "a0"), 0.45);
    QVERIFY(looksAlike(around(*view, sq(*start, "b0"), 0.45), chariot));
    QVERIFY(looksAlike(around(*view, sq(*start, "h2"), 0.45), chariot));
    QVERIFY(!looksAlike(around(*view, sq(*start, "e0"), 0.45), chariot));
    // Whose a face-down piece is shows at a glance: Red's backs and Black's differ in colour over
    // the whole disc, not by a thin ring (the mean colours of their middles are far apart).
    const QColor redBack = meanColour(around(*view, sq(*start, "a0"), 0.45));
    const QColor blackBack = meanColour(around(*view, sq(*start, "a9"), 0.45));
    const int apart = std::abs(redBack.red() - blackBack.red()) +
                      std::abs(redBack.green() - blackBack.green()) +
                      std::abs(redBack.blue() - blackBack.blue());
    QVERIFY2(
        apart > 120,
        qPrintable(
            QStringLiteral("red back %1, black back %2").arg(redBack.name(), blackBack.name())));
    QVERIFY2(redBack.red() > redBack.green() + 60, qPrintable(redBack.name()));

    // A move turns the piece up: drawn as what it is from then on.
    click(*view, sq(*start, "a0"));
    click(*view, sq(*start, "a1"));
    QCOMPARE(mainLine(*session).size(), 1);
    const Square a1 = sq(*start, "a1");
    QVERIFY(!view->isFaceDown(a1));
    const Piece revealed = session->board().pieceAt(a1);
    QCOMPARE(sideOf(revealed), White);
    QCOMPARE(view->pieceOn(a1), revealed);
    QVERIFY(!looksAlike(around(*view, a1, 0.45), chariot));
    QVERIFY(view->isFaceDown(sq(*start, "b0")));
    delete session;
}

void VariantsViewTest::crazyhouseDropsFromThePockets() {
    SessionSettings s = people("crazyhouse");
    s.startFen = QStringLiteral("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[NNn] w KQkq - 0 1");
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    const auto start = session->board().clone();
    // The pockets stand beside the board, outside its squares.
    const QRectF whiteKnights = view->pocketRect(White, Knight);
    const QRectF blackKnights = view->pocketRect(Black, Knight);
    QVERIFY(!whiteKnights.isEmpty() && !blackKnights.isEmpty());
    QCOMPARE(view->squareAt(whiteKnights.center()), NoSquare);
    QVERIFY(whiteKnights.left() > view->squareCenter(sq(*start, "h1")).x());
    QVERIFY(blackKnights.bottom() < whiteKnights.top()); // White's below, Black's above

    // Click: the knight in hand is chosen, dots on every empty square, the drop is made.
    QSignalSpy turns(view, &BoardView::turnEntered);
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, whiteKnights.center().toPoint());
    QCOMPARE(view->input().dropType(), Knight);
    QCOMPARE(int(view->dotSquares().size()), 64 - 30);
    QVERIFY(view->input().isTarget(sq(*start, "f3")));
    QVERIFY(!view->input().isTarget(sq(*start, "e2"))); // occupied
    click(*view, sq(*start, "f3"));
    QCOMPARE(turns.count(), 1);
    QCOMPARE(mainLine(*session), QStringList{"N@f3"});
    QCOMPARE(view->pieceOn(sq(*start, "f3")), makePiece(White, Knight));
    QCOMPARE(view->board()->pocketCount(White, Knight), 1);

    // Drag: Black's knight from its pocket onto f6.
    dragFrom(*view, view->pocketRect(Black, Knight).center().toPoint(), sq(*start, "f6"));
    QCOMPARE(turns.count(), 2);
    QCOMPARE(mainLine(*session), (QStringList{"N@f3", "N@f6"}));
    QCOMPARE(view->pieceOn(sq(*start, "f6")), makePiece(Black, Knight));
    QCOMPARE(view->board()->pocketCount(Black, Knight), 0);
    // An empty pocket cannot be chosen.
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                      view->pocketRect(White, Pawn).center().toPoint());
    QCOMPARE(view->input().dropType(), NoPieceType);
    delete session;
}

void VariantsViewTest::positionSetupPlacesTheStone() {
    const QString fen = QStringLiteral("3k5/9/9/4p4/4*4/9/9/4R4/9/3K5 w - - 0 1");
    PositionSetupDialog dialog(QStringLiteral("stonexiangqi"), fen);
    auto b = board("stonexiangqi");
    QCOMPARE(dialog.view()->pieceOn(sq(*b, "e5")), StonePiece);
    QVERIFY(dialog.fen().startsWith(QStringLiteral("3k5/9/9/4p4/4*4/")));
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    // Moved with the palette's stone: taken off e5, put on c4.
    dialog.setTool(StonePiece);
    QCOMPARE(dialog.tool(), StonePiece);
    emit dialog.view()->squareClicked(sq(*b, "e5"), Qt::RightButton);
    emit dialog.view()->squareClicked(sq(*b, "c4"), Qt::LeftButton);
    QVERIFY2(dialog.fen().startsWith(QStringLiteral("3k5/9/9/4p4/9/2*6/")),
             qPrintable(dialog.fen()));
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
}

void VariantsViewTest::positionSetupPlacesFaceDownPieces() {
    PositionSetupDialog dialog(QStringLiteral("jieqi"), QString());
    auto b = board("jieqi");
    const QString start = QString::fromStdString(b->fen());
    QCOMPARE(dialog.fen(), start);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QVERIFY(dialog.view()->isFaceDown(sq(*b, "a0")));
    QVERIFY(!dialog.view()->isFaceDown(sq(*b, "e0")));
    // A face-up chariot on a0, then face down again; face-down pieces only go on start points.
    dialog.setTool(makePiece(White, Rook));
    dialog.placeAt(sq(*b, "a0"), Qt::LeftButton);
    QVERIFY(dialog.fen().endsWith(QStringLiteral("/RXXXKXXXX w - - 0 1")));
    QVERIFY(!dialog.view()->isFaceDown(sq(*b, "a0")));
    dialog.setFaceDownTool(White);
    QVERIFY(dialog.isFaceDownTool());
    dialog.placeAt(sq(*b, "a0"), Qt::LeftButton);
    QCOMPARE(dialog.fen(), start);
    dialog.placeAt(sq(*b, "e4"), Qt::LeftButton); // no start point: nothing placed
    QCOMPARE(dialog.fen(), start);
    dialog.placeAt(sq(*b, "a0"), Qt::RightButton);
    QVERIFY(dialog.fen().endsWith(QStringLiteral("/1XXXKXXXX w - - 0 1")));
}

void VariantsViewTest::positionSetupKeepsPockets() {
    const QString fen =
        QStringLiteral("r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 1");
    PositionSetupDialog dialog(QStringLiteral("crazyhouse"), fen);
    QVERIFY(dialog.pocketsEdit());
    QCOMPARE(dialog.pocketsEdit()->text(), QStringLiteral("Pp"));
    QCOMPARE(dialog.fen(), fen);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QTest::keyClicks(dialog.pocketsEdit(), QStringLiteral("N"));
    QVERIFY(dialog.fen().contains(QStringLiteral("[PpN] w")));
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QVERIFY(!PositionSetupDialog(QStringLiteral("standard"), QString()).pocketsEdit());
}

void VariantsViewTest::personAgainstEngineInEveryNewVariant_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("crazyhouse") << "crazyhouse"
                                << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1";
    QTest::newRow("doublestepxiangqi") << "doublestepxiangqi" << QString();
    QTest::newRow("stonexiangqi") << "stonexiangqi" << QString();
    QTest::newRow("jieqi") << "jieqi" << QString();
    QTest::newRow("redeyedxiangqi") << "redeyedxiangqi" << QString();
}

void VariantsViewTest::personAgainstEngineInEveryNewVariant() {
    // A person enters three whole turns with the mouse (drops from the pocket first where
    // there are any, every part of a turn), arbiter-engine answers each.
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    SessionSettings s = people(variant.toLatin1().constData());
    s.startFen = fen;
    s.players[Black].human = false;
    s.players[Black].engine = builtInEngine(EngineProtocol::Uci);
    s.timeControl[Black] = TimeControl::infinite();
    s.timeControl[Black].setDepthLimit(2);
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    GameTab tab(session, quickAppearance());
    BoardView* view = shown(tab);
    QSignalSpy turns(view, &BoardView::turnEntered);
    for (int turn = 1; turn <= 3; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(
            session->canMove(White) || session->mode() != GameSession::Mode::Playing, EngineWaitMs);
        if (session->mode() != GameSession::Mode::Playing) break; // a short game is fine
        do {
            const Board& b = *view->board();
            MoveList legal;
            b.legalMoves(legal);
            Move chosen; // a drop when there is one, else a quiet move, else any
            for (Move m : legal)
                if (chosen.isNull() && m.kind() == Move::Drop) chosen = m;
            for (Move m : legal)
                if (chosen.isNull() && !b.isCapture(m) && m.kind() != Move::Promotion) chosen = m;
            if (chosen.isNull()) chosen = legal[0];
            if (chosen.kind() == Move::Drop && view->input().dropType() != chosen.promotion())
                QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                                  view->pocketRect(White, chosen.promotion()).center().toPoint());
            else if (chosen.kind() != Move::Drop)
                click(*view, chosen.from());
            click(*view, chosen.to());
        } while (!view->turnParts().empty());
        QCOMPARE(turns.count(), turn);
        QTRY_VERIFY_WITH_TIMEOUT(session->board().sideToMove() == White ||
                                     session->mode() != GameSession::Mode::Playing,
                                 EngineWaitMs);
    }
    QVERIFY(session->tree().mainLine().size() >= 2);
    if (variant == QLatin1String("jieqi")) {
        // Both sides turned pieces up; the others still lie face down.
        int faceDown = 0;
        for (Square sq = 0; sq < view->board()->squareCount(); ++sq)
            faceDown += view->isFaceDown(sq);
        QVERIFY(faceDown > 0 && faceDown <= 30 - 4);
    }
    delete session;
}

void VariantsViewTest::screenshots() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    // A game of a person against arbiter-engine after `turns` (whole turns, ',' between parts);
    // `pose` then enters something on the board before the picture is taken.
    auto game = [&](const char* variant, const char* fen, const QStringList& turns,
                    const std::function<void(GameSession&, BoardView&)>& pose,
                    const QString& file) {
        MainWindow window;
        window.resize(1280, 820);
        window.show();
        SessionSettings s = people(variant);
        s.startFen = QString::fromLatin1(fen);
        s.players[White].name = QStringLiteral("You");
        s.players[Black].human = false;
        s.players[Black].engine = builtInEngine(EngineProtocol::Uci);
        TimeControl::parse("300+3", s.timeControl[White], nullptr);
        s.timeControl[Black] = TimeControl::infinite();
        s.timeControl[Black].setDepthLimit(3);
        QString error;
        QVERIFY2(window.startGame(s, &error), qPrintable(error));
        window.tabs()->removeTab(0); // the empty record
        GameTab* tab = window.currentTab();
        GameSession* session = tab->session();
        for (const QString& turn : turns) {
            QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), EngineWaitMs);
            std::vector<Move> parts;
            auto probe = session->board().clone();
            for (const QString& part : turn.split(QLatin1Char(','))) {
                const Move m = probe->parseMove(part.toStdString());
                QVERIFY2(!m.isNull(), qPrintable(part));
                parts.push_back(m);
                probe->makeMove(m);
            }
            QVERIFY(session->enterTurn(parts));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), EngineWaitMs);
        QTest::qWait(1600); // let the last move's slide and effect finish
        pose(*session, *tab->view());
        QTest::qWait(600); // the entered part slides
        QVERIFY(window.grab().save(dir + QLatin1Char('/') + file));
    };
    game(
        "crazyhouse", "r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4",
        {"e4d5", "f1b5"},
        [](GameSession&, BoardView& view) {
            // The pawns in hand chosen: dots on the squares a pawn may be dropped on.
            const QRectF pawns = view.pocketRect(White, Pawn);
            QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, pawns.center().toPoint());
        },
        QStringLiteral("crazyhouse.png"));
    game(
        "stonexiangqi", "", {"h2e2,S@e5"},
        [](GameSession& session, BoardView& view) {
            // The first part of a turn played on the board: the stone is due, every empty
            // point is offered.
            const Board& b = session.board();
            MoveList legal;
            b.legalMoves(legal);
            for (Move m : legal) {
                if (b.isCapture(m)) continue;
                click(view, m.from());
                click(view, m.to());
                break;
            }
        },
        QStringLiteral("stone-xiangqi.png"));
    game(
        "jieqi", "", {"b2e2"}, [](GameSession&, BoardView&) {}, QStringLiteral("jieqi.png"));
    // The person mates arbiter-engine (Rh9, the two chariots' mate); the picture is taken while
    // the 绝杀 effect plays.
    game(
        "xiangqi", "2bk5/R8/2n6/p1p3p1p/9/9/P1P1P3P/1C7/9/3AKA1R1 w - - 0 1", {},
        [](GameSession& session, BoardView&) {
            const Move mate = session.board().parseMove("h0h9");
            QVERIFY(!mate.isNull());
            QVERIFY(session.enterTurn({mate}));
        },
        QStringLiteral("xiangqi-mate.png"));
}

QTEST_MAIN(VariantsViewTest)
#include "tst_gui_variants.moc"
