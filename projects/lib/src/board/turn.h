// Turns of several parts (double-step xiangqi: two steps; stone xiangqi: a move, then the
// stone). The board plays a turn ply by ply (Board::midTurn tells that a part is still due);
// the Game, PGN, the engine protocols and the GUI handle a turn as one move whose text joins
// the parts with ',': "h2e2,e2e5" (ICCS), "C2=5,C5+3" (WXF), "h2e2,S@e5". A variant whose turns
// have one part reads and writes moves as before (no ',').
#pragma once

#include "board.h"

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

constexpr char TurnPartSeparator = ',';

// Reads a whole turn, each part in any notation the board reads, from the board's position
// (which must be at the start of a turn). Plays nothing. Returns the parts; an empty vector and
// *error naming the part at fault when a part is not legal, the turn is left unfinished, or
// the text has parts beyond the end of the turn.
std::vector<Move> parseTurn(const Board& board, std::string_view text, std::string* error);

// `parts` as the board's own moves when they are a whole turn from the board's position (which
// must be at the start of a turn): each part legal after the ones before it, and the turn
// complete after the last (or the game ended by a part). A part made on a view of the position
// that does not know face-down identities (jieqi: the GUI's board) becomes the board's move
// between the same points, which carries the identity it reveals. Empty when they are not a
// whole legal turn. Plays nothing.
std::vector<Move> turnOnBoard(const Board& board, const std::vector<Move>& parts);

// The turn's parts in a notation, joined by ','; the board stands before the first part.
std::string turnToString(const Board& board, const std::vector<Move>& parts, Notation notation);

// The plies of the turn that begins at the board's position, taken from the front of `plies`
// (how many of them belong to that turn: 1 unless the variant has multi-part turns).
int turnLength(const Board& board, const Move* plies, int available);

} // namespace arbiter
