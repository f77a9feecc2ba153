#include "tournament/running/writeaheadpgn.h"

#include "pgn/appendfile.h"

namespace arbiter {

WriteAheadPgn::WriteAheadPgn() = default;
WriteAheadPgn::~WriteAheadPgn() = default;

bool WriteAheadPgn::open(const QString& fileName, const PgnWriteOptions& options, QString* error) {
    auto file = std::make_unique<AppendFile>();
    std::string why;
    if (!file->open(fileName, &why)) {
        if (error) *error = QString::fromStdString(why);
        return false;
    }
    m_writer = std::make_unique<PgnWriter>(options);
    m_file = std::move(file);
    return true;
}

std::string WriteAheadPgn::text(const PgnGame& record) {
    std::string out;
    if (m_writer) m_writer->write(record, out);
    return out;
}

bool WriteAheadPgn::append(const std::string& text, QString* error) {
    if (!m_file) return false;
    std::string why;
    if (m_file->append(text, &why)) return true;
    if (error) *error = QString::fromStdString(why);
    return false;
}

WriteAheadPgn::Outcome WriteAheadPgn::record(const std::string& text, const Steps& steps) {
    Outcome outcome;
    // When the state cannot be saved nothing more can be recorded safely: the game is not
    // written either.
    if (steps.checkpoint && !steps.checkpoint(&outcome.problem)) {
        outcome.recorded = false;
        return outcome;
    }
    if (!steps.write || !m_file) return outcome;
    outcome.written = append(text, &outcome.problem);
    if (outcome.written && steps.markWritten) steps.markWritten();
    return outcome;
}

} // namespace arbiter
