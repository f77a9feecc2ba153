// arbiter-bench db-load FILE.pgn: opens a PGN file the way the GUI's game database does (the
// library's DatabaseLoader: a worker thread reading every game with every move checked and
// indexing its tags, progress sent to the main thread's event loop) and prints
// "games N plies P errors E time_ms T cpu_ms C games_per_s G".
#include "benchcommand.h"
#include "database/databaseloader.h"

#include <QCoreApplication>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace arbiter::bench {
namespace {

int runDbLoad(const std::vector<std::string>& args) {
    if (args.size() != 1) {
        std::fprintf(stderr, "arbiter-bench db-load: expected FILE.pgn\n");
        return 2;
    }
    int argc = 1;
    char name[] = "arbiter-bench";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    DatabaseLoader loader;
    int progressReports = 0;
    QObject::connect(&loader, &DatabaseLoader::progress, [&] { ++progressReports; });
    int status = 0;
    QObject::connect(&loader, &DatabaseLoader::finished, [&](bool ok, const QString& error) {
        if (!ok) {
            std::fprintf(stderr, "arbiter-bench db-load: %s\n", error.toLocal8Bit().constData());
            status = 2;
        }
        app.quit();
    });
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    loader.start(QString::fromStdString(args[0]));
    app.exec();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const double cpuMs = double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
    if (status) return status;
    auto db = loader.takeDatabase();
    std::printf("games %d plies %lld errors %d time_ms %.0f cpu_ms %.0f games_per_s %.0f "
                "progress_reports %d\n",
                db->size(), (long long)db->totalPlies(), db->errorCount(), ms, cpuMs,
                ms > 0 ? db->size() * 1000.0 / ms : 0.0, progressReports);
    return 0;
}

Registration dbLoadCommand{{"db-load", "db-load FILE.pgn", runDbLoad}};

} // namespace
} // namespace arbiter::bench
