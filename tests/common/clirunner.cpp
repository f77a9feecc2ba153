#include "clirunner.h"

#include "testdata.h"

#include <QFile>

namespace arbiter::test {

QStringList CliRun::lines() const {
    return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QString CliRun::lastLine() const {
    const QStringList all = lines();
    return all.isEmpty() ? QString() : all.last();
}

QString CliRun::describe() const {
    return QStringLiteral("exit code %1%2\n--- stdout:\n%3\n--- stderr:\n%4")
        .arg(exitCode)
        .arg(finished ? QString() : QStringLiteral(" (did not finish and was killed)"), out, err);
}

CliRun runCli(const QStringList& args, const QString& dir, int limitMs,
              const std::function<void()>& inChild) {
    QProcess process;
    process.setWorkingDirectory(dir);
    if (inChild) process.setChildProcessModifier(inChild);
    process.start(binPath(QStringLiteral("arbiter-cli")), args);
    CliRun run;
    run.finished = process.waitForFinished(limitMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode =
        run.finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

bool readOutputUntil(QProcess& process, const QString& text, int count, QString* out,
                     int silenceMs) {
    while (out->count(text) < count) {
        if (!process.waitForReadyRead(silenceMs)) return false;
        *out += QString::fromUtf8(process.readAllStandardOutput());
    }
    return true;
}

namespace {
QStringList engineArgs(const QString& name, const QString& program, int depth) {
    return {QStringLiteral("-engine"),        QStringLiteral("name=") + name,
            QStringLiteral("cmd=") + program, QStringLiteral("proto=uci"),
            QStringLiteral("tc=inf"),         QStringLiteral("depth=") + QString::number(depth)};
}
} // namespace

QStringList builtinEngine(const QString& name, int depth) {
    return engineArgs(name, binPath(QStringLiteral("arbiter-engine")), depth);
}

QStringList stockfishEngine(const QString& name, int depth) {
    return engineArgs(name, kStockfish, depth);
}

bool haveStockfish() {
    return QFile::exists(kStockfish);
}

QString openingsEpdPath() {
    return QStringLiteral(ARBITER_TEST_DATA_DIR "/../../bench/data/openings.epd");
}

} // namespace arbiter::test
