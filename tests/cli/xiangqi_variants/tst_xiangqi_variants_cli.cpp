// arbiter-cli -variant NAME for the xiangqi variants with multi-part turns or hidden pieces:
// arbiter-engine against itself in UCI, UCCI and CECP from a short position, games that end
// with the judges' reason texts, and PGN output whose turns ("h2e2,S@e5") read back move by
// move through the library's reader.
#include "clioutput.h"
#include "clirunner.h"
#include "pgn/pgnreader.h"
#include "testdata.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;

namespace {

using arbiter::test::readText;
using arbiter::test::runCli;

} // namespace

class TestXiangqiVariantsCli : public QObject {
    Q_OBJECT
private slots:
    void engineGames_data();
    void engineGames();
};

void TestXiangqiVariantsCli::engineGames_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("reasons"); // the reason texts the games may end with
    // Chariot and cannon against the bare general: in stone xiangqi the general is caught; in
    // double step it escapes with its two steps until the 60-move rule (or is caught).
    const QString fen = "3k5/9/9/9/9/9/9/2C6/4R4/4K4 w - - 0 1";
    const QStringList doubleStepReasons{"Red wins by capturing the general",
                                        "Draw by 60-move rule"};
    for (const char* protocol : {"uci", "ucci", "xboard"}) {
        QTest::newRow(qPrintable(QString("doublestep ") + protocol))
            << "doublestepxiangqi" << protocol << fen << doubleStepReasons;
        // Jieqi from its start (a random deal per game): xiangqi's ends or the 60-move rule,
        // and over UCCI a draw the engines agree (arbiter-engine offers draws with UCCI's
        // `draw`, docs/draw-offers.md); a deal can give a level game where one is offered.
        QStringList jieqiReasons{"Red mates", "Black mates", "Red wins by stalemate",
                                 "Black wins by stalemate", "Draw by 60-move rule"};
        if (QString(protocol) == "ucci") jieqiReasons << "Draw by agreement";
        if (QString(protocol) != "xboard")
            QTest::newRow(qPrintable(QString("jieqi ") + protocol))
                << "jieqi" << protocol << QString() << jieqiReasons;
        QTest::newRow(qPrintable(QString("stone ") + protocol))
            << "stonexiangqi" << protocol << fen
            << QStringList{"Red wins by capturing the general"};
    }
}

void TestXiangqiVariantsCli::engineGames() {
    QFETCH(QString, variant);
    QFETCH(QString, protocol);
    QFETCH(QString, fen);
    QFETCH(QStringList, reasons);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList openings;
    if (!fen.isEmpty()) {
        QFile epd(dir.filePath("short.epd"));
        QVERIFY(epd.open(QIODevice::WriteOnly));
        epd.write(fen.toUtf8() + "\n");
        epd.close();
        openings = QStringList{"-openings", "file=short.epd", "format=epd"};
    }
    const QString engine = test::binPath("arbiter-engine");
    const QStringList engines{"-engine", "name=a", "cmd=" + engine, "proto=" + protocol,
                              "-engine", "name=b", "cmd=" + engine, "proto=" + protocol};
    const QStringList each{"-each",  "tc=inf", "depth=3", "option.AllowResign=false",
                           "-games", "2",      "-pgnout", "games.pgn"};
    const arbiter::test::CliRun r =
        runCli(QStringList{"-variant", variant} + openings + engines + each, dir.path());
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    static const QRegularExpression finished(
        R"(Finished game (\d+) \(\w+ vs \w+\): (\S+) \{(.*)\})");
    int games = 0;
    for (const QString& line : r.out.split('\n')) {
        const QRegularExpressionMatch m = finished.match(line);
        if (!m.hasMatch()) continue;
        ++games;
        QVERIFY2(reasons.contains(m.captured(3)), qPrintable(line));
    }
    QCOMPARE(games, 2);

    // The PGN reads back: every turn legal and whole, the variant named, turns joined by ','.
    PgnReader reader;
    std::string error;
    QVERIFY2(reader.openFile(dir.filePath("games.pgn"), &error), error.c_str());
    int read = 0;
    PgnGame game;
    while (reader.readGame(game) == PgnReader::Status::Game) {
        ++read;
        QCOMPARE(QString::fromStdString(game.variant()), variant);
        int continued = 0, revealed = 0;
        for (const PgnMove& m : game.moves()) {
            continued += m.continuesTurn ? 1 : 0;
            revealed += m.move.promotion() != NoPieceType ? 1 : 0;
        }
        if (variant == "jieqi")
            QVERIFY(revealed > 0); // the moves that turned pieces up name them
        else
            QVERIFY(continued > 0);
    }
    QVERIFY2(reader.error().message.empty(), reader.error().toString().c_str());
    QCOMPARE(read, 2);
}

QTEST_GUILESS_MAIN(TestXiangqiVariantsCli)
#include "tst_xiangqi_variants_cli.moc"
