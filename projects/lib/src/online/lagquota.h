// Lag compensation of an online room's clock, as lichess applies it (scalachess
// core/src/main/scala/LagTracker.scala, read November 2026): each side has a quota of time
// that may be given back for network lag; a move gets back its measured lag up to the quota,
// the quota grows by a gain per move and is capped. The gain is min(1 s, 40 ms x the game's
// estimated seconds / 10 + 150 ms) (lichess: min(100, estimateTotalSeconds x 2/5 + 15)
// centiseconds), the quota starts at 3 gains and never exceeds 7. The lag itself is the
// server's own measure (half the WebSocket ping's round trip), never a client's claim.
#pragma once

#include <cstdint>

namespace arbiter::online {

class LagQuota {
public:
    LagQuota() = default;
    // estimatedGameSeconds: RoomTimeControl::estimatedGameSeconds() (0: no clock, no quota).
    explicit LagQuota(int64_t estimatedGameSeconds);

    // The compensation for a move made with `lagMs` of measured lag; uses the quota.
    int64_t onMove(int64_t lagMs);
    int64_t quotaMs() const { return m_quotaMs; }
    int64_t gainMs() const { return m_gainMs; }
    // Stored and restored with the room (docs/online.md, "Persistence").
    void restore(int64_t quotaMs) { m_quotaMs = quotaMs < m_maxMs ? quotaMs : m_maxMs; }

private:
    int64_t m_gainMs = 0;
    int64_t m_quotaMs = 0;
    int64_t m_maxMs = 0;
};

} // namespace arbiter::online
