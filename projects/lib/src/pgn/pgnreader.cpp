#include "pgnreader.h"

#include "board/turn.h"
#include "io/plainfile.h"
#include "pgn/boardcache.h"
#include "pgn/pgndialect.h"

#include <QFile>
#include <array>
#include <cstring>

namespace arbiter {

namespace {

constexpr size_t ChunkSize = 1 << 20;
constexpr qint64 EncodingSampleSize = 1 << 16;

// Bytes that may be part of a symbol token (moves, move numbers, results). Everything outside
// ASCII counts, so UTF-8 moves (炮二平五) are single tokens.
constexpr std::array<bool, 256> makeSymbolTable() {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c) t[c] = c > ' ' && c != 127;
    for (unsigned char c : std::string_view("{}()[];$!?\"%")) t[c] = false;
    return t;
}
constexpr std::array<bool, 256> SymbolChar = makeSymbolTable();

bool isSpace(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

void appendComment(std::string& target, std::string_view comment) {
    if (comment.empty()) return;
    if (!target.empty()) target += ' ';
    target += comment;
}

} // namespace

std::string PgnError::toString() const {
    return "game " + std::to_string(game) + ", line " + std::to_string(line) + ": " + message;
}

PgnReader::PgnReader() : m_boards(std::make_unique<BoardCache>()) {}

PgnReader::~PgnReader() = default;

void PgnReader::resetSource() {
    m_ownedFile.reset();
    m_converted.clear();
    m_encoding = TextEncoding::Utf8;
    m_device = nullptr;
    m_data = nullptr;
    m_pos = m_end = 0;
    m_windowOffset = 0;
    m_line = 1;
    m_gameNumber = 0;
    m_gameOffset = 0;
    m_gameLine = 0;
    m_boardReady = false;
    m_error = {};
}

bool PgnReader::openFile(const QString& fileName, std::string* error) {
    resetSource();
    auto file = std::make_unique<QFile>(fileName);
    QString why;
    if (!openPlainFile(*file, QIODevice::ReadOnly, FileUse::Read, &why)) {
        if (error) *error = why.toStdString();
        return false;
    }
    QByteArray sample = file->peek(EncodingSampleSize);
    if (adoptIfLegacy({sample.constData(), size_t(sample.size())}, file.get(), {})) return true;
    m_ownedFile = std::move(file);
    m_device = m_ownedFile.get();
    return true;
}

void PgnReader::setDevice(QIODevice* device) {
    resetSource();
    if (!device) return;
    QByteArray sample = device->peek(EncodingSampleSize);
    if (adoptIfLegacy({sample.constData(), size_t(sample.size())}, device, {})) return;
    m_device = device;
    m_windowOffset = uint64_t(device->pos());
}

void PgnReader::setData(std::string_view data) {
    resetSource();
    if (adoptIfLegacy(data.substr(0, size_t(EncodingSampleSize)), nullptr, data)) return;
    m_data = data.data();
    m_end = data.size();
}

bool PgnReader::adoptIfLegacy(std::string_view sample, QIODevice* device, std::string_view data) {
    // A text that ends inside a UTF-8 sequence is not UTF-8 (read as such, the stray byte would
    // reach comments and make the games written from them unreadable: found by fuzz_pgn).
    const bool whole =
        device ? device->bytesAvailable() <= qint64(sample.size()) : data.size() == sample.size();
    TextEncoding encoding = detectTextEncoding(sample, whole);
    if (encoding == TextEncoding::Utf8) return false;
    QByteArray bytes = device ? device->readAll() : QByteArray(data.data(), qsizetype(data.size()));
    m_converted = toUtf8(bytes, encoding);
    m_encoding = encoding;
    m_data = m_converted.data();
    m_end = m_converted.size();
    return true;
}

bool PgnReader::seek(uint64_t offset, int line, int gameNumber) {
    if (m_device) {
        if (!m_device->seek(qint64(offset))) return false;
        m_windowOffset = offset;
        m_pos = m_end = 0;
    } else {
        if (offset > m_windowOffset + m_end) return false;
        m_pos = size_t(offset - m_windowOffset);
    }
    m_line = line;
    m_gameNumber = gameNumber - 1;
    return true;
}

// ---------------------------------------------------------------------------------------------
// Bytes

bool PgnReader::fill(size_t need) {
    if (m_end - m_pos >= need) return true;
    if (!m_device) return false;
    if (!m_storage) m_storage.reset(new char[ChunkSize]);
    size_t remaining = m_end - m_pos;
    if (remaining > 0) std::memmove(m_storage.get(), m_data + m_pos, remaining);
    m_windowOffset += m_pos;
    m_data = m_storage.get();
    m_pos = 0;
    m_end = remaining;
    while (m_end < need) {
        qint64 n = m_device->read(m_storage.get() + m_end, qint64(ChunkSize - m_end));
        if (n <= 0) return false;
        m_end += size_t(n);
    }
    return true;
}

int PgnReader::peekSlow() {
    return fill(1) ? static_cast<unsigned char>(m_data[m_pos]) : -1;
}

int PgnReader::peekAt(size_t ahead) {
    return fill(ahead + 1) ? static_cast<unsigned char>(m_data[m_pos + ahead]) : -1;
}

// ---------------------------------------------------------------------------------------------
// Lexing

int PgnReader::skipWhitespace() {
    while (true) {
        int c = peek();
        if (c < 0) return c;
        if (isSpace(c)) {
            advance();
            continue;
        }
        // Escape mechanism: a line starting with '%' is ignored. '%' has no other use, so one
        // elsewhere is taken the same way.
        if (c == '%') {
            readLineComment();
            continue;
        }
        // UTF-8 byte order mark at the start of the source.
        if (c == 0xef && offset() == 0 && peekAt(1) == 0xbb && peekAt(2) == 0xbf) {
            m_pos += 3;
            continue;
        }
        return c;
    }
}

void PgnReader::readSymbol() {
    m_token.clear();
    while (true) {
        size_t start = m_pos;
        while (m_pos < m_end && SymbolChar[static_cast<unsigned char>(m_data[m_pos])]) ++m_pos;
        m_token.append(m_data + start, m_pos - start);
        if (m_pos < m_end || !fill(1)) return;
    }
}

// Reads "{...}" into m_comment (without braces, trimmed, line breaks as spaces). Returns false
// when the comment is still open at the end of the input or when a line starts with "[Event "
// (a lost '}'); that tag is left for the next game.
bool PgnReader::readBraceComment() {
    m_comment.clear();
    advance(); // '{'
    bool closed = false;
    while (!closed) {
        if (m_pos >= m_end && !fill(1)) break;
        size_t start = m_pos;
        while (m_pos < m_end && m_data[m_pos] != '}' && m_data[m_pos] != '\n' &&
               m_data[m_pos] != '\r')
            ++m_pos;
        m_comment.append(m_data + start, m_pos - start);
        if (m_pos >= m_end) continue;
        char c = m_data[m_pos++];
        if (c == '}') {
            closed = true;
        } else if (c == '\n') {
            ++m_line;
            if (fill(7) && std::memcmp(m_data + m_pos, "[Event ", 7) == 0) break;
            m_comment += ' ';
        }
    }
    trimComment();
    return closed;
}

void PgnReader::trimComment() {
    size_t first = m_comment.find_first_not_of(" \t");
    if (first == std::string::npos) {
        m_comment.clear();
    } else {
        m_comment.erase(m_comment.find_last_not_of(" \t") + 1);
        m_comment.erase(0, first);
    }
}

void PgnReader::readLineComment() {
    m_comment.clear();
    advance(); // ';' or '%'
    while (true) {
        if (m_pos >= m_end && !fill(1)) return;
        char c = m_data[m_pos];
        if (c == '\n') break; // the newline is whitespace for the caller
        if (c != '\r') m_comment += c;
        ++m_pos;
    }
    trimComment();
}

int PgnReader::readAnnotationGlyph() {
    m_token.clear();
    while (true) {
        int c = peek();
        if (c != '!' && c != '?') break;
        m_token += char(c);
        advance();
    }
    static constexpr std::string_view Glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int i = 0; i < 6; ++i)
        if (m_token == Glyphs[i]) return i + 1;
    return 0;
}

// Reads one "[Name "value"]" tag. Tolerates a missing closing quote or bracket and tags
// written without a value ("[Legacy]").
void PgnReader::readTag(PgnGame& game) {
    const int tagLine = m_line;
    advance(); // '['
    auto skipBlanks = [&] {
        while (peek() == ' ' || peek() == '\t') advance();
    };
    skipBlanks();
    m_token.clear();
    while (true) {
        int c = peek();
        if (c < 0 || isSpace(c) || c == '"' || c == ']') break;
        m_token += char(c);
        advance();
    }
    std::string name = m_token;
    skipBlanks();
    m_scratch.clear();
    if (peek() == '"') {
        advance();
        while (true) {
            int c = peek();
            if (c < 0 || c == '\n') {
                // Unterminated value: keep what precedes the closing bracket.
                while (!m_scratch.empty() && (m_scratch.back() == ']' || m_scratch.back() == ' ' ||
                                              m_scratch.back() == '\r'))
                    m_scratch.pop_back();
                break;
            }
            advance();
            if (c == '"') break;
            if (c == '\\') {
                int e = peek();
                if (e == '"' || e == '\\') {
                    m_scratch += char(e);
                    advance();
                    continue;
                }
            }
            m_scratch += char(c);
        }
    }
    // Up to and including ']' on this line.
    while (true) {
        int c = peek();
        if (c < 0 || c == '\n') break;
        advance();
        if (c == ']') break;
    }
    // "[]" or "[ "x"]": nothing to keep. Failing here would split the game at its next tag.
    if (name.empty()) return;

    std::string_view key = westernPlayerTagName(name);
    if (key == "Variant") {
        m_variantTag = m_scratch;
        m_variantTagLine = tagLine;
    } else if (key == "FEN") {
        m_fenTagLine = tagLine;
        game.setStartFen(m_scratch);
    } else if (key == "Game") {
        m_gameTag = m_scratch;
        game.setTag(key, m_scratch);
    } else {
        game.setTag(key, m_scratch);
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing

bool PgnReader::fail(int line, std::string_view token, std::string message) {
    m_error.game = m_gameNumber;
    m_error.line = line;
    m_error.token = token;
    m_error.message = std::move(message);
    return false;
}

// Sets up the board for the game's variant and start position, once per game, at the first
// move (tags may still come after leading comments).
bool PgnReader::prepareBoard(PgnGame& game) {
    if (m_boardReady) return true;
    if (m_boardFailed) return false;
    m_boardFailed = true;
    const VariantInfo* info = findVariant(game.variant());
    if (!info)
        return fail(m_variantTagLine ? m_variantTagLine : m_line, game.variant(),
                    "unknown variant '" + game.variant() + "'");
    game.setVariant(info->name);
    m_board = m_boards->board(*info);
    const std::string& fen = game.startFen().empty() ? info->startFen : game.startFen();
    if (!m_board->setFen(fen, &m_moveError))
        return fail(m_fenTagLine ? m_fenTagLine : m_line, fen, "invalid FEN: " + m_moveError);
    m_boardFailed = false;
    m_boardReady = true;
    return true;
}

bool PgnReader::handleMove(PgnGame& game, std::string_view token, int line) {
    if (!prepareBoard(game)) return false;
    if (token == "--" || token == "Z0" || token == "0000")
        return fail(line, token, "'" + std::string(token) + "' (a null move) is not supported");
    const std::vector<Move> parts = parseTurn(*m_board, token, &m_moveError);
    if (parts.empty()) {
        if (m_moveError.empty()) m_moveError = "'" + std::string(token) + "' is not a legal move";
        return fail(line, token, m_moveError);
    }
    Frame& f = m_frames[size_t(m_depth)];
    for (size_t i = 0; i < parts.size(); ++i) {
        PgnMove& m = f.line->emplace_back();
        m.move = parts[i];
        // Each part keeps its own text; the later parts of a turn are marked.
        const size_t comma = token.find(TurnPartSeparator);
        m.text = parts.size() == 1 ? token : token.substr(0, comma);
        if (comma != std::string_view::npos) token.remove_prefix(comma + 1);
        m.continuesTurn = i > 0;
        if (i == 0 && !f.pendingComment.empty()) {
            m.commentBefore.swap(f.pendingComment);
            f.pendingComment.clear();
        }
        m_board->makeMove(parts[i]);
        ++f.made;
    }
    return true;
}

// A comment belongs after the last move of the current level, or before the level's first move
// (the game comment at the top level).
void PgnReader::addComment(PgnGame& game, std::string_view comment) {
    Frame& f = m_frames[size_t(m_depth)];
    if (!f.line->empty()) {
        appendComment(f.line->back().commentAfter, comment);
    } else if (m_depth == 0) {
        std::string text = game.gameComment();
        appendComment(text, comment);
        game.setGameComment(text);
    } else {
        appendComment(f.pendingComment, comment);
    }
}

bool PgnReader::openVariation() {
    const int line = m_line;
    Frame& parent = m_frames[size_t(m_depth)];
    if (parent.line->empty() || parent.made == 0)
        return fail(line, "(", "variation '(' has no move before it to be an alternative to");
    // An alternative to the whole last turn (all its parts): it hangs on the turn's first part.
    size_t first = parent.line->size() - 1;
    while (first > 0 && (*parent.line)[first].continuesTurn) --first;
    for (size_t i = first; i < parent.line->size(); ++i) {
        m_board->undoMove();
        --parent.made;
    }
    PgnMove& last = (*parent.line)[first];
    std::vector<PgnMove>* line_ = &last.variations.emplace_back().moves;
    ++m_depth;
    if (m_frames.size() <= size_t(m_depth)) m_frames.emplace_back();
    Frame& f = m_frames[size_t(m_depth)];
    f.line = line_;
    f.made = 0;
    f.openLine = line;
    f.pendingComment.clear();
    return true;
}

void PgnReader::closeVariation() {
    Frame& f = m_frames[size_t(m_depth)];
    for (; f.made > 0; --f.made) m_board->undoMove();
    --m_depth;
    Frame& parent = m_frames[size_t(m_depth)];
    size_t first = parent.line->size() - 1;
    while (first > 0 && (*parent.line)[first].continuesTurn) --first;
    // "()" says nothing: it is dropped (kept, it was written back as ") (": found by fuzz_pgn).
    std::vector<PgnVariation>& variations = (*parent.line)[first].variations;
    if (!variations.empty() && variations.back().moves.empty()) variations.pop_back();
    for (size_t i = first; i < parent.line->size(); ++i) {
        m_board->makeMove((*parent.line)[i].move);
        ++parent.made;
    }
}

// Skips a variation whose '(' is the next byte, nested ones and comments included. False when
// the game ends (the next game's tags or the end of input) before the variation is closed.
bool PgnReader::skipVariation() {
    int depth = 0;
    while (true) {
        int c = skipWhitespace();
        if (c < 0) return false;
        if (c == '(') {
            ++depth;
            advance();
        } else if (c == ')') {
            advance();
            if (--depth == 0) return true;
        } else if (c == '{') {
            if (!readBraceComment()) return false;
        } else if (c == ';') {
            readLineComment();
        } else if (c == '[') {
            return false; // next game: leave the tag for it
        } else if (SymbolChar[size_t(c)]) {
            readSymbol();
        } else {
            advance();
        }
    }
}

// After an error (or in header-only mode): skips the rest of the game without checking moves,
// up to its result token at the top level, or up to the next game's first tag.
void PgnReader::skipToNextGame(int depth) {
    PgnResult ignored;
    while (true) {
        int c = skipWhitespace();
        if (c < 0 || c == '[') return;
        if (c == '{') {
            (void)readBraceComment();
        } else if (c == ';') {
            readLineComment();
        } else if (c == '(') {
            ++depth;
            advance();
        } else if (c == ')') {
            if (depth > 0) --depth;
            advance();
        } else if (SymbolChar[size_t(c)]) {
            readSymbol();
            if (depth == 0 && parsePgnResult(m_token, &ignored)) return;
        } else {
            advance();
        }
    }
}

PgnReader::Status PgnReader::readGame(PgnGame& game) {
    return read(game, true);
}

PgnReader::Status PgnReader::readHeader(PgnGame& game) {
    return read(game, false);
}

PgnReader::Status PgnReader::read(PgnGame& game, bool moves) {
    game.clear();
    m_error = {};
    m_boardReady = false;
    m_boardFailed = false;
    m_variantTag.clear();
    m_gameTag.clear();
    m_variantTagLine = 0;
    m_fenTagLine = 0;
    m_depth = 0;
    if (m_frames.empty()) m_frames.emplace_back();
    m_frames[0].line = &game.moves();
    m_frames[0].made = 0;
    m_frames[0].pendingComment.clear();

    int c = skipWhitespace();
    if (c < 0) return Status::End;
    ++m_gameNumber;
    m_gameOffset = offset();
    m_gameLine = m_line;

    bool haveTags = false;
    bool movetext = false; // a move, number or result seen: a '[' now starts the next game
    bool variantResolved = false;
    bool skipping = false; // past the ply limit: the rest is only scanned
    bool ok = true;
    bool haveMarker = false;
    PgnResult marker = PgnResult::Unknown;

    auto resolveVariant = [&] {
        if (variantResolved) return;
        variantResolved = true;
        game.setVariant(pgnVariantName(m_variantTag, m_gameTag, m_defaultVariant));
        if (const VariantInfo* info = findVariant(game.variant())) game.setVariant(info->name);
    };

    while (ok) {
        c = skipWhitespace();
        if (c < 0) break;
        if (c == '[') {
            if (movetext) break; // the next game's tags: this one had no result
            if (!haveTags && game.moves().empty()) game.setGameComment({});
            haveTags = true;
            variantResolved = false;
            readTag(game);
            continue;
        }
        resolveVariant();
        if (c == '{' || c == ';') {
            const int commentLine = m_line;
            if (c == ';') {
                readLineComment();
            } else if (!readBraceComment()) {
                ok = fail(commentLine, "{", "comment '{' is not closed");
                break;
            }
            if (moves && !skipping) addComment(game, m_comment);
            continue;
        }
        movetext = true;
        if (!moves) {
            skipToNextGame(0);
            break;
        }
        if (c == '(') {
            if (skipping || !m_readVariations) {
                // Not read, but still checked for its end (docs/pgn.md): an opening suite
                // skips variations, and took a game with an unclosed one as valid.
                const int openLine = m_line;
                if (!skipVariation()) {
                    ok = fail(openLine, "(",
                              "variation opened here is not closed before the end of the game");
                    break;
                }
            } else {
                ok = openVariation();
                if (ok) advance();
            }
            continue;
        }
        if (c == ')') {
            advance();
            if (m_depth > 0) closeVariation(); // a stray ')' at the top level is ignored
            continue;
        }
        if (c == '$') {
            advance();
            readSymbol();
            int nag = 0;
            for (char d : m_token) {
                if (!isDigit(d)) break;
                nag = nag * 10 + (d - '0');
                if (nag >= 256) break; // not a NAG; stop before a long number overflows
            }
            Frame& f = m_frames[size_t(m_depth)];
            if (!skipping && nag > 0 && nag < 256 && !f.line->empty())
                f.line->back().nags.push_back(uint8_t(nag));
            continue;
        }
        if (c == '!' || c == '?') {
            int nag = readAnnotationGlyph();
            Frame& f = m_frames[size_t(m_depth)];
            if (!skipping && nag > 0 && !f.line->empty())
                f.line->back().nags.push_back(uint8_t(nag));
            continue;
        }
        if (!SymbolChar[size_t(c)]) {
            ok = fail(m_line, std::string(1, char(c)),
                      "unexpected character '" + std::string(1, char(c)) + "'");
            break;
        }
        const int tokenLine = m_line;
        readSymbol();
        std::string_view token = m_token;
        PgnResult result;
        if (parsePgnResult(token, &result)) {
            if (m_depth == 0) {
                haveMarker = true;
                marker = result;
                break;
            }
            continue; // results inside variations mean nothing
        }
        // Move numbers: "12", "12.", "12...", possibly glued to the move ("12.e4").
        if (isDigit(token[0]) || token[0] == '.') {
            size_t i = 0;
            while (i < token.size() && isDigit(token[i])) ++i;
            if (i == token.size()) continue;
            if (token[i] == '.') {
                while (i < token.size() && token[i] == '.') ++i;
                if (i == token.size()) continue;
                token.remove_prefix(i);
            }
        }
        if (token == "e.p." || token == "ep") continue;
        if (skipping) continue;
        if (m_depth == 0 && m_maxPlies >= 0 && game.plyCount() >= m_maxPlies) {
            skipping = true;
            continue;
        }
        ok = handleMove(game, token, tokenLine);
    }

    if (!variantResolved) resolveVariant();
    if (ok && moves && m_depth > 0)
        ok = fail(m_frames[size_t(m_depth)].openLine, "(",
                  "variation opened here is not closed before the end of the game");
    if (ok && moves && !prepareBoard(game)) ok = false;
    // The movetext marker decides, except that "*" does not override a known [Result].
    if (haveMarker && (marker != PgnResult::Unknown || game.result() == PgnResult::Unknown))
        game.setResult(marker);

    if (!ok) {
        skipToNextGame(m_depth);
        m_depth = 0;
        return Status::Error;
    }
    // Only whitespace or a stray comment after the last game: not a game.
    if (!haveTags && !movetext && game.moves().empty()) {
        --m_gameNumber;
        return Status::End;
    }
    return Status::Game;
}

} // namespace arbiter
