// arbiter-server's port (docs/online.md, "Running a server"): one TCP port for the WebSocket
// protocol and plain HTTP. A connection's first request decides: an HTTP upgrade to a WebSocket
// goes to Qt's QWebSocketServer (handleConnection), anything else gets a small HTTP answer
// (a status page now; the browser page later). Qt HttpServer is not used: it is a technical
// preview in Qt 6.4.
#pragma once

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
    void answerHttp(QTcpSocket* socket, const QByteArray& request);

    QTcpServer m_tcp;
    QWebSocketServer m_webSockets;
    std::function<QByteArray()> m_status;
};

} // namespace arbiter::server
