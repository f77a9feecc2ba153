// arbiter-cli playing r-Mobility matches end to end with the scripted fault engine
// (tests/tools): "Finished game" lines with the G-score, the tables of every scoring at the
// end, the PGN tags (docs/r-mobility.md, "PGN tags", with [Result] classical) and the EPD's current
// G token, where the fork's were 1/2-1/2 and one ply stale (docs/r-mobility.md, "Differences from
// the fork"); the same tags on the games of -tournament evolution.
#include "clioutput.h"
#include "clirunner.h"
#include "testdata.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using arbiter::test::readText;
using arbiter::test::runCli;

QStringList engine(const QString& name, const QString& moves, const QStringList& faults = {}) {
    QStringList args{"-engine", "cmd=" + arbiter::test::binPath("arbiter-fault-engine"),
                     "name=" + name, "arg=--moves", "arg=" + moves};
    for (const QString& f : faults) args << "arg=" + f;
    return args;
}

} // namespace

class TestCliRMobilityMatch : public QObject {
    Q_OBJECT
private slots:
    void mateAndForfeit();
    void komiOpeningLegacy();
    void resumeKeepsEachGamesScoring_data();
    void resumeKeepsEachGamesScoring();
    void evolutionGamesCarryTheTags();
};

void TestCliRMobilityMatch::mateAndForfeit() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Game 1: A (White) f3, g4 into Black's Qh4#. Game 2: colours swapped, B's script starts
    // with a Black move, which is illegal for White.
    const arbiter::test::CliRun r =
        runCli(engine("A", "f2f3,g2g4") + engine("B", "e7e5,d8h4") +
                   QStringList{"-each", "depth=1", "-rMobilityType", "exponential", "-games", "2",
                               "-pgnout", "out.pgn", "-epdout", "out.epd"},
               dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QVERIFY(lines.contains(QStringLiteral("Finished game 1 (A vs B): -G0.0 {Black mates}")));
    QVERIFY(lines.contains(
        QStringLiteral("Finished game 2 (B vs A): -G0.0 {White makes an illegal move: e7e5}")));
    // The results of every scoring, the chosen one first.
    const int raw = int(lines.indexOf(QStringLiteral("Raw r-Mobility Data:")));
    const int main = int(lines.indexOf(QStringLiteral("Exponential Scoring:")));
    const int alternatives = int(lines.indexOf(QStringLiteral("Alternative Scorings:")));
    QVERIFY2(raw > 0 && main > raw && alternatives > main, qPrintable(r.out));
    for (const char* table :
         {"Classical Scoring:", "Harmonic Scoring:", "RMobility Winner Scoring:", "Komi Scoring:"})
        QVERIFY2(lines.indexOf(QLatin1String(table)) > alternatives, table);
    QCOMPARE(lines[raw + 1], QStringLiteral("   G0.0   -G0.0 "));
    QCOMPARE(lines[raw + 2], QStringLiteral("      0       2 "));
    QCOMPARE(lines.filter(QStringLiteral("Finished match")).size(), 1);

    const QString pgn = readText(dir.filePath("out.pgn"));
    QVERIFY2(pgn.contains(QStringLiteral("[Black \"B\"]\n[RMobilityCutoff \"G6.0\"]\n"
                                         "[RMobilityScoring \"Exponential\"]\n[Result \"0-1\"]\n"
                                         "[RMobilityResult \"-G0.0\"]\n"
                                         "[Points \"0.0000 - 1.0000\"]\n")),
             qPrintable(pgn));
    // The forfeit: [Result "0-1"], not the fork's 1/2-1/2.
    QVERIFY(pgn.contains(QStringLiteral("[Black \"A\"]\n[RMobilityCutoff \"G6.0\"]\n"
                                        "[RMobilityScoring \"Exponential\"]\n[Result \"0-1\"]\n"
                                        "[RMobilityResult \"-G0.0\"]\n")));
    QVERIFY(pgn.contains(QStringLiteral("[Termination \"illegal move\"]")));
    // The EPD carries the current accreted score: the mate's -G0.0 (the fork wrote the stale
    // score of the ply before).
    const QStringList epd = readText(dir.filePath("out.epd")).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(epd.size(), 2);
    QCOMPARE(epd[0],
             QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 0 3 -G0.0"));
    QCOMPARE(epd[1],
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -G20.5"));
}

void TestCliRMobilityMatch::komiOpeningLegacy() {
    // A full r-Mobility PGN (docs/r-mobility.md, "PGN tags"): komi scoring, legacy mode, cutoff
    // G8.5, an opening with [Komi "G2.25"] from a bare-kings position; 1.Ke2 ends the game by the K
    // vs K rule with -G8.5, a Black win against White's komi.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile opening(dir.filePath("openings.pgn"));
    QVERIFY(opening.open(QIODevice::WriteOnly));
    opening.write("[Event \"?\"]\n[Komi \"G2.25\"]\n[SetUp \"1\"]\n"
                  "[FEN \"8/8/8/3k4/8/8/3K4/8 w - - 0 1\"]\n\n*\n");
    opening.close();
    const arbiter::test::CliRun r =
        runCli(engine("A", "d2e2") + engine("B", "d5e5") +
                   QStringList{"-each", "depth=1", "-rMobilityType", "komi", "-rMobilityCutoff",
                               "g8.5", "-legacyMode", "-defaultKomi", "g7.0", "-openings",
                               "file=openings.pgn", "-games", "1", "-pgnout", "out.pgn"},
               dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    // The opening's komi, not -defaultKomi.
    QVERIFY2(r.out.contains(QStringLiteral("Started game 1 of 1 (A vs B), komi G2.25\n")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(
        QStringLiteral("Finished game 1 (A vs B): -G8.5 {End by K vs K G8.5 rule}\n")));
    const QString pgn = readText(dir.filePath("out.pgn"));
    QVERIFY2(pgn.contains(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n"
                                         "[RMobilityCutoff \"G8.5\"]\n[Legacy \"\"]\n"
                                         "[RMobilityScoring \"Komi\"]\n[Komi \"G2.25\"]\n"
                                         "[Result \"1/2-1/2\"]\n[RMobilityResult \"-G8.5\"]\n"
                                         "[Points \"0-1\"]\n")),
             qPrintable(pgn));
    QVERIFY(pgn.contains(QStringLiteral("1. Ke2 {")));
    QVERIFY(pgn.contains(QStringLiteral("End by K vs K G8.5 rule} 1/2-1/2")));
    // The komi table counts the game as B's win.
    QVERIFY(r.out.contains(QStringLiteral("Komi Scoring:\nScore of A vs B: 0 - 1 - 0  [0.000] 1")));
}

void TestCliRMobilityMatch::resumeKeepsEachGamesScoring_data() {
    QTest::addColumn<QString>("scoring");
    for (const char* scoring : {"exponential", "classical", "harmonic", "rMobilityWinner", "komi"})
        QTest::newRow(scoring) << scoring;
}

// A run resumed after its first game prints the same tables as the run played through: the
// state keeps what each game was scored with. Under komi scoring that is the opening's
// [Komi "G2.25"], which makes game 1 (-G8.5) B's win, while -defaultKomi g9.0 (dead-draw odds
// for White) would make it A's; a resume used to rescore the earlier games with -defaultKomi.
void TestCliRMobilityMatch::resumeKeepsEachGamesScoring() {
    QFETCH(QString, scoring);
    QTemporaryDir whole, resumed;
    const QByteArray opening = "[Event \"?\"]\n[Komi \"G2.25\"]\n[SetUp \"1\"]\n"
                               "[FEN \"8/8/8/3k4/8/8/3K4/8 w - - 0 1\"]\n\n*\n";
    for (const QTemporaryDir* dir : {&whole, &resumed}) {
        QFile file(dir->filePath("openings.pgn"));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(opening) == opening.size());
    }
    const QStringList match =
        engine("A", "d2e2") + engine("B", "d5e5") + QStringList{"-each",
                                                                "depth=1",
                                                                "-rMobilityType",
                                                                scoring,
                                                                "-rMobilityCutoff",
                                                                "g8.5",
                                                                "-defaultKomi",
                                                                "g9.0",
                                                                "-openings",
                                                                "file=openings.pgn",
                                                                "-repeat",
                                                                "-games",
                                                                "2",
                                                                "-pgnout",
                                                                "out.pgn"};
    const arbiter::test::CliRun reference = runCli(match, whole.path());
    QVERIFY2(reference.exitCode == 0, qPrintable(reference.err + reference.out));
    // The state as a run stopped after game 1 left it: the lines up to game 1's result.
    const QString state = readText(whole.filePath("out.pgn.state.json"));
    const qsizetype finished =
        state.indexOf(QStringLiteral("{\"event\":\"finished\",\"number\":1,"));
    QVERIFY2(finished > 0, qPrintable(state));
    QFile cut(resumed.filePath("out.pgn.state.json"));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(state.left(state.indexOf(QLatin1Char('\n'), finished) + 1).toUtf8());
    cut.close();
    const arbiter::test::CliRun rest = runCli({"-resume", "out.pgn.state.json"}, resumed.path());
    QVERIFY2(rest.exitCode == 0, qPrintable(rest.err + rest.out));
    QVERIFY2(!rest.out.contains(QStringLiteral("Finished game 1 ")), qPrintable(rest.out));
    auto tables = [](const QString& out) { return out.mid(out.indexOf("Raw r-Mobility Data:")); };
    QCOMPARE(tables(rest.out), tables(reference.out));
    if (scoring == QLatin1String("komi"))
        QVERIFY2(reference.out.contains(
                     QStringLiteral("Komi Scoring:\nScore of A vs B: 1 - 1 - 0  [0.500] 2")),
                 qPrintable(reference.out));
}

void TestCliRMobilityMatch::evolutionGamesCarryTheTags() {
    // Evolution's games are recorded as a tournament's are: the judges decorate the record, so
    // r-Mobility's tags (docs/r-mobility.md, "PGN tags") reach -tournament evolution's PGN too.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const arbiter::test::CliRun r = runCli({"-engine",
                                            "cmd=" + arbiter::test::binPath("arbiter-engine"),
                                            "name=ae",
                                            "-each",
                                            "depth=1",
                                            "-tournament",
                                            "evolution",
                                            "-gene",
                                            "option.Hash=1:8",
                                            "-population",
                                            "2",
                                            "-generations",
                                            "1",
                                            "-rMobilityType",
                                            "komi",
                                            "-rMobilityCutoff",
                                            "g8.5",
                                            "-legacyMode",
                                            "-defaultKomi",
                                            "g7.0",
                                            "-pgnout",
                                            "evo.pgn"},
                                           dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    const QString pgn = readText(dir.filePath("evo.pgn"));
    QVERIFY2(pgn.contains(QStringLiteral("[RMobilityCutoff \"G8.5\"]\n[Legacy \"\"]\n"
                                         "[RMobilityScoring \"Komi\"]\n[Komi \"G7.0\"]\n"
                                         "[Result \"")),
             qPrintable(pgn));
    const QRegularExpression outcome(
        QStringLiteral(R"(\[RMobilityResult "-?G\d+\.\d+"\]\n\[Points "[^"]+"\]\n)"));
    QVERIFY2(outcome.match(pgn).hasMatch(), qPrintable(pgn));
}

QTEST_GUILESS_MAIN(TestCliRMobilityMatch)
#include "tst_cli_rmobility_match.moc"
