#include "clientconnection.h"

#include "online/protocol.h"

#include <QJsonDocument>
#include <QNetworkRequest>
#include <QUrlQuery>
#include <QWebSocket>
#include <atomic>

namespace arbiter::server {

namespace {
std::atomic<quint64> g_connections{0};
} // namespace

ClientConnection::ClientConnection(QWebSocket* socket, const ConnectionLimits& limits,
                                   QObject* parent)
    : QObject(parent), m_socket(socket), m_limits(limits), m_number(++g_connections),
      m_tokens(limits.burst) {
    m_socket->setParent(this);
    // Qt closes a connection whose frame passes this (a flood of bytes); frames between the
    // protocol's limit and this one are refused with an error, the connection kept.
    m_socket->setMaxAllowedIncomingFrameSize(quint64(online::MaxFrameBytes) * 8);
    m_socket->setMaxAllowedIncomingMessageSize(quint64(online::MaxFrameBytes) * 8);
    // The handshake's headers are the server-side QWebSocket's request() (Qt 6.4 copies every
    // header of the upgrade request into it).
    if (!m_socket->request().rawHeader("X-Arbiter-Proxied").isEmpty())
        m_proxiedRoom =
            QUrlQuery(m_socket->requestUrl()).queryItemValue(QStringLiteral("room")).toLongLong();
    m_refill.start();
    m_sincePong.start();
    m_age.start();
    connect(m_socket, &QWebSocket::textMessageReceived, this, &ClientConnection::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &ClientConnection::onBinary);
    connect(m_socket, &QWebSocket::pong, this,
            [this](quint64 elapsed, const QByteArray&) { onPong(elapsed); });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        if (m_closed) return;
        m_closed = true;
        m_ping.stop();
        emit closed(this);
    });
    m_ping.setInterval(m_limits.pingIntervalMs);
    connect(&m_ping, &QTimer::timeout, this, [this] {
        if (m_sincePong.elapsed() > m_limits.silenceCloseMs) {
            close(QStringLiteral("no answer to pings"));
            return;
        }
        m_socket->ping();
    });
    m_ping.start();
    m_socket->ping(); // a first measure of the lag at once
}

ClientConnection::~ClientConnection() = default;

QString ClientConnection::peer() const {
    return QStringLiteral("%1:%2")
        .arg(m_socket->peerAddress().toString())
        .arg(m_socket->peerPort());
}

void ClientConnection::setMember(const online::Member& member, const QString& token) {
    m_member = member;
    m_token = token;
}

void ClientConnection::send(const QJsonObject& message) {
    sendText(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void ClientConnection::sendText(const QString& text) {
    if (!m_closed) m_socket->sendTextMessage(text);
}

void ClientConnection::sendError(qint64 id, const QString& error, const QString& about) {
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("error")},
                        {QStringLiteral("error"), error}};
    if (id >= 0) message[QStringLiteral("id")] = id;
    if (!about.isEmpty()) message[QStringLiteral("about")] = about;
    send(message);
}

void ClientConnection::sendOk(qint64 id) {
    if (id >= 0) send({{QStringLiteral("t"), QStringLiteral("ok")}, {QStringLiteral("id"), id}});
}

void ClientConnection::close(const QString& reason) {
    if (m_closed) return;
    sendError(-1, QStringLiteral("closing the connection: ") + reason);
    m_socket->close(QWebSocketProtocol::CloseCodePolicyViolated, reason.left(100));
}

void ClientConnection::closeGoingAway(const QString& reason) {
    if (m_closed) return;
    m_socket->close(QWebSocketProtocol::CloseCodeGoingAway, reason.left(100));
}

bool ClientConnection::takeToken() {
    // Refill at the sustained rate, up to the burst.
    const qint64 elapsed = m_refill.restart();
    m_tokens = std::min<double>(m_limits.burst,
                                m_tokens + double(elapsed) * m_limits.messagesPerSecond / 1000.0);
    if (m_tokens >= 1.0) {
        m_tokens -= 1.0;
        return true;
    }
    if (++m_dropped >= m_limits.floodClose) {
        close(QStringLiteral("flooding: %1 messages over the rate limit").arg(m_dropped));
        return false;
    }
    // One error a second at most: the answer to a flood must not be a flood.
    const qint64 now = m_age.elapsed();
    if (m_lastRateError < 0 || now - m_lastRateError >= 1000) {
        m_lastRateError = now;
        sendError(-1,
                  QStringLiteral("too many messages: at most %1 a second (this one was dropped)")
                      .arg(m_limits.messagesPerSecond),
                  QStringLiteral("rate"));
    }
    return false;
}

void ClientConnection::onText(const QString& text) {
    if (m_closed || !takeToken()) return;
    const QByteArray frame = text.toUtf8();
    if (frame.size() > online::MaxFrameBytes) {
        sendError(-1,
                  QStringLiteral("message of %1 bytes: larger than the limit of %2")
                      .arg(frame.size())
                      .arg(online::MaxFrameBytes),
                  QStringLiteral("size"));
        return;
    }
    emit frameReceived(this, frame);
}

void ClientConnection::onBinary(const QByteArray& data) {
    if (m_closed || !takeToken()) return;
    sendError(-1,
              QStringLiteral("binary frame of %1 bytes: the protocol is JSON in text frames")
                  .arg(data.size()),
              QStringLiteral("binary"));
}

void ClientConnection::onPong(quint64 elapsedMs) {
    m_sincePong.restart();
    // Half the round trip, smoothed so that one slow pong does not swing the compensation.
    const qint64 sample = qint64(elapsedMs) / 2;
    m_lagMs = m_lagMs == 0 ? sample : (3 * m_lagMs + sample) / 4;
    emit lagMeasured(this);
}

} // namespace arbiter::server
