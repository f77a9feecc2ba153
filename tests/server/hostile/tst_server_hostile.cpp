// arbiter-server against hostile and careless clients (docs/online.md, "Bad input"): malformed
// JSON, unknown messages, oversized and binary frames, floods, moves for the other side or out
// of turn, stale moves, a spectator trying to move, a second login on a seat, SQL in every text
// field. Each gets an error naming the problem; meanwhile a game between two other clients in
// another room goes on move by move, and the server is still there at the end.
#include "serverprocess.h"
#include "wsclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

QString errorOf(const QJsonObject& m) {
    return isType(m, "error")
               ? m.value("error").toString()
               : QStringLiteral("(no error: %1)")
                     .arg(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
}

// The next error the client gets (answers without an id, e.g. to a malformed frame).
QString nextError(WsClient& c) {
    return errorOf(c.waitForType("error", 5000));
}

// Short enough (24 characters at most) to pass the length checks and reach the database.
const QStringList kInjections{
    QStringLiteral("x'); DROP TABLE players;"),
    QStringLiteral("\" OR 1=1 --"),
    QStringLiteral("'; DELETE FROM games;--"),
    QStringLiteral("a' OR 'a'='a"),
};

} // namespace

class TestServerHostile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void malformedFrames();
    void unknownAndIncompleteMessages();
    void oversizedAndBinaryFrames();
    void floodIsLimited();
    void movesOutOfPlace();
    void staleMoveGetsTheRoomAgain();
    void secondLoginOnASeat();
    void sqlInEveryTextField();
    void theOtherGameWentOn();
    void cleanupTestCase();

private:
    // Two players in room 1 who play a move after each hostile test: nothing may disturb them.
    void bystandersMove();
    ServerProcess m_server;
    WsClient m_red, m_black;
    int m_bystanderPly = 0;
    QStringList m_bystanderMoves{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2",
                                 "a9b9", "a0b0", "h7h5", "g3g4", "c6c5", "c3c4", "b7b5"};
};

void TestServerHostile::initTestCase() {
    QString error;
    QVERIFY2(m_server.start(&error, QString(), {"--password-iterations", "1000"}),
             qPrintable(error));
    QVERIFY(m_red.open(m_server.url()) && m_black.open(m_server.url()));
    QVERIFY(!m_red.guest("red").isEmpty() && !m_black.guest("black").isEmpty());
    QVERIFY(isType(
        m_red.call({{"t", "join"}, {"room", 1}, {"settings", QJsonObject{{"timeControl", "inf"}}}}),
        "ok"));
    QVERIFY(isType(m_black.call({{"t", "join"}, {"room", 1}}), "ok"));
    QVERIFY(isType(m_red.call({{"t", "ready"}, {"room", 1}}), "ok"));
    QVERIFY(isType(m_black.call({{"t", "ready"}, {"room", 1}}), "ok"));
}

void TestServerHostile::bystandersMove() {
    WsClient& mover = m_bystanderPly % 2 == 0 ? m_red : m_black;
    const QJsonObject answer = mover.call({{"t", "move"},
                                           {"room", 1},
                                           {"move", m_bystanderMoves[m_bystanderPly]},
                                           {"ply", m_bystanderPly}});
    QVERIFY2(isType(answer, "ok"), qPrintable(errorOf(answer)));
    ++m_bystanderPly;
}

void TestServerHostile::malformedFrames() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    c.sendRaw("{not json");
    QVERIFY2(nextError(c).startsWith("not JSON: "), "malformed JSON");
    c.sendRaw("[1, 2, 3]");
    QCOMPARE(nextError(c), QStringLiteral("not a JSON object"));
    c.sendRaw("\"just a string\"");
    QVERIFY(!nextError(c).isEmpty());
    c.sendRaw("");
    QVERIFY(!nextError(c).isEmpty());
    c.sendRaw(QString(QChar(0)) + "{}");
    QVERIFY(!nextError(c).isEmpty());
    QVERIFY(c.isOpen()); // the connection stays
    bystandersMove();
}

void TestServerHostile::unknownAndIncompleteMessages() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    QCOMPARE(errorOf(c.call({{"t", "teleport"}})),
             QStringLiteral("unknown message type 'teleport'"));
    QCOMPARE(errorOf(c.call({{"type", "move"}})),
             QStringLiteral("field 't' (the message type) is missing"));
    // Not yet identified: room actions are refused by name.
    QVERIFY(errorOf(c.call({{"t", "join"}, {"room", 1}})).contains("say who you are first"));
    QVERIFY(!c.guest("probe").isEmpty());
    QCOMPARE(errorOf(c.call({{"t", "move"}, {"room", 1}, {"ply", 0}})),
             QStringLiteral("message 'move': field 'move' is missing"));
    QCOMPARE(errorOf(c.call({{"t", "move"}, {"room", 1}, {"move", "h2e2"}, {"ply", -1}})),
             QStringLiteral("message 'move': field 'ply' must be a whole number from 0 to 100000"));
    QCOMPARE(
        errorOf(c.call({{"t", "join"}, {"room", "one"}})),
        QStringLiteral("message 'join': field 'room' must be a whole number from 1 to 999999999"));
    QCOMPARE(errorOf(c.call({{"t", "join"}, {"room", 2}, {"as", "referee"}})),
             QStringLiteral("message 'join': field 'as' must be one of: player, spectator"));
    QCOMPARE(errorOf(c.call(
                 {{"t", "join"}, {"room", 2}, {"settings", QJsonObject{{"variant", "checkers"}}}})),
             QStringLiteral("settings.variant: 'checkers' is not a variant"));
    QCOMPARE(errorOf(c.call({{"t", "request"}, {"room", 1}, {"kind", "mercy"}})),
             QStringLiteral("message 'request': field 'kind' must be one of: takeback, draw"));
    QCOMPARE(errorOf(c.call({{"t", "resign"}, {"room", 1}})),
             QStringLiteral("you are not in room 1: join it first"));
    QCOMPARE(errorOf(c.call({{"t", "guest"}, {"name", "again"}})),
             QStringLiteral("already identified as probe: log out first"));
    bystandersMove();
}

void TestServerHostile::oversizedAndBinaryFrames() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    // Over the protocol's 128 KiB: refused by size, the connection kept.
    const QString big = QStringLiteral("{\"t\":\"chat\",\"room\":1,\"text\":\"%1\"}")
                            .arg(QString(200 * 1024, QLatin1Char('x')));
    c.sendRaw(big);
    QVERIFY2(nextError(c).contains("larger than the limit of 131072"), "oversized frame");
    c.sendBinary(QByteArray(100, '\x01'));
    QVERIFY(nextError(c).startsWith("binary frame of 100 bytes"));
    QVERIFY(c.isOpen());
    // A name over its limit.
    QCOMPARE(errorOf(c.call({{"t", "guest"}, {"name", QString(25, QLatin1Char('n'))}})),
             QStringLiteral("message 'guest': field 'name' is longer than 24 characters"));
    bystandersMove();
}

void TestServerHostile::floodIsLimited() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    // 100 messages at once: the burst passes, the rest are dropped with one error a second.
    for (int i = 0; i < 100; ++i) c.send({{"t", "ping"}, {"id", i}});
    const QJsonObject limited = c.waitFor([](const QJsonObject& m) {
        return isType(m, "error") && m.value("about").toString() == QLatin1String("rate");
    });
    QVERIFY2(limited.value("error").toString().startsWith("too many messages: at most 20 a second"),
             qPrintable(errorOf(limited)));
    QTest::qWait(500);
    int pongs = 0, rateErrors = 0;
    for (const QJsonObject& m : c.received()) {
        pongs += isType(m, "pong");
        rateErrors += isType(m, "error");
    }
    QVERIFY2(pongs >= 40 && pongs < 100, qPrintable(QString::number(pongs)));
    QVERIFY(rateErrors <= 2);
    // Keeping it up closes the connection; nobody else notices.
    for (int i = 0; i < 400 && c.isOpen(); ++i) c.send({{"t", "ping"}});
    QVERIFY(c.waitForClosed(10000));
    bystandersMove();
}

void TestServerHostile::movesOutOfPlace() {
    WsClient a, b, watcher;
    QVERIFY(a.open(m_server.url()) && b.open(m_server.url()) && watcher.open(m_server.url()));
    QVERIFY(!a.guest("ann").isEmpty() && !b.guest("ben").isEmpty() &&
            !watcher.guest("wes").isEmpty());
    QVERIFY(isType(
        a.call({{"t", "join"}, {"room", 3}, {"settings", QJsonObject{{"variant", "standard"}}}}),
        "ok"));
    QVERIFY(isType(b.call({{"t", "join"}, {"room", 3}}), "ok"));
    QVERIFY(isType(watcher.call({{"t", "join"}, {"room", 3}, {"as", "spectator"}}), "ok"));
    QVERIFY(isType(a.call({{"t", "ready"}, {"room", 3}}), "ok"));
    QVERIFY(isType(b.call({{"t", "ready"}, {"room", 3}}), "ok"));
    // Black moving for White, out of turn.
    QCOMPARE(errorOf(b.call({{"t", "move"}, {"room", 3}, {"move", "e2e4"}, {"ply", 0}})),
             QStringLiteral("it is White's turn"));
    // A spectator moving.
    QCOMPARE(errorOf(watcher.call({{"t", "move"}, {"room", 3}, {"move", "e2e4"}, {"ply", 0}})),
             QStringLiteral("spectators cannot move"));
    QVERIFY(isType(watcher.call({{"t", "ready"}, {"room", 3}}), "error"));
    QVERIFY(isType(watcher.call({{"t", "resign"}, {"room", 3}}), "error"));
    // Illegal moves, and one that moves the other side's piece.
    QVERIFY(errorOf(a.call({{"t", "move"}, {"room", 3}, {"move", "e2e5"}, {"ply", 0}}))
                .startsWith("illegal move 'e2e5'"));
    QVERIFY(errorOf(a.call({{"t", "move"}, {"room", 3}, {"move", "e7e5"}, {"ply", 0}}))
                .startsWith("illegal move 'e7e5'"));
    QVERIFY(errorOf(a.call({{"t", "move"}, {"room", 3}, {"move", "O-O-O-O"}, {"ply", 0}}))
                .startsWith("illegal move"));
    // Answering a request nobody made; claiming while the opponent is here.
    QCOMPARE(errorOf(b.call({{"t", "answer"}, {"room", 3}, {"accept", true}})),
             QStringLiteral("no request to answer"));
    QCOMPARE(errorOf(a.call({{"t", "claim"}, {"room", 3}, {"result", "win"}})),
             QStringLiteral("your opponent is here"));
    // Nothing of it reached the board.
    QVERIFY(isType(a.call({{"t", "move"}, {"room", 3}, {"move", "e2e4"}, {"ply", 0}}), "ok"));
    bystandersMove();
}

void TestServerHostile::staleMoveGetsTheRoomAgain() {
    WsClient a, b;
    QVERIFY(a.open(m_server.url()) && b.open(m_server.url()));
    QVERIFY(!a.guest("sal").isEmpty() && !b.guest("tom").isEmpty());
    QVERIFY(isType(
        a.call({{"t", "join"}, {"room", 4}, {"settings", QJsonObject{{"variant", "xiangqi"}}}}),
        "ok"));
    QVERIFY(isType(b.call({{"t", "join"}, {"room", 4}}), "ok"));
    QVERIFY(isType(a.call({{"t", "ready"}, {"room", 4}}), "ok"));
    QVERIFY(isType(b.call({{"t", "ready"}, {"room", 4}}), "ok"));
    QVERIFY(isType(a.call({{"t", "move"}, {"room", 4}, {"move", "h2e2"}, {"ply", 0}}), "ok"));
    QVERIFY(isType(b.call({{"t", "move"}, {"room", 4}, {"move", "h9g7"}, {"ply", 1}}), "ok"));
    // Red sends a move made on the start position again (a client that missed Black's move).
    a.takeAll();
    const QJsonObject stale = a.call({{"t", "move"}, {"room", 4}, {"move", "b2e2"}, {"ply", 1}});
    QCOMPARE(errorOf(stale),
             QStringLiteral("stale move: the game has 2 turns, the move was made after 1"));
    const QJsonObject snapshot = a.waitForType("snapshot");
    QCOMPARE(snapshot.value("game").toObject().value("moves").toArray().size(), 2);
    bystandersMove();
}

void TestServerHostile::secondLoginOnASeat() {
    WsClient first, second, resumed;
    QVERIFY(first.open(m_server.url()) && second.open(m_server.url()));
    QJsonObject registered =
        first.call({{"t", "register"}, {"name", "seatholder"}, {"password", "secret-1"}});
    QCOMPARE(registered.value("t").toString(), QStringLiteral("identity"));
    QVERIFY(isType(first.call({{"t", "join"}, {"room", 5}}), "ok"));
    // The same account from another connection (another session): refused while the first is there.
    QCOMPARE(second.call({{"t", "login"}, {"name", "seatholder"}, {"password", "secret-1"}})
                 .value("t")
                 .toString(),
             QStringLiteral("identity"));
    QCOMPARE(errorOf(second.call({{"t", "join"}, {"room", 5}})),
             QStringLiteral("seatholder already plays in room 5 from another connection"));
    QCOMPARE(
        errorOf(second.call({{"t", "login"}, {"name", "seatholder"}, {"password", "secret-1"}})),
        QStringLiteral("already identified as seatholder: log out first"));
    // A wrong password says nothing about which part was wrong.
    WsClient third;
    QVERIFY(third.open(m_server.url()));
    QCOMPARE(
        errorOf(third.call({{"t", "login"}, {"name", "seatholder"}, {"password", "nope-nope"}})),
        QStringLiteral("wrong name or password"));
    QCOMPARE(
        errorOf(third.call({{"t", "login"}, {"name", "nobody-here"}, {"password", "nope-nope"}})),
        QStringLiteral("wrong name or password"));
    // The first connection's own session, coming back, takes the seat over.
    QVERIFY(resumed.open(m_server.url()));
    QCOMPARE(resumed.call({{"t", "resume"}, {"token", registered.value("token")}})
                 .value("name")
                 .toString(),
             QStringLiteral("seatholder"));
    QVERIFY(isType(resumed.call({{"t", "join"}, {"room", 5}}), "ok"));
    QVERIFY(first.waitForClosed(5000));
    bystandersMove();
}

void TestServerHostile::sqlInEveryTextField() {
    // Names: refused by the name rules (or their length) before anything else sees them.
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    const auto nameRefused = [](const QString& error) {
        return error.contains("a name has letters, digits") ||
               error.contains("field 'name' is longer than 24 characters");
    };
    for (const QString& evil : kInjections) {
        QVERIFY2(nameRefused(errorOf(c.call({{"t", "guest"}, {"name", evil}}))), qPrintable(evil));
        QVERIFY(
            nameRefused(errorOf(c.call({{"t", "register"}, {"name", evil}, {"password", evil}}))));
        QCOMPARE(errorOf(c.call({{"t", "login"}, {"name", evil}, {"password", evil}})),
                 QStringLiteral("wrong name or password"));
        QVERIFY(errorOf(c.call({{"t", "resume"}, {"token", evil}})).startsWith("unknown session"));
        QVERIFY(
            errorOf(c.call({{"t", "profile"}, {"name", evil}})).startsWith("no registered player"));
    }
    // Passwords, chat, record titles and PGN text, moves: stored or read as plain values.
    const QString password = kInjections[0];
    QCOMPARE(c.call({{"t", "register"}, {"name", "bobby"}, {"password", password}})
                 .value("t")
                 .toString(),
             QStringLiteral("identity"));
    QVERIFY(isType(c.call({{"t", "join"}, {"room", 6}}), "ok"));
    for (const QString& evil : kInjections) {
        QVERIFY(isType(c.call({{"t", "chat"}, {"room", 6}, {"text", evil}}), "ok"));
        QVERIFY(errorOf(c.call({{"t", "move"}, {"room", 6}, {"move", evil}, {"ply", 0}})).size() >
                0);
        const QString pgn =
            QStringLiteral("[White \"%1\"]\n[Black \"x\"]\n[Result \"*\"]\n\n1. e4 *\n").arg(evil);
        const QJsonObject saved = c.call({{"t", "saveRecord"}, {"pgn", pgn}, {"title", evil}});
        QCOMPARE(saved.value("t").toString(), QStringLiteral("saved"));
        const QJsonObject back = c.call({{"t", "record"}, {"record", saved.value("record")}});
        QCOMPARE(back.value("title").toString(), evil);
        QCOMPARE(back.value("pgn").toString(), pgn);
    }
    QCOMPARE(c.call({{"t", "records"}}).value("records").toArray().size(), kInjections.size());
    // The account still logs in with the "SQL" password, and every table is there.
    WsClient again;
    QVERIFY(again.open(m_server.url()));
    QCOMPARE(again.call({{"t", "login"}, {"name", "bobby"}, {"password", password}})
                 .value("t")
                 .toString(),
             QStringLiteral("identity"));
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(m_server.sqlitePath());
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(db.open());
        for (const char* table : {"players", "sessions", "rooms", "games", "moves", "records"}) {
            QSqlQuery q(db);
            QVERIFY2(q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))),
                     table);
        }
        // The password itself is nowhere: only its salted PBKDF2 hash.
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT password FROM players WHERE name_key = 'bobby'")) &&
                q.next());
        QVERIFY(q.value(0).toString().startsWith("pbkdf2-sha256$1000$"));
        QVERIFY(!q.value(0).toString().contains(password));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    bystandersMove();
}

void TestServerHostile::theOtherGameWentOn() {
    while (m_bystanderPly < m_bystanderMoves.size()) bystandersMove();
    m_red.takeAll();
    QVERIFY(isType(m_red.call({{"t", "join"}, {"room", 1}}), "ok"));
    const QJsonObject snapshot = m_red.waitForType("snapshot");
    QCOMPARE(snapshot.value("game").toObject().value("moves").toArray().size(),
             m_bystanderMoves.size());
    QCOMPARE(m_red.call({{"t", "ping"}}).value("t").toString(), QStringLiteral("pong"));
}

void TestServerHostile::cleanupTestCase() {
    QVERIFY2(m_server.stop(), m_server.output().constData());
}

QTEST_MAIN(TestServerHostile)
#include "tst_server_hostile.moc"
