// The generalised SPRT (GSPRT) log-likelihood ratios of fastchess and fishtest, for any
// empirical score distribution (games, pairs, fractional r-Mobility points).
// Sources: fishtest server/fishtest/stats/LLRcalc.py (LLR_logistic, LLR_normalized,
// MLE_expected, MLE_t_value, secular), fastchess sprt.cpp, and H.G. van den Bergh's notes
// "A practical introduction to the GSPRT" and "Normalized Elo" (docs/statistics.md, "Models").
// For a sample with empirical distribution p^ over score values a_i and N units,
//   LLR = N sum_i p^_i (ln p1_i - ln p0_i)
// where p_k is the maximum-likelihood distribution on the same values that satisfies
// hypothesis k. Both families have the form p_i = p^_i / (1 + theta phi_i), theta solving the
// secular equation sum_i p^_i phi_i / (1 + theta phi_i) = 0:
//  - logistic: mean score s_k = 1 / (1 + 10^(-elo_k / 400)), phi_i = a_i - s_k;
//  - normalized: t value (mu - 1/2) / sigma = t_k with t_k = nElo_k / (800 / ln 10), times
//    sqrt(2) for pairs; phi_i = a_i - 1/2 - t_k sigma (1 + ((a_i - mu) / sigma)^2) / 2, with mu
//    and sigma of the current estimate, iterated from the uniform distribution;
//  - bayesian (trinomial only, fastchess): elo_k read as BayesElo at the sample's drawElo,
//    s_k = P_win + P_draw / 2, then the logistic form.
// Every function regularises first (empty standard bins weigh 1e-3). They return NaN when the
// hypothesis cannot be fitted to the data (for example nElo bounds of several hundred).
#pragma once

#include "stats/scoredistribution.h"
#include "stats/trinomial.h"

#include <optional>
#include <vector>

namespace arbiter::stats {

// theta with sum_i weight_i phi_i / (1 + theta phi_i) = 0 over the points (score = phi);
// nullopt unless some phi_i with positive weight is negative and some positive.
std::optional<double> solveSecularEquation(const std::vector<ScorePoint>& phiWeights);

// Maximum-likelihood distribution on the points' scores with the given mean; weights sum to 1.
std::optional<std::vector<double>> mleWithMean(const std::vector<ScorePoint>& empirical,
                                               double mean);
// Maximum-likelihood distribution with (mu - reference) / sigma = t; weights sum to 1.
std::optional<std::vector<double>> mleWithTValue(const std::vector<ScorePoint>& empirical,
                                                 double reference, double t);

// LLR of mean score s1 against mean score s0.
double meanScoreLlr(const ScoreDistribution& distribution, double s0, double s1);
// fastchess/fishtest "logistic": elo0, elo1 are logistic Elo.
double logisticLlr(const ScoreDistribution& distribution, double elo0, double elo1);
// fastchess/fishtest "normalized": nElo0, nElo1 are normalised Elo per game; gamesPerUnit is
// 1 for per-game distributions and 2 for pair distributions.
double normalizedLlr(const ScoreDistribution& distribution, double nElo0, double nElo1,
                     double gamesPerUnit);
// fastchess "bayesian": belo0, belo1 are BayesElo; W/D/L only.
double bayesianLlr(const TrinomialCounts& counts, double belo0, double belo1);

} // namespace arbiter::stats
