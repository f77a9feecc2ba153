#include "protocol.h"

#include "cecpprotocol.h"
#include "ucciprotocol.h"
#include "uciprotocol.h"

namespace arbiter::engine {

std::unique_ptr<Protocol> createProtocol(std::string_view command, EngineCore& core, Output& out) {
    if (command == "uci") return std::make_unique<UciProtocol>(core, out);
    if (command == "ucci") return std::make_unique<UcciProtocol>(core, out);
    if (command == "xboard" || command == "protover")
        return std::make_unique<CecpProtocol>(core, out);
    return nullptr;
}

} // namespace arbiter::engine
