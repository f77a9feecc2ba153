// arbiter-bench xiangqi-judge [PLIES] [SEED]: the cost of the xiangqi judge (WXF repetition
// judge, move-count rule, material draws, mate test) per ply, as a game pays it in
// RuleSet::afterMove. Two workloads:
//   random:  games of 300 plies from the start position made of random legal quiet moves (no
//            capture, no soldier advance, so the repetition window never closes), PLIES plies
//            in all; the move-count rule is off so the games stay undecided;
//   cycle:   the perpetual-chase loop of WXF case #34 repeated for PLIES plies (chases on
//            most moves, repetitions found on every ply).
// Each workload is timed twice, the board moves alone and board plus judge; the difference per
// ply is printed: "random plies N judge_us_per_ply X" (microseconds, single thread).
#include "rules/xiangqijudge.h"

#include "benchcommand.h"
#include "board/board.h"
#include "board/xiangqiboard.h"
#include "rules/xiangqichase.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace arbiter::bench {
namespace {

struct Workload {
    XiangqiRuleOptions options;
    std::string fen;
    std::vector<Move> moves; // one long game; a null move restarts from `fen`
};

// Random quiet games of up to 300 plies each until `plies` moves are collected.
Workload randomQuietGames(long plies, unsigned seed) {
    Workload w;
    w.options.moveLimit = 0;
    auto board = createBoard("xiangqi");
    w.fen = board->fen();
    std::mt19937 rng(seed);
    const auto* xiangqi = dynamic_cast<const XiangqiBoard*>(board.get());
    int inGame = 0;
    for (long made = 0; made < plies;) {
        MoveList legal, quiet;
        board->legalMoves(legal);
        for (Move m : legal)
            if (!xqrules::isCancel(xiangqi->position(), m)) quiet.push(m);
        const MoveList& pick = quiet.empty() ? legal : quiet;
        if (pick.empty() || inGame == 300) {
            board->reset();
            w.moves.push_back(Move());
            inGame = 0;
            continue;
        }
        const Move m = pick[int(rng() % unsigned(pick.size()))];
        board->makeMove(m);
        w.moves.push_back(m);
        ++inGame;
        ++made;
    }
    return w;
}

// WXF case #34 (red chases the chariot with horse and cannon in turn), its loop repeated.
Workload repeatedCycle(long plies) {
    Workload w;
    w.fen = "2c1kab2/4a4/4b4/9/9/9/P1p5P/2r1N1cC1/4A4/3ACK3 w - - 0 1";
    auto board = createBoard("xiangqi");
    board->setFen(w.fen);
    const char* loop[] = {"e2d4", "g2g1", "d4e2", "g1g2"};
    while (long(w.moves.size()) < plies) {
        Move m = board->parseMove(loop[w.moves.size() % 4]);
        board->makeMove(m);
        w.moves.push_back(m);
    }
    return w;
}

// Seconds to replay the workload, with the judge or without.
double replay(const Workload& w, bool withJudge) {
    auto board = createBoard("xiangqi");
    board->setFen(w.fen);
    XiangqiJudge judge(w.options);
    if (withJudge) judge.start(*board);
    long decided = 0;
    const auto start = std::chrono::steady_clock::now();
    for (Move m : w.moves) {
        if (m.isNull()) {
            board->setFen(w.fen);
            if (withJudge) judge.start(*board);
            continue;
        }
        board->makeMove(m);
        if (withJudge) decided += !judge.afterMove(*board).isNone();
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (decided < 0) std::printf("unreachable\n"); // keeps the judge's work observable
    return seconds;
}

void measure(const char* name, const Workload& w) {
    long plies = 0;
    for (Move m : w.moves) plies += !m.isNull();
    // Best of three, to keep other load on the machine out of the figure.
    double bare = 1e9, judged = 1e9;
    for (int i = 0; i < 3; ++i) {
        bare = std::min(bare, replay(w, false));
        judged = std::min(judged, replay(w, true));
    }
    std::printf("%s plies %ld judge_us_per_ply %.2f (board moves alone %.3f us/ply)\n", name, plies,
                (judged - bare) * 1e6 / double(plies), bare * 1e6 / double(plies));
}

int runXiangqiJudge(const std::vector<std::string>& args) {
    long plies = 200000;
    unsigned seed = 1;
    if (!args.empty()) {
        char* end = nullptr;
        plies = std::strtol(args[0].c_str(), &end, 10);
        if (*end || plies < 1) {
            std::fprintf(stderr,
                         "arbiter-bench xiangqi-judge: PLIES '%s' is not a positive number\n",
                         args[0].c_str());
            return 2;
        }
    }
    if (args.size() > 1) seed = unsigned(std::strtoul(args[1].c_str(), nullptr, 10));
    measure("random", randomQuietGames(plies, seed));
    measure("cycle", repeatedCycle(plies));
    return 0;
}

Registration xiangqiJudgeCommand{
    {"xiangqi-judge", "xiangqi-judge [PLIES] [SEED]", runXiangqiJudge}};

} // namespace
} // namespace arbiter::bench
