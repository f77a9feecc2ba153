#include "polyglotbook.h"

#include "board/board.h"
#include "io/plainfile.h"

namespace arbiter {

namespace {
// The largest book read into memory (16.7 million entries; public books are smaller): a larger
// one is refused in ram mode, where it would be held whole, and read from disk in disk mode.
constexpr int64_t MaxRamBytes = int64_t(256) << 20;
} // namespace

bool PolyglotBook::open(const QString& fileName, AccessMode mode, std::string* error) {
    const std::string name = fileName.toStdString();
    m_mode = mode;
    m_entries.clear();
    m_entryCount = 0;
    m_open = false;
    if (m_file.isOpen()) m_file.close();
    m_file.setFileName(fileName);
    QString why;
    if (!openPlainFile(m_file, QIODevice::ReadOnly, FileUse::Read, &why)) {
        if (error) *error = "book: " + why.toStdString();
        return false;
    }
    const qint64 bytes = m_file.size();
    if (bytes % polyglot::EntrySize != 0) {
        if (error)
            *error = "'" + name + "' is not a Polyglot book: its size (" + std::to_string(bytes) +
                     " bytes) is not a multiple of 16";
        m_file.close();
        return false;
    }
    m_entryCount = bytes / polyglot::EntrySize;
    if (mode == AccessMode::Disk) return m_open = true;
    if (bytes > MaxRamBytes) {
        if (error)
            *error = "book '" + name + "' is " + std::to_string(bytes >> 20) +
                     " MiB, more than the " + std::to_string(MaxRamBytes >> 20) +
                     " MiB a book may hold in memory: read it from disk (-bookmode disk)";
        m_file.close();
        return false;
    }

    QByteArray data = m_file.readAll();
    m_file.close();
    if (data.size() != bytes) {
        if (error) *error = "cannot read book '" + name + "'";
        return false;
    }
    m_entries.resize(size_t(m_entryCount));
    const auto* p = reinterpret_cast<const unsigned char*>(data.constData());
    for (int64_t i = 0; i < m_entryCount; ++i) {
        polyglot::readEntry(p + i * polyglot::EntrySize, &m_entries[size_t(i)]);
        if (i > 0 && m_entries[size_t(i)].key < m_entries[size_t(i - 1)].key) {
            if (error)
                *error = "'" + name + "' is not a valid Polyglot book: entry " +
                         std::to_string(i + 1) + " is out of key order";
            m_entries.clear();
            m_entryCount = 0;
            return false;
        }
    }
    return m_open = true;
}

PolyglotEntry PolyglotBook::entryAt(int64_t index) {
    if (m_mode == AccessMode::Ram) return m_entries[size_t(index)];
    PolyglotEntry entry;
    unsigned char bytes[polyglot::EntrySize];
    if (m_file.seek(index * polyglot::EntrySize) &&
        m_file.read(reinterpret_cast<char*>(bytes), polyglot::EntrySize) == polyglot::EntrySize)
        polyglot::readEntry(bytes, &entry);
    return entry;
}

int64_t PolyglotBook::lowerBound(uint64_t key) {
    int64_t lo = 0, hi = m_entryCount;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (entryAt(mid).key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

std::vector<PolyglotEntry> PolyglotBook::entries(uint64_t key) {
    std::vector<PolyglotEntry> found;
    for (int64_t i = lowerBound(key); i < m_entryCount; ++i) {
        PolyglotEntry e = entryAt(i);
        if (e.key != key) break;
        found.push_back(e);
    }
    return found;
}

Move PolyglotBook::move(const Board& board, int gamePly, Random& random, Selection selection) {
    if (m_maxPly >= 0 && gamePly >= m_maxPly) return Move();
    std::vector<PolyglotEntry> candidates = entries(board.key());
    uint64_t total = 0;
    Move best;
    int bestWeight = 0;
    std::vector<std::pair<Move, int>> legal;
    for (const PolyglotEntry& e : candidates) {
        Move m = polyglot::decodeMove(board, e.move);
        if (m.isNull() || e.weight == 0) continue;
        legal.emplace_back(m, e.weight);
        total += e.weight;
        if (e.weight > bestWeight) {
            bestWeight = e.weight;
            best = m;
        }
    }
    if (legal.empty()) return Move();
    if (selection == Selection::Best) return best;
    uint64_t pick = random.below(total);
    for (const auto& [m, weight] : legal) {
        if (pick < uint64_t(weight)) return m;
        pick -= uint64_t(weight);
    }
    return best;
}

} // namespace arbiter
