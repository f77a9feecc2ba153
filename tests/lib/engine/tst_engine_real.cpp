// Real engines over QProcess: Debian's stockfish (UCI), gnuchess (CECP), fairy-stockfish (UCI,
// UCCI and CECP, chess and xiangqi) and sjaakii (CECP). Each run does the handshake, lists and
// sets an option, plays two moves from a FEN (the engine plays both sides, so the moves are
// legal by construction), stops an open-ended search and quits. A test is skipped only when its
// engine is not installed.
#include "enginetestsupport.h"

#include <QRegularExpression>
#include <QtTest>
#include <memory>

using namespace arbiter;
using namespace arbiter::test;

namespace {

const char* kChessFen = "r1bq1rk1/ppp2ppp/2n5/3np3/1bB5/2N2N2/PP1P1PPP/R1BQK2R w KQ - 0 8";
const char* kXiangqiFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

struct Scenario {
    QString program;
    QStringList arguments;
    EngineProtocol protocol = EngineProtocol::Uci;
    QString variant = QStringLiteral("standard");
    QString optionName; // an option the engine announces, set to optionValue
    QString optionValue;
    SearchLimits limits;  // per move
    QString expectedName; // part of the engine's id name
    bool lineBuffered = false;
    double timeoutScale = 1.0;
};

// Internal xiangqi coordinates are ranks 0-9 from red's side: at this stage of the game black's
// pieces stand on ranks 5-9 and red's on 0-4, so a move's side shows in its from-rank.
int fromRank(const QString& move) {
    return move.mid(1, 1).toInt();
}

} // namespace

class TestEngineReal : public QObject {
    Q_OBJECT

    void run(const Scenario& s) {
        const QString path = findDebianEngine(s.program);
        if (path.isEmpty())
            QSKIP(qPrintable(s.program + " is not installed (Debian package " + s.program + ")"));
        EngineConfiguration config;
        config.name = s.program;
        config.command = path;
        config.arguments = s.arguments;
        if (s.lineBuffered) {
            // GNU Chess 6.2.7 block-buffers its stdout on pipes when its startup race hits
            // (see docs/engines.md); coreutils' stdbuf makes it line-buffered.
            const QString stdbuf = QStandardPaths::findExecutable("stdbuf");
            if (stdbuf.isEmpty()) QSKIP("stdbuf (coreutils) is needed to run gnuchess reliably");
            config.command = stdbuf;
            config.arguments = QStringList{"-oL", path} + s.arguments;
        }
        config.protocol = s.protocol;
        config.timeoutScale = s.timeoutScale;
        Engine engine(config);
        EngineRecorder rec(&engine);
        QStringList log;
        connect(&engine, &Engine::traffic, this,
                [&log](const EngineTraffic& t) { log << t.format(); });
        engine.start();
        // Ready, or refused: a failed start is reported below without waiting out the limit.
        QTRY_VERIFY_WITH_TIMEOUT(rec.ready.count() >= 1 || !rec.startFailed.isEmpty(), kWaitMs);
        QVERIFY2(rec.startFailed.isEmpty(),
                 qPrintable(rec.startFailed.value(0).value(0).toString()));
        QVERIFY2(engine.idName().contains(s.expectedName, Qt::CaseInsensitive),
                 qPrintable(engine.idName() + "\n" + log.join('\n').right(3000)));
        QVERIFY2(engine.supportsVariant(s.variant),
                 qPrintable(engine.supportedVariants().join(',')));

        if (s.optionName.isEmpty()) {
            QVERIFY(engine.setOption("NoSuchOption", "1").contains("NoSuchOption"));
        } else {
            const EngineOption* option = findOption(engine.options(), s.optionName);
            QVERIFY2(option, qPrintable(s.optionName));
            QCOMPARE(engine.setOption(s.optionName, s.optionValue), QString());
            QCOMPARE(findOption(engine.options(), s.optionName)->value, s.optionValue);
        }

        const bool xiangqi = isXiangqiFamilyVariant(s.variant);
        GameSetup setup;
        setup.variant = s.variant;
        engine.newGame(setup);
        EnginePosition pos;
        if (xiangqi) {
            pos.startFen = kXiangqiFen;
            pos.moves << "h2e2"; // red cannon to the centre; black to move
        } else {
            pos.startFen = kChessFen;
        }
        const QRegularExpression moveSyntax(xiangqi ? "^[a-i][0-9][a-i][0-9]$"
                                                    : "^[a-h][1-8][a-h][1-8][qrbn]?$");
        for (int i = 1; i <= 2; ++i) {
            const bool redToMove = pos.whiteToMove();
            engine.go(pos, s.limits);
            QVERIFY(waitForCount(rec.moves, i));
            const QString move = rec.lastMove();
            QVERIFY2(moveSyntax.match(move).hasMatch(),
                     qPrintable(move + "\n" + log.join('\n').right(3000)));
            if (xiangqi) {
                // A wrong rank base would make the engine misread h2e2 and answer for red.
                if (redToMove)
                    QVERIFY2(fromRank(move) <= 4, qPrintable(move));
                else
                    QVERIFY2(fromRank(move) >= 5, qPrintable(move));
            }
            QVERIFY(engine.lastEvaluation().depth > 0);
            QVERIFY(engine.lastEvaluation().score.isValid());
            pos.moves << move;
        }

        // An open-ended search, stopped once the engine reports its thinking.
        SearchLimits open;
        if (s.protocol == EngineProtocol::Xboard)
            open.moveTimeMs = 60000;
        else
            open.infinite = true;
        const int thinkingBefore = rec.thinking.count();
        engine.go(pos, open);
        QVERIFY2(waitForCount(rec.thinking, thinkingBefore + 1),
                 qPrintable(log.join('\n').right(3000)));
        engine.stop();
        QVERIFY(waitForCount(rec.moves, 3));
        QVERIFY2(moveSyntax.match(rec.lastMove()).hasMatch(), qPrintable(rec.lastMove()));

        engine.quit();
        QVERIFY(waitForCount(rec.exited, 1));
        QCOMPARE(rec.crashed.count(), 0);
        QCOMPARE(rec.illegal.count(), 0);
        // The engines' empty lines are not traffic, as in cutechess-cli's -debug.
        static const QRegularExpression emptyLine(QStringLiteral("^\\d+ <\\S+\\(\\d+\\): $"));
        QVERIFY2(log.filter(emptyLine).isEmpty(), qPrintable(log.join('\n').left(3000)));
    }

    static SearchLimits depth(int d) {
        SearchLimits l;
        l.depth = d;
        return l;
    }

private slots:
    void stockfishUci() {
        Scenario s;
        s.program = "stockfish";
        s.optionName = "Hash";
        s.optionValue = "32";
        s.limits = depth(6);
        s.expectedName = "Stockfish";
        run(s);
    }

    void gnuchessCecp() {
        Scenario s;
        s.program = "gnuchess";
        s.arguments = {"--xboard"};
        s.protocol = EngineProtocol::Xboard;
        s.limits.moveTimeMs = 300; // GNU Chess 6 does not understand "sd"
        s.expectedName = "GNU Chess";
        s.lineBuffered = true;
        // Its start waits for a chance that each line we send gives it (docs/engines.md): on a
        // loaded machine that took more than the 8 s after which an engine without features
        // is taken for a protocol-1 engine (its name was then not "GNU Chess"). 40 s instead.
        s.timeoutScale = 5;
        run(s);
    }

    void fairyStockfishUciChess() {
        Scenario s;
        s.program = "fairy-stockfish";
        s.optionName = "Hash";
        s.optionValue = "32";
        s.limits = depth(6);
        s.expectedName = "Fairy-Stockfish";
        run(s);
    }

    void fairyStockfishUciXiangqi() {
        // UCI mode counts ranks 1-10: the dialect converts both ways.
        Scenario s;
        s.program = "fairy-stockfish";
        s.variant = "xiangqi";
        s.optionName = "Skill Level";
        s.optionValue = "20";
        s.limits = depth(5);
        s.expectedName = "Fairy-Stockfish";
        run(s);
    }

    void fairyStockfishUcciXiangqi() {
        Scenario s;
        s.program = "fairy-stockfish";
        s.protocol = EngineProtocol::Ucci;
        s.variant = "xiangqi";
        s.optionName = "Hash";
        s.optionValue = "32";
        s.limits = depth(5);
        s.expectedName = "Fairy-Stockfish";
        run(s);
    }

    void fairyStockfishCecpChess() {
        Scenario s;
        s.program = "fairy-stockfish";
        s.protocol = EngineProtocol::Xboard;
        s.optionName = "memory";
        s.optionValue = "32";
        s.limits = depth(6);
        s.expectedName = "Fairy-Stockfish";
        run(s);
    }

    void fairyStockfishCecpXiangqi() {
        Scenario s;
        s.program = "fairy-stockfish";
        s.protocol = EngineProtocol::Xboard;
        s.variant = "xiangqi";
        s.optionName = "memory";
        s.optionValue = "32";
        s.limits = depth(5);
        s.expectedName = "Fairy-Stockfish";
        run(s);
    }

    void sjaakiiCecpChess() {
        Scenario s;
        s.program = "sjaakii";
        s.protocol = EngineProtocol::Xboard;
        s.optionName = "Resign threshold";
        s.optionValue = "600";
        s.limits = depth(4);
        s.expectedName = "Sjaak";
        run(s);
    }

    void sjaakiiCecpXiangqi() {
        // Sjaak II wants h/e letters in FENs: the detected dialect converts the start FEN.
        Scenario s;
        s.program = "sjaakii";
        s.protocol = EngineProtocol::Xboard;
        s.variant = "xiangqi";
        s.optionName = "memory";
        s.optionValue = "32";
        s.limits = depth(4);
        s.expectedName = "Sjaak";
        run(s);
    }
};

QTEST_GUILESS_MAIN(TestEngineReal)
#include "tst_engine_real.moc"
