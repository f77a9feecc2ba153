// Reading a Polyglot opening book (.bin): binary search by position key, either over a copy in
// memory (ram) or over the file itself (disk, for books too big to load), as cutechess's
// -bookmode chooses. A move is picked by weight with a seedable random source, or the best one.
// Disk mode reads through one file handle: use one object per thread.
#pragma once

#include "pgn/polyglot.h"
#include "pgn/random.h"

#include <QFile>
#include <QString>
#include <string>
#include <vector>

namespace arbiter {

class PolyglotBook {
public:
    enum class AccessMode { Ram, Disk };
    enum class Selection { Weighted, Best };

    // Opens a book. Fails (with *error naming the file) when it cannot be read, its size is
    // not a multiple of 16 bytes, or (ram mode) its entries are not sorted by key.
    bool open(const QString& fileName, AccessMode mode, std::string* error);
    bool isOpen() const { return m_open; }
    int64_t size() const { return m_entryCount; }

    // Book moves stop after this many plies of the game (cutechess bookdepth=, in plies here;
    // negative: no limit).
    void setMaxPly(int plies) { m_maxPly = plies; }

    // Every entry for a key, in file order (Polyglot writers sort them by weight).
    std::vector<PolyglotEntry> entries(uint64_t key);

    // A book move for the board's position, chosen among its legal moves with positive weight
    // (probability proportional to weight, or the heaviest), or a null move when the book has
    // none or `gamePly` is past the depth limit.
    Move move(const Board& board, int gamePly, Random& random,
              Selection selection = Selection::Weighted);

private:
    PolyglotEntry entryAt(int64_t index);
    int64_t lowerBound(uint64_t key);

    AccessMode m_mode = AccessMode::Ram;
    std::vector<PolyglotEntry> m_entries; // ram mode
    QFile m_file;                         // disk mode
    int64_t m_entryCount = 0;
    int m_maxPly = -1;
    bool m_open = false;
};

} // namespace arbiter
