// Opening names of both dialects. cutechess's (pgn/ecoclassification.h): a game follows the
// table's tree of SAN moves from the start position; the deepest named line on its way names it.
// fastchess's (pgn/openingclassification.h): of the positions of a game, the last one in the
// table of positions names it. Each table is checked line by line against its own TSV.
#include "board/board.h"
#include "pgn/ecoclassification.h"
#include "pgn/epd.h"
#include "pgn/openingclassification.h"
#include "pgn/openingtables.h"
#include "pgntestutil.h"

#include <QtTest>
#include <map>
#include <sstream>

using namespace arbiter;
using namespace arbiter::test;

namespace {

// "ECO|Opening|Variation" of a game of standard chess with these moves, "-" for none.
QString named(const std::vector<std::string>& moves, const std::string& variant = "standard",
              const std::string& fen = {}) {
    const EcoOpening* o = cutechessOpening(playGame(moves, variant, fen));
    return o ? q(o->eco + "|" + o->opening + "|" + o->variation) : QStringLiteral("-");
}

// "ECO|Opening" of a game by fastchess's table, "-" for none.
QString fastchessNamed(const std::vector<std::string>& moves, const std::string& fen = {}) {
    const PgnGame game = playGame(moves, "standard", fen);
    std::vector<Move> played;
    for (const PgnMove& m : game.moves()) played.push_back(m.move);
    const std::optional<OpeningName> o = classifyOpening(fen, played);
    return o ? q(o->eco + "|" + o->name) : QStringLiteral("-");
}

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    return out;
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

    void everyCutechessLineNamesItself() {
        // Each line of the table's own TSV, followed from the start, names that line (the last
        // line with the same moves, which replaces the earlier ones).
        std::map<std::string, std::string> lastWithMoves;
        forEachTableRow(kCutechessEcoTsv, [&](const std::vector<std::string_view>& fields) {
            QCOMPARE(int(fields.size()), 4);
            lastWithMoves[std::string(fields[3])] = std::string(fields[0]) + "|" +
                                                    std::string(fields[1]) + "|" +
                                                    std::string(fields[2]);
        });
        int lines = 0;
        forEachTableRow(kCutechessEcoTsv, [&](const std::vector<std::string_view>& fields) {
            ++lines;
            EcoLine line;
            for (const std::string& san : words(fields[3]))
                QVERIFY2(line.follow(san), qPrintable(q(std::string(fields[3]))));
            QVERIFY(line.opening());
            QCOMPARE(q(line.opening()->eco + "|" + line.opening()->opening + "|" +
                       line.opening()->variation),
                     q(lastWithMoves[std::string(fields[3])]));
        });
        QCOMPARE(lines, ecoTableSize());
    }

    void fastchessTableHasEveryPosition() {
        // lichess's 3,536 lines reach 3,536 different positions.
        QCOMPARE(openingTableSize(), 3536);
    }

    void everyFastchessLineNamesItsPosition() {
        // Each line of the table's own TSV, played from the start: its final position names the
        // line, or the first line that reaches the same position. The expected names come from
        // the four FEN fields of each line's position, replayed on a fresh board, so a position
        // key that tells positions apart differently (castling, en passant, side to move) fails.
        const std::unique_ptr<Board> board = createBoard("standard");
        std::map<std::string, std::string> firstAt; // position -> "ECO|name"
        int lines = 0, withEnPassant = 0;
        forEachTableRow(kChessOpeningsTsv, [&](const std::vector<std::string_view>& fields) {
            QCOMPARE(int(fields.size()), 3);
            ++lines;
            board->reset();
            std::vector<Move> moves;
            for (const std::string& word : words(fields[2])) {
                if (word.back() == '.') continue;
                const Move move = board->parseMove(word);
                QVERIFY2(!move.isNull(), qPrintable(q(word)));
                moves.push_back(move);
                board->makeMove(move);
            }
            const std::string position = epdPosition(*board);
            if (position.back() != '-') ++withEnPassant;
            firstAt.emplace(position, std::string(fields[0]) + "|" + std::string(fields[1]));
            const std::optional<OpeningName> found = classifyOpening({}, moves);
            QVERIFY2(found, qPrintable(q(std::string(fields[2]))));
            QCOMPARE(q(found->eco + "|" + found->name), q(firstAt[position]));
        });
        QCOMPARE(lines, 3536);
        QCOMPARE(int(firstAt.size()), openingTableSize());
        QCOMPARE(withEnPassant, 14); // "1. d4 c5 2. d5 e5" and 13 more
    }

    void fastchessNamesPositionsNotMoves() {
        // A transposition: 1.Nf3 d5 2.d4 is no line of the table, but its position is.
        QCOMPARE(fastchessNamed({"d4", "d5", "Nf3"}),
                 QStringLiteral("D02|Queen's Pawn Game: Zukertort Variation"));
        QCOMPARE(fastchessNamed({"Nf3", "d5", "d4"}),
                 QStringLiteral("D02|Queen's Pawn Game: Zukertort Variation"));
        // The last position of the game in the table names it, whatever follows.
        QCOMPARE(fastchessNamed({"d4", "d5", "Nf3", "h5", "h4", "Rh6"}),
                 QStringLiteral("D02|Queen's Pawn Game: Zukertort Variation"));
        QCOMPARE(fastchessNamed({}), QStringLiteral("-"));
        // From a FEN: its position and the ones after it.
        QCOMPARE(
            fastchessNamed({"c5"}, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"),
            QStringLiteral("A43|Benoni Defense: Old Benoni"));
        QCOMPARE(classifyOpening("not a FEN", {}).has_value(), false);
    }

    void fastchessEnPassantOnlyWhenAPawnCanTake() {
        // After 1.e4 no black pawn can take on e3: a FEN that names the square is the same
        // position.
        QCOMPARE(fastchessNamed({}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                 QStringLiteral("B00|King's Pawn Game"));
        // After 1.d4 c5 2.d5 e5 the pawn on d5 can take on e6: without that right the same
        // placement is another position, not in the table.
        QCOMPARE(fastchessNamed({"d4", "c5", "d5", "e5"}),
                 QStringLiteral("A44|Benoni Defense: Old Benoni"));
        QCOMPARE(
            fastchessNamed({}, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3"),
            QStringLiteral("A44|Benoni Defense: Old Benoni"));
        QCOMPARE(fastchessNamed({}, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 3"),
                 QStringLiteral("-"));
        // Castling rights and the side to move count too.
        QCOMPARE(fastchessNamed({}, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w Kkq e6 0 3"),
                 QStringLiteral("-"));
        QCOMPARE(fastchessNamed({}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"),
                 QStringLiteral("-"));
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
