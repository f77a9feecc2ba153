// arbiter-cli -rejudge FILE: judges every game of a PGN file under the rules the other options
// give (description/rulescli.h) instead of playing, and prints the report (rules/rejudge.h).
#pragma once

#include "description/tournamentdescription.h"

#include <QTextStream>

namespace arbiter::cli {

// One line per game and the summary on `out`, e.g.
//   Game 4: 0-1 {Red loses by perpetual chase}
// Games without a [Variant] tag (or xqbase's [Game "Chinese Chess"]) are of -variant. Returns
// the exit code: 0 when every game agrees with its record, 1 when some differ or cannot be read,
// 2 when the file cannot be opened (message on `err`).
int runRejudge(const TournamentDescription& options, QTextStream& out, QTextStream& err);

} // namespace arbiter::cli
