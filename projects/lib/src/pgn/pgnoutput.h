// -pgnout: appends each finished game to a PGN file as one whole record (see AppendFile), in
// full or minimal form. Reuses one text buffer, so writing a game allocates nothing per move.
#pragma once

#include "pgn/appendfile.h"
#include "pgn/pgnwriter.h"

namespace arbiter {

class PgnOutput {
public:
    explicit PgnOutput(PgnWriteOptions options = {}) : m_writer(std::move(options)) {}

    bool open(const QString& fileName, std::string* error) { return m_file.open(fileName, error); }
    void setSync(bool sync) { m_file.setSync(sync); }
    void close() { m_file.close(); }
    bool isOpen() const { return m_file.isOpen(); }
    PgnWriter& writer() { return m_writer; }

    // Writes the game; false with *error when the file could not take it (nothing partial is
    // left in the file).
    bool write(const PgnGame& game, std::string* error) {
        m_text.clear();
        m_writer.write(game, m_text);
        return m_file.append(m_text, error);
    }

private:
    PgnWriter m_writer;
    AppendFile m_file;
    std::string m_text;
};

} // namespace arbiter
