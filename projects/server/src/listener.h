// arbiter-server's port (docs/online.md, "Running a server"): one TCP port for the WebSocket
// protocol and plain HTTP. A connection's first request decides: an HTTP upgrade to a WebSocket
// goes to Qt's QWebSocketServer (handleConnection), anything else is an HTTP request for the
// browser page's files (staticfiles.h) or /status. Qt HttpServer is not used: it is a technical
// preview in Qt 6.4. HTTP/1.1 connections are kept open for the next request (the page's
// files come over one or a few connections), GET and HEAD only, no request bodies.
#pragma once

#include "staticfiles.h"

#include <QObject>
#include <QTcpServer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <functional>

namespace arbiter::server {

class Listener : public QObject {
    Q_OBJECT
public:
    // `status`: the JSON the server reports at /status.
    explicit Listener(std::function<QByteArray()> status, QObject* parent = nullptr);
    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const { return m_tcp.serverPort(); }
    QHostAddress address() const { return m_tcp.serverAddress(); }

signals:
    void webSocket(QWebSocket* socket);

private:
    void onConnection();
    void onRequestBytes(QTcpSocket* socket);
    // Answers one request head; false when the connection is to be closed after the answer.
    bool answerHttp(QTcpSocket* socket, const QByteArray& request);

    QTcpServer m_tcp;
    QWebSocketServer m_webSockets;
    std::function<QByteArray()> m_status;
    StaticFiles m_files;
};

} // namespace arbiter::server
