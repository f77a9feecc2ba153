#include "postgresserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>
#include <QVersionNumber>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <pwd.h>
#include <sys/wait.h>
#include <unistd.h>

namespace arbiter::test {

namespace {

constexpr int kInitdbLimitMs = 60000;
constexpr int kStartLimitS = 30; // pg_ctl start -t
constexpr int kStopLimitS = 20;  // pg_ctl stop -t
constexpr int kPortAttempts = 5;

bool isExecutableFile(const QString& path) {
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

// The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl (Debian installs each major
// version there and none on PATH), else the folder of initdb on PATH when pg_ctl is beside it.
QString findBinDirectory() {
    const QDir lib(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = lib.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(), [](const QString& a, const QString& b) {
        return QVersionNumber::fromString(a) > QVersionNumber::fromString(b);
    });
    for (const QString& version : versions) {
        const QString bin = lib.filePath(version + QStringLiteral("/bin"));
        if (isExecutableFile(bin + QStringLiteral("/initdb")) &&
            isExecutableFile(bin + QStringLiteral("/pg_ctl")))
            return bin;
    }
    const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
    if (initdb.isEmpty()) return {};
    const QString bin = QFileInfo(initdb).absolutePath();
    return isExecutableFile(bin + QStringLiteral("/pg_ctl")) ? bin : QString();
}

// A port on 127.0.0.1 that nothing listens on right now (another process may take it before the
// server binds it: start() then tries another one).
int freePort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) return 0;
    const int port = server.serverPort();
    server.close();
    return port;
}

// For pg_ctl -o, which the server's command line goes through /bin/sh with.
QString shellQuoted(QString text) {
    text.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString lastLines(const QString& text, int count) {
    QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    if (lines.size() > count) lines = lines.mid(lines.size() - count);
    return lines.join(QLatin1Char('\n'));
}

// The children's environment: no PG* variables of the caller's (PGHOST, PGPORT, PGDATA,
// PGOPTIONS, ...) reach initdb, pg_ctl, the server or psql, and messages are in English.
QProcessEnvironment childEnvironment() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& key : env.keys())
        if (key.startsWith(QStringLiteral("PG"))) env.remove(key);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("PGCONNECT_TIMEOUT"), QStringLiteral("10"));
    return env;
}

// Whether the process has ended. The postmaster is not our child: once it exits it is a zombie
// until whoever adopted it reaps it, which kill(pid, 0) still finds. That is init, which in a
// container may reap late or never, or this process if it made itself a subreaper (then we reap).
bool processEnded(pid_t pid) {
    if (::waitpid(pid, nullptr, WNOHANG) == pid) return true;
    if (::kill(pid, 0) != 0 && errno == ESRCH) return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid)); // "pid (comm) state ..."
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = stat.readAll();
    const int close = text.lastIndexOf(')');
    return close > 0 && text.size() > close + 2 && text[close + 2] == 'Z';
}

} // namespace

struct PostgresServer::Run {
    bool started = false;
    bool finished = false; // false: still running at the time limit, killed
    int exitCode = -1;
    int timeoutMs = 0;
    QString output; // standard output and errors

    bool ok() const { return started && finished && exitCode == 0; }
    QString describe(const QString& what) const {
        QString text = what;
        if (!started)
            text += QStringLiteral(" could not be started");
        else if (!finished)
            text += QStringLiteral(" did not end within %1 s (killed)").arg(timeoutMs / 1000);
        else
            text += QStringLiteral(" failed (exit code %1)").arg(exitCode);
        if (!output.trimmed().isEmpty()) text += QStringLiteral(":\n") + lastLines(output, 20);
        return text;
    }
};

PostgresServer::PostgresServer() : m_binDir(findBinDirectory()) {}

PostgresServer::~PostgresServer() {
    stop();
}

bool PostgresServer::isAvailable() const {
    return !m_binDir.isEmpty();
}

QString PostgresServer::url(const QString& database) const {
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user(), host()).arg(m_port).arg(database);
}

QString PostgresServer::dataDirectory() const {
    return m_dirPath + QStringLiteral("/data");
}

QString PostgresServer::logPath() const {
    return m_dirPath + QStringLiteral("/server.log");
}

QString PostgresServer::logTail(int lines) const {
    QFile log(logPath());
    if (!log.open(QIODevice::ReadOnly)) return QStringLiteral("(no server log)");
    return QStringLiteral("server log %1:\n").arg(log.fileName()) +
           lastLines(QString::fromLocal8Bit(log.readAll()), lines);
}

PostgresServer::Run PostgresServer::run(const QString& program, const QStringList& args,
                                        int timeoutMs, bool asServerUser) const {
    Run result;
    result.timeoutMs = timeoutMs;
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setProcessEnvironment(childEnvironment());
    // The server user may not be allowed into the caller's working directory.
    process.setWorkingDirectory(m_dirPath.isEmpty() ? QDir::tempPath() : m_dirPath);
    if (asServerUser && m_asPostgresUser)
        process.start(m_runuser, QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                             QStringLiteral("--"), program} +
                                     args);
    else
        process.start(program, args);
    if (!process.waitForStarted(10000)) {
        result.output = process.program() + QStringLiteral(": ") + process.errorString();
        return result;
    }
    result.started = true;
    process.closeWriteChannel();
    result.finished = process.waitForFinished(timeoutMs);
    if (!result.finished) {
        // SIGTERM first: runuser passes it on to initdb or pg_ctl, and SIGKILL would orphan them.
        process.terminate();
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished(5000);
        }
    }
    result.output = QString::fromLocal8Bit(process.readAll());
    if (result.finished && process.exitStatus() == QProcess::NormalExit)
        result.exitCode = process.exitCode();
    return result;
}

bool PostgresServer::start(QString* error) {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        removeDirectory();
        return false;
    };
    if (isRunning()) {
        if (error) *error = QStringLiteral("the PostgreSQL server is already running");
        return false;
    }
    if (m_binDir.isEmpty())
        return fail(QStringLiteral("PostgreSQL is not installed: no initdb and pg_ctl in "
                                   "/usr/lib/postgresql/*/bin or on PATH (scripts/install-deps.sh "
                                   "installs Debian's postgresql package)"));

    // PostgreSQL refuses to run as root ("initdb: cannot be run as root").
    uid_t serverUid = 0;
    gid_t serverGid = 0;
    m_asPostgresUser = ::geteuid() == 0;
    if (m_asPostgresUser) {
        const struct passwd* serverUser = ::getpwnam("postgres");
        if (!serverUser)
            return fail(QStringLiteral("running as root, PostgreSQL has to run as another user, "
                                       "and there is no user 'postgres' (Debian's postgresql "
                                       "package creates it)"));
        serverUid = serverUser->pw_uid;
        serverGid = serverUser->pw_gid;
        m_runuser = QStandardPaths::findExecutable(QStringLiteral("runuser"));
        if (m_runuser.isEmpty())
            m_runuser = QStandardPaths::findExecutable(
                QStringLiteral("runuser"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        if (m_runuser.isEmpty())
            return fail(QStringLiteral("running as root, and there is no runuser to start "
                                       "PostgreSQL as user 'postgres' with"));
    }

    // The Unix socket goes into the folder too, and its path (folder + "/.s.PGSQL.65535") must
    // fit the 107 bytes of sockaddr_un; as root, the postgres user must be able to reach the
    // folder, which /tmp (mode 1777) lets it.
    QString base = QDir::tempPath();
    if (m_asPostgresUser || base.size() > 64) base = QStringLiteral("/tmp");
    m_dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/arbiter-pg-XXXXXX"));
    if (!m_dir->isValid())
        return fail(QStringLiteral("cannot create a temporary folder in %1: %2")
                        .arg(base, m_dir->errorString()));
    m_dirPath = m_dir->path();
    if (m_asPostgresUser &&
        ::chown(QFile::encodeName(m_dirPath).constData(), serverUid, serverGid) != 0)
        return fail(QStringLiteral("cannot give %1 to user postgres: %2")
                        .arg(m_dirPath, QString::fromLocal8Bit(::strerror(errno))));

    // --no-sync and, below, fsync=off: a test's cluster need not survive a power cut.
    const Run initdb =
        run(m_binDir + QStringLiteral("/initdb"),
            {QStringLiteral("-D"), dataDirectory(), QStringLiteral("--auth=trust"),
             QStringLiteral("--username=postgres"), QStringLiteral("-E"), QStringLiteral("UTF8"),
             QStringLiteral("--locale=C"), QStringLiteral("--no-sync")},
            kInitdbLimitMs, true);
    if (!initdb.ok()) return fail(initdb.describe(m_binDir + QStringLiteral("/initdb")));

    QString message;
    for (int attempt = 1; attempt <= kPortAttempts; ++attempt) {
        const int port = freePort();
        if (port == 0)
            return fail(QStringLiteral("no free port on 127.0.0.1 (QTcpServer could not listen)"));
        bool portTaken = false;
        if (startOnce(port, &message, &portTaken)) return true;
        if (!portTaken) break;
        message = QStringLiteral("port %1 was taken before the server bound it (attempt %2 of %3)")
                      .arg(port)
                      .arg(attempt)
                      .arg(kPortAttempts) +
                  QLatin1Char('\n') + message;
    }
    return fail(message);
}

bool PostgresServer::startOnce(int port, QString* error, bool* portTaken) {
    QFile::remove(logPath()); // each attempt's log on its own
    // -k: the Unix socket (and its lock file) in our folder, not in Debian's compiled-in
    // /var/run/postgresql, which only the postgres user may write to.
    const QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off "
                                           "-c synchronous_commit=off -c full_page_writes=off")
                                .arg(port)
                                .arg(shellQuoted(m_dirPath));
    const QString pgctl = m_binDir + QStringLiteral("/pg_ctl");
    const Run started =
        run(pgctl,
            {QStringLiteral("-D"), dataDirectory(), QStringLiteral("-l"), logPath(),
             QStringLiteral("-w"), QStringLiteral("-t"), QString::number(kStartLimitS),
             QStringLiteral("-o"), options, QStringLiteral("start")},
            (kStartLimitS + 10) * 1000, true);
    const pid_t pid = pidFromFile();
    if (started.ok() && pid > 0) {
        m_port = port;
        m_pid = pid;
        return true;
    }
    const QString log = logTail();
    *portTaken = log.contains(QStringLiteral("could not bind")) ||
                 log.contains(QStringLiteral("Address already in use"));
    *error = started.describe(QStringLiteral("pg_ctl start (port %1)").arg(port));
    if (started.ok()) *error += QStringLiteral("\nno server PID in data/postmaster.pid");
    *error += QLatin1Char('\n') + log;
    // A server still coming up when pg_ctl gave up must not outlive the attempt.
    if (pid > 0 && !killServer(pid))
        *error += QStringLiteral("\nthe server (pid %1) could not be killed").arg(pid);
    return false;
}

pid_t PostgresServer::pidFromFile() const {
    QFile file(dataDirectory() + QStringLiteral("/postmaster.pid"));
    if (!file.open(QIODevice::ReadOnly)) return 0;
    return pid_t(file.readLine().trimmed().toLong());
}

bool PostgresServer::processGone(pid_t pid, int waitMs) {
    for (int waited = 0;; waited += 50) {
        if (processEnded(pid)) return true;
        if (waited >= waitMs) return false;
        QThread::msleep(50);
    }
}

bool PostgresServer::killServer(pid_t pid) {
    if (processGone(pid, 0)) return true;
    ::kill(pid, SIGQUIT); // immediate shutdown: the postmaster takes its backends down with it
    ::kill(pid, SIGCONT); // a stopped server (SIGSTOP, a debugger) acts on it too
    if (processGone(pid, 5000)) return true;
    // pg_ctl starts the server in a session of its own, so its process group is the server.
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
    return processGone(pid, 5000);
}

void PostgresServer::stop() {
    if (m_pid > 0) {
        const Run stopped = run(m_binDir + QStringLiteral("/pg_ctl"),
                                {QStringLiteral("-D"), dataDirectory(), QStringLiteral("-m"),
                                 QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("-t"),
                                 QString::number(kStopLimitS), QStringLiteral("stop")},
                                (kStopLimitS + 10) * 1000, true);
        // pg_ctl returns once postmaster.pid is gone, a moment before the process ends.
        if (!processGone(m_pid, stopped.ok() ? 5000 : 0)) {
            qWarning("PostgresServer: %s; killing the server (pid %d)",
                     qPrintable(stopped.describe(QStringLiteral("pg_ctl stop"))), int(m_pid));
            if (!killServer(m_pid))
                qWarning("PostgresServer: the server (pid %d) could not be killed", int(m_pid));
        }
        m_pid = 0;
    }
    removeDirectory();
}

void PostgresServer::removeDirectory() {
    if (m_dir && !m_dir->remove())
        qWarning("PostgresServer: could not remove %s", qPrintable(m_dirPath));
    m_dir.reset();
}

bool PostgresServer::createDatabase(const QString& name, QString* error) {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    if (!isRunning()) return fail(QStringLiteral("the PostgreSQL server is not running"));
    if (name.isEmpty()) return fail(QStringLiteral("no database name"));
    QString psql = m_binDir + QStringLiteral("/psql");
    if (!isExecutableFile(psql)) psql = QStandardPaths::findExecutable(QStringLiteral("psql"));
    if (psql.isEmpty())
        return fail(
            QStringLiteral("no psql in %1 or on PATH (Debian's postgresql-client)").arg(m_binDir));
    QString quoted = name;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    // Over TCP as user postgres (trust): psql runs as whoever we are.
    const Run created =
        run(psql,
            {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
             QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), host(), QStringLiteral("-p"),
             QString::number(m_port), QStringLiteral("-U"), user(), QStringLiteral("-d"),
             QStringLiteral("postgres"), QStringLiteral("-c"),
             QStringLiteral("CREATE DATABASE \"%1\"").arg(quoted)},
            30000, false);
    if (!created.ok())
        return fail(created.describe(QStringLiteral("psql CREATE DATABASE \"%1\"").arg(quoted)));
    return true;
}

} // namespace arbiter::test
