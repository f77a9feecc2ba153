// The PGN fastchess 1.8 writes (game/pgn/pgn_builder.cpp of its public source), for arbiter-cli's
// fastchess dialect: its tag order, its Termination words (OpenBench reports the games whose
// Termination contains "abandoned", "stalled" or "illegal" as engine errors), game times with
// their UTC offset, and a move kept on one line with its comment, lines of at most 80 columns.
#pragma once

#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"
#include "rules/result.h"

#include <QDateTime>

namespace arbiter {

PgnWriteOptions fastchessPgnWriteOptions(PgnMode mode);

// Rewrites the tags Arbiter's record writes differently: Termination, GameStartTime and
// GameEndTime ("2026-11-24T14:58:31 +0000").
void useFastchessTags(PgnGame& record, const GameResult& result, const QDateTime& start,
                      const QDateTime& end);

} // namespace arbiter
