#include "savefile.h"

#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace arbiter {

bool saveFileAtomically(const QString& fileName, const QByteArray& content, QString* error) {
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
#endif
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace arbiter
