#include "cluster.h"

#include "notificationlistener.h"

#include <QJsonDocument>

namespace arbiter::server {

namespace {
const QString kChannel = QStringLiteral("arbiter_lobby");
// The two-key advisory locks' first keys ("arb" and a kind): a room's, a process name's.
constexpr int kRoomLocks = 0x61726201;
constexpr int kServerLocks = 0x61726202;
constexpr int kHeartbeatMs = 2000;
constexpr int kSilentMs = 7000; // three heartbeats missed: the process is gone
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
constexpr int kMaxPayload = 7900;

const QString kNotify = QStringLiteral("SELECT pg_notify(?, ?)");
} // namespace

Cluster::Cluster(const QString& name, Storage* storage, const PostgresUrl& url, QObject* parent)
    : QObject(parent), m_name(name), m_storage(storage), m_url(url) {
    m_clock.start();
    connect(&m_heartbeat, &QTimer::timeout, this, &Cluster::heartbeat);
}

Cluster::~Cluster() = default;

SqlStatement Cluster::tryLock(qint64 room) {
    return {QStringLiteral("SELECT pg_try_advisory_lock(?, ?)"), {kRoomLocks, int(room)}};
}

SqlStatement Cluster::unlock(qint64 room) {
    return {QStringLiteral("SELECT pg_advisory_unlock(?, ?)"), {kRoomLocks, int(room)}};
}

bool Cluster::start(QString* error) {
    // Two processes of one name would take each other's lobby lines for their own.
    const StorageResult named = m_storage->runNow(
        {{QStringLiteral("SELECT pg_try_advisory_lock(?, hashtext(?))"), {kServerLocks, m_name}}});
    if (!named.ok || named.rows.empty()) {
        *error = QStringLiteral("--cluster: ") + named.error;
        return false;
    }
    if (!named.rows.front().value(0).toBool()) {
        *error = QStringLiteral("--cluster %1: another process of that name uses this database")
                     .arg(m_name);
        return false;
    }
    m_listener = std::make_unique<NotificationListener>(m_url, kChannel);
    connect(m_listener.get(), &NotificationListener::received, this, &Cluster::onNotification);
    connect(m_listener.get(), &NotificationListener::reconnected, this, [this] {
        sendControl(QStringLiteral("hello"));
        emit linesWanted();
    });
    if (!m_listener->start(error)) return false;
    sendControl(QStringLiteral("hello"));
    m_heartbeat.start(kHeartbeatMs);
    return true;
}

void Cluster::stop() {
    m_heartbeat.stop();
    sendControl(QStringLiteral("bye"));
}

void Cluster::sendControl(const QString& key) {
    StorageJob job;
    job.statements.push_back(
        {kNotify,
         {kChannel,
          QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("s"), m_name}, {key, true}})
                                .toJson(QJsonDocument::Compact))}});
    m_storage->submit(std::move(job));
}

void Cluster::tell(std::vector<SqlStatement>& statements, qint64 room,
                   const QJsonObject* line) const {
    QJsonObject message{{QStringLiteral("s"), m_name}, {QStringLiteral("r"), room}};
    if (line)
        message[QStringLiteral("l")] = *line;
    else
        message[QStringLiteral("gone")] = true;
    const QString payload =
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
    if (payload.size() > kMaxPayload) return; // a line never is (names are short); not told then
    statements.push_back({kNotify, {kChannel, payload}});
}

void Cluster::askHandOver(qint64 room) {
    StorageJob job;
    job.statements.push_back(
        {kNotify,
         {kChannel, QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("s"), m_name},
                                                                {QStringLiteral("r"), room},
                                                                {QStringLiteral("to"), m_name}})
                                          .toJson(QJsonDocument::Compact))}});
    m_storage->submit(std::move(job));
}

void Cluster::heartbeat() {
    sendControl(QStringLiteral("hb"));
    const qint64 now = m_clock.elapsed();
    QStringList silent;
    for (auto it = m_lastHeard.cbegin(); it != m_lastHeard.cend(); ++it)
        if (now - it.value() > kSilentMs) silent << it.key();
    for (const QString& server : silent) dropServer(server);
}

void Cluster::dropServer(const QString& server) {
    m_lastHeard.remove(server);
    for (auto it = m_remote.begin(); it != m_remote.end();)
        it = it->second.server == server ? m_remote.erase(it) : std::next(it);
}

void Cluster::onNotification(const QString& payload) {
    const QJsonObject m = QJsonDocument::fromJson(payload.toUtf8()).object();
    const QString server = m.value(QStringLiteral("s")).toString();
    if (server.isEmpty() || server == m_name) return; // this process's own
    if (m.contains(QStringLiteral("bye"))) {
        dropServer(server);
        return;
    }
    m_lastHeard[server] = m_clock.elapsed();
    if (m.contains(QStringLiteral("hello"))) {
        emit linesWanted();
        return;
    }
    if (!m.contains(QStringLiteral("r"))) return; // a heartbeat
    const qint64 room = m.value(QStringLiteral("r")).toInteger();
    if (m.contains(QStringLiteral("to"))) {
        emit handOverWanted(room, m.value(QStringLiteral("to")).toString());
        return;
    }
    if (m.contains(QStringLiteral("l"))) {
        m_remote[room] = {m.value(QStringLiteral("l")).toObject(), server};
        return;
    }
    // Gone: unless the room has moved on to another process since.
    auto it = m_remote.find(room);
    if (it != m_remote.end() && it->second.server == server) m_remote.erase(it);
    emit roomGone(room);
}

} // namespace arbiter::server
