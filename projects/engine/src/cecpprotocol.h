// CECP (xboard/WinBoard protocol 2) front-end. Unlike UCI the engine keeps the game: it plays
// the moves it receives, thinks when it is its turn (unless in force mode) and plays its own
// move on its board. Draw offers arrive as "draw" and are accepted or made with "offer draw";
// resignation is "resign".
#pragma once

#include "protocol.h"

#include <atomic>
#include <string>
#include <vector>

namespace arbiter::engine {

class CecpProtocol final : public Protocol {
public:
    using Protocol::Protocol;
    void handleLine(const std::string& line) override;

private:
    using Words = std::vector<std::string>;

    void sendFeatures();
    void newGame();
    void userMove(const std::string& text);
    void thinkIfOurTurn();
    void setSideToMove(Side side);
    void setLevel(const Words& words);
    void setOption(const std::string& assignment);
    void error(const std::string& kind, const std::string& command);
    SearchLimits limitsForThisMove() const;
    std::string resultForNoMoves() const;
    // Commands answered while the engine thinks; false for those that need it to stop.
    bool handleDuringSearch(const Words& words);

    bool m_force = false;
    Side m_engineSide = Black; // the side the engine plays when not in force mode
    std::atomic<bool> m_post{false};
    std::atomic<bool> m_gameOver{false};
    bool m_drawOfferPending = false;

    // Time control: "level", "st", "sd", "nps", and the clocks from "time"/"otim".
    int m_levelMoves = 40;
    int64_t m_levelBaseMs = 5 * 60 * 1000;
    int64_t m_levelIncMs = 0;
    int64_t m_moveTimeMs = -1; // "st"
    int m_depthLimit = 0;      // "sd"
    int64_t m_nps = 0;         // "nps"
    int64_t m_ownTimeMs = -1;  // "time" (centiseconds on the wire)
};

} // namespace arbiter::engine
