// arbiter-bench sub-commands register themselves here: name, usage line and entry point.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace arbiter::bench {

struct Command {
    std::string name;
    std::string usage;
    std::function<int(const std::vector<std::string>& args)> run;
};

std::vector<Command>& commands();

struct Registration {
    explicit Registration(Command c) { commands().push_back(std::move(c)); }
};

} // namespace arbiter::bench
