// arbiter-cli's -help and -version: texts of the program, not of the tournament description.
// The library's parser (description/cliparser.h) answers -help and -version with a request
// (CliParseResult::exitRequest); parseProgramArguments fills in the text, so arbiter-cli's main
// and its tests read one result.
#pragma once

#include "description/cliparser.h"

#include <functional>

namespace arbiter::cli {

// One walk over an option table in -help's order: a section's title, then each of its entries
// as a head ("-games N", "tc=TIMECONTROL") and its text ("[Arbiter] " first for an addition to
// cutechess-cli); the engine settings follow the engine options. -help and the manual page
// (climanpage.h) both format this walk, so neither can list an option the other leaves out.
struct OptionVisitor {
    std::function<void(const QString& title)> section;
    std::function<void(const QString& head, const QString& text)> entry;
};
void visitOptions(const OptionTable& table, const OptionVisitor& visitor);

// -help: generated from the option table, so that every option and engine key is listed.
QString helpText(const OptionTable& table);
// -version in the cutechess dialect (the fastchess dialect's is fastchessVersionText).
QString versionText();

// parseCommandLine, with the -help and -version texts of the dialect spoken in `output`.
CliParseResult parseProgramArguments(const QStringList& arguments, const QString& programPath = {});

} // namespace arbiter::cli
