// The event loop arbiter-cli runs on (Linux): Qt's event dispatcher interface on epoll.
//
// Why: a tournament manager sleeps until an engine writes a line, several times per ply. Qt's
// own dispatcher hands the kernel the whole list of descriptors on every wake-up (ppoll():
// each engine's output pipe, each engine process's pidfd, its wake-up eventfd, ...), and the
// kernel walks, hooks and unhooks every one of them each time. With four engines that walk was
// a third of arbiter-cli's CPU time per ply (bench/manager-overhead.sh, perf). epoll keeps the
// interest list in the kernel: a wake-up costs one epoll_wait() that returns only what is
// ready, whatever the number of engines.
//
// It implements the whole QAbstractEventDispatcher contract for the thread it runs in:
// posted events, socket notifiers (level-triggered, like QSocketNotifier expects), timers of
// every type (kept to the millisecond; coarse timers are simply run on time), wake-ups and
// interrupts from other threads. It is installed with QCoreApplication::setEventDispatcher()
// before the application object exists. arbiter-server runs on it too, with thousands of
// sockets and timers (a ping timer per client, a deadline per room): the timers are found by id
// in a hash and by deadline in a heap, so that no wake-up walks all of them.
#pragma once

#include <QAbstractEventDispatcher>
#include <atomic>
#include <cstdint>
#include <sys/epoll.h>
#include <unordered_map>
#include <vector>

namespace arbiter {

class DirectSocketNotifier;

class EpollEventDispatcher final : public QAbstractEventDispatcher {
    Q_OBJECT
public:
    explicit EpollEventDispatcher(QObject* parent = nullptr);
    ~EpollEventDispatcher() override;

    // False when the kernel refused the epoll instance or the wake-up eventfd; such a
    // dispatcher must not be installed (the caller keeps Qt's own).
    bool isValid() const { return m_epoll >= 0 && m_wakeUpFd >= 0; }

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;

    void registerSocketNotifier(QSocketNotifier* notifier) override;
    void unregisterSocketNotifier(QSocketNotifier* notifier) override;

    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType,
                       QObject* object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject* object) override;
    QList<TimerInfo> registeredTimers(QObject* object) const override;
    int remainingTime(int timerId) override;

    void wakeUp() override;
    void interrupt() override;

private:
    // The notifiers of one descriptor (QSocketNotifier allows one of each type per descriptor).
    struct Watch {
        QSocketNotifier* read = nullptr;
        QSocketNotifier* write = nullptr;
        QSocketNotifier* exception = nullptr;
        // The read and write notifiers when they are DirectSocketNotifiers, else null.
        DirectSocketNotifier* directRead = nullptr;
        DirectSocketNotifier* directWrite = nullptr;
        std::uint32_t registeredEvents = 0; // what epoll has for this descriptor now
    };
    // A notifier to activate in this pass; `direct`: the same notifier as a
    // DirectSocketNotifier, called without an event (io/directsocketnotifier.h).
    struct Pending {
        QSocketNotifier* notifier = nullptr;
        DirectSocketNotifier* direct = nullptr;
    };
    struct Timer {
        int id = 0;
        qint64 intervalMs = 0;
        Qt::TimerType type = Qt::CoarseTimer;
        QObject* object = nullptr;
        std::int64_t deadlineNs = 0; // CLOCK_MONOTONIC
        std::uint64_t serial = 0;    // of its current entry in the heap
        bool inTimerEvent = false;   // its event is being delivered: not again meanwhile
    };
    // A timer's deadline in the heap. A timer that is restarted or removed leaves its old entry
    // behind (removing from the middle of a heap is not cheap): an entry counts only while its
    // serial is the timer's, and stale ones are dropped when they come to the top.
    struct Due {
        std::int64_t deadlineNs = 0;
        std::uint64_t serial = 0; // the same deadline: the older entry first
        int id = 0;
    };

    // Brings epoll's interest in `fd` in line with its notifiers.
    void updateInterest(int fd, Watch& watch);
    // Milliseconds epoll_wait() may sleep before the next timer is due (-1: no timer).
    int millisecondsToNextTimer();
    int activateSocketNotifiers(int readyCount);
    int activateTimers();
    void consumeWakeUp();
    Timer* findTimer(int timerId);
    // The heap's order (std::push_heap keeps the largest on top: "later" is "larger").
    static bool later(const Due& a, const Due& b);
    // Gives the timer a new entry in the heap at its deadline.
    void schedule(Timer& timer);
    bool isCurrent(const Due& due) const;
    void popDue();
    // Drops the stale entries when they outnumber the timers (timers restarted again and again
    // long before their deadlines).
    void compactHeap();

    int m_epoll = -1;
    int m_wakeUpFd = -1; // eventfd: written by wakeUp(), from any thread
    std::atomic<bool> m_wakeUpPending{false};
    std::atomic<bool> m_interrupted{false};
    std::vector<Watch> m_watches;            // by descriptor (small numbers)
    std::unordered_map<int, Timer> m_timers; // by id
    std::vector<Due> m_heap;                 // by deadline (std::push_heap, earliest first)
    std::uint64_t m_serial = 0;
    std::vector<int> m_alwaysReady;   // descriptors epoll refuses (regular files)
    std::vector<epoll_event> m_ready; // epoll_wait()'s output, reused
    std::vector<Pending> m_pending;   // notifiers to activate in this pass
};

} // namespace arbiter
