#include "timemanager.h"

#include <algorithm>

namespace arbiter::engine {

namespace {
// With no moves-to-go given (sudden death or increment), plan as if this many moves remain.
constexpr int kAssumedMovesLeft = 30;
} // namespace

TimeBudget computeTimeBudget(const SearchLimits& limits, int64_t overheadMs) {
    TimeBudget b;
    if (limits.infinite) return b;
    if (limits.moveTimeMs >= 0) {
        b.hardMs = b.softMs = std::max<int64_t>(1, limits.moveTimeMs - overheadMs);
        // A fixed move time is used in full: the soft limit only stops new iterations at the end.
        b.softMs = b.hardMs * 2;
        return b;
    }
    if (limits.timeLeftMs < 0) return b;

    const int64_t left = std::max<int64_t>(1, limits.timeLeftMs - overheadMs);
    const int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo, 50) : kAssumedMovesLeft;
    const int64_t inc = std::max<int64_t>(0, limits.incrementMs);
    int64_t soft = left / movesLeft + inc * 3 / 4;
    // With one move left to the control the whole remainder (less the reserve) may be used;
    // otherwise never more than half of it on a single move.
    const int64_t cap = movesLeft == 1 ? left * 9 / 10 : left / 2;
    int64_t hard = std::min(soft * 4, cap);
    soft = std::min(soft, hard);
    b.softMs = std::max<int64_t>(1, soft);
    b.hardMs = std::max<int64_t>(1, hard);
    return b;
}

uint64_t nodeBudgetForNps(const TimeBudget& budget, int64_t nodesPerSecond) {
    if (!budget.limited() || nodesPerSecond <= 0) return 0;
    // The soft budget is what the move is expected to cost; a fixed move time uses the hard one.
    const int64_t ms = std::min(budget.softMs, budget.hardMs);
    return uint64_t(std::max<int64_t>(1, ms * nodesPerSecond / 1000));
}

} // namespace arbiter::engine
