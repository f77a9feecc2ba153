// Running results of one player; see scoreaccumulator.h.
#include "stats/scoreaccumulator.h"

#include "stats/validation.h"

#include <cmath>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace arbiter::stats {

void ScoreAccumulator::addGame(double points) {
    requireScore(points, "ScoreAccumulator::addGame");
    m_trinomial.addGamePoints(points);
    m_gameScores.add(points);
    m_pointSum += points;
    m_pointSquareSum += points * points;
    ++m_games;
}

void ScoreAccumulator::addGame(double points, std::int64_t pairIndex) {
    requireScore(points, "ScoreAccumulator::addGame");
    if (isCompletedPair(pairIndex)) {
        std::ostringstream message;
        message << "ScoreAccumulator::addGame: pair " << pairIndex << " already has two games";
        throw std::invalid_argument(message.str());
    }
    const auto open = m_openPairs.find(pairIndex);
    if (open == m_openPairs.end()) {
        m_openPairs.emplace(pairIndex, points);
    } else {
        m_pentanomial.addPair(open->second, points);
        m_pairScores.add((open->second + points) / 2.0);
        m_openPairs.erase(open);
        markCompletedPair(pairIndex);
        ++m_completedPairs;
    }
    addGame(points);
}

bool ScoreAccumulator::isCompletedPair(std::int64_t pairIndex) const {
    auto next = m_completedRanges.upper_bound(pairIndex); // first range starting after it
    if (next == m_completedRanges.begin()) return false;
    --next;
    return pairIndex <= next->second;
}

void ScoreAccumulator::markCompletedPair(std::int64_t pairIndex) {
    // Called only for indices not yet in a range; joins the neighbouring ranges when adjacent.
    auto next = m_completedRanges.upper_bound(pairIndex);
    std::int64_t first = pairIndex;
    std::int64_t last = pairIndex;
    if (next != m_completedRanges.end() && next->first - 1 == pairIndex) {
        last = next->second;
        next = m_completedRanges.erase(next);
    }
    if (next != m_completedRanges.begin()) {
        auto previous = std::prev(next);
        if (previous->second + 1 == pairIndex) {
            previous->second = last;
            return;
        }
    }
    m_completedRanges.emplace(first, last);
}

ScoreSample ScoreAccumulator::gameSample() const {
    ScoreSample s;
    s.units = m_games;
    s.mean = m_pointSum / m_games;
    s.variance = m_pointSquareSum / m_games - s.mean * s.mean;
    if (s.variance < 0.0) s.variance = 0.0; // rounding when all points are equal
    s.gamesPerUnit = 1.0;
    return s;
}

} // namespace arbiter::stats
