// Time controls as cutechess-cli writes them (tc=40/60+0.6, tc=inf, tc=hg60, st=2, depth=,
// nodes=, timemargin=) and the clock that applies one to a player during a game.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

class TimeControl {
public:
    enum class Mode {
        Clock,     // moves/time+increment (moves 0 = whole game)
        PerMove,   // fixed time per move (st=)
        Infinite,  // no clock (tc=inf), usually with depth= or nodes=
        Hourglass, // time used by one side is added to the other (tc=hg60)
    };

    TimeControl() = default;

    // Parses the tc= value: "[moves/]time[+increment]" with time in seconds or m:ss, "inf",
    // "hg" + time. Returns false and sets *error ("'40/x' is not a time control: ...").
    static bool parse(std::string_view text, TimeControl& out, std::string* error);
    static TimeControl perMove(int64_t ms);
    static TimeControl infinite();

    Mode mode() const { return m_mode; }
    int movesPerPeriod() const { return m_moves; }
    int64_t timeMs() const { return m_timeMs; }
    int64_t incrementMs() const { return m_incrementMs; }
    int64_t moveTimeMs() const { return m_moveTimeMs; }
    int depthLimit() const { return m_depth; }
    int64_t nodeLimit() const { return m_nodes; }
    int64_t marginMs() const { return m_marginMs; }

    void setDepthLimit(int plies) { m_depth = plies; }
    void setNodeLimit(int64_t nodes) { m_nodes = nodes; }
    void setMarginMs(int64_t ms) { m_marginMs = ms; }
    // tscale-like scaling is done by the engine layer; this scales the clock itself (tests).
    void setTimeMs(int64_t ms) { m_timeMs = ms; }

    // Whether the player's time can run out (and so has to be watched).
    bool hasTimeLimit() const {
        return m_mode == Mode::Clock || m_mode == Mode::PerMove || m_mode == Mode::Hourglass;
    }
    bool isInfinite() const { return m_mode == Mode::Infinite; }

    // cutechess-cli's spelling: "40/60+0.6", "inf", "hg60", "st=2" shown as "2/move".
    std::string toString() const;
    // The PGN TimeControl tag: "40/60:0.6"-style per the PGN standard ("60+0.6", "40/60",
    // "2" is not standard so per-move is written "1/2"), "-" for infinite.
    std::string pgnTag() const;
    // The -engine/-each settings that give this time control back: tc= (or st= for a time per
    // move), then depth=, nodes= and timemargin= when set ("tc=40/60+0.5", "timemargin=150").
    std::vector<std::string> engineSettings() const;

    bool operator==(const TimeControl& o) const;

private:
    Mode m_mode = Mode::Infinite;
    int m_moves = 0;
    int64_t m_timeMs = 0;
    int64_t m_incrementMs = 0;
    int64_t m_moveTimeMs = 0;
    int m_depth = 0;
    int64_t m_nodes = 0;
    int64_t m_marginMs = 0;
};

// One player's clock under a TimeControl: remaining time, moves left in the period, and the
// charge for each move. Times are in milliseconds; the game measures elapsed time itself.
class GameClock {
public:
    // fastchess's clock (game/timecontrol of fastchess 1.8's public source) credits the
    // increment before the first move too, and a move that overran the time but not the margin
    // leaves zero, not a negative remainder, before its increment.
    enum class Style { Standard, Fastchess };

    GameClock() = default;
    explicit GameClock(const TimeControl& tc, Style style = Style::Standard) { reset(tc, style); }

    void reset(const TimeControl& tc, Style style = Style::Standard);
    const TimeControl& timeControl() const { return m_tc; }
    // Remaining time before the move starts (per-move mode: the move time).
    int64_t remainingMs() const { return m_remainingMs; }
    // Moves left until the next period (0 when the time control has no periods).
    int movesToGo() const;
    // Charges a move that took elapsedMs. Returns false if the time ran out (beyond the
    // margin); the clock then stays at the negative remainder.
    bool charge(int64_t elapsedMs);
    // Hourglass: the opponent's used time flows to this side.
    void addMs(int64_t ms) { m_remainingMs += ms; }
    // Time used outside a move that counts (a turn cut short by a take-back): taken off the
    // clock, no increment, no move counted.
    void spend(int64_t elapsedMs);
    // The last move charged is taken back: it no longer counts towards the period, and the
    // increment and the new period's time it brought are taken off again. The time it used
    // stays used.
    void takeBackMove();
    // When the flag falls during a move, in ms from its start (-1: never): the first millisecond
    // past remaining + margin; in fastchess's style 100 ms later, as fastchess waits that long
    // beyond the margin for the move (its read timeout), so that a move arriving in those
    // 100 ms is still charged (a loss on time all the same) and a silent engine loses with
    // about 100 ms over the margin, the overrun fastchess names.
    int64_t deadlineMs() const;
    // The time a move that took elapsedMs went beyond this clock (fastchess's "(Nms overrun)"):
    // elapsed less the time there was before the move (per-move mode: the move time). Call it
    // before charge().
    int64_t overrunMs(int64_t elapsedMs) const { return elapsedMs - m_remainingMs; }
    int movesMade() const { return m_movesMade; }
    // Sets the clock as it stood at some point of a game (a game resumed from storage).
    void restore(int64_t remainingMs, int movesMade) {
        m_remainingMs = remainingMs;
        m_movesMade = movesMade;
    }

private:
    TimeControl m_tc;
    Style m_style = Style::Standard;
    int64_t m_remainingMs = 0;
    int m_movesMade = 0;
};

} // namespace arbiter
