// Reading one line of a file with a bound on its length, for the readers of files that hold a
// line per record (state files, EPD): a file of zeros or a line without end is refused before
// it fills the memory (docs/reliability.md, "Special files and endless input").
//
// QIODevice::readLine(maxSize) (Qt 6.4 src/corelib/io/qiodevice.cpp) resizes its result to maxSize
// before it reads and shrinks it after: a bound of megabytes passed to it allocates megabytes for
// every line, which under AddressSanitizer costs a fresh mmap each time. So the line is read in
// small steps and the bound checked as it grows.
#pragma once

#include <QByteArray>
#include <QIODevice>

namespace arbiter {

enum class BoundedLine {
    Line,    // *line holds the next line, its line break kept (none on a last unterminated line)
    End,     // nothing left to read (or the device failed: its error() says which)
    TooLong, // the line has more than maxBytes bytes before its break; *line holds its start
};

// The next line of `device` into *line, at most `maxBytes` bytes not counting the line break.
BoundedLine readBoundedLine(QIODevice& device, qint64 maxBytes, QByteArray* line);

} // namespace arbiter
