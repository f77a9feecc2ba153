#include "drawoffers.h"

namespace arbiter {

DrawOfferBook::Outcome DrawOfferBook::offer(Side side, bool onTurn) {
    if (m_agreed) return Outcome::Ignored;
    if (m_stands[~side]) {
        // Offering back is accepting; it does not count against the limit.
        m_agreed = true;
        m_stands[~side] = false;
        return Outcome::Agreed;
    }
    if (m_stands[side]) return Outcome::Ignored; // said again while it stands
    if (m_maxOffers > 0 && m_offers[side] >= m_maxOffers) return Outcome::Ignored;
    ++m_offers[side];
    m_stands[side] = true;
    m_withMove[side] = onTurn;
    return Outcome::Standing;
}

bool DrawOfferBook::movePlayed(Side side) {
    if (m_stands[~side]) {
        m_stands[~side] = false;
        m_rejected[side] = true;
    }
    const bool carries = m_withMove[side];
    m_withMove[side] = false;
    return carries;
}

} // namespace arbiter
