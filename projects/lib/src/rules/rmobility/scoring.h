// The five r-Mobility scoring conventions (docs/r-mobility.md, "Scoring"): how a game's G-score
// becomes points. Let p be the points of the holder (the other side gets 1 - p):
//   exponential (default)  p = 0.5 + 0.5^(1+2G)
//   harmonic               p = 0.5 + 0.5/(1+2G)
//   classical              G0.0 wins, anything else is a draw
//   rMobilityWinner        a G-score strictly below the cutoff wins, anything else is a draw
//   komi                   win, draw or loss against the game's komi (section 4.1)
#pragma once

#include "rules/rmobility/gscore.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rmobility {

enum class Scoring { Exponential, Classical, Harmonic, RMobilityWinner, Komi };

// Every convention in the order of the fork's "Alternative Scorings" tables.
const std::vector<Scoring>& allScorings();

// The -rMobilityType value: "exponential", "classical", "harmonic", "rMobilityWinner", "komi".
std::string_view scoringOptionName(Scoring scoring);
// Exact case, as the fork reads it; nullopt for anything else.
std::optional<Scoring> parseScoringOption(std::string_view name);
// The [RMobilityScoring] tag and table title: "Exponential", "Classical", "Harmonic",
// "RMobility Winner", "Komi".
std::string_view scoringTitle(Scoring scoring);
std::optional<Scoring> parseScoringTitle(std::string_view title);

// Classical, RMobilityWinner and Komi give 1, 1/2 or 0 and print "1-0"; the others give
// fractions and print "0.7500 - 0.2500".
bool isWinDrawLoss(Scoring scoring);

// Everything a scoring convention needs besides the G-score.
struct ScoringRules {
    Scoring scoring = Scoring::Exponential;
    int cutoff = kDefaultCutoff; // half units
    Komi komi = kDefaultKomi;
};

// Points of the holder of `score`.
double holderPoints(const ScoringRules& rules, GScore score);
// Points of White.
double whitePoints(const ScoringRules& rules, GScore score);

// The komi rule (section 4.1): +1 when the holder wins, 0 for a draw, -1 when it loses.
// Every score at or above the cutoff counts as the cutoff (a dead draw).
int komiDecision(Komi komi, int cutoff, GScore score);

// The [Points] text for White's points: "1-0", "0-1", "1/2-1/2" for win/draw/loss scorings,
// else both sides with four decimals, White first, "0.5313 - 0.4688" (exact ties round up,
// as the fork's Qt formatting does; the spaces are the README's form).
std::string pointsText(Scoring scoring, double whitePoints);
// Reads either form, also without spaces ("0.6250-0.3750", as the fork writes it). Returns
// false with *error naming the text for anything else.
bool parsePointsText(std::string_view text, double* whitePoints, std::string* error);

} // namespace arbiter::rmobility
