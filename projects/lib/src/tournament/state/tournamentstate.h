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
// The file (version 2) is a journal: a header line, then one JSON object per line for each event,
// appended as it happens, so saving after a game costs the same at game 10 and at game 10,000:
//   {"format":"arbiter-tournament-state","version":2,"commandLine":[...],"seed":"1234",
//    "directory":"/home/me/match"}
//   {"event":"started","number":1,"round":1,"white":0,"black":1,"opening":0,"pair":0,
//    "scheduledAfter":0}
//   {"event":"finished","number":1,"finishOrder":0,"result":{"winner":"white",
//    "termination":"normal","reason":"White mates","display":"1-0","fractional":false,
//    "whiteScore":1,"blackScore":0},"pgn":"[Event ..."}      ("pgn": while the PGN file lacks it)
//   {"event":"pgnWritten","number":1}
//   {"event":"complete"}
// (the seed is a decimal string: JSON numbers lose 64-bit precision). Games are started in
// number order; the last record of a game wins (a second "started" makes it unplayed again).
// Reading ignores a last line without its line break (a write cut short by a crash); any other
// bad line is an error naming its line number. Version 1 files (one JSON document with a
// "games" array of whole records) are still read.
#pragma once

#include "rules/result.h"
#include "tournament/pairing/scheduledgame.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <cstdint>
#include <string>

namespace arbiter {

struct GameRecord {
    ScheduledGame game;
    int scheduledAfter = 0; // results recorded before this game was handed out
    bool finished = false;
    int finishOrder = -1; // 0, 1, 2, ... among finished games
    GameResult result;
    bool pgnWritten = false;
    QString pgn; // the game's PGN while it is not written yet (may be empty)
    // The game's -epdout line while the EPD file does not have it (empty: written, or no file):
    // a full disk loses no line either (docs/reliability.md).
    QString epd;
};

struct TournamentState {
    static constexpr int kVersion = 2;

    QStringList commandLine;
    // The working directory of the run that started the tournament: relative paths of the
    // command line are read against it on resume (empty in files written before it was kept).
    QString directory;
    std::uint64_t seed = 0;
    bool complete = false;
    QVector<GameRecord> games; // by game number

    int finishedGames() const;

    // The whole state as a version 2 file: the header, each game's lines (recordLines) and,
    // when complete, the completion line.
    QByteArray toJson() const;
    // The lines of a version 2 file, each ending with a line break.
    static std::string headerLine(const QStringList& commandLine, std::uint64_t seed,
                                  const QString& directory = QString());
    static std::string startedLine(const GameRecord& record);
    // With the PGN text unless the record says it is written.
    static std::string finishedLine(const GameRecord& record);
    static std::string pgnWrittenLine(int number);
    static std::string epdWrittenLine(int number);
    static std::string completeLine();
    // The lines that rebuild `record` as it is: started, then finished and pgnWritten if it is.
    static std::string recordLines(const GameRecord& record);

    // Reads a state from the text of a state file (version 1 or 2); `origin` names the source
    // in messages.
    static bool fromJson(const QByteArray& text, const QString& origin, TournamentState* state,
                         QString* error);

    // Writes toJson() atomically. On error returns false with a message naming the file.
    bool save(const QString& fileName, QString* error) const;
    // "cannot open state file 'x': No such file or directory", "'x' is not a valid tournament
    // state file: line 7: JSON error at offset 3: ...", "'x': line 4: game 9 finished before
    // it was started", (version 1) "'x': games[3]: 'white' is missing or not a number", ...
    // A version 2 file is read line by line.
    static bool load(const QString& fileName, TournamentState* state, QString* error);
};

// Names used in the state file for result fields.
QString terminationName(GameResult::Termination termination);
bool terminationFromName(const QString& name, GameResult::Termination* termination);

} // namespace arbiter
