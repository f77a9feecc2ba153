// GSPRT log-likelihood ratios; see gsprt.h for the sources (fishtest LLRcalc.py, fastchess
// sprt.cpp, van den Bergh's GSPRT notes) and the formulas.
#include "stats/gsprt.h"

#include "stats/bayeselo.h"
#include "stats/elo.h"
#include "stats/rootfinding.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace arbiter::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The normalized model's fixed-point iteration converges in a handful of steps on real data;
// fishtest and fastchess stop after 10, Arbiter iterates until the change is negligible.
constexpr int kMaxTValueIterations = 100;
constexpr double kTValueConvergence = 1e-12;

std::vector<double> normalizedWeights(const std::vector<ScorePoint>& points) {
    double total = 0.0;
    for (const ScorePoint& p : points) total += p.weight;
    std::vector<double> weights;
    weights.reserve(points.size());
    for (const ScorePoint& p : points) weights.push_back(p.weight / total);
    return weights;
}

// p_i = p^_i / (1 + theta phi_i) for the theta solving the secular equation of phi.
std::optional<std::vector<double>> tiltedDistribution(const std::vector<double>& empirical,
                                                      const std::vector<double>& phi) {
    std::vector<ScorePoint> phiWeights;
    phiWeights.reserve(phi.size());
    for (std::size_t i = 0; i < phi.size(); ++i) phiWeights.push_back({phi[i], empirical[i]});
    const std::optional<double> theta = solveSecularEquation(phiWeights);
    if (!theta) return std::nullopt;
    std::vector<double> result(phi.size());
    for (std::size_t i = 0; i < phi.size(); ++i) result[i] = empirical[i] / (1.0 + *theta * phi[i]);
    return result;
}

double llrOfFits(const std::vector<ScorePoint>& points,
                 const std::optional<std::vector<double>>& p0,
                 const std::optional<std::vector<double>>& p1) {
    if (!p0 || !p1) return kNaN;
    double llr = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i)
        llr += points[i].weight * (std::log((*p1)[i]) - std::log((*p0)[i]));
    return llr;
}

} // namespace

std::optional<double> solveSecularEquation(const std::vector<ScorePoint>& phiWeights) {
    double smallest = 0.0;
    double largest = 0.0;
    for (const ScorePoint& p : phiWeights) {
        if (!(p.weight > 0.0)) continue;
        smallest = std::min(smallest, p.score);
        largest = std::max(largest, p.score);
    }
    if (!(smallest < 0.0 && largest > 0.0)) return std::nullopt;

    // f is strictly decreasing on (-1/largest, -1/smallest), where every 1 + theta phi_i > 0,
    // and runs from +infinity to -infinity there.
    auto f = [&phiWeights](double theta) {
        double sum = 0.0;
        for (const ScorePoint& p : phiWeights)
            if (p.weight > 0.0) sum += p.weight * p.score / (1.0 + theta * p.score);
        return sum;
    };
    const double lowEnd = -1.0 / largest;
    const double highEnd = -1.0 / smallest;
    const double width = highEnd - lowEnd;

    // Step inside the open interval far enough for finite values, close enough for the sign
    // change (a bin of tiny weight needs a tiny step).
    auto insideBound = [&](double end, double direction,
                           bool wantPositive) -> std::optional<double> {
        for (double step = 1e-9 * width; end + direction * step != end; step /= 16.0) {
            const double x = end + direction * step;
            const double fx = f(x);
            if (wantPositive ? fx > 0.0 : fx < 0.0) return x;
        }
        return std::nullopt;
    };
    const std::optional<double> low = insideBound(lowEnd, 1.0, true);
    const std::optional<double> high = insideBound(highEnd, -1.0, false);
    if (!low || !high) return std::nullopt;
    return findRootItp(f, *low, *high, 1e-14 * std::max(1.0, width));
}

std::optional<std::vector<double>> mleWithMean(const std::vector<ScorePoint>& empirical,
                                               double mean) {
    std::vector<double> phi;
    phi.reserve(empirical.size());
    for (const ScorePoint& p : empirical) phi.push_back(p.score - mean);
    return tiltedDistribution(normalizedWeights(empirical), phi);
}

std::optional<std::vector<double>> mleWithTValue(const std::vector<ScorePoint>& empirical,
                                                 double reference, double t) {
    const std::vector<double> observed = normalizedWeights(empirical);
    const std::size_t n = empirical.size();
    std::vector<double> estimate(n, 1.0 / static_cast<double>(n));
    std::vector<double> phi(n);
    for (int iteration = 0; iteration < kMaxTValueIterations; ++iteration) {
        double mu = 0.0;
        for (std::size_t i = 0; i < n; ++i) mu += estimate[i] * empirical[i].score;
        double variance = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            variance += estimate[i] * (empirical[i].score - mu) * (empirical[i].score - mu);
        const double sigma = std::sqrt(variance);
        for (std::size_t i = 0; i < n; ++i) {
            const double z = (empirical[i].score - mu) / sigma;
            phi[i] = empirical[i].score - reference - 0.5 * t * sigma * (1.0 + z * z);
        }
        std::optional<std::vector<double>> next = tiltedDistribution(observed, phi);
        if (!next) return std::nullopt;
        double change = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            change = std::max(change, std::abs((*next)[i] - estimate[i]));
        estimate = std::move(*next);
        if (change < kTValueConvergence) break;
    }
    return estimate;
}

double meanScoreLlr(const ScoreDistribution& distribution, double s0, double s1) {
    const std::vector<ScorePoint> points = distribution.regularizedPoints();
    return llrOfFits(points, mleWithMean(points, s0), mleWithMean(points, s1));
}

double logisticLlr(const ScoreDistribution& distribution, double elo0, double elo1) {
    return meanScoreLlr(distribution, scoreFromElo(elo0), scoreFromElo(elo1));
}

double normalizedLlr(const ScoreDistribution& distribution, double nElo0, double nElo1,
                     double gamesPerUnit) {
    const std::vector<ScorePoint> points = distribution.regularizedPoints();
    const double perUnit = std::sqrt(gamesPerUnit) / kNEloPerT;
    return llrOfFits(points, mleWithTValue(points, 0.5, nElo0 * perUnit),
                     mleWithTValue(points, 0.5, nElo1 * perUnit));
}

double bayesianLlr(const TrinomialCounts& counts, double belo0, double belo1) {
    const ScoreDistribution distribution = ScoreDistribution::fromTrinomial(counts);
    // drawElo from the regularised frequencies, like the LLR itself.
    const std::vector<ScorePoint> points = distribution.regularizedPoints(); // L, D, W
    const double total = points[0].weight + points[1].weight + points[2].weight;
    const double drawElo = fitBayesElo(points[2].weight / total, points[0].weight / total).drawElo;
    auto expectedScore = [drawElo](double bayesElo) {
        const BayesEloProbabilities p = bayesEloProbabilities(bayesElo, drawElo);
        return p.win + 0.5 * p.draw;
    };
    return meanScoreLlr(distribution, expectedScore(belo0), expectedScore(belo1));
}

} // namespace arbiter::stats
