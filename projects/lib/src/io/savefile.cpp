#include "savefile.h"

#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include "filelock.h"

#include <fcntl.h>
#include <unistd.h>
#endif

namespace arbiter {

bool saveFileAtomically(const QString& fileName, const QByteArray& content, QString* error,
                        int* lockedFd) {
    QSaveFile file(fileName);
    auto fail = [&](const QString& why) {
        file.cancelWriting();
        if (error) *error = why;
        return false;
    };
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail(file.errorString());
    qint64 done = 0;
    while (done < content.size()) {
        const qint64 n = file.write(content.constData() + done, content.size() - done);
        if (n <= 0) return fail(file.errorString());
        done += n;
    }
#ifdef Q_OS_UNIX
    // File systems that allocate late (ext4, XFS) report a full disk here, not at write().
    if (::fsync(file.handle()) != 0) return fail(QString::fromLocal8Bit(std::strerror(errno)));
    // The new file is locked before it takes the name, so no other process finds it unlocked.
    int lockFd = -1;
    if (lockedFd) {
        lockFd = ::fcntl(file.handle(), F_DUPFD_CLOEXEC, 0);
        if (lockFd < 0 || !FileLock::tryLock(lockFd)) {
            const QString why = QString::fromLocal8Bit(std::strerror(errno));
            if (lockFd >= 0) ::close(lockFd);
            return fail(why);
        }
    }
#endif
    if (!file.commit()) {
#ifdef Q_OS_UNIX
        if (lockFd >= 0) ::close(lockFd);
#endif
        if (error) *error = file.errorString();
        return false;
    }
#ifdef Q_OS_UNIX
    if (lockedFd) *lockedFd = lockFd;
#endif
    return true;
}

} // namespace arbiter
