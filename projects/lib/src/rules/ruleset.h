// The rules of one game: the judges that apply to its variant and options, asked in order after
// every move, plus what the rules allow the adjudicator to do. Front-ends build a RuleSet from
// RuleOptions and never pick judges themselves.
#pragma once

#include "rules/judge.h"
#include "rules/rmobility/rmobilityoptions.h"
#include "rules/xiangqioptions.h"

#include <memory>
#include <vector>

namespace arbiter {

struct RuleOptions {
    // Western classical rules (ignored by families that do not use them).
    bool fiftyMoveRule = true;
    bool threefoldRepetition = true;
    bool insufficientMaterial = true;
    // r-Mobility (western variants): replaces the classical end rules when enabled.
    RMobilityOptions rMobility;
    // Xiangqi: repetition fold, move-count rule, material draws.
    XiangqiRuleOptions xiangqi;
};

class RuleSet {
public:
    RuleSet() = default;
    static RuleSet create(const VariantInfo& variant, const RuleOptions& options);

    void addJudge(std::unique_ptr<Judge> judge) { m_judges.push_back(std::move(judge)); }
    GameResult start(const Board& board);
    GameResult afterMove(const Board& board);
    void undo(const Board& board);
    // Empty when every judge can start from the board's position, else the first problem.
    std::string checkStart(const Board& board) const;
    // Lets the judges score the finished game (r-Mobility's G-score and points).
    void finalize(GameResult& result, const Board& board);
    // Lets the judges add their tags to the game's PGN record (Judge::decorateRecord).
    void decorateRecord(PgnGame& record) const;
    // What the judges tell the players about the latest position (Judge::describe), in the
    // judges' order.
    JudgeNotes notes(const Board& board) const;

    // The judge of type J, if this rule set has one (e.g. RMobilityJudge for its outcome).
    template <class J> const J* findJudge() const {
        for (const auto& judge : m_judges)
            if (const J* j = dynamic_cast<const J*>(judge.get())) return j;
        return nullptr;
    }

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
