// arbiter-server's database (docs/online.md, "Persistence"): embedded SQLite in WAL mode by
// default, or PostgreSQL through Qt's QPSQL driver, with one schema. Every statement is prepared
// and its values bound; nothing a client sends is ever part of SQL text.
//
// The database is used from one thread of its own. The server hands it jobs (statements that
// belong together) and goes on; the thread runs the jobs waiting at that moment in one
// transaction (a group commit: one disk sync for many rooms' turns), each job inside a savepoint
// of its own so that one failing job (a name already taken) leaves the others. Then each job's
// `done` runs on the server's thread, in the order the jobs came. The server acknowledges and
// broadcasts a turn only from `done`: what a client has seen is on disk. A commit that fails
// (a full disk) is retried until it succeeds, with the server's answers held back meanwhile.
#pragma once

#include <QMutex>
#include <QObject>
#include <QString>
#include <QThread>
#include <QVariant>
#include <QWaitCondition>
#include <deque>
#include <functional>
#include <memory>
#include <vector>

class QSqlDatabase;

namespace arbiter::server {

struct SqlStatement {
    QString sql;
    QVariantList values;
};

struct StorageResult {
    bool ok = true;
    QString error;
    // The rows of the job's last statement (a SELECT, or INSERT ... RETURNING).
    std::vector<QVariantList> rows;
    // The rows of each statement, in order, for a job that asked for them (keepEachResult).
    std::vector<std::vector<QVariantList>> each;
};

struct StorageJob {
    std::vector<SqlStatement> statements;
    std::function<void(const StorageResult&)> done; // on the server's thread; may be empty
    // A job that must not fail (a room's turn): when one of its statements fails, the whole
    // transaction is rolled back and tried again later, as a failed commit is. Otherwise (a new
    // account whose name is taken) the job alone is undone and `done` hears why.
    bool mustSucceed = true;
    // Called on the storage thread itself after the commit (runNow, which blocks the thread
    // whose event loop would run `done`).
    std::function<void(const StorageResult&)> doneHere;
    // Fill StorageResult::each: a job whose later statements depend on an earlier one's answer
    // (a room's lock taken, then its rows read after it) reads every answer.
    bool keepEachResult = false;
    // Statements run after the COMMIT of the transaction that holds this job, outside any
    // transaction, in order (their errors are logged). A room's advisory lock is given back
    // here: pg_advisory_unlock takes effect at once, not at COMMIT, so run inside the
    // transaction it would let another process take the lock and read the room's rows before
    // the room's last writes (in the same transaction) are committed.
    std::vector<SqlStatement> afterCommit;
};

struct StorageConfig {
    // "sqlite" with `path` (the database file), or "postgresql" with a URL
    // postgresql://user[:password]@host[:port]/database.
    QString sqlitePath;
    QString postgresUrl;
    // Several processes share the database (--cluster, docs/online.md "Running it for a club"):
    // a lost connection is final. The session held this process's rooms (their advisory locks
    // ended with it), so the storage thread stops, drops what waits and says connectionLost;
    // it never reconnects to write for rooms that another process may have taken over.
    bool cluster = false;
    bool isPostgres() const { return !postgresUrl.isEmpty(); }
};

class Storage : public QObject {
    Q_OBJECT
public:
    ~Storage() override;

    // Opens the database, creates the schema if it is new, starts the thread. nullptr with
    // *error naming the problem (an unreadable folder, a refused login, a bad URL).
    static std::unique_ptr<Storage> open(const StorageConfig& config, QString* error);

    // Queues a job; its `done` follows on this object's thread.
    void submit(StorageJob job);
    // Runs statements now and waits for them (start-up reads, tests). Not on a busy server.
    StorageResult runNow(std::vector<SqlStatement> statements);
    // Waits until every job submitted so far is committed and its `done` posted.
    void flush();
    QString driverName() const { return m_driver; }
    bool isPostgres() const { return m_config.isPostgres(); }
    // Jobs and commits so far (the load benchmark's figures).
    qint64 commits() const;
    qint64 jobs() const;
    // The database connection is gone (cluster mode only): nothing is stored any more.
    bool isLost() const;

signals:
    // Cluster mode: the connection to PostgreSQL was lost (emitted on the storage thread; a
    // queued connection brings it to the server's thread).
    void connectionLost(const QString& why);

private:
    Storage(const StorageConfig& config, const QString& connectionName);
    bool connect(QString* error);
    bool createSchema(QString* error);
    void run(); // the thread's loop
    bool commitBatch(std::deque<StorageJob>& batch, std::vector<StorageResult>& results);
    bool execute(const SqlStatement& statement, StorageResult& result);
    // After a failed commit: whether the connection still answers (a full disk fails commits
    // on a live connection; a killed session answers nothing).
    bool connectionAlive();
    // Cluster mode: gives up the connection, drops the waiting jobs, says connectionLost.
    void abandon(const QString& why);

    StorageConfig m_config;
    QString m_connection;
    QString m_driver;
    std::unique_ptr<QThread> m_thread;
    mutable QMutex m_mutex;
    QWaitCondition m_wake;
    QWaitCondition m_idle;
    std::deque<StorageJob> m_queue;
    bool m_busy = false;
    bool m_stopping = false;
    bool m_lost = false;
    qint64 m_commits = 0;
    qint64 m_jobs = 0;
};

// postgresql://user[:password]@host[:port]/database (also postgres://): false with *error.
struct PostgresUrl {
    QString user, password, host = QStringLiteral("127.0.0.1"), database;
    int port = 5432;
};
bool parsePostgresUrl(const QString& url, PostgresUrl* out, QString* error);
// Points a QPSQL connection at the URL's server. With `keepalives` (cluster mode) the session
// has TCP keepalives of a few seconds, so that a process cut off from the database notices
// within a minute rather than the system's two hours.
void setPostgresConnection(QSqlDatabase& db, const PostgresUrl& url, bool keepalives);

} // namespace arbiter::server
