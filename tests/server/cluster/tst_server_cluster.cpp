// Several arbiter-server processes on one PostgreSQL (`--cluster`, docs/online.md "Running it
// for a club"), all on 127.0.0.1 with a PostgreSQL the test starts itself: the lobby of one
// process shows the rooms of the other (LISTEN/NOTIFY); a room lives on one process, and a join
// on the other is refused while its holder lives; when the holder is killed with SIGKILL in the
// middle of a game its players come back on the other process with their sessions and the last
// event numbers they saw, find every acknowledged turn and sane clocks, and play the game to its
// end there (every turn stored once, in order); a dead process's rooms leave the other's lobby;
// a restarted process does not load a room the survivor now plays. Then the same through Debian's
// nginx with the deployment's configuration (deploy/nginx, TLS included): the clients reconnect
// to the same address and land on the survivor; when the dead process is restarted, the room's
// next connection through nginx reaches it and the survivor hands the room back (its clients
// reconnect and finish the game there), while direct joins are still refused.
#include "nginxproxy.h"
#include "postgresserver.h"
#include "quietmoves.h"
#include "serverprocess.h"
#include "wsclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSslConfiguration>
#include <QTcpSocket>
#include <QtTest>
#include <map>
#include <random>

using namespace arbiter::test;

namespace {

constexpr int kLobbyWaitMs = 20000; // heartbeats every 2 s, a silent process dropped after 7 s

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

// The lobby a client sees: each room's line by number.
std::map<qint64, QJsonObject> lobbyOf(WsClient& client) {
    std::map<qint64, QJsonObject> lines;
    for (const QJsonValue& v : client.call({{"t", "rooms"}}).value("rooms").toArray())
        lines[v.toObject().value("room").toInteger()] = v.toObject();
    return lines;
}

// Asks for the lobby until `match` holds (bounded).
bool waitForLobby(WsClient& client,
                  const std::function<bool(const std::map<qint64, QJsonObject>&)>& match) {
    return QTest::qWaitFor([&] { return match(lobbyOf(client)); }, kLobbyWaitMs);
}

QString seatName(const QJsonObject& line, const char* side) {
    return line.value("seats").toObject().value(side).toObject().value("name").toString();
}

// The server's /status (rooms it holds, its cluster name), over plain HTTP.
QJsonObject statusOf(const ServerProcess& server) {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(server.port()));
    if (!socket.waitForConnected(5000)) return {};
    socket.write("GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray reply;
    QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState)
        if (socket.waitForReadyRead(200)) reply += socket.readAll();
    reply += socket.readAll();
    return QJsonDocument::fromJson(reply.mid(reply.indexOf("\r\n\r\n") + 4)).object();
}

int roomsHeld(const ServerProcess& server) {
    return statusOf(server).value("rooms").toInt(-1);
}

// The turns stored for a game, read from the database itself.
QStringList storedTurns(const QString& url, qint64 room, int serial, QString* error) {
    QStringList turns;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("check"));
        const QUrl u(url);
        db.setHostName(u.host());
        db.setPort(u.port());
        db.setUserName(u.userName());
        db.setDatabaseName(u.path().mid(1));
        if (!db.open()) {
            *error = db.lastError().text();
        } else {
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "SELECT move FROM moves WHERE room = ? AND serial = ? ORDER BY ply"));
            q.addBindValue(room);
            q.addBindValue(serial);
            if (!q.exec()) *error = q.lastError().text();
            while (q.next()) turns << q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    return turns;
}

} // namespace

class TestServerCluster : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lobbyCrossesProcessesAndARoomHasOneHome();
    void killedHolderRoomGoesOnElsewhere();
    void throughNginx();
    void cleanupTestCase();

private:
    // Two processes, "a" and "b", on a new database of the test's PostgreSQL.
    void startPair(const QString& database, ServerProcess& a, ServerProcess& b);
    // Red and Black (guests) take the seats of a new room and start its game (600|30).
    void seatAndStart(WsClient& red, WsClient& black, qint64 room);
    // Plays kQuietXiangqiMoves[from, to) and waits for each acknowledgement.
    void playQuiet(WsClient& red, WsClient& black, qint64 room, int from, int to,
                   QStringList* played);
    // Plays up to `killAfter` acknowledged turns, sends one more and kills `server` before its
    // answer can come.
    void playUntilKilled(WsClient& red, WsClient& black, qint64 room, ServerProcess& server,
                         QStringList* acknowledged, QString* unacknowledged);
    // A client that lost its connection comes back on `fresh`: resume with its token, join the
    // room with the last event number it saw (again while the dead holder's session is still
    // ending). False when it could not.
    bool comeBack(WsClient& fresh, const WsClient& old, qint64 room);
    // After a takeover: every acknowledged turn is there (as `judge`, a new spectator, sees the
    // room), the clocks are sane, the game goes on to its end and is stored whole.
    void finishAfterTakeover(WsClient& red, WsClient& black, WsClient& judge, qint64 room,
                             const QStringList& acknowledged, const QString& unacknowledged,
                             const QString& database);
    // The first half of that: the turns `judge` finds after the takeover.
    void checkTakeover(WsClient& judge, qint64 room, const QStringList& acknowledged,
                       const QString& unacknowledged, QStringList* moves);
    // The second half: the game played from `played` to its end, stored whole and once.
    void playToEnd(WsClient& red, WsClient& black, qint64 room, QStringList played,
                   const QString& database);

    PostgresServer m_postgres;
    std::mt19937 m_random{uint32_t(QDateTime::currentMSecsSinceEpoch())};
};

void TestServerCluster::initTestCase() {
    QString error;
    QVERIFY2(m_postgres.isAvailable(),
             "PostgreSQL is not installed: scripts/install-deps.sh installs Debian's postgresql");
    QVERIFY2(m_postgres.start(&error), qPrintable(error));
}

void TestServerCluster::cleanupTestCase() {
    m_postgres.stop();
}

void TestServerCluster::startPair(const QString& database, ServerProcess& a, ServerProcess& b) {
    QString error;
    QVERIFY2(m_postgres.createDatabase(database, &error), qPrintable(error));
    const QString url = m_postgres.url(database);
    QVERIFY2(a.start(&error, url, {"--cluster", "a", "--password-iterations", "1000"}),
             qPrintable(error));
    QVERIFY2(b.start(&error, url, {"--cluster", "b", "--password-iterations", "1000"}),
             qPrintable(error));
    QCOMPARE(statusOf(a).value("cluster").toString(), QStringLiteral("a"));
    QCOMPARE(statusOf(b).value("cluster").toString(), QStringLiteral("b"));
}

void TestServerCluster::seatAndStart(WsClient& red, WsClient& black, qint64 room) {
    QVERIFY(!red.guest("red").isEmpty() && !black.guest("black").isEmpty());
    const QJsonObject joined =
        red.call({{"t", "join"},
                  {"room", room},
                  {"settings", QJsonObject{{"variant", "xiangqi"}, {"timeControl", "600|30"}}}});
    QVERIFY2(isType(joined, "ok") && joined.value("created").toBool(),
             qPrintable(joined.value("error").toString()));
    QVERIFY(isType(black.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY(isType(red.call({{"t", "ready"}, {"room", room}}), "ok"));
    QVERIFY(isType(black.call({{"t", "ready"}, {"room", room}}), "ok"));
}

void TestServerCluster::playQuiet(WsClient& red, WsClient& black, qint64 room, int from, int to,
                                  QStringList* played) {
    for (int ply = from; ply < to; ++ply) {
        WsClient& mover = ply % 2 == 0 ? red : black;
        const QString move = kQuietXiangqiMoves[ply];
        const QJsonObject answer =
            mover.call({{"t", "move"}, {"room", room}, {"move", move}, {"ply", ply}});
        QVERIFY2(isType(answer, "ok"),
                 qPrintable(answer.value("error").toString() + QStringLiteral(" at ") + move));
        *played << move;
    }
}

void TestServerCluster::playUntilKilled(WsClient& red, WsClient& black, qint64 room,
                                        ServerProcess& server, QStringList* acknowledged,
                                        QString* unacknowledged) {
    // A random moment after 6 to 13 turns, as a crash would come.
    const int killAfter = 6 + int(m_random() % 8);
    playQuiet(red, black, room, 0, killAfter, acknowledged);
    if (QTest::currentTestFailed()) return;
    WsClient& mover = killAfter % 2 == 0 ? red : black;
    *unacknowledged = kQuietXiangqiMoves[killAfter];
    mover.send({{"t", "move"},
                {"room", room},
                {"move", *unacknowledged},
                {"ply", killAfter},
                {"id", 999}});
    server.kill();
    QVERIFY(!server.isRunning());
    QVERIFY(red.waitForClosed() && black.waitForClosed());
}

bool TestServerCluster::comeBack(WsClient& fresh, const WsClient& old, qint64 room) {
    const QJsonObject identity = fresh.call({{"t", "resume"}, {"token", old.token()}});
    if (!isType(identity, "identity")) return false;
    QJsonObject joined;
    (void)QTest::qWaitFor(
        [&] {
            joined = fresh.call({{"t", "join"}, {"room", room}, {"since", old.lastEvent(room)}});
            return !joined.value("error").toString().contains("another server");
        },
        10000);
    if (!isType(joined, "ok")) qWarning() << "join after the takeover:" << joined;
    return isType(joined, "ok");
}

void TestServerCluster::finishAfterTakeover(WsClient& red, WsClient& black, WsClient& judge,
                                            qint64 room, const QStringList& acknowledged,
                                            const QString& unacknowledged,
                                            const QString& database) {
    QStringList moves;
    checkTakeover(judge, room, acknowledged, unacknowledged, &moves);
    if (QTest::currentTestFailed()) return;
    playToEnd(red, black, room, moves, database);
}

void TestServerCluster::checkTakeover(WsClient& judge, qint64 room, const QStringList& acknowledged,
                                      const QString& unacknowledged, QStringList* found) {
    QVERIFY(!judge.guest("judge").isEmpty());
    QVERIFY(isType(judge.call({{"t", "join"}, {"room", room}, {"as", "spectator"}}), "ok"));
    const QJsonObject snapshot = judge.waitForType("snapshot");
    QVERIFY(!snapshot.isEmpty());
    const QJsonObject game = snapshot.value("game").toObject();
    QStringList moves;
    for (const QJsonValue& v : game.value("moves").toArray())
        moves << v.toObject().value("move").toString();
    // Every acknowledged turn, in order; the one on its way when the holder died may be there.
    QVERIFY2(moves.mid(0, acknowledged.size()) == acknowledged,
             qPrintable(QStringLiteral("acknowledged %1, after the takeover %2")
                            .arg(acknowledged.join(' '), moves.join(' '))));
    QVERIFY(moves.size() == acknowledged.size() ||
            (moves.size() == acknowledged.size() + 1 && moves.back() == unacknowledged));
    QCOMPARE(snapshot.value("seats").toObject().value("white").toObject().value("name").toString(),
             QStringLiteral("red"));
    // The clocks as stored with the last turn: a few seconds used at most, nobody charged for
    // the takeover, the side to move's clock running.
    const QJsonObject clock = game.value("clock").toObject();
    for (const char* side : {"white", "black"}) {
        const int ms = clock.value(side).toInt();
        QVERIFY2(ms > 590000 && ms <= 600000,
                 qPrintable(QStringLiteral("%1: %2 ms").arg(side).arg(ms)));
    }
    QCOMPARE(clock.value("running").toString(),
             moves.size() % 2 == 0 ? QStringLiteral("white") : QStringLiteral("black"));
    QCOMPARE(game.value("toMove").toString(), clock.value("running").toString());
    *found = moves;
}

void TestServerCluster::playToEnd(WsClient& red, WsClient& black, qint64 room, QStringList played,
                                  const QString& database) {
    // The game goes on to its end on the new holder.
    playQuiet(red, black, room, int(played.size()), int(kQuietXiangqiMoves.size()), &played);
    if (QTest::currentTestFailed()) return;
    WsClient& loser = played.size() % 2 == 0 ? red : black;
    QVERIFY(isType(loser.call({{"t", "resign"}, {"room", room}}), "ok"));
    const QJsonObject end = red.waitFor([](const QJsonObject& m) { return isType(m, "end"); });
    QVERIFY2(end.value("result").toString() ==
                 (played.size() % 2 == 0 ? QStringLiteral("0-1") : QStringLiteral("1-0")),
             qPrintable(QJsonDocument(end).toJson()));
    // Stored whole and once: the turns of before and after the takeover.
    QString error;
    const QStringList stored = storedTurns(m_postgres.url(database), room, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(stored, played);
}

void TestServerCluster::lobbyCrossesProcessesAndARoomHasOneHome() {
    ServerProcess a, b;
    startPair(QStringLiteral("lobby"), a, b);
    if (QTest::currentTestFailed()) return;
    const qint64 room = 301;
    WsClient red, black, watcher, joe;
    QVERIFY(red.open(a.url()) && black.open(a.url()) && watcher.open(b.url()) && joe.open(b.url()));
    seatAndStart(red, black, room);
    if (QTest::currentTestFailed()) return;
    QStringList played;
    playQuiet(red, black, room, 0, 1, &played);
    if (QTest::currentTestFailed()) return;

    // (a) B's lobby shows A's room as it is: its players and its state.
    QVERIFY2(waitForLobby(watcher,
                          [room](const std::map<qint64, QJsonObject>& lobby) {
                              const auto it = lobby.find(room);
                              return it != lobby.end() && seatName(it->second, "white") == "red" &&
                                     seatName(it->second, "black") == "black" &&
                                     it->second.value("state").toString() == "playing";
                          }),
             qPrintable(QJsonDocument(watcher.call({{"t", "rooms"}})).toJson()));

    // (b) A room lives on one process: B refuses to load it while A holds it, players and
    // spectators alike, and names the holder.
    QVERIFY(!joe.guest("joe").isEmpty());
    for (const char* as : {"player", "spectator"}) {
        const QJsonObject refused = joe.call({{"t", "join"}, {"room", room}, {"as", as}});
        QVERIFY(isType(refused, "error"));
        QCOMPARE(refused.value("error").toString(),
                 QStringLiteral("room 301 is played on another server (a)"));
    }
    QCOMPARE(roomsHeld(b), 0);
    QCOMPARE(roomsHeld(a), 1);
    // A plays on.
    playQuiet(red, black, room, 1, 3, &played);
    if (QTest::currentTestFailed()) return;

    // And the other way: a room made on B shows in A's lobby; once its only member leaves it
    // is gone from both.
    WsClient lone;
    QVERIFY(lone.open(b.url()) && !lone.guest("lone").isEmpty());
    QVERIFY(isType(lone.call({{"t", "join"}, {"room", 302}}), "ok"));
    QVERIFY(waitForLobby(red, [](const std::map<qint64, QJsonObject>& lobby) {
        return lobby.count(302) && seatName(lobby.at(302), "white") == "lone";
    }));
    QVERIFY(isType(lone.call({{"t", "leave"}, {"room", 302}}), "ok"));
    QVERIFY(waitForLobby(red, [](const std::map<qint64, QJsonObject>& lobby) {
        return !lobby.count(302) && lobby.count(301);
    }));
    // Given back: now A may make room 302 its own.
    QVERIFY(isType(red.call({{"t", "join"}, {"room", 302}, {"as", "spectator"}}), "ok"));
    QCOMPARE(roomsHeld(a), 2);
    QVERIFY2(a.stop(), a.output().constData());
    QVERIFY2(b.stop(), b.output().constData());
}

void TestServerCluster::killedHolderRoomGoesOnElsewhere() {
    ServerProcess a, b;
    startPair(QStringLiteral("takeover"), a, b);
    if (QTest::currentTestFailed()) return;
    const qint64 room = 401, lonely = 402;
    WsClient red, black, dan, watcher;
    QVERIFY(red.open(a.url()) && black.open(a.url()) && dan.open(a.url()) && watcher.open(b.url()));
    seatAndStart(red, black, room);
    if (QTest::currentTestFailed()) return;
    // A second room on A that nobody comes back to.
    QVERIFY(!dan.guest("dan").isEmpty());
    QVERIFY(isType(dan.call({{"t", "join"}, {"room", lonely}}), "ok"));
    QVERIFY(waitForLobby(watcher, [&](const std::map<qint64, QJsonObject>& lobby) {
        return lobby.count(room) && lobby.count(lonely);
    }));

    QStringList acknowledged;
    QString unacknowledged;
    playUntilKilled(red, black, room, a, &acknowledged, &unacknowledged);
    if (QTest::currentTestFailed()) return;

    // The players come back on B with their sessions and last event numbers.
    WsClient red2, black2, judge;
    QVERIFY(red2.open(b.url()) && black2.open(b.url()) && judge.open(b.url()));
    QVERIFY(comeBack(red2, red, room) && comeBack(black2, black, room));
    QCOMPARE(roomsHeld(b), 1);
    finishAfterTakeover(red2, black2, judge, room, acknowledged, unacknowledged,
                        QStringLiteral("takeover"));
    if (QTest::currentTestFailed()) return;

    // The dead process's other room leaves B's lobby by itself; the room B took over stays.
    QVERIFY2(waitForLobby(watcher,
                          [&](const std::map<qint64, QJsonObject>& lobby) {
                              return !lobby.count(lonely) && lobby.count(room);
                          }),
             qPrintable(QJsonDocument(watcher.call({{"t", "rooms"}})).toJson()));

    // A comes back: it hears B's rooms, and does not load the one B now plays (a direct
    // connection: no hand-over). The lobby first: B's lines answer A's hello a moment later, and
    // the refusal names the holder once A has heard them.
    QString error;
    QVERIFY2(a.restart(&error), qPrintable(error));
    WsClient eve;
    QVERIFY(eve.open(a.url()) && !eve.guest("eve").isEmpty());
    QVERIFY(waitForLobby(eve, [&](const std::map<qint64, QJsonObject>& lobby) {
        return lobby.count(room) && lobby.at(room).value("state").toString() == "finished";
    }));
    const QJsonObject refused = eve.call({{"t", "join"}, {"room", room}, {"as", "spectator"}});
    QCOMPARE(refused.value("error").toString(),
             QStringLiteral("room 401 is played on another server (b)"));
    // The room nobody came back to is loaded where it is asked for, as it was.
    QVERIFY(isType(eve.call({{"t", "join"}, {"room", lonely}, {"as", "spectator"}}), "ok"));
    QCOMPARE(eve.waitForType("snapshot")
                 .value("seats")
                 .toObject()
                 .value("white")
                 .toObject()
                 .value("name")
                 .toString(),
             QStringLiteral("dan"));
    QVERIFY2(a.stop(), a.output().constData());
    QVERIFY2(b.stop(), b.output().constData());
}

void TestServerCluster::throughNginx() {
    if (NginxProxy::nginxBinary().isEmpty() || NginxProxy::opensslBinary().isEmpty())
        QSKIP("Debian's nginx (and openssl) is not installed: scripts/install-deps.sh installs "
              "it; the nginx case of the cluster is not tested");
    ServerProcess a, b;
    startPair(QStringLiteral("proxied"), a, b);
    if (QTest::currentTestFailed()) return;
    NginxProxy nginx;
    QString error;
    QVERIFY2(nginx.start(a.port(), b.port(), &error), qPrintable(error));
    // The clients trust the proxy's certificate, and only it: TLS is checked.
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setCaCertificates({nginx.certificate()});
    const auto openThroughProxy = [&](WsClient& client, qint64 room) {
        client.socket().setSslConfiguration(tls);
        return client.open(nginx.url(room));
    };

    const qint64 room = 501;
    WsClient red, black, lobby;
    QVERIFY2(openThroughProxy(red, room) && openThroughProxy(black, room),
             qPrintable(red.socket().errorString() + nginx.errorLog()));
    seatAndStart(red, black, room);
    if (QTest::currentTestFailed()) return;
    // The room's connections reach one process: the room's home by its number.
    const int onA = roomsHeld(a), onB = roomsHeld(b);
    QVERIFY2(onA + onB == 1, qPrintable(QStringLiteral("a holds %1, b %2").arg(onA).arg(onB)));
    ServerProcess& holder = onA == 1 ? a : b;
    ServerProcess& survivor = onA == 1 ? b : a;
    const QString home = statusOf(holder).value("cluster").toString();
    // A lobby connection (no room) may go anywhere and sees the room.
    QVERIFY(openThroughProxy(lobby, 0));
    QVERIFY(waitForLobby(lobby, [room](const std::map<qint64, QJsonObject>& lines) {
        return lines.count(room) != 0;
    }));

    QStringList acknowledged;
    QString unacknowledged;
    playUntilKilled(red, black, room, holder, &acknowledged, &unacknowledged);
    if (QTest::currentTestFailed()) return;
    // The clients connect to the same address again; nginx sends them to the survivor.
    WsClient red2, black2, judge;
    QVERIFY2(openThroughProxy(red2, room) && openThroughProxy(black2, room) &&
                 openThroughProxy(judge, room),
             qPrintable(red2.socket().errorString() + nginx.errorLog()));
    QVERIFY(comeBack(red2, red, room) && comeBack(black2, black, room));
    QCOMPARE(roomsHeld(survivor), 1);
    QStringList played;
    checkTakeover(judge, room, acknowledged, unacknowledged, &played);
    if (QTest::currentTestFailed()) return;
    playQuiet(red2, black2, room, int(played.size()), int(played.size()) + 2, &played);
    if (QTest::currentTestFailed()) return;

    // The dead process comes back (systemd restarts it) at its port and under its name, and
    // nginx's hash points at it again (max_fails=0: at once). A new spectator through nginx
    // that reaches it there makes the survivor hand the room over (the room's home asks for it;
    // nginx marks the connection): the spectator finds every turn there.
    QVERIFY2(holder.restart(&error), qPrintable(error));
    std::unique_ptr<WsClient> newcomer;
    QJsonObject joined;
    const bool movedBack = QTest::qWaitFor(
        [&] {
            newcomer = std::make_unique<WsClient>();
            if (openThroughProxy(*newcomer, room) && !newcomer->guest("newcomer").isEmpty()) {
                // On the survivor while nginx still skips the restarted process: a plain join.
                joined = newcomer->call({{"t", "join"}, {"room", room}, {"as", "spectator"}});
                if (isType(joined, "ok") && roomsHeld(holder) == 1) return true;
            }
            QTest::qWait(250);
            return false;
        },
        10000);
    QVERIFY2(movedBack, qPrintable(QStringLiteral("the room did not go back to %1: %2")
                                       .arg(home, QJsonDocument(joined).toJson())));
    QCOMPARE(roomsHeld(survivor), 0);
    const QJsonObject seen = newcomer->waitForType("snapshot");
    QStringList there;
    for (const QJsonValue& v : seen.value("game").toObject().value("moves").toArray())
        there << v.toObject().value("move").toString();
    QCOMPARE(there, played);

    // The ping-pong guard: a room that came by a hand-over is not handed on at once. A
    // connection straight to the survivor that says it came through the proxy (which is why
    // the processes listen on loopback or private addresses only) asks for the room: the holder
    // keeps it, and the join is refused once the survivor has waited for it in vain.
    QUrl direct = survivor.url();
    direct.setQuery(QStringLiteral("room=%1").arg(room));
    WsClient bouncer;
    QNetworkRequest marked(direct);
    marked.setRawHeader("X-Arbiter-Proxied", "1");
    bouncer.socket().open(marked);
    QVERIFY(QTest::qWaitFor([&] { return bouncer.isOpen(); }, 10000));
    QVERIFY(!bouncer.guest("bouncer").isEmpty());
    QElapsedTimer waited;
    waited.start();
    QCOMPARE(bouncer.call({{"t", "join"}, {"room", room}, {"as", "spectator"}})
                 .value("error")
                 .toString(),
             QStringLiteral("room %1 is played on another server (%2)").arg(room).arg(home));
    QVERIFY2(waited.elapsed() > 4000, qPrintable(QString::number(waited.elapsed())));
    QCOMPARE(roomsHeld(holder), 1);

    // The survivor closed the room's connections as a server going away (the clients' cue to
    // connect again); they come back through nginx to the room's home, with their sessions and
    // last event numbers, and the game goes on to its end there, each turn stored once.
    for (WsClient* dropped : {&red2, &black2, &judge}) {
        QVERIFY(dropped->waitForClosed());
        QCOMPARE(dropped->socket().closeCode(), QWebSocketProtocol::CloseCodeGoingAway);
    }
    WsClient red3, black3;
    QVERIFY(openThroughProxy(red3, room) && openThroughProxy(black3, room));
    QVERIFY(comeBack(red3, red2, room) && comeBack(black3, black2, room));
    QCOMPARE(roomsHeld(holder), 1);
    playToEnd(red3, black3, room, played, QStringLiteral("proxied"));
    if (QTest::currentTestFailed()) return;

    // The survivor lists the room at its home, and a direct connection there (no proxy's mark,
    // even one naming the room) is refused as before, at once: direct clients never move rooms.
    WsClient outsider;
    QVERIFY(outsider.open(direct) && !outsider.guest("outsider").isEmpty());
    QVERIFY(waitForLobby(outsider, [&](const std::map<qint64, QJsonObject>& lines) {
        return lines.count(room) && lines.at(room).value("state").toString() == "finished";
    }));
    waited.restart();
    QCOMPARE(outsider.call({{"t", "join"}, {"room", room}, {"as", "spectator"}})
                 .value("error")
                 .toString(),
             QStringLiteral("room %1 is played on another server (%2)").arg(room).arg(home));
    QVERIFY2(waited.elapsed() < 2000, qPrintable(QString::number(waited.elapsed())));
    QCOMPARE(roomsHeld(survivor), 0);
    QVERIFY2(holder.stop(), holder.output().constData());
    // The holder said why it kept the room.
    QVERIFY2(holder.output().contains("room 501 stays here"), holder.output().constData());
    QVERIFY2(survivor.stop(), survivor.output().constData());
}

QTEST_MAIN(TestServerCluster)
#include "tst_server_cluster.moc"
