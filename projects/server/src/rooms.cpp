// GameServer: the lobby, joining and leaving rooms, and the actions in a room
// (docs/online.md, "Rooms").
#include "cluster.h"
#include "gameserver.h"
#include "online/roomrules.h"
#include "storage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>

namespace arbiter::server {

using online::ClientMessage;
using Type = ClientMessage::Type;

RoomHost* GameServer::createRoom(qint64 number, const online::RoomRules& rules) {
    auto room = std::make_unique<online::Room>(number, rules);
    room->continueSerialsFrom(m_lastSerials.value(number));
    return addRoom(std::move(room));
}

RoomHost* GameServer::addRoom(std::unique_ptr<online::Room> room) {
    const qint64 number = room->number();
    auto host = std::make_unique<RoomHost>(
        std::move(room), m_storage, [this] { return now(); }, this);
    connect(host.get(), &RoomHost::disposable, this, &GameServer::forgetRoom);
    host->setCluster(m_cluster);
    RoomHost* raw = host.get();
    m_rooms[number] = std::move(host);
    return raw;
}

void GameServer::forgetRoom(qint64 number) {
    auto it = m_rooms.find(number);
    if (it == m_rooms.end() || !it->second->isDisposable()) return;
    m_lastSerials[number] = it->second->room().gameSerial();
    it->second.release()->deleteLater();
    m_rooms.erase(it);
    if (m_cluster) releaseRoom(number);
}

RoomHost* GameServer::hostFor(ClientConnection* c, const ClientMessage& m) {
    auto it = m_rooms.find(m.room);
    if (it == m_rooms.end() || !it->second->isAttached(c)) {
        c->sendError(m.id, QStringLiteral("you are not in room %1: join it first").arg(m.room),
                     QLatin1String(online::messageTypeName(m.type)));
        return nullptr;
    }
    return it->second.get();
}

void GameServer::listRooms(ClientConnection* c, const ClientMessage& m) {
    constexpr int kMaxRooms = 500;
    QJsonArray rooms;
    if (m_cluster) {
        // This process's rooms and the other processes' lines, in the order of their numbers.
        std::map<qint64, QJsonObject> lines;
        for (const auto& [number, remote] : m_cluster->remoteRooms()) lines[number] = remote.line;
        for (const auto& [number, host] : m_rooms) lines[number] = host->room().summary();
        for (const auto& [number, line] : lines) {
            if (rooms.size() >= kMaxRooms) break;
            rooms.append(line);
        }
    } else {
        for (const auto& [number, host] : m_rooms) {
            if (rooms.size() >= kMaxRooms) break;
            rooms.append(host->room().summary());
        }
    }
    QJsonObject answer{{QStringLiteral("t"), QStringLiteral("rooms")},
                       {QStringLiteral("rooms"), rooms}};
    if (m.id >= 0) answer[QStringLiteral("id")] = m.id;
    c->send(answer);
}

void GameServer::sendSnapshot(ClientConnection* c, RoomHost* host) {
    c->send(host->room().snapshot(c->member().id, now()));
}

void GameServer::join(ClientConnection* c, const ClientMessage& m) {
    const auto role = m.flag ? online::Room::Role::Spectator : online::Room::Role::Player;
    RoomHost* host = nullptr;
    bool created = false;
    if (auto it = m_rooms.find(m.room); it != m_rooms.end()) {
        host = it->second.get();
    } else if (m_cluster && !m_held.contains(m.room)) {
        // Not this process's room (yet): its lock first, then its rows (roomrestore.cpp).
        loadRoom(c, m);
        return;
    } else {
        online::RoomRules rules = m_settings.defaultRules;
        QString error;
        if (!m.settings.isEmpty() && !online::parseRoomRules(m.settings, rules, &error)) {
            c->sendError(m.id, error, QStringLiteral("join"));
            return;
        }
        host = createRoom(m.room, rules);
        host->room().setCreator(c->member().id);
        created = true;
    }
    online::Room& room = host->room();
    const QString memberId = c->member().id;
    // One connection per seat: a second one of the same session (the same client, coming
    // back) takes over; one of another session (a second login) is refused.
    if (room.seatOf(memberId) != NoSide && !host->isAttached(c))
        for (ClientConnection* other : host->connectionsOf(memberId)) {
            if (other->token() != c->token()) {
                c->sendError(m.id,
                             QStringLiteral("%1 already plays in room %2 from another connection")
                                 .arg(c->member().name)
                                 .arg(m.room),
                             QStringLiteral("join"));
                return;
            }
            host->detach(other);
            other->close(QStringLiteral("the same session connected again"));
        }
    const QString error = room.join(c->member(), role, now());
    if (!error.isEmpty()) {
        c->sendError(m.id, error, QStringLiteral("join"));
        if (created && host->isDisposable()) forgetRoom(m.room);
        return;
    }
    host->attach(c);
    room.setLag(memberId, c->lagMs());
    const qint64 since = m.number;
    QPointer<ClientConnection> client(c);
    QPointer<RoomHost> where(host);
    host->commit([this, client, where, id = m.id, since, created] {
        if (!client || !where) return;
        // Whether the client's settings made the room (a room that exists keeps its own).
        if (id >= 0)
            client->send({{QStringLiteral("t"), QStringLiteral("ok")},
                          {QStringLiteral("id"), id},
                          {QStringLiteral("created"), created}});
        sendMissed(client, where, since);
    });
}

void GameServer::leave(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    const QString error = host->room().leave(c->member().id, now());
    if (!error.isEmpty()) {
        c->sendError(m.id, error, QStringLiteral("leave"));
        return;
    }
    for (ClientConnection* mine : host->connectionsOf(c->member().id)) host->detach(mine);
    QPointer<ClientConnection> client(c);
    host->commit([client, id = m.id] {
        if (client) client->sendOk(id);
    });
}

void GameServer::roomAction(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    online::Room& room = host->room();
    const QString& member = c->member().id;
    const int64_t t = now();
    QString error;
    switch (m.type) {
    case Type::Ready: error = room.setReady(member, m.flag, t); break;
    case Type::Rematch: error = room.rematch(member, t); break;
    case Type::Move: error = room.move(member, m.text, m.ply, t); break;
    case Type::Request: error = room.request(member, m.kind, t); break;
    case Type::Answer: error = room.answer(member, m.flag, t); break;
    case Type::Resign: error = room.resign(member, t); break;
    case Type::Abort: error = room.abort(member, t); break;
    case Type::Claim: error = room.claim(member, m.flag, t); break;
    case Type::Chat: error = room.chat(member, m.text, t); break;
    default: return;
    }
    const QString about = QLatin1String(online::messageTypeName(m.type));
    if (!error.isEmpty()) {
        c->sendError(m.id, error, about);
        // A move made on an old position: the client gets the room as it is now (resync).
        if (m.type == Type::Move && error.startsWith(QLatin1String("stale move")))
            sendSnapshot(c, host);
        host->commit(); // nothing changed, but a deadline may have passed meanwhile
        return;
    }
    QPointer<ClientConnection> client(c);
    host->commit([client, id = m.id] {
        if (client) client->sendOk(id);
    });
}

void GameServer::sync(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    c->sendOk(m.id);
    sendMissed(c, host, m.number);
}

void GameServer::secondParts(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    QJsonArray parts;
    const QString error = host->room().secondParts(c->member().id, m.text, &parts);
    if (!error.isEmpty()) {
        c->sendError(m.id, error, QStringLiteral("secondParts"));
        return;
    }
    QJsonObject answer{{QStringLiteral("t"), QStringLiteral("secondParts")},
                       {QStringLiteral("room"), m.room},
                       {QStringLiteral("move"), m.text},
                       {QStringLiteral("legal"), parts}};
    if (m.id >= 0) answer[QStringLiteral("id")] = m.id;
    c->send(answer);
}

void GameServer::sendMissed(ClientConnection* c, RoomHost* host, qint64 since) {
    std::vector<const online::RoomEvent*> missed;
    if (since >= 0 && host->room().eventsSince(since, missed)) {
        for (const online::RoomEvent* e : missed) c->send(host->room().render(*e, c->member().id));
        return;
    }
    sendSnapshot(c, host);
}

} // namespace arbiter::server
