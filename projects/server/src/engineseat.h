// An engine that holds a seat of a room on the server (docs/online.md, "Engines in rooms"): the
// library's EnginePilot (online/enginepilot.h) plays the seat with an engine process, fed the
// room's events as the engine's member sees them (RoomHost delivers them here as to a
// connection), and what it decides is done on the room like a player's message: a move, an
// answer, a claim; a crash, hang or illegal move loses the game in progress (Room::forfeit).
// Every action is stored before it is told (RoomHost::commit), as a player's is. Its process is
// stopped when the seat is destroyed: the engine left the seat, or the room is forgotten.
#pragma once

#include "online/enginepilot.h"
#include "online/member.h"

#include <QObject>
#include <QPointer>

namespace arbiter::server {

class RoomHost;

class EngineSeat : public QObject {
    Q_OBJECT
public:
    EngineSeat(RoomHost* host, const online::Member& member, const EngineConfiguration& config,
               const online::EnginePilot::Settings& settings, QObject* parent = nullptr);
    ~EngineSeat() override;

    const online::Member& member() const { return m_member; }
    // Starts the process; started() or startFailed() follows.
    void start();
    // A room event, rendered for the engine's member.
    void deliver(const QJsonObject& event);

signals:
    void started();
    void startFailed(const QString& reason);

private:
    // Runs a room action as the engine's member and stores it; an error is logged, not sent
    // anywhere: the engine has no connection to answer.
    void act(const char* what, const std::function<QString(int64_t nowMs)>& action);

    QPointer<RoomHost> m_host;
    online::Member m_member;
    online::EnginePilot m_pilot;
};

} // namespace arbiter::server
