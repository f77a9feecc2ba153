#include "appendfile.h"

#include "io/plainfile.h"

#include <QFileInfo>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif
#ifdef Q_OS_WIN
#include <io.h>
#endif

namespace arbiter {

namespace {
// "cannot <action> '<file>'<purpose>: <cause>"
std::string describe(const QFile& file, const char* action, const char* purpose = "") {
    return std::string("cannot ") + action + " '" + file.fileName().toStdString() + "'" + purpose +
           ": " + file.errorString().toStdString();
}

std::string describeErrno(const QFile& file, const char* action) {
    return std::string("cannot ") + action + " '" + file.fileName().toStdString() +
           "': " + std::strerror(errno);
}
} // namespace

bool AppendFile::open(const QString& fileName, std::string* error) {
    close();
    m_file.setFileName(fileName);
    // Unbuffered: QFile hands each write straight to the system, so flushing has nothing left
    // to fail later and a record is never split between a buffer and the file.
    // Devices and pipes take writes at their end anyway and cannot seek to it.
    QFileInfo info(fileName);
    QIODevice::OpenMode mode = QIODevice::WriteOnly | QIODevice::Unbuffered;
    if (!info.exists() || info.isFile()) mode |= QIODevice::Append;
    const QString problem = plainFileProblem(fileName, FileUse::Write);
    if (!problem.isEmpty()) {
        if (error) *error = problem.toStdString();
        return false;
    }
    if (!m_file.open(mode)) {
        if (error) *error = describe(m_file, "open", " for appending");
        return false;
    }
    return true;
}

void AppendFile::close() {
    if (m_file.isOpen()) m_file.close();
}

bool AppendFile::append(std::string_view record, std::string* error) {
    if (!m_file.isOpen()) {
        if (error) *error = "cannot write '" + m_file.fileName().toStdString() + "': not open";
        return false;
    }
    // Devices (a pipe, /dev/full) cannot be truncated; regular files are rolled back.
    const qint64 before = m_file.isSequential() ? -1 : m_file.size();
    qint64 done = 0;
    while (done < qint64(record.size())) {
        qint64 n = m_file.write(record.data() + done, qint64(record.size()) - done);
        if (n <= 0) {
            std::string message = describe(m_file, "write to");
            // Take back the part of the record that did reach the file.
            if (before >= 0 && m_file.size() > before) m_file.resize(before);
            if (error) *error = message;
            return false;
        }
        done += n;
    }
    if (m_sync) {
#ifdef Q_OS_UNIX
        if (::fsync(m_file.handle()) != 0) {
            if (error) *error = describeErrno(m_file, "sync");
            return false;
        }
#elif defined(Q_OS_WIN)
        if (::_commit(m_file.handle()) != 0) {
            if (error) *error = describeErrno(m_file, "sync");
            return false;
        }
#endif
    }
    return true;
}

} // namespace arbiter
