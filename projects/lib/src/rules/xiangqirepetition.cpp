#include "xiangqirepetition.h"

namespace arbiter::xqrules {

using xq::SquareSet;

void RepetitionHistory::reset(uint64_t rootKey) {
    m_records.clear();
    m_records.reserve(256);
    PlyRecord root;
    root.key = rootKey;
    m_records.push_back(root);
    rebuildFilter();
}

void RepetitionHistory::push(uint64_t key, Move move, Side mover, MoveStatus status) {
    PlyRecord r;
    r.key = key;
    r.move = move;
    r.mover = mover;
    r.status = status;
    const bool opensWindow = status.kind == MoveKind::Cancel;
    r.windowStart = opensWindow ? int(m_records.size()) : m_records.back().windowStart;
    m_records.push_back(r);
    if (opensWindow) m_filter.fill(0);
    ++m_filter[bucket(key)];
}

void RepetitionHistory::pop() {
    if (m_records.size() <= 1) return;
    const bool closedWindow = m_records.back().status.kind == MoveKind::Cancel;
    --m_filter[bucket(m_records.back().key)];
    m_records.pop_back();
    if (closedWindow) rebuildFilter();
}

void RepetitionHistory::rebuildFilter() {
    m_filter.fill(0);
    for (int i = m_records.back().windowStart; i < int(m_records.size()); ++i)
        ++m_filter[bucket(m_records[i].key)];
}

int RepetitionHistory::earlierOccurrences(int wanted, int* earliest) const {
    *earliest = -1;
    const PlyRecord& now = m_records.back();
    if (now.status.kind == MoveKind::Cancel || m_filter[bucket(now.key)] < 2) return 0;
    int found = 0;
    // Same side to move: every second record. The key includes the side to move.
    for (int i = int(m_records.size()) - 3; i >= now.windowStart && found < wanted; i -= 2)
        if (m_records[i].key == now.key) {
            ++found;
            *earliest = i;
        }
    return found;
}

XiangqiVerdict RepetitionHistory::judge(int fold) const {
    int earliest = -1;
    if (fold < 2 || earlierOccurrences(fold - 1, &earliest) < fold - 1) return {};
    return judgeLoop(earliest);
}

Violation RepetitionHistory::violation(Side side, int from) const {
    bool allChecks = true, allChases = true, chaseStarted = false;
    SquareSet victims = 0;
    // Walk back from the latest record, keeping the intersection of the side's chased sets
    // (docs/xiangqi.md, "The chased sets are intersected"): two pieces chased in turn leave it
    // empty, an idle repetition. Chased squares are those of the position after each move;
    // stepping back over an opponent's move takes its piece back to where it came from, so the
    // same victim keeps its identity when it moved to escape.
    for (int i = int(m_records.size()) - 1; i > from; --i) {
        const PlyRecord& r = m_records[i];
        if (r.mover == side) {
            allChecks = allChecks && r.status.kind == MoveKind::Check;
            allChases = allChases && r.status.kind == MoveKind::Chase;
            if (allChases) {
                victims = chaseStarted ? victims & r.status.chased : r.status.chased;
                chaseStarted = true;
            }
        } else if (chaseStarted && xq::contains(victims, r.move.to())) {
            victims = (victims & ~xq::bit(r.move.to())) | xq::bit(r.move.from());
        }
    }
    if (allChecks) return Violation::Check;
    if (allChases && victims) return Violation::Chase;
    return Violation::Idle;
}

XiangqiVerdict RepetitionHistory::judgeLoop(int from) const {
    const Violation red = violation(White, from), black = violation(Black, from);
    if (red == black) {
        switch (red) {
        case Violation::Check: return XiangqiVerdict::draw(XiangqiEnd::MutualPerpetualCheck);
        case Violation::Chase: return XiangqiVerdict::draw(XiangqiEnd::MutualPerpetualChase);
        default: return XiangqiVerdict::draw(XiangqiEnd::RepetitionDraw);
        }
    }
    const Side loser = red > black ? White : Black;
    const Violation worst = red > black ? red : black;
    return XiangqiVerdict::win(worst == Violation::Check ? XiangqiEnd::PerpetualCheck
                                                         : XiangqiEnd::PerpetualChase,
                               ~loser);
}

} // namespace arbiter::xqrules
