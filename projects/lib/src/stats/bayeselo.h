// The BayesElo model (R. Coulom's bayeselo) of win, draw and loss probabilities, and
// cutechess's trinomial SPRT built on it.
// Sources (docs/statistics.md, "Sources"): cutechess sprt.cpp and its tst_sprt vectors,
// fastchess sprt.cpp's "bayesian" model, the r-Mobility fork's sprt.cpp.
//   P_win  = 1 / (1 + 10^((drawElo - bayesElo) / 400))
//   P_loss = 1 / (1 + 10^((drawElo + bayesElo) / 400))
//   P_draw = 1 - P_win - P_loss
// Fitted to frequencies p_w, p_l:
//   bayesElo = 200 log10(p_w / p_l * (1 - p_l) / (1 - p_w))
//   drawElo  = 200 log10((1 - p_l) / p_l * (1 - p_w) / p_w)
#pragma once

#include "stats/trinomial.h"

namespace arbiter::stats {

// Jeffreys / Dirichlet(1/2, 1/2, 1/2) prior cutechess adds to each of W, D and L (since 1.3.0).
inline constexpr double kCutechessPriorCount = 0.5;

struct BayesEloProbabilities {
    double win = 0.0;
    double draw = 0.0;
    double loss = 0.0;
};

struct BayesEloFit {
    double bayesElo = 0.0;
    double drawElo = 0.0;
};

BayesEloProbabilities bayesEloProbabilities(double bayesElo, double drawElo);
// Fit from win and loss frequencies (fractions of all games).
BayesEloFit fitBayesElo(double winFrequency, double lossFrequency);
// cutechess's factor from logistic to BayesElo at a given drawElo: s = 4x / (1 + x)^2,
// x = 10^(-drawElo / 400); logistic Elo e corresponds to BayesElo e / s near zero.
double bayesEloScale(double drawElo);

// cutechess's SPRT log-likelihood ratio. `priorCount` is added to each of W, D and L first
// (cutechess since 1.3.0: 0.5; the r-Mobility fork, based on an older cutechess: 0). The sample
// is fitted to BayesElo, elo0 and elo1 are read as logistic Elo and turned into BayesElo
// elo/s at the sample's drawElo, and
//   LLR = W ln(P1_win / P0_win) + L ln(P1_loss / P0_loss) + D ln(P1_draw / P0_draw).
// A bin with zero count adds nothing (0 ln x = 0), which lets r-Mobility komi matches with no
// draws run without a prior. NaN when W or L is zero after the prior.
double cutechessBayesEloLlr(const TrinomialCounts& counts, double elo0, double elo1,
                            double priorCount = kCutechessPriorCount);

} // namespace arbiter::stats
