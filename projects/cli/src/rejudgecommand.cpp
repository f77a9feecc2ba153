#include "rejudgecommand.h"

#include "description/rulescli.h"
#include "rules/rejudge.h"

namespace arbiter::cli {

int runRejudge(const TournamentDescription& options, QTextStream& out, QTextStream& err) {
    RejudgeReport report;
    std::string error;
    if (!rejudgePgnFile(options.rejudgeFile, ruleOptions(options), &report, &error,
                        options.variant.toStdString())) {
        err << "arbiter-cli: -rejudge: " << QString::fromStdString(error) << '\n';
        err.flush();
        return 2;
    }
    for (const std::string& line : report.lines()) out << QString::fromStdString(line) << '\n';
    out.flush();
    return report.differ + report.errors > 0 ? 1 : 0;
}

} // namespace arbiter::cli
