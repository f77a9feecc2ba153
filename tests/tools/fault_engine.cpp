// arbiter-fault-engine: a scripted engine for testing how Arbiter copes with misbehaving engines.
// It speaks UCI, CECP (xboard) or UCCI, chosen by the first command it reads ("uci", "xboard",
// "ucci"), plays moves from a list (--moves) without knowing the rules, and misbehaves on
// request through command-line switches. With --legal it follows the game on a libarbiter board
// and plays the list's move when it is legal, else a legal move of its own choice, so it can
// play whole games in a tournament before its fault strikes (crash at move N, ...).
//
// Adding a fault: add a row to kFaults (name, argument, help) and test fault("name") at the
// hook where it should act (handshake, ping, go, stop, ...). Nothing else needs to change.

#include "board/board.h"
#include "board/variant.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

struct FaultSpec {
    const char* name;
    bool takesValue;
    long defaultValue;
    const char* help;
};

const FaultSpec kFaults[] = {
    {"crash-at", true, 1, "exit with code 3 during its Nth search since it started"},
    {"crash-chance", true, 5,
     "exit with code 3 while searching, with a chance of N percent per move (see --seed)"},
    {"segfault-at", true, 1, "die of SIGSEGV during its Nth search since it started"},
    {"close-stdout-at", true, 1,
     "close its standard output during its Nth search since it started, and keep running"},
    {"hang", false, 0, "never answer go and stop reading input"},
    {"no-pong", false, 0, "ignore isready and ping"},
    {"no-pong-from", true, 2,
     "ignore isready and ping once its Nth search since it started has begun"},
    {"garbage", false, 0, "print binary garbage, then a move made of garbage"},
    {"ansi", false, 0,
     "print a board row drawn with ANSI colour escapes before each move (Sjaak II prints its "
     "board so)"},
    {"illegal", false, 0, "answer go with the illegal move a1a1"},
    {"malformed-bestmove", false, 0,
     "answer go with a cut-off move (bestmove e2e, CECP move e2e) that no board can read"},
    {"offer-draw", false, 0,
     "offer a draw with every move (CECP offer draw, UCCI bestmove X draw)"},
    {"resign-at", true, 1, "resign instead of playing move N"},
    {"exit-in-handshake", false, 0, "exit as soon as the handshake starts"},
    {"flood", true, 20000, "print N info lines before each move"},
    {"huge-line", false, 0, "print a 10 MB line before each move"},
    {"ignore-stop", false, 0, "never answer stop during an infinite search"},
    {"late", true, 1000, "wait N ms before answering go"},
    {"late-at", true, 1, "apply --late and --stale-move only to the Nth search since it started"},
    {"stale-move", true, 1000,
     "answer a search with the illegal bestmove a1a1 (CECP: resign), then N ms later with a "
     "legal move too, as if its search were still running"},
    {"slow-newgame", true, 1500, "take N ms to handle ucinewgame (CECP: new)"},
    {"claim", true, 1, "claim a draw (CECP 1/2-1/2) instead of playing move N"},
    {"slow-quit", true, 300,
     "on quit or end of input, take N ms (saving files, say), then append a line to --quit-file"},
    {"reject-moves", false, 0, "CECP: answer every move received with Illegal move"},
    {"no-reuse", false, 0, "CECP: announce feature reuse=0 (restart me between games)"},
    {"deaf-start", true, 3,
     "handle no input until N more lines have come after the first, then all of them (GNU "
     "Chess 6's start: its first lines wait for more input)"},
};

std::map<std::string, long> g_faults;
std::vector<std::string> g_moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"};
std::string g_name = "Arbiter Fault Engine";
std::string g_quitFile;   // --quit-file: where --slow-quit notes that it finished quitting
std::string g_info;       // --info: the info line sent before each move (UCI, UCCI)
bool g_legal = false;     // --legal: play legal moves on a libarbiter board
long g_seed = -1;         // --seed: random choices (crash-chance, legal moves); -1: from the pid
std::mt19937_64 g_random; // seeded in main

bool fault(const char* name) {
    return g_faults.count(name) != 0;
}
long faultValue(const char* name) {
    return g_faults.count(name) ? g_faults[name] : 0;
}
// isready / ping get an answer unless --no-pong, or --no-pong-from N and N searches have begun.
bool answersPing(long searchesBegun) {
    return !fault("no-pong") &&
           !(fault("no-pong-from") && searchesBegun >= faultValue("no-pong-from"));
}

void say(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void usage() {
    std::fprintf(stderr, "usage: arbiter-fault-engine [--moves m1,m2,...] [--name NAME] [--legal] "
                         "[--seed N] [--quit-file PATH] [--info LINE] [faults]\n"
                         "  --echo-args ...  its name (id name) is every argument it was given, "
                         "each in [brackets]; those after --echo-args are not read\n"
                         "  --legal  follow the game on a board; play the list's move when legal, "
                         "else a random legal move\n"
                         "  --info LINE  the info line sent before each move (UCI, UCCI)\n"
                         "  --seed N  seed of the random choices (default: the process id)\n");
    for (const FaultSpec& f : kFaults)
        std::fprintf(stderr, "  --%s%s  %s\n", f.name, f.takesValue ? " N" : "", f.help);
}

bool parseArguments(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--echo-args") {
            // Its name shows how a manager split the engine's arguments (fastchess's args=).
            g_name.clear();
            for (int j = 1; j < argc; ++j) g_name += std::string("[") + argv[j] + "]";
            return true;
        }
        if (arg.rfind("--", 0) != 0) {
            std::fprintf(stderr, "arbiter-fault-engine: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        arg = arg.substr(2);
        if (arg == "moves" && i + 1 < argc) {
            g_moves.clear();
            std::stringstream list(argv[++i]);
            for (std::string m; std::getline(list, m, ',');)
                if (!m.empty()) g_moves.push_back(m);
            continue;
        }
        if (arg == "name" && i + 1 < argc) {
            g_name = argv[++i];
            continue;
        }
        if (arg == "info" && i + 1 < argc) {
            g_info = argv[++i];
            continue;
        }
        if (arg == "quit-file" && i + 1 < argc) {
            g_quitFile = argv[++i];
            continue;
        }
        if (arg == "legal") {
            g_legal = true;
            continue;
        }
        if (arg == "seed" && i + 1 < argc) {
            g_seed = std::strtol(argv[++i], nullptr, 10);
            continue;
        }
        const FaultSpec* spec = nullptr;
        for (const FaultSpec& f : kFaults)
            if (arg == f.name) spec = &f;
        if (!spec) {
            std::fprintf(stderr, "arbiter-fault-engine: unknown switch '--%s'\n", arg.c_str());
            return false;
        }
        long value = spec->defaultValue;
        if (spec->takesValue && i + 1 < argc && argv[i + 1][0] != '-')
            value = std::strtol(argv[++i], nullptr, 10);
        g_faults[spec->name] = value;
    }
    return true;
}

enum class Protocol { Unknown, Uci, Cecp, Ucci };

// --legal: the game as the engine was told it, on a libarbiter board of the game's variant.
class GameBoard {
public:
    void setVariant(const std::string& variant) {
        if (auto board = arbiter::createBoard(variant)) m_board = std::move(board);
    }
    void reset() {
        if (!m_board) setVariant("standard");
        m_board->reset();
    }
    void setFen(const std::string& fen) {
        if (!m_board) reset();
        m_board->setFen(fen);
    }
    // Moves the opponent (or the engine) made; unreadable ones are skipped.
    void play(const std::string& text) {
        if (!m_board) reset();
        const arbiter::Move m = m_board->parseMove(text);
        if (!m.isNull()) m_board->makeMove(m);
    }
    // The list's move when it is legal here, else a random legal move; "" when there is none.
    std::string choose(const std::string& preferred) {
        if (!m_board) reset();
        const arbiter::Move wanted = m_board->parseMove(preferred);
        if (!wanted.isNull()) return m_board->moveToCoordinate(wanted);
        arbiter::MoveList moves;
        m_board->legalMoves(moves);
        if (moves.empty()) return std::string();
        return m_board->moveToCoordinate(moves[int(g_random() % unsigned(moves.size()))]);
    }

private:
    std::unique_ptr<arbiter::Board> m_board;
};

class FaultEngine {
public:
    void run() {
        // --deaf-start N: the first line and the N after it are held, then handled together.
        long deaf = faultValue("deaf-start");
        std::vector<std::string> held;
        bool running = true;
        for (std::string line; running && std::getline(std::cin, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            held.push_back(line);
            if (long(held.size()) <= deaf) continue;
            deaf = 0;
            for (const std::string& l : held)
                if (running) running = handle(l);
            held.clear();
        }
        if (fault("slow-quit")) slowQuit(); // told to quit, or its input was closed
    }

private:
    // Returns false to exit.
    bool handle(const std::string& line) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (m_protocol == Protocol::Unknown) {
            if (cmd == "uci" || cmd == "ucci" || cmd == "xboard") {
                if (fault("exit-in-handshake")) std::exit(2);
                m_protocol = cmd == "uci"    ? Protocol::Uci
                             : cmd == "ucci" ? Protocol::Ucci
                                             : Protocol::Cecp;
                if (m_protocol != Protocol::Cecp) sayHandshake();
            }
            return true;
        }
        if (cmd == "quit") {
            if (m_protocol == Protocol::Ucci) say("bye");
            return false;
        }
        return m_protocol == Protocol::Cecp ? handleCecp(cmd, in, line) : handleUci(cmd, in, line);
    }

    // An engine that needs time to shut down: arbiter must give it its quit grace period.
    static void slowQuit() {
        std::this_thread::sleep_for(std::chrono::milliseconds(faultValue("slow-quit")));
        if (g_quitFile.empty()) return;
        if (std::FILE* f = std::fopen(g_quitFile.c_str(), "a")) {
            std::fputs("quit\n", f);
            std::fclose(f);
        }
    }

    void sayHandshake() {
        const bool ucci = m_protocol == Protocol::Ucci;
        const std::string opt = ucci ? "option " : "option name ";
        say("id name " + g_name);
        say("id author Arbiter tests");
        say(opt + "Hash type spin default 16 min 1 max 1024");
        say(opt + (ucci ? "Style" : "Play Style") +
            " type combo default Normal var Solid var Normal var Risky");
        say(opt + "Log type check default false");
        say(opt + "Clear type button");
        say(opt + "Book type string default <empty>");
        if (ucci) say("option usemillisec type check default true");
        say(ucci ? "ucciok" : "uciok");
    }

    static void slowNewGame() {
        if (fault("slow-newgame"))
            std::this_thread::sleep_for(std::chrono::milliseconds(faultValue("slow-newgame")));
    }

    bool handleUci(const std::string& cmd, std::istringstream& in, const std::string& line) {
        if (cmd == "ucinewgame") {
            slowNewGame();
        } else if (cmd == "isready") {
            if (answersPing(m_moveNumber)) say("readyok");
        } else if (cmd == "setoption") {
            // Echo what was set so tests can check the engine understood it.
            std::string rest = line.substr(line.find("setoption") + 9);
            say("info string setoption" + rest);
        } else if (cmd == "position") {
            if (g_legal) readPosition(in);
        } else if (cmd == "go") {
            std::string word;
            bool waits = false;
            while (in >> word)
                if (word == "infinite" || word == "ponder") waits = true;
            search(waits);
        } else if (cmd == "stop") {
            if (m_pending && !fault("ignore-stop")) answer();
        } else if (cmd == "ponderhit") {
            if (m_pending) answer();
        }
        return true;
    }

    // "position startpos|fen FEN [moves m1 m2 ...]" (UCI and UCCI).
    void readPosition(std::istringstream& in) {
        std::string word;
        in >> word;
        if (m_protocol == Protocol::Ucci) m_board.setVariant("xiangqi");
        if (word == "fen") {
            std::string fen;
            while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
            m_board.setFen(fen);
        } else {
            m_board.reset();
            in >> word; // "moves"
        }
        while (in >> word) m_board.play(word);
    }

    bool handleCecp(const std::string& cmd, std::istringstream& in, const std::string& line) {
        if (cmd == "new") slowNewGame();
        if (g_legal && cmd == "new") {
            m_board.setVariant("standard");
            m_board.reset();
        } else if (g_legal && cmd == "variant") {
            std::string variant;
            in >> variant;
            m_board.setVariant(variant);
            m_board.reset();
        } else if (g_legal && cmd == "setboard") {
            m_board.setFen(line.substr(line.find("setboard") + 9));
        }
        if (cmd == "protover") {
            say("feature ping=1 setboard=1 usermove=1 time=1 draw=1 san=0 myname=\"" + g_name +
                "\" variants=\"normal,xiangqi\"");
            say("feature option=\"Hash -spin 16 1 1024\" option=\"Style -combo Solid /// *Normal "
                "/// Risky\" option=\"Log -check 0\" option=\"Clear -button\" memory=1");
            if (fault("no-reuse")) say("feature reuse=0");
            say("feature done=1");
        } else if (cmd == "ping") {
            std::string n;
            in >> n;
            if (answersPing(m_moveNumber)) say("pong " + n);
        } else if (cmd == "option") {
            say("telluser option " + line.substr(7));
        } else if (cmd == "go") {
            search(false);
        } else if (cmd == "?") {
            if (m_pending && !fault("ignore-stop")) answer();
        } else if (cmd == "usermove" || (cmd.size() >= 4 && cmd[0] >= 'a' && cmd[0] <= 'z' &&
                                         cmd[1] >= '0' && cmd[1] <= '9')) {
            std::string move = cmd;
            if (cmd == "usermove") in >> move;
            if (fault("reject-moves")) say("Illegal move (not in this game): " + move);
            if (g_legal) m_board.play(move);
        } else if (cmd == "draw") {
            if (fault("offer-draw")) say("offer draw");
        }
        return true;
    }

    void search(bool waitForStop) {
        ++m_moveNumber;
        const long n = m_moveNumber;
        const bool crashNow =
            (fault("crash-at") && faultValue("crash-at") == n) ||
            (fault("crash-chance") && long(g_random() % 100) < faultValue("crash-chance"));
        if (crashNow) {
            say(m_protocol == Protocol::Cecp ? "1 10 0 10 e2e4" : "info depth 1 score cp 10");
            std::_Exit(3);
        }
        if (fault("segfault-at") && faultValue("segfault-at") == n) {
            // The default action, not a sanitizer's handler: the process dies of the signal.
            std::signal(SIGSEGV, SIG_DFL);
            std::raise(SIGSEGV);
        }
        if (fault("close-stdout-at") && faultValue("close-stdout-at") == n) {
            // The pipe's end is closed (Arbiter reads end of output); what it says from now
            // on goes to /dev/null, and it reads its input on.
            const int devNull = ::open("/dev/null", O_WRONLY);
            ::dup2(devNull, STDOUT_FILENO);
            return;
        }
        if (fault("hang")) {
            for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
        }
        if (fault("garbage")) {
            std::string junk;
            for (int i = 0; i < 200; ++i) junk.push_back(char((i * 37 + 1) % 256));
            for (int i = 0; i < 3; ++i) say(junk);
            say(std::string(m_protocol == Protocol::Cecp ? "move " : "bestmove ") +
                "\x01\x02\xfe\xff");
            return;
        }
        if (fault("ansi")) say("8\x1b[1m\x1b[46m\x1b[30mr \x1b[45m\x1b[30mn \x1b[0m");
        if (fault("flood")) {
            const long count = faultValue("flood");
            for (long i = 0; i < count; ++i) say(infoLine(int(1 + i % 60), int(i % 200) - 100));
        }
        if (fault("huge-line")) say("info string " + std::string(10 * 1024 * 1024, 'x'));
        if (fault("resign-at") && faultValue("resign-at") == n) {
            if (m_protocol == Protocol::Cecp)
                say("resign");
            else if (m_protocol == Protocol::Ucci)
                say("bestmove " + nextMove() + " resign");
            else
                say("bestmove (none)");
            return;
        }
        if (fault("claim") && faultValue("claim") == n && m_protocol == Protocol::Cecp) {
            say("1/2-1/2 {Draw by repetition}");
            return;
        }
        const bool atThisSearch = !fault("late-at") || faultValue("late-at") == n;
        if (fault("stale-move") && atThisSearch) {
            say(m_protocol == Protocol::Cecp ? "resign" : "bestmove a1a1");
            std::this_thread::sleep_for(std::chrono::milliseconds(faultValue("stale-move")));
            answer(); // a move nobody asks for any more
            return;
        }
        if (fault("late") && atThisSearch)
            std::this_thread::sleep_for(std::chrono::milliseconds(faultValue("late")));
        if (waitForStop) {
            m_pending = true;
            say(infoLine(1, 5));
            return;
        }
        answer();
    }

    std::string infoLine(int depth, int score) const {
        const std::string move = g_moves.empty() ? "e2e4" : g_moves[0];
        if (m_protocol == Protocol::Cecp)
            return std::to_string(depth) + " " + std::to_string(score) + " 1 " +
                   std::to_string(depth * 100) + " " + move;
        return "info depth " + std::to_string(depth) +
               (m_protocol == Protocol::Ucci ? " score " : " score cp ") + std::to_string(score) +
               " nodes " + std::to_string(depth * 100) + " time 1 pv " + move;
    }

    std::string nextMove() {
        if (fault("illegal")) return "a1a1";
        std::string move =
            g_moves.empty() ? "0000" : g_moves[size_t(m_moveNumber - 1) % g_moves.size()];
        if (g_legal) {
            move = m_board.choose(move);
            if (move.empty()) return "0000"; // mated or stalemated: the game is over anyway
            m_board.play(move);
        }
        if (fault("malformed-bestmove")) move = move.substr(0, 3);
        return move;
    }

    void answer() {
        m_pending = false;
        const std::string move = nextMove();
        say(g_info.empty() || m_protocol == Protocol::Cecp ? infoLine(3, 25) : g_info);
        if (m_protocol == Protocol::Cecp) {
            if (fault("offer-draw")) say("offer draw");
            say("move " + move);
        } else if (m_protocol == Protocol::Ucci) {
            say("bestmove " + move + (fault("offer-draw") ? " draw" : ""));
        } else {
            say("bestmove " + move);
        }
    }

    Protocol m_protocol = Protocol::Unknown;
    GameBoard m_board;
    long m_moveNumber = 0;
    bool m_pending = false;
};

} // namespace

int main(int argc, char** argv) {
    if (!parseArguments(argc, argv)) {
        usage();
        return 1;
    }
    g_random.seed(g_seed >= 0 ? std::uint64_t(g_seed) : std::uint64_t(::getpid()));
    FaultEngine().run();
    return 0;
}
