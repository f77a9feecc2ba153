#include "listener.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace arbiter::server {

namespace {
constexpr int MaxRequestHeader = 16 * 1024;
constexpr int RequestTimeoutMs = 10000;
} // namespace

Listener::Listener(std::function<QByteArray()> status, QObject* parent)
    : QObject(parent),
      m_webSockets(QStringLiteral("arbiter-server"), QWebSocketServer::NonSecureMode),
      m_status(std::move(status)) {
    m_webSockets.setHandshakeTimeout(std::chrono::milliseconds(RequestTimeoutMs));
    connect(&m_tcp, &QTcpServer::newConnection, this, &Listener::onConnection);
    connect(&m_webSockets, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* socket = m_webSockets.nextPendingConnection()) emit webSocket(socket);
    });
}

bool Listener::listen(const QHostAddress& address, quint16 port, QString* error) {
    m_tcp.setMaxPendingConnections(1000);
    // The kernel's queue of connections not yet accepted: Qt's default of 50 drops the SYNs of
    // a crowd (clients reconnecting after a restart), which then wait a second or more to try
    // again. The kernel caps it at net.core.somaxconn (4,096 on Debian).
    m_tcp.setListenBacklogSize(1024);
    if (!m_tcp.listen(address, port)) {
        *error = QStringLiteral("cannot listen on %1:%2: %3")
                     .arg(address.toString())
                     .arg(port)
                     .arg(m_tcp.errorString());
        return false;
    }
    return true;
}

void Listener::onConnection() {
    while (QTcpSocket* socket = m_tcp.nextPendingConnection()) {
        // A client that never finishes its request is dropped.
        auto* timeout = new QTimer(socket);
        timeout->setSingleShot(true);
        connect(timeout, &QTimer::timeout, socket, [socket] { socket->abort(); });
        timeout->start(RequestTimeoutMs);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onRequestBytes(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        if (socket->bytesAvailable() > 0) onRequestBytes(socket);
    }
}

void Listener::onRequestBytes(QTcpSocket* socket) {
    // The request head is read without consuming it: a WebSocket handshake is Qt's to read.
    const QByteArray head = socket->peek(MaxRequestHeader);
    const int end = head.indexOf("\r\n\r\n");
    if (end < 0) {
        if (head.size() >= MaxRequestHeader) {
            socket->write(
                "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n");
            socket->disconnectFromHost();
        }
        return;
    }
    socket->disconnect(this);
    for (QTimer* timer : socket->findChildren<QTimer*>()) timer->deleteLater();
    const QByteArray lower = head.left(end).toLower();
    if (lower.contains("\r\nupgrade: websocket")) {
        disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        m_webSockets.handleConnection(socket);
        return;
    }
    answerHttp(socket, socket->read(end + 4));
}

void Listener::answerHttp(QTcpSocket* socket, const QByteArray& request) {
    const QList<QByteArray> line = request.left(request.indexOf("\r\n")).split(' ');
    const QByteArray method = line.value(0), path = line.value(1);
    QByteArray status = "200 OK", type = "text/plain; charset=utf-8", body;
    if (method != "GET" && method != "HEAD") {
        status = "405 Method Not Allowed";
        body = "arbiter-server answers GET only\n";
    } else if (path == "/status") {
        type = "application/json";
        body = m_status();
    } else if (path == "/" || path.startsWith("/?")) {
        body = "arbiter-server " ARBITER_VERSION ": connect a WebSocket client to this address "
               "(docs/online.md)\n";
    } else {
        status = "404 Not Found";
        body = "not found\n";
    }
    QByteArray response = "HTTP/1.1 " + status + "\r\nContent-Type: " + type +
                          "\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n";
    if (method != "HEAD") response += body;
    socket->write(response);
    socket->disconnectFromHost();
}

} // namespace arbiter::server
