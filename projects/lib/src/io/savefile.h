// Replacing a whole file atomically (state files, engines.json): the new content goes to a
// temporary file beside it, which is synced and renamed over the old file only when every byte
// was written. A full disk or a failed write leaves the old file as it was.
//
// (QSaveFile alone is not enough on Qt 6.4: a write that the disk cuts short returns a short
// count the caller must check, and a failure while flushing its buffer at commit() still
// renames the truncated file over the old one. Here writes are unbuffered, checked, synced.)
#pragma once

#include <QByteArray>
#include <QString>

namespace arbiter {

// On failure returns false and sets *error to the cause, e.g. "No space left on device" (the
// caller names the file in its own words). With `lockedFd`, the new file is locked (FileLock)
// before it replaces the old one and *lockedFd is a descriptor holding that lock, which the
// caller keeps (FileLock::adopt).
bool saveFileAtomically(const QString& fileName, const QByteArray& content, QString* error,
                        int* lockedFd = nullptr);

} // namespace arbiter
