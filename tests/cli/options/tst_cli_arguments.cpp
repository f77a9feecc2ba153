// TournamentDescription as a value: the command line toArguments() writes parses back to equal
// settings (description/cliarguments.cpp), for every option group: engines with their keys and
// -each, the tournament, openings, adjudication, the SPRT, the output files, r-Mobility, xiangqi
// and evolution; and in the fastchess dialect, fastchess command lines written back as fastchess
// command lines. Equality itself is checked to notice a changed setting.
#include "description/cliparser.h"
#include "testdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::cli;
using arbiter::test::testDataPath;

namespace {

TournamentDescription parsed(const QStringList& arguments) {
    const CliParseResult result = TournamentDescription::parse(arguments);
    if (result.action != CliParseResult::Action::Run)
        qWarning("%s: %s", qPrintable(arguments.join(QLatin1Char(' '))),
                 qPrintable(result.problem.message));
    return result.options;
}

// An engines.json with `json` in the temporary folder; its path, empty when it cannot be written.
QString writeEnginesFile(const QTemporaryDir& dir, const char* json) {
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(json) < 0) return {};
    return path;
}

} // namespace

class CliArgumentsTest : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void defaultsAreNotWritten();
    void confEnginesStayNamed();
    void confEnginesKeepTheirCommandLineKeys();
    void optionOfOneConfEngineStaysItsOwn();
    void fastchessLineIsWrittenInFastchessTerms();
    void equalityNoticesChanges();
    void structuredErrorOfWrittenSettings();
};

void CliArgumentsTest::roundTrip_data() {
    QTest::addColumn<QStringList>("arguments");
    const QStringList two{"-engine", "cmd=alpha", "-engine", "cmd=beta",
                          "-each",   "tc=10+0.1", "-srand",  "7"};
    QTest::newRow("engine keys") << QStringList{"-engine",
                                                "name=Alpha",
                                                "cmd=alpha",
                                                "dir=/tmp",
                                                "arg=--uci",
                                                "arg=-x",
                                                "initstr=setoption name=A value 1\\nisready",
                                                "stderr=/tmp/alpha.err",
                                                "proto=xboard",
                                                "restart=on",
                                                "tscale=2.5",
                                                "rmobfen=always",
                                                "option.Hash=32",
                                                "option.Threads=2",
                                                "trust",
                                                "whitepov",
                                                "debug",
                                                "tc=40/60+0.5",
                                                "timemargin=150",
                                                "book=/tmp/book.bin",
                                                "bookdepth=4",
                                                "-engine",
                                                "cmd=beta",
                                                "proto=ucci",
                                                "restart=off",
                                                "st=0.25",
                                                "depth=7",
                                                "nodes=100000",
                                                "ponder",
                                                "-srand",
                                                "7"};
    QTest::newRow("each") << QStringList{"-engine", "cmd=a",   "option.Hash=16", "-engine",
                                         "cmd=b",   "-engine", "cmd=c",          "-each",
                                         "tc=inf",  "depth=3", "ponder",         "option.Threads=1",
                                         "-srand",  "1"};
    QTest::newRow("hourglass and moves") << QStringList{
        "-engine", "cmd=a", "tc=hg30", "-engine", "cmd=b", "tc=40/2:00", "-srand", "2"};
    QTest::newRow("tournament") << QStringList{
        "-engine", "cmd=a",       "-engine",  "cmd=b",  "-engine", "cmd=c",        "-each",
        "st=1",    "-tournament", "gauntlet", "-games", "4",       "-rounds",      "3",
        "-repeat", "2",           "-reverse", "-seeds", "1",       "-concurrency", "3",
        "-wait",   "20",          "-recover", "-srand", "12345",   "-variant",     "chess960",
        "-event",  "GUI Cup",     "-site",    "Here"};
    QTest::newRow("knockout") << two + QStringList{"-tournament", "knockout", "-noswap",
                                                   "-games",      "2",        "-engines-file",
                                                   "/tmp/e.json"};
    QTest::newRow("openings and adjudication")
        << two + QStringList{"-openings",    "file=/tmp/o.epd",
                             "order=random", "plies=8",
                             "start=3",      "policy=encounter",
                             "-bookmode",    "disk",
                             "-draw",        "movenumber=30",
                             "movecount=6",  "score=15",
                             "-resign",      "movecount=4",
                             "score=700",    "twosided=true",
                             "-maxmoves",    "120",
                             "-drawoffers",  "band=20",
                             "moves=30",     "maxoffers=2",
                             "-tb",          testDataPath("syzygy"),
                             "-tbpieces",    "5",
                             "-tbignore50"};
    QTest::newRow("pgn openings, resign sum")
        << two + QStringList{"-openings",     "file=/tmp/o.pgn", "policy=round",
                             "-resign",       "mode=sum",        "band=30",
                             "threshold=500", "-drawoffers",     "maxoffers=0"};
    QTest::newRow("sprt normalized pairs")
        << two + QStringList{"-repeat", "-games",    "2",         "-sprt",           "elo0=-2",
                             "elo1=8",  "alpha=0.1", "beta=0.02", "model=normalized"};
    QTest::newRow("sprt pentanomial off")
        << two + QStringList{"-repeat",        "-games",         "2", "-sprt", "elo0=0", "elo1=5",
                             "model=logistic", "pentanomial=off"};
    QTest::newRow("sprt cutechess, intervals") << two + QStringList{"-sprt",
                                                                    "elo0=0",
                                                                    "elo1=10",
                                                                    "-ratinginterval",
                                                                    "10",
                                                                    "-outcomeinterval",
                                                                    "5",
                                                                    "-resultformat",
                                                                    "Rank,Name,Elo,Games",
                                                                    "-autosaveinterval",
                                                                    "0"};
    QTest::newRow("output") << two + QStringList{"-pgnout", "/tmp/x.pgn", "min",
                                                 "fi",      "-epdout",    "/tmp/x.epd",
                                                 "-debug",  "all",        "-cpuinfo"};
    QTest::newRow("r-mobility") << two + QStringList{
                                             "-rMobilityType", "harmonic",    "-rMobilityCutoff",
                                             "g4.5",           "-legacyMode", "-defaultKomi",
                                             "mg3.25"};
    QTest::newRow("r-mobility defaults") << two + QStringList{"-rMobilityType", "komi"};
    QTest::newRow("xiangqi") << QStringList{
        "-variant",   "xiangqi",     "-engine",     "cmd=pika",         "-engine",   "cmd=fairy",
        "proto=ucci", "-each",       "depth=2",     "-xqrepetition",    "2",         "-xqmovelimit",
        "50",         "-xqcheckcap", "6",           "-xqmaterialdraws", "mateinone", "-xqnotation",
        "iccs",       "-pgnout",     "/tmp/xq.pgn", "-srand",           "3"};
    QTest::newRow("xiangqi material draws off")
        << QStringList{"-variant", "xiangqi", "-engine",          "cmd=a", "-engine", "cmd=b",
                       "-each",    "st=1",    "-xqmaterialdraws", "off",   "-srand",  "4"};
    // The fastchess dialect: the line written back is fastchess's and is read in its dialect.
    QTest::newRow("fastchess engines") << QStringList{"-engine",
                                                      "cmd=alpha",
                                                      "name=Alpha",
                                                      "args=--uci --name \"my engine\" -q",
                                                      "option.Hash=32",
                                                      "restart=on",
                                                      "-engine",
                                                      "cmd=beta",
                                                      "dir=/tmp",
                                                      "proto=ucci",
                                                      "plies=9",
                                                      "-engine",
                                                      "cmd=alpha",
                                                      "-each",
                                                      "tc=10+0.1",
                                                      "timemargin=50",
                                                      "option.Threads=1",
                                                      "-output",
                                                      "format=fastchess",
                                                      "-srand",
                                                      "8"};
    QTest::newRow("fastchess sprt, openings, pgn keys")
        << QStringList{"-engine",
                       "cmd=new",
                       "-engine",
                       "cmd=base",
                       "-each",
                       "tc=8+0.08",
                       "option.Hash=16",
                       "-variant",
                       "fischerandom",
                       "-openings",
                       QStringLiteral("file=") + testDataPath("compat/openings.epd"),
                       "format=epd",
                       "order=random",
                       "-games",
                       "2",
                       "-rounds",
                       "300",
                       "-repeat",
                       "-concurrency",
                       "4",
                       "-force-concurrency",
                       "-sprt",
                       "elo0=0",
                       "elo1=2",
                       "alpha=0.05",
                       "beta=0.05",
                       "-report",
                       "penta=false",
                       "-pgnout",
                       "file=/tmp/fc.pgn",
                       "append=false",
                       "min=false",
                       "nodes=true",
                       "seldepth=true",
                       "nps=true",
                       "hashfull=true",
                       "tbhits=true",
                       "timeleft=true",
                       "latency=true",
                       "pv=true",
                       "notation=lan",
                       "match_line=^info string",
                       "-epdout",
                       "file=/tmp/fc.epd",
                       "-ratinginterval",
                       "20",
                       "-scoreinterval",
                       "5",
                       "-srand",
                       "11"};
    QTest::newRow("fastchess cutechess output, config, log") << QStringList{"-engine",
                                                                            "cmd=a",
                                                                            "-engine",
                                                                            "cmd=b",
                                                                            "-engine",
                                                                            "cmd=c",
                                                                            "-each",
                                                                            "st=0.5",
                                                                            "depth=10",
                                                                            "nodes=5000",
                                                                            "-tournament",
                                                                            "gauntlet",
                                                                            "-seeds",
                                                                            "1",
                                                                            "-output",
                                                                            "format=cutechess",
                                                                            "-config",
                                                                            "outname=/tmp/fc.json",
                                                                            "-log",
                                                                            "file=/tmp/fc.log",
                                                                            "level=info",
                                                                            "engine=true",
                                                                            "append=false",
                                                                            "-crc32",
                                                                            "pgn=true",
                                                                            "-pgnout",
                                                                            "file=/tmp/c.pgn",
                                                                            "min=true",
                                                                            "-testEnv",
                                                                            "-show-latency",
                                                                            "-check-mate-pvs",
                                                                            "-strict",
                                                                            "-startup-ms",
                                                                            "5000",
                                                                            "-ucinewgame-ms",
                                                                            "3000",
                                                                            "-ping-ms",
                                                                            "2000",
                                                                            "-draw",
                                                                            "movenumber=40",
                                                                            "movecount=8",
                                                                            "score=10",
                                                                            "-resign",
                                                                            "movecount=3",
                                                                            "score=600",
                                                                            "twosided=true",
                                                                            "-maxmoves",
                                                                            "200",
                                                                            "-event",
                                                                            "Test",
                                                                            "-site",
                                                                            "Here",
                                                                            "-recover",
                                                                            "-wait",
                                                                            "10",
                                                                            "-srand",
                                                                            "12"};
    QTest::newRow("fastchess games above two, affinity") << QStringList{
        "-engine",       "cmd=a", "-engine", "cmd=b",   "-each",      "tc=1+0.01", "-games", "30",
        "-use-affinity", "0",     "-noswap", "-report", "penta=true", "-srand",    "13"};
    QTest::newRow("fastchess quick")
        << QStringList{"-quick",   "cmd=alpha",
                       "cmd=beta", QStringLiteral("book=") + testDataPath("compat/openings.pgn"),
                       "-srand",   "14"};
    QTest::newRow("fastchess xiangqi")
        << QStringList{"-variant", "xiangqi",   "-engine",        "cmd=pika",    "proto=ucci",
                       "-engine",  "cmd=fairy", "-each",          "nodes=20000", "-sprt",
                       "elo0=0",   "elo1=5",    "model=bayesian", "-games",      "1",
                       "-rounds",  "40",        "-srand",         "15"};
    QTest::newRow("evolution") << QStringList{"-tournament",
                                              "evolution",
                                              "-engine",
                                              "cmd=a",
                                              "tc=1+0.01",
                                              "-gene",
                                              "option.Hash=1:64:8",
                                              "-gene",
                                              "option.Ponder=check",
                                              "-population",
                                              "6",
                                              "-generations",
                                              "3",
                                              "-evolutionout",
                                              "/tmp/e.json",
                                              "-srand",
                                              "5"};
}

void CliArgumentsTest::roundTrip() {
    QFETCH(QStringList, arguments);
    const CliParseResult first = TournamentDescription::parse(arguments);
    QVERIFY2(first.action == CliParseResult::Action::Run, qPrintable(first.problem.message));
    const QStringList written = first.options.toArguments();
    const CliParseResult second = TournamentDescription::parse(written);
    QVERIFY2(
        second.action == CliParseResult::Action::Run,
        qPrintable(written.join(QLatin1Char(' ')) + QStringLiteral(": ") + second.problem.message));
    QVERIFY2(second.options == first.options, qPrintable(written.join(QLatin1Char(' '))));
    QCOMPARE(second.options.toArguments(), written);
}

void CliArgumentsTest::defaultsAreNotWritten() {
    const TournamentDescription o =
        parsed({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10+0.1", "-games", "1",
                "-concurrency", "1", "-variant", "standard"});
    // The time control both engines share is written once, as -each.
    QCOMPARE(o.toArguments(),
             QStringList({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10+0.1"}));
}

void CliArgumentsTest::confEnginesStayNamed() {
    QTemporaryDir dir;
    const QString file =
        writeEnginesFile(dir, R"([{"name": "Alpha", "command": "alpha", "protocol": "uci",
                    "options": [{"name": "Hash", "value": "64"}]},
                   {"name": "Beta", "command": "beta", "protocol": "xboard"}])");
    QVERIFY(!file.isEmpty());
    const TournamentDescription o =
        parsed({"-engines-file", file, "-engine", "conf=Alpha", "-engine", "conf=Beta",
                "name=Gamma", "-each", "st=1", "ponder", "-srand", "9"});
    QCOMPARE(o.players.size(), 2);
    QCOMPARE(o.players[0].configurationName, QStringLiteral("Alpha"));
    const QStringList written = o.toArguments();
    // The engines.json entries are named, not copied into the command line.
    QVERIFY2(written.contains(QStringLiteral("conf=Alpha")), qPrintable(written.join(' ')));
    QVERIFY(!written.contains(QStringLiteral("cmd=alpha")));
    QVERIFY(!written.contains(QStringLiteral("option.Hash=64")));
    QVERIFY(written.contains(QStringLiteral("name=Gamma")));
    const TournamentDescription again = parsed(written);
    QVERIFY(again == o);
    QCOMPARE(again.players[0].engine.options.size(), 1);
    QCOMPARE(again.players[1].displayName, QStringLiteral("Gamma"));
}

void CliArgumentsTest::confEnginesKeepTheirCommandLineKeys() {
    QTemporaryDir dir;
    const QString file =
        writeEnginesFile(dir, R"([{"name": "sf", "command": "stockfish", "protocol": "uci",
                    "arguments": ["--a"], "initStrings": ["setoption name X value 1"],
                    "options": [{"name": "Hash", "value": "64"},
                                {"name": "Threads", "value": "1"}]},
                   {"name": "gnu", "command": "gnuchess", "protocol": "xboard"}])");
    QVERIFY(!file.isEmpty());
    // What the command line says on top of the entries: a changed and a new option, another
    // argument and init line, the protocol, restart, tscale, the working directory and flags.
    const TournamentDescription o = parsed({"-engines-file",
                                            file,
                                            "-engine",
                                            "conf=sf",
                                            "tc=10+0.1",
                                            "option.Hash=32",
                                            "option.Contempt=10",
                                            "arg=--b",
                                            "initstr=isready",
                                            "restart=on",
                                            "tscale=2",
                                            "dir=/tmp",
                                            "trust",
                                            "-engine",
                                            "conf=gnu",
                                            "proto=uci",
                                            "st=1",
                                            "whitepov",
                                            "-srand",
                                            "9"});
    QCOMPARE(o.players.size(), 2);
    const QStringList written = o.toArguments();
    const QString line = written.join(QLatin1Char(' '));
    for (const char* kept :
         {"option.Hash=32", "option.Contempt=10", "arg=--b", "initstr=isready", "restart=on",
          "tscale=2", "dir=/tmp", "trust", "proto=uci", "whitepov"})
        QVERIFY2(written.contains(QLatin1String(kept)), qPrintable(kept + (": " + line)));
    // Nor is the entry copied: its own settings come from engines.json again.
    for (const char* entry : {"cmd=stockfish", "arg=--a", "option.Threads=1"})
        QVERIFY2(!written.contains(QLatin1String(entry)), qPrintable(line));
    const TournamentDescription again = parsed(written);
    QVERIFY2(again == o, qPrintable(line));
    QCOMPARE(again.toArguments(), written);
    const EngineConfiguration& sf = again.players[0].engine;
    QCOMPARE(sf.arguments, QStringList({"--a", "--b"}));
    QCOMPARE(sf.initStrings, QStringList({"setoption name X value 1", "isready"}));
    QCOMPARE(findOption(sf.options, QStringLiteral("Hash"))->value, QStringLiteral("32"));
    QCOMPARE(findOption(sf.options, QStringLiteral("Threads"))->value, QStringLiteral("1"));
    QCOMPARE(sf.restart, EngineConfiguration::RestartMode::On);
    QCOMPARE(again.players[1].engine.protocol, EngineProtocol::Uci);
}

void CliArgumentsTest::optionOfOneConfEngineStaysItsOwn() {
    QTemporaryDir dir;
    const QString file = writeEnginesFile(dir, R"([{"name": "sf", "command": "stockfish",
                    "options": [{"name": "Hash", "value": "64"}]}])");
    QVERIFY(!file.isEmpty());
    // An option given to one engine of an entry is that engine's: the entry read for the next
    // one still has its own value (a changed option wrote through to the entry's copies).
    const TournamentDescription twice =
        parsed({"-engines-file", file, "-engine", "conf=sf", "name=sf1", "option.Hash=32",
                "-engine", "conf=sf", "name=sf2", "-each", "tc=1", "-srand", "1"});
    QCOMPARE(twice.players.size(), 2);
    QCOMPARE(findOption(twice.players[0].engine.options, QStringLiteral("Hash"))->value,
             QStringLiteral("32"));
    QCOMPARE(findOption(twice.players[1].engine.options, QStringLiteral("Hash"))->value,
             QStringLiteral("64"));
    QCOMPARE(findOption(twice.players[0].configuration.options, QStringLiteral("Hash"))->value,
             QStringLiteral("64"));
}

void CliArgumentsTest::fastchessLineIsWrittenInFastchessTerms() {
    const CliParseResult result = TournamentDescription::parse(
        {"-engine", "cmd=sf", "args=-x \"two words\" 'say\"hi\"'", "-engine", "cmd=sf", "-each",
         "tc=10+0.1", "-rounds", "20", "-pgnout", "file=/tmp/p.pgn", "pv=true", "-report",
         "penta=true", "-srand", "3"});
    QVERIFY2(result.action == CliParseResult::Action::Run, qPrintable(result.problem.message));
    const TournamentDescription& o = result.options;
    QCOMPARE(o.dialect, Dialect::Fastchess);
    QCOMPARE(o.players[0].engine.arguments, QStringList({"-x", "two words", "say\"hi\""}));
    const QStringList written = o.toArguments();
    const QString line = written.join(QLatin1Char(' '));
    // fastchess's own forms: one args=, the names fastchess gave (sf, sf_2), the games as
    // rounds of pairs, key=value output files, and -output, which marks the dialect.
    QVERIFY2(written.contains(QStringLiteral("args=-x \"two words\" 'say\"hi\"'")),
             qPrintable(line));
    QVERIFY2(written.contains(QStringLiteral("name=sf_2")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("-rounds 20")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("-pgnout file=/tmp/p.pgn pv=true")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("-output format=fastchess")), qPrintable(line));
    for (const char* cutechessOnly : {"arg=-x", "-repeat", "-statefile", "pentanomial="})
        QVERIFY2(!line.contains(QLatin1String(cutechessOnly)), qPrintable(line));
    QVERIFY(TournamentDescription::parse(written).options == o);
}

void CliArgumentsTest::equalityNoticesChanges() {
    const TournamentDescription base =
        parsed({"-engine", "cmd=a", "option.Hash=16", "-engine", "cmd=b", "-each", "tc=10+0.1",
                "-srand", "1", "-pgnout", "/tmp/p.pgn"});
    TournamentDescription changed = base;
    QVERIFY(changed == base);
    changed.players[0].engine.options[0].value = QStringLiteral("32");
    QVERIFY(changed != base);
    changed = base;
    changed.players[1].timeControl.setMarginMs(10);
    QVERIFY(changed != base);
    changed = base;
    changed.tournament.sprt.config.alpha = 0.01;
    QVERIFY(changed != base);
    changed = base;
    changed.pgnOut->minimal = true;
    QVERIFY(changed != base);
    changed = base;
    changed.xiangqi.checkCap = 4;
    QVERIFY(changed != base);
    changed = base;
    changed.adjudication.drawOffers.band = 11;
    QVERIFY(changed != base);
    changed = base;
    changed.fastchess.pgnFields.nps = true;
    QVERIFY(changed != base);
    changed = base;
    changed.fastchess.log.level = FastchessLogSettings::Level::Info;
    QVERIFY(changed != base);
    // What is not a setting: where the command line came from.
    changed = base;
    changed.commandLine.clear();
    changed.directory = QStringLiteral("/elsewhere");
    QVERIFY(changed == base);
}

void CliArgumentsTest::structuredErrorOfWrittenSettings() {
    // Settings the parser refuses come back as a ParseError naming the option, so a front-end
    // that fills the value puts the message beside the option's field.
    TournamentDescription o =
        parsed({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10", "-srand", "1"});
    o.xiangqi.moveLimit = 40; // a xiangqi option for a chess tournament
    const CliParseResult result = TournamentDescription::parse(o.toArguments());
    QCOMPARE(result.action, CliParseResult::Action::Error);
    QCOMPARE(result.problem.option, QStringLiteral("-xqmovelimit"));
    QVERIFY2(result.problem.message.contains(QStringLiteral("xiangqi")),
             qPrintable(result.problem.message));
}

QTEST_GUILESS_MAIN(CliArgumentsTest)
#include "tst_cli_arguments.moc"
