// One room on the server: the library's Room (online/room.h) with the connections of its
// members, the timer of its next deadline, and the rule that makes it safe: whatever an action
// changed is committed to the database first (the turn, the game's start or end, the room's
// state), and only then are its events sent, each viewer getting its own copy, and the acting
// client answered (docs/online.md, "Persistence"). A seat may hold the server's engine
// (engineseat.h), which receives the room's events as a connection would.
#pragma once

#include "online/room.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <functional>
#include <memory>

namespace arbiter::server {

class ClientConnection;
class Cluster;
class EngineSeat;
class Storage;

class RoomHost : public QObject {
    Q_OBJECT
public:
    RoomHost(std::unique_ptr<online::Room> room, Storage* storage, std::function<int64_t()> clock,
             QObject* parent = nullptr);
    ~RoomHost() override;

    online::Room& room() { return *m_room; }
    qint64 number() const { return m_room->number(); }
    int64_t now() const { return m_clock(); }

    // The room's engine (one at most): it receives the room's events once its member is
    // seated, and is stopped (destroyed) when its member no longer holds a seat.
    void setEngineSeat(std::unique_ptr<EngineSeat> seat);
    EngineSeat* engineSeat() const { return m_engine.get(); }
    // Its member has taken the seat: events reach it from now on.
    void engineSeated();
    void dropEngineSeat();

    // The member's connection receives the room's events from now on (or no longer).
    void attach(ClientConnection* connection);
    void detach(ClientConnection* connection);
    bool isAttached(ClientConnection* connection) const;
    // Another connection of the same member is in the room.
    bool hasOtherConnection(ClientConnection* connection) const;
    QList<ClientConnection*> connectionsOf(const QString& memberId) const;
    // Every connection attached, of every member.
    QList<ClientConnection*> connections() const;

    // After an action on room(): stores what changed, then sends its events and calls `after`
    // (the answer to the client who acted). With nothing changed, `after` runs at once.
    void commit(std::function<void()> after = {});
    // The room as stored (Room::saveState and its rules), for a new room's first commit too.
    void scheduleTimer();
    // Set when the room has nobody in it and no game in progress: the server forgets it.
    bool isDisposable() const;
    // The room came from the database (a restart): it has its row already.
    void setStored() { m_stored = true; }
    // Several processes (cluster.h): each commit that changes the room's lobby line tells it.
    void setCluster(Cluster* cluster) { m_cluster = cluster; }

signals:
    void disposable(qint64 number);

private:
    void deliver(const std::vector<online::RoomEvent>& events);
    void onTimer();

    std::unique_ptr<online::Room> m_room;
    Storage* m_storage;
    std::function<int64_t()> m_clock;
    QHash<QString, QSet<ClientConnection*>> m_connections; // by member id
    QTimer m_timer;
    std::unique_ptr<EngineSeat> m_engine;
    bool m_engineSeated = false;
    bool m_stored = false; // the room has a row in the database
    Cluster* m_cluster = nullptr;
    QByteArray m_toldLine; // the lobby line last told to the other processes
    // The room's rules as stored with every commit: they never change, so they are written
    // out once rather than on every turn.
    QString m_rulesText;
};

} // namespace arbiter::server
