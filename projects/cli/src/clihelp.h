// arbiter-cli's -help and -version: texts of the program, not of the tournament description.
// The library's parser (description/cliparser.h) answers -help and -version with a request
// (CliParseResult::exitRequest); parseProgramArguments fills in the text, so arbiter-cli's main
// and its tests read one result.
#pragma once

#include "description/cliparser.h"

namespace arbiter::cli {

// -help: generated from the option table, so that every option and engine key is listed.
QString helpText(const OptionTable& table);
// -version in the cutechess dialect (the fastchess dialect's is fastchessVersionText).
QString versionText();

// parseCommandLine, with the -help and -version texts of the dialect spoken in `output`.
CliParseResult parseProgramArguments(const QStringList& arguments, const QString& programPath = {});

} // namespace arbiter::cli
