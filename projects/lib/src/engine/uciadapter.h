#pragma once

#include "engine/protocoladapter.h"

namespace arbiter {

// UCI and UCCI. UCCI differs in the handshake word, option syntax without name/value keywords,
// relative clock fields in its own time unit, draw offers and flags on bestmove.
class UciAdapter : public ProtocolAdapter {
public:
    UciAdapter(Engine& engine, bool ucci) : ProtocolAdapter(engine), m_ucci(ucci) {}

    void startHandshake() override;
    void handleLine(std::string_view line) override;
    bool sendPing() override;
    void sendOption(const EngineOption& option, const QString& value) override;
    void newGame(const GameSetup& setup) override;
    void go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
            bool drawOffer) override;
    void ponderHit(bool drawOffer) override;
    void stop() override;
    bool sendDrawOffer() override { return false; }
    void endGame(const QString&, const QString&) override {}
    void quit() override;
    void parseStoredEvaluation(std::string_view line, MoveEvaluation* eval) override;

private:
    void handleInfo(std::string_view fields);
    void setIfAnnounced(const QString& name, const QString& value);
    QString goLine(const SearchLimits& limits, bool ponder, bool drawOffer) const;
    QString uciClock(const SearchLimits& limits) const;
    QString ucciClock(const SearchLimits& limits) const;
    QString ucciTime(qint64 ms) const;

    bool m_ucci;
    bool m_usemillisec = false;
};

} // namespace arbiter
