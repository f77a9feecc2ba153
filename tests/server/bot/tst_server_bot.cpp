// arbiter-cli as an online bot (docs/cli.md, "Playing online as a bot") against a real
// arbiter-server over loopback: the bot (a guest, arbiter-engine beside arbiter-cli) joins a
// room a person made, says it is ready, plays a whole game, comes back by itself after the
// server restarts (resume, then join since its last event), rematches with colours swapped, and
// ends after its -games.
#include "seatplayer.h"
#include "serverprocess.h"
#include "testdata.h"
#include "wsclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QtTest>
#include <algorithm>

using namespace arbiter;
using namespace arbiter::test;

namespace {

bool isType(const QJsonObject& m, const char* type) {
    return m.value("t").toString() == QLatin1String(type);
}

// A seats event (or snapshot) in which the black seat is the bot's and ready.
bool botReady(const QJsonObject& m) {
    if (!isType(m, "seats") && !isType(m, "snapshot")) return false;
    const QJsonObject black = m.value("seats").toObject().value("black").toObject();
    return black.value("name").toString() == QLatin1String("botty") &&
           black.value("ready").toBool();
}

// Waits until the client has received a message that satisfies `match`, without taking it
// (a SeatPlayer takes every event itself).
bool received(const WsClient& client, const std::function<bool(const QJsonObject&)>& match,
              int timeoutMs) {
    return QTest::qWaitFor(
        [&] {
            const QList<QJsonObject>& all = client.received();
            return std::any_of(all.begin(), all.end(), match);
        },
        timeoutMs);
}

} // namespace

class TestServerBot : public QObject {
    Q_OBJECT
private slots:
    void botPlaysAndRematches();
};

void TestServerBot::botPlaysAndRematches() {
    ServerProcess server;
    QString error;
    QVERIFY2(server.start(&error, QString(), {"--password-iterations", "1000"}), qPrintable(error));
    const qint64 room = 77;
    WsClient a;
    QVERIFY(a.open(server.url()));
    const QString token = a.guest("alice").value("token").toString();
    QVERIFY(!token.isEmpty());
    QVERIFY(isType(a.call({{"t", "join"},
                           {"room", room},
                           {"settings", QJsonObject{{"variant", "standard"},
                                                    {"timeControl", "10+0.1"},
                                                    {"resignAfterMoves", 0}}}}),
                   "ok"));
    SeatPlayer pa(&a, room);
    QString why;
    QVERIFY2(pa.apply(a.waitForType("snapshot"), &why), qPrintable(why));

    QProcess bot;
    bot.setProcessChannelMode(QProcess::SeparateChannels);
    bot.start(binPath("arbiter-cli"), {"-online", server.url().toString(), "-room",
                                       QString::number(room), "-guest", "botty", "-games", "2"});
    QVERIFY(bot.waitForStarted(10000));
    QString botLog;
    auto botOutput = [&bot, &botLog] {
        botLog += QString::fromUtf8(bot.readAllStandardError() + bot.readAllStandardOutput());
        return botLog;
    };
    QVERIFY2(received(a, botReady, 20000), qPrintable(botOutput()));

    // Game 1: alice (White) plays random moves against the bot's engine to the end.
    QVERIFY(isType(a.call({{"t", "ready"}, {"room", room}}), "ok"));
    std::mt19937 random(11);
    QElapsedTimer quiet;
    quiet.start();
    int seen = -1;
    int awaited = -1; // the turn count alice's last move waits to see
    while (!pa.hasEnded()) {
        QVERIFY2(pa.drain(&why), qPrintable(why));
        QVERIFY2(pa.errors().isEmpty(), qPrintable(pa.errors().join('\n')));
        if (pa.turns() != seen) {
            seen = pa.turns();
            quiet.restart();
        }
        QVERIFY2(quiet.elapsed() < 30000, qPrintable("the bot stopped playing: " + botOutput()));
        if (pa.myTurn() && !pa.isOver() && pa.turns() >= awaited) {
            awaited = pa.turns() + 1;
            if (pa.turns() >= 300)
                a.send({{"t", "resign"}, {"room", room}});
            else
                pa.playRandom(random);
        }
        QTest::qWait(2);
    }
    QVERIFY(pa.turns() >= 2);

    // The server restarts between the games: the bot comes back by itself and says it is ready
    // again (a restart forgets ready marks); alice comes back with her session.
    QVERIFY(server.stop());
    QVERIFY2(server.restart(&error), qPrintable(error));
    WsClient back;
    QVERIFY(back.open(server.url()));
    QVERIFY(isType(back.call({{"t", "resume"}, {"token", token}}), "identity"));
    QVERIFY(isType(back.call({{"t", "join"}, {"room", room}}), "ok"));
    QVERIFY2(!back.waitFor(
                      [](const QJsonObject& m) {
                          return botReady(m) && !m.value("seats")
                                                     .toObject()
                                                     .value("black")
                                                     .toObject()
                                                     .value("away")
                                                     .toBool();
                      },
                      30000)
                  .isEmpty(),
             qPrintable(botOutput()));
    // Game 2: the rematch, colours swapped (alice Black); she resigns after the bot's first move.
    QVERIFY(isType(back.call({{"t", "rematch"}, {"room", room}}), "ok"));
    const QJsonObject start = back.waitForType("start", 10000);
    QCOMPARE(start.value("serial").toInt(), 2);
    QCOMPARE(start.value("seats").toObject().value("white").toObject().value("name").toString(),
             QStringLiteral("botty"));
    QVERIFY(!back.waitFor([](const QJsonObject& m) { return isType(m, "move"); }, 20000).isEmpty());
    QVERIFY(isType(back.call({{"t", "resign"}, {"room", room}}), "ok"));
    QCOMPARE(back.waitForType("end").value("winner").toString(), QStringLiteral("white"));

    // Two games played: the bot leaves and ends.
    // (waitForFinished() says false for a process that has finished already.)
    QVERIFY2(bot.state() == QProcess::NotRunning || bot.waitForFinished(20000),
             qPrintable(botOutput()));
    const QString output = botOutput();
    qInfo("the bot said:\n%s", qPrintable(output.trimmed()));
    QCOMPARE(bot.exitCode(), 0);
    QVERIFY2(output.contains("Finished game 1") && output.contains("Finished game 2"),
             qPrintable(output));
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(TestServerBot)
#include "tst_server_bot.moc"
