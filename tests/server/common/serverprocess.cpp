#include "serverprocess.h"

#include "testdata.h"

#include <QDeadlineTimer>
#include <QRegularExpression>
#include <csignal>

namespace arbiter::test {

ServerProcess::ServerProcess() = default;

ServerProcess::~ServerProcess() {
    if (isRunning()) kill();
}

qint64 ServerProcess::pid() const {
    return m_process ? m_process->processId() : 0;
}

bool ServerProcess::isRunning() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool ServerProcess::start(QString* error, const QString& database, const QStringList& extra) {
    m_database = database;
    m_extra = extra;
    return restart(error);
}

bool ServerProcess::restart(QString* error) {
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    // The same port as before after a restart, so that clients find the server where it was.
    QStringList args{QStringLiteral("--port"), QString::number(m_port), QStringLiteral("--listen"),
                     QStringLiteral("127.0.0.1")};
    if (m_database.isEmpty())
        args << QStringLiteral("--data") << dataDirectory();
    else
        args << QStringLiteral("--database") << m_database;
    args << m_extra;
    m_output.clear();
    m_process->start(binPath(QStringLiteral("arbiter-server")), args);
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("arbiter-server did not start: ") + m_process->errorString();
        return false;
    }
    static const QRegularExpression listening(
        QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
    QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired()) {
        m_process->waitForReadyRead(200);
        m_output += m_process->readAll();
        const auto match = listening.match(QString::fromUtf8(m_output));
        if (match.hasMatch()) {
            m_port = match.captured(1).toInt();
            return true;
        }
        if (m_process->state() == QProcess::NotRunning) break;
    }
    *error = QStringLiteral("arbiter-server did not say where it listens: ") +
             QString::fromUtf8(m_output);
    return false;
}

bool ServerProcess::stop() {
    if (!isRunning()) return false;
    ::kill(pid_t(m_process->processId()), SIGTERM);
    const bool exited = m_process->waitForFinished(20000);
    m_output += m_process->readAll();
    if (!exited) {
        kill();
        return false;
    }
    return m_process->exitStatus() == QProcess::NormalExit && m_process->exitCode() == 0;
}

void ServerProcess::kill() {
    if (!isRunning()) return;
    ::kill(pid_t(m_process->processId()), SIGKILL);
    m_process->waitForFinished(10000);
    m_output += m_process->readAll();
}

} // namespace arbiter::test
