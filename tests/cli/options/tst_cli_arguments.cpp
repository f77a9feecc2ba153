// CliOptions as a value: the command line toArguments() writes parses back to equal settings
// (description/cliarguments.cpp), for every option group: engines with their keys and -each,
// the tournament, openings, adjudication, the SPRT, the output files, r-Mobility, xiangqi and
// evolution. Equality itself is checked to notice a changed setting.
#include "description/cliparser.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::cli;

namespace {

CliOptions parsed(const QStringList& arguments) {
    const CliParseResult result = CliOptions::parse(arguments);
    if (result.action != CliParseResult::Action::Run)
        qWarning("%s: %s", qPrintable(arguments.join(QLatin1Char(' '))),
                 qPrintable(result.problem.message));
    return result.options;
}

} // namespace

class CliArgumentsTest : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void defaultsAreNotWritten();
    void confEnginesStayNamed();
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
                             "-tb",          "/a;/b",
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
    const CliParseResult first = CliOptions::parse(arguments);
    QVERIFY2(first.action == CliParseResult::Action::Run, qPrintable(first.problem.message));
    const QStringList written = first.options.toArguments();
    const CliParseResult second = CliOptions::parse(written);
    QVERIFY2(
        second.action == CliParseResult::Action::Run,
        qPrintable(written.join(QLatin1Char(' ')) + QStringLiteral(": ") + second.problem.message));
    QVERIFY2(second.options == first.options, qPrintable(written.join(QLatin1Char(' '))));
    QCOMPARE(second.options.toArguments(), written);
}

void CliArgumentsTest::defaultsAreNotWritten() {
    const CliOptions o = parsed({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10+0.1",
                                 "-games", "1", "-concurrency", "1", "-variant", "standard"});
    // The time control both engines share is written once, as -each.
    QCOMPARE(o.toArguments(),
             QStringList({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10+0.1"}));
}

void CliArgumentsTest::confEnginesStayNamed() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("engines.json"));
    QFile json(file);
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(R"([{"name": "Alpha", "command": "alpha", "protocol": "uci",
                    "options": [{"name": "Hash", "value": "64"}]},
                   {"name": "Beta", "command": "beta", "protocol": "xboard"}])");
    json.close();
    const CliOptions o =
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
    const CliOptions again = parsed(written);
    QVERIFY(again == o);
    QCOMPARE(again.players[0].engine.options.size(), 1);
    QCOMPARE(again.players[1].displayName, QStringLiteral("Gamma"));
}

void CliArgumentsTest::equalityNoticesChanges() {
    const CliOptions base = parsed({"-engine", "cmd=a", "option.Hash=16", "-engine", "cmd=b",
                                    "-each", "tc=10+0.1", "-srand", "1", "-pgnout", "/tmp/p.pgn"});
    CliOptions changed = base;
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
    // What is not a setting: where the command line came from.
    changed = base;
    changed.commandLine.clear();
    changed.directory = QStringLiteral("/elsewhere");
    QVERIFY(changed == base);
}

void CliArgumentsTest::structuredErrorOfWrittenSettings() {
    // Settings the parser refuses come back as a ParseError naming the option, so a front-end
    // that fills the value puts the message beside the option's field.
    CliOptions o =
        parsed({"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=10", "-srand", "1"});
    o.xiangqi.moveLimit = 40; // a xiangqi option for a chess tournament
    const CliParseResult result = CliOptions::parse(o.toArguments());
    QCOMPARE(result.action, CliParseResult::Action::Error);
    QCOMPARE(result.problem.option, QStringLiteral("-xqmovelimit"));
    QVERIFY2(result.problem.message.contains(QStringLiteral("xiangqi")),
             qPrintable(result.problem.message));
}

QTEST_GUILESS_MAIN(CliArgumentsTest)
#include "tst_cli_arguments.moc"
