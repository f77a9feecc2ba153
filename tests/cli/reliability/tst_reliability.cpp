// Reliability of whole tournaments: real arbiter-cli runs in which arbiter-fault-engine
// (tests/tools) misbehaves against arbiter-engine, arbiter-cli is killed with SIGKILL and
// resumed, and its output files sit on a missing directory, /dev/full or a full file system.
// For each fault: the game ends with the right result and reason, the PGN (read back with the
// library's PgnReader) records it, the tournament goes on (with -recover the engine is
// restarted; without, a disconnection or stall ends the tournament, as in cutechess-cli), and
// no engine process is left running or unreaped when arbiter-cli exits.
//
// Engines search to a fixed depth or answer at once, so the checks never depend on how long
// anything took; time limits below only stop a run that would otherwise never end.
//
// (tests/cli_e2e covers the tournament types, openings, SPRT, resume after SIGINT, bad command
// lines, a missing engine program and crashes with and without -recover between two fault
// engines; this suite does not repeat those.)
#include "clioutput.h"
#include "clirunner.h"
#include "processwatch.h"
#include "sanitizer.h"
#include "testdata.h"
#include "tournament/running/tournamentrunner.h"
#include "tournament/state/tournamentstate.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <functional>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace arbiter;
using arbiter::test::binPath;
using arbiter::test::builtUnderAddressSanitizer;
using arbiter::test::CliRun;
using arbiter::test::GameLine;
using arbiter::test::readBytes;
using arbiter::test::readPgnFile;
using arbiter::test::runCli;
using arbiter::test::tag;
using arbiter::test::writeBytes;

namespace {

constexpr int kRunLimitMs = 300000;
// faultInTournament's laterReason when the fault engine plays no later game: without -recover an
// engine that disconnects or stalls ends the tournament, and none of its later games is
// forfeited for what it did earlier.
constexpr char kStopsAfterIt[] =
    "(the tournament stops)"; // a run taking longer is stuck: it is killed and fails
// An open-file limit at which arbiter-cli runs but cannot create an engine's pipes.
constexpr rlim_t kTooFewDescriptors = 16;

QStringList builtin(const QString& name) {
    return {QStringLiteral("-engine"), QStringLiteral("cmd=") + binPath("arbiter-engine"),
            QStringLiteral("name=") + name, QStringLiteral("depth=1")};
}

// The fault engine, following the game on its board (--legal) with `keys` (arg=--hang, ...).
QStringList faultEngine(const QString& name, const QStringList& keys) {
    QStringList args{QStringLiteral("-engine"),
                     QStringLiteral("cmd=") + binPath("arbiter-fault-engine"),
                     QStringLiteral("name=") + name, QStringLiteral("arg=--legal")};
    return args + keys;
}

// Starts arbiter-cli in `dir` on two games of the fault engine F (with `faultKeys`) against
// arbiter-engine A on a long clock, and returns once the first game is under way; false with
// *why otherwise. *out has the output so far.
bool startMatch(QProcess& cli, const QString& dir, const QStringList& faultKeys, const QString& pgn,
                QString* out, QString* why) {
    cli.setWorkingDirectory(dir);
    cli.start(binPath("arbiter-cli"),
              faultEngine(QStringLiteral("F"), faultKeys) + builtin("A") +
                  QStringList{"-each", "tc=600+0", "-games", "2", "-pgnout", pgn});
    if (!cli.waitForStarted()) return *why = QStringLiteral("arbiter-cli did not start"), false;
    if (!test::readOutputUntil(cli, QStringLiteral("Started game 1"), 1, out, kRunLimitMs))
        return *why = QStringLiteral("arbiter-cli did not start a game: ") + *out, false;
    return true;
}

// The engines among the children of arbiter-cli (not its keeper, engine/processgroups.h).
QList<test::ProcessInfo> enginesOf(pid_t cli) {
    QList<test::ProcessInfo> engines;
    for (const test::ProcessInfo& p : test::childrenOf(cli))
        if (p.name != QLatin1String(test::kKeeperName)) engines << p;
    return engines;
}

// The engines of arbiter-cli once both engines of its first game run (or 10 s have passed).
QList<test::ProcessInfo> bothEngines(pid_t cli) {
    QList<test::ProcessInfo> engines = enginesOf(cli);
    for (int i = 0; i < 200 && engines.size() < 2; ++i) {
        QTest::qWait(50);
        engines = enginesOf(cli);
    }
    return engines;
}

// A wrapper script in `dir` that starts the fault engine without `exec`, beside a helper that
// never ends by itself (as an engine's helper or a forked child that outlives it), and notes
// the helper's process id in `helpers`: the engine's process group holds both. Returns the
// script's path.
QString writeWrapperScript(const QTemporaryDir& dir, const QString& helpers) {
    const QString path = dir.filePath(QStringLiteral("wrapped-engine.sh"));
    const QByteArray script = "#!/bin/sh\n"
                              "sleep 600 &\n"
                              "echo $! >> '" +
                              QFile::encodeName(helpers) +
                              "'\n"
                              "'" +
                              QFile::encodeName(binPath("arbiter-fault-engine")) + "' \"$@\"\n";
    if (!writeBytes(path, script)) return {};
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// The helpers' process ids noted in `helpers` that still run (not gone, not a zombie), as
// text; empty when none does.
QString helpersStillRunning(const QString& helpers) {
    QStringList running;
    for (const QByteArray& line : readBytes(helpers).split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(line.trimmed())));
        if (!stat.open(QIODevice::ReadOnly)) continue; // gone
        const QByteArray text = stat.readAll();
        const int close = text.lastIndexOf(')');
        if (close > 0 && text.mid(close + 2, 1) != "Z") running << QString::fromLatin1(text);
    }
    return running.join(QLatin1Char('\n'));
}

// startMatch with a fault engine that hangs (it neither moves nor reads its input), PGN out.pgn,
// once both engines run. A failed check returns from here only: the caller looks at
// QTest::currentTestFailed().
void startHungMatch(QProcess& cli, const QTemporaryDir& dir, QString* out) {
    QVERIFY(dir.isValid());
    QString why;
    QVERIFY2(startMatch(cli, dir.path(), {"arg=--hang"}, QStringLiteral("out.pgn"), out, &why),
             qPrintable(why));
    QCOMPARE(bothEngines(pid_t(cli.processId())).size(), 2);
}

bool isNormalEnd(const QString& reason) {
    for (const char* fault : {"disconnects", "stalls", "illegal", "on time", "invalid"})
        if (reason.contains(QLatin1String(fault))) return false;
    return true;
}

QString sideOf(const test::GameLine& g, const QString& player) {
    return g.white == player ? QStringLiteral("White") : QStringLiteral("Black");
}

// A tmpfs of `kilobytes`, unmounted when it goes out of scope; isMounted() is false when this
// process may not mount (not root, no CAP_SYS_ADMIN).
class TinyFileSystem {
public:
    explicit TinyFileSystem(int kilobytes) {
        if (!m_dir.isValid()) return;
        const QByteArray options = "size=" + QByteArray::number(kilobytes) + "k";
        m_mounted = ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                            options.constData()) == 0;
    }
    ~TinyFileSystem() {
        if (m_mounted) ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    bool isMounted() const { return m_mounted; }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

// Each of `games` games is in the PGN exactly once (round and colours tell them apart) and, when
// `statePath` is given, the state file is complete with every game finished and written.
void verifyEveryGameOnce(const QString& pgnPath, int games, const QString& statePath = {}) {
    QString error;
    const std::vector<PgnGame> pgn = readPgnFile(pgnPath, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(pgn.size()), games);
    QSet<QString> keys;
    for (const PgnGame& r : pgn) keys.insert(test::roundWhiteKey(r));
    QCOMPARE(keys.size(), games);
    if (statePath.isEmpty()) return;
    TournamentState s;
    QVERIFY2(TournamentState::load(statePath, &s, &error), qPrintable(error));
    QVERIFY(s.complete);
    QCOMPARE(s.finishedGames(), games);
    for (const GameRecord& g : s.games) QVERIFY(g.pgnWritten);
}

// A tournament of the built-in engines A and B played to its end, as the resume tests find it
// before they cut its files back: the PGN file and its records, the state file (beside the PGN)
// and its last game's "finished" line, which carries that game's PGN text (only the game's
// "pgnWritten" line and the "complete" line follow it).
struct FinishedTournament {
    QString pgnPath;
    QString statePath;
    QByteArray pgn;
    QList<QByteArray> records;
    QByteArray state;
    qsizetype lastFinished = -1;    // where the last "finished" line starts
    qsizetype lastFinishedEnd = -1; // its '\n'

    // The PGN file as it was before the last game was written.
    QByteArray pgnWithoutTheLastGame() const {
        return pgn.left(pgn.size() - records.last().size());
    }
};

// Plays the tournament of `options` (and -pgnout pgnName) in `dir`, which has `games` games.
// A failed check returns from here only: the caller looks at QTest::currentTestFailed().
void playToTheEnd(const QTemporaryDir& dir, const QString& pgnName, const QStringList& options,
                  int games, FinishedTournament* t) {
    QVERIFY(dir.isValid());
    const CliRun full = runCli(builtin("A") + builtin("B") + options +
                                   QStringList{"-maxmoves", "20", "-pgnout", pgnName},
                               dir.path());
    QVERIFY2(full.finished && full.exitCode == 0, qPrintable(full.describe()));
    t->pgnPath = dir.filePath(pgnName);
    t->statePath = t->pgnPath + QStringLiteral(".state.json");
    t->pgn = readBytes(t->pgnPath);
    t->records = test::pgnRecordTexts(t->pgn);
    QCOMPARE(t->records.size(), games);
    t->state = readBytes(t->statePath);
    t->lastFinished = t->state.lastIndexOf("{\"event\":\"finished\"");
    t->lastFinishedEnd = t->state.indexOf('\n', t->lastFinished);
    QVERIFY(t->lastFinished > 0 && t->lastFinishedEnd > t->lastFinished);
}

} // namespace

class TestReliability : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();

    void faultInTournament_data();
    void faultInTournament();
    void stalledEngineIsNotChargedLater_data();
    void stalledEngineIsNotChargedLater();
    void crashBetweenGamesStopsFastchess();
    void enginesGetTheirQuitGrace();
    void sigintWithHungEngine();
    void sigkillLeavesNoEngineRunning();
    void engineGroupEndsWithTheEngine_data();
    void engineGroupEndsWithTheEngine();
    void sigkillEndsEngineGroups();
    void gameDecidedBeforeItsFirstMove_data();
    void gameDecidedBeforeItsFirstMove();
    void sigintAfterGameDecidedBeforeItsFirstMove();
    void openingRefusedByTheRules();
    void sigkillThenResume();
    void resumeFindsGamesAlreadyInThePgn();
    void stateLineCutShortResumes();
    void stateIsSavedBeforeThePgn();
    void unwritableOutputPath();
    void pgnOnFullDevice();
    void fullFileSystem();
    void stateFileMustBeARegularFile();
    void stateFileIsNotTheOutput();
    void stateFileIsLockedAndNotReplaced();
    void resumeFromAnotherFolder();
    void enginesSyncBeforeEachGame_data();
    void enginesSyncBeforeEachGame();
    void hugeGamesCount();
    void concurrencyFitsTheDescriptorLimit();
    void managerFailureIsNotAGameResult();
    void engineProblemsAreReported();
};

void TestReliability::initTestCase() {
    for (const char* program : {"arbiter-cli", "arbiter-engine", "arbiter-fault-engine"})
        QVERIFY2(QFileInfo(binPath(program)).isExecutable(), program);
    QVERIFY2(test::becomeSubreaper(), "prctl(PR_SET_CHILD_SUBREAPER) failed");
}

void TestReliability::cleanup() {
    // A failed check may leave engines behind: do not let them spoil the next test.
    test::reapChildren(10);
}

void TestReliability::faultInTournament_data() {
    QTest::addColumn<QStringList>("faultKeys"); // the fault engine's keys (arg=..., tc=, ...)
    QTest::addColumn<QStringList>("options");   // more arbiter-cli options
    QTest::addColumn<QString>("firstReason");   // of its first game; %1: its side
    QTest::addColumn<QString>("termination");   // PGN Termination of that game
    QTest::addColumn<QString>("laterReason");   // of its later games; empty: no fault shows
                                                // (or stopsAfterIt: there are none)
    QTest::addColumn<int>("minLaterPlies");     // its later games are at least this long

    const QStringList clock{QStringLiteral("-each"), QStringLiteral("tc=2+0.05")};
    const QStringList recover{QStringLiteral("-recover")};
    const QString stopsAfterIt = QLatin1String(kStopsAfterIt);

    // Restarted with -recover: each later game again runs until its 4th search.
    QTest::newRow("crash at move 4")
        << QStringList{"depth=1", "arg=--crash-at", "arg=4"} << recover << "%1 disconnects"
        << "abandoned"
        << "%1 disconnects" << 6;
    // A crash by a signal names it (it used to say only "engine process crashed").
    QTest::newRow("dies of SIGSEGV")
        << QStringList{"depth=1", "arg=--segfault-at", "arg=2"} << recover
        << "%1 disconnects: engine process crashed (signal 11, SIGSEGV) while thinking"
        << "abandoned"
        << "%1 disconnects: engine process crashed (signal 11, SIGSEGV) while thinking" << 2;
    // An engine that closes its output but runs on can never move again: a disconnection
    // (it used to keep its game waiting for a move until the clock or the watchdog).
    QTest::newRow("closes its output")
        << QStringList{"depth=1", "arg=--close-stdout-at", "arg=2"} << recover
        << "%1 disconnects: engine closed its standard output"
        << "abandoned"
        << "%1 disconnects: engine closed its standard output" << 2;
    // Against a clock the hang costs the game on time; the engine then answers neither stop
    // nor ping, is killed, and (without -recover) the tournament stops; no later game of it is
    // charged with the stall (they used to be lost "because the engine stopped answering
    // earlier").
    QTest::newRow("hang, clock") << QStringList{"arg=--hang", "tscale=0.1"} << clock
                                 << "%1 loses on time"
                                 << "time forfeit" << stopsAfterIt << 0;
    // Without a clock the watchdog (120 s x tscale) stops it; no answer: stalled connection.
    QTest::newRow("hang, no clock") << QStringList{"depth=1", "arg=--hang", "tscale=0.01"}
                                    << recover << "%1's connection stalls"
                                    << "stalled connection"
                                    << "%1's connection stalls" << 0;
    QTest::newRow("stops answering isready")
        << QStringList{"depth=1", "arg=--no-pong", "tscale=0.1"} << QStringList()
        << "%1 disconnects: no answer to the uci handshake within 3500 ms"
        << "abandoned" << stopsAfterIt << 0;
    // It answers isready until its second search, whose move comes after its time: lost on
    // time; the move arrives, the ping sent with the stop never gets an answer: stalled,
    // killed, and (without -recover) the tournament stops.
    QTest::newRow("stops answering isready mid-game")
        << QStringList{"arg=--late",         "arg=2000", "arg=--late-at", "arg=2",
                       "arg=--no-pong-from", "arg=2",    "tscale=0.3"}
        << QStringList{"-each", "tc=1+0.05"} << "%1 loses on time"
        << "time forfeit" << stopsAfterIt << 0;
    QTest::newRow("illegal move") << QStringList{"depth=1", "arg=--illegal"} << QStringList()
                                  << "%1 makes an illegal move: a1a1"
                                  << "illegal move"
                                  << "%1 makes an illegal move: a1a1" << 0;
    QTest::newRow("malformed bestmove") << QStringList{"depth=1", "arg=--malformed-bestmove"}
                                        << QStringList() << "%1 makes an illegal move: "
                                        << "illegal move"
                                        << "%1 makes an illegal move: " << 0;
    QTest::newRow("binary garbage") << QStringList{"depth=1", "arg=--garbage"} << QStringList()
                                    << "%1 makes an illegal move: (none)"
                                    << "illegal move"
                                    << "%1 makes an illegal move: (none)" << 0;
    // Lines the engine process drops or skips: the games are played to their end.
    QTest::newRow("10 MB line") << QStringList{"depth=1", "arg=--huge-line"} << QStringList() << ""
                                << ""
                                << "" << 2;
    QTest::newRow("info flood") << QStringList{"depth=1", "arg=--flood", "arg=20000"}
                                << QStringList() << ""
                                << ""
                                << "" << 2;
    QTest::newRow("exit during handshake")
        << QStringList{"depth=1", "arg=--exit-in-handshake"} << QStringList()
        << "%1 disconnects: engine process exited with code 2 during the handshake"
        << "abandoned" << stopsAfterIt << 0;
    // "go infinite" (no clock, no depth) then the watchdog's stop, which it ignores though it
    // answers isready: stalled, killed, restarted (-recover).
    QTest::newRow("ignores stop") << QStringList{"tc=inf", "arg=--ignore-stop", "tscale=0.01"}
                                  << recover << "%1's connection stalls"
                                  << "stalled connection"
                                  << "%1's connection stalls" << 0;
    // Its second move comes 3 s late: lost on time; the late move is dropped when it comes and
    // the same process plays its later games normally.
    QTest::newRow("answers after its time")
        << QStringList{"arg=--late", "arg=3000", "arg=--late-at", "arg=2"} << clock
        << "%1 loses on time"
        << "time forfeit"
        << "" << 2;
    QTest::newRow("answers after its time, xboard")
        << QStringList{"proto=xboard", "arg=--late", "arg=3000", "arg=--late-at", "arg=2"} << clock
        << "%1 loses on time"
        << "time forfeit"
        << "" << 2;
    // A program that exists but cannot be executed (its interpreter is missing).
    QTest::newRow("never starts") << QStringList{"depth=1", "cmd=broken-engine"} << QStringList()
                                  << "%1 disconnects: cannot start"
                                  << "abandoned" << stopsAfterIt << 0;
}

void TestReliability::faultInTournament() {
    QFETCH(QStringList, faultKeys);
    QFETCH(QStringList, options);
    QFETCH(QString, firstReason);
    QFETCH(QString, termination);
    QFETCH(QString, laterReason);
    QFETCH(int, minLaterPlies);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList fault = faultEngine(QStringLiteral("F"), faultKeys);
    if (faultKeys.contains(QStringLiteral("cmd=broken-engine"))) {
        const QString script = dir.filePath(QStringLiteral("broken-engine"));
        QVERIFY(writeBytes(script, "#!/nonexistent/interpreter\n"));
        QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        fault.replaceInStrings(QStringLiteral("cmd=broken-engine"),
                               QStringLiteral("cmd=") + script);
        fault.removeAll(QStringLiteral("cmd=") + binPath("arbiter-fault-engine"));
    }
    // Round robin of three: A-B games and four games of F, with the fault. Move limit 30.
    const QStringList args = fault + builtin("A") + builtin("B") +
                             QStringList{"-games", "2", "-maxmoves", "30", "-pgnout", "out.pgn"} +
                             options;
    const CliRun run = runCli(args, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.out.trimmed().endsWith(QLatin1String("Finished match")), qPrintable(run.out));
    // Nothing of the run survives it: no engine running, no zombie (see processwatch.h).
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));

    const test::MatchOutput match = test::parseMatchOutput(run.out);
    QVERIFY2(match.problems.isEmpty(), qPrintable(match.problems.join(QLatin1String("; "))));
    const QMap<int, GameLine> games = match.ended();
    // Without -recover an engine that disconnects or stalls ends the tournament after that
    // game, as in cutechess-cli: later games are neither played nor forfeited. One that lost
    // on time and then stopped answering ends it as well, once it is found out.
    const bool stops = !options.contains(QStringLiteral("-recover")) &&
                       (laterReason == QLatin1String(kStopsAfterIt) ||
                        firstReason.contains(QLatin1String("disconnects")));
    QCOMPARE(run.out.contains(QLatin1String("\nStopping the tournament: F ")), stops);
    if (stops) {
        QVERIFY2(games.size() < 6, qPrintable(run.out));
        int gamesOfF = 0;
        for (const GameLine& g : games)
            if ((g.white == QLatin1String("F") || g.black == QLatin1String("F")) &&
                g.result != QLatin1String("*"))
                ++gamesOfF;
        QVERIFY2(gamesOfF == 1, qPrintable(run.out)); // nothing charged to it afterwards
        const GameLine& faultGame =
            *std::find_if(games.begin(), games.end(), [](const GameLine& g) {
                return g.white == QLatin1String("F") || g.black == QLatin1String("F");
            });
        if (firstReason.contains(QLatin1String("disconnects")))
            QVERIFY2(faultGame.reason.contains(QLatin1String("disconnects")) ||
                         faultGame.reason.contains(QLatin1String("stalls")),
                     qPrintable(faultGame.reason));
        else
            QVERIFY2(run.out.contains(
                         QStringLiteral(
                             "\nStopping the tournament: F stopped answering after game %1 and "
                             "-recover is not given\n")
                             .arg(faultGame.number)),
                     qPrintable(run.out));
    } else {
        QCOMPARE(games.size(), 6);
    }
    QString error;
    const std::vector<PgnGame> pgn = readPgnFile(dir.filePath(QStringLiteral("out.pgn")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(pgn.size()), games.size());

    int faultGames = 0;
    int index = 0;
    for (const GameLine& g : games) {
        const PgnGame& record = pgn[size_t(index++)]; // written in the order they finished
        const QString recordTermination = tag(record, "Termination");
        QCOMPARE(tag(record, "White"), g.white);
        QCOMPARE(tag(record, "Black"), g.black);
        QCOMPARE(tag(record, "Result"), g.result);
        const QString where = QStringLiteral("game %1 (%2 vs %3): %4 {%5}")
                                  .arg(g.number)
                                  .arg(g.white, g.black, g.result, g.reason);
        if (g.white != QLatin1String("F") && g.black != QLatin1String("F")) {
            QVERIFY2(isNormalEnd(g.reason), qPrintable(where)); // the others play on
            continue;
        }
        const QString side = sideOf(g, QStringLiteral("F"));
        const QString& reason = faultGames == 0 ? firstReason : laterReason;
        const QString expected = reason.isEmpty() ? reason : reason.arg(side);
        if (expected.isEmpty()) {
            QVERIFY2(isNormalEnd(g.reason), qPrintable(where));
            // cutechess-cli's tags: none for an end by the rules.
            QVERIFY2(recordTermination.isEmpty() ||
                         recordTermination == QLatin1String("adjudication"),
                     qPrintable(where + " [Termination \"" + recordTermination + "\"]"));
        } else {
            QVERIFY2(g.reason.startsWith(expected), qPrintable(where + "\nexpected: " + expected));
            // The loser is the fault engine.
            QCOMPARE(g.result, QString(side == QLatin1String("White") ? "0-1" : "1-0"));
        }
        if (faultGames == 0 && !termination.isEmpty()) QCOMPARE(recordTermination, termination);
        if (faultGames > 0)
            QVERIFY2(record.plyCount() >= minLaterPlies,
                     qPrintable(where + QStringLiteral(": %1 plies").arg(record.plyCount())));
        ++faultGames;
    }
    if (!stops) QCOMPARE(faultGames, 4);
}

void TestReliability::stalledEngineIsNotChargedLater_data() {
    QTest::addColumn<bool>("fastchess"); // the dialect
    QTest::addColumn<bool>("recover");
    QTest::addColumn<QString>("restart"); // the engine's restart=
    // (The fastchess dialect has no tscale: its stall takes the full ping timeout, so it is
    // tried with the default restart only.)
    for (bool fastchess : {false, true})
        for (bool recover : {false, true})
            for (const char* restart : {"off", "on"})
                if (!fastchess || restart == QLatin1String("off"))
                    QTest::addRow("%s%s, restart=%s", fastchess ? "fastchess" : "cutechess",
                                  recover ? " -recover" : "", restart)
                        << fastchess << recover << QString::fromLatin1(restart);
}

// The fault engine hangs at its first search of every process: it loses game 1 on time, then
// answers neither stop nor ping and is killed for it after the game. Its later games are each
// lost by its own new process, on time, never "because the engine crashed (or stopped
// answering) earlier" (they were, without -recover and restart=off): with -recover or
// restart=on it is restarted for each game, as cutechess-cli and fastchess restart it; without
// -recover the tournament stops once the stall is found, before any later game is charged.
void TestReliability::stalledEngineIsNotChargedLater() {
    QFETCH(bool, fastchess);
    QFETCH(bool, recover);
    QFETCH(QString, restart);
    // CTest runs these apart as reliability_stalls (tests/cli/reliability/CMakeLists.txt).
    if (qEnvironmentVariableIsSet("ARBITER_STALLS_APART")) QSKIP("run apart as reliability_stalls");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList args;
    if (fastchess)
        args = QStringList{
            "-dialect", "fastchess", "-engine", "cmd=" + binPath("arbiter-fault-engine"), "name=F",
            "args=--legal --hang", "restart=" + restart, "-engine",
            "cmd=" + binPath("arbiter-engine"), "name=A", "-each", "proto=uci", "tc=1+0.05",
            // One round of two games: each stall waits out fastchess's ping
            // timeout (a minute), so fewer games than cutechess's four.
            "-rounds", "1", "-games", "2", "-pgnout", "file=out.pgn"};
    else
        args =
            faultEngine(QStringLiteral("F"), {"arg=--hang", "tscale=0.1", "restart=" + restart}) +
            builtin("A") + QStringList{"-each", "tc=1+0.05", "-games", "4", "-pgnout", "out.pgn"};
    if (recover) args << QStringLiteral("-recover");
    const CliRun run = runCli(args, dir.path());
    const bool stops = !recover && restart == QLatin1String("off");
    // fastchess stops as it stops at a stall in a game: its lines, the resume command, exit
    // code 1 (fishtest's worker takes exit code 0 for a completed batch).
    QVERIFY2(run.finished && run.exitCode == (fastchess && stops ? 1 : 0),
             qPrintable(run.describe()));
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));
    const test::MatchOutput match = test::parseMatchOutput(run.out);
    QVERIFY2(match.problems.isEmpty(), qPrintable(match.problems.join(QLatin1String("; "))));
    QCOMPARE(match.finished.size(), stops ? 1 : fastchess ? 2 : 4);
    for (const GameLine& g : match.finished) {
        const QString where = QStringLiteral("game %1 (%2 vs %3): %4 {%5}")
                                  .arg(g.number)
                                  .arg(g.white, g.black, g.result, g.reason);
        QVERIFY2(g.reason.startsWith(sideOf(g, QStringLiteral("F")) + " loses on time"),
                 qPrintable(where));
        QVERIFY2(!g.reason.contains(QLatin1String("earlier")), qPrintable(where));
    }
    QCOMPARE(run.out.contains(QLatin1String(
                 "\nStopping the tournament: F stopped answering after game 1 and -recover is "
                 "not given\n")),
             stops && !fastchess);
    const bool fastchessStop =
        run.out.contains(QLatin1String("\nGame 2 stalled / disconnected and no recover option "
                                       "set for engine, stopping tournament.\n")) &&
        run.out.contains(QLatin1String("\nTournament was interrupted. To resume the tournament, "
                                       "run: ")) &&
        run.out.contains(QLatin1String(" -config file="));
    QVERIFY2(fastchessStop == (stops && fastchess), qPrintable(run.out));
    if (fastchessStop)
        QVERIFY2(!run.out.contains(QLatin1String("Results of")), qPrintable(run.out));
    QVERIFY(match.stopped.isEmpty()); // nothing else was running
    QString error;
    QCOMPARE(int(readPgnFile(dir.filePath(QStringLiteral("out.pgn")), &error).size()),
             match.finished.size());
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// The fastchess dialect without -recover: an engine that crashes while it waits for its next
// game (killed here during -wait's pause after game 1) stops the run as a stall does:
// fastchess's line naming the game that would have found it, no results, the resume command,
// exit code 1 (it used to exit 0, which fishtest's worker takes for a completed batch).
void TestReliability::crashBetweenGamesStopsFastchess() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess cli;
    cli.setWorkingDirectory(dir.path());
    cli.start(binPath("arbiter-cli"),
              {"-dialect", "fastchess", "-engine", "cmd=" + binPath("arbiter-fault-engine"),
               "name=F", "args=--legal", "-engine", "cmd=" + binPath("arbiter-engine"), "name=A",
               "-each", "proto=uci", "tc=10+0.1", "-maxmoves", "4", "-rounds", "1", "-games", "2",
               // The pause in which F is killed; the run ends once it is over.
               "-wait", "20000", "-pgnout", "file=out.pgn"});
    QVERIFY(cli.waitForStarted());
    QString out;
    QVERIFY2(test::readOutputUntil(cli, QStringLiteral("Finished game 1"), 1, &out, kRunLimitMs),
             qPrintable(out));
    pid_t fault = 0;
    for (const test::ProcessInfo& p : enginesOf(pid_t(cli.processId())))
        if (p.command.contains(QLatin1String("arbiter-fault-engine"))) fault = p.pid;
    QVERIFY2(fault > 0, qPrintable(test::leftoverChildren()));
    ::kill(fault, SIGKILL);
    QVERIFY(cli.waitForFinished(kRunLimitMs));
    out += QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY2(cli.exitCode() == 1, qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("\nGame 2 stalled / disconnected and no recover option set "
                                        "for engine, stopping tournament.\n")) &&
                 out.contains(QLatin1String("\nTournament was interrupted. To resume the "
                                            "tournament, run: ")),
             qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("Stopping the tournament")) &&
                 !out.contains(QLatin1String("Started game 2")),
             qPrintable(out));
    const QList<test::ProcessInfo> survivors = test::reapChildren(10);
    QVERIFY2(survivors.isEmpty(), "processes left behind");
}

// At the end of a tournament (and after SIGINT) arbiter-cli waits for its engines to quit, up
// to their grace period, before it exits: one that takes a while (saving files, say) is not
// killed half-way. (It used to exit at once, killing them.) tscale=20 makes the grace 40 s.
void TestReliability::enginesGetTheirQuitGrace() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString quits = dir.filePath(QStringLiteral("quits.txt"));
    const QStringList slow = {"depth=1", "tscale=20",       "arg=--slow-quit",
                              "arg=500", "arg=--quit-file", "arg=" + quits};
    const CliRun run = runCli(faultEngine(QStringLiteral("F"), slow) + builtin("A") +
                                  QStringList{"-games", "2", "-maxmoves", "10"},
                              dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QCOMPARE(readBytes(quits), QByteArray("quit\n")); // one process, quit once, not killed
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));

    // Interrupted: the same for the engines of the stopped game.
    QVERIFY(QFile::remove(quits));
    QProcess cli;
    QString out, why;
    QVERIFY2(startMatch(cli, dir.path(), slow, QStringLiteral("i.pgn"), &out, &why),
             qPrintable(why));
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(kRunLimitMs));
    QCOMPARE(cli.exitCode(), 130);
    QCOMPARE(readBytes(quits), QByteArray("quit\n"));
}

// SIGINT while an engine hangs (it neither moves nor reads its input): arbiter-cli still stops
// at once, kills the engine, saves a state that resumes the unfinished game, and exits with 130;
// no engine is left running or unreaped. (tests/cli_e2e checks that a SIGINT-ed and resumed
// tournament equals an uninterrupted one.)
void TestReliability::sigintWithHungEngine() {
    QTemporaryDir dir;
    QProcess cli;
    QString out;
    startHungMatch(cli, dir, &out);
    if (QTest::currentTestFailed()) return;
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY2(cli.waitForFinished(kRunLimitMs), "arbiter-cli did not stop after SIGINT");
    out += QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 130);
    QVERIFY2(out.contains("Resume with: arbiter-cli -resume out.pgn.state.json"), qPrintable(out));
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(dir.filePath(QStringLiteral("out.pgn.state.json")), &s, &error),
             qPrintable(error));
    QVERIFY(!s.complete);
    QCOMPARE(s.finishedGames(), 0);
    // The game in play is written with "*", as cutechess-cli writes a stopped game.
    for (const PgnGame& g : readPgnFile(dir.filePath(QStringLiteral("out.pgn")), &error))
        QCOMPARE(tag(g, "Result"), QStringLiteral("*"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// An opening that is already decided (mate, stalemate, dead material; a PGN opening ending in
// mate; an r-Mobility G0.0 token) ends its game before either engine has been started. The
// game is recorded with its result and the match goes on: the engines that never played are
// handed to the next game (they used to wait for a "settled" that never came, forever), with
// restart=on too.
void TestReliability::gameDecidedBeforeItsFirstMove_data() {
    QTest::addColumn<QString>("suite"); // file name: .epd or .pgn
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("firstResult"); // of game 1, White = A
    QTest::addColumn<QString>("firstReason");
    const QByteArray normal = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n";
    QTest::newRow("mate") << "s.epd" << ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1\n" + normal)
                          << QStringList() << "1-0"
                          << "White mates";
    QTest::newRow("stalemate") << "s.epd" << ("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1\n" + normal)
                               << QStringList() << "1/2-1/2"
                               << "Draw by stalemate";
    QTest::newRow("dead material")
        << "s.epd" << ("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n" + normal) << QStringList() << "1/2-1/2"
        << "Draw by insufficient mating material";
    QTest::newRow("dead material, restart=on")
        << "s.epd" << ("4kb2/8/8/8/8/8/8/4K3 w - - 0 1\n" + normal)
        << QStringList{"-each", "restart=on"} << "1/2-1/2"
        << "Draw by insufficient mating material";
    QTest::newRow("pgn ends in mate")
        << "s.pgn"
        << QByteArray("[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"b\"]\n\n1. e4 *\n")
        << QStringList() << "0-1"
        << "Black mates";
    QTest::newRow("r-mobility G0.0 token")
        << "s.epd" << ("4k3/8/8/8/8/8/8/R3K3 w - - 3 40 -G0.0\n" + normal)
        << QStringList{"-rMobilityType", "classical"} << "-G0.0"
        << "Black mates";
}

void TestReliability::gameDecidedBeforeItsFirstMove() {
    QFETCH(QString, suite);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, extra);
    QFETCH(QString, firstResult);
    QFETCH(QString, firstReason);
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath(suite), text));
    const CliRun run =
        runCli(builtin("A") + builtin("B") + extra +
                   QStringList{"-openings", "file=" + suite, "-repeat", "-games", "2", "-rounds",
                               "2", "-maxmoves", "20", "-pgnout", "out.pgn"},
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const test::MatchOutput match = test::parseMatchOutput(run.out);
    QVERIFY2(match.problems.isEmpty(), qPrintable(match.problems.join(QLatin1String("; "))));
    const QMap<int, GameLine> games = match.ended();
    QCOMPARE(games.size(), 4);
    QCOMPARE(games[1].result, firstResult);
    QCOMPARE(games[1].reason, firstReason);
    QCOMPARE(games[2].reason, firstReason); // the opening again, colours swapped (-repeat)
    QString error;
    const std::vector<PgnGame> pgn = readPgnFile(dir.filePath("out.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(pgn.size()), 4);
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));
}

// SIGINT after such a game stops the match, with the state saved (it used to be ignored: the
// runner waited for the unstarted engines to exit, which they never said).
void TestReliability::sigintAfterGameDecidedBeforeItsFirstMove() {
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath("s.epd"), "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1\n"
                                              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                                              "KQkq - 0 1\n"));
    QProcess cli;
    cli.setWorkingDirectory(dir.path());
    cli.start(binPath("arbiter-cli"), builtin("A") + builtin("B") +
                                          QStringList{"-openings", "file=s.epd", "-games", "2",
                                                      "-rounds", "50", "-pgnout", "out.pgn"});
    QVERIFY(cli.waitForStarted());
    QString out;
    QVERIFY2(test::readOutputUntil(cli, QStringLiteral("Finished game 1 "), 1, &out, kRunLimitMs),
             qPrintable(out));
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY2(cli.waitForFinished(kRunLimitMs), "arbiter-cli did not stop after SIGINT");
    out += QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 130);
    QVERIFY2(out.contains("Resume with: arbiter-cli -resume out.pgn.state.json"), qPrintable(out));
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(dir.filePath(QStringLiteral("out.pgn.state.json")), &s, &error),
             qPrintable(error));
    QVERIFY(!s.complete);
    QVERIFY(s.finishedGames() >= 1);
    const QString left = test::leftoverChildren();
    QVERIFY2(left.isEmpty(), qPrintable("processes left behind:\n" + left));
}

// An opening the rules refuse (an r-Mobility G token that cannot be read) is refused before
// the match, naming the file and line, instead of a game that silently never starts.
void TestReliability::openingRefusedByTheRules() {
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath("s.epd"),
                       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 9 G2.7\n"));
    QVERIFY(
        writeBytes(dir.filePath("s.pgn"),
                   "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n[SetUp \"1\"]\n[FEN "
                   "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 9 G2.7\"]\n\n*\n"));
    for (const QString& suite : {QStringLiteral("s.epd"), QStringLiteral("s.pgn")}) {
        const CliRun run = runCli(builtin("A") + builtin("B") +
                                      QStringList{"-openings", "file=" + suite, "-games", "2",
                                                  "-rMobilityType", "exponential"},
                                  dir.path());
        QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
        const QString where = suite.endsWith("epd") ? "s.epd: line 2: " : "s.pgn: game 2, line 5: ";
        QVERIFY2(run.err.contains(where + "FEN field 7 (r-Mobility G-score): 'G2.7' is not a "
                                          "G-score"),
                 qPrintable(run.describe()));
        QVERIFY2(!run.out.contains("Started game"), qPrintable(run.out));
    }
    // A [Komi] that cannot be read is refused at load too, naming the file and game (it used
    // to be found only when its game started, after the games before it were played).
    QVERIFY(writeBytes(dir.filePath("k.pgn"),
                       "[Event \"a\"]\n[Komi \"G2.25\"]\n\n1. e4 *\n\n[Event \"b\"]\n"
                       "[Komi \"four\"]\n\n1. d4 *\n"));
    const CliRun komi =
        runCli(builtin("A") + builtin("B") +
                   QStringList{"-openings", "file=k.pgn", "-games", "2", "-rMobilityType", "komi"},
               dir.path());
    QVERIFY2(komi.finished && komi.exitCode == 2, qPrintable(komi.describe()));
    QVERIFY2(komi.err.contains("k.pgn: game 2, line 6: [Komi \"four\"]: 'four' is not a komi"),
             qPrintable(komi.describe()));
    QVERIFY2(!komi.out.contains("Started game"), qPrintable(komi.out));
}

// A SIGKILL cannot be handled, so arbiter-cli cannot stop its engines: they die with it
// (PR_SET_PDEATHSIG), even one that hangs without reading its input.
void TestReliability::sigkillLeavesNoEngineRunning() {
    // Once the game has started both engines are running (the hung one searches forever).
    QTemporaryDir dir;
    QProcess cli;
    QString out;
    startHungMatch(cli, dir, &out);
    if (QTest::currentTestFailed()) return;
    ::kill(pid_t(cli.processId()), SIGKILL);
    QVERIFY(cli.waitForFinished(kRunLimitMs));
    QCOMPARE(cli.exitStatus(), QProcess::CrashExit);
    // They are our children now; none may keep running.
    const QList<test::ProcessInfo> survivors = test::reapChildren(30);
    QStringList names;
    for (const test::ProcessInfo& p : survivors) names << p.command;
    QVERIFY2(survivors.isEmpty(), qPrintable("engines outlived arbiter-cli: " + names.join(", ")));
}

void TestReliability::engineGroupEndsWithTheEngine_data() {
    QTest::addColumn<QStringList>("faultKeys"); // the wrapped fault engine's keys
    QTest::addColumn<QStringList>("options");   // more arbiter-cli options
    QTest::addColumn<QString>("reason"); // of the wrapped engine's first game; empty: not a fault
    QTest::newRow("time loss") << QStringList{"arg=--hang", "tscale=0.1"}
                               << QStringList{"-each", "tc=2+0.05"} << "loses on time";
    QTest::newRow("stall") << QStringList{"depth=1", "arg=--hang", "tscale=0.01"} << QStringList()
                           << "connection stalls";
    QTest::newRow("end of the match")
        << QStringList{"depth=1"} << QStringList{"-maxmoves", "6"} << QString();
}

// An engine started through a wrapper script without exec, beside a helper that never ends: when
// the engine is killed for a time loss or a stall, and when it quits at the end of the match,
// its whole process group ends with it (the helper used to run on after arbiter-cli exited).
void TestReliability::engineGroupEndsWithTheEngine() {
    QFETCH(QStringList, faultKeys);
    QFETCH(QStringList, options);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString helpers = dir.filePath(QStringLiteral("helpers.txt"));
    const QString wrapper = writeWrapperScript(dir, helpers);
    QVERIFY(!wrapper.isEmpty());
    QStringList engine{QStringLiteral("-engine"), QStringLiteral("cmd=") + wrapper,
                       QStringLiteral("name=F"), QStringLiteral("arg=--legal")};
    const CliRun run = runCli(
        engine + faultKeys + builtin("A") + options + QStringList{"-games", "2"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const test::MatchOutput match = test::parseMatchOutput(run.out);
    QVERIFY2(!match.finished.isEmpty(), qPrintable(run.out));
    const QString first = match.finished.first().reason;
    QVERIFY2(reason.isEmpty() ? isNormalEnd(first) : first.contains(reason), qPrintable(run.out));
    QVERIFY2(!readBytes(helpers).trimmed().isEmpty(), "the wrapper started no helper");
    // Orphans of the run are our children (subreaper): none may still run. (Killed ones are
    // zombies here until reaped; a helper still running after 10 s was left behind.)
    const QList<test::ProcessInfo> survivors = test::reapChildren(10);
    QStringList names;
    for (const test::ProcessInfo& p : survivors) names << p.command;
    QVERIFY2(survivors.isEmpty(), qPrintable("left running: " + names.join(", ")));
    const QString running = helpersStillRunning(helpers);
    QVERIFY2(running.isEmpty(), qPrintable(running));
}

// A SIGKILL of arbiter-cli: PR_SET_PDEATHSIG reaches the wrapper script only; the keeper
// (engine/processgroups.h) sees arbiter-cli's end and kills the wrapped engine's whole group,
// the engine and the helper beside it.
void TestReliability::sigkillEndsEngineGroups() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString helpers = dir.filePath(QStringLiteral("helpers.txt"));
    const QString wrapper = writeWrapperScript(dir, helpers);
    QVERIFY(!wrapper.isEmpty());
    QProcess cli;
    cli.setWorkingDirectory(dir.path());
    cli.start(binPath("arbiter-cli"),
              QStringList{"-engine", "cmd=" + wrapper, "name=F", "arg=--legal", "arg=--hang"} +
                  builtin("A") + QStringList{"-each", "tc=600+0", "-games", "2"});
    QVERIFY(cli.waitForStarted());
    QString out;
    QVERIFY2(test::readOutputUntil(cli, QStringLiteral("Started game"), 1, &out, kRunLimitMs),
             qPrintable(out));
    QCOMPARE(bothEngines(pid_t(cli.processId())).size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(!readBytes(helpers).trimmed().isEmpty(), kRunLimitMs);
    ::kill(pid_t(cli.processId()), SIGKILL);
    QVERIFY(cli.waitForFinished(kRunLimitMs));
    const QList<test::ProcessInfo> survivors = test::reapChildren(30);
    QStringList names;
    for (const test::ProcessInfo& p : survivors) names << p.command;
    QVERIFY2(survivors.isEmpty(), qPrintable("outlived arbiter-cli: " + names.join(", ")));
    const QString running = helpersStillRunning(helpers);
    QVERIFY2(running.isEmpty(), qPrintable(running));
}

// SIGKILL at two moments of a tournament, each time resumed from the state file: the PGN only
// ever holds whole games (PgnReader reads every one), the state file is valid, and the end
// result has every game exactly once.
void TestReliability::sigkillThenResume() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList match =
        builtin("A") + QStringList{"-engine",      "cmd=" + binPath("arbiter-engine"),
                                   "name=B",       "depth=2",
                                   "-games",       "2",
                                   "-rounds",      "8",
                                   "-concurrency", "2",
                                   "-maxmoves",    "40",
                                   "-pgnout",      "k.pgn"};
    const QString state = dir.filePath(QStringLiteral("k.pgn.state.json"));
    const QString pgnPath = dir.filePath(QStringLiteral("k.pgn"));

    auto runAndKill = [&](const QStringList& args, int afterGames) {
        QProcess cli;
        cli.setWorkingDirectory(dir.path());
        cli.start(binPath("arbiter-cli"), args);
        if (!cli.waitForStarted()) return QStringLiteral("arbiter-cli did not start");
        QString out;
        if (!test::readOutputUntil(cli, QStringLiteral("Finished game"), afterGames, &out,
                                   kRunLimitMs))
            return QStringLiteral("no output: ") + out;
        ::kill(pid_t(cli.processId()), SIGKILL);
        cli.waitForFinished(kRunLimitMs);
        return QString();
    };
    auto checkFiles = [&](int* finishedInState) {
        TournamentState s;
        QString error;
        if (!TournamentState::load(state, &s, &error)) return "state: " + error;
        QString pgnError;
        const std::vector<PgnGame> pgn = readPgnFile(pgnPath, &pgnError);
        if (!pgnError.isEmpty()) return "PGN: " + pgnError;
        // Every game the state calls written is in the file; the one whose write was under
        // way (write-ahead) may or may not be.
        int written = 0, pending = 0;
        for (const GameRecord& g : s.games) {
            if (g.finished && g.pgnWritten) ++written;
            if (g.finished && !g.pgnWritten) ++pending;
        }
        *finishedInState = written + pending;
        const int inPgn = int(pgn.size());
        if (inPgn < written || inPgn > written + pending)
            return QStringLiteral("%1 games in the PGN, the state has %2 written and %3 pending")
                .arg(inPgn)
                .arg(written)
                .arg(pending);
        return QString();
    };

    QString problem = runAndKill(match, 3);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    test::reapChildren(30);
    int first = 0;
    problem = checkFiles(&first);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(first >= 2);

    problem = runAndKill({"-resume", state}, 3);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    test::reapChildren(30);
    int second = 0;
    problem = checkFiles(&second);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(second > first);

    const CliRun last = runCli({"-resume", state}, dir.path());
    QVERIFY2(last.finished && last.exitCode == 0, qPrintable(last.describe()));
    verifyEveryGameOnce(pgnPath, 16, state);
}

// The window the write-ahead order leaves: the state says a game's PGN is not written yet.
// If the file has it (killed after the write) the resumed run must not write it again; if not
// (killed before) it must.
void TestReliability::resumeFindsGamesAlreadyInThePgn() {
    QTemporaryDir dir;
    FinishedTournament t;
    playToTheEnd(dir, QStringLiteral("w.pgn"), {"-games", "4"}, 4, &t);
    if (QTest::currentTestFailed()) return;

    // The last game to finish: its record is the PGN file's last one. The state file as the
    // write-ahead order leaves it in between: everything up to that game's "finished" line
    // (which carries its PGN text), not the "pgnWritten" and "complete" lines after it.
    const QByteArray pendingState = t.state.left(t.lastFinishedEnd + 1);
    const QJsonObject finishedLine =
        QJsonDocument::fromJson(pendingState.mid(t.lastFinished)).object();
    QCOMPARE(finishedLine.value(QStringLiteral("pgn")).toString().toUtf8(), t.records.last());

    for (bool inFile : {true, false}) {
        QVERIFY(writeBytes(t.pgnPath, inFile ? t.pgn : t.pgnWithoutTheLastGame()));
        QVERIFY(writeBytes(t.statePath, pendingState));
        const CliRun resumed = runCli({"-resume", t.statePath}, dir.path());
        QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
        QCOMPARE(readBytes(t.pgnPath), t.pgn); // the four games, each once
    }
}

// Killed while appending a game's "finished" line to the state file: the file ends with half a
// line and, by the write-ahead order, the PGN file does not have that game. -resume ignores the
// cut line, plays that game again and ends with every game once in the PGN and the state.
void TestReliability::stateLineCutShortResumes() {
    QTemporaryDir dir;
    FinishedTournament t;
    playToTheEnd(dir, QStringLiteral("c.pgn"), {"-games", "2", "-rounds", "3"}, 6, &t);
    if (QTest::currentTestFailed()) return;
    QVERIFY(writeBytes(t.statePath, t.state.left((t.lastFinished + t.lastFinishedEnd) / 2)));
    QVERIFY(writeBytes(t.pgnPath, t.pgnWithoutTheLastGame()));

    const CliRun resumed = runCli({"-resume", t.statePath}, dir.path());
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    QCOMPARE(resumed.out.count(QLatin1String("Finished game ")), 1);
    verifyEveryGameOnce(t.pgnPath, 6, t.statePath);
}

// The order itself, seen from the runner: when the checkpoint (the CLI's state save) runs, the
// Tournament has the game with its PGN text and the PGN file does not have it yet.
void TestReliability::stateIsSavedBeforeThePgn() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TournamentRunnerSettings settings;
    settings.tournament.gamesPerEncounter = 3;
    for (const char* name : {"A", "B"}) {
        TournamentPlayer p;
        p.engine.name = QString::fromLatin1(name);
        p.engine.command = binPath("arbiter-engine");
        std::string why;
        QVERIFY(TimeControl::parse("inf", p.timeControl, &why));
        p.timeControl.setDepthLimit(1);
        settings.players << p;
    }
    settings.adjudication.maxMoves = 20;
    settings.pgnFile = dir.filePath(QStringLiteral("order.pgn"));
    TournamentRunner runner(settings);
    QStringList problems;
    int checkpoints = 0;
    runner.setCheckpoint([&](QString*) {
        ++checkpoints;
        const QVector<GameRecord> unwritten = runner.tournament().unwrittenPgn();
        const GameRecord* latest = nullptr;
        for (const GameRecord& g : unwritten)
            if (!latest || g.finishOrder > latest->finishOrder) latest = &g;
        if (!latest || latest->finishOrder != checkpoints - 1 || latest->pgn.isEmpty())
            problems << QStringLiteral("checkpoint %1: the state lacks the game or its PGN")
                            .arg(checkpoints);
        // (Counted, not searched for: two games of these depth-1 engines can have the same text.)
        else if (test::pgnRecordTexts(readBytes(settings.pgnFile)).size() != checkpoints - 1)
            problems
                << QStringLiteral("checkpoint %1: the PGN file was written first").arg(checkpoints);
        return true;
    });
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QString error;
    QVERIFY2(runner.start(&error), qPrintable(error));
    QVERIFY(finished.wait(kRunLimitMs));
    QCOMPARE(checkpoints, 3);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QCOMPARE(test::pgnRecordTexts(readBytes(settings.pgnFile)).size(), 3);
}

void TestReliability::unwritableOutputPath() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The PGN in a directory that does not exist: refused before any game, exit code 2.
    const CliRun noDir =
        runCli(builtin("A") + builtin("B") +
                   QStringList{"-games", "2", "-pgnout", "missing/out.pgn", "-statefile", "s.json"},
               dir.path());
    QVERIFY2(noDir.finished && noDir.exitCode == 2, qPrintable(noDir.describe()));
    QCOMPARE(noDir.err.trimmed(),
             QStringLiteral("arbiter-cli: cannot open 'missing/out.pgn' for appending: No such "
                            "file or directory"));
    QVERIFY(!noDir.out.contains(QLatin1String("Started game")));

    // The state file in a directory that does not exist: refused before any game too.
    const CliRun noStateDir = runCli(builtin("A") + builtin("B") +
                                         QStringList{"-games", "2", "-statefile", "missing/s.json"},
                                     dir.path());
    QVERIFY2(noStateDir.finished && noStateDir.exitCode == 2, qPrintable(noStateDir.describe()));
    QCOMPARE(noStateDir.err.trimmed(),
             QStringLiteral("arbiter-cli: cannot write state file 'missing/s.json': the "
                            "directory '%1/missing' does not exist")
                 .arg(dir.path()));
    QVERIFY(!noStateDir.out.contains(QLatin1String("Started game")));

    // (A state path taken by a directory: stateFileMustBeARegularFile; one that cannot be
    // written later, a full disk: fullFileSystem.)
    QVERIFY(test::leftoverChildren().isEmpty());
}

// /dev/full fails every write with "No space left on device". The PGN and EPD writes fail with
// a warning per game, the tournament plays on, and the state file (elsewhere) keeps every
// game's PGN text for a later run to write.
void TestReliability::pgnOnFullDevice() {
    if (!QFile::exists(QStringLiteral("/dev/full"))) QSKIP("no /dev/full on this system");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run =
        runCli(builtin("A") + builtin("B") +
                   QStringList{"-games", "4", "-maxmoves", "20", "-pgnout", "/dev/full", "-epdout",
                               "/dev/full", "-statefile", "s.json"},
               dir.path());
    // Not a success: the run ends with exit code 1 and says what is missing where, and how to
    // get it written.
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QLatin1String(
                 "Error: 4 games are missing from '/dev/full' (it could not be written); the state "
                 "file keeps them: arbiter-cli -resume s.json writes them")),
             qPrintable(run.out));
    QCOMPARE(int(run.out.count(
                 QLatin1String("Warning: cannot write to '/dev/full': No space left on device"))),
             8); // four games, PGN and EPD
    QCOMPARE(test::parseMatchOutput(run.out).ended().size(), 4);
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(dir.filePath(QStringLiteral("s.json")), &s, &error),
             qPrintable(error));
    QCOMPARE(s.finishedGames(), 4);
    QVERIFY(!s.complete); // a resumed run writes the games
    for (const GameRecord& g : s.games) {
        QVERIFY(!g.pgnWritten);
        QVERIFY(g.pgn.startsWith(QLatin1String("[Event ")));
    }
}

// A file system that fills up: PGN writes fail (a warning, the game's PGN text stays in the
// state) until a state append fails too, which stops the run with exit code 1; the PGN and the
// state written agree. With room made, -resume finishes the tournament with every game once.
void TestReliability::fullFileSystem() {
    TinyFileSystem fs(96);
    if (!fs.isMounted()) QSKIP("cannot mount a tmpfs here (needs root); /dev/full is tested");
    const QString pgnPath = fs.path(QStringLiteral("t.pgn"));
    const QString statePath = fs.path(QStringLiteral("t.pgn.state.json"));
    // Leave about 24 KB: a few games and state saves.
    QVERIFY(writeBytes(fs.path(QStringLiteral("filler")), QByteArray(72 * 1024, 'x')));
    const QStringList match =
        builtin("A") + builtin("B") +
        QStringList{"-games", "2", "-rounds", "15", "-maxmoves", "20", "-pgnout", pgnPath};
    const CliRun full = runCli(match, fs.path(QString()));
    QVERIFY2(full.finished && full.exitCode == 1, qPrintable(full.describe()));
    QVERIFY2(full.out.contains(QLatin1String("No space left on device")), qPrintable(full.out));
    QVERIFY2(full.out.contains(QLatin1String("Resume with: arbiter-cli -resume ")),
             qPrintable(full.out));
    QVERIFY(test::leftoverChildren().isEmpty());
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(statePath, &s, &error), qPrintable(error));
    const std::vector<PgnGame> before = readPgnFile(pgnPath, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(s.finishedGames() > 0 && s.finishedGames() < 30);
    // Every game reported as finished (and so counted in the tables printed) is in the state.
    for (const GameLine& g : test::parseMatchOutput(full.out).ended()) {
        const auto recorded =
            std::find_if(s.games.begin(), s.games.end(), [&](const GameRecord& r) {
                return r.game.number == g.number && r.finished;
            });
        QVERIFY2(recorded != s.games.end(),
                 qPrintable(QStringLiteral("game %1 is reported, not recorded").arg(g.number)));
    }
    // The state knows every game in the PGN; those whose PGN write failed ("Warning: cannot
    // write") keep their PGN text in it.
    int written = 0;
    for (const GameRecord& g : s.games) {
        if (g.finished && g.pgnWritten) ++written;
        if (g.finished && !g.pgnWritten) QVERIFY(g.pgn.startsWith(QLatin1String("[Event ")));
    }
    QVERIFY(int(before.size()) >= written && int(before.size()) <= s.finishedGames());

    QVERIFY(QFile::remove(fs.path(QStringLiteral("filler"))));
    const CliRun resumed = runCli({"-resume", statePath}, fs.path(QString()));
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    verifyEveryGameOnce(pgnPath, 30);
}

// A state path that is a directory or a device is refused before any game (it would be
// replaced by a regular file, or stop the run after its first game); a PGN output that is not a
// regular file (-pgnout /dev/null) gives no state path beside it.
void TestReliability::stateFileMustBeARegularFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList match =
        builtin("A") + builtin("B") + QStringList{"-games", "2", "-maxmoves", "10"};
    const QString folder = dir.filePath(QStringLiteral("folder"));
    QVERIFY(QDir().mkdir(folder));
    // (A FIFO stands for a device node: an older build would replace a real one.)
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const QString& state : {folder, fifo}) {
        const CliRun run = runCli(match + QStringList{"-statefile", state}, dir.path());
        QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
        QVERIFY2(run.err.contains(QStringLiteral("state file '%1': it is ").arg(state)),
                 qPrintable(run.err));
        QVERIFY(!run.out.contains(QLatin1String("Started game")));
    }
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(!QFileInfo(fifo).isFile());

    QFile::remove(QStringLiteral("/dev/null.state.json")); // (left by an older build, as root)
    const CliRun devNull = runCli(match + QStringList{"-pgnout", "/dev/null"}, dir.path());
    QVERIFY2(devNull.finished && devNull.exitCode == 0, qPrintable(devNull.describe()));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null.state.json")));
    TournamentState s;
    QString error;
    QVERIFY2(
        TournamentState::load(dir.filePath(QStringLiteral("arbiter-tournament.json")), &s, &error),
        qPrintable(error));
    QVERIFY(s.complete);
    QCOMPARE(s.finishedGames(), 2);
}

// -pgnout (or -epdout) and -statefile naming one file would mix games into the state journal
// and lose them: refused at start.
void TestReliability::stateFileIsNotTheOutput() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList match = builtin("A") + builtin("B") + QStringList{"-games", "2"};
    const QStringList outputs[] = {{"-pgnout", "same.pgn", "-statefile", "same.pgn"},
                                   {"-pgnout", "same.pgn", "-statefile", "./same.pgn"},
                                   {"-epdout", "same.epd", "-statefile", "same.epd"}};
    for (const QStringList& files : outputs) {
        const CliRun run = runCli(match + files, dir.path());
        QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
        QVERIFY2(run.err.contains(QLatin1String("is also the output file")), qPrintable(run.err));
        QVERIFY(!run.out.contains(QLatin1String("Started game")));
    }
}

// Running the command again while it runs, or two -resume of one state at once, would play the
// same games twice: the state file is locked while a run uses it, the second run is refused.
// Once it is stopped, the original command is refused too (its state is unfinished): -resume
// continues it, -restart starts anew.
void TestReliability::stateFileIsLockedAndNotReplaced() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString statePath = dir.filePath(QStringLiteral("out.pgn.state.json"));
    const QStringList command =
        faultEngine(QStringLiteral("F"), {"arg=--hang"}) + builtin("A") +
        QStringList{"-each", "tc=600+0", "-games", "2", "-pgnout", "out.pgn"};
    auto stopWithSigint = [](QProcess& cli) {
        ::kill(pid_t(cli.processId()), SIGINT);
        return cli.waitForFinished(kRunLimitMs) && cli.exitCode() == 130;
    };
    {
        QProcess first;
        QString out, why;
        QVERIFY2(
            startMatch(first, dir.path(), {"arg=--hang"}, QStringLiteral("out.pgn"), &out, &why),
            qPrintable(why));
        const CliRun again = runCli(command, dir.path());
        QVERIFY2(again.finished && again.exitCode == 2, qPrintable(again.describe()));
        QVERIFY2(again.err.contains(QLatin1String("in use by another tournament")),
                 qPrintable(again.err));
        QVERIFY(!again.out.contains(QLatin1String("Started game")));
        QVERIFY(stopWithSigint(first));
    }
    const QByteArray interrupted = readBytes(statePath);
    QVERIFY(!interrupted.isEmpty());
    const CliRun rerun = runCli(command, dir.path());
    QVERIFY2(rerun.finished && rerun.exitCode == 2, qPrintable(rerun.describe()));
    QVERIFY2(rerun.err.contains(QLatin1String("holds an unfinished tournament: continue it with "
                                              "arbiter-cli -resume out.pgn.state.json")),
             qPrintable(rerun.err));
    QCOMPARE(readBytes(statePath), interrupted);
    {
        QProcess first;
        first.setWorkingDirectory(dir.path());
        first.start(binPath("arbiter-cli"), {"-resume", "out.pgn.state.json"});
        QString out;
        QVERIFY2(test::readOutputUntil(first, QStringLiteral("Started game"), 1, &out, kRunLimitMs),
                 qPrintable(out));
        const CliRun second = runCli({"-resume", "out.pgn.state.json"}, dir.path());
        QVERIFY2(second.finished && second.exitCode == 2, qPrintable(second.describe()));
        QVERIFY2(second.err.contains(QLatin1String("in use by another tournament")),
                 qPrintable(second.err));
        QVERIFY(stopWithSigint(first));
    }
    // -restart: a new tournament in place of the unfinished one (the hung engine loses on
    // time at once with this clock; -recover gives each game a new process, which hangs too).
    QStringList restart = command;
    restart.replace(restart.indexOf(QStringLiteral("tc=600+0")), QStringLiteral("tc=0.2+0"));
    const CliRun anew = runCli(restart + QStringList{"-restart", "-recover"}, dir.path());
    QVERIFY2(anew.finished && anew.exitCode == 0, qPrintable(anew.describe()));
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(statePath, &s, &error), qPrintable(error));
    QVERIFY(s.complete);
    QCOMPARE(s.finishedGames(), 2);
    QVERIFY(test::leftoverChildren().isEmpty());
}

// -resume from another folder: the relative -pgnout and -openings of the original command line
// are the files of the folder it was started in, not new ones beside the new working folder.
void TestReliability::resumeFromAnotherFolder() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString home = dir.filePath(QStringLiteral("match"));
    const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(home) && QDir().mkpath(elsewhere));
    QVERIFY(writeBytes(home + QStringLiteral("/openings.epd"),
                       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"));
    const CliRun full = runCli(builtin("A") + builtin("B") +
                                   QStringList{"-rounds", "4", "-maxmoves", "10", "-pgnout",
                                               "m.pgn", "-openings", "file=openings.epd"},
                               home);
    QVERIFY2(full.finished && full.exitCode == 0, qPrintable(full.describe()));
    // Made unfinished: the last game's records and the completion are cut off.
    const QString statePath = home + QStringLiteral("/m.pgn.state.json");
    const QByteArray state = readBytes(statePath);
    const qsizetype lastStarted = state.lastIndexOf("{\"event\":\"started\"");
    QVERIFY(lastStarted > 0);
    QVERIFY(writeBytes(statePath, state.left(lastStarted)));
    const QList<QByteArray> records =
        test::pgnRecordTexts(readBytes(home + QStringLiteral("/m.pgn")));
    QCOMPARE(records.size(), 4);
    QByteArray threeGames;
    for (int i = 0; i < 3; ++i) threeGames += records[i];
    QVERIFY(writeBytes(home + QStringLiteral("/m.pgn"), threeGames));

    const CliRun resumed = runCli({"-resume", "../match/m.pgn.state.json"}, elsewhere);
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    QVERIFY(QDir(elsewhere).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    verifyEveryGameOnce(home + QStringLiteral("/m.pgn"), 4, statePath);
}

void TestReliability::enginesSyncBeforeEachGame_data() {
    QTest::addColumn<QStringList>("faultKeys");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("firstReason"); // of the fault engine's first game; %1: its side
    const QStringList stale{"depth=1", "arg=--stale-move", "arg=1000", "arg=--late-at", "arg=1"};
    const QStringList slow{"arg=--slow-newgame", "arg=1500"};
    const QStringList clock{"-each", "tc=1+0.1"};
    // Its first game ends with its illegal move (or resignation); the legal move it sends a
    // second later is not its answer in the next game.
    QTest::newRow("illegal move, then a late legal one")
        << stale << QStringList() << "%1 makes an illegal move: a1a1";
    QTest::newRow("resign, then a move, xboard")
        << stale + QStringList{"proto=xboard"} << QStringList() << "%1 resigns";
    // 1.5 s to handle ucinewgame (new) with 1 s on the clock: the clock starts once it answered.
    QTest::newRow("slow ucinewgame") << slow << clock << "";
    QTest::newRow("slow new, xboard") << slow + QStringList{"proto=xboard"} << clock << "";
}

// Output of one game does not leak into the next, and the time an engine takes to set up a new
// game is not on its clock: before each game arbiter-cli sends isready (CECP: ping) after
// ucinewgame (new) and starts the game once it is answered; what came before is dropped.
void TestReliability::enginesSyncBeforeEachGame() {
    QFETCH(QStringList, faultKeys);
    QFETCH(QStringList, options);
    QFETCH(QString, firstReason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run =
        runCli(faultEngine(QStringLiteral("F"), faultKeys) + builtin("A") +
                   QStringList{"-games", "2", "-maxmoves", "20", "-pgnout", "s.pgn"} + options,
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const test::MatchOutput match = test::parseMatchOutput(run.out);
    QVERIFY2(match.problems.isEmpty(), qPrintable(match.problems.join(QLatin1String("; "))));
    const QMap<int, GameLine> games = match.ended();
    QCOMPARE(games.size(), 2);
    for (const GameLine& g : games) {
        const QString where = QStringLiteral("game %1 (%2 vs %3): %4 {%5}")
                                  .arg(g.number)
                                  .arg(g.white, g.black, g.result, g.reason);
        if (g.number == 1 && !firstReason.isEmpty())
            QVERIFY2(g.reason.startsWith(firstReason.arg(sideOf(g, QStringLiteral("F")))),
                     qPrintable(where));
        else
            QVERIFY2(isNormalEnd(g.reason) && !g.reason.contains(QLatin1String("resign")),
                     qPrintable(where));
    }
    QVERIFY(test::leftoverChildren().isEmpty());
}

// -games 2147483647: the games are made as they are needed (as for -rounds), not all at start.
// arbiter-cli runs under a 2 GiB address-space limit, far below what the whole schedule would
// take; three games are played, then it is interrupted.
void TestReliability::hugeGamesCount() {
    if (builtUnderAddressSanitizer())
        QSKIP("AddressSanitizer reserves terabytes of shadow address space, so the address-space "
              "limit this test relies on cannot apply; the regular build runs it");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess cli;
    cli.setWorkingDirectory(dir.path());
    cli.setChildProcessModifier([] {
        const rlimit limit{rlim_t(2) << 30, rlim_t(2) << 30};
        ::setrlimit(RLIMIT_AS, &limit);
    });
    cli.start(binPath("arbiter-cli"),
              builtin("A") + builtin("B") +
                  QStringList{"-games", "2147483647", "-maxmoves", "4", "-pgnout", "h.pgn"});
    QString out;
    QVERIFY2(test::readOutputUntil(cli, QStringLiteral("Finished game"), 3, &out, kRunLimitMs),
             qPrintable(out + cli.readAllStandardError()));
    QVERIFY2(out.contains(QLatin1String("Started game 1 of 2147483647 (A vs B)")), qPrintable(out));
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(kRunLimitMs));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 130);
    QVERIFY(test::leftoverChildren().isEmpty());
}

namespace {
// arbiter-cli started with an open-file limit of `files` (soft and hard).
CliRun runCliWithFileLimit(const QStringList& args, const QString& dir, rlim_t files) {
    return runCli(args, dir, test::kCliRunLimitMs, [files] {
        const rlimit limit{files, files};
        ::setrlimit(RLIMIT_NOFILE, &limit);
    });
}
} // namespace

// -concurrency 30 under ulimit -n 64: arbiter-cli plays fewer games at once, says so, and every
// game is played (none is charged to an engine as "disconnects: cannot create a pipe").
void TestReliability::concurrencyFitsTheDescriptorLimit() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run = runCliWithFileLimit(builtin("A") + builtin("B") +
                                               QStringList{"-games", "20", "-concurrency", "30",
                                                           "-maxmoves", "10", "-pgnout", "d.pgn"},
                                           dir.path(), 64);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral(
                 "Warning: -concurrency 30 needs about \\d+ open files, more than this process may "
                 "open \\(64, ulimit -n\\): \\d+ games are played at a time"))),
             qPrintable(run.out));
    const QMap<int, GameLine> games = test::parseMatchOutput(run.out).ended();
    QCOMPARE(games.size(), 20);
    for (const GameLine& g : games) QVERIFY2(isNormalEnd(g.reason), qPrintable(g.reason));
    QVERIFY(test::leftoverChildren().isEmpty());
}

// With so few descriptors that no engine can be started, the failure is arbiter-cli's own: no
// game is scored, the run stops with exit code 1 and the state resumes them.
void TestReliability::managerFailureIsNotAGameResult() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run =
        runCliWithFileLimit(builtin("A") + builtin("B") +
                                QStringList{"-rounds", "4", "-maxmoves", "10", "-pgnout", "m.pgn"},
                            dir.path(), kTooFewDescriptors);
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QLatin1String("Error: arbiter-cli cannot start an engine: cannot "
                                            "start '%1': cannot create a pipe: Too many open files")
                                  .arg(binPath("arbiter-engine"))),
             qPrintable(run.out));
    QVERIFY2(!run.out.contains(QLatin1String("Finished game")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("Resume with: arbiter-cli -resume m.pgn.state.json")),
             qPrintable(run.out));
    TournamentState s;
    QString error;
    QVERIFY2(TournamentState::load(dir.filePath(QStringLiteral("m.pgn.state.json")), &s, &error),
             qPrintable(error));
    QVERIFY(!s.complete);
    QCOMPARE(s.finishedGames(), 0);
    // With descriptors to spare, -resume plays the four games.
    const CliRun resumed = runCli({"-resume", "m.pgn.state.json"}, dir.path());
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    verifyEveryGameOnce(dir.filePath(QStringLiteral("m.pgn")), 4);
}

// What an engine does wrong without costing its game is reported, not dropped in silence: an
// option it does not have, a value it refuses, a line over 1 MiB.
void TestReliability::engineProblemsAreReported() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run =
        runCli(faultEngine(QStringLiteral("F"),
                           {"depth=1", "arg=--huge-line", "option.Nope=1", "option.Hash=abc"}) +
                   builtin("A") + QStringList{"-games", "1", "-maxmoves", "4"},
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    for (const char* expected :
         {"Warning: F: engine has no option 'Nope'; the setting is ignored",
          "Warning: F: ", "Warning: F: engine wrote a line of 10485772 bytes; it was dropped"})
        QVERIFY2(run.out.contains(QLatin1String(expected)), qPrintable(run.out));
    QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral("Warning: F: .*Hash.*abc"))),
             qPrintable(run.out));
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
