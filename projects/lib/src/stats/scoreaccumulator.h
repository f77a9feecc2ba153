// Running results of one player (cutechess: player index 0) for the Elo, LOS and SPRT lines.
// A tournament adds each finished game as soon as it ends, with the pair it belongs to when
// games are played in colour-swapped pairs (same opening, colours reversed), and may query
// the statistics at any time. Everything is kept as running sums, so adding a game and
// reading any figure cost O(1) (at most O(256) for the distributions).
//
// Scores are the player's points in [0, 1]: 1/0.5/0 for ordinary games, any real number for
// r-Mobility's exponential or harmonic scoring. From them it keeps:
//  - W/D/L with the r-Mobility fork's fractional split (trinomial.h);
//  - the mean and variance of the per-game points (r-Mobility Elo tables, docs/statistics.md);
//  - the per-game score distribution (GSPRT input in trinomial mode);
//  - for completed pairs: pentanomial counts (pentanomial.h) and the pair-score distribution
//    (GSPRT input in pentanomial mode). A game whose pair is still open counts in the
//    per-game figures only, as in fastchess.
#pragma once

#include "stats/pentanomial.h"
#include "stats/scoredistribution.h"
#include "stats/scoresample.h"
#include "stats/trinomial.h"

#include <cstdint>
#include <map>
#include <unordered_map>

namespace arbiter::stats {

class ScoreAccumulator {
public:
    // Adds a game that belongs to no pair. Throws std::invalid_argument when points is not in
    // [0, 1].
    void addGame(double points);
    // Adds a game of pair `pairIndex` (any number that both games of the pair share). Throws
    // std::invalid_argument when points is not in [0, 1] or the pair already has two games.
    void addGame(double points, std::int64_t pairIndex);

    int games() const { return m_games; }
    int completedPairs() const { return m_completedPairs; }

    const TrinomialCounts& trinomial() const { return m_trinomial; }
    const PentanomialCounts& pentanomial() const { return m_pentanomial; }
    const ScoreDistribution& gameScores() const { return m_gameScores; }
    const ScoreDistribution& pairScores() const { return m_pairScores; }
    // Mean and variance of the exact per-game points (not binned).
    ScoreSample gameSample() const;

private:
    bool isCompletedPair(std::int64_t pairIndex) const;
    void markCompletedPair(std::int64_t pairIndex);

    int m_games = 0;
    int m_completedPairs = 0;
    double m_pointSum = 0.0;
    double m_pointSquareSum = 0.0;
    TrinomialCounts m_trinomial;
    PentanomialCounts m_pentanomial;
    ScoreDistribution m_gameScores = ScoreDistribution::forGames();
    ScoreDistribution m_pairScores = ScoreDistribution::forPairs();
    std::unordered_map<std::int64_t, double> m_openPairs; // pair index -> first game's points
    // Completed pair indices as disjoint ranges first -> last, so that a third game of a pair
    // is caught while a tournament's consecutive indices cost one entry, not one per pair.
    std::map<std::int64_t, std::int64_t> m_completedRanges;
};

} // namespace arbiter::stats
