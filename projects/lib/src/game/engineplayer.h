// A Player backed by an Engine process. The engine itself is owned by whoever pools engines
// (the tournament runner or the GUI) and outlives the player, which is made per game.
#pragma once

#include "engine/engine.h"
#include "game/player.h"
#include "pgn/random.h"

#include <QMetaObject>
#include <QPointer>
#include <memory>
#include <vector>

namespace arbiter {

class PolyglotBook;

class EnginePlayer : public Player {
    Q_OBJECT
public:
    EnginePlayer(Engine* engine, QObject* parent = nullptr);
    ~EnginePlayer() override;

    QString name() const override;
    bool isAlive() const override;
    bool trustsOwnClaims() const override { return m_engine && m_engine->configuration().trust; }
    bool speaksDraws() const override {
        return m_engine && m_engine->configuration().protocol != EngineProtocol::Uci;
    }
    Engine* engine() const { return m_engine; }
    // Moves from this Polyglot book are played without asking the engine while the game is
    // within maxPlies plies (0: no limit) and the book knows the position.
    void setOpeningBook(std::shared_ptr<PolyglotBook> book, int maxPlies, uint64_t seed);

    void prepare(const GameSetup& setup) override;
    void go(const MoveRequest& request) override;
    void ponder(const MoveRequest& request) override;
    void stop() override;
    void receiveDrawOffer() override;
    void gameOver(const GameResult& result) override;

private:
    bool playBookMove(const MoveRequest& request);
    // The engine's move text (internal coordinates: Engine converted its dialect) read on the
    // board of the request it answers.
    PlayerTurn readTurn(const QString& text, MoveFlags flags) const;
    // Whether the engine is to think on the opponent's time: the ponder setting, and a protocol
    // the manager ponders for (UCI and UCCI engines with a Ponder option). CECP engines ponder
    // by themselves after "hard".
    bool pondersOnRequest() const;
    // go() for the position the engine pondered on: ponderhit instead of a new search.
    bool takePonderHit(const MoveRequest& request);
    void onEngineReady();
    void startGameOnEngine();

    QPointer<Engine> m_engine;
    GameSetup m_setup;
    bool m_waitingForStart = false;
    bool m_waitingForSync = false; // isready / ping sent after the new game, no answer yet
    bool m_thinking = false;
    const Board* m_board = nullptr; // the board of the request being answered
    bool m_timed = false;           // the current search runs against a clock
    QString m_expectedReply;        // the ponder move of the engine's last move
    bool m_pondering = false;
    EnginePosition m_ponderPosition; // what the engine ponders on (ending with its guess)
    std::vector<QMetaObject::Connection> m_connections;
    std::shared_ptr<PolyglotBook> m_book;
    int m_bookMaxPlies = 0;
    bool m_outOfBook = false;
    Random m_bookRandom;
};

} // namespace arbiter
