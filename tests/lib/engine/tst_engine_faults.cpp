// The Engine against arbiter-fault-engine (tests/tools): a real process over QProcess speaking
// UCI, CECP or UCCI, misbehaving on request. Checks that every fault becomes a signal and never
// takes the manager down.
#include "engine/engineprocess.h"
#include "enginetestsupport.h"

#include <QElapsedTimer>
#include <QtTest>
#include <atomic>
#include <csignal>
#include <memory>
#include <sys/resource.h>

using namespace arbiter;
using namespace arbiter::test;

namespace {

EngineConfiguration faultConfig(EngineProtocol protocol, const QStringList& faults) {
    EngineConfiguration c;
    c.name = QStringLiteral("Fault");
    c.command = faultEnginePath();
    c.arguments = faults;
    c.protocol = protocol;
    return c;
}

void addProtocolRows() {
    QTest::addColumn<int>("protocol");
    QTest::newRow("uci") << int(EngineProtocol::Uci);
    QTest::newRow("xboard") << int(EngineProtocol::Xboard);
    QTest::newRow("ucci") << int(EngineProtocol::Ucci);
}

std::atomic<int> g_sigpipes{0};

SearchLimits depthLimit(int depth) {
    SearchLimits l;
    l.depth = depth;
    return l;
}

} // namespace

class TestEngineFaults : public QObject {
    Q_OBJECT

    // Starts an engine and waits for ready(); the engine quits when the test ends.
    std::unique_ptr<Engine> startEngine(const EngineConfiguration& config,
                                        std::unique_ptr<EngineRecorder>* recorder) {
        auto engine = std::make_unique<Engine>(config);
        engine->setQuitGracePeriod(500);
        *recorder = std::make_unique<EngineRecorder>(engine.get());
        engine->start();
        return engine;
    }

private:
    // Starts `engine`, keeping every line the manager sends it in *sent.
    void startCollectingSent(Engine* engine, QStringList* sent) {
        connect(engine, &Engine::traffic, this, [sent](const EngineTraffic& t) {
            if (t.direction == EngineTraffic::Direction::ToEngine) *sent << t.text;
        });
        engine->start();
    }

private slots:
    void initTestCase() {
        if (!QFileInfo(faultEnginePath()).isExecutable())
            QFAIL(qPrintable("fault engine not built: " + faultEnginePath()));
    }

    void handshakeOptionsAndMoves_data() { addProtocolRows(); }
    void handshakeOptionsAndMoves() {
        QFETCH(int, protocol);
        const auto proto = EngineProtocol(protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(proto, {}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        QCOMPARE(engine->state(), Engine::State::Idle);
        QCOMPARE(engine->idName(), QString("Arbiter Fault Engine"));
        const EngineOption* hash = findOption(engine->options(), "Hash");
        QVERIFY(hash);
        QCOMPARE(hash->type, EngineOption::Type::Spin);
        QCOMPARE(hash->max, 1024);
        QVERIFY(findOption(engine->options(), "Log"));
        QCOMPARE(findOption(engine->options(), "Clear")->type, EngineOption::Type::Button);
        if (proto == EngineProtocol::Xboard) {
            QVERIFY(findOption(engine->options(), "memory")); // feature memory=1
            QVERIFY(engine->supportsVariant("standard"));     // "normal"
            QVERIFY(engine->supportsVariant("xiangqi"));
        } else if (proto == EngineProtocol::Ucci) {
            QVERIFY(engine->supportsVariant("xiangqi"));
        }

        // Setting an option: validated, sent in the protocol's syntax, echoed by the engine.
        QCOMPARE(engine->setOption("Hash", "32"), QString());
        QVERIFY(engine->setOption("Hash", "5000").contains("outside"));
        QVERIFY(engine->setOption("NoSuchOption", "1").contains("NoSuchOption"));
        QVERIFY(engine->setOption("Log", "perhaps").contains("true or false"));
        engine->ping();
        QVERIFY(waitForCount(rec->pongs, 1));
        const QString echo = proto == EngineProtocol::Uci    ? "setoption name Hash value 32"
                             : proto == EngineProtocol::Ucci ? "setoption Hash 32"
                                                             : "option Hash=32";
        QVERIFY2(rec->anyMessageContains(echo), qPrintable(echo));

        GameSetup setup;
        engine->newGame(setup);
        EnginePosition pos;
        pos.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        engine->go(pos, depthLimit(3));
        QCOMPARE(engine->state(), Engine::State::Thinking);
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(rec->lastMove(), QString("e2e4"));
        QCOMPARE(engine->state(), Engine::State::Idle);
        QCOMPARE(engine->lastEvaluation().depth, 3);
        QCOMPARE(engine->lastEvaluation().score.value, 25);
        QVERIFY(!engine->lastEvaluation().pv.isEmpty());

        pos.moves << "e2e4";
        engine->go(pos, depthLimit(3));
        QVERIFY(waitForCount(rec->moves, 2));
        QCOMPARE(rec->lastMove(), QString("e7e5"));

        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
        QCOMPARE(rec->crashed.count(), 0);
        QCOMPARE(engine->state(), Engine::State::Finished);
    }

    void finalOnlyEvaluationAndFlood_data() { addProtocolRows(); }
    void finalOnlyEvaluationAndFlood() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine =
            startEngine(faultConfig(EngineProtocol(protocol), {"--flood", "20000"}), &rec);
        engine->setEvaluationMode(Engine::EvaluationMode::FinalOnly);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        QElapsedTimer timer;
        timer.start();
        engine->go(EnginePosition(), depthLimit(5));
        QVERIFY(waitForCount(rec->moves, 1));
        const qint64 ms = timer.elapsed();
        QCOMPARE(rec->thinking.count(), 0);
        // The last scoring line wins, parsed once when the move arrives.
        QCOMPARE(engine->lastEvaluation().depth, 3);
        QCOMPARE(engine->lastEvaluation().score.value, 25);
        qInfo("flood of 20000 info lines handled in %lld ms (engine and manager together)", ms);

        engine->setEvaluationMode(Engine::EvaluationMode::EveryLine);
        engine->go(EnginePosition(), depthLimit(5));
        QVERIFY(waitForCount(rec->moves, 2));
        QVERIFY(rec->thinking.count() >= 20000);
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    void crashWhileThinking_data() { addProtocolRows(); }
    void crashWhileThinking() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {"--crash-at", "2"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        EnginePosition pos;
        pos.moves << rec->lastMove();
        engine->go(pos, depthLimit(2));
        QVERIFY(waitForCount(rec->crashed, 1));
        const QString reason = rec->crashed.first().at(0).toString();
        QVERIFY2(reason.contains("exited with code 3") && reason.contains("while thinking"),
                 qPrintable(reason));
        QCOMPARE(rec->moves.count(), 1);
        QCOMPARE(engine->state(), Engine::State::Finished);
        QVERIFY(waitForCount(rec->exited, 1));
    }

    void exitInHandshake_data() { addProtocolRows(); }
    void exitInHandshake() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine =
            startEngine(faultConfig(EngineProtocol(protocol), {"--exit-in-handshake"}), &rec);
        QVERIFY(waitForCount(rec->startFailed, 1));
        QVERIFY(rec->startFailed.first().at(0).toString().contains("during the handshake"));
        QCOMPARE(rec->ready.count(), 0);
    }

    // An engine that closed its input (or died) before a command reached it: the write fails
    // quietly, even in a program with a SIGPIPE handler of its own. Qt Test's handler ended
    // tst_engine_real when GNU Chess aborted during its handshake under load.
    void writeToAClosedInputRaisesNoSigpipe() {
        struct sigaction counting {
        }, saved{};
        counting.sa_handler = [](int) { ++g_sigpipes; };
        sigemptyset(&counting.sa_mask);
        QCOMPARE(::sigaction(SIGPIPE, &counting, &saved), 0);
        g_sigpipes = 0;
        EngineProcess process;
        bool closed = false;
        process.setLineHandler([&closed](std::string_view line) { closed = line == "closed"; });
        process.start(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("exec 0<&-; echo closed; exec sleep 60")},
            QString(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(closed, kWaitMs);
        process.writeLine("isready");
        process.flush();
        const int raised = g_sigpipes;
        process.kill();
        ::sigaction(SIGPIPE, &saved, nullptr);
        QCOMPARE(raised, 0);
    }

    // GNU Chess 6 handles none of its first lines until more input comes, then all of them at
    // once: the lines that wake it must be harmless when they all arrive. Repeated "protover 2"
    // lines were each answered with the features (and each feature with "accepted"), which
    // overflowed GNU Chess's input buffer under load (tst_engine_real gnuchessCecp).
    void cecpEngineDeafAtItsStartGetsOneProtover() {
        auto engine =
            std::make_unique<Engine>(faultConfig(EngineProtocol::Xboard, {"--deaf-start", "5"}));
        auto rec = std::make_unique<EngineRecorder>(engine.get());
        QStringList sent;
        startCollectingSent(engine.get(), &sent);
        QVERIFY(waitForCount(rec->ready, 1));
        QCOMPARE(engine->idName(), QStringLiteral("Arbiter Fault Engine")); // its features
        QCOMPARE(sent.count(QStringLiteral("protover 2")), 1); // woken by four "xboard" lines
        QCOMPARE(sent.count(QStringLiteral("accepted ping")), 1);
        QVERIFY2(sent.count(QStringLiteral("xboard")) >= 5, qPrintable(sent.join('\n')));
        QCOMPARE(rec->errors.count(), 0);
    }

    // A CECP engine may answer in SAN ("move Nf3", "move O-O", as Sjaak II castles). The game
    // records the move in its own notation; the next search must extend the engine's board with
    // the opponent's move, not start the game over with "new" and the whole move list (which
    // cleared the engine's hash and changed its later searches).
    void cecpEngineMovesInSanKeepTheBoard() {
        auto engine =
            std::make_unique<Engine>(faultConfig(EngineProtocol::Xboard, {"--moves", "Nf3,Nc3"}));
        auto rec = std::make_unique<EngineRecorder>(engine.get());
        QStringList sent;
        startCollectingSent(engine.get(), &sent);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        EnginePosition position;
        engine->go(position, depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(rec->lastMove(), QStringLiteral("Nf3"));
        position.moves = QStringList{QStringLiteral("g1f3"), QStringLiteral("g8f6")};
        sent.clear();
        engine->go(position, depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 2));
        QVERIFY2(!sent.contains(QStringLiteral("new")), qPrintable(sent.join('\n')));
        // The engine announces usermove: only the opponent's move is sent.
        QVERIFY2(!sent.contains(QStringLiteral("usermove g1f3")), qPrintable(sent.join('\n')));
        QVERIFY2(sent.contains(QStringLiteral("usermove g8f6")), qPrintable(sent.join('\n')));
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    void missingProgram() {
        EngineConfiguration c = faultConfig(EngineProtocol::Uci, {});
        c.command = "/nonexistent/engine-binary";
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(c, &rec);
        QVERIFY(waitForCount(rec->startFailed, 1));
        QVERIFY(rec->startFailed.first().at(0).toString().contains("/nonexistent/engine-binary"));
    }

    void noPongFailsHandshake_data() { addProtocolRows(); }
    void noPongFailsHandshake() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine =
            std::make_unique<Engine>(faultConfig(EngineProtocol(protocol), {"--no-pong"}));
        rec = std::make_unique<EngineRecorder>(engine.get());
        engine->setHandshakeTimeout(1500);
        engine->start();
        QVERIFY(waitForCount(rec->startFailed, 1));
        QVERIFY2(rec->startFailed.first().at(0).toString().contains("no answer"),
                 qPrintable(rec->startFailed.first().at(0).toString()));
    }

    void hangIsDetected_data() { addProtocolRows(); }
    void hangIsDetected() {
        // The game layer's deadline runs out; the engine is told to stop and pinged; it never
        // answers, so it is reported as stalled. Quitting then has to kill it.
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {"--hang"}), &rec);
        engine->setPingTimeout(500);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        SearchLimits limits;
        limits.moveTimeMs = 100;
        limits.deadlineMs = 300;
        engine->go(EnginePosition(), limits);
        QVERIFY(waitForCount(rec->deadline, 1));
        QVERIFY(waitForCount(rec->stalled, 1));
        QCOMPARE(rec->moves.count(), 0);
        QCOMPARE(rec->pongs.count(), 0);
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
        QCOMPARE(rec->crashed.count(), 0);
    }

    void garbage_data() { addProtocolRows(); }
    void garbage() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {"--garbage"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QVERIFY(rec->lastFlags() & MoveFlag::Unreadable);
        QVERIFY(rec->lastMove().isEmpty());
        QVERIFY(rec->anyErrorContains("unreadable"));
        // The manager and the engine both go on.
        engine->ping();
        QVERIFY(waitForCount(rec->pongs, 1));
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    // ANSI colour escapes are text for a terminal, not binary data: such a line is ignored as
    // any unknown line is, without a warning (cutechess-cli prints none either).
    void ansiEscapesAreNotGarbage_data() { addProtocolRows(); }
    void ansiEscapesAreNotGarbage() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {"--ansi"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QVERIFY(!(rec->lastFlags() & MoveFlag::Unreadable));
        QVERIFY(!rec->lastMove().isEmpty());
        QCOMPARE(rec->errors.count(), 0);
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    void illegalMoveIsPassedOn() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {"--illegal"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        // The engine layer does not know the rules; the game layer rejects a1a1 with its board.
        QCOMPARE(rec->lastMove(), QString("a1a1"));
    }

    void cecpIllegalMoveAndErrors() {
        // "Illegal move" naming a move we sent is the engine rejecting it; anything else is an
        // error report (GNU Chess says "Invalid move: sd 3" for commands it does not know).
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Xboard, {"--reject-moves"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        EnginePosition pos;
        pos.moves << "e2e4";
        engine->go(pos, depthLimit(2));
        QVERIFY(waitForCount(rec->illegal, 1));
        QCOMPARE(rec->illegal.first().at(0).toString(), QString("e2e4"));
        QCOMPARE(rec->illegal.first().at(1).toString(), QString("not in this game"));
    }

    void drawOffers_data() {
        QTest::addColumn<int>("protocol");
        QTest::newRow("xboard") << int(EngineProtocol::Xboard);
        QTest::newRow("ucci") << int(EngineProtocol::Ucci);
    }
    void drawOffers() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {"--offer-draw"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(rec->lastMove(), QString("e2e4"));
        QVERIFY(rec->lastFlags() & MoveFlag::OffersDraw);
        QCOMPARE(rec->drawOffered.count(), 1);
    }

    void drawOfferSentToCecpEngine() {
        // Our "draw" reaches the engine, which accepts with "offer draw".
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Xboard, {"--offer-draw"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->sendDrawOffer();
        QVERIFY(waitForCount(rec->drawOffered, 1));
    }

    void drawOfferRidesOnUcciGo() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Ucci, {}), &rec);
        QSignalSpy traffic(engine.get(), &Engine::traffic);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->sendDrawOffer();
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        bool sawGoDraw = false;
        for (const QList<QVariant>& t : traffic) {
            const auto line = t.at(0).value<EngineTraffic>();
            if (line.direction == EngineTraffic::Direction::ToEngine &&
                line.text == "go draw depth 2")
                sawGoDraw = true;
        }
        QVERIFY(sawGoDraw);
    }

    void resignation_data() { addProtocolRows(); }
    void resignation() {
        QFETCH(int, protocol);
        const auto proto = EngineProtocol(protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(proto, {"--resign-at", "1"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        if (proto == EngineProtocol::Uci) {
            // UCI cannot resign: "bestmove (none)" is a move-less answer.
            QVERIFY(waitForCount(rec->moves, 1));
            QVERIFY(rec->lastFlags() & MoveFlag::NoMove);
            QCOMPARE(rec->resigned.count(), 0);
            return;
        }
        QVERIFY(waitForCount(rec->resigned, 1));
        QCOMPARE(engine->state(), Engine::State::Idle);
        if (proto == EngineProtocol::Ucci) {
            QCOMPARE(rec->moves.count(), 1); // "bestmove X resign": X is not to be played
            QVERIFY(rec->lastFlags() & MoveFlag::Resigns);
        } else {
            QCOMPARE(rec->moves.count(), 0);
        }
    }

    void resultClaim() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Xboard, {"--claim", "1"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->claims, 1));
        QCOMPARE(rec->claims.first().at(0).toString(), QString("1/2-1/2"));
        QCOMPARE(rec->claims.first().at(1).toString(), QString("Draw by repetition"));
    }

    void hugeLine() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {"--huge-line"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        engine->go(EnginePosition(), depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(rec->lastMove(), QString("e2e4"));
        QVERIFY(rec->anyErrorContains("dropped"));
    }

    void ignoredStop() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {"--ignore-stop"}), &rec);
        engine->setPingTimeout(5000);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        SearchLimits limits;
        limits.infinite = true;
        limits.deadlineMs = 200;
        engine->go(EnginePosition(), limits);
        // Deadline: stop and ping are sent; the engine answers the ping but not the stop.
        QVERIFY(waitForCount(rec->deadline, 1));
        QVERIFY(waitForCount(rec->pongs, 1));
        QCOMPARE(rec->moves.count(), 0);
        QCOMPARE(engine->state(), Engine::State::Thinking);
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    void lateMove() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {"--late", "1500"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        SearchLimits limits;
        limits.moveTimeMs = 50;
        limits.deadlineMs = 100;
        engine->go(EnginePosition(), limits);
        QVERIFY(waitForCount(rec->deadline, 1));
        QCOMPARE(rec->moves.count(), 0); // the deadline came first
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(rec->lastMove(), QString("e2e4"));
    }

    // Each search's deadline is its own, whatever the deadline timer of an earlier search (it
    // is left running between searches): an earlier search's longer deadline does not delay a
    // shorter one, and its shorter one does not end a later search early.
    void deadlinesOfSuccessiveSearches() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(
            faultConfig(EngineProtocol::Uci, {"--late", "700", "--late-at", "2"}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        SearchLimits limits;
        limits.moveTimeMs = 50;
        limits.deadlineMs = 100; // the first search answers at once
        engine->go(EnginePosition(), limits);
        QVERIFY(waitForCount(rec->moves, 1));
        limits.deadlineMs = 5000; // the second answers after 700 ms, in time
        engine->go(EnginePosition(), limits);
        QVERIFY(waitForCount(rec->moves, 2));
        QCOMPARE(rec->deadline.count(), 0);

        std::unique_ptr<EngineRecorder> lateRec;
        auto late = startEngine(
            faultConfig(EngineProtocol::Uci, {"--late", "1500", "--late-at", "2"}), &lateRec);
        QVERIFY(waitForCount(lateRec->ready, 1));
        late->newGame(GameSetup());
        limits.deadlineMs = 5000; // answered at once
        late->go(EnginePosition(), limits);
        QVERIFY(waitForCount(lateRec->moves, 1));
        limits.deadlineMs = 150; // the answer comes 1500 ms late: the deadline first
        QElapsedTimer clock;
        clock.start();
        late->go(EnginePosition(), limits);
        QVERIFY(waitForCount(lateRec->deadline, 1));
        QVERIFY2(clock.elapsed() < 1400, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(lateRec->moves.count(), 1);
        QVERIFY(waitForCount(lateRec->moves, 2));
    }

    void ponderHitAndMiss() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {}), &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        GameSetup setup;
        setup.ponder = true;
        engine->newGame(setup);
        EnginePosition pos;
        pos.moves << "e2e4"
                  << "e7e5";
        engine->ponder(pos, depthLimit(2));
        QCOMPARE(engine->state(), Engine::State::Pondering);
        engine->ponderHit();
        QVERIFY(waitForCount(rec->moves, 1));
        const QString hitMove = rec->lastMove();
        QVERIFY(!hitMove.isEmpty());
        // Ponder miss: the abandoned search's answer must not be taken for the next move.
        engine->ponder(pos, depthLimit(2));
        engine->stop();
        QCOMPARE(engine->state(), Engine::State::Idle);
        engine->go(pos, depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 2));
        engine->ping();
        QVERIFY(waitForCount(rec->pongs, 1));
        QCOMPARE(rec->moves.count(), 2);
    }

    void whitePovScoresAreFlipped() {
        EngineConfiguration c = faultConfig(EngineProtocol::Uci, {});
        c.whitePov = true;
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(c, &rec);
        QVERIFY(waitForCount(rec->ready, 1));
        engine->newGame(GameSetup());
        EnginePosition pos;
        pos.moves << "e2e4"; // black to move: a white-POV +25 is -25 for the mover
        engine->go(pos, depthLimit(2));
        QVERIFY(waitForCount(rec->moves, 1));
        QCOMPARE(engine->lastEvaluation().score.value, -25);
    }

    // A figure for the overhead budget, printed and never asserted: this process's CPU time per
    // ply (position + go written, info + move read and parsed) over games of 80 plies.
    void managerCpuPerPly_data() { addProtocolRows(); }
    void managerCpuPerPly() {
        QFETCH(int, protocol);
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol(protocol), {}), &rec);
        engine->setEvaluationMode(Engine::EvaluationMode::FinalOnly);
        QVERIFY(waitForCount(rec->ready, 1));
        const int plies = 2000;
        const int gameLength = 80;
        auto cpuMicros = [] {
            rusage usage{};
            getrusage(RUSAGE_SELF, &usage);
            return qint64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 +
                   usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
        };
        int done = 0;
        QString lastMove;
        connect(engine.get(), &Engine::moveMade, this, [&](const QString& move) {
            ++done;
            lastMove = move;
        });
        EnginePosition pos;
        const qint64 before = cpuMicros();
        for (int i = 0; i < plies; ++i) {
            if (i % gameLength == 0) {
                engine->newGame(GameSetup());
                pos.moves.clear();
            }
            engine->go(pos, depthLimit(1));
            while (done <= i) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            pos.moves << lastMove;
        }
        const qint64 used = cpuMicros() - before;
        QCOMPARE(done, plies);
        QCOMPARE(engine->lastEvaluation().score.value, 25);
        qInfo("manager CPU per ply: %.1f us (%d plies in games of %d, FinalOnly)",
              double(used) / plies, plies, gameLength);
        engine->quit();
        QVERIFY(waitForCount(rec->exited, 1));
    }

    // The UCI position command always carries the whole game, although it is built by
    // appending the moves played since the last one: a position that does not extend the last
    // (another line, a shorter one, another start position, a new game) starts it over.
    void uciPositionCommands() {
        std::unique_ptr<EngineRecorder> rec;
        auto engine = startEngine(faultConfig(EngineProtocol::Uci, {}), &rec);
        QStringList sent;
        connect(engine.get(), &Engine::traffic, this, [&sent](const EngineTraffic& t) {
            if (t.direction == EngineTraffic::Direction::ToEngine &&
                t.text.startsWith(QLatin1String("position")))
                sent << t.text;
        });
        QVERIFY(waitForCount(rec->ready, 1));
        const QString kings = QStringLiteral("8/8/8/4k3/8/8/8/4K3 w - - 0 1");
        const struct {
            bool newGame;
            QString fen;
            QStringList moves;
            QString command;
        } steps[] = {
            {true, {}, {}, "position startpos"},
            {false, {}, {"e2e4"}, "position startpos moves e2e4"},
            {false, {}, {"e2e4", "e7e5", "g1f3"}, "position startpos moves e2e4 e7e5 g1f3"},
            {false, {}, {"e2e4", "c7c5"}, "position startpos moves e2e4 c7c5"},
            {false, {}, {"e2e4", "c7c5", "g1f3"}, "position startpos moves e2e4 c7c5 g1f3"},
            {false, {}, {"d2d4", "c7c5", "g1f3"}, "position startpos moves d2d4 c7c5 g1f3"},
            {false, kings, {"e1d1"}, "position fen " + kings + " moves e1d1"},
            {false, kings, {"e1d1", "e5d5"}, "position fen " + kings + " moves e1d1 e5d5"},
            {true, kings, {"e1d1", "e5d5"}, "position fen " + kings + " moves e1d1 e5d5"},
            {false, {}, {"e2e4", "c7c5", "g1f3"}, "position startpos moves e2e4 c7c5 g1f3"},
        };
        int moves = 0;
        for (const auto& step : steps) {
            if (step.newGame) engine->newGame(GameSetup());
            EnginePosition position;
            position.startFen = step.fen;
            position.moves = step.moves;
            engine->go(position, depthLimit(1));
            QVERIFY(waitForCount(rec->moves, ++moves));
        }
        QStringList expected;
        for (const auto& step : steps) expected << step.command;
        QCOMPARE(sent, expected);
    }

    void debugTrafficFormat() {
        std::unique_ptr<EngineRecorder> rec;
        EngineConfiguration c = faultConfig(EngineProtocol::Uci, {});
        auto engine = std::make_unique<Engine>(c);
        rec = std::make_unique<EngineRecorder>(engine.get());
        QStringList lines;
        connect(engine.get(), &Engine::traffic, this,
                [&lines](const EngineTraffic& t) { lines << t.format(); });
        engine->start();
        QVERIFY(waitForCount(rec->ready, 1));
        const QRegularExpression out(QString("^\\d+ >Fault\\(%1\\): uci$").arg(engine->id()));
        const QRegularExpression in(QString("^\\d+ <Fault\\(%1\\): uciok$").arg(engine->id()));
        QVERIFY(!lines.filter(out).isEmpty());
        QVERIFY(!lines.filter(in).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEngineFaults)
#include "tst_engine_faults.moc"
