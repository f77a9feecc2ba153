// SAN's disambiguation (the PGN standard, section 8.2.3): when another piece of the same kind
// can also move to the destination, the move names its origin's file, else its rank, else both.
// Written once for both board families (western SAN in westernboard.cpp, xiangqi's algebraic
// notation in xiangqinotation.cpp), each with its own files and ranks.
#pragma once

#include "board/types.h"

namespace arbiter {

enum class Disambiguation { None, File, Rank, FileAndRank };

// `moves`: the legal moves; `isRival(o)`: whether o moves a piece of the same kind as m;
// `fileOf`/`rankOf`: the board family's file and rank of a square.
template <class Moves, class IsRival, class FileOf, class RankOf>
Disambiguation sanDisambiguation(const Moves& moves, Move m, IsRival isRival, FileOf fileOf,
                                 RankOf rankOf) {
    bool clash = false, sameFile = false, sameRank = false;
    for (Move o : moves) {
        if (o.to() != m.to() || o.from() == m.from() || !isRival(o)) continue;
        clash = true;
        sameFile |= fileOf(o.from()) == fileOf(m.from());
        sameRank |= rankOf(o.from()) == rankOf(m.from());
    }
    if (!clash) return Disambiguation::None;
    if (!sameFile) return Disambiguation::File;
    if (!sameRank) return Disambiguation::Rank;
    return Disambiguation::FileAndRank;
}

} // namespace arbiter
