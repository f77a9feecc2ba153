// The r-Mobility settings of one game, part of RuleOptions (rules/ruleset.h). The CLI fills
// them from -rMobilityType (which turns r-Mobility on), -rMobilityCutoff, -legacyMode and
// -defaultKomi; the tournament sets `komi` per game from the opening's [Komi] tag.
#pragma once

#include "rules/rmobility/scoring.h"

namespace arbiter {

struct RMobilityOptions {
    bool enabled = false;
    rmobility::Scoring scoring = rmobility::Scoring::Exponential;
    int cutoff = rmobility::kDefaultCutoff; // half units (G6.0)
    // The 50-move rule as in classical chess: G-score improvements never restart the count,
    // and an improvement on the ply that reaches 100 does not count.
    bool legacy = false;
    // The game's komi: the opening's [Komi] tag, else -defaultKomi, else G5.75.
    rmobility::Komi komi = rmobility::kDefaultKomi;

    rmobility::ScoringRules scoringRules() const { return {scoring, cutoff, komi}; }
};

} // namespace arbiter
