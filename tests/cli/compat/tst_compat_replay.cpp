// The differential suite of arbiter-cli against the real cutechess-cli: each run recorded in
// tests/data/compat (one row per folder, see its README.md) is replayed with arbiter-cli and
// Debian's stockfish at the same fixed depths, and must give
//  - the same exit code;
//  - the same games in the PGN file, in the same order: players and colours, round, start
//    position (the opening), the ECO, Opening and Variation tags (cutechess's names of the
//    opening, cc-eco-*), every move, the result and the reason;
//  - the same PGN text, but for the clock's values (dates, game times, move times; see
//    comparePgnText): cutechess's tags in its order, its move comments, its line breaks;
//  - the same EPD file, when the run wrote one;
//  - the same standard output, line for line: "Started game", "Finished game", "Score of",
//    the colour lines, "Elo difference", "SPRT:", the ranking table, the outcome block and
//    "Finished match" (nothing cutechess-cli prints in these runs depends on timing).
// The fastchess runs (fc-*) are replayed by tests/cli_fastchess/tst_cli_fastchess.
#include "clioutput.h"
#include "recordedrun.h"

#include <QTemporaryDir>
#include <QtTest>
#include <map>

using namespace arbiter::compat;

namespace {

// The first line where the two outputs differ, with the lines around it.
QString firstDifference(const QString& recorded, const QString& replayed) {
    const QStringList a = recorded.split(QLatin1Char('\n'));
    const QStringList b = replayed.split(QLatin1Char('\n'));
    for (int i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString x = i < a.size() ? a[i] : QStringLiteral("(end)");
        const QString y = i < b.size() ? b[i] : QStringLiteral("(end)");
        if (x == y) continue;
        return QStringLiteral("line %1 differs:\n  recorded: %2\n  replayed: %3\n"
                              "replayed output up to there:\n%4")
            .arg(i + 1)
            .arg(x, y, b.mid(std::max(0, i - 8), 9).join(QLatin1Char('\n')));
    }
    return {};
}

} // namespace

class TestCompatReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    // Exit code, PGN (games and text) and EPD files.
    void cutechessGames_data() { runRows(QStringLiteral("cc-")); }
    void cutechessGames();
    // Standard output.
    void cutechessOutput_data() { runRows(QStringLiteral("cc-")); }
    void cutechessOutput();

private:
    static void runRows(const QString& prefix);
    // Each recorded run is replayed once; the test functions read the replay.
    const Replay& replayed(const RecordedRun& run);

    QTemporaryDir m_dir;
    std::map<QString, Replay> m_replays;
};

void TestCompatReplay::initTestCase() {
    QVERIFY(m_dir.isValid());
    if (!arbiter::test::haveStockfish()) QSKIP("Debian's stockfish is not installed");
    QVERIFY2(!recordedRuns(QStringLiteral("cc-")).isEmpty(),
             qPrintable(QStringLiteral("no recorded runs in ") + compatDataDir()));
}

const Replay& TestCompatReplay::replayed(const RecordedRun& run) {
    auto found = m_replays.find(run.name);
    if (found != m_replays.end()) return found->second;
    const QString dir = m_dir.filePath(run.name);
    QDir().mkpath(dir);
    return m_replays[run.name] = replay(run, arbiter::test::kStockfish, dir);
}

void TestCompatReplay::runRows(const QString& prefix) {
    QTest::addColumn<QString>("run");
    for (const QString& name : recordedRuns(prefix)) QTest::newRow(qPrintable(name)) << name;
}

void TestCompatReplay::cutechessGames() {
    QFETCH(QString, run);
    const RecordedRun recorded = loadRecordedRun(run);
    QVERIFY2(recorded.error.isEmpty(), qPrintable(recorded.error));
    QCOMPARE(recorded.tool, QStringLiteral("cutechess"));
    const Replay& r = replayed(recorded);
    const QString recordedDir = compatDataDir() + QLatin1Char('/') + run;

    QVERIFY2(r.run.finished && r.run.exitCode == recorded.exitCode,
             qPrintable(QStringLiteral("recorded exit code %1; %2")
                            .arg(recorded.exitCode)
                            .arg(r.run.describe())));

    QString error;
    const auto recordedGames = readGames(recordedDir + QStringLiteral("/games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto replayedGames = readGames(r.dir + QStringLiteral("/games.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString gameDifference = compareGames(recordedGames, replayedGames);
    QVERIFY2(gameDifference.isEmpty(), qPrintable(gameDifference));
    const QString textDifference =
        comparePgnText(arbiter::test::readText(recordedDir + QStringLiteral("/games.pgn")),
                       arbiter::test::readText(r.dir + QStringLiteral("/games.pgn")));
    QVERIFY2(textDifference.isEmpty(), qPrintable(QStringLiteral("games.pgn: ") + textDifference));

    if (QFile::exists(recordedDir + QStringLiteral("/games.epd"))) {
        const QString epdDifference =
            firstDifference(arbiter::test::readText(recordedDir + QStringLiteral("/games.epd")),
                            arbiter::test::readText(r.dir + QStringLiteral("/games.epd")));
        QVERIFY2(epdDifference.isEmpty(),
                 qPrintable(QStringLiteral("games.epd: ") + epdDifference));
    }
}

void TestCompatReplay::cutechessOutput() {
    QFETCH(QString, run);
    const RecordedRun recorded = loadRecordedRun(run);
    QVERIFY2(recorded.error.isEmpty(), qPrintable(recorded.error));
    const Replay& r = replayed(recorded);
    const QString difference = firstDifference(recorded.stdoutText, r.run.out);
    QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("output: ") + difference));
}

QTEST_GUILESS_MAIN(TestCompatReplay)
#include "tst_compat_replay.moc"
