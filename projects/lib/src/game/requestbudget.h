// The limits on a player's requests in a game (take-back, draw, resignation; docs/gui.md,
// "Draw offers, resignation and take-back"): counts shown on the buttons, buttons disabled when a
// request is not allowed. Pure bookkeeping, one instance per game: the GUI's games and the online
// server's rooms (docs/online.md) apply the same rules through it.
//  - Take-back: at most `takeBacks` requests; a refused request blocks further ones this turn.
//  - Draw: only after `drawAfterMoves` full moves; at most `drawOffers` offers; not when the
//    player has made `drawLead` more offers than the opponent; a refused offer blocks further
//    ones this turn.
//  - Resign: not during the first `resignAfterMoves` full moves.
// Every request counts, whatever its answer.
#pragma once

#include "board/types.h"

namespace arbiter {

struct RequestLimits {
    int takeBacks = 5;
    int drawOffers = 3;
    int drawAfterMoves = 5;
    int drawLead = 2;
    int resignAfterMoves = 5;
};

class RequestBudget {
public:
    explicit RequestBudget(const RequestLimits& limits = {}) : m_limits(limits) {}

    const RequestLimits& limits() const { return m_limits; }
    // A new turn starts (a move was made): refusals of the last turn no longer block.
    void newTurn();

    int takeBacksLeft(Side side) const { return m_limits.takeBacks - m_takeBacks[side]; }
    bool canTakeBack(Side side, int ownMovesMade) const;
    void takeBackRequested(Side side) { ++m_takeBacks[side]; }
    void takeBackRefused(Side side) { m_takeBackRefused[side] = true; }

    int drawOffersLeft(Side side) const { return m_limits.drawOffers - m_draws[side]; }
    // fullMoves: the number of completed full moves (rounds) of the game.
    bool canOfferDraw(Side side, int fullMoves) const;
    void drawOffered(Side side) { ++m_draws[side]; }
    void drawRefused(Side side) { m_drawRefused[side] = true; }

    bool canResign(int fullMoves) const { return fullMoves >= m_limits.resignAfterMoves; }

    // The counts as they stand, per side (an online room stores and restores them).
    struct Counts {
        int takeBacks[2] = {0, 0};
        int draws[2] = {0, 0};
        bool takeBackRefused[2] = {false, false};
        bool drawRefused[2] = {false, false};
    };
    Counts counts() const;
    void restore(const Counts& counts);

private:
    RequestLimits m_limits;
    int m_takeBacks[2] = {0, 0};
    int m_draws[2] = {0, 0};
    bool m_takeBackRefused[2] = {false, false};
    bool m_drawRefused[2] = {false, false};
};

} // namespace arbiter
