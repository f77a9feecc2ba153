// A seedable random source whose sequence is the same on every platform and standard library
// (std::shuffle and the std distributions are not), so -srand reproduces opening orders and
// book choices everywhere.
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace arbiter {

class Random {
public:
    explicit Random(uint64_t seed = 0) : m_engine(seed) {}
    void seed(uint64_t seed) { m_engine.seed(seed); }

    uint64_t next() { return m_engine(); }
    // Uniform in [0, n); n must be positive. Rejection sampling, so without modulo bias.
    uint64_t below(uint64_t n) {
        const uint64_t threshold = (0 - n) % n;
        while (true) {
            uint64_t r = m_engine();
            if (r >= threshold) return r % n;
        }
    }
    // Fisher-Yates.
    template <class T> void shuffle(std::vector<T>& items) {
        for (size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }
    // The permutation fastchess 1.8 draws for an opening suite from the same seed
    // (fastchess 1.8.2 app/src/game/book/opening_book.hpp): Fisher-Yates from the front, one
    // draw per position, reduced modulo the remaining count (with its small bias).
    template <class T> void shuffleAsFastchess(std::vector<T>& items) {
        for (size_t i = 0; i + 2 <= items.size(); ++i)
            std::swap(items[i], items[i + size_t(m_engine() % (items.size() - i))]);
    }

private:
    std::mt19937_64 m_engine; // its output sequence is fixed by the C++ standard
};

} // namespace arbiter
