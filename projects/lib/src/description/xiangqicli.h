// Xiangqi on arbiter-cli's command line (docs/xiangqi.md, "Running xiangqi tournaments"):
//   -xqrepetition N                  judge repetitions at the Nth occurrence (default 3; 2: at
//                                    the first repeat; 0: no repetition rules)
//   -xqmovelimit N                   N moves per side without a capture draw (default 60; 0 off)
//   -xqcheckcap N                    each side's checks count toward it at most N times (10)
//   -xqmaterialdraws off|strict|mateinone   automatic material draws (default strict)
//   -xqnotation wxf|iccs|chinese|chinese-traditional   the moves written by -pgnout
// The rule options fill TournamentDescription::xiangqi (RuleOptions::xiangqi of every game and of
// -rejudge); the notation goes to the runner's PGN writer.
#pragma once

#include "optiontable.h"

namespace arbiter::cli {

// The options above (OptionSection::Xiangqi) and their whole-command-line check.
void addXiangqiOptions(OptionTable& table);
// The xiangqi options need a xiangqi variant; -xqnotation needs -pgnout. Returns the complete
// message (without "arbiter-cli: ") or "".
QString checkXiangqiOptions(const ParseState& state);
// The options above that differ from their defaults, as arguments
// (TournamentDescription::toArguments).
QStringList xiangqiArguments(const TournamentDescription& options);
// The values of -xqmaterialdraws and -xqnotation by name, for a front-end that fills
// TournamentDescription from a list of them: false / nullopt for a name that is not one.
bool setXiangqiMaterialDraws(const QString& name, XiangqiRuleOptions* rules);
std::optional<Notation> xiangqiNotationNamed(const QString& name);

} // namespace arbiter::cli
