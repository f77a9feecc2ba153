#include "transpositiontable.h"

#include <algorithm>
#include <new>

namespace arbiter::engine {

bool TranspositionTable::resize(size_t megabytes) {
    megabytes = std::max<size_t>(1, megabytes);
    size_t count = 1;
    while (count * 2 * sizeof(TTEntry) <= megabytes * 1024 * 1024) count *= 2;
    try {
        std::vector<TTEntry> entries(count);
        m_entries.swap(entries);
    } catch (const std::bad_alloc&) {
        return false;
    }
    m_mask = m_entries.size() - 1;
    return true;
}

void TranspositionTable::clear() {
    std::fill(m_entries.begin(), m_entries.end(), TTEntry());
}

void TranspositionTable::store(uint64_t key, Move move, int score, int depth, Bound bound) {
    TTEntry& e = m_entries[key & m_mask];
    const bool sameKey = e.key == key;
    // Keep a deeper entry of the current search for another position; always replace stale
    // ones. For the same position keep the old move when the new result has none.
    if (!sameKey && e.age() == m_age && e.depth > depth && e.bound() != Bound::None) return;
    if (sameKey && move.isNull()) move = Move::fromRaw(e.move);
    e.key = key;
    e.move = move.raw();
    e.score = int16_t(score);
    e.depth = int8_t(std::clamp(depth, -100, 127));
    e.boundAndAge = uint8_t(uint8_t(bound) | (m_age << 2));
}

int TranspositionTable::hashfull() const {
    const size_t sample = std::min<size_t>(1000, m_entries.size());
    int used = 0;
    for (size_t i = 0; i < sample; ++i)
        if (m_entries[i].bound() != Bound::None && m_entries[i].age() == m_age) ++used;
    return int(used * 1000 / sample);
}

} // namespace arbiter::engine
