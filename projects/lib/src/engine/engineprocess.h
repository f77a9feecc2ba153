#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QSocketNotifier>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace arbiter {

// Milliseconds since the first engine was created (the clock of the debug log).
qint64 engineLogClockMs();

// One line of engine traffic for the debug log.
struct EngineTraffic {
    enum class Direction { ToEngine, FromEngine };
    qint64 ms = 0;
    Direction direction = Direction::ToEngine;
    QString engineName;
    int engineId = 0;
    QString text;

    // cutechess "-debug" style: "<ms> >Name(id): text" (to the engine) or "<ms> <Name(id): text".
    QString format() const;
};

// An engine program: started without a shell, output split into lines, input written line by
// line. It knows nothing about protocols. It runs in a process group of its own, which is
// ended with it (engine/processgroups.h).
//
// QProcess starts the program and reports its end; the engine's standard input and output
// are pipes of our own (dup2'ed onto 0 and 1 in the child), read and written with plain
// system calls: one read() per wake-up (QProcess asks FIONREAD first) and commands written at
// once (QProcess waits for the next event-loop round to find the pipe writable, one more
// poll() of every descriptor per command). That is the manager's largest saving per ply
// (bench/manager-overhead.sh). A pipe the engine does not empty is written as it drains.
class EngineProcess : public QObject {
    Q_OBJECT
public:
    // Lines longer than this are dropped (and reported) instead of being buffered without end.
    static constexpr qsizetype kMaxLineLength = 1 << 20;
    // How long after the end of its output a program that has not exited is taken to have
    // closed its output (the exit, when it comes, is seen directly as well: see outputClosed).
    static constexpr int kOutputClosedGraceMs = 1000;

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;

    // Called for every complete line (without the line break). The view is valid during the call.
    void setLineHandler(std::function<void(std::string_view)> handler) {
        m_lineHandler = std::move(handler);
    }

    void start(const QString& program, const QStringList& arguments,
               const QString& workingDirectory, const QString& stderrFile);
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
    qint64 processId() const { return m_process.processId(); }
    // The CPUs the program may run on (-use-affinity; empty: any). Set before start(), the
    // program starts on them, so every thread it makes inherits them; set while it runs, all
    // its threads are moved. False when the system refused.
    bool setCpus(const std::vector<int>& cpus);

    // Queues one line (a '\n' is appended); flush() hands the queued lines to the process in
    // one write, so a group of commands costs one system call.
    void writeLine(std::string_view line);
    void flush();
    // Closes the engine's input (once what is queued is written), waits graceMs for the
    // program to exit by itself, then kills it.
    void closeAfter(int graceMs);
    // SIGKILL to the engine and every process of its group (engine/processgroups.h).
    void kill();

    // The last start() failed for want of a resource of this process or system (descriptors,
    // memory), not because of the engine: nothing the engine can be blamed for.
    bool startFailedOutOfResources() const { return m_outOfResources; }

signals:
    void started();
    void failedToStart(const QString& reason);
    // The program ended. crashed: killed by a signal or a crash.
    void exited(int exitCode, bool crashed);
    // A line was longer than kMaxLineLength and was dropped.
    void lineTooLong(qint64 bytes);
    // The engine's standard output reached its end while the program still runs (it closed
    // it): nothing it says can arrive any more. Emitted after a short wait for the exit that
    // normally comes with the end of output (then exited() is emitted instead).
    void outputClosed();

private:
    void onReadable();
    // One read() into m_buffer (grown when short of room), its bytes handed to takeBytes();
    // returns what read() returned.
    ssize_t readOnce();
    // Splits the `got` bytes just read at m_buffer[m_used] into lines.
    void takeBytes(qsizetype got);
    // Reads what is left in the pipe (the program has ended).
    void drain();
    void writeQueued();
    void closeInput();
    void closeOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    // Kills what is left of the engine's process group and stops watching it.
    void endGroup();
    void onError(QProcess::ProcessError error);

    QProcess m_process; // starts the program and reports its end; no I/O channels of its own
    QTimer m_killTimer;
    pid_t m_group = 0;          // the engine's process group (its process id) until it is ended
    QTimer m_outputClosedTimer; // end of output seen: the exit should follow
    int m_input = -1;           // our end of the engine's standard input (non-blocking)
    int m_output = -1;          // our end of the engine's standard output (non-blocking)
    QSocketNotifier* m_readNotifier = nullptr;
    QSocketNotifier* m_writeNotifier = nullptr; // on only while the engine's input is full
    bool m_waitingForRoom = false; // m_writeNotifier is on (kept here: the notifier is not
                                   // asked, nor turned off again, at every command)
    QByteArray m_buffer;           // reused read buffer; holds an incomplete line between reads
    qsizetype m_used = 0;
    qint64 m_discarding = 0; // > 0 while skipping the rest of an over-long line
    bool m_startReported = false;
    bool m_exitReported = false;
    bool m_outOfResources = false;
    bool m_closeWhenWritten = false;
    bool m_sigpipeIgnored = false; // at start(): writes need no guard against SIGPIPE
    std::function<void(std::string_view)> m_lineHandler;
    std::vector<int> m_cpus;   // setCpus()
    QByteArray m_writeBuffer;  // queued output, reused
    qsizetype m_writeDone = 0; // bytes of m_writeBuffer already written
};

} // namespace arbiter
