#include "tournament/pairing/scheduler.h"

#include <stdexcept>
#include <string>

namespace arbiter {

Scheduler::Scheduler(const TournamentSettings& settings, int playerCount)
    : m_settings(settings), m_pairing(createPairingSystem(settings, playerCount)) {}

int Scheduler::drawOpening(bool firstOfEncounter, int round) {
    bool newOpening = m_opening < 0;
    switch (m_settings.openingPolicy) {
    case OpeningPolicy::Default:
        newOpening = newOpening || m_openingUses >= m_settings.openingRepetitions;
        break;
    case OpeningPolicy::Encounter: newOpening = newOpening || firstOfEncounter; break;
    case OpeningPolicy::Round: newOpening = newOpening || round != m_lastRound; break;
    }
    if (newOpening) {
        ++m_opening;
        m_openingUses = 0;
    }
    ++m_openingUses;
    m_lastRound = round;
    return m_opening;
}

void Scheduler::begin(const Encounter& encounter) {
    const std::pair<int, int> key(std::min(encounter.firstPlayer, encounter.secondPlayer),
                                  std::max(encounter.firstPlayer, encounter.secondPlayer));
    if (m_nextWhite.find(key) == m_nextWhite.end())
        m_nextWhite.emplace(key,
                            m_settings.reverse ? encounter.secondPlayer : encounter.firstPlayer);
    EncounterProgress progress;
    progress.firstPlayer = encounter.firstPlayer;
    progress.gamesLeft = encounter.games;
    m_encounters[encounter.id] = progress;
    m_current = encounter;
    m_currentLeft = encounter.games;
}

void Scheduler::queueNextGame() {
    const Encounter& encounter = m_current;
    const std::pair<int, int> key(std::min(encounter.firstPlayer, encounter.secondPlayer),
                                  std::max(encounter.firstPlayer, encounter.secondPlayer));
    int& nextWhite = m_nextWhite[key];
    QueuedGame queued;
    queued.encounterId = encounter.id;
    ScheduledGame& g = queued.game;
    g.round = encounter.round;
    g.whitePlayer = nextWhite;
    g.blackPlayer = g.whitePlayer == key.first ? key.second : key.first;
    g.openingIndex = drawOpening(m_currentLeft == encounter.games, encounter.round);
    m_queue.push_back(queued);
    if (!m_settings.noSwap) nextWhite = g.blackPlayer;
    --m_currentLeft;
}

void Scheduler::fillQueue(std::size_t target) {
    while (m_queue.size() < target) {
        if (m_currentLeft > 0) {
            queueNextGame();
            continue;
        }
        // The queue's second place only serves to find a game's pair partner; an encounter
        // that depends on the game ahead of it must wait for its result.
        if (!m_queue.empty() && m_pairing->nextDependsOnGamesInPlay()) return;
        const std::optional<Encounter> encounter = m_pairing->nextEncounter();
        if (!encounter) return;
        if (encounter->games > 0)
            begin(*encounter);
        else
            m_pairing->encounterFinished(encounter->id, 0.0, 0.0);
    }
}

Scheduler::Status Scheduler::next(ScheduledGame* game) {
    if (m_stopped) return Status::Done;
    fillQueue(2); // the game and its possible pair partner
    if (m_queue.empty()) return m_pairing->isComplete() ? Status::Done : Status::Wait;

    QueuedGame queued = m_queue.front();
    m_queue.pop_front();
    ScheduledGame& g = queued.game;
    if (g.pairIndex < 0 && !m_queue.empty()) {
        ScheduledGame& partner = m_queue.front().game;
        if (partner.pairIndex < 0 && partner.whitePlayer == g.blackPlayer &&
            partner.blackPlayer == g.whitePlayer && partner.openingIndex == g.openingIndex) {
            g.pairIndex = partner.pairIndex = m_nextPairIndex++;
        }
    }
    g.number = m_nextNumber++;
    m_running[g.number] = {queued.encounterId, g.whitePlayer};
    *game = g;
    return Status::Game;
}

void Scheduler::gameFinished(int number, double whitePoints, double blackPoints) {
    const auto running = m_running.find(number);
    if (running == m_running.end())
        throw std::invalid_argument("game " + std::to_string(number) +
                                    " is not running (never handed out or already finished)");
    const auto [encounterId, whitePlayer] = running->second;
    m_running.erase(running);
    const auto found = m_encounters.find(encounterId);
    EncounterProgress& progress = found->second;
    const bool whiteIsFirst = whitePlayer == progress.firstPlayer;
    progress.firstPoints += whiteIsFirst ? whitePoints : blackPoints;
    progress.secondPoints += whiteIsFirst ? blackPoints : whitePoints;
    if (--progress.gamesLeft > 0) return;
    const double firstPoints = progress.firstPoints;
    const double secondPoints = progress.secondPoints;
    m_encounters.erase(found);
    m_pairing->encounterFinished(encounterId, firstPoints, secondPoints);
}

} // namespace arbiter
