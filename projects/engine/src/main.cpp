// arbiter-engine: reads commands on stdin (this thread), searches on a second thread, and
// speaks UCI, CECP (xboard) or UCCI as chosen by the first command ("uci", "xboard" or
// "protover", "ucci"). Its only arguments are --version and --help (commandline.h).
#include "commandline.h"
#include "enginecore.h"
#include "output.h"
#include "protocol.h"
#include "textutil.h"

#include <iostream>
#include <string>

int main(int argc, char** argv) {
    using namespace arbiter::engine;
    const CommandLineAnswer answer =
        answerCommandLine(std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + argc));
    if (answer.exit) {
        std::cout << answer.output;
        std::cerr << answer.error;
        return answer.exitCode;
    }
    std::ios::sync_with_stdio(false);
    // std::cin is tied to std::cout: every read would flush cout from this thread, racing the
    // search thread's (mutex-guarded) output and duplicating lines. Output flushes itself.
    std::cin.tie(nullptr);
    Output out(std::cout);
    EngineCore core;
    std::unique_ptr<Protocol> protocol;

    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!protocol) {
            const std::vector<std::string> words = splitWords(line);
            if (words.empty()) continue;
            if (words[0] == "quit") return 0;
            protocol = createProtocol(words[0], core, out);
            if (!protocol) {
                out.line("Error (unknown command): " + line +
                         " (start with uci, xboard or ucci to choose a protocol)");
                continue;
            }
        }
        protocol->handleLine(line);
        if (protocol->finished()) return 0;
    }
    if (protocol) protocol->endOfInput();
    return 0;
}
