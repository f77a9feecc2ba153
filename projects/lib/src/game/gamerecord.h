// Turns a finished (or running) Game into its PGN record with the tags and move comments
// cutechess writes: Event, Site, Date, Round, White, Black, Result, FEN/SetUp, Variant,
// PlyCount, TimeControl (or WhiteTimeControl and BlackTimeControl), Termination when the game
// did not end by the rules, GameDuration, GameStartTime, GameEndTime, and for standard chess
// from the start position ECO, Opening and Variation (pgn/ecoclassification.h);
// "{+0.25/12 0.53s}" after each engine move, "{book}" after opening and book moves, and the
// reason of the result on the last move. The writer orders the tags
// (tournament/output/cutechesspgn.h).
#pragma once

#include "game/compatibility.h"
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
    // RecordStyle::Fastchess, fastchess's record: move times always with three decimals
    // ("0.010s", cutechess: "0.010s" but "0.50s", "1.2s"), the score without a depth too,
    // nothing on opening moves; the TimeControl tag in the PGN standard's form and a
    // Termination tag on every game.
    RecordStyle style = RecordStyle::Cutechess;
};

// The comment cutechess writes after a move: score/depth and time, e.g. "+0.25/12 0.53s",
// "-M6/20 1.2s" (mate distances in plies), "0.00/7 0.050s"; "book" for opening and book moves;
// only the time without a depth; nothing for a quick move without any search data. A move that
// offers a draw adds ", offers draw" ("+0.01/12 0.50s, offers draw").
std::string moveComment(const PlayedMove& move, RecordStyle style = RecordStyle::Cutechess);

PgnGame makeGameRecord(const Game& game, const GameRecordInfo& info);

// A time's date and time of day where it is, "yyyy-MM-ddTHH:mm:ss", as QDateTime::toString
// writes it with that format, without reading a format (the stamps of every game's record).
std::string isoDateTime(const QDateTime& time);

PgnResult toPgnResult(const GameResult& result);

} // namespace arbiter
