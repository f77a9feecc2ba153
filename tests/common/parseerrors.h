// What arbiter-cli prints for a refused command line, as the option suites compare it: the
// exit code, then the text on standard error (docs/cli.md, "Exit codes").
#pragma once

#include "description/cliparser.h"

#include <QString>
#include <QStringList>

namespace arbiter::test {

// "exit N: " and the error of the command line; "<no error>" when it is accepted.
inline QString parseErrorOf(const QStringList& args) {
    const cli::CliParseResult r = cli::parseCommandLine(args);
    if (r.action != cli::CliParseResult::Action::Error) return QStringLiteral("<no error>");
    if (r.errorOnStdout) return QStringLiteral("<error on standard output>");
    return QStringLiteral("exit %1: ").arg(r.exitCode()) + r.error;
}

// A bad value in the cutechess dialect: cutechess-cli's line for it, Arbiter's, exit code 1.
inline QString invalidValueError(const QString& option, const QString& value,
                                 const QString& message) {
    return QStringLiteral("exit 1: Warning: Invalid value for option \"%1\": \"%2\"\n"
                          "arbiter-cli: %1: %3")
        .arg(option, value, message);
}

// An error beyond one option's value (settings that do not go together): exit code 2.
inline QString commandLineError(const QString& message) {
    return QStringLiteral("exit 2: arbiter-cli: ") + message;
}

} // namespace arbiter::test
