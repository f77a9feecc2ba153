#include "plainfile.h"

#include <QDir>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace arbiter {

namespace {

// What a file that is not a regular one is, for the message, or empty for a regular file.
QString kindOf(const QString& path, FileUse use) {
#ifdef Q_OS_UNIX
    struct stat st {};
    // stat() follows symbolic links and never opens the file, so it cannot block on a FIFO.
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return {};
    if (S_ISREG(st.st_mode)) return {};
    if (S_ISCHR(st.st_mode)) return use == FileUse::Write ? QString() : QStringLiteral("a device");
    if (S_ISDIR(st.st_mode)) return QStringLiteral("a directory");
    if (S_ISFIFO(st.st_mode)) return QStringLiteral("a FIFO");
    if (S_ISSOCK(st.st_mode)) return QStringLiteral("a socket");
    return QStringLiteral("a device");
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile()) return {};
    return info.isDir() ? QStringLiteral("a directory") : QStringLiteral("a device");
#endif
}

// The file `path` names once symbolic links are followed, as an absolute path without links, for
// a file that does not exist yet too (its folder resolved, then its name).
QString resolvedPath(const QString& path) {
    QFileInfo info(path);
    // (Links to links; a loop stops after as many hops as the system allows, 40 on Linux.)
    for (int hops = 0; hops < 40 && info.isSymLink(); ++hops)
        info = QFileInfo(info.symLinkTarget());
    if (info.exists()) return info.canonicalFilePath();
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return QDir::cleanPath((folder.isEmpty() ? info.absolutePath() : folder) + QLatin1Char('/') +
                           info.fileName());
}

} // namespace

bool sameFile(const QString& a, const QString& b) {
#ifdef Q_OS_UNIX
    struct stat x {};
    struct stat y {};
    if (::stat(QFile::encodeName(a).constData(), &x) == 0 &&
        ::stat(QFile::encodeName(b).constData(), &y) == 0)
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino;
#endif
    return resolvedPath(a) == resolvedPath(b);
}

QString plainFileProblem(const QString& path, FileUse use) {
    const QString kind = kindOf(path, use);
    if (kind.isEmpty()) return {};
    return QStringLiteral("'%1' is %2, not a regular file").arg(path, kind);
}

bool openPlainFile(QFile& file, QIODevice::OpenMode mode, FileUse use, QString* error) {
    const QString problem = plainFileProblem(file.fileName(), use);
    if (!problem.isEmpty()) {
        if (error) *error = problem;
        return false;
    }
    if (!file.open(mode)) {
        if (error)
            *error =
                QStringLiteral("cannot open '%1': %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

} // namespace arbiter
