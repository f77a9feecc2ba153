// arbiter-cli's command line: the input is split into arguments at newlines; every argument
// list must be accepted, answered (help, version) or refused with a message, never crash.
// (Parsing only reads files named on the command line; it never writes or starts anything.)
#include "cli/cliparser.h"
#include "fuzzsupport.h"

#include <QStringList>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList arguments = text.split(QLatin1Char('\n'));
    const cli::CliParseResult result = cli::parseCommandLine(arguments);
    if (result.action == cli::CliParseResult::Action::Error)
        fuzz::require(!result.error.isEmpty(), "a refused command line has no message");
    fuzz::require(result.exitCode() ==
                      (result.action == cli::CliParseResult::Action::Error ? 2 : 0),
                  "wrong exit code");
    return 0;
}
