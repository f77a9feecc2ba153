// The GUI's connection to arbiter-server for one room (docs/online.md, "Protocol"): one
// WebSocket; it says who the person is (a guest name, or a login or a new account with a
// password), keeps the session token of the `identity` answer, joins the room (as a player or a
// spectator, with the settings of a room it creates) and hands the room's events and snapshots
// on, keeping the number `n` of the last one. When the connection drops after the room was
// joined it connects again by itself, waiting 1, 2, 4, 8 and then 10 s between tries, and comes
// back as the same session (`resume` with the token, `join` with `since` = the last event seen):
// the server sends the events missed, or a snapshot. The delays can be set (tests use short
// ones). A first connection that fails, or a name or password the server refuses, is Failed.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <functional>

namespace arbiter::gui {

struct OnlineIdentity {
    enum class Kind { Guest, Login, Register };
    Kind kind = Kind::Guest;
    QString name;
    QString password; // Login and Register
    // A picture for the account (PNG, small: PlayOnlineDialog::avatarFromImage): sent with
    // Register, or after a login to replace the account's. Empty: none.
    QByteArray avatar;
};

struct OnlineJoin {
    QUrl server;
    qint64 room = 1;
    bool spectator = false;
    QJsonObject settings; // a new room's (docs/online.md, "Room settings"); empty: the server's
};

class OnlineClient : public QObject {
    Q_OBJECT
public:
    enum class State {
        Connecting,   // the first connection, until the room is joined
        Connected,    // in the room
        Reconnecting, // the connection dropped; trying again
        Failed,       // the first connection failed or the server refused the person
        Closed,       // left the room
    };

    explicit OnlineClient(QObject* parent = nullptr);
    ~OnlineClient() override;

    // A server address as a person types it: "host:port", "host" (port 8080) or a ws:// or
    // wss:// URL. An invalid URL with *error saying why.
    static QUrl serverUrl(const QString& text, QString* error);

    // The waits between reconnection attempts, in ms; the last one repeats.
    void setReconnectDelays(const QList<int>& delaysMs) { m_delays = delaysMs; }
    void start(const OnlineIdentity& identity, const OnlineJoin& join);

    State state() const { return m_state; }
    // Why the state is Failed (or the last connection error while reconnecting).
    QString errorText() const { return m_error; }
    const OnlineJoin& joined() const { return m_join; }
    // The person as the server knows them (name, rating or guest), from `identity`.
    QString name() const { return m_name; }
    // The engines a room of this server may seat (the `welcome` message's `engines`).
    const QStringList& serverEngines() const { return m_engines; }
    QJsonObject identity() const { return m_identity; }
    qint64 lastEvent() const { return m_lastEvent; }

    // Sends a message about the room (the room number is added); false when not connected.
    bool send(QJsonObject message);
    // Sends a message with an id; `answer` gets the server's answer to it (an error included).
    bool call(QJsonObject message, std::function<void(const QJsonObject&)> answer);
    // Leaves the room and closes the connection (in the background: the object deletes itself
    // once the server said ok, or after 2 s).
    void leaveAndDelete();
    // The connection is gone as if the network failed, and no new one is tried until
    // resumeConnection(): the server sees the person away.
    void suspend();
    void resumeConnection();

signals:
    void stateChanged();
    // A room event or a snapshot of the joined room.
    void roomMessage(const QJsonObject& message);
    // An error the server sent about an action (not about identifying or joining).
    void serverError(const QString& text, const QString& about);

private:
    void setState(State state);
    void connectNow();
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void identify();
    void joinRoom();
    void fail(const QString& why);
    void scheduleReconnect();
    void sendJson(const QJsonObject& message);
    qint64 nextId() { return m_nextId++; }

    QWebSocket* m_socket = nullptr;
    OnlineIdentity m_identity0;
    OnlineJoin m_join;
    State m_state = State::Connecting;
    QString m_error;
    QString m_token;
    QString m_name;
    QStringList m_engines;
    QJsonObject m_identity;
    bool m_joinedOnce = false;
    bool m_suspended = false;
    qint64 m_lastEvent = -1;
    qint64 m_nextId = 1;
    qint64 m_identifyId = -1;
    qint64 m_joinId = -1;
    QHash<qint64, std::function<void(const QJsonObject&)>> m_answers;
    QList<int> m_delays{1000, 2000, 4000, 8000, 10000};
    int m_attempt = 0;
    QTimer m_retry;
};

} // namespace arbiter::gui
