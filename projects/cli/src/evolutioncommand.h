// arbiter-cli -tournament evolution (docs/draw-offers.md): plays the evolution the options
// describe (description/evolutioncli.h, runnersettings.h) with the library's EvolutionRunner
// and prints its progress.
#pragma once

#include "description/tournamentdescription.h"

#include <QTextStream>

namespace arbiter::cli {

// Runs the evolution in its own event loop, printing progress to `out` and the best gene set
// at the end. Exit code: 0 done, 1 stopped by a problem (an engine that cannot start, a gene
// the engine does not have, an output file that cannot be written), 2 usage error.
int runEvolution(const TournamentDescription& options, QTextStream& out, QTextStream& err);

} // namespace arbiter::cli
