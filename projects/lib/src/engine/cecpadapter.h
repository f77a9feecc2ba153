#pragma once

#include "engine/protocoladapter.h"

#include <QStringList>
#include <QTimer>

namespace arbiter {

// CECP (xboard protocol 2, with a fallback to protocol 1). The engine keeps its own board, so
// the adapter remembers what it has sent and only sends the new moves of each position.
class CecpAdapter : public ProtocolAdapter {
public:
    explicit CecpAdapter(EngineLink& link);

    void startHandshake() override;
    void handleLine(std::string_view line) override;
    bool sendPing() override;
    void sendOption(const EngineOption& option, const QString& value) override;
    void newGame(const GameSetup& setup) override;
    void go(const EnginePosition& position, const SearchLimits& limits, bool ponder,
            bool drawOffer) override;
    void ponderHit(bool) override {}
    void stop() override;
    void abandonSearch() override;
    bool pongEndsStoppedSearches() const override { return true; }
    bool sendDrawOffer() override;
    void endGame(const QString& result, const QString& comment) override;
    void quit() override;
    void parseStoredEvaluation(std::string_view line, MoveEvaluation* eval, bool withPv) override;

private:
    void handleFeatures(std::string_view fields);
    void finishFeatures();
    bool handleMove(std::string_view move); // true when taken as the engine's move
    void handleIllegalMove(std::string_view line);
    void setupBoard(const EnginePosition& position);
    void sendMove(const QString& internalMove);
    void sendEditSequence(const QString& fen);

    // Features the engine asked for.
    bool m_ping = false;
    bool m_setboard = false;
    bool m_usermove = false;
    bool m_time = true;
    bool m_sendName = false;
    bool m_nps = true;
    bool m_featuresDone = false;
    bool m_sawFeature = false;
    int m_pingCounter = 0;
    int m_lastPongWanted = 0;
    MoveFlags m_pendingFlags;
    QString m_repeatToIgnore; // a move announced in one form, to ignore in the other
    int m_repeatForm = 0;
    QTimer m_protocol1Timer; // protocol-1 engines never send "feature done=1"
    QTimer m_nudgeTimer;     // see startHandshake()

    // What the engine's board holds.
    bool m_haveBoard = false;
    QString m_boardStart;
    // The moves on the engine's board: those sent, and the engine's own as it wrote them until
    // the next search shows how the game recorded them (an engine may answer in SAN).
    QStringList m_boardMoves;
    int m_engineMoveIndex = -1; // the engine's last move in m_boardMoves, until it is checked
    QString m_lastMoveSent;
    QStringList m_setupCommands; // replayed after "new" when a position cannot be continued
    GameSetup m_setup;
};

} // namespace arbiter
