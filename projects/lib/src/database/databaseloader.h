// Loads a GameDatabase in a worker thread so a window stays responsive while a large PGN file
// is read: progress() reports bytes read (at most once per per cent), finished() hands over
// the result in the thread that owns the loader. The GUI's database window and the import
// benchmark (arbiter-bench db-load) use this same path.
#pragma once

#include "database/gamedatabase.h"

#include <QObject>
#include <QPointer>
#include <atomic>
#include <memory>

class QThread;

namespace arbiter {

class DatabaseLoader : public QObject {
    Q_OBJECT
public:
    explicit DatabaseLoader(QObject* parent = nullptr);
    // Cancels a running load and waits for the worker.
    ~DatabaseLoader() override;

    // Starts reading the file; a load already running is cancelled first.
    void start(const QString& fileName);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    // The database of the last successful load (then owned by the caller).
    std::unique_ptr<GameDatabase> takeDatabase() { return std::move(m_result); }

signals:
    void progress(qint64 done, qint64 total);
    // ok false: *error says why (cannot open, cancelled).
    void finished(bool ok, const QString& error);

private:
    void stopWorker();
    void onWorkerDone();

    QThread* m_thread = nullptr;
    std::unique_ptr<GameDatabase> m_loading;
    std::unique_ptr<GameDatabase> m_result;
    std::atomic<bool> m_cancel{false};
    std::atomic<int> m_lastPercent{-1};
    bool m_ok = false;
    std::string m_error;
};

} // namespace arbiter
