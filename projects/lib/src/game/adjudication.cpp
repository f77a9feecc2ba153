#include "adjudication.h"

namespace arbiter {

void Adjudicator::reset() {
    m_drawCount = 0;
    m_resignCount[0] = m_resignCount[1] = 0;
    m_winCount[0] = m_winCount[1] = 0;
}

GameResult Adjudicator::addMove(Side mover, std::optional<int> scoreCp, int fullMoveNumber,
                                bool allowDraw, bool allowMoveLimit) {
    using T = GameResult::Termination;

    if (m_s.resignEnabled) {
        if (scoreCp && *scoreCp <= -m_s.resignScore)
            ++m_resignCount[mover];
        else
            m_resignCount[mover] = 0;
        if (scoreCp && *scoreCp >= m_s.resignScore)
            ++m_winCount[mover];
        else
            m_winCount[mover] = 0;
        bool losing = m_resignCount[mover] >= m_s.resignMoveCount;
        bool opponentAgrees = !m_s.resignTwoSided || m_winCount[~mover] >= m_s.resignMoveCount;
        if (losing && opponentAgrees)
            return GameResult::win(~mover, T::Adjudication,
                                   sideName(~mover, m_redBlack) + " wins by adjudication");
    }

    if (m_s.drawEnabled && allowDraw) {
        // Both sides' scores count, so movecount moves means 2*movecount plies in the band.
        if (scoreCp && *scoreCp <= m_s.drawScore && *scoreCp >= -m_s.drawScore)
            ++m_drawCount;
        else
            m_drawCount = 0;
        if (fullMoveNumber >= m_s.drawMoveNumber && m_drawCount >= 2 * m_s.drawMoveCount)
            return GameResult::draw(T::Adjudication, "Draw by adjudication");
    }

    if (m_s.maxMoves > 0 && allowMoveLimit && mover == Black && fullMoveNumber >= m_s.maxMoves)
        return GameResult::draw(T::Adjudication, "Draw by adjudication: move limit");
    return GameResult::none();
}

} // namespace arbiter
