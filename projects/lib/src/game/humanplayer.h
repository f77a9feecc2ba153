// A person at the GUI as a Player. The Game asks it for a move with go(); the GUI learns of the
// request through moveRequested() and answers with submitMove() once the person has moved on
// the board. Draw offers, resignation and clocks work as for engines: the Game measures the
// time, and the player flags itself (timeExpired) when a clocked move runs past its deadline,
// because no engine process watches a person's clock. Qt Core only: the GUI drives it.
#pragma once

#include "game/player.h"

#include <QTimer>

namespace arbiter {

class HumanPlayer : public Player {
    Q_OBJECT
public:
    explicit HumanPlayer(const QString& name, QObject* parent = nullptr);

    QString name() const override { return m_name; }
    bool isHuman() const override { return true; }

    void prepare(const GameSetup& setup) override;
    void go(const MoveRequest& request) override;
    void stop() override;
    void receiveDrawOffer() override;
    void gameOver(const GameResult& result) override;

    // Whether the Game waits for this player's move now.
    bool isToMove() const { return m_toMove; }
    // The request being answered (valid while isToMove()).
    const MoveRequest& request() const { return m_request; }
    // Whether the opponent's draw offer stands for this player's next move.
    bool hasDrawOffer() const { return m_drawOffered; }

    // The person's turn: its parts (one move in most variants), a whole legal turn in the
    // requested position (checked here, once, and read as the game board's moves: board/turn.h
    // turnOnBoard). offerDraw: the move
    // carries a draw offer (accepting one that stands, if any). Returns false, and nothing is
    // played, when no move was asked for (not this player's turn, game over) or the parts are
    // not a whole legal turn.
    bool submitTurn(const std::vector<Move>& parts, bool offerDraw = false);
    // The same from text in any notation the board reads (scripts, tests): false also when the
    // text is not a legal turn.
    bool submitMove(const QString& move, bool offerDraw = false);
    // Offers (or, when the opponent's offer stands, accepts) a draw outside a move.
    void offerDraw();
    void resign();

signals:
    void moveRequested();
    void drawOfferReceived();

private:
    // Plays a whole legal turn of the request's position.
    bool deliver(const std::vector<Move>& parts, bool offerDraw);

    QString m_name;
    MoveRequest m_request;
    QTimer m_flag; // fires at the move's deadline on a clock
    bool m_toMove = false;
    bool m_drawOffered = false;
    bool m_gameOver = false;
};

} // namespace arbiter
