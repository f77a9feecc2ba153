#include "xiangqivariantjudge.h"

#include "rules/positionend.h"
#include "rules/xiangqijudge.h"

namespace arbiter {

GameResult XiangqiVariantJudge::judge(const Board& board) const {
    const PositionEnd end = board.positionEnd();
    if (!end.isNone()) return positionEndResult(end, board.sideToMove(), true);
    // Plain plies since the last capture: the seed names no check cap for the variants.
    if (m_options.moveLimit > 0 && board.halfmoveClock() >= 2 * m_options.moveLimit)
        return GameResult::draw(GameResult::Termination::Normal,
                                "Draw by " + std::to_string(m_options.moveLimit) + "-move rule");
    return GameResult::none();
}

void XiangqiVariantJudge::describe(const Board& board, JudgeNotes& notes) const {
    const std::string countdown = moveLimitCountdown(m_options.moveLimit, board.halfmoveClock());
    if (!countdown.empty()) notes.counters.push_back(countdown);
}

} // namespace arbiter
