// How many games can run at once within the process's limit of open files (ulimit -n). Each
// engine costs arbiter-cli three descriptors while it runs (its input and output pipes and the
// process handle) and a few more while it starts; past the limit engines cannot be started,
// which is the manager's failure, not the engines'. Like fastchess, arbiter-cli raises its soft
// limit to the hard one and, when even that is short, plays fewer games at once and says so.
#pragma once

#include <QString>

namespace arbiter::cli {

struct TournamentDescription;

// The largest concurrency up to `wanted` whose engines fit in `limit` descriptors (at least 1).
int concurrencyWithinDescriptors(long long limit, int players, int wanted);

// Raises the soft RLIMIT_NOFILE to the hard limit when -concurrency needs it and lowers
// options->tournament.concurrency to what fits; returns the warning to print when it did.
QString fitConcurrencyToDescriptorLimit(TournamentDescription* options);

} // namespace arbiter::cli
