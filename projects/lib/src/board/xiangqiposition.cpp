#include "xiangqiposition.h"

#include "positionalgorithms.h"
#include "zobrist.h"

#include <algorithm>
#include <cstring>

namespace arbiter {

using namespace xq;

namespace {

// ---- Line tables: chariot and cannon moves along one rank (9 points) or file (10 points) ----
// Indexed by the piece's position on the line and the line's occupancy (bit = position).
// slide: the points a chariot reaches (empty points up to and including the first piece);
// cannon: the point a cannon captures on (the first piece beyond the first piece, the screen).
struct LineTables {
    uint16_t rankSlide[Files][1 << Files];
    uint16_t rankCannon[Files][1 << Files];
    uint16_t fileSlide[Ranks][1 << Ranks];
    uint16_t fileCannon[Ranks][1 << Ranks];
};

constexpr void fillLine(int length, int pos, int occ, uint16_t& slide, uint16_t& cannon) {
    slide = 0;
    cannon = 0;
    for (int dir = -1; dir <= 1; dir += 2) {
        int i = pos + dir;
        for (; i >= 0 && i < length; i += dir) {
            slide |= uint16_t(1 << i);
            if (occ & (1 << i)) break;
        }
        for (i += dir; i >= 0 && i < length; i += dir) {
            if (occ & (1 << i)) {
                cannon |= uint16_t(1 << i);
                break;
            }
        }
    }
}

constexpr LineTables makeLineTables() {
    LineTables t{};
    for (int pos = 0; pos < Files; ++pos)
        for (int occ = 0; occ < (1 << Files); ++occ)
            fillLine(Files, pos, occ, t.rankSlide[pos][occ], t.rankCannon[pos][occ]);
    for (int pos = 0; pos < Ranks; ++pos)
        for (int occ = 0; occ < (1 << Ranks); ++occ)
            fillLine(Ranks, pos, occ, t.fileSlide[pos][occ], t.fileCannon[pos][occ]);
    return t;
}

constexpr LineTables Lines = makeLineTables();

// ---- Step tables: the short-range pieces, as lists of target squares per square ----
struct StepTables {
    // Horse moves from s and the leg that must be empty for each.
    uint8_t horseTo[SquareCount][8], horseLeg[SquareCount][8], horseCount[SquareCount];
    // Horses that attack s from horseFrom, with the leg (a diagonal neighbour of s).
    uint8_t horseFrom[SquareCount][8], horseFromLeg[SquareCount][8], horseFromCount[SquareCount];
    // Elephant moves (same half only) and the eye that must be empty; symmetric.
    uint8_t elephantTo[SquareCount][4], elephantEye[SquareCount][4], elephantCount[SquareCount];
    // Advisor and general steps inside the palace of the square's half; symmetric.
    uint8_t advisorTo[SquareCount][4], advisorCount[SquareCount];
    uint8_t kingTo[SquareCount][4], kingCount[SquareCount];
    // Soldier steps per side: forward, and sideways once across the river.
    uint8_t pawnTo[2][SquareCount][3], pawnCount[2][SquareCount];
    // Jieqi's revealed elephants and advisors: the same steps anywhere on the board.
    uint8_t elephantFreeTo[SquareCount][4], elephantFreeEye[SquareCount][4],
        elephantFreeCount[SquareCount];
    uint8_t advisorFreeTo[SquareCount][4], advisorFreeCount[SquareCount];
};

constexpr bool onBoard(int file, int rank) {
    return file >= 0 && file < Files && rank >= 0 && rank < Ranks;
}
constexpr bool inPalace(int file, int rank) {
    return file >= 3 && file <= 5 && onBoard(file, rank) && (rank <= 2 || rank >= 7);
}
constexpr bool sameHalf(int rankA, int rankB) {
    return (rankA <= 4) == (rankB <= 4);
}

constexpr StepTables makeStepTables() {
    StepTables t{};
    constexpr int horseSteps[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2},
                                      {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
    constexpr int diagonals[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    constexpr int orthogonals[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int s = 0; s < SquareCount; ++s) {
        int f = s % Files, r = s / Files;
        for (auto& d : horseSteps) {
            // The leg is the orthogonal neighbour in the direction of the two-point component.
            int legF = (d[0] == 2 || d[0] == -2) ? f + d[0] / 2 : f;
            int legR = (d[1] == 2 || d[1] == -2) ? r + d[1] / 2 : r;
            if (onBoard(f + d[0], r + d[1])) {
                t.horseTo[s][t.horseCount[s]] = uint8_t(makeSquare(f + d[0], r + d[1]));
                t.horseLeg[s][t.horseCount[s]++] = uint8_t(makeSquare(legF, legR));
            }
            // A horse on s + d attacks s when its leg, next to s diagonally, is empty.
            int fromF = f + d[0], fromR = r + d[1];
            if (onBoard(fromF, fromR)) {
                int attackLegF = (d[0] == 2 || d[0] == -2) ? f + d[0] / 2 : f + d[0];
                int attackLegR = (d[1] == 2 || d[1] == -2) ? r + d[1] / 2 : r + d[1];
                t.horseFrom[s][t.horseFromCount[s]] = uint8_t(makeSquare(fromF, fromR));
                t.horseFromLeg[s][t.horseFromCount[s]++] =
                    uint8_t(makeSquare(attackLegF, attackLegR));
            }
        }
        for (auto& d : diagonals) {
            int tf = f + 2 * d[0], tr = r + 2 * d[1];
            if (onBoard(tf, tr) && sameHalf(r, tr)) {
                t.elephantTo[s][t.elephantCount[s]] = uint8_t(makeSquare(tf, tr));
                t.elephantEye[s][t.elephantCount[s]++] = uint8_t(makeSquare(f + d[0], r + d[1]));
            }
            if (inPalace(f, r) && inPalace(f + d[0], r + d[1]) && sameHalf(r, r + d[1]))
                t.advisorTo[s][t.advisorCount[s]++] = uint8_t(makeSquare(f + d[0], r + d[1]));
            if (onBoard(tf, tr)) {
                t.elephantFreeTo[s][t.elephantFreeCount[s]] = uint8_t(makeSquare(tf, tr));
                t.elephantFreeEye[s][t.elephantFreeCount[s]++] =
                    uint8_t(makeSquare(f + d[0], r + d[1]));
            }
            if (onBoard(f + d[0], r + d[1]))
                t.advisorFreeTo[s][t.advisorFreeCount[s]++] =
                    uint8_t(makeSquare(f + d[0], r + d[1]));
        }
        for (auto& d : orthogonals)
            if (inPalace(f, r) && inPalace(f + d[0], r + d[1]) && sameHalf(r, r + d[1]))
                t.kingTo[s][t.kingCount[s]++] = uint8_t(makeSquare(f + d[0], r + d[1]));
        for (int side = 0; side < 2; ++side) {
            int up = side == White ? 1 : -1;
            bool across = side == White ? r >= 5 : r <= 4;
            if (onBoard(f, r + up)) t.pawnTo[side][s][t.pawnCount[side][s]++] = uint8_t(s + 9 * up);
            if (across && f > 0) t.pawnTo[side][s][t.pawnCount[side][s]++] = uint8_t(s - 1);
            if (across && f < Files - 1) t.pawnTo[side][s][t.pawnCount[side][s]++] = uint8_t(s + 1);
        }
    }
    return t;
}

constexpr StepTables Steps = makeStepTables();

constexpr int ctz16(unsigned x) {
    return __builtin_ctz(x);
}

// Zobrist keys: one per piece (indexed by the Piece value) and square, and one for Black to
// move, from the shared deterministic generator.
struct Keys {
    uint64_t piece[StonePiece + 1][SquareCount];
    uint64_t blackToMove;
    uint64_t midTurn;             // the side to move owes its turn's second part
    uint64_t hidden[SquareCount]; // jieqi: the piece on the point lies face down
    Keys() {
        std::memset(piece, 0, sizeof piece);
        for (int side = 0; side < 2; ++side)
            for (int type = Pawn; type < PieceTypeCount; ++type)
                for (int s = 0; s < SquareCount; ++s)
                    piece[makePiece(Side(side), PieceType(type))][s] =
                        zobrist::generated(((side * PieceTypeCount) + type) * SquareCount + s);
        blackToMove = zobrist::generated(2 * PieceTypeCount * SquareCount);
        for (int sq = 0; sq < SquareCount; ++sq)
            piece[StonePiece][sq] = zobrist::generated(2 * PieceTypeCount * SquareCount + 1 + sq);
        midTurn = zobrist::generated(2 * PieceTypeCount * SquareCount + 1 + SquareCount);
        for (int sq = 0; sq < SquareCount; ++sq)
            hidden[sq] =
                zobrist::generated(2 * PieceTypeCount * SquareCount + 2 + SquareCount + sq);
    }
};

const Keys& keys() {
    static const Keys k;
    return k;
}

uint16_t rankBits(SquareSet occ, int rank) {
    return uint16_t(uint64_t(occ >> (rank * Files)) & 0x1FF);
}
uint16_t fileBits(SquareSet occ, int file) {
    uint16_t bits = 0;
    for (int r = 0; r < Ranks; ++r)
        if (contains(occ, makeSquare(file, r))) bits |= uint16_t(1 << r);
    return bits;
}
// The squares of a rank (bit = file) or a file (bit = rank) as a square set.
SquareSet rankToSet(uint16_t bits, int rank) {
    return SquareSet(bits) << (rank * Files);
}
SquareSet fileToSet(uint16_t bits, int file) {
    SquareSet set = 0;
    for (; bits; bits &= bits - 1) set |= bit(makeSquare(file, ctz16(bits)));
    return set;
}

struct LineSets {
    SquareSet rank[Ranks];
    SquareSet file[Files];
};
constexpr LineSets makeLineSets() {
    LineSets l{};
    for (int s = 0; s < SquareCount; ++s) {
        l.rank[s / Files] |= bit(s);
        l.file[s % Files] |= bit(s);
    }
    return l;
}
constexpr LineSets Sets = makeLineSets();
constexpr const SquareSet* RankSets = Sets.rank;
constexpr const SquareSet* FileSets = Sets.file;

} // namespace

namespace xq {

SquareSet rankSet(int rank) {
    return RankSets[rank];
}
SquareSet fileSet(int file) {
    return FileSets[file];
}

std::string squareName(Square s) {
    return std::string(1, char('a' + fileOf(s))) + char('0' + rankOf(s));
}

const char* pieceName(PieceType t) {
    switch (t) {
    case King: return "general";
    case Advisor: return "advisor";
    case Bishop: return "elephant";
    case Knight: return "horse";
    case Rook: return "chariot";
    case Cannon: return "cannon";
    case Pawn: return "soldier";
    default: return "piece";
    }
}

int maxCount(PieceType t) {
    return t == King ? 1 : t == Pawn ? 5 : 2;
}

bool canStandOn(Piece p, Square s) {
    Side side = sideOf(p);
    int f = fileOf(s), r = rankOf(s);
    int own = side == White ? r : Ranks - 1 - r; // rank counted from the side's back rank
    switch (typeOf(p)) {
    case King: return f >= 3 && f <= 5 && own <= 2;
    case Advisor: return own <= 2 && (f == 4) == (own == 1) && f >= 3 && f <= 5;
    case Bishop: return (own == 0 || own == 4) ? (f == 2 || f == 6) : own == 2 && f % 4 == 0;
    case Pawn: return own >= 5 || ((own == 3 || own == 4) && f % 2 == 0);
    default: return true;
    }
}

} // namespace xq

XiangqiPosition::XiangqiPosition(const XiangqiRules& rules) : m_rules(rules) {
    m_states.reserve(512);
    clear();
}

void XiangqiPosition::clear() {
    std::memset(m_board, 0, sizeof m_board);
    for (SquareSet& b : m_byType) b = 0;
    m_bySide[White] = m_bySide[Black] = m_bySide[NoSide] = 0;
    m_stone = NoSquare;
    m_hidden = 0;
    std::fill(std::begin(m_identity), std::end(m_identity), NoPieceType);
    std::memset(m_rankOcc, 0, sizeof m_rankOcc);
    std::memset(m_fileOcc, 0, sizeof m_fileOcc);
    m_king[White] = m_king[Black] = NoSquare;
    m_sideToMove = White;
    m_states.clear();
    m_states.push_back(State{0, Move(), NoPiece, false, 0, 0});
}

void XiangqiPosition::putPiece(Piece p, Square s) {
    Side side = sideOf(p);
    m_board[s] = p;
    m_byType[typeOf(p)] |= bit(s);
    m_bySide[side] |= bit(s);
    m_rankOcc[side][rankOf(s)] |= uint16_t(1 << fileOf(s));
    m_fileOcc[side][fileOf(s)] |= uint16_t(1 << rankOf(s));
    if (typeOf(p) == King) m_king[side] = s;
    if (p == StonePiece) m_stone = s;
}

void XiangqiPosition::removePiece(Square s) {
    Piece p = m_board[s];
    Side side = sideOf(p);
    m_byType[typeOf(p)] ^= bit(s);
    m_bySide[side] ^= bit(s);
    m_rankOcc[side][rankOf(s)] ^= uint16_t(1 << fileOf(s));
    m_fileOcc[side][fileOf(s)] ^= uint16_t(1 << rankOf(s));
    m_board[s] = NoPiece;
    if (typeOf(p) == King && m_king[side] == s) m_king[side] = NoSquare;
    if (p == StonePiece) m_stone = NoSquare;
}

void XiangqiPosition::movePiece(Square from, Square to) {
    Piece p = m_board[from];
    Side side = sideOf(p);
    SquareSet fromTo = bit(from) | bit(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_bySide[side] ^= fromTo;
    m_rankOcc[side][rankOf(from)] ^= uint16_t(1 << fileOf(from));
    m_fileOcc[side][fileOf(from)] ^= uint16_t(1 << rankOf(from));
    m_rankOcc[side][rankOf(to)] ^= uint16_t(1 << fileOf(to));
    m_fileOcc[side][fileOf(to)] ^= uint16_t(1 << rankOf(to));
    m_board[from] = NoPiece;
    m_board[to] = p;
    if (typeOf(p) == King) m_king[side] = to;
    if (p == StonePiece) m_stone = to;
}

uint64_t XiangqiPosition::computeKey() const {
    uint64_t k = m_sideToMove == Black ? keys().blackToMove : 0;
    if (st().turnPart) k ^= keys().midTurn;
    for (Square s = 0; s < SquareCount; ++s)
        if (m_board[s]) k ^= keys().piece[m_board[s]][s];
    for (SquareSet b = m_hidden; b;) k ^= keys().hidden[popLsb(b)];
    return k;
}

// ---- Attack queries ----

SquareSet XiangqiPosition::attacksFrom(Piece p, Square s, SquareSet occupied) {
    const int f = fileOf(s), r = rankOf(s);
    SquareSet attacks = 0;
    switch (typeOf(p)) {
    case Rook:
        attacks = rankToSet(Lines.rankSlide[f][rankBits(occupied, r)], r) |
                  fileToSet(Lines.fileSlide[r][fileBits(occupied, f)], f);
        break;
    case Cannon:
        attacks = rankToSet(Lines.rankCannon[f][rankBits(occupied, r)], r) |
                  fileToSet(Lines.fileCannon[r][fileBits(occupied, f)], f);
        break;
    case Knight:
        for (int i = 0; i < Steps.horseCount[s]; ++i)
            if (!contains(occupied, Steps.horseLeg[s][i])) attacks |= bit(Steps.horseTo[s][i]);
        break;
    case Bishop:
        for (int i = 0; i < Steps.elephantCount[s]; ++i)
            if (!contains(occupied, Steps.elephantEye[s][i]))
                attacks |= bit(Steps.elephantTo[s][i]);
        break;
    case Advisor:
        for (int i = 0; i < Steps.advisorCount[s]; ++i) attacks |= bit(Steps.advisorTo[s][i]);
        break;
    case King:
        for (int i = 0; i < Steps.kingCount[s]; ++i) attacks |= bit(Steps.kingTo[s][i]);
        break;
    case Pawn:
        for (int i = 0; i < Steps.pawnCount[sideOf(p)][s]; ++i)
            attacks |= bit(Steps.pawnTo[sideOf(p)][s][i]);
        break;
    default: break;
    }
    return attacks;
}

SquareSet XiangqiPosition::attackersTo(Square s, Side by, SquareSet occupied) const {
    const int f = fileOf(s), r = rankOf(s);
    const SquareSet theirs = m_bySide[by] & occupied;
    const uint16_t ro = rankBits(occupied, r), fo = fileBits(occupied, f);
    SquareSet attackers = 0;

    SquareSet rookLines =
        rankToSet(Lines.rankSlide[f][ro], r) | fileToSet(Lines.fileSlide[r][fo], f);
    attackers |= rookLines & m_byType[Rook];
    attackers |= (rankToSet(Lines.rankCannon[f][ro], r) | fileToSet(Lines.fileCannon[r][fo], f)) &
                 m_byType[Cannon];
    // Flying general: the general of `by` sees the other general along an open file.
    if (s == m_king[~by]) attackers |= fileToSet(Lines.fileSlide[r][fo], f) & m_byType[King];

    for (int i = 0; i < Steps.horseFromCount[s]; ++i)
        if (!contains(occupied, Steps.horseFromLeg[s][i]))
            attackers |= bit(Steps.horseFrom[s][i]) & m_byType[Knight];
    if (m_rules.jieqi) { // revealed elephants and advisors reach every point
        for (int i = 0; i < Steps.elephantFreeCount[s]; ++i)
            if (!contains(occupied, Steps.elephantFreeEye[s][i]))
                attackers |= bit(Steps.elephantFreeTo[s][i]) & m_byType[Bishop];
        for (int i = 0; i < Steps.advisorFreeCount[s]; ++i)
            attackers |= bit(Steps.advisorFreeTo[s][i]) & m_byType[Advisor];
    } else {
        for (int i = 0; i < Steps.elephantCount[s]; ++i)
            if (!contains(occupied, Steps.elephantEye[s][i]))
                attackers |= bit(Steps.elephantTo[s][i]) & m_byType[Bishop];
        for (int i = 0; i < Steps.advisorCount[s]; ++i)
            attackers |= bit(Steps.advisorTo[s][i]) & m_byType[Advisor];
    }
    for (int i = 0; i < Steps.kingCount[s]; ++i)
        attackers |= bit(Steps.kingTo[s][i]) & m_byType[King];

    // Soldiers: from behind (as seen by `by`), or beside once s is across the river for `by`.
    const SquareSet pawns = m_byType[Pawn];
    int behind = r - forward(by);
    if (behind >= 0 && behind < Ranks) attackers |= bit(makeSquare(f, behind)) & pawns;
    if (acrossRiver(by, s)) {
        if (f > 0) attackers |= bit(s - 1) & pawns;
        if (f < Files - 1) attackers |= bit(s + 1) & pawns;
    }
    return attackers & theirs;
}

// The hot path of legality: is us's general attacked once the piece on `from` stands on `to`?
// Reads the position as it is and corrects for the two changed squares on the fly.
bool XiangqiPosition::attackedAfter(Side us, Square from, Square to) const {
    const Side them = ~us;
    const Square k = from == m_king[us] ? to : m_king[us];
    const int kf = fileOf(k), kr = rankOf(k);
    const int ff = fileOf(from), fr = rankOf(from), tf = fileOf(to), tr = rankOf(to);
    const Piece rook = makePiece(them, Rook), cannon = makePiece(them, Cannon);
    const Piece king = makePiece(them, King), horse = makePiece(them, Knight);
    const Piece pawn = makePiece(them, Pawn);

    unsigned ro = rankOccupancy(kr);
    if (fr == kr) ro &= ~(1u << ff);
    if (tr == kr) ro |= 1u << tf;
    unsigned fo = fileOccupancy(kf);
    if (ff == kf) fo &= ~(1u << fr);
    if (tf == kf) fo |= 1u << tr;

    // A piece captured on `to` is gone; our piece stands there instead.
    for (unsigned b = Lines.rankSlide[kf][ro] & ro; b; b &= b - 1) {
        Square s = kr * Files + ctz16(b);
        if (m_board[s] == rook && s != to) return true;
    }
    for (unsigned b = Lines.rankCannon[kf][ro]; b; b &= b - 1) {
        Square s = kr * Files + ctz16(b);
        if (m_board[s] == cannon && s != to) return true;
    }
    for (unsigned b = Lines.fileSlide[kr][fo] & fo; b; b &= b - 1) {
        Square s = ctz16(b) * Files + kf;
        if ((m_board[s] == rook || m_board[s] == king) && s != to) return true;
    }
    for (unsigned b = Lines.fileCannon[kr][fo]; b; b &= b - 1) {
        Square s = ctz16(b) * Files + kf;
        if (m_board[s] == cannon && s != to) return true;
    }
    for (int i = 0; i < Steps.horseFromCount[k]; ++i) {
        Square h = Steps.horseFrom[k][i];
        if (m_board[h] != horse || h == to) continue;
        Square leg = Steps.horseFromLeg[k][i];
        if ((m_board[leg] == NoPiece || leg == from) && leg != to) return true;
    }
    int ahead = kr + forward(us);
    if (ahead >= 0 && ahead < Ranks) {
        Square s = ahead * Files + kf;
        if (m_board[s] == pawn && s != to) return true;
    }
    if (acrossRiver(them, k)) {
        if (kf > 0 && m_board[k - 1] == pawn && k - 1 != to) return true;
        if (kf < Files - 1 && m_board[k + 1] == pawn && k + 1 != to) return true;
    }
    if (m_rules.jieqi) { // revealed elephants and advisors may cross the river
        const Piece elephant = makePiece(them, Bishop), advisor = makePiece(them, Advisor);
        for (int i = 0; i < Steps.elephantFreeCount[k]; ++i) {
            const Square e = Steps.elephantFreeTo[k][i], eye = Steps.elephantFreeEye[k][i];
            if (m_board[e] == elephant && e != to && (m_board[eye] == NoPiece || eye == from) &&
                eye != to)
                return true;
        }
        for (int i = 0; i < Steps.advisorFreeCount[k]; ++i) {
            const Square a = Steps.advisorFreeTo[k][i];
            if (m_board[a] == advisor && a != to) return true;
        }
    }
    return false;
}

bool XiangqiPosition::kingAttacked(Side side) const {
    Square k = m_king[side];
    return k != NoSquare && attackedAfter(side, k, k);
}

bool XiangqiPosition::generalsFacing() const {
    Square a = m_king[White], b = m_king[Black];
    if (a == NoSquare || b == NoSquare || fileOf(a) != fileOf(b)) return false;
    for (int r = std::min(rankOf(a), rankOf(b)) + 1; r < std::max(rankOf(a), rankOf(b)); ++r)
        if (m_board[makeSquare(fileOf(a), r)] != NoPiece) return false;
    return true;
}

bool XiangqiPosition::exposesGenerals(Move m) const {
    Square from = m.from(), to = m.to();
    Square a = m_king[White], b = m_king[Black];
    if (a == NoSquare || b == NoSquare || a == to || b == to) return false; // one is missing
    if (a == from) a = to;
    if (b == from) b = to;
    if (fileOf(a) != fileOf(b)) return false;
    for (int r = std::min(rankOf(a), rankOf(b)) + 1; r < std::max(rankOf(a), rankOf(b)); ++r) {
        Square s = makeSquare(fileOf(a), r);
        if ((m_board[s] != NoPiece && s != from) || s == to) return false;
    }
    return true;
}

// ---- Move generation ----

template <bool Legal> void XiangqiPosition::generate(MoveList& moves) const {
    moves.clear();
    const Side us = m_sideToMove, them = ~us;
    const Square ksq = m_king[us];
    if (ksq == NoSquare) return;          // the general was captured (variants): the game is over
    if (m_king[them] == NoSquare) return; // a first step took the general: no second part
    // The second part of a turn: the stone's move, or a step that captures nothing.
    const bool quietOnly = m_rules.doubleStep && st().turnPart;
    if (m_rules.stone && st().turnPart) {
        generateStoneMoves(moves);
        return;
    }

    // Unless in check, only a few moves can change the safety of the own general; only they
    // are tested by attackedAfter. fromTest: own pieces whose leaving opens an attack (a
    // general, the only piece between the general and an enemy chariot or facing general,
    // either of two pieces between the general and an enemy cannon, a piece on the leg of an
    // enemy horse aimed at the general). toTest: points between the general and an enemy
    // cannon with nothing between, where any piece would become the screen.
    SquareSet fromTest = ~SquareSet(0), toTest = ~SquareSet(0);
    if (Legal && !inCheck() && !m_rules.jieqi) { // (jieqi: every move is tested)
        fromTest = bit(ksq);
        toTest = 0;
        const Piece rook = makePiece(them, Rook), cannon = makePiece(them, Cannon);
        const Piece king = makePiece(them, King);
        const int kf = fileOf(ksq), kr = rankOf(ksq);
        const unsigned ro = rankOccupancy(kr);
        const unsigned fo = fileOccupancy(kf);
        // One ray from the general: `occ` the line's occupancy, `pos` the general's place on it.
        auto scanRay = [&](unsigned occ, int pos, bool up, bool onFile) {
            unsigned rest = up ? occ & ~((2u << pos) - 1) : occ & ((1u << pos) - 1);
            auto toSquare = [&](int i) { return onFile ? i * Files + kf : kr * Files + i; };
            Square near[3];
            int n = 0;
            for (; rest && n < 3; ++n) {
                int i = up ? ctz16(rest) : 31 - __builtin_clz(rest);
                rest ^= 1u << i;
                near[n] = toSquare(i);
            }
            if (n == 0) return;
            const Piece first = m_board[near[0]];
            if (first == cannon) {
                int step = up ? 1 : -1, i = pos + step;
                for (Square s = toSquare(i); s != near[0]; i += step, s = toSquare(i))
                    toTest |= bit(s);
            }
            if (n >= 2 && sideOf(first) == us &&
                (m_board[near[1]] == rook || (onFile && m_board[near[1]] == king)))
                fromTest |= bit(near[0]);
            if (n == 3 && m_board[near[2]] == cannon) {
                if (sideOf(first) == us) fromTest |= bit(near[0]);
                if (sideOf(m_board[near[1]]) == us) fromTest |= bit(near[1]);
            }
        };
        scanRay(ro, kf, true, false);
        scanRay(ro, kf, false, false);
        scanRay(fo, kr, true, true);
        scanRay(fo, kr, false, true);
        const SquareSet horses = pieces(them, Knight);
        for (int i = 0; i < Steps.horseFromCount[ksq]; ++i)
            if (contains(horses, Steps.horseFrom[ksq][i]))
                fromTest |= bit(Steps.horseFromLeg[ksq][i]);
    }

    // Own pieces that may be captured: none, or (red-eyed) all but the own general.
    const bool ownCaptures = m_rules.ownCaptures;
    const SquareSet ownTargets = ownCaptures ? m_bySide[us] & ~m_byType[King] : 0;
    const Piece* board = m_board;
    // Empty points, enemy pieces, own pieces where red-eyed allows; never the stone (NoSide).
    auto canLand = [&](Square to) {
        Piece p = board[to];
        return p == NoPiece || (!quietOnly && (sideOf(p) == them || contains(ownTargets, to)));
    };
    const SquareSet hidden = m_hidden;
    auto add = [&](Square from, Square to, bool testFrom) {
        if (!Legal || !(testFrom || (toTest && contains(toTest, to))) ||
            !attackedAfter(us, from, to))
            moves.push(contains(hidden, from) ? Move(from, to, Move::Normal, m_identity[from])
                                              : Move(from, to));
    };
    const bool freeGuards = m_rules.jieqi; // revealed elephants and advisors roam

    for (SquareSet b = pieces(us, Rook) | pieces(us, Cannon); b;) {
        const Square from = popLsb(b);
        const int f = fileOf(from), r = rankOf(from);
        const bool testFrom = contains(fromTest, from);
        const unsigned ro = rankOccupancy(r);
        const unsigned fo = fileOccupancy(f);
        unsigned rankTargets, fileTargets;
        // Points a capture may not take: own pieces (but the general in red-eyed), the stone,
        // and every piece for a double step's second step.
        const unsigned ownRank =
            quietOnly     ? ro
            : ownCaptures ? (rankOf(ksq) == r ? 1u << fileOf(ksq) : 0u) | m_rankOcc[NoSide][r]
                          : m_rankOcc[us][r] | m_rankOcc[NoSide][r];
        const unsigned ownFile =
            quietOnly     ? fo
            : ownCaptures ? (fileOf(ksq) == f ? 1u << rankOf(ksq) : 0u) | m_fileOcc[NoSide][f]
                          : m_fileOcc[us][f] | m_fileOcc[NoSide][f];
        if (typeOf(board[from]) == Rook) {
            rankTargets = Lines.rankSlide[f][ro] & ~ownRank;
            fileTargets = Lines.fileSlide[r][fo] & ~ownFile;
        } else {
            rankTargets = (Lines.rankSlide[f][ro] & ~ro) | (Lines.rankCannon[f][ro] & ~ownRank);
            fileTargets = (Lines.fileSlide[r][fo] & ~fo) | (Lines.fileCannon[r][fo] & ~ownFile);
        }
        for (; rankTargets; rankTargets &= rankTargets - 1)
            add(from, r * Files + ctz16(rankTargets), testFrom);
        for (; fileTargets; fileTargets &= fileTargets - 1)
            add(from, ctz16(fileTargets) * Files + f, testFrom);
    }
    for (SquareSet b = pieces(us, Knight); b;) {
        const Square from = popLsb(b);
        const bool testFrom = contains(fromTest, from);
        for (int i = 0; i < Steps.horseCount[from]; ++i) {
            Square to = Steps.horseTo[from][i];
            if (board[Steps.horseLeg[from][i]] == NoPiece && canLand(to)) add(from, to, testFrom);
        }
    }
    for (SquareSet b = pieces(us, Pawn); b;) {
        const Square from = popLsb(b);
        const bool testFrom = contains(fromTest, from);
        for (int i = 0; i < Steps.pawnCount[us][from]; ++i) {
            Square to = Steps.pawnTo[us][from][i];
            if (canLand(to)) add(from, to, testFrom);
        }
    }
    for (SquareSet b = pieces(us, Bishop); b;) {
        const Square from = popLsb(b);
        const bool testFrom = contains(fromTest, from);
        if (freeGuards && !contains(hidden, from)) {
            for (int i = 0; i < Steps.elephantFreeCount[from]; ++i) {
                Square to = Steps.elephantFreeTo[from][i];
                if (board[Steps.elephantFreeEye[from][i]] == NoPiece && canLand(to))
                    add(from, to, testFrom);
            }
            continue;
        }
        for (int i = 0; i < Steps.elephantCount[from]; ++i) {
            Square to = Steps.elephantTo[from][i];
            if (board[Steps.elephantEye[from][i]] == NoPiece && canLand(to))
                add(from, to, testFrom);
        }
    }
    for (SquareSet b = pieces(us, Advisor); b;) {
        const Square from = popLsb(b);
        const bool testFrom = contains(fromTest, from);
        if (freeGuards && !contains(hidden, from)) {
            for (int i = 0; i < Steps.advisorFreeCount[from]; ++i) {
                Square to = Steps.advisorFreeTo[from][i];
                if (canLand(to)) add(from, to, testFrom);
            }
            continue;
        }
        for (int i = 0; i < Steps.advisorCount[from]; ++i) {
            Square to = Steps.advisorTo[from][i];
            if (canLand(to)) add(from, to, testFrom);
        }
    }
    for (int i = 0; i < Steps.kingCount[ksq]; ++i) {
        Square to = Steps.kingTo[ksq][i];
        if (canLand(to)) add(ksq, to, true);
    }
}

PieceType XiangqiPosition::startType(Side side, Square s) {
    // The standard army seen from its own side: back rank, cannons, soldiers.
    static constexpr PieceType backRank[Files] = {Rook,    Knight, Bishop, Advisor, King,
                                                  Advisor, Bishop, Knight, Rook};
    const int own = side == White ? rankOf(s) : Ranks - 1 - rankOf(s);
    const int f = fileOf(s);
    if (own == 0) return backRank[f] == King ? NoPieceType : backRank[f];
    if (own == 2) return (f == 1 || f == 7) ? Cannon : NoPieceType;
    if (own == 3) return f % 2 == 0 ? Pawn : NoPieceType;
    return NoPieceType;
}

std::vector<PieceType> XiangqiPosition::identityPool(Side side) const {
    int left[PieceTypeCount] = {};
    left[Advisor] = left[Bishop] = left[Knight] = left[Rook] = left[Cannon] = 2;
    left[Pawn] = 5;
    // Revealed pieces on the board, and revealed pieces captured in the game so far.
    for (SquareSet b = m_bySide[side] & ~m_hidden & ~m_byType[King]; b;)
        --left[typeOf(m_board[popLsb(b)])];
    for (const State& st : m_states)
        if (st.captured && sideOf(st.captured) == side && !st.capturedHidden)
            --left[typeOf(st.captured)];
    for (SquareSet b = m_bySide[side] & m_hidden; b;) {
        const Square s = popLsb(b);
        if (m_identity[s] != NoPieceType) --left[m_identity[s]];
    }
    std::vector<PieceType> pool;
    for (int t = Pawn; t < PieceTypeCount; ++t)
        for (int n = 0; n < left[t]; ++n) pool.push_back(PieceType(t));
    return pool;
}

void XiangqiPosition::forgetHidden() {
    std::fill(std::begin(m_identity), std::end(m_identity), NoPieceType);
}

void XiangqiPosition::generateStoneMoves(MoveList& moves) const {
    for (SquareSet empty = ~occupied() & ((SquareSet(1) << SquareCount) - 1); empty;) {
        const Square s = popLsb(empty);
        moves.push(Move(s, s, Move::Drop, Stone));
    }
}

bool XiangqiPosition::hasQuietStep() const {
    MoveList moves;
    generate<false>(moves);
    for (Move m : moves)
        if (m_board[m.to()] == NoPiece) return true;
    return false;
}

void XiangqiPosition::generateLegal(MoveList& moves) const {
    if (m_rules.allowSelfCheck)
        generate<false>(moves);
    else
        generate<true>(moves);
}

void XiangqiPosition::generatePseudoLegal(MoveList& moves) const {
    generate<false>(moves);
}

// ---- Make / unmake ----

void XiangqiPosition::makeMove(Move m) {
    const Keys& k = keys();
    const State& prev = m_states.back();
    // The turn count and the no-capture count advance with a turn's first part.
    const bool turnStart = prev.turnPart == 0;
    State s{prev.key, m, NoPiece, false, prev.halfmoveClock + (turnStart ? 1 : 0), prev.gamePly};
    if (prev.turnPart) s.key ^= k.midTurn;
    const Square from = m.from(), to = m.to();
    if (m.kind() == Move::Drop) { // the stone moves (or enters the board)
        s.stoneFrom = m_stone;
        if (m_stone != NoSquare) {
            s.key ^= k.piece[StonePiece][m_stone];
            removePiece(m_stone);
        }
        putPiece(StonePiece, to);
        s.key ^= k.piece[StonePiece][to];
    } else {
        const Piece piece = m_board[from];
        if (Piece captured = m_board[to]) {
            s.captured = captured;
            s.key ^= k.piece[captured][to];
            if (contains(m_hidden, to)) { // a face-down piece is taken unseen
                s.capturedHidden = true;
                s.capturedIdentity = m_identity[to];
                m_hidden ^= bit(to);
                m_identity[to] = NoPieceType;
                s.key ^= k.hidden[to];
            }
            removePiece(to);
            s.halfmoveClock = 0;
        }
        s.key ^= k.piece[piece][from] ^ k.piece[piece][to];
        movePiece(from, to);
        if (contains(m_hidden, from)) { // jieqi: the piece turns face up as what it is
            s.revealed = true;
            s.movedIdentity = m_identity[from];
            m_hidden ^= bit(from);
            m_identity[from] = NoPieceType;
            s.key ^= k.hidden[from];
            const PieceType identity =
                m.promotion() != NoPieceType ? m.promotion() : s.movedIdentity;
            if (identity != NoPieceType && identity != typeOf(piece)) {
                const Piece shown = makePiece(sideOf(piece), identity);
                removePiece(to);
                putPiece(shown, to);
                s.key ^= k.piece[piece][to] ^ k.piece[shown][to];
            }
        }
        // A part of the turn is still due: the stone's move after every move, a second step
        // after a first step that captured nothing (when such a step exists).
        if (m_rules.stone || (m_rules.doubleStep && turnStart && !s.captured && hasQuietStep()))
            s.turnPart = 1;
    }
    s.sideChanged = s.turnPart == 0;
    if (s.sideChanged) {
        m_sideToMove = ~m_sideToMove;
        s.key ^= k.blackToMove;
        ++s.gamePly;
    } else {
        s.key ^= k.midTurn;
    }
    s.inCheck = kingAttacked(m_sideToMove);
    m_states.push_back(s);
}

void XiangqiPosition::undoMove() {
    const State& s = st();
    const Square from = s.move.from(), to = s.move.to();
    if (s.sideChanged) m_sideToMove = ~m_sideToMove;
    if (s.move.kind() == Move::Drop) {
        removePiece(to);
        if (s.stoneFrom != NoSquare) putPiece(StonePiece, s.stoneFrom);
    } else {
        if (s.revealed) { // face down again, as the piece of its start point
            const Piece shown = m_board[to];
            removePiece(to);
            putPiece(makePiece(sideOf(shown), startType(sideOf(shown), from)), from);
            m_hidden |= bit(from);
            m_identity[from] = s.movedIdentity;
        } else {
            movePiece(to, from);
        }
        if (s.captured) putPiece(s.captured, to);
        if (s.capturedHidden) {
            m_hidden |= bit(to);
            m_identity[to] = s.capturedIdentity;
        }
    }
    m_states.pop_back();
}

void XiangqiPosition::makeNullMove() {
    const State& prev = m_states.back();
    State s{prev.key ^ keys().blackToMove, Move(),          NoPiece, false,
            prev.halfmoveClock + 1,        prev.gamePly + 1};
    m_sideToMove = ~m_sideToMove;
    s.inCheck = kingAttacked(m_sideToMove);
    m_states.push_back(s);
}

void XiangqiPosition::undoNullMove() {
    m_sideToMove = ~m_sideToMove;
    m_states.pop_back();
}

bool XiangqiPosition::givesCheck(Move m) {
    makeMove(m);
    bool check = inCheck();
    undoMove();
    return check;
}

uint64_t XiangqiPosition::perft(int depth) {
    return perftOf(*this, depth);
}

int XiangqiPosition::repetitionCount() const {
    return repetitionsOf(m_states);
}

} // namespace arbiter
