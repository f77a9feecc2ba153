// arbiter-server killed with SIGKILL in the middle of a game and started again on the same
// database (docs/online.md, "Persistence"), against SQLite and against a PostgreSQL server the
// test starts itself: no acknowledged turn is lost, and the room comes back with its game, its
// clocks, seats, queue and pending request; the clients come back with their sessions and the
// game is played on to its end.
#include "postgresserver.h"
#include "quietmoves.h"
#include "serverprocess.h"
#include "wsclient.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>
#include <random>

using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

const QStringList& kMoves = kQuietXiangqiMoves;

} // namespace

class TestServerCrash : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedMidGame_data();
    void killedMidGame();
    void aDamagedRoomIsLeftOut();
    void cleanupTestCase();

private:
    PostgresServer m_postgres;
};

void TestServerCrash::initTestCase() {
    QString error;
    QVERIFY2(m_postgres.isAvailable(),
             "PostgreSQL is not installed: scripts/install-deps.sh installs Debian's postgresql");
    QVERIFY2(m_postgres.start(&error), qPrintable(error));
}

void TestServerCrash::cleanupTestCase() {
    m_postgres.stop();
}

void TestServerCrash::killedMidGame_data() {
    QTest::addColumn<QString>("database");
    QTest::newRow("sqlite") << QString();
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestServerCrash::killedMidGame() {
    QFETCH(QString, database);
    QString error;
    QString url;
    if (!database.isEmpty()) {
        QVERIFY2(m_postgres.createDatabase(QStringLiteral("crash"), &error), qPrintable(error));
        url = m_postgres.url(QStringLiteral("crash"));
    }
    ServerProcess server;
    QVERIFY2(server.start(&error, url, {"--password-iterations", "1000"}), qPrintable(error));

    WsClient red, black, carol;
    QVERIFY(red.open(server.url()) && black.open(server.url()) && carol.open(server.url()));
    QVERIFY(!red.guest("red").isEmpty() && !black.guest("black").isEmpty() &&
            !carol.guest("carol").isEmpty());
    const qint64 room = 77;
    QVERIFY(isType(
        red.call({{"t", "join"},
                  {"room", room},
                  {"settings", QJsonObject{{"variant", "xiangqi"}, {"timeControl", "600|30"}}}}),
        "ok"));
    QVERIFY(isType(black.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY(isType(carol.call({{"t", "join"}, {"room", room}}), "ok")); // waits in the queue
    QVERIFY(isType(red.call({{"t", "ready"}, {"room", room}}), "ok"));
    QVERIFY(isType(black.call({{"t", "ready"}, {"room", room}}), "ok"));

    // Turns as fast as the server takes them; each acknowledged one is remembered. At a
    // random moment (after 8 to 15 turns) the server is killed, a turn perhaps on its way.
    std::mt19937 random(uint32_t(QDateTime::currentMSecsSinceEpoch()));
    const int killAfter = 8 + int(random() % 8);
    QStringList acknowledged;
    QString unacknowledged;
    for (int ply = 0; ply < kMoves.size(); ++ply) {
        WsClient& mover = ply % 2 == 0 ? red : black;
        if (ply == killAfter) {
            // Sent, and killed before its answer can arrive.
            mover.send(
                {{"t", "move"}, {"room", room}, {"move", kMoves[ply]}, {"ply", ply}, {"id", 999}});
            unacknowledged = kMoves[ply];
            server.kill();
            break;
        }
        const QJsonObject answer =
            mover.call({{"t", "move"}, {"room", room}, {"move", kMoves[ply]}, {"ply", ply}});
        QVERIFY2(isType(answer, "ok"), qPrintable(answer.value("error").toString()));
        acknowledged << kMoves[ply];
    }
    QVERIFY(!server.isRunning());
    // The clients see their connections drop.
    QVERIFY(red.waitForClosed() && black.waitForClosed());

    QVERIFY2(server.restart(&error), qPrintable(error));
    WsClient red2, black2, carol2, watcher;
    QVERIFY(red2.open(server.url()) && black2.open(server.url()) && carol2.open(server.url()) &&
            watcher.open(server.url()));
    QCOMPARE(red2.call({{"t", "resume"}, {"token", red.token()}}).value("name").toString(),
             QStringLiteral("red"));
    QCOMPARE(black2.call({{"t", "resume"}, {"token", black.token()}}).value("name").toString(),
             QStringLiteral("black"));
    QCOMPARE(carol2.call({{"t", "resume"}, {"token", carol.token()}}).value("name").toString(),
             QStringLiteral("carol"));
    QVERIFY(!watcher.guest("watcher").isEmpty());
    QVERIFY(isType(watcher.call({{"t", "join"}, {"room", room}, {"as", "spectator"}}), "ok"));
    const QJsonObject snapshot = watcher.waitForType("snapshot");
    const QJsonObject game = snapshot.value("game").toObject();
    QStringList stored;
    for (const QJsonValue& v : game.value("moves").toArray())
        stored << v.toObject().value("move").toString();
    // Every acknowledged turn is there, in order; the one on its way may or may not be.
    QVERIFY2(stored.mid(0, acknowledged.size()) == acknowledged,
             qPrintable(QStringLiteral("acknowledged %1, stored %2")
                            .arg(acknowledged.join(' '), stored.join(' '))));
    QVERIFY(stored.size() == acknowledged.size() ||
            (stored.size() == acknowledged.size() + 1 && stored.back() == unacknowledged));
    // Seats and queue as they were; everyone away until they come back.
    QCOMPARE(snapshot.value("seats").toObject().value("white").toObject().value("name").toString(),
             QStringLiteral("red"));
    QCOMPARE(snapshot.value("seats").toObject().value("black").toObject().value("name").toString(),
             QStringLiteral("black"));
    QVERIFY(snapshot.value("seats").toObject().value("white").toObject().value("away").toBool());
    QCOMPARE(snapshot.value("queue").toArray().size(), 1);
    QCOMPARE(snapshot.value("queue").toArray().at(0).toObject().value("name").toString(),
             QStringLiteral("carol"));
    // The clocks: byo-yomi main time as stored with the last turn (the downtime charged to nobody).
    const QJsonObject clock = game.value("clock").toObject();
    QVERIFY(clock.value("white").toInt() > 590000 && clock.value("white").toInt() <= 600000);
    QVERIFY(clock.value("black").toInt() > 590000 && clock.value("black").toInt() <= 600000);
    QCOMPARE(clock.value("periods").toArray().size(), 2);

    // The players come back to their seats and play on; the game ends by agreement.
    QVERIFY(isType(red2.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY(isType(black2.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY(isType(carol2.call({{"t", "join"}, {"room", room}}), "ok"));
    int ply = int(stored.size());
    for (; ply < kMoves.size(); ++ply) {
        WsClient& mover = ply % 2 == 0 ? red2 : black2;
        const QJsonObject answer =
            mover.call({{"t", "move"}, {"room", room}, {"move", kMoves[ply]}, {"ply", ply}});
        QVERIFY2(isType(answer, "ok"),
                 qPrintable(answer.value("error").toString() + " at " + kMoves[ply]));
    }
    WsClient& asker = ply % 2 == 0 ? red2 : black2;
    WsClient& other = ply % 2 == 0 ? black2 : red2;
    QVERIFY(isType(asker.call({{"t", "request"}, {"room", room}, {"kind", "draw"}}), "ok"));
    // Killed again with the draw offer waiting: it comes back with the room.
    server.kill();
    QVERIFY2(server.restart(&error), qPrintable(error));
    WsClient other2, watcher2;
    QVERIFY(other2.open(server.url()) && watcher2.open(server.url()));
    QVERIFY(!other2.call({{"t", "resume"}, {"token", other.token()}}).isEmpty());
    QVERIFY(isType(other2.call({{"t", "join"}, {"room", room}}), "ok"));
    const QJsonObject pending =
        other2.waitForType("snapshot").value("game").toObject().value("pending").toObject();
    QCOMPARE(pending.value("kind").toString(), QStringLiteral("draw"));
    QVERIFY(isType(other2.call({{"t", "answer"}, {"room", room}, {"accept", true}}), "ok"));
    const QJsonObject end = other2.waitForType("end");
    QCOMPARE(end.value("reason").toString(), QStringLiteral("Draw by agreement"));
    // The finished game is stored with all its turns.
    QVERIFY(!watcher2.guest("late").isEmpty());
    const QJsonObject pgn = watcher2.call({{"t", "game"}, {"room", room}, {"game", 1}});
    QVERIFY2(pgn.value("pgn").toString().contains("1/2-1/2"),
             qPrintable(pgn.value("pgn").toString()));
    QVERIFY(pgn.value("pgn").toString().contains(QStringLiteral("[PlyCount")) ||
            pgn.value("pgn").toString().count(QLatin1Char('.')) >= kMoves.size() / 2);
    QVERIFY2(server.stop(), server.output().constData());
}

void TestServerCrash::aDamagedRoomIsLeftOut() {
    // Two rooms with games in progress; one's stored turns are damaged while the server is down.
    // The server still starts, the other room comes back, the damaged one is named and left out.
    ServerProcess server;
    QString error;
    QVERIFY2(server.start(&error, QString(), {"--password-iterations", "1000"}), qPrintable(error));
    WsClient a, b;
    QVERIFY(a.open(server.url()) && b.open(server.url()));
    QVERIFY(!a.guest("a").isEmpty() && !b.guest("b").isEmpty());
    for (qint64 room : {81, 82}) {
        QVERIFY(isType(a.call({{"t", "join"}, {"room", room}}), "ok"));
        QVERIFY(isType(b.call({{"t", "join"}, {"room", room}}), "ok"));
        QVERIFY(isType(a.call({{"t", "ready"}, {"room", room}}), "ok"));
        QVERIFY(isType(b.call({{"t", "ready"}, {"room", room}}), "ok"));
        QVERIFY(
            isType(a.call({{"t", "move"}, {"room", room}, {"move", "h2e2"}, {"ply", 0}}), "ok"));
    }
    QVERIFY(server.stop());
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(server.sqlitePath());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("UPDATE moves SET move = 'z9z9' WHERE room = 81")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    QVERIFY2(server.restart(&error), qPrintable(error));
    QVERIFY2(server.output().contains("room 81 is left out: stored turn 1 'z9z9' does not replay"),
             server.output().constData());
    WsClient c;
    QVERIFY(c.open(server.url()));
    const QJsonObject rooms = c.call({{"t", "rooms"}});
    QCOMPARE(rooms.value("rooms").toArray().size(), 1);
    QCOMPARE(rooms.value("rooms").toArray().at(0).toObject().value("room").toInt(), 82);
    QVERIFY(server.stop());
}

QTEST_MAIN(TestServerCrash)
#include "tst_server_crash.moc"
