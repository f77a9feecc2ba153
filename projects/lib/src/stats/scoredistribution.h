// An empirical distribution over score values in [0, 1]: a list of (score, weight). This is
// what the generalised SPRT (GSPRT) works on (fishtest LLRcalc.py, fastchess sprt.cpp, after
// H.G. van den Bergh, "A practical introduction to the GSPRT" / "GSPRT approximation"): it
// needs no W/D/L semantics, only values and weights, so it takes game scores, pair scores and
// r-Mobility's fractional points alike.
//
// Binning: a value is split linearly between the two neighbouring points of the grid
// k / gridSteps, which keeps total weight and mean exact while bounding the list's length
// (r-Mobility points such as 0.5 + 0.5^25 would otherwise each add a point). The standard
// result bins k / baseSteps (0, 1/2, 1 for games; 0, 1/4, ..., 1 for pairs) are always listed,
// even when empty, and are the ones regularised (an empty bin counts 1e-3, as fastchess and
// fishtest do), so whole/half-point results give exactly fastchess's and fishtest's input.
// With gridSteps == baseSteps == 2 the split is the r-Mobility fork's W/D/L rule.
#pragma once

#include "stats/pentanomial.h"
#include "stats/trinomial.h"

#include <vector>

namespace arbiter::stats {

struct ScorePoint {
    double score = 0.0;
    double weight = 0.0;
};

class ScoreDistribution {
public:
    // Weight given to an empty standard bin (fishtest LLRcalc.regularize, fastchess).
    static constexpr double kEmptyBinWeight = 1e-3;
    // Fine grid used for fractional scores: 1/256 of a point. Splitting onto it adds at most
    // (1/256)^2 / 4 to the variance of a game, far below any real variance.
    static constexpr int kFineGridSteps = 256;

    // baseSteps must divide gridSteps; throws std::invalid_argument otherwise.
    ScoreDistribution(int baseSteps, int gridSteps);

    // Per-game scores: standard bins 0, 1/2, 1 on the fine grid.
    static ScoreDistribution forGames() { return ScoreDistribution(2, kFineGridSteps); }
    // Per-pair scores (average of the two games): bins 0, 1/4, 1/2, 3/4, 1 on the fine grid.
    static ScoreDistribution forPairs() { return ScoreDistribution(4, kFineGridSteps); }
    // The three bins L, D, W with the given weights.
    static ScoreDistribution fromTrinomial(const TrinomialCounts& counts);
    // The five bins LL, LD, WL+DD, WD, WW with the given weights.
    static ScoreDistribution fromPentanomial(const PentanomialCounts& counts);

    // Adds `weight` (finite, >= 0) at `score` (in [0, 1]); throws std::invalid_argument naming
    // the bad value otherwise.
    void add(double score, double weight = 1.0);

    // Standard bins (even when empty) and every other non-empty grid point, ascending.
    std::vector<ScorePoint> points() const;
    // points() with each standard bin's weight raised to at least kEmptyBinWeight.
    std::vector<ScorePoint> regularizedPoints() const;

    double totalWeight() const;
    double mean() const;
    double variance() const;

private:
    bool isStandardBin(int index) const { return index % (m_gridSteps / m_baseSteps) == 0; }

    int m_baseSteps;
    int m_gridSteps;
    std::vector<double> m_weights; // one per grid point k = 0..gridSteps
};

} // namespace arbiter::stats
