// arbiter-bench pgn-import FILE.pgn [--headers] [--no-variations] [--variant NAME]: reads every
// game of a PGN file with PgnReader (each move checked on a board, or only the tags with
// --headers) and prints "games N plies P errors E time_ms T cpu_ms C games_per_s G" (time_ms is
// wall-clock time, cpu_ms the process's CPU time, which a loaded machine disturbs less; the rate
// uses time_ms); the first errors go to stderr.
#include "benchcommand.h"
#include "board/board.h"
#include "pgn/pgnreader.h"

#include <QString>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace arbiter::bench {
namespace {

int runPgnImport(const std::vector<std::string>& args) {
    std::string file;
    bool headersOnly = false, variations = true;
    std::string variant = "standard";
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--headers")
            headersOnly = true;
        else if (args[i] == "--no-variations")
            variations = false;
        else if (args[i] == "--variant" && i + 1 < args.size())
            variant = args[++i];
        else if (file.empty() && args[i][0] != '-')
            file = args[i];
        else {
            std::fprintf(stderr, "arbiter-bench pgn-import: unexpected argument '%s'\n",
                         args[i].c_str());
            return 2;
        }
    }
    if (file.empty()) {
        std::fprintf(stderr, "arbiter-bench pgn-import: expected FILE.pgn\n");
        return 2;
    }
    // Board tables are set up on first use; keep that out of the measurement.
    if (!createBoard(variant)) {
        std::fprintf(stderr, "arbiter-bench pgn-import: unknown variant '%s'\n", variant.c_str());
        return 2;
    }

    PgnReader reader;
    std::string error;
    if (!reader.openFile(QString::fromStdString(file), &error)) {
        std::fprintf(stderr, "arbiter-bench pgn-import: %s\n", error.c_str());
        return 2;
    }
    reader.setDefaultVariant(variant);
    reader.setReadVariations(variations);

    PgnGame game;
    long long games = 0, plies = 0, errors = 0;
    auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    while (true) {
        PgnReader::Status status = headersOnly ? reader.readHeader(game) : reader.readGame(game);
        if (status == PgnReader::Status::End) break;
        ++games;
        plies += game.plyCount();
        if (status == PgnReader::Status::Error && ++errors <= 5)
            std::fprintf(stderr, "%s\n", reader.error().toString().c_str());
    }
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    double cpuMs = double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
    std::printf("games %lld plies %lld errors %lld time_ms %.0f cpu_ms %.0f games_per_s %.0f\n",
                games, plies, errors, ms, cpuMs, ms > 0 ? games * 1000.0 / ms : 0.0);
    return 0;
}

Registration pgnImportCommand{{"pgn-import",
                               "pgn-import FILE.pgn [--headers] [--no-variations] [--variant NAME]",
                               runPgnImport}};

} // namespace
} // namespace arbiter::bench
