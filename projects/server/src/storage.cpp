#include "storage.h"

#include "schema.h"

#include <QDebug>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QUuid>

namespace arbiter::server {

bool parsePostgresUrl(const QString& text, PostgresUrl* out, QString* error) {
    const auto fail = [error, &text](const QString& why) {
        if (error) *error = QStringLiteral("database URL '%1': %2").arg(text, why);
        return false;
    };
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid()) return fail(url.errorString());
    if (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres"))
        return fail(QStringLiteral("the scheme must be postgresql://"));
    PostgresUrl u;
    u.user = url.userName();
    u.password = url.password();
    if (!url.host().isEmpty()) u.host = url.host();
    u.port = url.port(5432);
    u.database = url.path().mid(1);
    if (u.database.isEmpty() || u.database.contains(QLatin1Char('/')))
        return fail(QStringLiteral("no database name after the host (postgresql://host/NAME)"));
    if (u.port <= 0 || u.port > 65535) return fail(QStringLiteral("the port is not 1 to 65535"));
    *out = u;
    return true;
}

void setPostgresConnection(QSqlDatabase& db, const PostgresUrl& url, bool keepalives) {
    db.setHostName(url.host);
    db.setPort(url.port);
    db.setDatabaseName(url.database);
    db.setUserName(url.user);
    db.setPassword(url.password);
    // libpq's keepalive parameters (QPSQL passes connect options on to its conninfo).
    if (keepalives)
        db.setConnectOptions(QStringLiteral("connect_timeout=10;keepalives=1;keepalives_idle=10;"
                                            "keepalives_interval=5;keepalives_count=3"));
}

namespace {
// Per-connection prepared statements: each SQL text is prepared once on the storage thread.
struct PreparedCache {
    QHash<QString, QSqlQuery> queries;
};
thread_local PreparedCache* t_cache = nullptr;

// The job that runStatementsNow waits for, answered on the storage thread.
struct Waiter {
    QMutex mutex;
    QWaitCondition done;
    bool finished = false;
    StorageResult result;
};
} // namespace

Storage::Storage(const StorageConfig& config, const QString& connectionName)
    : m_config(config), m_connection(connectionName) {}

Storage::~Storage() {
    {
        QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_wake.wakeAll();
    }
    if (m_thread) m_thread->wait();
}

std::unique_ptr<Storage> Storage::open(const StorageConfig& config, QString* error) {
    const QString name = QStringLiteral("arbiter-storage-") + QUuid::createUuid().toString();
    std::unique_ptr<Storage> storage(new Storage(config, name));
    Storage* self = storage.get();
    Waiter started;
    self->m_thread.reset(QThread::create([self, &started] {
        QString why;
        const bool ok = self->connect(&why) && self->createSchema(&why);
        {
            QMutexLocker lock(&started.mutex);
            started.finished = true;
            started.result.ok = ok;
            started.result.error = why;
            started.done.wakeAll();
        }
        if (ok) self->run();
        // The prepared statements go before their connection does.
        delete t_cache;
        t_cache = nullptr;
        QSqlDatabase::removeDatabase(self->m_connection);
    }));
    self->m_thread->setObjectName(QStringLiteral("storage"));
    self->m_thread->start();
    {
        QMutexLocker lock(&started.mutex);
        while (!started.finished) started.done.wait(&started.mutex);
    }
    if (!started.result.ok) {
        self->m_thread->wait();
        if (error) *error = started.result.error;
        return nullptr;
    }
    return storage;
}

bool Storage::connect(QString* error) {
    const QString driver =
        m_config.isPostgres() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE");
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        *error = QStringLiteral("Qt's %1 driver is not installed (Debian: %2)")
                     .arg(driver, m_config.isPostgres() ? QStringLiteral("libqt6sql6-psql")
                                                        : QStringLiteral("libqt6sql6-sqlite"));
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(driver, m_connection);
    m_driver = driver;
    if (m_config.isPostgres()) {
        PostgresUrl url;
        if (!parsePostgresUrl(m_config.postgresUrl, &url, error)) return false;
        setPostgresConnection(db, url, m_config.cluster);
    } else {
        db.setDatabaseName(m_config.sqlitePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    }
    if (!db.open()) {
        *error = QStringLiteral("cannot open the database %1: %2")
                     .arg(m_config.isPostgres() ? m_config.postgresUrl : m_config.sqlitePath,
                          db.lastError().text());
        return false;
    }
    if (!m_config.isPostgres()) {
        // WAL: readers never wait for the writer; FULL: a commit is on disk (a power cut too)
        // before the server answers anyone.
        QSqlQuery pragma(db);
        for (const char* p :
             {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON"})
            if (!pragma.exec(QLatin1String(p))) {
                *error = QStringLiteral("%1: %2").arg(QLatin1String(p), pragma.lastError().text());
                return false;
            }
    }
    t_cache = new PreparedCache;
    return true;
}

bool Storage::createSchema(QString* error) {
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    for (const QString& statement : schemaStatements(m_config.isPostgres()))
        if (!query.exec(statement)) {
            *error = QStringLiteral("creating the schema: %1 (%2)")
                         .arg(query.lastError().text(), statement.left(60));
            return false;
        }
    return true;
}

bool Storage::execute(const SqlStatement& statement, StorageResult& result) {
    auto found = t_cache->queries.find(statement.sql);
    if (found == t_cache->queries.end()) {
        QSqlQuery query(QSqlDatabase::database(m_connection, false));
        if (!query.prepare(statement.sql)) {
            result.ok = false;
            result.error = query.lastError().text();
            return false;
        }
        found = t_cache->queries.insert(statement.sql, query);
    }
    QSqlQuery& query = *found;
    for (int i = 0; i < statement.values.size(); ++i) query.bindValue(i, statement.values[i]);
    if (!query.exec()) {
        result.ok = false;
        result.error = query.lastError().text();
        query.finish();
        return false;
    }
    result.rows.clear();
    const int columns = query.record().count();
    while (query.next()) {
        QVariantList row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c) row.append(query.value(c));
        result.rows.push_back(std::move(row));
    }
    query.finish();
    return true;
}

bool Storage::connectionAlive() {
    QSqlQuery probe(QSqlDatabase::database(m_connection, false));
    return probe.exec(QStringLiteral("SELECT 1")) && probe.next();
}

void Storage::abandon(const QString& why) {
    {
        QMutexLocker lock(&m_mutex);
        m_lost = true;
        m_queue.clear();
        m_busy = false;
        m_idle.wakeAll();
    }
    emit connectionLost(why);
}

bool Storage::commitBatch(std::deque<StorageJob>& batch, std::vector<StorageResult>& results) {
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    results.assign(batch.size(), StorageResult());
    if (!db.transaction()) {
        qWarning().noquote() << "arbiter-server: storage: BEGIN failed:" << db.lastError().text();
        return false;
    }
    QSqlQuery savepoint(db);
    for (size_t i = 0; i < batch.size(); ++i) {
        savepoint.exec(QStringLiteral("SAVEPOINT job"));
        bool ok = true;
        for (const SqlStatement& s : batch[i].statements) {
            if (!execute(s, results[i])) {
                ok = false;
                break;
            }
            if (batch[i].keepEachResult) results[i].each.push_back(results[i].rows);
        }
        if (!ok && batch[i].mustSucceed) {
            qWarning().noquote() << "arbiter-server: storage: a statement failed, will retry:"
                                 << results[i].error;
            db.rollback();
            return false;
        }
        if (!ok) savepoint.exec(QStringLiteral("ROLLBACK TO SAVEPOINT job"));
        savepoint.exec(QStringLiteral("RELEASE SAVEPOINT job"));
    }
    if (!db.commit()) {
        qWarning().noquote() << "arbiter-server: storage: COMMIT failed, will retry:"
                             << db.lastError().text();
        db.rollback();
        return false;
    }
    for (const StorageJob& job : batch)
        for (const SqlStatement& s : job.afterCommit) {
            StorageResult ignored;
            if (!execute(s, ignored))
                qWarning().noquote()
                    << "arbiter-server: storage: after the commit:" << ignored.error;
        }
    return true;
}

void Storage::run() {
    for (;;) {
        std::deque<StorageJob> batch;
        {
            QMutexLocker lock(&m_mutex);
            while (m_queue.empty() && !m_stopping) m_wake.wait(&m_mutex);
            if (m_queue.empty() && m_stopping) return;
            batch.swap(m_queue);
            m_busy = true;
        }
        std::vector<StorageResult> results;
        int retryMs = 100;
        while (!commitBatch(batch, results)) {
            if (m_config.cluster && !connectionAlive()) {
                abandon(QSqlDatabase::database(m_connection, false).lastError().text());
                return;
            }
            QThread::msleep(ulong(retryMs));
            retryMs = std::min(retryMs * 2, 5000);
        }
        // Answers go back in the order the jobs came, as one event for the server's thread.
        std::vector<std::pair<std::function<void(const StorageResult&)>, StorageResult>> answers;
        for (size_t i = 0; i < batch.size(); ++i) {
            if (batch[i].doneHere) batch[i].doneHere(results[i]);
            if (batch[i].done)
                answers.emplace_back(std::move(batch[i].done), std::move(results[i]));
        }
        if (!answers.empty())
            QMetaObject::invokeMethod(
                this,
                [answers = std::move(answers)] {
                    for (const auto& [done, result] : answers) done(result);
                },
                Qt::QueuedConnection);
        QMutexLocker lock(&m_mutex);
        ++m_commits;
        m_jobs += qint64(batch.size());
        m_busy = false;
        m_idle.wakeAll();
    }
}

void Storage::submit(StorageJob job) {
    QMutexLocker lock(&m_mutex);
    if (m_lost) return; // nothing is stored any more: the job and its answer are dropped
    m_queue.push_back(std::move(job));
    m_wake.wakeOne();
}

StorageResult Storage::runNow(std::vector<SqlStatement> statements) {
    if (isLost()) return {false, QStringLiteral("the database connection was lost"), {}, {}};
    auto waiter = std::make_shared<Waiter>();
    StorageJob job;
    job.statements = std::move(statements);
    job.mustSucceed = false;
    job.doneHere = [waiter](const StorageResult& result) {
        QMutexLocker lock(&waiter->mutex);
        waiter->result = result;
        waiter->finished = true;
        waiter->done.wakeAll();
    };
    submit(std::move(job));
    QMutexLocker lock(&waiter->mutex);
    while (!waiter->finished) waiter->done.wait(&waiter->mutex);
    return waiter->result;
}

void Storage::flush() {
    QMutexLocker lock(&m_mutex);
    while (!m_queue.empty() || m_busy) m_idle.wait(&m_mutex);
}

qint64 Storage::commits() const {
    QMutexLocker lock(&m_mutex);
    return m_commits;
}

bool Storage::isLost() const {
    QMutexLocker lock(&m_mutex);
    return m_lost;
}

qint64 Storage::jobs() const {
    QMutexLocker lock(&m_mutex);
    return m_jobs;
}

} // namespace arbiter::server
