// Evolutionary tuning on arbiter-cli's command line (docs/draw-offers.md):
//   -tournament evolution          a population of the one -engine, differing in genes
//   -gene option.NAME=MIN:MAX[:STEP] | option.NAME=check   (repeatable; several per -gene)
//   -population N                  members (default 8, at least 2)
//   -generations G                 generations (default 4)
//   -evolutionout FILE             JSON of every generation: genes, scores, games, replacements
// -srand seeds it; the game options (-each tc=/depth=, -variant, -draw/-resign, -drawoffers,
// -maxmoves, -pgnout, -concurrency) apply to its games as in any tournament.
#pragma once

#include "clioptions.h"
#include "optiontable.h"

#include <QTextStream>

namespace arbiter::cli {

// Adds -gene, -population, -generations and -evolutionout (OptionSection::Tournament) and the
// whole-command-line check.
void addEvolutionOptions(OptionTable& table);

// Runs the evolution in its own event loop, printing progress to `out` and the best gene set
// at the end. Exit code: 0 done, 1 stopped by a problem (an engine that cannot start, a gene
// the engine does not have, an output file that cannot be written), 2 usage error.
int runEvolution(const CliOptions& options, QTextStream& out, QTextStream& err);

} // namespace arbiter::cli
