// Types shared by the search template and the engine core: the control block the protocol
// thread uses to stop a running search, what each iteration reports, and the final result.
#pragma once

#include "board/types.h"
#include "timemanager.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace arbiter::engine {

// Shared between the protocol (input) thread and the search thread.
struct SearchControl {
    std::atomic<bool> stop{false};
    // While set the clock does not run: pondering or infinite analysis.
    std::atomic<bool> untimed{false};
    // steady_clock nanoseconds of the moment the clock started (reset on ponderhit).
    std::atomic<int64_t> startNs{0};

    static int64_t nowNs() {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
    void startClock() { startNs.store(nowNs()); }
    int64_t elapsedMs() const { return (nowNs() - startNs.load()) / 1000000; }
};

struct SearchSettings {
    int maxDepth = 0;      // 0: no limit (the search stops at MaxPly)
    uint64_t maxNodes = 0; // 0: no limit
    TimeBudget budget;
    int randomMargin = 0; // centipawns: choose randomly among root moves this close to the best
    int multiPv = 1;      // best lines searched and reported per iteration
    std::vector<Move> searchMoves; // when not empty, only these root moves
    std::vector<Move> bannedMoves; // never these root moves (unless nothing else is legal)
};

// One line of thinking output, sent after every completed iteration.
struct IterationReport {
    int depth = 0;
    int selDepth = 0;
    int score = 0;
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    int hashfull = 0;
    int multiPv = 0; // 1-based line number when several lines are searched, else 0
    std::vector<Move> pv;
};

struct SearchResult {
    Move best;                  // null when the position has no legal move
    Move ponder;                // the expected reply, when known
    std::vector<Move> turnRest; // multi-part turns: the turn's parts after `best`
    int score = 0;
    int depth = 0;
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    bool noLegalMoves = false;
    bool inCheck = false; // with noLegalMoves: mate rather than stalemate
};

// A position of the game before the searched one, for repetition detection.
struct HistoryEntry {
    uint64_t key = 0;
    bool inCheck = false; // the side to move in that position was in check
};

} // namespace arbiter::engine
