// The private PostgreSQL server the server suites run against (tests/common/postgresserver.h):
// it starts, a database is created and used through Qt's QPSQL driver (prepared INSERT and
// SELECT, the server's version), and once stopped, or destroyed, its port takes no connections
// and its folder is gone. PostgreSQL and the QPSQL driver are installed by
// scripts/install-deps.sh, so their absence fails the suite instead of skipping it.
#include "postgresserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpSocket>
#include <QTest>

using arbiter::test::PostgresServer;

namespace {

// Whether something accepts TCP connections on 127.0.0.1:port.
bool accepts(int port) {
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), quint16(port));
    return socket.waitForConnected(3000);
}

// Whether the process runs: not ended, nor a zombie that its adopter (init) has not reaped yet.
bool processRuns(pid_t pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid)); // "pid (comm) state ..."
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = stat.readAll();
    const int close = text.lastIndexOf(')');
    return close > 0 && text.size() > close + 2 && text[close + 2] != 'Z';
}

} // namespace

class TestPostgresFixture : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startQueryStop();
    void destructorStops();
};

void TestPostgresFixture::initTestCase() {
    PostgresServer server;
    QVERIFY2(server.isAvailable(),
             "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb, no initdb on "
             "PATH): scripts/install-deps.sh installs Debian's postgresql package");
    QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")),
             qPrintable(QStringLiteral("Qt's QPSQL driver is missing (Debian's libqt6sql6-psql); "
                                       "drivers found: ") +
                        QSqlDatabase::drivers().join(QStringLiteral(", "))));
}

void TestPostgresFixture::startQueryStop() {
    PostgresServer server;
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(server.start(&error), qPrintable(error));
    qInfo("PostgreSQL from %s started in %lld ms on port %d", qPrintable(server.binDirectory()),
          timer.elapsed(), server.port());
    QVERIFY(server.isRunning());
    QVERIFY(server.port() > 0);
    QVERIFY(processRuns(server.pid()));
    const QString dir = server.directory();
    QVERIFY(QDir(dir).exists());
    QCOMPARE(server.url(),
             QStringLiteral("postgresql://postgres@127.0.0.1:%1/arbiter").arg(server.port()));
    QCOMPARE(server.url(QStringLiteral("games")),
             QStringLiteral("postgresql://postgres@127.0.0.1:%1/games").arg(server.port()));

    QVERIFY2(server.createDatabase(QStringLiteral("arbiter"), &error), qPrintable(error));
    // A second database of the same name fails, with the server's reason.
    QVERIFY(!server.createDatabase(QStringLiteral("arbiter"), &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));

    const QString connection = QStringLiteral("postgres_fixture");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        db.setHostName(server.host());
        db.setPort(server.port());
        db.setUserName(server.user());
        db.setDatabaseName(QStringLiteral("arbiter"));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));

        // The query is gone before the connection closes (else QPSQL warns "Unable to free
        // statement").
        {
            QSqlQuery query(db);
            QVERIFY2(query.exec(QStringLiteral("SELECT version()")),
                     qPrintable(query.lastError().text()));
            QVERIFY(query.next());
            const QString version = query.value(0).toString();
            const QRegularExpressionMatch major =
                QRegularExpression(QStringLiteral("^PostgreSQL (\\d+)")).match(version);
            QVERIFY2(major.hasMatch(), qPrintable(version));
            QVERIFY2(major.captured(1).toInt() >= 15, qPrintable(version));

            QVERIFY2(
                query.exec(QStringLiteral("CREATE TABLE games (id SERIAL PRIMARY KEY, white TEXT "
                                          "NOT NULL, black TEXT NOT NULL, result TEXT)")),
                qPrintable(query.lastError().text()));
            QVERIFY(query.prepare(
                QStringLiteral("INSERT INTO games (white, black, result) VALUES (?, ?, ?)")));
            const QStringList whites{QStringLiteral("Stockfish"), QStringLiteral("紅方 Fairy")};
            const QStringList blacks{QStringLiteral("GNU Chess"), QStringLiteral("黑方 Sjaak")};
            const QStringList results{QStringLiteral("1-0"), QStringLiteral("1/2-1/2")};
            for (int i = 0; i < whites.size(); ++i) {
                query.addBindValue(whites[i]);
                query.addBindValue(blacks[i]);
                query.addBindValue(results[i]);
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            }

            QVERIFY(query.prepare(QStringLiteral(
                "SELECT white, black, result FROM games WHERE result = ? ORDER BY id")));
            query.addBindValue(QStringLiteral("1/2-1/2"));
            QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toString(), whites[1]); // UTF-8 there and back
            QCOMPARE(query.value(1).toString(), blacks[1]);
            QCOMPARE(query.value(2).toString(), results[1]);
            QVERIFY(!query.next());

            QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM games")));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toInt(), 2);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);

    const int port = server.port();
    const pid_t pid = server.pid();
    timer.restart();
    server.stop();
    qInfo("stopped in %lld ms", timer.elapsed());
    QVERIFY(!server.isRunning());
    QVERIFY2(!processRuns(pid), qPrintable(QStringLiteral("server pid %1 still runs").arg(pid)));
    QVERIFY2(!accepts(port), qPrintable(QStringLiteral("port %1 still accepts").arg(port)));
    QVERIFY2(!QDir(dir).exists(), qPrintable(dir));
    server.stop(); // a second stop does nothing
}

void TestPostgresFixture::destructorStops() {
    int port = 0;
    pid_t pid = 0;
    QString dir;
    {
        PostgresServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        port = server.port();
        pid = server.pid();
        dir = server.directory();
        QVERIFY(accepts(port));
        QVERIFY(!server.start(&error)); // already running: left as it is
        QVERIFY(server.isRunning());
    }
    QVERIFY2(!processRuns(pid), qPrintable(QStringLiteral("server pid %1 still runs").arg(pid)));
    QVERIFY2(!accepts(port), qPrintable(QStringLiteral("port %1 still accepts").arg(port)));
    QVERIFY2(!QDir(dir).exists(), qPrintable(dir));
}

QTEST_GUILESS_MAIN(TestPostgresFixture)
#include "tst_postgres_fixture.moc"
