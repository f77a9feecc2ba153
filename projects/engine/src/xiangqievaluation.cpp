// Evaluation for the xiangqi family, from Red's side and blended between middlegame and
// endgame by the attacking material left. Values follow the usual xiangqi rule of thumb
// (chariot 9, cannon 4.5, horse 4, advisor and elephant 2, soldier 1 and 2 once across the
// river); cannons lose and horses gain value as the board empties. Piece-square values come
// from simple formulas (advancement, central files, palace), plus mobility from the library's
// attack sets and a penalty for missing guards when the opponent still has attackers.
#include "xiangqifamily.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter::engine {

using namespace xq;

namespace {

struct Pair {
    int mg = 0;
    int eg = 0;
};

constexpr int MgValue[PieceTypeCount] = {0, 100, 400, 200, 900, 0, 0, 200, 450};
constexpr int EgValue[PieceTypeCount] = {0, 120, 450, 180, 950, 0, 0, 180, 400};
constexpr int PhaseWeight[PieceTypeCount] = {0, 0, 2, 0, 4, 0, 0, 0, 2};
constexpr int TotalPhase = 32;
constexpr int TempoMg = 10;

// Piece-square values for Red (rank 0 = Red's back rank), material included.
struct PieceSquareTables {
    Pair value[PieceTypeCount][SquareCount];

    PieceSquareTables() {
        for (Square s = 0; s < SquareCount; ++s) {
            const int f = fileOf(s), r = rankOf(s);
            const int edge = std::min(f, Files - 1 - f); // 0 on the edge files, 4 in the middle
            const bool centreFiles = f >= 3 && f <= 5;
            auto set = [&](PieceType t, int mg, int eg) {
                value[t][s] = {MgValue[t] + mg, EgValue[t] + eg};
            };
            // Soldiers double in value across the river, most on the central files, least on
            // the last rank where they can only move sideways.
            static const int crossedMg[10] = {0, 0, 0, 0, 10, 70, 90, 100, 90, 30};
            static const int crossedEg[10] = {0, 0, 0, 0, 10, 90, 110, 120, 100, 40};
            const int centre = r >= 5 && r <= 8 && centreFiles ? 20 + (f == 4 ? 10 : 0) : 0;
            set(Pawn, crossedMg[r] + centre, crossedEg[r] + centre);

            static const int horseEdge[5] = {-20, 0, 10, 15, 15};
            const int horseRank = (r >= 2 && r <= 7 ? 10 : 0) + (r >= 5 && r <= 7 ? 20 : 0);
            set(Knight, horseEdge[edge] + horseRank - (r == 0 ? 10 : 0),
                horseEdge[edge] + horseRank);

            set(Cannon, (f == 4 ? 20 : 0) + (r >= 7 ? 10 : 0), 0);
            set(Rook, (r >= 5 ? 20 : 0) - (r == 0 ? 10 : 0), r >= 5 ? 10 : 0);
            set(Advisor, f == 4 && r == 1 ? 10 : 0, 0);
            set(Bishop, f == 4 && r == 2 ? 10 : edge == 0 ? -5 : 0, 0);
            static const int kingRank[3] = {0, -20, -40};
            set(King, (r < 3 ? kingRank[r] : -40) + (f == 4 ? 5 : 0), r < 3 ? -5 * r : 0);
        }
    }
};

const PieceSquareTables& pieceSquareTables() {
    static const PieceSquareTables tables;
    return tables;
}

// Red's square for a piece of `side` (Black's pieces are mirrored across the river).
Square relativeSquare(Side side, Square s) {
    return side == White ? s : makeSquare(fileOf(s), Ranks - 1 - rankOf(s));
}

Pair sideTerms(const XiangqiPosition& pos, Side us, int* phase) {
    const PieceSquareTables& pst = pieceSquareTables();
    const Side them = ~us;
    const SquareSet occupied = pos.occupied();
    const SquareSet notOurs = ~pos.pieces(us);
    Pair score;
    for (PieceType t : {Pawn, Advisor, Bishop, Knight, Cannon, Rook, King}) {
        for (SquareSet b = pos.pieces(us, t); b;) {
            const Square s = popLsb(b);
            const Pair v = pst.value[t][relativeSquare(us, s)];
            score.mg += v.mg;
            score.eg += v.eg;
            *phase += PhaseWeight[t];
            const Piece p = makePiece(us, t);
            if (t == Rook) {
                const int n = popcount(XiangqiPosition::attacksFrom(p, s, occupied) & notOurs);
                score.mg += 3 * (n - 6);
                score.eg += 3 * (n - 6);
            } else if (t == Knight) {
                const int n = popcount(XiangqiPosition::attacksFrom(p, s, occupied) & notOurs);
                score.mg += 8 * (n - 3);
                score.eg += 6 * (n - 3);
            } else if (t == Cannon) {
                // Quiet moves slide like a chariot's onto empty points.
                const int n = popcount(
                    XiangqiPosition::attacksFrom(makePiece(us, Rook), s, occupied) & ~occupied);
                score.mg += n - 6;
            }
        }
    }
    // Guards: each missing advisor or elephant costs more the more attackers the opponent has.
    const int guards = popcount(pos.pieces(us, Advisor) | pos.pieces(us, Bishop));
    const int attackers = 2 * popcount(pos.pieces(them, Rook)) +
                          popcount(pos.pieces(them, Knight) | pos.pieces(them, Cannon));
    score.mg -= (4 - std::min(guards, 4)) * attackers * 6;
    return score;
}

} // namespace

int XiangqiFamily::pieceValue(PieceType t) {
    return MgValue[t];
}

bool XiangqiFamily::nullMoveAllowed(const Position& pos) {
    const Side us = pos.sideToMove();
    return (pos.pieces(us, Rook) | pos.pieces(us, Knight) | pos.pieces(us, Cannon)) != 0;
}

bool XiangqiFamily::insufficientMaterial(const Position& pos) {
    return (pos.pieces(Rook) | pos.pieces(Knight) | pos.pieces(Cannon) | pos.pieces(Pawn)) == 0;
}

int XiangqiFamily::evaluate(const Position& pos) {
    if (insufficientMaterial(pos)) return 0;
    int phase = 0;
    const Pair red = sideTerms(pos, White, &phase);
    const Pair black = sideTerms(pos, Black, &phase);
    phase = std::min(phase, TotalPhase);
    const int mg = red.mg - black.mg, eg = red.eg - black.eg;
    const int value = (mg * phase + eg * (TotalPhase - phase)) / TotalPhase;
    const int fromMover = pos.sideToMove() == White ? value : -value;
    return fromMover + TempoMg * phase / TotalPhase;
}

} // namespace arbiter::engine
