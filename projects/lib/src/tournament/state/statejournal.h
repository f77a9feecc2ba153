// The state file of a running tournament (version 2, see tournamentstate.h), kept up to date at a
// cost that does not grow with the games played: the first write creates the file atomically
// with its header and the lines so far (a resumed tournament's whole state), every later write
// appends the new lines at once (one write(), rolled back if the disk cuts it short) and, when
// asked, waits until they are on disk (fsync), which is what the write-ahead rule needs before a
// game goes to the PGN file.
#pragma once

#include "io/filelock.h"
#include "pgn/appendfile.h"

#include <QString>
#include <string_view>

namespace arbiter {

class StateJournal {
public:
    // Writes `lines` (whole lines) to `fileName`: the first time into a new file that starts
    // with `header`, replacing any old one only once it is complete and synced; afterwards by
    // appending, synced when `sync`. Every write goes to the file of the first. On failure
    // returns false with "cannot write state file 'x': <cause>"; the lines can be written again.
    bool write(const QString& fileName, std::string_view header, std::string_view lines, bool sync,
               QString* error);
    bool isCreated() const { return m_file.isOpen(); }

    // Before the first write: makes sure `fileName` can be this tournament's state file and
    // locks it for as long as this journal lives (the file written later takes the lock over).
    // Refused (false, *error) when it exists and is not a regular file, or when another process
    // holds its lock ("... is in use by another tournament").
    bool claim(const QString& fileName, QString* error);
    // After the last write: closes the file and lets its lock go (a stopped tournament can be
    // resumed by another run while the one that stopped still exists, a GUI window say).
    void release() {
        m_file.close();
        m_lock.release();
    }

private:
    AppendFile m_file;
    FileLock m_lock;
};

} // namespace arbiter
