// arbiter-bench perft VARIANT DEPTH [FEN]: single-threaded perft with bulk counting at the last
// ply; prints "nodes N time_ms T nps X".
#include "benchcommand.h"
#include "board/board.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace arbiter::bench {
namespace {

int runPerft(const std::vector<std::string>& args) {
    if (args.size() < 2) {
        std::fprintf(stderr, "arbiter-bench perft: expected VARIANT DEPTH [FEN]\n");
        return 2;
    }
    auto board = createBoard(args[0]);
    if (!board) {
        std::fprintf(stderr, "arbiter-bench perft: unknown variant '%s'\n", args[0].c_str());
        return 2;
    }
    char* end = nullptr;
    long depth = std::strtol(args[1].c_str(), &end, 10);
    if (*end || depth < 1 || depth > 20) {
        std::fprintf(stderr, "arbiter-bench perft: depth '%s' is not a number from 1 to 20\n",
                     args[1].c_str());
        return 2;
    }
    if (args.size() > 2) {
        std::string fen;
        for (size_t i = 2; i < args.size(); ++i) fen += (i > 2 ? " " : "") + args[i];
        std::string error;
        if (!board->setFen(fen, &error)) {
            std::fprintf(stderr, "arbiter-bench perft: %s\n", error.c_str());
            return 2;
        }
    }
    auto start = std::chrono::steady_clock::now();
    uint64_t nodes = board->perft(int(depth));
    auto ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu time_ms %.0f nps %.0f\n", static_cast<unsigned long long>(nodes), ms,
                ms > 0 ? nodes * 1000.0 / ms : 0.0);
    return 0;
}

Registration perftCommand{{"perft", "perft VARIANT DEPTH [FEN]", runPerft}};

} // namespace
} // namespace arbiter::bench
