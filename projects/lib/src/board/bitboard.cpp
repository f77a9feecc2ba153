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

// Multipliers this search found from its fixed seeds, tried first so start-up does not repeat
// the search (which took about 0.4 s). Each is still verified while its table is filled.
constexpr uint64_t RookMagics[64] = {
    0x008000908064C000ULL, 0x0040200040001000ULL, 0x0180100080A0010AULL, 0x8880041000800800ULL,
    0x1200100201200804ULL, 0x0200020004011008ULL, 0x2180010000800600ULL, 0x0200005088210204ULL,
    0x0400800040008021ULL, 0x0400400020005000ULL, 0x8240801000200080ULL, 0x8611001004200900ULL,
    0x008180800C001800ULL, 0x0100800200800400ULL, 0x0A02000102000408ULL, 0x8020802300104280ULL,
    0x0080004000402000ULL, 0xE010104000402000ULL, 0x0800808010002000ULL, 0xA280210008100100ULL,
    0x0001818014000800ULL, 0xA002010100080400ULL, 0x0080240001020870ULL, 0x0001020004048845ULL,
    0x0081826280004004ULL, 0x2020810900284000ULL, 0x0200100080802000ULL, 0x0200080080100080ULL,
    0x8083080100100500ULL, 0x4406000901000400ULL, 0x0005020080800100ULL, 0x0090204200008114ULL,
    0x0010400094800420ULL, 0x0900804000802002ULL, 0x0201001841002000ULL, 0x4100080080801000ULL,
    0x4540040080800800ULL, 0x0002001004040020ULL, 0x0281195814001002ULL, 0x1240800040800100ULL,
    0x0880042000524004ULL, 0x02C080410206002CULL, 0x0801200241050010ULL, 0x8400080010008080ULL,
    0x0008000500090010ULL, 0x0082009084020008ULL, 0x4012000108020004ULL, 0x9000104D08860004ULL,
    0x2004204114800100ULL, 0x0148802112400300ULL, 0x0202842000100880ULL, 0x001B080080900080ULL,
    0x001A002008100600ULL, 0x0004008004020080ULL, 0x5181000600040300ULL, 0x0000044401128A00ULL,
    0x8044110480002441ULL, 0x2008110084402202ULL, 0x90806005090010C1ULL, 0x000420310A004A42ULL,
    0x0023001004020801ULL, 0x0882001008040102ULL, 0x000230088118020CULL, 0x0000019025040042ULL,
};
constexpr uint64_t BishopMagics[64] = {
    0x10102002004A1420ULL, 0x8020040400584008ULL, 0x10510800811201C8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200A02020ULL,
    0x1500241990010E00ULL, 0x8001200182020A40ULL, 0x40004101030B0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020A00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006E080100C3040ULL, 0x0501044A11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422C012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xA010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802A02020000B098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488A00ULL,
    0x2000081104004040ULL, 0x4C8E029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008A0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4A1500401041004AULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800B62048ULL, 0x0000810400C44420ULL, 0x00080400440C0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810D00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

void initMagics(Magic* magics, std::vector<Bitboard>& table, const int (*dirs)[2],
                const uint64_t* known, uint64_t seed) {
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
        for (bool first = true;; first = false) {
            if (first)
                m.magic = known[s];
            else
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
    initMagics(g_rookMagics, g_rookTable, RookDirs, RookMagics, 0x2545F4914F6CDD1DULL);
    initMagics(g_bishopMagics, g_bishopTable, BishopDirs, BishopMagics, 0x9E3779B97F4A7C15ULL);
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
