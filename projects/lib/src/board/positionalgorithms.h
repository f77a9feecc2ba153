// Algorithms every family's position class shares, written once over the common method names
// (generateLegal, makeMove, undoMove) and the common undo-stack layout (states with key and
// halfmoveClock).
#pragma once

#include "types.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace arbiter {

// Perft with bulk counting at the last ply; one move list per ply, made once (a MoveList is
// 1 KB, too much to construct at every node).
template <class Position> uint64_t perftOf(Position& pos, int depth) {
    if (depth <= 0) return 1;
    std::vector<MoveList> lists(static_cast<size_t>(depth));
    struct Walk {
        Position& pos;
        MoveList* lists;
        uint64_t operator()(int d) {
            MoveList& moves = lists[d - 1];
            pos.generateLegal(moves);
            if (d == 1) return uint64_t(moves.size());
            uint64_t nodes = 0;
            for (Move m : moves) {
                pos.makeMove(m);
                nodes += (*this)(d - 1);
                pos.undoMove();
            }
            return nodes;
        }
    };
    return Walk{pos, lists.data()}(depth);
}

// How many times the newest state's position occurred before within its reversible window
// (the same side to move: every second state back, up to the halfmove clock).
template <class State> int repetitionsOf(const std::vector<State>& states) {
    const State& now = states.back();
    const int last = int(states.size()) - 1;
    const int limit = std::min(now.halfmoveClock, last);
    int count = 0;
    for (int back = 4; back <= limit; back += 2)
        if (states[size_t(last - back)].key == now.key) ++count;
    return count;
}

} // namespace arbiter
