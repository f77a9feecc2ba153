// Pentanomial counts: results of colour-swapped game pairs, as fastchess and fishtest count
// them. A pair scores the average of its two games, so 0, 1/4, 1/2, 3/4 or 1; the bins are
// printed low to high as Ptnml(0-2): [LL, LD, WL+DD, WD, WW]. WL and DD both score 1/2 but
// are kept apart because their ratio says how much the opening decides the pair.
//
// Fractional r-Mobility points: each game is split into W/D/L weights exactly as
// TrinomialCounts does (docs/statistics.md), and the pair adds the product of the two
// splits, so a pair still adds weight 1, the mean is exact, and whole/half points give
// ordinary counts. (Arbiter's own generalisation; the r-Mobility fork has no pentanomial.)
#pragma once

#include "stats/scoresample.h"

#include <array>

namespace arbiter::stats {

struct PentanomialCounts {
    double lossLoss = 0.0;
    double lossDraw = 0.0;
    double winLoss = 0.0;
    double drawDraw = 0.0;
    double winDraw = 0.0;
    double winWin = 0.0;

    // Adds one pair; the arguments are the same player's points in the two games, in [0, 1].
    // Throws std::invalid_argument naming the value when a score is outside [0, 1] or NaN.
    void addPair(double firstGamePoints, double secondGamePoints);

    double pairs() const;
    // The five bins, pair score 0, 1/4, 1/2, 3/4, 1: [LL, LD, WL+DD, WD, WW].
    std::array<double, 5> bins() const;
    // Mean and per-pair variance of the pair score (on [0, 1]), gamesPerUnit = 2.
    ScoreSample sample() const;
};

} // namespace arbiter::stats
