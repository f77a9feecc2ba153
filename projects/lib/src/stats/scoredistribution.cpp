// Empirical score distribution with linear binning; see scoredistribution.h (fishtest
// LLRcalc.py results_to_pdf/regularize, fastchess sprt.cpp, r-Mobility fork sprt.cpp).
#include "stats/scoredistribution.h"

#include "stats/validation.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace arbiter::stats {

ScoreDistribution::ScoreDistribution(int baseSteps, int gridSteps)
    : m_baseSteps(baseSteps), m_gridSteps(gridSteps) {
    if (baseSteps <= 0 || gridSteps <= 0 || gridSteps % baseSteps != 0) {
        std::ostringstream message;
        message << "ScoreDistribution: base steps " << baseSteps << " must be positive and divide"
                << " grid steps " << gridSteps;
        throw std::invalid_argument(message.str());
    }
    m_weights.assign(static_cast<std::size_t>(gridSteps) + 1, 0.0);
}

ScoreDistribution ScoreDistribution::fromTrinomial(const TrinomialCounts& counts) {
    ScoreDistribution d(2, 2);
    d.add(0.0, counts.losses);
    d.add(0.5, counts.draws);
    d.add(1.0, counts.wins);
    return d;
}

ScoreDistribution ScoreDistribution::fromPentanomial(const PentanomialCounts& counts) {
    ScoreDistribution d(4, 4);
    const auto bins = counts.bins();
    for (int i = 0; i < 5; ++i) d.add(i / 4.0, bins[static_cast<std::size_t>(i)]);
    return d;
}

void ScoreDistribution::add(double score, double weight) {
    requireScore(score, "ScoreDistribution::add");
    if (!(weight >= 0.0) || !std::isfinite(weight)) {
        std::ostringstream message;
        message << "ScoreDistribution::add: weight " << weight << " is not a finite number >= 0";
        throw std::invalid_argument(message.str());
    }
    const double position = score * m_gridSteps;
    const int lower = std::min(static_cast<int>(std::floor(position)), m_gridSteps);
    const double upperShare = position - lower;
    m_weights[static_cast<std::size_t>(lower)] += weight * (1.0 - upperShare);
    if (upperShare > 0.0) m_weights[static_cast<std::size_t>(lower) + 1] += weight * upperShare;
}

std::vector<ScorePoint> ScoreDistribution::points() const {
    std::vector<ScorePoint> result;
    for (int k = 0; k <= m_gridSteps; ++k) {
        const double w = m_weights[static_cast<std::size_t>(k)];
        if (w > 0.0 || isStandardBin(k))
            result.push_back({static_cast<double>(k) / m_gridSteps, w});
    }
    return result;
}

std::vector<ScorePoint> ScoreDistribution::regularizedPoints() const {
    std::vector<ScorePoint> result = points();
    for (ScorePoint& p : result) {
        const int k = static_cast<int>(std::lround(p.score * m_gridSteps));
        if (isStandardBin(k) && p.weight < kEmptyBinWeight) p.weight = kEmptyBinWeight;
    }
    return result;
}

double ScoreDistribution::totalWeight() const {
    double total = 0.0;
    for (double w : m_weights) total += w;
    return total;
}

double ScoreDistribution::mean() const {
    double sum = 0.0;
    for (int k = 0; k <= m_gridSteps; ++k)
        sum += m_weights[static_cast<std::size_t>(k)] * k / m_gridSteps;
    return sum / totalWeight();
}

double ScoreDistribution::variance() const {
    const double mu = mean();
    double sum = 0.0;
    for (int k = 0; k <= m_gridSteps; ++k) {
        const double d = static_cast<double>(k) / m_gridSteps - mu;
        sum += m_weights[static_cast<std::size_t>(k)] * d * d;
    }
    return sum / totalWeight();
}

} // namespace arbiter::stats
