// Classical end rules of western chess: checkmate, stalemate (and the variants' own ends the
// board reports: the hill, n-th check, explosions, ...), the 50-move rule, 3-fold
// repetition and dead positions by insufficient material, with cutechess's reason texts.
#pragma once

#include "rules/judge.h"

namespace arbiter {

struct WesternJudgeOptions {
    bool fiftyMoveRule = true;
    bool threefoldRepetition = true;
    bool insufficientMaterial = true;
};

class WesternJudge : public Judge {
public:
    explicit WesternJudge(WesternJudgeOptions options = {}) : m_options(options) {}
    GameResult start(const Board& board) override { return judge(board); }
    GameResult afterMove(const Board& board) override { return judge(board); }

    // No sequence of legal moves can mate: K v K, K+minor v K, and bishops all on one colour.
    static bool insufficientMaterial(const Board& board);

private:
    GameResult judge(const Board& board) const;
    WesternJudgeOptions m_options;
};

} // namespace arbiter
