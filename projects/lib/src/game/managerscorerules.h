// What the manager decides for a player from the scores its engine reports
// (docs/draw-offers.md):
//  - -drawoffers band=D moves=N: for players that cannot speak of draws (UCI engines) the
//    manager offers a draw with their move and answers the opponent's offers, by the dead-band
//    rule (DrawBandRule);
//  - -resign mode=sum band=D threshold=T: any engine resigns once its running sum of scores
//    falls below -T (ResignSumRule).
// One per game; fed the mover's score after every move.
#pragma once

#include "engine/moveevaluation.h"
#include "game/drawoffers.h"
#include "game/drawresignrule.h"
#include "rules/result.h"

#include <array>
#include <optional>

namespace arbiter {

// A search's score as the rules read it: centipawns, a mate as +-(100000 - distance); nullopt
// when the engine gave none.
std::optional<int> ruleScore(const MoveEvaluation& evaluation);

struct ResignSumAdjudication {
    bool enabled = false;
    ResignSumSettings rule;
};

class ManagerScoreRules {
public:
    struct Decision {
        bool offersDraw = false; // offer (or, when the opponent's offer stands, accept) a draw
        bool resigns = false;
    };

    ManagerScoreRules() = default;
    // speaksDraws: the player can offer and answer draws itself (the manager leaves it alone).
    ManagerScoreRules(const DrawOfferSettings& offers, const ResignSumAdjudication& resign,
                      std::array<bool, 2> speaksDraws);

    // `side` played a move with this score (its own point of view; nullopt: no score, nothing
    // is decided). opponentOfferStands: the opponent's draw offer stands for this move.
    Decision onMove(Side side, std::optional<int> score, bool opponentOfferStands);

    bool speaksFor(Side side) const { return m_speakFor[side]; }
    const DrawBandRule& drawRule(Side side) const { return m_draw[side]; }
    const ResignSumRule& resignRule(Side side) const { return m_resign[side]; }

private:
    std::array<bool, 2> m_speakFor{false, false};
    bool m_resignEnabled = false;
    std::array<DrawBandRule, 2> m_draw;
    std::array<ResignSumRule, 2> m_resign;
};

} // namespace arbiter
