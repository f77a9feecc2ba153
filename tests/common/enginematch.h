// One game between two engine processes through the library's Game, for the suites that play
// whole games without arbiter-cli (tests/game, tests/xiangqi_cli).
#pragma once

#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/game.h"

#include <QSignalSpy>
#include <QtGlobal>

namespace arbiter::test {

inline TimeControl depthLimited(int depth) {
    TimeControl tc = TimeControl::infinite();
    tc.setDepthLimit(depth);
    return tc;
}

// Plays one game to its end and returns the result; the engines are owned here. `white` moves
// first (Red in xiangqi). A game still running after `finishLimitMs` is a hung test: it aborts.
struct EngineMatch {
    Engine white, black;
    EnginePlayer whitePlayer, blackPlayer;
    Game game;
    int finishLimitMs;
    EngineMatch(const EngineConfiguration& w, const EngineConfiguration& b, const GameSettings& s,
                int finishLimit = 300000)
        : white(w), black(b), whitePlayer(&white), blackPlayer(&black),
          game(s, &whitePlayer, &blackPlayer), finishLimitMs(finishLimit) {}
    GameResult play() {
        QSignalSpy done(&game, &Game::finished);
        QString error;
        if (!game.start(&error)) qFatal("game did not start: %s", qPrintable(error));
        if (done.isEmpty() && !done.wait(finishLimitMs)) qFatal("game did not finish");
        white.quit();
        black.quit();
        return game.result();
    }
};

} // namespace arbiter::test
