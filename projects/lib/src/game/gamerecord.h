// Turns a finished (or running) Game into its PGN record with the tags and move comments
// cutechess writes: Event, Site, Date, Round, White, Black, Result, FEN/SetUp, PlyCount,
// TimeControl, Termination, GameDuration, GameStartTime, GameEndTime; "{+0.25/12 0.53s}" after
// each engine move and the reason of the result on the last move.
#pragma once

#include "game/game.h"
#include "pgn/pgngame.h"

#include <QDateTime>

namespace arbiter {

struct GameRecordInfo {
    QString event = QStringLiteral("?");
    QString site = QStringLiteral("?");
    QString round = QStringLiteral("?");
    QDateTime startTime;
    QDateTime endTime;
    // fastchess's move comments: times with three decimals ("0.010s") instead of cutechess's
    // three significant digits ("0.01s"), a zero score without sign ("0.00/7"), mate scores in
    // plies ("+M5" for a mate in 3 moves).
    bool fastchessComments = false;
};

// The comment cutechess writes after an engine move: score/depth and time, e.g.
// "+0.25/12 0.53s", "-M3/20 1.2s"; "book" moves and moves without data give shorter forms; a
// move that offers a draw adds ", offers draw" ("+0.01/12 0.50s, offers draw").
std::string moveComment(const PlayedMove& move, bool fastchessComments = false);

PgnGame makeGameRecord(const Game& game, const GameRecordInfo& info);

PgnResult toPgnResult(const GameResult& result);

} // namespace arbiter
