// The game of an online room, as the server holds it (docs/online.md, "The rules of a room's
// game"): the true board (in jieqi it knows the deal), the judges of the variant, the two
// server-owned clocks and the players' requests under the design's limits (game/requestbudget.h:
// take-backs, draw offers, resignation), with the answer limit of a request, the first-move
// limit and abort. Every turn is checked here on the library's board, and only the server's
// judges, clocks and the players' own requests end the game.
//
// It reads no clock and starts no timer: every call carries the server's monotonic time
// (`nowMs`), and the room asks nextDeadlineMs() when to call expire(). Tests drive it with any
// times they like, so the 10-second answer limit fires at once.
//
// What happened is queued as GameEvents for the room, which numbers them, stores them and tells
// each viewer what it may see.
#pragma once

#include "board/board.h"
#include "game/requestbudget.h"
#include "online/lagquota.h"
#include "online/roomclock.h"
#include "rules/ruleset.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace arbiter::online {

// How a room plays its games (docs/online.md, "Room settings").
struct RoomRules {
    QString variant = QStringLiteral("xiangqi");
    QString startFen; // empty: the variant's start position
    RoomTimeControl timeControl;
    RequestLimits limits;
    RuleOptions rules;
    int64_t answerMs = 10000;    // a request not answered in this time is refused
    int64_t firstMoveMs = 30000; // a side that does not make its first move in time: aborted
    int64_t graceMs = 40000;     // a player away this long may be claimed against
    bool rated = false;          // rated when both players are registered
};

enum class RequestKind { None, TakeBack, Draw };

// One turn as the room keeps it: its text in the internal coordinate notation (the parts joined
// by ','; a jieqi piece turned up names what it is: "a0a1r"), SAN (WXF for xiangqi) and, for
// xiangqi, Chinese notation; the time charged and both clocks after it.
struct PlayedTurn {
    std::vector<Move> parts; // the true board's moves (not stored: read again from `text`)
    QString text;
    QString san;
    QString chinese;
    Side side = NoSide;
    int64_t usedMs = 0;
    std::array<RoomClock::Saved, 2> clocks;
    bool capture = false;
    bool check = false;
    bool mate = false;
    // Jieqi: a face-down piece taken by this turn, what it was; only its taker may learn it
    // (the rule docs/online.md states). NoPiece otherwise.
    Piece capturedHidden = NoPiece;
};

struct GameEvent {
    enum class Kind {
        Started,        // the game began
        Moved,          // turns().back() was played
        RequestMade,    // `request` by `side`
        RequestSettled, // `request` by `side` ended as `settlement`
        TakenBack,      // `count` turns were taken back
        Ended,          // result() is final
    };
    enum class Settlement { Accepted, Refused, Lapsed, Withdrawn };
    Kind kind;
    Side side = NoSide;
    RequestKind request = RequestKind::None;
    Settlement settlement = Settlement::Refused;
    int count = 0;
};

class RoomGame {
public:
    RoomGame(const RoomRules& rules, uint64_t dealSeed);
    ~RoomGame();

    // Sets up the position, the judges and the clocks; the first side's turn starts at nowMs.
    // False with *error when the variant, the start position or the rules refuse.
    bool start(int64_t nowMs, QString* error);

    // ---- Actions: an empty string when done, else why not (nothing changed) ----
    // Why `side` may not move now (no game, the game over, the other side's turn); empty when
    // it may.
    QString whyNotToMove(Side side) const;
    // A turn of `side` in any notation the board reads (coordinate notation as clients send
    // it). The mover's network lag (setLag) is given back within its quota (online/lagquota.h).
    QString play(Side side, const QString& turnText, int64_t nowMs);
    QString request(Side side, RequestKind kind, int64_t nowMs);
    // The opponent of the pending request's maker answers it.
    QString answer(Side side, bool accept, int64_t nowMs);
    QString resign(Side side, int64_t nowMs);
    // Either player, while not both sides have moved (lichess's rule); NoSide: the room, when
    // both players have left.
    QString abort(Side side, int64_t nowMs);
    // Ends the game from outside: the room's claims after a player left (a won or drawn game
    // that the board did not decide), a server's shutdown without a result is never one.
    void end(const GameResult& result, int64_t nowMs);

    // ---- Time ----
    // The side's network lag as the server last measured it (half a ping's round trip).
    void setLag(Side side, int64_t lagMs) { m_lagEstimate[side] = std::max<int64_t>(0, lagMs); }
    // When expire() has something to do next (a flag, a request's answer limit, the first-move
    // limit); -1 when nothing is due.
    int64_t nextDeadlineMs() const;
    // Settles what is due at nowMs: flag fall, a lapsed request, a first move not made.
    void expire(int64_t nowMs);

    // ---- State ----
    const RoomRules& rules() const { return m_rules; }
    uint64_t dealSeed() const { return m_dealSeed; }
    bool isStarted() const { return bool(m_board); }
    bool isOver() const { return !m_result.isNone() || m_aborted; }
    bool isAborted() const { return m_aborted; }
    bool isRedBlack() const { return m_redBlack; }
    const GameResult& result() const { return m_result; }
    // The board as it is (jieqi: with the deal) and as the players see it.
    const Board& board() const { return *m_board; }
    const Board& publicBoard() const { return *m_public; }
    QString startFen() const { return m_startFen; } // public
    const std::vector<PlayedTurn>& turns() const { return m_turns; }
    Side sideToMove() const { return m_board->sideToMove(); }
    int turnsBy(Side side) const { return m_turnsBy[side]; }
    // Completed rounds (both sides moved), what the request limits count.
    int fullMoves() const { return std::min(m_turnsBy[White], m_turnsBy[Black]); }
    bool isAbortable() const {
        return !isOver() && (m_turnsBy[White] == 0 || m_turnsBy[Black] == 0);
    }
    // Whether the clocks run: from the turn after each side's first move (lichess's rule; before
    // that the first-move limit applies).
    bool clocksRunning() const { return !isOver() && m_turnsBy[White] > 0 && m_turnsBy[Black] > 0; }
    const RoomClock& clock(Side side) const { return m_clocks[side]; }
    // The side's time now (its clock runs while it is to move).
    int64_t remainingMs(Side side, int64_t nowMs) const;
    int periodsLeft(Side side, int64_t nowMs) const;
    // Byo-yomi: whether the side's main time is spent (its clock shows a period's time).
    bool inByoYomi(Side side, int64_t nowMs) const;
    int64_t turnStartedMs() const { return m_turnStart; }
    const RequestBudget& budget() const { return m_budget; }
    bool canTakeBack(Side side) const;
    bool canOfferDraw(Side side) const;
    bool canResign(Side side) const;
    RequestKind pendingRequest() const { return m_pending; }
    Side pendingSide() const { return m_pendingSide; }
    int64_t pendingExpiresMs() const { return m_pendingExpires; }
    // The legal turns' first parts from the public position, in coordinate notation (what a
    // client with no rules of its own offers the player); empty when the game is over.
    QStringList legalMoves() const;
    // The same as a JSON array (the `legal` of events and snapshots, once a turn).
    QJsonArray legalMovesJson() const;
    // Turns of two parts (double-step, stone xiangqi): the second parts that the first part
    // `first` (coordinates, one of legalMoves()) allows `side` on the public position, as a
    // JSON array; empty when that part ends the turn by itself. An error says why not (not
    // the side's turn, an illegal or unreadable first part).
    QString secondParts(Side side, const QString& first, QJsonArray* parts) const;
    // What the judges tell the players about the current position (repetition warnings,
    // move-count countdowns).
    JudgeNotes notes() const { return m_ruleSet.notes(*m_board); }

    std::vector<GameEvent> takeEvents();

    // ---- Persistence (docs/online.md, "Persistence") ----
    // The state beyond the turns: clocks, lag quotas, request counts, the pending request (with
    // the time it had left), as JSON.
    QJsonObject saveState(int64_t nowMs) const;
    // Replays stored turns (texts as turns() gave them) and the saved state; the turn in
    // progress starts again at nowMs (the server's downtime is charged to nobody).
    bool restore(const std::vector<PlayedTurn>& turns, const QJsonObject& state, int64_t nowMs,
                 QString* error);

private:
    bool setUp(QString* error);
    void record(const std::vector<Move>& parts, Side side, int64_t usedMs);
    void startTurn(int64_t nowMs);
    void settle(GameEvent::Settlement how);
    void finish(const GameResult& result);
    bool undoTurn();
    GameResult judgeLastTurn();
    int64_t elapsedIn(int64_t nowMs) const { return nowMs - m_turnStart; }
    // When the side to move's flag falls (-1: no clock runs).
    int64_t flagDeadline() const;
    std::string sideText(Side side) const;

    RoomRules m_rules;
    uint64_t m_dealSeed;
    bool m_redBlack = false;
    std::unique_ptr<Board> m_board;
    std::unique_ptr<Board> m_public;
    RuleSet m_ruleSet;
    QString m_startFen;
    std::vector<PlayedTurn> m_turns;
    std::array<int, 2> m_turnsBy{0, 0};
    std::array<RoomClock, 2> m_clocks;
    std::array<LagQuota, 2> m_lag;
    std::array<int64_t, 2> m_lagEstimate{0, 0};
    int64_t m_turnStart = 0;
    RequestBudget m_budget;
    RequestKind m_pending = RequestKind::None;
    Side m_pendingSide = NoSide;
    int64_t m_pendingExpires = -1;
    GameResult m_result;
    bool m_aborted = false;
    std::vector<GameEvent> m_events;
};

const char* requestKindName(RequestKind kind);
RequestKind requestKindFromName(const QString& name);

} // namespace arbiter::online
