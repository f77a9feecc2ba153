// arbiter-server's heart (docs/online.md): the connected clients, the rooms, and what each
// message does. A client says who it is (a guest with a name, a registered player, or the
// session of an earlier connection), lists and joins rooms, and acts in them; every message is
// read by the library's parser (online/protocol.h), every room action goes through the
// library's Room and is stored before anyone hears of it (roomhost.h). Players' accounts,
// played games and records collections live in the database (storage.h, accounts.h).
#pragma once

#include "clientconnection.h"
#include "engine/engineconfiguration.h"
#include "online/enginepilot.h"
#include "online/protocol.h"
#include "online/roomgame.h"
#include "roomhost.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <map>
#include <memory>

class QWebSocket;

namespace arbiter::server {

class Cluster;
class Storage;
struct StorageResult;

struct ServerSettings {
    ConnectionLimits limits;
    online::RoomRules defaultRules; // a room made without settings
    QString site = QStringLiteral("arbiter-server");
    int passwordIterations = 0; // 0: accounts.h's default
    // Engines a room may seat (docs/online.md, "Engines in rooms"): --engines FILE, and
    // arbiter-engine beside the server's program (its command empty when there is none).
    QVector<EngineConfiguration> engines;
    EngineConfiguration builtInEngine;
    int maxEngines = 8; // engine seats at once on the server
    online::EnginePilot::Settings enginePlay;
};

class GameServer : public QObject {
    Q_OBJECT
public:
    GameServer(Storage* storage, const ServerSettings& settings, QObject* parent = nullptr);
    ~GameServer() override;

    // Several processes on one database (cluster.h): rooms are loaded when a client joins them,
    // not at start. Set before restore().
    void setCluster(Cluster* cluster);
    // Brings back the rooms stored in the database (after a restart), before clients come;
    // nothing in a cluster.
    bool restore(QString* error);
    void addConnection(QWebSocket* socket);

    int connectionCount() const { return int(m_connections.size()); }
    int roomCount() const { return int(m_rooms.size()); }
    qint64 messagesHandled() const { return m_messages; }
    // Rooms whose seat holds (or is starting) an engine.
    int engineSeats() const;
    // The server's monotonic time in ms (the rooms' clocks).
    int64_t now() const { return m_clock.elapsed(); }

private:
    void onFrame(ClientConnection* connection, const QByteArray& frame);
    void onClosed(ClientConnection* connection);
    // The connection leaves every room it joined; its member is away where no other of their
    // connections remains.
    void detachEverywhere(ClientConnection* c);
    void dispatch(ClientConnection* c, const online::ClientMessage& m);

    // Identity (identity.cpp)
    void guest(ClientConnection* c, const online::ClientMessage& m);
    void registerPlayer(ClientConnection* c, const online::ClientMessage& m);
    void login(ClientConnection* c, const online::ClientMessage& m);
    void resume(ClientConnection* c, const online::ClientMessage& m);
    void logout(ClientConnection* c, const online::ClientMessage& m);
    void profile(ClientConnection* c, const online::ClientMessage& m);
    void setAvatar(ClientConnection* c, const online::ClientMessage& m);
    // Gives the connection its identity and a new session stored for resume.
    void identify(ClientConnection* c, qint64 id, const online::Member& member);
    void sendIdentity(ClientConnection* c, qint64 id);
    // A registered player's member (rating, avatar) from a players row.
    static online::Member playerMember(const QVariantList& row);

    // Rooms (rooms.cpp)
    void listRooms(ClientConnection* c, const online::ClientMessage& m);
    void join(ClientConnection* c, const online::ClientMessage& m);
    void leave(ClientConnection* c, const online::ClientMessage& m);
    void roomAction(ClientConnection* c, const online::ClientMessage& m);
    void sync(ClientConnection* c, const online::ClientMessage& m);
    RoomHost* hostFor(ClientConnection* c, const online::ClientMessage& m);
    RoomHost* createRoom(qint64 number, const online::RoomRules& rules);
    RoomHost* addRoom(std::unique_ptr<online::Room> room);
    void sendSnapshot(ClientConnection* c, RoomHost* host);
    // The room's events after `since` for a client coming back, or a snapshot when the room no
    // longer keeps them (or `since` is -1: a first join).
    void sendMissed(ClientConnection* c, RoomHost* host, qint64 since);
    void forgetRoom(qint64 number);

    // Rooms from the database (roomrestore.cpp)
    // A room brought back from its stored rows (rooms and moves) and added; false with *why.
    bool restoreRoom(qint64 number, const QString& rulesText, const QString& stateText,
                     const std::vector<QVariantList>& moveRows, QString* why);
    // Cluster: a join for a room this process does not hold. The room's lock is asked for; held,
    // the room comes from its rows (or the join makes it), then the joins that waited go on.
    // Held by another process: they are told so.
    void loadRoom(ClientConnection* c, const online::ClientMessage& m);
    // The room's lock asked for and its rows read after it (onRoomLocked follows).
    void lockAndRead(qint64 number);
    void onRoomLocked(qint64 number, const StorageResult& result);
    void roomReady(qint64 number, const QString& error);
    // Cluster: the room's lock goes back and the other processes hear that it is gone.
    void releaseRoom(qint64 number);
    void tellEveryLine();

    // Cluster: a room goes back to its home process (handover.cpp). A join that came through
    // the proxy for its own room (ClientConnection::proxiedRoom) finds the room held by another
    // live process: this process asks for it and tries its lock again for a few seconds.
    // Whether the joins waiting for the room include one that may ask for it.
    bool wantsHandOver(qint64 number) const;
    // After a failed try of the lock: true while the joins wait for a hand-over (asked for
    // now, or before and not yet given up), false when they are to be refused.
    bool awaitHandOver(qint64 number);
    // Another process gave the room up: its lock is tried at once.
    void onRoomGone(qint64 number);
    // The holder's side: another process asks for a room this one plays. What is being stored
    // is committed first; then the room's connections are closed (going away: the clients
    // connect again and reach the asking process), its engine stopped, the room forgotten and
    // its lock given back after the last commit.
    void handOver(qint64 number, const QString& to);
    void finishHandOver(qint64 number, const QString& to);

    // Engines in rooms (engines.cpp)
    // A two-part turn's second parts, for the player to move (answered, nothing changes).
    void secondParts(ClientConnection* c, const online::ClientMessage& m);
    void seatEngine(ClientConnection* c, const online::ClientMessage& m);
    void unseatEngine(ClientConnection* c, const online::ClientMessage& m);
    // The configuration a room's engine of this name plays with; null when the server has none.
    const EngineConfiguration* engineConfiguration(const QString& name) const;
    QStringList engineNames() const;
    // After a restart: the room's engine is started again and told the room (a snapshot); one
    // that cannot be is removed, losing the game in progress.
    void restoreEngineSeat(RoomHost* host, online::Member engine);

    // Played games and the records collection (history.cpp)
    void games(ClientConnection* c, const online::ClientMessage& m);
    void gamePgn(ClientConnection* c, const online::ClientMessage& m);
    void records(ClientConnection* c, const online::ClientMessage& m);
    void saveRecord(ClientConnection* c, const online::ClientMessage& m);
    void deleteRecord(ClientConnection* c, const online::ClientMessage& m);
    void getRecord(ClientConnection* c, const online::ClientMessage& m);
    bool requireRegistered(ClientConnection* c, const online::ClientMessage& m);

    Storage* m_storage;
    ServerSettings m_settings;
    QElapsedTimer m_clock;
    QSet<ClientConnection*> m_connections;
    std::map<qint64, std::unique_ptr<RoomHost>> m_rooms;
    QHash<qint64, int> m_lastSerials; // game numbers already used by each room number
    Cluster* m_cluster = nullptr;
    QSet<qint64> m_held; // cluster: the rooms whose lock this process's session holds
    // Cluster: the joins waiting while a room's lock and rows are read.
    QHash<qint64, QList<QPair<QPointer<ClientConnection>, online::ClientMessage>>> m_loading;
    // Cluster: the hand-overs this process waits for (since when, its try of the lock).
    struct HandOverWait {
        int64_t since = 0;
        bool inFlight = false; // a try of the lock is on its way
        bool again = false;    // the room was given up meanwhile: try again at once
        int tries = 0;         // a poll scheduled for an earlier try is dropped
    };
    QHash<qint64, HandOverWait> m_asking;
    // Cluster: when each room this process got by a hand-over came (now()): it is not handed on
    // for a while (the ping-pong guard).
    QHash<qint64, int64_t> m_handedIn;
    QSet<qint64> m_handingOver; // rooms being given up (their last commits under way)
    qint64 m_messages = 0;
};

} // namespace arbiter::server
