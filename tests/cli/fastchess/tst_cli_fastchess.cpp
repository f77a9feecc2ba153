// arbiter-cli's fastchess dialect: how it is chosen, fastchess's messages and exit codes for bad
// options (and cutechess-cli's, with a "did you mean"), the recorded fastchess runs of
// tests/data/compat replayed game for game, and fishtest's and OpenBench's readings of the
// output (workerparsers.h) giving the same W/L/D and pentanomial as for fastchess's output.
#include "clioutput.h"
#include "clirunner.h"
#include "description/cliparser.h"
#include "description/dialect.h"
#include "description/fastchessargs.h"
#include "description/runnersettings.h"
#include "testdata.h"
#include "tournament/output/fastchessoutput.h"
#include "tournament/output/fastchesspgn.h"
#include "workerparsers.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <algorithm>
#include <csignal>

using namespace arbiter;
using namespace arbiter::cli;
using namespace arbiter::test;

namespace {

const QString stockfish = kStockfish;

QString compatDir() {
    return testDataPath(QStringLiteral("compat"));
}

QStringList twoEngines() {
    return {"-engine", "cmd=a", "tc=1", "-engine", "cmd=b", "tc=1"};
}

// Runs `program` (a link to arbiter-cli, named as fishtest or OpenBench names fastchess) in dir.
struct Run {
    int exitCode = -1;
    QString out, err;
};

Run runAs(const QString& linkName, const QStringList& args, const QString& dir,
          const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    const QString link = QDir(dir).filePath(linkName);
    QFile::remove(link);
    QFile::link(binPath(QStringLiteral("arbiter-cli")), link);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.start(link, args);
    Run run;
    if (!process.waitForFinished(600000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("did not finish");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

struct FinishedLine {
    QString players, result, reason;
    bool operator==(const FinishedLine& o) const {
        return players == o.players && result == o.result && reason == o.reason;
    }
};

// "Finished game N (W vs B): R {reason}" by game number.
QMap<int, FinishedLine> finishedGames(const QString& output) {
    static const QRegularExpression re(
        QStringLiteral("^Finished game (\\d+) \\((.*)\\): (\\S+) \\{(.*)\\}$"),
        QRegularExpression::MultilineOption);
    QMap<int, FinishedLine> games;
    for (auto it = re.globalMatch(output); it.hasNext();) {
        const auto m = it.next();
        games.insert(m.captured(1).toInt(), {m.captured(2), m.captured(3), m.captured(4)});
    }
    return games;
}

QString lastLineStarting(const QString& output, const QString& start) {
    QString found;
    for (const QString& line : output.split(QLatin1Char('\n')))
        if (line.startsWith(start)) found = line;
    return found;
}

// One game of a PGN file as written: its tags in order and its moves without comments.
struct WrittenGame {
    QStringList tagNames;
    QMap<QString, QString> tags;
    QStringList moves;
    QStringList movetextLines;
};

QVector<WrittenGame> writtenGames(const QString& text) {
    static const QRegularExpression tag(QStringLiteral("^\\[(\\w+) \"(.*)\"\\]$"));
    static const QRegularExpression comment(QStringLiteral("\\{[^}]*\\}"));
    static const QRegularExpression number(QStringLiteral("^\\d+\\.+$|^\\d+\\.\\.\\.$"));
    QVector<WrittenGame> games;
    QString movetext;
    auto finishMoves = [&] {
        if (games.isEmpty()) return;
        for (QString token :
             QString(movetext).remove(comment).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            token.remove(QRegularExpression(QStringLiteral("^\\d+\\.+")));
            if (!token.isEmpty() && !number.match(token).hasMatch() &&
                !QStringList{"1-0", "0-1", "1/2-1/2", "*"}.contains(token))
                games.last().moves << token;
        }
        movetext.clear();
    };
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const auto m = tag.match(line);
        if (m.hasMatch()) {
            if (m.captured(1) == QLatin1String("Event")) {
                finishMoves();
                games.append(WrittenGame());
            }
            games.last().tagNames << m.captured(1);
            games.last().tags.insert(m.captured(1), m.captured(2));
        } else if (!line.isEmpty() && !games.isEmpty()) {
            movetext += QLatin1Char(' ') + line;
            games.last().movetextLines << line;
        }
    }
    finishMoves();
    return games;
}

// A game's movetext with what depends on the machine's speed masked: times ("0.012s",
// "tl=9.880s", "latency=-0.001s") become "T", nps= values "N"; lines joined by spaces.
QString movetextWithoutTimes(const WrittenGame& game) {
    static const QRegularExpression time(QStringLiteral("-?\\d+\\.\\d{3}s"));
    static const QRegularExpression nps(QStringLiteral("nps=\\d+"));
    return game.movetextLines.join(QLatin1Char(' '))
        .replace(time, QStringLiteral("T"))
        .replace(nps, QStringLiteral("nps=N"));
}

QString crcOfFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    output::Crc32 crc;
    crc.add(file.readAll());
    return crc.text();
}

} // namespace

class TestCliFastchess : public QObject {
    Q_OBJECT
private slots:
    void dialectRule_data();
    void dialectRule();
    void fastchessBadOptions_data();
    void fastchessBadOptions();
    void tablebasesNotFound();
    void brokenTablebases();
    void cutechessUnknownOption();
    void gamesAndRounds();
    void engineKeys();
    void argsSplitAsFastchess_data();
    void argsSplitAsFastchess();
    void engineGetsFastchessArgv();
    void versionReadsAsFastchess();
    void resultsBlockFigures();
    void crc32();
    void recordedRuns_data();
    void recordedRuns();
    void openBenchCommandLine();
    void xiangqiSprt();
    void engineFaults();
    void resumeWithConfig();
    void logFile();
    void engineTimeouts();
    void openingsFormatAsFastchess();
    void timeControlTagsAsFastchess();
};

void TestCliFastchess::dialectRule_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("fastchess");
    QTest::newRow("cutechess by default") << "arbiter-cli" << twoEngines() << false;
    QTest::newRow("explicit") << "arbiter-cli" << QStringList{"-dialect", "fastchess"} << true;
    QTest::newRow("explicit wins over the name")
        << "/x/fastchess" << QStringList{"-dialect", "cutechess"} << false;
    QTest::newRow("link named fastchess") << "/x/fastchess" << twoEngines() << true;
    QTest::newRow("OpenBench's fastchess-ob") << "./fastchess-ob" << twoEngines() << true;
    QTest::newRow("-testEnv") << "arbiter-cli" << twoEngines() + QStringList{"-testEnv"} << true;
    QTest::newRow("-pgnout file=")
        << "arbiter-cli" << twoEngines() + QStringList{"-pgnout", "file=g.pgn"} << true;
    QTest::newRow("cutechess -pgnout")
        << "arbiter-cli" << twoEngines() + QStringList{"-pgnout", "g.pgn"} << false;
}

void TestCliFastchess::dialectRule() {
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(bool, fastchess);
    const DialectChoice choice = chooseDialect(program, args);
    QVERIFY(choice.error.isEmpty());
    QCOMPARE(choice.dialect == Dialect::Fastchess, fastchess);
    QVERIFY(!choice.arguments.contains(QStringLiteral("-dialect")));
}

void TestCliFastchess::fastchessBadOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("misspelt") << QStringList{"-testEnv", "-concurency", "2"}
                              << "Unrecognized option: -concurency parsing failed.: Did you mean "
                                 "\"-concurrency\"?";
    QTest::newRow("unknown") << QStringList{"-testEnv", "-zzzzzzzz"}
                             << "Unrecognized option: -zzzzzzzz parsing failed.";
    QTest::newRow("bad value") << QStringList{"-testEnv", "-output", "format=xml"}
                               << "Error while reading option \"-output\" with value "
                                  "\"format=xml\"\nReason: Unrecognized output option \"format\" "
                                  "with value \"xml\".";
    QTest::newRow("debug") << QStringList{"-testEnv", "-debug"}
                           << "Error while reading option \"-debug\" with value \"-debug\"\n"
                              "Reason: The 'debug' option does not exist in fastchess. Use the "
                              "'log' option instead to write all engine input and output into a "
                              "text file.";
    QTest::newRow("tbadjudicate")
        << QStringList{"-testEnv", "-tbadjudicate", "FOO"}
        << "Error while reading option \"-tbadjudicate\" with value \"FOO\"\nReason: Invalid tb "
           "adjudication type: FOO";
    // -openings as fastchess reads it (its messages for the same command lines).
    const QString suite = QDir(compatDir()).absoluteFilePath("openings.epd");
    QTest::newRow("openings file missing")
        << QStringList{"-testEnv", "-openings", "file=missing.txt"}
        << "Error while reading option \"-openings\" with value \"file=missing.txt\"\n"
           "Reason: Opening file does not exist: missing.txt";
    QTest::newRow("openings start=0")
        << QStringList{"-testEnv", "-openings", "file=" + suite, "start=0"}
        << "Error while reading option \"-openings\" with value \"start=0\"\n"
           "Reason: Starting offset must be at least 1!";
    QTest::newRow("openings policy")
        << QStringList{"-testEnv", "-openings", "file=" + suite, "policy=encounter"}
        << "Error while reading option \"-openings\" with value \"policy=encounter\"\n"
           "Reason: Unsupported opening book policy.";
    QTest::newRow("openings format")
        << QStringList{"-testEnv", "-openings", "file=" + suite, "format=xyz"}
        << "Error while reading option \"-openings\" with value \"format=xyz\"\n"
           "Reason: Unrecognized openings format option \"format\" with value \"xyz\".";
    QTest::newRow("one engine") << QStringList{"-testEnv", "-engine", "cmd=a", "tc=1"}
                                << "Error: Need at least two engines to start!";
    QTest::newRow("restart auto") << QStringList{"-testEnv",     "-engine", "cmd=a", "tc=1",
                                                 "restart=auto", "-engine", "cmd=b", "tc=1"}
                                  << "Error: -engine: Invalid parameter (must be either \"on\" "
                                     "or \"off\"): auto (engine 1)";
}

// fastchess's wording on standard output, exit code 1.
void TestCliFastchess::fastchessBadOptions() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliParseResult r = parseCommandLine(args);
    QCOMPARE(r.action, CliParseResult::Action::Error);
    QCOMPARE(r.error, message);
    QCOMPARE(r.exitCode(), 1);
    QVERIFY(r.errorOnStdout);
}

// fastchess loads -tb's tables when the tournament starts: a directory without tables stops it
// then, after the lines fastchess prints while reading its options, with exit code 1 (the lines
// of fastchess 1.8.2 for the same command line); no engine is started.
void TestCliFastchess::tablebasesNotFound() {
    QTemporaryDir dir;
    const Run run =
        runAs(QStringLiteral("fastchess"),
              twoEngines() + QStringList{"-rounds", "1", "-tb", "/nonexistent"}, dir.path());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.out, QStringLiteral("Warning: No opening book specified! Consider using one, "
                                     "otherwise all games will be played from the starting "
                                     "position.\n"
                                     "Warning: Unknown opening format, 2. All games will be played "
                                     "from the starting position.\n"
                                     "Error: Failed to load Syzygy tablebases from the following "
                                     "directories: /nonexistent\n"));
}

// -tb with broken tables only (an empty file, random bytes): each is named on standard error
// and the list is refused as one without tables, in both dialects; fastchess's log never says
// they were loaded (it used to log "Loaded 3-piece Syzygy tablebases." for 0-byte files).
void TestCliFastchess::brokenTablebases() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("tb")));
    const QString tb = dir.filePath(QStringLiteral("tb"));
    QVERIFY(writeBytes(tb + QStringLiteral("/KQvK.rtbw"), QByteArray()));
    QByteArray noise(4096, '\0');
    for (int i = 0; i < noise.size(); ++i) noise[i] = char((i * 7919 + 13) & 0xff);
    QVERIFY(writeBytes(tb + QStringLiteral("/KRvK.rtbw"), noise));
    const QString empty =
        QStringLiteral("%1/KQvK.rtbw is not a valid Syzygy table: an empty file; it is skipped")
            .arg(tb);
    const QString random = QStringLiteral("%1/KRvK.rtbw is not a valid Syzygy table: wrong magic "
                                          "number (not a WDL table); it is skipped")
                               .arg(tb);

    const Run fast = runAs(
        QStringLiteral("fastchess"),
        twoEngines() + QStringList{"-rounds", "1", "-tb", tb, "-log", "file=log.txt", "level=info"},
        dir.path());
    QCOMPARE(fast.exitCode, 1);
    QVERIFY2(fast.out.endsWith("Error: Failed to load Syzygy tablebases from the following "
                               "directories: " +
                               tb + "\n"),
             qPrintable(fast.out));
    QVERIFY2(fast.err.contains("Warning: -tb: " + empty + "\n") &&
                 fast.err.contains("Warning: -tb: " + random + "\n"),
             qPrintable(fast.err));
    const QByteArray log = readBytes(dir.filePath(QStringLiteral("log.txt")));
    QVERIFY2(log.contains("Loading Syzygy tablebases...") && !log.contains("Loaded"),
             log.constData());

    const CliRun cute = runCli(QStringList{"-engine", "cmd=" + binPath("arbiter-engine"), "-engine",
                                           "cmd=" + binPath("arbiter-engine"), "-each", "proto=uci",
                                           "depth=1", "-tb", tb},
                               dir.path());
    QVERIFY2(cute.finished && cute.exitCode == 1, qPrintable(cute.describe()));
    QVERIFY2(cute.err.contains("arbiter-cli: -tb: no valid Syzygy table (*.rtbw) in " + tb + ": " +
                               empty + "; " + random),
             qPrintable(cute.describe()));
}

// cutechess-cli's line and exit code for an unknown option, then Arbiter's suggestion; through
// the real program, since the streams matter.
void TestCliFastchess::cutechessUnknownOption() {
    QTemporaryDir dir;
    const CliRun run = runCli(twoEngines() + QStringList{"-concurency", "2"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QCOMPARE(run.err, QStringLiteral("Warning: Unknown option: \"-concurency\"\n"
                                     "arbiter-cli: did you mean -concurrency?\n"));
    QCOMPARE(run.out, QString());
    const CliRun far = runCli(twoEngines() + QStringList{"-foo"}, dir.path());
    QCOMPARE(far.err, QStringLiteral("Warning: Unknown option: \"-foo\"\n"));
    QCOMPARE(far.exitCode, 1);
}

// -games above 2 is taken as the rounds (fastchess swaps them); -repeat means -games 2; a pair
// shares its opening; the pentanomial report needs pairs.
void TestCliFastchess::gamesAndRounds() {
    const QStringList e = QStringList{"-testEnv", "-engine",       "cmd=/bin/true", "tc=1",
                                      "-engine",  "cmd=/bin/true", "tc=1"};
    CliParseResult r = parseCommandLine(e + QStringList{"-games", "10", "-rounds", "1"});
    QCOMPARE(r.action, CliParseResult::Action::Run);
    QCOMPARE(r.options.tournament.gamesPerEncounter, 1);
    QCOMPARE(r.options.tournament.rounds, 10);
    QVERIFY(!r.options.fastchess.reportPenta);
    r = parseCommandLine(e + QStringList{"-rounds", "4", "-repeat"});
    QCOMPARE(r.options.tournament.gamesPerEncounter, 2);
    QCOMPARE(r.options.tournament.rounds, 4);
    QCOMPARE(r.options.tournament.openingPolicy, OpeningPolicy::Encounter);
    QVERIFY(r.options.fastchess.reportPenta);
    QCOMPARE(runnerSettings(r.options).compatibility.adjudication, AdjudicationStyle::Fastchess);
    r = parseCommandLine(e + QStringList{"-games", "3", "-rounds", "3"});
    QCOMPARE(r.error, QStringLiteral("Error: Exceeded -game limit! Must be less than 2"));
    r = parseCommandLine(e + QStringList{"-output", "format=cutechess"});
    QVERIFY(!r.options.fastchess.reportPenta);
    // The state file is fastchess's config.json, and -config file= continues from it.
    r = parseCommandLine(e);
    QCOMPARE(r.options.stateFile, QStringLiteral("config.json"));
    QCOMPARE(r.options.commandLine.mid(0, 2), (QStringList{"-dialect", "fastchess"}));
}

void TestCliFastchess::engineKeys() {
    const CliParseResult r = parseCommandLine(
        {"-testEnv", "-engine", "cmd=/bin/true", "args=--uci -x \"a b\"", "plies=7", "restart=on",
         "-engine", "cmd=/usr/bin/env", "nodes=5", "-each", "proto=uci"});
    QCOMPARE(r.action, CliParseResult::Action::Run);
    const PlayerOptions& first = r.options.players[0];
    QCOMPARE(first.engine.arguments, (QStringList{"--uci", "-x", "a b"}));
    QCOMPARE(first.timeControl.depthLimit(), 7);
    QCOMPARE(first.engine.restart, EngineConfiguration::RestartMode::On);
    // Without name=, the program's name without directory or extension, as fastchess.
    QCOMPARE(first.displayName, QStringLiteral("true"));
    QCOMPARE(r.options.players[1].displayName, QStringLiteral("env"));
    const CliParseResult xboard = parseCommandLine(
        {"-testEnv", "-engine", "cmd=a", "tc=1", "proto=xboard", "-engine", "cmd=b", "tc=1"});
    QCOMPARE(xboard.error, QStringLiteral("Error: -engine: Unsupported protocol. (engine 1)"));
}

// args= split as fastchess 1.8.2 splits it: each row's words are what the real fastchess passed
// to arbiter-fault-engine --echo-args (its id name, in the PGN's EngineWhiteName tag).
void TestCliFastchess::argsSplitAsFastchess_data() {
    QTest::addColumn<QString>("args");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("spaces") << "a  b" << QStringList{"a", "b"};
    QTest::newRow("leading and trailing spaces") << " a 'q' b " << QStringList{"a", "q", "b"};
    QTest::newRow("double and single quotes") << R"("a b" 'c d')" << QStringList{"a b", "c d"};
    QTest::newRow("the other quote inside")
        << R"("it's" 'say "hi"')" << QStringList{"it's", R"(say "hi")"};
    QTest::newRow("text around quotes") << R"(x"a b"y z)" << QStringList{"xa by", "z"};
    QTest::newRow("last character after a closing quote dropped")
        << R"(x"a b"yz)" << QStringList{"xa by"};
    QTest::newRow("quotes after a closing quote are text")
        << R"(a"b c"d"e f"g)" << QStringList{R"(ab cd"e)", "fg"};
    QTest::newRow("two quoted parts in a row") << R"('a'"b")" << QStringList{R"(a"b)"};
    QTest::newRow("backslash kept, space separates") << R"(a\ b)" << QStringList{R"(a\)", "b"};
    QTest::newRow("escaped quotes are text") << R"(\"a b\")" << QStringList{R"(\"a)", R"(b\")"};
    QTest::newRow("escaped quote inside quotes")
        << R"("a \" b" c)" << QStringList{R"(a \" b)", "c"};
    QTest::newRow("empty quotes drop their word") << R"("" x)" << QStringList{"x"};
    QTest::newRow("empty quotes with text") << R"(pre"" post)" << QStringList{"post"};
    QTest::newRow("unclosed quote runs to the end")
        << R"("unclosed a b)" << QStringList{"unclosed a b"};
    QTest::newRow("a tab is no separator") << "a\tb" << QStringList{"a\tb"};
}

void TestCliFastchess::argsSplitAsFastchess() {
    QFETCH(QString, args);
    QFETCH(QStringList, words);
    QCOMPARE(splitFastchessArguments(args), words);
    const CliParseResult r =
        parseCommandLine({"-testEnv", "-engine", "cmd=/bin/true", "args=" + args, "plies=1",
                          "-engine", "cmd=/bin/true", "plies=1"});
    QCOMPARE(r.action, CliParseResult::Action::Run);
    QCOMPARE(r.options.players[0].engine.arguments, words);
}

// The engine gets those words as its argv: the fault engine names itself after them, as it did
// under the real fastchess with the same args=.
void TestCliFastchess::engineGetsFastchessArgv() {
    QTemporaryDir dir;
    const Run run =
        runAs(QStringLiteral("fastchess"),
              {"-rounds", "1", "-games", "1", "-maxmoves", "1", "-engine", "name=E",
               "cmd=" + binPath(QStringLiteral("arbiter-fault-engine")),
               R"(args=--echo-args "a b" 'it''s' x"y z"w "say \"hi\"" 'c "d"')", "plies=1",
               "-engine", "name=G", "cmd=" + binPath(QStringLiteral("arbiter-engine")), "plies=1",
               "-pgnout", "file=g.pgn"},
              dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.out));
    QString error;
    const std::vector<PgnGame> games =
        readPgnFile(QDir(dir.path()).filePath(QStringLiteral("g.pgn")), &error);
    QVERIFY2(error.isEmpty() && games.size() == 1, qPrintable(error));
    QCOMPARE(tag(games[0], "EngineWhiteName"),
             QStringLiteral(R"([--echo-args][a b][it's'][xy zw][say \"hi\"][c "d"])"));
}

// OpenBench takes the first N.N.N of the runner's --version output and wants 1.8.1 or later.
void TestCliFastchess::versionReadsAsFastchess() {
    QTemporaryDir dir;
    for (const char* flag : {"--version", "-version", "-v"}) {
        const Run run = runAs(QStringLiteral("fastchess-ob"), {flag}, dir.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(openBenchAcceptsVersion(run.out, QStringLiteral("1.8.1")), qPrintable(run.out));
    }
    QVERIFY(!openBenchAcceptsVersion(QStringLiteral("arbiter-cli 0.1.0"), QStringLiteral("1.8.1")));
    // fishtest's worker (worker.py verify_fastchess) reads the commit at the end of the line.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString sha = QStringLiteral("58072f231dc1ae33204254f867afd0a195f21a2e");
    env.insert(QStringLiteral("ARBITER_FASTCHESS_SHA"), sha);
    const Run run = runAs(QStringLiteral("fastchess"), {"--version"}, dir.path(), env);
    static const QRegularExpression fishtest(
        QStringLiteral("fastchess alpha [0-9]*.[0-9]*.[0-9]* [0-9]*-([0-9a-f-]*)$"));
    QString found;
    for (const QString& line : run.out.split(QLatin1Char('\n')))
        if (const auto m = fishtest.match(line); m.hasMatch()) found = m.captured(1);
    QCOMPARE(found, sha);
}

// The block of fastchess's recorded fishtest run (tests/data/compat/fc-fishtest), from its
// counts: two decimals, "-nan" where fastchess divides zero by zero.
void TestCliFastchess::resultsBlockFigures() {
    output::FastchessCounts c;
    c.wins = 2;
    c.losses = 2;
    c.draws = 4;
    c.wl = 2;
    c.dd = 2;
    output::FastchessHeader h{"New-1", "Base-1", "10+0.1", "1t", "16MB", "openings.epd"};
    const QStringList block = output::fastchessResultsBlock(h, c, true, std::nullopt);
    const QStringList expected{QString(50, QLatin1Char('-')),
                               "Results of New-1 vs Base-1 (10+0.1, 1t, 16MB, openings.epd):",
                               "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan",
                               "LOS: -nan %, DrawRatio: 100.00 %, PairsRatio: -nan",
                               "Games: 8, Wins: 2, Losses: 2, Draws: 4, Points: 4.0 (50.00 %)",
                               "Ptnml(0-2): [0, 0, 4, 0, 0], WL/DD Ratio: 1.00",
                               QString(50, QLatin1Char('-'))};
    QCOMPARE(block, expected);
    output::FastchessCounts d;
    d.wins = 3;
    d.losses = 4;
    d.draws = 1;
    QCOMPARE(output::fastchessCutechessEloLine(d),
             QStringLiteral("Elo difference: -43.66 +/- 275.64, LOS: 35.15 %, DrawRatio: 12.50 %"));
    QCOMPARE(output::fastchessScoreOfLine("A", "B", d),
             QStringLiteral("Score of A vs B: 3 - 4 - 1  [0.438] 8"));
    QCOMPARE(output::fastchessTimeControlText(0, 10000, 100, 0, 0, 0), QStringLiteral("10+0.1"));
    QCOMPARE(output::fastchessTimeControlText(40, 60000, 0, 0, 0, 0), QStringLiteral("40/60"));
    QCOMPARE(output::fastchessTimeControlText(0, 0, 0, 0, 0, 3000), QStringLiteral("3000 nodes"));
}

void TestCliFastchess::crc32() {
    output::Crc32 crc;
    crc.add(QByteArray("123456789"));
    QCOMPARE(crc.value(), 0xcbf43926u); // the CRC-32 check value
    QCOMPARE(crc.text(), QStringLiteral("0xcbf43926"));
}

void TestCliFastchess::recordedRuns_data() {
    QTest::addColumn<QString>("run");
    for (const QString& name : QDir(compatDir()).entryList({"fc-*"}, QDir::Dirs))
        QTest::newRow(qPrintable(name)) << name;
}

// Each recorded fastchess run, replayed with arbiter-cli called as `fastchess` with the same
// arguments (fishtest's worker line in fc-fishtest): the same games with the same results, the
// same final Games and Ptnml lines, what fishtest and OpenBench read agreeing, exit code 0, and
// CRC32 lines that are the PGN file's real CRC32.
void TestCliFastchess::recordedRuns() {
    QFETCH(QString, run);
    if (!QFile::exists(stockfish)) QSKIP("Debian's stockfish is not installed");
    // CTest runs them as cli_fastchess_recorded, alone (tests/cli/fastchess/CMakeLists.txt).
    if (qEnvironmentVariableIsSet("ARBITER_RECORDED_RUNS_APART"))
        QSKIP("run apart as cli_fastchess_recorded");
    const QString folder = compatDir() + QLatin1Char('/') + run;
    QString command = readText(folder + QStringLiteral("/command.txt")).trimmed();
    command.replace(QLatin1String("@SF@"), stockfish)
        .replace(QLatin1String("@OPENINGS@"), QDir(compatDir()).absoluteFilePath("openings.epd"))
        .replace(QLatin1String("@PGN_OPENINGS@"),
                 QDir(compatDir()).absoluteFilePath("openings.pgn"))
        .replace(QLatin1String("@ENDGAMES@"), QDir(compatDir()).absoluteFilePath("endgames.epd"))
        .replace(QLatin1String("@SYZYGY@"), testDataPath(QStringLiteral("syzygy")))
        .replace(QLatin1String("@PGN@"), QLatin1String("./games.pgn"))
        .replace(QLatin1String("@EPD@"), QLatin1String("./games.epd"));
    QStringList args = QProcess::splitCommand(command);
    QCOMPARE(args.takeFirst(), QStringLiteral("fastchess"));
    // fastchess refuses more games at once than CPUs; the recording machine had two.
    if (QThread::idealThreadCount() < 2) args << QStringLiteral("-force-concurrency");
    QTemporaryDir dir;
    const Run ours = runAs(QStringLiteral("fastchess"), args, dir.path());
    const QString theirs = readText(folder + QStringLiteral("/stdout.txt"));
    QCOMPARE(ours.exitCode, readText(folder + QStringLiteral("/rc")).trimmed().toInt());
    QVERIFY2(ours.err.isEmpty(), qPrintable(ours.err));

    const QMap<int, FinishedLine> ourGames = finishedGames(ours.out);
    const QMap<int, FinishedLine> theirGames = finishedGames(theirs);
    QVERIFY(!theirGames.isEmpty());
    QCOMPARE(ourGames.keys(), theirGames.keys());
    for (int n : theirGames.keys()) {
        QCOMPARE(ourGames[n].players, theirGames[n].players);
        QCOMPARE(ourGames[n].result, theirGames[n].result);
        QCOMPARE(ourGames[n].reason, theirGames[n].reason);
    }
    // One game at a time: the same output line for line (the run's duration aside).
    if (!args.contains(QStringLiteral("-concurrency")) ||
        args[args.indexOf(QStringLiteral("-concurrency")) + 1] == QLatin1String("1")) {
        static const QRegularExpression total(QStringLiteral("^Total Time: .*$"),
                                              QRegularExpression::MultilineOption);
        QCOMPARE(QString(ours.out).remove(total), QString(theirs).remove(total));
    }
    for (const char* start : {"Games: ", "Ptnml(0-2): ", "Elo difference: ", "Score of "})
        QCOMPARE(lastLineStarting(ours.out, start), lastLineStarting(theirs, start));
    QCOMPARE(lastLineStarting(ours.out, "Finished match"), QStringLiteral("Finished match"));

    const FishtestReading f1 = readAsFishtest(ours.out), f2 = readAsFishtest(theirs);
    QVERIFY2(f1.error.isEmpty(), qPrintable(f1.error));
    QCOMPARE(f1.finishedMatch, true);
    QCOMPARE(f1.games, f2.games);
    QCOMPARE(f1.wins, f2.wins);
    QCOMPARE(f1.losses, f2.losses);
    QCOMPARE(f1.draws, f2.draws);
    QCOMPARE(f1.ptnml, f2.ptnml);
    QCOMPARE(f1.crashes, f2.crashes);
    QCOMPARE(f1.timeLosses, f2.timeLosses);
    if (!f2.crc.isEmpty()) QCOMPARE(f1.crc, crcOfFile(QDir(dir.path()).filePath("games.pgn")));

    // fastchess's PGN: the same games (found by round and White), tags in fastchess's order
    // (the engines' own names and authors included), the same moves and move comments (times
    // aside: score/depth, n=, sd=, hashfull=, tbhits=, pv=, the game's end), one line per move
    // and its comment, lines of at most 80 columns.
    const QVector<WrittenGame> ourPgn =
        writtenGames(readText(QDir(dir.path()).filePath("games.pgn")));
    const QVector<WrittenGame> theirPgn = writtenGames(readText(folder + "/games.pgn"));
    QCOMPARE(ourPgn.size(), theirPgn.size());
    for (const WrittenGame& their : theirPgn) {
        const auto ourGame = std::find_if(ourPgn.begin(), ourPgn.end(), [&](const WrittenGame& g) {
            return g.tags["Round"] == their.tags["Round"] && g.tags["White"] == their.tags["White"];
        });
        QVERIFY(ourGame != ourPgn.end());
        QCOMPARE(ourGame->tagNames, their.tagNames);
        for (const char* name : {"Event", "Site", "Black", "Result", "EngineWhiteName",
                                 "EngineWhiteAuthor", "EngineBlackName", "EngineBlackAuthor", "FEN",
                                 "PlyCount", "Termination", "TimeControl", "ECO", "Opening"})
            QCOMPARE(ourGame->tags[name], their.tags[name]);
        QCOMPARE(ourGame->moves, their.moves);
        QCOMPARE(movetextWithoutTimes(*ourGame), movetextWithoutTimes(their));
        for (const QString& line : ourGame->movetextLines) {
            // Longer only when one move and its comment need more.
            QVERIFY2(line.size() <= 80 || line.count(QLatin1Char('{')) == 1, qPrintable(line));
            QCOMPARE(line.count(QLatin1Char('{')), line.count(QLatin1Char('}')));
        }
    }

    // fastchess's -epdout lines ("<position> hmvc 0; fmvn 16;"), in the order the games ended.
    if (QFile::exists(folder + "/games.epd"))
        QCOMPARE(readText(QDir(dir.path()).filePath("games.epd")), readText(folder + "/games.epd"));

    const OpenBenchReading o1 = readAsOpenBench(ours.out), o2 = readAsOpenBench(theirs);
    QVERIFY(o1.ascii);
    QCOMPARE(o1.pentanomial, o2.pentanomial);
    QCOMPARE(o1.trinomial, o2.trinomial);
    QCOMPARE(o1.crashes + o1.timeLosses + o1.illegals, o2.crashes + o2.timeLosses + o2.illegals);
}

// OpenBench's client command line (Client/worker.py: basic, concurrency, adjudication, engine,
// book and pgnout settings) runs unchanged as ./fastchess-ob; its reading of the Finished game
// lines agrees with the final Results block and with the PGN's results.
void TestCliFastchess::openBenchCommandLine() {
    if (!QFile::exists(stockfish)) QSKIP("Debian's stockfish is not installed");
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(QStringLiteral("Engines"));
    QDir(dir.path()).mkpath(QStringLiteral("Books"));
    QFile::link(stockfish, QDir(dir.path()).filePath("Engines/sf-dev"));
    QFile::link(stockfish, QDir(dir.path()).filePath("Engines/sf-base"));
    QFile::copy(QDir(compatDir()).filePath("openings.epd"),
                QDir(dir.path()).filePath("Books/openbench.epd"));
    const QString command = QStringLiteral(
        "-recover -variant standard -testEnv -concurrency 1 -rounds 3 -games 2 "
        "-resign movecount=3 score=400 -draw movenumber=40 movecount=8 score=10 "
        "-engine dir=Engines/ cmd=./sf-dev proto=uci nodes=2000 option.Hash=8 option.Threads=1 "
        "name=Stockfish-dev "
        "-engine dir=Engines/ cmd=./sf-base proto=uci nodes=2000 option.Hash=8 "
        "option.Threads=1 name=Stockfish-base "
        "-openings file=Books/openbench.epd format=epd order=random start=1 -srand 7 "
        "-pgnout file=games.pgn seldepth=true nodes=true \"match_line=^info string pgncomment "
        ".*\"");
    // (OpenBench quotes match_line with shlex.quote's single quotes; QProcess::splitCommand
    // reads double quotes: the arguments are the same.)
    const Run run =
        runAs(QStringLiteral("fastchess-ob"), QProcess::splitCommand(command), dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const OpenBenchReading ob = readAsOpenBench(run.out);
    QVERIFY(ob.ascii);
    const FishtestReading block = readAsFishtest(run.out);
    QVERIFY2(block.error.isEmpty(), qPrintable(block.error));
    QCOMPARE(block.games, 6);
    QCOMPARE((std::array<int, 5>{{ob.pentanomial[0], ob.pentanomial[1], ob.pentanomial[2],
                                  ob.pentanomial[3], ob.pentanomial[4]}}),
             block.ptnml);
    QCOMPARE(ob.trinomial[2], block.wins);
    QCOMPARE(ob.trinomial[0], block.losses);
    QCOMPARE(ob.trinomial[1], block.draws);
    // The PGN's Termination tags carry no engine error here.
    const QString pgn = readText(QDir(dir.path()).filePath("games.pgn"));
    QCOMPARE(pgn.count(QStringLiteral("[Result ")), 6);
    static const QRegularExpression termination(QStringLiteral("\\[Termination \"([^\"]*)\"\\]"));
    for (auto it = termination.globalMatch(pgn); it.hasNext();)
        QCOMPARE(openBenchErrorReason(it.next().captured(1)), QString());
}

// A Pikafish-style fishtest batch (the worker's command line with -variant xiangqi) between a
// UCI and a UCCI xiangqi engine (arbiter-engine in both protocols, docs/distributed.md): the
// worker's and OpenBench's readings agree with each other and with the PGN.
void TestCliFastchess::xiangqiSprt() {
    QTemporaryDir dir;
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList args{
        "-testEnv", "-recover", "-repeat", "-games", "2", "-rounds", "3", "-ratinginterval", "1",
        "-scoreinterval", "1", "-autosaveinterval", "0", "-report", "penta=true", "-pgnout",
        "file=xq.pgn", "append=false", "-crc32", "pgn=true", "-site",
        "https://example.org/tests/view/2", "-event", "Batch 0: New vs Base", "-srand", "3",
        "-resign", "movecount=3", "score=600", "-draw", "movenumber=34", "movecount=8", "score=20",
        "-variant", "xiangqi", "-concurrency", "1", "-sprt", "elo0=0", "elo1=10", "alpha=0.05",
        "beta=0.05", "-engine", "name=New-xq", "tc=60+1", "plies=3", "cmd=" + engine, "dir=.",
        "-engine", "name=Base-xq",
        // UCCI's go takes one mode, the clock before the depth (uciadapter.cpp),
        // so this engine plays on its clock: a short one keeps the suite short.
        "tc=2+0.02", "plies=2", "cmd=" + engine, "dir=.", "proto=ucci", "-each", "option.Hash=16"};
    const Run run = runAs(QStringLiteral("fastchess"), args, dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const FishtestReading f = readAsFishtest(run.out);
    QVERIFY2(f.error.isEmpty(), qPrintable(f.error + "\n" + run.out));
    QVERIFY(f.finishedMatch);
    QVERIFY2(f.games > 0 && f.games % 2 == 0, qPrintable(run.out));
    QCOMPARE(f.crc, crcOfFile(QDir(dir.path()).filePath("xq.pgn")));
    const OpenBenchReading o = readAsOpenBench(run.out);
    QVERIFY(o.ascii);
    int pairs = 0;
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(o.pentanomial[size_t(i)], f.ptnml[size_t(i)]);
        pairs += f.ptnml[size_t(i)];
    }
    QCOMPARE(2 * pairs, f.games);
    QVERIFY(run.out.contains(QLatin1String("LLR: ")));
    QCOMPARE(readText(QDir(dir.path()).filePath("xq.pgn")).count(QStringLiteral("[Result ")),
             finishedGames(run.out).size());
}

// Engine failures in fastchess's words: an illegal move gets fastchess's warning (which makes
// fishtest stop the task) and "White makes an illegal move"; a crash "disconnects", which both
// workers count as a crash; the PGN's Termination tags are the ones OpenBench reports.
void TestCliFastchess::engineFaults() {
    QTemporaryDir dir;
    const QString fault = binPath(QStringLiteral("arbiter-fault-engine"));
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList common{"-testEnv",   "-recover", "-repeat",         "-games", "2",
                             "-rounds",    "1",        "-ratinginterval", "1",      "-pgnout",
                             "file=f.pgn", "-crc32",   "pgn=true"};
    // Bad (White in game 1, with the fault engine's switch) against arbiter-engine.
    auto match = [&](const QString& name, const QString& faultSwitch) {
        return runAs(QStringLiteral("fastchess"),
                     common + QStringList{"-engine", "name=" + name, "cmd=" + fault,
                                          "args=" + faultSwitch, "plies=1", "-engine", "name=Good",
                                          "cmd=" + engine, "plies=1"},
                     dir.path());
    };
    const Run illegal = match(QStringLiteral("Bad"), QStringLiteral("--illegal"));
    QCOMPARE(illegal.exitCode, 0);
    // The warning comes with the move, before the game is written (fastchess's order).
    static const QRegularExpression illegalLines(
        QStringLiteral("Warning; Illegal move a1a1 played by Bad\nFile f\\.pgn has CRC32: "
                       "0x[0-9a-f]+\nFinished game 1 \\(Bad vs Good\\): 0-1 \\{White makes "
                       "an illegal move\\}\n"));
    QVERIFY2(illegalLines.match(illegal.out).hasMatch(), qPrintable(illegal.out));
    QVERIFY(readAsFishtest(illegal.out).error.startsWith(QLatin1String("Warning; Illegal move")));
    QCOMPARE(readAsOpenBench(illegal.out).illegals, 2);
    QVERIFY(readText(QDir(dir.path()).filePath("f.pgn"))
                .contains(QLatin1String("[Termination \"illegal move\"]")));
    QCOMPARE(openBenchErrorReason(QStringLiteral("illegal move")), QStringLiteral("Illegal Move"));

    QFile::remove(QDir(dir.path()).filePath("f.pgn"));
    const Run crash = match(QStringLiteral("Crash"), QStringLiteral("--crash-at 1"));
    QCOMPARE(crash.exitCode, 0);
    // fastchess's reason names the side only (Arbiter's detail, the exit code, is left out).
    QVERIFY2(crash.out.contains(
                 QStringLiteral("Finished game 1 (Crash vs Good): 0-1 {White disconnects}\n")),
             qPrintable(crash.out));
    const FishtestReading f = readAsFishtest(crash.out);
    QVERIFY(f.crashes >= 1);
    QCOMPARE(f.games, 2);
    QVERIFY(readAsOpenBench(crash.out).crashes >= 1);
    QVERIFY(readText(QDir(dir.path()).filePath("f.pgn"))
                .contains(QLatin1String("[Termination \"abandoned\"]")));

    // A loss on time names the time beyond the clock, as fastchess does.
    QFile::remove(QDir(dir.path()).filePath("f.pgn"));
    const Run late =
        runAs(QStringLiteral("fastchess"),
              common + QStringList{"-engine", "name=Slow", "cmd=" + fault, "args=--hang", "tc=0.2",
                                   "-engine", "name=Good", "cmd=" + engine, "plies=1", "tc=0.2"},
              dir.path());
    QCOMPARE(late.exitCode, 0);
    // fastchess waits 100 ms beyond the clock (and the margin) for the move, and names the time
    // from the clock to that timeout: an engine that never answers loses with 100 ms or more.
    static const QRegularExpression overrun(
        QStringLiteral("Finished game 1 \\(Slow vs Good\\): 0-1 \\{White loses on time \\((\\d+)ms "
                       "overrun\\)\\}"));
    const QRegularExpressionMatch overrunMatch = overrun.match(late.out);
    QVERIFY2(overrunMatch.hasMatch(), qPrintable(late.out));
    QVERIFY2(overrunMatch.captured(1).toInt() >= 100, qPrintable(late.out));
    QVERIFY(readAsFishtest(late.out).timeLosses >= 1);
    QVERIFY(readAsOpenBench(late.out).timeLosses >= 1);

    // A move that comes late under a time per move (st=): the overrun is the time beyond the
    // move time (the engine waits 150 ms before answering a 100 ms search).
    QFile::remove(QDir(dir.path()).filePath("f.pgn"));
    const Run perMove = runAs(QStringLiteral("fastchess"),
                              common + QStringList{"-engine", "name=Slow", "cmd=" + fault,
                                                   "args=--late 150 --legal", "st=0.1", "-engine",
                                                   "name=Good", "cmd=" + engine, "plies=1"},
                              dir.path());
    QCOMPARE(perMove.exitCode, 0);
    const QRegularExpressionMatch perMoveMatch = overrun.match(perMove.out);
    QVERIFY2(perMoveMatch.hasMatch(), qPrintable(perMove.out));
    QVERIFY2(perMoveMatch.captured(1).toInt() >= 50, qPrintable(perMove.out));
}

// Interrupted by SIGINT, a fastchess-dialect run saves its state in config.json (fastchess's
// -config outname= default) and `fastchess -config file=config.json` finishes it: the last
// Results block counts every game once.
void TestCliFastchess::resumeWithConfig() {
    QTemporaryDir dir;
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QString link = QDir(dir.path()).filePath(QStringLiteral("fastchess"));
    QFile::link(binPath(QStringLiteral("arbiter-cli")), link);
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(link, {"-testEnv", "-repeat", "-games", "2", "-rounds", "4", "-ratinginterval",
                         "1", "-pgnout", "file=r.pgn", "-engine", "name=A", "cmd=" + engine,
                         "plies=2", "-engine", "name=B", "cmd=" + engine, "plies=1"});
    QString out;
    QVERIFY2(readOutputUntil(process, QStringLiteral("Finished game"), 2, &out), qPrintable(out));
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(600000));
    out += QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(out.contains(QStringLiteral(" -config file=config.json")), qPrintable(out));
    const Run resumed =
        runAs(QStringLiteral("fastchess"), {"-config", "file=config.json"}, dir.path());
    QCOMPARE(resumed.exitCode, 0);
    const FishtestReading f = readAsFishtest(resumed.out);
    QVERIFY2(f.error.isEmpty(), qPrintable(f.error));
    QCOMPARE(f.games, 8);
    QCOMPARE(readText(QDir(dir.path()).filePath("r.pgn")).count(QStringLiteral("[Result ")), 8);
}

// -log file= level= engine= append=: fastchess's log lines (its prefix, "fastchess --- " for
// its own lines, "NAME <--- " and "NAME ---> " for the engine traffic), filtered by level,
// appended to or started afresh.
void TestCliFastchess::logFile() {
    QTemporaryDir dir;
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList match{"-rounds", "1",      "-games",        "2",
                            "-engine", "name=A", "cmd=" + engine, "plies=1",
                            "-engine", "name=B", "cmd=" + engine, "plies=1"};
    const Run run =
        runAs(QStringLiteral("fastchess"),
              match + QStringList{"-log", "file=fc.log", "level=info", "engine=true"}, dir.path());
    QCOMPARE(run.exitCode, 0);
    const QStringList lines =
        readText(QDir(dir.path()).filePath("fc.log")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    static const QRegularExpression info(QStringLiteral(
        "^\\[INFO  \\] \\[\\d\\d:\\d\\d:\\d\\d\\.\\d{6}\\] < {20}> fastchess --- (.*)$"));
    static const QRegularExpression traffic(QStringLiteral(
        "^\\[Engine\\] \\[\\d\\d:\\d\\d:\\d\\d\\.\\d{6}\\] < *\\d+>  (\\S+) (<---|--->) (.*)$"));
    QStringList infos, toA, fromA;
    for (const QString& line : lines) {
        if (const auto m = info.match(line); m.hasMatch()) {
            infos << m.captured(1);
        } else {
            const auto t = traffic.match(line);
            QVERIFY2(t.hasMatch(), qPrintable(line));
            if (t.captured(1) == QLatin1String("A"))
                (t.captured(2) == QLatin1String("<---") ? toA : fromA) << t.captured(3);
        }
    }
    QVERIFY2(infos.value(0).startsWith(QLatin1String("fastchess alpha 1.8.2")),
             qPrintable(infos.join('|')));
    QVERIFY(infos.contains(QStringLiteral("Starting tournament...")));
    QVERIFY(infos.contains(QStringLiteral("Finished match")));
    QVERIFY(toA.contains(QStringLiteral("uci")));
    QVERIFY(toA.contains(QStringLiteral("ucinewgame")));
    QVERIFY(fromA.contains(QStringLiteral("uciok")));
    QVERIFY(std::any_of(fromA.begin(), fromA.end(),
                        [](const QString& l) { return l.startsWith(QLatin1String("bestmove ")); }));
    // What fastchess prints through its logger reaches the log with the line's own newline (an
    // empty line after it); the run ends with its total time, as in fastchess's log.
    const QString logText = readText(QDir(dir.path()).filePath("fc.log"));
    QVERIFY2(logText.contains(QLatin1String("fastchess --- Finished match\n\n")),
             qPrintable(logText.right(400)));
    static const QRegularExpression totalTime(QStringLiteral(
        "fastchess --- Total Time: \\d\\d:\\d\\d:\\d\\d \\(hours:minutes:seconds\\)\n\n\n$"));
    QVERIFY2(totalTime.match(logText).hasMatch(), qPrintable(logText.right(400)));

    // The default level (warn) and engine=false: nothing of this run; appended by default,
    // started afresh with append=false.
    const Run quiet =
        runAs(QStringLiteral("fastchess"), match + QStringList{"-log", "file=fc.log"}, dir.path());
    QCOMPARE(quiet.exitCode, 0);
    QCOMPARE(
        readText(QDir(dir.path()).filePath("fc.log")).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
        lines);
    const Run fresh =
        runAs(QStringLiteral("fastchess"),
              match + QStringList{"-log", "file=fc.log", "level=info", "append=false"}, dir.path());
    QCOMPARE(fresh.exitCode, 0);
    const QString text = readText(QDir(dir.path()).filePath("fc.log"));
    QCOMPARE(text.count(QStringLiteral("Starting tournament...")), 1);
    QVERIFY(!text.contains(QLatin1String("[Engine]")));
    // fastchess built without zlib refuses compress=true so.
    const CliParseResult r = parseCommandLine({"-testEnv", "-log", "file=x.log", "compress=true"});
    QVERIFY2(r.error.endsWith(QLatin1String(
                 "Reason: Compress is enabled but program wasn't compiled with zlib.")),
             qPrintable(r.error));
}

// -ucinewgame-ms: an engine slower to answer isready after ucinewgame disconnects, as fastchess
// says (a crash for both workers); under fastchess's default (60 s) the same engine plays.
void TestCliFastchess::engineTimeouts() {
    QTemporaryDir dir;
    const QString fault = binPath(QStringLiteral("arbiter-fault-engine"));
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList match{"-recover",
                            "-rounds",
                            "1",
                            "-games",
                            "2",
                            "-engine",
                            "name=Slow",
                            "cmd=" + fault,
                            "args=--slow-newgame 1500 --legal",
                            "plies=1",
                            "-engine",
                            "name=Good",
                            "cmd=" + engine,
                            "plies=1"};
    const Run slow = runAs(QStringLiteral("fastchess"),
                           match + QStringList{"-ucinewgame-ms", "200"}, dir.path());
    QCOMPARE(slow.exitCode, 0);
    QVERIFY2(
        slow.out.contains(QLatin1String("Finished game 1 (Slow vs Good): 0-1 {White disconnects")),
        qPrintable(slow.out));
    QVERIFY(readAsFishtest(slow.out).crashes >= 1);
    const Run patient = runAs(QStringLiteral("fastchess"), match, dir.path());
    QCOMPARE(patient.exitCode, 0);
    QVERIFY2(!patient.out.contains(QLatin1String("stall")), qPrintable(patient.out));
    QCOMPARE(readAsFishtest(patient.out).crashes, 0);
    const CliParseResult r = parseCommandLine({"-testEnv", "-ping-ms", "0"});
    QVERIFY(r.error.contains(QLatin1String("-ping-ms")));
}

// fastchess takes an opening suite's format from format= or from a name ending in .epd or .pgn,
// whichever comes last; a file with neither is not read: one warning, the games from the start
// position, the file named in the Results line all the same. The expected lines are the real
// fastchess 1.8.2's for the same command lines.
void TestCliFastchess::openingsFormatAsFastchess() {
    QTemporaryDir dir;
    const QString suite = QDir(compatDir()).filePath("openings.epd");
    QVERIFY(QFile::copy(suite, QDir(dir.path()).filePath("suite.txt")));
    QVERIFY(QFile::copy(suite, QDir(dir.path()).filePath("suite.epd")));
    const QString engine = binPath(QStringLiteral("arbiter-engine"));
    const QStringList match{
        "-engine", "cmd=" + engine, "name=A",      "depth=1", "-engine", "cmd=" + engine, "name=B",
        "depth=1", "-rounds",       "1",           "-games",  "2",       "-maxmoves",     "2",
        "-pgnout", "file=g.pgn",    "append=false"};
    auto results = [](const QString& book) {
        return QStringLiteral("Started game 1 of 2 (A vs B)\n"
                              "Finished game 1 (A vs B): 1/2-1/2 {Draw by adjudication}\n"
                              "Started game 2 of 2 (B vs A)\n"
                              "Finished game 2 (B vs A): 1/2-1/2 {Draw by adjudication}\n"
                              "--------------------------------------------------\n"
                              "Results of A vs B (1 plies, NULL, 16MB, %1):\n"
                              "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan\n"
                              "LOS: -nan %, DrawRatio: 100.00 %, PairsRatio: -nan\n"
                              "Games: 2, Wins: 0, Losses: 0, Draws: 2, Points: 1.0 (50.00 %)\n"
                              "Ptnml(0-2): [0, 0, 1, 0, 0], WL/DD Ratio: 0.00\n"
                              "--------------------------------------------------\n"
                              "Finished match\n")
            .arg(book);
    };
    const QString fen = QStringLiteral(
        "[FEN \"r1bqk1nr/pppp1p1p/2n3p1/2b1p3/2B1P2Q/5N2/PPPP1PPP/RNB1K2R b KQkq - 1 5\"]");

    // No format: not read, not shuffled (no "Indexing opening suite...").
    const Run unknown =
        runAs(QStringLiteral("fastchess"),
              match + QStringList{"-openings", "file=suite.txt", "order=random"}, dir.path());
    QCOMPARE(unknown.exitCode, 0);
    QVERIFY2(unknown.out.startsWith(
                 QStringLiteral("Warning: Unknown opening format, 2. All games will be played "
                                "from the starting position.\n") +
                 results(QStringLiteral("suite.txt"))),
             qPrintable(unknown.out));
    QVERIFY(!readText(QDir(dir.path()).filePath("g.pgn")).contains(QLatin1String("[FEN ")));

    // The name's .epd after format=pgn: an EPD suite.
    const Run epd =
        runAs(QStringLiteral("fastchess"),
              match + QStringList{"-openings", "format=pgn", "file=suite.epd"}, dir.path());
    QCOMPARE(epd.exitCode, 0);
    QVERIFY2(epd.out.startsWith(results(QStringLiteral("suite.epd"))), qPrintable(epd.out));
    QCOMPARE(readText(QDir(dir.path()).filePath("g.pgn")).count(fen), 2);
}

// The PGN's TimeControl tag as fastchess writes it (its TimeControl's operator<<); the real
// fastchess 1.8.2 wrote "0.05/move" for st=0.05 where arbiter-cli wrote cutechess's "1/0.05".
void TestCliFastchess::timeControlTagsAsFastchess() {
    auto tag = [](const char* text) {
        TimeControl tc;
        if (!TimeControl::parse(text, tc, nullptr)) return std::string("unparsed");
        return fastchessTimeControlTag(tc);
    };
    QCOMPARE(fastchessTimeControlTag(TimeControl::perMove(50)), std::string("0.05/move"));
    QCOMPARE(fastchessTimeControlTag(TimeControl::perMove(1000)), std::string("1/move"));
    QCOMPARE(tag("10+0.1"), std::string("10+0.1"));
    QCOMPARE(tag("40/60"), std::string("40/60"));
    QCOMPARE(tag("40/60+0.5"), std::string("40/60+0.5"));
    QCOMPARE(tag("inf"), std::string("-"));
}

QTEST_GUILESS_MAIN(TestCliFastchess)
#include "tst_cli_fastchess.moc"
