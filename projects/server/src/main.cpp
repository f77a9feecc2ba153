// arbiter-server: online play (docs/online.md). Parses the command line, opens the database,
// brings back the rooms it holds, listens, and runs until SIGINT or SIGTERM, when it finishes
// what it was storing and exits.
#include "cluster.h"
#include "gameserver.h"
#include "io/epolleventdispatcher.h"
#include "listener.h"
#include "online/roomrules.h"
#include "serveroptions.h"
#include "storage.h"
#include "version/version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QThreadPool>
#include <csignal>
#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

using namespace arbiter;
using namespace arbiter::server;

namespace {
int g_signalPipe[2] = {-1, -1};

void onSignal(int) {
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
}

int fail(const QString& message) {
    std::fprintf(stderr, "arbiter-server: %s\n", qPrintable(message));
    return 1;
}

// Every client is a socket: the usual soft limit of 1,024 descriptors would refuse the
// thousand-first client. The hard limit is what the system allows this process.
void raiseDescriptorLimit() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
}
} // namespace

int main(int argc, char** argv) {
    raiseDescriptorLimit();
    // The event loop: epoll (io/epolleventdispatcher.h), as arbiter-cli's. Qt's own dispatchers
    // (GLib's, or poll()) hand the kernel every socket on every wake-up: with 3,000 clients
    // that walk was most of the server's CPU time (bench/server-load.sh). ARBITER_NO_EPOLL=1
    // keeps Qt's dispatcher, for comparisons.
    auto* dispatcher = new EpollEventDispatcher;
    if (dispatcher->isValid() && !qEnvironmentVariableIsSet("ARBITER_NO_EPOLL"))
        QCoreApplication::setEventDispatcher(dispatcher);
    else
        delete dispatcher;
    QCoreApplication app(argc, argv);
    ServerOptions options;
    QString error;
    if (!parseServerOptions(app.arguments(), options, &error)) return fail(error);
    if (options.help) {
        std::fputs(qPrintable(serverHelpText()), stdout);
        return 0;
    }
    if (options.version) {
        std::printf("%s\nUsing Qt version %s\n", versionLine("arbiter-server").c_str(), qVersion());
        return 0;
    }
    ServerSettings settings;
    QJsonObject defaults{{QStringLiteral("variant"), options.defaultVariant},
                         {QStringLiteral("timeControl"), options.defaultTimeControl}};
    if (!online::parseRoomRules(defaults, settings.defaultRules, &error)) return fail(error);
    settings.passwordIterations = options.passwordIterations;
    // Engines in rooms: arbiter-engine beside this program (UCI, as the GUI plays it), and the
    // entries of --engines, which may also name one "arbiter-engine" to replace it.
    settings.builtInEngine.name = QStringLiteral("arbiter-engine");
    const QString builtIn =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("arbiter-engine"));
    if (QFileInfo(builtIn).isExecutable()) settings.builtInEngine.command = builtIn;
    settings.builtInEngine.protocol = EngineProtocol::Uci;
    if (!options.enginesFile.isEmpty() &&
        !loadEngineConfigurations(options.enginesFile, &settings.engines, &error))
        return fail(error);
    settings.maxEngines = options.maxEngines;
    settings.enginePlay.timing.untimedMoveMs = options.engineMoveMs;

    StorageConfig config;
    PostgresUrl url;
    if (!options.databaseUrl.isEmpty()) {
        config.postgresUrl = options.databaseUrl;
        config.cluster = !options.cluster.isEmpty();
        if (!parsePostgresUrl(config.postgresUrl, &url, &error)) return fail(error);
    } else {
        if (!QDir().mkpath(options.dataDirectory))
            return fail(
                QStringLiteral("cannot create the data folder %1").arg(options.dataDirectory));
        config.sqlitePath = QDir(options.dataDirectory).filePath(QStringLiteral("arbiter.sqlite"));
    }
    std::unique_ptr<Storage> storage = Storage::open(config, &error);
    if (!storage) return fail(error);
    GameServer server(storage.get(), settings);
    // One of several processes (cluster.h): rooms come and go with their locks; a lost
    // connection ends this process, whose rooms another one takes over.
    std::unique_ptr<Cluster> cluster;
    if (config.cluster) {
        cluster = std::make_unique<Cluster>(options.cluster, storage.get(), url);
        if (!cluster->start(&error)) return fail(error);
        server.setCluster(cluster.get());
    }
    QObject::connect(storage.get(), &Storage::connectionLost, &app, [&app](const QString& why) {
        std::fprintf(stderr,
                     "arbiter-server: the database connection was lost (%s): this process no "
                     "longer holds its rooms, another one takes them over; stopping\n",
                     qPrintable(why.trimmed()));
        app.exit(3);
    });
    if (!server.restore(&error)) return fail(error);
    Listener listener([&server, &storage, &cluster] {
        return QJsonDocument(
                   QJsonObject{{QStringLiteral("cluster"), cluster ? cluster->name() : QString()},
                               {QStringLiteral("rooms"), server.roomCount()},
                               {QStringLiteral("connections"), server.connectionCount()},
                               {QStringLiteral("engines"), server.engineSeats()},
                               {QStringLiteral("messages"), server.messagesHandled()},
                               {QStringLiteral("commits"), storage->commits()},
                               {QStringLiteral("jobs"), storage->jobs()}})
            .toJson(QJsonDocument::Compact);
    });
    QObject::connect(&listener, &Listener::webSocket, &server, &GameServer::addConnection);
    if (!listener.listen(options.listen, options.port, &error)) return fail(error);

    if (::pipe(g_signalPipe) != 0) return fail(QStringLiteral("cannot create a pipe for signals"));
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &app, [&app] {
        char byte;
        [[maybe_unused]] const ssize_t n = ::read(g_signalPipe[0], &byte, 1);
        app.quit();
    });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::signal(SIGPIPE, SIG_IGN);

    std::printf("arbiter-server: listening on %s:%u, database %s%s\n",
                qPrintable(listener.address().toString()), unsigned(listener.port()),
                qPrintable(config.isPostgres() ? config.postgresUrl : config.sqlitePath),
                qPrintable(cluster ? QStringLiteral(", cluster ") + cluster->name() : QString()));
    std::fflush(stdout);
    const int code = app.exec();
    // What was being stored is stored before the process ends.
    QThreadPool::globalInstance()->waitForDone();
    if (cluster) cluster->stop(); // the others drop this process's lobby lines at once
    storage->flush();
    std::printf("arbiter-server: stopped\n");
    cluster.reset(); // its LISTEN connection, before the storage's

    return code;
}
