// The game-end rules arbiter-cli's options select (r-Mobility: rmobilitycli.h, xiangqi:
// xiangqicli.h), as the RuleOptions every game of a match is judged by, and the option
//   -rejudge FILE   judge every game of a PGN under those rules instead of playing
// (arbiter-cli's runRejudge, projects/cli/src/rejudgecommand.h, does it).
#pragma once

#include "optiontable.h"
#include "rules/ruleset.h"

namespace arbiter::cli {

// The rules of the command line (matches: runnersettings.h; -rejudge).
RuleOptions ruleOptions(const TournamentDescription& options);

// -rejudge FILE (OptionSection::General).
void addRejudgeOptions(OptionTable& table);

} // namespace arbiter::cli
