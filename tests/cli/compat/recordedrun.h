// A run of the real cutechess-cli or fastchess recorded in tests/data/compat (see its
// README.md), replayed with arbiter-cli: the recorded command line with its placeholders
// filled in, run in a temporary directory, and the games of both PGN files side by side.
#pragma once

#include "clirunner.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter::compat {

// The folder of recorded runs (tests/data/compat of the source tree).
QString compatDataDir();
// Names of the recorded runs whose folder name starts with `prefix` ("cc-", "fc-"), sorted.
QStringList recordedRuns(const QString& prefix);

struct RecordedRun {
    QString name;
    QString tool;          // "cutechess" or "fastchess"
    QStringList arguments; // as recorded, placeholders included
    QString stdoutText;    // what the tool printed
    int exitCode = -1;
    QString error; // not empty when the folder cannot be read
};
RecordedRun loadRecordedRun(const QString& name);

struct Replay {
    test::CliRun run;
    QString dir; // where it ran (games.pgn, games.epd)
};
// Runs arbiter-cli with the run's arguments in `dir`: @SF@ is `stockfish`, @OPENINGS@,
// @PGN_OPENINGS@, @STARTPOS_PGN@ and @ENDGAMES@ the suites of the data folder (openings.epd,
// openings.pgn, openings-startpos.pgn, endgames.epd), @SYZYGY@ the tables of tests/data/syzygy,
// @PGN@ and @EPD@ files games.pgn and games.epd in `dir`.
Replay replay(const RecordedRun& run, const QString& stockfish, const QString& dir);

// One game of a PGN file as the comparison sees it.
struct GameSummary {
    QString round, white, black, fen, result;
    QString opening; // "ECO|Opening|Variation" from the tags, empty parts when absent
    QString reason;  // the comment of the last move after its last ", " (cutechess's reason)
    QStringList moves;
    QString describe() const; // for failure messages
};
// The games of a PGN file in file order; on a read error *error says where.
std::vector<GameSummary> readGames(const QString& path, QString* error);
// Empty when both lists hold the same games (players, colours, round, start position, opening
// tags, moves, result and reason) in the same order; else the first difference.
QString compareGames(const std::vector<GameSummary>& recorded,
                     const std::vector<GameSummary>& replayed);

// Empty when two PGN files written by cutechess-cli's rules are the same text but for what
// depends on the clock: the values of Date, GameStartTime, GameEndTime and GameDuration (their
// form is checked) and the move times in comments ("0.003s"; checked against cutechess's
// precision rule), which also move line breaks. So the movetext is compared move by move
// ("12. Nf3 {+0.25/4 Ts}", the moves and their comments), and the replayed file's line breaks
// are checked against cutechess's rule (a move stays on one line with its comment; a new line
// when the next one would reach column 80). Else the first difference.
QString comparePgnText(const QString& recorded, const QString& replayed);

} // namespace arbiter::compat
