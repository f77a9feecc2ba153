// Tests for the decision about an ended tournament game (tournament/running/gamedisposition.h):
// one row per rule: a scored game, a game cut short by a stop in each dialect and with -pgnout's
// "fi", a stop for the manager's side, an aborted game without a stop, an engine's crash or stall
// with and without -recover (cutechess-cli's written game and message, fastchess's unwritten one),
// a fault found while the run already stops, and a game whose end raised the stop (-strict).
#include "tournament/running/gamedisposition.h"

#include <QtTest>

using namespace arbiter;

namespace {
using T = GameResult::Termination;

// The expected decision, its fields in GameDisposition's order.
struct Expected {
    bool counted, writePgn, makeRecord, writeEpd, reportStopped, stopForEngineFault,
        announceFaultStop;
};

struct Row {
    const char* name;
    EndedGameFacts facts;
    DispositionRules rules;
    Expected expected;
};

// Rules: {recover, pgnOnlyFinished, reportStoppedGames, stopUnwrittenOnFault}.
constexpr DispositionRules cutechess{false, false, true, false};
constexpr DispositionRules cutechessFinishedOnly{false, true, true, false};
constexpr DispositionRules cutechessRecover{true, false, true, false};
constexpr DispositionRules fastchess{false, false, false, true};

// Facts: {hasResult, termination, stoppingBefore, stoppedByItsEnd, stopNotTheGames}.
const Row rows[] = {
    {"scored game",
     {true, T::Normal, false, false, false},
     cutechess,
     {true, true, true, true, false, false, false}},
    {"scored game, fastchess",
     {true, T::TimeForfeit, false, false, false},
     fastchess,
     {true, true, true, true, false, false, false}},
    {"cut short by a stop, cutechess",
     {false, T::Unterminated, true, false, false},
     cutechess,
     {false, true, true, false, true, false, false}},
    {"cut short by a stop, cutechess fi",
     {false, T::Unterminated, true, false, false},
     cutechessFinishedOnly,
     {false, false, true, false, true, false, false}},
    {"cut short by a stop, fastchess",
     {false, T::Unterminated, true, false, false},
     fastchess,
     {false, false, true, false, false, false, false}},
    {"cut short by a manager's stop",
     {false, T::Unterminated, true, false, true},
     cutechess,
     {false, false, true, false, false, false, false}},
    {"aborted without a stop",
     {false, T::Unterminated, false, false, false},
     cutechess,
     {false, true, true, false, false, false, false}},
    {"aborted without a stop, fi",
     {false, T::Unterminated, false, false, false},
     cutechessFinishedOnly,
     {false, false, true, false, false, false, false}},
    {"crash without -recover, cutechess",
     {true, T::Disconnection, false, false, false},
     cutechess,
     {true, true, true, true, false, true, true}},
    {"stall without -recover, cutechess",
     {true, T::StalledConnection, false, false, false},
     cutechess,
     {true, true, true, true, false, true, true}},
    {"crash without -recover, fastchess",
     {true, T::Disconnection, false, false, false},
     fastchess,
     {true, false, false, false, false, true, false}},
    {"crash with -recover",
     {true, T::Disconnection, false, false, false},
     cutechessRecover,
     {true, true, true, true, false, false, false}},
    {"crash while stopping",
     {true, T::Disconnection, true, false, false},
     fastchess,
     {true, true, true, true, false, false, false}},
    {"its end raised the stop, fastchess",
     {true, T::IllegalMove, false, true, false},
     fastchess,
     {false, false, true, false, false, false, false}},
    {"its end raised the stop, cutechess",
     {true, T::IllegalMove, false, true, false},
     cutechess,
     {false, true, true, false, true, false, false}},
    {"its end raised the stop, a crash",
     {true, T::Disconnection, false, true, false},
     fastchess,
     {false, false, true, false, false, false, false}},
};
} // namespace

class GameDispositionTest : public QObject {
    Q_OBJECT
private slots:
    void eachRule_data();
    void eachRule();
};

void GameDispositionTest::eachRule_data() {
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(rows)); ++i) QTest::newRow(rows[i].name) << i;
}

void GameDispositionTest::eachRule() {
    QFETCH(int, row);
    const Row& r = rows[row];
    const GameDisposition d = decideGameDisposition(r.facts, r.rules);
    QCOMPARE(d.counted, r.expected.counted);
    QCOMPARE(d.writePgn, r.expected.writePgn);
    QCOMPARE(d.makeRecord, r.expected.makeRecord);
    QCOMPARE(d.writeEpd, r.expected.writeEpd);
    QCOMPARE(d.reportStopped, r.expected.reportStopped);
    QCOMPARE(d.stopForEngineFault, r.expected.stopForEngineFault);
    QCOMPARE(d.announceFaultStop, r.expected.announceFaultStop);
}

QTEST_APPLESS_MAIN(GameDispositionTest)
#include "tst_gamedisposition.moc"
