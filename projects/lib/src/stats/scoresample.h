// Summary of a score sample: the mean and variance of the score per unit (one game, or one
// colour-swapped pair of games) and the number of units. Every Elo, nElo and LOS figure is a
// function of this summary (cutechess elo.cpp, fastchess elo_wdl.cpp / elo_pentanomial.cpp).
#pragma once

#include <cmath>

namespace arbiter::stats {

struct ScoreSample {
    double mean = 0.0;         // mean score per unit, in [0, 1] (a pair scores its game average)
    double variance = 0.0;     // variance of the score per unit
    double units = 0.0;        // number of units (may be fractional weights)
    double gamesPerUnit = 1.0; // 1 for games, 2 for pairs

    // Standard error of the mean.
    double standardError() const { return std::sqrt(variance / units); }
    // Standard deviation of one game's score implied by the sample. For pairs the pair score
    // is an average of two games, so the per-game variance is twice the per-pair one; this is
    // fastchess's sqrt(2 v_pair) that keeps pentanomial nElo comparable with trinomial nElo.
    double perGameDeviation() const { return std::sqrt(variance * gamesPerUnit); }
};

} // namespace arbiter::stats
