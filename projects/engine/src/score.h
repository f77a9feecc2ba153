// Search score conventions: centipawns from the side to move; mates as MateScore - plies.
#pragma once

namespace arbiter::engine {

constexpr int MaxPly = 128;
constexpr int Infinity = 32500;
constexpr int MateScore = 32000;
// Scores beyond this are mates (with the distance in plies encoded).
constexpr int MateBound = MateScore - MaxPly;
// A decided game that is not a mate on the board (xiangqi: the perpetual checker loses).
constexpr int RuleWinScore = 20000;

constexpr int matedIn(int ply) {
    return -MateScore + ply;
}
constexpr bool isMateScore(int score) {
    return score >= MateBound || score <= -MateBound;
}
// Full moves to mate as UCI reports it: positive when the side to move mates.
constexpr int mateInMoves(int score) {
    return score > 0 ? (MateScore - score + 1) / 2 : -(MateScore + score) / 2;
}

// Scores stored in the transposition table count mates from the stored node, not the root.
constexpr int scoreToTable(int score, int ply) {
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}
constexpr int scoreFromTable(int score, int ply) {
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

} // namespace arbiter::engine
