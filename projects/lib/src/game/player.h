// A participant of a game as the Game sees it: engines (EnginePlayer) and people (HumanPlayer,
// driven by the GUI) look the same. Every answer comes back as a signal; the Game measures time.
#pragma once

#include "board/types.h"
#include "engine/enginetypes.h"
#include "engine/moveevaluation.h"
#include "rules/result.h"

#include <QObject>
#include <QString>
#include <vector>

namespace arbiter {

class Board;

// A turn as a player hands it to the Game: its parts (one move in most variants; the parts of a
// multi-part turn, board/turn.h), a whole legal turn on the request's board. No parts: what the
// player said is not a legal turn there (or it had no move); `text` keeps what it said, for the
// verdict ("makes an illegal move: e2e5").
struct PlayerTurn {
    std::vector<Move> parts;
    QString text;
};

struct MoveRequest {
    EnginePosition position; // start FEN + moves in internal coordinate notation
    SearchLimits limits;     // clock state and depth/node/time limits for this move
    int ply = 0;             // plies played in the game so far
    // The game's board at `position`; valid while the request stands (until the player
    // answers, or stop() or gameOver() withdraws it).
    const Board* board = nullptr;
};

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~Player() override = default;

    virtual QString name() const = 0;
    virtual bool isHuman() const { return false; }
    // Whether the player can still play (engine process alive and answering).
    virtual bool isAlive() const { return true; }
    // Whether the player's result claims are accepted without checking (engine "trust").
    virtual bool trustsOwnClaims() const { return false; }
    // Whether the player can offer and answer draws itself (UCI engines cannot: the manager
    // may speak for them, see DrawOfferSettings).
    virtual bool speaksDraws() const { return true; }

    // Gets ready for a new game; ready() or failed() follows (possibly at once).
    virtual void prepare(const GameSetup& setup) = 0;
    // Asks for a move; moved() follows with the turn read on request.board (or resigned(),
    // disconnected(), stalled(), ...).
    virtual void go(const MoveRequest& request) = 0;
    // The opponent was asked to move in request.position. A player that thinks on the
    // opponent's time (an engine with the ponder setting) may search its expected reply
    // meanwhile; its clock does not run. request.limits are this player's clocks as they
    // stand. go() follows with the opponent's move played, or stop().
    virtual void ponder(const MoveRequest& request) { (void)request; }
    // Stops thinking and pondering; an answer still due is dropped (the game ended, the flag
    // fell, a move was taken back).
    virtual void stop() = 0;
    // The opponent offers a draw: it stands for this player's next move.
    virtual void receiveDrawOffer() {}
    // The game is over.
    virtual void gameOver(const GameResult& result) { (void)result; }

signals:
    void ready();
    void failed(const QString& reason);
    void moved(const arbiter::PlayerTurn& turn, const arbiter::MoveEvaluation& evaluation,
               arbiter::MoveFlags flags);
    void thinking(const arbiter::MoveEvaluation& evaluation);
    void drawOffered();
    void resigned();
    void resultClaimed(const QString& result, const QString& comment);
    void disconnected(const QString& reason);
    void stalled();
    void timeExpired();
};

} // namespace arbiter
