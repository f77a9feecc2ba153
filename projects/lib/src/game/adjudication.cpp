#include "adjudication.h"

namespace arbiter {

void Adjudicator::reset() {
    m_drawCount = 0;
    m_resignCount[0] = m_resignCount[1] = 0;
    m_winCount[0] = m_winCount[1] = 0;
}

GameResult Adjudicator::addMove(Side mover, std::optional<int> scoreCp, int plies,
                                bool irreversible, bool allowDraw, bool allowMoveLimit) {
    using T = GameResult::Termination;

    if (!scoreCp) { // a move nobody searched: every count starts again
        m_drawCount = 0;
        m_resignCount[mover] = 0;
        m_winCount[mover] = 0;
    }

    if (scoreCp && m_s.drawEnabled && allowDraw) {
        if (irreversible) m_drawCount = 0;
        // Both sides' scores count, so movecount moves means 2*movecount plies in the band.
        if (*scoreCp <= m_s.drawScore && *scoreCp >= -m_s.drawScore)
            ++m_drawCount;
        else
            m_drawCount = 0;
        if (plies / 2 >= m_s.drawMoveNumber && m_drawCount >= 2 * m_s.drawMoveCount)
            return GameResult::draw(T::Adjudication, "Draw by adjudication");
    }

    if (scoreCp && m_s.resignEnabled) {
        if (*scoreCp <= -m_s.resignScore)
            ++m_resignCount[mover];
        else
            m_resignCount[mover] = 0;
        if (*scoreCp >= m_s.resignScore)
            ++m_winCount[mover];
        else
            m_winCount[mover] = 0;
        bool losing = m_resignCount[mover] >= m_s.resignMoveCount;
        bool opponentAgrees = !m_s.resignTwoSided || m_winCount[~mover] >= m_s.resignMoveCount;
        if (losing && opponentAgrees)
            return GameResult::win(~mover, T::Adjudication,
                                   sideName(~mover, m_redBlack) + " wins by adjudication");
    }

    // (cutechess-cli checks the length only after a move with a score; here every move counts,
    // so that games of engines that send no scores and of people end too.)
    if (m_s.maxMoves > 0 && allowMoveLimit && plies >= 2 * m_s.maxMoves)
        return GameResult::draw(T::Adjudication, "Draw by adjudication: maximal game length");
    return GameResult::none();
}

} // namespace arbiter
