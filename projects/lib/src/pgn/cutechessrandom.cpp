#include "pgn/cutechessrandom.h"

#include <cstddef>

namespace arbiter {

CutechessRandom::CutechessRandom(uint32_t seed) {
    m_state[0] = seed;
    for (uint32_t i = 1; i < m_state.size(); ++i)
        m_state[i] = 0x6C078965u * (m_state[i - 1] ^ (m_state[i - 1] >> 30)) + i;
}

void CutechessRandom::refill() {
    const std::size_t n = m_state.size();
    for (std::size_t i = 0; i < n; ++i) {
        const uint32_t y = (m_state[i] & 0x1u) + (m_state[(i + 1) % n] & 0x7FFFFFFFu);
        m_state[i] = m_state[(i + 397) % n] ^ (y >> 1);
        if (y % 2) m_state[i] ^= 0x9908B0DFu;
    }
}

uint32_t CutechessRandom::next() {
    if (m_index == 0) refill();
    uint32_t y = m_state[std::size_t(m_index)];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9D2C5680u;
    y ^= (y << 15) & 0xEFC60000u;
    y ^= y >> 18;
    m_index = (m_index + 1) % int(m_state.size());
    return y;
}

} // namespace arbiter
