// Single-elimination bracket, as cutechess-cli 1.5.1 plays it
// (projects/lib/src/knockouttournament.cpp and tournamentpair.cpp), so that the same command line
// and -srand give the same bracket, games, totals and output.
//
// Draw: the first -seeds players in their command-line order, then the others drawn one by one
// (each the k-th of those left, k = the next number of cutechess-cli's random sequence modulo
// how many are left; pgn/cutechessrandom.h). The bracket has P slots, P the smallest power of
// two >= players; the i-th player drawn goes to the slot of seed i (1 vs P, P/2 vs P/2+1, ...:
// the recursive placement [1] -> [1,2] -> [1,3,2,4]... of cutechess-cli's playerSeed), and
// each bye, in turn, goes next to the best seed without one (the player there moves to the
// bye's slot).
//
// A match is played game by game, the player from the upper slot White in the first game. A
// game is started while the match is undecided counting the games in play as won by the
// leader: with -games N (in half points, a win 2) while the leader has at most N, or the lead
// is under 3 (N even) or 1 (N odd) and, for N even, the games so far are odd or the score is
// level. So a match can end before its N games (3-0 in a match of 4), and a tie is played on
// (in pairs for an even N) until someone leads, without a limit. The next round is paired when
// every match of the round is decided and no game is in play: the winners in bracket order,
// two by two. The planned total is (players - 1) x N ("Started game N of M" shows the games
// started when they pass it: Scheduler::totalGames).
#pragma once

#include "tournament/pairing/pairingsystem.h"

#include <cstdint>
#include <map>
#include <vector>

namespace arbiter {

class KnockoutPairing : public PairingSystem {
public:
    // randomDrawsBefore: numbers of the random sequence used before the draw (cutechess-cli
    // shuffles a random-order opening suite first, from the same sequence).
    KnockoutPairing(int playerCount, int seeds, int gamesPerEncounter, std::uint64_t randomSeed,
                    int randomDrawsBefore = 0);

    std::optional<Encounter> nextEncounter() override;
    bool isComplete() const override;
    bool nextDependsOnGamesInPlay() const override { return true; }
    void encounterFinished(int id, double firstPoints, double secondPoints) override;
    long long plannedGames() const override;
    // cutechess-cli's bracket: the first round's players (a line each, "bye" for a bye, an empty
    // line between), each round's winners indented by two tabs per round with the match score
    // in points of the upper player first ("\t\tK5 (3-1)"), "..." for an undecided match.
    QStringList summaryLines(const QStringList& playerNames) const override;

    // Bracket slots after the draw: player index per slot, -1 for a bye (for tests).
    const std::vector<int>& initialSlots() const { return m_slots; }
    // The winner, -1 until the final is decided.
    int champion() const;

    // cutechess-cli's slot (0-based) of the rank-th best seed (1-based) in a bracket of `size`.
    static int seedSlot(int rank, int size);

private:
    struct Match {
        int first = -1; // -1: a bye
        int second = -1;
        int firstScore = 0; // half points
        int secondScore = 0;
        int started = 0;
        int inPlay = 0;
        bool valid() const { return first >= 0 && second >= 0; }
        int leader() const;
    };

    bool needsGames(const Match& m) const;
    bool roundInPlay() const;

    int m_gamesPerEncounter;
    int m_playerCount;
    std::vector<int> m_slots;
    std::vector<std::vector<Match>> m_rounds;
    std::map<int, std::pair<int, int>> m_encounterMatch; // encounter id -> (round, match)
    int m_nextEncounterId = 0;
};

} // namespace arbiter
