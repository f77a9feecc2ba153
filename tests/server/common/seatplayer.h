// One client's view of a room's game in the server tests, kept from the server's events as a
// client with rules of its own would keep it: the public position (a library board), the turns,
// the last event number, whose turn it is, the legal moves the server offered, the result.
// A random legal turn can be picked for it, so that tests play whole games of any rule set.
#pragma once

#include "board/board.h"

#include <QJsonObject>
#include <QStringList>
#include <memory>
#include <random>

namespace arbiter::test {

class WsClient;

class SeatPlayer {
public:
    SeatPlayer(WsClient* client, qint64 room) : m_client(client), m_room(room) {}

    // Applies one message of the server (snapshot, start, move, takeback, end; others are
    // ignored); false when it contradicts what the client knows (a move on the wrong position,
    // an event number out of order).
    bool apply(const QJsonObject& message, QString* why);
    // Applies every pending message of the client; false on the first contradiction.
    bool drain(QString* why);

    qint64 room() const { return m_room; }
    qint64 lastEvent() const { return m_lastEvent; }
    QString side() const { return m_side; } // "white", "black" or empty (spectator)
    bool myTurn() const { return !m_over && m_board && m_toMove == m_side && !m_side.isEmpty(); }
    // Over: an end event came, or a move that ended the game (its end event may follow).
    bool isOver() const { return m_over; }
    bool hasEnded() const { return m_ended; }
    const QJsonObject& result() const { return m_result; }
    const QStringList& moves() const { return m_moves; }
    int turns() const { return int(m_moves.size()); }
    QString fen() const;
    const QStringList& legal() const { return m_legal; }
    const Board* board() const { return m_board.get(); }
    QJsonObject you() const { return m_you; }
    // Errors the server sent this client, in order.
    const QStringList& errors() const { return m_errors; }
    // The opponent's request waiting for this player's answer (empty when none).
    QJsonObject requestToAnswer() const;

    // A random whole legal turn from the public position, its first part from the server's legal
    // list, the later parts of a multi-part turn from the board.
    QString randomTurn(std::mt19937& random) const;
    // Sends it as a move message and returns the text sent.
    QString playRandom(std::mt19937& random);

private:
    bool setUpGame(const QJsonObject& game, QString* why);

    WsClient* m_client;
    qint64 m_room;
    qint64 m_lastEvent = 0;
    QString m_side;
    QString m_toMove;
    std::unique_ptr<Board> m_board;
    QStringList m_moves;
    QStringList m_legal;
    QJsonObject m_you;
    QJsonObject m_result;
    QJsonObject m_request; // the last request event
    QStringList m_errors;
    bool m_over = false;
    bool m_ended = false;
};

} // namespace arbiter::test
