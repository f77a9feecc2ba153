// Elo, nElo and LOS estimates from a score sample.
// Sources:
//  - cutechess elo.cpp (docs/statistics.md): Elo = -400 log10(1/mu - 1); error =
//    half the Elo range of mu -/+ z sigma with cutechess's approximate z; LOS from wins and
//    losses only, 50 [1 + erf((W - L) / sqrt(2 (W + L)))] %.
//  - fastchess elo_wdl.cpp / elo_pentanomial.cpp: the same Elo with the exact z,
//    nElo = (mu - 1/2) / sigma_game * 800 / ln 10, LOS = Phi((mu - 1/2) / standard error).
//  - r-Mobility fork elo.cpp rMobPointsElo (docs/statistics.md): Elo of the mean of
//    fractional points with cutechess's z and the normal LOS. Arbiter uses the usual per-game
//    standard deviation sqrt(E[x^2] - mu^2) there, not the fork's (sqrt(E[x^2]) - mu) (its bug B12,
//    docs/r-mobility.md).
// 0 % and 100 % scores give -inf/+inf Elo and a NaN error margin, as in cutechess; no games
// give NaN everywhere. The formatters in statsformat.h print these as "inf", "-inf", "nan".
#pragma once

#include "stats/pentanomial.h"
#include "stats/scoresample.h"
#include "stats/trinomial.h"

namespace arbiter::stats {

// nElo per unit of t = (mu - 1/2) / sigma: 800 / ln 10.
inline constexpr double kNEloPerT = 800.0 / 2.302585092994045684;

// Logistic Elo difference for an expected score in [0, 1]: -400 log10(1/score - 1).
double eloFromScore(double score);
// Expected score of a logistic Elo difference: 1 / (1 + 10^(-elo/400)).
double scoreFromElo(double elo);

struct EloEstimate {
    double elo = 0.0;
    double errorMargin = 0.0;     // half width of the 95 % interval, in Elo
    double nElo = 0.0;            // normalised Elo
    double nEloErrorMargin = 0.0; // half width of the 95 % interval, in nElo
    double los = 0.0;             // likelihood of superiority, in percent
};

// Elo, nElo and their 95 % margins for the z value given, and the normal-approximation LOS.
EloEstimate estimateElo(const ScoreSample& sample, double z);

// cutechess's LOS in percent, from wins and losses only (draws carry no information there).
double cutechessLos(double wins, double losses);

// What cutechess prints ("Elo difference" line): approximate z, LOS from W and L.
EloEstimate cutechessElo(const TrinomialCounts& counts);
// What fastchess prints for trinomial and for pentanomial statistics: exact z, normal LOS.
EloEstimate fastchessElo(const TrinomialCounts& counts);
EloEstimate fastchessElo(const PentanomialCounts& counts);
// r-Mobility tables: Elo of the mean of per-game points with cutechess's z and normal LOS.
EloEstimate pointsElo(const ScoreSample& gameSample);

} // namespace arbiter::stats
