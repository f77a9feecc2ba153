// Tests for the behaviours in which cutechess-cli and fastchess differ (game/compatibility.h):
// the two tools' values differ in every behaviour the struct names, so a behaviour added to the
// struct is decided for both tools (Compatibility::differences lists every field and does not
// compile without a new one), and the PV checks of the fastchess dialect cover only the
// variants fastchess plays.
#include "game/compatibility.h"

#include <QtTest>

using namespace arbiter;

namespace {
using Names = std::vector<std::string>;
}

class TestCompatibility : public QObject {
    Q_OBJECT
private slots:
    void theToolsDifferInEveryBehaviour() {
        const Names every{"adjudication",         "clockStyle",       "timeLossWording",
                          "exactScoresFirst",     "records",          "openingOrder",
                          "epdFenCounters",       "namesFromEngines", "reportStoppedGames",
                          "stopUnwrittenOnFault", "pvChecks",         "pairingOrder"};
        QCOMPARE(Compatibility::cutechess().differences(Compatibility::fastchess()), every);
        QCOMPARE(Compatibility::fastchess().differences(Compatibility::cutechess()), every);
    }

    void aToolEqualsItself() {
        QCOMPARE(Compatibility::cutechess().differences(Compatibility::cutechess()), Names{});
        QCOMPARE(Compatibility::fastchess().differences(Compatibility::fastchess()), Names{});
        // A game set up without a tool's value (the GUI's, evolution's) follows cutechess-cli.
        QCOMPARE(Compatibility{}.differences(Compatibility::cutechess()), Names{});
    }

    void oneBehaviourChangedIsNamed() {
        Compatibility c = Compatibility::cutechess();
        c.timeLossWording = TimeLossWording::WithOverrun;
        QCOMPARE(c.differences(Compatibility::cutechess()), Names{"timeLossWording"});
    }

    void pvChecksOnlyInTheVariantsFastchessPlays() {
        const Compatibility fastchess = Compatibility::fastchess();
        QVERIFY(pvChecksIn(fastchess, "standard"));
        QVERIFY(pvChecksIn(fastchess, "fischerandom"));
        QVERIFY(!pvChecksIn(fastchess, "xiangqi"));
        QVERIFY(!pvChecksIn(fastchess, "atomic"));
        QVERIFY(!pvChecksIn(fastchess, "no such variant"));
        QVERIFY(!pvChecksIn(Compatibility::cutechess(), "standard"));
    }
};

QTEST_GUILESS_MAIN(TestCompatibility)
#include "tst_compatibility.moc"
