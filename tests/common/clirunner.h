// The one way test suites run the real arbiter-cli process: CliRun holds how a run ended and
// what it printed, and every suite checks it the same way,
//
//     const CliRun run = runCli(args, dir.path());
//     QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
//
// so a failure always shows the exit code, whether the run had to be killed, and both outputs.
// The engine arguments most suites play with are here too; reading what a run leaves behind
// (game lines, ranking table, PGN files) is in clioutput.h.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>

namespace arbiter::test {

struct CliRun {
    bool finished = false; // false: it did not end within the time limit and was killed
    int exitCode = -1;     // -1 when arbiter-cli crashed or was killed
    QString out;
    QString err;

    QStringList lines() const; // the non-empty lines of `out`
    QString lastLine() const;
    // Exit code, whether it finished, standard output and errors, for failure messages.
    QString describe() const;
};

// A limit far above what any run of the suites takes: only a hung arbiter-cli reaches it.
constexpr int kCliRunLimitMs = 600000;

// Runs bin/arbiter-cli with `args` in `dir` and waits for it to end (or kills it at `limitMs`).
// `inChild` runs in the new process before arbiter-cli starts (to lower a limit, say).
CliRun runCli(const QStringList& args, const QString& dir, int limitMs = kCliRunLimitMs,
              const std::function<void()>& inChild = {});

// Reads the standard output of a running arbiter-cli into *out until `text` has appeared `count`
// times (e.g. "Started game", "Finished game"). False when it ends or is silent for `silenceMs`
// first.
bool readOutputUntil(QProcess& process, const QString& text, int count, QString* out,
                     int silenceMs = 300000);

inline const QString kStockfish = QStringLiteral("/usr/games/stockfish");

// "-engine name=NAME cmd=PROGRAM proto=uci tc=inf depth=DEPTH" for arbiter-engine / stockfish.
QStringList builtinEngine(const QString& name, int depth);
QStringList stockfishEngine(const QString& name, int depth);
bool haveStockfish();

// bench/data/openings.epd: 40 common openings, shared with the overhead benchmark.
QString openingsEpdPath();

} // namespace arbiter::test
