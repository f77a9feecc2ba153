// The room as its viewers see it: seats, clocks, the game, one viewer's own part (Room's JSON
// views; docs/online.md, "Events" and "Snapshot").
#include "online/room.h"
#include "online/roomrules.h"

namespace arbiter::online {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

QJsonObject Room::seatsJson() const {
    QJsonObject seats;
    for (Side s : {White, Black}) {
        const Seat& seat = m_seats[s];
        if (!seat.member.isValid()) {
            seats[sideKey(s)] = QJsonValue::Null;
            continue;
        }
        QJsonObject o = seat.member.toJson();
        o[QStringLiteral("ready")] = seat.ready;
        o[QStringLiteral("away")] = seat.awaySince >= 0;
        seats[sideKey(s)] = o;
    }
    QJsonArray queue;
    for (const Waiting& w : m_queue) queue.append(w.member.toJson());
    return {{QStringLiteral("seats"), seats}, {QStringLiteral("queue"), queue}};
}

QJsonObject Room::clocksJson(int64_t nowMs) const {
    QJsonObject clock;
    if (!m_game) return clock;
    const bool byo = m_rules.timeControl.isByoYomi();
    QJsonArray periods, inByo;
    for (Side s : {White, Black}) {
        clock[sideKey(s)] = qint64(m_game->remainingMs(s, nowMs));
        if (!byo) continue;
        periods.append(m_game->periodsLeft(s, nowMs));
        inByo.append(m_game->inByoYomi(s, nowMs));
    }
    // Byo-yomi: the periods left and whether the main time is spent, so that a client counts a
    // running clock down through the periods as the server does.
    if (byo) {
        clock[QStringLiteral("periods")] = periods;
        clock[QStringLiteral("byo")] = inByo;
    }
    const bool running = m_game->clocksRunning() && m_rules.timeControl.hasTimeLimit();
    clock[QStringLiteral("running")] =
        running ? QJsonValue(sideKey(m_game->sideToMove())) : QJsonValue(QJsonValue::Null);
    return clock;
}

QJsonObject Room::youJson(Side side) const {
    QJsonObject you{{QStringLiteral("role"), QStringLiteral("player")},
                    {QStringLiteral("side"), sideKey(side)}};
    if (!m_game) return you;
    const RequestBudget& budget = m_game->budget();
    you[QStringLiteral("takeBacksLeft")] = budget.takeBacksLeft(side);
    you[QStringLiteral("drawOffersLeft")] = budget.drawOffersLeft(side);
    you[QStringLiteral("canTakeBack")] = m_game->canTakeBack(side);
    you[QStringLiteral("canOfferDraw")] = m_game->canOfferDraw(side);
    you[QStringLiteral("canResign")] = m_game->canResign(side);
    you[QStringLiteral("canAbort")] = m_game->isAbortable();
    return you;
}

QJsonObject Room::resultJson() const {
    const GameResult& r = m_game->result();
    QJsonObject o{{QStringLiteral("result"), qs(r.resultString())},
                  {QStringLiteral("reason"), qs(r.reason())},
                  {QStringLiteral("termination"), qs(r.pgnTermination())}};
    o[QStringLiteral("winner")] = r.isDraw()       ? QStringLiteral("draw")
                                  : r.isDecisive() ? sideKey(r.winnerSide())
                                                   : QString();
    if (m_game->isAborted()) o[QStringLiteral("aborted")] = true;
    if (!m_lastRatings.isEmpty()) o[QStringLiteral("ratings")] = m_lastRatings;
    return o;
}

void Room::addNotes(QJsonObject& o) const {
    const JudgeNotes notes = m_game->notes();
    QJsonArray warnings, counters;
    for (const std::string& w : notes.warnings) warnings.append(qs(w));
    for (const std::string& c : notes.counters) counters.append(qs(c));
    if (!warnings.isEmpty()) o[QStringLiteral("warnings")] = warnings;
    if (!counters.isEmpty()) o[QStringLiteral("counters")] = counters;
}

QJsonObject Room::turnJson(const PlayedTurn& turn, int index) const {
    QJsonObject o{{QStringLiteral("ply"), index + 1},
                  {QStringLiteral("move"), turn.text},
                  {QStringLiteral("san"), turn.san}};
    if (!turn.chinese.isEmpty()) o[QStringLiteral("zh")] = turn.chinese;
    if (turn.capture) o[QStringLiteral("capture")] = true;
    if (turn.check) o[QStringLiteral("check")] = true;
    if (turn.mate) o[QStringLiteral("mate")] = true;
    return o;
}

QJsonObject Room::gameJson(Side viewer, int64_t nowMs) const {
    QJsonObject o;
    o[QStringLiteral("serial")] = m_gameSerial;
    o[QStringLiteral("variant")] = m_rules.variant;
    o[QStringLiteral("startFen")] = m_game->startFen();
    o[QStringLiteral("fen")] = qs(m_game->publicBoard().fen());
    QJsonArray moves;
    QJsonArray took;
    for (size_t i = 0; i < m_game->turns().size(); ++i) {
        const PlayedTurn& turn = m_game->turns()[i];
        moves.append(turnJson(turn, int(i)));
        if (turn.side == viewer && turn.capturedHidden != NoPiece)
            took.append(pieceLetter(turn.capturedHidden));
    }
    o[QStringLiteral("moves")] = moves;
    if (!took.isEmpty()) o[QStringLiteral("took")] = took;
    o[QStringLiteral("clock")] = clocksJson(nowMs);
    if (m_game->isOver()) {
        o[QStringLiteral("result")] = resultJson();
        return o;
    }
    o[QStringLiteral("toMove")] = sideKey(m_game->sideToMove());
    if (m_game->pendingRequest() != RequestKind::None)
        o[QStringLiteral("pending")] = QJsonObject{
            {QStringLiteral("kind"), QLatin1String(requestKindName(m_game->pendingRequest()))},
            {QStringLiteral("by"), sideKey(m_game->pendingSide())},
            {QStringLiteral("expiresInMs"), qint64(m_game->pendingExpiresMs() - nowMs)}};
    if (viewer != NoSide && viewer == m_game->sideToMove())
        o[QStringLiteral("legal")] = m_game->legalMovesJson();
    addNotes(o);
    return o;
}

QJsonObject Room::snapshot(const QString& memberId, int64_t nowMs) const {
    QJsonObject o = seatsJson();
    o[QStringLiteral("t")] = QStringLiteral("snapshot");
    o[QStringLiteral("room")] = m_number;
    o[QStringLiteral("n")] = m_eventNumber;
    o[QStringLiteral("rules")] = roomRulesJson(m_rules);
    const Side side = seatOf(memberId);
    QJsonObject you = side != NoSide ? youJson(side) : QJsonObject();
    QString role = side != NoSide ? QStringLiteral("player") : QString();
    for (size_t i = 0; i < m_queue.size(); ++i)
        if (m_queue[i].member.id == memberId) {
            role = QStringLiteral("queue");
            you[QStringLiteral("place")] = int(i) + 1;
        }
    for (const Member& m : m_spectators)
        if (m.id == memberId) role = QStringLiteral("spectator");
    you[QStringLiteral("role")] = role;
    o[QStringLiteral("you")] = you;
    QJsonArray names;
    for (const Member& m : m_spectators) {
        if (names.size() >= 50) break;
        names.append(m.name);
    }
    o[QStringLiteral("watchers")] =
        QJsonObject{{QStringLiteral("count"), watcherCount()}, {QStringLiteral("names"), names}};
    QJsonObject away;
    for (Side s : {White, Black})
        if (m_seats[s].member.isValid() && m_seats[s].awaySince >= 0)
            away[sideKey(s)] =
                qint64(std::max<int64_t>(0, m_seats[s].awaySince + m_rules.graceMs - nowMs));
    if (!away.isEmpty()) o[QStringLiteral("claimInMs")] = away;
    o[QStringLiteral("game")] = m_game ? QJsonValue(gameJson(side, nowMs)) : QJsonValue();
    const bool spectator = role == QLatin1String("spectator");
    QJsonArray chat;
    for (const QJsonObject& line : m_chat)
        if (spectator || !line.value(QStringLiteral("spectators")).toBool()) chat.append(line);
    o[QStringLiteral("chat")] = chat;
    return o;
}

QJsonObject Room::summary() const {
    QJsonObject o = seatsJson();
    o.remove(QStringLiteral("queue"));
    o[QStringLiteral("room")] = m_number;
    o[QStringLiteral("variant")] = m_rules.variant;
    o[QStringLiteral("timeControl")] = m_rules.timeControl.toString();
    o[QStringLiteral("rated")] = m_rules.rated;
    o[QStringLiteral("queue")] = queueLength();
    o[QStringLiteral("watchers")] = watcherCount();
    o[QStringLiteral("state")] = isPlaying()                  ? QStringLiteral("playing")
                                 : m_game && m_game->isOver() ? QStringLiteral("finished")
                                                              : QStringLiteral("waiting");
    return o;
}

} // namespace arbiter::online
