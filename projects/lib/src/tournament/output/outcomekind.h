// How a game ended, in the categories of cutechess's -resultformat termination and draw
// columns (Time, Illegal, Discon, Stall, WrClaim; DStale, DMater, DRepet, DMoves, DCount,
// DAdj, DAgree, OtherD). The termination decides first; games that ended on the board are
// told apart by their cutechess reason text ("Draw by stalemate", "Draw by 3-fold
// repetition", ...; rules/westernjudge.cpp), so this is the one place that reads reasons.
#pragma once

#include "rules/result.h"

namespace arbiter {

// Why the loser lost, for decisive games that did not end by the rules of play.
enum class LossKind {
    None,          // draw, undecided, or lost on the board / by resignation / adjudication
    TimeForfeit,   // Time
    IllegalMove,   // Illegal
    Disconnection, // Discon
    Stall,         // Stall
    WrongClaim,    // WrClaim: an invalid result claim
};

enum class DrawKind {
    None, // not a draw
    Stalemate,
    InsufficientMaterial,
    Repetition,
    FiftyMoves,
    MoveCount, // counting rules (variants, xiangqi move limits)
    Adjudication,
    Agreement,
    Other,
};

LossKind lossKind(const GameResult& result);
DrawKind drawKind(const GameResult& result);

} // namespace arbiter
