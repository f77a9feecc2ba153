// arbiter-engine's command line. The engine takes its commands on stdin (the first one picks
// UCI, CECP or UCCI, main.cpp), so its only arguments are --version and --help; anything else is
// a mistake worth saying rather than ignoring.
#pragma once

#include <string>
#include <vector>

namespace arbiter::engine {

struct CommandLineAnswer {
    bool exit = false;  // print and stop instead of reading commands
    int exitCode = 0;   // 0, or 2 for an argument the engine does not take
    std::string output; // for stdout
    std::string error;  // for stderr
};

// `arguments` without the program name.
CommandLineAnswer answerCommandLine(const std::vector<std::string>& arguments);

} // namespace arbiter::engine
