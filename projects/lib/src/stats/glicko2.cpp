// Glicko-2 rating updates; see glicko2.h for the source (Glickman's glicko2.pdf, 2022 revision)
// and the defaults. Step numbers below are the paper's.
#include "stats/glicko2.h"

#include <algorithm>
#include <cmath>

namespace arbiter::stats {

namespace {

// Step 2: the Glicko-2 scale is the display scale divided by 400 / ln 10, which the paper
// prints as 173.7178 and lichess and pychess use as printed, so that the same inputs give the
// same ratings there.
constexpr double kScale = 173.7178;
constexpr double kScaleOrigin = 1500.0;
// Step 5.1: the paper's convergence tolerance for the volatility iteration.
constexpr double kVolatilityTolerance = 0.000001;
constexpr double kPi = 3.14159265358979323846;

double toMu(double rating) {
    return (rating - kScaleOrigin) / kScale;
}

double toPhi(double deviation) {
    return deviation / kScale;
}

// Step 3: g(phi) discounts a game by how little is known of the opponent.
double reduceImpact(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (kPi * kPi));
}

double expectedScore(double mu, double opponentMu, double opponentImpact) {
    return 1.0 / (1.0 + std::exp(-opponentImpact * (mu - opponentMu)));
}

// Steps 3 and 4 for one player's games.
struct PeriodEvidence {
    double variance = 0.0; // v: the rating's variance from the game outcomes alone
    double surprise = 0.0; // sum g(phi_j) (s_j - E_j): results against expectations
    // Delta: the performance rating's distance from mu, on the Glicko-2 scale.
    double improvement() const { return variance * surprise; }
};

PeriodEvidence periodEvidence(double mu, const std::vector<GlickoGame>& games) {
    double information = 0.0;
    double surprise = 0.0;
    for (const GlickoGame& game : games) {
        const double impact = reduceImpact(toPhi(game.opponent.deviation));
        const double expected = expectedScore(mu, toMu(game.opponent.rating), impact);
        information += impact * impact * expected * (1.0 - expected);
        surprise += impact * (game.score - expected);
    }
    return {1.0 / information, surprise};
}

// Step 5: the new volatility, a root of f(x) = e^x (Delta^2 - phi^2 - v - e^x) /
// (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2 with x = ln sigma'^2, found by the Illinois
// variant of regula falsi exactly as the paper gives it. f(A) > 0 > f(B), but f need not be
// monotonic: it can have three roots in [A, B] (tst_glicko2, volatilityIteration), and the
// paper's procedure, which lichess and pychess-variants also run, decides which one is sigma'.
double newVolatility(double phi, double sigma, const PeriodEvidence& evidence, double tau) {
    const double phi2 = phi * phi;
    const double delta2 = evidence.improvement() * evidence.improvement();
    const double v = evidence.variance;
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double denominator = phi2 + v + ex;
        return ex * (delta2 - phi2 - v - ex) / (2.0 * denominator * denominator) -
               (x - a) / (tau * tau);
    };

    // 5.2: A = a; B from Delta^2 when the results call for a larger variance, otherwise
    // stepped down from a by tau until f(B) < 0 (f grows without bound as x falls).
    double xA = a;
    double xB = 0.0;
    if (delta2 > phi2 + v) {
        xB = std::log(delta2 - phi2 - v);
    } else {
        double k = 1.0;
        while (f(a - k * tau) < 0.0) k += 1.0;
        xB = a - k * tau;
    }

    // 5.3-5.4: A and B are the paper's (either may be the larger), x the log of a variance.
    double fA = f(xA);
    double fB = f(xB);
    while (std::abs(xB - xA) > kVolatilityTolerance) {
        const double xC = xA + (xA - xB) * fA / (fB - fA);
        const double fC = f(xC);
        // "<=" (2022 revision): with "<" an exact root fC == 0 halved fA forever.
        if (fC * fB <= 0.0) {
            xA = xB;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        xB = xC;
        fB = fC;
    }
    return std::exp(xA / 2.0); // 5.5
}

// Step 6: the deviation grows by one period's volatility before the period's games count, up to
// settings.maxDeviation.
double preperiodPhi(double phi, double sigma, const GlickoSettings& settings) {
    return std::min(std::sqrt(phi * phi + sigma * sigma), toPhi(settings.maxDeviation));
}

double floorDeviation(double deviation, const GlickoSettings& settings) {
    return std::max(deviation, settings.minDeviation);
}

} // namespace

GlickoRating initialGlickoRating(const GlickoSettings& settings) {
    return {settings.initialRating, settings.initialDeviation, settings.initialVolatility};
}

GlickoRating updateGlicko2(const GlickoRating& player, const std::vector<GlickoGame>& games,
                           const GlickoSettings& settings) {
    const double mu = toMu(player.rating);
    const double phi = toPhi(player.deviation);

    // A player with no games keeps rating and volatility (paper, end of step 6).
    if (games.empty()) {
        const double phiStar = preperiodPhi(phi, player.volatility, settings);
        return {player.rating, floorDeviation(phiStar * kScale, settings), player.volatility};
    }

    const PeriodEvidence evidence = periodEvidence(mu, games);
    const double sigma = newVolatility(phi, player.volatility, evidence, settings.tau);
    const double phiStar = preperiodPhi(phi, sigma, settings);

    // Step 7.
    const double newPhi = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / evidence.variance);
    const double newMu = mu + newPhi * newPhi * evidence.surprise;

    // Step 8: back to the display scale.
    return {newMu * kScale + kScaleOrigin, floorDeviation(newPhi * kScale, settings), sigma};
}

bool isProvisional(const GlickoRating& rating, const GlickoSettings& settings) {
    return rating.deviation >= settings.provisionalDeviation;
}

std::pair<GlickoRating, GlickoRating> rateGame(const GlickoRating& white, const GlickoRating& black,
                                               double whiteScore, const GlickoSettings& settings) {
    return {updateGlicko2(white, {{black, whiteScore}}, settings),
            updateGlicko2(black, {{white, 1.0 - whiteScore}}, settings)};
}

} // namespace arbiter::stats
