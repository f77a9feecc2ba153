// Several arbiter-server processes on one PostgreSQL (`--cluster NAME`, docs/online.md,
// "Running it for a club"). A room is played by one process at a time: the one whose storage
// session holds the room's advisory lock (pg_try_advisory_lock, session level). Every write for
// a room goes through that same session, so a write that commits was made while the lock was
// held; a process that dies loses its session and PostgreSQL ends its locks, and the next
// process a client of the room joins takes the lock and loads the room from its rows
// (roomrestore.cpp). A process whose connection drops stops (storage.h): it never writes again.
//
// The lobby crosses processes on the channel `arbiter_lobby`: a process sends (NOTIFY, in the
// transaction that stores the change) a room's lobby line when it changed, "gone" when it
// forgets a room, a heartbeat every 2 s, "hello" when it starts (everyone tells their lines
// again) and "bye" when it stops; every process listens (notificationlistener.h) and keeps the
// lines of the others. The lines of a process not heard from for 7 s are dropped: a dead
// process's rooms leave the lobby by themselves.
//
// A room goes back to its home (the process nginx's hash sends its connections to) by a
// hand-over on the same channel: the process a proxied join reached asks for the room
// ({"s": NAME, "r": ROOM, "to": NAME}), the holder gives it back (gameserver.h, handOver) and
// its "gone" tells the asking process to take the lock at once.
#pragma once

#include "storage.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

namespace arbiter::server {

class NotificationListener;

class Cluster : public QObject {
    Q_OBJECT
public:
    // A room of another process, as its lobby line says.
    struct RemoteRoom {
        QJsonObject line;
        QString server;
    };

    Cluster(const QString& name, Storage* storage, const PostgresUrl& url,
            QObject* parent = nullptr);
    ~Cluster() override;

    // Checks that no live process has this name, listens, says hello. False with *error.
    bool start(QString* error);
    // Says bye (a job on the storage thread: flush the storage after it).
    void stop();
    const QString& name() const { return m_name; }

    // A room's ownership, on the storage thread's session: one row, one column, true when this
    // session holds the lock now. Locks stack in PostgreSQL: each taken lock is freed once.
    static SqlStatement tryLock(qint64 room);
    static SqlStatement unlock(qint64 room);

    // Appends the NOTIFY of a room's lobby line (Room::summary) or of its going away (null) to a
    // job's statements, so that it is sent when the job commits.
    void tell(std::vector<SqlStatement>& statements, qint64 room, const QJsonObject* line) const;
    // The rooms other live processes play, by number.
    const std::map<qint64, RemoteRoom>& remoteRooms() const { return m_remote; }
    // Asks the process that holds the room to give it to this one (handOverWanted there).
    void askHandOver(qint64 room);

signals:
    // Another process started, or this one missed notifications: tell every room's line again.
    void linesWanted();
    // Another process (`to`) asks for a room, which this one may hold.
    void handOverWanted(qint64 room, const QString& to);
    // Another process gave a room up (its lock is free now, unless someone took it since).
    void roomGone(qint64 room);

private:
    void onNotification(const QString& payload);
    void sendControl(const QString& key);
    void heartbeat();
    void dropServer(const QString& server);

    QString m_name;
    Storage* m_storage;
    PostgresUrl m_url;
    std::unique_ptr<NotificationListener> m_listener;
    std::map<qint64, RemoteRoom> m_remote;
    QHash<QString, qint64> m_lastHeard; // server -> m_clock ms
    QElapsedTimer m_clock;
    QTimer m_heartbeat;
};

} // namespace arbiter::server
