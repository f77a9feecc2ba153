// The rules of one game: the judges that apply to its variant and options, asked in order after
// every move, plus what the rules allow the adjudicator to do. Front-ends build a RuleSet from
// RuleOptions and never pick judges themselves.
#pragma once

#include "rules/judge.h"

#include <memory>
#include <vector>

namespace arbiter {

struct RuleOptions {
    // Western classical rules (ignored by families that do not use them).
    bool fiftyMoveRule = true;
    bool threefoldRepetition = true;
    bool insufficientMaterial = true;
};

class RuleSet {
public:
    RuleSet() = default;
    static RuleSet create(const VariantInfo& variant, const RuleOptions& options);

    void addJudge(std::unique_ptr<Judge> judge) { m_judges.push_back(std::move(judge)); }
    GameResult start(const Board& board);
    GameResult afterMove(const Board& board);
    void undo(const Board& board);

    // Some scoring rules (r-Mobility) forbid score-based draw adjudication and -maxmoves.
    bool allowsDrawAdjudication() const { return m_allowDrawAdjudication; }
    bool allowsMoveLimit() const { return m_allowMoveLimit; }
    void setAllowsDrawAdjudication(bool on) { m_allowDrawAdjudication = on; }
    void setAllowsMoveLimit(bool on) { m_allowMoveLimit = on; }

private:
    std::vector<std::unique_ptr<Judge>> m_judges;
    bool m_allowDrawAdjudication = true;
    bool m_allowMoveLimit = true;
};

} // namespace arbiter
