// arbiter-cli as a bot of arbiter-server (docs/cli.md, "Playing online as a bot"), as lichess's
// bots play: a WebSocket client of the server's protocol (docs/online.md) that says who it is
// (a registered bot account, made on its first run, or a guest), joins one room as a player,
// says it is ready, and plays every game with an engine through the library's EnginePilot (the
// same that plays the server's seated engines: the room's clocks as the engine's limits,
// take-backs granted, draw offers answered as the GUI's engine games answer them). After each
// game it asks for the rematch, until -games N are played or SIGINT stops it. A dropped
// connection is opened again (resume with its session token, then join with the last event
// number it saw: the events it missed, or a snapshot).
#pragma once

#include "botoptions.h"
#include "online/enginepilot.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QWebSocket>

namespace arbiter::cli {

class OnlineBot : public QObject {
    Q_OBJECT
public:
    explicit OnlineBot(const BotOptions& options, QObject* parent = nullptr);
    ~OnlineBot() override;

    void start();
    // SIGINT: a game in progress is resigned (aborted when it is too early to resign), the
    // room left; finished(130) follows.
    void stop();

signals:
    // 0: the games asked for were played; 1: the server or the engine refused; 130: stopped.
    void finished(int exitCode);

private:
    void open();
    void onConnected();
    void onDisconnected();
    void onMessage(const QString& text);
    void onAnswer(const QJsonObject& message, const QString& about);
    void onRoomEvent(const QJsonObject& event);
    void identify();
    void join();
    // Sends a message of the room; `about` names it for its answer (errors are printed).
    void send(QJsonObject message, const QString& about = QString());
    void sayReady(bool rematch);
    void finish(int code);
    void log(const QString& line) const;

    BotOptions m_options;
    QWebSocket m_socket;
    online::EnginePilot m_pilot;
    bool m_engineStarted = false;
    QString m_token; // the session, for resume after a drop
    bool m_registering = false;
    qint64 m_nextId = 1;
    QHash<qint64, QString> m_waiting; // message ids and what they were
    bool m_readySent = false;
    bool m_stopping = false;
    bool m_finished = false;
    int m_exitCode = 0;
    int m_retries = 0;
    QTimer m_reconnect;
    QTimer m_leaveTimeout;
};

} // namespace arbiter::cli
