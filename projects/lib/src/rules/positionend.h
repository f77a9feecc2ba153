// Turns the end a board reports for its position (mate, stalemate and the variants' own ends:
// king on the hill, n-th check, exploded king, lost pieces, the kings' race ...) into a game
// result with cutechess-style reason text ("White mates", "Draw by stalemate", ...).
#pragma once

#include "board/types.h"
#include "rules/result.h"

namespace arbiter {

// GameResult::none() for EndReason::None. redBlack words the first side "Red" (xiangqi).
// sideToMove is the side to move in the ended position (the mated or stalemated side).
GameResult positionEndResult(const PositionEnd& end, Side sideToMove, bool redBlack = false);

} // namespace arbiter
