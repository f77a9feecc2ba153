#pragma once

#include "engine/enginelink.h"
#include "engine/enginetypes.h"

#include <string_view>

namespace arbiter {

// A translator between an Engine and one protocol: the Engine's requests become the protocol's
// text (EngineLink::send), the engine's lines become EngineEvents the Engine applies
// (EngineLink::apply). It keeps what the protocol needs remembered (features, what the engine's
// board holds, the last position command) and reads the Engine's state only through its link.
// One adapter per protocol family: UciAdapter (UCI and UCCI), CecpAdapter (xboard).
class ProtocolAdapter {
public:
    explicit ProtocolAdapter(EngineLink& link) : m_link(link) {}
    virtual ~ProtocolAdapter() = default;
    ProtocolAdapter(const ProtocolAdapter&) = delete;
    ProtocolAdapter& operator=(const ProtocolAdapter&) = delete;

    virtual void startHandshake() = 0;
    virtual void handleLine(std::string_view line) = 0;
    // After the handshake and the configured options: make sure the engine has read everything
    // (isready / ping). Returns false when the protocol has no way to ask.
    virtual bool sendPing() = 0;
    // Asks the engine to announce its options again (UCI: "uci"), whose answer ends in a second
    // HandshakeDone event; false when the protocol has no way to ask.
    virtual bool askOptionsAgain() { return false; }
    virtual void sendOption(const EngineOption& option, const QString& value) = 0;
    virtual void newGame(const GameSetup& setup) = 0;
    virtual void go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
                    bool drawOffer) = 0;
    virtual void ponderHit(bool drawOffer) = 0;
    virtual void stop() = 0;
    // Stops a search whose result is not wanted (the Engine drops the answer).
    virtual void abandonSearch() { stop(); }
    // True when the engine's answer to a ping comes after everything it will say about the
    // commands before it (CECP), so a stopped search that has not moved by then never will.
    virtual bool pongEndsStoppedSearches() const { return false; }
    // Sends a draw offer at once if the protocol has a command for it; returns false when the
    // offer must ride on the next search command (UCCI) or cannot be sent (UCI).
    virtual bool sendDrawOffer() = 0;
    virtual void endGame(const QString& result, const QString& comment) = 0;
    virtual void quit() = 0;
    // FinalOnly evaluation mode: parse the stored raw line of the search (its PV if withPv).
    virtual void parseStoredEvaluation(std::string_view line, MoveEvaluation* eval,
                                       bool withPv) = 0;

protected:
    EngineLink& m_link;
};

} // namespace arbiter
