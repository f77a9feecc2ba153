// What a room stores to come back after a restart (docs/online.md, "Persistence"), and the PGN
// record of its game.
#include "game/gamerecord.h"
#include "online/room.h"
#include "online/roomrules.h"
#include "pgn/pgnwriter.h"

#include <QDate>

namespace arbiter::online {

namespace {
const QString kSeats = QStringLiteral("seats");
const QString kQueue = QStringLiteral("queue");
const QString kSerial = QStringLiteral("serial");
const QString kEvents = QStringLiteral("n");
const QString kLastPair = QStringLiteral("lastPair");
const QString kGame = QStringLiteral("game");
const QString kRatings = QStringLiteral("ratings");
const QString kCreator = QStringLiteral("creator");

QJsonObject resultSave(const GameResult& r, bool aborted) {
    return {{QStringLiteral("result"), QString::fromStdString(r.resultString())},
            {QStringLiteral("termination"), QString::fromStdString(r.pgnTermination())},
            {QStringLiteral("reason"), QString::fromStdString(r.reason())},
            {QStringLiteral("aborted"), aborted}};
}

GameResult resultRestore(const QJsonObject& o) {
    return GameResult(
        GameResult::winnerFromString(o.value(QStringLiteral("result")).toString().toStdString()),
        GameResult::terminationFromPgn(
            o.value(QStringLiteral("termination")).toString().toStdString()),
        o.value(QStringLiteral("reason")).toString().toStdString());
}
} // namespace

QJsonObject Room::saveState(int64_t nowMs) const {
    QJsonObject state;
    QJsonArray seats;
    for (const Seat& seat : m_seats) {
        if (!seat.member.isValid()) {
            seats.append(QJsonValue::Null);
            continue;
        }
        QJsonObject o = seat.member.save();
        o[QStringLiteral("ready")] = seat.ready;
        seats.append(o);
    }
    state[kSeats] = seats;
    QJsonArray queue;
    for (const Waiting& w : m_queue) queue.append(w.member.save());
    state[kQueue] = queue;
    state[kSerial] = m_gameSerial;
    state[kEvents] = m_eventNumber;
    state[kLastPair] = QJsonArray{m_lastPair[White], m_lastPair[Black]};
    if (!m_lastRatings.isEmpty()) state[kRatings] = m_lastRatings;
    if (!m_creator.isEmpty()) state[kCreator] = m_creator;
    if (m_game) {
        QJsonObject game{{QStringLiteral("seed"), QString::number(m_game->dealSeed())},
                         {QStringLiteral("state"), m_game->saveState(nowMs)}};
        if (m_game->isOver())
            game[QStringLiteral("end")] = resultSave(m_game->result(), m_game->isAborted());
        state[kGame] = game;
    }
    return state;
}

std::unique_ptr<Room> Room::restore(qint64 number, const RoomRules& rules, const QJsonObject& state,
                                    const std::vector<PlayedTurn>& turns, int64_t nowMs,
                                    QString* error) {
    auto room = std::make_unique<Room>(number, rules);
    const QJsonArray seats = state.value(kSeats).toArray();
    for (Side s : {White, Black}) {
        const QJsonObject o = seats.at(s).toObject();
        if (o.isEmpty()) continue;
        // Everyone is away after a restart until their client comes back; the grace starts now.
        // An engine is not: the server starts it again and it plays on.
        const Member member = Member::restore(o);
        room->m_seats[s] = Seat{member, member.engine, member.engine ? -1 : nowMs};
    }
    for (const QJsonValue& v : state.value(kQueue).toArray())
        room->m_queue.push_back({Member::restore(v.toObject()), nowMs});
    room->m_gameSerial = state.value(kSerial).toInt();
    room->m_eventNumber = state.value(kEvents).toInteger();
    const QJsonArray pair = state.value(kLastPair).toArray();
    room->m_lastPair = {pair.at(0).toString(), pair.at(1).toString()};
    room->m_lastRatings = state.value(kRatings).toObject();
    room->m_creator = state.value(kCreator).toString();
    const QJsonObject game = state.value(kGame).toObject();
    if (!game.isEmpty()) {
        bool ok = false;
        const uint64_t seed = game.value(QStringLiteral("seed")).toString().toULongLong(&ok);
        auto restored = std::make_unique<RoomGame>(rules, seed);
        if (!ok ||
            !restored->restore(turns, game.value(QStringLiteral("state")).toObject(), nowMs, error))
            return nullptr;
        const QJsonObject end = game.value(QStringLiteral("end")).toObject();
        if (!end.isEmpty()) {
            // An aborted game's result is no result: end() marks it aborted again.
            restored->end(resultRestore(end), nowMs);
            restored->takeEvents();
        }
        room->m_game = std::move(restored);
    }
    // Everyone is away from now: the events say so, with the clocks as they stand, to a client
    // that comes back with its last event number.
    for (Side s : {White, Black})
        if (room->m_seats[s].member.isValid() && !room->m_seats[s].member.engine)
            room->emitPresence(s, nowMs);
    return room;
}

QString Room::gamePgn(const QString& site) const {
    if (!m_game || !m_game->isStarted()) return QString();
    PgnGame pgn;
    pgn.setTag("Event", QStringLiteral("Arbiter online, room %1").arg(m_number).toStdString());
    pgn.setTag("Site", site.isEmpty() ? std::string("?") : site.toStdString());
    pgn.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    pgn.setTag("Round", std::to_string(m_gameSerial));
    const auto name = [this](Side s) {
        const QString& id = m_lastPair[s];
        for (const Seat& seat : m_seats)
            if (seat.member.id == id) return seat.member.name.toStdString();
        return std::string("?");
    };
    pgn.setTag("White", name(White));
    pgn.setTag("Black", name(Black));
    pgn.setVariant(m_game->board().variant().name);
    const std::string startFen = m_game->startFen().toStdString();
    if (startFen != m_game->board().variant().startFen) pgn.setStartFen(startFen);
    pgn.setTag("TimeControl", m_rules.timeControl.pgnTag().toStdString());
    std::unique_ptr<Board> scratch = createBoard(m_game->board().variant().name);
    scratch->setFen(startFen);
    pgn.setMoveTextNotation(Notation::San);
    for (const PlayedTurn& turn : m_game->turns())
        for (size_t i = 0; i < turn.parts.size(); ++i) {
            const Move m = turn.parts[i];
            PgnMove& added = pgn.addMove(m, scratch->moveToSan(m));
            added.continuesTurn = i > 0;
            // The time the server charged, to the millisecond ("2.184s"), as the library writes it
            // in fastchess's record style.
            if (i + 1 == turn.parts.size() && turn.usedMs > 0) {
                PlayedMove timed;
                timed.timeMs = turn.usedMs;
                added.commentAfter = moveComment(timed, RecordStyle::Fastchess);
            }
            scratch->makeMove(m);
        }
    const GameResult& result = m_game->result();
    pgn.setResult(result.isDraw()                ? PgnResult::Draw
                  : result.winnerSide() == White ? PgnResult::WhiteWins
                  : result.winnerSide() == Black ? PgnResult::BlackWins
                                                 : PgnResult::Unknown);
    if (!result.isNone() || m_game->isAborted()) pgn.setTerminationComment(result.reason());
    if (m_game->isOver()) pgn.setTag("Termination", result.pgnTermination());
    if (m_game->isRedBlack()) pgn.setTag("Format", "WXF");
    PgnWriter writer;
    return QString::fromStdString(writer.toString(pgn));
}

} // namespace arbiter::online
