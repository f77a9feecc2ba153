// The rules of an online room without a network (online/room.h, online/roomgame.h,
// online/roomclock.h, online/lagquota.h; docs/online.md): seats, queue and spectators, the
// request limits of the design with their answer limit, abort and the first-move limit, the
// server's clock (byo-yomi, lag compensation, flag fall), the disconnect grace and claims,
// colours swapped on a rematch, what each viewer may see of jieqi's face-down pieces, and a
// room saved and restored. Time is a number the test hands in, so every limit fires at once.
#include "board/board.h"
#include "board/variant.h"
#include "online/lagquota.h"
#include "online/protocol.h"
#include "online/room.h"
#include "online/roomclock.h"
#include "online/roomrules.h"

#include <QJsonArray>
#include <QtTest>
#include <random>

using namespace arbiter;
using namespace arbiter::online;

namespace {

Member guest(const QString& name) {
    Member m;
    m.id = QLatin1Char('g') + name;
    m.name = name;
    return m;
}

Member registered(const QString& name, double rating = 1500) {
    Member m = guest(name);
    m.id = QLatin1Char('p') + name;
    m.registered = true;
    m.rating.rating = rating;
    return m;
}

RoomRules rulesFor(const QString& variant, const QString& tc = QStringLiteral("300+2")) {
    RoomRules rules;
    rules.variant = variant;
    QString error;
    if (!RoomTimeControl::parse(tc, rules.timeControl, &error)) qFatal("%s", qPrintable(error));
    return rules;
}

// The events of kind `t` among `events`.
QList<QJsonObject> eventsOf(const std::vector<RoomEvent>& events, const QString& t) {
    QList<QJsonObject> found;
    for (const RoomEvent& e : events)
        if (e.data.value(QStringLiteral("t")).toString() == t) found << e.data;
    return found;
}

// A room with alice (first seat: White/Red) and bob seated, ready, and the game started at 0.
struct Table {
    explicit Table(const RoomRules& rules, uint64_t seed = 7) : room(12, rules) {
        room.setSeedSource([seed] { return seed; });
        QCOMPARE_EQ(room.join(guest("alice"), Room::Role::Player, 0), QString());
        QCOMPARE_EQ(room.join(guest("bob"), Room::Role::Player, 0), QString());
        QCOMPARE_EQ(room.setReady(QStringLiteral("galice"), true, 0), QString());
        QCOMPARE_EQ(room.setReady(QStringLiteral("gbob"), true, 0), QString());
    }
    QString idOf(Side side) const { return room.seated(side)->id; }
    // Plays a turn of the side to move at `now`; the error, empty when played.
    QString play(const QString& move, int64_t now) {
        const Side side = room.game()->sideToMove();
        return room.move(idOf(side), move, int(room.game()->turns().size()), now);
    }
    Room room;
};

} // namespace

class TestOnlineRoom : public QObject {
    Q_OBJECT
private slots:
    void timeControlTexts_data();
    void timeControlTexts();
    void timeControlErrors();
    void byoYomiPeriods();
    void byoYomiOnTheWire();
    void lagQuotaFollowsLichess();
    void seatsQueueAndSpectators();
    void onlyTheSideToMoveMoves();
    void staleAndIllegalMovesChangeNothing();
    void secondPartsOfATurn();
    void movesCarryNotationAndEffects();
    void takeBackLimitsAndAnswers();
    void drawOfferLimits();
    void unansweredRequestLapsesAndClocksRun();
    void resignOnlyAfterFiveRounds();
    void abortBeforeBothMoved();
    void firstMoveLimitAborts();
    void flagFallsOnTheServersClock();
    void lagIsGivenBackWithinTheQuota();
    void disconnectGraceThenClaim();
    void rematchSwapsColoursAndQueueMovesUp();
    void ratedGameMovesRatings();
    void jieqiFaceDownPiecesStayHidden();
    void eventsAreNumberedAndKept();
    void savedRoomResumes();
    void finishedGameRestored();
    void everyRuleSetPlaysToTheEnd_data();
    void everyRuleSetPlaysToTheEnd();
    void roomSettingsAreChecked();
    void roomUrlCarriesTheRoom();
};

void TestOnlineRoom::timeControlTexts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::addColumn<qint64>("firstMs"); // remaining before the first charged move
    QTest::newRow("fischer") << "300+2"
                             << "300+2" << qint64(300000);
    QTest::newRow("periods") << "40/300"
                             << "40/300" << qint64(300000);
    QTest::newRow("hourglass") << "hg60"
                               << "hg60" << qint64(60000);
    QTest::newRow("st=") << "st=30"
                         << "30/move" << qint64(30000);
    QTest::newRow("per move") << "30/move"
                              << "30/move" << qint64(30000);
    QTest::newRow("byo-yomi") << "600|30"
                              << "600|30" << qint64(600000);
    QTest::newRow("byo-yomi periods") << "600|30x3"
                                      << "600|30x3" << qint64(600000);
    QTest::newRow("byo-yomi only") << "0|20"
                                   << "0|20" << qint64(20000);
    QTest::newRow("none") << "inf"
                          << "inf" << qint64(-1);
}

void TestOnlineRoom::timeControlTexts() {
    QFETCH(QString, text);
    QFETCH(QString, written);
    QFETCH(qint64, firstMs);
    RoomTimeControl tc;
    QString error;
    QVERIFY2(RoomTimeControl::parse(text, tc, &error), qPrintable(error));
    QCOMPARE(tc.toString(), written);
    RoomTimeControl again;
    QVERIFY(RoomTimeControl::parse(tc.toString(), again, &error));
    QVERIFY(again == tc);
    QCOMPARE(RoomClock(tc).remainingMs(), firstMs);
}

void TestOnlineRoom::timeControlErrors() {
    for (const char* bad : {"", "abc", "600|", "600|x", "600|30x0", "|", "st=0", "5+"}) {
        RoomTimeControl tc;
        QString error;
        QVERIFY2(!RoomTimeControl::parse(QString::fromLatin1(bad), tc, &error), bad);
        QVERIFY2(error.contains(QStringLiteral("time control '%1'").arg(QLatin1String(bad))),
                 qPrintable(error));
    }
}

void TestOnlineRoom::byoYomiPeriods() {
    RoomClock clock(RoomTimeControl::byoYomi(10000, 5000, 2));
    QCOMPARE(clock.deadlineMs(), qint64(20000));
    QCOMPARE(clock.remainingAfter(4000), qint64(6000));
    QCOMPARE(clock.remainingAfter(12000), qint64(3000)); // 2 s into the first period
    QVERIFY(clock.charge(12000));                        // within the first period: none lost
    QVERIFY(clock.inByoYomi());
    QCOMPARE(clock.periodsLeft(), 2);
    QCOMPARE(clock.remainingMs(), qint64(5000));
    QVERIFY(clock.charge(7000)); // overran one period
    QCOMPARE(clock.periodsLeft(), 1);
    QVERIFY(clock.charge(5000)); // exactly the period: kept
    QCOMPARE(clock.periodsLeft(), 1);
    QCOMPARE(clock.deadlineMs(), qint64(5000));
    QVERIFY(!clock.charge(5001)); // the last period overrun: the flag
    QCOMPARE(clock.periodsLeft(), 0);
    QCOMPARE(clock.movesMade(), 4);
    // Without main time the clock shows a period from the start, and all of it at the end of
    // the main time.
    const RoomClock byoOnly(RoomTimeControl::byoYomi(0, 5000, 2));
    QCOMPARE(byoOnly.remainingAfter(0), qint64(5000));
    QCOMPARE(byoOnly.remainingAfter(5000), qint64(0)); // a move now still keeps the period
    QCOMPARE(byoOnly.remainingAfter(5001), qint64(4999));
    QCOMPARE(byoOnly.periodsLeftAfter(5001), 1);
    QCOMPARE(RoomClock(RoomTimeControl::byoYomi(3000, 5000, 1)).remainingAfter(3000), qint64(5000));
}

void TestOnlineRoom::byoYomiOnTheWire() {
    // The clock events tell a client the periods left and whether the main time is spent.
    Table t(rulesFor(QStringLiteral("xiangqi"), QStringLiteral("4|5x2")));
    t.play(QStringLiteral("h2e2"), 100);
    t.play(QStringLiteral("h9g7"), 200);
    const auto clockAt = [&t](int64_t now) {
        return t.room.snapshot(t.idOf(White), now)
            .value("game")
            .toObject()
            .value("clock")
            .toObject();
    };
    QJsonObject clock = clockAt(3200); // 3 s of Red's 4 s main time
    QCOMPARE(clock.value("white").toInt(), 1000);
    QCOMPARE(clock.value("periods").toArray(), QJsonArray({2, 2}));
    QCOMPARE(clock.value("byo").toArray(), QJsonArray({false, false}));
    clock = clockAt(10200); // main time gone at 4 s, 5 s period gone at 9 s, 1 s into the second
    QCOMPARE(clock.value("white").toInt(), 4000);
    QCOMPARE(clock.value("periods").toArray(), QJsonArray({1, 2}));
    QCOMPARE(clock.value("byo").toArray(), QJsonArray({true, false}));
    QCOMPARE(t.room.nextDeadlineMs(), qint64(200 + 4000 + 2 * 5000 + 1));
}

void TestOnlineRoom::lagQuotaFollowsLichess() {
    // 5+3: estimated 300 + 40 x 3 = 420 s; gain min(1000, 420 x 4 + 150) = 1000 ms.
    LagQuota slow(420);
    QCOMPARE(slow.gainMs(), qint64(1000));
    QCOMPARE(slow.quotaMs(), qint64(3000));
    // 1+0: 60 s; gain 60 x 4 + 150 = 390 ms, quota 3 x 390.
    LagQuota bullet(60);
    QCOMPARE(bullet.gainMs(), qint64(390));
    QCOMPARE(bullet.onMove(2000), qint64(1170)); // no more than the quota
    QCOMPARE(bullet.quotaMs(), qint64(390));     // 1170 + 390 - 1170
    QCOMPARE(bullet.onMove(100), qint64(100));
    for (int i = 0; i < 20; ++i) bullet.onMove(0);
    QCOMPARE(bullet.quotaMs(), qint64(7 * 390));  // capped at seven gains
    QCOMPARE(LagQuota(0).onMove(500), qint64(0)); // no clock, nothing to give back
}

void TestOnlineRoom::seatsQueueAndSpectators() {
    Room room(5, rulesFor(QStringLiteral("xiangqi")));
    QCOMPARE(room.join(guest("a"), Room::Role::Player, 0), QString());
    QCOMPARE(room.join(guest("b"), Room::Role::Player, 0), QString());
    QCOMPARE(room.join(guest("c"), Room::Role::Player, 0), QString()); // both seats taken
    QCOMPARE(room.join(guest("s"), Room::Role::Spectator, 0), QString());
    QCOMPARE(room.seatOf(QStringLiteral("ga")), White);
    QCOMPARE(room.seatOf(QStringLiteral("gb")), Black);
    QCOMPARE(room.seatOf(QStringLiteral("gc")), NoSide);
    QCOMPARE(room.queueLength(), 1);
    QCOMPARE(room.watcherCount(), 1);
    const QJsonObject c = room.snapshot(QStringLiteral("gc"), 0);
    QCOMPARE(c.value("you").toObject().value("role").toString(), QStringLiteral("queue"));
    QCOMPARE(c.value("you").toObject().value("place").toInt(), 1);
    QCOMPARE(c.value("queue").toArray().size(), 1);
    // The seats event tells each seated or queued member where they are, and nobody else.
    {
        Room fresh(6, rulesFor(QStringLiteral("xiangqi")));
        fresh.join(guest("a"), Room::Role::Player, 0);
        fresh.join(guest("b"), Room::Role::Player, 0);
        fresh.join(guest("s"), Room::Role::Spectator, 0);
        fresh.takeEvents();
        fresh.join(guest("c"), Room::Role::Player, 0);
        const auto events = fresh.takeEvents();
        QCOMPARE(events.size(), size_t(1));
        const QJsonObject forC =
            fresh.render(events.front(), QStringLiteral("gc")).value("you").toObject();
        QCOMPARE(forC.value("role").toString(), QStringLiteral("queue"));
        QCOMPARE(forC.value("place").toInt(), 1);
        const QJsonObject forB =
            fresh.render(events.front(), QStringLiteral("gb")).value("you").toObject();
        QCOMPARE(forB.value("side").toString(), QStringLiteral("black"));
        QVERIFY(!fresh.render(events.front(), QStringLiteral("gs")).contains("you"));
        QVERIFY(!events.front().data.contains("you"));
    }
    const QJsonObject s = room.snapshot(QStringLiteral("gs"), 0);
    QCOMPARE(s.value("you").toObject().value("role").toString(), QStringLiteral("spectator"));
    QCOMPARE(s.value("watchers").toObject().value("count").toInt(), 1);
    // Nothing starts until both seated players are ready.
    room.setReady(QStringLiteral("ga"), true, 0);
    QVERIFY(!room.isPlaying());
    QVERIFY(!room.setReady(QStringLiteral("gc"), true, 0).isEmpty()); // not seated
    QVERIFY(!room.setReady(QStringLiteral("gs"), true, 0).isEmpty());
    room.setReady(QStringLiteral("gb"), true, 0);
    QVERIFY(room.isPlaying());
    // Spectators and the queue cannot act in the game.
    QCOMPARE(room.move(QStringLiteral("gs"), QStringLiteral("h2e2"), 0, 10),
             QStringLiteral("spectators cannot move"));
    QVERIFY(!room.move(QStringLiteral("gc"), QStringLiteral("h2e2"), 0, 10).isEmpty());
    QVERIFY(!room.request(QStringLiteral("gs"), RequestKind::Draw, 10).isEmpty());
    QVERIFY(!room.resign(QStringLiteral("gs"), 10).isEmpty());
    QCOMPARE(room.game()->turns().size(), size_t(0));
    // A player cannot watch from the seat, and someone joining later waits in line.
    QVERIFY(!room.join(guest("a"), Room::Role::Spectator, 0).isEmpty());
    room.join(guest("d"), Room::Role::Player, 0);
    QCOMPARE(room.snapshot(QStringLiteral("gd"), 0).value("you").toObject().value("place").toInt(),
             2);
    // Spectators come and go; the count follows.
    room.takeEvents();
    QCOMPARE(room.leave(QStringLiteral("gs"), 0), QString());
    const auto watchers = eventsOf(room.takeEvents(), QStringLiteral("watchers"));
    QCOMPARE(watchers.size(), 1);
    QCOMPARE(watchers.front().value("count").toInt(), 0);
}

void TestOnlineRoom::onlyTheSideToMoveMoves() {
    Table t(rulesFor(QStringLiteral("xiangqi")));
    QVERIFY(t.room.isPlaying());
    const QString black = t.idOf(Black);
    QCOMPARE(t.room.move(black, QStringLiteral("h7e7"), 0, 5), QStringLiteral("it is Red's turn"));
    QCOMPARE(t.play(QStringLiteral("h2e2"), 5), QString());
    QCOMPARE(t.room.move(t.idOf(White), QStringLiteral("b2e2"), 1, 6),
             QStringLiteral("it is Black's turn"));
    QCOMPARE(t.room.game()->turns().size(), size_t(1));
}

void TestOnlineRoom::staleAndIllegalMovesChangeNothing() {
    Table t(rulesFor(QStringLiteral("xiangqi")));
    t.play(QStringLiteral("h2e2"), 5);
    t.room.takeEvents();
    // Black saw the position before Red's move: stale.
    const QString stale = t.room.move(t.idOf(Black), QStringLiteral("h7e7"), 0, 6);
    QVERIFY2(stale.startsWith(QStringLiteral("stale move")), qPrintable(stale));
    const QString illegal = t.play(QStringLiteral("a9a5"), 7);
    QVERIFY2(illegal.startsWith(QStringLiteral("illegal move 'a9a5'")), qPrintable(illegal));
    QVERIFY(!t.play(QStringLiteral("garbage"), 7).isEmpty());
    QCOMPARE(t.room.game()->turns().size(), size_t(1));
    QVERIFY(t.room.takeEvents().empty());
}

// Turns of two parts: the player to move learns what a first part allows next (the stone's
// points, the second steps), each of which completes a turn the room accepts; nobody else may
// ask, and asking changes nothing.
void TestOnlineRoom::secondPartsOfATurn() {
    Table stone(rulesFor(QStringLiteral("stonexiangqi")));
    QJsonArray parts;
    QCOMPARE(stone.room.secondParts(stone.idOf(White), QStringLiteral("h2e2"), &parts), QString());
    QVERIFY(parts.size() > 30); // the stone may go to most empty points
    for (const QJsonValue& p : parts)
        QVERIFY2(p.toString().startsWith(QStringLiteral("S@")), qPrintable(p.toString()));
    QCOMPARE(stone.room.secondParts(stone.idOf(Black), QStringLiteral("h7e7"), &parts),
             QStringLiteral("it is Red's turn"));
    QVERIFY(stone.room.join(guest("carol"), Room::Role::Spectator, 1).isEmpty());
    QCOMPARE(stone.room.secondParts(QStringLiteral("gcarol"), QStringLiteral("h2e2"), &parts),
             QStringLiteral("spectators cannot move"));
    const QString illegal =
        stone.room.secondParts(stone.idOf(White), QStringLiteral("a0a5"), &parts);
    QVERIFY2(illegal.startsWith(QStringLiteral("illegal move 'a0a5'")), qPrintable(illegal));
    QVERIFY(stone.room.game()->turns().empty());
    // Any of the listed parts completes the turn.
    QVERIFY(stone.room.secondParts(stone.idOf(White), QStringLiteral("h2e2"), &parts).isEmpty());
    const QString last = parts.last().toString();
    QCOMPARE(stone.play(QStringLiteral("h2e2,") + last, 5), QString());
    QCOMPARE(stone.room.game()->turns().size(), size_t(1));

    // Double step: a quiet first step allows second steps; a capture ends the turn by itself.
    Table step(rulesFor(QStringLiteral("doublestepxiangqi")));
    QCOMPARE(step.room.secondParts(step.idOf(White), QStringLiteral("h2e2"), &parts), QString());
    QVERIFY(!parts.isEmpty());
    QCOMPARE(step.play(QStringLiteral("h2e2,") + parts.first().toString(), 5), QString());
    const QStringList blackFirst = step.room.game()->legalMoves();
    QVERIFY(!blackFirst.isEmpty());
    // Black's first parts: every capture ends the turn at once, every quiet step goes on.
    const Board& board = step.room.game()->publicBoard();
    int captures = 0;
    for (const QString& first : blackFirst) {
        QJsonArray after;
        QCOMPARE(step.room.secondParts(step.idOf(Black), first, &after), QString());
        const bool capture = board.isCapture(board.parseMove(first.toStdString()));
        captures += capture;
        QVERIFY2(capture == after.isEmpty(), qPrintable(first));
    }
    QVERIFY(captures > 0); // the cannons' captures over the screens
}

void TestOnlineRoom::movesCarryNotationAndEffects() {
    Table t(rulesFor(QStringLiteral("xiangqi")));
    t.room.takeEvents();
    // 炮二平五 马８进７ 炮五进四 (takes the soldier, a check along the e-file? no: the
    // horse blocks nothing; the cannon takes e6 with the e9 general behind the screen).
    QCOMPARE(t.play(QStringLiteral("h2e2"), 10), QString());
    QCOMPARE(t.play(QStringLiteral("h9g7"), 20), QString());
    QCOMPARE(t.play(QStringLiteral("e2e6"), 30), QString());
    const auto moves = eventsOf(t.room.takeEvents(), QStringLiteral("move"));
    QCOMPARE(moves.size(), 3);
    QCOMPARE(moves[0].value("zh").toString(), QStringLiteral("炮二平五"));
    QCOMPARE(moves[0].value("san").toString(), QStringLiteral("C2=5"));
    QCOMPARE(moves[0].value("move").toString(), QStringLiteral("h2e2"));
    // Black's files in full-width digits, as the library writes them (docs/xiangqi.md).
    QCOMPARE(moves[1].value("zh").toString(), QStringLiteral("马８进７"));
    QVERIFY(!moves[1].value("capture").toBool());
    QVERIFY(moves[2].value("capture").toBool());
    QCOMPARE(moves[2].value("ply").toInt(), 3);
    QCOMPARE(moves[2].value("fen").toString(),
             QString::fromStdString(t.room.game()->publicBoard().fen()));
}

void TestOnlineRoom::takeBackLimitsAndAnswers() {
    RoomRules rules = rulesFor(QStringLiteral("xiangqi"));
    rules.limits.takeBacks = 2;
    Table t(rules);
    const QString red = t.idOf(White), black = t.idOf(Black);
    QCOMPARE(t.room.request(red, RequestKind::TakeBack, 1),
             QStringLiteral("no move of yours to take back"));
    t.play(QStringLiteral("h2e2"), 10);
    t.room.takeEvents();
    // Red asks on Black's turn: one turn back when granted.
    QCOMPARE(t.room.request(red, RequestKind::TakeBack, 11), QString());
    QVERIFY(!t.room.request(red, RequestKind::Draw, 11).isEmpty()); // one request at a time
    QCOMPARE(t.room.answer(red, true, 12), QStringLiteral("a request is answered by the opponent"));
    QCOMPARE(t.room.answer(black, false, 12), QString()); // refused
    QCOMPARE(t.room.request(red, RequestKind::TakeBack, 13),
             QStringLiteral("a refused take-back blocks further ones this turn"));
    t.play(QStringLiteral("h9g7"), 20); // a new turn lifts the block
    QCOMPARE(t.room.request(red, RequestKind::TakeBack, 21), QString());
    t.room.takeEvents();
    QCOMPARE(t.room.answer(black, true, 22), QString());
    // Red was to move: its move and Black's reply go back.
    QCOMPARE(t.room.game()->turns().size(), size_t(0));
    const auto events = t.room.takeEvents();
    const auto takeback = eventsOf(events, QStringLiteral("takeback"));
    QCOMPARE(takeback.size(), 1);
    QCOMPARE(takeback.front().value("turns").toInt(), 2);
    // The count shows on the button for Red only, and two requests were all Red had.
    for (const RoomEvent& e : events) {
        if (e.data.value("t").toString() != QStringLiteral("takeback")) continue;
        const QJsonObject mine = t.room.render(e, red).value("you").toObject();
        QCOMPARE(mine.value("takeBacksLeft").toInt(), 0);
        QVERIFY(!t.room.render(e, black).contains("you") ||
                t.room.render(e, black).value("you").toObject().value("side").toString() ==
                    QStringLiteral("black"));
    }
    t.play(QStringLiteral("h2e2"), 30);
    QVERIFY(
        t.room.request(red, RequestKind::TakeBack, 31).startsWith("no take-back requests left"));
}

void TestOnlineRoom::drawOfferLimits() {
    RoomRules rules = rulesFor(QStringLiteral("xiangqi"));
    rules.limits.drawOffers = 5;
    Table t(rules);
    const QString red = t.idOf(White), black = t.idOf(Black);
    // Moves that neither capture nor repeat a position.
    const QStringList opening{"a3a4", "a6a5", "c3c4", "c6c5", "g3g4", "g6g5", "i3i4", "i6i5"};
    const QStringList later{"h0g2", "h9g7", "b0c2", "b9c7", "h2h1", "h7h8", "b2b1", "b7b8"};
    int64_t now = 0;
    for (const QString& m : opening) QCOMPARE(t.play(m, now += 10), QString());
    QCOMPARE(t.room.game()->fullMoves(), 4);
    QCOMPARE(t.room.request(red, RequestKind::Draw, now),
             QStringLiteral("draw offers only after 5 moves"));
    int next = 0;
    QCOMPARE(t.play(later[next++], now += 10), QString());
    QCOMPARE(t.play(later[next++], now += 10), QString());
    QCOMPARE(t.room.game()->fullMoves(), 5);
    // Red offers, is refused, may not offer again this turn; two offers ahead of Black at most.
    for (int offer = 1; offer <= 2; ++offer) {
        QCOMPARE(t.room.request(red, RequestKind::Draw, now), QString());
        QCOMPARE(t.room.answer(black, false, now + 1), QString());
        QCOMPARE(t.room.request(red, RequestKind::Draw, now + 2),
                 QStringLiteral("a refused draw offer blocks further ones this turn"));
        QCOMPARE(t.play(later[next++], now += 10), QString());
        QCOMPARE(t.play(later[next++], now += 10), QString());
    }
    QCOMPARE(t.room.request(red, RequestKind::Draw, now),
             QStringLiteral("no more than 2 draw offers beyond the opponent's"));
    QCOMPARE(t.room.game()->budget().drawOffersLeft(White), 3);
    // Black's offer, accepted: a draw by agreement.
    QCOMPARE(t.room.request(black, RequestKind::Draw, now), QString());
    QCOMPARE(t.room.answer(red, true, now + 1), QString());
    QVERIFY(!t.room.isPlaying());
    QCOMPARE(t.room.game()->result().reason(), std::string("Draw by agreement"));
}

void TestOnlineRoom::unansweredRequestLapsesAndClocksRun() {
    Table t(rulesFor(QStringLiteral("xiangqi"), QStringLiteral("60+0")));
    t.play(QStringLiteral("h2e2"), 1000);
    t.play(QStringLiteral("h9g7"), 2000);
    t.play(QStringLiteral("b0c2"), 3000); // clocks run from here: Black to move
    const QString black = t.idOf(Black);
    QCOMPARE(t.room.request(black, RequestKind::TakeBack, 4000), QString());
    QCOMPARE(t.room.nextDeadlineMs(), qint64(14000)); // the answer limit comes first
    t.room.takeEvents();
    t.room.expire(14000);
    const auto requests = eventsOf(t.room.takeEvents(), QStringLiteral("request"));
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests.front().value("state").toString(), QStringLiteral("lapsed"));
    QCOMPARE(t.room.game()->pendingRequest(), RequestKind::None);
    // A lapsed request is a refused one: no new one this turn.
    QCOMPARE(t.room.request(black, RequestKind::TakeBack, 14001),
             QStringLiteral("a refused take-back blocks further ones this turn"));
    // Black's clock ran all along: 11 s of its 60; Red's stands at 59 s (its second move).
    QCOMPARE(t.room.game()->remainingMs(Black, 14000), qint64(49000));
    QCOMPARE(t.room.game()->remainingMs(White, 14000), qint64(59000));
}

void TestOnlineRoom::resignOnlyAfterFiveRounds() {
    Table t(rulesFor(QStringLiteral("standard")));
    const QString white = t.idOf(White);
    QVERIFY(t.room.resign(white, 1).startsWith("resignation only after 5 moves"));
    const QStringList moves{"a2a3", "a7a6", "b2b3", "b7b6", "c2c3",
                            "c7c6", "d2d3", "d7d6", "e2e3", "e7e6"};
    int64_t now = 10;
    for (const QString& m : moves) QCOMPARE(t.play(m, now += 10), QString());
    QCOMPARE(t.room.game()->fullMoves(), 5);
    QCOMPARE(t.room.resign(white, now), QString());
    QCOMPARE(t.room.game()->result().reason(), std::string("White resigns"));
    QCOMPARE(t.room.game()->result().winnerSide(), Black);
}

void TestOnlineRoom::abortBeforeBothMoved() {
    Table t(rulesFor(QStringLiteral("standard")));
    t.play(QStringLiteral("e2e4"), 10);
    QCOMPARE(t.room.abort(t.idOf(White), 20), QString()); // Black has not moved yet
    QVERIFY(t.room.game()->isAborted());
    QVERIFY(t.room.game()->result().isNone());
    Table u(rulesFor(QStringLiteral("standard")));
    u.play(QStringLiteral("e2e4"), 10);
    u.play(QStringLiteral("e7e5"), 20);
    QCOMPARE(u.room.abort(u.idOf(Black), 30),
             QStringLiteral("a game is aborted only before both sides moved"));
}

void TestOnlineRoom::firstMoveLimitAborts() {
    Table t(rulesFor(QStringLiteral("xiangqi")));
    QCOMPARE(t.room.nextDeadlineMs(), qint64(30000));
    t.room.expire(29999);
    QVERIFY(t.room.isPlaying());
    t.room.expire(30000);
    QVERIFY(t.room.game()->isAborted());
    QCOMPARE(t.room.game()->result().reason(),
             std::string("Game aborted: Red did not make a first move"));
}

void TestOnlineRoom::flagFallsOnTheServersClock() {
    Table t(rulesFor(QStringLiteral("standard"), QStringLiteral("10+0")));
    t.play(QStringLiteral("e2e4"), 100);
    t.play(QStringLiteral("e7e5"), 200);
    // White's clock runs from 200: 10 s, the flag one ms past.
    QCOMPARE(t.room.nextDeadlineMs(), qint64(200 + 10000 + 1));
    t.room.expire(10200);
    QVERIFY(t.room.isPlaying());
    t.room.expire(10201);
    QCOMPARE(t.room.game()->result().reason(), std::string("White loses on time"));
    QCOMPARE(t.room.game()->remainingMs(White, 20000), qint64(0));
    // A move that arrives after the time is up loses too, timer or not.
    Table u(rulesFor(QStringLiteral("standard"), QStringLiteral("10+0")));
    u.play(QStringLiteral("e2e4"), 100);
    u.play(QStringLiteral("e7e5"), 200);
    QCOMPARE(u.play(QStringLiteral("g1f3"), 10202), QString());
    QCOMPARE(u.room.game()->result().termination(), GameResult::Termination::TimeForfeit);
}

void TestOnlineRoom::lagIsGivenBackWithinTheQuota() {
    Table t(rulesFor(QStringLiteral("standard"), QStringLiteral("300+0")));
    t.play(QStringLiteral("e2e4"), 100);
    t.play(QStringLiteral("e7e5"), 200);
    t.room.setLag(t.idOf(White), 400);
    t.play(QStringLiteral("g1f3"), 5200); // 5 s, of which 0.4 s were the network's
    QCOMPARE(t.room.game()->turns().back().usedMs, qint64(4600));
    QCOMPARE(t.room.game()->clock(White).remainingMs(), qint64(300000 - 4600));
    // A lag beyond the quota (3 s at the start of a 5-minute game) is not given back beyond it.
    t.room.setLag(t.idOf(Black), 100000);
    t.play(QStringLiteral("b8c6"), 15200);
    QCOMPARE(t.room.game()->turns().back().usedMs, qint64(10000 - 3000));
}

void TestOnlineRoom::disconnectGraceThenClaim() {
    Table t(rulesFor(QStringLiteral("xiangqi")));
    t.play(QStringLiteral("h2e2"), 10);
    t.play(QStringLiteral("h9g7"), 20);
    const QString red = t.idOf(White), black = t.idOf(Black);
    QCOMPARE(t.room.claim(red, false, 30), QStringLiteral("your opponent is here"));
    t.room.takeEvents();
    t.room.setConnected(black, false, 1000);
    const auto presence = eventsOf(t.room.takeEvents(), QStringLiteral("presence"));
    QCOMPARE(presence.size(), 1);
    QCOMPARE(presence.front().value("side").toString(), QStringLiteral("black"));
    QCOMPARE(presence.front().value("claimInMs").toInt(), 40000);
    QCOMPARE(t.room.claim(red, false, 40999),
             QStringLiteral("your opponent may come back for 1 more seconds"));
    // Black comes back in time: nothing to claim.
    t.room.join(t.room.seated(Black) ? *t.room.seated(Black) : Member(), Room::Role::Player, 20000);
    QCOMPARE(t.room.claim(red, false, 50000), QStringLiteral("your opponent is here"));
    t.room.setConnected(black, false, 60000);
    QCOMPARE(t.room.claim(red, false, 100000), QString());
    QCOMPARE(t.room.game()->result().winnerSide(), White);
    QCOMPARE(t.room.game()->result().reason(), std::string("Black left the game"));
    // A draw may be claimed instead.
    Table u(rulesFor(QStringLiteral("xiangqi")));
    u.play(QStringLiteral("h2e2"), 10);
    u.room.setConnected(u.idOf(White), false, 100);
    QCOMPARE(u.room.claim(u.idOf(Black), true, 40100), QString());
    QVERIFY(u.room.game()->result().isDraw());
    // Both gone: the game ends by itself after five grace periods (aborted before both moved,
    // drawn after), so that the room does not wait for ever.
    Table v(rulesFor(QStringLiteral("xiangqi"), QStringLiteral("inf")));
    v.play(QStringLiteral("h2e2"), 10);
    v.play(QStringLiteral("h9g7"), 20);
    v.room.setConnected(v.idOf(White), false, 1000);
    v.room.setConnected(v.idOf(Black), false, 5000);
    QCOMPARE(v.room.nextDeadlineMs(), qint64(5000 + 5 * 40000));
    v.room.expire(204999);
    QVERIFY(v.room.isPlaying());
    v.room.expire(205000);
    QCOMPARE(v.room.game()->result().reason(), std::string("Both players left the game"));
    QVERIFY(v.room.game()->result().isDraw());
}

void TestOnlineRoom::rematchSwapsColoursAndQueueMovesUp() {
    Table t(rulesFor(QStringLiteral("standard")));
    t.room.join(guest("carol"), Room::Role::Player, 0);
    QCOMPARE(t.room.queueLength(), 1);
    t.play(QStringLiteral("e2e4"), 10);
    QCOMPARE(t.room.rematch(QStringLiteral("galice"), 15),
             QStringLiteral("a rematch follows a finished game"));
    t.room.abort(t.idOf(Black), 20);
    QCOMPARE(t.room.rematch(QStringLiteral("gcarol"), 25),
             QStringLiteral("only a seated player asks for a rematch"));
    QCOMPARE(t.room.rematch(QStringLiteral("galice"), 30), QString());
    QVERIFY(!t.room.isPlaying()); // the offer stands in Alice's ready mark
    QVERIFY(t.room.snapshot(QStringLiteral("gbob"), 30)
                .value("seats")
                .toObject()
                .value("white")
                .toObject()
                .value("ready")
                .toBool());
    QCOMPARE(t.room.rematch(QStringLiteral("gbob"), 30), QString());
    QVERIFY(t.room.isPlaying());
    QCOMPARE(t.room.seatOf(QStringLiteral("gbob")), White); // colours swapped
    QCOMPARE(t.room.seatOf(QStringLiteral("galice")), Black);
    QCOMPARE(t.room.gameSerial(), 2);
    t.play(QStringLiteral("d2d4"), 40);
    t.room.abort(t.idOf(White), 50);
    // Alice leaves; Carol from the queue takes her seat; nobody is ready yet.
    QCOMPARE(t.room.leave(QStringLiteral("galice"), 60), QString());
    QCOMPARE(t.room.seatOf(QStringLiteral("gcarol")), Black);
    QCOMPARE(t.room.queueLength(), 0);
    t.room.setReady(QStringLiteral("gcarol"), true, 70);
    QVERIFY(!t.room.isPlaying());
    t.room.setReady(QStringLiteral("gbob"), true, 70);
    QVERIFY(t.room.isPlaying());
    QCOMPARE(t.room.seatOf(QStringLiteral("gbob")), White); // a new pair: no swap
}

void TestOnlineRoom::ratedGameMovesRatings() {
    RoomRules rules = rulesFor(QStringLiteral("standard"));
    rules.rated = true;
    Room room(3, rules);
    room.join(registered("ann", 1600), Room::Role::Player, 0);
    room.join(registered("ben", 1400), Room::Role::Player, 0);
    room.setReady(QStringLiteral("pann"), true, 0);
    room.setReady(QStringLiteral("pben"), true, 0);
    room.takeEvents();
    room.setConnected(QStringLiteral("pben"), false, 10);
    room.claim(QStringLiteral("pann"), false, 50010);
    const auto ends = eventsOf(room.takeEvents(), QStringLiteral("end"));
    QCOMPARE(ends.size(), 1);
    const QJsonObject ratings = ends.front().value("ratings").toObject();
    QCOMPARE(ratings.value("white").toObject().value("before").toInt(), 1600);
    QVERIFY(ratings.value("white").toObject().value("after").toInt() > 1600);
    QVERIFY(ratings.value("black").toObject().value("after").toInt() < 1400);
    QVERIFY(ratings.value("black").toObject().value("provisional").toBool());
    QVERIFY(room.seated(White)->rating.rating > 1600);
    // Guests' games are never rated.
    Room open(4, rules);
    open.join(guest("x"), Room::Role::Player, 0);
    open.join(registered("y"), Room::Role::Player, 0);
    open.setReady(QStringLiteral("gx"), true, 0);
    open.setReady(QStringLiteral("py"), true, 0);
    open.takeEvents();
    open.setConnected(QStringLiteral("gx"), false, 10);
    open.claim(QStringLiteral("py"), false, 50010);
    QVERIFY(!eventsOf(open.takeEvents(), QStringLiteral("end")).front().contains("ratings"));
}

void TestOnlineRoom::jieqiFaceDownPiecesStayHidden() {
    // Play random legal turns until Red takes a face-down piece; only Red may learn what it was.
    for (uint64_t seed = 1; seed < 40; ++seed) {
        Table t(rulesFor(QStringLiteral("jieqi")), seed);
        t.room.join(guest("watcher"), Room::Role::Spectator, 0);
        std::mt19937 random{uint32_t(seed)};
        int64_t now = 0;
        for (int ply = 0; ply < 200 && t.room.isPlaying(); ++ply) {
            const QStringList legal = t.room.game()->legalMoves();
            for (const QString& m : legal) // what the server offers names no identity
                QVERIFY2(m.size() == 4, qPrintable(m));
            t.room.takeEvents();
            QCOMPARE(t.play(legal[int(random() % legal.size())], now += 100), QString());
            const PlayedTurn& turn = t.room.game()->turns().back();
            if (turn.capturedHidden == NoPiece) continue;
            const Side taker = turn.side;
            const auto events = t.room.takeEvents();
            const QString letter = pieceLetter(turn.capturedHidden);
            bool seen = false;
            for (const RoomEvent& e : events) {
                if (e.kind != RoomEvent::Kind::Moved) continue;
                QCOMPARE(t.room.render(e, t.idOf(taker)).value("took").toString(), letter);
                QVERIFY(!t.room.render(e, t.idOf(~taker)).contains("took"));
                QVERIFY(!t.room.render(e, QStringLiteral("gwatcher")).contains("took"));
                QVERIFY(!e.data.contains("took"));
                seen = true;
            }
            QVERIFY(seen);
            const auto tookIn = [&](const QString& id) {
                return t.room.snapshot(id, now).value("game").toObject().value("took").toArray();
            };
            QVERIFY(tookIn(t.idOf(taker)).contains(letter));
            QVERIFY(!tookIn(t.idOf(~taker)).contains(letter)); // its own pieces, other case
            QVERIFY(tookIn(QStringLiteral("gwatcher")).isEmpty());
            // No public text carries a face-down identity: the FEN shows 'x'/'X' for them.
            QCOMPARE(QString::fromStdString(t.room.game()->publicBoard().fen()),
                     QString::fromStdString(t.room.game()->board().fen()));
            return;
        }
    }
    QFAIL("no game took a face-down piece");
}

void TestOnlineRoom::eventsAreNumberedAndKept() {
    Table t(rulesFor(QStringLiteral("standard")));
    t.room.takeEvents();
    const qint64 before = t.room.lastEventNumber();
    t.play(QStringLiteral("e2e4"), 10);
    t.play(QStringLiteral("e7e5"), 20);
    const auto events = t.room.takeEvents();
    qint64 expected = before;
    for (const RoomEvent& e : events)
        if (e.number) QCOMPARE(e.number, ++expected);
    std::vector<const RoomEvent*> missed;
    QVERIFY(t.room.eventsSince(before, missed));
    QCOMPARE(qint64(missed.size()), t.room.lastEventNumber() - before);
    QVERIFY(t.room.eventsSince(t.room.lastEventNumber(), missed));
    QVERIFY(missed.empty());
    for (int i = 0; i < 30; ++i) { // more events than the room keeps (spectators come and go)
        t.room.join(guest(QStringLiteral("w%1").arg(i)), Room::Role::Spectator, 30);
        t.room.leave(QStringLiteral("gw%1").arg(i), 30);
    }
    QVERIFY(!t.room.eventsSince(before, missed)); // too old: a snapshot instead
}

void TestOnlineRoom::savedRoomResumes() {
    RoomRules rules = rulesFor(QStringLiteral("xiangqi"), QStringLiteral("600|30"));
    Table t(rules);
    t.room.join(guest("carol"), Room::Role::Player, 0);
    t.play(QStringLiteral("h2e2"), 1000);
    t.play(QStringLiteral("h9g7"), 2000);
    t.play(QStringLiteral("h0g2"), 5000);
    t.play(QStringLiteral("i9h9"), 9000);
    t.room.request(t.idOf(White), RequestKind::TakeBack, 9500);
    const QJsonObject state = t.room.saveState(12500); // 7 s left of the 10 to answer
    std::vector<PlayedTurn> turns = t.room.game()->turns();
    for (PlayedTurn& turn : turns) turn.parts.clear(); // as stored: text only
    QString error;
    auto restored = Room::restore(12, rules, state, turns, 500000, &error);
    QVERIFY2(restored, qPrintable(error));
    const RoomGame& a = *t.room.game();
    const RoomGame& b = *restored->game();
    QCOMPARE(b.publicBoard().fen(), a.publicBoard().fen());
    QCOMPARE(b.turns().size(), a.turns().size());
    QCOMPARE(b.turns().back().chinese, a.turns().back().chinese);
    for (Side s : {White, Black}) QCOMPARE(b.clock(s).remainingMs(), a.clock(s).remainingMs());
    QCOMPARE(b.clock(Black).remainingMs(), qint64(600000 - 4000)); // Black's second move: 4 s
    QCOMPARE(b.pendingRequest(), RequestKind::TakeBack);
    QCOMPARE(b.pendingExpiresMs(), qint64(500000 + 7000));
    QCOMPARE(b.budget().takeBacksLeft(White), 4);
    QCOMPARE(restored->lastEventNumber(), t.room.lastEventNumber() + 2);
    QCOMPARE(restored->queueLength(), 1);
    QCOMPARE(restored->seated(White)->name, QStringLiteral("alice"));
    // Everyone is away after the restart until they come back, and the events say so with the
    // clocks (the restart's events are numbered on from the stored ones).
    QVERIFY(!restored->isPresent(QStringLiteral("galice")));
    const auto restart = restored->takeEvents();
    QCOMPARE(restart.size(), size_t(2));
    for (const RoomEvent& e : restart) {
        QCOMPARE(e.data.value("t").toString(), QStringLiteral("presence"));
        QVERIFY(e.data.value("away").toBool());
        QCOMPARE(e.data.value("clock").toObject().value("black").toInteger(), qint64(596000));
    }
    QCOMPARE(restart.front().number, t.room.lastEventNumber() + 1);
    restored->join(guest("alice"), Room::Role::Player, 500100);
    QVERIFY(restored->isPresent(QStringLiteral("galice")));
    QCOMPARE(restored->answer(QStringLiteral("gbob"), true, 500200), QString());
    QCOMPARE(restored->game()->turns().size(), size_t(2));
}

void TestOnlineRoom::everyRuleSetPlaysToTheEnd_data() {
    QTest::addColumn<QString>("variant");
    for (const char* v :
         {"xiangqi", "beginnerxiangqi", "jieqi", "doublestepxiangqi", "redeyedxiangqi",
          "stonexiangqi", "standard", "fischerandom", "crazyhouse", "atomic", "kingofthehill",
          "3check", "antichess", "horde", "racingkings"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

void TestOnlineRoom::everyRuleSetPlaysToTheEnd() {
    // Random legal turns, as a client would send them (the first part from the server's legal
    // list, later parts of a multi-part turn from the board), until the server's judges end it.
    QFETCH(QString, variant);
    RoomRules rules = rulesFor(variant, QStringLiteral("inf"));
    rules.firstMoveMs = 0;
    Table t(rules);
    std::mt19937 random(11u);
    int64_t now = 0;
    for (int turn = 0; turn < 3000 && t.room.isPlaying(); ++turn) {
        const RoomGame& game = *t.room.game();
        std::unique_ptr<Board> probe = game.publicBoard().clone();
        QStringList parts;
        do {
            MoveList legal;
            probe->legalMoves(legal);
            QVERIFY(legal.size() > 0);
            const Move m = legal[int(random() % legal.size())];
            parts << QString::fromStdString(probe->moveToCoordinate(m));
            probe->makeMove(m);
        } while (probe->midTurn() && probe->positionEnd().isNone());
        QCOMPARE(t.play(parts.join(QLatin1Char(',')), now += 10), QString());
    }
    QVERIFY2(!t.room.isPlaying(), "no end in 3000 turns");
    QVERIFY(!t.room.game()->result().isNone());
    // The record of the game reads back.
    const QString pgn = t.room.gamePgn(QStringLiteral("test"));
    QVERIFY(pgn.contains(QStringLiteral("[Result \"%1\"]")
                             .arg(QString::fromStdString(t.room.game()->result().resultString()))));
}

void TestOnlineRoom::roomSettingsAreChecked() {
    RoomRules rules;
    QString error;
    QVERIFY(parseRoomRules(QJsonObject{{"variant", "chess"},
                                       {"timeControl", "600|30x2"},
                                       {"takeBacks", 3},
                                       {"graceSeconds", 60}},
                           rules, &error));
    QCOMPARE(rules.variant, QStringLiteral("standard"));
    QCOMPARE(rules.limits.takeBacks, 3);
    QCOMPARE(rules.graceMs, qint64(60000));
    QCOMPARE(rules.timeControl.periods(), 2);
    const QJsonObject written = roomRulesJson(rules);
    RoomRules again;
    QVERIFY(parseRoomRules(QJsonObject{{"variant", written.value("variant")},
                                       {"timeControl", written.value("timeControl")}},
                           again, &error));
    QVERIFY(again.timeControl == rules.timeControl);
    const struct {
        QJsonObject json;
        const char* says;
    } bad[] = {
        {{{"variant", "checkers"}}, "settings.variant: 'checkers' is not a variant"},
        {{{"takeBacks", -1}}, "settings.takeBacks: must be a whole number from 0 to 99"},
        {{{"takeBacks", 1.5}}, "settings.takeBacks"},
        {{{"timeControl", 5}}, "settings.timeControl: must be text"},
        {{{"fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w"}}, "settings.fen:"},
        {{{"colour", "red"}}, "settings.colour: unknown setting"},
        {{{"rated", "yes"}}, "settings.rated: must be true or false"},
    };
    for (const auto& b : bad) {
        RoomRules r;
        QVERIFY(!parseRoomRules(b.json, r, &error));
        QVERIFY2(error.startsWith(QLatin1String(b.says)), qPrintable(error));
    }
}

// A room whose last game the board ended (here by mate) comes back after a restart: its last
// stored turn ends the game again (it once failed as "stored turns go beyond the end of the
// game", and the server did not start).
void TestOnlineRoom::finishedGameRestored() {
    Table t(rulesFor(QStringLiteral("standard")));
    int64_t now = 100;
    for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"})
        QCOMPARE(t.play(QString::fromLatin1(move), now += 100), QString());
    QVERIFY(t.room.game()->isOver());
    const QJsonObject state = t.room.saveState(now);
    QString error;
    auto back = Room::restore(12, rulesFor(QStringLiteral("standard")), state,
                              t.room.game()->turns(), 5000, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->game()->isOver());
    QCOMPARE(back->game()->result().winnerSide(), Black);
    QCOMPARE(back->game()->result().reason(), t.room.game()->result().reason());
    QVERIFY(!back->isPlaying());
}

void TestOnlineRoom::roomUrlCarriesTheRoom() {
    // What a proxy in front of several servers routes by (nginx's `hash $arg_room`).
    QCOMPARE(roomUrl(QUrl("ws://example.org:8080/"), 42).toString(),
             QStringLiteral("ws://example.org:8080/?room=42"));
    // Another room replaces the one of the address; the rest of the query stays.
    QCOMPARE(roomUrl(QUrl("wss://example.org/play?room=7&x=1"), 999999999).toString(),
             QStringLiteral("wss://example.org/play?x=1&room=999999999"));
}

QTEST_APPLESS_MAIN(TestOnlineRoom)
#include "tst_online_room.moc"
