// The game-end rules arbiter-cli's options select (r-Mobility: rmobilitycli.h, xiangqi:
// xiangqicli.h), as the RuleOptions every game of a match is judged by, and
//   -rejudge FILE   judge every game of a PGN under those rules instead of playing
// with its report (rules/rejudge.h).
#pragma once

#include "optiontable.h"
#include "rules/ruleset.h"

#include <QTextStream>

namespace arbiter::cli {

// The rules of the command line (matches: runnersettings.h; -rejudge).
RuleOptions ruleOptions(const CliOptions& options);

// -rejudge FILE (OptionSection::General).
void addRejudgeOptions(OptionTable& table);

// -rejudge FILE: one line per game and the summary on `out`, e.g.
//   Game 4: 0-1 {Red loses by perpetual chase}
// Games without a [Variant] tag (or xqbase's [Game "Chinese Chess"]) are of -variant. Returns
// the exit code: 0 when every game agrees with its record, 1 when some differ or cannot be read,
// 2 when the file cannot be opened (message on `err`).
int runRejudge(const CliOptions& options, QTextStream& out, QTextStream& err);

} // namespace arbiter::cli
