// A real PostgreSQL server of the test's own, so that server tests can run against PostgreSQL
// (through Qt's QPSQL driver) and not only SQLite: start() initdb's a cluster in a temporary
// folder and starts it on 127.0.0.1 at a free port, stop() (or the destructor) shuts it down and
// removes the folder. Nothing else is touched: not Debian's own cluster, not /var/run/postgresql,
// no fixed port, so suites running side by side each get a server. The binaries are the newest
// /usr/lib/postgresql/<version>/bin (Debian's postgresql package; scripts/install-deps.sh
// installs it) or initdb and pg_ctl on PATH. PostgreSQL refuses to run as root: as root the
// server runs as the `postgres` user (runuser), otherwise as the current user. Authentication is
// `trust`: user postgres, no password, loopback only. Every wait is bounded (initdb 60 s, start
// 30 s, stop 20 s, then the server is killed), and a failure says what failed, with the end of
// the server's log.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <sys/types.h>

class QTemporaryDir;

namespace arbiter::test {

class PostgresServer {
public:
    PostgresServer();
    ~PostgresServer(); // stop()
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    // Whether PostgreSQL's initdb and pg_ctl are installed at all.
    bool isAvailable() const;
    // The folder of those binaries ("/usr/lib/postgresql/15/bin"); empty when not installed.
    QString binDirectory() const { return m_binDir; }

    // Creates the cluster in a new temporary folder and starts the server; false with *error
    // (what failed, the tail of initdb's output or of the server log) when it could not.
    bool start(QString* error);
    // Shuts the server down (pg_ctl stop -m fast; SIGQUIT, then SIGKILL to its process group if
    // that hangs) and removes the temporary folder. Does nothing when not running.
    void stop();
    bool isRunning() const { return m_pid > 0; }

    QString host() const { return QStringLiteral("127.0.0.1"); }
    int port() const { return m_port; } // 0 before start()
    QString user() const { return QStringLiteral("postgres"); }
    // postgresql://postgres@127.0.0.1:PORT/<database>
    QString url(const QString& database = QStringLiteral("arbiter")) const;
    // The temporary folder (the cluster is in its data/, the server log is server.log, the Unix
    // socket is there too); kept after stop() so a test can check that it is gone.
    QString directory() const { return m_dirPath; }
    pid_t pid() const { return m_pid; } // the postmaster's; 0 when not running

    // CREATE DATABASE <name> through psql as user postgres on database "postgres".
    bool createDatabase(const QString& name, QString* error);

private:
    struct Run;
    Run run(const QString& program, const QStringList& args, int timeoutMs,
            bool asServerUser) const;
    bool startOnce(int port, QString* error, bool* portTaken);
    // Whether the process `pid` has ended (or is a zombie), polling up to `waitMs`.
    static bool processGone(pid_t pid, int waitMs);
    // The postmaster's PID from data/postmaster.pid; 0 when there is none.
    pid_t pidFromFile() const;
    // Stops the server `pid` however it can: SIGQUIT (immediate shutdown), then SIGKILL to its
    // process group. False when it is still there.
    static bool killServer(pid_t pid);
    QString dataDirectory() const;
    QString logPath() const;
    QString logTail(int lines = 30) const;
    void removeDirectory();

    QString m_binDir;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_dirPath;
    bool m_asPostgresUser = false; // root: run initdb and pg_ctl through runuser -u postgres
    QString m_runuser;
    int m_port = 0;
    pid_t m_pid = 0;
};

} // namespace arbiter::test
