#include "descriptorbudget.h"

#include "description/tournamentdescription.h"

#include <algorithm>
#include <sys/resource.h>

namespace arbiter::cli {

namespace {
// Descriptors arbiter-cli holds besides its engines (standard streams, the event loop, the
// signal pipe, PGN, EPD and state files, an engines.json being read) and the extra ones an
// engine needs while it starts (its pipes before they are handed over).
constexpr long long kOwnDescriptors = 32;
constexpr long long kPerRunningEngine = 3; // input pipe, output pipe, process handle (pidfd)

long long descriptorsNeeded(int players, int concurrency) {
    // Two engines per game, and engines kept between games: about one more per player.
    return kOwnDescriptors + kPerRunningEngine * (2LL * concurrency + players);
}
} // namespace

int concurrencyWithinDescriptors(long long limit, int players, int wanted) {
    int fits = wanted;
    while (fits > 1 && descriptorsNeeded(players, fits) > limit) {
        const long long room = limit - descriptorsNeeded(players, 0);
        fits = int(std::clamp<long long>(room / (2 * kPerRunningEngine), 1, fits - 1));
    }
    return std::max(fits, 1);
}

QString fitConcurrencyToDescriptorLimit(TournamentDescription* options) {
    int& concurrency = options->tournament.concurrency;
    const int players = int(options->players.size());
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return {};
    const long long needed = descriptorsNeeded(players, concurrency);
    if (needed <= (long long)limit.rlim_cur) return {};
    if (limit.rlim_max == RLIM_INFINITY || (long long)limit.rlim_max > (long long)limit.rlim_cur) {
        rlimit raised = limit;
        raised.rlim_cur = limit.rlim_max == RLIM_INFINITY
                              ? rlim_t(needed)
                              : std::min<rlim_t>(limit.rlim_max, needed);
        if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
    }
    const int fits = concurrencyWithinDescriptors((long long)limit.rlim_cur, players, concurrency);
    if (fits >= concurrency) return {};
    const QString warning =
        QStringLiteral("Warning: -concurrency %1 needs about %2 open files, more than this "
                       "process may open (%3, ulimit -n): %4 games are played at a time")
            .arg(concurrency)
            .arg(needed)
            .arg((long long)limit.rlim_cur)
            .arg(fits);
    concurrency = fits;
    return warning;
}

} // namespace arbiter::cli
