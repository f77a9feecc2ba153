// The end rules of the xiangqi variants of docs/variants.md (beginner, red-eyed): the board's own
// ends (a captured general, no legal move) and the move-count rule (60 moves per side without a
// capture by default). They have no cycling rules and no material draws.
#pragma once

#include "rules/judge.h"
#include "rules/xiangqioptions.h"

namespace arbiter {

class XiangqiVariantJudge : public Judge {
public:
    explicit XiangqiVariantJudge(XiangqiRuleOptions options = {}) : m_options(options) {}
    GameResult start(const Board& board) override { return judge(board); }
    GameResult afterMove(const Board& board) override { return judge(board); }
    // The move-count countdown, counted in plies since the last capture.
    void describe(const Board& board, JudgeNotes& notes) const override;

private:
    GameResult judge(const Board& board) const;
    XiangqiRuleOptions m_options;
};

} // namespace arbiter
