// The repetition half of the WXF judge: the game record as (position key, move, mover, status)
// per ply, and the verdict over a loop (Tan & Watkinson Medina, section 4.5-4.6).
//
// A window starts at the root and at every Cancel (capture or soldier advance); positions
// repeat only inside it. When the latest position has occurred `fold` times in the window, the
// loop from its earliest counted occurrence to now is judged. Per side over its moves in the
// loop: every move a check -> perpetual check; every move a chase and at least one piece chased
// by all of them (victims followed through their own moves) -> perpetual chase; anything else
// (idle moves, a check mixed with chases or idle moves, chasing different pieces in turn) ->
// idle. The side with the higher violation (check > chase > idle) loses; equal is a draw.
//
// A small counting filter of the window's keys answers "no earlier occurrence" in O(1) for
// almost every ply; only candidate repeats walk back through the window.
#pragma once

#include "rules/xiangqichase.h"
#include "rules/xiangqiverdict.h"

#include <array>
#include <cstdint>
#include <vector>

namespace arbiter::xqrules {

enum class Violation : int8_t { Idle = 0, Chase = 1, Check = 2 };

struct PlyRecord {
    uint64_t key = 0; // the position after the move
    Move move;
    Side mover = NoSide;
    MoveStatus status;
    int windowStart = 0; // index of the record that opened this record's window
};

class RepetitionHistory {
public:
    // Starts a new record at the root position (which opens the first window).
    void reset(uint64_t rootKey);
    void push(uint64_t key, Move move, Side mover, MoveStatus status);
    void pop();
    // Plies recorded after the root.
    int plies() const { return int(m_records.size()) - 1; }
    const PlyRecord& record(int index) const { return m_records[index]; }
    const PlyRecord& last() const { return m_records.back(); }

    // Earlier occurrences of the latest position in its window, looking back for at most
    // `wanted`; *earliest receives the index of the earliest one found (-1 if none).
    int earlierOccurrences(int wanted, int* earliest) const;
    // The verdict when the latest position occurs for the fold-th time (fold >= 2); None
    // before that.
    XiangqiVerdict judge(int fold) const;
    // The verdict over the loop from record `from` (an earlier occurrence of the latest
    // position) to the latest record.
    XiangqiVerdict judgeLoop(int from) const;
    // One side's violation over the moves after record `from`.
    Violation violation(Side side, int from) const;

private:
    static constexpr int FilterSize = 1024;
    static int bucket(uint64_t key) { return int(key & (FilterSize - 1)); }
    void rebuildFilter();

    std::vector<PlyRecord> m_records;
    std::array<uint16_t, FilterSize> m_filter{}; // keys of the current window, counted
};

} // namespace arbiter::xqrules
