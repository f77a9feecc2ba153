// The Syzygy tables of a list of directories: which material they cover, each file opened when
// first needed, and the lookup of a position's stored value. What a stored value means for the
// position (captures the tables leave out, en passant, the side a DTZ file does not store) is
// worked out by the probes of syzygyprobe.h.
#pragma once

#include "board/westernposition.h"
#include "tablebase/syzygyfile.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace arbiter::syzygy {

class Tablebases {
public:
    Tablebases();
    ~Tablebases();
    Tablebases(const Tablebases&) = delete;
    Tablebases& operator=(const Tablebases&) = delete;

    // Finds the tables in the directories of `paths`, separated by ':' or ';' (cutechess-cli's
    // and fastchess's separators): every NAME.rtbw whose NAME is a table's name, with the
    // NAME.rtbz beside it when there is one. A table found twice is taken from the first
    // directory. Each file's header is checked (syzygyfile.h checkFileHeader): a file that
    // cannot be a table is skipped, named in problems(), and a good file of the same name in a
    // later directory is taken instead. Returns the number of tables found.
    int addDirectories(const QString& paths);
    int tableCount() const { return int(m_tables.size()); }
    // The most pieces of any table found (0: none found).
    int largestPieceCount() const { return m_largest; }
    // Problems met while reading the directories (files skipped) or a table (a damaged or
    // unreadable file), one line each, naming the file.
    QStringList problems() const;

    // The value the WDL table stores for the position (-2 to 2, the side to move's outcome),
    // as if no capture and no en passant were possible; none when there is no table of its
    // material or it cannot be read. A bare king on each side is a draw.
    std::optional<int> storedWdl(const WesternPosition& pos) const;

    struct StoredDtz {
        enum class Status { Found, OtherSide, Missing } status = Status::Missing;
        int plies = 0; // Found: the distance in plies, less one
    };
    // The DTZ table's value for a position of outcome `wdl` (not 0): OtherSide when the file
    // stores the other side to move.
    StoredDtz storedDtz(const WesternPosition& pos, int wdl) const;

private:
    struct Table;
    struct Lookup;
    Table* find(const Material& material) const;
    // The file's header is a table's of this kind and material; else the problem is noted.
    bool usable(const QString& path, TableKind kind, const Material& material);
    const TableFile* file(Table& table, TableKind kind) const;
    bool locate(const WesternPosition& pos, TableKind kind, Lookup& lookup) const;

    std::vector<std::unique_ptr<Table>> m_tables;
    std::unordered_map<uint64_t, Table*> m_byMaterial; // each table under both colourings
    int m_largest = 0;
    mutable std::mutex m_openLock; // files open on first use, from any thread
    mutable QStringList m_problems;
};

// The directories of a list separated by ':' or ';'.
QStringList splitDirectoryList(const QString& paths);

// The material of a position in table terms.
Material materialOf(const WesternPosition& pos);

} // namespace arbiter::syzygy
