#include "tournament/pairing/swisspairing.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace arbiter {

SwissPairing::SwissPairing(int playerCount, int rounds, int gamesPerEncounter)
    : m_playerCount(playerCount), m_rounds(rounds), m_gamesPerEncounter(gamesPerEncounter),
      m_points(std::size_t(playerCount), 0.0), m_firstCount(std::size_t(playerCount), 0),
      m_hadBye(std::size_t(playerCount), false), m_met(std::size_t(playerCount)) {}

std::optional<Encounter> SwissPairing::nextEncounter() {
    if (m_available.empty() && m_pending == 0 && m_round < m_rounds) pairNextRound();
    if (m_available.empty()) return std::nullopt;
    Encounter e = m_available.front();
    m_available.pop_front();
    return e;
}

bool SwissPairing::isComplete() const {
    return m_round >= m_rounds && m_pending == 0 && m_available.empty();
}

long long SwissPairing::plannedGames() const {
    return static_cast<long long>(m_rounds) * (m_playerCount / 2) * m_gamesPerEncounter;
}

void SwissPairing::encounterFinished(int id, double firstPoints, double secondPoints) {
    const auto found = m_encounterPlayers.find(id);
    if (found == m_encounterPlayers.end())
        throw std::invalid_argument("swiss: unknown encounter " + std::to_string(id));
    m_points[std::size_t(found->second.first)] += firstPoints;
    m_points[std::size_t(found->second.second)] += secondPoints;
    m_encounterPlayers.erase(found);
    --m_pending;
}

std::vector<int> SwissPairing::ranking() const {
    std::vector<int> order(static_cast<std::size_t>(m_playerCount));
    for (int i = 0; i < m_playerCount; ++i) order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return m_points[std::size_t(a)] > m_points[std::size_t(b)];
    });
    return order;
}

bool SwissPairing::pairWithoutRematches(std::vector<int>& unpaired,
                                        std::vector<std::pair<int, int>>& out, long& budget) const {
    if (unpaired.empty()) return true;
    if (--budget < 0) return false;
    const int top = unpaired.front();
    for (std::size_t j = 1; j < unpaired.size(); ++j) {
        const int candidate = unpaired[j];
        if (m_met[std::size_t(top)].count(candidate)) continue;
        std::vector<int> rest;
        rest.reserve(unpaired.size() - 2);
        for (std::size_t k = 1; k < unpaired.size(); ++k)
            if (k != j) rest.push_back(unpaired[k]);
        out.emplace_back(top, candidate);
        if (pairWithoutRematches(rest, out, budget)) return true;
        out.pop_back();
        if (budget < 0) return false;
    }
    return false;
}

void SwissPairing::pairNextRound() {
    ++m_round;
    std::vector<int> order = ranking();
    if (order.size() % 2 == 1) {
        auto bye = std::find_if(order.rbegin(), order.rend(),
                                [this](int p) { return !m_hadBye[std::size_t(p)]; });
        if (bye == order.rend()) bye = order.rbegin(); // everyone had one: the last again
        const int player = *bye;
        m_hadBye[std::size_t(player)] = true;
        m_points[std::size_t(player)] += m_gamesPerEncounter;
        order.erase(std::next(bye).base());
    }

    std::vector<std::pair<int, int>> pairs;
    long budget = kSearchBudget;
    if (!pairWithoutRematches(order, pairs, budget)) {
        pairs.clear();
        for (std::size_t i = 0; i + 1 < order.size(); i += 2)
            pairs.emplace_back(order[i], order[i + 1]);
    }

    for (auto [higher, lower] : pairs) {
        const int higherStarts = m_firstCount[std::size_t(higher)];
        const int lowerStarts = m_firstCount[std::size_t(lower)];
        bool higherFirst =
            higherStarts != lowerStarts ? higherStarts < lowerStarts : m_round % 2 == 1;
        Encounter e;
        e.id = m_nextEncounterId++;
        e.round = m_round;
        e.firstPlayer = higherFirst ? higher : lower;
        e.secondPlayer = higherFirst ? lower : higher;
        e.games = m_gamesPerEncounter;
        ++m_firstCount[std::size_t(e.firstPlayer)];
        m_met[std::size_t(higher)].insert(lower);
        m_met[std::size_t(lower)].insert(higher);
        m_encounterPlayers[e.id] = {e.firstPlayer, e.secondPlayer};
        m_available.push_back(e);
        ++m_pending;
    }
}

} // namespace arbiter
