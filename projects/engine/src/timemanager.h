// Turns the clock of one "go" into two budgets: a soft one (do not start another iteration
// after half of it is used) and a hard one (abort the search). Pure arithmetic, unit tested.
#pragma once

#include "searchlimits.h"

#include <cstdint>

namespace arbiter::engine {

struct TimeBudget {
    int64_t softMs = -1; // -1: no time limit
    int64_t hardMs = -1;

    bool limited() const { return hardMs >= 0; }
};

// overheadMs: what the engine keeps in reserve per move for communication delays.
TimeBudget computeTimeBudget(const SearchLimits& limits, int64_t overheadMs);

// CECP "nps N": the time budget is spent in nodes instead (N nodes per second of budget).
uint64_t nodeBudgetForNps(const TimeBudget& budget, int64_t nodesPerSecond);

} // namespace arbiter::engine
