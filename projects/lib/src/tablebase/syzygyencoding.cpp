#include "tablebase/syzygyencoding.h"

#include "tablebase/syzygymaterial.h"

#include <algorithm>

namespace arbiter::syzygy {

namespace {

int rankOf(Square s) {
    return s >> 3;
}
int fileOf(Square s) {
    return s & 7;
}
// Above the a1-h8 diagonal: positive; on it: 0; below: negative.
int offDiagonal(Square s) {
    return rankOf(s) - fileOf(s);
}
Square transposed(Square s) {
    return Square(fileOf(s) << 3 | rankOf(s));
}
bool kingsTouch(Square a, Square b) {
    return std::max(std::abs(rankOf(a) - rankOf(b)), std::abs(fileOf(a) - fileOf(b))) <= 1;
}

// The numbering tables, computed once.
struct Tables {
    uint64_t binomial[MaxPieces + 1][64];  // [k][n]: ways to choose k of n
    int triangle[64];                      // a1-d1-d4 triangle: 0-5 below the diagonal, 6-9 on it
    int belowDiagonal[64];                 // b1-h1-h7 triangle: 0-27 in square order
    int kingPair[10][64];                  // the two kings, 462 placements (-1: not one)
    int pawnPriority[64];                  // a2-h7: 47 (a2) down to 0; the lead pawn's is highest
    uint64_t leadPawnIndex[MaxPieces][64]; // [lead pawns][square of the leading one]
    uint64_t leadPawnCount[MaxPieces][4];  // [lead pawns][file]: placements of the lead group

    Tables() {
        for (auto& row : binomial) std::fill(std::begin(row), std::end(row), 0);
        for (int n = 0; n < 64; ++n) {
            binomial[0][n] = 1;
            for (int k = 1; k <= MaxPieces && k <= n; ++k)
                binomial[k][n] = binomial[k - 1][n - 1] + (k < n ? binomial[k][n - 1] : 0);
        }

        std::fill(std::begin(triangle), std::end(triangle), -1);
        int code = 0;
        for (Square s = 0; s < 64; ++s)
            if (fileOf(s) < 4 && rankOf(s) < 4 && offDiagonal(s) < 0) triangle[s] = code++;
        for (Square s = 0; s < 64; ++s)
            if (fileOf(s) < 4 && offDiagonal(s) == 0) triangle[s] = code++;

        std::fill(std::begin(belowDiagonal), std::end(belowDiagonal), -1);
        code = 0;
        for (Square s = 0; s < 64; ++s)
            if (offDiagonal(s) < 0) belowDiagonal[s] = code++;

        // The first king in the triangle, the second anywhere it may stand: not on or beside
        // the first, and below or on the diagonal when the first is on it. Both kings on the
        // diagonal come last.
        for (auto& row : kingPair) std::fill(std::begin(row), std::end(row), -1);
        struct Deferred {
            int first;
            Square second;
        };
        Deferred onDiagonal[64];
        int deferred = 0;
        code = 0;
        for (int t = 0; t < 10; ++t) {
            const Square first = Square(std::find(triangle, triangle + 64, t) - triangle);
            for (Square second = 0; second < 64; ++second) {
                if (kingsTouch(first, second)) continue;
                if (offDiagonal(first) == 0 && offDiagonal(second) > 0) continue;
                if (offDiagonal(first) == 0 && offDiagonal(second) == 0)
                    onDiagonal[deferred++] = {t, second};
                else
                    kingPair[t][second] = code++;
            }
        }
        for (int i = 0; i < deferred; ++i)
            kingPair[onDiagonal[i].first][onDiagonal[i].second] = code++;

        // File by file from the edge, rank by rank from the second: a2 h2 a3 h3 ... b2 g2 ...
        std::fill(std::begin(pawnPriority), std::end(pawnPriority), -1);
        int priority = 47;
        for (int f = 0; f < 4; ++f)
            for (int r = 1; r < 7; ++r) {
                pawnPriority[r * 8 + f] = priority--;
                pawnPriority[r * 8 + 7 - f] = priority--;
            }
        // The leading pawn on s, the others of its group on squares of lower priority.
        for (int lead = 1; lead < MaxPieces; ++lead)
            for (int f = 0; f < 4; ++f) {
                uint64_t index = 0;
                for (int r = 1; r < 7; ++r) {
                    const Square s = r * 8 + f;
                    leadPawnIndex[lead][s] = index;
                    index += binomial[lead - 1][pawnPriority[s]];
                }
                leadPawnCount[lead][f] = index;
            }
    }
};

const Tables& tables() {
    static const Tables t;
    return t;
}

} // namespace

int Encoding::leadPawnPriority(Square s) {
    return tables().pawnPriority[s];
}

bool Encoding::setUp(const uint8_t* pieces, int count, bool hasPawns, int leadOrder, int pawnOrder,
                     int file) {
    const Tables& t = tables();
    if (count < 2 || count > MaxPieces) return false;
    m_count = count;
    std::copy(pieces, pieces + count, m_pieces.begin());
    m_hasPawns = hasPawns;
    m_file = file;

    int singles = 0;
    for (int i = 0; i < count; ++i)
        if (std::count(pieces, pieces + count, pieces[i]) == 1) ++singles;
    m_threeUnique = !hasPawns && singles >= 3;

    // Groups: the leading one, then runs of equal pieces.
    int groups = 0;
    int leadLength = hasPawns ? 0 : m_threeUnique ? 3 : 2;
    m_groupLength.fill(0);
    m_groupLength[0] = 1;
    for (int i = 1; i < count; ++i) {
        if (--leadLength > 0 || pieces[i] == pieces[i - 1])
            ++m_groupLength[groups];
        else
            m_groupLength[++groups] = 1;
    }
    ++groups;
    if (hasPawns && !isPawnCode(pieces[0])) return false;
    m_pawnsOnBothSides = hasPawns && pawnOrder != 15;
    if (m_pawnsOnBothSides && (groups < 2 || !isPawnCode(pieces[m_groupLength[0]]))) return false;

    // Each group's place in the combination: the order nibbles name places among the groups.
    if (leadOrder >= groups ||
        (m_pawnsOnBothSides && (pawnOrder >= groups || pawnOrder == leadOrder)))
        return false;

    // Each group's factor: the product of the sizes of the groups combined after it.
    const int firstFree = m_pawnsOnBothSides ? 2 : 1;
    int next = firstFree;
    int freeSquares = 64 - m_groupLength[0] - (m_pawnsOnBothSides ? m_groupLength[1] : 0);
    uint64_t factor = 1;
    for (int k = 0; next < groups || k == leadOrder || k == pawnOrder; ++k) {
        if (k == leadOrder) {
            m_groupFactor[0] = factor;
            factor *= hasPawns        ? t.leadPawnCount[m_groupLength[0]][file]
                      : m_threeUnique ? 31332
                                      : 462;
        } else if (k == pawnOrder) {
            m_groupFactor[1] = factor;
            factor *= t.binomial[m_groupLength[1]][48 - m_groupLength[0]];
        } else {
            if (freeSquares < m_groupLength[next]) return false;
            m_groupFactor[next] = factor;
            factor *= t.binomial[m_groupLength[next]][freeSquares];
            freeSquares -= m_groupLength[next++];
        }
    }
    m_size = factor;
    return true;
}

uint64_t Encoding::leadingGroupIndex(SquareList& sq) const {
    const Tables& t = tables();
    const int n = m_count;
    if (m_hasPawns) {
        // The lead pawn on the a-d files; the group's other pawns in ascending priority.
        if (fileOf(sq[0]) > 3)
            for (int i = 0; i < n; ++i) sq[i] ^= 7;
        const int lead = m_groupLength[0];
        std::sort(sq.begin() + 1, sq.begin() + lead,
                  [&](Square a, Square b) { return t.pawnPriority[a] < t.pawnPriority[b]; });
        uint64_t index = t.leadPawnIndex[lead][sq[0]];
        for (int i = 1; i < lead; ++i) index += t.binomial[i][t.pawnPriority[sq[i]]];
        return index;
    }

    // The first piece into the a1-d1-d4 triangle, then the first of the leading group off the
    // diagonal below it.
    if (fileOf(sq[0]) > 3)
        for (int i = 0; i < n; ++i) sq[i] ^= 7;
    if (rankOf(sq[0]) > 3)
        for (int i = 0; i < n; ++i) sq[i] ^= 56;
    for (int i = 0; i < m_groupLength[0]; ++i) {
        if (offDiagonal(sq[i]) == 0) continue;
        if (offDiagonal(sq[i]) > 0)
            for (int j = i; j < n; ++j) sq[j] = transposed(sq[j]);
        break;
    }

    if (!m_threeUnique) return uint64_t(t.kingPair[t.triangle[sq[0]]][sq[1]]);

    // Three single pieces: by how many of them stand on the diagonal, each case numbered after
    // the ones before (6*63*62 + 4*28*62 + 4*7*28 + 4*7*6 = 31332 in all).
    const int above1 = sq[1] > sq[0];
    const int above2 = (sq[2] > sq[0]) + (sq[2] > sq[1]);
    if (offDiagonal(sq[0]))
        return (uint64_t(t.triangle[sq[0]]) * 63 + (sq[1] - above1)) * 62 + (sq[2] - above2);
    if (offDiagonal(sq[1]))
        return (6 * 63 + uint64_t(rankOf(sq[0])) * 28 + t.belowDiagonal[sq[1]]) * 62 + sq[2] -
               above2;
    if (offDiagonal(sq[2]))
        return 6 * 63 * 62 + 4 * 28 * 62 + uint64_t(rankOf(sq[0])) * 7 * 28 +
               (rankOf(sq[1]) - above1) * 28 + t.belowDiagonal[sq[2]];
    return 6 * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + uint64_t(rankOf(sq[0])) * 7 * 6 +
           (rankOf(sq[1]) - above1) * 6 + (rankOf(sq[2]) - above2);
}

uint64_t Encoding::index(SquareList& sq) const {
    const Tables& t = tables();
    uint64_t index = leadingGroupIndex(sq) * m_groupFactor[0];

    // Each later group: its squares in ascending order, each counted among the squares the
    // groups before it left free (pawn squares from a2).
    int start = m_groupLength[0];
    for (int g = 1; m_groupLength[g]; ++g) {
        const int length = m_groupLength[g];
        std::sort(sq.begin() + start, sq.begin() + start + length);
        const int pawnShift = (g == 1 && m_pawnsOnBothSides) ? 8 : 0;
        uint64_t n = 0;
        for (int i = 0; i < length; ++i) {
            const Square s = sq[start + i];
            int before = 0;
            for (int j = 0; j < start; ++j) before += sq[j] < s;
            n += t.binomial[i + 1][s - before - pawnShift];
        }
        index += n * m_groupFactor[g];
        start += length;
    }
    return index;
}

} // namespace arbiter::syzygy
