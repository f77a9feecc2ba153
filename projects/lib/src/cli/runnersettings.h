// The tournament runner's settings from arbiter-cli's options: the players (engine, time
// control, book), the variant, rules, adjudication, openings and outputs. Shared by the match
// (TournamentJob), -tournament evolution and the GUI's tournaments.
#pragma once

#include "clioptions.h"
#include "tournament/tournamentrunner.h"

namespace arbiter::cli {

TournamentRunnerSettings runnerSettings(const CliOptions& options);

} // namespace arbiter::cli
