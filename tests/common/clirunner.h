// Running the real arbiter-cli process from a test and reading the files it leaves behind:
// shared by the suites that play tournaments through arbiter-cli (the cli_e2e suite has a
// richer version with output parsers in tests/cli_e2e/clirun.h).
#pragma once

#include "testdata.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace arbiter::test {

struct CliRun {
    int exitCode = -1; // -1 when arbiter-cli crashed or had to be killed
    QString out;
    QString err;
};

// Runs bin/arbiter-cli with `args` in `dir` and waits for it to end. The limit is far above
// what a run takes: only a hung arbiter-cli reaches it, and then `err` says so.
inline CliRun runCli(const QStringList& args, const QString& dir, int limitMs = 600000) {
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(binPath(QStringLiteral("arbiter-cli")), args);
    CliRun run;
    if (!process.waitForFinished(limitMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("arbiter-cli did not finish");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Reads the standard output of a running arbiter-cli into *out until `text` has appeared `count`
// times (e.g. "Started game", "Finished game"). False when it ends or is silent for `silenceMs`
// first.
inline bool readOutputUntil(QProcess& process, const QString& text, int count, QString* out,
                            int silenceMs = 300000) {
    while (out->count(text) < count) {
        if (!process.waitForReadyRead(silenceMs)) return false;
        *out += QString::fromUtf8(process.readAllStandardOutput());
    }
    return true;
}

// The whole file as UTF-8 text; empty when it cannot be read.
inline QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace arbiter::test
