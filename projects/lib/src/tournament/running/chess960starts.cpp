#include "tournament/running/chess960starts.h"

namespace arbiter {

CutechessRandom::CutechessRandom(uint32_t seed) {
    m_state[0] = seed;
    for (uint32_t i = 1; i < m_state.size(); ++i)
        m_state[i] = 0x6C078965u * (m_state[i - 1] ^ (m_state[i - 1] >> 30)) + i;
}

void CutechessRandom::refill() {
    const size_t n = m_state.size();
    for (size_t i = 0; i < n; ++i) {
        const uint32_t y = (m_state[i] & 0x1u) + (m_state[(i + 1) % n] & 0x7FFFFFFFu);
        m_state[i] = m_state[(i + 397) % n] ^ (y >> 1);
        if (y % 2) m_state[i] ^= 0x9908B0DFu;
    }
}

uint32_t CutechessRandom::next() {
    if (m_index == 0) refill();
    uint32_t y = m_state[size_t(m_index)];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9D2C5680u;
    y ^= (y << 15) & 0xEFC60000u;
    y ^= y >> 18;
    m_index = (m_index + 1) % int(m_state.size());
    return y;
}

namespace {

// Puts `piece` on the pos-th free square among start, start + step, ...
void place(std::string& rank, char piece, uint32_t pos, size_t start = 0, size_t step = 1) {
    uint32_t free = 0;
    for (size_t i = start; i < rank.size(); i += step) {
        if (rank[i] != ' ') continue;
        if (free++ == pos) {
            rank[i] = piece;
            return;
        }
    }
}

std::string lower(std::string s) {
    for (char& c : s) c = char(c - 'A' + 'a');
    return s;
}

} // namespace

const std::string& Chess960Starts::fen(int index) {
    while (int(m_drawn.size()) <= index) {
        std::string rank(8, ' ');
        place(rank, 'B', m_random.next() % 4, 0, 2);
        place(rank, 'B', m_random.next() % 4, 1, 2);
        place(rank, 'Q', m_random.next() % 6);
        place(rank, 'N', m_random.next() % 5);
        place(rank, 'N', m_random.next() % 4);
        place(rank, 'R', 0);
        place(rank, 'K', 0);
        place(rank, 'R', 0);
        m_drawn.push_back(lower(rank) + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w KQkq - 0 1");
    }
    return m_drawn[size_t(index)];
}

} // namespace arbiter
