// The results output of an r-Mobility tournament (docs/r-mobility.md, "Console output", with
// Arbiter's fixes B3-B6 of "Differences from the fork"): the G-score histograms, then the tables of
// EVERY scoring convention, the chosen one first with its SPRT and pentanomial lines, the others
// under "Alternative Scorings:".
//
//   Raw r-Mobility Data:
//      G0.0   -G0.0    G0.5   -G1.5        one column per G-score seen: G held by White,
//         0       3       1       2        -G by Black; counts, then shares of all games
//      0.0 %  50.0 %  16.7 %  33.3 %
//
//   By players:                            per player: G = this player held it, -G = the
//   Name         G0.0   -G0.0 ...          opponent did; "..." rows give shares of the
//   A               2       1              player's games. "As White:" and "As Black:" repeat
//   ...        33.3 %  16.7 %              this for each colour (the fork used the White
//                                          counts in the Black shares, B5).
//   Exponential Scoring:                   the chosen scoring first (the fork printed garbage
//   Score of A vs B: 3.75 [0.625] 6        before it, B3, and Classical in place of Harmonic,
//   ...      A playing White: ...          B4)
//   Elo difference: 88.7 +/- 54.0, LOS: 100.0 %
//   SPRT: llr 0.0684 (2.3%), lbound -2.94, ubound 2.94
//
//   Alternative Scorings:
//   Classical Scoring:
//   Score of A vs B: 2 - 1 - 3  [0.583] 6
//   ...
//   Elo difference: 58.5 +/- 54.0, LOS: 98.5 %, DrawRatio: 50.0 %
//
// Every table's Elo, error and LOS come from the per-game points of that scoring
// (stats::pointsElo, the usual per-game standard deviation where the fork's was odd:
// docs/r-mobility.md, "Differences from the fork"); win/draw/loss scorings add the draw ratio. The
// SPRT runs on the chosen scoring's points with the fractional W/D/L split and gives no result
// before one whole win and one whole loss (docs/statistics.md). Three or more players get a ranking
// table per scoring instead: -resultformat for win/draw/loss scorings,
// Rank,Name,Games,Points,Score,wPoints,wScore,bPoints,bScore,Elo,Error for the fractional ones
// (whose colour columns the fork filled with the overall score, B6).
#pragma once

#include "rules/rmobility/rmobilityoptions.h"
#include "tournament/output/resultformat.h"
#include "tournament/output/standings.h"
#include "tournament/tournamentsettings.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <map>
#include <set>
#include <tuple>
#include <vector>

namespace arbiter {

class RMobilityTables {
public:
    // `options` gives the chosen scoring and the cutoff; `format` is the -resultformat used for
    // the win/draw/loss scorings' ranking tables.
    RMobilityTables(QVector<PlayerInfo> players, const RMobilityOptions& options,
                    SprtSettings sprt = {}, ResultFormat format = ResultFormat::defaultFormat());

    // A finished game between players `white` and `black` (indexes into the player list) that
    // ended with `score` and was played with `komi`; pairIndex groups colour-swapped pairs
    // (-1: none). Throws std::invalid_argument for bad player indexes.
    void addGame(int white, int black, rmobility::GScore score, rmobility::Komi komi,
                 int pairIndex = -1);

    // The same for a finished r-Mobility game's result, whose display text is its G-score
    // (RMobilityJudge::finalize); false, and nothing added, for any other result.
    bool addGame(int white, int black, const GameResult& result, rmobility::Komi komi,
                 int pairIndex = -1);

    int gamesFinished() const { return m_gameCount; }
    // The standings under one scoring (points per game as that scoring gives them).
    const Standings& standings(rmobility::Scoring scoring) const;

    // The whole output described above.
    QStringList lines() const;
    // Its parts.
    QStringList rawDataLines() const;
    QStringList scoringLines(rmobility::Scoring scoring, bool withSprt) const;
    // "SPRT: llr ..." of the chosen scoring; empty while the SPRT has no result or is off.
    QString sprtLine() const;

private:
    // The histograms' key: games are counted, not kept, so memory does not grow with them.
    struct Game {
        int white;
        int black;
        int h;       // the G-score's value
        Side holder; // who held it
        bool operator<(const Game& o) const {
            return std::tie(white, black, h, holder) < std::tie(o.white, o.black, o.h, o.holder);
        }
    };
    // Which games a histogram row counts, and from whose point of view.
    enum class Filter { All, AsWhite, AsBlack };

    std::set<int> seenScores() const; // every h of a finished game
    QString histogramHeader() const;
    QStringList globalHistogram() const;
    QStringList playerHistogram(const QString& title, Filter filter) const;

    QVector<PlayerInfo> m_players;
    RMobilityOptions m_options;
    SprtSettings m_sprt;
    ResultFormat m_format;
    std::map<Game, int> m_games; // -> number of games
    int m_gameCount = 0;
    std::map<rmobility::Scoring, Standings> m_standings;
};

} // namespace arbiter
