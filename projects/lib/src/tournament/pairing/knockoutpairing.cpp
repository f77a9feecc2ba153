#include "tournament/pairing/knockoutpairing.h"

#include "tournament/pairing/seededrandom.h"

#include <cmath>
#include <stdexcept>

namespace arbiter {

namespace {

constexpr double kTieTolerance = 1e-9;

QString pointsText(double points) {
    return QString::number(points, 'g', 10);
}

} // namespace

std::vector<int> KnockoutPairing::bracketOrder(int size) {
    std::vector<int> order{1};
    while (int(order.size()) < size) {
        const int next = int(order.size()) * 2;
        std::vector<int> expanded;
        for (int seed : order) {
            expanded.push_back(seed);
            expanded.push_back(next + 1 - seed);
        }
        order.swap(expanded);
    }
    return order;
}

KnockoutPairing::KnockoutPairing(int playerCount, int seeds, int gamesPerEncounter,
                                 std::uint64_t randomSeed)
    : m_gamesPerEncounter(gamesPerEncounter) {
    std::vector<int> seeded;
    std::vector<int> unseeded;
    for (int i = 0; i < playerCount; ++i) (i < seeds ? seeded : unseeded).push_back(i);
    SeededRandom random(randomSeed);
    random.shuffle(unseeded);
    seeded.insert(seeded.end(), unseeded.begin(), unseeded.end());

    int size = 1;
    while (size < playerCount) size *= 2;
    for (int seed : bracketOrder(size))
        m_slots.push_back(seed <= playerCount ? seeded[seed - 1] : -1);

    for (int matches = size / 2; matches >= 1; matches /= 2) m_rounds.emplace_back(matches);
    m_plannedGames = static_cast<long long>(playerCount - 1) * gamesPerEncounter;

    for (int m = 0; m < int(m_rounds[0].size()); ++m) {
        Match& match = m_rounds[0][m];
        match.first = m_slots[2 * m];
        match.second = m_slots[2 * m + 1];
        match.firstKnown = match.secondKnown = true;
        if (match.first >= 0 && match.second >= 0)
            startIfReady(0, m);
        else
            decide(0, m, match.first >= 0 ? match.first : match.second);
    }
}

void KnockoutPairing::addEncounter(int round, int match, int games) {
    const Match& m = m_rounds[round][match];
    Encounter e;
    e.id = m_nextEncounterId++;
    e.round = round + 1;
    e.firstPlayer = m.first;
    e.secondPlayer = m.second;
    e.games = games;
    m_encounterMatch[e.id] = {round, match};
    m_available.push_back(e);
}

void KnockoutPairing::startIfReady(int round, int match) {
    Match& m = m_rounds[round][match];
    if (!m.firstKnown || !m.secondKnown || m.started) return;
    m.started = true;
    addEncounter(round, match, m_gamesPerEncounter);
}

void KnockoutPairing::placeResult(int round, int match, int winner) {
    Match& parent = m_rounds[round][match / 2];
    if (match % 2 == 0) {
        parent.first = winner;
        parent.firstKnown = true;
    } else {
        parent.second = winner;
        parent.secondKnown = true;
    }
    startIfReady(round, match / 2);
}

void KnockoutPairing::decide(int round, int match, int winner) {
    Match& m = m_rounds[round][match];
    m.decided = true;
    m.winner = winner;
    if (round + 1 < int(m_rounds.size())) placeResult(round + 1, match, winner);
}

std::optional<Encounter> KnockoutPairing::nextEncounter() {
    if (m_available.empty()) return std::nullopt;
    Encounter e = m_available.front();
    m_available.pop_front();
    return e;
}

bool KnockoutPairing::isComplete() const {
    return m_rounds.back()[0].decided;
}

int KnockoutPairing::champion() const {
    return m_rounds.back()[0].winner;
}

void KnockoutPairing::encounterFinished(int id, double firstPoints, double secondPoints) {
    const auto found = m_encounterMatch.find(id);
    if (found == m_encounterMatch.end())
        throw std::invalid_argument("knockout: unknown encounter " + std::to_string(id));
    const auto [round, match] = found->second;
    m_encounterMatch.erase(found);
    Match& m = m_rounds[round][match];
    m.firstPoints += firstPoints;
    m.secondPoints += secondPoints;
    const double difference = m.firstPoints - m.secondPoints;
    if (std::fabs(difference) > kTieTolerance) {
        decide(round, match, difference > 0 ? m.first : m.second);
    } else if (m.tiebreaks < kMaxTiebreakEncounters) {
        ++m.tiebreaks;
        m_plannedGames += kTiebreakGames;
        addEncounter(round, match, kTiebreakGames);
    } else {
        decide(round, match, m.first); // still tied: the better seed advances
    }
}

long long KnockoutPairing::plannedGames() const {
    return m_plannedGames;
}

QStringList KnockoutPairing::summaryLines(const QStringList& names) const {
    auto name = [&](int player, bool known) {
        return known && player >= 0 && player < names.size() ? names[player] : QStringLiteral("?");
    };
    QStringList lines;
    for (int r = 0; r < int(m_rounds.size()); ++r) {
        lines << QStringLiteral("Round %1").arg(r + 1);
        for (const Match& m : m_rounds[r]) {
            if (m.firstKnown && m.secondKnown && (m.first < 0 || m.second < 0)) {
                lines << QStringLiteral("  %1: bye").arg(name(m.winner, true));
                continue;
            }
            QString line = QStringLiteral("  %1 vs %2")
                               .arg(name(m.first, m.firstKnown), name(m.second, m.secondKnown));
            if (m.started)
                line += QStringLiteral(": %1 - %2")
                            .arg(pointsText(m.firstPoints), pointsText(m.secondPoints));
            if (m.tiebreaks > 0)
                line += QStringLiteral(" (%1 tiebreak games)").arg(m.tiebreaks * kTiebreakGames);
            if (m.decided) line += QStringLiteral(", %1 advances").arg(name(m.winner, true));
            lines << line;
        }
    }
    if (isComplete()) lines << QStringLiteral("Winner: %1").arg(name(champion(), true));
    return lines;
}

} // namespace arbiter
