// arbiter-cli's xiangqi options (-xqrepetition, -xqmovelimit, -xqcheckcap, -xqmaterialdraws,
// -xqnotation): defaults, values, errors, their way into the runner settings (RuleOptions::xiangqi
// of every game, the PGN writer's notation) and -rejudge of xiangqi PGNs (perpetual.pgn: an
// xqbase WXF game, a [Variant "xiangqi"] game in ICCS coordinates and a Chinese-notation game).
#include "clihelp.h"
#include "climatch.h"
#include "description/cliparser.h"
#include "description/rulescli.h"
#include "parseerrors.h"
#include "rejudgecommand.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::cli;
using namespace arbiter::test;

namespace {

QStringList xiangqiMatch() {
    return {"-variant", "xiangqi",  "-engine", "cmd=pikafish", "-engine", "cmd=fairy-stockfish",
            "-each",    "tc=10+0.1"};
}

QString fixture(const char* name) {
    return QStringLiteral(ARBITER_TEST_SOURCE_DIR "/") + QLatin1String(name);
}

struct RejudgeRun {
    int exitCode = -1;
    QStringList lines;
    QString err;
};

RejudgeRun rejudge(const QStringList& args) {
    const CliParseResult parsed = parseCommandLine(args);
    if (parsed.action != CliParseResult::Action::Rejudge) qFatal("not a -rejudge command line");
    QString out;
    RejudgeRun run;
    QTextStream outStream(&out), errStream(&run.err);
    run.exitCode = runRejudge(parsed.options, outStream, errStream);
    run.lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return run;
}

} // namespace

class TestXiangqiCliOptions : public QObject {
    Q_OBJECT
private slots:
    void defaults();
    void values();
    void materialDrawsOff();
    void optionErrors_data();
    void optionErrors();
    void helpSection();
    void rejudgeEveryNotation();
    void rejudgeFoldTwoEndsEarlier();
    void rejudgeReportsAWrongVerdict();
    void rejudgeMoveLimitOption();
};

void TestXiangqiCliOptions::defaults() {
    const CliParseResult r = parseCommandLine(xiangqiMatch());
    QCOMPARE(r.action, CliParseResult::Action::Run);
    const XiangqiRuleOptions& x = r.options.xiangqi;
    QCOMPARE(x.repetition, 3);
    QCOMPARE(x.moveLimit, 60);
    QCOMPARE(x.checkCap, 10);
    QVERIFY(x.materialDraws);
    QVERIFY(!x.mateInOneDraws);
    QVERIFY(!r.options.xiangqiNotation);
    const TournamentRunnerSettings s = runnerSettings(r.options);
    QCOMPARE(s.rules.xiangqi.repetition, 3);
    QCOMPARE(s.rules.xiangqi.moveLimit, 60);
    QVERIFY(!s.pgnNotation);
}

void TestXiangqiCliOptions::values() {
    const CliParseResult r = parseCommandLine(xiangqiMatch() << "-xqrepetition"
                                                             << "2"
                                                             << "-xqmovelimit"
                                                             << "50"
                                                             << "-xqcheckcap"
                                                             << "12"
                                                             << "-xqmaterialdraws"
                                                             << "mateinone"
                                                             << "-xqnotation"
                                                             << "chinese"
                                                             << "-pgnout"
                                                             << "games.pgn");
    QVERIFY2(r.action == CliParseResult::Action::Run, qPrintable(r.error));
    // The runner gets them as every game's rules and the PGN writer's notation.
    const TournamentRunnerSettings s = runnerSettings(r.options);
    QCOMPARE(s.rules.xiangqi.repetition, 2);
    QCOMPARE(s.rules.xiangqi.moveLimit, 50);
    QCOMPARE(s.rules.xiangqi.checkCap, 12);
    QVERIFY(s.rules.xiangqi.materialDraws);
    QVERIFY(s.rules.xiangqi.mateInOneDraws);
    QVERIFY(s.pgnNotation);
    QCOMPARE(int(*s.pgnNotation), int(Notation::ChineseSimplified));
    QCOMPARE(ruleOptions(r.options).xiangqi.moveLimit, 50);

    const std::pair<const char*, Notation> notations[] = {
        {"wxf", Notation::Wxf},
        {"iccs", Notation::Coordinate},
        {"chinese-traditional", Notation::ChineseTraditional}};
    for (const auto& [name, notation] : notations) {
        const CliParseResult n =
            parseCommandLine(xiangqiMatch() << "-xqnotation" << name << "-pgnout"
                                            << "games.pgn");
        QVERIFY2(n.options.xiangqiNotation && *n.options.xiangqiNotation == notation, name);
    }
    // 0 turns the repetition rules and the move-count rule off.
    const CliParseResult off = parseCommandLine(xiangqiMatch() << "-xqrepetition"
                                                               << "0"
                                                               << "-xqmovelimit"
                                                               << "0");
    QCOMPARE(off.options.xiangqi.repetition, 0);
    QCOMPARE(off.options.xiangqi.moveLimit, 0);
}

void TestXiangqiCliOptions::materialDrawsOff() {
    const CliParseResult off = parseCommandLine(xiangqiMatch() << "-xqmaterialdraws"
                                                               << "off");
    QVERIFY(!off.options.xiangqi.materialDraws);
    QVERIFY(!off.options.xiangqi.mateInOneDraws);
    const CliParseResult strict = parseCommandLine(xiangqiMatch() << "-xqmaterialdraws"
                                                                  << "mateinone"
                                                                  << "-xqmaterialdraws"
                                                                  << "strict");
    QVERIFY(strict.options.xiangqi.materialDraws);
    QVERIFY(!strict.options.xiangqi.mateInOneDraws);
}

void TestXiangqiCliOptions::optionErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QStringList m = xiangqiMatch();
    QTest::newRow("fold 1") << (m + QStringList{"-xqrepetition", "1"})
                            << invalidValueError("-xqrepetition", "1",
                                                 "'1' is not 0 (off) or a count of at least 2 (a "
                                                 "position always occurs once)");
    QTest::newRow("fold text") << (m + QStringList{"-xqrepetition", "three"})
                               << invalidValueError("-xqrepetition", "three",
                                                    "'three' is not a non-negative number");
    QTest::newRow("negative limit")
        << (m + QStringList{"-xqmovelimit", "-5"})
        << invalidValueError("-xqmovelimit", "-5", "'-5' is not a non-negative number");
    QTest::newRow("check cap") << (m + QStringList{"-xqcheckcap", "x"})
                               << invalidValueError("-xqcheckcap", "x",
                                                    "'x' is not a non-negative number");
    QTest::newRow("material") << (m + QStringList{"-xqmaterialdraws", "on"})
                              << invalidValueError("-xqmaterialdraws", "on",
                                                   "'on' is not off, strict or mateinone");
    QTest::newRow("notation") << (m + QStringList{"-xqnotation", "san", "-pgnout", "g.pgn"})
                              << invalidValueError("-xqnotation", "san",
                                                   "'san' is not wxf, iccs, chinese or "
                                                   "chinese-traditional");
    QTest::newRow("notation without pgnout")
        << (m + QStringList{"-xqnotation", "iccs"})
        << commandLineError(
               "-xqnotation: it sets the notation of the -pgnout file; give -pgnout too");
    QTest::newRow("chess") << QStringList{"-engine", "cmd=a",  "-engine",      "cmd=b",
                                          "-each",   "tc=1+0", "-xqmovelimit", "50"}
                           << commandLineError(
                                  "-xqmovelimit: the xiangqi options apply to xiangqi, not "
                                  "to standard (give -variant xiangqi)");
    QTest::newRow("missing value")
        << (m + QStringList{"-xqrepetition"})
        << "exit 1: Warning: Option \"-xqrepetition\" needs 1 argument(s)\n"
           "arbiter-cli: -xqrepetition: missing value (-xqrepetition N)";
}

void TestXiangqiCliOptions::optionErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    QCOMPARE(parseErrorOf(args), error);
}

void TestXiangqiCliOptions::helpSection() {
    const QString help = helpText(buildOptionTable());
    const int section = int(help.indexOf(QStringLiteral("\nXiangqi:\n")));
    const int next = int(help.indexOf(QStringLiteral("\nGeneral:\n")));
    QVERIFY(section > 0 && next > section);
    for (const char* option : {"-xqrepetition N", "-xqmovelimit N", "-xqcheckcap N",
                               "-xqmaterialdraws off|strict|mateinone",
                               "-xqnotation wxf|iccs|chinese|chinese-traditional"}) {
        const int at = int(help.indexOf(QLatin1String(option)));
        QVERIFY2(at > section && at < next, option);
    }
    QVERIFY(help.indexOf(QLatin1String("-rejudge FILE")) > next);
}

void TestXiangqiCliOptions::rejudgeEveryNotation() {
    // WXF (xqbase [Game "Chinese Chess"]), ICCS coordinates under [Variant "xiangqi"] with
    // White/Black tags, and Chinese notation: each replayed from its [FEN] and judged at the
    // 3rd occurrence of a position.
    const RejudgeRun run = rejudge({"-rejudge", fixture("perpetual.pgn")});
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(run.lines, QStringList({"Game 1: 0-1 {Red loses by perpetual chase}",
                                     "Game 2: 1-0 {Black loses by perpetual chase}",
                                     "Game 3: 0-1 {Red loses by perpetual check}",
                                     "3 games, 3 agree, 0 differ"}));
    QCOMPARE(run.exitCode, 0);
}

void TestXiangqiCliOptions::rejudgeFoldTwoEndsEarlier() {
    // -xqrepetition 2 judges at the first repeat: the same verdicts one cycle earlier, so the
    // records (played to the 3rd occurrence) go on past the end.
    const RejudgeRun run = rejudge({"-rejudge", fixture("perpetual.pgn"), "-xqrepetition", "2"});
    QCOMPARE(run.lines,
             QStringList({"Game 1: 0-1 {Red loses by perpetual chase} [differs: the rules end the "
                          "game after ply 4, the record goes on to ply 8]",
                          "Game 2: 1-0 {Black loses by perpetual chase} [differs: the rules end "
                          "the game after ply 5, the record goes on to ply 9]",
                          "Game 3: 0-1 {Red loses by perpetual check} [differs: the rules end the "
                          "game after ply 4, the record goes on to ply 8]",
                          "3 games, 0 agree, 3 differ"}));
    QCOMPARE(run.exitCode, 1);
    // With the repetition rules off nothing ends these games on the board: the recorded
    // perpetual-check end is not confirmed.
    const RejudgeRun off = rejudge({"-rejudge", fixture("perpetual.pgn"), "-xqrepetition", "0"});
    QCOMPARE(off.lines.value(2), QStringLiteral("Game 3: * {the rules do not end the game here} "
                                                "[differs: recorded 0-1 {Red loses by perpetual "
                                                "check}]"));
    QCOMPARE(off.exitCode, 1);
}

void TestXiangqiCliOptions::rejudgeReportsAWrongVerdict() {
    // A record that calls the perpetual chase a draw; games without a variant tag are of
    // -variant.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath("wrong.pgn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"?\"]\n[Result \"1/2-1/2\"]\n"
               "[FEN \"4kab2/4a4/4b4/3rC2R1/9/9/4n4/4B4/4A4/4KAB1c w - - 0 1\"]\n\n"
               "1. h6i6 i0h0 2. i6h6 h0i0 3. h6i6 i0h0 4. i6h6 h0i0 {Draw by repetition} "
               "1/2-1/2\n");
    file.close();
    const RejudgeRun run = rejudge({"-rejudge", file.fileName(), "-variant", "xiangqi"});
    QCOMPARE(run.lines, QStringList({"Game 1: 0-1 {Red loses by perpetual chase} [differs: "
                                     "recorded 1/2-1/2 {Draw by repetition}]",
                                     "1 game, 0 agree, 1 differ"}));
    QCOMPARE(run.exitCode, 1);
}

void TestXiangqiCliOptions::rejudgeMoveLimitOption() {
    // Four quiet moves per side: -xqmovelimit 4 draws at ply 8 (where the start position
    // returns only for the 2nd time); the default 60 does not end the game.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath("limit.pgn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Variant \"xiangqi\"]\n[Result \"1/2-1/2\"]\n\n"
               "1. h0g2 h9g7 2. b0c2 b9c7 3. g2h0 g7h9 4. c2b0 c7b9 {Draw by 4-move rule} "
               "1/2-1/2\n");
    file.close();
    const RejudgeRun run = rejudge({"-rejudge", file.fileName(), "-xqmovelimit", "4"});
    QCOMPARE(run.lines.value(0), QStringLiteral("Game 1: 1/2-1/2 {Draw by 4-move rule}"));
    QCOMPARE(run.exitCode, 0);
    const RejudgeRun sixty = rejudge({"-rejudge", file.fileName()});
    QCOMPARE(sixty.lines.value(0), QStringLiteral("Game 1: * {the rules do not end the game "
                                                  "here} [differs: recorded 1/2-1/2 {Draw by "
                                                  "4-move rule}]"));
}

QTEST_GUILESS_MAIN(TestXiangqiCliOptions)
#include "tst_xiangqi_cli_options.moc"
