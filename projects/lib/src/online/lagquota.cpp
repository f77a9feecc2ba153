#include "online/lagquota.h"

#include <algorithm>

namespace arbiter::online {

LagQuota::LagQuota(int64_t estimatedGameSeconds) {
    if (estimatedGameSeconds <= 0) return;
    m_gainMs = std::min<int64_t>(1000, estimatedGameSeconds * 4 + 150);
    m_quotaMs = 3 * m_gainMs;
    m_maxMs = 7 * m_gainMs;
}

int64_t LagQuota::onMove(int64_t lagMs) {
    const int64_t compensation = std::clamp<int64_t>(lagMs, 0, m_quotaMs);
    m_quotaMs = std::min(m_quotaMs + m_gainMs - compensation, m_maxMs);
    return compensation;
}

} // namespace arbiter::online
