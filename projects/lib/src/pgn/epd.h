// EPD (Extended Position Description): the four position fields of a FEN followed by
// operations ("bm Nf3; id \"WAC.001\"; c0 \"comment\";"). Read for opening suites and test
// positions (plain FEN lines are accepted too), written for -epdout as cutechess does: the
// final position's four fields plus its hmvc and fmvn opcodes.
#pragma once

#include <QFile>
#include <QString>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

class Board;

struct EpdOperation {
    std::string opcode;
    std::vector<std::string> operands; // quoted operands without their quotes
};

struct EpdRecord {
    std::string position; // placement, side to move, castling, en passant
    std::vector<EpdOperation> operations;
    // The line was a six-field FEN: its hmvc and fmvn operations are its last two fields.
    bool fenCounters = false;
    std::string fenExtension; // a full FEN's 7th field (r-Mobility's G token), as written

    const EpdOperation* operation(std::string_view opcode) const;
    // First operand of an opcode ("" when absent): operand("id"), operand("c0") ...
    std::string operand(std::string_view opcode) const;
    // A full FEN: the position plus the hmvc and fmvn operands (0 and 1 when absent), and the
    // 7th field when the line had one.
    std::string fen() const;
    // The record as one EPD line (no newline).
    std::string toString() const;
};

// Parses one EPD line (a full FEN is read as position + hmvc + fmvn + its 7th field, if any:
// "... w - - 7 64 G2.0" reads as the FEN does). On failure
// returns false and explains in *error (without the line number; the reader adds it).
bool parseEpd(std::string_view line, EpdRecord* record, std::string* error);

// The four position fields of a board's FEN (placement, side to move, castling, en passant):
// what tells positions apart whatever their move counters.
std::string epdPosition(const Board& board);

// The EPD of a board's position: "<four FEN fields> hmvc N; fmvn M;".
std::string epdLine(const Board& board);

// Reads an EPD file line by line, skipping blank lines and lines starting with '#'. A file is
// streamed, never held whole, and a line longer than MaxLineBytes is an error: a file of zeros
// (a sparse file, say) is refused after its first MiB instead of read into memory.
class EpdReader {
public:
    static constexpr qint64 MaxLineBytes = 1 << 20;

    EpdReader();
    ~EpdReader();
    // Only a regular file (io/plainfile.h).
    bool openFile(const QString& fileName, std::string* error);
    void setData(std::string_view data);

    enum class Status { Record, Error, End };
    // Next record; on Error, error() says "line N: ..." and the next call goes on (after a line
    // that is too long, or a file that cannot be read, the next call is the End).
    Status next(EpdRecord& record);
    const std::string& error() const { return m_error; }
    int line() const { return m_line; } // line of the last record or error

private:
    enum class LineStatus { Line, End, Error };
    LineStatus nextLine(std::string_view* line);

    std::unique_ptr<QFile> m_file; // the file streamed, or none: m_data
    std::string m_lineBuffer;      // the file's current line
    std::string_view m_data;
    size_t m_pos = 0;
    int m_line = 0;
    std::string m_error;
};

} // namespace arbiter
