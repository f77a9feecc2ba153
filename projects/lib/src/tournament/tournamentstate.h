// The resume file of a tournament: everything needed to stop a tournament (SIGINT, crash,
// power loss) and finish it later with no game lost or played twice and the same final
// statistics.
//
// It holds the full command line (arbiter-cli -resume FILE rebuilds the settings from it),
// the random seed actually used, and one record per game handed out: the schedule entry,
// how many results had been recorded when it was handed out (so knockout and swiss rounds,
// which depend on the order results arrived, are rebuilt exactly), and for finished games the
// result, its order among the finished games, and whether its PGN has been written (with the
// PGN text kept until it is).
//
// JSON layout (version 1):
//   { "format": "arbiter-tournament-state", "version": 1, "commandLine": [...],
//     "seed": "1234" (decimal string: JSON numbers lose 64-bit precision), "complete": false,
//     "games": [ { "number": 1, "round": 1, "white": 0, "black": 1, "opening": 0, "pair": 0,
//                  "scheduledAfter": 0, "finished": true, "finishOrder": 0,
//                  "result": { "winner": "white", "termination": "normal",
//                              "reason": "White mates", "display": "1-0",
//                              "fractional": false, "whiteScore": 1, "blackScore": 0 },
//                  "pgnWritten": true, "pgn": "" }, ... ] }
// Files are written atomically (QSaveFile: a temporary file renamed over the old one).
#pragma once

#include "rules/result.h"
#include "tournament/scheduledgame.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct GameRecord {
    ScheduledGame game;
    int scheduledAfter = 0; // results recorded before this game was handed out
    bool finished = false;
    int finishOrder = -1; // 0, 1, 2, ... among finished games
    GameResult result;
    bool pgnWritten = false;
    QString pgn; // the game's PGN while it is not written yet (may be empty)
};

struct TournamentState {
    static constexpr int kVersion = 1;

    QStringList commandLine;
    std::uint64_t seed = 0;
    bool complete = false;
    QVector<GameRecord> games; // by game number

    int finishedGames() const;

    QByteArray toJson() const;
    // The same text from parts, for writers that keep the text of records that no longer
    // change (Tournament::saveState): gameJson is one element of "games", assembleJson the
    // whole file around the elements given.
    static std::string gameJson(const GameRecord& record);
    static QByteArray assembleJson(const QStringList& commandLine, std::uint64_t seed,
                                   bool complete, const std::vector<std::string_view>& games);
    // Reads a state from JSON text; `origin` names the source in messages.
    static bool fromJson(const QByteArray& json, const QString& origin, TournamentState* state,
                         QString* error);

    // Atomic write. On error returns false with a message naming the file.
    bool save(const QString& fileName, QString* error) const;
    static bool saveJson(const QString& fileName, const QByteArray& json, QString* error);
    // "cannot open state file 'x': No such file or directory", "'x' is not a valid tournament
    // state file: ...", "'x': games[3]: 'white' is missing or not a number", ...
    static bool load(const QString& fileName, TournamentState* state, QString* error);
};

// Names used in the state file for result fields.
QString terminationName(GameResult::Termination termination);
bool terminationFromName(const QString& name, GameResult::Termination* termination);

} // namespace arbiter
