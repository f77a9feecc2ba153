#include "drawresignrule.h"

#include <cstdlib>

namespace arbiter {

void DrawBandRule::reset() {
    m_bandMoves = 0;
    m_bandMovesAtLastOffer = 0;
    m_offersMade = 0;
}

void DrawBandRule::addScore(int score) {
    if (std::abs(score) <= m_settings.band) {
        ++m_bandMoves;
    } else {
        m_bandMoves = 0;
        m_bandMovesAtLastOffer = 0;
    }
}

bool DrawBandRule::offerDue() const {
    // A repeated offer needs a fresh stretch of more than `moves` band scores.
    return m_offersMade < m_settings.maxOffers &&
           m_bandMoves - m_bandMovesAtLastOffer > m_settings.moves;
}

void DrawBandRule::noteOffer() {
    ++m_offersMade;
    m_bandMovesAtLastOffer = m_bandMoves;
}

void ResignSumRule::addScore(int score) {
    if (score > m_settings.band)
        m_sum = 0;
    else if (score < -m_settings.band)
        m_sum += score;
}

void DrawResignTracker::setSettings(const DrawResignSettings& settings) {
    m_settings = settings;
    m_draw.setSettings({settings.band, settings.drawMoves, settings.maxOffers});
    m_resign.setSettings({settings.band, settings.resignThreshold});
}

void DrawResignTracker::reset() {
    m_draw.reset();
    m_resign.reset();
}

DrawResignDecision DrawResignTracker::onMove(int score, bool drawOffered) {
    m_draw.addScore(score);
    m_resign.addScore(score);

    DrawResignDecision d;
    if (drawOffered && m_draw.accepts(score)) {
        d.acceptDraw = true;
        return d;
    }
    if (m_settings.allowResign && m_resign.resigns()) {
        d.resign = true;
        return d;
    }
    if (m_settings.offerDraws && !drawOffered && m_draw.offerDue()) {
        d.offerDraw = true;
        m_draw.noteOffer();
    }
    return d;
}

} // namespace arbiter
