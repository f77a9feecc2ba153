// Evolutionary tuning on arbiter-cli's command line (docs/draw-offers.md):
//   -tournament evolution          a population of the one -engine, differing in genes
//   -gene option.NAME=MIN:MAX[:STEP] | option.NAME=check   (repeatable; several per -gene)
//   -population N                  members (default 8, at least 2)
//   -generations G                 generations (default 4)
//   -evolutionout FILE             JSON of every generation: genes, scores, games, replacements
// -srand seeds it; the game options (-each tc=/depth=, -variant, -draw/-resign, -drawoffers,
// -maxmoves, -pgnout, -concurrency) apply to its games as in any tournament. arbiter-cli plays it
// (projects/cli/src/evolutioncommand.h) with the settings of evolutionRunnerSettings()
// (runnersettings.h).
#pragma once

#include "optiontable.h"
#include "tournamentdescription.h"

namespace arbiter::cli {

// Adds -gene, -population, -generations and -evolutionout (OptionSection::Tournament) and the
// whole-command-line check.
void addEvolutionOptions(OptionTable& table);

} // namespace arbiter::cli
