// UCCI front-end (xqbase's Universal Chinese Chess Protocol): "ucci"/"ucciok", options and
// setoption without name/value keywords, go time/increment/opptime (seconds unless usemillisec),
// go draw / ponderhit draw, bestmove ... draw|resign, nobestmove, banmoves, probe, bye.
#pragma once

#include "ucifamily.h"

namespace arbiter::engine {

class UcciProtocol final : public UciFamilyProtocol {
public:
    UcciProtocol(EngineCore& core, Output& out);

protected:
    const char* handshakeCommand() const override { return "ucci"; }
    const char* handshakeDone() const override { return "ucciok"; }
    ProtocolMask optionMask() const override { return ForUcci; }
    std::string optionLine(const OptionDef& option, const std::string& value) const override;
    bool parseSetOption(const Words& words, std::string* name, std::string* value,
                        std::string* error) const override;
    bool parseGo(const Words& words, SearchLimits* limits, bool* drawOffered,
                 std::string* error) const override;
    void sendIteration(const IterationReport& report) override;
    void sendBestMove(const SearchOutcome& outcome) override;
    void sendMessage(const std::string& text) override;
    bool handleOther(const Words& words) override;
    bool handleDuringSearch(const Words& words) override;
    void stopWhileIdle() override;
    void quitting() override;

private:
    void handleProbe(const Words& words);
};

} // namespace arbiter::engine
