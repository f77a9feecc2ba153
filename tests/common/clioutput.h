// Reading what an arbiter-cli run leaves behind (clirunner.h runs it): the game lines and the
// ranking table of its output, its PGN files read back with the library's reader, text and
// JSON files.
#pragma once

#include "pgn/pgngame.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter::test {

// One "Started game N of M (W vs B)" (r-Mobility komi scoring adds ", komi G5.75") or
// "Finished game N (W vs B): R {reason}" line.
struct GameLine {
    int number = 0;
    QString white;
    QString black;
    long long total = 0; // started lines: M
    QString result;      // finished lines: "1-0", "0-1", "1/2-1/2" or an r-Mobility "-G8.5"
    QString reason;      // finished lines: the text in braces
    int outputLine = 0;  // index of the line in the output
};

struct MatchOutput {
    QMap<int, GameLine> started;
    QMap<int, GameLine> finished;
    // Games stopped with the tournament: "Finished game N (W vs B): * {No result}".
    QMap<int, GameLine> stopped;
    QStringList problems; // duplicated numbers
    long long lastTotal = 0;

    // Every "Finished game" line, stopped games too, by game number.
    QMap<int, GameLine> ended() const;

    // Points per player from the finished lines (classical results; r-Mobility G-scores count 0).
    QMap<QString, double> points() const;
};

MatchOutput parseMatchOutput(const QString& out);
// Empty when games 1..expectedGames each started once and finished once with the same players
// and the last "of M" is expectedGames; else what is wrong.
QString checkGameLines(const MatchOutput& match, int expectedGames);

// A row of the ranking table printed for more than two players (default result format).
struct RankingRow {
    int rank = 0;
    QString name;
    int games = 0;
    QString score; // "75.0%"
};
// The rows under the last "Rank Name ..." header.
std::vector<RankingRow> rankingTable(const QStringList& lines);

// The games of a PGN file, read with the library's reader (every move checked). On a read
// error *error says where.
std::vector<PgnGame> readPgnFile(const QString& path, QString* error);
// The final position (FEN) of every game of a PGN file, in file order.
QStringList finalPositions(const QString& path, QString* error);
QString tag(const PgnGame& game, const char* name);
// "Round/White", which tells the games of a two-player match with -games 2 apart.
QString roundWhiteKey(const PgnGame& game);
// The moves' SAN separated by spaces (no comments).
QString sanLine(const PgnGame& game);
// "1-0", "0-1", "1/2-1/2" or "*".
QString resultText(const PgnGame& game);

// The whole file as UTF-8 text; empty when it cannot be read.
QString readText(const QString& path);
bool writeText(const QString& path, const QString& text);
// The same byte for byte, for files cut or compared by offsets (a state journal cut inside a
// line, a PGN without its last record).
QByteArray readBytes(const QString& path);
bool writeBytes(const QString& path, const QByteArray& data);
// The records of a PGN file's text, split before each "[Event " that starts a line.
QList<QByteArray> pgnRecordTexts(const QByteArray& pgn);
QJsonObject readJson(const QString& path);

} // namespace arbiter::test
