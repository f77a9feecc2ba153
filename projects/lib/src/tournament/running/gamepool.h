// The games a runner plays at once and the engines that play them, shared by tournaments
// (TournamentRunner) and evolutionary tuning (EvolutionRunner). A game is added between two
// players (numbered by the runner); each player's engine is taken from its idle engines or
// created, and after the game it goes back to them (or first settles what it owes from an
// abandoned search, or quits when it restarts between games). An engine that died goes: the
// player's next game gets a new process, whatever it did earlier (no later game is charged with
// it); one that crashed or stopped answering outside a game's result (after its game ended, or
// between games) is reported without -recover (engineLost()), for the runner to decide.
// close() quits every engine and reports closed() once their processes ended.
// The runner keeps the rest: which game comes next, what a finished game means, its outputs.
#pragma once

#include "engine/engineconfiguration.h"
#include "game/game.h"

#include <QDateTime>
#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace arbiter {

class Engine;
class EnginePlayer;

struct GamePoolSettings {
    // Without it an engine lost outside a game's result is reported (engineLost()).
    bool recover = true;
    bool everyEvaluation = false; // parse every engine info line (GUI); else only the final one
};

class GamePool : public QObject {
    Q_OBJECT
public:
    // One running game; the runner gives its number (the game's number in its output).
    struct RunningGame {
        int number = 0;
        int players[2] = {-1, -1}; // White (Red), Black
        Engine* engines[2] = {nullptr, nullptr};
        Player* seats[2] = {nullptr, nullptr}; // the game's players
        std::unique_ptr<Game> game;
        QDateTime startTime;
    };
    struct Hooks {
        // How to start a player's engine, asked when the player has no idle engine.
        std::function<EngineConfiguration(int player)> configuration;
        // Each engine created, before any game sees it: the runner connects what it listens
        // to (a failed start, the variants it announces, traffic) and sets its time-outs.
        std::function<void(Engine* engine, int player)> engineCreated;
        // Each player's seat before the game starts (opening books); may be empty.
        std::function<void(int player, EnginePlayer* seat, const RunningGame& game)> seated;
        // A game ended: the runner records it, then gives it back with release().
        std::function<void(std::unique_ptr<RunningGame> game)> finished;
    };

    GamePool(const GamePoolSettings& settings, Hooks hooks, QObject* parent = nullptr);
    ~GamePool() override;

    // The games running and those handed to the runner (Hooks::finished) and not yet released:
    // a runner that stops while it records a game does not close the pool under it.
    int size() const { return int(m_games.size()) + m_recording; }
    // The running game with this number, else nullptr.
    const RunningGame* find(int number) const;
    // Whether a game between these players would wait for an engine that still owes answers
    // from its last game (see settleEngine()): it can start once engineAvailable() is emitted.
    bool waitsForEngine(int white, int black) const;

    // Creates the game and its seats; the runner announces it, then calls begin().
    RunningGame* add(int number, int white, int black, const GameSettings& settings);
    // Starts the game, or aborts it (with a "Game N cannot start" message) when setupError is
    // set or the game cannot start.
    void begin(RunningGame* game, const QString& setupError = {});
    // After finished: the engines go back to their players (or quit), the game is deleted.
    void release(std::unique_ptr<RunningGame> game);
    // Aborts every running game (each still reports finished).
    void abortAll(const QString& reason);
    // Aborts the running games one of whose engines is `engine`.
    void abortGamesOf(const Engine* engine, const QString& reason);
    // Quits the idle engines of the players `which` names (members that left a population);
    // engines in games stay.
    void quitIdleEngines(const std::function<bool(int player)>& which);
    // No more games: quits every engine and emits closed() once all their processes ended.
    void close();

signals:
    // An engine that was settling is back, or gone: a held game may start now.
    void engineAvailable();
    // Without recover: the player's engine crashed or stopped answering outside a game's
    // result, `what` says which and when ("stopped answering after game 3", "crashed between
    // games"); its next game gets a new process. Emitted while a game is released, say: the
    // runner connects it queued, so it learns of it once the game is reported.
    void engineLost(int player, const QString& what);
    void message(const QString& text);
    void closed();

private:
    Engine* acquireEngine(int player);
    // `faultScored`: its game's result is its disconnection or stall.
    void releaseEngine(int player, Engine* engine, int number, bool faultScored);
    void settleEngine(int player, Engine* engine, int number);
    // An idle engine waiting for its next game; one that dies there is let go (and reported).
    void poolEngine(int player, Engine* engine);
    void reportLost(int player, const QString& what);
    void onGameFinished(RunningGame* game);
    void closeOnceEnginesExit();
    // closeOnceEnginesExit() once the event loop is back (an engine deleted while quitting).
    void closeOnceEnginesExitLater();

    GamePoolSettings m_settings;
    Hooks m_hooks;
    std::vector<std::unique_ptr<RunningGame>> m_games;
    std::map<int, std::vector<Engine*>> m_idleEngines; // per player
    // Per player: engines that owe answers from their last game (see settleEngine()).
    std::map<int, std::vector<Engine*>> m_settlingEngines;
    int m_recording = 0; // games handed to Hooks::finished, not yet released
    bool m_closed = false;
    bool m_closedEmitted = false;
};

} // namespace arbiter
