// arbiter-bench server-load --port P --pid PID --rooms N [OPTIONS]: the load generator of
// bench/server-load.sh. It opens three WebSocket connections per room to 127.0.0.1:P (two
// players and a spectator, online/wsclients.h) and, in the default mode `game`, plays
// arbiter-server's protocol (docs/online.md): each client says it is a guest, joins its room
// (xiangqi without a clock unless --variant says otherwise), the players say they are ready,
// and the player to move plays a random move from the `legal` list of its own copy of the
// `start` or `move` event. Games that end are started again (`ready` from both).
//
// The load is offered, not flooded: each room moves once every --interval-ms (default 1000),
// the rooms' moments spread evenly over the interval, so the server is measured at a steady
// rate of rooms / interval moves a second (a player whose turn arrives after its room's moment
// moves at once). After the set-up and a warm-up (--warmup seconds) it measures for --seconds
// and prints one line of figures:
//   - move-to-broadcast latency: from writing a move to the spectator's reading its `move`
//     event (p50, p99, max), to the opponent's reading its own copy, and to the mover's reading
//     the `ok` that answers it;
//   - moves relayed a second (`move` events the spectators read);
//   - the server's CPU time (every thread, /proc/PID/stat) per relayed move, with its event
//     loop's and its database thread's shares, and per frame (the frames both ways, pings too);
//   - the server's resident memory per room: VmRSS now minus VmRSS before the first
//     connection, divided by the rooms;
//   - database commits a second and moves per commit (the server's /status);
//   - this load generator's own CPU, as a share of one core.
//
// The floor (--mode echo or relay, against `arbiter-bench ws-echo`): the same connections and
// the same rate, each room's players taking turns to send a move-like message padded to
// --bytes; `echo` reads back the sender's copy, `relay` the copies the echo server sends to the
// room's three connections. Server CPU per message and per frame are then the least a Qt
// WebSocket server spends on this traffic.
#include "benchcommand.h"
#include "online/jsonpeek.h"
#include "online/procstat.h"
#include "online/wsclients.h"

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <random>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace arbiter::bench {
namespace {

enum class Mode { Game, Echo, Relay };
constexpr int kSpectator = 2;    // connection roles in a room: players 0 and 1, then the spectator
constexpr int kMaxOpening = 200; // connections in their handshake at once
constexpr std::int64_t kNsPerMs = 1000000;
constexpr std::int64_t kMoveIdBase = 10; // a move's id is this plus the turns before it

struct Options {
    std::uint16_t port = 0;
    pid_t pid = 0;
    int rooms = 100;
    Mode mode = Mode::Game;
    int intervalMs = 1000;
    double warmupS = 8, measureS = 20, setupS = 120;
    std::string variant = "xiangqi";
    std::int64_t firstRoom = 1;
    int bytes = 0; // echo, relay: the size of each message
    std::uint64_t seed = 1;
};

// A move written, by the turn count it makes (a room has at most a couple in flight).
struct Sent {
    std::int64_t ply = -1;
    std::int64_t ns = 0;
    int by = -1;
};

struct Room {
    std::int64_t number = 0;
    std::int64_t nextDueNs = 0;
    int holder = -1;      // the player (0, 1) holding the turn, -1: nobody
    std::int64_t ply = 0; // turns of the current game
    std::string legal;    // the holder's legal moves (a JSON array)
    std::string move;     // what the holder will play
    bool queued = false;  // in the schedule
    bool started = false; // its first game has started (echo: its connections are open)
    int opened = 0;
    std::array<Sent, 8> sent;
};

struct Window {
    ProcessCpu cpu;
    rusage self{};
    std::string status;
    std::int64_t ns = 0;
    std::uint64_t framesSent = 0, framesReceived = 0, controlFrames = 0;
};

double seconds(const timeval& t) {
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

struct Percentiles {
    double p50 = 0, p99 = 0, max = 0;
    size_t count = 0;
};

Percentiles percentiles(std::vector<std::int64_t> v) {
    Percentiles p;
    p.count = v.size();
    if (v.empty()) return p;
    std::sort(v.begin(), v.end());
    const auto at = [&v](double q) {
        return double(v[std::min(v.size() - 1, size_t(q * double(v.size())))]) / 1e6;
    };
    p.p50 = at(0.50);
    p.p99 = at(0.99);
    p.max = double(v.back()) / 1e6;
    return p;
}

class LoadRun final : public WsClients::Handler {
public:
    explicit LoadRun(const Options& o) : m_o(o), m_clients(*this), m_random(o.seed) {
        m_rooms.resize(size_t(o.rooms));
        for (int i = 0; i < o.rooms; ++i) m_rooms[size_t(i)].number = o.firstRoom + i;
        m_intervalNs = std::int64_t(o.intervalMs) * kNsPerMs;
        m_settings = R"({"variant":")" + o.variant + R"(","timeControl":"inf"})";
    }

    int run();

    void opened(int c) override;
    void text(int c, std::string_view message, std::int64_t readNs) override;
    void closed(int c, const std::string& why) override;

private:
    Room& roomOf(int c) { return m_rooms[size_t(c / 3)]; }
    std::int64_t gridPointAfter(int room, std::int64_t t) const;
    void schedule(int room);
    void sendDue();
    void sendMove(int room);
    void takeTurn(int c, std::string_view legal);
    void send(int c, const std::string& message) { m_clients.sendText(c, message); }
    void onGameMessage(int c, const PeekedMessage& m, std::int64_t readNs);
    void onEchoMessage(int c, const PeekedMessage& m, std::int64_t readNs);
    void roomReady(int room);
    void pump(std::int64_t untilNs, bool stopWhenStarted);
    Window snapshot();
    void report(const Window& a, const Window& b, long idleRss, long rss);

    Options m_o;
    WsClients m_clients;
    std::mt19937_64 m_random;
    std::vector<Room> m_rooms;
    std::int64_t m_intervalNs = 0;
    std::int64_t m_baseNs = 0;
    std::string m_settings;
    using Due = std::pair<std::int64_t, int>;
    std::priority_queue<Due, std::vector<Due>, std::greater<Due>> m_schedule;
    int m_opened = 0; // connections opened so far
    int m_startedRooms = 0;
    bool m_measuring = false;
    // Figures of the measured window.
    std::vector<std::int64_t> m_spectatorNs, m_opponentNs, m_ackNs;
    std::uint64_t m_relayed = 0, m_sentMoves = 0, m_bytesRelayed = 0, m_gamesEnded = 0;
    std::uint64_t m_errors = 0, m_closed = 0;
};

std::int64_t LoadRun::gridPointAfter(int room, std::int64_t t) const {
    const std::int64_t phase = m_baseNs + m_intervalNs * room / std::max(1, m_o.rooms);
    if (t <= phase) return phase;
    const std::int64_t k = (t - phase + m_intervalNs - 1) / m_intervalNs;
    return phase + k * m_intervalNs;
}

void LoadRun::schedule(int room) {
    Room& r = m_rooms[size_t(room)];
    if (r.queued) return;
    r.queued = true;
    m_schedule.push({r.nextDueNs, room});
}

void LoadRun::sendDue() {
    const std::int64_t now = monotonicNs();
    while (!m_schedule.empty() && m_schedule.top().first <= now) {
        const int room = m_schedule.top().second;
        m_schedule.pop();
        m_rooms[size_t(room)].queued = false;
        sendMove(room);
    }
}

void LoadRun::sendMove(int room) {
    Room& r = m_rooms[size_t(room)];
    const bool game = m_o.mode == Mode::Game;
    const int by = game ? r.holder : int(r.ply % 2);
    if (by < 0) return;
    std::string message = R"({"t":"move","room":)" + std::to_string(r.number) + R"(,"move":")" +
                          (game ? r.move : std::string("h2e2")) + R"(","ply":)" +
                          std::to_string(r.ply) + R"(,"id":)" + std::to_string(kMoveIdBase + r.ply);
    if (!game) { // the floor's messages: the size asked for
        const size_t least = message.size() + 11;
        message += R"(,"pad":")" +
                   std::string(size_t(m_o.bytes) > least ? size_t(m_o.bytes) - least : 0, 'x') +
                   "\"";
    }
    message += '}';
    const std::int64_t now = monotonicNs();
    r.sent[size_t((r.ply + 1) % 8)] = {r.ply + 1, now, by};
    r.holder = -1;
    if (m_measuring) ++m_sentMoves;
    send(room * 3 + by, message);
    // The room's next moment: the first one after this move (a late move does not make the
    // next one early).
    r.nextDueNs = gridPointAfter(room, now + 1);
    if (!game) {
        ++r.ply;
        schedule(room);
    }
}

void LoadRun::takeTurn(int c, std::string_view legal) {
    Room& r = roomOf(c);
    const int count = countStrings(legal);
    if (count == 0) return;
    r.legal.assign(legal);
    r.move.assign(nthString(legal, int(m_random() % std::uint64_t(count))));
    r.holder = c % 3;
    schedule(c / 3);
}

void LoadRun::opened(int c) {
    Room& r = roomOf(c);
    ++r.opened;
    if (m_o.mode == Mode::Relay) // the echo server's rooms: whose frames reach whom
        send(c, R"({"t":"join","room":)" + std::to_string(r.number) + "}");
    if (m_o.mode != Mode::Game && r.opened == 3) roomReady(c / 3);
}

void LoadRun::roomReady(int room) {
    Room& r = m_rooms[size_t(room)];
    if (r.started) return;
    r.started = true;
    ++m_startedRooms;
    if (m_o.mode != Mode::Game) {
        r.nextDueNs = gridPointAfter(room, monotonicNs());
        schedule(room);
    }
}

void LoadRun::text(int c, std::string_view message, std::int64_t readNs) {
    PeekedMessage m;
    if (!peekMessage(message, m)) {
        if (++m_errors <= 10)
            std::fprintf(stderr, "server-load: not a JSON object: %.*s\n",
                         int(std::min<size_t>(message.size(), 200)), message.data());
        return;
    }
    if (m.type == "move" && m_measuring && c % 3 == kSpectator) m_bytesRelayed += message.size();
    if (m_o.mode == Mode::Game)
        onGameMessage(c, m, readNs);
    else
        onEchoMessage(c, m, readNs);
}

void LoadRun::onGameMessage(int c, const PeekedMessage& m, std::int64_t readNs) {
    Room& r = roomOf(c);
    const int role = c % 3;
    const std::string room = std::to_string(r.number);
    if (m.type == "move") {
        const Sent& s = r.sent[size_t(m.ply % 8)];
        if (s.ply == m.ply && m_measuring) {
            if (role == kSpectator) {
                m_spectatorNs.push_back(readNs - s.ns);
                ++m_relayed;
            } else if (role != s.by) {
                m_opponentNs.push_back(readNs - s.ns);
            }
        }
        r.ply = m.ply;
        if (!m.legal.empty()) takeTurn(c, m.legal);
    } else if (m.type == "start") {
        r.ply = 0;
        roomReady(c / 3);
        if (!m.legal.empty()) takeTurn(c, m.legal);
    } else if (m.type == "ok") {
        if (m.id >= kMoveIdBase) {
            const Sent& s = r.sent[size_t((m.id - kMoveIdBase + 1) % 8)];
            if (s.ply == m.id - kMoveIdBase + 1 && s.by == role && m_measuring)
                m_ackNs.push_back(readNs - s.ns);
        } else if (m.id == 2 && role != kSpectator) {
            send(c, R"({"t":"ready","room":)" + room + R"(,"id":3})");
        }
    } else if (m.type == "welcome") {
        send(c, R"({"t":"guest","name":"L)" + room + "x" + std::to_string(role) + R"(","id":1})");
    } else if (m.type == "identity") {
        send(c, R"({"t":"join","room":)" + room + R"(,"as":")" +
                    (role == kSpectator ? "spectator" : "player") + R"(","settings":)" +
                    m_settings + R"(,"id":2})");
    } else if (m.type == "end") {
        if (role == kSpectator) {
            if (m_measuring) ++m_gamesEnded;
        } else {
            r.holder = -1;
            send(c, R"({"t":"ready","room":)" + room + R"(,"id":3})");
        }
    } else if (m.type == "error") {
        if (++m_errors <= 10)
            std::fprintf(stderr, "server-load: room %s, connection %d: error %.*s\n", room.c_str(),
                         role, int(m.error.size()), m.error.data());
        // A refused move: the player still holds the turn and tries another.
        if (m.id >= kMoveIdBase && role != kSpectator && !r.legal.empty()) {
            const std::string legal = r.legal;
            takeTurn(c, legal);
        }
    }
}

void LoadRun::onEchoMessage(int c, const PeekedMessage& m, std::int64_t readNs) {
    if (m.type != "move" || !m_measuring) return;
    Room& r = roomOf(c);
    const int role = c % 3;
    const Sent& s = r.sent[size_t((m.ply + 1) % 8)];
    if (s.ply != m.ply + 1) return;
    if (m_o.mode == Mode::Echo || role == kSpectator) {
        m_spectatorNs.push_back(readNs - s.ns);
        ++m_relayed;
    } else if (role != s.by) {
        m_opponentNs.push_back(readNs - s.ns);
    } else {
        m_ackNs.push_back(readNs - s.ns);
    }
}

void LoadRun::closed(int c, const std::string& why) {
    if (++m_closed <= 10)
        std::fprintf(stderr, "server-load: connection %d (room %" PRId64 ") closed: %s\n", c,
                     roomOf(c).number, why.c_str());
}

// Runs the clients until untilNs (or, with stopWhenStarted, until every room plays).
void LoadRun::pump(std::int64_t untilNs, bool stopWhenStarted) {
    const int total = m_o.rooms * 3;
    for (;;) {
        const std::int64_t now = monotonicNs();
        if (now >= untilNs || (stopWhenStarted && m_startedRooms == m_o.rooms)) return;
        // New connections, a few hundred in their handshake at a time, so that the server's
        // listening queue is not overrun.
        while (m_opened < total && m_clients.opening() < kMaxOpening) {
            if (m_clients.open(m_o.port) < 0) {
                std::fprintf(stderr, "server-load: cannot make a socket\n");
                return;
            }
            ++m_opened;
        }
        std::int64_t wait = std::min<std::int64_t>(untilNs - now, 50 * kNsPerMs);
        if (!m_schedule.empty()) wait = std::min(wait, m_schedule.top().first - now);
        m_clients.poll(int(std::max<std::int64_t>(0, (wait + kNsPerMs - 1) / kNsPerMs)));
        sendDue();
    }
}

Window LoadRun::snapshot() {
    Window w;
    w.cpu = readProcessCpu(m_o.pid);
    getrusage(RUSAGE_SELF, &w.self);
    if (m_o.mode == Mode::Game) w.status = httpGetStatus(m_o.port, 2000);
    w.ns = monotonicNs();
    w.framesSent = m_clients.framesSent();
    w.framesReceived = m_clients.framesReceived();
    w.controlFrames = m_clients.controlFrames();
    return w;
}

int LoadRun::run() {
    const long limit = raiseDescriptorLimit();
    if (limit < long(m_o.rooms) * 3 + 16) {
        std::fprintf(stderr, "server-load: %d rooms need %d descriptors, the limit is %ld\n",
                     m_o.rooms, m_o.rooms * 3 + 16, limit);
        return 1;
    }
    const long idleRss = readRssKiB(m_o.pid);
    if (idleRss < 0) {
        std::fprintf(stderr, "server-load: no process %d\n", int(m_o.pid));
        return 1;
    }
    const std::int64_t start = monotonicNs();
    m_baseNs = start;
    pump(start + std::int64_t(m_o.setupS * 1e9), true);
    std::fprintf(stderr, "server-load: %d connections open, %d of %d rooms playing after %.1f s\n",
                 m_clients.openCount(), m_startedRooms, m_o.rooms,
                 double(monotonicNs() - start) / 1e9);
    if (m_startedRooms < m_o.rooms) {
        std::fprintf(stderr, "server-load: not every room started: the figures would lie\n");
        return 1;
    }
    pump(monotonicNs() + std::int64_t(m_o.warmupS * 1e9), false);
    m_measuring = true;
    const Window a = snapshot();
    pump(a.ns + std::int64_t(m_o.measureS * 1e9), false);
    m_measuring = false;
    const Window b = snapshot();
    const long rss = readRssKiB(m_o.pid);
    report(a, b, idleRss, rss);
    return b.cpu.ok ? 0 : 1;
}

void LoadRun::report(const Window& a, const Window& b, long idleRss, long rss) {
    const double window = double(b.ns - a.ns) / 1e9;
    const double moves = double(std::max<std::uint64_t>(m_relayed, 1));
    const double serverS = b.cpu.totalS - a.cpu.totalS;
    const auto thread = [&a, &b](const std::string& name) {
        const auto before = a.cpu.threads.find(name), after = b.cpu.threads.find(name);
        if (after == b.cpu.threads.end()) return 0.0;
        return after->second - (before == a.cpu.threads.end() ? 0.0 : before->second);
    };
    // Every frame the server read or wrote is one this side wrote or read.
    const double frames =
        double((b.framesSent - a.framesSent) + (b.framesReceived - a.framesReceived));
    const double control = double(b.controlFrames - a.controlFrames);
    const double selfS = seconds(b.self.ru_utime) + seconds(b.self.ru_stime) -
                         seconds(a.self.ru_utime) - seconds(a.self.ru_stime);
    const Percentiles spectator = percentiles(m_spectatorNs);
    const Percentiles opponent = percentiles(m_opponentNs);
    const Percentiles ack = percentiles(m_ackNs);
    const std::int64_t commits = jsonNumber(b.status, "commits") - jsonNumber(a.status, "commits");
    const std::int64_t jobs = jsonNumber(b.status, "jobs") - jsonNumber(a.status, "jobs");
    const char* mode = m_o.mode == Mode::Game ? "game" : m_o.mode == Mode::Echo ? "echo" : "relay";
    std::printf("mode %s rooms %d connections %d offered_per_s %.1f moves_per_s %.1f "
                "p50_ms %.2f p99_ms %.2f max_ms %.1f opp_p50_ms %.2f opp_p99_ms %.2f "
                "ack_p50_ms %.2f ack_p99_ms %.2f "
                "server_cpu_pct %.1f server_us_per_move %.1f main_us_per_move %.1f "
                "storage_us_per_move %.1f frames_per_move %.2f control_per_move %.2f "
                "server_us_per_frame %.2f event_bytes %.0f "
                "rss_idle_kib %ld rss_kib %ld kib_per_room %.1f commits_per_s %.1f "
                "moves_per_commit %.2f client_cpu_pct %.1f client_us_per_move %.1f "
                "games_ended %" PRIu64 " errors %" PRIu64 " closed %" PRIu64 " window_s %.1f\n",
                mode, m_o.rooms, m_clients.openCount(), 1000.0 * m_o.rooms / m_o.intervalMs,
                double(m_relayed) / window, spectator.p50, spectator.p99, spectator.max,
                opponent.p50, opponent.p99, ack.p50, ack.p99, 100.0 * serverS / window,
                serverS * 1e6 / moves, thread("main") * 1e6 / moves,
                thread("storage") * 1e6 / moves, frames / moves, control / moves,
                frames > 0 ? serverS * 1e6 / frames : 0.0, double(m_bytesRelayed) / moves, idleRss,
                rss, double(rss - idleRss) / m_o.rooms,
                commits >= 0 ? double(commits) / window : 0.0,
                commits > 0 ? double(jobs) / double(commits) : 0.0, 100.0 * selfS / window,
                selfS * 1e6 / moves, m_gamesEnded, m_errors, m_closed, window);
    std::fflush(stdout);
}

bool parseOptions(const std::vector<std::string>& args, Options& o) {
    for (size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string& key = args[i];
        const std::string& value = args[i + 1];
        if (key == "--port")
            o.port = std::uint16_t(std::atoi(value.c_str()));
        else if (key == "--pid")
            o.pid = pid_t(std::atoi(value.c_str()));
        else if (key == "--rooms")
            o.rooms = std::atoi(value.c_str());
        else if (key == "--interval-ms")
            o.intervalMs = std::atoi(value.c_str());
        else if (key == "--warmup")
            o.warmupS = std::atof(value.c_str());
        else if (key == "--seconds")
            o.measureS = std::atof(value.c_str());
        else if (key == "--setup")
            o.setupS = std::atof(value.c_str());
        else if (key == "--variant")
            o.variant = value;
        else if (key == "--first-room")
            o.firstRoom = std::atoll(value.c_str());
        else if (key == "--bytes")
            o.bytes = std::atoi(value.c_str());
        else if (key == "--seed")
            o.seed = std::strtoull(value.c_str(), nullptr, 10);
        else if (key == "--mode" && (value == "game" || value == "echo" || value == "relay"))
            o.mode = value == "game" ? Mode::Game : value == "echo" ? Mode::Echo : Mode::Relay;
        else
            return false;
    }
    // Bounded: at most 5,000 rooms (15,000 connections), one move a room every 10 ms at most,
    // five minutes of measuring.
    return args.size() % 2 == 0 && o.port > 0 && o.pid > 0 && o.rooms > 0 && o.rooms <= 5000 &&
           o.intervalMs >= 10 && o.measureS > 0 && o.measureS <= 300 && o.warmupS >= 0 &&
           o.warmupS <= 300 && o.bytes >= 0 && o.bytes <= 65536;
}

int runServerLoad(const std::vector<std::string>& args) {
    Options options;
    if (!parseOptions(args, options)) {
        std::fprintf(stderr, "server-load: bad arguments (see bench/online/serverload.cpp)\n");
        return 2;
    }
    LoadRun run(options);
    return run.run();
}

Registration serverLoadCommand{
    {"server-load",
     "server-load --port P --pid PID --rooms N [--mode game|echo|relay] [--interval-ms MS] "
     "[--warmup S] [--seconds S] [--variant V] [--bytes B] [--first-room R] [--seed S]",
     runServerLoad}};

} // namespace
} // namespace arbiter::bench
