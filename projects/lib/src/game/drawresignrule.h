// The draw and resignation rules of docs/draw-offers.md, as pure units fed one score per move
// played. The built-in engine (arbiter-engine's DrawBand, DrawMoves, ResignThreshold, OfferDraws,
// AllowResign and MaxDrawOffers options) and the manager (-drawoffers, -resign mode=sum) both
// use them, so the rule exists once.
//
// Scores are a player's own search scores in centipawns, from its own point of view, one per
// move it makes in the game.
//  - Dead band: a score s with |s| <= band. After more than `moves` consecutive scores in the
//    band a draw is offered (at most `maxOffers` times per game, and a further offer only after
//    another `moves` + 1 band scores).
//  - A draw on offer is accepted when one would be offered now (the band condition holds,
//    whatever the offer limit says) or when the current score is below -band.
//  - Resignation: a running sum where band scores count zero, a score above the band resets
//    the sum to zero and scores below the band add their full value; once the sum is below
//    -threshold the player resigns.
#pragma once

#include <climits>
#include <cstdint>

namespace arbiter {

struct DrawBandSettings {
    int band = 10;     // D, centipawns
    int moves = 40;    // N, moves
    int maxOffers = 1; // offers per game (INT_MAX: no limit)
};

// When to offer and when to accept a draw.
class DrawBandRule {
public:
    explicit DrawBandRule(const DrawBandSettings& settings = {}) : m_settings(settings) {}

    const DrawBandSettings& settings() const { return m_settings; }
    void setSettings(const DrawBandSettings& settings) { m_settings = settings; }
    void reset();

    // Records the score of the move being played.
    void addScore(int score);
    // More than `moves` consecutive band scores: a draw would be offered now.
    bool wouldOffer() const { return m_bandMoves > m_settings.moves; }
    // Offer now: wouldOffer(), offers left, and a fresh stretch since the last offer.
    bool offerDue() const;
    // Counts an offer made (after offerDue()).
    void noteOffer();
    // Accept the opponent's offer with a move of this score (the score just added).
    bool accepts(int score) const { return wouldOffer() || score < -m_settings.band; }

    int bandMoves() const { return m_bandMoves; }
    int offersMade() const { return m_offersMade; }

private:
    DrawBandSettings m_settings;
    int m_bandMoves = 0;
    int m_bandMovesAtLastOffer = 0;
    int m_offersMade = 0;
};

struct ResignSumSettings {
    int band = 10;        // D, centipawns
    int threshold = 3000; // T, centipawns
};

// When to resign: the modified running sum of scores.
class ResignSumRule {
public:
    explicit ResignSumRule(const ResignSumSettings& settings = {}) : m_settings(settings) {}

    const ResignSumSettings& settings() const { return m_settings; }
    void setSettings(const ResignSumSettings& settings) { m_settings = settings; }
    void reset() { m_sum = 0; }

    void addScore(int score);
    bool resigns() const { return m_sum < -int64_t(m_settings.threshold); }
    int64_t sum() const { return m_sum; } // <= 0

private:
    ResignSumSettings m_settings;
    int64_t m_sum = 0;
};

// The engine's combined policy: one band for both rules, switches for offering and resigning.
struct DrawResignSettings {
    int band = 10;              // D, centipawns
    int drawMoves = 40;         // N, moves
    int resignThreshold = 3000; // T, centipawns
    bool offerDraws = true;
    bool allowResign = true;
    int maxOffers = 1; // offers per game
};

struct DrawResignDecision {
    bool offerDraw = false;  // offer a draw unprompted with this move
    bool acceptDraw = false; // accept the opponent's pending offer
    bool resign = false;     // resign instead of moving

    bool operator==(const DrawResignDecision& o) const {
        return offerDraw == o.offerDraw && acceptDraw == o.acceptDraw && resign == o.resign;
    }
};

// Accepting a draw takes priority over resigning (a draw is worth more than a loss), and
// resigning over offering.
class DrawResignTracker {
public:
    explicit DrawResignTracker(const DrawResignSettings& settings = {}) { setSettings(settings); }

    void setSettings(const DrawResignSettings& settings);
    const DrawResignSettings& settings() const { return m_settings; }

    // Starts a new game: counters, sum and offers are cleared.
    void reset();

    // Records the score of the move about to be played and says what to do with it.
    // drawOffered: the opponent's draw offer is pending.
    DrawResignDecision onMove(int score, bool drawOffered);

    int bandMoves() const { return m_draw.bandMoves(); }
    int64_t resignSum() const { return m_resign.sum(); }
    int offersMade() const { return m_draw.offersMade(); }

private:
    DrawResignSettings m_settings;
    DrawBandRule m_draw;
    ResignSumRule m_resign;
};

} // namespace arbiter
