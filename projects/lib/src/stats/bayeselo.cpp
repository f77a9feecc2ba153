// BayesElo model and cutechess's SPRT; see bayeselo.h for the sources and formulas.
#include "stats/bayeselo.h"

#include <cmath>

namespace arbiter::stats {

BayesEloProbabilities bayesEloProbabilities(double bayesElo, double drawElo) {
    BayesEloProbabilities p;
    p.win = 1.0 / (1.0 + std::pow(10.0, (drawElo - bayesElo) / 400.0));
    p.loss = 1.0 / (1.0 + std::pow(10.0, (drawElo + bayesElo) / 400.0));
    p.draw = 1.0 - p.win - p.loss;
    return p;
}

BayesEloFit fitBayesElo(double winFrequency, double lossFrequency) {
    const double w = winFrequency;
    const double l = lossFrequency;
    BayesEloFit fit;
    fit.bayesElo = 200.0 * std::log10(w / l * (1.0 - l) / (1.0 - w));
    fit.drawElo = 200.0 * std::log10((1.0 - l) / l * (1.0 - w) / w);
    return fit;
}

double bayesEloScale(double drawElo) {
    const double x = std::pow(10.0, -drawElo / 400.0);
    return 4.0 * x / ((1.0 + x) * (1.0 + x));
}

double cutechessBayesEloLlr(const TrinomialCounts& counts, double elo0, double elo1,
                            double priorCount) {
    const double wins = counts.wins + priorCount;
    const double draws = counts.draws + priorCount;
    const double losses = counts.losses + priorCount;
    const double games = wins + draws + losses;
    // The fit needs both a win and a loss frequency strictly between 0 and 1.
    if (!(wins > 0.0) || !(losses > 0.0)) return std::nan("");

    const BayesEloFit sample = fitBayesElo(wins / games, losses / games);
    const double scale = bayesEloScale(sample.drawElo);
    const BayesEloProbabilities p0 = bayesEloProbabilities(elo0 / scale, sample.drawElo);
    const BayesEloProbabilities p1 = bayesEloProbabilities(elo1 / scale, sample.drawElo);

    auto term = [](double count, double probability1, double probability0) {
        return count > 0.0 ? count * std::log(probability1 / probability0) : 0.0;
    };
    return term(wins, p1.win, p0.win) + term(losses, p1.loss, p0.loss) +
           term(draws, p1.draw, p0.draw);
}

} // namespace arbiter::stats
