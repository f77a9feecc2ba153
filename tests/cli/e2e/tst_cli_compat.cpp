// cutechess-cli compatibility details of arbiter-cli, end to end with real engine processes:
// Syzygy adjudication (-tb, -tbpieces, -tbignore50) and its bad values, bookdepth= counted
// in full moves (with -bookmode ram and disk), restart=auto restarting a CECP engine that
// announces reuse=0, games from the variant's start position sent as "position startpos",
// -reverse, -seeds, -wait, -ratinginterval, -outcomeinterval and -resultformat (docs/cli.md,
// cutechess-cli's manual). tst_cli_e2e covers the other options.
#include "board/board.h"
#include "clioutput.h"
#include "clirunner.h"
#include "pgn/polyglotbuilder.h"
#include "testdata.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

QStringList args(std::initializer_list<const char*> words) {
    QStringList list;
    for (const char* w : words) list << QString::fromLatin1(w);
    return list;
}

// The lines an engine was sent, from -debug output ("<ms> >NAME(ID): TEXT"), with the id of
// the engine process object that received each.
struct SentLine {
    int engineId = 0;
    QString text;
};
std::vector<SentLine> sentTo(const QString& out, const QString& engine) {
    const QRegularExpression re(
        QStringLiteral("^\\d+ >%1\\((\\d+)\\): (.*)$").arg(QRegularExpression::escape(engine)));
    std::vector<SentLine> lines;
    for (const QString& line : out.split(QLatin1Char('\n'))) {
        const auto m = re.match(line);
        if (m.hasMatch()) lines.push_back({m.captured(1).toInt(), m.captured(2)});
    }
    return lines;
}

} // namespace

class TestCliCompat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tablebaseAdjudication();
    void tablebaseBadOptions_data();
    void tablebaseBadOptions();
    void bookDepthCountsFullMoves_data();
    void bookDepthCountsFullMoves();
    void restartAuto_data();
    void restartAuto();
    void startPositionIsStartpos();
    void debugAsCutechess();
    void reverseAndSeeds();
    void waitBetweenGames();
    void intervalsAndResultFormat();
};

void TestCliCompat::initTestCase() {
    for (const char* program : {"arbiter-cli", "arbiter-engine", "arbiter-fault-engine"})
        QVERIFY2(QFile::exists(test::binPath(QLatin1String(program))), program);
}

// -tb with the tables of tests/data/syzygy: a game reaching a position of at most 4 pieces ends
// there, adjudicated as the tables say, with cutechess-cli's reason and PGN termination
// (tests/data/compat/cc-syzygy compares whole runs with cutechess-cli's).
void TestCliCompat::tablebaseAdjudication() {
    QTemporaryDir dir;
    QFile suite(dir.filePath(QStringLiteral("tb.epd")));
    QVERIFY(suite.open(QIODevice::WriteOnly));
    // White's queen takes the rook (KQvK), White's rook is lost to the knight fork... each game
    // reaches a table position within a few moves.
    suite.write("4k3/8/8/8/8/8/3r4/3QK3 w - - 0 1\n"
                "8/8/8/4k3/8/8/3RK3/8 w - - 0 1\n");
    suite.close();
    const CliRun run = runCli(
        builtinEngine("A", 2) + builtinEngine("B", 2) +
                args({"-games", "2", "-rounds", "2", "-openings", "file=tb.epd", "format=epd",
                      "order=sequential", "-pgnout", "games.pgn", "-maxmoves", "40", "-tb"})
            << testDataPath(QStringLiteral("syzygy")),
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const MatchOutput match = parseMatchOutput(run.out);
    const QMap<int, GameLine> games = match.ended();
    QCOMPARE(games.size(), 4);
    for (const GameLine& g : games) {
        QVERIFY2(g.reason == QLatin1String("White wins by adjudication: SyzygyTB") ||
                     g.reason == QLatin1String("Black wins by adjudication: SyzygyTB") ||
                     g.reason == QLatin1String("Draw by adjudication: SyzygyTB"),
                 qPrintable(g.reason));
    }
    QCOMPARE(games[3].result, QStringLiteral("1-0")); // KRvK: White wins
    QCOMPARE(games[4].result, QStringLiteral("1-0"));
    QString error;
    const std::vector<PgnGame> pgn = readPgnFile(dir.filePath(QStringLiteral("games.pgn")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(pgn.size()), 4);
    for (const PgnGame& g : pgn) {
        QCOMPARE(QString::fromStdString(g.tag("Termination")), QStringLiteral("adjudication"));
        QVERIFY(!g.moves().empty()); // cutechess-cli asks after a move, never before the first
    }
}

void TestCliCompat::tablebaseBadOptions_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("err");
    QTest::newRow("no tables") << args({"-tb", "/nonexistent/syzygy"})
                               << "Warning: Invalid value for option \"-tb\": "
                                  "\"/nonexistent/syzygy\"\n"
                                  "arbiter-cli: -tb: no Syzygy table (*.rtbw) in "
                                  "/nonexistent/syzygy\n";
    QTest::newRow("two pieces") << (args({"-tbpieces", "2", "-tb"})
                                    << testDataPath(QStringLiteral("syzygy")))
                                << "Warning: Invalid value for option \"-tbpieces\": \"2\"\n"
                                   "arbiter-cli: -tbpieces: '2' is less than 3 pieces\n";
}

// What cutechess-cli refuses is refused, as every bad value: cutechess-cli's line (it prints
// "Warning: Could not load Syzygy tablebases" before it for a directory without tables),
// arbiter-cli's line naming the problem, exit code 1: a directory without tables, -tbpieces
// below 3.
void TestCliCompat::tablebaseBadOptions() {
    QFETCH(QStringList, options);
    QFETCH(QString, err);
    QTemporaryDir dir;
    const CliRun run = runCli(builtinEngine("A", 1) + builtinEngine("B", 1) + options, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QCOMPARE(run.err, err);
    QVERIFY(run.out.isEmpty());
}

void TestCliCompat::bookDepthCountsFullMoves_data() {
    QTest::addColumn<int>("bookDepth");
    QTest::addColumn<QString>("bookMode");
    QTest::newRow("1 move") << 1 << "ram";
    QTest::newRow("3 moves") << 3 << "ram";
    QTest::newRow("3 moves, -bookmode disk") << 3 << "disk";
}

// bookdepth=N: the book plays the game's first N full moves (2N plies), as in cutechess-cli;
// both engines use a one-line book of 8 plies.
void TestCliCompat::bookDepthCountsFullMoves() {
    QFETCH(int, bookDepth);
    QFETCH(QString, bookMode);
    QTemporaryDir dir;
    const QStringList line{"d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7"};
    PgnGame game;
    auto board = createBoard("standard");
    for (const QString& san : line) {
        const Move m = board->parseMove(san.toStdString());
        QVERIFY(!m.isNull());
        game.addMove(m, san.toStdString());
        board->makeMove(m);
    }
    game.setResult(PgnResult::Draw); // both sides' moves get weight
    PolyglotBookBuilder builder;
    std::string error;
    QVERIFY2(builder.addGame(game, &error), error.c_str());
    QVERIFY2(builder.save(dir.filePath("book.bin"), &error), error.c_str());

    const CliRun run =
        runCli(builtinEngine("A", 1) + builtinEngine("B", 1) +
                   QStringList{"-each", "book=book.bin", "bookdepth=" + QString::number(bookDepth),
                               "-games", "1", "-maxmoves", "6", "-pgnout", "out.pgn", "-bookmode",
                               bookMode},
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QString readError;
    const std::vector<PgnGame> played = readPgnFile(dir.filePath("out.pgn"), &readError);
    QVERIFY2(readError.isEmpty() && played.size() == 1, qPrintable(readError));
    const std::vector<PgnMove>& moves = played[0].moves();
    QVERIFY(int(moves.size()) > 2 * bookDepth);
    for (int ply = 0; ply < 2 * bookDepth; ++ply) {
        QCOMPARE(QString::fromStdString(moves[size_t(ply)].commentAfter), QStringLiteral("book"));
        QCOMPARE(QString::fromStdString(moves[size_t(ply)].text), line[ply]);
    }
    QVERIFY(moves[size_t(2 * bookDepth)].commentAfter != "book");
}

void TestCliCompat::restartAuto_data() {
    QTest::addColumn<QString>("restart");
    QTest::addColumn<bool>("refusesReuse");
    QTest::addColumn<int>("processes");
    QTest::newRow("auto, reuse=0") << "auto" << true << 2;
    QTest::newRow("off, reuse=0") << "off" << true << 1;
    QTest::newRow("auto, reuse allowed") << "auto" << false << 1;
    QTest::newRow("on") << "on" << false << 2;
}

// restart=auto (the default) keeps an engine's process between games unless the engine is a
// CECP engine that announces "feature reuse=0", as cutechess-cli does. Each process is seen
// in the -debug log as a new engine id receiving the xboard handshake.
void TestCliCompat::restartAuto() {
    QFETCH(QString, restart);
    QFETCH(bool, refusesReuse);
    QFETCH(int, processes);
    QTemporaryDir dir;
    QStringList fault{"-engine",
                      "name=X",
                      "cmd=" + test::binPath("arbiter-fault-engine"),
                      "proto=xboard",
                      "tc=inf",
                      "depth=1",
                      "arg=--legal",
                      "restart=" + restart};
    if (refusesReuse) fault << "arg=--no-reuse";
    const CliRun run =
        runCli(fault + builtinEngine("B", 1) + args({"-games", "2", "-maxmoves", "3", "-debug"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QString problem = checkGameLines(parseMatchOutput(run.out), 2);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QSet<int> handshakes;
    for (const SentLine& sent : sentTo(run.out, QStringLiteral("X")))
        if (sent.text == QLatin1String("xboard")) handshakes.insert(sent.engineId);
    QCOMPARE(handshakes.size(), processes);
}

// A game from the variant's start position is sent as "position startpos" (as cutechess-cli
// does); a game from an opening position as "position fen ..." (here the suite's opening
// start=2 names).
void TestCliCompat::startPositionIsStartpos() {
    QTemporaryDir dir;
    const CliRun start = runCli(builtinEngine("A", 1) + builtinEngine("B", 1) +
                                    args({"-games", "1", "-maxmoves", "2", "-debug"}),
                                dir.path());
    QVERIFY2(start.finished && start.exitCode == 0, qPrintable(start.describe()));
    QStringList positions;
    for (const QString& engine : {QStringLiteral("A"), QStringLiteral("B")})
        for (const SentLine& sent : sentTo(start.out, engine))
            if (sent.text.startsWith(QLatin1String("position "))) positions << sent.text;
    QVERIFY2(positions.size() >= 4, qPrintable(start.out));
    QCOMPARE(positions
                 .filter(QRegularExpression("^position startpos( moves( [a-h][1-8][a-h][1-8]"
                                            "[qrbn]?)+)?$"))
                 .size(),
             positions.size());
    QVERIFY(positions.contains(QStringLiteral("position startpos")));

    const CliRun opening =
        runCli(builtinEngine("A", 1) + builtinEngine("B", 1) +
                   QStringList{"-games", "1", "-maxmoves", "6", "-debug", "-openings",
                               "file=" + openingsEpdPath(), "format=epd", "start=2"},
               dir.path());
    QVERIFY2(opening.finished && opening.exitCode == 0, qPrintable(opening.describe()));
    const std::vector<SentLine> sent = sentTo(opening.out, QStringLiteral("A"));
    const auto first = std::find_if(sent.begin(), sent.end(), [](const SentLine& s) {
        return s.text.startsWith(QLatin1String("position "));
    });
    QVERIFY(first != sent.end());
    // start=2: the suite's second opening (the Italian).
    QCOMPARE(first->text, QStringLiteral("position fen r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/"
                                         "PP1P1PPP/RNBQK2R w KQkq - 1 5"));
}

// -debug prints the traffic as cutechess-cli does ("1234 >A(0): ucinewgame", "1240 <A(0): ...");
// -debug all, like the engine setting debug, also sends "debug on" to a UCI engine before each
// game's ucinewgame; the engine setting alone prints nothing of the traffic.
void TestCliCompat::debugAsCutechess() {
    QTemporaryDir dir;
    const QStringList match =
        builtinEngine("A", 1) + builtinEngine("B", 1) + args({"-games", "2", "-maxmoves", "2"});
    auto debugOns = [](const std::vector<SentLine>& sent) {
        int count = 0;
        for (size_t i = 0; i < sent.size(); ++i) {
            if (sent[i].text != QLatin1String("debug on")) continue;
            ++count;
            if (i + 1 >= sent.size() || sent[i + 1].text != QLatin1String("ucinewgame"))
                return -1; // "debug on" must come right before the game's ucinewgame
        }
        return count;
    };
    const CliRun all = runCli(match + args({"-debug", "all"}), dir.path());
    QVERIFY2(all.finished && all.exitCode == 0, qPrintable(all.describe()));
    static const QRegularExpression received(QStringLiteral("^\\d+ <B\\(\\d+\\): bestmove \\S+"));
    QVERIFY2(!all.lines().filter(received).isEmpty(), qPrintable(all.out));
    for (const QString& engine : {QStringLiteral("A"), QStringLiteral("B")})
        QCOMPARE(debugOns(sentTo(all.out, engine)), 2);

    const CliRun plain = runCli(match + args({"-debug"}), dir.path());
    QVERIFY2(plain.finished && plain.exitCode == 0, qPrintable(plain.describe()));
    QVERIFY2(!sentTo(plain.out, QStringLiteral("A")).empty(), qPrintable(plain.out));
    QCOMPARE(debugOns(sentTo(plain.out, QStringLiteral("A"))), 0);

    const CliRun setting = runCli(match + args({"-each", "debug"}), dir.path());
    QVERIFY2(setting.finished && setting.exitCode == 0, qPrintable(setting.describe()));
    QVERIFY2(sentTo(setting.out, QStringLiteral("A")).empty(), qPrintable(setting.out));
}

// -reverse starts every encounter with the colours reversed; -seeds N makes the first N engines
// the gauntlet players, each meeting every other engine.
void TestCliCompat::reverseAndSeeds() {
    QTemporaryDir dir;
    const CliRun reversed = runCli(builtinEngine("A", 1) + builtinEngine("B", 1) +
                                       args({"-games", "2", "-maxmoves", "4", "-reverse"}),
                                   dir.path());
    QVERIFY2(reversed.finished && reversed.exitCode == 0, qPrintable(reversed.describe()));
    MatchOutput m = parseMatchOutput(reversed.out);
    QVERIFY2(checkGameLines(m, 2).isEmpty(), qPrintable(reversed.out));
    QCOMPARE(m.finished[1].white, QStringLiteral("B"));
    QCOMPARE(m.finished[2].white, QStringLiteral("A"));

    const CliRun gauntlet = runCli(
        builtinEngine("A", 1) + builtinEngine("B", 1) + builtinEngine("C", 1) +
            builtinEngine("D", 1) +
            args({"-tournament", "gauntlet", "-seeds", "2", "-games", "1", "-maxmoves", "4"}),
        dir.path());
    QVERIFY2(gauntlet.finished && gauntlet.exitCode == 0, qPrintable(gauntlet.describe()));
    m = parseMatchOutput(gauntlet.out);
    // A and B each meet C and D; the seeds do not meet each other, C and D neither.
    QVERIFY2(checkGameLines(m, 4).isEmpty(), qPrintable(gauntlet.out));
    QSet<QString> pairings;
    for (const GameLine& g : m.finished) {
        QStringList players{g.white, g.black};
        players.sort();
        pairings.insert(players.join('-'));
    }
    QCOMPARE(pairings, (QSet<QString>{"A-C", "A-D", "B-C", "B-D"}));
}

// -wait MS: the next game starts MS milliseconds after the previous one ended. Checked from the
// -debug log's own clock as a lower bound only (a slow machine can only make the gap longer).
void TestCliCompat::waitBetweenGames() {
    QTemporaryDir dir;
    const CliRun run = runCli(builtinEngine("A", 1) + builtinEngine("B", 1) +
                                  args({"-games", "2", "-maxmoves", "3", "-wait", "300", "-debug"}),
                              dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QRegularExpression logLine(QStringLiteral("^(\\d+) [<>]"));
    qint64 lastOfGame1 = -1, firstOfGame2 = -1;
    bool inGame2 = false;
    for (const QString& line : run.lines()) {
        if (line.startsWith(QLatin1String("Started game 2 "))) inGame2 = true;
        const auto match = logLine.match(line);
        if (!match.hasMatch()) continue;
        const qint64 ms = match.captured(1).toLongLong();
        if (!inGame2)
            lastOfGame1 = ms;
        else if (firstOfGame2 < 0)
            firstOfGame2 = ms;
    }
    QVERIFY2(lastOfGame1 >= 0 && firstOfGame2 >= 0, qPrintable(run.out));
    QVERIFY2(firstOfGame2 - lastOfGame1 >= 300,
             qPrintable(QStringLiteral("%1 ms between the games").arg(firstOfGame2 - lastOfGame1)));
}

// Three engines: -ratinginterval 2 prints the ranking table after games 2, 4 and 6 in the
// -resultformat's columns, -outcomeinterval 3 the outcome blocks after games 3 and 6.
void TestCliCompat::intervalsAndResultFormat() {
    QTemporaryDir dir;
    const CliRun run =
        runCli(builtinEngine("A", 1) + builtinEngine("B", 1) + builtinEngine("C", 1) +
                   args({"-games", "2", "-maxmoves", "4", "-ratinginterval", "2",
                         "-outcomeinterval", "3", "-resultformat", "wide"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QStringList seen; // after which game: "2:table", "3:outcomes", ...
    int game = 0;
    for (const QString& line : run.lines()) {
        if (line.startsWith(QLatin1String("Finished game "))) {
            game = line.section(QLatin1Char(' '), 2, 2).toInt();
        } else if (line.startsWith(QLatin1String("Rank Name"))) {
            QCOMPARE(line.simplified(),
                     QStringLiteral("Rank Name Elo +/- Games Wins Losses Draws Points Score Draw"));
            seen << QString::number(game) + ":table";
        } else if (line.startsWith(QLatin1String("Player: A"))) {
            seen << QString::number(game) + ":outcomes";
        }
    }
    // After game 6 neither is printed a second time at the end (cutechess-cli's rule).
    QCOMPARE(seen, (QStringList{"2:table", "3:outcomes", "4:table", "6:table", "6:outcomes"}));
}

QTEST_GUILESS_MAIN(TestCliCompat)
#include "tst_cli_compat.moc"
