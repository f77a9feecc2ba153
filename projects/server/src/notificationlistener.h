// LISTEN on one PostgreSQL channel (docs/online.md, "Running it for a club"): the lobby lines
// other arbiter-server processes send with NOTIFY. Qt's QPSQL driver reads notifications with a
// socket notifier (QSqlDriver::subscribeToNotification), which needs an event loop; the storage
// thread has none (it waits for jobs), so the listener has a thread and a connection of its
// own. The connection is checked every 2 s and opened again when it dropped: notifications
// sent meanwhile are lost, which `reconnected` says, so that the lobby is asked for again.
#pragma once

#include "storage.h"

#include <QObject>
#include <QThread>
#include <memory>

namespace arbiter::server {

class NotificationListener : public QObject {
    Q_OBJECT
public:
    NotificationListener(const PostgresUrl& url, const QString& channel, QObject* parent = nullptr);
    ~NotificationListener() override;

    // Connects and subscribes, waiting for it; false with *error.
    bool start(QString* error);

signals:
    // On the thread of this object (queued from the listener's thread).
    void received(const QString& payload);
    void reconnected();

private:
    class Worker;
    std::unique_ptr<QThread> m_thread;
    Worker* m_worker = nullptr; // lives on m_thread
};

} // namespace arbiter::server
