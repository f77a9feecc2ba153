#include "io/epolleventdispatcher.h"

#include "io/directsocketnotifier.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimerEvent>
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <ctime>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace arbiter {

namespace {

constexpr std::int64_t kNsPerMs = 1000000;

std::int64_t monotonicNs() {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return std::int64_t(now.tv_sec) * 1000000000 + now.tv_nsec;
}

// What QSocketNotifier's types wait for. A hang-up or an error wakes a reader (its next read
// says what happened) and an error wakes a writer, as with Qt's poll() dispatcher.
constexpr std::uint32_t kReadyForRead = EPOLLIN | EPOLLHUP | EPOLLERR;
constexpr std::uint32_t kReadyForWrite = EPOLLOUT | EPOLLERR;

} // namespace

EpollEventDispatcher::EpollEventDispatcher(QObject* parent) : QAbstractEventDispatcher(parent) {
    m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
    m_wakeUpFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    epoll_event wakeUp{};
    wakeUp.events = EPOLLIN;
    wakeUp.data.fd = m_wakeUpFd;
    if (m_epoll < 0 || m_wakeUpFd < 0 ||
        ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wakeUpFd, &wakeUp) != 0) {
        for (int* fd : {&m_epoll, &m_wakeUpFd}) {
            if (*fd >= 0) ::close(*fd);
            *fd = -1;
        }
    }
    m_ready.resize(32);
}

EpollEventDispatcher::~EpollEventDispatcher() {
    if (m_epoll >= 0) ::close(m_epoll);
    if (m_wakeUpFd >= 0) ::close(m_wakeUpFd);
}

bool EpollEventDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags) {
    m_interrupted.store(false, std::memory_order_relaxed);
    emit awake();
    QCoreApplication::sendPostedEvents();

    const bool includeTimers = !(flags & QEventLoop::X11ExcludeTimers);
    const bool includeNotifiers = !(flags & QEventLoop::ExcludeSocketNotifiers);
    // Events posted meanwhile (also from other threads) have called wakeUp(): the eventfd is
    // readable, so epoll_wait() returns at once and the next call delivers them.
    const bool canWait =
        (flags & QEventLoop::WaitForMoreEvents) && !m_interrupted.load(std::memory_order_relaxed);
    if (canWait) emit aboutToBlock();
    if (m_interrupted.load(std::memory_order_relaxed)) return false;

    int timeoutMs = 0;
    if (canWait && (!includeNotifiers || m_alwaysReady.empty()))
        timeoutMs = includeTimers ? millisecondsToNextTimer() : -1;

    int handled = 0;
    if (includeNotifiers) {
        const int ready = ::epoll_wait(m_epoll, m_ready.data(), int(m_ready.size()), timeoutMs);
        // EINTR (a signal, whose handler has run): no descriptor is reported, the loop comes
        // back here after the timers.
        if (ready > 0 || !m_alwaysReady.empty())
            handled += activateSocketNotifiers(std::max(ready, 0));
        if (ready == int(m_ready.size())) m_ready.resize(m_ready.size() * 2);
    } else {
        // Socket notifiers are not wanted now: sleep on the wake-up descriptor alone (the
        // interest list would report a ready socket at once, again and again).
        pollfd wakeUp{m_wakeUpFd, POLLIN, 0};
        if (::poll(&wakeUp, 1, timeoutMs) > 0) {
            consumeWakeUp();
            ++handled;
        }
    }
    if (includeTimers) handled += activateTimers();
    return handled > 0;
}

int EpollEventDispatcher::activateSocketNotifiers(int readyCount) {
    int handled = 0;
    m_pending.clear();
    for (int i = 0; i < readyCount; ++i) {
        const int fd = m_ready[size_t(i)].data.fd;
        const std::uint32_t events = m_ready[size_t(i)].events;
        if (fd == m_wakeUpFd) {
            consumeWakeUp();
            ++handled;
            continue;
        }
        if (fd < 0 || size_t(fd) >= m_watches.size()) continue;
        const Watch& watch = m_watches[size_t(fd)];
        if (watch.read && (events & kReadyForRead))
            m_pending.push_back({watch.read, watch.directRead});
        if (watch.write && (events & kReadyForWrite))
            m_pending.push_back({watch.write, watch.directWrite});
        if (watch.exception && (events & EPOLLPRI)) m_pending.push_back({watch.exception});
    }
    // Descriptors epoll cannot watch (regular files) are always ready, as poll() says.
    for (int fd : m_alwaysReady) {
        const Watch& watch = m_watches[size_t(fd)];
        if (watch.read) m_pending.push_back({watch.read, watch.directRead});
        if (watch.write) m_pending.push_back({watch.write, watch.directWrite});
    }
    // A notifier's slot may delete or disable other pending notifiers: unregistering one
    // clears its entry here (unregisterSocketNotifier), so none is reached after its end.
    for (size_t i = 0; i < m_pending.size(); ++i) {
        const Pending pending = m_pending[i];
        if (!pending.notifier) continue;
        m_pending[i] = Pending();
        if (pending.direct) {
            pending.direct->ready();
        } else {
            QEvent event(QEvent::SockAct);
            QCoreApplication::sendEvent(pending.notifier, &event);
        }
        ++handled;
    }
    m_pending.clear();
    return handled;
}

void EpollEventDispatcher::consumeWakeUp() {
    std::uint64_t count = 0;
    ssize_t ignored = ::read(m_wakeUpFd, &count, sizeof count);
    (void)ignored;
    m_wakeUpPending.store(false, std::memory_order_release);
}

void EpollEventDispatcher::registerSocketNotifier(QSocketNotifier* notifier) {
    const int fd = int(notifier->socket());
    if (fd < 0) return;
    if (size_t(fd) >= m_watches.size()) m_watches.resize(size_t(fd) + 1);
    Watch& watch = m_watches[size_t(fd)];
    QSocketNotifier** slot = notifier->type() == QSocketNotifier::Read    ? &watch.read
                             : notifier->type() == QSocketNotifier::Write ? &watch.write
                                                                          : &watch.exception;
    if (*slot && *slot != notifier)
        qWarning("EpollEventDispatcher: a second socket notifier of the same type for "
                 "descriptor %d replaces the first",
                 fd);
    *slot = notifier;
    if (slot != &watch.exception) {
        // (A QSocketNotifier registers from its constructor, where its class is not yet known:
        // a DirectSocketNotifier registers from its own.)
        auto* direct = dynamic_cast<DirectSocketNotifier*>(notifier);
        (slot == &watch.read ? watch.directRead : watch.directWrite) = direct;
    }
    updateInterest(fd, watch);
}

void EpollEventDispatcher::unregisterSocketNotifier(QSocketNotifier* notifier) {
    for (Pending& pending : m_pending)
        if (pending.notifier == notifier) pending = Pending();
    const int fd = int(notifier->socket());
    if (fd < 0 || size_t(fd) >= m_watches.size()) return;
    Watch& watch = m_watches[size_t(fd)];
    for (QSocketNotifier** slot : {&watch.read, &watch.write, &watch.exception})
        if (*slot == notifier) *slot = nullptr;
    if (!watch.read) watch.directRead = nullptr;
    if (!watch.write) watch.directWrite = nullptr;
    updateInterest(fd, watch);
}

void EpollEventDispatcher::updateInterest(int fd, Watch& watch) {
    std::uint32_t wanted = 0;
    if (watch.read) wanted |= EPOLLIN;
    if (watch.write) wanted |= EPOLLOUT;
    if (watch.exception) wanted |= EPOLLPRI;
    const auto alwaysReady = std::find(m_alwaysReady.begin(), m_alwaysReady.end(), fd);
    if (alwaysReady != m_alwaysReady.end()) {
        if (wanted == 0) m_alwaysReady.erase(alwaysReady);
        return;
    }
    if (wanted != watch.registeredEvents) {
        epoll_event event{};
        event.events = wanted;
        event.data.fd = fd;
        const int operation = watch.registeredEvents == 0 ? EPOLL_CTL_ADD
                              : wanted == 0               ? EPOLL_CTL_DEL
                                                          : EPOLL_CTL_MOD;
        if (::epoll_ctl(m_epoll, operation, fd, &event) == 0) {
            watch.registeredEvents = wanted;
        } else if (operation == EPOLL_CTL_ADD && errno == EPERM) {
            m_alwaysReady.push_back(fd); // a regular file: always readable and writable
            return;
        } else if (operation == EPOLL_CTL_DEL) {
            // The descriptor was closed before its notifier went: the kernel has dropped it.
            watch.registeredEvents = 0;
        } else {
            qWarning("EpollEventDispatcher: cannot watch descriptor %d: %s", fd,
                     std::strerror(errno));
        }
    }
}

bool EpollEventDispatcher::later(const Due& a, const Due& b) {
    return a.deadlineNs != b.deadlineNs ? a.deadlineNs > b.deadlineNs : a.serial > b.serial;
}

void EpollEventDispatcher::schedule(Timer& timer) {
    timer.serial = ++m_serial;
    m_heap.push_back({timer.deadlineNs, timer.serial, timer.id});
    std::push_heap(m_heap.begin(), m_heap.end(), later);
}

bool EpollEventDispatcher::isCurrent(const Due& due) const {
    const auto found = m_timers.find(due.id);
    return found != m_timers.end() && found->second.serial == due.serial;
}

void EpollEventDispatcher::popDue() {
    std::pop_heap(m_heap.begin(), m_heap.end(), later);
    m_heap.pop_back();
}

void EpollEventDispatcher::compactHeap() {
    if (m_heap.size() < 64 || m_heap.size() < 2 * m_timers.size()) return;
    m_heap.erase(std::remove_if(m_heap.begin(), m_heap.end(),
                                [this](const Due& due) { return !isCurrent(due); }),
                 m_heap.end());
    std::make_heap(m_heap.begin(), m_heap.end(), later);
}

void EpollEventDispatcher::registerTimer(int timerId, qint64 interval, Qt::TimerType timerType,
                                         QObject* object) {
    Timer timer;
    timer.id = timerId;
    timer.intervalMs = std::max<qint64>(interval, 0);
    timer.type = timerType;
    timer.object = object;
    timer.deadlineNs = monotonicNs() + timer.intervalMs * kNsPerMs;
    Timer& stored = m_timers[timerId] = timer;
    schedule(stored);
    compactHeap();
}

bool EpollEventDispatcher::unregisterTimer(int timerId) {
    if (m_timers.erase(timerId) == 0) return false;
    compactHeap();
    return true;
}

bool EpollEventDispatcher::unregisterTimers(QObject* object) {
    bool any = false;
    for (auto it = m_timers.begin(); it != m_timers.end();) {
        if (it->second.object == object) {
            it = m_timers.erase(it);
            any = true;
        } else {
            ++it;
        }
    }
    if (any) compactHeap();
    return any;
}

QList<QAbstractEventDispatcher::TimerInfo>
EpollEventDispatcher::registeredTimers(QObject* object) const {
    QList<TimerInfo> timers;
    for (const auto& [id, t] : m_timers)
        if (t.object == object) timers.append(TimerInfo(id, int(t.intervalMs), t.type));
    return timers;
}

int EpollEventDispatcher::remainingTime(int timerId) {
    const Timer* timer = findTimer(timerId);
    if (!timer) return -1;
    const std::int64_t left = timer->deadlineNs - monotonicNs();
    return left <= 0 ? 0 : int(std::min<std::int64_t>((left + kNsPerMs - 1) / kNsPerMs, INT_MAX));
}

EpollEventDispatcher::Timer* EpollEventDispatcher::findTimer(int timerId) {
    const auto found = m_timers.find(timerId);
    return found == m_timers.end() ? nullptr : &found->second;
}

int EpollEventDispatcher::millisecondsToNextTimer() {
    while (!m_heap.empty() && !isCurrent(m_heap.front())) popDue();
    if (m_heap.empty()) return -1;
    std::int64_t next = m_heap.front().deadlineNs;
    if (m_timers.at(m_heap.front().id).inTimerEvent) {
        // A nested event loop inside this timer's event: it does not count (rare, so the
        // timers are simply walked).
        next = -1;
        for (const auto& [id, t] : m_timers)
            if (!t.inTimerEvent && (next < 0 || t.deadlineNs < next)) next = t.deadlineNs;
        if (next < 0) return -1;
    }
    const std::int64_t left = next - monotonicNs();
    if (left <= 0) return 0;
    // Rounded up: waking before the deadline would only mean sleeping again.
    return int(std::min<std::int64_t>((left + kNsPerMs - 1) / kNsPerMs, INT_MAX));
}

int EpollEventDispatcher::activateTimers() {
    if (m_heap.empty()) return 0;
    const std::int64_t now = monotonicNs();
    // Only entries older than this pass: a timer fired here (interval 0 included) waits for
    // the next pass. Entries of the same deadline come out oldest first, so a new one never
    // hides an older one that is due.
    const std::uint64_t lastSerial = m_serial;
    std::vector<Due> held; // due, but their events are being delivered (a nested loop)
    int fired = 0;
    while (!m_heap.empty() && m_heap.front().deadlineNs <= now &&
           m_heap.front().serial <= lastSerial) {
        const Due due = m_heap.front();
        popDue();
        Timer* timer = findTimer(due.id);
        if (!timer || timer->serial != due.serial) continue; // restarted or removed
        if (timer->inTimerEvent) {
            held.push_back(due);
            continue;
        }
        // The next deadline keeps the timer's rhythm unless it has fallen a whole interval
        // behind (a busy loop): then it restarts from now instead of firing in a burst.
        const std::int64_t intervalNs = timer->intervalMs * kNsPerMs;
        timer->deadlineNs += intervalNs;
        if (timer->deadlineNs <= now) timer->deadlineNs = now + intervalNs;
        schedule(*timer);
        timer->inTimerEvent = true;
        QObject* object = timer->object;
        const int id = due.id;
        // A timer's event may add, remove or restart timers (and run a nested event loop), so
        // nothing found before it is used after it.
        QTimerEvent event(id);
        QCoreApplication::sendEvent(object, &event);
        if (Timer* still = findTimer(id)) still->inTimerEvent = false;
        ++fired;
    }
    for (const Due& due : held) {
        m_heap.push_back(due);
        std::push_heap(m_heap.begin(), m_heap.end(), later);
    }
    return fired;
}

void EpollEventDispatcher::wakeUp() {
    // One write per batch of wake-ups; consumeWakeUp() re-arms it.
    if (m_wakeUpPending.exchange(true, std::memory_order_acq_rel)) return;
    const std::uint64_t one = 1;
    ssize_t ignored = ::write(m_wakeUpFd, &one, sizeof one);
    (void)ignored;
}

void EpollEventDispatcher::interrupt() {
    m_interrupted.store(true, std::memory_order_relaxed);
    wakeUp();
}

} // namespace arbiter
