// A game tab as a person sees it while and after playing: the clocks stop where the game ended
// (flag fall, resignation, adjudication), an idle tab costs nothing (no clock refresh, no board
// repaint, the board drawn once into its cache), the board keeps its size when messages,
// warnings and the request bar come and go, and a request nobody answers lapses with its
// countdown on the Decline button.
#include "gui/analysis/evaluationbar.h"
#include "gui/board/boardview.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"
#include "gui/game/playerbar.h"
#include "gui/game/sounds.h"
#include "guitest.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSignalSpy>
#include <ctime>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {
TimeControl clock(const char* text) {
    TimeControl tc;
    std::string error;
    if (!TimeControl::parse(text, tc, &error))
        qFatal("test time control %s: %s", text, error.c_str());
    return tc;
}

SessionSettings timedPeople(const char* tc) {
    SessionSettings s = people();
    s.timeControl[White] = clock(tc);
    s.timeControl[Black] = clock(tc);
    return s;
}

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* w) { w->installEventFilter(this); }
    int paints = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) ++paints;
        return false;
    }
};
} // namespace

class TabTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void clocksStopWhenTheGameIsAdjudicated();
    void clocksStopWhenAPersonResigns();
    void flagFallShowsNoTimeLeft();
    void idleTabCostsNothing();
    void boardKeepsItsSize();
    void noticesStandAtTheFootOfTheBoard_data();
    void noticesStandAtTheFootOfTheBoard();
    void boardStaysWhenTheEvaluationBarComes_data();
    void boardStaysWhenTheEvaluationBarComes();
    void unansweredRequestLapses();
    void soundsFollowTheMoves();
    void soundCanBeTurnedOff();
    void messageLastsUntilTheNextMove();
};

// The side to move's clock keeps the time it used in the unfinished turn; the other one the
// time after its last move (with its increment).
void TabTest::clocksStopWhenTheGameIsAdjudicated() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(timedPeople("60+2"), nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4"});
    QTRY_VERIFY(session->canMove(Black));
    const qint64 whiteAfterMove = session->clockMs(White);
    const qint64 blackSeen = session->clockMs(Black);
    QVERIFY(tab.clocksTicking());
    QTest::qWait(250);
    session->adjudicate(GameResult::draw(GameResult::Termination::Adjudication, "test"));
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    const qint64 black = session->clockMs(Black);
    QVERIFY2(black <= blackSeen - 250,
             qPrintable(QStringLiteral("%1 %2").arg(black).arg(blackSeen)));
    QCOMPARE(session->clockMs(White), whiteAfterMove); // charged with the move and its increment
    QTest::qWait(120);
    QCOMPARE(session->clockMs(Black), black); // stopped
    QCOMPARE(tab.bar(Black)->clockLabel()->text(), PlayerBar::formatClock(black));
    QVERIFY(!tab.clocksTicking());
}

void TabTest::clocksStopWhenAPersonResigns() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(timedPeople("60+2"), nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e3", "e6", "d3", "d6", "Nf3", "Nf6", "Be2", "Be7", "O-O", "O-O"});
    QTRY_VERIFY(session->canResign(White));
    const qint64 seen = session->clockMs(White);
    QTest::qWait(250);
    session->resign(White);
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    // Before the fix the clock went back to the time at the start of the turn.
    QVERIFY(session->clockMs(White) <= seen - 250);
    QCOMPARE(tab.bar(White)->clockLabel()->text(), PlayerBar::formatClock(session->clockMs(White)));
}

void TabTest::flagFallShowsNoTimeLeft() {
    auto* session = new GameSession;
    QSignalSpy finished(session, &GameSession::gameFinished);
    QVERIFY(session->startGame(timedPeople("0.3"), nullptr));
    GameTab tab(session, Appearance::load());
    QVERIFY(finished.wait(20000));
    QCOMPARE(session->result().termination(), GameResult::Termination::TimeForfeit);
    QCOMPARE(session->clockMs(White), 0);
    QCOMPARE(tab.bar(White)->clockLabel()->text(), QStringLiteral("0:00.0"));
    QCOMPARE(session->clockMs(Black), 300); // Black never moved
}

// A finished xiangqi game (wood grain) left alone: no clock refresh, no repaint, and the board
// itself is drawn once however often the view is painted.
void TabTest::idleTabCostsNothing() {
    SessionSettings s = people("xiangqi");
    s.timeControl = {clock("60+1"), clock("60+1")};
    auto* session = new GameSession;
    QVERIFY(session->startGame(s, nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(700, 820);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"h2e2", "h9g7"});
    QVERIFY(tab.clocksTicking());
    session->adjudicate(GameResult::win(White, GameResult::Termination::Adjudication, "test"));
    QVERIFY(!tab.clocksTicking());
    QTest::qWait(200); // let the last paints through
    PaintCounter viewPaints(tab.view()), clockPaints(tab.bar(White)->clockLabel());
    const int ticks = tab.clockTicks(), paints = tab.view()->paintCount();
    const std::clock_t cpuBefore = std::clock();
    QElapsedTimer wall;
    wall.start();
    QTest::qWait(1500);
    const double cpuMs = double(std::clock() - cpuBefore) * 1000 / CLOCKS_PER_SEC;
    QCOMPARE(tab.clockTicks(), ticks);
    QCOMPARE(tab.view()->paintCount(), paints);
    QCOMPARE(viewPaints.paints, 0);
    QCOMPARE(clockPaints.paints, 0);
    qInfo("idle finished xiangqi tab: %d paints, %d clock ticks, %.1f ms CPU in %lld ms",
          viewPaints.paints, tab.clockTicks() - ticks, cpuMs, wall.elapsed());

    // Repaints reuse the cached board: twenty paints draw it at most once more.
    const int renders = tab.view()->boardRenderCount();
    QElapsedTimer paintTime;
    paintTime.start();
    for (int i = 0; i < 20; ++i) tab.view()->repaint();
    qInfo("20 repaints of the xiangqi board: %lld ms", paintTime.elapsed());
    QVERIFY(tab.view()->boardRenderCount() <= renders + 1);
    tab.view()->resize(tab.view()->width() - 10, tab.view()->height());
    tab.view()->repaint();
    QCOMPARE(tab.view()->boardRenderCount(), renders + 1); // a new size draws it anew
}

// Messages, warnings and the request bar do not move the squares under the mouse.
void TabTest::boardKeepsItsSize() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(700, 820);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    QTRY_VERIFY(session->canMove(White));
    auto settle = [&] {
        tab.layout()->activate();
        QCoreApplication::processEvents();
    };
    settle();
    const QRect board = tab.view()->geometry();
    const QRect whiteBar = tab.bar(White)->geometry();
    // No room is kept empty under the board: below the lower player bar only the status line
    // (one line) and the margins.
    const int line = tab.fontMetrics().lineSpacing();
    QVERIFY2(
        tab.height() - whiteBar.bottom() < line + 20,
        qPrintable(
            QStringLiteral("%1 px under the player bar").arg(tab.height() - whiteBar.bottom())));
    play(*session, {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"});
    emit session->message(QStringLiteral("A long message that wraps over several lines of the "
                                         "status line, as the suicide warning or a draw offer "
                                         "with the names of two engines would. ")
                              .repeated(3));
    settle();
    QCOMPARE(tab.view()->geometry(), board);
    play(*session, {"Ba4", "Nf6", "O-O", "Be7"});
    QTest::mouseClick(tab.bar(White)->drawButton(), Qt::LeftButton);
    settle();
    QVERIFY(!tab.requestBar()->isHidden());
    QCOMPARE(tab.view()->geometry(), board);
    // The request floats over the foot of the board.
    const QRect request(tab.requestBar()->mapTo(&tab, QPoint(0, 0)), tab.requestBar()->size());
    const QRect boardInTab(tab.view()->mapTo(&tab, QPoint(0, 0)), tab.view()->size());
    QVERIFY(boardInTab.contains(request));
    QTest::mouseClick(tab.requestBar()->findChild<QPushButton*>(QStringLiteral("declineRequest")),
                      Qt::LeftButton);
    session->resign(White); // the request buttons go away
    settle();
    QCOMPARE(tab.view()->geometry(), board);
    QCOMPARE(tab.bar(White)->geometry(), whiteBar);
}

// The repetition warning and the request bar stand at the foot of the drawn board, within its
// width (not over a xiangqi board's river, not wider than the board), in a wide window and in
// a tall one.
void TabTest::noticesStandAtTheFootOfTheBoard_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("wide") << QSize(1100, 700);
    QTest::newRow("tall") << QSize(600, 1000);
}

void TabTest::noticesStandAtTheFootOfTheBoard() {
    QFETCH(QSize, size);
    auto* session = new GameSession;
    QVERIFY(session->startGame(people("xiangqi"), nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(size);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"b0c2", "b9c7", "c2b0", "c7b9"}); // the start position for the second time
    QVERIFY(!tab.warningLabel()->isHidden());
    tab.bar(White)->takeBackButton()->click();
    QVERIFY(!tab.requestBar()->isHidden());
    tab.layout()->activate();
    QCoreApplication::processEvents();
    const QRectF bounds =
        tab.view()->boardBounds().translated(tab.view()->mapTo(&tab, QPoint(0, 0)));
    const qreal cell = tab.view()->cellSize();
    for (QWidget* notice : {static_cast<QWidget*>(tab.warningLabel()), tab.requestBar()}) {
        const QRect at(notice->mapTo(&tab, QPoint(0, 0)), notice->size());
        const QString where = QStringLiteral("notice at (%1,%2 %3x%4), board (%5,%6 %7x%8)")
                                  .arg(at.x())
                                  .arg(at.y())
                                  .arg(at.width())
                                  .arg(at.height())
                                  .arg(bounds.x())
                                  .arg(bounds.y())
                                  .arg(bounds.width())
                                  .arg(bounds.height());
        QVERIFY2(at.left() >= bounds.left() && at.right() <= bounds.right(), qPrintable(where));
        // Below the river (the board's middle cell row) and reaching the board's last rank.
        QVERIFY2(at.top() > bounds.center().y() + cell, qPrintable(where));
        QVERIFY2(at.bottom() >= bounds.bottom() - cell, qPrintable(where));
        QVERIFY2(at.bottom() <= bounds.bottom() + cell, qPrintable(where));
    }
}

// Showing the evaluation bar (analysis starting) does not move or shrink the board, and the bar
// does not cover it.
void TabTest::boardStaysWhenTheEvaluationBarComes_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QSize>("size");
    QTest::newRow("xiangqi wide") << QStringLiteral("xiangqi") << QSize(1100, 700);
    QTest::newRow("xiangqi tall") << QStringLiteral("xiangqi") << QSize(600, 1000);
    QTest::newRow("chess wide") << QStringLiteral("standard") << QSize(1100, 700);
    QTest::newRow("chess tall") << QStringLiteral("standard") << QSize(600, 1000);
}

void TabTest::boardStaysWhenTheEvaluationBarComes() {
    QFETCH(QString, variant);
    QFETCH(QSize, size);
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(variant.toLatin1().constData()), nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(size);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    auto drawnBoard = [&] {
        tab.layout()->activate();
        QCoreApplication::processEvents();
        return tab.view()->boardBounds().translated(tab.view()->mapTo(&tab, QPoint(0, 0)));
    };
    const QRectF before = drawnBoard();
    tab.evaluationBar()->show();
    const QRectF after = drawnBoard();
    QCOMPARE(after, before);
    const QRect bar(tab.evaluationBar()->mapTo(&tab, QPoint(0, 0)), tab.evaluationBar()->size());
    QVERIFY2(bar.right() < after.left(),
             qPrintable(QStringLiteral("bar ends at %1, board starts at %2")
                            .arg(bar.right())
                            .arg(after.left())));
    tab.evaluationBar()->hide();
    QCOMPARE(drawnBoard(), before);
}

// A request nobody answers lapses; it does not say the other side refused.
void TabTest::unansweredRequestLapses() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, Appearance::load());
    tab.show();
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4", "e5"});
    QSignalSpy messages(session, &GameSession::message);
    tab.bar(White)->takeBackButton()->click();
    auto* decline = tab.requestBar()->findChild<QPushButton*>(QStringLiteral("declineRequest"));
    QCOMPARE(decline->text(), QStringLiteral("Decline (10 s)"));
    QTRY_COMPARE_WITH_TIMEOUT(decline->text(), QStringLiteral("Decline (9 s)"), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(tab.requestBar()->isHidden(), 30000);
    QCOMPARE(session->pendingRequest(), GameSession::Request::None);
    QVERIFY(!messages.isEmpty());
    const QString said = messages.last().at(0).toString();
    QVERIFY2(said.contains(QStringLiteral("not answered")), qPrintable(said));
    QVERIFY(!said.contains(QStringLiteral("refuses")));
    QVERIFY(tab.statusText().contains(said));
}

// Each move sounds as what it did, the strongest event winning; a draw has its own sound.
void TabTest::soundsFollowTheMoves() {
    SoundRecorder sounds;
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4"});
    QCOMPARE(sounds.played, QList<Sound>{Sound::Move});
    play(*session, {"d5", "exd5"});
    QCOMPARE(sounds.played.last(), Sound::Capture);
    play(*session, {"Qxd5", "Nc3", "Qe5"});
    QCOMPARE(sounds.played.last(), Sound::Check);
    sounds.played.clear();
    session->adjudicate(GameResult::draw(GameResult::Termination::Adjudication, "test"));
    QCOMPARE(sounds.played, QList<Sound>{Sound::Draw});

    // Fool's mate played on the board of a record: the mating move sounds as mate.
    auto* record = new GameSession;
    QVERIFY(record->startRecording(QStringLiteral("standard"), QString(), nullptr));
    GameTab recordTab(record, Appearance::load());
    recordTab.resize(700, 820);
    sounds.played.clear();
    BoardView& view = *recordTab.view();
    for (const char* square : {"f2", "f3", "e7", "e5", "g2", "g4", "d8", "h4"})
        click(view, sq(*view.board(), square));
    QCOMPARE(int(record->tree().mainLine().size()), 4);
    QCOMPARE(sounds.played.size(), 4);
    QCOMPARE(sounds.played.last(), Sound::Mate);
}

void TabTest::soundCanBeTurnedOff() {
    SoundRecorder sounds;
    Appearance quiet = Appearance::load();
    quiet.sound = false;
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, quiet);
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4", "d5", "exd5"});
    QVERIFY(sounds.played.isEmpty());
    Appearance loud = quiet;
    loud.sound = true;
    tab.setAppearance(loud);
    play(*session, {"Qxd5"});
    QCOMPARE(sounds.played, QList<Sound>{Sound::Capture});
}

// A message (a declined draw, "Move taken back", the suicide warning) goes with the next move.
void TabTest::messageLastsUntilTheNextMove() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4", "e5"});
    session->requestTakeBack(White);
    session->answerRequest(true);
    QTRY_VERIFY(session->canMove(White));
    QVERIFY(tab.statusText().contains(QStringLiteral("Move taken back")));
    play(*session, {"d4"});
    QVERIFY2(!tab.statusText().contains(QStringLiteral("Move taken back")),
             qPrintable(tab.statusText()));
    emit session->message(QStringLiteral("a warning"));
    QVERIFY(tab.statusText().contains(QStringLiteral("a warning")));
    play(*session, {"d5"});
    QVERIFY(!tab.statusText().contains(QStringLiteral("a warning")));
}

QTEST_MAIN(TabTest)
#include "tst_gui_tab.moc"
