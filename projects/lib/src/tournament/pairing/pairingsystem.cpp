#include "tournament/pairing/pairingsystem.h"

#include "tournament/pairing/cyclicpairing.h"
#include "tournament/pairing/knockoutpairing.h"
#include "tournament/pairing/swisspairing.h"

#include <algorithm>

namespace arbiter {

std::unique_ptr<PairingSystem> createPairingSystem(const TournamentSettings& settings,
                                                   int playerCount) {
    const int games = settings.gamesPerEncounter;
    const int rounds = settings.effectiveRounds(playerCount);
    const bool roundRobin = settings.type == TournamentType::RoundRobin;
    if (settings.pairingOrder == PairingOrder::Fastchess &&
        (roundRobin || settings.type == TournamentType::Gauntlet)) {
        int roundsPerCycle = 1;
        const int firstPlayers =
            roundRobin ? playerCount - 1
                       : std::min(settings.effectiveSeeds(playerCount), playerCount - 1);
        auto cycle = CyclicPairing::fastchessCycle(playerCount, firstPlayers, &roundsPerCycle);
        return std::make_unique<CyclicPairing>(std::move(cycle), roundsPerCycle, rounds, games);
    }
    switch (settings.type) {
    case TournamentType::Knockout:
        return std::make_unique<KnockoutPairing>(playerCount, settings.effectiveSeeds(playerCount),
                                                 games, settings.randomSeed,
                                                 settings.randomDrawsBefore);
    case TournamentType::Swiss: return std::make_unique<SwissPairing>(playerCount, rounds, games);
    case TournamentType::Gauntlet:
        return std::make_unique<CyclicPairing>(
            CyclicPairing::gauntletCycle(playerCount, settings.effectiveSeeds(playerCount)), 1,
            rounds, games);
    case TournamentType::Pyramid:
        return std::make_unique<CyclicPairing>(CyclicPairing::pyramidCycle(playerCount),
                                               std::max(1, playerCount - 1), rounds, games);
    case TournamentType::RoundRobin: break;
    }
    int roundsPerCycle = 1;
    auto cycle = CyclicPairing::roundRobinCycle(playerCount, &roundsPerCycle);
    return std::make_unique<CyclicPairing>(std::move(cycle), roundsPerCycle, rounds, games);
}

} // namespace arbiter
