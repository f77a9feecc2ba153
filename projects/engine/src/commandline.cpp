#include "commandline.h"

#include "version/version.h"

namespace arbiter::engine {

namespace {
const char* const kHelp =
    "Usage: arbiter-engine [--version | --help]\n"
    "\n"
    "Arbiter's built-in chess, chess-variant and xiangqi engine. It reads commands on stdin;\n"
    "the first one picks the protocol: uci (UCI), xboard or protover (CECP), ucci (UCCI).\n"
    "\n"
    "  --version    print the version and exit\n"
    "  --help       print this help and exit\n";
} // namespace

CommandLineAnswer answerCommandLine(const std::vector<std::string>& arguments) {
    CommandLineAnswer answer;
    if (arguments.empty()) return answer;
    answer.exit = true;
    const std::string& first = arguments.front();
    if (arguments.size() == 1 && (first == "--version" || first == "-v")) {
        answer.output = versionLine("arbiter-engine") + '\n';
    } else if (arguments.size() == 1 && (first == "--help" || first == "-h")) {
        answer.output = kHelp;
    } else {
        const std::string& bad =
            (first == "--version" || first == "-v" || first == "--help" || first == "-h")
                ? arguments[1]
                : first;
        answer.exitCode = 2;
        answer.error = "arbiter-engine: unknown argument '" + bad +
                       "': the engine takes only --version or --help; its commands (uci, "
                       "xboard, ucci) come on stdin\n";
    }
    return answer;
}

} // namespace arbiter::engine
