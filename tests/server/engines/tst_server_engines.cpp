// Engines in rooms over loopback (docs/online.md, "Engines in rooms"): a real arbiter-server
// seats arbiter-engine (found beside it) in a room, and a person (a WebSocket test client)
// plays it to the end in xiangqi and chess on a short clock, with a take-back the engine grants
// and a draw offer it answers; the fault engine crashing in its second search loses only that
// game (the server goes on, the next game gets a new process); a restart of the server with an
// engine seated brings the engine back into the game in progress. Jieqi is played too: the
// engine is only ever told the public position.
#include "processwatch.h"
#include "seatplayer.h"
#include "serverprocess.h"
#include "testdata.h"
#include "wsclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

// The settled states ("accepted", "refused", "lapsed", "withdrawn") of the requests of `kind`
// the client received, in order.
QStringList settledStates(const WsClient& client, const char* kind) {
    QStringList states;
    for (const QJsonObject& m : client.received())
        if (isType(m, "request") && m.value("kind").toString() == QLatin1String(kind) &&
            m.value("state").toString() != QLatin1String("asked"))
            states << m.value("state").toString();
    return states;
}

struct EngineRoom;
QString waitSettled(EngineRoom& r, const char* kind, int timeoutMs, int count);

// A person in a room of their own with the engine seated against them; alice is White/Red.
struct EngineRoom {
    WsClient a;
    SeatPlayer pa;
    qint64 number;
    QString token;

    EngineRoom(qint64 room) : pa(&a, room), number(room) {}
    // Alice leaves: a room with nobody but its engine is forgotten, its engine stopped.
    ~EngineRoom() {
        if (a.isOpen()) a.call({{"t", "leave"}, {"room", number}});
    }

    bool open(const ServerProcess& server, const QJsonObject& settings, const QString& engine,
              QString* why) {
        if (!a.open(server.url())) return (*why = QStringLiteral("cannot connect"), false);
        token = a.guest(QStringLiteral("alice")).value("token").toString();
        if (token.isEmpty()) return (*why = QStringLiteral("no identity"), false);
        QJsonObject join{{"t", "join"}, {"room", number}, {"settings", settings}};
        if (!isType(a.call(join), "ok")) return (*why = QStringLiteral("cannot join"), false);
        if (!pa.apply(a.waitForType("snapshot"), why)) return false;
        const QJsonObject seated =
            a.call({{"t", "seatEngine"}, {"room", number}, {"engine", engine}}, 30000);
        if (!isType(seated, "ok"))
            return (*why = QStringLiteral("seatEngine: ") + seated.value("error").toString(),
                    false);
        return true;
    }
};

// Waits (keeping alice's view up to date) until the `count`th request of `kind` is settled;
// its state, or empty after timeoutMs.
QString waitSettled(EngineRoom& r, const char* kind, int timeoutMs, int count = 1) {
    QElapsedTimer timer;
    timer.start();
    QString why;
    while (timer.elapsed() < timeoutMs) {
        r.pa.drain(&why);
        const QStringList states = settledStates(r.a, kind);
        if (states.size() >= count) return states[count - 1];
        QTest::qWait(5);
    }
    return QString();
}

// Plays random legal turns for alice until the game ends, `maxTurns` at most (then she resigns);
// `onTurn` runs before each of her turns and may act instead (true: it did).
void playOut(EngineRoom& r, std::mt19937& random, int maxTurns,
             const std::function<bool()>& onTurn = {}) {
    QString why;
    QElapsedTimer quiet;
    quiet.start();
    int seen = -1;
    int awaited = -1; // the turn count alice's last move waits to see
    bool resigned = false;
    while (!r.pa.hasEnded()) {
        QVERIFY2(r.pa.drain(&why), qPrintable(why));
        QVERIFY2(r.pa.errors().isEmpty(), qPrintable(r.pa.errors().join('\n')));
        if (r.pa.turns() != seen) {
            if (r.pa.turns() < seen) awaited = -1; // taken back
            seen = r.pa.turns();
            quiet.restart();
        }
        QVERIFY2(quiet.elapsed() < 30000, "the engine stopped playing");
        if (!r.pa.myTurn() || r.pa.isOver() || r.pa.turns() < awaited) {
            QTest::qWait(2);
            continue;
        }
        if (onTurn && onTurn()) continue;
        if (r.pa.turns() >= maxTurns && !resigned) {
            r.a.send({{"t", "resign"}, {"room", r.number}});
            resigned = true;
            continue;
        }
        if (!resigned) {
            awaited = r.pa.turns() + 1;
            r.pa.playRandom(random);
        }
        QTest::qWait(1);
    }
}

} // namespace

class TestServerEngines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void personPlaysTheEngine_data();
    void personPlaysTheEngine();
    void unknownEngineAndLimits();
    void crashLosesOnlyItsGame();
    void restartBringsTheEngineBack();
    void cleanupTestCase();

private:
    ServerProcess m_server;
    QTemporaryDir m_dir;
    qint64 m_nextRoom = 500;
};

void TestServerEngines::initTestCase() {
    QVERIFY(QFileInfo(binPath("arbiter-engine")).isExecutable());
    // The fault engine follows the game on a board (--legal) and crashes in its second search.
    QFile engines(m_dir.filePath("engines.json"));
    QVERIFY(engines.open(QIODevice::WriteOnly));
    engines.write(QJsonDocument(QJsonArray{QJsonObject{
                                    {"name", "faulty"},
                                    {"command", binPath("arbiter-fault-engine")},
                                    {"arguments", QJsonArray{"--legal", "--crash-at", "2"}},
                                    {"protocol", "uci"}}})
                      .toJson());
    engines.close();
    QString error;
    QVERIFY2(m_server.start(&error, QString(),
                            {"--password-iterations", "1000", "--engines", engines.fileName(),
                             "--max-engines", "3"}),
             qPrintable(error));
}

void TestServerEngines::cleanupTestCase() {
    QVERIFY2(m_server.stop(), m_server.output().constData());
}

void TestServerEngines::personPlaysTheEngine_data() {
    QTest::addColumn<QString>("variant");
    QTest::newRow("xiangqi") << QStringLiteral("xiangqi");
    QTest::newRow("chess") << QStringLiteral("standard");
    // The engine is told the public position only: face-down pieces stay X (the deal is the
    // server's), and its moves are read on that position as a person's are.
    QTest::newRow("jieqi") << QStringLiteral("jieqi");
}

void TestServerEngines::personPlaysTheEngine() {
    QFETCH(QString, variant);
    EngineRoom r(++m_nextRoom);
    QString why;
    QVERIFY2(r.open(m_server,
                    {{"variant", variant},
                     {"timeControl", "10+0.1"},
                     {"drawAfterMoves", 0},
                     {"answerSeconds", 30}},
                    "arbiter-engine", &why),
             qPrintable(why));
    // The seat says it holds an engine, ready at once (read from everything alice received:
    // her view of the game takes the events themselves).
    QJsonObject seats;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const QJsonObject& m : r.a.received())
                if (isType(m, "seats") && m.value("seats").toObject().value("black").isObject())
                    seats = m;
            return !seats.isEmpty();
        }(),
        10000);
    const QJsonObject engineSeat = seats.value("seats").toObject().value("black").toObject();
    QVERIFY(engineSeat.value("engine").toBool());
    QVERIFY(engineSeat.value("ready").toBool());
    QCOMPARE(engineSeat.value("name").toString(), QStringLiteral("arbiter-engine (engine)"));
    QVERIFY(isType(r.a.call({{"t", "ready"}, {"room", r.number}}), "ok"));

    std::mt19937 random(uint32_t(qHash(variant)));
    QString takeBack, draw, drawWhileThinking;
    int turnsBeforeTakeBack = 0;
    playOut(r, random, 400, [&] {
        // After the engine's first reply: a take-back, granted (alice's move and the reply).
        if (takeBack.isEmpty() && r.pa.turns() >= 2) {
            turnsBeforeTakeBack = r.pa.turns();
            r.a.send({{"t", "request"}, {"room", r.number}, {"kind", "takeback"}});
            takeBack = waitSettled(r, "takeback", 10000, 1);
            QString ignored; // a contradiction fails the game's loop
            QElapsedTimer wait;
            wait.start();
            while (r.pa.turns() != turnsBeforeTakeBack - 2 && wait.elapsed() < 10000) {
                r.pa.drain(&ignored);
                QTest::qWait(5);
            }
            return true;
        }
        // Later a draw offer on her own turn, answered at once (accepted or refused, never left
        // to lapse)...
        if (!takeBack.isEmpty() && draw.isEmpty() && r.pa.turns() >= 6) {
            r.a.send({{"t", "request"}, {"room", r.number}, {"kind", "draw"}});
            draw = waitSettled(r, "draw", 20000, 1);
            return true;
        }
        // ...and one right after her move, while the engine thinks: answered with its move.
        if (draw == QLatin1String("refused") && drawWhileThinking.isEmpty() && r.pa.turns() >= 10) {
            r.pa.playRandom(random);
            r.a.send({{"t", "request"}, {"room", r.number}, {"kind", "draw"}});
            drawWhileThinking = waitSettled(r, "draw", 20000, 2);
            return true;
        }
        return false;
    });
    if (QTest::currentTestFailed()) return;
    QCOMPARE(takeBack, QStringLiteral("accepted"));
    QString requests; // what alice heard of requests, for a failure's message
    for (const QJsonObject& m : r.a.received())
        if (isType(m, "request") || isType(m, "error"))
            requests += QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)) + '\n';
    requests += QString::fromUtf8(QJsonDocument(r.pa.result()).toJson(QJsonDocument::Compact));
    QVERIFY2(draw == "accepted" || draw == "refused", qPrintable(draw + '\n' + requests));
    if (draw == QLatin1String("refused") && r.pa.turns() > 12)
        QVERIFY2(drawWhileThinking == "accepted" || drawWhileThinking == "refused",
                 qPrintable(drawWhileThinking + '\n' + requests));
    // The take-back went back two turns, and the game went on from there.
    bool takenBack = false;
    for (const QJsonObject& m : r.a.received())
        if (isType(m, "takeback")) takenBack = m.value("ply").toInt() == turnsBeforeTakeBack - 2;
    QVERIFY(takenBack);
    QVERIFY(!r.pa.result().value("result").toString().isEmpty());
    qInfo("%d turns, %s {%s}; the draw offers %s", r.pa.turns(),
          qPrintable(r.pa.result().value("result").toString()),
          qPrintable(r.pa.result().value("reason").toString()),
          qPrintable(draw + QLatin1Char('/') + drawWhileThinking));
    // Stored like any game, the engine named in the PGN.
    const QJsonObject pgn = r.a.call({{"t", "game"}, {"room", r.number}, {"game", 1}});
    QVERIFY(pgn.value("pgn").toString().contains("arbiter-engine (engine)"));
}

void TestServerEngines::unknownEngineAndLimits() {
    WsClient a;
    QVERIFY(a.open(m_server.url()));
    const QJsonObject welcome = a.waitForType("welcome");
    QVERIFY(welcome.value("engines").toArray().contains("arbiter-engine"));
    QVERIFY(welcome.value("engines").toArray().contains("faulty"));
    QVERIFY(!a.guest("dora").isEmpty());
    const qint64 first = m_nextRoom + 1;
    for (qint64 room = first; room < first + 4; ++room)
        QVERIFY(isType(a.call({{"t", "join"}, {"room", room}, {"as", "spectator"}}), "ok"));
    m_nextRoom += 4;
    QJsonObject e = a.call({{"t", "seatEngine"}, {"room", first}, {"engine", "stockfish"}});
    QVERIFY2(e.value("error").toString().contains("no engine named 'stockfish'"),
             qPrintable(e.value("error").toString()));
    // Someone else's room: only its creator or a seated player seats an engine.
    WsClient b;
    QVERIFY(b.open(m_server.url()));
    QVERIFY(!b.guest("eve").isEmpty());
    QVERIFY(isType(b.call({{"t", "join"}, {"room", first}, {"as", "spectator"}}), "ok"));
    e = b.call({{"t", "seatEngine"}, {"room", first}, {"engine", "arbiter-engine"}});
    QVERIFY2(e.value("error").toString().contains("creator"),
             qPrintable(e.value("error").toString()));
    // The creator may, without sitting down; up to the server's --max-engines 3.
    const auto engines = [this] {
        int running = 0;
        for (const ProcessInfo& p : childrenOf(pid_t(m_server.pid())))
            running += p.state != 'Z' && p.command.contains("arbiter-engine");
        return running;
    };
    for (qint64 room = first; room < first + 3; ++room)
        QVERIFY(isType(
            a.call({{"t", "seatEngine"}, {"room", room}, {"engine", "arbiter-engine"}}, 30000),
            "ok"));
    QCOMPARE(engines(), 3);
    e = a.call({{"t", "seatEngine"}, {"room", first + 3}, {"engine", "arbiter-engine"}});
    QCOMPARE(e.value("error").toString(),
             QStringLiteral("this server plays at most 3 engines at once"));
    // Unseated, or its room forgotten (nobody but the engine left): the process is stopped.
    QVERIFY(isType(a.call({{"t", "unseatEngine"}, {"room", first}}), "ok"));
    QVERIFY(isType(b.call({{"t", "leave"}, {"room", first}}), "ok"));
    for (qint64 room = first; room < first + 4; ++room)
        QVERIFY(isType(a.call({{"t", "leave"}, {"room", room}}), "ok"));
    QTRY_COMPARE_WITH_TIMEOUT(engines(), 0, 10000);
}

void TestServerEngines::crashLosesOnlyItsGame() {
    EngineRoom r(++m_nextRoom);
    QString why;
    QVERIFY2(r.open(m_server, {{"variant", "standard"}, {"timeControl", "30+0.5"}}, "faulty", &why),
             qPrintable(why));
    QVERIFY(isType(r.a.call({{"t", "ready"}, {"room", r.number}}), "ok"));
    std::mt19937 random(5);
    playOut(r, random, 100);
    if (QTest::currentTestFailed()) return;
    // Its second search crashed it: the game is alice's, by the engine's disconnection.
    QCOMPARE(r.pa.result().value("winner").toString(), QStringLiteral("white"));
    QVERIFY2(r.pa.result().value("reason").toString().startsWith("Black's engine crashed"),
             qPrintable(r.pa.result().value("reason").toString()));
    QCOMPARE(r.pa.turns(), 3);
    // The server goes on, and the next game gets a new process: the engine (White now)
    // makes its first move again.
    WsClient other;
    QVERIFY(other.open(m_server.url()));
    QVERIFY(isType(other.call({{"t", "rooms"}}), "rooms"));
    QVERIFY(isType(r.a.call({{"t", "rematch"}, {"room", r.number}}), "ok"));
    const QJsonObject moved = r.a.waitFor(
        [](const QJsonObject& m) {
            return isType(m, "move") && m.value("side").toString() == QLatin1String("white");
        },
        20000);
    QVERIFY(!moved.isEmpty());
    QVERIFY(isType(r.a.call({{"t", "abort"}, {"room", r.number}}), "ok"));
    // The game is stored as any: its PGN says why it ended.
    const QJsonObject pgn = r.a.call({{"t", "game"}, {"room", r.number}, {"game", 1}});
    QVERIFY(pgn.value("pgn").toString().contains("engine crashed"));
}

void TestServerEngines::restartBringsTheEngineBack() {
    ServerProcess server;
    QString error;
    QVERIFY2(server.start(&error, QString(), {"--password-iterations", "1000"}), qPrintable(error));
    EngineRoom r(++m_nextRoom);
    QString why;
    QVERIFY2(
        r.open(server, {{"variant", "xiangqi"}, {"timeControl", "60+1"}}, "arbiter-engine", &why),
        qPrintable(why));
    QVERIFY(isType(r.a.call({{"t", "ready"}, {"room", r.number}}), "ok"));
    QVERIFY(
        isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "h2e2"}, {"ply", 0}}), "ok"));
    QVERIFY(
        !r.a.waitFor([](const QJsonObject& m) { return isType(m, "move") && m.value("ply") == 2; },
                     20000)
             .isEmpty());
    QVERIFY(server.stop());
    QVERIFY2(server.restart(&error), qPrintable(error));
    // Alice comes back with her session; the engine sits where it sat, not away, and answers
    // her next move from the position it was told again.
    WsClient back;
    QVERIFY(back.open(server.url()));
    QVERIFY(isType(back.call({{"t", "resume"}, {"token", r.token}}), "identity"));
    QVERIFY(isType(back.call({{"t", "join"}, {"room", r.number}}), "ok"));
    const QJsonObject snapshot = back.waitForType("snapshot");
    const QJsonObject engine = snapshot.value("seats").toObject().value("black").toObject();
    QVERIFY(engine.value("engine").toBool());
    QVERIFY(!engine.value("away").toBool());
    const QJsonObject game = snapshot.value("game").toObject();
    QCOMPARE(game.value("moves").toArray().size(), 2);
    const QString reply = game.value("legal").toArray().first().toString();
    QVERIFY(
        isType(back.call({{"t", "move"}, {"room", r.number}, {"move", reply}, {"ply", 2}}), "ok"));
    QVERIFY(
        !back.waitFor([](const QJsonObject& m) { return isType(m, "move") && m.value("ply") == 4; },
                      20000)
             .isEmpty());
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(TestServerEngines)
#include "tst_server_engines.moc"
