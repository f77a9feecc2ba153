#include "rulescli.h"

namespace arbiter::cli {

RuleOptions ruleOptions(const TournamentDescription& options) {
    RuleOptions rules;
    rules.rMobility = options.rMobility;
    rules.xiangqi = options.xiangqi;
    return rules;
}

void addRejudgeOptions(OptionTable& table) {
    OptionSpec rejudge;
    rejudge.name = QStringLiteral("-rejudge");
    rejudge.syntax = QStringLiteral("FILE");
    rejudge.minValues = 1;
    rejudge.maxValues = 1;
    rejudge.help = QStringLiteral(
        "replay every game of the PGN FILE under the rules the other options give (r-Mobility "
        "options for chess, the -xq options for xiangqi, else the standard rules), print each "
        "judged result and whether it differs from the recorded one, and exit (0: all agree, "
        "1: some differ or cannot be read); games without a variant tag are of -variant");
    rejudge.section = OptionSection::General;
    rejudge.arbiterExtension = true;
    rejudge.handler = [](const QStringList& v, ParseState& s) {
        s.options.rejudgeFile = v[0];
        s.earlyExit = ParseState::EarlyExit::Rejudge;
        return QString();
    };
    table.add(rejudge);
}

} // namespace arbiter::cli
