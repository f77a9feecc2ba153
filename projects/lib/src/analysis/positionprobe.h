// What the coach (movefacts.h) asks of a position beyond its legal moves: the same position with
// the other side to move (a null move: what a side could do if it had the move again), the same
// position with one piece lifted off the board (what a piece's presence holds back: pins and
// discovered attacks), and the captures a side could make for profit.
#pragma once

#include "board/board.h"

#include <memory>
#include <vector>

namespace arbiter::coach {

// The position with `side` to move (no en passant square). Null when that position is not legal
// (the side not to move in check) or the variant has pockets, face-down pieces or a stone.
std::unique_ptr<Board> withTheMoveGivenTo(const Board& board, Side side);

// The position without the piece on `square`, the same side to move. Null when the board
// refuses it (a chess king lifted, a side left in check that is not to move) or the variant has
// pockets, face-down pieces or a stone.
std::unique_ptr<Board> withoutPieceAt(const Board& board, Square square);

// The squares of the opponent's pieces `side` could take with the move (a legal capture).
std::vector<Square> capturableBy(const Board& board, Side side);

// Whether `side`, given the move, could take the piece on `to` with the piece on `from`.
bool canTake(const Board& board, Side side, Square from, Square to);

// A capture `side` could make with the move, by the piece on `attacker`.
struct Attack {
    Square attacker = NoSquare;
    Square victim = NoSquare;
};

// The opponent's pieces (not the king) `side` could take for profit with the move: worth more
// than the attacker, or not to be taken back. One attack per victim and attacker.
std::vector<Attack> profitableAttacks(const Board& board, Side side);

} // namespace arbiter::coach
