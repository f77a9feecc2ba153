// An output file that only ever receives whole records (one game, one EPD line): each record
// goes to the file in a single unbuffered write and is flushed at once, optionally fsync'ed, so
// a crash or power loss never leaves half a game behind. A failed write (full disk, file gone)
// is rolled back to the previous end of file and reported; it never throws or aborts.
#pragma once

#include <QFile>
#include <QString>
#include <string>
#include <string_view>

namespace arbiter {

class AppendFile {
public:
    AppendFile() = default;
    ~AppendFile() { close(); }
    AppendFile(const AppendFile&) = delete;
    AppendFile& operator=(const AppendFile&) = delete;

    // Opens (creating when missing) for appending. On failure returns false and sets *error,
    // e.g. "cannot open 'out/games.pgn' for appending: No such file or directory".
    bool open(const QString& fileName, std::string* error);
    bool isOpen() const { return m_file.isOpen(); }
    void close();
    QString fileName() const { return m_file.fileName(); }

    // Makes every append wait until the data is on disk (fsync), not only in the OS cache.
    void setSync(bool sync) { m_sync = sync; }
    bool sync() const { return m_sync; }

    // Appends one whole record. On failure the file is truncated back to where it ended before
    // (as far as the system allows), false is returned and *error names the file and cause.
    bool append(std::string_view record, std::string* error);

private:
    QFile m_file;
    bool m_sync = false;
};

} // namespace arbiter
