// Single-elimination bracket.
//
// Draw: the first -seeds players are seeded in their command-line order; the others follow
// in an order shuffled with the tournament's random seed (SeededRandom, so the same -srand
// gives the same bracket everywhere). The bracket has P slots, P the smallest power of two
// >= players; seed k (1-based) goes to the standard position (1 vs P, P/2 vs P/2+1, ...:
// order [1] -> [1,2] -> [1,4,2,3] -> [1,8,4,5,2,7,3,6], each seed s followed by 2L+1-s),
// and seed numbers above the player count are byes: the top seeds advance without playing.
//
// A match is one encounter of -games games, the player from the upper slot first.
// Ties (equal points after the match, within 1e-9 for fractional scores): Arbiter plays
// tiebreak encounters of two games (one colour-swapped pair) until a pair breaks the tie, at
// most kMaxTiebreakEncounters of them; if still tied, the player from the upper slot (the
// better seed) advances. A match of the next round starts as soon as both its players are
// known, so it may run while other matches of the previous round are still being played.
#pragma once

#include "tournament/pairing/pairingsystem.h"

#include <deque>
#include <map>
#include <vector>

namespace arbiter {

class KnockoutPairing : public PairingSystem {
public:
    static constexpr int kMaxTiebreakEncounters = 5;
    static constexpr int kTiebreakGames = 2;

    KnockoutPairing(int playerCount, int seeds, int gamesPerEncounter, std::uint64_t randomSeed);

    std::optional<Encounter> nextEncounter() override;
    bool isComplete() const override;
    void encounterFinished(int id, double firstPoints, double secondPoints) override;
    long long plannedGames() const override;
    QStringList summaryLines(const QStringList& playerNames) const override;

    // Bracket slots after the draw: player index per slot, -1 for a bye (for tests).
    const std::vector<int>& initialSlots() const { return m_slots; }
    // The winner, -1 until the final is decided.
    int champion() const;

    // Standard bracket order of seed numbers (1-based) for `size` slots (a power of two).
    static std::vector<int> bracketOrder(int size);

private:
    struct Match {
        int first = -1; // -1: not known yet, or a bye when the feeding slot was empty
        int second = -1;
        bool firstKnown = false;
        bool secondKnown = false;
        double firstPoints = 0.0;
        double secondPoints = 0.0;
        int tiebreaks = 0;
        int winner = -1;
        bool decided = false;
        bool started = false;
    };

    void placeResult(int round, int match, int winner);
    void startIfReady(int round, int match);
    void decide(int round, int match, int winner);
    void addEncounter(int round, int match, int games);

    int m_gamesPerEncounter;
    std::vector<int> m_slots;
    std::vector<std::vector<Match>> m_rounds; // m_rounds[r][m], r 0-based
    std::deque<Encounter> m_available;
    std::map<int, std::pair<int, int>> m_encounterMatch; // encounter id -> (round, match)
    int m_nextEncounterId = 0;
    long long m_plannedGames = 0;
};

} // namespace arbiter
