#include "onlinebot.h"

#include "online/protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cstdio>

namespace arbiter::cli {

namespace {
// What the engine keeps back from its time for the network between it and the server's clock.
constexpr int64_t NetworkMarginMs = 200;
constexpr int MaxRetryMs = 10000;

online::EnginePilot::Settings pilotSettings() {
    online::EnginePilot::Settings settings;
    settings.timing.marginMs = NetworkMarginMs;
    return settings;
}

QString type(const QJsonObject& m) {
    return m.value(QStringLiteral("t")).toString();
}
} // namespace

OnlineBot::OnlineBot(const BotOptions& options, QObject* parent)
    : QObject(parent), m_options(options), m_pilot(options.engine, pilotSettings()) {
    connect(&m_socket, &QWebSocket::connected, this, &OnlineBot::onConnected);
    connect(&m_socket, &QWebSocket::disconnected, this, &OnlineBot::onDisconnected);
    connect(&m_socket, &QWebSocket::textMessageReceived, this, &OnlineBot::onMessage);
    m_reconnect.setSingleShot(true);
    connect(&m_reconnect, &QTimer::timeout, this, &OnlineBot::open);
    m_leaveTimeout.setSingleShot(true);
    connect(&m_leaveTimeout, &QTimer::timeout, this, [this] { finish(m_exitCode); });

    const qint64 room = options.room;
    connect(&m_pilot, &online::EnginePilot::move, this, [this, room](const QString& turn, int ply) {
        send({{"t", "move"}, {"room", room}, {"move", turn}, {"ply", ply}}, QStringLiteral("move"));
    });
    connect(&m_pilot, &online::EnginePilot::answer, this, [this, room](bool accept) {
        send({{"t", "answer"}, {"room", room}, {"accept", accept}}, QStringLiteral("answer"));
    });
    connect(&m_pilot, &online::EnginePilot::offerDraw, this, [this, room] {
        send({{"t", "request"}, {"room", room}, {"kind", "draw"}}, QStringLiteral("draw offer"));
    });
    connect(&m_pilot, &online::EnginePilot::resign, this, [this, room] {
        send({{"t", "resign"}, {"room", room}}, QStringLiteral("resign"));
    });
    connect(&m_pilot, &online::EnginePilot::claimWin, this, [this, room] {
        send({{"t", "claim"}, {"room", room}, {"result", "win"}}, QStringLiteral("claim"));
    });
    connect(&m_pilot, &online::EnginePilot::forfeit, this,
            [this, room](GameResult::Termination, const QString& why) {
                // The server knows nothing of the engine: the bot gives the game up itself.
                log(QStringLiteral("the engine%1: resigning").arg(why.mid(2)));
                send({{"t", "resign"}, {"room", room}}, QStringLiteral("resign"));
            });
    connect(&m_pilot, &online::EnginePilot::outOfSync, this, [this, room] {
        send({{"t", "sync"}, {"room", room}, {"since", m_pilot.lastEvent()}});
    });
    connect(&m_pilot, &online::EnginePilot::startFailed, this, [this](const QString& reason) {
        log(QStringLiteral("the engine did not start: ") + reason);
        m_exitCode = 1;
        stop();
    });
    connect(&m_pilot, &online::EnginePilot::gameEnded, this, [this, room](const QJsonObject& end) {
        std::printf("Finished game %d: %s {%s}\n", m_pilot.gamesFinished(),
                    qPrintable(end.value(QStringLiteral("result")).toString()),
                    qPrintable(end.value(QStringLiteral("reason")).toString()));
        std::fflush(stdout);
        if (m_options.games > 0 && m_pilot.gamesFinished() >= m_options.games) {
            m_stopping = true;
            send({{"t", "leave"}, {"room", room}}, QStringLiteral("leave"));
            m_leaveTimeout.start(5000);
            return;
        }
        sayReady(true);
    });
}

OnlineBot::~OnlineBot() = default;

void OnlineBot::log(const QString& line) const {
    std::fprintf(stderr, "arbiter-cli: %s\n", qPrintable(line));
}

void OnlineBot::start() {
    open();
}

void OnlineBot::open() {
    if (m_finished) return;
    m_socket.open(online::roomUrl(m_options.url, m_options.room));
}

void OnlineBot::onConnected() {
    m_retries = 0;
    m_waiting.clear();
    // A restarted server forgets ready marks: said again once the room is known again.
    m_readySent = false;
    // The server speaks first (welcome); identify() answers it.
}

void OnlineBot::onDisconnected() {
    if (m_finished) return;
    if (m_stopping) {
        finish(m_exitCode);
        return;
    }
    // Dropped: again, a little later each time (the server may be restarting).
    const int delay = std::min(MaxRetryMs, 500 << std::min(m_retries++, 5));
    log(QStringLiteral("connection lost (%1); again in %2 ms")
            .arg(m_socket.errorString())
            .arg(delay));
    m_reconnect.start(delay);
}

void OnlineBot::send(QJsonObject message, const QString& about) {
    if (m_socket.state() != QAbstractSocket::ConnectedState) return;
    const qint64 id = m_nextId++;
    message[QStringLiteral("id")] = id;
    if (!about.isEmpty()) m_waiting.insert(id, about);
    m_socket.sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void OnlineBot::identify() {
    if (!m_token.isEmpty())
        send({{"t", "resume"}, {"token", m_token}}, QStringLiteral("resume"));
    else if (!m_options.botName.isEmpty())
        send({{"t", m_registering ? "register" : "login"},
              {"name", m_options.botName},
              {"password", m_options.password}},
             m_registering ? QStringLiteral("register") : QStringLiteral("login"));
    else
        send({{"t", "guest"}, {"name", m_options.guestName}}, QStringLiteral("guest"));
}

void OnlineBot::join() {
    QJsonObject message{{"t", "join"}, {"room", m_options.room}, {"as", "player"}};
    // Back after a drop: the events missed since the last one seen.
    if (m_pilot.lastEvent() > 0) message[QStringLiteral("since")] = m_pilot.lastEvent();
    send(message, QStringLiteral("join"));
}

void OnlineBot::sayReady(bool rematch) {
    if (m_stopping) return;
    m_readySent = true;
    if (rematch)
        send({{"t", "rematch"}, {"room", m_options.room}}, QStringLiteral("rematch"));
    else
        send({{"t", "ready"}, {"room", m_options.room}}, QStringLiteral("ready"));
}

void OnlineBot::onMessage(const QString& text) {
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString t = type(m);
    if (t == QLatin1String("welcome")) {
        identify();
        return;
    }
    if (m.contains(QStringLiteral("id")) &&
        (t == QLatin1String("ok") || t == QLatin1String("error") ||
         t == QLatin1String("identity"))) {
        const QString about = m_waiting.take(m.value(QStringLiteral("id")).toInteger());
        onAnswer(m, about);
        return;
    }
    if (m.value(QStringLiteral("room")).toInteger() == m_options.room) onRoomEvent(m);
}

void OnlineBot::onAnswer(const QJsonObject& m, const QString& about) {
    const bool error = type(m) == QLatin1String("error");
    const QString why = m.value(QStringLiteral("error")).toString();
    if (type(m) == QLatin1String("identity")) {
        m_token = m.value(QStringLiteral("token")).toString();
        join();
        return;
    }
    if (!error) {
        if (about == QLatin1String("leave")) finish(m_exitCode);
        // Back after a drop: the missed events tell the game, but not a ready mark that a
        // restart of the server forgot; ready again (refused harmlessly while a game runs).
        if (about == QLatin1String("join") && m_pilot.lastEvent() > 0 && !m_pilot.inGame())
            sayReady(false);
        return;
    }
    if (about == QLatin1String("login") &&
        why.startsWith(QLatin1String("wrong name or password"))) {
        // The bot's first run: its account is made (a name taken by someone else refuses).
        m_registering = true;
        identify();
        return;
    }
    if (about == QLatin1String("resume")) {
        m_token.clear(); // the session is gone (a new database): say who it is again
        identify();
        return;
    }
    if (about == QLatin1String("register") && why.contains(QLatin1String("is taken")))
        // Registered after a refused login: the account exists, the password was wrong.
        log(QStringLiteral("login: wrong password for %1").arg(m_options.botName));
    else if (about != QLatin1String("ready"))
        log(QStringLiteral("%1: %2").arg(about.isEmpty() ? QStringLiteral("server") : about, why));
    if (about == QLatin1String("login") || about == QLatin1String("register") ||
        about == QLatin1String("guest") || about == QLatin1String("join")) {
        m_exitCode = 1;
        m_stopping = true;
        m_socket.close();
    } else if (about == QLatin1String("rematch")) {
        sayReady(false); // another opponent: plain ready
    } else if (about == QLatin1String("resign") && m_pilot.inGame()) {
        send({{"t", "abort"}, {"room", m_options.room}}); // too early to resign
    } else if (about == QLatin1String("leave")) {
        finish(m_exitCode);
    }
}

void OnlineBot::onRoomEvent(const QJsonObject& event) {
    const QString t = type(event);
    if (t == QLatin1String("snapshot") && !m_engineStarted) {
        m_engineStarted = true;
        m_pilot.start(event.value(QStringLiteral("rules"))
                          .toObject()
                          .value(QStringLiteral("variant"))
                          .toString());
    }
    m_pilot.onEvent(event);
    if (t == QLatin1String("start")) m_readySent = false;
    // Seated without a game and not ready yet (the first seat, a new opponent): ready.
    if (t != QLatin1String("snapshot") && t != QLatin1String("seats")) return;
    const QJsonObject you = event.value(QStringLiteral("you")).toObject();
    if (you.value(QStringLiteral("role")).toString() != QLatin1String("player")) return;
    const QJsonObject game = event.value(QStringLiteral("game")).toObject();
    if (m_pilot.inGame() || (t == QLatin1String("snapshot") && !game.isEmpty() &&
                             !game.contains(QStringLiteral("result"))))
        return;
    const QJsonObject seat = event.value(QStringLiteral("seats"))
                                 .toObject()
                                 .value(you.value(QStringLiteral("side")).toString())
                                 .toObject();
    if (!seat.value(QStringLiteral("ready")).toBool() && !m_readySent) sayReady(false);
}

void OnlineBot::stop() {
    if (m_stopping || m_finished) {
        if (m_exitCode == 0) m_exitCode = 130;
        return;
    }
    m_stopping = true;
    if (m_exitCode == 0) m_exitCode = 130;
    if (m_socket.state() != QAbstractSocket::ConnectedState) {
        finish(m_exitCode);
        return;
    }
    if (m_pilot.inGame()) send({{"t", "resign"}, {"room", m_options.room}});
    send({{"t", "leave"}, {"room", m_options.room}}, QStringLiteral("leave"));
    m_leaveTimeout.start(3000);
}

void OnlineBot::finish(int code) {
    if (m_finished) return;
    m_finished = true;
    m_reconnect.stop();
    m_leaveTimeout.stop();
    m_socket.close();
    emit finished(code);
}

} // namespace arbiter::cli
