// arbiter-server over loopback with real WebSocket clients (docs/online.md): whole games of
// every rule set between two players with a spectator watching, the queue and the rematch with
// colours swapped, the request limits as the server applies them, the server's clock, and a
// player who drops and comes back with the events it missed, or is claimed against.
#include "board/variant.h"
#include "seatplayer.h"
#include "serverprocess.h"
#include "wsclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

// Three clients in one room: Red/White (first to join), Black, and a spectator.
struct Room3 {
    WsClient a, b, s;
    qint64 number;
    QJsonObject snapshotA, snapshotB, snapshotS;

    bool open(const ServerProcess& server, qint64 room, const QJsonObject& settings, QString* why) {
        number = room;
        const std::pair<WsClient*, const char*> people[] = {
            {&a, "alice"}, {&b, "bob"}, {&s, "sam"}};
        for (const auto& [client, name] : people) {
            if (!client->open(server.url()) || client->guest(QString::fromLatin1(name)).isEmpty()) {
                *why = QStringLiteral("%1 cannot connect").arg(QLatin1String(name));
                return false;
            }
        }
        QJsonObject join{{"t", "join"}, {"room", room}, {"settings", settings}};
        if (!isType(a.call(join), "ok")) return (*why = QStringLiteral("alice cannot join"), false);
        snapshotA = a.waitForType("snapshot");
        join.remove("settings");
        if (!isType(b.call(join), "ok")) return (*why = QStringLiteral("bob cannot join"), false);
        snapshotB = b.waitForType("snapshot");
        join["as"] = "spectator";
        if (!isType(s.call(join), "ok")) return (*why = QStringLiteral("sam cannot watch"), false);
        snapshotS = s.waitForType("snapshot");
        return true;
    }
    bool readyBoth() {
        return isType(a.call({{"t", "ready"}, {"room", number}}), "ok") &&
               isType(b.call({{"t", "ready"}, {"room", number}}), "ok");
    }
};

// Plays random legal turns from both players until the server ends the game; after
// `maxTurns` the player to move offers a draw and the other accepts. The spectator follows.
// Fails the test on any contradiction or error.
void playOut(Room3& r, SeatPlayer& pa, SeatPlayer& pb, SeatPlayer& ps, std::mt19937& random,
             int maxTurns) {
    QString why;
    QElapsedTimer quiet; // time since anything happened
    quiet.start();
    int awaited = -1; // the turn count the last move waits to see
    bool offered = false;
    qint64 answered = -1; // the request event answered
    while (!(pa.hasEnded() && pb.hasEnded())) {
        const int seen = pa.turns() + pb.turns() + ps.turns();
        QVERIFY2(pa.drain(&why) && pb.drain(&why) && ps.drain(&why), qPrintable(why));
        QVERIFY2(pa.errors().isEmpty(), qPrintable(pa.errors().join('\n')));
        QVERIFY2(pb.errors().isEmpty(), qPrintable(pb.errors().join('\n')));
        if (pa.turns() + pb.turns() + ps.turns() != seen) quiet.restart();
        QVERIFY2(quiet.elapsed() < 20000, "the game stopped");
        for (SeatPlayer* p : {&pa, &pb}) {
            const QJsonObject request = p->requestToAnswer();
            if (request.isEmpty() || request.value("n").toInteger() == answered) continue;
            answered = request.value("n").toInteger();
            (p == &pa ? r.a : r.b).send({{"t", "answer"}, {"room", r.number}, {"accept", true}});
            quiet.restart();
        }
        SeatPlayer* mover = pa.myTurn() ? &pa : pb.myTurn() ? &pb : nullptr;
        if (!mover || mover->turns() < awaited || offered) {
            QTest::qWait(1);
            continue;
        }
        WsClient& client = mover == &pa ? r.a : r.b;
        if (mover->turns() >= maxTurns) {
            client.send({{"t", "request"}, {"room", r.number}, {"kind", "draw"}});
            offered = true;
            continue;
        }
        // The server offers exactly the board's legal first parts.
        MoveList legal;
        mover->board()->legalMoves(legal);
        QSet<QString> fromBoard;
        for (Move m : legal)
            fromBoard.insert(QString::fromStdString(mover->board()->moveToCoordinate(m)));
        QCOMPARE(QSet<QString>(mover->legal().begin(), mover->legal().end()), fromBoard);
        awaited = mover->turns() + 1;
        mover->playRandom(random);
    }
    QTRY_VERIFY_WITH_TIMEOUT((ps.drain(&why), ps.hasEnded()), 10000);
}

} // namespace

class TestServerPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void wholeGame_data();
    void wholeGame();
    void queueRematchAndSeats();
    void requestsOverTheWire();
    void serverClockFlags();
    void dropAndComeBack();
    void claimAfterTheGrace();
    void cleanupTestCase();

private:
    ServerProcess m_server;
    qint64 m_nextRoom = 100;
};

void TestServerPlay::initTestCase() {
    QString error;
    QVERIFY2(m_server.start(&error, QString(), {"--password-iterations", "1000"}),
             qPrintable(error));
}

void TestServerPlay::cleanupTestCase() {
    QVERIFY2(m_server.stop(), m_server.output().constData());
}

void TestServerPlay::wholeGame_data() {
    QTest::addColumn<QString>("variant");
    // The six xiangqi rule sets and every chess variant the library knows.
    for (const VariantInfo& v : variants())
        QTest::newRow(v.name.c_str()) << QString::fromStdString(v.name);
}

void TestServerPlay::wholeGame() {
    QFETCH(QString, variant);
    Room3 r;
    QString why;
    QVERIFY2(r.open(m_server, ++m_nextRoom, {{"variant", variant}, {"timeControl", "inf"}}, &why),
             qPrintable(why));
    SeatPlayer pa(&r.a, r.number), pb(&r.b, r.number), ps(&r.s, r.number);
    QVERIFY(pa.apply(r.snapshotA, &why) && pb.apply(r.snapshotB, &why) &&
            ps.apply(r.snapshotS, &why));
    QVERIFY(r.readyBoth());
    std::mt19937 random(uint32_t(qHash(variant)));
    playOut(r, pa, pb, ps, random, 300);
    if (QTest::currentTestFailed()) return;
    // Everyone saw the same game end the same way.
    QCOMPARE(ps.moves(), pa.moves());
    QCOMPARE(pb.moves(), pa.moves());
    QCOMPARE(ps.fen(), pa.fen());
    QCOMPARE(ps.result().value("result").toString(), pa.result().value("result").toString());
    QCOMPARE(ps.result().value("reason").toString(), pb.result().value("reason").toString());
    QVERIFY(ps.side().isEmpty());
    QVERIFY(!ps.result().contains("you")); // no buttons for a spectator
    // The spectator was counted, as every member saw.
    bool counted = false;
    for (const QJsonObject& m : r.a.received())
        if (isType(m, "watchers") && m.value("count").toInt() == 1) counted = true;
    QVERIFY(counted);
    // The game is stored: its PGN ends with the result.
    const QJsonObject pgn = r.s.call({{"t", "game"}, {"room", r.number}, {"game", 1}});
    QCOMPARE(pgn.value("t").toString(), QStringLiteral("pgn"));
    QVERIFY(pgn.value("pgn").toString().trimmed().endsWith(pa.result().value("result").toString()));
}

void TestServerPlay::queueRematchAndSeats() {
    Room3 r;
    QString why;
    QVERIFY2(r.open(m_server, ++m_nextRoom, {{"variant", "xiangqi"}}, &why), qPrintable(why));
    WsClient carol;
    QVERIFY(carol.open(m_server.url()));
    QVERIFY(!carol.guest("carol").isEmpty());
    QCOMPARE(carol.call({{"t", "join"}, {"room", r.number}}).value("t").toString(),
             QStringLiteral("ok"));
    const QJsonObject snapshot = carol.waitForType("snapshot");
    QCOMPARE(snapshot.value("you").toObject().value("role").toString(), QStringLiteral("queue"));
    QCOMPARE(snapshot.value("you").toObject().value("place").toInt(), 1);
    QCOMPARE(snapshot.value("queue").toArray().size(), 1);
    // The queue is visible to all: the spectator got the seats event with carol in it.
    QVERIFY(!r.s.waitFor([](const QJsonObject& m) {
                    return isType(m, "seats") && m.value("queue").toArray().size() == 1;
                })
                 .isEmpty());
    QVERIFY(r.readyBoth());
    const QJsonObject start = r.s.waitForType("start");
    QCOMPARE(start.value("seats").toObject().value("white").toObject().value("name").toString(),
             QStringLiteral("alice"));
    // Carol cannot play from the queue; the game is aborted before both moved.
    QVERIFY(isType(carol.call({{"t", "move"}, {"room", r.number}, {"move", "h2e2"}, {"ply", 0}}),
                   "error"));
    QVERIFY(
        isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "h2e2"}, {"ply", 0}}), "ok"));
    QVERIFY(isType(r.b.call({{"t", "abort"}, {"room", r.number}}), "ok"));
    const QJsonObject end = r.s.waitForType("end");
    QVERIFY(end.value("aborted").toBool());
    // Both ready again: the same two swap colours.
    QVERIFY(r.readyBoth());
    const QJsonObject again = r.s.waitForType("start");
    QCOMPARE(again.value("seats").toObject().value("white").toObject().value("name").toString(),
             QStringLiteral("bob"));
    QCOMPARE(again.value("serial").toInt(), 2);
    QVERIFY(isType(r.b.call({{"t", "abort"}, {"room", r.number}}), "ok"));
    r.s.waitForType("end");
    // Alice leaves: carol takes her seat from the queue.
    QVERIFY(isType(r.a.call({{"t", "leave"}, {"room", r.number}}), "ok"));
    const QJsonObject seats = r.s.waitFor([](const QJsonObject& m) {
        return isType(m, "seats") && m.value("queue").toArray().isEmpty();
    });
    QCOMPARE(seats.value("seats").toObject().value("black").toObject().value("name").toString(),
             QStringLiteral("carol"));
}

void TestServerPlay::requestsOverTheWire() {
    Room3 r;
    QString why;
    QVERIFY2(r.open(m_server, ++m_nextRoom,
                    {{"variant", "xiangqi"},
                     {"timeControl", "300+0"},
                     {"takeBacks", 1},
                     {"answerSeconds", 1}},
                    &why),
             qPrintable(why));
    QVERIFY(r.readyBoth());
    const qint64 room = r.number;
    const auto move = [room](WsClient& c, const char* m, int ply) {
        return c.call({{"t", "move"}, {"room", room}, {"move", m}, {"ply", ply}});
    };
    QVERIFY(isType(move(r.a, "h2e2", 0), "ok"));
    QVERIFY(isType(move(r.b, "h9g7", 1), "ok"));
    // Too early for a draw offer; the error says why.
    const QJsonObject early = r.a.call({{"t", "request"}, {"room", room}, {"kind", "draw"}});
    QCOMPARE(early.value("error").toString(), QStringLiteral("draw offers only after 5 moves"));
    // A take-back, refused; the button count reaches the asker only.
    QVERIFY(isType(r.a.call({{"t", "request"}, {"room", room}, {"kind", "takeback"}}), "ok"));
    const QJsonObject asked =
        r.b.waitFor([](const QJsonObject& m) { return isType(m, "request"); });
    QCOMPARE(asked.value("kind").toString(), QStringLiteral("takeback"));
    QCOMPARE(asked.value("by").toString(), QStringLiteral("white"));
    QVERIFY(asked.value("expiresInMs").toInt() <= 1000);
    // The spectator sees the request but has no buttons (no "you").
    const QJsonObject seen = r.s.waitFor([](const QJsonObject& m) { return isType(m, "request"); });
    QVERIFY(!seen.contains("you"));
    QVERIFY(isType(r.s.call({{"t", "answer"}, {"room", room}, {"accept", true}}), "error"));
    QVERIFY(isType(r.b.call({{"t", "answer"}, {"room", room}, {"accept", false}}), "ok"));
    const QJsonObject refused = r.a.waitFor([](const QJsonObject& m) {
        return isType(m, "request") && m.value("state").toString() == QLatin1String("refused");
    });
    QCOMPARE(refused.value("you").toObject().value("takeBacksLeft").toInt(), 0);
    QVERIFY(!refused.value("you").toObject().value("canTakeBack").toBool());
    QCOMPARE(r.a.call({{"t", "request"}, {"room", room}, {"kind", "takeback"}})
                 .value("error")
                 .toString(),
             QStringLiteral("no take-back requests left (1 a game)"));
    // Black asks and nobody answers: it lapses after the room's 1 s, and Red's clock ran.
    QVERIFY(isType(move(r.a, "b0c2", 2), "ok"));
    QVERIFY(isType(r.b.call({{"t", "request"}, {"room", room}, {"kind", "takeback"}}), "ok"));
    const QJsonObject lapsed = r.b.waitFor(
        [](const QJsonObject& m) {
            return isType(m, "request") && m.value("state").toString() == QLatin1String("lapsed");
        },
        5000);
    QVERIFY(!lapsed.isEmpty());
    QVERIFY(isType(move(r.b, "b9c7", 3), "ok"));
    const QJsonObject after = r.a.waitFor(
        [](const QJsonObject& m) { return isType(m, "move") && m.value("ply").toInt() == 4; });
    QVERIFY2(after.value("clock").toObject().value("black").toInt() <= 300000 - 1000,
             "the request stopped no clock");
}

void TestServerPlay::serverClockFlags() {
    Room3 r;
    QString why;
    QVERIFY2(
        r.open(m_server, ++m_nextRoom, {{"variant", "standard"}, {"timeControl", "2+0"}}, &why),
        qPrintable(why));
    QVERIFY(r.readyBoth());
    QVERIFY(
        isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "e2e4"}, {"ply", 0}}), "ok"));
    QVERIFY(
        isType(r.b.call({{"t", "move"}, {"room", r.number}, {"move", "e7e5"}, {"ply", 1}}), "ok"));
    // White's clock runs now: 2 s, then the server decides without anyone moving.
    const QJsonObject end = r.s.waitForType("end", 10000);
    QCOMPARE(end.value("reason").toString(), QStringLiteral("White loses on time"));
    QCOMPARE(end.value("winner").toString(), QStringLiteral("black"));
    QCOMPARE(end.value("clock").toObject().value("white").toInt(), 0);
    // A move after the end is refused.
    QVERIFY(isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "g1f3"}, {"ply", 2}}),
                   "error"));
}

void TestServerPlay::dropAndComeBack() {
    Room3 r;
    QString why;
    QVERIFY2(r.open(m_server, ++m_nextRoom, {{"variant", "xiangqi"}}, &why), qPrintable(why));
    QString bobToken;
    for (const QJsonObject& m : r.b.received())
        if (isType(m, "identity")) bobToken = m.value("token").toString();
    QVERIFY(!bobToken.isEmpty());
    QVERIFY(r.readyBoth());
    QVERIFY(
        isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "h2e2"}, {"ply", 0}}), "ok"));
    const QJsonObject seen = r.b.waitFor([](const QJsonObject& m) { return isType(m, "move"); });
    const qint64 lastSeen = seen.value("n").toInteger();
    // Bob's connection drops; Alice sees him away with the grace period.
    r.b.socket().abort();
    const QJsonObject away = r.a.waitFor(
        [](const QJsonObject& m) { return isType(m, "presence") && m.value("away").toBool(); });
    QCOMPARE(away.value("side").toString(), QStringLiteral("black"));
    QVERIFY(away.value("claimInMs").toInt() > 30000);
    // Meanwhile the room goes on: a chat line, which he misses.
    QVERIFY(
        isType(r.a.call({{"t", "chat"}, {"room", r.number}, {"text", "are you there?"}}), "ok"));
    // He comes back with his session and his last event number: the missed events, not a
    // snapshot, and his seat.
    WsClient back;
    QVERIFY(back.open(m_server.url()));
    QCOMPARE(back.call({{"t", "resume"}, {"token", bobToken}}).value("name").toString(),
             QStringLiteral("bob"));
    QVERIFY(isType(back.call({{"t", "join"}, {"room", r.number}, {"since", lastSeen}}), "ok"));
    const QJsonObject present = back.waitFor(
        [](const QJsonObject& m) { return isType(m, "presence") && !m.value("away").toBool(); });
    QVERIFY(!present.isEmpty());
    for (const QJsonObject& m : back.received()) QVERIFY(!isType(m, "snapshot"));
    bool sawAway = false;
    for (const QJsonObject& m : back.received())
        if (isType(m, "presence") && m.value("away").toBool()) sawAway = true;
    QVERIFY(sawAway);
    // And he plays on from his seat.
    QVERIFY(
        isType(back.call({{"t", "move"}, {"room", r.number}, {"move", "h9g7"}, {"ply", 1}}), "ok"));
}

void TestServerPlay::claimAfterTheGrace() {
    Room3 r;
    QString why;
    QVERIFY2(r.open(m_server, ++m_nextRoom, {{"variant", "standard"}, {"graceSeconds", 5}}, &why),
             qPrintable(why));
    QVERIFY(r.readyBoth());
    QVERIFY(
        isType(r.a.call({{"t", "move"}, {"room", r.number}, {"move", "e2e4"}, {"ply", 0}}), "ok"));
    QVERIFY(
        isType(r.b.call({{"t", "move"}, {"room", r.number}, {"move", "e7e5"}, {"ply", 1}}), "ok"));
    r.b.close();
    r.a.waitFor(
        [](const QJsonObject& m) { return isType(m, "presence") && m.value("away").toBool(); });
    const QJsonObject early = r.a.call({{"t", "claim"}, {"room", r.number}, {"result", "win"}});
    QVERIFY2(early.value("error").toString().startsWith("your opponent may come back"),
             qPrintable(early.value("error").toString()));
    QTest::qWait(5200);
    QVERIFY(isType(r.a.call({{"t", "claim"}, {"room", r.number}, {"result", "win"}}), "ok"));
    const QJsonObject end = r.s.waitForType("end");
    QCOMPARE(end.value("reason").toString(), QStringLiteral("Black left the game"));
    QCOMPARE(end.value("termination").toString(), QStringLiteral("abandoned"));
}

QTEST_MAIN(TestServerPlay)
#include "tst_server_play.moc"
