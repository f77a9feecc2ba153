// cutechess's opening names (pgn/ecoclassification.h): a game follows the table's tree of SAN
// moves from the start position; the deepest named line on its way names it.
#include "pgn/ecoclassification.h"
#include "pgntestutil.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

// "ECO|Opening|Variation" of a game of standard chess with these moves, "-" for none.
QString named(const std::vector<std::string>& moves, const std::string& variant = "standard",
              const std::string& fen = {}) {
    const EcoOpening* o = cutechessOpening(playGame(moves, variant, fen));
    return o ? q(o->eco + "|" + o->opening + "|" + o->variation) : QStringLiteral("-");
}

} // namespace

class EcoClassificationTest : public QObject {
    Q_OBJECT

private slots:
    void tableHasEveryLine() {
        // pgn-extract's eco.pgn has 2014 entries, no two with the same moves; two that
        // cutechess never reaches are left out (projects/lib/data/make_cutechess_eco.py).
        QCOMPARE(ecoTableSize(), 2012);
    }

    void gameLeavingTheTableKeepsTheDeepestLine() {
        // 6.h4 is no line of the table (6.h3 would be "Najdorf, Adams attack"); nothing after
        // it counts, not even moves that start a named line from the root.
        QCOMPARE(named({"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "h4"}),
                 QStringLiteral("B90|Sicilian|Najdorf"));
        QCOMPARE(named({"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "h3"}),
                 QStringLiteral("B90|Sicilian|Najdorf, Adams attack"));
        EcoLine line;
        for (const char* san : {"e4", "c5", "Nf3"}) QVERIFY(line.follow(san));
        QVERIFY(!line.follow("Qh5"));
        QVERIFY(!line.follow("e6")); // out of the table for good
        QCOMPARE(q(line.opening()->eco + "|" + line.opening()->opening),
                 QStringLiteral("B27|Sicilian defense"));
    }

    void gameEndingInsideTheTable() {
        // 1.d4 Nf6 2.c4 e6 is a named line; so is its prefix 1.d4 Nf6 2.c4 (A50).
        QCOMPARE(named({"d4", "Nf6", "c4", "e6"}), QStringLiteral("E00|Queen's pawn game|"));
        QCOMPARE(named({"d4", "Nf6", "c4"}), QStringLiteral("A50|Queen's pawn game|"));
        // Between two named lines (1.h3 and 1.h3 e5 2.a3): the shorter one names it.
        QCOMPARE(named({"h3", "e5"}), named({"h3"}));
        QCOMPARE(named({"h3", "e5", "a3"}), QStringLiteral("A00|Global Opening|"));
        QCOMPARE(named({}), QStringLiteral("-"));
    }

    void deeperLineWithoutVariationReplacesTheVariation() {
        QCOMPARE(named({"e4", "e6", "d4", "d5", "Nc3"}),
                 QStringLiteral("C10|French|Paulsen variation"));
        QCOMPARE(named({"e4", "e6", "d4", "d5", "Nc3", "Nf6"}),
                 QStringLiteral("C11|French defense|"));
        PgnGame record = playGame({"e4", "e6", "d4", "d5", "Nc3", "Nf6"});
        setCutechessOpeningTags(record);
        QCOMPARE(q(record.tag("ECO")), QStringLiteral("C11"));
        QCOMPARE(q(record.tag("Opening")), QStringLiteral("French defense"));
        QVERIFY(!record.hasTag("Variation")); // cutechess writes no empty tag
    }

    void namesAsCutechessWritesThem() {
        // pgn-extract: "Nimzovich-Larsen attack", "classical variation"; "Anglo-Indian defence";
        // "QGD".
        QCOMPARE(named({"b3", "d5"}),
                 QStringLiteral("A01|Nimzowitsch-Larsen attack|Classical variation"));
        QCOMPARE(named({"c4", "Nf6"}),
                 QStringLiteral("A15|English, 1...Nf6 (Anglo-Indian defense)|"));
        QCOMPARE(named({"d4", "d5", "c4", "e6", "Nc3", "Nf6"}),
                 QStringLiteral("D35|Queen's Gambit declined|3...Nf6"));
        QCOMPARE(named({"b4"}), QStringLiteral("A00|Polish (Sokolsky) opening|"));
        // 4.Ne2 (pinned knight on c3) and on: named by the shorter line, as cutechess does.
        QCOMPARE(named({"e4", "e6", "d4", "d5", "Nc3", "Bb4", "Ne2", "dxe4", "a3", "Bxc3+", "Nxc3",
                        "Nc6"}),
                 QStringLiteral("C15|French|Winawer, Alekhine gambit"));
    }

    void transpositionIsNotRecognised() {
        // The same position by two move orders: each named after its own moves.
        QCOMPARE(named({"Nf3", "d5", "d4"}), QStringLiteral("A06|Reti Opening|"));
        QCOMPARE(named({"d4", "d5", "Nf3"}), QStringLiteral("D02|Queen's pawn game|"));
    }

    void checkSuffixIsPartOfTheMove() {
        // The game's SAN "Bb4+" is the table's key.
        QCOMPARE(named({"d4", "e6", "c4", "Bb4"}),
                 QStringLiteral("A40|Queen's pawn|Franco-Indian (Keres) defense"));
        EcoLine line;
        for (const char* san : {"d4", "e6", "c4"}) QVERIFY(line.follow(san));
        QVERIFY(!line.follow("Bb4"));
    }

    void onlyStandardChessFromTheStart() {
        QCOMPARE(named({"e4", "e5"}), QStringLiteral("C20|King's pawn game|"));
        // A FEN, even of the start position's moves later on, and another variant name nothing.
        QCOMPARE(
            named({"e5"}, "standard", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
            QStringLiteral("-"));
        QCOMPARE(named({"e4", "e5"}, "fischerandom",
                       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                 QStringLiteral("-"));
        PgnGame record = playGame({"e5"}, "standard",
                                  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        setCutechessOpeningTags(record);
        QVERIFY(!record.hasTag("ECO"));
        QVERIFY(!record.hasTag("Opening"));
    }

    void setsTheThreeTags() {
        PgnGame record = playGame({"e4", "c5", "d4", "cxd4", "c3"});
        setCutechessOpeningTags(record);
        QCOMPARE(q(record.tag("ECO")), QStringLiteral("B21"));
        QCOMPARE(q(record.tag("Opening")), QStringLiteral("Sicilian"));
        QCOMPARE(q(record.tag("Variation")), QStringLiteral("Smith-Morra gambit"));
    }
};

std::unique_ptr<QObject> makeEcoClassificationTest() {
    return std::make_unique<EcoClassificationTest>();
}

#include "ecoclassificationtests.moc"
