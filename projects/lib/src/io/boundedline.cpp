#include "io/boundedline.h"

namespace arbiter {

namespace {
// Most lines (an EPD position, a state event) fit in one step; a state line with a game's PGN
// text takes a few.
constexpr qint64 kStepBytes = 16 * 1024;
} // namespace

BoundedLine readBoundedLine(QIODevice& device, qint64 maxBytes, QByteArray* line) {
    line->clear();
    while (!line->endsWith('\n')) {
        // (readLine(N) reads at most N - 1 bytes.)
        const QByteArray part = device.readLine(kStepBytes + 1);
        if (part.isEmpty()) break;
        line->append(part);
        if (line->size() - (line->endsWith('\n') ? 1 : 0) > maxBytes) return BoundedLine::TooLong;
    }
    return line->isEmpty() ? BoundedLine::End : BoundedLine::Line;
}

} // namespace arbiter
