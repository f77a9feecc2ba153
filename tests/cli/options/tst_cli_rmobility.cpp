// arbiter-cli's r-Mobility options (-rMobilityType, -rMobilityCutoff, -legacyMode,
// -defaultKomi, -rejudge): values, errors (docs/r-mobility.md, "Options", adapted: bad values
// are errors instead of the fork's warnings and defaults), the -rejudge command on the
// fork-style fixture of tests/rmobility, and the match output's r-Mobility part.
#include "clihelp.h"
#include "description/cliparser.h"
#include "description/rmobilitycli.h"
#include "description/rulescli.h"
#include "parseerrors.h"
#include "rejudgecommand.h"
#include "tournament/output/rmobilityoutput.h"
#include "tournament/tournament.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::cli;
using namespace arbiter::test;

namespace {

QStringList twoEngines() {
    return {"-engine", "cmd=stockfish", "-engine", "cmd=komodo", "-each", "tc=10+0.1"};
}

QString fixture(const char* name) {
    return QStringLiteral(ARBITER_TEST_SOURCE_DIR "/../../lib/rmobility/") + QLatin1String(name);
}

} // namespace

class TestCliRMobility : public QObject {
    Q_OBJECT
private slots:
    void optionsOff();
    void optionValues();
    void optionErrors_data();
    void optionErrors();
    void helpSection();
    void rejudgeParses();
    void rejudgeRuns();
    void rejudgeExitCodes();
    void matchOutputKomiAndTables();
    void resumedTablesComeFromTheState();
};

void TestCliRMobility::optionsOff() {
    const CliParseResult r = parseCommandLine(twoEngines());
    QCOMPARE(r.action, CliParseResult::Action::Run);
    QVERIFY(!r.options.rMobility.enabled);
    QVERIFY(r.options.rejudgeFile.isEmpty());
}

void TestCliRMobility::optionValues() {
    // g101.5 is read as G101.5.
    const CliParseResult r = parseCommandLine(twoEngines() << "-rMobilityType"
                                                           << "komi"
                                                           << "-rMobilityCutoff"
                                                           << "g101.5"
                                                           << "-legacyMode"
                                                           << "-defaultKomi"
                                                           << "mg5.75");
    QCOMPARE(r.action, CliParseResult::Action::Run);
    const RMobilityOptions& o = r.options.rMobility;
    QVERIFY(o.enabled);
    QCOMPARE(o.scoring, rmobility::Scoring::Komi);
    QCOMPARE(o.cutoff, 203);
    QVERIFY(o.legacy);
    QCOMPARE(rmobility::toString(o.komi), std::string("-G5.75"));
    // -rMobilityType alone: exponential is one of the values, defaults elsewhere.
    const RMobilityOptions d = parseCommandLine(twoEngines() << "-rMobilityType"
                                                             << "rMobilityWinner")
                                   .options.rMobility;
    QCOMPARE(d.scoring, rmobility::Scoring::RMobilityWinner);
    QCOMPARE(d.cutoff, rmobility::kDefaultCutoff);
    QVERIFY(!d.legacy);
    QCOMPARE(rmobility::toString(d.komi), std::string("G5.75"));
}

void TestCliRMobility::optionErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("case-sensitive type")
        << QStringList{"-rMobilityType", "Komi"}
        << invalidValueError(
               "-rMobilityType", "Komi",
               "'Komi' is not exponential, classical, harmonic, rMobilityWinner or komi "
               "(the names are case-sensitive)");
    QTest::newRow("cutoff without G")
        << QStringList{"-rMobilityType", "komi", "-rMobilityCutoff", "6"}
        << invalidValueError(
               "-rMobilityCutoff", "6",
               "'6' is not a cutoff: expected G before the number, e.g. g6.0 or g101.5");
    QTest::newRow("signed cutoff")
        << QStringList{"-rMobilityType", "komi", "-rMobilityCutoff", "mg5.5"}
        << invalidValueError("-rMobilityCutoff", "mg5.5",
                             "'mg5.5' is not a cutoff: a cutoff has no sign, e.g. g6.0");
    QTest::newRow("bad komi") << QStringList{"-rMobilityType", "komi", "-defaultKomi", "g5.3"}
                              << invalidValueError("-defaultKomi", "g5.3",
                                                   "'g5.3' is not a komi: the fraction must be .0, "
                                                   ".25, .5 or .75");
    QTest::newRow("legacy without type")
        << QStringList{"-legacyMode"}
        << commandLineError("-legacyMode: r-Mobility is off; -rMobilityType turns it on");
    QTest::newRow("komi without type")
        << QStringList{"-defaultKomi", "g5.0"}
        << commandLineError("-defaultKomi: r-Mobility is off; -rMobilityType turns it on");
    QTest::newRow("xiangqi") << QStringList{"-variant", "xiangqi", "-rMobilityType", "harmonic"}
                             << commandLineError(
                                    "-rMobilityType: r-Mobility applies to western chess "
                                    "variants, not to xiangqi");
    QTest::newRow("missing value")
        << QStringList{"-rMobilityType"}
        << "exit 1: Warning: Option \"-rMobilityType\" needs 1 argument(s)\n"
           "arbiter-cli: -rMobilityType: missing value (-rMobilityType TYPE)";
}

void TestCliRMobility::optionErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    QCOMPARE(parseErrorOf(twoEngines() + args), error);
}

void TestCliRMobility::helpSection() {
    const QString help = helpText(buildOptionTable());
    const int section = int(help.indexOf(QStringLiteral("\nr-Mobility:\n")));
    QVERIFY(section > 0);
    for (const char* option : {"-rMobilityType TYPE", "-rMobilityCutoff gX.0|gX.5", "-legacyMode",
                               "-defaultKomi gX.0|gX.25|gX.5|gX.75", "-rejudge FILE"})
        QVERIFY2(help.indexOf(QLatin1String(option)) > section, option);
}

void TestCliRMobility::rejudgeParses() {
    // No engines are needed; the r-Mobility options still apply and are still checked.
    CliParseResult r = parseCommandLine(
        {"-rejudge", "games.pgn", "-rMobilityType", "harmonic", "-rMobilityCutoff", "g8.0"});
    QCOMPARE(r.action, CliParseResult::Action::Rejudge);
    QCOMPARE(r.options.rejudgeFile, QStringLiteral("games.pgn"));
    QVERIFY(r.options.rMobility.enabled);
    QCOMPARE(r.options.rMobility.cutoff, 16);
    QCOMPARE(parseErrorOf({"-rejudge", "games.pgn", "-legacyMode"}),
             commandLineError("-legacyMode: r-Mobility is off; -rMobilityType turns it on"));
    QCOMPARE(parseErrorOf({"-rejudge"}),
             QStringLiteral("exit 1: Warning: Option \"-rejudge\" needs 1 argument(s)\n"
                            "arbiter-cli: -rejudge: missing value (-rejudge FILE)"));
}

void TestCliRMobility::rejudgeRuns() {
    CliParseResult r = parseCommandLine(
        {"-rejudge", fixture("fork_style.pgn"), "-rMobilityType", "exponential", "-legacyMode"});
    QCOMPARE(r.action, CliParseResult::Action::Rejudge);
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    // Exit code 1: game 6, the fork's mate on ply 100 recorded as a fifty-move draw (B8), is a
    // mate in legacy mode too.
    QCOMPARE(runRejudge(r.options, outStream, errStream), 1);
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 8);
    QCOMPARE(lines[0], QStringLiteral("Game 1: -G8.5 {End by K vs K G8.5 rule} Points 0.5000 - "
                                      "0.5000"));
    QVERIFY2(lines[5].startsWith(QStringLiteral("Game 6: G0.0 {White mates} Points 1.0000 - "
                                                "0.0000 [differs: ")),
             qPrintable(lines[5]));
    QCOMPARE(lines[6], QStringLiteral("Game 7: -G28.5 {End by fifty moves rule} Points 0.5000 - "
                                      "0.5000"));
    QCOMPARE(lines[7], QStringLiteral("7 games, 6 agree, 1 differ"));
    QVERIFY(err.isEmpty());
}

void TestCliRMobility::rejudgeExitCodes() {
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    // Classical rules: 4 of the fork's games differ.
    TournamentDescription classical =
        parseCommandLine({"-rejudge", fixture("fork_style.pgn")}).options;
    QCOMPARE(runRejudge(classical, outStream, errStream), 1);
    QVERIFY(out.endsWith(QStringLiteral("7 games, 3 agree, 4 differ\n")));
    TournamentDescription missing =
        parseCommandLine({"-rejudge", "/nonexistent/games.pgn"}).options;
    QCOMPARE(runRejudge(missing, outStream, errStream), 2);
    QVERIFY2(err.startsWith(QStringLiteral("arbiter-cli: -rejudge: ")), qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("/nonexistent/games.pgn")));
}

void TestCliRMobility::matchOutputKomiAndTables() {
    TournamentDescription options = parseCommandLine(twoEngines() << "-rMobilityType"
                                                                  << "komi"
                                                                  << "-defaultKomi"
                                                                  << "g2.25"
                                                                  << "-games"
                                                                  << "2"
                                                                  << "-ratinginterval"
                                                                  << "2")
                                        .options;
    TournamentSettings settings = options.tournament;
    Tournament tournament(settings, {{QStringLiteral("stockfish"), {}}, {"komodo", {}}});
    RMobilityOutput output(options.rMobility, options.tournament);
    QVERIFY(output.enabled());
    QCOMPARE(output.startedGameLine(QStringLiteral("Started game 1 of 2 (stockfish vs komodo)"),
                                    nullptr),
             QStringLiteral("Started game 1 of 2 (stockfish vs komodo), komi G2.25"));

    auto finish = [&](const char* score, const char* openingKomi) -> QStringList {
        ScheduledGame g;
        if (tournament.nextGame(&g) != Scheduler::Status::Game) qFatal("no game scheduled");
        GameResult result(GameResult::Winner::Draw, GameResult::Termination::Normal,
                          "End by K vs K G8.5 rule");
        result.setScore(score, 0.5);
        // The judge keeps the komi a game was scored with (its opening's) in the result.
        if (openingKomi) result.setScoreBasis(openingKomi);
        tournament.gameFinished(g.number, result);
        return output.gameFinished(tournament.players(), g, result);
    };
    // Game 1: -G8.5 against komi G2.25 (White's): Black wins. Not due yet.
    QVERIFY(finish("-G8.5", nullptr).isEmpty());
    // Game 2 (colours reversed) with its opening's komi G6.25: White's dead-draw odds, so
    // -G8.5 is a White win. Now -ratinginterval 2 prints every table.
    const QStringList tables = finish("-G8.5", "G6.25");
    QVERIFY(!tables.isEmpty());
    QCOMPARE(tables.first(), QStringLiteral("Raw r-Mobility Data:"));
    const int komi = int(tables.indexOf(QStringLiteral("Komi Scoring:")));
    QVERIFY(komi > 0);
    // stockfish: White in game 1 (lost), Black in game 2 (lost).
    QCOMPARE(tables[komi + 1],
             QStringLiteral("Score of stockfish vs komodo: 0 - 2 - 0  [0.000] 2"));
    QVERIFY(tables.indexOf(QStringLiteral("Alternative Scorings:")) > komi);
    QCOMPARE(output.resultLines(tournament.players()), tables);
}

// A resumed tournament's tables include the earlier run's games, taken from the loaded state
// (the Tournament keeps no finished games).
void TestCliRMobility::resumedTablesComeFromTheState() {
    const TournamentDescription options = parseCommandLine(twoEngines() << "-rMobilityType"
                                                                        << "exponential"
                                                                        << "-games"
                                                                        << "4")
                                              .options;
    const QVector<PlayerInfo> players{{QStringLiteral("stockfish"), {}}, {"komodo", {}}};
    Tournament first(options.tournament, players);
    RMobilityOutput output(options.rMobility, options.tournament);
    for (const char* score : {"G0.5", "-G1.5", "G3.0"}) {
        ScheduledGame g;
        QCOMPARE(first.nextGame(&g), Scheduler::Status::Game);
        GameResult result(GameResult::Winner::White, GameResult::Termination::Normal, "x");
        result.setScore(score, 0.75);
        first.gameFinished(g.number, result);
        output.gameFinished(first.players(), g, result);
    }
    QCOMPARE(first.gamesInMemory(), 0);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("state.json"));
    QString error;
    QVERIFY2(first.saveState(file, options.commandLine, false, true, &error), qPrintable(error));
    TournamentState state;
    QVERIFY2(TournamentState::load(file, &state, &error), qPrintable(error));

    Tournament resumed(options.tournament, players);
    QVERIFY2(resumed.restore(state, &error), qPrintable(error));
    RMobilityOutput restored(options.rMobility, options.tournament);
    restored.restore(resumed.players(), state);
    const QStringList lines = restored.resultLines(resumed.players());
    QVERIFY(lines.contains(QStringLiteral("Score of stockfish vs komodo: 1.82 [0.607] 3")));
    QCOMPARE(lines, output.resultLines(first.players()));
}

QTEST_GUILESS_MAIN(TestCliRMobility)
#include "tst_cli_rmobility.moc"
