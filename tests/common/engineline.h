// One search of a UCI engine run as a process (Debian's stockfish, bin/arbiter-engine): its last
// principal variation and score, for the suites that check the coach's facts (tests/lib/coach)
// against real engine lines.
#pragma once

#include "engine/engineconfiguration.h"

#include <QString>
#include <QStringList>

namespace arbiter::test {

struct EngineLine {
    QStringList pv;
    int scoreCp = 0; // from the side to move
    int mateIn = 0;  // > 0: the side to move mates; < 0: it is mated in that many moves
};

// Runs `program` on `fen` after `move` (none when empty) to `depth`, with UCI_Variant set to
// `variant` when given. An empty pv when the engine cannot be run or has no move.
EngineLine searchLine(const QString& program, const char* variant, const QString& fen,
                      const QString& move, int depth);

// bin/arbiter-engine as a UCI engine, for the suites that search with the library's Engine.
EngineConfiguration arbiterEngineConfiguration();

// `fen` with the other side to move (the mover of the move explained given the move again: a
// null move), as a FEN an engine reads.
QString withSideSwapped(const QString& fen);

} // namespace arbiter::test
