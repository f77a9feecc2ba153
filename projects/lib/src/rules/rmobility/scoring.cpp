#include "rules/rmobility/scoring.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace arbiter::rmobility {

namespace {

struct ScoringName {
    Scoring scoring;
    const char* option;
    const char* title;
};

constexpr ScoringName kNames[] = {
    {Scoring::Exponential, "exponential", "Exponential"},
    {Scoring::Classical, "classical", "Classical"},
    {Scoring::Harmonic, "harmonic", "Harmonic"},
    {Scoring::RMobilityWinner, "rMobilityWinner", "RMobility Winner"},
    {Scoring::Komi, "komi", "Komi"},
};

const ScoringName& nameOf(Scoring scoring) {
    return *std::find_if(std::begin(kNames), std::end(kNames),
                         [scoring](const ScoringName& n) { return n.scoring == scoring; });
}

// Four decimals with exact ties rounded up (0.53125 -> "0.5313"), as the fork's QString::number
// prints them; printf would round that tie to even.
std::string fourDecimals(double value) {
    const long long units = static_cast<long long>(std::floor(value * 10000.0 + 0.5));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld.%04lld", units / 10000, units % 10000);
    return buf;
}

} // namespace

const std::vector<Scoring>& allScorings() {
    static const std::vector<Scoring> all = {Scoring::Classical, Scoring::Exponential,
                                             Scoring::Harmonic, Scoring::RMobilityWinner,
                                             Scoring::Komi};
    return all;
}

std::string_view scoringOptionName(Scoring scoring) {
    return nameOf(scoring).option;
}

std::optional<Scoring> parseScoringOption(std::string_view name) {
    for (const ScoringName& n : kNames)
        if (name == n.option) return n.scoring;
    return std::nullopt;
}

std::string_view scoringTitle(Scoring scoring) {
    return nameOf(scoring).title;
}

std::optional<Scoring> parseScoringTitle(std::string_view title) {
    for (const ScoringName& n : kNames)
        if (title == n.title) return n.scoring;
    return std::nullopt;
}

bool isWinDrawLoss(Scoring scoring) {
    return scoring == Scoring::Classical || scoring == Scoring::RMobilityWinner ||
           scoring == Scoring::Komi;
}

int komiDecision(Komi komi, int cutoff, GScore score) {
    const int g = std::min(score.h, cutoff);
    if (score.holder == komi.side) {
        // The komi holder must beat its komi; exactly the komi is a draw.
        if (2 * g < komi.q) return 1;
        if (2 * g > komi.q) return -1;
        return 0;
    }
    // The side without komi wins below the cutoff; at or above it (a dead draw) the komi
    // decides: komi below the cutoff favours this holder, at the cutoff draws, above loses.
    if (komi.q < 2 * cutoff) return 1;
    if (score.h < cutoff) return 1;
    return komi.q == 2 * cutoff ? 0 : -1;
}

double holderPoints(const ScoringRules& rules, GScore score) {
    switch (rules.scoring) {
    case Scoring::Exponential: return 0.5 + std::ldexp(1.0, -(score.h + 1));
    case Scoring::Harmonic: return 0.5 + 0.5 / (score.h + 1);
    case Scoring::Classical: return score.h == 0 ? 1.0 : 0.5;
    case Scoring::RMobilityWinner: return score.h < rules.cutoff ? 1.0 : 0.5;
    case Scoring::Komi: return 0.5 + 0.5 * komiDecision(rules.komi, rules.cutoff, score);
    }
    return 0.5;
}

double whitePoints(const ScoringRules& rules, GScore score) {
    const double p = holderPoints(rules, score);
    return score.holder == White ? p : 1.0 - p;
}

std::string pointsText(Scoring scoring, double whitePoints) {
    if (isWinDrawLoss(scoring)) {
        if (whitePoints > 0.75) return "1-0";
        if (whitePoints < 0.25) return "0-1";
        return "1/2-1/2";
    }
    return fourDecimals(whitePoints) + " - " + fourDecimals(1.0 - whitePoints);
}

bool parsePointsText(std::string_view text, double* whitePoints, std::string* error) {
    if (text == "1-0" || text == "0-1" || text == "1/2-1/2") {
        *whitePoints = text == "1-0" ? 1.0 : text == "0-1" ? 0.0 : 0.5;
        return true;
    }
    // "0.6250 - 0.3750" or "0.6250-0.3750": two numbers in [0, 1] separated by a dash.
    const size_t dash = text.find('-', 1);
    auto number = [](std::string_view part, double* value) {
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        if (part.empty() || part.size() > 30) return false;
        for (char c : part)
            if (!(c == '.' || (c >= '0' && c <= '9'))) return false;
        *value = std::strtod(std::string(part).c_str(), nullptr);
        return *value >= 0.0 && *value <= 1.0;
    };
    double white = 0, black = 0;
    if (dash == std::string_view::npos || !number(text.substr(0, dash), &white) ||
        !number(text.substr(dash + 1), &black)) {
        if (error)
            *error = "'" + std::string(text) +
                     "' is not a Points value: expected 1-0, 0-1, 1/2-1/2 or e.g. "
                     "0.6250 - 0.3750";
        return false;
    }
    *whitePoints = white;
    return true;
}

} // namespace arbiter::rmobility
