// arbiter-bench engine-io-floor [PROGRAM] [PLIES] [DEPTH]: the least CPU time a manager can
// spend per ply talking UCI over pipes on this machine, as a yardstick for
// bench/manager-overhead.sh. Two engine processes (default /usr/games/stockfish) play one
// game after another from the start position, 100 plies each; per ply this process writes
// "position startpos moves ..." and "go depth DEPTH", waits with poll() and reads until
// "bestmove", with plain system calls: no Qt, no move checking, no output. Prints
// "plies N us_per_ply T user U sys S": its own CPU time per ply (getrusage(RUSAGE_SELF), the
// engines are not in it; the kernel splits user and system time by sampling, the total is
// exact). It is nearly all system time, what the kernel costs for the pipes and the wake-ups:
// arbiter-cli cannot go below it on the same machine. Like arbiter-cli in games without clocks
// it runs as a batch task (SCHED_BATCH; engines are ordinary tasks), unless ARBITER_NO_BATCH
// is set, so that the two are measured under the same scheduling.
#include "benchcommand.h"

#include <cstdio>
#include <cstdlib>
#include <poll.h>
#include <sched.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace arbiter::bench {
namespace {

struct EngineProcess {
    pid_t pid = -1;
    int in = -1;  // its standard input
    int out = -1; // its standard output
    std::string pending;
};

bool spawn(const std::string& program, EngineProcess* engine) {
    int toEngine[2], fromEngine[2];
    if (pipe(toEngine) != 0 || pipe(fromEngine) != 0) return false;
    const pid_t pid = fork();
    if (pid < 0) return false;
    if (pid == 0) {
        sched_param param{};
        sched_setscheduler(0, SCHED_OTHER, &param); // the engine: an ordinary task
        dup2(toEngine[0], 0);
        dup2(fromEngine[1], 1);
        close(toEngine[1]);
        close(fromEngine[0]);
        execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(toEngine[0]);
    close(fromEngine[1]);
    *engine = {pid, toEngine[1], fromEngine[0], {}};
    return true;
}

bool send(EngineProcess& engine, const std::string& text) {
    return write(engine.in, text.data(), text.size()) == ssize_t(text.size());
}

// Reads lines until one starts with `word`; that line goes to *line.
bool readUntil(EngineProcess& engine, const std::string& word, std::string* line) {
    char buffer[65536];
    for (;;) {
        for (size_t end; (end = engine.pending.find('\n')) != std::string::npos;) {
            const bool found = engine.pending.compare(0, word.size(), word) == 0;
            if (found) *line = engine.pending.substr(0, end);
            engine.pending.erase(0, end + 1);
            if (found) return true;
        }
        pollfd ready{engine.out, POLLIN, 0};
        if (poll(&ready, 1, 60000) <= 0) return false;
        const ssize_t n = read(engine.out, buffer, sizeof buffer);
        if (n <= 0) return false;
        engine.pending.append(buffer, size_t(n));
    }
}

double micros(const timeval& t) {
    return double(t.tv_sec) * 1e6 + double(t.tv_usec);
}

int runEngineIoFloor(const std::vector<std::string>& args) {
    const std::string program = args.size() > 0 ? args[0] : "/usr/games/stockfish";
    const int plies = args.size() > 1 ? std::atoi(args[1].c_str()) : 4000;
    const int depth = args.size() > 2 ? std::atoi(args[2].c_str()) : 3;
    if (plies <= 0 || depth <= 0) {
        std::fprintf(stderr, "engine-io-floor: PLIES and DEPTH must be positive\n");
        return 2;
    }
    if (!std::getenv("ARBITER_NO_BATCH")) {
        sched_param param{};
        sched_setscheduler(0, SCHED_BATCH, &param);
    }
    EngineProcess engines[2];
    std::string line;
    for (EngineProcess& e : engines) {
        if (!spawn(program, &e) || !send(e, "uci\nisready\n") || !readUntil(e, "readyok", &line)) {
            std::fprintf(stderr, "engine-io-floor: cannot start '%s' as a UCI engine\n",
                         program.c_str());
            return 1;
        }
    }
    const std::string go = "go depth " + std::to_string(depth) + "\n";
    rusage before{}, after{};
    getrusage(RUSAGE_SELF, &before);
    std::string moves;
    for (int ply = 0, inGame = 0; ply < plies; ++ply, ++inGame) {
        if (inGame == 100) {
            moves.clear();
            inGame = 0;
        }
        EngineProcess& e = engines[ply % 2];
        const std::string command =
            "position startpos" + (moves.empty() ? std::string() : " moves" + moves) + "\n" + go;
        if (!send(e, command) || !readUntil(e, "bestmove", &line)) {
            std::fprintf(stderr, "engine-io-floor: the engine stopped answering\n");
            return 1;
        }
        const size_t end = line.find(' ', 9);
        const std::string move = line.substr(9, end == std::string::npos ? end : end - 9);
        if (move == "(none)") { // game over before 100 plies: start the next one
            moves.clear();
            inGame = -1;
            continue;
        }
        moves += ' ' + move;
    }
    getrusage(RUSAGE_SELF, &after);
    for (EngineProcess& e : engines) {
        send(e, "quit\n");
        close(e.in);
        close(e.out);
        waitpid(e.pid, nullptr, 0);
    }
    const double user = (micros(after.ru_utime) - micros(before.ru_utime)) / plies;
    const double sys = (micros(after.ru_stime) - micros(before.ru_stime)) / plies;
    std::printf("plies %d us_per_ply %.1f user %.1f sys %.1f\n", plies, user + sys, user, sys);
    return 0;
}

Registration engineIoFloorCommand{
    {"engine-io-floor", "engine-io-floor [PROGRAM] [PLIES] [DEPTH]", runEngineIoFloor}};

} // namespace
} // namespace arbiter::bench
