// How an engine that plays a seat of an online room answers and makes draw offers
// (docs/online.md, "Engines in rooms"), as the GUI's engine games do (docs/draw-offers.md):
//  - a CECP engine speaks for itself: an offer made while it thinks is passed on ("draw"), and
//    it accepts by offering back ("offer draw") before its move; moving without is a refusal;
//  - for UCI and UCCI engines the manager speaks, by the dead-band rule on the engine's own
//    scores (game/managerscorerules.h, with the GUI's band: 20 cp for more than 10 moves): an
//    offer waiting when the engine moves is accepted or refused with that move's score (UCCI's
//    offer rides only on a new search, which the room's answer limit cannot wait for);
//  - an offer made while the engine is not thinking (on the opponent's own turn, which in a
//    room cannot wait for the engine's next move: any move withdraws it) is answered at once by
//    the band rule on the engine's last score, whatever the protocol.
// Offers go as in the GUI too: CECP and UCCI engines offer with their moves ("offer draw",
// "bestmove X draw"), the manager offers for UCI engines by the band rule.
#pragma once

#include "board/types.h"
#include "engine/enginedialect.h"
#include "engine/enginetypes.h"
#include "engine/moveevaluation.h"
#include "game/managerscorerules.h"

#include <optional>

namespace arbiter::online {

// The GUI's settings for its engine games (gui/game/gamesession.h): no limit of the rule's own
// (the room's limits apply), a band of 20 cp for more than 10 moves.
inline DrawOfferSettings engineDrawSettings() {
    return DrawOfferSettings{0, true, 20, 10};
}

class EngineDraws {
public:
    EngineDraws() = default;
    EngineDraws(Side side, EngineProtocol protocol,
                const DrawOfferSettings& settings = engineDrawSettings());

    // The engine moved with this evaluation and flags; `offerWaits`: the opponent's offer
    // waits for this move. When it waits: whether the engine accepts it (then its move is not
    // played); otherwise whether the engine offers a draw with its move.
    bool onMove(const MoveEvaluation& evaluation, MoveFlags flags, bool offerWaits);
    // Whether the engine accepts an offer made while it does not think.
    bool acceptsNow() const;

private:
    Side m_side = White;
    bool m_answersItself = false; // CECP: offers made while it thinks
    bool m_offersItself = false;  // CECP and UCCI
    ManagerScoreRules m_rules;
    std::optional<int> m_lastScore;
};

} // namespace arbiter::online
