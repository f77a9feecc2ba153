#include "adjudication.h"

#include <cstdlib>

namespace arbiter {

void Adjudicator::reset() {
    m_drawCount = 0;
    m_resignCount[0] = m_resignCount[1] = 0;
    m_winCount[0] = m_winCount[1] = 0;
    m_plies = 0;
}

// fastchess 1.8's rules (its Match::adjudicate and trackers, public source): the counts are
// updated with each move's score and the game is adjudicated before the next move, resign
// first, then draw, then the move limit.
GameResult Adjudicator::addMoveFastchess(Side mover, std::optional<int> scoreCp, bool irreversible,
                                         bool allowDraw, bool allowMoveLimit) {
    using T = GameResult::Termination;
    ++m_plies;
    // A score beyond this is a mate score (adjudicationScore passes mates as large values);
    // fastchess's draw band takes centipawn scores only.
    constexpr int mateScores = 20000;
    if (irreversible) m_drawCount = 0;
    if (scoreCp && std::abs(*scoreCp) < mateScores && std::abs(*scoreCp) <= m_s.drawScore)
        ++m_drawCount;
    else
        m_drawCount = 0;
    if (scoreCp && *scoreCp <= -m_s.resignScore)
        ++m_resignCount[mover];
    else
        m_resignCount[mover] = 0;
    if (scoreCp && std::abs(*scoreCp) >= m_s.resignScore)
        ++m_winCount[0]; // two-sided: both sides' consecutive decisive scores
    else
        m_winCount[0] = 0;

    if (m_s.resignEnabled && scoreCp && *scoreCp < 0) {
        const bool resigns = m_s.resignTwoSided ? m_winCount[0] >= 2 * m_s.resignMoveCount
                                                : m_resignCount[mover] >= m_s.resignMoveCount ||
                                                      m_resignCount[~mover] >= m_s.resignMoveCount;
        if (resigns)
            return GameResult::win(~mover, T::Adjudication,
                                   sideName(~mover, m_redBlack) + " wins by adjudication");
    }
    if (m_s.drawEnabled && allowDraw && m_fullmoveNumber - 1 >= m_s.drawMoveNumber &&
        m_drawCount >= 2 * m_s.drawMoveCount)
        return GameResult::draw(T::Adjudication, "Draw by adjudication");
    if (m_s.maxMoves > 0 && allowMoveLimit && m_plies >= 2 * m_s.maxMoves)
        return GameResult::draw(T::Adjudication, "Draw by adjudication");
    return GameResult::none();
}

GameResult Adjudicator::addMove(Side mover, std::optional<int> scoreCp, int plies,
                                bool irreversible, bool allowDraw, bool allowMoveLimit) {
    using T = GameResult::Termination;
    if (m_style == AdjudicationStyle::Fastchess)
        return addMoveFastchess(mover, scoreCp, irreversible, allowDraw, allowMoveLimit);

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
