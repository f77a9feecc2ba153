// UCI front-end. UCI has no draw offers or resignation: the engine always answers with a move.
#pragma once

#include "ucifamily.h"

namespace arbiter::engine {

class UciProtocol final : public UciFamilyProtocol {
public:
    using UciFamilyProtocol::UciFamilyProtocol;

protected:
    const char* handshakeCommand() const override { return "uci"; }
    const char* handshakeDone() const override { return "uciok"; }
    ProtocolMask optionMask() const override { return ForUci; }
    std::string optionLine(const OptionDef& option, const std::string& value) const override;
    bool parseSetOption(const Words& words, std::string* name, std::string* value,
                        std::string* error) const override;
    bool parseGo(const Words& words, SearchLimits* limits, bool* drawOffered,
                 std::string* error) const override;
    void sendIteration(const IterationReport& report) override;
    void sendBestMove(const SearchOutcome& outcome) override;
    void sendMessage(const std::string& text) override;
    bool handleOther(const Words& words) override;
};

} // namespace arbiter::engine
