// arbiter-server's players (docs/online.md, "Players, ratings, played games and records"): guests,
// registration and login with salted PBKDF2 hashes (the default 600,000 iterations, read back
// from the database file), avatars with their limits, rated games moving Glicko-2 ratings with
// the provisional mark, a player's played games and records collection, each exported as PGN,
// and sessions that outlive the server.
#include "postgresserver.h"
#include "serverprocess.h"
#include "wsclient.h"

#include <QBuffer>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

// The smallest valid PNG (a 1x1 transparent pixel), base64.
const char* const kPng = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA6"
                         "0e6kgAAAABJRU5ErkJggg==";

// The value of one cell of the server's SQLite database.
QString cell(const QString& path, const QString& sql) {
    QString value;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next()) value = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return value;
}

// Two registered players play a rated xiangqi game that Red wins by resignation after five rounds.
void playRatedGame(WsClient& red, WsClient& black, qint64 room) {
    QVERIFY(isType(red.call({{"t", "join"},
                             {"room", room},
                             {"settings", QJsonObject{{"variant", "xiangqi"}, {"rated", true}}}}),
                   "ok"));
    QVERIFY(isType(black.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY(isType(red.call({{"t", "ready"}, {"room", room}}), "ok"));
    QVERIFY(isType(black.call({{"t", "ready"}, {"room", room}}), "ok"));
    const QStringList moves{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0",
                            "b9c7", "b0c2", "a9b9", "a0b0", "h7h5"};
    for (int ply = 0; ply < moves.size(); ++ply) {
        WsClient& mover = ply % 2 == 0 ? red : black;
        const QJsonObject answer =
            mover.call({{"t", "move"}, {"room", room}, {"move", moves[ply]}, {"ply", ply}});
        QVERIFY2(isType(answer, "ok"), qPrintable(answer.value("error").toString()));
    }
    QVERIFY(isType(black.call({{"t", "resign"}, {"room", room}}), "ok"));
}

} // namespace

class TestServerAccounts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void registerAndLogin();
    void guestsAndNames();
    void avatars();
    void ratedGamesMoveRatings();
    void playedGamesAndRecords();
    void sessionsOutliveTheServer();
    void theSameOnPostgres();
    void cleanupTestCase();

private:
    ServerProcess m_server;
};

void TestServerAccounts::initTestCase() {
    QString error;
    // The default PBKDF2 cost, as a real server runs.
    QVERIFY2(m_server.start(&error), qPrintable(error));
}

void TestServerAccounts::cleanupTestCase() {
    QVERIFY2(m_server.stop(), m_server.output().constData());
}

void TestServerAccounts::registerAndLogin() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    const QJsonObject identity =
        c.call({{"t", "register"}, {"name", "Liu"}, {"password", "x1y2z3w4"}}, 30000);
    QCOMPARE(identity.value("t").toString(), QStringLiteral("identity"));
    QCOMPARE(identity.value("name").toString(), QStringLiteral("Liu"));
    QCOMPARE(identity.value("rating").toInt(), 1500);
    QVERIFY(identity.value("provisional").toBool());
    QVERIFY(identity.value("token").toString().size() >= 40);
    // Stored as a salted slow hash: PBKDF2-SHA256 with 600,000 iterations, never the password.
    const QString stored =
        cell(m_server.sqlitePath(), "SELECT password FROM players WHERE name_key = 'liu'");
    const QStringList parts = stored.split('$');
    QCOMPARE(parts.size(), 4);
    QCOMPARE(parts[0], QStringLiteral("pbkdf2-sha256"));
    QCOMPARE(parts[1], QStringLiteral("600000"));
    QCOMPARE(QByteArray::fromBase64(parts[2].toLatin1()).size(), 16);
    QVERIFY(!stored.contains("x1y2z3w4"));
    // The same password of another player gets another salt, so another hash.
    WsClient d;
    QVERIFY(d.open(m_server.url()));
    QCOMPARE(d.call({{"t", "register"}, {"name", "Wang"}, {"password", "x1y2z3w4"}}, 30000)
                 .value("t")
                 .toString(),
             QStringLiteral("identity"));
    const QString other =
        cell(m_server.sqlitePath(), "SELECT password FROM players WHERE name_key = 'wang'");
    QVERIFY(other.split('$').value(3) != parts[3]);
    // Names are unique without regard to case; a short password is refused.
    WsClient e;
    QVERIFY(e.open(m_server.url()));
    QCOMPARE(e.call({{"t", "register"}, {"name", "LIU"}, {"password", "whatever1"}}, 30000)
                 .value("error")
                 .toString(),
             QStringLiteral("the name 'LIU' is taken"));
    QCOMPARE(e.call({{"t", "register"}, {"name", "Zhao"}, {"password", "12345"}})
                 .value("error")
                 .toString(),
             QStringLiteral("a password has at least 6 characters"));
    // Login: the right password, whatever the case of the name.
    QCOMPARE(e.call({{"t", "login"}, {"name", "liu"}, {"password", "x1y2z3w4"}}, 30000)
                 .value("name")
                 .toString(),
             QStringLiteral("Liu"));
}

void TestServerAccounts::guestsAndNames() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    // A registered name is not for guests; Chinese names are names.
    QCOMPARE(c.call({{"t", "guest"}, {"name", "liu"}}).value("error").toString(),
             QStringLiteral("'liu' is a registered player's name: log in, or choose another"));
    const QJsonObject guest = c.call({{"t", "guest"}, {"name", "小明"}});
    QCOMPARE(guest.value("name").toString(), QStringLiteral("小明"));
    QVERIFY(guest.value("guest").toBool());
    QVERIFY(!guest.contains("rating"));
    // Guests have no account to keep games or records in.
    QVERIFY(
        c.call({{"t", "records"}}).value("error").toString().startsWith("guests have no account"));
    QVERIFY(c.call({{"t", "avatar"}, {"avatar", kPng}})
                .value("error")
                .toString()
                .startsWith("guests have no account"));
}

void TestServerAccounts::avatars() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    QCOMPARE(
        c.call({{"t", "register"}, {"name", "Chen"}, {"password", "secret-chen"}, {"avatar", kPng}},
               30000)
            .value("avatar")
            .toBool(),
        true);
    WsClient viewer;
    QVERIFY(viewer.open(m_server.url()));
    const QJsonObject profile = viewer.call({{"t", "profile"}, {"name", "chen"}});
    QCOMPARE(profile.value("avatar").toString(), QString::fromLatin1(kPng));
    QCOMPARE(profile.value("games").toInt(), 0);
    // Not an image, too large, not base64: refused by name.
    QCOMPARE(c.call({{"t", "avatar"},
                     {"avatar", QString::fromLatin1(QByteArray("hello world").toBase64())}})
                 .value("error")
                 .toString(),
             QStringLiteral("message 'avatar': field 'avatar' must be a PNG, JPEG or GIF image"));
    QByteArray huge = QByteArray::fromBase64(kPng) + QByteArray(70 * 1024, '\0');
    QVERIFY(c.call({{"t", "avatar"}, {"avatar", QString::fromLatin1(huge.toBase64())}})
                .value("error")
                .toString()
                .contains("is larger than 65536 bytes"));
    QCOMPARE(c.call({{"t", "avatar"}, {"avatar", "@@@"}}).value("error").toString(),
             QStringLiteral("message 'avatar': field 'avatar' must be base64"));
}

void TestServerAccounts::ratedGamesMoveRatings() {
    WsClient red, black;
    QVERIFY(red.open(m_server.url()) && black.open(m_server.url()));
    QVERIFY(isType(red.call({{"t", "register"}, {"name", "Hu"}, {"password", "secret-hu"}}, 30000),
                   "identity"));
    QVERIFY(
        isType(black.call({{"t", "register"}, {"name", "Xu"}, {"password", "secret-xu"}}, 30000),
               "identity"));
    playRatedGame(red, black, 31);
    const QJsonObject end = red.waitForType("end");
    QCOMPARE(end.value("reason").toString(), QStringLiteral("Black resigns"));
    const QJsonObject ratings = end.value("ratings").toObject();
    QCOMPARE(ratings.value("white").toObject().value("before").toInt(), 1500);
    const int after = ratings.value("white").toObject().value("after").toInt();
    // Glicko-2 from 1500/350/0.06 each, one win: 1500 + 162.3 (stats/glicko2.h, checked there).
    QVERIFY2(after > 1650 && after < 1675, qPrintable(QString::number(after)));
    QCOMPARE(ratings.value("black").toObject().value("after").toInt(), 3000 - after);
    QVERIFY(ratings.value("white").toObject().value("provisional").toBool());
    // Stored: the profile says so, and the player's next identity carries it.
    WsClient viewer;
    QVERIFY(viewer.open(m_server.url()));
    const QJsonObject profile = viewer.call({{"t", "profile"}, {"name", "Hu"}});
    QCOMPARE(profile.value("rating").toInt(), after);
    QCOMPARE(profile.value("games").toInt(), 1);
    QVERIFY(profile.value("provisional").toBool());
    const double deviation =
        cell(m_server.sqlitePath(), "SELECT deviation FROM players WHERE name_key = 'hu'")
            .toDouble();
    QVERIFY(deviation < 350 && deviation > 110);
}

void TestServerAccounts::playedGamesAndRecords() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    QVERIFY(isType(c.call({{"t", "login"}, {"name", "Hu"}, {"password", "secret-hu"}}, 30000),
                   "identity"));
    const QJsonObject list = c.call({{"t", "games"}});
    const QJsonArray games = list.value("games").toArray();
    QCOMPARE(games.size(), 1);
    const QJsonObject game = games.at(0).toObject();
    QCOMPARE(game.value("white").toString(), QStringLiteral("Hu"));
    QCOMPARE(game.value("black").toString(), QStringLiteral("Xu"));
    QCOMPARE(game.value("result").toString(), QStringLiteral("1-0"));
    QVERIFY(game.value("rated").toBool());
    // Anyone may list a player's games by name; the PGN is the whole game.
    WsClient anyone;
    QVERIFY(anyone.open(m_server.url()));
    QCOMPARE(anyone.call({{"t", "games"}, {"name", "xu"}}).value("games").toArray().size(), 1);
    const QString pgn =
        c.call({{"t", "game"}, {"room", game.value("room")}, {"game", game.value("game")}})
            .value("pgn")
            .toString();
    // Xiangqi's PGN names the first player Red (the xqbase dialect, docs/pgn.md).
    QVERIFY2(pgn.contains("[Red \"Hu\"]") && pgn.contains("[Black \"Xu\"]"), qPrintable(pgn));
    QVERIFY(pgn.contains("[Result \"1-0\"]"));
    QVERIFY(pgn.contains("Black resigns"));
    QVERIFY(pgn.contains("[Game \"Chinese Chess\"]"));
    // The moves (without the time comments the server writes for its clock).
    QString moves = pgn;
    moves.remove(QRegularExpression(QStringLiteral("\\{[^}]*\\}")))
        .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    QVERIFY2(moves.contains("1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2 H2+3"), qPrintable(moves));
    QVERIFY(QRegularExpression(QStringLiteral("\\{\\d+\\.\\d{3}s\\}")).match(pgn).hasMatch());
    // The records collection: saved, listed, read back, deleted; not PGN is refused.
    const QJsonObject saved =
        c.call({{"t", "saveRecord"}, {"pgn", pgn}, {"title", "My first win"}});
    QCOMPARE(saved.value("t").toString(), QStringLiteral("saved"));
    QCOMPARE(saved.value("games").toInt(), 1);
    const qint64 record = saved.value("record").toInteger();
    QCOMPARE(c.call({{"t", "records"}})
                 .value("records")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("title")
                 .toString(),
             QStringLiteral("My first win"));
    QCOMPARE(c.call({{"t", "record"}, {"record", record}}).value("pgn").toString(), pgn);
    QVERIFY(c.call({{"t", "saveRecord"}, {"pgn", "1. e4 e5 2. Qxf7"}})
                .value("error")
                .toString()
                .startsWith("not PGN"));
    // Someone else's record is not theirs to read or delete.
    WsClient other;
    QVERIFY(other.open(m_server.url()));
    QVERIFY(isType(other.call({{"t", "login"}, {"name", "Xu"}, {"password", "secret-xu"}}, 30000),
                   "identity"));
    QCOMPARE(other.call({{"t", "record"}, {"record", record}}).value("error").toString(),
             QStringLiteral("no record %1 of yours").arg(record));
    QVERIFY(isType(other.call({{"t", "deleteRecord"}, {"record", record}}), "error"));
    QVERIFY(isType(c.call({{"t", "deleteRecord"}, {"record", record}}), "ok"));
    QVERIFY(c.call({{"t", "records"}}).value("records").toArray().isEmpty());
}

void TestServerAccounts::sessionsOutliveTheServer() {
    WsClient c;
    QVERIFY(c.open(m_server.url()));
    const QJsonObject identity =
        c.call({{"t", "login"}, {"name", "Chen"}, {"password", "secret-chen"}}, 30000);
    const QString token = identity.value("token").toString();
    QVERIFY(!token.isEmpty());
    // Only the token's hash is stored.
    QVERIFY(
        cell(m_server.sqlitePath(),
             QStringLiteral("SELECT COUNT(*) FROM sessions WHERE token_hash = '%1'").arg(token)) ==
        "0");
    QVERIFY(m_server.stop());
    QString error;
    QVERIFY2(m_server.restart(&error), qPrintable(error));
    WsClient back;
    QVERIFY(back.open(m_server.url()));
    QCOMPARE(back.call({{"t", "resume"}, {"token", token}}).value("name").toString(),
             QStringLiteral("Chen"));
    QVERIFY(isType(back.call({{"t", "logout"}}), "ok"));
    WsClient again;
    QVERIFY(again.open(m_server.url()));
    QVERIFY(again.call({{"t", "resume"}, {"token", token}})
                .value("error")
                .toString()
                .startsWith("unknown session"));
}

void TestServerAccounts::theSameOnPostgres() {
    // Every statement of accounts, games and records through QPSQL: RETURNING, the identity
    // column, case-folded names, deletes of one's own rows.
    PostgresServer postgres;
    QVERIFY2(postgres.isAvailable(), "PostgreSQL is not installed (scripts/install-deps.sh)");
    QString error;
    QVERIFY2(postgres.start(&error), qPrintable(error));
    QVERIFY2(postgres.createDatabase(QStringLiteral("accounts"), &error), qPrintable(error));
    ServerProcess server;
    QVERIFY2(server.start(&error, postgres.url(QStringLiteral("accounts")),
                          {"--password-iterations", "1000"}),
             qPrintable(error));
    WsClient red, black;
    QVERIFY(red.open(server.url()) && black.open(server.url()));
    QCOMPARE(
        red.call({{"t", "register"}, {"name", "Qi"}, {"password", "secret-qi"}, {"avatar", kPng}})
            .value("t")
            .toString(),
        QStringLiteral("identity"));
    QCOMPARE(black.call({{"t", "register"}, {"name", "Ma"}, {"password", "secret-ma"}})
                 .value("t")
                 .toString(),
             QStringLiteral("identity"));
    QCOMPARE(black.call({{"t", "register"}, {"name", "QI"}, {"password", "secret-qi"}})
                 .value("error")
                 .toString(),
             QStringLiteral("already identified as Ma: log out first"));
    playRatedGame(red, black, 41);
    QCOMPARE(red.waitForType("end").value("reason").toString(), QStringLiteral("Black resigns"));
    WsClient viewer;
    QVERIFY(viewer.open(server.url()));
    const QJsonObject profile = viewer.call({{"t", "profile"}, {"name", "qi"}});
    QVERIFY(profile.value("rating").toInt() > 1600);
    QCOMPARE(profile.value("avatar").toString(), QString::fromLatin1(kPng));
    QVERIFY(isType(viewer.call({{"t", "login"}, {"name", "qi"}, {"password", "secret-qi"}}),
                   "identity"));
    const QJsonArray games = viewer.call({{"t", "games"}}).value("games").toArray();
    QCOMPARE(games.size(), 1);
    const QString pgn =
        viewer.call({{"t", "game"}, {"room", 41}, {"game", 1}}).value("pgn").toString();
    QVERIFY(pgn.contains("Black resigns"));
    const QJsonObject saved = viewer.call({{"t", "saveRecord"}, {"pgn", pgn}});
    QCOMPARE(saved.value("t").toString(), QStringLiteral("saved"));
    QCOMPARE(viewer.call({{"t", "records"}})
                 .value("records")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("title")
                 .toString(),
             QStringLiteral("Qi - Ma"));
    QVERIFY(isType(viewer.call({{"t", "deleteRecord"}, {"record", saved.value("record")}}), "ok"));
    QVERIFY(
        isType(viewer.call({{"t", "deleteRecord"}, {"record", saved.value("record")}}), "error"));
    QVERIFY2(server.stop(), server.output().constData());
}

QTEST_MAIN(TestServerAccounts)
#include "tst_server_accounts.moc"
