#include "tournament/pairing/knockoutpairing.h"

#include "pgn/cutechessrandom.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace arbiter {

int KnockoutPairing::seedSlot(int rank, int size) {
    if (rank <= 1) return 0;
    // An even rank goes to the lower half, an odd one to the upper half, recursively.
    if (rank % 2 == 0) return size / 2 + seedSlot(rank / 2, size / 2);
    return seedSlot(rank / 2 + 1, size / 2);
}

int KnockoutPairing::Match::leader() const {
    if (first < 0) return second;
    if (second < 0) return first;
    if (firstScore != secondScore) return firstScore > secondScore ? first : second;
    return -1;
}

KnockoutPairing::KnockoutPairing(int playerCount, int seeds, int gamesPerEncounter,
                                 std::uint64_t randomSeed, int randomDrawsBefore)
    : m_gamesPerEncounter(gamesPerEncounter), m_playerCount(playerCount) {
    std::vector<int> drawn;
    std::vector<int> unseeded;
    for (int i = 0; i < playerCount; ++i) (i < seeds ? drawn : unseeded).push_back(i);
    CutechessRandom random{uint32_t(randomSeed)};
    for (int i = 0; i < randomDrawsBefore; ++i) random.next();
    while (!unseeded.empty()) {
        const auto k = std::ptrdiff_t(random.next() % uint32_t(unseeded.size()));
        drawn.push_back(unseeded[size_t(k)]);
        unseeded.erase(unseeded.begin() + k);
    }

    int size = 1;
    while (size < playerCount) size *= 2;
    drawn.resize(size_t(size), -1); // the byes come last
    m_slots.assign(size_t(size), -1);
    int byes = 0;
    for (int i = 0; i < size; ++i) {
        const int slot = seedSlot(i + 1, size);
        if (drawn[size_t(i)] >= 0) {
            m_slots[size_t(slot)] = drawn[size_t(i)];
            continue;
        }
        // A bye goes next to the best seed still without one.
        const int byeSlot = seedSlot(++byes, size) + 1;
        m_slots[size_t(slot)] = m_slots[size_t(byeSlot)];
        m_slots[size_t(byeSlot)] = -1;
    }
    m_rounds.emplace_back();
    for (int i = 0; i < size; i += 2) {
        Match m;
        m.first = m_slots[size_t(i)];
        m.second = m_slots[size_t(i) + 1];
        m_rounds[0].push_back(m);
    }
}

bool KnockoutPairing::needsGames(const Match& m) const {
    if (!m.valid()) return false;
    const int inPlayPoints = 2 * m.inPlay;
    if (std::max(m.firstScore, m.secondScore) + inPlayPoints <= m_gamesPerEncounter) return true;
    const int minimumLead = m_gamesPerEncounter % 2 == 0 ? 3 : 1;
    const int lead = std::abs(m.firstScore - m.secondScore) + inPlayPoints;
    if (lead >= minimumLead) return false;
    if (minimumLead == 1 || lead == 0) return true;
    return m.started % 2 != 0; // an even match is extended by pairs of games
}

bool KnockoutPairing::roundInPlay() const {
    for (const Match& m : m_rounds.back())
        if (m.inPlay > 0) return true;
    return false;
}

std::optional<Encounter> KnockoutPairing::nextEncounter() {
    for (int pass = 0; pass < 2; ++pass) {
        std::vector<Match>& round = m_rounds.back();
        for (int i = 0; i < int(round.size()); ++i) {
            Match& m = round[size_t(i)];
            if (!needsGames(m)) continue;
            ++m.started;
            ++m.inPlay;
            Encounter e;
            e.id = m_nextEncounterId++;
            e.round = int(m_rounds.size());
            e.firstPlayer = m.first;
            e.secondPlayer = m.second;
            e.games = 1;
            m_encounterMatch[e.id] = {int(m_rounds.size()) - 1, i};
            return e;
        }
        if (pass > 0 || round.size() <= 1 || roundInPlay()) return std::nullopt;
        // Every match of the round is decided: the winners meet two by two.
        std::vector<Match> next;
        for (size_t i = 0; i + 1 < round.size(); i += 2) {
            Match m;
            m.first = round[i].leader();
            m.second = round[i + 1].leader();
            next.push_back(m);
        }
        m_rounds.push_back(std::move(next));
    }
    return std::nullopt;
}

bool KnockoutPairing::isComplete() const {
    const std::vector<Match>& last = m_rounds.back();
    return last.size() == 1 && last[0].inPlay == 0 && !needsGames(last[0]);
}

int KnockoutPairing::champion() const {
    return isComplete() ? m_rounds.back()[0].leader() : -1;
}

void KnockoutPairing::encounterFinished(int id, double firstPoints, double secondPoints) {
    const auto found = m_encounterMatch.find(id);
    if (found == m_encounterMatch.end())
        throw std::invalid_argument("knockout: unknown encounter " + std::to_string(id));
    const auto [round, match] = found->second;
    m_encounterMatch.erase(found);
    Match& m = m_rounds[size_t(round)][size_t(match)];
    m.firstScore += int(std::lround(2 * firstPoints));
    m.secondScore += int(std::lround(2 * secondPoints));
    --m.inPlay;
}

long long KnockoutPairing::plannedGames() const {
    // The Scheduler counts the games started beyond it.
    return static_cast<long long>(m_playerCount - 1) * m_gamesPerEncounter;
}

QStringList KnockoutPairing::summaryLines(const QStringList& names) const {
    auto name = [&](int player) {
        return player >= 0 && player < names.size() ? names[player] : QStringLiteral("?");
    };
    QStringList lines;
    for (const Match& m : m_rounds[0]) {
        const int upper = m.first >= 0 ? m.first : m.second;
        lines << name(upper) << QString() << (m.valid() ? name(m.second) : QStringLiteral("bye"))
              << QString();
    }
    lines.removeLast();
    for (int r = 1; r <= int(m_rounds.size()); ++r) {
        const std::vector<Match>& round = m_rounds[size_t(r - 1)];
        for (int x = 0; x < int(round.size()); ++x) {
            const Match& m = round[size_t(x)];
            const bool open = needsGames(m) || m.inPlay > 0;
            QString text = QString(2 * r, QLatin1Char('\t')) +
                           (open ? QStringLiteral("...") : name(m.leader()));
            if (m.firstScore + m.secondScore > 0)
                text += QStringLiteral(" (%1-%2)")
                            .arg(QString::number(m.firstScore / 2.0, 'g', 6),
                                 QString::number(m.secondScore / 2.0, 'g', 6));
            const int line = ((2 << (r - 1)) - 1) + x * (2 << r);
            if (line < lines.size()) lines[line] += text;
        }
    }
    return lines;
}

} // namespace arbiter
