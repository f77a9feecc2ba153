// arbiter-cli playing xiangqi end to end: arbiter-engine (UCI, UCCI, CECP), fairy-stockfish
// (UCI, UCCI, CECP), sjaakii and maxqi (CECP; skipped when not installed) play matches to ends
// the manager judges; the PGN output is in the xqbase dialect ([Game "Chinese Chess"], Red,
// [Format]) in every -xqnotation and reads back through -rejudge, which replays every move
// (an illegal one would make the game unreadable) and must confirm every verdict. The fault
// engine plays a perpetual check blindly: "Red loses by perpetual check" after 8 plies at
// -xqrepetition 3, after 4 at -xqrepetition 2.
#include "clioutput.h"
#include "clirunner.h"
#include "engine/engineconfiguration.h"
#include "rules/xiangqiverdict.h"
#include "testdata.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using arbiter::test::readText;
using arbiter::test::runCli;

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
}

// arbiter-engine in one protocol; it does not resign, so its games end on the board.
QStringList arbiterEngine(const QString& name, const QString& proto, int depth) {
    return {"-engine",
            "name=" + name,
            "cmd=" + arbiter::test::binPath("arbiter-engine"),
            "proto=" + proto,
            QStringLiteral("depth=%1").arg(depth),
            "option.AllowResign=false"};
}

QStringList faultEngine(const QString& name, const QString& proto, const QString& moves) {
    return {"-engine",     "name=" + name, "cmd=" + arbiter::test::binPath("arbiter-fault-engine"),
            "arg=--moves", "arg=" + moves, "proto=" + proto,
            "depth=1"};
}

// The "Finished game" lines' results and reasons: "0-1 {Red loses by perpetual check}".
QStringList finishedResults(const QString& out) {
    static const QRegularExpression line(QStringLiteral("^Finished game \\d+ \\(.*\\): (.*)$"),
                                         QRegularExpression::MultilineOption);
    QStringList results;
    for (auto it = line.globalMatch(out); it.hasNext();) results << it.next().captured(1);
    return results;
}

QString reasonOf(const QString& result) {
    const int open = int(result.indexOf(QLatin1Char('{')));
    return open < 0 ? QString() : result.mid(open + 1, result.size() - open - 2);
}

} // namespace

class TestXiangqiCliMatch : public QObject {
    Q_OBJECT
private slots:
    void perpetualCheck_data();
    void perpetualCheck();
    void enginesPlayToJudgedEnds_data();
    void enginesPlayToJudgedEnds();
    void maxqiPlaysFromBlackToMoveOpenings();
    void notations_data();
    void notations();
    void soldierBehindItsStartRankInAnOpening();
};

void TestXiangqiCliMatch::perpetualCheck_data() {
    QTest::addColumn<QString>("proto");
    QTest::addColumn<QString>("fold");
    QTest::addColumn<QString>("plies");
    QTest::addColumn<QString>("moves");
    // Red: R2+1 check, R2-1 check; Black: K6+1, K6-1 (wxf-repetition-cases.json case 2).
    const char* three = "1. R2+1 K6+1 2. R2-1 K6-1 3. R2+1 K6+1 4. R2-1 K6-1 0-1";
    const char* two = "1. R2+1 K6+1 2. R2-1 K6-1 0-1";
    QTest::newRow("ucci, default fold 3") << "ucci"
                                          << ""
                                          << "8" << three;
    QTest::newRow("ucci, fold 2") << "ucci"
                                  << "2"
                                  << "4" << two;
    QTest::newRow("xboard, fold 3") << "xboard"
                                    << "3"
                                    << "8" << three;
    QTest::newRow("xboard, fold 2") << "xboard"
                                    << "2"
                                    << "4" << two;
}

void TestXiangqiCliMatch::perpetualCheck() {
    QFETCH(QString, proto);
    QFETCH(QString, fold);
    QFETCH(QString, plies);
    QFETCH(QString, moves);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeText(dir.filePath("check.epd"), "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1\n");
    QStringList args = faultEngine("Checker", proto, "h8h9,h9h8") +
                       faultEngine("General", proto, "f9f8,f8f9") +
                       QStringList{"-variant", "xiangqi", "-openings", "file=check.epd",
                                   "-games",   "1",       "-pgnout",   "out.pgn"};
    QStringList rules;
    if (!fold.isEmpty()) rules << "-xqrepetition" << fold;
    const arbiter::test::CliRun r = runCli(args + rules, dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY2(r.out.contains(QStringLiteral(
                 "Finished game 1 (Checker vs General): 0-1 {Red loses by perpetual check}\n")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("...      Checker playing Red: 0 - 1 - 0")));

    const QString pgn = readText(dir.filePath("out.pgn"));
    QVERIFY2(pgn.startsWith(QStringLiteral("[Game \"Chinese Chess\"]\n")), qPrintable(pgn));
    for (const QString& tag :
         {QStringLiteral("[Red \"Checker\"]"), QStringLiteral("[Black \"General\"]"),
          QStringLiteral("[Result \"0-1\"]"), QStringLiteral("[Variant \"xiangqi\"]"),
          QStringLiteral("[Format \"WXF\"]"),
          QStringLiteral("[FEN \"c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1\"]"),
          QStringLiteral("[PlyCount \"%1\"]").arg(plies)})
        QVERIFY2(pgn.contains(tag), qPrintable(tag + '\n' + pgn));
    // A game ended by the rules has no Termination tag (cutechess-cli's PGN).
    QVERIFY2(!pgn.contains(QStringLiteral("[Termination ")), qPrintable(pgn));
    // The moves without their comments (the engine's score and time), then the verdict as the
    // last comment.
    QString movetext = pgn.mid(pgn.indexOf(QStringLiteral("\n\n")));
    QVERIFY2(movetext.contains(QStringLiteral(", Red loses by perpetual check} 0-1")),
             qPrintable(movetext));
    movetext.remove(QRegularExpression(QStringLiteral("\\{[^}]*\\} ?")));
    QCOMPARE(movetext.simplified(), moves);
    // Read back under the same rules: every move legal, the same verdict at the same ply.
    const arbiter::test::CliRun again =
        runCli(QStringList{"-rejudge", "out.pgn"} + rules, dir.path());
    QCOMPARE(again.out, QStringLiteral("Game 1: 0-1 {Red loses by perpetual check}\n"
                                       "1 game, 1 agree, 0 differ\n"));
    QVERIFY2(again.finished && again.exitCode == 0, qPrintable(again.describe()));
}

// MaxQi has no setboard: an opening reaches it through edit mode, which keeps the side to move,
// so a black-to-move opening needs "black" and "force" first, as XBoard sends them (its
// backend.c SendBoard). Without them MaxQi took Red to be on move and every such game ended in
// an illegal move of its own. Two black-to-move openings, each side once.
void TestXiangqiCliMatch::maxqiPlaysFromBlackToMoveOpenings() {
    arbiter::EngineConfiguration program;
    program.command = QStringLiteral("maxqi");
    if (arbiter::findEngineProgram(program).isEmpty()) QSKIP("maxqi is not installed");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeText(dir.filePath("black.epd"),
              "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1\n"
              "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1\n");
    const arbiter::test::CliRun r =
        runCli(QStringList{"-variant", "xiangqi", "-engine", "name=MaxQi", "cmd=maxqi",
                           "proto=xboard", "depth=3"} +
                   arbiterEngine("AE", "uci", 2) +
                   QStringList{"-each", "tc=inf", "-openings", "file=black.epd", "format=epd",
                               "-games", "2", "-rounds", "2", "-xqmovelimit", "20"},
               dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    const QStringList results = finishedResults(r.out);
    QCOMPARE(results.size(), 4);
    for (const QString& result : results)
        QVERIFY2(!arbiter::xiangqiVerdictFromReason(reasonOf(result).toStdString()).isNone(),
                 qPrintable(r.out));
    QVERIFY2(!r.out.contains(QLatin1String("Warning: MaxQi: Illegal move")) &&
                 !r.out.contains(QLatin1String("edit mode")),
             qPrintable(r.out));
}

void TestXiangqiCliMatch::enginesPlayToJudgedEnds_data() {
    QTest::addColumn<QStringList>("engine"); // the -engine tokens after "-engine"
    QTest::addColumn<QString>("proto");      // arbiter-engine's protocol against it
    const QString ae = arbiter::test::binPath("arbiter-engine");
    for (const char* proto : {"uci", "ucci", "xboard"}) {
        QTest::newRow(qPrintable(QStringLiteral("arbiter-engine %1").arg(proto)))
            << QStringList{"name=AE2", "cmd=" + ae, QStringLiteral("proto=") + proto, "depth=2",
                           "option.AllowResign=false"}
            << proto;
        QTest::newRow(qPrintable(QStringLiteral("fairy-stockfish %1").arg(proto)))
            << QStringList{"name=FSF", "cmd=fairy-stockfish", QStringLiteral("proto=") + proto,
                           "depth=4"}
            << proto;
    }
    QTest::newRow("sjaakii xboard")
        << QStringList{"name=Sjaak", "cmd=sjaakii", "proto=xboard", "depth=3"} << "xboard";
    QTest::newRow("maxqi xboard") << QStringList{"name=MaxQi", "cmd=maxqi", "proto=xboard",
                                                 "depth=3"}
                                  << "xboard";
}

void TestXiangqiCliMatch::enginesPlayToJudgedEnds() {
    QFETCH(QStringList, engine);
    QFETCH(QString, proto);
    arbiter::EngineConfiguration program;
    program.command = engine.filter(QRegularExpression("^cmd=")).value(0).mid(4);
    if (arbiter::findEngineProgram(program).isEmpty())
        QSKIP(qPrintable(program.command + QStringLiteral(" is not installed")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Two games, colours swapped; the 20-move rule keeps them short.
    const QStringList rules{"-xqmovelimit", "20"};
    const arbiter::test::CliRun r = runCli(
        QStringList{"-variant", "xiangqi", "-engine"} + engine + arbiterEngine("AE", proto, 3) +
            QStringList{"-each", "tc=inf", "-games", "2", "-pgnout", "out.pgn"} + rules,
        dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    const QStringList results = finishedResults(r.out);
    QCOMPARE(results.size(), 2);
    for (const QString& result : results) {
        // Judge texts only: mate, stalemate, the repetition verdicts, the move-count rule,
        // material draws.
        const QString reason = reasonOf(result);
        QVERIFY2(!arbiter::xiangqiVerdictFromReason(reason.toStdString()).isNone(),
                 qPrintable(result));
    }
    const QString pgn = readText(dir.filePath("out.pgn"));
    QCOMPARE(pgn.count(QStringLiteral("[Game \"Chinese Chess\"]\n")), 2);
    QCOMPARE(pgn.count(QStringLiteral("[Format \"WXF\"]\n")), 2);
    QCOMPARE(pgn.count(QStringLiteral("[Red \"")), 2);

    const arbiter::test::CliRun again =
        runCli(QStringList{"-rejudge", "out.pgn"} + rules, dir.path());
    QVERIFY2(again.out.endsWith(QStringLiteral("2 games, 2 agree, 0 differ\n")),
             qPrintable(again.out + again.err));
    QVERIFY2(again.finished && again.exitCode == 0, qPrintable(again.describe()));
}

void TestXiangqiCliMatch::notations_data() {
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("openingMoves"); // the WXF opening C2=5 H8+7 as written
    QTest::newRow("default") << ""
                             << "WXF"
                             << "1. C2=5 H8+7 2.";
    QTest::newRow("wxf") << "wxf"
                         << "WXF"
                         << "1. C2=5 H8+7 2.";
    QTest::newRow("iccs") << "iccs"
                          << "ICCS"
                          << "1. H2-E2 H9-G7 2.";
    QTest::newRow("chinese") << "chinese"
                             << "Chinese"
                             << "1. 炮二平五 马８进７ 2.";
    QTest::newRow("chinese-traditional") << "chinese-traditional"
                                         << "Chinese"
                                         << "1. 炮二平五 馬８進７ 2.";
}

void TestXiangqiCliMatch::notations() {
    QFETCH(QString, notation);
    QFETCH(QString, format);
    QFETCH(QString, openingMoves);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // An xqbase opening in WXF: the moves are played before the engines take over.
    writeText(dir.filePath("openings.pgn"),
              "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2=5 H8+7 *\n");
    QStringList args =
        arbiterEngine("A", "ucci", 2) + arbiterEngine("B", "uci", 2) +
        QStringList{"-variant", "xiangqi", "-openings", "file=openings.pgn", "-games",
                    "1",        "-pgnout", "out.pgn",   "-xqmovelimit",      "10"};
    if (!notation.isEmpty()) args << "-xqnotation" << notation;
    const arbiter::test::CliRun r = runCli(args, dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    const QString pgn = readText(dir.filePath("out.pgn"));
    QVERIFY2(pgn.contains(QStringLiteral("[Format \"%1\"]\n").arg(format)), qPrintable(pgn));
    // The opening moves carry cutechess-cli's {book}.
    QString moves = pgn;
    moves.remove(QStringLiteral(" {book}"));
    QVERIFY2(moves.contains(QStringLiteral("\n\n") + openingMoves), qPrintable(pgn));
    const arbiter::test::CliRun again =
        runCli({"-rejudge", "out.pgn", "-xqmovelimit", "10"}, dir.path());
    QVERIFY2(again.out.endsWith(QStringLiteral("1 game, 1 agree, 0 differ\n")),
             qPrintable(again.out + again.err));
}

// An opening with a soldier where no game puts it (a rule-book diagram: WXF case #103 has a
// black soldier on i7) is played, with a warning naming the file and line; it used to refuse
// the whole suite ("a point it can never reach").
void TestXiangqiCliMatch::soldierBehindItsStartRankInAnOpening() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray fen = "rnbakabnr/8p/1c5c1/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    writeText(dir.filePath("diagrams.epd"), fen + "\n");
    const arbiter::test::CliRun r =
        runCli(arbiterEngine("A", "ucci", 2) + arbiterEngine("B", "uci", 2) +
                   QStringList{"-variant", "xiangqi", "-openings", "file=diagrams.epd", "-games",
                               "1", "-pgnout", "out.pgn", "-xqmovelimit", "10"},
               dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY2(r.out.startsWith(QStringLiteral(
                 "Warning: diagrams.epd: line 1: FEN field 1 (piece placement): "
                 "'rnbakabnr/8p/1c5c1/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR' has a black "
                 "soldier on i8, a point no game reaches (accepted as set up)\n")),
             qPrintable(r.out));
    QCOMPARE(finishedResults(r.out).size(), 1);
    QVERIFY2(readText(dir.filePath("out.pgn")).contains(QStringLiteral("[FEN \"") + fen + "\"]"),
             qPrintable(readText(dir.filePath("out.pgn"))));
}

QTEST_GUILESS_MAIN(TestXiangqiCliMatch)
#include "tst_xiangqi_cli_match.moc"
