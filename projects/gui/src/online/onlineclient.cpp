#include "gui/online/onlineclient.h"

#include "online/protocol.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace arbiter::gui {

namespace {
constexpr int DefaultPort = 8080; // arbiter-server's default (docs/online.md)

QString typeOf(const QJsonObject& message) {
    return message.value(QStringLiteral("t")).toString();
}
} // namespace

OnlineClient::OnlineClient(QObject* parent) : QObject(parent) {
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &OnlineClient::connectNow);
}

OnlineClient::~OnlineClient() = default;

QUrl OnlineClient::serverUrl(const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    QUrl url(trimmed.contains(QLatin1String("://")) ? trimmed : QStringLiteral("ws://") + trimmed);
    const auto bad = [error](const QString& why) {
        if (error) *error = why;
        return QUrl();
    };
    if (trimmed.isEmpty()) return bad(tr("Server: give an address such as localhost:8080"));
    if (!url.isValid() || url.host().isEmpty())
        return bad(tr("Server: '%1' is not an address (host:port or ws://host:port/)").arg(text));
    if (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))
        return bad(tr("Server: '%1' is not a WebSocket address (ws:// or wss://)").arg(text));
    if (url.port() < 0) url.setPort(DefaultPort);
    if (url.path().isEmpty()) url.setPath(QStringLiteral("/"));
    return url;
}

void OnlineClient::start(const OnlineIdentity& identity, const OnlineJoin& join) {
    m_identity0 = identity;
    m_join = join;
    m_joinedOnce = false;
    m_lastEvent = -1;
    setState(State::Connecting);
    connectNow();
}

void OnlineClient::setState(State state) {
    if (m_state == state) return;
    m_state = state;
    emit stateChanged();
}

void OnlineClient::connectNow() {
    if (m_state == State::Closed || m_suspended) return;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    QWebSocket* socket = m_socket;
    connect(socket, &QWebSocket::connected, this, &OnlineClient::onConnected);
    connect(socket, &QWebSocket::textMessageReceived, this, &OnlineClient::onText);
    // stateChanged, not disconnected: a connection that never opened (refused) ends here too.
    connect(socket, &QWebSocket::stateChanged, this,
            [this, socket](QAbstractSocket::SocketState s) {
                if (s == QAbstractSocket::UnconnectedState && socket == m_socket) onDisconnected();
            });
    socket->open(online::roomUrl(m_join.server, m_join.room));
}

void OnlineClient::onConnected() {
    identify();
}

void OnlineClient::identify() {
    QJsonObject message;
    if (!m_token.isEmpty()) {
        message = {{QStringLiteral("t"), QStringLiteral("resume")},
                   {QStringLiteral("token"), m_token}};
    } else {
        static const char* const types[] = {"guest", "login", "register"};
        message = {{QStringLiteral("t"), QLatin1String(types[int(m_identity0.kind)])},
                   {QStringLiteral("name"), m_identity0.name}};
        if (m_identity0.kind != OnlineIdentity::Kind::Guest)
            message[QStringLiteral("password")] = m_identity0.password;
        if (m_identity0.kind == OnlineIdentity::Kind::Register && !m_identity0.avatar.isEmpty())
            message[QStringLiteral("avatar")] = QString::fromLatin1(m_identity0.avatar.toBase64());
    }
    m_identifyId = nextId();
    message[QStringLiteral("id")] = m_identifyId;
    sendJson(message);
}

void OnlineClient::joinRoom() {
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("join")},
                        {QStringLiteral("room"), m_join.room},
                        {QStringLiteral("as"), m_join.spectator ? QStringLiteral("spectator")
                                                                : QStringLiteral("player")}};
    // The settings make the room when it does not exist (after a server restart it does).
    if (!m_join.settings.isEmpty()) message[QStringLiteral("settings")] = m_join.settings;
    if (m_lastEvent >= 0) message[QStringLiteral("since")] = m_lastEvent;
    m_joinId = nextId();
    message[QStringLiteral("id")] = m_joinId;
    sendJson(message);
}

void OnlineClient::onText(const QString& text) {
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = typeOf(m);
    const qint64 id = m.value(QStringLiteral("id")).toInteger(-1);
    const QString errorText = m.value(QStringLiteral("error")).toString();
    if (type == QLatin1String("welcome")) {
        m_engines.clear();
        for (const QJsonValue& name : m.value(QStringLiteral("engines")).toArray())
            m_engines << name.toString();
        return;
    }
    if (id >= 0 && id == m_identifyId) {
        m_identifyId = -1;
        if (type == QLatin1String("identity")) {
            m_token = m.value(QStringLiteral("token")).toString();
            m_name = m.value(QStringLiteral("name")).toString();
            m_identity = m;
            // A picture chosen at a login replaces the account's (once).
            if (m_identity0.kind == OnlineIdentity::Kind::Login && !m_identity0.avatar.isEmpty())
                sendJson({{QStringLiteral("t"), QStringLiteral("avatar")},
                          {QStringLiteral("avatar"),
                           QString::fromLatin1(m_identity0.avatar.toBase64())}});
            // The account exists now: a later identification logs in; the picture is sent.
            if (m_identity0.kind == OnlineIdentity::Kind::Register)
                m_identity0.kind = OnlineIdentity::Kind::Login;
            m_identity0.avatar.clear();
            joinRoom();
        } else if (!m_token.isEmpty()) {
            m_token.clear(); // the session is gone (logged out elsewhere): say who again
            identify();
        } else {
            fail(errorText);
        }
        return;
    }
    if (id >= 0 && id == m_joinId) {
        m_joinId = -1;
        if (type == QLatin1String("ok")) {
            m_joinedOnce = true;
            m_attempt = 0;
            m_error.clear();
            setState(State::Connected);
        } else {
            fail(tr("Room %1: %2").arg(m_join.room).arg(errorText));
        }
        return;
    }
    if (id >= 0 && m_answers.contains(id)) {
        m_answers.take(id)(m);
        return;
    }
    if (type == QLatin1String("error")) {
        emit serverError(errorText, m.value(QStringLiteral("about")).toString());
        return;
    }
    if (m.value(QStringLiteral("room")).toInteger() != m_join.room) return;
    const qint64 n = m.value(QStringLiteral("n")).toInteger(0);
    if (type == QLatin1String("snapshot") || n > 0) m_lastEvent = n;
    emit roomMessage(m);
}

void OnlineClient::onDisconnected() {
    if (m_state == State::Closed || m_state == State::Failed) return;
    const QString why = m_socket ? m_socket->errorString() : QString();
    m_identifyId = m_joinId = -1;
    m_answers.clear();
    if (!m_joinedOnce) {
        fail(tr("Cannot connect to %1: %2").arg(m_join.server.toString(), why));
        return;
    }
    m_error = why;
    setState(State::Reconnecting);
    if (!m_suspended) scheduleReconnect();
}

void OnlineClient::scheduleReconnect() {
    const int delay =
        m_delays.isEmpty() ? 1000 : m_delays.at(std::min<int>(m_attempt, int(m_delays.size()) - 1));
    ++m_attempt;
    m_retry.start(delay);
}

void OnlineClient::fail(const QString& why) {
    m_error = why;
    m_retry.stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
    setState(State::Failed);
}

void OnlineClient::sendJson(const QJsonObject& message) {
    if (m_socket)
        m_socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

bool OnlineClient::send(QJsonObject message) {
    if (m_state != State::Connected) return false;
    message[QStringLiteral("room")] = m_join.room;
    sendJson(message);
    return true;
}

bool OnlineClient::call(QJsonObject message, std::function<void(const QJsonObject&)> answer) {
    if (m_state != State::Connected) return false;
    const qint64 id = nextId();
    message[QStringLiteral("id")] = id;
    m_answers.insert(id, std::move(answer));
    sendJson(message);
    return true;
}

void OnlineClient::leaveAndDelete() {
    // Whoever used the client hears no more of it, answers to its calls included.
    disconnect(this, nullptr, nullptr, nullptr);
    m_answers.clear();
    setParent(nullptr);
    m_retry.stop();
    const bool connected = m_state == State::Connected;
    m_state = State::Closed;
    if (!connected) {
        deleteLater();
        return;
    }
    const qint64 id = nextId();
    m_answers.insert(id, [this](const QJsonObject&) { deleteLater(); });
    sendJson({{QStringLiteral("t"), QStringLiteral("leave")},
              {QStringLiteral("room"), m_join.room},
              {QStringLiteral("id"), id}});
    QTimer::singleShot(2000, this, &QObject::deleteLater);
}

void OnlineClient::suspend() {
    m_suspended = true;
    m_retry.stop();
    if (m_socket) m_socket->abort();
}

void OnlineClient::resumeConnection() {
    if (!m_suspended) return;
    m_suspended = false;
    connectNow();
}

} // namespace arbiter::gui
