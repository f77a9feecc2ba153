#include "tournament/running/gamepool.h"

#include "engine/engine.h"
#include "game/engineplayer.h"

#include <QTimer>
#include <algorithm>

namespace arbiter {

namespace {

bool isAlive(const Engine* engine) {
    const auto state = engine->state();
    return state != Engine::State::Finished && state != Engine::State::Quitting;
}

// The object goes once its process is gone (quit() waits for a grace period).
void quitAndDelete(Engine* engine) {
    QObject::connect(engine, &Engine::exited, engine, &QObject::deleteLater);
    engine->quit();
}

} // namespace

GamePool::GamePool(const GamePoolSettings& settings, Hooks hooks, QObject* parent)
    : QObject(parent), m_settings(settings), m_hooks(std::move(hooks)) {}

// The games go before the seats and engines they point to (children, deleted after this).
GamePool::~GamePool() {
    m_games.clear();
    // Their exits are no news now (poolEngine()'s and settleEngine()'s handlers).
    for (Engine* e : findChildren<Engine*>(Qt::FindDirectChildrenOnly))
        disconnect(e, nullptr, this, nullptr);
    for (auto& [player, engines] : m_idleEngines)
        for (Engine* e : engines) e->kill();
}

const GamePool::RunningGame* GamePool::find(int number) const {
    for (const auto& game : m_games)
        if (game->number == number) return game.get();
    return nullptr;
}

bool GamePool::waitsForEngine(int white, int black) const {
    for (int p : {white, black}) {
        auto idle = m_idleEngines.find(p);
        if (idle != m_idleEngines.end() && !idle->second.empty()) continue;
        auto settling = m_settlingEngines.find(p);
        if (settling != m_settlingEngines.end() && !settling->second.empty()) return true;
    }
    return false;
}

GamePool::RunningGame* GamePool::add(int number, int white, int black,
                                     const GameSettings& settings) {
    auto running = std::make_unique<RunningGame>();
    running->number = number;
    running->players[White] = white;
    running->players[Black] = black;
    running->startTime = QDateTime::currentDateTime();
    for (Side side : {White, Black}) {
        const int p = running->players[side];
        Engine* engine = acquireEngine(p);
        running->engines[side] = engine;
        auto* seat = new EnginePlayer(engine, this);
        if (m_hooks.seated) m_hooks.seated(p, seat, *running);
        running->seats[side] = seat;
    }
    running->game = std::make_unique<Game>(settings, running->seats[White], running->seats[Black]);
    RunningGame* raw = running.get();
    connect(
        raw->game.get(), &Game::finished, this, [this, raw] { onGameFinished(raw); },
        Qt::QueuedConnection);
    m_games.push_back(std::move(running));
    return raw;
}

void GamePool::begin(RunningGame* running, const QString& setupError) {
    QString error = setupError;
    if (error.isEmpty() && running->game->start(&error)) return;
    Q_EMIT message(QStringLiteral("Game %1 cannot start: %2").arg(running->number).arg(error));
    running->game->abort(error);
}

void GamePool::onGameFinished(RunningGame* running) {
    auto it = std::find_if(m_games.begin(), m_games.end(),
                           [running](const auto& g) { return g.get() == running; });
    if (it == m_games.end()) return;
    std::unique_ptr<RunningGame> owned = std::move(*it);
    m_games.erase(it);
    ++m_recording;
    m_hooks.finished(std::move(owned));
}

void GamePool::release(std::unique_ptr<RunningGame> running) {
    if (!running) return;
    --m_recording;
    using T = GameResult::Termination;
    const GameResult& result = running->game->result();
    const bool engineFault =
        result.termination() == T::Disconnection || result.termination() == T::StalledConnection;
    for (Side side : {White, Black}) {
        releaseEngine(running->players[side], running->engines[side], running->number,
                      engineFault && result.loserSide() == side);
        running->seats[side]->deleteLater();
    }
    running->game.release()->deleteLater();
}

void GamePool::abortAll(const QString& reason) {
    for (auto& running : m_games) running->game->abort(reason);
}

void GamePool::abortGamesOf(const Engine* engine, const QString& reason) {
    for (auto& running : m_games)
        if (running->engines[White] == engine || running->engines[Black] == engine)
            running->game->abort(reason);
}

void GamePool::quitIdleEngines(const std::function<bool(int player)>& which) {
    for (auto& [player, engines] : m_idleEngines) {
        if (!which(player)) continue;
        for (Engine* e : engines) quitAndDelete(e);
        engines.clear();
    }
}

Engine* GamePool::acquireEngine(int player) {
    auto& idle = m_idleEngines[player];
    while (!idle.empty()) {
        Engine* e = idle.back();
        idle.pop_back();
        disconnect(e, &Engine::exited, this, nullptr); // poolEngine()'s watch
        if (isAlive(e)) return e;
        e->deleteLater(); // it died a moment ago (its exit not handled yet): a new one plays
    }
    auto* engine = new Engine(m_hooks.configuration(player), this);
    engine->setEvaluationMode(m_settings.everyEvaluation ? Engine::EvaluationMode::EveryLine
                                                         : Engine::EvaluationMode::FinalOnly);
    if (m_hooks.engineCreated) m_hooks.engineCreated(engine, player);
    return engine;
}

namespace {
QString lostAfterGame(const Engine* engine, int number) {
    return (engine->hasStalled() ? QStringLiteral("stopped answering after game %1")
                                 : QStringLiteral("crashed after game %1"))
        .arg(number);
}
} // namespace

void GamePool::releaseEngine(int player, Engine* engine, int number, bool faultScored) {
    if (!engine) return;
    const bool alive = isAlive(engine);
    const bool restart = engine->restartsBetweenGames();
    if (alive && !restart && !engine->isSettled()) {
        settleEngine(player, engine, number);
        return;
    }
    if (alive && !restart) {
        poolEngine(player, engine);
        return;
    }
    if (alive) return quitAndDelete(engine);
    engine->deleteLater();
    // Dead though its game did not score that (killed for not answering after it lost on time,
    // say): reported, not charged to its next game (which used to be lost "because the engine
    // crashed earlier").
    if (!faultScored) reportLost(player, lostAfterGame(engine, number));
}

void GamePool::poolEngine(int player, Engine* engine) {
    m_idleEngines[player].push_back(engine);
    connect(engine, &Engine::exited, this, [this, player, engine] {
        auto& idle = m_idleEngines[player];
        auto it = std::find(idle.begin(), idle.end(), engine);
        if (it == idle.end()) return;
        idle.erase(it);
        disconnect(engine, &Engine::exited, this, nullptr);
        engine->deleteLater();
        if (!m_closed) reportLost(player, QStringLiteral("crashed between games"));
    });
}

void GamePool::reportLost(int player, const QString& what) {
    if (!m_settings.recover && !m_closed) Q_EMIT engineLost(player, what);
}

void GamePool::settleEngine(int player, Engine* engine, int number) {
    // Lost on time while thinking, say: the engine is pooled once it has answered what it owes
    // (the dropped move, the ping); if it stalls instead it is killed and reported.
    m_settlingEngines[player].push_back(engine);
    auto leave = [this, player, engine] {
        auto& list = m_settlingEngines[player];
        auto it = std::find(list.begin(), list.end(), engine);
        if (it == list.end()) return false;
        list.erase(it);
        for (auto signal : {&Engine::settled, &Engine::exited})
            disconnect(engine, signal, this, nullptr);
        return true;
    };
    connect(engine, &Engine::settled, this, [this, player, engine, leave] {
        if (!leave()) return;
        if (m_closed) return quitAndDelete(engine);
        poolEngine(player, engine);
        Q_EMIT engineAvailable();
    });
    connect(engine, &Engine::exited, this, [this, player, engine, leave, number] {
        if (!leave()) return;
        engine->deleteLater();
        if (m_closed) return;
        reportLost(player, lostAfterGame(engine, number));
        Q_EMIT engineAvailable();
    });
}

void GamePool::close() {
    if (m_closed) return;
    m_closed = true;
    quitIdleEngines([](int) { return true; });
    closeOnceEnginesExit();
}

void GamePool::closeOnceEnginesExit() {
    // closed() waits until every engine process has ended: each gets its quit grace period
    // (then it is killed), so an engine saving files on quit is not cut short by the program
    // exiting, and none is left behind, running or unreaped, when it does.
    if (m_closedEmitted) return;
    bool waiting = false;
    for (Engine* e : findChildren<Engine*>(Qt::FindDirectChildrenOnly)) {
        e->quit(); // those still settling, say; no-op for those already quitting
        if (e->state() == Engine::State::Finished) continue; // (one never started is at once)
        waiting = true;
        connect(e, &Engine::exited, this, &GamePool::closeOnceEnginesExit, Qt::UniqueConnection);
        // One deleted while quitting (its process killed by the destructor) never says exited.
        connect(e, &QObject::destroyed, this, &GamePool::closeOnceEnginesExitLater,
                Qt::UniqueConnection);
    }
    if (waiting) return;
    m_closedEmitted = true;
    Q_EMIT closed();
}

void GamePool::closeOnceEnginesExitLater() {
    QTimer::singleShot(0, this, &GamePool::closeOnceEnginesExit);
}

} // namespace arbiter
