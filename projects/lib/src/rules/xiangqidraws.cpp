#include "xiangqidraws.h"

namespace arbiter::xqrules {

void MoveCounter::reset(int halfmoveClock) {
    m_states.clear();
    m_states.reserve(256);
    State s;
    s.counted = halfmoveClock;
    m_states.push_back(s);
}

void MoveCounter::push(bool capture, bool check, Side mover, int checkCap) {
    const State& prev = m_states.back();
    State s;
    if (!capture) {
        s = prev;
        if (check && s.checks[mover] < 255) ++s.checks[mover];
        s.excessCheck = check && s.checks[mover] > checkCap;
        if (!s.excessCheck && !prev.excessCheck) ++s.counted;
    }
    m_states.push_back(s);
}

void MoveCounter::pop() {
    if (m_states.size() > 1) m_states.pop_back();
}

XiangqiEnd materialDraw(const XiangqiPosition& pos) {
    if (pos.pieces(Rook) | pos.pieces(Knight) | pos.pieces(Pawn)) return XiangqiEnd::None;
    int cannons[2], advisors[2], elephants[2];
    for (Side s : {White, Black}) {
        cannons[s] = xq::popcount(pos.pieces(s, Cannon));
        advisors[s] = xq::popcount(pos.pieces(s, Advisor));
        elephants[s] = xq::popcount(pos.pieces(s, Bishop));
    }
    if (cannons[White] + cannons[Black] == 0) return XiangqiEnd::NoCrossingPieces;
    if (cannons[White] == 1 && cannons[Black] == 1) {
        if (advisors[White] || advisors[Black]) return XiangqiEnd::None;
        return elephants[White] || elephants[Black] ? XiangqiEnd::NoMateInOne
                                                    : XiangqiEnd::CannonAgainstCannon;
    }
    if (cannons[White] + cannons[Black] != 1) return XiangqiEnd::None;
    const Side c = cannons[White] ? White : Black, o = ~c;
    if (advisors[c]) return XiangqiEnd::None;
    switch (advisors[o]) {
    case 0: return XiangqiEnd::LoneCannon;
    case 1: return elephants[c] ? XiangqiEnd::NoMateInOne : XiangqiEnd::LoneCannon;
    default: return elephants[c] ? XiangqiEnd::None : XiangqiEnd::NoMateInOne;
    }
}

bool hasMateInOne(XiangqiPosition& pos) {
    MoveList moves, replies;
    pos.generateLegal(moves);
    for (Move m : moves) {
        pos.makeMove(m);
        pos.generateLegal(replies);
        pos.undoMove();
        if (replies.empty()) return true;
    }
    return false;
}

} // namespace arbiter::xqrules
