#include "engine/engineprocess.h"

#include <QElapsedTimer>
#include <cstring>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

namespace arbiter {

qint64 engineLogClockMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

QString EngineTraffic::format() const {
    return QStringLiteral("%1 %2%3(%4): %5")
        .arg(ms)
        .arg(direction == Direction::ToEngine ? QLatin1Char('>') : QLatin1Char('<'))
        .arg(engineName)
        .arg(engineId)
        .arg(text);
}

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {
    engineLogClockMs(); // start the log clock no later than the first engine
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, &EngineProcess::kill);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(&m_process, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, &EngineProcess::onError);
    connect(&m_process, &QProcess::started, this, [this] {
        m_startReported = true;
        emit started();
    });
    m_buffer.resize(64 * 1024);
}

EngineProcess::~EngineProcess() {
    if (m_process.state() != QProcess::NotRunning) {
        m_process.blockSignals(true);
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

void EngineProcess::start(const QString& program, const QStringList& arguments,
                          const QString& workingDirectory, const QString& stderrFile) {
    if (!workingDirectory.isEmpty()) m_process.setWorkingDirectory(workingDirectory);
    if (stderrFile.isEmpty())
        m_process.setStandardErrorFile(QProcess::nullDevice());
    else
        m_process.setStandardErrorFile(stderrFile, QIODevice::Append);
    m_process.setReadChannel(QProcess::StandardOutput);
#ifdef Q_OS_LINUX
    // The engine dies with us: if Arbiter is killed (SIGKILL, a crash) no engine is left behind
    // to search forever, whether it reads its closed input or not. (The parent that counts is
    // the thread starting the process; engines live in the thread that owns them.)
    const pid_t parent = ::getpid();
    m_process.setChildProcessModifier([parent] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(127); // died before prctl took effect
    });
#endif
    m_process.start(program, arguments, QIODevice::ReadWrite);
}

void EngineProcess::writeLine(std::string_view line) {
    const qsizetype used = m_writeBuffer.size();
    m_writeBuffer.resize(used + qsizetype(line.size()) + 1);
    std::memcpy(m_writeBuffer.data() + used, line.data(), line.size());
    m_writeBuffer[used + qsizetype(line.size())] = '\n';
}

void EngineProcess::flush() {
    if (m_writeBuffer.isEmpty()) return;
    if (m_process.state() != QProcess::NotRunning || !m_startReported)
        m_process.write(m_writeBuffer);
    m_writeBuffer.resize(0); // keeps the capacity
}

void EngineProcess::closeAfter(int graceMs) {
    if (m_process.state() == QProcess::NotRunning) return;
    m_process.closeWriteChannel();
    m_killTimer.start(graceMs);
}

void EngineProcess::kill() {
    if (m_process.state() != QProcess::NotRunning) m_process.kill();
}

void EngineProcess::onReadyRead() {
    for (;;) {
        const qint64 available = m_process.bytesAvailable();
        if (available <= 0) return;
        if (m_buffer.size() - m_used < available) {
            // Grow for a long line, but never beyond the limit plus one read.
            m_buffer.resize(qMax(m_buffer.size() * 2, m_used + qsizetype(available)));
        }
        const qint64 got = m_process.read(m_buffer.data() + m_used, available);
        if (got <= 0) return;
        const char* data = m_buffer.constData();
        qsizetype lineStart = 0;
        const qsizetype end = m_used + qsizetype(got);
        qsizetype scanFrom = m_used;
        for (;;) {
            const void* nl = std::memchr(data + scanFrom, '\n', size_t(end - scanFrom));
            if (!nl) break;
            const qsizetype nlPos = static_cast<const char*>(nl) - data;
            if (m_discarding > 0) {
                emit lineTooLong(m_discarding + (nlPos - lineStart));
                m_discarding = 0;
            } else {
                qsizetype len = nlPos - lineStart;
                if (len > 0 && data[lineStart + len - 1] == '\r') --len;
                if (m_lineHandler) m_lineHandler(std::string_view(data + lineStart, size_t(len)));
            }
            lineStart = nlPos + 1;
            scanFrom = lineStart;
        }
        // Keep the incomplete tail at the front of the buffer, unless it is an over-long line
        // being skipped.
        const qsizetype tail = end - lineStart;
        if (m_discarding > 0 || tail > kMaxLineLength) {
            m_discarding += tail;
            m_used = 0;
        } else {
            if (tail > 0 && lineStart > 0)
                std::memmove(m_buffer.data(), data + lineStart, size_t(tail));
            m_used = tail;
        }
        // Shrink back after an unusually long line so one burst does not pin memory.
        if (m_used == 0 && m_buffer.size() > 4 * 1024 * 1024) {
            m_buffer.resize(64 * 1024);
            m_buffer.squeeze();
        }
    }
}

void EngineProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    m_killTimer.stop();
    if (m_exitReported) return;
    m_exitReported = true;
    onReadyRead(); // deliver what is left in the pipe
    emit exited(exitCode, status == QProcess::CrashExit);
}

void EngineProcess::onError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart && !m_startReported) {
        m_exitReported = true;
        emit failedToStart(m_process.errorString());
    }
}

} // namespace arbiter
