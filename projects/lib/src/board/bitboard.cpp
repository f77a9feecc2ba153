#include "bitboard.h"

#include <mutex>
#include <vector>

namespace arbiter::bb {
namespace {

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * magic) >> shift);
    }
};

AttackTables g_tables;
Magic g_rookMagics[64];
Magic g_bishopMagics[64];
std::vector<Bitboard> g_rookTable;
std::vector<Bitboard> g_bishopTable;

// Small deterministic generator (xorshift64*) for the magic search.
struct Rng {
    uint64_t s;
    uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    uint64_t sparse() { return next() & next() & next(); }
};

Bitboard slide(Square s, Bitboard occupied, const int (*dirs)[2]) {
    Bitboard attacks = 0;
    for (int d = 0; d < 4; ++d) {
        int f = s % 8 + dirs[d][0], r = s / 8 + dirs[d][1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Square t = r * 8 + f;
            attacks |= bit(t);
            if (occupied & bit(t)) break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return attacks;
}

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

void initMagics(Magic* magics, std::vector<Bitboard>& table, const int (*dirs)[2], uint64_t seed) {
    // First pass sizes the shared table, second fills it.
    size_t total = 0;
    for (Square s = 0; s < 64; ++s) {
        Bitboard edges = ((rankMask(0) | rankMask(7)) & ~rankMask(s / 8)) |
                         ((fileMask(0) | fileMask(7)) & ~fileMask(s % 8));
        magics[s].mask = slide(s, 0, dirs) & ~edges;
        magics[s].shift = 64 - unsigned(popcount(magics[s].mask));
        total += size_t(1) << popcount(magics[s].mask);
    }
    table.assign(total, 0);

    Rng rng{seed};
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    size_t offset = 0;
    int attempt = 0;
    for (Square s = 0; s < 64; ++s) {
        Magic& m = magics[s];
        int size = 0;
        // Carry-Rippler enumeration of every subset of the mask.
        Bitboard sub = 0;
        do {
            occupancy[size] = sub;
            reference[size] = slide(s, sub, dirs);
            ++size;
            sub = (sub - m.mask) & m.mask;
        } while (sub);

        Bitboard* attacks = table.data() + offset;
        for (;;) {
            do m.magic = rng.sparse();
            while (popcount((m.magic * m.mask) >> 56) < 6);
            ++attempt;
            bool ok = true;
            for (int i = 0; i < size && ok; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    attacks[idx] = reference[i];
                } else if (attacks[idx] != reference[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        m.attacks = attacks;
        offset += size_t(size);
    }
}

void initTables() {
    AttackTables& t = g_tables;
    for (Square s = 0; s < 64; ++s) {
        int f = s % 8, r = s / 8;
        auto add = [&](Bitboard& b, int df, int dr) {
            int nf = f + df, nr = r + dr;
            if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) b |= bit(nr * 8 + nf);
        };
        t.knight[s] = t.king[s] = t.pawn[White][s] = t.pawn[Black][s] = 0;
        for (auto [df, dr] :
             {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
            add(t.knight[s], df, dr);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
                if (df || dr) add(t.king[s], df, dr);
        add(t.pawn[White][s], -1, 1);
        add(t.pawn[White][s], 1, 1);
        add(t.pawn[Black][s], -1, -1);
        add(t.pawn[Black][s], 1, -1);
    }
    initMagics(g_rookMagics, g_rookTable, RookDirs, 0x2545F4914F6CDD1DULL);
    initMagics(g_bishopMagics, g_bishopTable, BishopDirs, 0x9E3779B97F4A7C15ULL);
    for (Square a = 0; a < 64; ++a)
        for (Square b = 0; b < 64; ++b) {
            t.between[a][b] = t.line[a][b] = 0;
            if (a == b) continue;
            if (rookAttacks(a, 0) & bit(b)) {
                t.between[a][b] = rookAttacks(a, bit(b)) & rookAttacks(b, bit(a));
                t.line[a][b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | bit(a) | bit(b);
            } else if (bishopAttacks(a, 0) & bit(b)) {
                t.between[a][b] = bishopAttacks(a, bit(b)) & bishopAttacks(b, bit(a));
                t.line[a][b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | bit(a) | bit(b);
            }
        }
}

} // namespace

void init() {
    static std::once_flag once;
    std::call_once(once, initTables);
}

const AttackTables& tables() {
    return g_tables;
}

Bitboard rookAttacks(Square s, Bitboard occupied) {
    const Magic& m = g_rookMagics[s];
    return m.attacks[m.index(occupied)];
}

Bitboard bishopAttacks(Square s, Bitboard occupied) {
    const Magic& m = g_bishopMagics[s];
    return m.attacks[m.index(occupied)];
}

} // namespace arbiter::bb
