// Fixed schedules that repeat one cycle -rounds times: round-robin, gauntlet and pyramid.
// A cycle is a list of (round within the cycle, first player, second player); the cycle's
// encounters are handed out in that order, then the next cycle starts.
//
// Orders, matching cutechess-cli's numbering (docs/cli.md, "Pairings and game order"):
//  - round-robin: Berger tables by the circle method. With players 0..n-1 (plus a bye when
//    n is odd, count = n rounded up to even), round 1 pairs top[i] with bottom[i] where
//    top = 0..count/2-1 and bottom = count-1..count/2; between rounds the first of bottom
//    moves to top position 1 and the last of top moves to the end of bottom. Encounters with
//    the bye are skipped. Rounds are numbered on across cycles (count-1 per cycle).
//  - gauntlet: for each seeded player s (the first seeds players, at least one), for each
//    other player o: (s, o). One round per cycle.
//  - pyramid: for i = 1..n-1, for j = 0..i-1: (i, j), i.e. each player meets everyone listed
//    before it, with White first (PyramidTournament of cutechess-cli's public source). A round
//    for each i: n-1 rounds per cycle.
#pragma once

#include "tournament/pairing/pairingsystem.h"

#include <vector>

namespace arbiter {

struct CycleEntry {
    int roundInCycle = 0; // 0-based
    int firstPlayer = -1;
    int secondPlayer = -1;
};

class CyclicPairing : public PairingSystem {
public:
    CyclicPairing(std::vector<CycleEntry> cycle, int roundsPerCycle, int cycles,
                  int gamesPerEncounter);

    std::optional<Encounter> nextEncounter() override;
    bool isComplete() const override;
    long long plannedGames() const override;

    static std::vector<CycleEntry> roundRobinCycle(int playerCount, int* roundsPerCycle);
    static std::vector<CycleEntry> gauntletCycle(int playerCount, int seeds);
    static std::vector<CycleEntry> pyramidCycle(int playerCount);
    // fastchess 1.8.2's order (app/src/matchmaking/tournament/schedule/base_scheduler.hpp,
    // TournamentSchedulerBase::next, under roundrobin/scheduler.hpp and gauntlet/scheduler.hpp):
    // for each of the first `firstPlayers` players i (all but the last in a round-robin, the
    // gauntlet players in a gauntlet), each later player j: (i, j); each encounter its own round,
    // as fastchess numbers the PGN's Round by pairs. *roundsPerCycle: the encounters per cycle.
    static std::vector<CycleEntry> fastchessCycle(int playerCount, int firstPlayers,
                                                  int* roundsPerCycle);

private:
    std::vector<CycleEntry> m_cycle;
    int m_roundsPerCycle;
    int m_cycles;
    int m_gamesPerEncounter;
    long long m_next = 0; // encounters handed out
};

} // namespace arbiter
