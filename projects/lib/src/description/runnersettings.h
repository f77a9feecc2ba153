// The tournament runner's settings from arbiter-cli's options: the players (engine, time
// control, book), the variant, rules, adjudication, openings and outputs. Shared by the match
// (TournamentSession), -tournament evolution and the GUI's tournaments.
#pragma once

#include "evolution/evolutionrunner.h"
#include "tournament/running/tournamentrunner.h"
#include "tournamentdescription.h"

namespace arbiter::cli {

TournamentRunnerSettings runnerSettings(const TournamentDescription& options);
// -tournament evolution: the one -engine as the base of the population, with the game settings
// of a tournament.
EvolutionRunnerSettings evolutionRunnerSettings(const TournamentDescription& options);

// The fastchess dialect checks the engines' PVs after every move, as fastchess does, in the
// variants fastchess plays (standard chess and Chess960).
bool fastchessChecksPvs(const TournamentDescription& options);

} // namespace arbiter::cli
