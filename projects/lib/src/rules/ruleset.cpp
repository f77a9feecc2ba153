#include "ruleset.h"

#include "rules/rmobility/rmobilityjudge.h"
#include "rules/westernjudge.h"
#include "rules/xiangqijudge.h"
#include "rules/xiangqivariantjudge.h"

namespace arbiter {

RuleSet RuleSet::create(const VariantInfo& variant, const RuleOptions& options) {
    RuleSet rules;
    switch (variant.family) {
    case BoardFamily::Western:
        if (options.rMobility.enabled) {
            // r-Mobility scores every game by its G-score: draw adjudication and -maxmoves
            // would cut games short whose score can still change.
            rules.addJudge(std::make_unique<RMobilityJudge>(options.rMobility));
            rules.setAllowsDrawAdjudication(false);
            rules.setAllowsMoveLimit(false);
            break;
        }
        rules.addJudge(std::make_unique<WesternJudge>(WesternJudgeOptions{
            options.fiftyMoveRule, options.threefoldRepetition, options.insufficientMaterial}));
        break;
    case BoardFamily::Xiangqi:
        // The xiangqi variants of docs/variants.md have no cycling rules (variant.repetitionRules
        // off).
        if (variant.repetitionRules)
            rules.addJudge(std::make_unique<XiangqiJudge>(options.xiangqi));
        else
            rules.addJudge(std::make_unique<XiangqiVariantJudge>(options.xiangqi));
        break;
    }
    return rules;
}

GameResult RuleSet::start(const Board& board) {
    GameResult verdict;
    for (auto& judge : m_judges) {
        GameResult r = judge->start(board);
        if (verdict.isNone() && !r.isNone()) verdict = r;
    }
    return verdict;
}

GameResult RuleSet::afterMove(const Board& board) {
    // Every judge sees every move (they keep per-ply state); the first verdict wins.
    GameResult verdict;
    for (auto& judge : m_judges) {
        GameResult r = judge->afterMove(board);
        if (verdict.isNone() && !r.isNone()) verdict = r;
    }
    return verdict;
}

void RuleSet::undo(const Board& board) {
    for (auto& judge : m_judges) judge->undo(board);
}

void RuleSet::decorateRecord(PgnGame& record) const {
    for (const auto& judge : m_judges) judge->decorateRecord(record);
}

std::string RuleSet::checkStart(const Board& board) const {
    for (const auto& judge : m_judges) {
        std::string problem = judge->checkStart(board);
        if (!problem.empty()) return problem;
    }
    return {};
}

void RuleSet::finalize(GameResult& result, const Board& board) {
    for (auto& judge : m_judges) judge->finalize(result, board);
}

JudgeNotes RuleSet::notes(const Board& board) const {
    JudgeNotes notes;
    for (const auto& judge : m_judges) judge->describe(board, notes);
    return notes;
}

} // namespace arbiter
