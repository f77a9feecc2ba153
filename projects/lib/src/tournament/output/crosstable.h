// The crosstable: every player's results against every other player (cutechess users ask for
// it: github.com/cutechess/cutechess issue #231). Fed game by game like the Standings; r-Mobility's
// fractional points count exactly (GameResult::scoreFor), wins/draws/losses by the result.
//
//   Crosstable t(3);
//   t.addGame(0, 1, GameResult::win(White, ...));
//   t.cell(0, 1).points == 1, t.cell(1, 0).losses == 1
#pragma once

#include "rules/result.h"
#include "tournament/state/tournamentstate.h"

#include <QString>
#include <vector>

namespace arbiter {

class Crosstable {
public:
    // One player's results against one opponent.
    struct Cell {
        int games = 0;
        int wins = 0;
        int draws = 0;
        int losses = 0;
        double points = 0.0;

        // "1.5/2": points over games, "" when they never met.
        QString text() const;
    };

    explicit Crosstable(int playerCount = 0);
    // The finished games of a saved state, in the order they finished (a resumed tournament).
    static Crosstable fromState(const TournamentState& state, int playerCount);

    // A finished game between players `white` and `black` (indexes). Results with no winner
    // are ignored. Throws std::invalid_argument for bad player indexes.
    void addGame(int white, int black, const GameResult& result);

    int playerCount() const { return m_players; }
    const Cell& cell(int player, int opponent) const {
        return m_cells[std::size_t(player * m_players + opponent)];
    }
    // The player's points and games against everyone.
    Cell total(int player) const;

private:
    Cell& at(int player, int opponent) {
        return m_cells[std::size_t(player * m_players + opponent)];
    }

    int m_players;
    std::vector<Cell> m_cells;
};

} // namespace arbiter
