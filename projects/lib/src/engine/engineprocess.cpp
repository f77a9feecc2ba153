#include "engine/engineprocess.h"

#include "engine/cpuaffinity.h"
#include "engine/processgroups.h"
#include "io/directsocketnotifier.h"

#include <QElapsedTimer>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

namespace arbiter {

namespace {

// The least room for one read(); the buffer grows (up to a long line's length) to keep it.
constexpr qsizetype kMinReadRoom = 16 * 1024;

// A write to the pipe of an engine that has died fails with EPIPE instead of killing us with
// SIGPIPE (QProcess makes the same choice for the processes it writes to). A handler the
// application installed itself is left alone; true when SIGPIPE is ignored now.
bool ignoreSigpipe() {
    static const bool done = [] {
        struct sigaction current {};
        if (::sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_DFL)
            ::signal(SIGPIPE, SIG_IGN);
        return true;
    }();
    (void)done;
    struct sigaction now {};
    return ::sigaction(SIGPIPE, nullptr, &now) == 0 && now.sa_handler == SIG_IGN;
}

// write() with SIGPIPE held back in this thread: a program with a SIGPIPE handler of its own
// (Qt Test's crash handler, which ends the test run) is not signalled when the engine has
// just died or closed its input; the write fails with EPIPE as it does when SIGPIPE is
// ignored. The SIGPIPE such a write raises is thread-directed and taken back here.
ssize_t writeWithoutSigpipe(int fd, const char* data, size_t size) {
    sigset_t pipeOnly, before;
    sigemptyset(&pipeOnly);
    sigaddset(&pipeOnly, SIGPIPE);
    if (::pthread_sigmask(SIG_BLOCK, &pipeOnly, &before) != 0) return ::write(fd, data, size);
    const ssize_t n = ::write(fd, data, size);
    const int why = errno;
    if (n < 0 && why == EPIPE && !sigismember(&before, SIGPIPE)) {
        const timespec now{};
        while (::sigtimedwait(&pipeOnly, nullptr, &now) < 0 && errno == EINTR) {
        }
    }
    ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    errno = why;
    return n;
}

// A pipe whose descriptors are close-on-exec (no other engine inherits them) and above 2, so
// the child's own standard descriptors never clobber them before they are moved there.
bool makePipe(int fds[2], QString* error) {
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        const int why = errno;
        *error = QStringLiteral("cannot create a pipe: ") + QString::fromLocal8Bit(strerror(why));
        errno = why; // (for the caller)
        return false;
    }
    for (int i = 0; i < 2; ++i) {
        if (fds[i] > 2) continue;
        const int moved = ::fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
        ::close(fds[i]);
        fds[i] = moved;
    }
    return fds[0] >= 0 && fds[1] >= 0;
}

// Starting an engine takes about ten descriptors for a moment (our pipes, QProcess's own, the
// child's redirections). Without them the start fails in ways that look like the engine's fault
// ("No such file or directory", "Could not open input redirection"): checked first, so that a
// lack of descriptors is reported as what it is (EMFILE, ENFILE in errno).
bool haveDescriptorsToSpare() {
    constexpr int kNeeded = 10;
    int fds[kNeeded];
    int opened = 0;
    while (opened < kNeeded) {
        fds[opened] = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (fds[opened] < 0) break;
        ++opened;
    }
    const int why = errno;
    for (int i = 0; i < opened; ++i) ::close(fds[i]);
    errno = why;
    return opened == kNeeded;
}

void setNonBlocking(int fd) {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

// The notifier of one of the engine's pipes: the process's handler (onReadable, writeQueued)
// is called directly when the pipe is ready (io/directsocketnotifier.h).
class PipeNotifier final : public DirectSocketNotifier {
public:
    using Handler = void (EngineProcess::*)();
    PipeNotifier(int fd, Type type, EngineProcess* process, Handler handler)
        : DirectSocketNotifier(fd, type, process), m_process(process), m_handler(handler) {}
    void ready() override { (m_process->*m_handler)(); }

private:
    EngineProcess* m_process;
    Handler m_handler;
};

} // namespace

qint64 engineLogClockMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

QString EngineTraffic::format() const {
    return QStringLiteral("%1 %2%3(%4): %5")
        .arg(ms)
        .arg(direction == Direction::ToEngine ? QLatin1Char('>') : QLatin1Char('<'))
        .arg(engineName)
        .arg(engineId)
        .arg(text);
}

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {
    engineLogClockMs(); // start the log clock no later than the first engine
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, &EngineProcess::kill);
    // A program's output ends when it exits, and its exit is reported a moment later; only
    // when no exit follows has it closed its output and kept running.
    m_outputClosedTimer.setSingleShot(true);
    m_outputClosedTimer.setInterval(kOutputClosedGraceMs);
    connect(&m_outputClosedTimer, &QTimer::timeout, this, [this] {
        if (m_exitReported || m_process.state() == QProcess::NotRunning) return;
        // Exited but not yet reported (a busy event loop): exited() follows, say nothing.
        siginfo_t info{};
        const auto pid = m_process.processId();
        if (pid > 0 && ::waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid == pid)
            return;
        emit outputClosed();
    });
    connect(&m_process, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, &EngineProcess::onError);
    connect(&m_process, &QProcess::started, this, [this] {
        m_startReported = true;
        emit started();
    });
    m_buffer.resize(64 * 1024);
}

EngineProcess::~EngineProcess() {
    processgroups::killGroup(m_group);
    if (m_process.state() != QProcess::NotRunning) {
        m_process.blockSignals(true);
        m_process.kill();
        m_process.waitForFinished(1000);
    }
    endGroup();
    closeInput();
    closeOutput();
}

void EngineProcess::start(const QString& program, const QStringList& arguments,
                          const QString& workingDirectory, const QString& stderrFile) {
    int input[2] = {-1, -1}, output[2] = {-1, -1};
    QString error;
    const bool spare = haveDescriptorsToSpare();
    const int why = errno;
    if (!spare)
        error = QStringLiteral("cannot create a pipe: ") + QString::fromLocal8Bit(strerror(why));
    if (!spare || !makePipe(input, &error) || !makePipe(output, &error)) {
        const int cause = spare ? errno : why;
        m_outOfResources = cause == EMFILE || cause == ENFILE || cause == ENOMEM;
        for (int fd : {input[0], input[1], output[0], output[1]})
            if (fd >= 0) ::close(fd);
        m_exitReported = true;
        QTimer::singleShot(0, this, [this, error] { emit failedToStart(error); });
        return;
    }
    m_sigpipeIgnored = ignoreSigpipe();
    if (!workingDirectory.isEmpty()) m_process.setWorkingDirectory(workingDirectory);
    m_process.setStandardInputFile(QProcess::nullDevice());
    m_process.setStandardOutputFile(QProcess::nullDevice());
    if (stderrFile.isEmpty())
        m_process.setStandardErrorFile(QProcess::nullDevice());
    else
        m_process.setStandardErrorFile(stderrFile, QIODevice::Append);
    const int childInput = input[0], childOutput = output[1];
#ifdef Q_OS_LINUX
    // The CPUs are set in the child before exec, so the engine's threads all inherit them.
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    for (int cpu : m_cpus)
        if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &cpus);
    const bool pin = !m_cpus.empty();
#endif
#ifdef Q_OS_LINUX
    // The engine dies with us: if Arbiter is killed (SIGKILL, a crash) no engine is left behind
    // to search forever, whether it reads its closed input or not. (The parent that counts is
    // the thread starting the process; engines live in the thread that owns them.)
    const pid_t parent = ::getpid();
#endif
    // Runs in the child after QProcess has set up its (null) channels, before exec: our pipes
    // become standard input and output (dup2 clears close-on-exec on the copies).
    m_process.setChildProcessModifier([=] {
        // A process group of its own (engine/processgroups.h): ending the engine ends what it
        // started, and a Ctrl-C on the terminal reaches the manager alone, which quits it.
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(127); // died before prctl took effect
        if (pin) ::sched_setaffinity(0, sizeof cpus, &cpus);
#endif
        // An ordinary task, whatever the manager is (arbiter-cli runs as a batch task when
        // no engine is on a clock; policies other than real-time ones are inherited).
        if (::sched_getscheduler(0) == SCHED_BATCH) {
            sched_param param{};
            ::sched_setscheduler(0, SCHED_OTHER, &param);
        }
        ::dup2(childInput, STDIN_FILENO);
        ::dup2(childOutput, STDOUT_FILENO);
    });
    m_process.start(program, arguments, QIODevice::ReadWrite);
    // (QProcess forks in start(); the child's own setpgid may not have run yet, so it is made
    // here too: a kill of the group from now on reaches it.)
    if (const pid_t pid = pid_t(m_process.processId()); pid > 0) {
        ::setpgid(pid, pid);
        m_group = pid;
        processgroups::watch(m_group);
    }
    // The child has its copies now (or was never made: QProcess reports that).
    ::close(childInput);
    ::close(childOutput);
    m_input = input[1];
    m_output = output[0];
    setNonBlocking(m_input);
    setNonBlocking(m_output);
    m_readNotifier =
        new PipeNotifier(m_output, QSocketNotifier::Read, this, &EngineProcess::onReadable);
    m_writeNotifier =
        new PipeNotifier(m_input, QSocketNotifier::Write, this, &EngineProcess::writeQueued);
    m_writeNotifier->setEnabled(false);
}

bool EngineProcess::setCpus(const std::vector<int>& cpus) {
    m_cpus = cpus;
    if (cpus.empty() || !isRunning()) return true;
    return pinProcess(processId(), cpus);
}

void EngineProcess::writeLine(std::string_view line) {
    const qsizetype used = m_writeBuffer.size();
    m_writeBuffer.resize(used + qsizetype(line.size()) + 1);
    std::memcpy(m_writeBuffer.data() + used, line.data(), line.size());
    m_writeBuffer[used + qsizetype(line.size())] = '\n';
}

void EngineProcess::flush() {
    if (m_writeBuffer.size() == m_writeDone) return;
    if (m_input < 0) { // not started, failed or closed: nobody reads it
        m_writeBuffer.resize(0);
        m_writeDone = 0;
        return;
    }
    if (!m_waitingForRoom) writeQueued(); // else it goes when the pipe drains
}

void EngineProcess::writeQueued() {
    while (m_input >= 0 && m_writeDone < m_writeBuffer.size()) {
        const char* data = m_writeBuffer.constData() + m_writeDone;
        const size_t size = size_t(m_writeBuffer.size() - m_writeDone);
        // (With SIGPIPE ignored, as in arbiter-cli and the GUI, a plain write: no extra system
        // calls per command.)
        const ssize_t n = m_sigpipeIgnored ? ::write(m_input, data, size)
                                           : writeWithoutSigpipe(m_input, data, size);
        if (n > 0) {
            m_writeDone += n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            m_writeNotifier->setEnabled(true); // the engine's input is full: wait for room
            m_waitingForRoom = true;
            return;
        } else {
            break; // EPIPE: the engine no longer reads; its end is reported by exited()
        }
    }
    m_writeBuffer.resize(0); // keeps the capacity
    m_writeDone = 0;
    if (m_waitingForRoom && m_writeNotifier) m_writeNotifier->setEnabled(false);
    m_waitingForRoom = false;
    if (m_closeWhenWritten) closeInput();
}

void EngineProcess::closeAfter(int graceMs) {
    if (m_process.state() == QProcess::NotRunning) return;
    if (m_writeBuffer.size() > m_writeDone && m_input >= 0)
        m_closeWhenWritten = true; // "quit" first, then end of input
    else
        closeInput();
    m_killTimer.start(graceMs);
}

void EngineProcess::kill() {
    processgroups::killGroup(m_group); // the engine and whatever it started
    if (m_process.state() != QProcess::NotRunning) m_process.kill();
}

void EngineProcess::endGroup() {
    if (m_group <= 0) return;
    // The group outlives its leader while the engine's children run (a wrapper script's engine,
    // a helper it forked): they go with it. The leader has been reaped by now, so the group id
    // is held by those children alone; when none is left the kill finds nothing (a process id
    // is not handed out again while a group still uses it).
    processgroups::killGroup(m_group);
    processgroups::release(m_group);
    m_group = 0;
}

void EngineProcess::closeInput() {
    if (m_writeNotifier) {
        delete m_writeNotifier;
        m_writeNotifier = nullptr;
        m_waitingForRoom = false;
    }
    if (m_input >= 0) ::close(m_input);
    m_input = -1;
    m_writeBuffer.resize(0);
    m_writeDone = 0;
}

void EngineProcess::closeOutput() {
    if (m_readNotifier) {
        delete m_readNotifier;
        m_readNotifier = nullptr;
    }
    if (m_output >= 0) ::close(m_output);
    m_output = -1;
}

ssize_t EngineProcess::readOnce() {
    if (m_buffer.size() - m_used < kMinReadRoom) {
        // A long line: grow, but never far beyond the limit (takeBytes() drops such lines).
        m_buffer.resize(m_buffer.size() * 2);
    }
    const ssize_t got =
        ::read(m_output, m_buffer.data() + m_used, size_t(m_buffer.size() - m_used));
    if (got > 0) takeBytes(qsizetype(got));
    return got;
}

void EngineProcess::onReadable() {
    if (m_output < 0) return;
    const ssize_t got = readOnce();
    if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
        // End of output: the program is ending (exited() follows from QProcess), or it closed
        // its output and runs on (outputClosed() when no exit follows).
        m_readNotifier->setEnabled(false);
        if (got == 0) m_outputClosedTimer.start();
    }
}

void EngineProcess::takeBytes(qsizetype got) {
    const char* data = m_buffer.constData();
    qsizetype lineStart = 0;
    const qsizetype end = m_used + got;
    qsizetype scanFrom = m_used;
    for (;;) {
        const void* nl = std::memchr(data + scanFrom, '\n', size_t(end - scanFrom));
        if (!nl) break;
        const qsizetype nlPos = static_cast<const char*>(nl) - data;
        if (m_discarding > 0) {
            emit lineTooLong(m_discarding + (nlPos - lineStart));
            m_discarding = 0;
        } else {
            qsizetype len = nlPos - lineStart;
            if (len > 0 && data[lineStart + len - 1] == '\r') --len;
            if (m_lineHandler) m_lineHandler(std::string_view(data + lineStart, size_t(len)));
        }
        lineStart = nlPos + 1;
        scanFrom = lineStart;
    }
    // Keep the incomplete tail at the front of the buffer, unless it is an over-long line
    // being skipped.
    const qsizetype tail = end - lineStart;
    if (m_discarding > 0 || tail > kMaxLineLength) {
        m_discarding += tail;
        m_used = 0;
    } else {
        if (tail > 0 && lineStart > 0)
            std::memmove(m_buffer.data(), data + lineStart, size_t(tail));
        m_used = tail;
    }
    // Shrink back after an unusually long line so one burst does not pin memory.
    if (m_used == 0 && m_buffer.size() > 4 * 1024 * 1024) {
        m_buffer.resize(64 * 1024);
        m_buffer.squeeze();
    }
}

void EngineProcess::drain() {
    // Non-blocking reads until the pipe is empty or closed (a child of the engine may still
    // hold its write end: then it is empty, not closed).
    while (m_output >= 0) {
        const ssize_t got = readOnce();
        if (got == 0 || (got < 0 && errno != EINTR)) break;
    }
}

void EngineProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    m_killTimer.stop();
    m_outputClosedTimer.stop();
    endGroup();
    if (m_exitReported) return;
    m_exitReported = true;
    drain(); // deliver what is left in the pipe
    closeInput();
    closeOutput();
    emit exited(exitCode, status == QProcess::CrashExit);
}

void EngineProcess::onError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart && !m_startReported) {
        endGroup();
        m_exitReported = true;
        closeInput();
        closeOutput();
        emit failedToStart(m_process.errorString());
    }
}

} // namespace arbiter
