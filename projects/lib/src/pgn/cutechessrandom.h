// The random sequence cutechess-cli 1.5.1 draws from (projects/lib/src/mersenne.cpp), so that
// -srand gives the same opening order (order=random), Chess960 start positions and knockout draw
// as cutechess-cli. It is a Mersenne-Twister variant: its refill adds the low bit of mt[i] (not
// the high one) to the low 31 bits of mt[i+1]; seeding and tempering are the standard ones.
#pragma once

#include <array>
#include <cstdint>

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

} // namespace arbiter
