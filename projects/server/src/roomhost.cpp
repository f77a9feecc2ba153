#include "roomhost.h"

#include "clientconnection.h"
#include "cluster.h"
#include "engineseat.h"
#include "online/roomrules.h"
#include "storage.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace arbiter::server {

namespace {
QString json(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString nowText() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString clocksText(const online::PlayedTurn& turn) {
    QJsonArray clocks;
    for (Side s : {White, Black})
        clocks.append(QJsonObject{{QStringLiteral("ms"), qint64(turn.clocks[s].remainingMs)},
                                  {QStringLiteral("periods"), turn.clocks[s].periodsLeft},
                                  {QStringLiteral("moves"), turn.clocks[s].movesMade}});
    return QString::fromUtf8(QJsonDocument(clocks).toJson(QJsonDocument::Compact));
}

// A registered member's player number ("p12" -> 12), a null value for guests.
QVariant playerNumber(const online::Member* member) {
    if (!member || !member->registered) return QVariant(QMetaType(QMetaType::LongLong));
    return member->id.mid(1).toLongLong();
}
} // namespace

RoomHost::RoomHost(std::unique_ptr<online::Room> room, Storage* storage,
                   std::function<int64_t()> clock, QObject* parent)
    : QObject(parent), m_room(std::move(room)), m_storage(storage), m_clock(std::move(clock)),
      m_rulesText(json(online::roomRulesJson(m_room->rules()))) {
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &RoomHost::onTimer);
}

RoomHost::~RoomHost() = default;

void RoomHost::setEngineSeat(std::unique_ptr<EngineSeat> seat) {
    dropEngineSeat();
    m_engine = std::move(seat);
    m_engineSeated = false;
}

void RoomHost::engineSeated() {
    m_engineSeated = m_engine != nullptr;
}

void RoomHost::dropEngineSeat() {
    // Possibly called from one of its own signals: deleted later (its process is killed then).
    if (m_engine) m_engine.release()->deleteLater();
    m_engineSeated = false;
}

void RoomHost::attach(ClientConnection* connection) {
    m_connections[connection->member().id].insert(connection);
    connection->rooms().insert(number());
}

void RoomHost::detach(ClientConnection* connection) {
    auto it = m_connections.find(connection->member().id);
    if (it != m_connections.end()) {
        it->remove(connection);
        if (it->isEmpty()) m_connections.erase(it);
    }
    connection->rooms().remove(number());
}

bool RoomHost::isAttached(ClientConnection* connection) const {
    const auto it = m_connections.find(connection->member().id);
    return it != m_connections.end() && it->contains(connection);
}

bool RoomHost::hasOtherConnection(ClientConnection* connection) const {
    const auto it = m_connections.find(connection->member().id);
    if (it == m_connections.end()) return false;
    for (ClientConnection* other : *it)
        if (other != connection) return true;
    return false;
}

QList<ClientConnection*> RoomHost::connectionsOf(const QString& memberId) const {
    const auto it = m_connections.find(memberId);
    return it == m_connections.end() ? QList<ClientConnection*>() : it->values();
}

QList<ClientConnection*> RoomHost::connections() const {
    QList<ClientConnection*> all;
    for (const QSet<ClientConnection*>& mine : m_connections)
        for (ClientConnection* c : mine) all.append(c);
    return all;
}

bool RoomHost::isDisposable() const {
    return m_room->isEmpty() && !m_room->isPlaying() && m_connections.isEmpty();
}

void RoomHost::commit(std::function<void()> after) {
    // An engine that no longer holds a seat (unseated, removed) stops playing.
    if (m_engine && m_engineSeated && m_room->seatOf(m_engine->member().id) == NoSide)
        dropEngineSeat();
    std::vector<online::RoomEvent> events = m_room->takeEvents();
    scheduleTimer();
    bool numbered = false;
    for (const online::RoomEvent& e : events) numbered |= e.number > 0;
    const bool dispose = isDisposable();
    if (!numbered && !dispose && m_stored) {
        // Chat only: nothing to store, but it keeps its place behind the room's earlier events.
        StorageJob job;
        QPointer<RoomHost> self(this);
        job.done = [self, events = std::move(events),
                    after = std::move(after)](const StorageResult&) {
            if (self) self->deliver(events);
            if (after) after();
        };
        m_storage->submit(std::move(job));
        return;
    }
    const qint64 room = number();
    const int serial = m_room->gameSerial();
    const online::RoomGame* game = m_room->game();
    const QString stamp = nowText(); // one moment for everything this commit stores
    StorageJob job;
    auto& sql = job.statements;
    for (const online::RoomEvent& e : events) {
        switch (e.kind) {
        case online::RoomEvent::Kind::Started: {
            const online::Member* white = m_room->seated(White);
            const online::Member* black = m_room->seated(Black);
            sql.push_back(
                {QStringLiteral("INSERT INTO games (room, serial, variant, time_control, rated, "
                                "white_name, black_name, white_player, black_player, started_at) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 {room, serial, m_room->rules().variant, m_room->rules().timeControl.toString(),
                  m_room->rules().rated ? 1 : 0, white ? white->name : QString(),
                  black ? black->name : QString(), playerNumber(white), playerNumber(black),
                  stamp}});
            break;
        }
        case online::RoomEvent::Kind::Moved: {
            const int ply = e.data.value(QStringLiteral("ply")).toInt();
            const online::PlayedTurn& turn = game->turns()[size_t(ply - 1)];
            sql.push_back(
                {QStringLiteral("INSERT INTO moves (room, serial, ply, side, move, "
                                "used_ms, clocks, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                 {room, serial, ply, int(turn.side), turn.text, qint64(turn.usedMs),
                  clocksText(turn), stamp}});
            break;
        }
        case online::RoomEvent::Kind::TakenBack:
            sql.push_back(
                {QStringLiteral("DELETE FROM moves WHERE room = ? AND serial = ? AND ply > ?"),
                 {room, serial, e.data.value(QStringLiteral("ply")).toInt()}});
            break;
        case online::RoomEvent::Kind::Ended: {
            const GameResult& result = game->result();
            sql.push_back({QStringLiteral("UPDATE games SET ended_at = ?, result = ?, reason = ?, "
                                          "termination = ?, pgn = ? WHERE room = ? AND serial = ?"),
                           {stamp, QString::fromStdString(result.resultString()),
                            QString::fromStdString(result.reason()),
                            game->isAborted() ? QStringLiteral("aborted")
                                              : QString::fromStdString(result.pgnTermination()),
                            m_room->gamePgn(QStringLiteral("arbiter-server")), room, serial}});
            if (e.data.contains(QStringLiteral("ratings")))
                for (Side s : {White, Black})
                    if (const online::Member* m = m_room->seated(s); m && m->registered)
                        sql.push_back(
                            {QStringLiteral("UPDATE players SET rating = ?, deviation = ?, "
                                            "volatility = ?, games = games + 1 WHERE id = ?"),
                             {m->rating.rating, m->rating.deviation, m->rating.volatility,
                              playerNumber(m)}});
            break;
        }
        default: break;
        }
    }
    if (dispose) {
        sql.push_back({QStringLiteral("DELETE FROM rooms WHERE number = ?"), {room}});
    } else {
        const int64_t now = m_clock();
        sql.push_back({QStringLiteral("INSERT INTO rooms (number, rules, state, updated_at) "
                                      "VALUES (?, ?, ?, ?) ON CONFLICT (number) DO UPDATE SET "
                                      "rules = excluded.rules, state = excluded.state, "
                                      "updated_at = excluded.updated_at"),
                       {room, m_rulesText, json(m_room->saveState(now)), stamp}});
        if (m_cluster) {
            const QJsonObject line = m_room->summary();
            QByteArray text = QJsonDocument(line).toJson(QJsonDocument::Compact);
            if (text != m_toldLine) {
                m_cluster->tell(sql, room, &line);
                m_toldLine = std::move(text);
            }
        }
    }
    m_stored = !dispose;
    QPointer<RoomHost> self(this);
    job.done = [self, events = std::move(events), after = std::move(after),
                dispose](const StorageResult&) {
        if (self) self->deliver(events);
        if (after) after();
        if (self && dispose && self->isDisposable()) emit self->disposable(self->number());
    };
    m_storage->submit(std::move(job));
}

void RoomHost::deliver(const std::vector<online::RoomEvent>& events) {
    for (const online::RoomEvent& e : events) {
        // One serialization for everyone who sees the event alike.
        const QString shared = json(e.data);
        for (auto it = m_connections.begin(); it != m_connections.end(); ++it) {
            const QString& memberId = it.key();
            // Spectators' chat goes to spectators only (not the players, not the queue).
            if (e.spectatorsOnly && !m_room->isSpectator(memberId)) continue;
            bool own = false;
            for (const auto& part : e.privateParts) own |= part.first == memberId;
            const QString text = own ? json(m_room->render(e, memberId)) : shared;
            for (ClientConnection* c : it.value()) c->sendText(text);
        }
        // The engine's copy, as its member sees it (no spectators' chat for a player).
        if (m_engine && m_engineSeated && !e.spectatorsOnly)
            m_engine->deliver(m_room->render(e, m_engine->member().id));
    }
}

void RoomHost::scheduleTimer() {
    const int64_t deadline = m_room->nextDeadlineMs();
    if (deadline < 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(int(std::clamp<int64_t>(deadline - m_clock(), 0, 24 * 3600 * 1000)));
}

void RoomHost::onTimer() {
    m_room->expire(m_clock());
    commit();
}

} // namespace arbiter::server
