// Engines in online rooms without a process (docs/online.md, "Engines in rooms"): the search
// limits an engine gets from the room's clock (online/enginelimits.h), how it answers and makes
// draw offers (online/enginedraws.h), the room's rules for a seated engine (who may seat one,
// always ready, a forfeit on a crash, a room with only an engine left is empty, the seat saved
// and restored), and the protocol's seatEngine message.
#include "engine/moveevaluation.h"
#include "online/enginedraws.h"
#include "online/enginelimits.h"
#include "online/protocol.h"
#include "online/room.h"
#include "online/roomrules.h"

#include <QJsonArray>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::online;

namespace {

RoomTimeControl tc(const char* text) {
    RoomTimeControl out;
    QString error;
    if (!RoomTimeControl::parse(QString::fromLatin1(text), out, &error))
        qFatal("%s", qPrintable(error));
    return out;
}

QJsonObject clock(qint64 white, qint64 black, QJsonArray byo = {}) {
    QJsonObject o{{"white", white}, {"black", black}};
    if (!byo.isEmpty()) o["byo"] = byo;
    return o;
}

MoveEvaluation scored(int centipawns) {
    MoveEvaluation e;
    e.score.type = EngineScore::Type::Centipawns;
    e.score.value = centipawns;
    return e;
}

Member person(const QString& name) {
    Member m;
    m.id = QLatin1Char('g') + name;
    m.name = name;
    return m;
}

Member engine() {
    Member m;
    m.id = QStringLiteral("e:arbiter-engine");
    m.name = QStringLiteral("arbiter-engine (engine)");
    m.engine = true;
    m.engineName = QStringLiteral("arbiter-engine");
    return m;
}

RoomRules rules(const char* variant = "xiangqi") {
    RoomRules r;
    r.variant = QString::fromLatin1(variant);
    r.timeControl = tc("300+2");
    return r;
}

QList<QJsonObject> eventsOf(const std::vector<RoomEvent>& events, const char* t) {
    QList<QJsonObject> found;
    for (const RoomEvent& e : events)
        if (e.data.value("t").toString() == QLatin1String(t)) found << e.data;
    return found;
}

} // namespace

class TestOnlineEngines : public QObject {
    Q_OBJECT
private slots:
    void limitsFromTheClock();
    void limitsUnderByoYomi();
    void limitsWithoutAClock();
    void engineTimeControl();
    void uciDrawsByTheBandRule();
    void cecpAnswersItself();
    void whoSeatsAnEngine();
    void engineAlwaysReady();
    void forfeitLosesTheGame();
    void engineAloneIsAnEmptyRoom();
    void engineSeatRestored();
    void seatEngineMessage();
};

void TestOnlineEngines::limitsFromTheClock() {
    const EngineTiming timing{50, 2000};
    // 300+2, Black's 4th turn: both clocks, the increment, the margin kept back.
    SearchLimits l = roomSearchLimits(tc("300+2"), clock(250000, 200000), Black, 3, 30000, timing);
    QCOMPARE(l.ownTimeMs, 199950);
    QCOMPARE(l.oppTimeMs, 250000);
    QCOMPARE(l.ownIncMs, 2000);
    QCOMPARE(l.oppIncMs, 2000);
    QCOMPARE(l.movesToGo, 0);
    QCOMPARE(l.moveTimeMs, 0);
    QVERIFY(l.deadlineMs > 200000);
    // 40/300: the moves left in the period.
    l = roomSearchLimits(tc("40/300"), clock(100000, 100000), White, 45, 30000, timing);
    QCOMPARE(l.movesToGo, 35);
    // 30 s a move.
    l = roomSearchLimits(tc("30/move"), clock(30000, 30000), White, 4, 30000, timing);
    QCOMPARE(l.moveTimeMs, 29950);
    QCOMPARE(l.ownTimeMs, -1);
    // The first move, before the clocks run: the untimed time, within a third of the limit.
    l = roomSearchLimits(tc("300+2"), clock(300000, 300000), White, 0, 3000, timing);
    QCOMPARE(l.moveTimeMs, 950);
    QCOMPARE(l.ownTimeMs, -1);
    // A clock nearly gone still gives a positive time.
    l = roomSearchLimits(tc("300+2"), clock(10, 300000), White, 9, 30000, timing);
    QCOMPARE(l.ownTimeMs, 1);
}

void TestOnlineEngines::limitsUnderByoYomi() {
    const EngineTiming timing{50, 2000};
    // Main time left: it is the clock, the period is the increment.
    SearchLimits l = roomSearchLimits(tc("600|30x3"), clock(400000, 500000, {false, false}), White,
                                      10, 30000, timing);
    QCOMPARE(l.ownTimeMs, 399950);
    QCOMPARE(l.ownIncMs, 30000);
    QCOMPARE(l.moveTimeMs, 0);
    // In byo-yomi: the period as the time of the move.
    l = roomSearchLimits(tc("600|30x3"), clock(400000, 30000, {false, true}), Black, 40, 30000,
                         timing);
    QCOMPARE(l.moveTimeMs, 29950);
    QCOMPARE(l.ownTimeMs, -1);
}

void TestOnlineEngines::limitsWithoutAClock() {
    const SearchLimits l =
        roomSearchLimits(tc("inf"), clock(-1, -1), White, 12, 30000, EngineTiming{50, 1500});
    QCOMPARE(l.moveTimeMs, 1450);
    QCOMPARE(l.ownTimeMs, -1);
    QVERIFY(l.deadlineMs > l.moveTimeMs); // a hung engine is found out
    // The first move is under the first-move limit, clock or not.
    QCOMPARE(roomSearchLimits(tc("inf"), clock(-1, -1), Black, 0, 30000, EngineTiming{50, 60000})
                 .moveTimeMs,
             9950);
}

void TestOnlineEngines::engineTimeControl() {
    const EngineTiming timing{50, 2000};
    EngineTimeControl t = roomEngineTimeControl(tc("40/300+1"), timing);
    QCOMPARE(t.movesPerPeriod, 40);
    QCOMPARE(t.baseMs, 300000);
    QCOMPARE(t.incrementMs, 1000);
    t = roomEngineTimeControl(tc("600|30"), timing);
    QCOMPARE(t.baseMs, 600000);
    QCOMPARE(t.incrementMs, 30000);
    t = roomEngineTimeControl(tc("inf"), timing);
    QCOMPARE(t.moveTimeMs, 2000);
    QVERIFY(!t.hasClock());
}

void TestOnlineEngines::uciDrawsByTheBandRule() {
    EngineDraws draws(Black, EngineProtocol::Uci); // band 20 cp for more than 10 moves
    QVERIFY(!draws.acceptsNow());                  // no score yet
    // Ten band scores: no offer yet; the eleventh offers with its move.
    for (int i = 0; i < 10; ++i) QVERIFY(!draws.onMove(scored(5), {}, false));
    QVERIFY(draws.onMove(scored(-3), {}, false));
    QVERIFY(draws.acceptsNow()); // the band condition holds
    // Out of the band and ahead: an offer waiting for the move is refused...
    QVERIFY(!draws.onMove(scored(300), {}, true));
    QVERIFY(!draws.acceptsNow());
    // ...and accepted when the engine is behind.
    QVERIFY(draws.onMove(scored(-300), {}, true));
    QVERIFY(draws.acceptsNow());
    // A UCI engine's own flags mean nothing (it cannot offer).
    EngineDraws other(White, EngineProtocol::Uci);
    QVERIFY(!other.onMove(scored(500), MoveFlag::OffersDraw, false));
}

void TestOnlineEngines::cecpAnswersItself() {
    EngineDraws draws(White, EngineProtocol::Xboard);
    // While it thinks: its own "offer draw" is the answer, whatever its score.
    QVERIFY(draws.onMove(scored(900), MoveFlag::OffersDraw, true));
    QVERIFY(!draws.onMove(scored(-900), {}, true));
    // Its offers are its own too; the band rule answers when it does not think.
    QVERIFY(draws.onMove(scored(0), MoveFlag::OffersDraw, false));
    EngineDraws ucci(White, EngineProtocol::Ucci);
    QVERIFY(ucci.onMove(scored(0), MoveFlag::OffersDraw, false)); // bestmove X draw
    QVERIFY(!ucci.onMove(scored(0), MoveFlag::OffersDraw, true)); // the band rule answers
}

void TestOnlineEngines::whoSeatsAnEngine() {
    Room room(5, rules());
    QCOMPARE(room.join(person("alice"), Room::Role::Player, 0), QString());
    room.setCreator(QStringLiteral("galice"));
    QCOMPARE(room.join(person("sam"), Room::Role::Spectator, 0), QString());
    // A spectator who did not make the room may not; the seated creator may.
    QVERIFY(!room.canSeatEngine(QStringLiteral("gsam")).isEmpty());
    QCOMPARE(room.seatEngine(QStringLiteral("galice"), engine(), 0), QString());
    QCOMPARE(room.seatOf(QStringLiteral("e:arbiter-engine")), Black);
    // One engine a room; no free seat either.
    QVERIFY(room.seatEngine(QStringLiteral("galice"), engine(), 0).contains("engine already"));
    // The seats say which one holds an engine.
    const QList<QJsonObject> seats = eventsOf(room.takeEvents(), "seats");
    QVERIFY(!seats.isEmpty());
    const QJsonObject black = seats.last().value("seats").toObject().value("black").toObject();
    QVERIFY(black.value("engine").toBool());
    QVERIFY(black.value("ready").toBool());
    QVERIFY(!black.contains("guest"));
    QCOMPARE(room.summary().value("seats").toObject().value("black").toObject().value("name"),
             QJsonValue("arbiter-engine (engine)"));
    // The creator need not sit: an empty room's maker seats an engine, then sits down.
    Room other(6, rules());
    QCOMPARE(other.join(person("carol"), Room::Role::Spectator, 0), QString());
    other.setCreator(QStringLiteral("gcarol"));
    QCOMPARE(other.seatEngine(QStringLiteral("gcarol"), engine(), 0), QString());
    QCOMPARE(other.seatOf(QStringLiteral("e:arbiter-engine")), White);
    // Unseated between games by a seated player.
    QVERIFY(!other.unseatEngine(QStringLiteral("gnobody"), 0).isEmpty());
    QCOMPARE(other.unseatEngine(QStringLiteral("gcarol"), 0), QString());
    QVERIFY(!other.seatedEngine());
}

void TestOnlineEngines::engineAlwaysReady() {
    Room room(7, rules());
    room.join(person("alice"), Room::Role::Player, 0);
    room.setCreator(QStringLiteral("galice"));
    QCOMPARE(room.seatEngine(QStringLiteral("galice"), engine(), 0), QString());
    QVERIFY(!room.isPlaying());
    // The person's ready starts the game: the engine was ready at once.
    QCOMPARE(room.setReady(QStringLiteral("galice"), true, 10), QString());
    QVERIFY(room.isPlaying());
    QCOMPARE(room.abort(QStringLiteral("galice"), 20), QString());
    QVERIFY(!room.isPlaying());
    // After the game the engine is ready again: the person's rematch starts the next one,
    // colours swapped.
    QCOMPARE(room.rematch(QStringLiteral("galice"), 30), QString());
    QVERIFY(room.isPlaying());
    QCOMPARE(room.seatOf(QStringLiteral("galice")), Black);
}

void TestOnlineEngines::forfeitLosesTheGame() {
    Room room(8, rules());
    room.join(person("alice"), Room::Role::Player, 0);
    room.setCreator(QStringLiteral("galice"));
    room.seatEngine(QStringLiteral("galice"), engine(), 0);
    room.setReady(QStringLiteral("galice"), true, 0);
    room.takeEvents();
    room.forfeit(QStringLiteral("e:arbiter-engine"), GameResult::Termination::Disconnection,
                 "'s engine crashed", 100);
    const QList<QJsonObject> ends = eventsOf(room.takeEvents(), "end");
    QCOMPARE(ends.size(), 1);
    QCOMPARE(ends[0].value("winner").toString(), QStringLiteral("white"));
    QCOMPARE(ends[0].value("reason").toString(), QStringLiteral("Black's engine crashed"));
    // Only that game: the seat stays, ready for the next.
    QCOMPARE(room.seatOf(QStringLiteral("e:arbiter-engine")), Black);
    // An engine gone for good loses the game in progress and its seat.
    QCOMPARE(room.rematch(QStringLiteral("galice"), 200), QString());
    QVERIFY(room.isPlaying());
    room.removeEngine(300);
    QVERIFY(!room.isPlaying());
    QVERIFY(!room.seatedEngine());
    QCOMPARE(room.game()->result().winnerSide(), Black); // alice plays Black in the rematch
}

void TestOnlineEngines::engineAloneIsAnEmptyRoom() {
    Room room(9, rules());
    room.join(person("alice"), Room::Role::Player, 0);
    room.setCreator(QStringLiteral("galice"));
    room.seatEngine(QStringLiteral("galice"), engine(), 0);
    QVERIFY(!room.isEmpty());
    QCOMPARE(room.leave(QStringLiteral("galice"), 10), QString());
    QVERIFY(room.isEmpty()); // the server forgets it and stops the engine
}

void TestOnlineEngines::engineSeatRestored() {
    Room room(10, rules());
    room.join(person("alice"), Room::Role::Player, 0);
    room.setCreator(QStringLiteral("galice"));
    room.seatEngine(QStringLiteral("galice"), engine(), 0);
    room.setReady(QStringLiteral("galice"), true, 0);
    QCOMPARE(room.move(QStringLiteral("galice"), QStringLiteral("h2e2"), 0, 100), QString());
    const QJsonObject state = room.saveState(200);
    QString error;
    auto back = Room::restore(10, rules(), state, room.game()->turns(), 1000, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->creator(), QStringLiteral("galice"));
    const Member* e = back->seatedEngine();
    QVERIFY(e);
    QCOMPARE(e->engineName, QStringLiteral("arbiter-engine"));
    // The engine is not away (the server starts it again); the person is until they come back.
    QVERIFY(back->isPresent(e->id));
    QVERIFY(!back->isPresent(QStringLiteral("galice")));
    QVERIFY(back->isPlaying());
    QCOMPARE(back->game()->turns().size(), size_t(1));
    // The engine's snapshot tells it the game: its side, the turn played.
    const QJsonObject snapshot = back->snapshot(e->id, 1000);
    QCOMPARE(snapshot.value("you").toObject().value("side").toString(), QStringLiteral("black"));
    QCOMPARE(snapshot.value("game").toObject().value("moves").toArray().size(), 1);
}

void TestOnlineEngines::seatEngineMessage() {
    ClientMessage m;
    QString error;
    QVERIFY2(
        parseClientMessage(R"({"t":"seatEngine","room":4,"engine":"arbiter-engine"})", m, &error),
        qPrintable(error));
    QCOMPARE(m.type, ClientMessage::Type::SeatEngine);
    QCOMPARE(m.name, QStringLiteral("arbiter-engine"));
    QVERIFY(!parseClientMessage(R"({"t":"seatEngine","room":4})", m, &error));
    QVERIFY(error.contains("'engine'"));
    QVERIFY(parseClientMessage(R"({"t":"unseatEngine","room":4})", m, &error));
    QCOMPARE(m.type, ClientMessage::Type::UnseatEngine);
    // The rematch message is read (it was missing from the table of types).
    QVERIFY2(parseClientMessage(R"({"t":"rematch","room":4})", m, &error), qPrintable(error));
    QCOMPARE(m.type, ClientMessage::Type::Rematch);
    QVERIFY(!parseClientMessage(R"({"t":""})", m, &error));
}

QTEST_GUILESS_MAIN(TestOnlineEngines)
#include "tst_online_engines.moc"
