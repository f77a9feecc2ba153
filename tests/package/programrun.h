// Runs one of the built programs (or a tool such as cmake or groff) to the end and keeps what it
// printed: the package suites' one way of starting a process.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace arbiter::test {

struct ProgramRun {
    bool finished = false;
    int exitCode = -1;
    QString out, err;
    QString describe() const {
        return QStringLiteral("finished=%1 exit=%2\nstdout:\n%3\nstderr:\n%4")
            .arg(finished)
            .arg(exitCode)
            .arg(out, err);
    }
};

inline ProgramRun runProgram(const QString& program, const QStringList& arguments,
                             const QString& workingDirectory = {}) {
    QProcess process;
    if (!workingDirectory.isEmpty()) process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    ProgramRun run;
    // A safety net, not a timing assertion: these programs answer at once.
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("%1 did not finish (or could not start: %2)")
                      .arg(program, process.errorString());
        return run;
    }
    run.finished = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = run.finished ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace arbiter::test
