// The result text fastchess 1.8.2 prints (app/src/matchmaking/output/output_fastchess.hpp), so that
// fishtest's worker and OpenBench's client read arbiter-cli's fastchess dialect unchanged:
//
//   --------------------------------------------------
//   Results of New vs Base (10+0.1, 1t, 16MB, book.epd):
//   Elo: 3.47 +/- 6.89, nElo: 5.01 +/- 9.94
//   LOS: 83.74 %, DrawRatio: 43.10 %, PairsRatio: 1.06
//   Games: 1000, Wins: 270, Losses: 260, Draws: 470, Points: 505.0 (50.50 %)
//   Ptnml(0-2): [10, 102, 216, 152, 20], WL/DD Ratio: 0.96
//   LLR: 0.35 (11.8%) (-2.94, 2.94) [0.00, 2.00]
//   --------------------------------------------------
//
// With -report penta=false the Elo comes from W/D/L, the draw ratio per game, and there is no
// PairsRatio or Ptnml. -output format=cutechess prints "Score of" lines and
// "Elo difference: -43.66 +/- 275.64, LOS: 35.15 %, DrawRatio: 12.50 %" (fastchess's own
// figures with two decimals). Numbers are printed as printf's %.2f prints them, NaN as
// "nan" or "-nan" as the C library gives it (fastchess prints what its iostreams give).
#pragma once

#include "stats/pentanomial.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace arbiter::output {

// The counts fastchess reports: with pairs (penta) only the completed pairs' games count.
struct FastchessCounts {
    int wins = 0, losses = 0, draws = 0;
    int ll = 0, ld = 0, wl = 0, dd = 0, wd = 0, ww = 0; // pairs

    int games() const { return wins + losses + draws; }
    int pairs() const { return ll + ld + wl + dd + wd + ww; }
    // The games of the completed pairs of `counts` (whole results only).
    static FastchessCounts fromPairs(const stats::PentanomialCounts& counts);
    // A game's points (1, 0.5, 0) into wins/draws/losses; a completed pair's points (0..2,
    // and whether both games were draws) into the pentanomial.
    void addGame(double points);
    void addPair(double points, bool twoDraws);
};

// One engine's row of fastchess's table for three or more engines.
struct FastchessRankingRow {
    QString name;
    FastchessCounts counts; // all its games; its completed pairs
};

struct FastchessHeader {
    QString first, second; // the first engine of the command line, the second
    QString timeControl;   // "10+0.1", "40/60+0.6", "0.1/move", "5 plies", "3000 nodes"
    QString threads;       // "1t" or "NULL"
    QString hash;          // "16MB" or "NULL"
    QString book;          // the opening file's name without directories, "" without one
};

struct FastchessSprtLine {
    double llr = 0, lower = 0, upper = 0, elo0 = 0, elo1 = 0;
};

// The block between the dashed lines, dashes included.
QStringList fastchessResultsBlock(const FastchessHeader& header, const FastchessCounts& counts,
                                  bool penta, const std::optional<FastchessSprtLine>& sprt);
// The block of three or more engines, dashes included: every engine's Elo against the
// field, ranked by Elo (fastchess's Fastchess::printElo):
//   Rank Name          Elo   +/-  nElo   +/-  Games  Score  Draw  Ptnml(0-2)
QStringList fastchessRankingBlock(const QVector<FastchessRankingRow>& rows, bool penta);
// The same table in -output format=cutechess (fastchess's Cutechess::printElo): without the
// dashes and the Ptnml column, figures from the games.
QStringList fastchessCutechessRankingTable(const QVector<FastchessRankingRow>& rows);
// -output format=cutechess: "Score of A vs B: W - L - D  [0.438] 8" and the Elo line.
QString fastchessScoreOfLine(const QString& first, const QString& second,
                             const FastchessCounts& counts);
QString fastchessCutechessEloLine(const FastchessCounts& counts);

// fastchess's time-control text of an engine (Results line).
QString fastchessTimeControlText(qint64 movesPerPeriod, qint64 timeMs, qint64 incrementMs,
                                 qint64 fixedMsPerMove, int depth, qint64 nodes);

// The standard CRC-32 (IEEE 802.3, as zlib's crc32) of a file written piece by piece:
// "File games.pgn has CRC32: 0x3c5e9f2a".
class Crc32 {
public:
    void add(const char* data, std::size_t size);
    void add(const QByteArray& data) { add(data.constData(), std::size_t(data.size())); }
    std::uint32_t value() const { return ~m_state; }
    // "0x" and lowercase hex digits without leading zeros (fastchess's {:#x}).
    QString text() const;

private:
    std::uint32_t m_state = 0xffffffffu;
};

} // namespace arbiter::output
