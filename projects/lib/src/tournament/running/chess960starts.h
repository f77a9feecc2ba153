// The start positions cutechess-cli plays in Chess960 (-variant fischerandom) when no opening
// suite is given: a random position for each new opening, drawn from the random sequence that
// -srand seeds, so that arbiter-cli with the same seed plays the same positions in the same
// order. The facts reimplemented (cutechess-cli's public sources, mersenne.cpp and
// board/frcboard.cpp): its Mersenne-Twister variant, whose refill adds the low bit of
// mt[i] (not the high one) to the low 31 bits of mt[i+1], with the standard seeding and
// tempering; and the placement: a bishop on one of the 4 dark-start squares (index 0, 2, 4,
// 6), one on the 4 others, the queen on one of the 6 free squares, a knight on one of 5, a
// knight on one of 4, then rook, king, rook on the 3 left, each counted from the a-file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace arbiter {

class CutechessRandom {
public:
    explicit CutechessRandom(uint32_t seed);
    uint32_t next();

private:
    void refill();

    std::array<uint32_t, 624> m_state{};
    int m_index = 0;
};

class Chess960Starts {
public:
    explicit Chess960Starts(uint32_t seed) : m_random(seed) {}
    // The FEN of the index-th opening (0, 1, 2, ...); positions are drawn in index order.
    const std::string& fen(int index);

private:
    CutechessRandom m_random;
    std::vector<std::string> m_drawn;
};

} // namespace arbiter
