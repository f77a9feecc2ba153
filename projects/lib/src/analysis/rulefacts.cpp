#include "analysis/rulefacts.h"

#include "analysis/factwording.h"
#include "rules/ruleset.h"
#include "rules/xiangqijudge.h"

#include <algorithm>

namespace arbiter::coach {

namespace {

bool isRepetitionLoss(const XiangqiVerdict& v) {
    return v.end == XiangqiEnd::PerpetualCheck || v.end == XiangqiEnd::PerpetualChase;
}

// The judge's texts are std::string.
MoveFact ruleFact(FactKind kind, const QStringList& line, const std::string& english,
                  const std::string& chinese) {
    return fact(kind, line, QString::fromStdString(english), QString::fromStdString(chinese));
}

} // namespace

std::vector<MoveFact> ruleFacts(const Board& before, Move move, const QStringList& line) {
    std::vector<MoveFact> facts;
    if (before.variant().family != BoardFamily::Xiangqi) return facts;
    RuleSet rules = RuleSet::create(before.variant(), RuleOptions());
    const auto* judge = rules.findJudge<XiangqiJudge>();
    if (!judge) return facts;
    // The game from the board's first position, replayed under the judge's eyes.
    auto board = before.clone();
    std::vector<Move> played;
    while (board->historySize() > 0) {
        played.push_back(board->lastMove());
        board->undoMove();
    }
    std::reverse(played.begin(), played.end());
    rules.start(*board);
    played.push_back(move);
    for (Move m : played) {
        board->makeMove(m);
        rules.afterMove(*board);
    }
    const Side mover = before.sideToMove();
    const XiangqiVerdict& now = judge->verdict();
    if (isRepetitionLoss(now) && now.winner == ~mover) {
        facts.push_back(ruleFact(FactKind::ForbiddenRepetition, line,
                                 "repeats a forbidden perpetual: " + now.english(),
                                 "禁止的长打：" + now.chinese()));
        return facts;
    }
    for (const XiangqiWarning& w : judge->warnings()) {
        if (w.kind == XiangqiWarning::Kind::Repetition && isRepetitionLoss(w.verdict) &&
            w.verdict.winner == ~mover)
            facts.push_back(ruleFact(FactKind::ForbiddenRepetition, line,
                                     "continues a forbidden perpetual. " + w.english,
                                     "长打，" + w.chinese));
        else if (w.kind == XiangqiWarning::Kind::MoveLimit)
            facts.push_back(ruleFact(FactKind::MoveLimitNear, line, w.english, w.chinese));
    }
    return facts;
}

} // namespace arbiter::coach
