// One Syzygy table file, .rtbw (win/draw/loss) or .rtbz (distance to zeroing), mapped into
// memory and read: its subtables, each with its numbering of positions (Encoding) and its
// compressed values, and a DTZ file's value maps (docs/tablebases.md).
//
// A WDL file stores both sides to move (two subtables a file of the lead pawn) unless its two
// sides have the same pieces, when Black to move is looked up with the colours swapped. A DTZ
// file stores one side to move for each file of the lead pawn, the one that compressed better;
// the other side's distance is found by a search (syzygyprobe.h).
#pragma once

#include "tablebase/syzygyencoding.h"
#include "tablebase/syzygymaterial.h"
#include "tablebase/syzygyvalues.h"

#include <QFile>
#include <QString>
#include <optional>
#include <vector>

namespace arbiter::syzygy {

enum class TableKind { Wdl, Dtz };

struct Subtable {
    Encoding encoding;
    CompressedValues values;
    // A DTZ subtable with CompressedValues::Mapped stores small numbers that index a map of
    // distances, one map for each outcome (win, loss, cursed win, blessed loss).
    const uint8_t* map[4] = {};
    int mapSize[4] = {};
    bool wideMap = false;

    // The side to move whose positions a DTZ subtable stores (0: the table's White).
    int storedSide() const { return values.flags() & CompressedValues::StoresBlackToMove; }
    // The distance to zeroing in plies that a DTZ subtable's stored value means for a position
    // of outcome `wdl` (-2 to 2), less one; none when the map has no such entry.
    std::optional<int> dtzPlies(int stored, int wdl) const;
};

// The header every table file starts with: the magic number of its kind (WDL 0x5d23e871, DTZ
// 0xa50c66d7, little-endian: the bytes of `Magics` in Stockfish 15.1's
// src/syzygy/tbprobe.cpp) and a flags byte that agrees with the material (pawns, piece count).
// False with *error naming the problem ("an empty file", "wrong magic number", ...).
bool checkHeader(const uint8_t* data, qint64 size, TableKind kind, const Material& material,
                 QString* error);
// The same for the file at `path`, reading its first bytes only: the check made when the
// directories are read (Tablebases::addDirectories), before any file is mapped.
bool checkFileHeader(const QString& path, TableKind kind, const Material& material, QString* error);

class TableFile {
public:
    // Maps and reads the file; false with *error naming the problem when it cannot be read or
    // is not a table of `material`.
    bool open(const QString& path, TableKind kind, const Material& material, QString* error);
    // Reads a table from memory that stays valid as long as this object (open() maps the file;
    // the fuzz target passes its input).
    bool parse(const uint8_t* data, qint64 size, TableKind kind, const Material& material,
               QString* error);

    TableKind kind() const { return m_kind; }
    // side: 0 for the table's White to move (the only one of a one-sided file), 1 for its
    // Black; file: the lead pawn's file 0-3 (0 in a table without pawns).
    const Subtable& subtable(int side, int file) const {
        return m_subtables[file * m_sides + (m_sides == 2 ? side : 0)];
    }

private:
    QFile m_file;
    TableKind m_kind = TableKind::Wdl;
    int m_sides = 1;
    std::vector<Subtable> m_subtables;
};

} // namespace arbiter::syzygy
