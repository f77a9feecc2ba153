// One client of arbiter-server: its WebSocket, what it may send (a frame size limit, a rate
// limit per connection), its network lag measured by the server's own pings, and who it is once
// it has said so (docs/online.md, "Connections"). Messages that pass the limits go to the
// server as frames; everything else is answered with an error here and goes no further.
#pragma once

#include "online/member.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QTimer>

class QWebSocket;

namespace arbiter::server {

struct ConnectionLimits {
    int messagesPerSecond = 20; // sustained
    int burst = 40;             // at once
    // Messages dropped for the rate before the connection is closed (a flood).
    int floodClose = 200;
    int pingIntervalMs = 5000;
    // No pong for this long: the connection is dead (a half-open TCP connection).
    int silenceCloseMs = 30000;
};

class ClientConnection : public QObject {
    Q_OBJECT
public:
    ClientConnection(QWebSocket* socket, const ConnectionLimits& limits, QObject* parent = nullptr);
    ~ClientConnection() override;

    quint64 number() const { return m_number; }
    QString peer() const;
    void send(const QJsonObject& message);
    // Text already serialized (an event sent alike to many viewers).
    void sendText(const QString& text);
    void sendError(qint64 id, const QString& error, const QString& about = QString());
    void sendOk(qint64 id);
    void close(const QString& reason);
    // Closes as a server that goes away (1001), without an error first: the client connects
    // again, as after a drop (its room moved to another process, gameserver.h handOver).
    void closeGoingAway(const QString& reason);
    // The room (?room=N) of a connection that came through the cluster's proxy (nginx sets the
    // header X-Arbiter-Proxied, deploy/nginx/arbiter-proxy.conf): the room nginx's hash chose
    // this process for. 0 for a direct connection, or one that names no room.
    qint64 proxiedRoom() const { return m_proxiedRoom; }

    // Who the client is (empty id: not yet identified) and its session token.
    const online::Member& member() const { return m_member; }
    void setMember(const online::Member& member, const QString& token);
    QString token() const { return m_token; }
    bool isIdentified() const { return m_member.isValid(); }
    // Rooms the client has joined.
    QSet<qint64>& rooms() { return m_rooms; }
    // Half the round trip of the last pings (smoothed), in ms.
    qint64 lagMs() const { return m_lagMs; }

signals:
    void frameReceived(arbiter::server::ClientConnection* connection, const QByteArray& frame);
    void lagMeasured(arbiter::server::ClientConnection* connection);
    void closed(arbiter::server::ClientConnection* connection);

private:
    void onText(const QString& text);
    void onBinary(const QByteArray& data);
    bool takeToken();
    void onPong(quint64 elapsedMs);

    QWebSocket* m_socket;
    ConnectionLimits m_limits;
    quint64 m_number;
    online::Member m_member;
    QString m_token;
    QSet<qint64> m_rooms;
    // Token bucket of the rate limit.
    double m_tokens;
    QElapsedTimer m_refill;
    int m_dropped = 0;
    QElapsedTimer m_age;
    qint64 m_lastRateError = -1;
    QTimer m_ping;
    QElapsedTimer m_sincePong;
    qint64 m_lagMs = 0;
    bool m_closed = false;
    qint64 m_proxiedRoom = 0;
};

} // namespace arbiter::server
