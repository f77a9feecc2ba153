// EPD read/write and opening suites (-openings): order, plies, start, random order with seed
// determinism, option parsing and errors naming file and line.
#include "board/board.h"
#include "pgn/epd.h"
#include "pgn/openingsuite.h"
#include "pgn/pgnwriter.h"
#include "pgntestutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

using namespace arbiter;
using namespace arbiter::test;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write test file");
    file.write(text.data(), qint64(text.size()));
    return file.fileName();
}

// Ten distinct positions: white's king walks along the first two ranks.
std::string tenPositions() {
    std::string text = "# ten king positions\n\n";
    for (int i = 0; i < 10; ++i) {
        std::string rank1 = i < 8 ? std::string(i ? std::to_string(i) : "") + "K" +
                                        (7 - i ? std::to_string(7 - i) : "")
                                  : "8";
        std::string rank2 =
            i < 8 ? "8"
                  : std::string(i - 8 ? std::to_string(i - 8) : "") + "K" + std::to_string(15 - i);
        text += "4k3/8/8/8/8/8/" + rank2 + "/" + rank1 + " w - - id \"pos" + std::to_string(i + 1) +
                "\";\n";
    }
    return text;
}

std::vector<int> drawIndices(OpeningSuite& suite, int count) {
    std::vector<int> out;
    for (int i = 0; i < count; ++i) out.push_back(suite.next().index);
    return out;
}

} // namespace

class EpdOpeningTest : public QObject {
    Q_OBJECT

private slots:
    void parsesEpdOperations() {
        const std::string line = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq "
                                 "- bm Qxf7#; id \"Scholar.1\"; c0 \"mate in one\"; am Qh6 Nc3;";
        EpdRecord r;
        std::string error;
        QVERIFY2(parseEpd(line, &r, &error), error.c_str());
        QCOMPARE(q(r.position),
                 QString("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -"));
        QCOMPARE(q(r.operand("bm")), QString("Qxf7#"));
        QCOMPARE(q(r.operand("id")), QString("Scholar.1"));
        QCOMPARE(q(r.operand("c0")), QString("mate in one"));
        QCOMPARE(r.operation("am")->operands, (std::vector<std::string>{"Qh6", "Nc3"}));
        QVERIFY(!r.operation("c1"));
        QCOMPARE(q(r.fen()), q(r.position + " 0 1"));
        QCOMPARE(q(r.toString()), q(line));

        // A '"' inside an unquoted operand (found by tests/fuzz/fuzz_epd) prints as '\'', and
        // the printed line reads back to itself.
        QVERIFY(parseEpd("8/8/8/8/8/8/8/K6k b - - c0k g\"in pawn\";", &r, &error));
        QCOMPARE(r.operation("c0k")->operands, (std::vector<std::string>{"g\"in", "pawn\""}));
        QCOMPARE(q(r.toString()), QString("8/8/8/8/8/8/8/K6k b - - c0k g'in pawn';"));
        QVERIFY(parseEpd("8/8/8/8/8/8/8/K6k b - - c0 \"it's\"; id a\"b;", &r, &error));
        QCOMPARE(q(r.toString()), QString("8/8/8/8/8/8/8/K6k b - - c0 \"it's\"; id \"a'b\";"));

        QVERIFY(parseEpd("8/8/8/8/8/8/8/K6k b - - hmvc 12; fmvn 30;", &r, &error));
        QCOMPARE(q(r.fen()), QString("8/8/8/8/8/8/8/K6k b - - 12 30"));
        // A plain FEN line is an EPD position with its counters.
        QVERIFY(
            parseEpd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", &r, &error));
        QCOMPARE(q(r.fen()),
                 QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));

        // A FEN's 7th field (r-Mobility's G token, as -epdout writes it) reads like the FEN.
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 64 G2.0",
                                "8/3k4/8/8/8/8/3K4/8 b - - 12 30 -G8.5"}) {
            QVERIFY2(parseEpd(fen, &r, &error), error.c_str());
            QCOMPARE(q(r.fen()), QString(fen));
            // Written back with the token, so the line reads back as the same opening (it
            // used to lose the G token: "... - hmvc 7; fmvn 64;").
            QCOMPARE(q(r.toString()), QString(fen));
        }
        QCOMPARE(q(r.fenExtension), QString("-G8.5"));
        QVERIFY(!parseEpd("8/8/8/8/8/8/8/K6k w - - 7 G2.0", &r, &error)); // no move number
        QVERIFY(!parseEpd("8/8/8/8/8/8/8/K6k w", &r, &error));
        QCOMPARE(q(error), QString("expected four position fields (placement, side, castling, en "
                                   "passant), found 2"));
        QVERIFY(!parseEpd("8/8/8/8/8/8/8/K6k w - - c0 \"open", &r, &error));
        QCOMPARE(q(error), QString("opcode 'c0': unterminated string"));
        QVERIFY(!parseEpd("8/8/8/8/8/8/8/K6k w - - 7x;", &r, &error));
        QCOMPARE(q(error), QString("FEN field 5 (halfmove clock): '7x;' is not a non-negative "
                                   "number"));
    }

    // A bad move counter is named by its field, halfmove clock or fullmove number (the
    // fullmove number's error used to name the halfmove clock as an unknown opcode, and a bad
    // hmvc operand was read as 0).
    void epdCounterErrorsNameTheirField() {
        const std::string pos = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
        const std::pair<std::string, std::string> cases[] = {
            {" 0 x", "FEN field 6 (fullmove number): 'x' is not a positive number"},
            {" 0 -3", "FEN field 6 (fullmove number): '-3' is not a positive number"},
            {" -1 3", "FEN field 5 (halfmove clock): '-1' is not a non-negative number"},
            {" 1x 3", "FEN field 5 (halfmove clock): '1x' is not a non-negative number"},
            {" 0 1 G2.0 x", "'G2.0' follows the FEN's counters (only a 7th field such as an "
                            "r-Mobility G token may)"},
            {" hmvc x; fmvn 1;", "hmvc (halfmove clock): 'x' is not a non-negative number"},
            {" hmvc 0; fmvn y;", "fmvn (fullmove number): 'y' is not a positive number"},
            {" hmvc;", "hmvc (halfmove clock): '' is not a non-negative number"},
        };
        for (const auto& [tail, expected] : cases) {
            EpdRecord r;
            std::string error;
            QVERIFY2(!parseEpd(pos + tail, &r, &error), tail.c_str());
            QCOMPARE(q(error), q(expected));
        }
    }

    // The rules' objection to a start position refuses the opening at load, naming the line.
    void suiteRefusesPositionsTheRulesRefuse() {
        QTemporaryDir dir;
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "g.epd",
                               "4k3/8/8/8/8/8/8/4K3 w - - 3 9 G8.5\n"
                               "4k3/8/8/8/8/8/8/4K3 w - - 3 9 G8.7\n");
        o.format = OpeningSuiteOptions::Format::Epd;
        o.checkPosition = [](const Board& board) -> std::string {
            return board.fenExtension() == "G8.7" ? "no G8.7 here" : "";
        };
        OpeningSuite suite;
        std::string error;
        QVERIFY(!suite.load(o, &error));
        QCOMPARE(q(error), q(o.fileName.toStdString() + ": line 2: no G8.7 here"));
        o.checkPosition = nullptr;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(suite.size(), 2);
        QCOMPARE(q(suite.next().fen), QString("4k3/8/8/8/8/8/8/4K3 w - - 3 9 G8.5"));
    }

    void readerNamesLinesAndGoesOn() {
        EpdReader reader;
        reader.setData("# comment\n"
                       "4k3/8/8/8/8/8/8/4K3 w - - id \"a\";\n"
                       "\n"
                       "4k3/8/8 w\n"
                       "4k3/8/8/8/8/8/8/3K4 b - - id \"b\";\r\n");
        EpdRecord r;
        QCOMPARE(reader.next(r), EpdReader::Status::Record);
        QCOMPARE(q(r.operand("id")), QString("a"));
        QCOMPARE(reader.line(), 2);
        QCOMPARE(reader.next(r), EpdReader::Status::Error);
        QVERIFY2(reader.error().find("line 4: expected four position fields") == 0,
                 reader.error().c_str());
        QCOMPARE(reader.next(r), EpdReader::Status::Record);
        QCOMPARE(q(r.operand("id")), QString("b"));
        QCOMPARE(reader.next(r), EpdReader::Status::End);
    }

    void writesEpdOutLines() {
        auto board = createBoard("standard");
        for (const char* san : {"e4", "e5", "Nf3"}) board->makeMove(board->parseMove(san));
        QCOMPARE(q(epdLine(*board)),
                 QString("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - hmvc 1; "
                         "fmvn 2;"));
        // And it reads back to the same position.
        EpdRecord r;
        QVERIFY(parseEpd(epdLine(*board), &r, nullptr));
        QCOMPARE(q(r.fen()), q(board->fen()));
    }

    void parsesOpeningOptions() {
        OpeningSuiteOptions o;
        std::string error;
        QVERIFY2(OpeningSuiteOptions::parse(
                     {"file=book.EPD", "order=random", "plies=8", "start=3", "policy=round"}, &o,
                     &error),
                 error.c_str());
        QCOMPARE(o.fileName, QString("book.EPD"));
        QCOMPARE(o.format, OpeningSuiteOptions::Format::Epd);
        QCOMPARE(o.order, OpeningSuiteOptions::Order::Random);
        QCOMPARE(o.plies, 8);
        QCOMPARE(o.start, 3);
        QCOMPARE(o.policy, OpeningSuiteOptions::Policy::Round);
        OpeningSuiteOptions p;
        QVERIFY(OpeningSuiteOptions::parse({"file=a.pgn", "policy=encounter"}, &p, &error));
        QCOMPARE(p.format, OpeningSuiteOptions::Format::Pgn);
        QCOMPARE(p.policy, OpeningSuiteOptions::Policy::Encounter);
        QVERIFY(OpeningSuiteOptions::parse({"file=a.txt", "format=epd"}, &p, &error));
        QCOMPARE(p.format, OpeningSuiteOptions::Format::Epd);

        struct Bad {
            std::vector<std::string> args;
            const char* error;
        } bad[] = {
            {{"file=a.pgn", "order=shuffled"},
             "-openings: order 'shuffled' is not sequential or random"},
            {{"file=a.pgn", "plies=x"}, "-openings: plies 'x' is not a number of plies"},
            {{"file=a.pgn", "start=0"}, "-openings: start '0' is not an index from 1 on"},
            {{"file=a.pgn", "format=bin"}, "-openings: format 'bin' is not epd or pgn"},
            {{"file=a.pgn", "policy=often"},
             "-openings: policy 'often' is not default, encounter or round"},
            {{"file=a.pgn", "depth=3"}, "-openings: unknown key 'depth'"},
            {{"file=a.pgn", "random"}, "-openings: 'random' is not of the form key=value"},
            {{"order=random"}, "-openings: no file= given"},
        };
        for (const Bad& b : bad) {
            OpeningSuiteOptions x;
            QVERIFY(!OpeningSuiteOptions::parse(b.args, &x, &error));
            QCOMPARE(q(error), QString(b.error));
        }
    }

    void epdSuiteSequentialFromStart() {
        QTemporaryDir dir;
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "ten.epd", tenPositions());
        o.format = OpeningSuiteOptions::Format::Epd;
        o.start = 4;
        OpeningSuite suite;
        std::string error;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(suite.size(), 10);
        QCOMPARE(drawIndices(suite, 12), (std::vector<int>{4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5}));
        QCOMPARE(suite.handedOut(), 12);
        // Each opening is a full FEN the board accepts; EPD openings have no moves.
        suite.load(o, &error);
        const Opening& first = suite.next();
        QCOMPARE(q(first.fen), QString("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        QVERIFY(first.moves.empty());
        QCOMPARE(first.line, 6); // after the comment line and the blank line
        // Resuming: skip what was handed out before.
        OpeningSuite resumed;
        QVERIFY(resumed.load(o, &error));
        resumed.skip(3);
        QCOMPARE(resumed.next().index, 7);
    }

    // A suite line written as a full FEN: cutechess-cli reads the four position fields and
    // operations, so "3 5" is not a move counter and the game starts at "0 1" (engines scale
    // their evaluation by the fifty-move counter: the games differ); hmvc/fmvn operations
    // count. fastchess keeps the FEN's counters (epdFenCounters).
    void epdSuiteMoveCountersAsCutechessReadsThem() {
        QTemporaryDir dir;
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "counters.epd",
                               "4k3/8/8/8/8/8/8/4K3 w - - 3 5\n"
                               "4k3/8/8/8/8/8/8/3K4 b - - hmvc 7; fmvn 9;\n");
        o.format = OpeningSuiteOptions::Format::Epd;
        OpeningSuite suite;
        std::string error;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(q(suite.next().fen), QString("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        QCOMPARE(q(suite.next().fen), QString("4k3/8/8/8/8/8/8/3K4 b - - 7 9"));
        o.epdFenCounters = true;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(q(suite.next().fen), QString("4k3/8/8/8/8/8/8/4K3 w - - 3 5"));
        QCOMPARE(q(suite.next().fen), QString("4k3/8/8/8/8/8/8/3K4 b - - 7 9"));
    }

    void randomOrderIsSeededAndCoversEveryOpening() {
        QTemporaryDir dir;
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "ten.epd", tenPositions());
        o.order = OpeningSuiteOptions::Order::Random;
        QVERIFY(OpeningSuiteOptions::parse({"file=" + o.fileName.toStdString(), "order=random"}, &o,
                                           nullptr));
        o.seed = 12345;
        OpeningSuite a, b, c;
        std::string error;
        QVERIFY2(a.load(o, &error), error.c_str());
        QVERIFY(b.load(o, &error));
        o.seed = 54321;
        QVERIFY(c.load(o, &error));
        std::vector<int> seqA = drawIndices(a, 30), seqB = drawIndices(b, 30),
                         seqC = drawIndices(c, 30);
        QCOMPARE(seqA, seqB);
        QVERIFY(seqA != seqC);
        // Every cycle of ten is a permutation, the same one each time (cutechess-cli starts its
        // shuffled order over).
        for (int cycle = 0; cycle < 3; ++cycle) {
            std::vector<int> part(seqA.begin() + cycle * 10, seqA.begin() + cycle * 10 + 10);
            std::sort(part.begin(), part.end());
            QCOMPARE(part, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
        }
        QVERIFY(std::equal(seqA.begin(), seqA.begin() + 10, seqA.begin() + 10));
    }

    // fastchess's order=random for -srand 12345 start=3 over the ten positions, as the real
    // fastchess 1.8.2 played them (-games 1 -rounds 25): its permutation, rotated to the
    // start, then the same order again.
    void fastchessRandomOrder() {
        QTemporaryDir dir;
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "ten.epd", tenPositions());
        o.format = OpeningSuiteOptions::Format::Epd;
        o.order = OpeningSuiteOptions::Order::Random;
        o.orderRules = OpeningSuiteOptions::OrderRules::Fastchess;
        o.seed = 12345;
        o.start = 3;
        OpeningSuite suite;
        std::string error;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(drawIndices(suite, 25), (std::vector<int>{8, 4, 2,  6, 5, 10, 3, 9, 7, 1, 8, 4, 2,
                                                           6, 5, 10, 3, 9, 7,  1, 8, 4, 2, 6, 5}));
        // Fewer rounds than openings: fastchess plays the first -rounds of its order over and
        // over (a three-engine round robin's pairs of one round share one opening so).
        o.rounds = 3;
        QVERIFY(suite.load(o, &error));
        QCOMPARE(drawIndices(suite, 7), (std::vector<int>{8, 4, 2, 8, 4, 2, 8}));
    }

    void pgnSuiteTakesThePlies() {
        QTemporaryDir dir;
        std::string text;
        PgnWriter writer;
        writer.write(playGame({"e4", "e5", "Nf3", "Nc6", "Bb5"}), text);
        writer.write(playGame({"d4", "Nf6", "c4"}), text);
        writer.write(playGame({"Nf6"}, "standard",
                              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
                     text);
        OpeningSuiteOptions o;
        o.fileName = writeFile(dir, "openings.pgn", text);
        o.plies = 2;
        OpeningSuite suite;
        std::string error;
        QVERIFY2(suite.load(o, &error), error.c_str());
        QCOMPARE(suite.size(), 3);
        auto board = createBoard("standard");
        const Opening& first = suite.next();
        QVERIFY(first.fen.empty());
        QCOMPARE(first.moves.size(), size_t(2));
        QCOMPARE(q(board->moveToSan(first.moves[0])), QString("e4"));
        suite.next();
        const Opening& third = suite.next();
        QCOMPARE(q(third.fen),
                 QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        QCOMPARE(third.moves.size(), size_t(1));

        o.plies = -1;
        o.start = 2;
        QVERIFY(suite.load(o, &error));
        QCOMPARE(suite.next().moves.size(), size_t(3));
    }

    void suiteErrorsNameFileAndLine() {
        QTemporaryDir dir;
        OpeningSuite suite;
        std::string error;
        OpeningSuiteOptions o;
        o.fileName = dir.filePath("missing.epd");
        o.format = OpeningSuiteOptions::Format::Epd;
        QVERIFY(!suite.load(o, &error));
        QVERIFY2(error.find("cannot open '" + o.fileName.toStdString() + "'") == 0, error.c_str());

        o.fileName = writeFile(dir, "bad.epd",
                               "4k3/8/8/8/8/8/8/4K3 w - -;\n4k3/8/8/8/8/8/8/4K3 w - -;\n8/8/8/8/8/"
                               "8/8/8 w - -;\n");
        QVERIFY(!suite.load(o, &error));
        QVERIFY2(error.find(o.fileName.toStdString() + ": line 3: ") == 0, error.c_str());

        o.fileName =
            writeFile(dir, "bad.pgn", "1. e4 e5 *\n\n[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
        o.format = OpeningSuiteOptions::Format::Pgn;
        QVERIFY(!suite.load(o, &error));
        QCOMPARE(q(error), q(o.fileName.toStdString() +
                             ": game 2, line 5: 'Ke3' is not a legal move in this position"));

        o.fileName = writeFile(dir, "two.pgn", "1. e4 *\n1. d4 *\n");
        o.start = 3;
        QVERIFY(!suite.load(o, &error));
        QCOMPARE(q(error),
                 q(o.fileName.toStdString() + ": start=3 but the file has only 2 openings"));

        o.fileName = writeFile(dir, "empty.pgn", "\n\n");
        o.start = 1;
        QVERIFY(!suite.load(o, &error));
        QCOMPARE(q(error), q(o.fileName.toStdString() + ": no openings in the file"));

        o.fileName = writeFile(dir, "variant.pgn", "[Variant \"capture\"]\n\n1. e4 *\n");
        QVERIFY(!suite.load(o, &error));
        QVERIFY2(error.find("variant 'capture'") != std::string::npos, error.c_str());
    }
};

std::unique_ptr<QObject> makeEpdOpeningTest() {
    return std::make_unique<EpdOpeningTest>();
}

#include "epdopeningtests.moc"
