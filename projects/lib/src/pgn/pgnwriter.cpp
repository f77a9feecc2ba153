#include "pgnwriter.h"

#include "board/turn.h"
#include "pgn/boardcache.h"

#include <algorithm>
#include <cstring>

namespace arbiter {

namespace {

// Column count of UTF-8 text: continuation bytes take no column (close enough for the CJK
// moves of xiangqi records, which are then counted one column per character).
int columns(std::string_view text) {
    int n = 0;
    for (char c : text)
        if ((static_cast<unsigned char>(c) & 0xc0) != 0x80) ++n;
    return n;
}

void appendTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    out += "\"]\n";
}

std::string_view defaultTagValue(std::string_view name) {
    if (name == "Date") return "????.??.??";
    return "?";
}

bool isRosterTag(std::string_view name) {
    const auto& roster = PgnGame::sevenTagRoster();
    return std::find(roster.begin(), roster.end(), name) != roster.end();
}

// Side to move and move number from a FEN's second and sixth fields (defaults: white, 1).
void fenMoveNumber(std::string_view fen, bool* blackToMove, int* number) {
    *blackToMove = false;
    *number = 1;
    int field = 0;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && fen[i] == ' ') ++i;
        size_t start = i;
        while (i < fen.size() && fen[i] != ' ') ++i;
        if (start == i) break;
        std::string_view value = fen.substr(start, i - start);
        if (field == 1) *blackToMove = value == "b";
        if (field == 5) {
            int n = 0;
            for (char c : value) {
                if (c < '0' || c > '9') return;
                n = n * 10 + (c - '0');
            }
            if (n > 0) *number = n;
        }
        ++field;
    }
}

} // namespace

struct PgnWriter::Boards {
    BoardCache cache;
};

// Writes one game's movetext with line wrapping. Tokens are separated by one space; a token
// that would pass the line width starts a new line. Comments longer than a line wrap between
// their words.
class PgnWriter::Movetext {
public:
    // glue: a move and its comment form one unit that is never split across lines (fastchess's
    // layout), instead of words wrapped one by one.
    Movetext(std::string& out, int width, bool glue = false)
        : m_out(out), m_width(width), m_glue(glue) {}

    void token(std::string_view text) {
        if (m_glue) {
            flushUnit();
            m_unit = m_prefix;
            m_unit += text;
            m_prefix.clear();
            return;
        }
        place(text);
    }

    // Writes `text` (after the prefix) on the current line, or on a new one when it does not fit.
    void place(std::string_view text) {
        int len = columns(text) + columns(m_prefix);
        if (m_column > 0) {
            if (m_column + 1 + len > m_width) {
                m_out += '\n';
                m_column = 0;
            } else {
                m_out += ' ';
                ++m_column;
            }
        }
        m_out += m_prefix;
        m_out += text;
        m_column += len;
        m_prefix.clear();
    }
    // Glued to the next token without a space, e.g. "(".
    void prefix(std::string_view text) { m_prefix += text; }
    // Glued to the previous token, e.g. ")".
    void suffix(std::string_view text) {
        if (m_glue && !m_unit.empty()) {
            m_unit += text;
            return;
        }
        m_out += text;
        m_column += columns(text);
    }

    void comment(std::string_view text) {
        if (m_glue) {
            // A comment per move: written into the unit as it is cleaned, no string of its own.
            if (!m_unit.empty()) m_unit += ' ';
            m_unit += '{';
            appendClean(m_unit, text);
            m_unit += '}';
            return;
        }
        std::string clean;
        appendClean(clean, text);
        m_words.clear();
        std::string_view rest = clean;
        while (!rest.empty()) {
            size_t end = rest.find(' ');
            if (end != 0) {
                const std::string_view word = rest.substr(0, end);
                // A line starting with "[Event " inside a comment is read as a lost '}' and a
                // new game (PgnReader::readBraceComment): a word starting with '[' stays on the
                // line of the word before it (found by tests/fuzz fuzz_pgn).
                if (word.front() == '[' && !m_words.empty()) {
                    const char* start = m_words.back().data();
                    m_words.back() =
                        std::string_view(start, size_t(word.data() + word.size() - start));
                } else {
                    m_words.push_back(word);
                }
            }
            if (end == std::string_view::npos) break;
            rest.remove_prefix(end + 1);
        }
        if (m_words.empty()) {
            token("{}");
            return;
        }
        // A comment that fits on a line stays whole; a longer one wraps between its words.
        std::string whole = "{";
        for (size_t i = 0; i < m_words.size(); ++i) {
            if (i > 0) whole += ' ';
            whole += m_words[i];
        }
        whole += '}';
        if (columns(whole) <= m_width) {
            token(whole);
            return;
        }
        prefix("{");
        for (size_t i = 0; i + 1 < m_words.size(); ++i) token(m_words[i]);
        std::string last(m_words.back());
        last += '}';
        token(last);
    }

    void finish() {
        flushUnit();
        if (m_column > 0) m_out += '\n';
        m_column = 0;
    }

private:
    // The comment's text as PGN can hold it: a '}' would end the comment early and PGN has no
    // escape for it; line breaks and tabs become spaces.
    static void appendClean(std::string& out, std::string_view text) {
        for (char c : text) {
            if (c == '}')
                c = ')';
            else if (c == '\n' || c == '\r' || c == '\t')
                c = ' ';
            out += c;
        }
    }

    void flushUnit() {
        if (m_unit.empty()) return;
        // The prefix belongs to the next token: held aside while the unit is placed. (Swapped,
        // not moved: the strings keep their buffers from one move to the next.)
        m_prefix.swap(m_heldPrefix);
        place(m_unit);
        m_unit.clear();
        m_prefix.swap(m_heldPrefix);
    }

    std::string& m_out;
    int m_width;
    bool m_glue = false;
    std::string m_unit; // glue: the move and comments not written yet
    int m_column = 0;
    std::string m_prefix;
    std::string m_heldPrefix; // flushUnit(): the next token's prefix, meanwhile (empty after)
    std::vector<std::string_view> m_words;
};

PgnWriter::PgnWriter(PgnWriteOptions options)
    : m_options(std::move(options)), m_boards(std::make_unique<Boards>()) {}

PgnWriter::~PgnWriter() = default;

std::string PgnWriter::toString(const PgnGame& game) {
    std::string out;
    write(game, out);
    return out;
}

void PgnWriter::write(const PgnGame& game, std::string& out) {
    const bool full = m_options.mode == PgnMode::Full;
    const VariantInfo* variant = findVariant(game.variant());
    const bool xiangqi =
        variant ? variant->family == BoardFamily::Xiangqi : game.variant() == "xiangqi";
    const bool xqbase = xiangqi && m_options.xiangqiFlavour == XiangqiPgnFlavour::Xqbase;

    // ---- Notation ----
    Notation notation = Notation::San;
    if (m_options.notation) {
        notation = *m_options.notation;
    } else if (xiangqi) {
        std::optional<Notation> fromTag = xiangqiFormatNotation(game.tag("Format"));
        notation = fromTag ? *fromTag : xqbase ? Notation::Wxf : Notation::Coordinate;
    }
    if (xiangqi && notation == Notation::San) notation = Notation::Wxf;

    // ---- Tags ----
    std::vector<std::string_view> written;
    auto writeTag = [&](std::string_view name, std::string_view value) {
        appendTag(out, xqbase ? xqbasePlayerTagName(name) : name, value);
        written.push_back(name);
    };
    auto alreadyWritten = [&](std::string_view name) {
        return std::find(written.begin(), written.end(), name) != written.end();
    };
    if (xqbase) writeTag("Game", ChineseChessGameTag);

    const bool otherVariant = variant ? variant->name != "standard" : game.variant() != "standard";
    const bool setUp =
        !game.startFen().empty() && (m_options.fenOfStartPosition || !variant ||
                                     variant->chess960 || game.startFen() != variant->startFen);
    const std::vector<std::string>& roster = !m_options.leadingTags.empty() ? m_options.leadingTags
                                             : !game.leadingTags().empty()
                                                 ? game.leadingTags()
                                                 : PgnGame::sevenTagRoster();
    for (const std::string& name : roster) {
        // The tags the game's variant and start position give come where the order puts them.
        if (name == "Variant" || name == "SetUp" || name == "FEN") {
            if (name == "Variant" && otherVariant) writeTag(name, game.variant());
            if (name == "SetUp" && setUp) writeTag(name, "1");
            if (name == "FEN" && setUp) writeTag(name, game.startFen());
            continue;
        }
        bool found = false;
        std::string value = game.tag(name, &found);
        if (found)
            writeTag(name, value);
        else if (isRosterTag(name))
            writeTag(name, defaultTagValue(name));
    }
    if (m_options.sortedTags) {
        std::vector<std::pair<std::string, std::string>> rest;
        auto add = [&](std::string_view name, std::string_view value) {
            if (!alreadyWritten(name) && !value.empty()) rest.emplace_back(name, value);
        };
        if (setUp) {
            add("FEN", game.startFen());
            add("SetUp", "1");
        }
        if (otherVariant) add("Variant", game.variant());
        if (xiangqi) add("Format", xiangqiFormatName(notation));
        if (full) {
            for (const PgnTag& t : game.tags()) add(t.name, t.value);
            std::sort(rest.begin(), rest.end());
        }
        for (const auto& [name, value] : rest) writeTag(name, value);
    } else {
        if (otherVariant && !alreadyWritten("Variant")) writeTag("Variant", game.variant());
        written.push_back("Variant");
        if (xiangqi) writeTag("Format", xiangqiFormatName(notation));
        written.push_back("Format");
        if (setUp && !alreadyWritten("SetUp")) {
            writeTag("SetUp", "1");
            writeTag("FEN", game.startFen());
        }
        written.push_back("SetUp");
        written.push_back("FEN");
        written.push_back("Game");
        if (full) {
            for (const PgnTag& t : game.tags())
                if (!alreadyWritten(t.name)) writeTag(t.name, t.value);
        }
    }
    out += '\n';

    // ---- Moves: stored texts when they are in the wanted notation, else a replay ----
    Board* board = nullptr;
    bool needBoard = game.moveTextNotation() != notation;
    if (!needBoard) {
        for (const PgnMove& m : game.moves())
            if (m.text.empty()) needBoard = true;
    }
    if (needBoard && variant) {
        board = m_boards->cache.board(*variant);
        const std::string& fen = game.startFen().empty() ? variant->startFen : game.startFen();
        if (!board->setFen(fen)) board = nullptr;
    }
    bool blackFirst = false;
    int firstNumber = 1;
    if (board) {
        blackFirst = board->sideToMove() == Black;
        firstNumber = board->fullmoveNumber();
    } else if (!game.startFen().empty()) {
        fenMoveNumber(game.startFen(), &blackFirst, &firstNumber);
    }
    if (m_options.numberFromOne) firstNumber = 1;
    const int firstPly = 2 * (firstNumber - 1) + (blackFirst ? 1 : 0);
    const bool iccsDashes = xqbase && notation == Notation::Coordinate;

    Movetext text(out, m_options.lineWidth, m_options.commentsStayWithMoves);
    std::string scratch;

    // Writes one line (main line or variation) starting at absolute ply `ply`; the board, when
    // given, stands before the line's first move and is put back there afterwards.
    auto writeLine = [&](auto& self, const std::vector<PgnMove>& line, int ply, bool number,
                         bool isMainLine) -> void {
        int made = 0;
        for (size_t i = 0; i < line.size(); ++i) {
            const PgnMove& m = line[i];
            if (full && !m.commentBefore.empty()) {
                text.comment(m.commentBefore);
                number = true;
            }
            // A turn of several parts (double-step, stone xiangqi) is one token: "h2e2,S@e5".
            size_t turnEnd = i + 1;
            while (turnEnd < line.size() && line[turnEnd].continuesTurn) ++turnEnd;
            scratch.clear();
            if (ply % 2 == 0 || number) {
                scratch += std::to_string(ply / 2 + 1);
                scratch += ply % 2 == 0 ? ". " : "... ";
            }
            for (size_t j = i; j < turnEnd; ++j) {
                const PgnMove& part = line[j];
                std::string moveText = board && !part.move.isNull()
                                           ? board->moveToString(part.move, notation)
                                           : part.text;
                if (iccsDashes) moveText = xqbaseIccs(moveText);
                if (j > i) scratch += TurnPartSeparator;
                scratch += moveText;
                if (board && !part.move.isNull() && j + 1 < turnEnd) {
                    board->makeMove(part.move);
                    ++made;
                }
            }
            text.token(scratch);
            number = false;
            for (size_t j = i; j < turnEnd; ++j) {
                const PgnMove& part = line[j];
                const bool lastPart = j + 1 == turnEnd;
                if (!full) break;
                for (uint8_t nag : part.nags) text.token("$" + std::to_string(nag));
                bool last = isMainLine && lastPart && turnEnd == line.size();
                if (last && !game.terminationComment().empty()) {
                    text.comment(part.commentAfter.empty()
                                     ? game.terminationComment()
                                     : part.commentAfter + ", " + game.terminationComment());
                } else if (!part.commentAfter.empty()) {
                    text.comment(part.commentAfter);
                }
            }
            if (full) {
                // Variations hang on the turn's first part and start from the turn's start.
                if (!m.variations.empty() && board)
                    for (size_t j = i + 1; j < turnEnd; ++j, --made) board->undoMove();
                for (const PgnVariation& v : m.variations) {
                    if (v.moves.empty()) continue; // "()" cannot be written: '(' is glued on
                    text.prefix("(");
                    self(self, v.moves, ply, true, false);
                    text.suffix(")");
                    number = true;
                }
                if (!m.variations.empty() && board)
                    for (size_t j = i; j + 1 < turnEnd; ++j, ++made) board->makeMove(line[j].move);
            }
            const PgnMove& lastPart = line[turnEnd - 1];
            if (board && !lastPart.move.isNull()) {
                board->makeMove(lastPart.move);
                ++made;
            }
            i = turnEnd - 1;
            ++ply;
        }
        if (!isMainLine && board)
            for (; made > 0; --made) board->undoMove();
    };

    if (full && !game.gameComment().empty()) text.comment(game.gameComment());
    writeLine(writeLine, game.moves(), firstPly, true, true);
    if (full && game.moves().empty() && m_options.terminationWithoutMoves &&
        !game.terminationComment().empty())
        text.comment(game.terminationComment());
    text.token(pgnResultToken(game.result()));
    text.finish();
    out += '\n';
}

} // namespace arbiter
