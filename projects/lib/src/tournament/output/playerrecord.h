// One player's tallies in a tournament: results per colour, points, how games were lost or
// drawn, and the outcome texts counted for -outcomeinterval.
//
// Points come from GameResult::scoreFor, so r-Mobility's fractional points count exactly;
// wins/draws/losses use the same fractional split as the statistics (stats/trinomial.h), so
// ordinary results give whole counts.
#pragma once

#include "rules/result.h"
#include "stats/trinomial.h"
#include "tournament/output/outcomekind.h"

#include <QString>
#include <array>
#include <map>

namespace arbiter {

struct ColourRecord {
    int games = 0;
    stats::TrinomialCounts results; // wins/draws/losses (fractional split for fractional points)
    double points = 0.0;
    double squaredPoints = 0.0;

    void add(double gamePoints);
    void add(const ColourRecord& other);
    // Mean and per-game variance of the exact points (r-Mobility Elo).
    stats::ScoreSample pointsSample() const;
};

class PlayerRecord {
public:
    // A game this player played with `side`, ending with `result`.
    void addGame(Side side, const GameResult& result);

    const ColourRecord& asWhite() const { return m_white; }
    const ColourRecord& asBlack() const { return m_black; }
    ColourRecord total() const;
    int games() const { return m_white.games + m_black.games; }
    // True once a game gave this player points other than 0, 1/2 or 1.
    bool hasFractionalPoints() const { return m_fractional; }

    int lossesBy(LossKind kind) const { return m_losses[std::size_t(kind)]; }
    int drawsBy(DrawKind kind) const { return m_draws[std::size_t(kind)]; }
    // cutechess-cli's RegulW / RegulL / OtherW columns: decisive games that ended on the board,
    // by resignation, agreement or adjudication are regular; a win by the opponent's fault
    // (time, illegal move, disconnection, stall, invalid claim) is an other win.
    int regularWins() const { return m_regularWins; }
    int regularLosses() const { return m_regularLosses; }
    int otherWins() const { return m_otherWins; }
    // Outcome text -> count: "Win: Black mates", "Loss: White loses on time", "Draw by
    // stalemate" (draw reasons already say "Draw").
    const std::map<QString, int>& outcomes() const { return m_outcomes; }

private:
    ColourRecord m_white;
    ColourRecord m_black;
    bool m_fractional = false;
    std::array<int, 6> m_losses{};
    std::array<int, 9> m_draws{};
    int m_regularWins = 0;
    int m_regularLosses = 0;
    int m_otherWins = 0;
    std::map<QString, int> m_outcomes;
};

// True for points other than 0, 1/2 and 1.
bool isFractionalPoints(double points);

} // namespace arbiter
