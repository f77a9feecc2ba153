#include "database/databaseloader.h"

#include <QThread>

namespace arbiter {

DatabaseLoader::DatabaseLoader(QObject* parent) : QObject(parent) {}

DatabaseLoader::~DatabaseLoader() {
    stopWorker();
}

void DatabaseLoader::stopWorker() {
    if (!m_thread) return;
    m_cancel = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_loading.reset();
}

void DatabaseLoader::cancel() {
    m_cancel = true;
}

void DatabaseLoader::start(const QString& fileName) {
    stopWorker();
    m_cancel = false;
    m_lastPercent = -1;
    m_result.reset();
    m_loading = std::make_unique<GameDatabase>();
    GameDatabase* db = m_loading.get();
    m_thread = QThread::create([this, db, fileName] {
        m_ok = db->load(fileName, &m_error, [this](uint64_t done, uint64_t total) {
            if (m_cancel) return false;
            const int percent = total ? int(done * 100 / total) : 100;
            if (percent != m_lastPercent.exchange(percent)) {
                // Queued: the slot runs in the loader's thread.
                QMetaObject::invokeMethod(
                    this, [this, done, total] { emit progress(qint64(done), qint64(total)); },
                    Qt::QueuedConnection);
            }
            return true;
        });
    });
    connect(m_thread, &QThread::finished, this, &DatabaseLoader::onWorkerDone,
            Qt::QueuedConnection);
    m_thread->start();
}

void DatabaseLoader::onWorkerDone() {
    if (!m_thread || !m_thread->isFinished()) return; // a later start() replaced it
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    const bool ok = m_ok;
    const QString error = QString::fromStdString(m_error);
    if (ok) m_result = std::move(m_loading);
    m_loading.reset();
    emit finished(ok, error);
}

} // namespace arbiter
