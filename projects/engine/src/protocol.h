// A protocol front-end: reads command lines, drives the engine core, writes replies. The
// protocol is chosen by the first command the engine receives (uci, xboard, ucci).
#pragma once

#include "enginecore.h"
#include "output.h"

#include <memory>
#include <string>
#include <string_view>

namespace arbiter::engine {

class Protocol {
public:
    Protocol(EngineCore& core, Output& out) : m_core(core), m_out(out) {}
    virtual ~Protocol() = default;

    virtual void handleLine(const std::string& line) = 0;
    // Input closed: stop any search and finish.
    void endOfInput() {
        m_core.abortSearch();
        m_core.waitForSearch();
        m_finished = true;
    }
    bool finished() const { return m_finished; }

protected:
    EngineCore& m_core;
    Output& m_out;
    bool m_finished = false;
};

// nullptr when `command` does not select a protocol.
std::unique_ptr<Protocol> createProtocol(std::string_view command, EngineCore& core, Output& out);

} // namespace arbiter::engine
