#include "epd.h"

#include "board/board.h"
#include "io/boundedline.h"
#include "io/plainfile.h"

#include <QFile>

namespace arbiter {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

bool isNumber(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

// Splits off the next blank-separated field of `rest` (position fields also end at ';', which
// some files glue to the en passant field).
std::string_view nextField(std::string_view& rest, bool stopAtSemicolon = false) {
    size_t i = 0;
    while (i < rest.size() && isBlank(rest[i])) ++i;
    size_t start = i;
    while (i < rest.size() && !isBlank(rest[i]) && !(stopAtSemicolon && rest[i] == ';')) ++i;
    std::string_view field = rest.substr(start, i - start);
    rest.remove_prefix(i);
    return field;
}

// String operands are quoted: those of id and the comment opcodes c0..c9 always, others when
// they hold blanks or separators. EPD strings cannot hold '"' (there is no escape): it is
// written as '\'' (see toString), so it never calls for quotes itself; quoting `g"x` for it
// would make the line read back as a different operand.
bool needsQuotes(std::string_view opcode, std::string_view operand) {
    if (opcode == "id" ||
        (opcode.size() == 2 && opcode[0] == 'c' && opcode[1] >= '0' && opcode[1] <= '9'))
        return true;
    if (operand.empty()) return true;
    for (char c : operand)
        if (isBlank(c) || c == ';') return true;
    return false;
}

} // namespace

const EpdOperation* EpdRecord::operation(std::string_view opcode) const {
    for (const EpdOperation& op : operations)
        if (op.opcode == opcode) return &op;
    return nullptr;
}

std::string EpdRecord::operand(std::string_view opcode) const {
    const EpdOperation* op = operation(opcode);
    return op && !op->operands.empty() ? op->operands.front() : std::string();
}

std::string EpdRecord::fen() const {
    std::string hmvc = operand("hmvc"), fmvn = operand("fmvn");
    std::string fen =
        position + ' ' + (isNumber(hmvc) ? hmvc : "0") + ' ' + (isNumber(fmvn) ? fmvn : "1");
    if (!fenExtension.empty()) fen += ' ' + fenExtension;
    return fen;
}

std::string EpdRecord::toString() const {
    std::string s = position;
    if (fenCounters) { // a whole FEN, written as one: its 7th field (r-Mobility's G) included
        const std::string hmvc = operand("hmvc"), fmvn = operand("fmvn");
        s += ' ' + hmvc;
        if (!fmvn.empty()) s += ' ' + fmvn;
        if (!fenExtension.empty()) s += ' ' + fenExtension;
        return s;
    }
    for (const EpdOperation& op : operations) {
        s += ' ';
        s += op.opcode;
        for (const std::string& operand : op.operands) {
            s += ' ';
            const bool quoted = needsQuotes(op.opcode, operand);
            if (quoted) s += '"';
            for (char c : operand) s += c == '"' ? '\'' : c;
            if (quoted) s += '"';
        }
        s += ';';
    }
    return s;
}

bool parseEpd(std::string_view line, EpdRecord* record, std::string* error) {
    record->position.clear();
    record->operations.clear();
    record->fenCounters = false;
    record->fenExtension.clear();
    std::string_view rest = line;
    for (int i = 0; i < 4; ++i) {
        std::string_view field = nextField(rest, true);
        if (field.empty()) {
            if (error)
                *error = "expected four position fields (placement, side, castling, en "
                         "passant), found " +
                         std::to_string(i);
            return false;
        }
        if (i > 0) record->position += ' ';
        record->position += field;
    }
    // A full FEN: two numeric fields, then at most a 7th field (an extension such as
    // r-Mobility's G token, docs/r-mobility.md, which the board reads) and nothing else. A
    // 5th field that starts like a number (no opcode does) is a FEN's, and a bad one is named
    // by its field, not taken for an opcode.
    {
        std::string_view probe = rest;
        std::string_view a = nextField(probe), b = nextField(probe);
        std::string_view extension = nextField(probe);
        std::string_view tail = nextField(probe);
        const bool numberLike =
            !a.empty() && ((a[0] >= '0' && a[0] <= '9') || a[0] == '-' || a[0] == '+');
        if (numberLike) {
            auto fail = [&](const std::string& problem) {
                if (error) *error = problem;
                return false;
            };
            if (!isNumber(a))
                return fail("FEN field 5 (halfmove clock): '" + std::string(a) +
                            "' is not a non-negative number");
            if (!b.empty() && !isNumber(b))
                return fail("FEN field 6 (fullmove number): '" + std::string(b) +
                            "' is not a positive number");
            if (!tail.empty() || (!extension.empty() && extension.back() == ';'))
                return fail("'" + std::string(extension) +
                            "' follows the FEN's counters (only a 7th field such as an "
                            "r-Mobility G token may)");
            record->operations.push_back({"hmvc", {std::string(a)}});
            if (!b.empty()) record->operations.push_back({"fmvn", {std::string(b)}});
            record->fenCounters = true;
            record->fenExtension = extension;
            return true;
        }
    }
    // Operations: opcode operand* ';'
    while (true) {
        while (!rest.empty() && isBlank(rest.front())) rest.remove_prefix(1);
        if (rest.empty()) return true;
        size_t i = 0;
        while (i < rest.size() && !isBlank(rest[i]) && rest[i] != ';') ++i;
        EpdOperation op;
        op.opcode = rest.substr(0, i);
        rest.remove_prefix(i);
        if (op.opcode.empty()) { // a lone ';'
            rest.remove_prefix(1);
            continue;
        }
        char first = op.opcode.front();
        if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z'))) {
            if (error) *error = "'" + op.opcode + "' is not an EPD opcode";
            return false;
        }
        while (true) {
            while (!rest.empty() && isBlank(rest.front())) rest.remove_prefix(1);
            if (rest.empty() || rest.front() == ';') {
                if (!rest.empty()) rest.remove_prefix(1);
                break;
            }
            if (rest.front() == '"') {
                size_t close = rest.find('"', 1);
                if (close == std::string_view::npos) {
                    if (error) *error = "opcode '" + op.opcode + "': unterminated string";
                    return false;
                }
                op.operands.emplace_back(rest.substr(1, close - 1));
                rest.remove_prefix(close + 1);
            } else {
                size_t end = 0;
                while (end < rest.size() && !isBlank(rest[end]) && rest[end] != ';') ++end;
                op.operands.emplace_back(rest.substr(0, end));
                rest.remove_prefix(end);
            }
        }
        // The counters the position's FEN is made with (fen()) must be numbers.
        if ((op.opcode == "hmvc" || op.opcode == "fmvn") &&
            (op.operands.size() != 1 || !isNumber(op.operands.front()))) {
            if (error)
                *error = op.opcode +
                         (op.opcode == "hmvc" ? " (halfmove clock)" : " (fullmove number)") +
                         ": '" + (op.operands.empty() ? std::string() : op.operands.front()) +
                         "' is not " +
                         (op.opcode == "hmvc" ? "a non-negative number" : "a positive number");
            return false;
        }
        record->operations.push_back(std::move(op));
    }
}

std::string epdPosition(const Board& board) {
    const std::string fen = board.fen();
    std::string_view rest = fen;
    std::string out;
    for (int i = 0; i < 4; ++i) {
        std::string_view field = nextField(rest);
        if (i > 0) out += ' ';
        out += field;
    }
    return out;
}

std::string epdLine(const Board& board) {
    std::string out = epdPosition(board);
    out += " hmvc " + std::to_string(board.halfmoveClock()) + "; fmvn " +
           std::to_string(board.fullmoveNumber()) + ";";
    return out;
}

EpdReader::EpdReader() = default;
EpdReader::~EpdReader() = default;

bool EpdReader::openFile(const QString& fileName, std::string* error) {
    auto file = std::make_unique<QFile>(fileName);
    QString why;
    if (!openPlainFile(*file, QIODevice::ReadOnly, FileUse::Read, &why)) {
        if (error) *error = why.toStdString();
        return false;
    }
    m_file = std::move(file);
    m_data = {};
    m_pos = 0;
    m_line = 0;
    return true;
}

void EpdReader::setData(std::string_view data) {
    m_file.reset();
    m_data = data;
    m_pos = 0;
    m_line = 0;
}

EpdReader::LineStatus EpdReader::nextLine(std::string_view* line) {
    if (!m_file) {
        if (m_pos >= m_data.size()) return LineStatus::End;
        size_t end = m_data.find('\n', m_pos);
        if (end == std::string_view::npos) end = m_data.size();
        *line = m_data.substr(m_pos, end - m_pos);
        m_pos = end + 1;
        ++m_line;
        return LineStatus::Line;
    }
    if (m_file->atEnd()) return LineStatus::End;
    QByteArray bytes;
    const BoundedLine read = readBoundedLine(*m_file, MaxLineBytes, &bytes);
    ++m_line;
    if (read == BoundedLine::End && m_file->error() != QFileDevice::NoError) {
        m_error = "line " + std::to_string(m_line) +
                  ": cannot read: " + m_file->errorString().toStdString();
        m_file.reset();
        return LineStatus::Error;
    }
    const bool ended = bytes.endsWith('\n');
    if (read == BoundedLine::TooLong) {
        m_error = "line " + std::to_string(m_line) + ": longer than " +
                  std::to_string(MaxLineBytes) + " bytes; an EPD line is a position";
        m_file.reset();
        return LineStatus::Error;
    }
    m_lineBuffer.assign(bytes.constData(), size_t(bytes.size() - (ended ? 1 : 0)));
    *line = m_lineBuffer;
    return LineStatus::Line;
}

EpdReader::Status EpdReader::next(EpdRecord& record) {
    std::string_view line;
    while (true) {
        const LineStatus status = nextLine(&line);
        if (status == LineStatus::End) return Status::End;
        if (status == LineStatus::Error) return Status::Error;
        if (m_line == 1 && line.substr(0, 3) == "\xef\xbb\xbf") line.remove_prefix(3);
        size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos || line[first] == '#') continue;
        std::string why;
        if (!parseEpd(line, &record, &why)) {
            m_error = "line " + std::to_string(m_line) + ": " + why;
            return Status::Error;
        }
        return Status::Record;
    }
}

} // namespace arbiter
