#include "wsclient.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QTest>

namespace arbiter::test {

WsClient::WsClient(QObject* parent) : QObject(parent) {
    connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        m_pending.append(message);
        m_all.append(message);
    });
}

WsClient::~WsClient() {
    m_socket.abort();
}

bool WsClient::open(const QUrl& url, int timeoutMs) {
    m_socket.open(url);
    return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                           timeoutMs);
}

void WsClient::close() {
    m_socket.close();
    (void)waitForClosed(5000);
}

bool WsClient::isOpen() const {
    return m_socket.state() == QAbstractSocket::ConnectedState;
}

void WsClient::send(QJsonObject message) {
    m_socket.sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

QJsonObject WsClient::call(QJsonObject message, int timeoutMs) {
    const qint64 id = m_nextId++;
    message[QStringLiteral("id")] = id;
    send(message);
    return waitFor(
        [id](const QJsonObject& m) { return m.value(QStringLiteral("id")).toInteger(-1) == id; },
        timeoutMs);
}

QJsonObject WsClient::waitFor(const std::function<bool(const QJsonObject&)>& match, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        for (int i = 0; i < m_pending.size(); ++i) {
            if (!match(m_pending[i])) continue;
            return m_pending.takeAt(i);
        }
        if (deadline.hasExpired() || m_socket.state() == QAbstractSocket::UnconnectedState)
            return QJsonObject();
        QTest::qWait(2);
    }
}

QJsonObject WsClient::waitForType(const QString& type, int timeoutMs) {
    return waitFor(
        [&type](const QJsonObject& m) { return m.value(QStringLiteral("t")).toString() == type; },
        timeoutMs);
}

bool WsClient::waitForClosed(int timeoutMs) {
    return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::UnconnectedState; },
                           timeoutMs);
}

QJsonObject WsClient::guest(const QString& name) {
    const QJsonObject answer =
        call({{QStringLiteral("t"), QStringLiteral("guest")}, {QStringLiteral("name"), name}});
    return answer.value(QStringLiteral("t")).toString() == QStringLiteral("identity")
               ? answer
               : QJsonObject();
}

QString WsClient::token() const {
    for (auto it = m_all.crbegin(); it != m_all.crend(); ++it)
        if (it->value(QStringLiteral("t")).toString() == QStringLiteral("identity"))
            return it->value(QStringLiteral("token")).toString();
    return QString();
}

qint64 WsClient::lastEvent(qint64 room) const {
    qint64 last = -1;
    for (const QJsonObject& m : m_all)
        if (m.value(QStringLiteral("room")).toInteger(-1) == room)
            last = std::max(last, m.value(QStringLiteral("n")).toInteger(-1));
    return last;
}

} // namespace arbiter::test
