#include "evolutionrules.h"

namespace arbiter {

QString replacementKindName(ReplacementKind kind) {
    switch (kind) {
    case ReplacementKind::MutatedClone: return QStringLiteral("mutated clone");
    case ReplacementKind::CloneOfWinner: return QStringLiteral("clone of winner");
    case ReplacementKind::Offspring: return QStringLiteral("offspring");
    }
    return {};
}

EvolutionVerdict decideReplacements(const GameResult& result, std::array<bool, 2> rejected,
                                    SeededRandom& rng) {
    using T = GameResult::Termination;
    using K = ReplacementKind;
    EvolutionVerdict v;
    if (result.isNone()) {
        v.rule = QStringLiteral("no result");
        return v;
    }
    const bool anyRejected = rejected[White] || rejected[Black];

    if (result.isDecisive()) {
        const Side loser = result.loserSide();
        if (anyRejected) {
            v.rule = rejected[loser] ? QStringLiteral("rejected offer then loss")
                                     : QStringLiteral("rejected offer then win");
            v.replacements.push_back({loser, K::CloneOfWinner});
            return v;
        }
        if (result.termination() == T::Resignation || result.termination() == T::Adjudication) {
            v.rule = QStringLiteral("resignation");
            v.replacements.push_back({loser, K::Offspring});
            return v;
        }
        v.rule = result.termination() == T::Normal || result.termination() == T::TimeForfeit
                     ? QStringLiteral("mate or time loss")
                     : QStringLiteral("forfeit");
        v.replacements.push_back({loser, K::CloneOfWinner});
        return v;
    }

    // A draw.
    if (anyRejected) {
        v.rule = QStringLiteral("rejected offer then draw");
        for (Side side : {White, Black})
            if (rejected[side]) v.replacements.push_back({side, K::Offspring});
        return v;
    }
    if (result.termination() == T::Agreement) {
        v.rule = QStringLiteral("agreed draw");
        v.replacements.push_back({White, K::MutatedClone});
        v.replacements.push_back({Black, K::MutatedClone});
        return v;
    }
    v.rule = QStringLiteral("draw by rule");
    v.replacements.push_back({rng.below(2) ? Black : White, K::Offspring});
    return v;
}

} // namespace arbiter
