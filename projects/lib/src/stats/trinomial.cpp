// Win/draw/loss counts; see trinomial.h for the fractional split (r-Mobility fork,
// docs/statistics.md) and the variance formula (cutechess elo.cpp, fastchess elo_wdl.cpp).
#include "stats/trinomial.h"

#include "stats/validation.h"

namespace arbiter::stats {

void TrinomialCounts::addGamePoints(double points) {
    requireScore(points, "TrinomialCounts::addGamePoints");
    if (points >= 0.5) {
        wins += 2.0 * points - 1.0;
        draws += 2.0 - 2.0 * points;
    } else {
        losses += 1.0 - 2.0 * points;
        draws += 2.0 * points;
    }
}

double TrinomialCounts::score() const {
    return (wins + draws / 2.0) / games();
}

double TrinomialCounts::drawRatio() const {
    return draws / games();
}

ScoreSample TrinomialCounts::sample() const {
    const double n = games();
    const double w = wins / n;
    const double d = draws / n;
    const double l = losses / n;
    const double mu = w + d / 2.0;
    ScoreSample s;
    s.mean = mu;
    s.variance = w * (1.0 - mu) * (1.0 - mu) + d * (0.5 - mu) * (0.5 - mu) + l * mu * mu;
    s.units = n;
    s.gamesPerUnit = 1.0;
    return s;
}

} // namespace arbiter::stats
