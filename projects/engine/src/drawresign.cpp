#include "drawresign.h"

#include <cstdlib>

namespace arbiter::engine {

void DrawResignTracker::reset() {
    m_bandMoves = 0;
    m_bandMovesAtLastOffer = 0;
    m_resignSum = 0;
    m_offersMade = 0;
}

DrawResignDecision DrawResignTracker::onMove(int score, bool drawOffered) {
    const int band = m_settings.band;
    if (std::abs(score) <= band) {
        ++m_bandMoves;
    } else {
        m_bandMoves = 0;
        m_bandMovesAtLastOffer = 0;
    }
    if (score > band)
        m_resignSum = 0;
    else if (score < -band)
        m_resignSum += score;

    DrawResignDecision d;
    if (drawOffered && (wouldOfferDraw() || score < -band)) {
        d.acceptDraw = true;
        return d;
    }
    if (m_settings.allowResign && m_resignSum < -int64_t(m_settings.resignThreshold)) {
        d.resign = true;
        return d;
    }
    // A repeated offer needs a fresh stretch of more than drawMoves band scores.
    if (m_settings.offerDraws && !drawOffered && m_offersMade < m_settings.maxOffers &&
        m_bandMoves - m_bandMovesAtLastOffer > m_settings.drawMoves) {
        d.offerDraw = true;
        ++m_offersMade;
        m_bandMovesAtLastOffer = m_bandMoves;
    }
    return d;
}

} // namespace arbiter::engine
