// arbiter-cli's command line: the input is split into arguments at newlines; every argument
// list must be accepted, answered (help, version) or refused with a message, never crash.
// (Parsing only reads files named on the command line; it never writes or starts anything.)
#include "description/cliparser.h"
#include "fuzzsupport.h"

#include <QStringList>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList arguments = text.split(QLatin1Char('\n'));
    const cli::CliParseResult result = cli::parseCommandLine(arguments);
    if (result.action == cli::CliParseResult::Action::Error)
        fuzz::require(!result.error.isEmpty(), "a refused command line has no message");
    // A refused command line exits 2 (usage error), or 1 where the dialect's tool does
    // (cutechess-cli's unknown option, fastchess's errors); anything else exits 0.
    const int code = result.exitCode();
    if (result.action == cli::CliParseResult::Action::Error)
        fuzz::require(code == 1 || code == 2, "a refused command line exits neither 1 nor 2");
    else
        fuzz::require(code == 0, "an accepted command line has a non-zero exit code");
    return 0;
}
