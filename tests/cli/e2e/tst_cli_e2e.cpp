// End-to-end runs of the real arbiter-cli process with arbiter-engine, Debian's stockfish and
// the fault engine: every tournament type, openings (EPD and PGN suites, -repeat, -srand),
// adjudication, SPRT, PGN and EPD output, resume after SIGINT, crashing engines and bad
// command lines. Engines search to a fixed depth, so the games are the same on every run;
// the checks read what arbiter-cli prints and writes, never how long it took.
#include "clioutput.h"
#include "clirunner.h"
#include "processwatch.h"
#include "testdata.h"
#include "tournament/state/tournamentstate.h"

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <map>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace arbiter;
using namespace arbiter::test;

namespace {

// Appending one word to an argument list.
QStringList operator+(QStringList a, const QString& b) {
    a << b;
    return a;
}
QStringList operator+(QStringList a, const char* b) {
    return std::move(a) + QString::fromLatin1(b);
}

QStringList args(std::initializer_list<const char*> words) {
    QStringList list;
    for (const char* w : words) list << QString::fromLatin1(w);
    return list;
}

// The games of a finished run that involve `player`.
int gamesOf(const MatchOutput& m, const QString& player) {
    int n = 0;
    for (const GameLine& g : m.finished) n += g.white == player || g.black == player;
    return n;
}

QSet<QString> playersOf(const GameLine& g) {
    return {g.white, g.black};
}

// "+0.25/3 0.010s" -> 25 (centipawns), "0.00/3 0s" -> 0; mate scores count as +-100000.
bool commentScore(const std::string& comment, int* centipawns) {
    static const QRegularExpression re(QStringLiteral("^([+-]?)(M?)(\\d+)(?:\\.(\\d\\d))?/\\d+ "));
    const auto m = re.match(QString::fromStdString(comment));
    if (!m.hasMatch()) return false;
    const int sign = m.captured(1) == QLatin1String("-") ? -1 : 1;
    *centipawns = m.captured(2).isEmpty()
                      ? sign * (m.captured(3).toInt() * 100 + m.captured(4).toInt())
                      : sign * 100000;
    return true;
}

} // namespace

class TestCliEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void roundRobinThreePlayers();
    void gauntlet();
    void pyramid();
    void knockout();
    void swiss();

    void epdOpeningsRepeat();
    void pgnOpenings();
    void srandDeterminism();

    void adjudication_data();
    void adjudication();
    void sprtStops_data();
    void sprtStops();

    void pgnAndEpdOutput();
    void resumeAfterSigint();
    void crashedEngine_data();
    void crashedEngine();
    void badCommandLine_data();
    void badCommandLine();
    void schedulingPolicy_data();
    void schedulingPolicy();
    void fairyStockfishVariantPath();
    void engineWithoutTheVariantIsRefused();
    void enginesPonder_data();
    void enginesPonder();
};

void TestCliEndToEnd::initTestCase() {
    for (const char* program : {"arbiter-cli", "arbiter-engine", "arbiter-fault-engine"})
        QVERIFY2(QFile::exists(test::binPath(QLatin1String(program))), program);
}

// Round-robin, three players, two games per encounter: six games, the encounters' games one
// after the other with colours swapped, the ranking table at the end and no "Score of" lines
// (those are for two-player matches).
void TestCliEndToEnd::roundRobinThreePlayers() {
    QTemporaryDir dir;
    const CliRun run = runCli(
        builtinEngine("A", 3) + builtinEngine("B", 2) + builtinEngine("C", 1) +
            args({"-games", "2", "-concurrency", "2", "-maxmoves", "25", "-pgnout", "rr.pgn"}),
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 6);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QSet<QSet<QString>> encounters;
    for (int n = 1; n <= 6; n += 2) {
        const GameLine& first = m.finished[n];
        const GameLine& second = m.finished[n + 1];
        QCOMPARE(second.white, first.black); // the encounter's second game, colours swapped
        QCOMPARE(second.black, first.white);
        encounters.insert(playersOf(first));
    }
    QCOMPARE(encounters.size(), 3);
    QVERIFY(!run.out.contains(QLatin1String("Score of")));

    const std::vector<RankingRow> table = rankingTable(run.lines());
    QCOMPARE(int(table.size()), 3);
    const QMap<QString, double> points = m.points();
    double previousPoints = 1e9;
    for (size_t i = 0; i < table.size(); ++i) {
        const RankingRow& row = table[i];
        QCOMPARE(row.rank, int(i) + 1);
        QCOMPARE(row.games, 4);
        QVERIFY2(points.contains(row.name), qPrintable(row.name));
        QCOMPARE(row.score, QString::number(points[row.name] / 4 * 100, 'f', 1) + "%");
        QVERIFY(points[row.name] <= previousPoints); // ranked by score
        previousPoints = points[row.name];
    }
    QCOMPARE(run.lastLine(), QStringLiteral("Finished match"));

    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("rr.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 6);
}

// Gauntlet: the seed (A) plays everyone else, nobody else meets.
void TestCliEndToEnd::gauntlet() {
    QTemporaryDir dir;
    const CliRun run =
        runCli(builtinEngine("A", 2) + builtinEngine("B", 1) + builtinEngine("C", 1) +
                   args({"-tournament", "gauntlet", "-games", "2", "-concurrency", "2", "-maxmoves",
                         "20"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 4);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    for (const GameLine& g : m.finished)
        QVERIFY2(g.white == QLatin1String("A") || g.black == QLatin1String("A"),
                 qPrintable(g.white + " vs " + g.black));
    QCOMPARE(gamesOf(m, "B"), 2);
    QCOMPARE(gamesOf(m, "C"), 2);
    QCOMPARE(int(rankingTable(run.lines()).size()), 3);
    QCOMPARE(run.lastLine(), QStringLiteral("Finished match"));
}

// Pyramid: every player meets the players listed before it: A-B, then A-C, then B-C.
void TestCliEndToEnd::pyramid() {
    QTemporaryDir dir;
    const CliRun run = runCli(
        builtinEngine("A", 2) + builtinEngine("B", 1) + builtinEngine("C", 1) +
            args({"-tournament", "pyramid", "-games", "2", "-concurrency", "2", "-maxmoves", "20"}),
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 6);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    const QSet<QString> expected[3] = {{"A", "B"}, {"A", "C"}, {"B", "C"}};
    for (int n = 1; n <= 6; ++n)
        QVERIFY2(playersOf(m.finished[n]) == expected[(n - 1) / 2], qPrintable(QString::number(n)));
    QCOMPARE(int(rankingTable(run.lines()).size()), 3);
}

// Knockout, four players of clearly different strength, varied openings: the bracket's
// first round pairs everyone once, the winners meet in the final, the scores printed in the
// bracket are the scores of the games played and the better score advances.
void TestCliEndToEnd::knockout() {
    if (!haveStockfish()) QSKIP("Debian's stockfish is not installed (apt-get install stockfish)");
    QTemporaryDir dir;
    const CliRun run =
        runCli(stockfishEngine("S1", 1) + stockfishEngine("S3", 3) + stockfishEngine("S5", 5) +
                   stockfishEngine("S7", 7) +
                   args({"-tournament", "knockout", "-games", "2", "-concurrency", "2", "-maxmoves",
                         "60", "-resign", "movecount=3", "score=500", "-srand", "3", "-openings"}) +
                   ("file=" + openingsEpdPath()) + "order=random",
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, int(m.lastTotal));
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QVERIFY(m.lastTotal >= 6);

    // cutechess-cli's bracket: the four players on lines 0, 2, 4, 6; the winners of round 1
    // on lines 1 and 5 ("\t\tX (a-b)", the upper player's points first), the champion on
    // line 3 ("\t\t\t\tX (a-b)").
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    const int top = int(lines.indexOf(QRegularExpression(QStringLiteral("^S\\d$"))));
    QVERIFY2(top > 0 && top + 7 < lines.size(), qPrintable(run.out));
    static const QRegularExpression winnerRe(
        QStringLiteral("^(\\t+)(\\S+) \\(([\\d.]+)-([\\d.]+)\\)$"));
    auto points = [&](const QString& x, const QString& y, double* xPoints, double* yPoints) {
        *xPoints = *yPoints = 0;
        for (const GameLine& g : m.finished) {
            if (playersOf(g) != QSet<QString>{x, y}) continue;
            const double white = g.result == QLatin1String("1-0")       ? 1.0
                                 : g.result == QLatin1String("1/2-1/2") ? 0.5
                                                                        : 0.0;
            (g.white == x ? *xPoints : *yPoints) += white;
            (g.white == x ? *yPoints : *xPoints) += 1.0 - white;
        }
    };
    auto checkMatch = [&](int line, const QString& x, const QString& y, int tabs) {
        const auto w = winnerRe.match(lines[top + line]);
        if (!w.hasMatch()) return QStringLiteral("line %1: %2").arg(line).arg(lines[top + line]);
        double xPoints = 0, yPoints = 0;
        points(x, y, &xPoints, &yPoints);
        if (w.captured(1).size() != tabs || w.captured(3).toDouble() != xPoints ||
            w.captured(4).toDouble() != yPoints || xPoints == yPoints ||
            w.captured(2) != (xPoints > yPoints ? x : y))
            return QStringLiteral("line %1: %2 (%3 - %4)")
                .arg(line)
                .arg(lines[top + line])
                .arg(xPoints)
                .arg(yPoints);
        return QString();
    };
    QSet<QString> firstRoundPlayers;
    for (int line : {0, 2, 4, 6}) firstRoundPlayers << lines[top + line];
    QCOMPARE(firstRoundPlayers, (QSet<QString>{"S1", "S3", "S5", "S7"}));
    QString problem2 = checkMatch(1, lines[top], lines[top + 2], 2);
    QVERIFY2(problem2.isEmpty(), qPrintable(problem2 + "\n" + run.out));
    problem2 = checkMatch(5, lines[top + 4], lines[top + 6], 2);
    QVERIFY2(problem2.isEmpty(), qPrintable(problem2 + "\n" + run.out));
    const QString upper = winnerRe.match(lines[top + 1]).captured(2);
    const QString lower = winnerRe.match(lines[top + 5]).captured(2);
    problem2 = checkMatch(3, upper, lower, 4);
    QVERIFY2(problem2.isEmpty(), qPrintable(problem2 + "\n" + run.out));
    QCOMPARE(run.lastLine(), QStringLiteral("Finished match"));
}

// Swiss, four players, two rounds: round 2 is paired after round 1 has finished and repeats
// no pairing of round 1.
void TestCliEndToEnd::swiss() {
    QTemporaryDir dir;
    const CliRun run =
        runCli(builtinEngine("A", 3) + builtinEngine("B", 2) + builtinEngine("C", 1) +
                   builtinEngine("D", 1) +
                   args({"-tournament", "swiss", "-rounds", "2", "-games", "2", "-concurrency", "2",
                         "-maxmoves", "20", "-pgnout", "swiss.pgn"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 8);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));

    // Rounds come from the state file.
    TournamentState state;
    QString error;
    QVERIFY2(TournamentState::load(dir.filePath("swiss.pgn.state.json"), &state, &error),
             qPrintable(error));
    QCOMPARE(state.games.size(), 8);
    std::map<int, QSet<QSet<QString>>> pairsByRound;
    int lastRound1Finish = -1, firstRound2Start = 1 << 30;
    for (const GameRecord& g : state.games) {
        const int number = g.game.number;
        const int round = g.game.round;
        pairsByRound[round].insert(playersOf(m.finished[number]));
        if (round == 1)
            lastRound1Finish = std::max(lastRound1Finish, m.finished[number].outputLine);
        else
            firstRound2Start = std::min(firstRound2Start, m.started[number].outputLine);
    }
    QCOMPARE(int(pairsByRound.size()), 2);
    for (const auto& [round, pairs] : pairsByRound) {
        QCOMPARE(pairs.size(), 2); // two encounters, everyone plays
        QSet<QString> players;
        for (const QSet<QString>& p : pairs) players += p;
        QCOMPARE(players.size(), 4);
    }
    QVERIFY(!pairsByRound[2].intersects(pairsByRound[1]));
    QVERIFY2(lastRound1Finish < firstRound2Start, qPrintable(run.out));
    QCOMPARE(int(rankingTable(run.lines()).size()), 4);
}

// EPD suite with -repeat: each opening is played twice with colours reversed, in file order;
// the PGN carries the start position in [SetUp]/[FEN]; complete pairs give the Ptnml line.
void TestCliEndToEnd::epdOpeningsRepeat() {
    QTemporaryDir dir;
    const QStringList fens = {
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
        "rnbqkb1r/ppp1pppp/5n2/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 1 3",
    };
    QVERIFY(writeText(dir.filePath("suite.epd"), fens.join('\n') + '\n'));
    const CliRun run =
        runCli(builtinEngine("A", 2) + builtinEngine("B", 1) +
                   args({"-openings", "file=suite.epd", "-repeat", "-games", "2", "-rounds", "3",
                         "-concurrency", "1", "-maxmoves", "15", "-pgnout", "games.pgn",
                         // fastchess's model: its Ptnml line counts the pairs.
                         "-sprt", "elo0=0", "elo1=10", "model=normalized"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QString problem = checkGameLines(parseMatchOutput(run.out), 6);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));

    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 6);
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(tag(games[i], "SetUp"), QStringLiteral("1"));
        // A full-FEN EPD line starts at "0 1", as cutechess-cli reads EPD (docs/cli.md).
        QCOMPARE(tag(games[i], "FEN"), fens[i / 2].section(' ', 0, 3) + " 0 1");
        QCOMPARE(tag(games[i], "White"), QString(i % 2 ? "B" : "A"));
    }
    static const QRegularExpression ptnml(
        QStringLiteral("^Ptnml\\(0-2\\): \\[(\\d+), (\\d+), (\\d+), (\\d+), (\\d+)\\]$"));
    QRegularExpressionMatch last;
    for (const QString& line : run.lines())
        if (auto m = ptnml.match(line); m.hasMatch()) last = m;
    QVERIFY2(last.hasMatch(), qPrintable(run.out));
    int pairs = 0;
    for (int i = 1; i <= 5; ++i) pairs += last.captured(i).toInt();
    QCOMPARE(pairs, 3);
}

// PGN suite: the openings' moves are played (limited by plies=), carry no engine comment, and a
// [FEN] opening starts from its position.
void TestCliEndToEnd::pgnOpenings() {
    QTemporaryDir dir;
    const QString fen = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w "
                                       "KQkq - 2 3");
    QVERIFY(
        writeText(dir.filePath("suite.pgn"), "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
                                             "[Event \"two\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 *\n\n"
                                             "[Event \"three\"]\n[SetUp \"1\"]\n[FEN \"" +
                                                 fen + "\"]\n\n3. Bc4 Bc5 *\n"));
    const CliRun run = runCli(
        builtinEngine("A", 2) + builtinEngine("B", 1) +
            args({"-openings", "file=suite.pgn", "plies=3", "-repeat", "-games", "2", "-rounds",
                  "3", "-concurrency", "2", "-maxmoves", "12", "-pgnout", "games.pgn"}),
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QString problem = checkGameLines(parseMatchOutput(run.out), 6);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));

    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 6);
    const QStringList openings = {"e4 e5 Nf3", "d4 Nf6 c4", "Bc4 Bc5"};
    for (const PgnGame& g : games) {
        // -repeat with -games 2: round r plays opening r.
        const int round = tag(g, "Round").toInt();
        QVERIFY(round >= 1 && round <= 3);
        const QString opening = openings[round - 1];
        QVERIFY2(sanLine(g).startsWith(opening + ' '), qPrintable(sanLine(g)));
        const int openingPlies = int(opening.count(' ')) + 1;
        for (int i = 0; i < openingPlies; ++i) // cutechess-cli's comment on opening moves
            QVERIFY2(g.moves()[size_t(i)].commentAfter == "book", qPrintable(sanLine(g)));
        int score = 0;
        QVERIFY2(commentScore(g.moves()[size_t(openingPlies)].commentAfter, &score),
                 g.moves()[size_t(openingPlies)].commentAfter.c_str());
        QCOMPARE(tag(g, "FEN"), round == 3 ? fen : QString());
    }
}

// -srand: the same seed draws the same random openings and so plays the same games; another
// seed draws others.
void TestCliEndToEnd::srandDeterminism() {
    auto play = [](const char* seed, QString* out, QStringList* startFens) {
        QTemporaryDir dir;
        const CliRun run =
            runCli(builtinEngine("A", 2) + builtinEngine("B", 1) +
                       args({"-games", "2", "-rounds", "2", "-concurrency", "2", "-maxmoves", "12",
                             "-pgnout", "games.pgn", "-srand", seed, "-openings"}) +
                       ("file=" + openingsEpdPath()) + "order=random",
                   dir.path());
        QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
        QStringList gameLines = run.lines().filter(QRegularExpression("^(Started|Finished) game"));
        gameLines.sort();
        *out = gameLines.join('\n');
        QString error;
        QMap<QString, QString> byKey; // concurrency 2: file order may vary
        for (const PgnGame& g : readPgnFile(dir.filePath("games.pgn"), &error))
            byKey[roundWhiteKey(g)] = tag(g, "FEN") + " | " + sanLine(g) + " " + resultText(g);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(byKey.size(), 4);
        *startFens = byKey.values();
    };
    QString out1, out2, out3;
    QStringList games1, games2, games3;
    play("1234", &out1, &games1);
    play("1234", &out2, &games2);
    play("98765", &out3, &games3);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(out2, out1);
    QCOMPARE(games2, games1);
    QVERIFY(games3 != games1);
}

void TestCliEndToEnd::adjudication_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("openingFen"); // played by every game when given
    QTest::addColumn<QString>("reason");     // pattern of every game's reason
    QTest::addColumn<QString>("result");     // of every game
    QTest::addColumn<int>("scorePlies");     // the last plies whose scores the rule saw ...
    QTest::addColumn<int>("scoreBound");     // ... |score| <= bound (draw), <= -bound (resign)
    QTest::addColumn<int>("plies");          // the games' length, 0: not fixed

    // A 3-ply engine against a 2-ply one from the start: level scores, a draw once both
    // sides' scores stayed within 1.00 for two moves each from move 4 on, with no capture or
    // pawn move after the first of those plies (cutechess-cli's rule).
    QTest::newRow("draw") << args({"-draw", "movenumber=4", "movecount=2", "score=100", "-maxmoves",
                                   "60"})
                          << QString() << "^Draw by adjudication$"
                          << "1/2-1/2" << 4 << 100 << 0;
    QTest::newRow("maxmoves") << args({"-maxmoves", "5"}) << QString()
                              << "^Draw by adjudication: maximal game length$"
                              << "1/2-1/2" << 0 << 0 << 10;
    // Black without its queen sees a lost game from its first move: with movecount=2 it
    // loses after its second move.
    QTest::newRow("resign") << args({"-resign", "movecount=2", "score=300"})
                            << "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                            << "^White wins by adjudication$"
                            << "1-0" << 2 << 300 << 4;
}

// -draw, -resign and -maxmoves end the games with cutechess-cli's reasons, and the engines'
// scores in the PGN show the rule's condition held.
void TestCliEndToEnd::adjudication() {
    QFETCH(QStringList, options);
    QFETCH(QString, openingFen);
    QFETCH(QString, reason);
    QFETCH(QString, result);
    QFETCH(int, scorePlies);
    QFETCH(int, scoreBound);
    QFETCH(int, plies);
    QTemporaryDir dir;
    if (!openingFen.isEmpty()) {
        QVERIFY(writeText(dir.filePath("opening.epd"), openingFen + '\n'));
        options << "-openings"
                << "file=opening.epd";
    }
    const CliRun run = runCli(builtinEngine("A", 3) + builtinEngine("B", 2) + options +
                                  args({"-games", "2", "-concurrency", "2", "-pgnout", "a.pgn"}),
                              dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 2);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    const QRegularExpression reasonRe(reason);
    for (const GameLine& g : m.finished) {
        QVERIFY2(reasonRe.match(g.reason).hasMatch(), qPrintable(g.reason));
        QCOMPARE(g.result, result);
    }

    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("a.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 2);
    const bool resign = result != QLatin1String("1/2-1/2");
    for (const PgnGame& g : games) {
        QCOMPARE(tag(g, "Termination"), QStringLiteral("adjudication"));
        QCOMPARE(tag(g, "PlyCount").toInt(), g.plyCount());
        if (plies) QCOMPARE(g.plyCount(), plies);
        // Resign: the loser's (Black's) last moves, every second ply from the end; draw: the
        // last plies of both sides.
        for (int i = 0; i < scorePlies; ++i) {
            const int ply = g.plyCount() - 1 - (resign ? 2 * i : i);
            const std::string& comment = g.moves()[size_t(ply)].commentAfter;
            int score = 0;
            QVERIFY2(commentScore(comment, &score), comment.c_str());
            QVERIFY2(resign ? score <= -scoreBound : std::abs(score) <= scoreBound,
                     comment.c_str());
            // A capture or pawn move restarts the draw count: only the first counted may be one.
            const QString san = QString::fromStdString(g.moves()[size_t(ply)].text);
            const bool irreversible = san.contains(QLatin1Char('x')) || san.at(0).isLower();
            QVERIFY2(resign || i == scorePlies - 1 || !irreversible,
                     qPrintable(QStringLiteral("ply %1: %2").arg(ply + 1).arg(san)));
        }
    }
}

void TestCliEndToEnd::sprtStops_data() {
    QTest::addColumn<bool>("strongFirst");
    QTest::addColumn<QString>("hypothesis");
    QTest::newRow("H1") << true << "H1";
    QTest::newRow("H0") << false << "H0";
}

// -sprt stops a 100-game match once the test decides: engines far apart decide it within a
// few games. The last SPRT line names the hypothesis and its llr is past the bound; the
// counted games are exactly those finished and written.
void TestCliEndToEnd::sprtStops() {
    QFETCH(bool, strongFirst);
    QFETCH(QString, hypothesis);
    if (!haveStockfish()) QSKIP("Debian's stockfish is not installed (apt-get install stockfish)");
    QTemporaryDir dir;
    const QStringList strong = stockfishEngine("SF", 6), weak = builtinEngine("AE", 1);
    const CliRun run =
        runCli((strongFirst ? strong + weak : weak + strong) +
                   args({"-games", "2", "-rounds", "50", "-concurrency", "2", "-maxmoves", "100",
                         "-resign", "movecount=2", "score=600", "-sprt", "elo0=0", "elo1=200",
                         "alpha=0.1", "beta=0.1", "-pgnout", "sprt.pgn"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    QVERIFY2(m.problems.isEmpty(), qPrintable(m.problems.join(", ")));
    const int finished = int(m.finished.size());
    QVERIFY2(finished >= 2 && finished < 100, qPrintable(run.out));

    static const QRegularExpression sprtRe(
        QStringLiteral("^SPRT: llr (-?[\\d.]+) \\(-?[\\d.]+%\\), lbound (-?[\\d.]+), ubound "
                       "([\\d.]+)(?: - (H[01]) was accepted)?$"));
    const QStringList sprtLines = run.lines().filter(QLatin1String("SPRT: "));
    QVERIFY2(!sprtLines.isEmpty(), qPrintable(run.out));
    const auto last = sprtRe.match(sprtLines.last());
    QVERIFY2(last.hasMatch(), qPrintable(sprtLines.last()));
    QCOMPARE(last.captured(4), hypothesis);
    QCOMPARE(last.captured(2), QStringLiteral("-2.2")); // ln(beta / (1 - alpha))
    QCOMPARE(last.captured(3), QStringLiteral("2.2"));
    const double llr = last.captured(1).toDouble();
    QVERIFY(hypothesis == "H1" ? llr >= 2.197 : llr <= -2.197);
    for (int i = 0; i + 1 < sprtLines.size(); ++i) // no decision before the last
        QVERIFY2(!sprtLines[i].contains(QLatin1String("accepted")), qPrintable(sprtLines[i]));

    // The last score line counts every finished game; the PGN has exactly those games.
    const QStringList scores = run.lines().filter(QRegularExpression("^Score of "));
    QVERIFY(!scores.isEmpty());
    QVERIFY2(scores.last().endsWith(QStringLiteral("] %1").arg(finished)),
             qPrintable(scores.last()));
    // (Games still running when the SPRT decided are written with "*", as cutechess-cli does.)
    QString error;
    int withResult = 0;
    for (const PgnGame& g : readPgnFile(dir.filePath("sprt.pgn"), &error))
        withResult += resultText(g) != QLatin1String("*");
    QCOMPARE(withResult, finished);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(run.lastLine(), QStringLiteral("Finished match"));
}

// Full PGN: tags, a comment with score/depth and time on every engine move, the reason on the
// last, one game per finished game with the printed result; EPD: the final positions. Minimal
// PGN: the Seven Tag Roster and bare moves.
void TestCliEndToEnd::pgnAndEpdOutput() {
    QTemporaryDir dir;
    const QStringList match = builtinEngine("A", 2) + builtinEngine("B", 1) +
                              args({"-games", "2", "-rounds", "2", "-concurrency", "2", "-maxmoves",
                                    "20", "-event", "E2E Event", "-site", "Test Site"});
    const CliRun run =
        runCli(match + args({"-pgnout", "full.pgn", "-epdout", "final.epd"}), dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 4);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QMap<QString, GameLine> printed; // by round/white: game n is in round (n + 1) / 2
    for (const GameLine& g : m.finished)
        printed[QString::number((g.number + 1) / 2) + '/' + g.white] = g;

    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("full.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 4);
    static const QRegularExpression commentRe(
        QStringLiteral("^([+-]?\\d+\\.\\d\\d|[+-]M\\d+)/\\d+ \\d+(\\.\\d+)?s(, (.*))?$"));
    QMap<QString, QString> movesByKey;
    for (const PgnGame& g : games) {
        QCOMPARE(tag(g, "Event"), QStringLiteral("E2E Event"));
        QCOMPARE(tag(g, "Site"), QStringLiteral("Test Site"));
        QVERIFY(QRegularExpression("^\\d{4}\\.\\d\\d\\.\\d\\d$").match(tag(g, "Date")).hasMatch());
        // cutechess-cli's tags: A and B search to different depths, so two time controls.
        QCOMPARE(tag(g, "TimeControl"), QString());
        QCOMPARE(tag(g, "WhiteTimeControl"), QStringLiteral("inf"));
        QCOMPARE(tag(g, "BlackTimeControl"), QStringLiteral("inf"));
        QCOMPARE(tag(g, "PlyCount").toInt(), g.plyCount());
        QCOMPARE(tag(g, "Termination"),
                 printed[roundWhiteKey(g)].reason.startsWith(QLatin1String("Draw by adjudication"))
                     ? QStringLiteral("adjudication")
                     : QString());
        for (const char* t : {"GameStartTime", "GameEndTime", "GameDuration"})
            QVERIFY2(!tag(g, t).isEmpty(), t);
        const QString key = roundWhiteKey(g);
        QVERIFY2(printed.contains(key), qPrintable(key));
        QCOMPARE(tag(g, "Black"), printed[key].black);
        QCOMPARE(resultText(g), printed[key].result);
        for (int i = 0; i < g.plyCount(); ++i) {
            const auto c =
                commentRe.match(QString::fromStdString(g.moves()[size_t(i)].commentAfter));
            QVERIFY2(c.hasMatch(), g.moves()[size_t(i)].commentAfter.c_str());
            // The reason goes with the last move's comment.
            QCOMPARE(c.captured(4), i + 1 == g.plyCount() ? printed[key].reason : QString());
        }
        movesByKey[key] = sanLine(g);
    }
    QStringList epd = readText(dir.filePath("final.epd")).split('\n', Qt::SkipEmptyParts);
    QStringList finals = finalPositions(dir.filePath("full.pgn"), &error);
    epd.sort();
    finals.sort();
    QCOMPARE(epd, finals);

    const CliRun minimal = runCli(match + args({"-pgnout", "min.pgn", "min"}), dir.path());
    QVERIFY2(minimal.finished && minimal.exitCode == 0, qPrintable(minimal.describe()));
    const QString text = readText(dir.filePath("min.pgn"));
    QVERIFY2(!text.contains('{') && !text.contains(';'), qPrintable(text));
    const std::vector<PgnGame> minGames = readPgnFile(dir.filePath("min.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(minGames.size()), 4);
    for (const PgnGame& g : minGames) {
        QStringList tags;
        for (const PgnTag& t : g.tags()) tags << QString::fromStdString(t.name);
        QCOMPARE(tags, (QStringList{"Event", "Site", "Date", "Round", "White", "Black"}));
        QCOMPARE(sanLine(g), movesByKey[roundWhiteKey(g)]); // the same games, fixed depth
    }
}

// SIGINT stops the tournament: exit code 130, the state file and a PGN without a truncated
// game (the games in play are written with "*", as cutechess-cli writes them); -resume plays
// the rest, and the result equals an uninterrupted run: the same statistics, every game once
// in the PGN with its result.
void TestCliEndToEnd::resumeAfterSigint() {
    QTemporaryDir interrupted, uninterrupted;
    // Random openings: a replayed game needs its opening again after later ones were drawn,
    // while the runner keeps only the openings of games in play or still to come.
    const QStringList match = builtinEngine("A", 3) + builtinEngine("B", 2) +
                              args({"-games", "2", "-rounds", "5", "-concurrency", "2", "-maxmoves",
                                    "40", "-srand", "5", "-pgnout", "r.pgn", "-openings"}) +
                              ("file=" + openingsEpdPath()) + "order=random";
    QProcess process;
    process.setWorkingDirectory(interrupted.path());
    process.start(test::binPath("arbiter-cli"), match);
    QVERIFY(process.waitForStarted());
    QString out;
    const bool signalled =
        test::readOutputUntil(process, QStringLiteral("\nFinished game"), 3, &out, 60000);
    if (signalled) ::kill(pid_t(process.processId()), SIGINT);
    if (process.state() == QProcess::Running) QVERIFY(process.waitForFinished(60000));
    out += QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(signalled, qPrintable(out));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(out.contains("Interrupted: the tournament state is saved in r.pgn.state.json\n"
                          "Resume with: arbiter-cli -resume r.pgn.state.json\nFinished match\n"),
             qPrintable(out));
    const MatchOutput first = parseMatchOutput(out);
    QVERIFY(first.finished.size() >= 3 && first.finished.size() < 10);

    // The state: not complete, the finished games with their results.
    const QString stateFile = interrupted.filePath("r.pgn.state.json");
    TournamentState state;
    QString error;
    QVERIFY2(TournamentState::load(stateFile, &state, &error), qPrintable(error));
    QCOMPARE(state.complete, false);
    int finishedInState = 0;
    for (const GameRecord& game : state.games) {
        if (!game.finished) continue;
        ++finishedInState;
        QVERIFY(first.finished.contains(game.game.number));
        QVERIFY(game.pgnWritten);
    }
    QCOMPARE(finishedInState, int(first.finished.size()));
    // The games in play when the signal came end as cutechess-cli ends them: "Finished game N
    // (A vs B): * {No result}", and in the PGN with the result "*" (played again on resume).
    static const QRegularExpression stoppedRe(
        QStringLiteral("^Finished game (\\d+) \\((\\S+) vs (\\S+)\\): \\* \\{No result\\}$"));
    const int stopped = int(out.split('\n').filter(stoppedRe).size());
    QVERIFY2(stopped <= 2, qPrintable(out));
    // The PGN: the finished games and the stopped ones, each complete (the reader checks every
    // move and the result token), nothing after the last one.
    const std::vector<PgnGame> written = readPgnFile(interrupted.filePath("r.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(written.size()), int(first.finished.size()) + stopped);
    int unfinished = 0;
    for (const PgnGame& g : written) {
        if (resultText(g) != QLatin1String("*")) continue;
        ++unfinished;
        QCOMPARE(tag(g, "Termination"), QStringLiteral("unterminated"));
    }
    QCOMPARE(unfinished, stopped);
    const QString pgnText = readText(interrupted.filePath("r.pgn")).trimmed();
    QVERIFY(pgnText.endsWith("1-0") || pgnText.endsWith("0-1") || pgnText.endsWith("1/2-1/2") ||
            pgnText.endsWith("*"));

    const CliRun resumed = runCli({"-resume", "r.pgn.state.json"}, interrupted.path());
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    QCOMPARE(resumed.lastLine(), QStringLiteral("Finished match"));
    QVERIFY2(TournamentState::load(stateFile, &state, &error), qPrintable(error));
    QCOMPARE(state.complete, true);
    // Every game number once over the two runs.
    const MatchOutput second = parseMatchOutput(resumed.out);
    QSet<int> numbers;
    for (int n : first.finished.keys()) numbers.insert(n);
    for (int n : second.finished.keys()) {
        QVERIFY2(!numbers.contains(n), qPrintable(QStringLiteral("game %1 played twice").arg(n)));
        numbers.insert(n);
    }
    QCOMPARE(numbers.size(), 10);

    const CliRun reference = runCli(match, uninterrupted.path());
    QVERIFY2(reference.finished && reference.exitCode == 0, qPrintable(reference.describe()));
    // The final statistics: the last block of "Score of" and Elo lines.
    auto finalStats = [](const QStringList& lines) {
        QStringList stats;
        for (const QString& l : lines)
            if (l.startsWith("Score of") || l.startsWith("...") || l.startsWith("Elo difference"))
                stats << l;
        return stats.mid(stats.size() - 5);
    };
    QCOMPARE(finalStats(resumed.lines()), finalStats(reference.lines()));
    // The same ten games, each once (besides the stopped games' "*" records).
    auto gamesByKey = [](const QString& path, QString* why) {
        QMap<QString, QString> byKey;
        for (const PgnGame& g : readPgnFile(path, why)) {
            if (resultText(g) == QLatin1String("*")) continue;
            const QString key = roundWhiteKey(g);
            if (byKey.contains(key)) *why = "game " + key + " is in the PGN twice";
            byKey[key] = sanLine(g) + ' ' + resultText(g);
        }
        return byKey;
    };
    const auto resumedGames = gamesByKey(interrupted.filePath("r.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto referenceGames = gamesByKey(uninterrupted.filePath("r.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(resumedGames.size(), 10);
    QCOMPARE(resumedGames, referenceGames);
}

void TestCliEndToEnd::crashedEngine_data() {
    QTest::addColumn<bool>("recover");
    QTest::addColumn<QStringList>("reasons"); // of the games played, out of 4
    QTest::addColumn<QString>("score");
    const QString limit = "Draw by adjudication: maximal game length";
    // cutechess-cli 1.5.1 writes only "White disconnects"; Arbiter adds how the engine went.
    const QString crash = "White disconnects: engine process exited with code 3 while thinking";
    // As cutechess-cli 1.5.1 (run with the same command line): the crash ends the tournament.
    QTest::newRow("no recover") << false << QStringList{limit, crash}
                                << "Score of A vs B: 0 - 1 - 1  [0.250] 2";
    QTest::newRow("recover") << true << QStringList{limit, crash, limit, crash}
                             << "Score of A vs B: 0 - 2 - 2  [0.250] 4";
}

// An engine that crashes loses that game. With -recover a new process plays its next games;
// without, the tournament stops there with a message, as cutechess-cli stops it: no later game
// is forfeited. The fault engine A crashes on the third search of each process; each game is
// two moves a side.
void TestCliEndToEnd::crashedEngine() {
    QFETCH(bool, recover);
    QFETCH(QStringList, reasons);
    QFETCH(QString, score);
    QTemporaryDir dir;
    const QString fault = test::binPath("arbiter-fault-engine");
    QStringList cli =
        args({"-engine", "name=A"}) + ("cmd=" + fault) +
        args({"arg=--moves", "arg=g1f3,f3g1", "arg=--crash-at", "arg=3", "-engine", "name=B"}) +
        ("cmd=" + fault) +
        args({"arg=--moves", "arg=g8f6,f6g8", "-each", "proto=uci", "depth=1", "-games", "4",
              "-noswap", "-maxmoves", "2", "-pgnout", "c.pgn"});
    if (recover) cli << "-recover";
    const CliRun run = runCli(cli, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const int played = int(reasons.size());
    QCOMPARE(int(m.finished.size()), played);
    QCOMPARE(int(m.started.size()), played);
    for (int n = 1; n <= played; ++n) {
        QCOMPARE(m.finished[n].reason, reasons[n - 1]);
        QCOMPARE(m.finished[n].result,
                 QString(reasons[n - 1].startsWith("Draw") ? "1/2-1/2" : "0-1"));
    }
    QVERIFY2(run.out.contains(score + '\n'), qPrintable(run.out));
    const QString stopped = "Stopping the tournament: A disconnected in game 2 and -recover is "
                            "not given";
    QCOMPARE(run.lines().contains(stopped), !recover);
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("c.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), played);
    for (int i = 0; i < played; ++i)
        QCOMPARE(tag(games[size_t(i)], "Termination"),
                 QString(reasons[i].startsWith("Draw") ? "adjudication" : "abandoned"));
    QCOMPARE(run.lastLine(), QStringLiteral("Finished match"));
}

void TestCliEndToEnd::badCommandLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("err");
    QTest::addColumn<int>("exitCode");
    const QStringList two = builtinEngine("A", 1) + builtinEngine("B", 1);
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    // An error of one option's value: cutechess-cli's line (as cutechess-cli 1.5.1 prints it),
    // then arbiter-cli's, exit code 1 as cutechess-cli's.
    QTest::newRow("bad value") << two + args({"-games", "x"})
                               << "Warning: Invalid value for option \"-games\": \"x\"\n"
                                  "arbiter-cli: -games: 'x' is not a positive number\n"
                               << 1;
    QTest::newRow("missing value") << two + "-games"
                                   << "Warning: Option \"-games\" needs 1 argument(s)\n"
                                      "arbiter-cli: -games: missing value (-games N)\n"
                                   << 1;
    QTest::newRow("engine key")
        << builtinEngine("A", 1) + QStringList{"-engine", "name=B", "cmd=" + engine, "tc=zz"} +
               args({"-each", "proto=uci"})
        << QStringLiteral("Warning: Invalid value for option \"-engine\": \"name=B cmd=%1 "
                          "tc=zz\"\narbiter-cli: -engine: tc: 'zz' is not a time control: "
                          "expected [moves/]time[+increment] (engine 2)\n")
               .arg(engine)
        << 1;
    QTest::newRow("each key") << two + args({"-each", "restart=maybe"})
                              << "Warning: Invalid value for option \"-each\": "
                                 "\"restart=maybe\"\narbiter-cli: -each: restart: 'maybe' is not "
                                 "auto, on or off\n"
                              << 1;
    QTest::newRow("missing program path")
        << builtinEngine("A", 1) +
               args({"-engine", "name=X", "cmd=/nonexistent/engine", "proto=uci", "depth=1"})
        << "Warning: Invalid value for option \"-engine\": \"name=X cmd=/nonexistent/engine "
           "proto=uci depth=1\"\narbiter-cli: -engine: cmd=/nonexistent/engine: no such file "
           "(engine 2)\n"
        << 1;
    // Beyond one option's value: arbiter-cli's line alone, exit code 2.
    QTest::newRow("no engines") << args({"-games", "2"})
                                << "arbiter-cli: at least two engines are required\n"
                                << 2;
    QTest::newRow("settings that conflict")
        << two + args({"-tournament", "knockout", "-rounds", "2"})
        << "arbiter-cli: -rounds cannot be used with knockout tournaments\n"
        << 2;
    QTest::newRow("program not on PATH")
        << builtinEngine("A", 1) +
               args({"-engine", "name=X", "cmd=no-such-engine-e2e", "proto=uci", "depth=1"})
        << "arbiter-cli: engine 'X': cannot find the program 'no-such-engine-e2e'\n"
        << 2;
}

// A bad command line: its lines on stderr, nothing on stdout, and the exit code (docs/cli.md
// "Exit codes").
void TestCliEndToEnd::badCommandLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, err);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    const CliRun run = runCli(arguments, dir.path());
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err, err);
    QCOMPARE(run.out, QString());
}

// Fairy-Stockfish lists the variants of its VariantPath file only when asked for its options
// again after the setting: a forced-capture chess match (`capture`) against arbiter-engine with
// a variants.ini written here. It used to be forfeited ("engine does not support the variant").
void TestCliEndToEnd::fairyStockfishVariantPath() {
    const QString fsf = QStringLiteral("/usr/games/fairy-stockfish");
    if (!QFile::exists(fsf)) QSKIP("fairy-stockfish is not installed");
    QTemporaryDir dir;
    QVERIFY(writeText(dir.filePath("variants.ini"), "[capture:chess]\nmustCapture = true\n"));
    const CliRun run =
        runCli(builtinEngine("A", 1) +
                   QStringList{"-engine", "name=FSF", "cmd=" + fsf, "proto=uci", "tc=inf",
                               "depth=1", "option.VariantPath=" + dir.filePath("variants.ini")} +
                   args({"-variant", "capture", "-games", "2", "-pgnout", "games.pgn"}),
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(!run.out.contains("does not play the variant"), qPrintable(run.out));
    const QString problem = checkGameLines(parseMatchOutput(run.out), 2);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error)); // every move legal under forced capture
    QCOMPARE(int(games.size()), 2);
    for (const PgnGame& g : games) {
        QCOMPARE(tag(g, "Variant"), QStringLiteral("capture"));
        QVERIFY2(g.plyCount() > 4, qPrintable(sanLine(g)));
    }
}

// An engine that does not announce the tournament's variant (Stockfish in xiangqi) refuses the
// tournament once its handshake has told its variants: one error line, exit code 2, no game
// charged and no state file left behind. It used to forfeit its games ("Red disconnects:
// engine does not support the variant xiangqi") with exit code 0; cutechess-cli 1.5.1 plays
// on with "* {Result error}" games (docs/cli.md).
void TestCliEndToEnd::engineWithoutTheVariantIsRefused() {
    if (!haveStockfish()) QSKIP("Debian's stockfish is not installed (apt-get install stockfish)");
    QTemporaryDir dir;
    const CliRun run = runCli(
        builtinEngine("A", 1) +
            QStringList{"-engine", "name=SF", "cmd=/usr/games/stockfish", "proto=uci", "tc=inf",
                        "depth=1"} +
            args({"-variant", "xiangqi", "-games", "4", "-concurrency", "2", "-pgnout", "x.pgn"}),
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QVERIFY2(run.out.contains("\nError: SF does not play the variant xiangqi (it announces "
                              "standard, fischerandom); the tournament stops\n"),
             qPrintable(run.out));
    QVERIFY2(!run.out.contains("Finished game"), qPrintable(run.out));
    QVERIFY2(!run.out.contains("Resume with"), qPrintable(run.out));
    QVERIFY2(run.out.endsWith("Finished match\n"), qPrintable(run.out));
    QVERIFY(!QFile::exists(dir.filePath("x.pgn.state.json")));
    QCOMPARE(readText(dir.filePath("x.pgn")), QString());
}

// -each ponder (docs/engines.md "Pondering"): the engines ponder on the replies they expect,
// hear "ponderhit" or "stop", and the games end as games do, by the rules.
void TestCliEndToEnd::enginesPonder_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("stockfish") << kStockfish;
    QTest::newRow("arbiter-engine") << binPath(QStringLiteral("arbiter-engine"));
}

void TestCliEndToEnd::enginesPonder() {
    QFETCH(QString, engine);
    if (!QFile::exists(engine)) QSKIP("the engine is not installed");
    QTemporaryDir dir;
    const CliRun run = runCli(
        QStringList{"-engine", "name=P1", "cmd=" + engine, "-engine", "name=P2", "cmd=" + engine} +
            args({"-each", "proto=uci", "tc=600", "depth=5", "ponder", "-games", "4", "-maxmoves",
                  "40", "-debug", "-pgnout", "games.pgn", "-openings"}) +
            ("file=" + openingsEpdPath()) + "format=epd",
        dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput m = parseMatchOutput(run.out);
    const QString problem = checkGameLines(m, 4);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    for (const GameLine& g : m.finished) {
        for (const char* fault : {"disconnects", "illegal", "stalls", "on time", "invalid"})
            QVERIFY2(!g.reason.contains(QLatin1String(fault)), qPrintable(g.reason));
    }
    const QString traffic = run.out + run.err;
    QVERIFY(traffic.contains(QLatin1String(": setoption name Ponder value true")));
    QVERIFY(traffic.contains(QLatin1String(": go ponder wtime ")));
    QVERIFY(traffic.contains(QLatin1String(": ponderhit")));
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 4);
}

QTEST_GUILESS_MAIN(TestCliEndToEnd)
namespace {

// The kernel's scheduling policy of a process, without the reset-on-fork flag.
int policyOf(qint64 pid) {
    const int policy = ::sched_getscheduler(pid_t(pid));
    return policy < 0 ? policy : policy & ~SCHED_RESET_ON_FORK;
}

// Whether this machine lets an unprivileged process become a batch task (a container's
// seccomp profile may refuse it; arbiter-cli then simply stays an ordinary task).
bool batchSchedulingAllowed() {
    const pid_t child = ::fork();
    if (child == 0) {
        sched_param param{};
        ::_exit(::sched_setscheduler(0, SCHED_BATCH, &param) == 0 ? 0 : 1);
    }
    int status = 0;
    return child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

} // namespace

// With no engine on a clock arbiter-cli runs as a batch task (its reaction time is charged to
// nobody; docs/cli.md, Performance); with a clock it stays an ordinary task. The engines are
// ordinary tasks either way.
void TestCliEndToEnd::schedulingPolicy_data() {
    QTest::addColumn<QString>("timeControl");
    QTest::addColumn<int>("expectedPolicy");
    QTest::newRow("no clock") << "tc=inf" << SCHED_BATCH;
    QTest::newRow("clock") << "tc=40/600" << SCHED_OTHER;
}

void TestCliEndToEnd::schedulingPolicy() {
    QFETCH(QString, timeControl);
    QFETCH(int, expectedPolicy);
    if (expectedPolicy == SCHED_BATCH && !batchSchedulingAllowed())
        QSKIP("this machine does not let processes become batch tasks");
    const QString engine = test::binPath("arbiter-engine");
    QStringList arguments;
    for (const char* name : {"A", "B"})
        arguments << "-engine" << QStringLiteral("name=%1").arg(name)
                  << QStringLiteral("cmd=%1").arg(engine);
    arguments << "-each"
              << "proto=uci" << timeControl << "depth=4"
              << args({"-games", "200", "-concurrency", "2"});
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(test::binPath("arbiter-cli"), arguments);
    QVERIFY(process.waitForStarted());
    QString out;
    // The policy is chosen before the first game starts; by the second start both games'
    // engines are running.
    QVERIFY2(test::readOutputUntil(process, QStringLiteral("Started game"), 2, &out, 30000),
             qPrintable(out));
    QCOMPARE(policyOf(process.processId()), expectedPolicy);
    // Only children that already run arbiter-engine: between fork and exec a child still has
    // arbiter-cli's policy (it is reset just before the exec). On a loaded machine an engine may
    // be caught between the two, so the children are looked at again until two run it.
    QList<qint64> engines;
    const auto findEngines = [&] {
        engines.clear();
        for (const test::ProcessInfo& child : test::childrenOf(pid_t(process.processId())))
            if (child.command.startsWith(engine + QLatin1Char(' ')) || child.command == engine)
                engines << child.pid;
        return engines.size() >= 2;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(findEngines(), qPrintable(QString::number(engines.size())), 30000);
    for (qint64 pid : engines) QCOMPARE(policyOf(pid), SCHED_OTHER);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 130);
}

#include "tst_cli_e2e.moc"
