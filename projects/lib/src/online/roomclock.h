// The clock of an online room (docs/online.md, "Time controls"): every control the GUI has (the
// library's TimeControl: moves/time+increment, a time per move, hourglass, none) and xiangqi's
// usual game/move control, a main time followed by byo-yomi (读秒: each move within a fixed time
// once the main time is spent, in one or more periods). The server owns it: times are measured
// by the server's monotonic clock and a turn's elapsed time is handed in by the room, never read
// from a client.
#pragma once

#include "game/timecontrol.h"

#include <QString>
#include <cstdint>

namespace arbiter::online {

class RoomTimeControl {
public:
    RoomTimeControl() = default;
    explicit RoomTimeControl(const TimeControl& standard) : m_standard(standard) {}
    static RoomTimeControl byoYomi(int64_t mainMs, int64_t periodMs, int periods = 1);

    // The text of a room's time control: "inf" (or "-", "none"); cutechess-cli's tc= values
    // ("40/300+5", "300+2", "hg60"); "st=30" or "30/move" for a time per move; and xiangqi's
    // game/move control "600|30" (600 s, then 30 s a move) or "600|30x3" (three periods).
    // False with *error naming the problem ("time control '600|x': ...").
    static bool parse(const QString& text, RoomTimeControl& out, QString* error);
    // The text parse() reads back ("300+2", "30/move", "600|30x3", "inf").
    QString toString() const;
    // The PGN TimeControl tag: the standard's forms ("300+2", "40/300", "*60", "-", "1/30" for a
    // time per move, as the library writes them); byo-yomi has no form in the standard and is
    // written as toString() says it ("600|30").
    QString pgnTag() const;

    bool isByoYomi() const { return m_periods > 0; }
    bool hasTimeLimit() const { return isByoYomi() || m_standard.hasTimeLimit(); }
    const TimeControl& standard() const { return m_standard; }
    int64_t mainMs() const { return m_mainMs; }
    int64_t periodMs() const { return m_periodMs; }
    int periods() const { return m_periods; }
    // The length of a game at 40 moves a side, in seconds, as lichess estimates it for its lag
    // quota (base + 40 x increment); 0 without a clock.
    int64_t estimatedGameSeconds() const;

    bool operator==(const RoomTimeControl& o) const;
    bool operator!=(const RoomTimeControl& o) const { return !(*this == o); }

private:
    TimeControl m_standard = TimeControl::infinite();
    int64_t m_mainMs = 0;
    int64_t m_periodMs = 0;
    int m_periods = 0; // > 0: byo-yomi
};

// One side's clock in a room. The room tells it how long each turn took (lag compensation
// already taken off); between turns it stands still.
class RoomClock {
public:
    RoomClock() = default;
    explicit RoomClock(const RoomTimeControl& tc) { reset(tc); }
    void reset(const RoomTimeControl& tc);

    const RoomTimeControl& timeControl() const { return m_tc; }
    bool hasTimeLimit() const { return m_tc.hasTimeLimit(); }
    // What is left before the turn starts: the main time, or in byo-yomi the period's time (a
    // time per move: that time). -1 without a clock.
    int64_t remainingMs() const;
    // What the side has left `elapsedMs` into its turn, as shown on a running clock (never
    // below 0); in byo-yomi the current period's time and the periods left move on as they
    // are used.
    int64_t remainingAfter(int64_t elapsedMs) const;
    int periodsLeft() const { return m_periodsLeft; }
    int periodsLeftAfter(int64_t elapsedMs) const;
    bool inByoYomi() const { return m_tc.isByoYomi() && m_mainMs <= 0; }
    // Whether the main time is spent `elapsedMs` into the turn (the clock counts periods).
    bool inByoYomiAfter(int64_t elapsedMs) const {
        return m_tc.isByoYomi() && elapsedMs >= m_mainMs;
    }
    // How long the turn may take before the flag falls; -1 without a clock.
    int64_t deadlineMs() const;
    // Charges a turn that took elapsedMs; false when the flag fell during it (the clock then
    // shows nothing left).
    bool charge(int64_t elapsedMs);
    // A turn taken back: its move no longer counts (the increment and a new period's time it
    // brought go again); the time it used stays used.
    void takeBackMove();
    // Hourglass: the time the opponent used flows to this side.
    void add(int64_t ms);
    // Time used outside a move (a turn cut short by a take-back).
    void spend(int64_t elapsedMs);
    int movesMade() const { return m_moves.movesMade(); }

    // The clock as stored (docs/online.md, "Persistence"): restored exactly by restore().
    struct Saved {
        int64_t remainingMs = 0;
        int periodsLeft = 0;
        int movesMade = 0;
    };
    Saved save() const;
    void restore(const Saved& saved);

private:
    RoomTimeControl m_tc;
    // The library's clock for the standard controls; under byo-yomi an unlimited one that
    // counts the moves.
    GameClock m_moves;
    int64_t m_mainMs = 0; // byo-yomi: the main time left
    int m_periodsLeft = 0;
};

} // namespace arbiter::online
