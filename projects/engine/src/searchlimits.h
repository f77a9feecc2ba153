// What one "go" asks for, in protocol-neutral form (milliseconds, own side's clock).
#pragma once

#include "board/types.h"

#include <cstdint>
#include <vector>

namespace arbiter::engine {

struct SearchLimits {
    int depth = 0;              // 0: no depth limit
    uint64_t nodes = 0;         // 0: no node limit
    int64_t moveTimeMs = -1;    // fixed time for this move
    int64_t timeLeftMs = -1;    // own clock; -1 when the search is not clock-driven
    int64_t incrementMs = 0;    // own increment per move
    int movesToGo = 0;          // moves until the next time control; 0 = rest of the game
    int64_t nodesPerSecond = 0; // CECP "nps": time budgets are converted into node budgets
    bool infinite = false;      // search until told to stop
    bool ponder = false;        // pondering: no time limit until ponderhit

    // Root move restrictions: UCI "searchmoves" (only these) and UCCI "banmoves" (not these).
    std::vector<Move> searchMoves;
    std::vector<Move> bannedMoves;

    bool hasClock() const { return timeLeftMs >= 0 || moveTimeMs >= 0; }
};

} // namespace arbiter::engine
