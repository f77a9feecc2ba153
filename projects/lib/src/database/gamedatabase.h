// A PGN file opened as a game database: one pass over the file reads every game with PgnReader
// (every move checked on a board of its variant, chess and xiangqi alike) and keeps a compact
// entry per game: where it starts, its tags as interned texts, result, length and first moves.
// Games are read again in full only on demand (preview, open, export, book building) by seeking
// to their offset. Loading reports progress and can be cancelled, so a GUI runs it in a worker
// thread; the object itself is not shared between threads while loading.
#pragma once

#include "board/types.h"
#include "database/stringpool.h"
#include "pgn/pgngame.h"
#include "pgn/pgnreader.h"

#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class QFile;

namespace arbiter {

// Tag texts kept per game.
enum class GameText : uint8_t { White, Black, Event, Site, Date, Round, Eco, Opening, Variant };
constexpr int GameTextCount = 9;

struct GameEntry {
    uint64_t offset = 0; // byte offset of the game in the (UTF-8) source
    int32_t line = 0;    // first line of the game
    int32_t number = 0;  // 1-based number of the game in the file
    uint32_t texts[GameTextCount] = {};
    uint32_t firstMoves = 0;    // index of the first stored move in the database's move store
    uint16_t plies = 0;         // main-line plies read (up to the error for a bad game)
    uint8_t firstMoveCount = 0; // stored first moves (at most GameDatabase::StoredPlies)
    PgnResult result = PgnResult::Unknown;
    bool error = false; // the game has an illegal or unreadable move
    bool setUp = false; // the game starts from its own FEN
};

class GameDatabase {
public:
    // First main-line moves kept per game for opening filters and previews without a re-read.
    static constexpr int StoredPlies = 16;
    // Called now and then while loading with bytes read and the file size; returning false
    // cancels the load.
    using Progress = std::function<bool(uint64_t done, uint64_t total)>;

    GameDatabase();
    ~GameDatabase();
    GameDatabase(const GameDatabase&) = delete;
    GameDatabase& operator=(const GameDatabase&) = delete;

    // Reads every game of the file. False with *error when the file cannot be opened or the
    // load was cancelled (the database is then empty). Bad games are kept, marked with error,
    // and listed in errors().
    bool load(const QString& fileName, std::string* error, const Progress& progress = {});
    void clear();

    const QString& fileName() const { return m_fileName; }
    int size() const { return int(m_entries.size()); }
    bool isEmpty() const { return m_entries.empty(); }
    const GameEntry& entry(int index) const { return m_entries[size_t(index)]; }
    const std::string& text(int index, GameText field) const {
        return m_pool.text(entry(index).texts[int(field)]);
    }
    const StringPool& pool() const { return m_pool; }
    // The game's stored first moves (raw Move values) and their count.
    const uint32_t* firstMoves(int index) const { return m_moves.data() + entry(index).firstMoves; }
    // Problems of bad games, at most MaxErrors of them; errorCount() counts all.
    static constexpr int MaxErrors = 1000;
    const std::vector<PgnError>& errors() const { return m_errors; }
    int errorCount() const { return m_errorCount; }
    int64_t totalPlies() const { return m_totalPlies; }
    TextEncoding encoding() const { return m_encoding; }
    uint64_t fileSize() const { return m_fileSize; }

    // Reads game `index` in full (tags, moves, comments, variations). Not thread-safe.
    bool readGame(int index, PgnGame& game, std::string* error) const;
    // The game's text exactly as in the file (UTF-8 sources; others are read and written again),
    // ending with a blank line.
    std::string gameText(int index) const;
    // Writes the games, in the given order, to a new PGN file (replaced atomically).
    bool exportGames(const std::vector<int>& indices, const QString& fileName,
                     std::string* error) const;

private:
    void addEntry(const PgnGame& game, const PgnReader& reader, bool bad);
    // Appends the text of game `index`; `source` is the database file opened for reading.
    bool appendGameText(QFile& source, int index, std::string& out, std::string* error) const;

    QString m_fileName;
    std::vector<GameEntry> m_entries;
    std::vector<uint32_t> m_moves;
    StringPool m_pool;
    std::vector<PgnError> m_errors;
    int m_errorCount = 0;
    int64_t m_totalPlies = 0;
    uint64_t m_fileSize = 0;
    TextEncoding m_encoding = TextEncoding::Utf8;
    mutable std::unique_ptr<PgnReader> m_reader; // for readGame(), opened on first use
};

} // namespace arbiter
