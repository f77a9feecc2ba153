#include "game/requestbudget.h"

namespace arbiter {

void RequestBudget::newTurn() {
    for (Side s : {White, Black}) {
        m_takeBackRefused[s] = false;
        m_drawRefused[s] = false;
    }
}

bool RequestBudget::canTakeBack(Side side, int ownMovesMade) const {
    return ownMovesMade > 0 && takeBacksLeft(side) > 0 && !m_takeBackRefused[side];
}

bool RequestBudget::canOfferDraw(Side side, int fullMoves) const {
    return fullMoves >= m_limits.drawAfterMoves && drawOffersLeft(side) > 0 &&
           !m_drawRefused[side] && m_draws[side] - m_draws[~side] < m_limits.drawLead;
}

RequestBudget::Counts RequestBudget::counts() const {
    Counts c;
    for (Side s : {White, Black}) {
        c.takeBacks[s] = m_takeBacks[s];
        c.draws[s] = m_draws[s];
        c.takeBackRefused[s] = m_takeBackRefused[s];
        c.drawRefused[s] = m_drawRefused[s];
    }
    return c;
}

void RequestBudget::restore(const Counts& c) {
    for (Side s : {White, Black}) {
        m_takeBacks[s] = c.takeBacks[s];
        m_draws[s] = c.draws[s];
        m_takeBackRefused[s] = c.takeBackRefused[s];
        m_drawRefused[s] = c.drawRefused[s];
    }
}

} // namespace arbiter
