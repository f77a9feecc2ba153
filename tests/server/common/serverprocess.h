// A real arbiter-server process for a test (docs/online.md): started on 127.0.0.1 at a port the
// system picks (it prints the one it got), with a database in a temporary folder (SQLite) or at
// a PostgreSQL URL, stopped with SIGTERM or killed with SIGKILL, and started again on the same
// database. Every wait is bounded.
#pragma once

#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

namespace arbiter::test {

class ServerProcess {
public:
    ServerProcess();
    ~ServerProcess();

    // Starts the server; `database`: empty for SQLite in this object's folder, else a
    // postgresql:// URL. `extra`: more command-line arguments. False with *error (the server's
    // own output).
    bool start(QString* error, const QString& database = QString(),
               const QStringList& extra = QStringList());
    // Starts it again with the same database and arguments (after stop() or kill()).
    bool restart(QString* error);
    // SIGTERM and wait for the exit; true when it exited with code 0.
    bool stop();
    // SIGKILL, as a crash.
    void kill();
    bool isRunning() const;

    int port() const { return m_port; }
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_port)); }
    QString dataDirectory() const { return m_dir.path() + QStringLiteral("/data"); }
    QString sqlitePath() const { return dataDirectory() + QStringLiteral("/arbiter.sqlite"); }
    QByteArray output() const { return m_output; }
    qint64 pid() const;

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_process;
    QString m_database;
    QStringList m_extra;
    int m_port = 0;
    QByteArray m_output;
};

} // namespace arbiter::test
