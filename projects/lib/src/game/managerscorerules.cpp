#include "managerscorerules.h"

namespace arbiter {

namespace {
constexpr int MateScore = 100000;
}

std::optional<int> ruleScore(const MoveEvaluation& evaluation) {
    const EngineScore& s = evaluation.score;
    switch (s.type) {
    case EngineScore::Type::Centipawns: return s.value;
    case EngineScore::Type::Mate: return s.value > 0 ? MateScore - s.value : -MateScore - s.value;
    default: return std::nullopt;
    }
}

ManagerScoreRules::ManagerScoreRules(const DrawOfferSettings& offers,
                                     const ResignSumAdjudication& resign,
                                     std::array<bool, 2> speaksDraws)
    : m_resignEnabled(resign.enabled) {
    const DrawBandSettings band{offers.band, offers.moves,
                                offers.maxOffersPerPlayer > 0 ? offers.maxOffersPerPlayer
                                                              : INT_MAX};
    for (Side side : {White, Black}) {
        m_speakFor[side] = offers.speakForPlayers && !speaksDraws[side];
        m_draw[side].setSettings(band);
        m_resign[side].setSettings(resign.rule);
    }
}

ManagerScoreRules::Decision ManagerScoreRules::onMove(Side side, std::optional<int> score,
                                                      bool opponentOfferStands) {
    Decision d;
    if (!score) return d;
    if (m_speakFor[side]) {
        DrawBandRule& rule = m_draw[side];
        rule.addScore(*score);
        if (opponentOfferStands) {
            d.offersDraw = rule.accepts(*score);
        } else if (rule.offerDue()) {
            d.offersDraw = true;
            rule.noteOffer();
        }
    }
    if (m_resignEnabled) {
        m_resign[side].addScore(*score);
        // Accepting a draw beats resigning (as in the engine's own policy).
        d.resigns = m_resign[side].resigns() && !(opponentOfferStands && d.offersDraw);
    }
    return d;
}

} // namespace arbiter
