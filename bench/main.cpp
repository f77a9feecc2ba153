// arbiter-bench COMMAND ARGS...: dispatches to the registered benchmark commands.
#include "benchcommand.h"

#include <cstdio>

namespace arbiter::bench {
std::vector<Command>& commands() {
    static std::vector<Command> list;
    return list;
}
} // namespace arbiter::bench

int main(int argc, char** argv) {
    using namespace arbiter::bench;
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty()) {
        for (const Command& c : commands())
            if (c.name == args[0]) return c.run({args.begin() + 1, args.end()});
        std::fprintf(stderr, "arbiter-bench: unknown command '%s'\n", args[0].c_str());
    }
    std::fprintf(stderr, "usage:\n");
    for (const Command& c : commands())
        std::fprintf(stderr, "  arbiter-bench %s\n", c.usage.c_str());
    return 2;
}
