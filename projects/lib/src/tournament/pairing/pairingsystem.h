// Who plays whom: each tournament type is a PairingSystem that hands out encounters (a block
// of games between two players in one round). Colours inside an encounter, openings, game
// numbers and pentanomial pairs are the Scheduler's job, the same for every type.
//
// Round-robin, gauntlet and pyramid are fixed schedules. Knockout and swiss need results:
// the Scheduler reports each encounter's points when its last game ends, and later rounds
// appear as they become known.
#pragma once

#include "tournament/tournamentsettings.h"

#include <QStringList>
#include <memory>
#include <optional>

namespace arbiter {

struct Encounter {
    int id = -1; // unique within the tournament, in the order encounters are handed out
    int round = 0;
    int firstPlayer = -1; // has White in the first game (unless the pair met before, -reverse)
    int secondPlayer = -1;
    int games = 0;
};

class PairingSystem {
public:
    virtual ~PairingSystem() = default;

    // The next encounter that can be played now; nullopt when none is left or the next one
    // depends on results still to come.
    virtual std::optional<Encounter> nextEncounter() = 0;
    // True when the next encounter depends on the results of the games in play (a knockout
    // match is played on while undecided): the Scheduler then asks for it only when a game is
    // to start, never ahead of time, as cutechess-cli picks a knockout's next game.
    virtual bool nextDependsOnGamesInPlay() const { return false; }
    // True when no encounter will ever be handed out again.
    virtual bool isComplete() const = 0;
    // All games of encounter `id` have finished; the points are the first and second
    // player's totals in it.
    virtual void encounterFinished(int id, double firstPoints, double secondPoints) {
        (void)id, (void)firstPoints, (void)secondPoints;
    }
    // The number of games planned: what cutechess prints as "Started game N of M".
    virtual long long plannedGames() const = 0;
    // A text summary of the pairings (knockout bracket); empty for the other types.
    virtual QStringList summaryLines(const QStringList& playerNames) const {
        (void)playerNames;
        return {};
    }
};

// The pairing system for the settings' type. Deterministic for a given settings.randomSeed.
// The settings must have passed TournamentSettings::validate(playerCount).
std::unique_ptr<PairingSystem> createPairingSystem(const TournamentSettings& settings,
                                                   int playerCount);

} // namespace arbiter
