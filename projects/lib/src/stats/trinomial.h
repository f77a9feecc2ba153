// Win/draw/loss counts of one player (cutechess's trinomial model). Counts are real numbers so
// that r-Mobility's fractional game points fit: a game worth p points adds weight 1 split
// between the two result bins next to p (r-Mobility fork sprt.cpp, docs/statistics.md):
//   p >= 1/2:  W += 2p - 1,  D += 2 - 2p
//   p <  1/2:  L += 1 - 2p,  D += 2p
// so (W + D/2) / N is exactly the mean score, and whole/half points give ordinary counts.
#pragma once

#include "stats/scoresample.h"

namespace arbiter::stats {

struct TrinomialCounts {
    double wins = 0.0;
    double draws = 0.0;
    double losses = 0.0;

    // Adds one game worth `points` in [0, 1] for this player, split as described above.
    // Throws std::invalid_argument naming the value when points is outside [0, 1] or NaN.
    void addGamePoints(double points);

    double games() const { return wins + draws + losses; }
    // Mean score per game, (W + D/2) / N; NaN when there are no games.
    double score() const;
    // D / N as a fraction; NaN when there are no games.
    double drawRatio() const;
    // Mean and per-game variance of the score over the values 1, 1/2, 0 with these weights.
    ScoreSample sample() const;
};

} // namespace arbiter::stats
