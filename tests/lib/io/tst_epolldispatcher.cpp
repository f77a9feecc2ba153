// EpollEventDispatcher, installed as this test's main-thread dispatcher the way arbiter-cli
// installs it: posted events, timers, socket notifiers, wake-ups from other threads, nested
// loops and QProcess all have to work as with Qt's own dispatcher; DirectSocketNotifiers are
// called without an event.
#include "io/directsocketnotifier.h"
#include "io/epolleventdispatcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <fcntl.h>
#include <memory>
#include <unistd.h>
#include <vector>

using arbiter::EpollEventDispatcher;

namespace {

// Both ends of a pipe, closed at the end of the test.
struct Pipe {
    int read = -1, write = -1;
    Pipe() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
            read = fds[0];
            write = fds[1];
        }
    }
    ~Pipe() {
        ::close(read);
        ::close(write);
    }
    void put(const char* text) const { QVERIFY(::write(write, text, strlen(text)) > 0); }
    QByteArray take(int max) const {
        QByteArray bytes(max, '\0');
        const ssize_t n = ::read(read, bytes.data(), size_t(max));
        bytes.resize(n > 0 ? qsizetype(n) : 0);
        return bytes;
    }
};

// Runs `work` on another thread after `delayMs` (the main loop is asleep by then).
void fromAnotherThread(int delayMs, std::function<void()> work) {
    QThread* thread = QThread::create([delayMs, work] {
        QThread::msleep(unsigned(delayMs));
        work();
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

// A DirectSocketNotifier that runs `onReady` when called.
class DirectReader final : public arbiter::DirectSocketNotifier {
public:
    DirectReader(int fd, std::function<void()> onReady)
        : DirectSocketNotifier(fd, Read, nullptr), m_onReady(std::move(onReady)) {}
    void ready() override { m_onReady(); }

private:
    std::function<void()> m_onReady;
};

// Counts the socket events an object receives.
class SocketEvents final : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::SockAct) ++count;
        return false;
    }
};

} // namespace

class TestEpollDispatcher : public QObject {
    Q_OBJECT
private slots:
    void isTheMainThreadsDispatcher();
    void queuedCallsAndZeroTimers();
    void timersFireInDeadlineOrder();
    void repeatingTimerAndKill();
    void timerBookkeeping();
    void manyTimersRestartedAndStopped();
    void zeroTimerDoesNotStarveOthers();
    void readNotifierIsLevelTriggered();
    void disabledNotifierIsQuiet();
    void writeNotifier();
    void notifierDeletedByAnotherInTheSamePass();
    void hangUpWakesTheReader();
    void wakeUpFromAnotherThread();
    void exitFromAnotherThread();
    void nestedLoopInsideATimer();
    void regularFileIsAlwaysReady();
    void processOutputAndExit();
    void deferredDeleteHappens();
    void directNotifiersAreCalledWithoutEvents();
};

void TestEpollDispatcher::isTheMainThreadsDispatcher() {
    QVERIFY(qobject_cast<EpollEventDispatcher*>(QCoreApplication::eventDispatcher()));
    EpollEventDispatcher spare;
    QVERIFY(spare.isValid());
}

void TestEpollDispatcher::queuedCallsAndZeroTimers() {
    QStringList order;
    QMetaObject::invokeMethod(
        this, [&] { order << "queued"; }, Qt::QueuedConnection);
    QTimer::singleShot(0, this, [&] { order << "zero"; });
    QTRY_COMPARE(order.size(), 2);
    QVERIFY(order.contains("queued"));
    QVERIFY(order.contains("zero"));
}

void TestEpollDispatcher::timersFireInDeadlineOrder() {
    QStringList order;
    QTimer::singleShot(60, this, [&] { order << "late"; });
    QTimer::singleShot(10, this, [&] { order << "early"; });
    QTimer::singleShot(30, Qt::PreciseTimer, this, [&] { order << "middle"; });
    QTRY_COMPARE(order.size(), 3);
    QCOMPARE(order, (QStringList{"early", "middle", "late"}));
}

void TestEpollDispatcher::repeatingTimerAndKill() {
    QTimer timer;
    timer.setInterval(5);
    int fired = 0;
    connect(&timer, &QTimer::timeout, this, [&] {
        if (++fired == 3) timer.stop();
    });
    timer.start();
    QTRY_COMPARE(fired, 3);
    QTest::qWait(40); // a stopped timer stays stopped
    QCOMPARE(fired, 3);
}

void TestEpollDispatcher::timerBookkeeping() {
    auto* dispatcher = QCoreApplication::eventDispatcher();
    QObject owner;
    const int id = owner.startTimer(10000);
    QVERIFY(id > 0);
    const int left = dispatcher->remainingTime(id);
    QVERIFY2(left > 9000 && left <= 10000, qPrintable(QString::number(left)));
    const auto timers = dispatcher->registeredTimers(&owner);
    QCOMPARE(timers.size(), 1);
    QCOMPARE(timers.first().timerId, id);
    QCOMPARE(timers.first().interval, 10000);
    owner.killTimer(id);
    QCOMPARE(dispatcher->remainingTime(id), -1);
    QVERIFY(dispatcher->registeredTimers(&owner).isEmpty());
    owner.startTimer(10000);
    owner.startTimer(20000);
    QVERIFY(dispatcher->unregisterTimers(&owner));
    QVERIFY(dispatcher->registeredTimers(&owner).isEmpty());
}

// arbiter-server's load: thousands of timers, most of them restarted long before their deadline
// (each leaves a stale entry in the dispatcher's heap) or stopped. Each timer left running fires
// once, in the order of its deadline.
void TestEpollDispatcher::manyTimersRestartedAndStopped() {
    constexpr int count = 2000;
    std::vector<std::unique_ptr<QTimer>> timers;
    QList<int> fired;
    for (int i = 0; i < count; ++i) {
        auto timer = std::make_unique<QTimer>();
        timer->setSingleShot(true);
        timer->setTimerType(Qt::PreciseTimer);
        connect(timer.get(), &QTimer::timeout, this, [&fired, i] { fired << i; });
        timer->start(5 + i % 10);
        timers.push_back(std::move(timer));
    }
    // Stale entries that come due before the deadlines that count.
    for (int round = 0; round < 3; ++round)
        for (int i = 0; i < count; ++i) timers[size_t(i)]->start(8 + (i + round) % 9);
    QElapsedTimer clock;
    clock.start();
    // When each timer is due lies between the clock read just before its start and the one just
    // after: the thread may be preempted between the two (CI runs suites in parallel on two cores,
    // under sanitizers), so no fixed tolerance would do.
    std::vector<qint64> earliestDueNs(count), latestDueNs(count);
    for (int i = 0; i < count; ++i) {
        // Deadlines 10 ms apart in groups of 100 (so that a pass finds several due at once),
        // in an order unlike the order the timers were made in.
        const int interval = 20 + 10 * ((i * 7) % count / 100);
        earliestDueNs[size_t(i)] = clock.nsecsElapsed() + qint64(interval) * 1000000;
        timers[size_t(i)]->start(interval);
        latestDueNs[size_t(i)] = clock.nsecsElapsed() + qint64(interval) * 1000000;
    }
    for (int i = 0; i < count; i += 3) timers[size_t(i)]->stop();
    const int expected = count - (count + 2) / 3;
    QTRY_COMPARE_WITH_TIMEOUT(fired.size(), expected, 10000);
    // In deadline order: no timer fires before one that was surely due sooner.
    for (int k = 1; k < fired.size(); ++k)
        QVERIFY2(
            earliestDueNs[size_t(fired[k - 1])] <= latestDueNs[size_t(fired[k])],
            qPrintable(QStringLiteral("timer %1 fired after %2").arg(fired[k]).arg(fired[k - 1])));
    QTest::qWait(50);
    QCOMPARE(fired.size(), expected); // none twice, none of the stopped ones
}

// A repeating timer of interval 0 is due at every pass: the others still fire.
void TestEpollDispatcher::zeroTimerDoesNotStarveOthers() {
    QTimer busy;
    busy.setInterval(0);
    int spins = 0;
    connect(&busy, &QTimer::timeout, this, [&spins] { ++spins; });
    busy.start();
    bool later = false;
    QTimer::singleShot(20, this, [&later] { later = true; });
    QTRY_VERIFY(later);
    QVERIFY(spins > 1);
}

void TestEpollDispatcher::readNotifierIsLevelTriggered() {
    Pipe pipe;
    QSocketNotifier notifier(pipe.read, QSocketNotifier::Read);
    QByteArray got;
    connect(&notifier, &QSocketNotifier::activated, this,
            [&] { got += pipe.take(1); }); // one byte per activation: the rest must wake us again
    pipe.put("abc");
    QTRY_COMPARE(got, QByteArray("abc"));
}

void TestEpollDispatcher::disabledNotifierIsQuiet() {
    Pipe pipe;
    QSocketNotifier notifier(pipe.read, QSocketNotifier::Read);
    int activations = 0;
    connect(&notifier, &QSocketNotifier::activated, this, [&] { ++activations; });
    notifier.setEnabled(false);
    pipe.put("x");
    QTest::qWait(30);
    QCOMPARE(activations, 0);
    notifier.setEnabled(true);
    QTRY_VERIFY(activations > 0);
    QCOMPARE(pipe.take(8), QByteArray("x"));
}

void TestEpollDispatcher::writeNotifier() {
    Pipe pipe;
    QSocketNotifier notifier(pipe.write, QSocketNotifier::Write);
    int activations = 0;
    connect(&notifier, &QSocketNotifier::activated, this, [&] {
        ++activations;
        notifier.setEnabled(false);
    });
    QTRY_COMPARE(activations, 1);
}

// Two readers of two pipes made ready in the same pass, made by `makeReader(fd, onReady)`:
// whichever runs first deletes the other, which must then never be reached.
template <typename MakeReader> void checkOneDeletesTheOther(MakeReader makeReader) {
    Pipe first, second;
    QSocketNotifier* a = nullptr;
    QSocketNotifier* b = nullptr;
    int calls = 0;
    a = makeReader(first.read, [&] {
        ++calls;
        delete b;
        b = nullptr;
        first.take(8);
    });
    b = makeReader(second.read, [&] {
        ++calls;
        delete a;
        a = nullptr;
        second.take(8);
    });
    first.put("1");
    second.put("2");
    QTRY_COMPARE(calls, 1);
    QTest::qWait(20);
    QCOMPARE(calls, 1);
    delete a;
    delete b;
}

void TestEpollDispatcher::notifierDeletedByAnotherInTheSamePass() {
    checkOneDeletesTheOther([](int fd, std::function<void()> onReady) {
        auto* notifier = new QSocketNotifier(fd, QSocketNotifier::Read);
        QObject::connect(notifier, &QSocketNotifier::activated, notifier, std::move(onReady));
        return notifier;
    });
}

void TestEpollDispatcher::hangUpWakesTheReader() {
    int fds[2];
    QVERIFY(::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0);
    QSocketNotifier notifier(fds[0], QSocketNotifier::Read);
    bool endSeen = false;
    connect(&notifier, &QSocketNotifier::activated, this, [&] {
        char c;
        if (::read(fds[0], &c, 1) == 0) {
            endSeen = true;
            notifier.setEnabled(false);
        }
    });
    ::close(fds[1]); // no data, only the hang-up
    QTRY_VERIFY(endSeen);
    ::close(fds[0]);
}

void TestEpollDispatcher::wakeUpFromAnotherThread() {
    // The loop sleeps in epoll_wait() (its only timer is the 20 s guard) until the other
    // thread's post wakes it through the eventfd.
    QEventLoop loop;
    bool delivered = false;
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    fromAnotherThread(50, [&] {
        QMetaObject::invokeMethod(
            &loop,
            [&] {
                delivered = true;
                loop.quit();
            },
            Qt::QueuedConnection);
    });
    loop.exec();
    QVERIFY(delivered);
}

void TestEpollDispatcher::exitFromAnotherThread() {
    QEventLoop loop;
    fromAnotherThread(30, [&] { loop.exit(7); }); // QEventLoop::exit is thread-safe
    QCOMPARE(loop.exec(), 7);
}

void TestEpollDispatcher::nestedLoopInsideATimer() {
    int outerFired = 0;
    bool innerDone = false;
    QTimer outer;
    outer.setInterval(1);
    connect(&outer, &QTimer::timeout, this, [&] {
        ++outerFired;
        outer.stop();
        QEventLoop inner;
        QTimer::singleShot(20, &inner, [&] {
            innerDone = true;
            inner.quit();
        });
        inner.exec(); // the outer timer's event is still being delivered meanwhile
    });
    outer.start();
    QTRY_VERIFY(innerDone);
    QCOMPARE(outerFired, 1);
}

void TestEpollDispatcher::regularFileIsAlwaysReady() {
    // epoll refuses regular files; poll() calls them always ready, and so does the dispatcher.
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("data");
    file.flush();
    QSocketNotifier notifier(int(file.handle()), QSocketNotifier::Read);
    int activations = 0;
    connect(&notifier, &QSocketNotifier::activated, this, [&] {
        if (++activations == 2) notifier.setEnabled(false);
    });
    QTRY_COMPARE(activations, 2);
    bool later = false;
    QTimer::singleShot(10, this, [&] { later = true; });
    QTRY_VERIFY(later); // and the loop goes on normally once it is disabled
    QCOMPARE(activations, 2);
}

void TestEpollDispatcher::processOutputAndExit() {
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"), QStringLiteral("read line; echo \"got $line\"; exit 3")});
    QVERIFY(process.waitForStarted());
    QSignalSpy finished(&process, &QProcess::finished);
    process.write("ping\n");
    QTRY_COMPARE(finished.size(), 1); // through the dispatcher's notifiers, not waitFor...()
    QCOMPARE(process.exitCode(), 3);
    QCOMPARE(process.readAllStandardOutput(), QByteArray("got ping\n"));
}

void TestEpollDispatcher::deferredDeleteHappens() {
    QPointer<QObject> object = new QObject;
    object->deleteLater();
    QTRY_VERIFY(object.isNull());
}

// The dispatcher calls a DirectSocketNotifier's ready() itself (no SockAct event), level-
// triggered like any notifier, and skips one that another deleted in the same pass; a SockAct
// event (what other dispatchers send) calls ready() too.
void TestEpollDispatcher::directNotifiersAreCalledWithoutEvents() {
    Pipe pipe;
    QByteArray got;
    DirectReader reader(pipe.read, [&] { got += pipe.take(1); });
    SocketEvents events;
    reader.installEventFilter(&events);
    pipe.put("abc");
    QTRY_COMPARE(got, QByteArray("abc"));
    QCOMPARE(events.count, 0);
    reader.setEnabled(false);
    pipe.put("d");
    QEvent sockAct(QEvent::SockAct);
    QCoreApplication::sendEvent(&reader, &sockAct);
    QCOMPARE(got, QByteArray("abcd"));
    QCOMPARE(events.count, 1);

    checkOneDeletesTheOther([](int fd, std::function<void()> onReady) {
        return new DirectReader(fd, std::move(onReady));
    });
}

int main(int argc, char** argv) {
    QCoreApplication::setEventDispatcher(new EpollEventDispatcher);
    QCoreApplication app(argc, argv);
    TestEpollDispatcher test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_epolldispatcher.moc"
