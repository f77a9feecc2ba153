// The rules' facts about a xiangqi move for the coach (movefacts.h; docs/gui-analysis.md, "Why
// a move"), from the library's own judge (rules/xiangqijudge.h, under RuleOptions' defaults:
// docs/xiangqi.md, "Rules as implemented"): the judge follows the game from the board's history
// and says what the move does under the WXF rules.
//  - ForbiddenRepetition: the move continues a perpetual check or chase the rules forbid: the
//    position after it has occurred before, and one more occurrence loses the game for the mover
//    (or it occurs now and the mover loses).
//  - MoveLimitNear: the move-count rule (60 moves per side without a capture) draws the game in
//    three moves or fewer.
// Only plain xiangqi: its variants and chess have no such judge (r-Mobility's G-score is not
// said: docs/gui-analysis.md explains why).
#pragma once

#include "analysis/movefacts.h"

namespace arbiter::coach {

// The rules' facts of the legal `move` on `before` (whose history since its FEN is the game so
// far), citing `line` (the move as written).
std::vector<MoveFact> ruleFacts(const Board& before, Move move, const QStringList& line);

} // namespace arbiter::coach
