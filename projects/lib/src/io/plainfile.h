// Files named on a command line (openings, books, engines files, configurations, state files,
// PGN, EPD and log outputs, an engine's stderr) must be files. A FIFO without a writer blocks
// open() and read() for good, one without a reader blocks open() for writing, and /dev/zero or
// /dev/urandom never end: a program that opens them hangs, or reads until memory runs out. Every
// place that opens such a file by name goes through the one check here, which looks at the
// path without opening it (stat() never blocks) and says what is wrong in words the caller puts
// after the option's name (docs/reliability.md, "Special files").
#pragma once

#include <QFile>
#include <QString>

namespace arbiter {

enum class FileUse {
    Read,  // a regular file (a symbolic link to one is fine)
    Write, // a regular file, a path not there yet, or a character device: /dev/null takes every
           // write and /dev/full refuses every one, as a full disk does, without blocking
};

// Why `path` cannot be used so, e.g. "'x.fifo' is a FIFO, not a regular file", or empty. A path
// that does not exist is no problem here: opening it says so in the system's words.
QString plainFileProblem(const QString& path, FileUse use);

// plainFileProblem(), then `file` (its name set) opened with `mode`. False with *error set to the
// problem or to "cannot open 'PATH': CAUSE".
bool openPlainFile(QFile& file, QIODevice::OpenMode mode, FileUse use, QString* error);

// Whether two paths name one file: symbolic links followed, also to a file not created yet (a
// dangling link names the file it will create), and hard links found by their inode.
bool sameFile(const QString& a, const QString& b);

} // namespace arbiter
