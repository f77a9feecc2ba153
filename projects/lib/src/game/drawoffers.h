// Draw offers in one game (docs/draw-offers.md):
//  - an offer stands for the opponent's next move: if the opponent moves without offering
//    back, the offer lapses and the opponent has rejected it;
//  - an offer made while the opponent's offer stands is an agreement;
//  - each player may offer a limited number of times per game (one by default); further offers
//    are ignored (not passed on, not recorded).
// The Game owns one book, asks it about every offer and tells it about every move. Offers a
// player makes while it is to move go with the move it is about to play (CECP "offer draw"
// before "move", UCCI "bestmove X draw").
#pragma once

#include "rules/result.h"

#include <array>

namespace arbiter {

// The manager's draw-offer settings (arbiter-cli -drawoffers).
struct DrawOfferSettings {
    int maxOffersPerPlayer = 1; // per game; 0: no limit
    // band= moves=: the manager offers and answers for players that cannot speak of draws
    // (UCI engines) from their scores, with the dead-band rule (game/drawresignrule.h).
    bool speakForPlayers = false;
    int band = 10;  // D, centipawns
    int moves = 40; // N
};

class DrawOfferBook {
public:
    enum class Outcome {
        Ignored,  // over the player's limit (or the game already agreed)
        Standing, // a new offer: pass it on to the opponent
        Agreed,   // the opponent's offer stood: the game is drawn by agreement
    };

    explicit DrawOfferBook(int maxOffersPerPlayer = 1) : m_maxOffers(maxOffersPerPlayer) {}

    // `side` offers a draw; `onTurn`: it is to move, so the offer goes with its coming move.
    Outcome offer(Side side, bool onTurn);
    // `side` has played a move. Returns whether the move carries the side's offer. An offer of
    // the opponent that stood for this move lapses: `side` has rejected it.
    bool movePlayed(Side side);

    // The side's offer stands (for the opponent's next move).
    bool stands(Side side) const { return m_stands[side]; }
    // The side's coming move carries an offer already made.
    bool carriesOffer(Side side) const { return m_withMove[side]; }
    // The side has let at least one offer of the opponent lapse.
    bool rejected(Side side) const { return m_rejected[side]; }
    int offersMade(Side side) const { return m_offers[side]; }
    bool agreed() const { return m_agreed; }

private:
    int m_maxOffers;
    std::array<bool, 2> m_stands{false, false};
    std::array<bool, 2> m_withMove{false, false};
    std::array<bool, 2> m_rejected{false, false};
    std::array<int, 2> m_offers{0, 0};
    bool m_agreed = false;
};

} // namespace arbiter
