// Pins and discovered attacks, found by lifting pieces off the board (positionprobe.h) rather
// than by tracing lines, so that one rule covers chess's sliders, xiangqi's chariot, its cannon
// over a screen and its horse's leg (docs/gui-analysis.md, "Why a move").
#pragma once

#include "analysis/positionprobe.h"

namespace arbiter::coach {

// A piece that cannot leave its square without exposing the piece behind it: with the pinned
// piece lifted off the board, the other side could take the piece behind (or the king stands in
// check) where it could not with the pinned piece in place; the piece behind is the king or
// worth more than the pinned one. In xiangqi this is the rule players state for the cannon: of
// two pieces between a cannon and the general, neither may leave (the other becomes the screen).
struct Pin {
    Square pinned = NoSquare;
    Square behind = NoSquare;
};

// The pins of the pieces of `board`'s side to move (pinned by the other side). Empty when the
// side to move is in check (its king is attacked already, so lifting a piece tells nothing).
std::vector<Pin> pinsOfSideToMove(const Board& board);

// After a move that lands on `landing` and gives check: whether the check comes (also) from
// another piece, whose line the move opened (a discovered check): lifted off the board, the moved
// piece leaves the check standing. A cannon's check over the moved piece as its screen is not
// one (lifting the screen ends it).
bool isDiscoveredCheck(const Board& after, Square landing);

// Of `fresh`, the attacks the move uncovered: made by a piece other than the moved one, that could
// not take its victim at all before the move, and still could with the moved piece lifted off
// the board (so the moved piece is not a cannon's new screen).
std::vector<Attack> discoveredAttacks(const Board& before, const Board& after, Square landing,
                                      const std::vector<Attack>& fresh);

} // namespace arbiter::coach
