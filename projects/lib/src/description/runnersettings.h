// The tournament runner's settings from arbiter-cli's options: the players (engine, time
// control, book), the variant, rules, adjudication, openings and outputs. Shared by the match
// (TournamentSession), -tournament evolution and the GUI's tournaments.
#pragma once

#include "clioptions.h"
#include "evolution/evolutionrunner.h"
#include "tournament/running/tournamentrunner.h"

namespace arbiter::cli {

TournamentRunnerSettings runnerSettings(const CliOptions& options);
// -tournament evolution: the one -engine as the base of the population, with the game settings
// of a tournament.
EvolutionRunnerSettings evolutionRunnerSettings(const CliOptions& options);

// The fastchess dialect checks the engines' PVs after every move, as fastchess does, in the
// variants fastchess plays (standard chess and Chess960).
bool fastchessChecksPvs(const CliOptions& options);

} // namespace arbiter::cli
