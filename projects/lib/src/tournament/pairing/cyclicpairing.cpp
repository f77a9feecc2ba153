#include "tournament/pairing/cyclicpairing.h"

namespace arbiter {

CyclicPairing::CyclicPairing(std::vector<CycleEntry> cycle, int roundsPerCycle, int cycles,
                             int gamesPerEncounter)
    : m_cycle(std::move(cycle)), m_roundsPerCycle(roundsPerCycle), m_cycles(cycles),
      m_gamesPerEncounter(gamesPerEncounter) {}

std::optional<Encounter> CyclicPairing::nextEncounter() {
    if (isComplete()) return std::nullopt;
    const long long cycle = m_next / static_cast<long long>(m_cycle.size());
    const CycleEntry& entry = m_cycle[std::size_t(m_next % static_cast<long long>(m_cycle.size()))];
    Encounter e;
    e.id = int(m_next);
    e.round = int(cycle * m_roundsPerCycle + entry.roundInCycle + 1);
    e.firstPlayer = entry.firstPlayer;
    e.secondPlayer = entry.secondPlayer;
    e.games = m_gamesPerEncounter;
    ++m_next;
    return e;
}

bool CyclicPairing::isComplete() const {
    return m_cycle.empty() || m_next >= static_cast<long long>(m_cycle.size()) * m_cycles;
}

long long CyclicPairing::plannedGames() const {
    return static_cast<long long>(m_cycle.size()) * m_cycles * m_gamesPerEncounter;
}

std::vector<CycleEntry> CyclicPairing::roundRobinCycle(int playerCount, int* roundsPerCycle) {
    const int count = playerCount + playerCount % 2; // the extra one is the bye
    std::vector<int> top;
    std::vector<int> bottom;
    for (int i = 0; i < count / 2; ++i) top.push_back(i);
    for (int i = count - 1; i >= count / 2; --i) bottom.push_back(i);

    std::vector<CycleEntry> cycle;
    for (int round = 0; round < count - 1; ++round) {
        for (std::size_t i = 0; i < top.size(); ++i)
            if (top[i] < playerCount && bottom[i] < playerCount)
                cycle.push_back({round, top[i], bottom[i]});
        // Rotate every position but top[0].
        top.insert(top.begin() + 1, bottom.front());
        bottom.erase(bottom.begin());
        bottom.push_back(top.back());
        top.pop_back();
    }
    *roundsPerCycle = count - 1;
    return cycle;
}

std::vector<CycleEntry> CyclicPairing::gauntletCycle(int playerCount, int seeds) {
    std::vector<CycleEntry> cycle;
    for (int s = 0; s < seeds; ++s)
        for (int o = seeds; o < playerCount; ++o) cycle.push_back({0, s, o});
    return cycle;
}

std::vector<CycleEntry> CyclicPairing::fastchessCycle(int playerCount, int firstPlayers,
                                                      int* roundsPerCycle) {
    std::vector<CycleEntry> cycle;
    for (int i = 0; i < firstPlayers; ++i)
        for (int j = i + 1; j < playerCount; ++j) cycle.push_back({int(cycle.size()), i, j});
    *roundsPerCycle = int(cycle.size());
    return cycle;
}

std::vector<CycleEntry> CyclicPairing::pyramidCycle(int playerCount) {
    std::vector<CycleEntry> cycle;
    for (int i = 1; i < playerCount; ++i)
        for (int j = 0; j < i; ++j) cycle.push_back({i - 1, i, j});
    return cycle;
}

} // namespace arbiter
