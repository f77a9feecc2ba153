#include "tournament/state/statejournal.h"

#include "io/savefile.h"

#include <QFileInfo>
#include <string>

namespace arbiter {

bool StateJournal::write(const QString& fileName, std::string_view header, std::string_view lines,
                         bool sync, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = QStringLiteral("cannot write state file '%1': %2").arg(fileName, why);
        return false;
    };
    if (m_file.isOpen() && m_file.fileName() != fileName)
        return fail(QStringLiteral("the state is being written to '%1'").arg(m_file.fileName()));
    if (!m_file.isOpen()) {
        QByteArray content;
        content.reserve(qsizetype(header.size() + lines.size()));
        content.append(header.data(), qsizetype(header.size()));
        content.append(lines.data(), qsizetype(lines.size()));
        QString why;
        int lockedFd = -1;
        if (!saveFileAtomically(fileName, content, &why, &lockedFd)) return fail(why);
        if (lockedFd >= 0) m_lock.adopt(lockedFd);
        std::string openError;
        if (!m_file.open(fileName, &openError)) return fail(QString::fromStdString(openError));
        return true;
    }
    if (lines.empty() && !sync) return true;
    m_file.setSync(sync);
    std::string why;
    if (m_file.append(lines, &why)) return true;
    // AppendFile says "cannot write to 'x': <cause>" (or "cannot sync"): keep the cause.
    const std::string named = "'" + fileName.toStdString() + "': ";
    const size_t at = why.find(named);
    return fail(
        QString::fromStdString(at == std::string::npos ? why : why.substr(at + named.size())));
}

bool StateJournal::claim(const QString& fileName, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = QStringLiteral("state file '%1': %2").arg(fileName, why);
        return false;
    };
    // A device or a directory would be replaced by (or stop) the first save: refused at once.
    const QFileInfo info(fileName);
    if (info.exists() && info.isDir()) return fail(QStringLiteral("it is a directory"));
    if (info.exists() && !info.isFile()) return fail(QStringLiteral("it is not a regular file"));
    QString why;
    switch (m_lock.lock(fileName, &why)) {
    case FileLock::Result::Locked:
    case FileLock::Result::Missing: return true;
    case FileLock::Result::Busy:
        return fail(QStringLiteral("it is in use by another tournament (another arbiter-cli runs "
                                   "it)"));
    case FileLock::Result::Failed: break;
    }
    return fail(why);
}

} // namespace arbiter
