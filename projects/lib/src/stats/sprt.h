// The sequential probability ratio test a tournament runs on its results.
// Sources: Wald's SPRT with bounds A = ln(beta / (1 - alpha)) (accept H0 at LLR <= A) and
// B = ln((1 - beta) / alpha) (accept H1 at LLR >= B) (docs/statistics.md, "SPRT"); the
// log-likelihood ratios of bayeselo.h (cutechess) and gsprt.h (fastchess, fishtest).
//
// Which data each model sees:
//  - CutechessBayesElo and Bayesian work on W/D/L, so they use the fractional W/D/L split
//    (trinomial.h); both are trinomial only.
//  - Normalized and Logistic need no W/D/L semantics: they use the empirical distribution of
//    the per-game scores, or with `pentanomial` of the completed pairs' scores. Whole and
//    half points give exactly fastchess's trinomial or pentanomial input.
// With r-Mobility's fractional points the tournament sets minimumWinsAndLosses = 1: no result
// is given until W >= 1 and L >= 1 (the r-Mobility fork's rule, docs/statistics.md).
#pragma once

#include "stats/scoreaccumulator.h"

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::stats {

enum class SprtModel {
    CutechessBayesElo, // cutechess: trinomial BayesElo with Dirichlet(1/2) prior; bounds in Elo
    Normalized,        // fastchess default: GSPRT on the t value; bounds in nElo
    Logistic,          // fastchess/fishtest: GSPRT on the mean score; bounds in Elo
    Bayesian,          // fastchess: GSPRT on the mean score; bounds in BayesElo; trinomial only
};

// Names used on the command line: "cutechess", "normalized", "logistic", "bayesian".
const char* sprtModelName(SprtModel model);
std::optional<SprtModel> parseSprtModel(std::string_view name);

struct SprtConfig {
    double elo0 = 0.0;
    double elo1 = 5.0;
    double alpha = 0.05;
    double beta = 0.05;
    SprtModel model = SprtModel::Normalized;
    bool pentanomial = false; // use colour-swapped pairs (Normalized and Logistic only)
    // No result until both W and L (fractional split) reach this; 1 for r-Mobility.
    double minimumWinsAndLosses = 0.0;
};

// Empty when the configuration is usable, otherwise a message naming the field and value,
// e.g. "SPRT: elo0 (5) must be less than elo1 (5)".
std::string sprtConfigError(const SprtConfig& config);

struct SprtBounds {
    double lower = 0.0; // ln(beta / (1 - alpha))
    double upper = 0.0; // ln((1 - beta) / alpha)
};
SprtBounds sprtBounds(double alpha, double beta);

enum class SprtState {
    NotEnoughData, // no games yet, no completed pair in pentanomial mode, or W/L below minimum
    Undefined,     // the model cannot fit a hypothesis to these data (LLR is NaN)
    Continue,
    AcceptH0,
    AcceptH1,
};

// Wald's decision for a computed LLR: H1 at llr >= upper, H0 at llr <= lower.
SprtState sprtDecision(double llr, const SprtBounds& bounds);

struct SprtStatus {
    SprtState state = SprtState::NotEnoughData;
    double llr = 0.0; // 0 when NotEnoughData
    SprtBounds bounds;
};

// The LLR and decision for the results so far. Throws std::invalid_argument with
// sprtConfigError's message when the configuration is not usable.
SprtStatus evaluateSprt(const SprtConfig& config, const ScoreAccumulator& results);

} // namespace arbiter::stats
