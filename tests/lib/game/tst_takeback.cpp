// Game::takeBack (the GUI's take-back, docs/architecture.md "The life of a move"): between two
// people whose moves the test plays, taking turns back restores the position and the side to
// move, the judges' histories (threefold repetition, xiangqi's repetition count), the record
// and the moves the engines would be sent, and the clocks' move counts and increments; the
// side to move is asked again. No engine processes: a unit suite (it runs under the sanitizers).
#include "board/turn.h"
#include "game/game.h"
#include "game/humanplayer.h"
#include "rules/xiangqijudge.h"

#include <QtTest>

using namespace arbiter;

namespace {

struct People {
    HumanPlayer white{QStringLiteral("White")};
    HumanPlayer black{QStringLiteral("Black")};
    Game game;
    explicit People(const GameSettings& settings) : game(settings, &white, &black) {}
    HumanPlayer& toMove() { return game.board().sideToMove() == White ? white : black; }
    // Plays the moves (SAN or coordinates) in turn; false at the first one not taken.
    bool play(std::initializer_list<const char*> moves) {
        for (const char* m : moves)
            if (!toMove().submitMove(QString::fromLatin1(m))) return false;
        return true;
    }
    std::vector<std::string> sans() const {
        std::vector<std::string> list;
        for (const PlayedMove& m : game.moves()) list.push_back(m.san);
        return list;
    }
};

GameSettings withClock(const char* tc) {
    GameSettings s;
    TimeControl control;
    std::string error;
    if (!TimeControl::parse(tc, control, &error)) qFatal("%s", error.c_str());
    s.timeControl = {control, control};
    return s;
}

} // namespace

class TestTakeBack : public QObject {
    Q_OBJECT
private slots:
    void positionSideToMoveAndRecord();
    void refusedWhenNothingOrOver();
    void threefoldRepetitionForgetsTakenBackPositions();
    void xiangqiRepetitionHistoryGoesBack();
    void clocksTakeBackIncrementsAndPeriods();
    void multiPartTurnCountsOnce();
};

void TestTakeBack::positionSideToMoveAndRecord() {
    People p{GameSettings()};
    QString error;
    QVERIFY2(p.game.start(&error), qPrintable(error));
    QVERIFY(p.play({"e4", "e5"}));
    const std::string fenAfterTwo = p.game.board().fen();
    QVERIFY(p.play({"Nf3"}));
    QVERIFY(p.black.isToMove());

    QVERIFY(p.game.takeBack(1));
    QCOMPARE(p.game.board().fen(), fenAfterTwo);
    QCOMPARE(p.game.board().sideToMove(), White);
    QVERIFY(p.white.isToMove());
    QVERIFY(!p.black.isToMove());
    QCOMPARE(p.sans(), (std::vector<std::string>{"e4", "e5"}));
    // What an engine is sent next: the game without the taken-back move.
    QCOMPARE(p.white.request().position.moves, (QStringList{"e2e4", "e7e5"}));
    QCOMPARE(p.white.request().ply, 2);

    QVERIFY(p.play({"Nc3", "Nc6"}));
    QCOMPARE(p.sans(), (std::vector<std::string>{"e4", "e5", "Nc3", "Nc6"}));
    QVERIFY(p.game.takeBack(2));
    QCOMPARE(p.game.board().fen(), fenAfterTwo);
    QVERIFY(p.white.isToMove());
    QVERIFY(p.game.takeBack(2));
    QCOMPARE(p.game.board().fen(), p.game.board().variant().startFen);
    QVERIFY(p.game.moves().empty());
    QVERIFY(p.white.isToMove());
    QVERIFY(p.white.request().position.moves.isEmpty());
    QVERIFY(p.play({"d4", "d5"}));
    QCOMPARE(p.sans(), (std::vector<std::string>{"d4", "d5"}));
    QVERIFY(!p.game.isFinished());
}

void TestTakeBack::refusedWhenNothingOrOver() {
    People p{GameSettings()};
    QVERIFY(!p.game.takeBack(1)); // not started
    QVERIFY(p.game.start());
    QVERIFY(!p.game.takeBack(1)); // nothing played
    QVERIFY(p.play({"f3", "e5", "g4"}));
    QVERIFY(!p.game.takeBack(4));
    QVERIFY(!p.game.takeBack(0));
    QCOMPARE(int(p.game.moves().size()), 3);
    QVERIFY(p.black.isToMove());
    QVERIFY(p.play({"Qh4#"}));
    QVERIFY(p.game.isFinished());
    QVERIFY(!p.game.takeBack(1)); // a finished game stays as it ended
    QCOMPARE(int(p.game.moves().size()), 4);
}

void TestTakeBack::threefoldRepetitionForgetsTakenBackPositions() {
    People p{GameSettings()};
    QVERIFY(p.game.start());
    // The position after Nf3 occurs for the second time, then that move is taken back and
    // played again: still its second occurrence, so no draw yet.
    QVERIFY(p.play({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3"}));
    QVERIFY(p.game.takeBack(1));
    QVERIFY(p.play({"Nf3"}));
    QVERIFY(!p.game.isFinished());
    QCOMPARE(p.game.board().repetitionCount(), 1);
    // The start position's third occurrence is a draw, as without the take-back.
    QVERIFY(p.play({"Nf6", "Ng1", "Ng8"}));
    QVERIFY(p.game.isFinished());
    QVERIFY(p.game.result().isDraw());
    QVERIFY2(QString::fromStdString(p.game.result().reason()).contains(QLatin1String("repetition")),
             p.game.result().reason().c_str());
    QCOMPARE(int(p.game.moves().size()), 8);
}

void TestTakeBack::xiangqiRepetitionHistoryGoesBack() {
    GameSettings s;
    s.variant = QStringLiteral("xiangqi");
    People p{s};
    QVERIFY(p.game.start());
    const auto repetitionWarnings = [&p] {
        int n = 0;
        for (const XiangqiWarning& w : p.game.rules().findJudge<XiangqiJudge>()->warnings())
            n += w.kind == XiangqiWarning::Kind::Repetition;
        return n;
    };
    // Both horses out and back: the start position again, one occurrence before the rules
    // judge it.
    QVERIFY(p.play({"b0c2", "b9c7", "c2b0", "c7b9"}));
    const XiangqiJudge* judge = p.game.rules().findJudge<XiangqiJudge>();
    QCOMPARE(judge->countedPlies(), 4);
    QCOMPARE(repetitionWarnings(), 1);
    QVERIFY(p.game.takeBack(2));
    QCOMPARE(judge->countedPlies(), 2);
    QCOMPARE(repetitionWarnings(), 0);
    QCOMPARE(p.game.board().sideToMove(), White); // Red
    QVERIFY(p.white.isToMove());
    QVERIFY(p.play({"c2b0", "c7b9"}));
    QCOMPARE(judge->countedPlies(), 4);
    QCOMPARE(repetitionWarnings(), 1);
}

void TestTakeBack::clocksTakeBackIncrementsAndPeriods() {
    {
        // 60 s + 1 s: the taken-back move's increment is taken off again; the time used stays.
        People p{withClock("60+1")};
        QVERIFY(p.game.start());
        QVERIFY(p.play({"e4"}));
        const qint64 whiteAfterMove = p.game.clock(White).remainingMs();
        QVERIFY(whiteAfterMove <= 61000);
        QCOMPARE(p.game.clock(White).movesMade(), 1);
        QVERIFY(p.game.takeBack(1));
        QCOMPARE(p.game.clock(White).remainingMs(), whiteAfterMove - 1000);
        QCOMPARE(p.game.clock(White).movesMade(), 0);
        // Black's turn was cut short: its time used, no move counted, no increment.
        QVERIFY(p.game.clock(Black).remainingMs() <= 60000);
        QCOMPARE(p.game.clock(Black).movesMade(), 0);
        QVERIFY(p.play({"d4"}));
        QCOMPARE(p.game.clock(White).movesMade(), 1);
        QVERIFY(p.game.clock(White).remainingMs() <= whiteAfterMove);
    }
    {
        // 2 moves in 60 s: taking back the move that completed the period takes its new time
        // off again and counts the period's moves back.
        People p{withClock("2/60")};
        QVERIFY(p.game.start());
        QVERIFY(p.play({"e4", "e5"}));
        QCOMPARE(p.game.clock(White).movesToGo(), 1);
        QVERIFY(p.play({"Nf3"}));
        QCOMPARE(p.game.clock(White).movesToGo(), 2);
        const qint64 withNewPeriod = p.game.clock(White).remainingMs();
        QVERIFY(withNewPeriod > 60000);
        QVERIFY(p.game.takeBack(1));
        QCOMPARE(p.game.clock(White).movesToGo(), 1);
        QCOMPARE(p.game.clock(White).remainingMs(), withNewPeriod - 60000);
        QCOMPARE(p.white.request().limits.movesToGo, 1);
    }
}

void TestTakeBack::multiPartTurnCountsOnce() {
    // Double-step xiangqi: a turn is two steps (board/turn.h); one turn taken back is both.
    GameSettings s;
    s.variant = QStringLiteral("doublestepxiangqi");
    People p{s};
    QString error;
    QVERIFY2(p.game.start(&error), qPrintable(error));
    const std::string start = p.game.board().fen();
    QVERIFY(p.white.submitMove(QStringLiteral("h2e2,b2c2")));
    QCOMPARE(int(p.game.moves().size()), 2);
    QVERIFY(p.black.isToMove());
    QVERIFY(p.game.takeBack(1));
    QVERIFY(p.game.moves().empty());
    QCOMPARE(p.game.board().fen(), start);
    QVERIFY(p.white.isToMove());
    // A part alone is not a turn: the person's player refuses it, and nothing is played.
    const Move firstStep = p.game.board().parseMove("h2e2");
    QVERIFY(!firstStep.isNull());
    QVERIFY(!p.white.submitTurn({firstStep}));
    QVERIFY(p.white.isToMove());
    QVERIFY(p.game.moves().empty());
}

QTEST_GUILESS_MAIN(TestTakeBack)
#include "tst_takeback.moc"
