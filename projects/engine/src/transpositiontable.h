// Transposition table: one 16-byte entry per slot, indexed by the low bits of the position key
// and verified by the full key. Replacement prefers deeper results and entries from the
// current search.
#pragma once

#include "board/types.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace arbiter::engine {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    uint64_t key = 0;
    uint32_t move = 0;
    int16_t score = 0;
    int8_t depth = 0;
    uint8_t boundAndAge = 0; // bits 0-1 bound, 2-7 search generation

    Bound bound() const { return Bound(boundAndAge & 3); }
    uint8_t age() const { return boundAndAge >> 2; }
};
static_assert(sizeof(TTEntry) == 16, "TT entries should stay 16 bytes");

class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 16) { resize(megabytes); }

    // Reallocates (and clears) the table; the size is rounded down to a power of two entries.
    // When the memory cannot be had the old table stays and false is returned.
    bool resize(size_t megabytes);
    void clear();
    // Called at the start of every search so older entries are replaced first.
    void newSearch() { m_age = uint8_t((m_age + 1) & 63); }

    const TTEntry* probe(uint64_t key) const {
        const TTEntry& e = m_entries[key & m_mask];
        return e.key == key && e.bound() != Bound::None ? &e : nullptr;
    }
    void store(uint64_t key, Move move, int score, int depth, Bound bound);

    size_t entryCount() const { return m_entries.size(); }
    // Permille of a sample of slots used in the current search (UCI "hashfull").
    int hashfull() const;

private:
    std::vector<TTEntry> m_entries;
    uint64_t m_mask = 0;
    uint8_t m_age = 0;
};

} // namespace arbiter::engine
