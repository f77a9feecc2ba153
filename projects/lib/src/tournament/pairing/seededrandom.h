// A small deterministic random number generator (evolutionary tuning). The standard library's
// distributions and std::shuffle are implementation-defined, so the same seed could give
// different populations on different platforms; SplitMix64 (Steele, Lea and
// Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) with rejection
// sampling gives the same sequence everywhere.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace arbiter {

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound), bound > 0, without modulo bias.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % bound);
        std::uint64_t value;
        do value = next();
        while (value >= limit);
        return value % bound;
    }

    // Fisher-Yates shuffle.
    template <typename T> void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

private:
    std::uint64_t m_state;
};

} // namespace arbiter
