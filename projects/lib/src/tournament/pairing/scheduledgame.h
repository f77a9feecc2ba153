// One game of a tournament's schedule, as the runner plays it.
#pragma once

namespace arbiter {

struct ScheduledGame {
    int number = 0;       // 1-based, in the order games are handed out (cutechess's numbering)
    int round = 0;        // 1-based round (PGN Round tag)
    int whitePlayer = -1; // player indexes (command-line order of the engines)
    int blackPlayer = -1;
    int openingIndex = -1; // which opening of the suite: 0, 1, 2, ... in the order drawn
    int pairIndex = -1;    // colour-swapped pair on the same opening (pentanomial), -1: none

    bool operator==(const ScheduledGame& o) const {
        return number == o.number && round == o.round && whitePlayer == o.whitePlayer &&
               blackPlayer == o.blackPlayer && openingIndex == o.openingIndex &&
               pairIndex == o.pairIndex;
    }
    bool operator!=(const ScheduledGame& o) const { return !(*this == o); }
};

} // namespace arbiter
