// SPRT configuration, bounds, decision and evaluation; see sprt.h for the sources.
#include "stats/sprt.h"

#include "stats/bayeselo.h"
#include "stats/gsprt.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace arbiter::stats {

namespace {

struct ModelName {
    SprtModel model;
    const char* name;
};
constexpr ModelName kModelNames[] = {
    {SprtModel::CutechessBayesElo, "cutechess"},
    {SprtModel::Normalized, "normalized"},
    {SprtModel::Logistic, "logistic"},
    {SprtModel::Bayesian, "bayesian"},
};

bool isTrinomialOnly(SprtModel model) {
    return model == SprtModel::CutechessBayesElo || model == SprtModel::Bayesian;
}

} // namespace

const char* sprtModelName(SprtModel model) {
    for (const ModelName& entry : kModelNames)
        if (entry.model == model) return entry.name;
    return "unknown";
}

std::optional<SprtModel> parseSprtModel(std::string_view name) {
    for (const ModelName& entry : kModelNames)
        if (name == entry.name) return entry.model;
    return std::nullopt;
}

std::string sprtConfigError(const SprtConfig& config) {
    std::ostringstream message;
    message << "SPRT: ";
    if (!std::isfinite(config.elo0) || !std::isfinite(config.elo1))
        message << "elo0 (" << config.elo0 << ") and elo1 (" << config.elo1
                << ") must be finite numbers";
    else if (!(config.elo0 < config.elo1))
        message << "elo0 (" << config.elo0 << ") must be less than elo1 (" << config.elo1 << ")";
    else if (!(config.alpha > 0.0 && config.alpha < 1.0))
        message << "alpha (" << config.alpha << ") must be between 0 and 1";
    else if (!(config.beta > 0.0 && config.beta < 1.0))
        message << "beta (" << config.beta << ") must be between 0 and 1";
    else if (!(config.alpha + config.beta < 1.0))
        message << "alpha + beta (" << config.alpha + config.beta << ") must be less than 1";
    else if (config.pentanomial && isTrinomialOnly(config.model))
        message << "the " << sprtModelName(config.model)
                << " model works on W/D/L counts only and cannot be pentanomial";
    else if (!(config.minimumWinsAndLosses >= 0.0) || !std::isfinite(config.minimumWinsAndLosses))
        message << "minimum wins and losses (" << config.minimumWinsAndLosses
                << ") must be a finite number >= 0";
    else
        return {};
    return message.str();
}

SprtBounds sprtBounds(double alpha, double beta) {
    SprtBounds b;
    b.lower = std::log(beta / (1.0 - alpha));
    b.upper = std::log((1.0 - beta) / alpha);
    return b;
}

SprtState sprtDecision(double llr, const SprtBounds& bounds) {
    if (std::isnan(llr)) return SprtState::Undefined;
    if (llr >= bounds.upper) return SprtState::AcceptH1;
    if (llr <= bounds.lower) return SprtState::AcceptH0;
    return SprtState::Continue;
}

SprtStatus evaluateSprt(const SprtConfig& config, const ScoreAccumulator& results) {
    const std::string error = sprtConfigError(config);
    if (!error.empty()) throw std::invalid_argument(error);

    SprtStatus status;
    status.bounds = sprtBounds(config.alpha, config.beta);
    const TrinomialCounts& wdl = results.trinomial();
    const bool enoughData =
        results.games() > 0 && (!config.pentanomial || results.completedPairs() > 0) &&
        wdl.wins >= config.minimumWinsAndLosses && wdl.losses >= config.minimumWinsAndLosses;
    if (!enoughData) return status;

    const ScoreDistribution& scores =
        config.pentanomial ? results.pairScores() : results.gameScores();
    const double gamesPerUnit = config.pentanomial ? 2.0 : 1.0;
    switch (config.model) {
    case SprtModel::CutechessBayesElo:
        status.llr = cutechessBayesEloLlr(wdl, config.elo0, config.elo1);
        break;
    case SprtModel::Bayesian: status.llr = bayesianLlr(wdl, config.elo0, config.elo1); break;
    case SprtModel::Logistic: status.llr = logisticLlr(scores, config.elo0, config.elo1); break;
    case SprtModel::Normalized:
        status.llr = normalizedLlr(scores, config.elo0, config.elo1, gamesPerUnit);
        break;
    }
    status.state = sprtDecision(status.llr, status.bounds);
    return status;
}

} // namespace arbiter::stats
