// A test's WebSocket client of arbiter-server: it sends JSON messages and waits (bounded) for
// the ones it expects, keeping everything it received in order. Raw frames (not JSON, binary,
// oversized) can be sent too, for the hostile-input tests.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QUrl>
#include <QWebSocket>
#include <functional>

namespace arbiter::test {

class WsClient : public QObject {
    Q_OBJECT
public:
    explicit WsClient(QObject* parent = nullptr);
    ~WsClient() override;

    bool open(const QUrl& url, int timeoutMs = 10000);
    void close();
    bool isOpen() const;
    QWebSocket& socket() { return m_socket; }

    void send(QJsonObject message);
    // Sends with a fresh "id" and waits for the "ok"/"error" (or any answer) with that id.
    QJsonObject call(QJsonObject message, int timeoutMs = 10000);
    void sendRaw(const QString& text) { m_socket.sendTextMessage(text); }
    void sendBinary(const QByteArray& data) { m_socket.sendBinaryMessage(data); }

    // The first message not yet taken that satisfies `match`, waiting up to timeoutMs; it is
    // taken, the others stay. Empty on timeout.
    QJsonObject waitFor(const std::function<bool(const QJsonObject&)>& match,
                        int timeoutMs = 10000);
    QJsonObject waitForType(const QString& type, int timeoutMs = 10000);
    // Messages received and not yet taken.
    const QList<QJsonObject>& pending() const { return m_pending; }
    // Takes every message not yet taken.
    QList<QJsonObject> takeAll() {
        QList<QJsonObject> all;
        all.swap(m_pending);
        return all;
    }
    // Every message received since the connection opened.
    const QList<QJsonObject>& received() const { return m_all; }
    // Waits until the server closed the connection.
    bool waitForClosed(int timeoutMs = 10000);
    // Identifies as a guest; the identity message (token inside) or empty.
    QJsonObject guest(const QString& name);
    // The session token of the last identity received (for resume on another connection).
    QString token() const;
    // The number of the last numbered event (or snapshot) of the room received: `since`.
    qint64 lastEvent(qint64 room) const;

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_pending;
    QList<QJsonObject> m_all;
    qint64 m_nextId = 1;
};

} // namespace arbiter::test
