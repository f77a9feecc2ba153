// r-Mobility on arbiter-cli's command line (docs/r-mobility.md):
//   -rMobilityType exponential|classical|harmonic|rMobilityWinner|komi   turns r-Mobility on
//   -rMobilityCutoff gX.0|gX.5       (default g6.0)
//   -legacyMode                      the classical 50-move rule
//   -defaultKomi gX.0|gX.25|gX.5|gX.75, mg... for Black   (default g5.75)
// (-rejudge FILE judges a PGN's games under them: rulescli.h). The match output that goes with
// them is tournament/output/rmobilityoutput.h.
#pragma once

#include "optiontable.h"

namespace arbiter::cli {

// The options above (OptionSection::RMobility) and their whole-command-line check.
void addRMobilityOptions(OptionTable& table);
// The other r-Mobility options need -rMobilityType; r-Mobility needs a western variant.
// Returns the complete message (without "arbiter-cli: ") or "".
QString checkRMobilityOptions(const ParseState& state);

} // namespace arbiter::cli
