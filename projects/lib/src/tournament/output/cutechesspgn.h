// The PGN cutechess-cli 1.5.1 writes with -pgnout (projects/lib/src/pgngame.cpp, PgnGame::write),
// for arbiter-cli's cutechess dialect and the GUI's tournaments: the Seven Tag Roster, then the
// other tags in alphabetical order (minimal PGN: FEN, SetUp and Variant), a move kept on one line
// with its comment, lines of at most 80 columns, moves numbered from 1, the FEN an opening set up
// even when it is the start position.
#pragma once

#include "pgn/pgnwriter.h"

namespace arbiter {

PgnWriteOptions cutechessPgnWriteOptions(PgnMode mode);

} // namespace arbiter
