// The tournament runner's settings from arbiter-cli's options: the players (engine, time
// control, book), the variant, rules, adjudication, openings and outputs. Shared by the match
// (TournamentSession), -tournament evolution and the GUI's tournaments.
#pragma once

#include "evolution/evolutionrunner.h"
#include "tournament/running/tournamentrunner.h"
#include "tournamentdescription.h"

namespace arbiter::cli {

// The one place where the command line's dialect becomes the behaviours it stands for
// (game/compatibility.h); everything below reads the Compatibility, not the dialect.
Compatibility compatibilityOf(const TournamentDescription& options);
TournamentRunnerSettings runnerSettings(const TournamentDescription& options);
// -tournament evolution: the one -engine as the base of the population, with the game settings
// of a tournament.
EvolutionRunnerSettings evolutionRunnerSettings(const TournamentDescription& options);

// Whether the engines' PVs are checked after every move (the fastchess dialect, in the variants
// fastchess plays: standard chess and Chess960; pvChecksIn()).
bool checksPvs(const TournamentDescription& options);

} // namespace arbiter::cli
