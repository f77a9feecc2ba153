// Questions of move entry that the Board interface does not answer, answered per board family:
// which moves obey how a piece moves even if they leave the own king attacked (the
// "suicide moves" of docs/gui.md, "Moving pieces"), which enemy pieces would then attack the king
// (the suicide warning), and where a move's piece lands (castling is stored as king-takes-rook).
#pragma once

#include "board/board.h"

#include <vector>

namespace arbiter::gui {

// Moves of the piece on `from` that follow its movement rules, legal or not. Castling is only
// included when legal. Promotions appear once (as a queen), since only the squares matter.
std::vector<Move> pseudoLegalMovesFrom(const Board& board, Square from);

// The enemy pieces that attack the mover's king after `move` is played (empty when the king
// would be safe). `move` must be pseudo-legal.
std::vector<Square> kingAttackersAfter(const Board& board, Move move);

// Squares a person may click or drop on to make `move`: its destination, and for castling the
// king's target square as well as the rook's square.
std::vector<Square> entrySquares(const Board& board, Move move);

// Whether the board tells the players about checks (the check mark, 将军). The xiangqi variants
// without a check rule (beginner xiangqi, docs/variants.md) do not.
bool notifiesChecks(const Board& board);

// Whether the piece on `square` lies face down (jieqi): the players do not see what it is.
bool isFaceDown(const Board& board, Square square);

// Crazyhouse pockets: whether the board has them, the piece types they show (in order) and
// how many pieces of a type a side holds.
bool hasPockets(const Board& board);
const std::vector<PieceType>& pocketTypes();
int pocketCount(const Board& board, Side side, PieceType type);

// Whether the variant has jieqi's face-down pieces.
bool usesFaceDown(const Board& board);

// Whether the variant has stone xiangqi's neutral stone.
bool usesStone(const Board& board);

// The square of the side's king (general), NoSquare if it has none.
Square kingSquare(const Board& board, Side side);

} // namespace arbiter::gui
