#include "filelock.h"

#include <QFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace arbiter {

bool FileLock::tryLock(int fd) {
#ifdef Q_OS_UNIX
    int r;
    do {
        r = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (r != 0 && errno == EINTR);
    return r == 0;
#else
    (void)fd;
    return true;
#endif
}

FileLock::Result FileLock::lock(const QString& path, QString* error) {
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return Result::Missing;
        if (error) *error = QString::fromLocal8Bit(std::strerror(errno));
        return Result::Failed;
    }
    if (!tryLock(fd)) {
        const int why = errno;
        ::close(fd);
        if (why == EWOULDBLOCK) return Result::Busy;
        if (error) *error = QString::fromLocal8Bit(std::strerror(why));
        return Result::Failed;
    }
    adopt(fd);
    return Result::Locked;
#else
    (void)path;
    (void)error;
    return Result::Locked;
#endif
}

void FileLock::adopt(int fd) {
    release();
    m_fd = fd;
}

void FileLock::release() {
#ifdef Q_OS_UNIX
    if (m_fd >= 0) ::close(m_fd); // closing the last descriptor of the file drops the lock
#endif
    m_fd = -1;
}

} // namespace arbiter
