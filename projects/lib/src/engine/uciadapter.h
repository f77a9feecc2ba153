#pragma once

#include "engine/protocoladapter.h"

#include <QByteArray>
#include <string>
#include <vector>

namespace arbiter {

// UCI and UCCI. UCCI differs in the handshake word, option syntax without name/value keywords,
// relative clock fields in its own time unit, draw offers and flags on bestmove.
class UciAdapter : public ProtocolAdapter {
public:
    UciAdapter(EngineLink& link, bool ucci) : ProtocolAdapter(link), m_ucci(ucci) {}

    void startHandshake() override;
    void handleLine(std::string_view line) override;
    bool sendPing() override;
    bool askOptionsAgain() override;
    void sendOption(const EngineOption& option, const QString& value) override;
    void newGame(const GameSetup& setup) override;
    void go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
            bool drawOffer) override;
    void ponderHit(bool drawOffer) override;
    void stop() override;
    bool sendDrawOffer() override { return false; }
    void endGame(const QString&, const QString&) override {}
    void quit() override;
    void parseStoredEvaluation(std::string_view line, MoveEvaluation* eval, bool withPv) override;

private:
    void handleInfo(std::string_view fields);
    void chooseOption(const QString& name, const QString& value);
    std::string goLine(const SearchLimits& limits, bool ponder, bool drawOffer) const;
    std::string uciClock(const SearchLimits& limits) const;
    std::string ucciClock(const SearchLimits& limits) const;
    std::string ucciTime(qint64 ms) const;

    bool m_ucci;
    bool m_usemillisec = false;
    // The last position command and what it was made of, so that the next one only appends
    // the moves played since (go()).
    QByteArray m_positionLine;
    QString m_sentFen;
    std::vector<QString> m_sentMoves;
};

} // namespace arbiter
