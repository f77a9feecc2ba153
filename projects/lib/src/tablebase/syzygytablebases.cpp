#include "tablebase/syzygytablebases.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace arbiter::syzygy {

struct Tablebases::Table {
    Material material;
    QString path[2]; // by TableKind: the .rtbw and .rtbz files (empty: none)
    std::unique_ptr<TableFile> file[2];
    bool unreadable[2] = {false, false};
};

// Where a position is in a table: the subtable and the squares of its pieces in the
// subtable's order, colours as the table has them.
struct Tablebases::Lookup {
    const Subtable* subtable = nullptr;
    SquareList squares{};
    bool otherSide = false; // a DTZ file that stores the other side to move
};

namespace {
bb::Bitboard piecesOfCode(const WesternPosition& pos, int code) {
    return pos.pieces(code & BlackCode ? Black : White, PieceType(code & 7));
}

int kindIndex(TableKind kind) {
    return kind == TableKind::Wdl ? 0 : 1;
}

const Material& bareKings() {
    static const Material m = *Material::fromName("KvK");
    return m;
}
} // namespace

Material materialOf(const WesternPosition& pos) {
    Material m;
    for (Side side : {White, Black})
        for (int type = Pawn; type <= King; ++type)
            m.count[type | (side == Black ? BlackCode : 0)] =
                uint8_t(bb::popcount(pos.pieces(side, PieceType(type))));
    return m;
}

Tablebases::Tablebases() = default;
Tablebases::~Tablebases() = default;

QStringList splitDirectoryList(const QString& paths) {
    static const QRegularExpression separators(QStringLiteral("[:;]"));
    return paths.split(separators, Qt::SkipEmptyParts);
}

int Tablebases::addDirectories(const QString& paths) {
    const QStringList directories = splitDirectoryList(paths);
    for (const QString& directory : directories) {
        const QDir dir(directory);
        const QStringList names =
            dir.entryList({QStringLiteral("*.rtbw")}, QDir::Files | QDir::Readable, QDir::Name);
        for (const QString& fileName : names) {
            const std::optional<Material> material =
                Material::fromName(QFileInfo(fileName).completeBaseName().toStdString());
            if (!material || material->pieceCount() > MaxPieces) continue;
            if (material->pieceCount() < 3 || find(*material)) continue;
            // A file that cannot be a table (empty, another kind, random bytes) is skipped and
            // named, so that a good one of the same name in a later directory is used.
            if (!usable(dir.filePath(fileName), TableKind::Wdl, *material)) continue;
            auto table = std::make_unique<Table>();
            table->material = *material;
            table->path[kindIndex(TableKind::Wdl)] = dir.filePath(fileName);
            m_byMaterial[material->key()] = table.get();
            m_byMaterial[material->mirrored().key()] = table.get();
            m_largest = std::max(m_largest, material->pieceCount());
            m_tables.push_back(std::move(table));
        }
    }
    // A DTZ file may be in another directory than its WDL file: the first one found is used.
    for (auto& table : m_tables) {
        QString& dtz = table->path[kindIndex(TableKind::Dtz)];
        const QString name = QString::fromStdString(table->material.name()) + ".rtbz";
        for (int i = 0; i < directories.size() && dtz.isEmpty(); ++i) {
            const QString path = QDir(directories[i]).filePath(name);
            if (QFileInfo::exists(path) && usable(path, TableKind::Dtz, table->material))
                dtz = path;
        }
    }
    return tableCount();
}

bool Tablebases::usable(const QString& path, TableKind kind, const Material& material) {
    QString error;
    if (checkFileHeader(path, kind, material, &error)) return true;
    std::lock_guard<std::mutex> lock(m_openLock);
    m_problems << QStringLiteral("%1 is not a valid Syzygy table: %2; it is skipped")
                      .arg(QDir::toNativeSeparators(path), error);
    return false;
}

QStringList Tablebases::problems() const {
    std::lock_guard<std::mutex> lock(m_openLock);
    return m_problems;
}

Tablebases::Table* Tablebases::find(const Material& material) const {
    const auto it = m_byMaterial.find(material.key());
    return it == m_byMaterial.end() ? nullptr : it->second;
}

const TableFile* Tablebases::file(Table& table, TableKind kind) const {
    const int k = kindIndex(kind);
    std::lock_guard<std::mutex> lock(m_openLock);
    if (table.file[k]) return table.file[k].get();
    if (table.unreadable[k] || table.path[k].isEmpty()) return nullptr;
    auto opened = std::make_unique<TableFile>();
    QString error;
    if (!opened->open(table.path[k], kind, table.material, &error)) {
        table.unreadable[k] = true;
        m_problems << error;
        return nullptr;
    }
    table.file[k] = std::move(opened);
    return table.file[k].get();
}

bool Tablebases::locate(const WesternPosition& pos, TableKind kind, Lookup& lookup) const {
    const Material material = materialOf(pos);
    Table* table = find(material);
    if (!table) return false;
    const TableFile* file = this->file(*table, kind);
    if (!file) return false;

    // The table has its stronger side as White: a position of the other colouring is looked up
    // with the colours swapped and the board turned; so is Black to move in a table whose
    // sides have the same pieces (it stores White to move only).
    const bool symmetric = table->material.symmetric();
    const bool pawns = table->material.hasPawns();
    const bool flip =
        material.key() != table->material.key() || (symmetric && pos.sideToMove() == Black);
    const int colourFlip = flip ? BlackCode : 0;
    const int squareFlip = flip ? 56 : 0;
    const int side = (pos.sideToMove() == Black) != flip ? 1 : 0;

    int pawnFile = 0;
    Square lead = NoSquare;
    if (pawns) {
        const int leadCode = file->subtable(side, 0).encoding.piece(0);
        for (bb::Bitboard b = piecesOfCode(pos, leadCode ^ colourFlip); b;) {
            const Square s = bb::popLsb(b) ^ squareFlip;
            if (lead == NoSquare ||
                Encoding::leadPawnPriority(s) > Encoding::leadPawnPriority(lead))
                lead = s;
        }
        pawnFile = Encoding::pawnFileOf(lead);
    }
    const Subtable& subtable = file->subtable(side, pawnFile);
    lookup.subtable = &subtable;
    lookup.otherSide =
        kind == TableKind::Dtz && subtable.storedSide() != side && !(symmetric && !pawns);
    if (lookup.otherSide) return true;

    const Encoding& encoding = subtable.encoding;
    // The table's material is the position's: each run of equal pieces takes all of its kind.
    for (int i = 0; i < encoding.pieceCount();) {
        const int code = encoding.piece(i);
        for (bb::Bitboard b = piecesOfCode(pos, code ^ colourFlip); b;)
            lookup.squares[i++] = bb::popLsb(b) ^ squareFlip;
    }
    if (pawns)
        std::swap(lookup.squares[0],
                  *std::find(lookup.squares.begin(), lookup.squares.end(), lead));
    return true;
}

std::optional<int> Tablebases::storedWdl(const WesternPosition& pos) const {
    if (materialOf(pos).key() == bareKings().key()) return 0;
    Lookup lookup;
    if (!locate(pos, TableKind::Wdl, lookup)) return std::nullopt;
    const std::optional<int> value =
        lookup.subtable->values.value(lookup.subtable->encoding.index(lookup.squares));
    if (!value || *value > 4) return std::nullopt;
    return *value - 2;
}

Tablebases::StoredDtz Tablebases::storedDtz(const WesternPosition& pos, int wdl) const {
    using Status = StoredDtz::Status;
    Lookup lookup;
    if (wdl < -2 || wdl > 2 || !locate(pos, TableKind::Dtz, lookup)) return {Status::Missing, 0};
    if (lookup.otherSide) return {Status::OtherSide, 0};
    const std::optional<int> stored =
        lookup.subtable->values.value(lookup.subtable->encoding.index(lookup.squares));
    const std::optional<int> plies =
        stored ? lookup.subtable->dtzPlies(*stored, wdl) : std::nullopt;
    if (!plies) return {Status::Missing, 0};
    return {Status::Found, *plies};
}

} // namespace arbiter::syzygy
