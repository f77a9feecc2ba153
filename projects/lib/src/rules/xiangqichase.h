// What each move does in the eyes of the WXF/Asian repetition rules, after Tan & Watkinson
// Medina, "Complete Implementation of WXF Chinese Chess Rules" (arXiv:2412.17334, section 4):
// a move is a Check, a Chase (with the set of opponent pieces it chases), Idle, or Cancel (a
// capture or a soldier advance, which no repetition can cross).
//
// A piece X of the opponent is "chaseable" by side S when one of S's chasers (chariot, horse,
// cannon, advisor, elephant; never the general or a soldier) can capture it legally and the
// capture is not an exchange offer, and either X is worth more than the attacker (horse or
// cannon on a chariot, advisor or elephant on a chariot, horse or cannon) or X is unprotected.
// The general is never a victim, nor a soldier that has not crossed the river.
// * Exchange offer: attacker and victim are of the same type and the victim can legally take
//   the attacker back (so a pinned or lame victim is chased, an exchange offer is not).
// * Protection: a defender is a piece of the victim's side that attacks the victim's point with
//   the pieces where they stand now; it protects if, once the attacker has captured, it still
//   reaches the point and recapturing there would not expose its own general. So a cannon
//   whose screen is the attacker itself, pinned roots, a general recapturing into an attack or
//   onto the open file of the other general are fake roots (docs/xiangqi.md).
// A move chases a piece when, after it, some piece of the mover captures that piece for free
// and that same piece could not before the move (the moved piece is followed to its new point).
// So a threat that merely stays (a chariot sliding along the line it attacks on) is no chase;
// a threat the move creates is, also by a second attacker on an already threatened piece (a
// discovered attack, a new cannon screen) or by taking a root away (pinning or blocking a
// defender). A check is only a check: its threats do not make it a chase (WXF: check and
// chase in turn is allowed).
#pragma once

#include "board/xiangqiposition.h"

#include <cstdint>

namespace arbiter::xqrules {

enum class MoveKind : uint8_t { Cancel, Idle, Chase, Check };

struct MoveStatus {
    MoveKind kind = MoveKind::Cancel;
    // Squares (in the position after the move) of the opponent pieces the move chases.
    xq::SquareSet chased = 0;
};

// Relative worth for "always a chase": chariot > horse = cannon > advisor = elephant > soldier.
int chaseValue(PieceType type);

// Whether the move is irreversible for repetitions: a capture or a soldier's step forward.
bool isCancel(const XiangqiPosition& pos, Move m);

// The opponent pieces side `by` could capture for free in the current position (whoever is
// to move), and for each of them the pieces that could. The position is a scratch pad and is
// restored.
struct Threats {
    xq::SquareSet victims = 0;
    xq::SquareSet attackers[xq::SquareCount]; // valid for the squares in `victims`
};
Threats chaseThreats(XiangqiPosition& pos, Side by);

// Plays the legal move m on pos and classifies it.
MoveStatus playClassified(XiangqiPosition& pos, Move m);

} // namespace arbiter::xqrules
