// arbiter-bench ws-echo [--relay] [--epoll] [--port P]: the floor of bench/server-load.sh, a bare
// Qt WebSocket server on 127.0.0.1 that does nothing with what it reads. It prints "ws-echo:
// listening on 127.0.0.1:PORT" and serves until it is killed.
//   - default (echo): each text frame goes back to its sender as it came: one frame in, one out;
//   - --relay: each connection first names its room ({"t":"join","room":N}, read once with
//     QJsonDocument); after that each text frame goes to the room's connections, the sender's
//     included: one frame in, three out, what arbiter-server does with a move's event (which it
//     sends to the mover, the opponent and the spectator, and then answers the mover with `ok`).
// It is QWebSocketServer as it comes (no limits, no pings, no JSON, no database), so the
// server's CPU per move divided by this one's per message says how much arbiter-server adds to
// what Qt WebSockets costs on this machine anyway. Its event loop is Qt's own (GLib's), or with
// --epoll the one arbiter-server runs on (io/epolleventdispatcher.h): the floor under the
// server is the one with the server's event loop.
#include "benchcommand.h"
#include "io/epolleventdispatcher.h"

#include <QCoreApplication>
#include <QHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QWebSocket>
#include <QWebSocketServer>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <sys/resource.h>

namespace arbiter::bench {
namespace {

int runWsEcho(const std::vector<std::string>& args) {
    bool relay = false, epoll = false;
    quint16 port = 0;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--relay")
            relay = true;
        else if (args[i] == "--epoll")
            epoll = true;
        else if (args[i] == "--port" && i + 1 < args.size())
            port = quint16(std::atoi(args[++i].c_str()));
        else {
            std::fprintf(stderr, "ws-echo: unknown argument '%s'\n", args[i].c_str());
            return 2;
        }
    }
    // 3,000 connections need more descriptors than the usual soft limit.
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
    if (epoll) QCoreApplication::setEventDispatcher(new EpollEventDispatcher);
    int argc = 1;
    char name[] = "ws-echo";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    QWebSocketServer server(QStringLiteral("ws-echo"), QWebSocketServer::NonSecureMode);
    if (!server.listen(QHostAddress::LocalHost, port)) {
        std::fprintf(stderr, "ws-echo: cannot listen: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    server.setMaxPendingConnections(1000); // the load generator opens 200 at a time
    QHash<qint64, QList<QWebSocket*>> rooms;
    QObject::connect(&server, &QWebSocketServer::newConnection, [&] {
        while (QWebSocket* socket = server.nextPendingConnection()) {
            if (!relay) {
                QObject::connect(socket, &QWebSocket::textMessageReceived, socket,
                                 [socket](const QString& text) { socket->sendTextMessage(text); });
                QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
                continue;
            }
            // The connection's room, 0 until its first frame names it.
            auto room = std::make_shared<qint64>(0);
            QObject::connect(socket, &QWebSocket::textMessageReceived, socket,
                             [socket, room, &rooms](const QString& text) {
                                 if (*room == 0) {
                                     *room = QJsonDocument::fromJson(text.toUtf8())
                                                 .object()
                                                 .value(QStringLiteral("room"))
                                                 .toInteger();
                                     rooms[*room].append(socket);
                                     return;
                                 }
                                 for (QWebSocket* member : std::as_const(rooms[*room]))
                                     member->sendTextMessage(text);
                             });
            QObject::connect(socket, &QWebSocket::disconnected, socket, [socket, room, &rooms] {
                if (*room != 0) rooms[*room].removeOne(socket);
                socket->deleteLater();
            });
        }
    });
    std::printf("ws-echo: listening on 127.0.0.1:%u (%s, %s)\n", unsigned(server.serverPort()),
                relay ? "relay" : "echo", epoll ? "epoll" : "Qt's event loop");
    std::fflush(stdout);
    return app.exec();
}

Registration wsEchoCommand{{"ws-echo", "ws-echo [--relay] [--epoll] [--port P]", runWsEcho}};

} // namespace
} // namespace arbiter::bench
