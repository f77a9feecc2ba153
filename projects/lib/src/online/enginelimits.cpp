#include "online/enginelimits.h"

#include "online/roomrules.h"

#include <QJsonArray>
#include <algorithm>

namespace arbiter::online {

namespace {
// A hung engine is found out this long after its time is up (the room's flag falls first).
constexpr int64_t DeadlineSlackMs = 5000;

int64_t atLeastOne(int64_t ms) {
    return std::max<int64_t>(1, ms);
}
} // namespace

SearchLimits roomSearchLimits(const RoomTimeControl& tc, const QJsonObject& clock, Side side,
                              int ownTurns, int64_t firstMoveMs, const EngineTiming& timing) {
    SearchLimits limits;
    const auto perMove = [&](int64_t ms) {
        limits.moveTimeMs = atLeastOne(ms - timing.marginMs);
        limits.deadlineMs = limits.moveTimeMs + DeadlineSlackMs;
        return limits;
    };
    if (ownTurns == 0 || !tc.hasTimeLimit()) {
        // Before the clocks start the first-move limit rules (in rooms without a clock too).
        const bool first = ownTurns == 0 && firstMoveMs > 0;
        return perMove(first ? std::min(timing.untimedMoveMs, firstMoveMs / 3)
                             : timing.untimedMoveMs);
    }
    const int64_t own = clock.value(sideKey(side)).toInteger(-1);
    const int64_t opp = clock.value(sideKey(~side)).toInteger(-1);
    if (tc.isByoYomi()) {
        if (clock.value(QStringLiteral("byo")).toArray().at(side).toBool())
            return perMove(own); // the current period's time
        limits.ownTimeMs = atLeastOne(own - timing.marginMs);
        limits.oppTimeMs = std::max<int64_t>(0, opp);
        limits.ownIncMs = limits.oppIncMs = tc.periodMs();
        limits.deadlineMs = own + tc.periodMs() + DeadlineSlackMs;
        return limits;
    }
    const TimeControl& standard = tc.standard();
    if (standard.mode() == TimeControl::Mode::PerMove) return perMove(standard.moveTimeMs());
    limits.ownTimeMs = atLeastOne(own - timing.marginMs);
    limits.oppTimeMs = std::max<int64_t>(0, opp);
    if (standard.mode() == TimeControl::Mode::Clock) {
        limits.ownIncMs = limits.oppIncMs = standard.incrementMs();
        if (const int moves = standard.movesPerPeriod(); moves > 0)
            limits.movesToGo = moves - ownTurns % moves;
    }
    limits.deadlineMs = own + DeadlineSlackMs;
    return limits;
}

EngineTimeControl roomEngineTimeControl(const RoomTimeControl& tc, const EngineTiming& timing) {
    EngineTimeControl out;
    if (!tc.hasTimeLimit()) {
        out.moveTimeMs = timing.untimedMoveMs;
    } else if (tc.isByoYomi()) {
        out.baseMs = tc.mainMs();
        out.incrementMs = tc.periodMs();
        if (out.baseMs == 0) out.moveTimeMs = tc.periodMs();
    } else if (tc.standard().mode() == TimeControl::Mode::PerMove) {
        out.moveTimeMs = tc.standard().moveTimeMs();
    } else {
        out.movesPerPeriod = tc.standard().movesPerPeriod();
        out.baseMs = tc.standard().timeMs();
        out.incrementMs = tc.standard().incrementMs();
    }
    return out;
}

} // namespace arbiter::online
