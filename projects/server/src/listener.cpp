#include "listener.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace arbiter::server {

namespace {
// The timer of a connection's request (the only one of ours on a socket: Qt's own may be there
// too and are left alone).
const QString TimeoutName = QStringLiteral("requestTimeout");

void dropTimeout(QTcpSocket* socket) {
    if (auto* timer = socket->findChild<QTimer*>(TimeoutName, Qt::FindDirectChildrenOnly)) {
        timer->stop();
        timer->deleteLater();
    }
}

constexpr int MaxRequestHeader = 16 * 1024;
constexpr int RequestTimeoutMs = 10000;
// Requests on one kept-alive connection before it is closed.
constexpr int MaxRequests = 1000;
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
        // A client that never finishes its request (or keeps an idle connection) is dropped.
        auto* timeout = new QTimer(socket);
        timeout->setObjectName(TimeoutName);
        timeout->setSingleShot(true);
        connect(timeout, &QTimer::timeout, socket, [socket] { socket->abort(); });
        timeout->start(RequestTimeoutMs);
        socket->setProperty("requests", 0);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onRequestBytes(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        if (socket->bytesAvailable() > 0) onRequestBytes(socket);
    }
}

void Listener::onRequestBytes(QTcpSocket* socket) {
    // Requests on a kept-alive connection are answered one after the other, pipelined ones too.
    while (socket->state() == QAbstractSocket::ConnectedState) {
        // The request head is read without consuming it: a WebSocket handshake is Qt's to read.
        const QByteArray head = socket->peek(MaxRequestHeader);
        const int end = head.indexOf("\r\n\r\n");
        if (end < 0) {
            if (head.size() >= MaxRequestHeader) {
                socket->disconnect(this);
                socket->write(
                    "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n");
                socket->disconnectFromHost();
            }
            return;
        }
        const QByteArray lower = head.left(end).toLower();
        if (lower.contains("\r\nupgrade: websocket")) {
            socket->disconnect(this);
            dropTimeout(socket);
            disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            m_webSockets.handleConnection(socket);
            return;
        }
        const int served = socket->property("requests").toInt() + 1;
        socket->setProperty("requests", served);
        const bool keep = answerHttp(socket, socket->read(end + 4)) && served < MaxRequests;
        if (!keep) {
            socket->disconnect(this);
            dropTimeout(socket);
            socket->disconnectFromHost();
            return;
        }
        if (auto* timeout = socket->findChild<QTimer*>(TimeoutName, Qt::FindDirectChildrenOnly))
            timeout->start(RequestTimeoutMs);
        if (socket->bytesAvailable() == 0) return;
    }
}

bool Listener::answerHttp(QTcpSocket* socket, const QByteArray& request) {
    const QList<QByteArray> lines = request.left(request.size() - 4).split('\n');
    const QList<QByteArray> line = lines.value(0).trimmed().split(' ');
    const QByteArray method = line.value(0), target = line.value(1), version = line.value(2);
    QHash<QByteArray, QByteArray> headers;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray& h = lines[i];
        const qsizetype colon = h.indexOf(':');
        if (colon > 0)
            headers.insert(h.left(colon).trimmed().toLower(), h.mid(colon + 1).trimmed());
    }
    // HTTP/1.1 keeps the connection unless the client says otherwise; a request with a body
    // (which is never read) closes it, so that the body is not taken for the next request.
    const bool hasBody = headers.contains("transfer-encoding") ||
                         headers.value("content-length", "0").toLongLong() != 0;
    bool keep =
        version == "HTTP/1.1" && !hasBody && headers.value("connection").toLower() != "close";

    QByteArray status = "200 OK", type = "text/plain; charset=utf-8", body, extra;
    QByteArray cache = "Cache-Control: no-store\r\n";
    if (method != "GET" && method != "HEAD") {
        status = "405 Method Not Allowed";
        extra = "Allow: GET, HEAD\r\n";
        body = "arbiter-server answers GET and HEAD only\n";
        keep = false;
    } else if (target == "/status") {
        type = "application/json";
        body = m_status();
    } else if (const StaticFiles::File* file = m_files.find(target)) {
        type = file->contentType;
        // Cached, but asked again each time (no-cache): a new server's page is seen at once,
        // and an unchanged file costs a 304 without its body.
        cache = "Cache-Control: no-cache\r\nETag: " + file->etag + "\r\n";
        extra = "X-Content-Type-Options: nosniff\r\n";
        if (type.startsWith("text/html"))
            extra += "Content-Security-Policy: default-src 'self'; img-src 'self' data: blob:; "
                     "media-src 'self'; connect-src 'self' ws: wss:; object-src 'none'; "
                     "base-uri 'none'; frame-ancestors 'none'\r\n";
        const QByteArray ifNoneMatch = headers.value("if-none-match");
        if (ifNoneMatch.trimmed() == "*" || ifNoneMatch.contains(file->etag)) {
            status = "304 Not Modified";
            QByteArray response = "HTTP/1.1 " + status + "\r\n" + cache +
                                  (keep ? "" : "Connection: close\r\n") + "\r\n";
            socket->write(response);
            return keep;
        }
        body = file->body;
    } else {
        status = "404 Not Found";
        body = "not found\n";
    }
    QByteArray response = "HTTP/1.1 " + status + "\r\nContent-Type: " + type +
                          "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n" +
                          cache + extra + (keep ? "" : "Connection: close\r\n") + "\r\n";
    if (method != "HEAD") response += body;
    socket->write(response);
    return keep;
}

} // namespace arbiter::server
