// The effects of moves in games against an engine, on a clock the test moves by hand: the mate
// effect (绝杀) plays its whole time whoever mates, although the game ends with that move, and a
// person's check (将军) is not wiped by the engine's instant reply.
#include "gui/board/boardanimator.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"
#include "guitest.h"

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {

constexpr int EngineWaitMs = 60000; // generous: the machine may be busy

// A xiangqi game from `fen`: Red a person, Black bin/arbiter-engine at depth 2.
GameSession* personAgainstEngine(const char* fen) {
    SessionSettings s = people("xiangqi");
    s.startFen = QString::fromLatin1(fen);
    TimeControl tc;
    s.players[Black] = engine(EngineProtocol::Uci, 2, &tc);
    s.timeControl = {tc, tc};
    auto* session = new GameSession;
    QString error;
    if (!session->startGame(s, &error)) qFatal("game: %s", qPrintable(error));
    return session;
}

// The effect texts as the view writes them (Latin without a Chinese font).
QString text(const BoardView& view, const char* chinese, const char* latin) {
    return qobject_cast<const XiangqiBoardView*>(&view)->pieceFont().isEmpty()
               ? QString::fromLatin1(latin)
               : QString::fromUtf8(chinese);
}

// The effect shown now stays `expected` until just before its time is over, then ends.
void playsToItsEnd(BoardView& view, ManualClock& clock, const QString& expected) {
    QCOMPARE(view.effectText(), expected);
    clock.advance(BoardAnimator::EffectMs - 1);
    QTest::qWait(50); // frames are drawn and finished effects pruned meanwhile
    QCOMPARE(view.effectText(), expected);
    clock.advance(1);
    QTRY_VERIFY(!view.isAnimating());
    QCOMPARE(view.effectText(), QString());
}
} // namespace

class EffectsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void personsMateOfTheEnginePlays();
    void enginesMatePlays();
    void checkOutlivesTheEnginesReply();
};

// Red mates with two chariots; the game ends with that move, and the effect plays on.
void EffectsTest::personsMateOfTheEnginePlays() {
    GameSession* session = personAgainstEngine("3k5/R8/9/9/9/9/9/9/9/4K2R1 w - - 0 1");
    ManualClock clock; // outlives the tab, whose view asks it the time
    GameTab tab(session, Appearance::load());
    tab.view()->setAnimationClock(clock);
    QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), EngineWaitMs);
    play(*session, {"h0h9"});
    QTRY_COMPARE(session->mode(), GameSession::Mode::Finished);
    playsToItsEnd(*tab.view(), clock, text(*tab.view(), "绝杀", "Mate!"));
}

// Black (the engine) has one mate in one, h9h0, and plays it at once. Red's soldier can always
// move, so no quiet move wins by leaving Red without moves (a loss in xiangqi).
void EffectsTest::enginesMatePlays() {
    GameSession* session = personAgainstEngine("4k2r1/9/8P/9/9/9/9/9/r8/3K5 b - - 0 1");
    ManualClock clock; // outlives the tab, whose view asks it the time
    GameTab tab(session, Appearance::load());
    tab.view()->setAnimationClock(clock);
    QTRY_VERIFY_WITH_TIMEOUT(session->mode() == GameSession::Mode::Finished, EngineWaitMs);
    QCOMPARE(session->result().loserSide(), White);
    playsToItsEnd(*tab.view(), clock, text(*tab.view(), "绝杀", "Mate!"));
}

// Red checks; the engine's king steps aside at once (a quiet move): the check effect plays its
// whole time over the reply, which the board shows meanwhile.
void EffectsTest::checkOutlivesTheEnginesReply() {
    GameSession* session = personAgainstEngine("3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1");
    ManualClock clock; // outlives the tab, whose view asks it the time
    GameTab tab(session, Appearance::load());
    tab.view()->setAnimationClock(clock);
    QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), EngineWaitMs);
    play(*session, {"h0h9"});
    QTRY_VERIFY_WITH_TIMEOUT(session->tree().mainLine().size() == 2, EngineWaitMs);
    QVERIFY(tab.view()->board()->fen() == session->board().fen()); // the reply is shown
    playsToItsEnd(*tab.view(), clock, text(*tab.view(), "将军", "Check!"));
}

QTEST_MAIN(EffectsTest)
#include "tst_gui_effects.moc"
