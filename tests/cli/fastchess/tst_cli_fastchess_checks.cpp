// What fastchess's -use-affinity, -show-latency, -check-mate-pvs and -strict do in arbiter-cli's
// fastchess dialect (docs/cli.md "fastchess dialect"): engines pinned to a CPU per game, each
// move's latency in the log, the warnings about the engines' PVs (always, and about mate PVs
// with -check-mate-pvs) with fastchess's text, and the first warning ending the run under
// -strict, as a crash ends it without -recover. The expected lines are those the real
// fastchess 1.8.2 prints for the same command lines with the same engines.
#include "board/variant.h"
#include "clioutput.h"
#include "clirunner.h"
#include "description/cliparser.h"
#include "engine/cpuaffinity.h"
#include "processwatch.h"
#include "testdata.h"
#include "tournament/output/fastchesspvcheck.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sched.h>

using namespace arbiter;
using namespace arbiter::cli;
using namespace arbiter::test;

namespace {

// Games of one move each (-maxmoves 1) between the fault engine (Bad, White in game 1, with
// these arguments, sending `info` before its move, e2e4 unless --moves says otherwise) and
// arbiter-engine at depth 1 (Good).
QStringList faultMatch(int games, const QString& faultArgs, const QString& info,
                       const QString& badTc, const QStringList& extra) {
    return QStringList{"-dialect",
                       "fastchess",
                       "-rounds",
                       "1",
                       "-games",
                       QString::number(games),
                       "-maxmoves",
                       "1",
                       "-engine",
                       "name=Bad",
                       "cmd=" + binPath("arbiter-fault-engine"),
                       "args=" + faultArgs + " --info \"" + info + "\"",
                       "tc=" + badTc,
                       "-engine",
                       "name=Good",
                       "cmd=" + binPath("arbiter-engine"),
                       "tc=10+0.1",
                       "depth=1"} +
           extra;
}

QStringList oneMoveGame(const QString& info, const QStringList& extra) {
    return faultMatch(1, QString(), info, QStringLiteral("10+0.1"), extra);
}

// Two such games, the PGN written; Bad's search has no PV to check.
QStringList twoGameMatch(const QString& faultArgs, const QString& badTc) {
    return faultMatch(2, faultArgs, QStringLiteral("info depth 1 score cp 0"), badTc,
                      {"-pgnout", "file=g.pgn"});
}

const QString kMateInOne = QStringLiteral("info depth 1 score mate 1 pv e2e4");
// What fastchess prints first when it has no opening suite.
const QString kNoBook = QStringLiteral(
    "Warning: No opening book specified! Consider using one, otherwise all games will be played "
    "from the starting position.\nWarning: Unknown opening format, 2. All games will be played "
    "from the starting position.\n");
// What fastchess prints about that line under -check-mate-pvs.
const QString kMateWarning = QStringLiteral("Warning; Mating PV does not end with checkmate - "
                                            "from Bad\nInfo; info depth 1 score mate 1 pv e2e4\n"
                                            "Position; startpos\nMoves; \n");

// The CPUs a thread may run on, from /proc (Cpus_allowed_list).
QString allowedCpus(const QString& statusFile) {
    static const QRegularExpression line(QStringLiteral("^Cpus_allowed_list:\\s*(\\S+)$"),
                                         QRegularExpression::MultilineOption);
    return line.match(readText(statusFile)).captured(1);
}

} // namespace

class TestCliFastchessChecks : public QObject {
    Q_OBJECT
private slots:
    void cpuOrderAsFastchess();
    void affinityOptions();
    void affinityPinsEachGamesEngines();
    void showLatencyLogsEachMove();
    void pvLineChecks();
    void pvLinesOfASearch();
    void pvGameEnds();
    void infoLinesAsFastchessReadsThem();
    void pvWarningsAsFastchess();
    void strictStopsAtTheFirstWarning();
    void strictLeavesTheWarningGameToTheResume();
    void strictStopsOnATimeLoss();
    void crashWithoutRecoverStopsTheRun();
    void foreignConfigFileIsReplaced();
};

// fastchess hands out the first hardware thread of every core, then the second ones.
void TestCliFastchessChecks::cpuOrderAsFastchess() {
    QString cpuinfo;
    // Two packages of two cores with two threads each, numbered as Linux numbers them.
    const int layout[][3] = {{0, 0, 0}, {1, 0, 1}, {2, 1, 0}, {3, 1, 1},
                             {4, 0, 0}, {5, 0, 1}, {6, 1, 0}, {7, 1, 1}};
    for (const auto& cpu : layout)
        cpuinfo += QStringLiteral("processor\t: %1\nphysical id\t: %2\ncore id\t\t: %3\n\n")
                       .arg(cpu[0])
                       .arg(cpu[1])
                       .arg(cpu[2]);
    QCOMPARE(cpusInFastchessOrder(cpuinfo), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    // One core's two threads listed one after the other: the first threads come first.
    QString ht;
    const int threads[][3] = {{0, 0, 0}, {1, 0, 0}, {2, 0, 1}, {3, 0, 1}};
    for (const auto& cpu : threads)
        ht += QStringLiteral("processor\t: %1\nphysical id\t: %2\ncore id\t\t: %3\n\n")
                  .arg(cpu[0])
                  .arg(cpu[1])
                  .arg(cpu[2]);
    QCOMPARE(cpusInFastchessOrder(ht), (std::vector<int>{0, 2, 1, 3}));
    QVERIFY(!cpusInFastchessOrder().empty()); // this machine's /proc/cpuinfo
}

void TestCliFastchessChecks::affinityOptions() {
    const QStringList engines{"-engine", "cmd=a", "tc=1", "-engine", "cmd=b", "tc=1"};
    CliParseResult r = parseCommandLine(engines + QStringList{"-use-affinity", "0,2-3"});
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(r.options.fastchess.affinity);
    QCOMPARE(r.options.fastchess.affinityCpus, (std::vector<int>{0, 2, 3}));
    r = parseCommandLine(engines + QStringList{"-use-affinity"});
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.options.fastchess.affinityCpus, cpusInFastchessOrder());
    r = parseCommandLine(engines + QStringList{"-use-affinity", "3-1"});
    QVERIFY2(r.error.endsWith(QLatin1String("Reason: Bad cpu list.")), qPrintable(r.error));
    // A CPU for every game played at once.
    r = parseCommandLine(
        engines + QStringList{"-use-affinity", "0", "-concurrency", "2", "-force-concurrency"});
    QCOMPARE(r.error, QStringLiteral("Error while creating match: No cores available"));
    // fastchess pins only engines of one thread.
    r = parseCommandLine(engines + QStringList{"-use-affinity", "0", "-each", "option.Threads=2"});
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(!r.options.fastchess.affinity);
}

// -use-affinity CPU: every thread of both engines of the game runs on that CPU alone.
void TestCliFastchessChecks::affinityPinsEachGamesEngines() {
    cpu_set_t mine;
    QCOMPARE(sched_getaffinity(0, sizeof mine, &mine), 0);
    int cpu = -1;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &mine)) cpu = c;
    if (CPU_COUNT(&mine) < 2) QSKIP("a single CPU: pinned or not, engines run on it");
    QTemporaryDir dir;
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(binPath(QStringLiteral("arbiter-cli")),
                  {"-dialect", "fastchess", "-use-affinity", QString::number(cpu), "-rounds", "50",
                   "-engine", "name=A", "cmd=" + engine, "-engine", "name=B", "cmd=" + engine,
                   "-each", "tc=60+1"});
    QString out;
    QVERIFY2(readOutputUntil(process, QStringLiteral("Started game"), 1, &out), qPrintable(out));
    QList<pid_t> engines;
    const auto findEngines = [&] {
        engines.clear();
        for (const ProcessInfo& child : childrenOf(pid_t(process.processId())))
            if (child.command.startsWith(engine)) engines << child.pid;
        return engines.size() >= 2;
    };
    QTRY_VERIFY_WITH_TIMEOUT(findEngines(), 30000);
    for (pid_t pid : engines) {
        const QStringList threads = QDir(QStringLiteral("/proc/%1/task").arg(pid))
                                        .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(!threads.isEmpty());
        for (const QString& thread : threads)
            QCOMPARE(allowedCpus(QStringLiteral("/proc/%1/task/%2/status").arg(pid).arg(thread)),
                     QString::number(cpu));
    }
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(60000));
}

// -show-latency with -log level=info: one line per engine move, latency = elapsed - reported.
void TestCliFastchessChecks::showLatencyLogsEachMove() {
    QTemporaryDir dir;
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList match{
        "-dialect", "fastchess",  "-rounds",       "1",       "-games",  "2",
        "-engine",  "name=A",     "cmd=" + engine, "-engine", "name=B",  "cmd=" + engine,
        "-each",    "plies=3",    "-maxmoves",     "5",       "-pgnout", "file=g.pgn",
        "-log",     "file=l.log", "level=info"};
    const CliRun run = runCli(match + QStringList{"-show-latency"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    static const QRegularExpression latency(QStringLiteral(
        "^\\[INFO  \\] \\[[\\d:.]+\\] < *\\d+> fastchess --- Engine (A|B) latency: (-?\\d+)ms "
        "\\(elapsed: (\\d+), reported: (\\d+)\\)$"));
    int lines = 0;
    for (const QString& line : readText(dir.filePath("l.log")).split(QLatin1Char('\n'))) {
        const auto m = latency.match(line);
        if (!m.hasMatch()) continue;
        ++lines;
        QCOMPARE(m.captured(2).toLongLong(),
                 m.captured(3).toLongLong() - m.captured(4).toLongLong());
    }
    QCOMPARE(lines, 20); // two games of ten plies (-maxmoves 5), every move the engines'
    QCOMPARE(readText(dir.filePath("g.pgn")).count(QStringLiteral("[PlyCount \"10\"]")), 2);
    const CliRun quiet = runCli(match + QStringList{"append=false"}, dir.path());
    QVERIFY2(quiet.finished && quiet.exitCode == 0, qPrintable(quiet.describe()));
    QVERIFY(!readText(dir.filePath("l.log")).contains(QLatin1String("latency")));
}

// The checks of one info line's PV, in a position with a mate in one (Ra8#).
void TestCliFastchessChecks::pvLineChecks() {
    std::unique_ptr<Board> board = createBoard("standard");
    QVERIFY(board->setFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
    using K = PvWarning::Kind;
    const auto check = [&](const char* line, bool mates) {
        return checkPvLine(*board, line, mates);
    };
    QVERIFY(!check("info depth 3 score mate 1 pv a1a8", true));
    QCOMPARE(check("info depth 3 score mate 2 pv a1a8", true)->kind, K::IncompleteMatingPv);
    QVERIFY(!check("info depth 3 score mate 2 pv a1a8", false)); // only with -check-mate-pvs
    QCOMPARE(check("info depth 3 score mate 1 pv a1a2", true)->kind,
             K::MatingPvDoesNotEndWithCheckmate);
    QCOMPARE(check("info depth 3 score mate 1 pv a1a2 g8h8", true)->kind, K::TooLongMatingPv);
    QVERIFY(!check("info depth 3 score mate 1 lowerbound pv a1a2", true)); // a bound: no claim
    const auto after = check("info depth 3 score mate 1 pv a1a8 g8h8", true);
    QCOMPARE(after->kind, K::ContinuesAfterCheckmate);
    QCOMPARE(after->move, QStringLiteral("g8h8"));
    QCOMPARE(check("info depth 3 score cp 20 pv a1a8 g8g7", false)->kind,
             K::ContinuesAfterCheckmate); // whatever the score
    QCOMPARE(check("info depth 3 score cp 20 pv a1h8", false)->text(QStringLiteral("E")),
             QStringLiteral("Warning; Illegal PV move - move a1h8 from E"));
    QCOMPARE(board->fen(), std::string("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")); // not changed
    // The best move against the last exact line of the principal variation.
    const ScoreLines lines{"info depth 2 score cp 5 pv a1a7",
                           "info depth 3 multipv 2 score cp 1 pv a1b1"};
    const PrincipalLines principal(lines);
    QCOMPARE(principal.checkBestMove(QStringLiteral("a1a8"))->text(QStringLiteral("E")),
             QStringLiteral("Warning; Bestmove does not match beginning of last PV - move a1a8 "
                            "from E"));
    QCOMPARE(principal.lastLine(), std::string_view("info depth 2 score cp 5 pv a1a7"));
    QVERIFY(!principal.checkBestMove(QStringLiteral("a1a7")));
    // A bound, or a line without a PV, says nothing about the best move.
    QVERIFY(!PrincipalLines({"info depth 3 score cp 5 lowerbound pv a1a7"})
                 .checkBestMove(QStringLiteral("a1a8")));
    QVERIFY(!PrincipalLines({"info depth 3 score cp 5"}).checkBestMove(QStringLiteral("a1a8")));
}

// A search's lines checked one after the other (PvLineChecker keeps the moves a line shares
// with the one before played): each gives the warning it gives when checked alone, whatever
// the line before left on the board (a warning half-way, a longer or another PV).
void TestCliFastchessChecks::pvLinesOfASearch() {
    const std::string fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"; // Ra8 mates
    std::unique_ptr<Board> board = createBoard("standard");
    QVERIFY(board->setFen(fen));
    using K = PvWarning::Kind;
    struct Case {
        const char* line;
        std::optional<K> kind;
        const char* move;
    };
    const Case cases[] = {
        {"info depth 1 score cp 10 pv a1a2", {}, ""},
        {"info depth 2 score cp 10 pv a1a2 g8h8 a2a8", {}, ""},
        {"info depth 3 score cp 10 pv a1a2 g8h8 a2a8 h8h7", K::ContinuesAfterCheckmate, "h8h7"},
        {"info depth 3 score cp 10 pv a1a2 g8h8 a2a3", {}, ""},
        {"info depth 4 score cp 10 pv a1a2 g8f8 a2a9", {}, ""}, // a2a9 ends the PV
        {"info depth 4 score cp 10 pv a1a8 g8h8", K::ContinuesAfterCheckmate, "g8h8"},
        {"info depth 5 score cp 1 pv a1b1 e8e7", K::IllegalMove, "e8e7"},
        {"info depth 6 score cp 1 pv a1b1 e8e7 e7e6", K::IllegalMove, "e8e7"},
        {"info depth 6 score cp 1 pv a1b1 g8h8 b1b8", {}, ""},
        {"info depth 7 score mate 2 pv a1a2 g8h8 a2a8", {}, ""},
        {"info depth 8 score mate 1 pv a1a2", K::MatingPvDoesNotEndWithCheckmate, ""},
        {"info depth 8 score mate 2 pv a1a2 g8h8 a2a8 h8g8", K::ContinuesAfterCheckmate, "h8g8"},
        {"info depth 9 score cp 3", {}, ""}, // no PV: the moves played stay for the next line
        {"info depth 9 score mate 2 pv a1a2 g8h8 a2a8", {}, ""},
    };
    {
        PvLineChecker checker(*board, true);
        for (const Case& c : cases) {
            const std::string_view line = c.line;
            const std::optional<PvWarning> w = checker.check(line);
            QVERIFY2(w.has_value() == c.kind.has_value(), c.line);
            if (!w) continue;
            QVERIFY2(w->kind == *c.kind, c.line);
            QCOMPARE(w->move, QString::fromLatin1(c.move));
            // Checked alone, from the position searched, the line gives the same warning.
            std::unique_ptr<Board> fresh = createBoard("standard");
            QVERIFY(fresh->setFen(fen));
            const std::optional<PvWarning> alone = checkPvLine(*fresh, line, true);
            QVERIFY2(alone && alone->kind == w->kind && alone->move == w->move, c.line);
        }
    }
    QCOMPARE(board->fen(), fen); // every move taken back
}

// The ends of the game a PV may not continue after, as fastchess knows them: stalemate, the
// fifty-move rule (checkmate first when both), threefold repetition, but not a dead position by
// material, which ends no PV.
void TestCliFastchessChecks::pvGameEnds() {
    using K = PvWarning::Kind;
    const auto check = [](const char* fen, const char* line) -> std::optional<PvWarning> {
        std::unique_ptr<Board> board = createBoard("standard");
        if (!board->setFen(fen)) return PvWarning{K::BestmoveMismatch, QStringLiteral("bad FEN")};
        return checkPvLine(*board, line, false);
    };
    const auto warns = [&](const char* fen, const char* line, K kind, const char* move) {
        const std::optional<PvWarning> w = check(fen, line);
        return w && w->kind == kind && w->move == QLatin1String(move);
    };
    const char* const stalemate = "7k/8/4Q1K1/8/8/8/8/8 w - - 0 1"; // Qf7 stalemates
    QVERIFY(!check(stalemate, "info depth 1 score cp 900 pv e6f7"));
    QVERIFY(warns(stalemate, "info depth 2 score cp 900 pv e6f7 h8h7", K::ContinuesAfterStalemate,
                  "h8h7"));
    const char* const fifty = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"; // the 100th ply, Ra8 mates
    QVERIFY(!check(fifty, "info depth 1 score cp 500 pv a1a2"));
    QVERIFY(warns(fifty, "info depth 2 score cp 500 pv a1a2 g8h8", K::ContinuesAfterFiftyMoveRule,
                  "g8h8"));
    QVERIFY(
        warns(fifty, "info depth 2 score cp 500 pv a1a8 g8h8", K::ContinuesAfterCheckmate, "g8h8"));
    QVERIFY(warns(fifty, "info depth 2 score cp 500 pv h2h3 g8h8 a1a8", K::IllegalMove, "h2h3"));
    const char* const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const char* const shuffle = "info depth 9 score cp 0 pv g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 "
                                "f6g8";
    QVERIFY(!check(start, shuffle));
    QVERIFY(warns(start, "info depth 9 score cp 0 pv g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 b1c3",
                  K::ContinuesAfterThreefoldRepetition, "b1c3"));
    // A knight against a bare king repeats without ending anything; at the 100th ply it ends.
    QVERIFY(!check("7k/8/8/8/8/8/8/KN6 w - - 0 1",
                   "info depth 9 score cp 0 pv b1c3 h8g8 c3b1 g8h8 b1c3 h8g8 c3b1 g8h8 b1c3"));
    QVERIFY(warns("7k/8/8/8/8/8/8/KN6 w - - 99 80", "info depth 2 score cp 0 pv b1c3 h8g8",
                  K::ContinuesAfterFiftyMoveRule, "h8g8"));
}

// The info lines' fields as fastchess reads them: words split at runs of spaces, numbers as
// whole words (a multipv that is no int is 0, so not the principal variation), a mate score
// with a sign, the last bound standing for the principal variation when no line is exact.
void TestCliFastchessChecks::infoLinesAsFastchessReadsThem() {
    std::unique_ptr<Board> board = createBoard("standard");
    QVERIFY(board->setFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
    QCOMPARE(checkPvLine(*board, "info  depth 1   score  cp 5  pv   a1a8   g8h8 ", false)->move,
             QStringLiteral("g8h8"));
    const ScoreLines overflow{"info depth 2 score cp 5 pv a1a7",
                              "info depth 3 multipv 4294967297 score cp 1 pv a1b1"};
    const PrincipalLines principal(overflow);
    QVERIFY(principal.checkBestMove(QStringLiteral("a1b1")));
    QCOMPARE(principal.lastLine(), *overflow.begin());
    QCOMPARE(principal.scoreLine(), *overflow.begin());
    const auto principalMateScore = [](std::initializer_list<std::string_view> lines) {
        return PrincipalLines(ScoreLines(lines)).mateScore();
    };
    QCOMPARE(principalMateScore({"info depth 5 score mate +3 pv a1a2"}), std::optional<qint64>(3));
    QCOMPARE(principalMateScore({"info depth 5 score mate -2 pv a1a2"}), std::optional<qint64>(-2));
    QCOMPARE(principalMateScore({"info depth 4 score mate 4 pv a1a2",
                                 "info depth 5 score mate 3 upperbound pv a1a2"}),
             std::optional<qint64>(4)); // the exact line before the bound
    QCOMPARE(principalMateScore({"info depth 5 score mate 3 upperbound pv a1a2"}),
             std::optional<qint64>(3)); // no exact line: the bound
    QCOMPARE(principalMateScore({"info depth 5 score mate 2 pv a1a2",
                                 "info depth 5 multipv 2 score cp 7 pv a1a3"}),
             std::optional<qint64>(2)); // a secondary line is not the principal one
    QVERIFY(!principalMateScore({"info depth 5 score cp 20 pv a1a2"}));
    QVERIFY(!principalMateScore({"info depth 5 score mate x pv a1a2"}));
    QVERIFY(!principalMateScore({"info depth 5 score mate"}));
    QVERIFY(!principalMateScore({}));
}

// The same lines as fastchess: an illegal PV move (always checked), the best move against the
// PV, and with -check-mate-pvs a mate PV that does not mate; -testEnv joins a warning's lines.
void TestCliFastchessChecks::pvWarningsAsFastchess() {
    QTemporaryDir dir;
    const CliRun illegal = runCli(
        oneMoveGame(QStringLiteral("info depth 1 score cp 10 pv e2e5"), {"-testEnv"}), dir.path());
    QVERIFY2(illegal.finished && illegal.exitCode == 0, qPrintable(illegal.describe()));
    QVERIFY2(
        illegal.out.startsWith(
            kNoBook +
            QStringLiteral(
                "Started game 1 of 1 (Bad vs Good)\n"
                "Warning; Illegal PV move - move e2e5 from Bad :: Info; info depth 1 score cp 10 "
                "pv e2e5 :: Position; startpos :: Moves; \n"
                "Warning; Bestmove does not match beginning of last PV - move e2e4 from Bad :: "
                "Info; info depth 1 score cp 10 pv e2e5 :: Position; startpos :: Moves; \n"
                "Finished game 1 (Bad vs Good): 1/2-1/2 {Draw by adjudication}\n")),
        qPrintable(illegal.out));
    const CliRun unchecked = runCli(oneMoveGame(kMateInOne, {}), dir.path());
    QVERIFY2(unchecked.finished && unchecked.exitCode == 0, qPrintable(unchecked.describe()));
    QVERIFY2(!unchecked.out.contains(QLatin1String("Warning;")), qPrintable(unchecked.out));
    const CliRun checked = runCli(oneMoveGame(kMateInOne, {"-check-mate-pvs"}), dir.path());
    QVERIFY2(checked.finished && checked.exitCode == 0, qPrintable(checked.describe()));
    QVERIFY2(checked.out.startsWith(
                 kNoBook + QStringLiteral("Started game 1 of 1 (Bad vs Good)\n") + kMateWarning +
                 QStringLiteral("Finished game 1 (Bad vs Good): 1/2-1/2 "
                                "{Draw by adjudication}\n")),
             qPrintable(checked.out));
}

// -strict: the warning ends the run at once; the game is not reported, nor are results, and
// the exit code is 1 (fastchess's "Tournament was interrupted" line names the state file).
void TestCliFastchessChecks::strictStopsAtTheFirstWarning() {
    QTemporaryDir dir;
    const CliRun run = runCli(oneMoveGame(kMateInOne, {"-check-mate-pvs", "-strict"}), dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    static const QRegularExpression expected(
        QStringLiteral("^") + QRegularExpression::escape(kNoBook) +
        QStringLiteral("Started game 1 of 1 \\(Bad vs Good\\)\n") +
        QRegularExpression::escape(kMateWarning) +
        QStringLiteral("Tournament was interrupted\\. To resume the tournament, run: \\S+ "
                       "-config file=config\\.json\nFinished match\nTotal Time: "
                       "\\d\\d:\\d\\d:\\d\\d \\(hours:minutes:seconds\\)\n\n$"));
    QVERIFY2(expected.match(run.out).hasMatch(), qPrintable(run.out));
    // Without a warning -strict changes nothing.
    const CliRun clean = runCli(oneMoveGame(kMateInOne, {"-strict"}), dir.path());
    QVERIFY2(clean.finished && clean.exitCode == 0, qPrintable(clean.describe()));
    QVERIFY(clean.out.contains(QLatin1String("Finished game 1 (Bad vs Good)")));
}

// The events the state file (a journal of JSON lines, docs/cli.md "Resume") holds for a game.
QStringList stateEvents(const QString& stateFile, int game) {
    QStringList events;
    for (const QString& line : readText(stateFile).split(QLatin1Char('\n'))) {
        const QJsonObject event = QJsonDocument::fromJson(line.toUtf8()).object();
        if (event.value(QStringLiteral("number")).toInt() == game)
            events << event.value(QStringLiteral("event")).toString();
    }
    return events;
}

// -strict and a game that ends with the warning (an illegal move): as in fastchess, the game is
// neither written (PGN, EPD) nor counted in the state; the run that continues the tournament
// plays it, and is not strict (fastchess's config.json does not keep -strict).
void TestCliFastchessChecks::strictLeavesTheWarningGameToTheResume() {
    QTemporaryDir dir;
    // The fault engine plays e2e4 in its first search and the illegal a1a1 in its second, in
    // game 2; a new process (the resumed run's) plays e2e4 as Black, illegal again.
    const QStringList match =
        twoGameMatch(QStringLiteral("--moves e2e4,a1a1"), QStringLiteral("10+0.1")) +
        QStringList{"-epdout", "file=g.epd"};
    const CliRun run = runCli(match + QStringList{"-strict"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    static const QRegularExpression expected(
        QStringLiteral("^") + QRegularExpression::escape(kNoBook) +
        QStringLiteral("Started game 1 of 2 \\(Bad vs Good\\)\n"
                       "Finished game 1 \\(Bad vs Good\\): 1/2-1/2 \\{Draw by adjudication\\}\n"
                       "Started game 2 of 2 \\(Good vs Bad\\)\n"
                       "Warning; Illegal move a1a1 played by Bad\n"
                       "Tournament was interrupted\\. To resume the tournament, run: \\S+ -config "
                       "file=config\\.json\nFinished match\n"));
    QVERIFY2(expected.match(run.out).hasMatch(), qPrintable(run.out));
    QString error;
    std::vector<PgnGame> games = readPgnFile(dir.filePath("g.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 1);
    QCOMPARE(tag(games[0], "White"), QStringLiteral("Bad"));
    QCOMPARE(readText(dir.filePath("g.epd")).count(QLatin1Char('\n')), 1); // one position a line
    const QString state = dir.filePath("config.json");
    // (The finished game's -epdout line is kept by the state until the EPD file has it.)
    QCOMPARE(stateEvents(state, 1),
             (QStringList{"started", "finished", "pgnWritten", "epdWritten"}));
    QCOMPARE(stateEvents(state, 2), QStringList{"started"});

    const CliRun resumed =
        runCli({"-dialect", "fastchess", "-config", "file=config.json"}, dir.path());
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    QVERIFY2(
        resumed.out.startsWith(
            QStringLiteral("Loading config file: config.json\n") + kNoBook +
            QStringLiteral("Started game 2 of 2 (Good vs Bad)\n"
                           "Warning; Illegal move e2e4 played by Bad\n"
                           "Finished game 2 (Good vs Bad): 1-0 {Black makes an illegal move}\n")),
        qPrintable(resumed.out));
    games = readPgnFile(dir.filePath("g.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 2);
    QCOMPARE(tag(games[1], "White"), QStringLiteral("Good"));
    QCOMPARE(tag(games[1], "Termination"), QStringLiteral("illegal move"));
    QCOMPARE(readText(dir.filePath("g.epd")).count(QLatin1Char('\n')), 2);
}

// fastchess logs a game lost on time as a warning without printing it: under -strict the run
// stops all the same (the game neither written nor counted), unless -log level= is above warn.
// Either way each player's time losses and crashes end the output, as fastchess prints them.
void TestCliFastchessChecks::strictStopsOnATimeLoss() {
    QTemporaryDir dir;
    // The fault engine's second search (in game 2) takes 2.5 s of its 1 s clock.
    const QStringList match =
        twoGameMatch(QStringLiteral("--late-at 2 --late 2500"), QStringLiteral("1+0.01")) +
        QStringList{"-strict"};
    const QString faults = QStringLiteral("\nPlayer: Bad\n  Timeouts: 1\n  Crashed: 0\n\n");
    const CliRun run = runCli(match + QStringList{"-log", "file=l.log"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QVERIFY2(run.out.startsWith(
                 kNoBook +
                 QStringLiteral("Started game 1 of 2 (Bad vs Good)\n"
                                "Finished game 1 (Bad vs Good): 1/2-1/2 {Draw by adjudication}\n"
                                "Started game 2 of 2 (Good vs Bad)\n") +
                 faults +
                 QStringLiteral("Tournament was interrupted. To resume the tournament, run: ")),
             qPrintable(run.out));
    QVERIFY2(
        readText(dir.filePath("l.log")).contains(QLatin1String("Engine Bad loses on time by ")),
        qPrintable(readText(dir.filePath("l.log"))));
    QString error;
    QCOMPARE(int(readPgnFile(dir.filePath("g.pgn"), &error).size()), 1);

    const CliRun quiet = runCli(match + QStringList{"-log", "file=e.log", "level=err"}, dir.path());
    QVERIFY2(quiet.finished && quiet.exitCode == 0, qPrintable(quiet.describe()));
    QVERIFY2(quiet.out.contains(
                 QLatin1String("Finished game 2 (Good vs Bad): 1-0 {Black loses on time")),
             qPrintable(quiet.out));
    QVERIFY2(quiet.out.endsWith(
                 QStringLiteral("--------------------------------------------------\n") + faults +
                 QStringLiteral("Finished match\n") + quiet.out.section(QLatin1Char('\n'), -3)),
             qPrintable(quiet.out));
}

// Without -recover a crash stops the run as fastchess stops it: its line before the game's,
// the game counted (in the Results block that follows it, and in the state) but written to
// neither the PGN nor the EPD file, the reason without Arbiter's detail, no crash count, exit
// code 1. The expected lines are the real fastchess 1.8.2's for this command line.
void TestCliFastchessChecks::crashWithoutRecoverStopsTheRun() {
    QTemporaryDir dir;
    const CliRun run =
        runCli(twoGameMatch(QStringLiteral("--crash-at 2"), QStringLiteral("10+0.1")) +
                   QStringList{"-epdout", "file=g.epd"},
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    static const QRegularExpression expected(
        QStringLiteral("^") + QRegularExpression::escape(kNoBook) +
        QRegularExpression::escape(
            QStringLiteral("Started game 1 of 2 (Bad vs Good)\n"
                           "Finished game 1 (Bad vs Good): 1/2-1/2 {Draw by adjudication}\n"
                           "Started game 2 of 2 (Good vs Bad)\n"
                           "Game 2 stalled / disconnected and no recover option set for engine, "
                           "stopping tournament.\n"
                           "Finished game 2 (Good vs Bad): 1-0 {Black disconnects}\n"
                           "--------------------------------------------------\n"
                           "Results of Bad vs Good (10+0.1, NULL, 16MB):\n"
                           "Elo: -190.85 +/- 0.00, nElo: -inf +/- -nan\n"
                           "LOS: 0.00 %, DrawRatio: 0.00 %, PairsRatio: 0.00\n"
                           "Games: 2, Wins: 0, Losses: 1, Draws: 1, Points: 0.5 (25.00 %)\n"
                           "Ptnml(0-2): [0, 1, 0, 0, 0], WL/DD Ratio: -nan\n"
                           "--------------------------------------------------\n"
                           "Tournament was interrupted. To resume the tournament, run: ")) +
        QStringLiteral("\\S+ -config file=config\\.json\nFinished match\n"));
    QVERIFY2(expected.match(run.out).hasMatch(), qPrintable(run.out));
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("g.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 1);
    QCOMPARE(tag(games[0], "White"), QStringLiteral("Bad"));
    QCOMPARE(readText(dir.filePath("g.epd")).count(QLatin1Char('\n')), 1);
    QCOMPARE(stateEvents(dir.filePath("config.json"), 2), (QStringList{"started", "finished"}));
}

// fastchess leaves its own config.json behind; a new run in the fastchess dialect replaces it
// (as fastchess does) instead of failing on it.
void TestCliFastchessChecks::foreignConfigFileIsReplaced() {
    QTemporaryDir dir;
    QFile config(dir.filePath("config.json"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("{\n    \"resign\": {\n        \"move_count\": 1\n    },\n    \"stats\": {}\n}\n");
    config.close();
    const CliRun run =
        runCli(oneMoveGame(QStringLiteral("info depth 1 score cp 10 pv e2e4"), {}), dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY(
        readText(dir.filePath("config.json")).contains(QLatin1String("arbiter-tournament-state")));
}

QTEST_GUILESS_MAIN(TestCliFastchessChecks)
#include "tst_cli_fastchess_checks.moc"
