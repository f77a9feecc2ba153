// A GameSession's online mode (docs/gui.md, "Playing online"): the room of arbiter-server as
// this person sees it, kept from the server's events, and what the person does sent to the
// server. The server is the referee: a move entered on the board is sent and appears in the
// session's move tree only when the server's `move` event comes back (the opponent's moves
// arrive the same way, by themselves); clocks are the server's (`clock` of each event, the
// running one counted down here); the request buttons follow the `you` object of the player's
// own events; the game ends with the server's `end` event. Seats (names, ratings, avatars,
// ready marks, presence), the queue and the watchers are kept for the player bars and the
// status line. The session owns it and asks it every question a game being played answers
// (GameSession forwards them), so that the tab, the bars, the move list, the sounds and the
// board effects work as for a game played here.
#pragma once

#include "board/types.h"
#include "game/requestbudget.h"
#include "gui/online/onlineclient.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QPixmap>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <array>
#include <vector>

namespace arbiter::gui {

class GameSession;

class OnlineGame : public QObject {
    Q_OBJECT
public:
    struct Seat {
        QString name; // empty: the seat is free
        bool guest = false;
        bool engine = false; // the server's engine: its name says so ("arbiter-engine (engine)")
        int rating = 0;
        bool provisional = false;
        bool hasAvatar = false;
        QPixmap avatar; // fetched with `profile` when hasAvatar
        bool ready = false;
        bool away = false;
        qint64 claimAtMs = -1; // away: when the opponent may claim (on m_since's clock)
    };

    // Takes ownership of the client, which has been started.
    OnlineGame(GameSession* session, OnlineClient* client);
    ~OnlineGame() override;

    OnlineClient* client() const { return m_client; }
    qint64 room() const { return m_client->joined().room; }
    QString serverText() const { return m_client->joined().server.toString(); }

    // ---- Who is where ----
    // The person's seat; NoSide for a spectator and while queued.
    Side ownSide() const { return m_ownSide; }
    bool isSpectator() const { return m_client->joined().spectator; }
    int queuePlace() const { return m_queuePlace; } // 0: not in the queue
    const Seat& seat(Side side) const { return m_seats[side]; }
    // "alice (1520?)", "bob (guest)", "" for a free seat.
    QString seatLabel(Side side) const;
    int watchers() const { return m_watchers; }
    // Milliseconds until the opponent of an away player may claim; -1 when `side` is not away.
    qint64 claimInMs(Side side) const;

    // ---- The game ----
    bool hasGame() const { return m_hasGame; }
    bool isPlaying() const { return m_hasGame && !m_over; }
    bool canMove(Side side) const;
    // Sends the turn; the session shows it when the server's move event comes back.
    bool sendTurn(const std::vector<Move>& parts);
    bool hasClock(Side side) const;
    qint64 clockMs(Side side) const;
    // Byo-yomi: the periods the side has left now (-1 under other time controls).
    int periodsLeft(Side side) const;
    bool isClockRunning(Side side) const;
    const QStringList& warnings() const { return m_warnings; }
    const QStringList& counters() const { return m_counters; }
    // Jieqi: what the face-down pieces this player took were (FEN letters, in the order taken).
    const QStringList& took() const { return m_took; }

    // ---- Buttons (the `you` object of the player's events) ----
    const RequestBudget& budget() const { return m_budget; }
    bool canTakeBack(Side side) const { return may(side, "canTakeBack"); }
    bool canOfferDraw(Side side) const { return may(side, "canOfferDraw"); }
    bool canResign(Side side) const { return may(side, "canResign"); }
    void request(const QString& kind);
    void resign();
    // Abort: either player while not both sides have moved (the server's `canAbort`).
    bool canAbort() const;
    void abort();
    void answer(bool accept);
    // The seconds an incoming request has left for its answer.
    int requestSecondsLeft() const;
    // Claim Win / Claim Draw: the opponent has been away for the grace period.
    bool canClaim() const;
    void claim(bool draw);
    // Ready (before the first game) or Rematch (after one): a seated player without a game.
    bool canSayReady() const;
    bool saidReady() const { return m_ownSide != NoSide && m_seats[m_ownSide].ready; }
    // After a game, against the same opponent: the button says Rematch.
    bool isRematch() const;
    void sayReady();
    // Between games, the opponent's free seat may take one of the server's engines
    // (docs/online.md, "Engines in rooms"): the names it may seat there, none when it may not.
    QStringList enginesFor(Side side) const;
    void seatEngine(const QString& name);
    // The engine in the opponent's seat may be sent away between games.
    bool canUnseatEngine(Side side) const;
    void unseatEngine();

    // ---- Words for the tab ----
    QString title() const;
    // The connection, the queue, the watchers, an away opponent: for the status line.
    QStringList statusNotes() const;

signals:
    // Names, ratings, avatars, ready marks, presence: what the bars show of the seats.
    void seatsChanged();

private:
    // A button of the own bar that the server's `you` allows now (no request waits).
    bool may(Side side, const char* key) const;
    // What a clock shows now: its time and, under byo-yomi, the periods left.
    struct ClockFace {
        qint64 ms;
        int periods;
    };
    ClockFace clockFace(Side side) const;
    void onMessage(const QJsonObject& m);
    void onError(const QString& text, const QString& about);
    void readSnapshot(const QJsonObject& m);
    void readStart(const QJsonObject& m);
    void readMove(const QJsonObject& m);
    void readTakeBack(const QJsonObject& m);
    void readEnd(const QJsonObject& m);
    void readRequest(const QJsonObject& m);
    void readSeats(const QJsonObject& seats);
    void readPresence(Side side, bool away, qint64 claimInMs);
    void readClock(const QJsonObject& clock);
    void readYou(const QJsonObject& you);
    // Where the server says the person is: `role` player (with `side`) or queue (with `place`).
    void readPlace(const QJsonObject& you);
    void readNotes(const QJsonObject& m);
    // A new game in the session's tree: its variant, start and turns.
    bool setUpGame(const QJsonObject& game);
    // One turn of the server's (coordinates, parts joined by ',') on the tree's main line.
    bool appendTurn(const QString& text);
    // The game's end (`end` event, or the result of a snapshot); announced: sounds and words.
    void finish(const QJsonObject& result, bool announce);
    void askAnswer(const QJsonObject& request, qint64 expiresInMs);
    void fetchAvatar(Side side);
    void updateAwayTicks();
    qint64 now() const { return m_since.elapsed(); }
    QString sideWord(Side side) const;

    GameSession* m_session;
    OnlineClient* m_client;
    QElapsedTimer m_since; // the clock of claims and countdowns
    Side m_ownSide = NoSide;
    int m_queuePlace = 0;
    std::array<Seat, 2> m_seats;
    int m_watchers = 0;
    bool m_redBlack = true;
    QJsonObject m_rules;
    bool m_hasGame = false;
    std::array<QString, 2> m_lastPlayers; // the names of the game's (or the last game's) players
    bool m_over = false;
    bool m_moveSent = false; // a turn waits for the server's move event
    // The tree's plies at the end of each turn (turns of several parts take several plies).
    std::vector<int> m_turnEnds;
    // The clock as the last event told it, and since when it runs.
    std::array<qint64, 2> m_clock{-1, -1};
    std::array<int, 2> m_periods{-1, -1}; // byo-yomi periods left (-1: another control)
    std::array<bool, 2> m_inByoYomi{false, false};
    qint64 m_periodMs = 0; // the room's byo-yomi period
    Side m_running = NoSide;
    QElapsedTimer m_clockSince;
    QJsonObject m_you;
    RequestBudget m_budget;
    qint64 m_requestExpiresAtMs = -1;
    QStringList m_warnings;
    QStringList m_counters;
    QStringList m_took;
    QSet<QString> m_avatarsAsked; // names whose profile was asked for
    QTimer m_awayTicks; // refreshes the claim countdowns once a second while someone is away
};

} // namespace arbiter::gui
