// Swiss system (Arbiter's addition; cutechess has none): -rounds rounds (default
// ceil(log2(players))), each pairing one encounter of -games games. A round is paired when
// the previous one has finished:
//  - players are ranked by points (encounter points, a bye counting as a won encounter),
//    then by their command-line order;
//  - with an odd number of players the lowest-ranked player without a bye so far gets one;
//  - the remaining players are paired from the top down, each with the highest-ranked
//    player it has not met yet (depth-first search with backtracking, so the whole round is
//    free of rematches when possible); when no rematch-free round exists, or the search gives
//    up after kSearchBudget steps, players are paired in ranking order, rematches allowed;
//  - the player with fewer first-player (White) starts so far goes first; on equal counts the
//    higher-ranked player in odd rounds, the lower-ranked one in even rounds.
#pragma once

#include "tournament/pairing/pairingsystem.h"

#include <deque>
#include <map>
#include <set>
#include <vector>

namespace arbiter {

class SwissPairing : public PairingSystem {
public:
    static constexpr long kSearchBudget = 200000;

    SwissPairing(int playerCount, int rounds, int gamesPerEncounter);

    std::optional<Encounter> nextEncounter() override;
    bool isComplete() const override;
    void encounterFinished(int id, double firstPoints, double secondPoints) override;
    long long plannedGames() const override;

    // Pairing points so far (for tests and reports).
    double points(int player) const { return m_points[std::size_t(player)]; }
    int roundsPaired() const { return m_round; }

private:
    void pairNextRound();
    std::vector<int> ranking() const;
    bool pairWithoutRematches(std::vector<int>& unpaired, std::vector<std::pair<int, int>>& out,
                              long& budget) const;

    int m_playerCount;
    int m_rounds;
    int m_gamesPerEncounter;
    int m_round = 0;   // rounds paired so far
    int m_pending = 0; // encounters of the current round not finished yet
    int m_nextEncounterId = 0;
    std::vector<double> m_points;
    std::vector<int> m_firstCount; // encounters started as first player
    std::vector<bool> m_hadBye;
    std::vector<std::set<int>> m_met;
    std::map<int, std::pair<int, int>> m_encounterPlayers;
    std::deque<Encounter> m_available;
};

} // namespace arbiter
