// Turns a pairing system's encounters into numbered games with colours, openings and
// pentanomial pairs, the same way for every tournament type.
//
// Colours (cutechess's TournamentPair behaviour): the two players of an encounter form a
// pair that is remembered for the whole tournament. The first time a pair meets, the
// encounter's first player has White (-reverse: the second player). After every game the
// pair's colours are swapped unless -noswap, so they alternate inside an encounter and
// carry on alternating when the pair meets again in a later round.
//
// Openings: games draw opening slots 0, 1, 2, ... (the opening suite maps a slot to a
// position, sequentially or randomly). A new slot is drawn
//  - policy default: when the current one has been played -repeat times (every game when
//    -repeat is not given);
//  - policy encounter: at the first game of each encounter;
//  - policy round: at the first game of each round.
//
// Pentanomial pairs: a game starts a pair with the next game in the schedule when that game
// has the same two players with colours reversed and the same opening, and neither belongs
// to a pair yet. Pairs are numbered 0, 1, 2, ... The partner is looked up when the first game
// is handed out; a knockout or swiss game whose partner is not yet known stays unpaired.
#pragma once

#include "tournament/pairing/pairingsystem.h"
#include "tournament/pairing/scheduledgame.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <unordered_map>

namespace arbiter {

class Scheduler {
public:
    enum class Status {
        Game, // a game was handed out
        Wait, // no game can start before more games finish (knockout, swiss)
        Done, // no game will ever be handed out again
    };

    Scheduler(const TournamentSettings& settings, int playerCount);

    // Hands out the next game (numbered 1, 2, 3, ... in call order).
    Status next(ScheduledGame* game);
    // A handed-out game finished; the points are White's and Black's. Throws
    // std::invalid_argument for a number that is not running.
    void gameFinished(int number, double whitePoints, double blackPoints);
    // Hands out nothing more (SPRT decided, interrupted).
    void stop() { m_stopped = true; }
    bool isStopped() const { return m_stopped; }
    // True when next() would return Done.
    bool isDone() const {
        return m_stopped || (m_queue.empty() && m_currentLeft == 0 && m_pairing->isComplete());
    }

    // Games planned in total; never fewer than the games handed out (a knockout plans
    // (players - 1) x games, as cutechess-cli, and counts the games played beyond).
    long long totalGames() const {
        return std::max(m_pairing->plannedGames(), static_cast<long long>(m_nextNumber - 1));
    }
    int gamesHandedOut() const { return m_nextNumber - 1; }
    QStringList summaryLines(const QStringList& playerNames) const {
        return m_pairing->summaryLines(playerNames);
    }

private:
    struct QueuedGame {
        ScheduledGame game;
        int encounterId = -1;
    };
    struct EncounterProgress {
        int firstPlayer = -1;
        int gamesLeft = 0;
        double firstPoints = 0.0;
        double secondPoints = 0.0;
    };

    void fillQueue(std::size_t target);
    // An encounter's games are queued one at a time as they are needed (-games 2147483647 is
    // no allocation up front): begin() takes the encounter, queueNextGame() adds its next game.
    void begin(const Encounter& encounter);
    void queueNextGame();
    int drawOpening(bool firstOfEncounter, int round);

    TournamentSettings m_settings;
    std::unique_ptr<PairingSystem> m_pairing;
    std::deque<QueuedGame> m_queue;
    Encounter m_current;   // the encounter whose games are being queued
    int m_currentLeft = 0; // its games not queued yet
    // Pair orientation: (lower index, higher index) -> the player who has White next.
    std::map<std::pair<int, int>, int> m_nextWhite;
    std::unordered_map<int, EncounterProgress> m_encounters;
    std::unordered_map<int, std::pair<int, int>> m_running; // number -> (encounter, White)
    int m_opening = -1;
    int m_openingUses = 0;
    int m_lastRound = 0;
    int m_nextNumber = 1;
    int m_nextPairIndex = 0;
    bool m_stopped = false;
};

} // namespace arbiter
