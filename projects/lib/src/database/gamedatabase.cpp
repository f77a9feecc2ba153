#include "database/gamedatabase.h"

#include "io/savefile.h"
#include "pgn/pgnwriter.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace arbiter {

namespace {

// Progress is reported every this many games (a call per game would cost more than the game).
constexpr int ProgressInterval = 256;

int tagField(std::string_view name) {
    switch (name.size()) {
    case 3: return name == "ECO" ? int(GameText::Eco) : -1;
    case 4: return name == "Site" ? int(GameText::Site) : name == "Date" ? int(GameText::Date) : -1;
    case 5:
        return name == "White"   ? int(GameText::White)
               : name == "Black" ? int(GameText::Black)
               : name == "Event" ? int(GameText::Event)
               : name == "Round" ? int(GameText::Round)
                                 : -1;
    case 7: return name == "Opening" ? int(GameText::Opening) : -1;
    default: return -1;
    }
}

} // namespace

GameDatabase::GameDatabase() = default;
GameDatabase::~GameDatabase() = default;

void GameDatabase::clear() {
    m_fileName.clear();
    m_entries.clear();
    m_moves.clear();
    m_pool = StringPool();
    m_errors.clear();
    m_errorCount = 0;
    m_totalPlies = 0;
    m_fileSize = 0;
    m_encoding = TextEncoding::Utf8;
    m_reader.reset();
}

bool GameDatabase::load(const QString& fileName, std::string* error, const Progress& progress) {
    clear();
    PgnReader reader;
    if (!reader.openFile(fileName, error)) return false;
    m_fileName = fileName;
    m_fileSize = uint64_t(QFileInfo(fileName).size());
    m_encoding = reader.sourceEncoding();
    // Variations are skipped unchecked: the list shows main lines, and a full read (preview,
    // open, export) checks them.
    reader.setReadVariations(false);
    m_entries.reserve(size_t(m_fileSize / 1500 + 16)); // engine games take 1-3 KB each
    PgnGame game;
    for (int n = 0;; ++n) {
        if (progress && n % ProgressInterval == 0 &&
            !progress(std::min(reader.gameOffset(), m_fileSize), m_fileSize)) {
            clear();
            if (error) *error = "loading " + fileName.toStdString() + " was cancelled";
            return false;
        }
        const PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::End) break;
        const bool bad = status == PgnReader::Status::Error;
        if (bad) {
            if (m_errors.size() < size_t(MaxErrors)) m_errors.push_back(reader.error());
            ++m_errorCount;
        }
        addEntry(game, reader, bad);
    }
    if (progress) progress(m_fileSize, m_fileSize);
    return true;
}

void GameDatabase::addEntry(const PgnGame& game, const PgnReader& reader, bool bad) {
    GameEntry e;
    e.offset = reader.gameOffset();
    e.line = reader.gameLine();
    e.number = reader.gameNumber();
    std::string_view opening, variation;
    for (const PgnTag& tag : game.tags()) {
        const int field = tagField(tag.name);
        if (field == int(GameText::Opening))
            opening = tag.value;
        else if (field >= 0)
            e.texts[field] = m_pool.intern(tag.value);
        else if (tag.name == "Variation")
            variation = tag.value;
    }
    if (!variation.empty()) {
        std::string both(opening);
        both += both.empty() ? "" : ", ";
        both += variation;
        e.texts[int(GameText::Opening)] = m_pool.intern(both);
    } else if (!opening.empty()) {
        e.texts[int(GameText::Opening)] = m_pool.intern(opening);
    }
    e.texts[int(GameText::Variant)] = m_pool.intern(game.variant());
    e.result = game.result();
    e.error = bad;
    e.setUp = !game.startFen().empty();
    const auto& moves = game.moves();
    e.plies = uint16_t(std::min<size_t>(moves.size(), 0xffff));
    m_totalPlies += int64_t(moves.size());
    e.firstMoves = uint32_t(m_moves.size());
    e.firstMoveCount = uint8_t(std::min<size_t>(moves.size(), StoredPlies));
    for (int i = 0; i < e.firstMoveCount; ++i) m_moves.push_back(moves[size_t(i)].move.raw());
    m_entries.push_back(e);
}

bool GameDatabase::readGame(int index, PgnGame& game, std::string* error) const {
    if (index < 0 || index >= size()) {
        if (error) *error = "no game " + std::to_string(index + 1) + " in the database";
        return false;
    }
    if (!m_reader) {
        auto reader = std::make_unique<PgnReader>();
        if (!reader->openFile(m_fileName, error)) return false;
        m_reader = std::move(reader);
    }
    const GameEntry& e = entry(index);
    if (!m_reader->seek(e.offset, e.line, e.number)) {
        if (error) *error = "cannot seek to game " + std::to_string(e.number);
        m_reader.reset(); // the file may have changed: reopen next time
        return false;
    }
    if (m_reader->readGame(game) != PgnReader::Status::Game) {
        if (error) *error = m_reader->error().toString();
        return false;
    }
    return true;
}

bool GameDatabase::appendGameText(QFile& source, int index, std::string& out,
                                  std::string* error) const {
    if (m_encoding == TextEncoding::Utf8) {
        // The bytes between this game's start and the next one's, as the file has them.
        const uint64_t begin = entry(index).offset;
        const uint64_t end = index + 1 < size() ? entry(index + 1).offset : m_fileSize;
        const size_t start = out.size();
        if (end >= begin && source.seek(qint64(begin))) {
            out.resize(start + size_t(end - begin));
            if (source.read(out.data() + start, qint64(end - begin)) == qint64(end - begin)) {
                // Games end with one blank line, whatever separated them in the file.
                while (out.size() > start && (out.back() == '\n' || out.back() == '\r' ||
                                              out.back() == ' ' || out.back() == '\t'))
                    out.pop_back();
                out += "\n\n";
                return true;
            }
        }
        out.resize(start);
        if (error)
            *error = "cannot read game " + std::to_string(entry(index).number) + " of " +
                     m_fileName.toStdString() + ": " + source.errorString().toStdString();
        return false;
    }
    // Converted (GBK/Big5) sources: offsets count converted bytes, so write the game anew.
    PgnGame game;
    if (!readGame(index, game, error)) return false;
    PgnWriter().write(game, out);
    return true;
}

std::string GameDatabase::gameText(int index) const {
    QFile source(m_fileName);
    std::string out;
    if (!source.open(QIODevice::ReadOnly) || !appendGameText(source, index, out, nullptr))
        return {};
    return out;
}

bool GameDatabase::exportGames(const std::vector<int>& indices, const QString& fileName,
                               std::string* error) const {
    QFile source(m_fileName);
    if (!source.open(QIODevice::ReadOnly)) {
        if (error)
            *error = "cannot read " + m_fileName.toStdString() + ": " +
                     source.errorString().toStdString();
        return false;
    }
    std::string out;
    for (int index : indices)
        if (!appendGameText(source, index, out, error)) return false;
    QString why;
    if (!saveFileAtomically(fileName, QByteArray::fromStdString(out), &why)) {
        if (error) *error = "cannot write " + fileName.toStdString() + ": " + why.toStdString();
        return false;
    }
    return true;
}

} // namespace arbiter
