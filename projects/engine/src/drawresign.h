// When to offer, accept and resign (seed 002), as a pure unit fed one score per move played.
//
// Scores are the engine's own search scores in centipawns, from its own point of view, one per
// move it makes in the game.
//  - Dead band: a score s with |s| <= band. After more than `drawMoves` consecutive scores in
//    the band the engine offers a draw (at most `maxOffers` times per game, and a further offer
//    only after another `drawMoves` + 1 band scores).
//  - A draw on offer is accepted when the engine would offer one itself (the band condition
//    holds, whatever the switches say) or when its current score is below -band.
//  - Resignation: a running sum where band scores count zero, a score above the band resets the
//    sum to zero and scores below the band add their full value; once the sum is below
//    -resignThreshold the engine resigns.
// Accepting a draw takes priority over resigning (a draw is worth more than a loss), and
// resigning over offering.
#pragma once

#include <cstdint>

namespace arbiter::engine {

struct DrawResignSettings {
    int band = 10;              // D, centipawns
    int drawMoves = 40;         // N, moves
    int resignThreshold = 3000; // T, centipawns
    bool offerDraws = true;     // OfferDraws
    bool allowResign = true;    // AllowResign
    int maxOffers = 1;          // offers per game
};

struct DrawResignDecision {
    bool offerDraw = false;  // offer a draw unprompted with this move
    bool acceptDraw = false; // accept the opponent's pending offer
    bool resign = false;     // resign instead of moving

    bool operator==(const DrawResignDecision& o) const {
        return offerDraw == o.offerDraw && acceptDraw == o.acceptDraw && resign == o.resign;
    }
};

class DrawResignTracker {
public:
    explicit DrawResignTracker(const DrawResignSettings& settings = {}) : m_settings(settings) {}

    void setSettings(const DrawResignSettings& settings) { m_settings = settings; }
    const DrawResignSettings& settings() const { return m_settings; }

    // Starts a new game: counters, sum and offers are cleared.
    void reset();

    // Records the score of the move about to be played and says what to do with it.
    // drawOffered: the opponent's draw offer is pending.
    DrawResignDecision onMove(int score, bool drawOffered);

    int bandMoves() const { return m_bandMoves; }     // consecutive scores inside the band
    int64_t resignSum() const { return m_resignSum; } // the modified running sum (<= 0)
    int offersMade() const { return m_offersMade; }

private:
    bool wouldOfferDraw() const { return m_bandMoves > m_settings.drawMoves; }

    DrawResignSettings m_settings;
    int m_bandMoves = 0;
    int m_bandMovesAtLastOffer = 0;
    int64_t m_resignSum = 0;
    int m_offersMade = 0;
};

} // namespace arbiter::engine
