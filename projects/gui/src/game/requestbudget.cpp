#include "gui/game/requestbudget.h"

namespace arbiter::gui {

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

} // namespace arbiter::gui
