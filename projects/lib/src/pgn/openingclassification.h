// Opening names for standard chess games, as fastchess 1.8 tags its PGN games with [ECO] and
// [Opening] (fastchess 1.8.2 app/src/game/pgn/pgn_builder.cpp,
// PgnBuilder::getOpeningClassification): of the game's start position and the positions after each
// of its moves, the last one found in the table of lichess's chess-openings names the opening.
//
// The table is lichess's chess-openings (github.com/lichess-org/chess-openings, CC0 1.0), as of
// its commit 4d32bd5 (2025-07-31), the version fastchess 1.8.2's table was made from:
// projects/lib/data/chess-openings.tsv (its a.tsv to e.tsv in order), built into the library.
// A position is known by its first four FEN fields (placement, side to move, castling, the en
// passant square when a pawn can take there); a position that several lines reach gets the
// first of them, as fastchess's table keeps it. The table is built at the first call, by
// playing its lines on one board, and finds a position by its Polyglot key (Board::key(), which
// holds the same four fields), checked against the position itself on a hit; a game's positions
// cost one move made and one look-up each.
#pragma once

#include "board/types.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter {

struct OpeningName {
    std::string eco;  // "C10"
    std::string name; // "French Defense: Rubinstein Variation"
};

// The opening of a game of standard chess from startFen (empty: the start position) with these
// moves; none when no position of it is in the table (or the FEN cannot be read).
std::optional<OpeningName> classifyOpening(const std::string& startFen,
                                           const std::vector<Move>& moves);

// The number of positions in the table (for tests).
int openingTableSize();

} // namespace arbiter
