// Streaming PGN reader: a byte scanner over a file, a QIODevice or a memory buffer that parses
// one game at a time into a reused PgnGame, checking every move on a board of the game's variant
// (one make-move per ply, no regular expressions, no QString).
//
// Tolerant of what real files contain: { } and ; comments, nested ( ) variations, $n NAGs and
// !/? suffixes, "12." "12..." "12.e4" move numbers, % escape lines, a missing result, CR/LF and
// tabs, a UTF-8 byte order mark, castling as O-O/0-0/o-o, [Variant] switching variants per game,
// [SetUp]/[FEN], the xqbase xiangqi dialect ([Game "Chinese Chess"], Red/Black tags, ICCS as
// "H2-E2") and moves in any notation the board reads (SAN, coordinates, WXF, Chinese). Sources
// that are not UTF-8 (GBK or Big5 xiangqi records) are detected and converted to UTF-8 first.
//
// A bad game is reported with its number, line and token ("game 3, line 57: 'Nf9' is not a
// legal move in this position") and the reader moves on to the next game.
#pragma once

#include "pgn/pgngame.h"
#include "pgn/textencoding.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

class QIODevice;
class QFile;

namespace arbiter {

class BoardCache;

struct PgnError {
    int game = 0;        // 1-based number of the game in the source
    int line = 0;        // 1-based line of the offending token
    std::string token;   // the offending token, when there is one
    std::string message; // what is wrong, e.g. "'Nf9' is not a legal move in this position"
    std::string toString() const; // "game 3, line 57: <message>"
};

class PgnReader {
public:
    enum class Status {
        Game,  // a game was read
        Error, // a game was read up to an error (see error()); the next read goes on after it
        End,   // no more games
    };

    PgnReader();
    ~PgnReader();
    PgnReader(const PgnReader&) = delete;
    PgnReader& operator=(const PgnReader&) = delete;

    // ---- Sources (each replaces the previous one and restarts counting) ----
    // Opens a file; on failure returns false with *error naming the file and cause.
    bool openFile(const QString& fileName, std::string* error);
    // Reads from an open device from its current position (not owned).
    void setDevice(QIODevice* device);
    // Reads from memory; the bytes must outlive the reads.
    void setData(std::string_view data);
    // Encoding the source was detected in (see textencoding.h). Legacy encodings are converted
    // to UTF-8 in memory, and offsets then count bytes of the converted text.
    TextEncoding sourceEncoding() const { return m_encoding; }

    // ---- Options ----
    // Variant of games that name none (cutechess -variant); "standard" by default.
    void setDefaultVariant(std::string_view variant) { m_defaultVariant = variant; }
    // Keep only the first `plies` plies of each main line (opening suites); the rest of the
    // game is skipped without being checked. Negative: no limit.
    void setMaxPlies(int plies) { m_maxPlies = plies; }
    // When false, variations are skipped without being checked or stored (faster imports).
    void setReadVariations(bool read) { m_readVariations = read; }

    // ---- Reading ----
    // Reads the next game into `game` (cleared first).
    Status readGame(PgnGame& game);
    // Header-only scan: the tags (variant and start FEN included) of the next game; the
    // movetext is skipped without being parsed. Pair with gameOffset() to index a database.
    Status readHeader(PgnGame& game);
    // Continues at a game start found earlier (offset, line and number from a header scan).
    bool seek(uint64_t offset, int line, int gameNumber);

    // The error of the last read that returned Status::Error.
    const PgnError& error() const { return m_error; }
    // Number (1-based), byte offset and first line of the last game read.
    int gameNumber() const { return m_gameNumber; }
    uint64_t gameOffset() const { return m_gameOffset; }
    int gameLine() const { return m_gameLine; }
    // The board after the last game's main line (as far as it was read), or nullptr when the
    // game had no usable board (unknown variant, bad FEN, header-only read).
    const Board* board() const { return m_boardReady ? m_board : nullptr; }

private:
    struct Frame {
        std::vector<PgnMove>* line; // where moves of this level go
        int made;                   // moves of this level made on the board
        int openLine;               // line of its '('
        std::string pendingComment; // comment waiting for the level's first move
    };

    void resetSource();
    // Converts a legacy-encoded source to UTF-8 in memory; false when it is UTF-8 already.
    bool adoptIfLegacy(std::string_view sample, QIODevice* device, std::string_view data);
    Status read(PgnGame& game, bool moves);

    // Byte access with refill from the device.
    bool fill(size_t need);
    int peek() { return m_pos < m_end ? static_cast<unsigned char>(m_data[m_pos]) : peekSlow(); }
    int peekSlow();
    int peekAt(size_t ahead);
    void advance() {
        if (m_data[m_pos] == '\n') ++m_line;
        ++m_pos;
    }
    uint64_t offset() const { return m_windowOffset + m_pos; }

    // Lexing.
    int skipWhitespace(); // also % escape lines; returns the next byte or -1
    void readSymbol();    // into m_token
    bool readBraceComment();
    void readLineComment();
    void trimComment();
    void readTag(PgnGame& game);
    int readAnnotationGlyph(); // "!", "?!", ... -> NAG, 0 if unknown

    // Parsing.
    bool prepareBoard(PgnGame& game);
    bool handleMove(PgnGame& game, std::string_view token, int line);
    void addComment(PgnGame& game, std::string_view comment);
    bool openVariation();
    void closeVariation();
    bool skipVariation();
    void skipToNextGame(int depth);
    bool fail(int line, std::string_view token, std::string message);

    // Source.
    std::unique_ptr<QFile> m_ownedFile;
    std::string m_converted; // a legacy-encoded source as UTF-8
    TextEncoding m_encoding = TextEncoding::Utf8;
    QIODevice* m_device = nullptr;
    std::unique_ptr<char[]> m_storage;
    const char* m_data = nullptr;
    size_t m_pos = 0;
    size_t m_end = 0;
    uint64_t m_windowOffset = 0;
    int m_line = 1;

    // Options.
    std::string m_defaultVariant = "standard";
    int m_maxPlies = -1;
    bool m_readVariations = true;

    // Per game.
    std::unique_ptr<BoardCache> m_boards;
    Board* m_board = nullptr;
    bool m_boardReady = false;
    bool m_boardFailed = false;
    std::string m_variantTag;
    std::string m_gameTag;
    int m_variantTagLine = 0;
    int m_fenTagLine = 0;
    std::vector<Frame> m_frames;
    int m_depth = 0; // open variations
    PgnError m_error;
    int m_gameNumber = 0;
    uint64_t m_gameOffset = 0;
    int m_gameLine = 0;

    // Scratch buffers reused across tokens and games.
    std::string m_token;
    std::string m_comment;
    std::string m_scratch;
    std::string m_moveError;
};

} // namespace arbiter
