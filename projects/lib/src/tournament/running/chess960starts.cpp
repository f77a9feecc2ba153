#include "tournament/running/chess960starts.h"

namespace arbiter {

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
