// An exclusive advisory lock (flock) that a process holds on a file for as long as it uses it:
// two arbiter-cli runs on one tournament state file would play its games twice, so the second
// one is refused while the first holds the lock. The lock belongs to the file (its inode), not
// to its name: a file replaced by a rename is locked again through its new descriptor
// (saveFileAtomically() hands one over, locked before the rename, so there is no moment when
// the name points to an unlocked file).
#pragma once

#include <QString>

namespace arbiter {

class FileLock {
public:
    FileLock() = default;
    ~FileLock() { release(); }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    enum class Result { Locked, Busy, Missing, Failed };
    // Opens `path` (read-only) and locks it without waiting: Busy when another process (or
    // another descriptor) holds it, Missing when there is no such file, Failed with *error.
    Result lock(const QString& path, QString* error);
    // Takes `fd`, already locked, and releases the lock held so far.
    void adopt(int fd);
    void release();
    bool isHeld() const { return m_fd >= 0; }

    // Locks `fd` without waiting; false when it is held elsewhere.
    static bool tryLock(int fd);

private:
    int m_fd = -1;
};

} // namespace arbiter
