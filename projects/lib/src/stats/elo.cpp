// Elo, nElo and LOS estimates; see elo.h for the sources of each formula.
#include "stats/elo.h"

#include "stats/normaldistribution.h"

#include <cmath>

namespace arbiter::stats {

// Written as 400 log10(s / (1 - s)), equal to cutechess's -400 log10(1/s - 1), so that an even
// score gives +0 and prints "0.0" rather than "-0.0".
double eloFromScore(double score) {
    return 400.0 * std::log10(score / (1.0 - score));
}

double scoreFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

EloEstimate estimateElo(const ScoreSample& sample, double z) {
    const double se = sample.standardError();
    const double low = sample.mean - z * se;
    const double high = sample.mean + z * se;
    const double sigma = sample.perGameDeviation();
    auto nElo = [sigma](double score) { return (score - 0.5) / sigma * kNEloPerT; };

    EloEstimate e;
    e.elo = eloFromScore(sample.mean);
    e.errorMargin = (eloFromScore(high) - eloFromScore(low)) / 2.0;
    e.nElo = nElo(sample.mean);
    e.nEloErrorMargin = (nElo(high) - nElo(low)) / 2.0;
    e.los = 100.0 * normalCdf((sample.mean - 0.5) / se);
    return e;
}

double cutechessLos(double wins, double losses) {
    return 100.0 * normalCdf((wins - losses) / std::sqrt(wins + losses));
}

EloEstimate cutechessElo(const TrinomialCounts& counts) {
    EloEstimate e = estimateElo(counts.sample(), cutechessZ95());
    e.los = cutechessLos(counts.wins, counts.losses);
    return e;
}

EloEstimate fastchessElo(const TrinomialCounts& counts) {
    return estimateElo(counts.sample(), kZ95);
}

EloEstimate fastchessElo(const PentanomialCounts& counts) {
    return estimateElo(counts.sample(), kZ95);
}

EloEstimate pointsElo(const ScoreSample& gameSample) {
    return estimateElo(gameSample, cutechessZ95());
}

} // namespace arbiter::stats
