// Opening names for games of standard chess from the start position, as cutechess-cli 1.5.1 tags
// its PGN games with [ECO], [Opening] and [Variation] (projects/lib/src/pgngame.cpp,
// PgnGame::addMove, and projects/lib/src/econode.cpp): its table is a tree of SAN move sequences,
// which each game follows move by move from the start until a move leaves it; the deepest line of
// the table met on the way names the opening. Positions are not compared: a transposition into a
// named line is not recognised, and a move must be written exactly as the table has it ("Bb4+", not
// "Bb4").
//
// The table is the classic ECO table of pgn-extract (compiled by Ewart Shaw, Franz Hemmer and
// others) with cutechess's spellings: projects/lib/data/cutechess-eco.tsv, made by
// projects/lib/data/make_cutechess_eco.py and built into the library.
#pragma once

#include "pgn/pgngame.h"

#include <string>
#include <string_view>

namespace arbiter {

struct EcoOpening {
    std::string eco;       // "B20"
    std::string opening;   // "Sicilian defense"
    std::string variation; // "Smith-Morra gambit"; empty for many
};

// One game's way down the table, a move at a time (a few string compares per move, only while
// the game is in the table).
class EcoLine {
public:
    // Follows the next move of the game, in SAN with its "+" or "#". False once the game has
    // left the table: later moves cannot name it any more.
    bool follow(std::string_view san);
    // The deepest line of the table the moves so far have completed; nullptr when none has.
    const EcoOpening* opening() const { return m_opening; }

private:
    int m_node = 0; // -1: out of the table
    const EcoOpening* m_opening = nullptr;
};

// The opening of a game record by cutechess's rule: none unless the game is of standard chess
// from the start position (no FEN), else the opening its moves (their SAN texts) name.
const EcoOpening* cutechessOpening(const PgnGame& record);

// Sets the record's ECO, Opening and Variation tags to cutechessOpening(record); none when it
// has none, and no Variation when the line names none (cutechess writes no empty tags).
void setCutechessOpeningTags(PgnGame& record);

// The number of lines in the table (for tests).
int ecoTableSize();

} // namespace arbiter
