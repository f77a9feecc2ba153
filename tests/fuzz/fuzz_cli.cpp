// arbiter-cli's command line: the input is split into arguments at newlines; every argument
// list must be accepted, answered (help, version) or refused with a message, never crash.
// (Parsing only reads files named on the command line; it never writes or starts anything.)
#include "description/cliparser.h"
#include "fuzzsupport.h"

#include <QStringList>
#include <string>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList arguments = text.split(QLatin1Char('\n'));
    const cli::CliParseResult result = cli::parseCommandLine(arguments);
    if (result.action == cli::CliParseResult::Action::Error)
        fuzz::require(!result.error.isEmpty(), "a refused command line has no message");
    // A refused command line exits 1 or 2 (docs/cli.md "Exit codes"); an accepted one, 0.
    const int code = result.exitCode();
    if (result.action != cli::CliParseResult::Action::Error) {
        fuzz::require(code == 0, "an accepted command line has a non-zero exit code");
        return 0;
    }
    const std::string error = result.error.toStdString();
    const QString arbiterLine = QStringLiteral("arbiter-cli: ") + result.problem.message;
    if (result.errorOnStdout) {
        // fastchess's errors: its message on standard output, exit code 1.
        fuzz::require(code == 1, "a fastchess error does not exit 1", error);
    } else if (code == 2) {
        // Beyond one option's value: Arbiter's line alone, which is the structured message.
        fuzz::require(result.error == arbiterLine, "an exit-2 error is not Arbiter's line alone",
                      error);
    } else {
        // An unknown option or an error of one option's value: cutechess-cli's warning first,
        // then Arbiter's line (or for an unknown option its suggestion); the structured message
        // (the GUI's) is Arbiter's, without the warning.
        fuzz::require(code == 1, "a refused command line exits neither 1 nor 2", error);
        fuzz::require(result.error.startsWith(QStringLiteral("Warning: ")),
                      "an exit-1 error does not open with cutechess-cli's warning", error);
        const bool unknownOption =
            result.problem.message.startsWith(QStringLiteral("Warning: Unknown option: "));
        fuzz::require(unknownOption || result.error.endsWith(QLatin1Char('\n') + arbiterLine),
                      "an error of an option's value does not end with Arbiter's line", error);
        fuzz::require(unknownOption ||
                          !result.problem.message.startsWith(QStringLiteral("Warning")),
                      "the structured message carries cutechess-cli's warning", error);
    }
    return 0;
}
