#include "tablebase/syzygyfile.h"

#include "tablebase/bytes.h"

#include <algorithm>

namespace arbiter::syzygy {

namespace {
constexpr uint32_t WdlMagic = 0x5d23e871;
constexpr uint32_t DtzMagic = 0xa50c66d7;
constexpr int SplitFlag = 1;
constexpr int PawnsFlag = 2;
// The magic number, the flags byte and the first byte after it: the least a table can be.
constexpr qint64 HeaderBytes = 6;

// Offsets in the file are aligned from its first byte.
const uint8_t* aligned(const uint8_t* p, const uint8_t* base, int alignment) {
    const auto offset = uintptr_t(p - base);
    return base + ((offset + alignment - 1) & ~uintptr_t(alignment - 1));
}

// Whether the subtable's pieces are exactly the material's, each kind in one run.
bool piecesMatch(const uint8_t* pieces, int count, const Material& material) {
    Material seen;
    for (int i = 0; i < count; ++i) {
        if ((pieces[i] & 7) < Pawn || (pieces[i] & 7) > King) return false;
        if (i > 0 && pieces[i] != pieces[i - 1] &&
            std::find(pieces, pieces + i, pieces[i]) != pieces + i)
            return false;
        ++seen.count[pieces[i]];
    }
    return seen.key() == material.key();
}
} // namespace

std::optional<int> Subtable::dtzPlies(int stored, int wdl) const {
    const uint8_t flags = values.flags();
    int value = stored;
    if (flags & CompressedValues::Mapped) {
        // The maps are stored in the order win, loss, cursed win, blessed loss.
        static constexpr int MapOf[5] = {1, 3, 0, 2, 0}; // by wdl + 2
        const int m = MapOf[wdl + 2];
        if (stored < 0 || stored >= mapSize[m]) return std::nullopt;
        value = wideMap ? int(readLittle16(map[m] + 2 * stored)) : int(map[m][stored]);
    }
    // Values are counted in moves, except wins and losses of a file flagged as counting plies
    // (where the fifty-move rule needs the exact count).
    const bool plies = (wdl == 2 && (flags & CompressedValues::WinInPlies)) ||
                       (wdl == -2 && (flags & CompressedValues::LossInPlies));
    return plies ? value : 2 * value;
}

bool TableFile::open(const QString& path, TableKind kind, const Material& material,
                     QString* error) {
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, m_file.errorString());
        return false;
    }
    const qint64 size = m_file.size();
    const uchar* data = size > 0 ? m_file.map(0, size) : nullptr;
    if (!data) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return false;
    }
    if (!parse(data, size, kind, material, error)) {
        *error = QStringLiteral("%1 is not a valid Syzygy table: %2").arg(path, *error);
        return false;
    }
    return true;
}

bool checkHeader(const uint8_t* data, qint64 size, TableKind kind, const Material& material,
                 QString* error) {
    if (size == 0) {
        *error = QStringLiteral("an empty file");
        return false;
    }
    if (size < HeaderBytes) {
        *error = QStringLiteral("too short (%1 bytes)").arg(size);
        return false;
    }
    if (readLittle32(data) != (kind == TableKind::Wdl ? WdlMagic : DtzMagic)) {
        *error = kind == TableKind::Wdl ? QStringLiteral("wrong magic number (not a WDL table)")
                                        : QStringLiteral("wrong magic number (not a DTZ table)");
        return false;
    }
    const int flags = data[4];
    const int count = material.pieceCount();
    if (bool(flags & PawnsFlag) != material.hasPawns() || ((flags >> 4) && (flags >> 4) != count) ||
        count > MaxPieces) {
        *error = QStringLiteral("its header does not match %1").arg(material.name().c_str());
        return false;
    }
    return true;
}

bool checkFileHeader(const QString& path, TableKind kind, const Material& material,
                     QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open it: ") + file.errorString();
        return false;
    }
    const QByteArray head = file.read(HeaderBytes);
    return checkHeader(reinterpret_cast<const uint8_t*>(head.constData()), head.size(), kind,
                       material, error);
}

bool TableFile::parse(const uint8_t* data, qint64 size, TableKind kind, const Material& material,
                      QString* error) {
    m_kind = kind;
    const uint8_t* end = data + size;
    if (!checkHeader(data, size, kind, material, error)) return false;
    const int flags = data[4];
    const bool hasPawns = material.hasPawns();
    const int count = material.pieceCount();
    m_sides = m_kind == TableKind::Wdl && (flags & SplitFlag) ? 2 : 1;
    if (m_kind == TableKind::Wdl && (m_sides == 2) == material.symmetric()) {
        *error = QStringLiteral("its sides do not match %1").arg(material.name().c_str());
        return false;
    }
    const int files = hasPawns ? 4 : 1;
    const bool pawnsOnBothSides = material.pawns(White) > 0 && material.pawns(Black) > 0;
    m_subtables.assign(files * m_sides, Subtable());

    // The pieces and order of each subtable: low nibbles for the table's White to move, high
    // nibbles for its Black.
    const uint8_t* p = data + 5;
    for (int f = 0; f < files; ++f) {
        const int orderBytes = pawnsOnBothSides ? 2 : 1;
        if (end - p < orderBytes + count) {
            *error = QStringLiteral("truncated header");
            return false;
        }
        for (int s = 0; s < m_sides; ++s) {
            const int shift = s ? 4 : 0;
            uint8_t pieces[MaxPieces];
            for (int i = 0; i < count; ++i) pieces[i] = (p[orderBytes + i] >> shift) & 15;
            const int leadOrder = (p[0] >> shift) & 15;
            const int pawnOrder = pawnsOnBothSides ? (p[1] >> shift) & 15 : 15;
            if (!piecesMatch(pieces, count, material) ||
                !m_subtables[f * m_sides + s].encoding.setUp(pieces, count, hasPawns, leadOrder,
                                                             pawnOrder, f)) {
                *error = QStringLiteral("bad piece order");
                return false;
            }
        }
        p += orderBytes + count;
    }
    p = aligned(p, data, 2);

    for (Subtable& t : m_subtables) {
        p = t.values.readHeader(p, end, t.encoding.size());
        if (!p) {
            *error = QStringLiteral("bad compression header");
            return false;
        }
        p = aligned(p, data, 2);
    }

    if (m_kind == TableKind::Dtz) {
        for (Subtable& t : m_subtables) {
            if (!(t.values.flags() & CompressedValues::Mapped)) continue;
            t.wideMap = t.values.flags() & CompressedValues::WideMap;
            const int width = t.wideMap ? 2 : 1;
            if (t.wideMap) p = aligned(p, data, 2);
            for (int m = 0; m < 4; ++m) {
                if (end - p < width) {
                    *error = QStringLiteral("truncated value map");
                    return false;
                }
                t.mapSize[m] = t.wideMap ? int(readLittle16(p)) : *p;
                t.map[m] = p + width;
                p += width * (1 + t.mapSize[m]);
                if (p > end) {
                    *error = QStringLiteral("truncated value map");
                    return false;
                }
            }
        }
        p = aligned(p, data, 2);
    }

    for (Subtable& t : m_subtables)
        if (p) p = t.values.placeSparseIndex(p, end);
    for (Subtable& t : m_subtables)
        if (p) p = t.values.placeBlockLengths(p, end);
    for (Subtable& t : m_subtables)
        if (p) p = t.values.placeBlocks(aligned(p, data, 64), end);
    if (!p) {
        *error = QStringLiteral("truncated data");
        return false;
    }
    return true;
}

} // namespace arbiter::syzygy
