// The start positions cutechess-cli plays in Chess960 (-variant fischerandom) when no opening
// suite is given: a random position for each new opening, drawn from the random sequence that
// -srand seeds (pgn/cutechessrandom.h), so that arbiter-cli with the same seed plays the same
// positions in the same order. The placement reimplemented (board/frcboard.cpp of cutechess-cli's
// public source): a bishop on one of the 4 dark-start squares (index 0, 2, 4, 6), one on the 4
// others, the queen on one of the 6 free squares, a knight on one of 5, a knight on one of 4,
// then rook, king, rook on the 3 left, each counted from the a-file.
#pragma once

#include "pgn/cutechessrandom.h"

#include <string>
#include <vector>

namespace arbiter {

class Chess960Starts {
public:
    // drawsBefore: numbers of the sequence used before the first position (cutechess-cli draws
    // a knockout's bracket first).
    explicit Chess960Starts(uint32_t seed, int drawsBefore = 0) : m_random(seed) {
        for (int i = 0; i < drawsBefore; ++i) m_random.next();
    }
    // The FEN of the index-th opening (0, 1, 2, ...); positions are drawn in index order.
    const std::string& fen(int index);

private:
    CutechessRandom m_random;
    std::vector<std::string> m_drawn;
};

} // namespace arbiter
