#include "notificationlistener.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QUuid>

namespace arbiter::server {

namespace {
constexpr int kCheckMs = 2000;
}

// The connection and its subscription, on the listener's thread.
class NotificationListener::Worker : public QObject {
    Q_OBJECT
public:
    Worker(const PostgresUrl& url, const QString& channel)
        : m_url(url), m_channel(channel),
          m_connection(QStringLiteral("arbiter-listen-") + QUuid::createUuid().toString()) {}

    bool open(QString* error) {
        QSqlDatabase db = QSqlDatabase::contains(m_connection)
                              ? QSqlDatabase::database(m_connection, false)
                              : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
        db.close();
        setPostgresConnection(db, m_url, true);
        if (!db.open()) {
            *error = QStringLiteral("LISTEN connection: ") + db.lastError().text();
            return false;
        }
        QSqlDriver* driver = db.driver(); // the same driver after a reconnection
        if (!m_subscribed) {
            connect(driver, &QSqlDriver::notification, this,
                    [this](const QString& name, QSqlDriver::NotificationSource,
                           const QVariant& payload) {
                        if (name == m_channel) emit received(payload.toString());
                    });
            m_subscribed = true;
        }
        if (!driver->subscribeToNotification(m_channel)) {
            *error = QStringLiteral("LISTEN %1: %2").arg(m_channel, driver->lastError().text());
            return false;
        }
        if (!m_check) {
            m_check = new QTimer(this);
            connect(m_check, &QTimer::timeout, this, &Worker::check);
            m_check->start(kCheckMs);
        }
        return true;
    }

    void close() {
        delete m_check;
        m_check = nullptr;
        if (QSqlDatabase::contains(m_connection)) {
            QSqlDatabase::database(m_connection, false).close();
            QSqlDatabase::removeDatabase(m_connection);
        }
    }

signals:
    void received(const QString& payload);
    void reconnected();

private:
    // A dropped connection delivers nothing and says nothing: asked every few seconds.
    void check() {
        {
            QSqlQuery probe(QSqlDatabase::database(m_connection, false));
            if (probe.exec(QStringLiteral("SELECT 1")) && probe.next()) return;
        }
        QString error;
        if (open(&error)) emit reconnected();
    }

    PostgresUrl m_url;
    QString m_channel;
    QString m_connection;
    QTimer* m_check = nullptr;
    bool m_subscribed = false;
};

NotificationListener::NotificationListener(const PostgresUrl& url, const QString& channel,
                                           QObject* parent)
    : QObject(parent), m_thread(std::make_unique<QThread>()), m_worker(new Worker(url, channel)) {
    m_thread->setObjectName(QStringLiteral("listen"));
    m_worker->moveToThread(m_thread.get());
    connect(m_worker, &Worker::received, this, &NotificationListener::received);
    connect(m_worker, &Worker::reconnected, this, &NotificationListener::reconnected);
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
}

NotificationListener::~NotificationListener() {
    QMetaObject::invokeMethod(
        m_worker, [this] { m_worker->close(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

bool NotificationListener::start(QString* error) {
    bool ok = false;
    QMetaObject::invokeMethod(
        m_worker, [this, &ok, error] { ok = m_worker->open(error); }, Qt::BlockingQueuedConnection);
    return ok;
}

} // namespace arbiter::server

#include "notificationlistener.moc"
