// Evaluation for the western family. All terms are computed for White and Black alike and
// blended between a middlegame and an endgame value by the remaining piece material (a
// "tapered" evaluation). Piece-square values come from simple formulas (centralisation,
// advancement, king shelter) rather than hand-typed tables.
#include "westernfamily.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter::engine {

using namespace bb;

namespace {

struct Pair {
    int mg = 0;
    int eg = 0;
    Pair& operator+=(Pair o) {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
    Pair& operator-=(Pair o) {
        mg -= o.mg;
        eg -= o.eg;
        return *this;
    }
};
constexpr Pair operator*(Pair p, int k) {
    return {p.mg * k, p.eg * k};
}

constexpr int MgValue[PieceTypeCount] = {0, 90, 320, 330, 480, 980, 0, 0, 0};
constexpr int EgValue[PieceTypeCount] = {0, 120, 300, 320, 540, 1000, 0, 0, 0};
constexpr int PhaseWeight[PieceTypeCount] = {0, 0, 1, 1, 2, 4, 0, 0, 0};
constexpr int TotalPhase = 24;

constexpr int PassedMg[8] = {0, 5, 10, 15, 25, 45, 70, 0};
constexpr int PassedEg[8] = {0, 10, 15, 25, 45, 75, 120, 0};
constexpr Pair Doubled{-10, -20};
constexpr Pair Isolated{-10, -15};
constexpr Pair BishopPair{30, 50};
constexpr Pair RookOpenFile{25, 10};
constexpr Pair RookHalfOpenFile{12, 6};
constexpr int ShieldPawnMg = 12;
constexpr int TempoMg = 10;

// Per safe square attacked, relative to a typical count.
constexpr Pair MobilityWeight[PieceTypeCount] = {{},     {}, {4, 4}, {5, 5}, {2, 4},
                                                 {1, 2}, {}, {},     {}};
constexpr int MobilityBase[PieceTypeCount] = {0, 0, 4, 6, 7, 14, 0, 0, 0};

// Chebyshev distance from the centre: 0 on d4-e5, 3 on the rim.
int centreRing(Square s) {
    int f = s % 8, r = s / 8;
    return std::max(std::abs(2 * f - 7), std::abs(2 * r - 7)) / 2;
}
// Manhattan distance from the centre: 0..6.
int centreManhattan(Square s) {
    int f = s % 8, r = s / 8;
    return std::abs(2 * f - 7) / 2 + std::abs(2 * r - 7) / 2;
}
int squareDistance(Square a, Square b) {
    return std::abs(a % 8 - b % 8) + std::abs(a / 8 - b / 8);
}

// Piece-square values from White's point of view (rank 0 = White's back rank), material
// included.
struct PieceSquareTables {
    Pair value[PieceTypeCount][64];

    PieceSquareTables() {
        for (Square s = 0; s < 64; ++s) {
            const int f = s % 8, r = s / 8, ring = centreRing(s);
            const bool centreFile = f == 3 || f == 4;
            auto set = [&](PieceType t, int mg, int eg) {
                value[t][s] = {MgValue[t] + mg, EgValue[t] + eg};
            };
            static const int pawnMg[8] = {0, 0, 0, 5, 15, 30, 50, 0};
            static const int pawnEg[8] = {0, 0, 5, 15, 30, 55, 90, 0};
            set(Pawn, pawnMg[r] + (centreFile && r >= 2 && r <= 4 ? 12 : 0), pawnEg[r]);

            static const int knightMg[4] = {15, 5, -10, -35}, knightEg[4] = {10, 5, -5, -25};
            set(Knight, knightMg[ring] - (r == 0 ? 10 : 0), knightEg[ring]);

            static const int bishopMg[4] = {10, 8, 0, -10}, bishopEg[4] = {8, 5, 0, -8};
            set(Bishop, bishopMg[ring] - (r == 0 ? 10 : 0), bishopEg[ring]);

            set(Rook, (r == 6 ? 20 : 0) + (centreFile ? 5 : 0), r == 6 ? 15 : 0);

            static const int queenMg[4] = {5, 3, 0, -5}, queenEg[4] = {15, 8, 0, -12};
            set(Queen, queenMg[ring], queenEg[ring]);

            // Middlegame: stay behind the pawns, preferably castled; endgame: centralise.
            static const int kingBackRank[8] = {20, 30, 10, 0, 0, 10, 30, 20};
            int kingMg = r == 0   ? kingBackRank[f]
                         : r == 1 ? -15 - (f >= 2 && f <= 5 ? 10 : 0)
                                  : -40 - 15 * (r - 2);
            static const int kingEg[4] = {30, 15, 0, -25};
            set(King, kingMg, kingEg[ring]);
        }
    }
};

const PieceSquareTables& pieceSquareTables() {
    static const PieceSquareTables tables;
    return tables;
}

Bitboard adjacentFiles(int f) {
    return (f > 0 ? fileMask(f - 1) : 0) | (f < 7 ? fileMask(f + 1) : 0);
}
// Squares strictly in front of rank r from `side`'s point of view, on all files.
Bitboard ranksAhead(Side side, int r) {
    if (side == White) return r >= 7 ? 0 : ~Bitboard(0) << (8 * (r + 1));
    return r <= 0 ? 0 : (Bitboard(1) << (8 * r)) - 1;
}
int relativeRank(Side side, Square s) {
    return side == White ? s / 8 : 7 - s / 8;
}

Pair pawnStructure(const WesternPosition& pos, Side us) {
    Pair score;
    const Side them = ~us;
    const Bitboard ours = pos.pieces(us, Pawn), theirs = pos.pieces(them, Pawn);
    for (Bitboard b = ours; b;) {
        const Square s = popLsb(b);
        const int f = s % 8, r = s / 8;
        const Bitboard ahead = ranksAhead(us, r);
        if (ours & fileMask(f) & ahead) score += Doubled;
        if (!(ours & adjacentFiles(f))) score += Isolated;
        if (!(theirs & (fileMask(f) | adjacentFiles(f)) & ahead)) {
            const int rr = relativeRank(us, s);
            score += Pair{PassedMg[rr], PassedEg[rr]};
        }
    }
    return score;
}

Pair piecesTerm(const WesternPosition& pos, Side us) {
    Pair score;
    const Side them = ~us;
    const Bitboard occupied = pos.pieces();
    const Bitboard theirPawns = pos.pieces(them, Pawn);
    const Bitboard ourPawns = pos.pieces(us, Pawn);
    Bitboard theirPawnAttacks = 0;
    for (Bitboard b = theirPawns; b;) theirPawnAttacks |= tables().pawn[them][popLsb(b)];
    const Bitboard safe = ~pos.pieces(us) & ~theirPawnAttacks;

    auto mobility = [&](PieceType t, Bitboard attacks) {
        const int n = popcount(attacks & safe) - MobilityBase[t];
        score += MobilityWeight[t] * n;
    };
    for (Bitboard b = pos.pieces(us, Knight); b;) mobility(Knight, tables().knight[popLsb(b)]);
    for (Bitboard b = pos.pieces(us, Bishop); b;)
        mobility(Bishop, bishopAttacks(popLsb(b), occupied));
    for (Bitboard b = pos.pieces(us, Rook); b;) {
        const Square s = popLsb(b);
        mobility(Rook, rookAttacks(s, occupied));
        const Bitboard file = fileMask(s % 8);
        if (!(file & (ourPawns | theirPawns)))
            score += RookOpenFile;
        else if (!(file & ourPawns))
            score += RookHalfOpenFile;
    }
    for (Bitboard b = pos.pieces(us, Queen); b;) mobility(Queen, queenAttacks(popLsb(b), occupied));

    if (moreThanOne(pos.pieces(us, Bishop))) score += BishopPair;

    // Pawn shelter in front of a king that stays on its first two ranks.
    const Square ksq = pos.kingSquare(us);
    if (ksq != NoSquare && pos.rules().royalKing && relativeRank(us, ksq) <= 1) {
        const int f = ksq % 8, r = ksq / 8;
        const Bitboard files = fileMask(f) | adjacentFiles(f);
        const Bitboard near = us == White ? ranksAhead(White, r) & ~ranksAhead(White, r + 2)
                                          : ranksAhead(Black, r) & ~ranksAhead(Black, r - 2);
        score.mg += ShieldPawnMg * std::min(3, popcount(ourPawns & files & near));
    }
    return score;
}

int nonPawnMaterial(const WesternPosition& pos, Side s) {
    int total = 0;
    for (PieceType t : {Knight, Bishop, Rook, Queen})
        total += popcount(pos.pieces(s, t)) * MgValue[t];
    return total;
}

} // namespace

int WesternFamily::pieceValue(PieceType t) {
    static constexpr int values[PieceTypeCount] = {0, 100, 320, 330, 500, 950, 0, 0, 0};
    return values[t];
}

bool WesternFamily::nullMoveAllowed(const Position& pos) {
    const Side us = pos.sideToMove();
    return !pos.rules().mustCapture && (pos.pieces(us, Knight) | pos.pieces(us, Bishop) |
                                        pos.pieces(us, Rook) | pos.pieces(us, Queen)) != 0;
}

bool WesternFamily::insufficientMaterial(const Position& pos) {
    // The variants' goals (hill, checks, losing pieces, ...) need no mating material.
    if (pos.rules().isVariant()) return false;
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    return popcount(pos.pieces(Knight) | pos.pieces(Bishop)) <= 1;
}

namespace {

// Antichess family and losers: pieces are a burden, so material counts against its owner,
// and moves to choose from (rather than forced captures) are worth a little.
int losingGameEvaluation(const WesternPosition& pos) {
    static constexpr int burden[PieceTypeCount] = {0, 100, 300, 300, 500, 900, 250, 0, 0};
    const bool royal = pos.rules().royalKing;
    int value = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        const Piece p = pos.pieceAt(s);
        const int v = typeOf(p) == King && royal ? 0 : burden[typeOf(p)];
        value += sideOf(p) == White ? -v : v;
    }
    return pos.sideToMove() == White ? value : -value;
}

// Bonuses for progress towards the variants' goals, from White's point of view.
int goalTerms(const WesternPosition& pos) {
    const WesternRules& rules = pos.rules();
    int value = 0;
    for (Side side : {White, Black}) {
        int term = 0;
        const Square k = pos.kingSquare(side);
        if (rules.kingOfTheHill && k != NoSquare) {
            // Hill distance 0..6; the last steps matter most.
            static constexpr int hill[7] = {0, 220, 110, 50, 20, 5, 0};
            term += hill[centreManhattan(k)];
        }
        if (rules.racingKings && k != NoSquare) {
            static constexpr int race[8] = {0, 20, 45, 75, 110, 160, 240, 0};
            term += race[k / 8];
        }
        if (rules.checksToWin) {
            // Each check given brings the goal closer; the last ones decide.
            const int left = rules.checksToWin - pos.checksGiven(side);
            static constexpr int byLeft[6] = {0, 500, 220, 90, 40, 15};
            term += byLeft[std::clamp(left, 0, 5)];
        }
        value += side == White ? term : -term;
    }
    return value;
}

} // namespace

int WesternFamily::evaluate(const Position& pos) {
    const WesternRules& rules = pos.rules();
    if (rules.mustCapture &&
        (!rules.royalKing || rules.noMoves != WesternRules::NoMoves::Classical))
        return losingGameEvaluation(pos);
    if (insufficientMaterial(pos)) return 0;
    const PieceSquareTables& pst = pieceSquareTables();
    Pair score;
    int phase = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        const Piece p = pos.pieceAt(s);
        const PieceType t = typeOf(p);
        phase += PhaseWeight[t];
        if (sideOf(p) == White)
            score += pst.value[t][s];
        else
            score -= pst.value[t][s ^ 56];
    }
    score += pawnStructure(pos, White);
    score -= pawnStructure(pos, Black);
    score += piecesTerm(pos, White);
    score -= piecesTerm(pos, Black);

    phase = std::min(phase, TotalPhase);
    int value = (score.mg * phase + score.eg * (TotalPhase - phase)) / TotalPhase;

    // Endgame knowledge for the side ahead.
    const Side strong = value >= 0 ? White : Black, weak = ~strong;
    const int strongMaterial = nonPawnMaterial(pos, strong);
    const int weakMaterial = nonPawnMaterial(pos, weak);
    if (!pos.pieces(strong, Pawn)) {
        // Without pawns, a minor piece or less ahead rarely wins (KR-KB, KB-KN, KNN-K).
        const bool twoKnightsOnly =
            strongMaterial == 2 * MgValue[Knight] && popcount(pos.pieces(strong, Knight)) == 2;
        if (twoKnightsOnly && !weakMaterial)
            value /= 16;
        else if (strongMaterial - weakMaterial < 400)
            value /= 4;
    }
    const Square wk = pos.kingSquare(weak), sk = pos.kingSquare(strong);
    if (!pos.pieces(weak, Pawn) && !weakMaterial && strongMaterial >= MgValue[Rook] &&
        wk != NoSquare && sk != NoSquare && !rules.isVariant()) {
        // Mop-up: drive the bare king to the edge and bring the king closer.
        const int bonus = 10 * centreManhattan(wk) + 5 * (14 - squareDistance(wk, sk));
        value += strong == White ? bonus : -bonus;
    }

    if (rules.hasGoals()) value += goalTerms(pos);
    if (rules.drops) {
        // Crazyhouse: a piece in hand can land anywhere, worth a little more than on the board.
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
            value += (pos.pocketCount(White, t) - pos.pocketCount(Black, t)) * EgValue[t] * 5 / 4;
    }

    const int fromMover = pos.sideToMove() == White ? value : -value;
    return fromMover + TempoMg * phase / TotalPhase;
}

} // namespace arbiter::engine
