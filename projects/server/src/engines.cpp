// GameServer: engines in rooms (docs/online.md, "Engines in rooms"): seating the server's engine
// in a free seat of a room, unseating it, and bringing it back after a restart.
#include "engineseat.h"
#include "gameserver.h"

#include <QPointer>
#include <cstdio>

namespace arbiter::server {

using online::ClientMessage;

namespace {
const QString kSeatEngine = QStringLiteral("seatEngine");

// How a room shows the engine: its server name, marked as an engine for people who read
// names only; its id names the configuration, so that a rematch knows it again.
online::Member engineMember(const QString& name) {
    online::Member m;
    m.id = QStringLiteral("e:") + name;
    m.name = name + QStringLiteral(" (engine)");
    m.engine = true;
    m.engineName = name;
    return m;
}
} // namespace

const EngineConfiguration* GameServer::engineConfiguration(const QString& name) const {
    for (const EngineConfiguration& config : m_settings.engines)
        if (config.name == name) return &config;
    if (name == m_settings.builtInEngine.name && !m_settings.builtInEngine.command.isEmpty())
        return &m_settings.builtInEngine;
    return nullptr;
}

QStringList GameServer::engineNames() const {
    QStringList names;
    if (!m_settings.builtInEngine.command.isEmpty()) names << m_settings.builtInEngine.name;
    for (const EngineConfiguration& config : m_settings.engines)
        if (!names.contains(config.name)) names << config.name;
    return names;
}

int GameServer::engineSeats() const {
    int count = 0;
    for (const auto& [number, host] : m_rooms) count += host->engineSeat() != nullptr;
    return count;
}

void GameServer::seatEngine(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    const EngineConfiguration* config = engineConfiguration(m.name);
    if (!config) {
        const QStringList names = engineNames();
        c->sendError(m.id,
                     names.isEmpty()
                         ? QStringLiteral("this server has no engines")
                         : QStringLiteral("no engine named '%1' on this server (it has: %2)")
                               .arg(m.name.left(40), names.join(QStringLiteral(", "))),
                     kSeatEngine);
        return;
    }
    const QString memberId = c->member().id;
    QString why = host->room().canSeatEngine(memberId);
    if (why.isEmpty() && host->engineSeat())
        why = QStringLiteral("an engine is starting in room %1").arg(m.room);
    if (why.isEmpty() && engineSeats() >= m_settings.maxEngines)
        why = QStringLiteral("this server plays at most %1 engines at once")
                  .arg(m_settings.maxEngines);
    if (!why.isEmpty()) {
        c->sendError(m.id, why, kSeatEngine);
        return;
    }
    const online::Member member = engineMember(config->name);
    auto seat = std::make_unique<EngineSeat>(host, member, *config, m_settings.enginePlay);
    EngineSeat* raw = seat.get();
    host->setEngineSeat(std::move(seat));
    QPointer<ClientConnection> client(c);
    QPointer<RoomHost> where(host);
    const qint64 id = m.id;
    // The seat is taken once the engine has answered its handshake and plays the room's
    // variant: then it is ready at once.
    connect(raw, &EngineSeat::started, this, [this, client, where, raw, member, memberId, id] {
        if (!where) return;
        const QString error = where->room().seatEngine(memberId, member, now());
        if (!error.isEmpty()) {
            if (client) client->sendError(id, error, kSeatEngine);
            where->dropEngineSeat();
            where->commit();
            return;
        }
        where->engineSeated();
        raw->deliver(where->room().snapshot(member.id, now()));
        where->commit([client, id] {
            if (client) client->sendOk(id);
        });
    });
    connect(raw, &EngineSeat::startFailed, this, [client, where, id](const QString& reason) {
        if (client)
            client->sendError(id, QStringLiteral("the engine did not start: ") + reason,
                              kSeatEngine);
        if (!where) return;
        where->dropEngineSeat();
        where->commit();
    });
    raw->start();
}

void GameServer::unseatEngine(ClientConnection* c, const ClientMessage& m) {
    RoomHost* host = hostFor(c, m);
    if (!host) return;
    const QString error = host->room().unseatEngine(c->member().id, now());
    if (!error.isEmpty()) {
        c->sendError(m.id, error, QStringLiteral("unseatEngine"));
        return;
    }
    QPointer<ClientConnection> client(c);
    host->commit([client, id = m.id] {
        if (client) client->sendOk(id);
    });
}

void GameServer::restoreEngineSeat(RoomHost* host, online::Member engine) {
    const EngineConfiguration* config = engineConfiguration(engine.engineName);
    if (!config) {
        std::fprintf(stderr, "arbiter-server: room %lld: no engine named '%s' any more\n",
                     static_cast<long long>(host->number()), qPrintable(engine.engineName));
        host->room().removeEngine(now());
        return;
    }
    auto seat = std::make_unique<EngineSeat>(host, engine, *config, m_settings.enginePlay);
    EngineSeat* raw = seat.get();
    host->setEngineSeat(std::move(seat));
    host->engineSeated();
    QPointer<RoomHost> where(host);
    connect(raw, &EngineSeat::startFailed, this, [this, where](const QString& reason) {
        if (!where) return;
        std::fprintf(stderr, "arbiter-server: room %lld: the engine did not start again: %s\n",
                     static_cast<long long>(where->number()), qPrintable(reason));
        where->room().removeEngine(now());
        where->commit();
    });
    raw->start();
    // Told the room as it is: a game in progress goes on where it was.
    raw->deliver(host->room().snapshot(engine.id, now()));
}

} // namespace arbiter::server
