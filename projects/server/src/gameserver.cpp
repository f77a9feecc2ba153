#include "gameserver.h"

#include "storage.h"
#include "version/version.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QWebSocket>

namespace arbiter::server {

using online::ClientMessage;
using Type = ClientMessage::Type;

GameServer::GameServer(Storage* storage, const ServerSettings& settings, QObject* parent)
    : QObject(parent), m_storage(storage), m_settings(settings) {
    m_clock.start();
}

GameServer::~GameServer() {
    for (ClientConnection* c : std::as_const(m_connections)) c->disconnect(this);
}

void GameServer::addConnection(QWebSocket* socket) {
    auto* c = new ClientConnection(socket, m_settings.limits, this);
    m_connections.insert(c);
    connect(c, &ClientConnection::frameReceived, this, &GameServer::onFrame);
    connect(c, &ClientConnection::closed, this, &GameServer::onClosed);
    connect(c, &ClientConnection::lagMeasured, this, [this](ClientConnection* conn) {
        for (qint64 number : std::as_const(conn->rooms()))
            if (auto it = m_rooms.find(number); it != m_rooms.end())
                it->second->room().setLag(conn->member().id, conn->lagMs());
    });
    c->send(
        {{QStringLiteral("t"), QStringLiteral("welcome")},
         {QStringLiteral("protocol"), online::ProtocolVersion},
         {QStringLiteral("server"),
          QStringLiteral("arbiter-server ") + QLatin1String(versionNumber())},
         {QStringLiteral("limits"),
          QJsonObject{{QStringLiteral("frameBytes"), online::MaxFrameBytes},
                      {QStringLiteral("messagesPerSecond"), m_settings.limits.messagesPerSecond},
                      {QStringLiteral("burst"), m_settings.limits.burst}}},
         // What a room may seat (seatEngine).
         {QStringLiteral("engines"), QJsonArray::fromStringList(engineNames())}});
}

void GameServer::detachEverywhere(ClientConnection* c) {
    // The member is away from each room where no other connection of theirs remains.
    const QSet<qint64> rooms = c->rooms();
    for (qint64 number : rooms) {
        auto it = m_rooms.find(number);
        if (it == m_rooms.end()) continue;
        RoomHost* host = it->second.get();
        const bool other = host->hasOtherConnection(c);
        host->detach(c);
        if (!other) {
            host->room().setConnected(c->member().id, false, now());
            host->commit();
        }
    }
}

void GameServer::onClosed(ClientConnection* c) {
    m_connections.remove(c);
    detachEverywhere(c);
    c->deleteLater();
}

void GameServer::onFrame(ClientConnection* c, const QByteArray& frame) {
    ++m_messages;
    ClientMessage m;
    QString error;
    if (!online::parseClientMessage(frame, m, &error)) {
        c->sendError(m.id, error, QStringLiteral("message"));
        return;
    }
    dispatch(c, m);
}

void GameServer::dispatch(ClientConnection* c, const ClientMessage& m) {
    switch (m.type) {
    case Type::Hello: c->sendOk(m.id); return;
    case Type::Ping:
        c->send({{QStringLiteral("t"), QStringLiteral("pong")}, {QStringLiteral("id"), m.id}});
        return;
    case Type::Guest: guest(c, m); return;
    case Type::Register: registerPlayer(c, m); return;
    case Type::Login: login(c, m); return;
    case Type::Resume: resume(c, m); return;
    case Type::Rooms: listRooms(c, m); return;
    case Type::Profile: profile(c, m); return;
    case Type::Games:
        if (!m.name.isEmpty() || c->isIdentified()) {
            games(c, m);
            return;
        }
        break;
    default: break;
    }
    if (!c->isIdentified()) {
        c->sendError(
            m.id,
            QStringLiteral("'%1': say who you are first (guest, login, register or resume)")
                .arg(QLatin1String(online::messageTypeName(m.type))),
            QLatin1String(online::messageTypeName(m.type)));
        return;
    }
    switch (m.type) {
    case Type::Logout: logout(c, m); return;
    case Type::SetAvatar: setAvatar(c, m); return;
    case Type::Join: join(c, m); return;
    case Type::Leave: leave(c, m); return;
    case Type::Sync: sync(c, m); return;
    case Type::SecondParts: secondParts(c, m); return;
    case Type::Games: games(c, m); return;
    case Type::GamePgn: gamePgn(c, m); return;
    case Type::Records: records(c, m); return;
    case Type::SaveRecord: saveRecord(c, m); return;
    case Type::DeleteRecord: deleteRecord(c, m); return;
    case Type::GetRecord: getRecord(c, m); return;
    case Type::Ready:
    case Type::Rematch:
    case Type::Move:
    case Type::Request:
    case Type::Answer:
    case Type::Resign:
    case Type::Abort:
    case Type::Claim:
    case Type::Chat: roomAction(c, m); return;
    case Type::SeatEngine: seatEngine(c, m); return;
    case Type::UnseatEngine: unseatEngine(c, m); return;
    default: c->sendError(m.id, QStringLiteral("not understood")); return;
    }
}

} // namespace arbiter::server
