// Tests for arbiter-cli's option parser (projects/cli/src): a real cutechess-cli command line
// parses unchanged, each option's values land in TournamentDescription, every error message, -help,
// -version, -engines, -resultformat help, conf= from an engines file, and -resume.
#include "annotatecommand.h"
#include "botoptions.h"
#include "clicommands.h"
#include "clihelp.h"
#include "description/cliparser.h"
#include "description/runnersettings.h"
#include "engine/engineoption.h"
#include "parseerrors.h"
#include "testdata.h"
#include "tournament/tournament.h"
#include "version/version.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::cli;
using namespace arbiter::test;

namespace {

// Two engines with commands that are not paths (so no file check) and a time control.
QStringList twoEngines() {
    return {"-engine", "cmd=stockfish", "-engine", "cmd=komodo", "-each", "tc=10+0.1"};
}

// As arbiter-cli reads its arguments: with its -help and -version texts (clihelp.h).
CliParseResult parsed(const QStringList& args) {
    return parseProgramArguments(args);
}

TournamentDescription options(const QStringList& args) {
    const CliParseResult r = parseCommandLine(args);
    if (r.action != CliParseResult::Action::Run) qWarning("%s", qPrintable(r.error));
    return r.options;
}

QString optionValue(const EngineConfiguration& engine, const QString& name) {
    const EngineOption* option = findOption(engine.options, name);
    return option ? option->value : QStringLiteral("<unset>");
}

QString writeFile(const QString& path, const QByteArray& content, bool executable = false) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(content);
    f.close();
    if (executable) f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

} // namespace

class TestCliParser : public QObject {
    Q_OBJECT

private slots:
    void realCutechessCommandLine();
    void engineSettings();
    void eachOverridesEngine();
    void timeControls();
    void commandWithArgumentsAndPaths();
    void confFromEnginesFile();
    void tournamentOptions();
    void adjudicationOptions();
    void openingOptions();
    void outputOptions();
    void statisticsOptions();
    void sprtModelsAndPentanomial();
    void generalOptions();
    void defaultsAndStateFile();
    void earlyExits();
    void helpListsEveryOption();
    void helpListsTheOtherCommands();
    void manualListsEveryOption();
    void errorMessages_data();
    void errorMessages();
    void structuredErrors_data();
    void structuredErrors();
    void resumeRebuildsTheSettings();
    void resumeErrors();
    void extensionPointAddsOptions();
};

void TestCliParser::realCutechessCommandLine() {
    QTemporaryDir dir;
    const QString sf = writeFile(dir.filePath("sf"), "#!/bin/sh\n", true);
    const QString base = writeFile(dir.filePath("base"), "#!/bin/sh\n", true);
    // The shape of a fishtest/OpenBench-style cutechess-cli invocation.
    const QStringList args{"-engine",
                           "name=New",
                           "cmd=" + sf,
                           "option.Hash=16",
                           "option.SyzygyPath=/tb",
                           "-engine",
                           "name=Base",
                           "cmd=" + base,
                           "option.Hash=16",
                           "-each",
                           "proto=uci",
                           "tc=10+0.1",
                           "option.Threads=1",
                           "timemargin=100",
                           "-tournament",
                           "round-robin",
                           "-games",
                           "2",
                           "-rounds",
                           "50",
                           "-repeat",
                           "-recover",
                           "-concurrency",
                           "4",
                           "-variant",
                           "standard",
                           "-openings",
                           "file=UHO_4060_v3.epd",
                           "format=epd",
                           "order=random",
                           "plies=16",
                           "-draw",
                           "movenumber=34",
                           "movecount=8",
                           "score=20",
                           "-resign",
                           "movecount=3",
                           "score=400",
                           "twosided=true",
                           "-srand",
                           "1234567",
                           "-pgnout",
                           "out.pgn",
                           "min",
                           "fi",
                           "-sprt",
                           "elo0=0",
                           "elo1=5",
                           "alpha=0.05",
                           "beta=0.05",
                           "-ratinginterval",
                           "10",
                           "-event",
                           "Test",
                           "-site",
                           "Here"};
    const CliParseResult r = parsed(args);
    QVERIFY2(r.action == CliParseResult::Action::Run, qPrintable(r.error));
    const TournamentDescription& o = r.options;
    QCOMPARE(o.players.size(), 2);
    QCOMPARE(o.players[0].displayName, QStringLiteral("New"));
    QCOMPARE(o.players[0].engine.command, sf);
    QCOMPARE(o.players[0].engine.protocol, EngineProtocol::Uci);
    QCOMPARE(optionValue(o.players[0].engine, "Hash"), QStringLiteral("16"));
    QCOMPARE(optionValue(o.players[0].engine, "SyzygyPath"), QStringLiteral("/tb"));
    QCOMPARE(optionValue(o.players[1].engine, "Threads"), QStringLiteral("1"));
    QCOMPARE(o.players[1].timeControl.toString(), std::string("10+0.1"));
    QCOMPARE(o.players[1].timeControl.marginMs(), 100);
    const TournamentSettings& t = o.tournament;
    QCOMPARE(t.type, TournamentType::RoundRobin);
    QCOMPARE(t.gamesPerEncounter, 2);
    QCOMPARE(t.rounds, 50);
    QCOMPARE(t.openingRepetitions, 2);
    QVERIFY(t.recover);
    QCOMPARE(t.concurrency, 4);
    QCOMPARE(t.randomSeed, std::uint64_t(1234567));
    QVERIFY(t.randomSeedGiven);
    QCOMPARE(t.playerNames, (QStringList{"New", "Base"}));
    QVERIFY(t.sprt.enabled);
    QCOMPARE(t.sprt.config.model, stats::SprtModel::CutechessBayesElo);
    QVERIFY(!t.sprt.config.pentanomial);
    QCOMPARE(t.sprt.config.elo1, 5.0);
    QCOMPARE(t.ratingInterval, 10);
    QCOMPARE(t.event, QStringLiteral("Test"));
    QCOMPARE(t.site, QStringLiteral("Here"));
    QVERIFY(o.openings.enabled);
    QCOMPARE(o.openings.file, QStringLiteral("UHO_4060_v3.epd"));
    QCOMPARE(o.openings.format, OpeningsSpec::Format::Epd);
    QCOMPARE(o.openings.order, OpeningsSpec::Order::Random);
    QCOMPARE(o.openings.plies, 16);
    QVERIFY(o.adjudication.drawEnabled);
    QCOMPARE(o.adjudication.drawMoveNumber, 34);
    QCOMPARE(o.adjudication.drawMoveCount, 8);
    QCOMPARE(o.adjudication.drawScore, 20);
    QVERIFY(o.adjudication.resignEnabled);
    QCOMPARE(o.adjudication.resignMoveCount, 3);
    QCOMPARE(o.adjudication.resignScore, 400);
    QVERIFY(o.adjudication.resignTwoSided);
    QVERIFY(o.pgnOut);
    QCOMPARE(o.pgnOut->file, QStringLiteral("out.pgn"));
    QVERIFY(o.pgnOut->minimal && o.pgnOut->onlyFinished);
    QCOMPARE(o.commandLine, args);
    QCOMPARE(o.stateFile, QStringLiteral("out.pgn.state.json"));
    // The settings are usable as they are.
    QVector<PlayerInfo> players{{"New", {}}, {"Base", {}}};
    Tournament tournament(t, players);
    QCOMPARE(tournament.totalGames(), 100LL);
}

void TestCliParser::engineSettings() {
    const TournamentDescription o = options({"-engine",
                                             "cmd=fairy",
                                             "name=Fairy",
                                             "dir=/tmp",
                                             "arg=--a",
                                             "arg=b c",
                                             "initstr=setoption name X value 1\\nisready",
                                             "stderr=err.log",
                                             "proto=xboard",
                                             "restart=off",
                                             "trust",
                                             "whitepov",
                                             "ponder",
                                             "tscale=2.5",
                                             "debug",
                                             "book=b.bin",
                                             "bookdepth=12",
                                             "st=2",
                                             "depth=20",
                                             "nodes=1000000",
                                             "-engine",
                                             "cmd=pika",
                                             "proto=ucci",
                                             "restart=on",
                                             "rmobfen=always",
                                             "tc=40/60",
                                             "option.Hash=64"});
    QCOMPARE(o.players.size(), 2);
    const PlayerOptions& p = o.players[0];
    QCOMPARE(p.engine.name, QStringLiteral("Fairy"));
    QVERIFY(p.nameGiven);
    QCOMPARE(p.engine.workingDirectory, QStringLiteral("/tmp"));
    QCOMPARE(p.engine.arguments, (QStringList{"--a", "b c"}));
    QCOMPARE(p.engine.initStrings, (QStringList{"setoption name X value 1", "isready"}));
    QCOMPARE(p.engine.stderrFile, QStringLiteral("err.log"));
    QCOMPARE(p.engine.protocol, EngineProtocol::Xboard);
    QCOMPARE(p.engine.restart, EngineConfiguration::RestartMode::Off);
    QVERIFY(p.engine.trust && p.engine.whitePov && p.engine.ponder && p.engine.debug);
    QCOMPARE(p.engine.timeoutScale, 2.5);
    QCOMPARE(p.bookFile, QStringLiteral("b.bin"));
    QCOMPARE(p.bookDepth, 12); // full moves, as cutechess-cli counts bookdepth=
    QCOMPARE(runnerSettings(o).players[0].bookDepth, 24); // the runner counts plies
    QCOMPARE(p.timeControl.mode(), TimeControl::Mode::PerMove);
    QCOMPARE(p.timeControl.moveTimeMs(), 2000);
    QCOMPARE(p.timeControl.depthLimit(), 20);
    QCOMPARE(p.timeControl.nodeLimit(), 1000000);
    const PlayerOptions& q = o.players[1];
    QCOMPARE(q.engine.protocol, EngineProtocol::Ucci);
    QCOMPARE(q.engine.restart, EngineConfiguration::RestartMode::On);
    QCOMPARE(q.engine.rMobilityFen, EngineConfiguration::RMobilityFen::Always);
    QCOMPARE(p.engine.rMobilityFen, EngineConfiguration::RMobilityFen::Auto);
    QCOMPARE(q.timeControl.movesPerPeriod(), 40);
    QCOMPARE(q.timeControl.timeMs(), 60000);
    QCOMPARE(optionValue(q.engine, "Hash"), QStringLiteral("64"));
    QCOMPARE(q.displayName, QStringLiteral("pika")); // no name=: the command's file name
    QVERIFY(!q.nameGiven);
}

// cutechess-cli parses the -each settings into every engine after its own -engine settings
// (cutechess-cli 1.5.1 projects/cli/src/main.cpp), so -each wins: `-engine ... depth=1 -each
// depth=4` plays depth 4 (tests/data/compat/cc-each-precedence is the recorded run).
void TestCliParser::eachOverridesEngine() {
    const TournamentDescription o =
        options({"-engine", "cmd=a", "tc=5+0.05", "option.Hash=32", "depth=1", "-engine", "cmd=b",
                 "-each", "tc=10+0.1", "option.Hash=16", "proto=uci", "depth=4"});
    for (const PlayerOptions& p : o.players) {
        QCOMPARE(p.timeControl.toString(), std::string("10+0.1"));
        QCOMPARE(p.timeControl.depthLimit(), 4);
        QCOMPARE(optionValue(p.engine, "Hash"), QStringLiteral("16"));
    }
    // st= beats tc= wherever either comes from (cutechess: a time per move overrides the
    // clock); depth= stays with either.
    const TournamentDescription st =
        options({"-engine", "cmd=a", "st=0.5", "-engine", "cmd=b", "-each", "tc=1+0", "depth=8"});
    QCOMPARE(st.players[0].timeControl.mode(), TimeControl::Mode::PerMove);
    QCOMPARE(st.players[0].timeControl.moveTimeMs(), 500);
    QCOMPARE(st.players[0].timeControl.depthLimit(), 8);
    QCOMPARE(st.players[1].timeControl.mode(), TimeControl::Mode::Clock);
    QCOMPARE(st.players[1].timeControl.depthLimit(), 8);
    const TournamentDescription later = options({"-engine", "cmd=a", "st=0.5", "tc=1+0", "-engine",
                                                 "cmd=b", "tc=1+0", "-each", "proto=uci"});
    QCOMPARE(later.players[0].timeControl.mode(), TimeControl::Mode::PerMove);
}

void TestCliParser::timeControls() {
    auto tcOf = [](const QString& setting) {
        const TournamentDescription o =
            options({"-engine", "cmd=a", setting, "-engine", "cmd=b", "tc=1"});
        return o.players.isEmpty() ? TimeControl() : o.players[0].timeControl;
    };
    QCOMPARE(tcOf("tc=inf").mode(), TimeControl::Mode::Infinite);
    QCOMPARE(tcOf("tc=hg60").mode(), TimeControl::Mode::Hourglass);
    QCOMPARE(tcOf("tc=1:30+2").timeMs(), 90000);
    QCOMPARE(tcOf("tc=1:30+2").incrementMs(), 2000);
    QCOMPARE(tcOf("nodes=5000").nodeLimit(), 5000);
    QCOMPARE(tcOf("nodes=5000").mode(), TimeControl::Mode::Infinite);
    QCOMPARE(tcOf("depth=3").depthLimit(), 3);
}

void TestCliParser::commandWithArgumentsAndPaths() {
    QTemporaryDir dir;
    const QString engine = writeFile(dir.filePath("eng"), "#!/bin/sh\n", true);
    // A cmd= with arguments (no file of that whole name) is split like a shell would.
    const TournamentDescription o =
        options({"-engine", "cmd=" + engine + " --uci -x", "arg=-y", "-engine", "cmd=./eng",
                 "dir=" + dir.path(), "-each", "tc=1"});
    QCOMPARE(o.players.size(), 2);
    QCOMPARE(o.players[0].engine.command, engine);
    QCOMPARE(o.players[0].engine.arguments, (QStringList{"--uci", "-x", "-y"}));
    QCOMPARE(o.players[0].displayName, QStringLiteral("eng"));
    // A relative path is found in dir= (where the engine runs).
    QCOMPARE(o.players[1].engine.command, QStringLiteral("./eng"));
    // Quoted as in a shell, single quotes too (QProcess::splitCommand, used before, kept the
    // single quotes in the words and split 'two words').
    const QString spaced = writeFile(dir.filePath("my eng"), "#!/bin/sh\n", true);
    const TournamentDescription quoted =
        options({"-engine", "cmd='" + spaced + "' --name='it is' \"say \\\"hi\\\"\" a\\ b it\\'s",
                 "-engine", "cmd=b", "-each", "tc=1"});
    QCOMPARE(quoted.players[0].engine.command, spaced);
    QCOMPARE(quoted.players[0].engine.arguments,
             (QStringList{"--name=it is", "say \"hi\"", "a b", "it's"}));
    QCOMPARE(
        parseErrorOf({"-engine", "cmd=" + engine + " 'open", "-engine", "cmd=b", "-each", "tc=1"}),
        QStringLiteral("exit 1: Warning: Invalid value for option \"-engine\": \"cmd=%1 "
                       "'open\"\narbiter-cli: -engine: cmd=%1 'open: a single quote (') is "
                       "not closed (engine 1)")
            .arg(engine));
    QCOMPARE(parseErrorOf({"-engine", "cmd=" + dir.filePath("missing"), "-engine", "cmd=b", "-each",
                           "tc=1"}),
             QStringLiteral("exit 1: Warning: Invalid value for option \"-engine\": \"cmd=%1\"\n"
                            "arbiter-cli: -engine: cmd=%1: no such file (engine 1)")
                 .arg(dir.filePath("missing")));
}

void TestCliParser::confFromEnginesFile() {
    QTemporaryDir dir;
    const QString file = writeFile(dir.filePath("engines.json"),
                                   R"([{"name": "SF", "command": "stockfish", "protocol": "uci",
             "options": [{"name": "Hash", "value": "128"}]},
            {"name": "Fairy", "command": "fairy-stockfish", "protocol": "xboard"}])");
    const TournamentDescription o =
        options({"-engines-file", file, "-engine", "conf=SF", "option.Threads=2", "-engine",
                 "conf=Fairy", "proto=uci", "-each", "tc=1"});
    QCOMPARE(o.players.size(), 2);
    QCOMPARE(o.players[0].displayName, QStringLiteral("SF"));
    QVERIFY(o.players[0].nameGiven);
    QCOMPARE(o.players[0].engine.command, QStringLiteral("stockfish"));
    QCOMPARE(optionValue(o.players[0].engine, "Hash"), QStringLiteral("128"));
    QCOMPARE(optionValue(o.players[0].engine, "Threads"), QStringLiteral("2"));
    QCOMPARE(o.players[1].engine.protocol, EngineProtocol::Uci); // the -engine setting wins
    QCOMPARE(parseErrorOf({"-engines-file", file, "-engine", "conf=Nope", "-engine", "cmd=b",
                           "-each", "tc=1"}),
             QStringLiteral("exit 1: Warning: Invalid value for option \"-engine\": \"conf=Nope\"\n"
                            "arbiter-cli: -engine: conf=Nope: no engine named 'Nope' in %1")
                 .arg(file));
    const QString missing = dir.filePath("none.json");
    QVERIFY(parseErrorOf({"-engines-file", missing, "-engine", "conf=SF", "-engine", "cmd=b",
                          "-each", "tc=1"})
                .startsWith(QStringLiteral("exit 1: Warning: Invalid value for option "
                                           "\"-engine\": \"conf=SF\"\narbiter-cli: -engine: "
                                           "conf=SF: %1: cannot open")
                                .arg(missing)));
    // Without -engines-file, engines.json in the current directory (as cutechess-cli).
    const QString saved = QDir::currentPath();
    QDir::setCurrent(dir.path());
    const TournamentDescription here =
        options({"-engine", "conf=SF", "-engine", "conf=Fairy", "-each", "tc=1"});
    QDir::setCurrent(saved);
    QCOMPARE(here.players.size(), 2);
    QCOMPARE(here.enginesFile, QStringLiteral("engines.json"));
}

void TestCliParser::tournamentOptions() {
    TournamentDescription o =
        options(twoEngines() + QStringList{"-tournament", "gauntlet", "-seeds", "1", "-games", "4",
                                           "-rounds", "3", "-repeat", "4", "-noswap", "-reverse",
                                           "-wait", "250", "-variant", "chess960"});
    QCOMPARE(o.tournament.type, TournamentType::Gauntlet);
    QCOMPARE(o.tournament.seedCount, 1);
    QCOMPARE(o.tournament.gamesPerEncounter, 4);
    QCOMPARE(o.tournament.rounds, 3);
    QCOMPARE(o.tournament.openingRepetitions, 4);
    QVERIFY(o.tournament.noSwap && o.tournament.reverse);
    QCOMPARE(o.tournament.waitMs, 250);
    QCOMPARE(o.variant, QStringLiteral("fischerandom")); // the canonical name of the alias
    o = options(twoEngines() + QStringList{"-tournament", "knockout", "-variant", "xiangqi"});
    QCOMPARE(o.tournament.type, TournamentType::Knockout);
    QCOMPARE(o.variant, QStringLiteral("xiangqi"));
    QCOMPARE(options(twoEngines() + QStringList{"-tournament", "swiss"}).tournament.type,
             TournamentType::Swiss);
    QCOMPARE(options(twoEngines() + QStringList{"-tournament", "pyramid"}).tournament.type,
             TournamentType::Pyramid);
    QCOMPARE(options(twoEngines()).tournament.openingRepetitions, 1);
}

void TestCliParser::adjudicationOptions() {
    const QString tables = test::testDataPath(QStringLiteral("syzygy"));
    const TournamentDescription o = options(
        twoEngines() + QStringList{"-resign", "movecount=5", "score=600", "-maxmoves", "200", "-tb",
                                   tables + ";/tb/b:" + tables, "-tbpieces", "6", "-tbignore50"});
    QVERIFY(o.adjudication.resignEnabled);
    QVERIFY(!o.adjudication.resignTwoSided);
    QVERIFY(!o.adjudication.drawEnabled);
    QCOMPARE(o.adjudication.maxMoves, 200);
    QCOMPARE(o.tablebases.paths, (QStringList{tables, "/tb/b", tables}));
    QCOMPARE(o.tablebases.maxPieces, 6);
    QVERIFY(o.tablebases.ignore50);
}

void TestCliParser::openingOptions() {
    TournamentDescription o =
        options(twoEngines() + QStringList{"-openings", "file=book.pgn", "start=5", "policy=round",
                                           "-bookmode", "disk"});
    QCOMPARE(o.openings.format, OpeningsSpec::Format::Pgn);
    QCOMPARE(o.openings.order, OpeningsSpec::Order::Sequential);
    QCOMPARE(o.openings.start, 5);
    QCOMPARE(o.openings.plies, 0);
    QCOMPARE(o.openings.policy, OpeningPolicy::Round);
    QCOMPARE(o.tournament.openingPolicy, OpeningPolicy::Round);
    QCOMPARE(o.bookMode, BookMode::Disk);
    o = options(twoEngines() + QStringList{"-openings", "file=x.EPD", "policy=encounter"});
    QCOMPARE(o.openings.format, OpeningsSpec::Format::Epd);
    QCOMPARE(o.tournament.openingPolicy, OpeningPolicy::Encounter);
    QVERIFY(!options(twoEngines()).openings.enabled);
}

void TestCliParser::outputOptions() {
    const TournamentDescription o =
        options(twoEngines() + QStringList{"-pgnout", "games.pgn", "-epdout", "final.epd"});
    QVERIFY(o.pgnOut);
    QVERIFY(!o.pgnOut->minimal && !o.pgnOut->onlyFinished);
    QCOMPARE(o.epdOut, QStringLiteral("final.epd"));
}

void TestCliParser::statisticsOptions() {
    const TournamentDescription o =
        options(twoEngines() + QStringList{"-ratinginterval", "0", "-outcomeinterval", "25",
                                           "-resultformat", "wide,Time"});
    QCOMPARE(o.tournament.ratingInterval, 0);
    QCOMPARE(o.tournament.outcomeInterval, 25);
    QCOMPARE(o.tournament.resultFormat, QStringLiteral("wide,Time"));
    QCOMPARE(options(twoEngines()).tournament.resultFormat, QStringLiteral("default"));
}

void TestCliParser::sprtModelsAndPentanomial() {
    // fastchess's syntax: normalized model; pentanomial by default when games come in pairs.
    TournamentDescription o =
        options(twoEngines() + QStringList{"-sprt", "elo0=0", "elo1=2", "model=normalized",
                                           "-games", "2", "-repeat"});
    QCOMPARE(o.tournament.sprt.config.model, stats::SprtModel::Normalized);
    QVERIFY(o.tournament.sprt.config.pentanomial);
    QCOMPARE(o.tournament.sprt.config.alpha, 0.05);
    o = options(twoEngines() + QStringList{"-sprt", "elo0=0", "elo1=2", "model=logistic"});
    QVERIFY(!o.tournament.sprt.config.pentanomial); // no pairs without -repeat
    o = options(twoEngines() + QStringList{"-sprt", "elo0=-1", "elo1=3", "alpha=0.1", "beta=0.2",
                                           "model=logistic", "pentanomial=off", "-repeat"});
    QVERIFY(!o.tournament.sprt.config.pentanomial);
    QCOMPARE(o.tournament.sprt.config.elo0, -1.0);
    QCOMPARE(o.tournament.sprt.config.beta, 0.2);
    o = options(twoEngines() + QStringList{"-sprt", "elo0=0", "elo1=5", "model=bayesian"});
    QCOMPARE(o.tournament.sprt.config.model, stats::SprtModel::Bayesian);
    QCOMPARE(options(twoEngines()).tournament.sprt.enabled, false);
}

void TestCliParser::generalOptions() {
    TournamentDescription o = options(twoEngines() + QStringList{"-debug"});
    QVERIFY(o.debug && !o.debugAll);
    o = options(twoEngines() + QStringList{"-debug", "all"});
    QVERIFY(o.debug && o.debugAll);
    // A negative number is a value, not an option.
    o = options(twoEngines() + QStringList{"-resign", "movecount=3", "score=900"});
    QVERIFY(o.adjudication.resignEnabled);
}

void TestCliParser::defaultsAndStateFile() {
    const TournamentDescription o = options(twoEngines());
    QCOMPARE(o.variant, QStringLiteral("standard"));
    QCOMPARE(o.tournament.type, TournamentType::RoundRobin);
    QCOMPARE(o.tournament.gamesPerEncounter, 1);
    QCOMPARE(o.tournament.concurrency, 1);
    QCOMPARE(o.tournament.autosaveInterval, 1);
    QVERIFY(!o.tournament.randomSeedGiven); // a seed was chosen; it goes into the state file
    QCOMPARE(o.stateFile, QStringLiteral("arbiter-tournament.json"));
    QCOMPARE(o.enginesFile, QStringLiteral("engines.json"));
    QVERIFY(!o.resumeState);
    const TournamentDescription explicitState =
        options(twoEngines() + QStringList{"-statefile", "s.json", "-autosaveinterval", "20"});
    QCOMPARE(explicitState.stateFile, QStringLiteral("s.json"));
    QCOMPARE(explicitState.tournament.autosaveInterval, 20);
}

void TestCliParser::earlyExits() {
    CliParseResult r = parsed({"-version"});
    QCOMPARE(r.action, CliParseResult::Action::Exit);
    QCOMPARE(r.exitCode(), 0);
    // cutechess-cli's two lines, the first with the version and the commit (version/version.h).
    QCOMPARE(r.output, QStringLiteral("%1\nUsing Qt version %2\n")
                           .arg(QString::fromStdString(arbiter::versionLine("arbiter-cli")),
                                QString::fromLatin1(qVersion())));
    static const QRegularExpression firstLine(QStringLiteral(
        R"(^arbiter-cli [0-9]+\.[0-9]+\.[0-9]+ \((git [0-9a-f]{12}(-dirty)?|no git commit: .+)\)\n)"));
    QVERIFY2(firstLine.match(r.output).hasMatch(), qPrintable(r.output));
    QCOMPARE(parsed({"--version"}).output, r.output);
    r = parsed({"-help"});
    QCOMPARE(r.action, CliParseResult::Action::Exit);
    QVERIFY(r.output.startsWith(QStringLiteral("Usage: arbiter-cli")));
    QCOMPARE(parsed({"--help"}).output, r.output);
    QCOMPARE(parsed({"-h"}).output, r.output);
    // -help ends the parse at once, as in cutechess-cli.
    QCOMPARE(parsed({"-help", "-games", "x"}).action, CliParseResult::Action::Exit);
    r = parsed({"-resultformat", "help"});
    QCOMPARE(r.action, CliParseResult::Action::Exit);
    QCOMPARE(r.output, ResultFormat::helpText());

    QTemporaryDir dir;
    const QString file = writeFile(dir.filePath("e.json"),
                                   R"([{"name": "One", "command": "a"},
                                       {"name": "Two", "command": "b"}])");
    r = parsed({"-engines", "-engines-file", file});
    QCOMPARE(r.action, CliParseResult::Action::Exit);
    QCOMPARE(r.output, QStringLiteral("One\nTwo\n"));
    r = parsed({"-engines", "-engines-file", dir.filePath("none.json")});
    QCOMPARE(r.action, CliParseResult::Action::Error);
    QVERIFY(r.error.startsWith(QStringLiteral("arbiter-cli: -engines: ")));
    QCOMPARE(r.exitCode(), 2); // a file that cannot be read, not a bad value
}

void TestCliParser::helpListsEveryOption() {
    const OptionTable table = buildOptionTable();
    const QString help = helpText(table);
    const QStringList cutechessOptions{"-engine",         "-each",
                                       "-variant",        "-tournament",
                                       "-concurrency",    "-games",
                                       "-rounds",         "-repeat",
                                       "-noswap",         "-reverse",
                                       "-seeds",          "-wait",
                                       "-draw",           "-resign",
                                       "-maxmoves",       "-tb",
                                       "-tbpieces",       "-tbignore50",
                                       "-sprt",           "-openings",
                                       "-bookmode",       "-pgnout",
                                       "-epdout",         "-recover",
                                       "-ratinginterval", "-outcomeinterval",
                                       "-resultformat",   "-event",
                                       "-site",           "-srand",
                                       "-debug",          "-version",
                                       "-help",           "-engines"};
    for (const QString& name : cutechessOptions) {
        const OptionSpec* spec = table.find(name);
        QVERIFY2(spec, qPrintable(name));
        QVERIFY2(!spec->arbiterExtension, qPrintable(name));
    }
    for (const char* name : {"-resume", "-autosaveinterval", "-engines-file", "-statefile"}) {
        const OptionSpec* spec = table.find(name);
        QVERIFY2(spec && spec->arbiterExtension, qPrintable(name));
    }
    for (const OptionSpec& spec : table.options()) {
        QVERIFY2(help.contains(QStringLiteral("\n  ") + spec.name + QLatin1Char(' ')) ||
                     help.contains(QStringLiteral("\n  ") + spec.name + QLatin1Char('\n')),
                 qPrintable(spec.name));
    }
    QVERIFY(help.contains(QStringLiteral("-resume FILE")));
    QVERIFY(help.contains(QStringLiteral("[Arbiter] continue the tournament")));
    for (const char* key :
         {"conf=NAME",         "name=NAME",   "cmd=COMMAND",    "dir=DIR",      "arg=ARG",
          "initstr=TEXT",      "stderr=FILE", "proto=PROTOCOL", "restart=MODE", "trust",
          "tc=TIMECONTROL",    "st=SECONDS",  "timemargin=MS",  "book=FILE",    "bookdepth=MOVES",
          "whitepov",          "ponder",      "depth=PLIES",    "nodes=COUNT",  "tscale=FACTOR",
          "option.NAME=VALUE", "debug"})
        QVERIFY2(help.contains(QStringLiteral("\n  ") + QLatin1String(key)), key);
    for (const QString& line : help.split(QLatin1Char('\n')))
        QVERIFY2(line.size() <= 100, qPrintable(line));
}

// -online and -annotate are in -help, with every option of their table (clicommands.h), and
// each option of the table is one their parser takes.
void TestCliParser::helpListsTheOtherCommands() {
    const QString help = helpText(buildOptionTable());
    QCOMPARE(otherCommands().size(), 2);
    for (const OtherCommand& command : otherCommands()) {
        QVERIFY2(help.simplified().contains(QStringLiteral("arbiter-cli ") + command.synopsis),
                 qPrintable(command.option));
        QVERIFY2(help.contains(QLatin1Char('\n') + command.title), qPrintable(command.title));
        for (const CommandOption& option : command.options) {
            QVERIFY2(help.contains(QStringLiteral("\n  ") + option.names),
                     qPrintable(option.names));
            for (const QString& part : option.names.split(QStringLiteral(", "))) {
                const QString name = part.section(QLatin1Char(' '), 0, 0);
                QStringList line{command.option, QStringLiteral("ws://127.0.0.1:1/x")};
                if (name != command.option) line << name << QStringLiteral("1");
                QString error;
                if (command.option == QLatin1String("-online")) {
                    BotOptions bot;
                    error = parseBotOptions(line, QString(), &bot);
                } else {
                    AnnotateOptions annotate;
                    error = parseAnnotateOptions(line, QString(), &annotate);
                }
                QVERIFY2(!error.contains(QStringLiteral("unknown option")),
                         qPrintable(name + QStringLiteral(": ") + error));
            }
        }
    }
    // The check above can tell: an option the parsers do not take is reported as unknown.
    BotOptions bot;
    QVERIFY(parseBotOptions({"-online", "ws://127.0.0.1:1/x", "-depth", "1"}, QString(), &bot)
                .contains(QStringLiteral("unknown option")));
}

// docs/cli.md, the user manual, documents every option of the table and every engine setting
// in a table row of its own ("| `-games N` | ..." or "| `bookdepth=MOVES` | ...").
void TestCliParser::manualListsEveryOption() {
    QFile manual(QStringLiteral(ARBITER_TEST_SOURCE_DIR "/../../../docs/cli.md"));
    QVERIFY2(manual.open(QIODevice::ReadOnly), qPrintable(manual.fileName()));
    const QString text = QString::fromUtf8(manual.readAll());
    const OptionTable table = buildOptionTable();
    auto documented = [&text](const QString& word) {
        for (const QChar after : {QLatin1Char(' '), QLatin1Char('`')})
            if (text.contains(QStringLiteral("| `") + word + after)) return true;
        return false;
    };
    for (const OptionSpec& spec : table.options())
        QVERIFY2(documented(spec.name), qPrintable(spec.name + " is not in docs/cli.md"));
    for (const EngineKeySpec& key : table.engineKeys()) {
        const QString word = key.flag ? key.key : key.syntax.section(QLatin1Char('='), 0, 0) + "=";
        QVERIFY2(text.contains(QStringLiteral("| `") + word),
                 qPrintable(key.syntax + " is not in docs/cli.md"));
    }
}

// Each refused command line of the cutechess dialect: an error of one option's value (exit code
// 1) has cutechess-cli's warning line first, as cutechess-cli 1.5.1 prints it for the same
// arguments (docs/cli.md "Exit codes"), then Arbiter's line; an error beyond one option's
// value (exit code 2) is Arbiter's line alone.
void TestCliParser::errorMessages_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("warning"); // cutechess-cli's line; "" for none
    QTest::addColumn<QString>("message"); // Arbiter's line without the program's name
    QTest::addColumn<int>("exitCode");
    const QStringList e = twoEngines();
    // An error of one option's value: cutechess-cli's line, exit code 1.
    auto value = [](const char* name, const QStringList& args, const QString& warning,
                    const QString& message) {
        QTest::newRow(name) << args << QStringLiteral("Warning: ") + warning << message << 1;
    };
    // The option's arguments joined by spaces, as cutechess-cli shows them.
    auto invalid = [](const QString& option, const QString& arguments) {
        return QStringLiteral("Invalid value for option \"%1\": \"%2\"").arg(option, arguments);
    };
    // Beyond one option's value: Arbiter's line alone, exit code 2.
    auto line = [](const char* name, const QStringList& args, const QString& message) {
        QTest::newRow(name) << args << QString() << message << 2;
    };
    value("games not a number", e + QStringList{"-games", "x"}, invalid("-games", "x"),
          "-games: 'x' is not a positive number");
    value("games zero", e + QStringList{"-games", "0"}, invalid("-games", "0"),
          "-games: '0' is not a positive number");
    value("stray argument", QStringList{"stockfish"} + e, "Unknown option: \"stockfish\"",
          "unexpected argument 'stockfish'");
    value("extra value", e + QStringList{"-games", "2", "3"},
          "Too many arguments for option \"-games\"", "-games: unexpected value '3'");
    value("extra value of a key=value option",
          e + QStringList{"-draw", "movenumber=1", "movecount=1", "score=1", "x=1"},
          invalid("-draw", "movenumber=1 movecount=1 score=1 x=1"),
          "-draw: unexpected value 'x=1'");
    value("missing value", e + QStringList{"-games"}, "Option \"-games\" needs 1 argument(s)",
          "-games: missing value (-games N)");
    value("missing value at the end", e + QStringList{"-concurrency"},
          "Option \"-concurrency\" needs 1 argument(s)",
          "-concurrency: missing value (-concurrency N)");
    value("missing values", e + QStringList{"-pgnout", "-games", "2"},
          "Option \"-pgnout\" needs at least 1 argument(s)",
          "-pgnout: missing value (-pgnout FILE [min] [fi])");
    value("missing engine settings", e + QStringList{"-engine"},
          "Option \"-engine\" needs at least 1 argument(s)",
          "-engine: missing value (-engine SETTINGS)");
    value("missing key=value settings", e + QStringList{"-draw"},
          "Empty value for option \"-draw\"",
          "-draw: missing value (-draw movenumber=N movecount=N score=CP)");
    line("no engines", QStringList{"-games", "2"}, "at least two engines are required");
    line("one engine", QStringList{"-engine", "cmd=a", "tc=1"},
         "at least two engines are required");
    // -engine and -each: the option whose settings were refused, with all of them.
    value("missing cmd", QStringList{"-engine", "name=A", "-engine", "cmd=b", "-each", "tc=1"},
          invalid("-engine", "name=A"), "-engine: missing cmd= (engine 1)");
    // A line break in name= would split every output line that carries the name.
    value("name with a line break",
          QStringList{"-engine", "cmd=a", "name=A\nFinished game 3", "-engine", "cmd=b", "-each",
                      "tc=1"},
          invalid("-engine", "cmd=a name=A\nFinished game 3"),
          "-engine: name=A\\nFinished game 3 has a line break, which would split the output "
          "lines (engine 1)");
    value("no time control", QStringList{"-engine", "cmd=a", "-engine", "cmd=b", "tc=1"},
          "Invalid or missing time control",
          "-engine: no time control: give tc=, st=, depth= or nodes= (engine 1)");
    value("bad tc", QStringList{"-engine", "cmd=a", "tc=40/x", "-engine", "cmd=b", "tc=1"},
          invalid("-engine", "cmd=a tc=40/x"),
          "-engine: tc: '40/x' is not a time control: expected [moves/]time[+increment] (engine "
          "1)");
    value("bad tc of engine 2",
          QStringList{"-engine", "cmd=a", "tc=1", "-engine", "cmd=b", "tc=zz", "proto=uci"},
          invalid("-engine", "cmd=b tc=zz proto=uci"),
          "-engine: tc: 'zz' is not a time control: expected [moves/]time[+increment] (engine "
          "2)");
    value("bad st", e + QStringList{"-each", "st=fast"}, invalid("-each", "tc=10+0.1 st=fast"),
          "-each: st: 'fast' is not a number");
    value("each given twice",
          e + QStringList{"-each", "proto=uci", "-games", "2", "-each", "restart=maybe"},
          invalid("-each", "tc=10+0.1 proto=uci restart=maybe"),
          "-each: restart: 'maybe' is not auto, on or off");
    value("unknown engine setting", e + QStringList{"-each", "colour=red"},
          invalid("-each", "tc=10+0.1 colour=red"), "-each: unknown engine setting 'colour=red'");
    value("flag with value",
          QStringList{"-engine", "cmd=a", "trust=1", "-engine", "cmd=b", "-each", "tc=1"},
          invalid("-engine", "cmd=a trust=1"), "-engine: trust takes no value (engine 1)");
    value("key without value", e + QStringList{"-each", "cmd"}, invalid("-each", "tc=10+0.1 cmd"),
          "-each: cmd needs a value (cmd=COMMAND)");
    value("bad proto", e + QStringList{"-each", "proto=usi"},
          invalid("-each", "tc=10+0.1 proto=usi"),
          "-each: proto: 'usi' is not uci, xboard or ucci");
    value("bad restart", e + QStringList{"-each", "restart=maybe"},
          invalid("-each", "tc=10+0.1 restart=maybe"),
          "-each: restart: 'maybe' is not auto, on or off");
    value("bad depth", e + QStringList{"-each", "depth=-1"}, invalid("-each", "tc=10+0.1 depth=-1"),
          "-each: depth: '-1' is not a positive number");
    value("bad nodes", e + QStringList{"-each", "nodes=0"}, invalid("-each", "tc=10+0.1 nodes=0"),
          "-each: nodes: '0' is not a positive number");
    value("bad tscale", e + QStringList{"-each", "tscale=0"},
          invalid("-each", "tc=10+0.1 tscale=0"), "-each: tscale: '0' is not a positive number");
    value("bad timemargin", e + QStringList{"-each", "timemargin=x"},
          invalid("-each", "tc=10+0.1 timemargin=x"),
          "-each: timemargin: 'x' is not a non-negative number");
    value("bad bookdepth", e + QStringList{"-each", "bookdepth=0"},
          invalid("-each", "tc=10+0.1 bookdepth=0"),
          "-each: bookdepth: '0' is not a positive number");
    value("bad rmobfen", e + QStringList{"-each", "rmobfen=sometimes"},
          invalid("-each", "tc=10+0.1 rmobfen=sometimes"),
          "-each: rmobfen: 'sometimes' is not auto, always or never");
    value("empty name", e + QStringList{"-each", "name="}, invalid("-each", "tc=10+0.1 name="),
          "-each: name= is empty");
    value("unknown variant", e + QStringList{"-variant", "shogi"}, invalid("-variant", "shogi"),
          "-variant: unknown variant 'shogi'");
    value("unknown tournament", e + QStringList{"-tournament", "league"},
          invalid("-tournament", "league"),
          "-tournament: 'league' is not round-robin, gauntlet, knockout, pyramid, swiss or "
          "evolution");
    value("bad concurrency", e + QStringList{"-concurrency", "-2"}, invalid("-concurrency", "-2"),
          "-concurrency: '-2' is not a positive number");
    value("bad rounds", e + QStringList{"-rounds", "1.5"}, invalid("-rounds", "1.5"),
          "-rounds: '1.5' is not a positive number");
    value("bad repeat", e + QStringList{"-repeat", "0"}, invalid("-repeat", "0"),
          "-repeat: '0' is not a positive number");
    value("bad seeds", e + QStringList{"-seeds", "x"}, invalid("-seeds", "x"),
          "-seeds: 'x' is not a non-negative number");
    value("bad wait", e + QStringList{"-wait", "-1"}, invalid("-wait", "-1"),
          "-wait: '-1' is not a non-negative number");
    value("bad srand", e + QStringList{"-srand", "seed"}, invalid("-srand", "seed"),
          "-srand: 'seed' is not a non-negative number");
    line("knockout rounds", e + QStringList{"-tournament", "knockout", "-rounds", "2"},
         "-rounds cannot be used with knockout tournaments");
    line("too many seeds", e + QStringList{"-tournament", "gauntlet", "-seeds", "2"},
         "-seeds 2: a gauntlet with 2 players needs fewer seeds than players");
    value("draw missing key", e + QStringList{"-draw", "movenumber=40", "score=10"},
          invalid("-draw", "movenumber=40 score=10"), "-draw: missing movecount=");
    value("draw unknown key", e + QStringList{"-draw", "moves=40"}, invalid("-draw", "moves=40"),
          "-draw: unknown key 'moves' (expected movenumber=, movecount=, score=)");
    value("draw not key value", e + QStringList{"-draw", "40"}, invalid("-draw", "40"),
          "-draw: '40' is not key=value");
    value("draw bad number", e + QStringList{"-draw", "movenumber=x", "movecount=1", "score=1"},
          invalid("-draw", "movenumber=x movecount=1 score=1"),
          "-draw: movenumber: 'x' is not a non-negative number");
    value("draw twice", e + QStringList{"-draw", "score=1", "score=2"},
          invalid("-draw", "score=1 score=2"), "-draw: score= given twice");
    value("resign missing score", e + QStringList{"-resign", "movecount=3"},
          invalid("-resign", "movecount=3"), "-resign: missing score=");
    value("resign twosided",
          e + QStringList{"-resign", "movecount=3", "score=500", "twosided=maybe"},
          invalid("-resign", "movecount=3 score=500 twosided=maybe"),
          "-resign: twosided: 'maybe' is not true or false");
    value("bad maxmoves", e + QStringList{"-maxmoves", "-5"}, invalid("-maxmoves", "-5"),
          "-maxmoves: '-5' is not a non-negative number");
    value("bad tbpieces", e + QStringList{"-tbpieces", "0"}, invalid("-tbpieces", "0"),
          "-tbpieces: '0' is not a positive number");
    value("empty tb", e + QStringList{"-tb", ";"}, invalid("-tb", ";"), "-tb: no directory given");
    value("tb without tables", e + QStringList{"-tb", "/nonexistent"},
          invalid("-tb", "/nonexistent"), "-tb: no Syzygy table (*.rtbw) in /nonexistent");
    value("two pieces", e + QStringList{"-tbpieces", "2"}, invalid("-tbpieces", "2"),
          "-tbpieces: '2' is less than 3 pieces");
    value("openings without file", e + QStringList{"-openings", "format=epd"},
          invalid("-openings", "format=epd"), "-openings: missing file=");
    value("openings format", e + QStringList{"-openings", "file=a", "format=fen"},
          invalid("-openings", "file=a format=fen"), "-openings: format: 'fen' is not epd or pgn");
    value("openings order", e + QStringList{"-openings", "file=a", "order=shuffled"},
          invalid("-openings", "file=a order=shuffled"),
          "-openings: order: 'shuffled' is not sequential or random");
    value("openings policy", e + QStringList{"-openings", "file=a", "policy=always"},
          invalid("-openings", "file=a policy=always"),
          "-openings: policy: 'always' is not default, encounter or round");
    value("openings plies", e + QStringList{"-openings", "file=a", "plies=0"},
          invalid("-openings", "file=a plies=0"), "-openings: plies: '0' is not a positive number");
    value("bookmode", e + QStringList{"-bookmode", "cache"}, invalid("-bookmode", "cache"),
          "-bookmode: 'cache' is not ram or disk");
    value("pgnout extra", e + QStringList{"-pgnout", "a.pgn", "minimal"},
          invalid("-pgnout", "a.pgn minimal"), "-pgnout: 'minimal' is not min or fi");
    value("sprt missing elo1", e + QStringList{"-sprt", "elo0=0"}, invalid("-sprt", "elo0=0"),
          "-sprt: missing elo1=");
    value("sprt bad number", e + QStringList{"-sprt", "elo0=0", "elo1=x"},
          invalid("-sprt", "elo0=0 elo1=x"), "-sprt: elo1: 'x' is not a number");
    value("sprt bad model", e + QStringList{"-sprt", "elo0=0", "elo1=5", "model=gaussian"},
          invalid("-sprt", "elo0=0 elo1=5 model=gaussian"),
          "-sprt: model: 'gaussian' is not cutechess, normalized, logistic or bayesian");
    line("sprt bad bounds", e + QStringList{"-sprt", "elo0=5", "elo1=0"},
         "SPRT: elo0 (5) must be less than elo1 (0)");
    line("sprt pentanomial cutechess",
         e + QStringList{"-sprt", "elo0=0", "elo1=5", "pentanomial=on", "-repeat"},
         "SPRT: the cutechess model works on W/D/L counts only and cannot be pentanomial");
    line("sprt pentanomial no pairs",
         e + QStringList{"-sprt", "elo0=0", "elo1=5", "model=normalized", "pentanomial=on"},
         "-sprt pentanomial=on needs colour-swapped game pairs: use -repeat (or "
         "policy=encounter/round with -games 2) without -noswap");
    line("sprt three engines", e + QStringList{"-engine", "cmd=c", "-sprt", "elo0=0", "elo1=5"},
         "-sprt needs exactly two players (3 given)");
    value("bad ratinginterval", e + QStringList{"-ratinginterval", "x"},
          invalid("-ratinginterval", "x"), "-ratinginterval: 'x' is not a non-negative number");
    value("bad outcomeinterval", e + QStringList{"-outcomeinterval", "-1"},
          invalid("-outcomeinterval", "-1"), "-outcomeinterval: '-1' is not a non-negative number");
    value("bad resultformat", e + QStringList{"-resultformat", "Rank,Foo"},
          invalid("-resultformat", "Rank,Foo"),
          "-resultformat: unknown field 'Foo' (-resultformat help lists them)");
    value("bad debug", e + QStringList{"-debug", "some"}, invalid("-debug", "some"),
          "-debug: 'some' is not 'all'");
    value("bad autosave", e + QStringList{"-autosaveinterval", "x"},
          invalid("-autosaveinterval", "x"), "-autosaveinterval: 'x' is not a non-negative number");
    line("dialect", QStringList{"-dialect", "xboard"} + e,
         "-dialect: 'xboard' is not fastchess or cutechess");
}

void TestCliParser::errorMessages() {
    QFETCH(QStringList, args);
    QFETCH(QString, warning);
    QFETCH(QString, message);
    QFETCH(int, exitCode);
    const CliParseResult r = parseCommandLine(args);
    QCOMPARE(r.action, CliParseResult::Action::Error);
    QCOMPARE(r.exitCode(), exitCode);
    QVERIFY(!r.errorOnStdout);
    const QString printed = QStringLiteral("arbiter-cli: ") + message;
    QCOMPARE(r.error, warning.isEmpty() ? printed : warning + '\n' + printed);
    // The structured error (the GUI's) is Arbiter's message alone.
    QCOMPARE(r.problem.message, message);
}

void TestCliParser::structuredErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("message");
    const QStringList e = twoEngines();
    QTest::newRow("bad value") << e + QStringList{"-games", "x"} << "-games"
                               << "-games: 'x' is not a positive number";
    QTest::newRow("extra value") << e + QStringList{"-games", "2", "3"} << "-games"
                                 << "-games: unexpected value '3'";
    QTest::newRow("missing value") << e + QStringList{"-games"} << "-games"
                                   << "-games: missing value (-games N)";
    QTest::newRow("stray argument") << QStringList{"stockfish"} + e << ""
                                    << "unexpected argument 'stockfish'";
    QTest::newRow("no engines") << QStringList{"-games", "2"} << ""
                                << "at least two engines are required";
    QTest::newRow("engine key") << QStringList{"-engine", "name=A", "-engine",
                                               "cmd=b",   "-each",  "tc=1"}
                                << "-engine"
                                << "-engine: missing cmd= (engine 1)";
    QTest::newRow("each key") << e + QStringList{"-each", "st=fast"} << "-each"
                              << "-each: st: 'fast' is not a number";
    QTest::newRow("no time control")
        << QStringList{"-engine", "cmd=a", "-engine", "cmd=b"} << "-engine"
        << "-engine: no time control: give tc=, st=, depth= or "
           "nodes= (engine 1)";
    QTest::newRow("whole-line check")
        << e + QStringList{"-tournament", "knockout", "-rounds", "2"} << "-rounds"
        << "-rounds cannot be used with knockout tournaments";
    QTest::newRow("sprt check") << e + QStringList{"-sprt", "elo0=5", "elo1=0"} << "-sprt"
                                << "SPRT: elo0 (5) must be less than elo1 (0)";
    QTest::newRow("r-Mobility") << e + QStringList{"-rMobilityType", "cubic"} << "-rMobilityType"
                                << "";
    QTest::newRow("xiangqi") << e + QStringList{"-variant", "xiangqi", "-xqrepetition", "1"}
                             << "-xqrepetition"
                             << "";
    QTest::newRow("draw/resign") << e + QStringList{"-resign", "movecount=3"} << "-resign"
                                 << "-resign: missing score=";
}

// A front-end finds the option at fault without reading the message (the GUI's dialog shows
// the message beside that option's field), and the message is Arbiter's alone: the printed
// error's last line without the program's name, after cutechess-cli's warning line for an
// error of the option's value.
void TestCliParser::structuredErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    QFETCH(QString, message);
    const CliParseResult r = parseCommandLine(args);
    QCOMPARE(r.action, CliParseResult::Action::Error);
    QCOMPARE(r.problem.option, option);
    const QString printed = QStringLiteral("arbiter-cli: ") + r.problem.message;
    if (r.exitCode() == 2) {
        QCOMPARE(r.error, printed);
    } else {
        QCOMPARE(r.exitCode(), 1);
        QVERIFY2(r.error.startsWith(QStringLiteral("Warning: ")), qPrintable(r.error));
        QVERIFY2(r.error.endsWith('\n' + printed), qPrintable(r.error));
        QVERIFY(!r.problem.message.contains(QStringLiteral("Warning: ")));
    }
    if (!message.isEmpty()) QCOMPARE(r.problem.message, message);
}

void TestCliParser::resumeRebuildsTheSettings() {
    QTemporaryDir dir;
    const QStringList original =
        twoEngines() + QStringList{"-games", "2", "-rounds", "3", "-repeat", "-concurrency", "1"};
    const TournamentDescription first = options(original);
    Tournament t(first.tournament, {{"stockfish", {}}, {"komodo", {}}});
    ScheduledGame g;
    t.nextGame(&g);
    t.gameFinished(g.number,
                   GameResult::win(White, GameResult::Termination::Normal, "White mates"));
    const QString file = dir.filePath("state.json");
    QString error;
    QVERIFY2(t.saveState(file, first.commandLine, false, true, &error), qPrintable(error));

    const CliParseResult r = parsed({"-resume", file, "-concurrency", "3"});
    QVERIFY2(r.action == CliParseResult::Action::Run, qPrintable(r.error));
    const TournamentDescription& o = r.options;
    QVERIFY(o.resumeState);
    QCOMPARE(o.resumeState->finishedGames(), 1);
    QCOMPARE(o.tournament.randomSeed, first.tournament.randomSeed); // the saved seed
    QVERIFY(o.tournament.randomSeedGiven);
    QCOMPARE(o.tournament.gamesPerEncounter, 2);
    QCOMPARE(o.tournament.rounds, 3);
    QCOMPARE(o.tournament.concurrency, 3); // the later option wins
    QCOMPARE(o.commandLine, (original + QStringList{"-concurrency", "3"}));
    QCOMPARE(o.stateFile, file);
    Tournament resumed(o.tournament, {{"stockfish", {}}, {"komodo", {}}});
    QVERIFY2(resumed.restore(*o.resumeState, &error), qPrintable(error));
    QCOMPARE(resumed.gamesFinished(), 1);
}

void TestCliParser::resumeErrors() {
    QTemporaryDir dir;
    const QString missing = dir.filePath("gone.json");
    QCOMPARE(
        parseErrorOf({"-resume", missing}),
        QStringLiteral("exit 2: arbiter-cli: -resume: cannot open state file '%1': No such file or "
                       "directory")
            .arg(missing));
    const QString corrupt = writeFile(dir.filePath("bad.json"), "{ not json");
    QVERIFY(parseErrorOf({"-resume", corrupt})
                .startsWith(QStringLiteral("exit 2: arbiter-cli: -resume: '%1' is not a valid "
                                           "tournament state file: JSON error")
                                .arg(corrupt)));
    QCOMPARE(
        parseErrorOf({"-resume", corrupt, "-games", "4"}),
        QStringLiteral("exit 2: arbiter-cli: -resume: -games cannot be given with -resume (the "
                       "tournament's saved command line is used)"));
    TournamentState nested;
    nested.commandLine = QStringList{"-resume", "other.json"};
    const QString nestedFile = dir.filePath("nested.json");
    QString error;
    QVERIFY(nested.save(nestedFile, &error));
    QCOMPARE(
        parseErrorOf({"-resume", nestedFile}),
        QStringLiteral("exit 2: arbiter-cli: -resume: the saved command line contains -resume"));
    TournamentState broken;
    broken.commandLine = QStringList{"-engine", "cmd=a", "tc=1"};
    const QString brokenFile = dir.filePath("broken.json");
    QVERIFY(broken.save(brokenFile, &error));
    QCOMPARE(parseErrorOf({"-resume", brokenFile}),
             QStringLiteral("exit 2: arbiter-cli: at least two engines are required"));
    // A bad value among the options given with -resume is one of that option.
    QCOMPARE(parseErrorOf({"-resume", brokenFile, "-concurrency", "x"}),
             QStringLiteral("exit 1: Warning: Invalid value for option \"-concurrency\": \"x\"\n"
                            "arbiter-cli: -concurrency: 'x' is not a positive number"));
}

void TestCliParser::extensionPointAddsOptions() {
    // An area adds an option with a provider; the parser and -help pick it up from the table.
    OptionTable table = buildOptionTable();
    OptionSpec spec;
    spec.name = QStringLiteral("-exampleOption");
    spec.syntax = QStringLiteral("VALUE");
    spec.help = QStringLiteral("an area's option");
    spec.minValues = spec.maxValues = 1;
    spec.arbiterExtension = true;
    spec.handler = [](const QStringList&, ParseState&) { return QString(); };
    table.add(spec);
    QVERIFY(table.find(QStringLiteral("-exampleOption")));
    QVERIFY(helpText(table).contains(QStringLiteral("-exampleOption VALUE")));
    QVERIFY(!buildOptionTable().find(QStringLiteral("-exampleOption"))); // not built in
}

QTEST_GUILESS_MAIN(TestCliParser)
#include "tst_cli_parser.moc"
