#include "climatch.h"

#include "tablebase/syzygytablebases.h"

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace arbiter::cli {

CliMatch::CliMatch(const TournamentDescription& options, QObject* parent)
    : QObject(parent), m_options(options), m_out(stdout) {
    m_session = std::make_unique<TournamentSession>(options);
    m_options.resumeState.reset(); // the session's copy is the one used (and let go once started)
    connect(m_session.get(), &TournamentSession::gameStarted, this,
            [this](const ScheduledGame& g, const QString&, const QString&) {
                m_printer->gameStarted(g);
            });
    connect(m_session.get(), &TournamentSession::gameFinished, this, &CliMatch::onGameFinished);
    connect(m_session.get(), &TournamentSession::message, this, &CliMatch::print);
    connect(m_session.get(), &TournamentSession::finished, this, &CliMatch::onFinished);
}

CliMatch::~CliMatch() = default;

bool CliMatch::start(QString* error) {
    m_run =
        makeMatchRun(*m_session, m_out, [this](const QStringList& lines) { printLines(lines); });
    if (!m_run->prepare(error) || !m_run->tablesScanned(scanTablebases())) {
        if (error->isEmpty()) m_exitCode = 1; // the run's own message is out
        return false;
    }
    // The state file, engines, openings, books, PGN and EPD files; games start once the event
    // loop runs (main() exits with code 2 on a problem).
    if (!m_session->start(error)) return false;
    const MatchPrinter::Print printGameLines = [this](const QStringList& lines) {
        if (!m_run->gameLinesEnded()) printLines(lines);
    };
    m_printer = makeMatchPrinter(*m_session, printGameLines); // fastchess's suite indexing
    m_run->started(printGameLines);
    m_printer->starting();
    connect(&m_session->runner(), &TournamentRunner::gameStopped, this,
            [this](const FinishedGame& game) { m_printer->gameStopped(game); });
    // Before a game is recorded: the dialect's warnings about how it ended; under fastchess's
    // -strict the first one stops the run, and the runner then leaves the game out.
    m_session->runner().setGameEndObserver([this](const FinishedGame& game) {
        m_run->gameEnded(game);
        m_printer->gameEnded(game);
    });
    m_session->runner().setPgnWrittenObserver(
        [this](const std::string& text) { m_printer->pgnWritten(text); });
    return true;
}

// -tb's directories as the run starts (the games use the runner's own set): the files that
// cannot be tables (empty, random, another kind) are skipped and named on standard error, in
// both dialects. Returns the most pieces of a valid table (0: none, or no -tb).
int CliMatch::scanTablebases() {
    const TablebaseSpec& spec = m_options.tablebases;
    if (spec.paths.isEmpty()) return 0;
    syzygy::Tablebases tables;
    tables.addDirectories(spec.paths.join(QLatin1Char(';')));
    for (const QString& problem : tables.problems())
        std::fprintf(stderr, "Warning: -tb: %s\n", qPrintable(problem));
    std::fflush(stderr);
    return tables.largestPieceCount();
}

void CliMatch::printTotalTime(qint64 elapsedMs) {
    m_run->ended(elapsedMs);
}

void CliMatch::print(const QString& line) {
    printLines({line});
}

void CliMatch::printLines(const QStringList& lines) {
    for (const QString& l : lines) {
        m_out << l << '\n';
        if (m_run) m_run->printed(l);
    }
    m_out.flush();
}

void CliMatch::onGameFinished(const FinishedGame& game) {
    m_plies += game.record.plyCount();
    m_printer->gameFinished(game);
}

void CliMatch::interrupt() {
    m_session->stop(QStringLiteral("Interrupted"));
}

void CliMatch::onFinished() {
    const bool interrupted = m_session->wasStopped();
    const bool saved = m_session->stateError().isEmpty();
    if (!saved) {
        // The standings would count games the state file does not hold (and a resumed run
        // plays again): not shown.
        print(QStringLiteral("No final results: the state file could not record every game"));
    } else if (m_printer && !m_session->stateRemoved()) {
        // (refused before any game: no tables)
        if (!m_run->stoppedItself()) m_printer->finished(interrupted);
        printLines(m_printer->closingLines());
    }
    if (!saved) print(QStringLiteral("Error: ") + m_session->stateError());
    // A full disk, say (each failure was warned about as it happened).
    auto reportMissing = [&](int missing, const QString& file) {
        if (missing == 0 || file.isEmpty()) return;
        print(QStringLiteral("Error: %1 %2 missing from '%3' (it could not be written); %4")
                  .arg(missing)
                  .arg(missing == 1 ? QStringLiteral("game is") : QStringLiteral("games are"))
                  .arg(file)
                  .arg(saved ? QStringLiteral("the state file keeps them: arbiter-cli -resume %1 "
                                              "writes them")
                                   .arg(m_options.stateFile)
                             : QStringLiteral("they are lost with the state")));
        m_exitCode = 1;
    };
    reportMissing(m_session->missingPgnGames(),
                  m_options.pgnOut ? m_options.pgnOut->file : QString());
    reportMissing(m_session->missingEpdGames(), m_options.epdOut);
    if (!m_session->runner().refusal().isEmpty()) {
        // The "Error: ..." line came when it was found. Exit code 2: the command line asks
        // for what its engines cannot do (docs/cli.md, Exit codes).
        if (saved && !m_session->stateRemoved())
            print(QStringLiteral("Resume with: arbiter-cli -resume %1").arg(m_options.stateFile));
        m_exitCode = 2;
    } else if (saved && !m_session->runner().managerError().isEmpty()) {
        print(QStringLiteral("Stopped: the tournament state is saved in %1; the games that could "
                             "not start are played when it is resumed")
                  .arg(m_options.stateFile));
        print(QStringLiteral("Resume with: arbiter-cli -resume %1").arg(m_options.stateFile));
        m_exitCode = 1;
    } else if (!saved || m_session->stateLost()) {
        // A full disk, say. The state file is replaced atomically, so the last one written is
        // whole; a resumed run plays the games it does not know again.
        print(saved ? QStringLiteral("Stopped: the tournament state could not be saved; it is "
                                     "saved now in %1")
                          .arg(m_options.stateFile)
                    : QStringLiteral("The tournament state could not be saved; the last state "
                                     "written is in %1")
                          .arg(m_options.stateFile));
        print(m_run->resumeCommand(m_options.stateFile));
        m_exitCode = 1;
    } else if (m_run->stoppedItself()) {
        print(m_run->stoppedLine(m_options.stateFile));
        m_exitCode = 1;
    } else if (interrupted && !m_options.stateFile.isEmpty()) {
        print(QStringLiteral("Interrupted: the tournament state is saved in %1")
                  .arg(m_options.stateFile));
        print(m_run->resumeCommand(m_options.stateFile));
        m_exitCode = 130;
    }
    if (m_options.cpuInfo) printCpuInfo();
    print(QStringLiteral("Finished match"));
    Q_EMIT finished();
}

// -cpuinfo: this process's CPU time alone (getrusage(RUSAGE_SELF) leaves out the engines, which
// are child processes) per ply of the finished games, the figure of bench/manager-overhead.sh,
// and how often per ply the kernel switched it out (each wake-up by an engine costs two).
void CliMatch::printCpuInfo() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto micros = [](const timeval& t) { return qint64(t.tv_sec) * 1000000 + t.tv_usec; };
    const qint64 user = micros(usage.ru_utime);
    const qint64 sys = micros(usage.ru_stime);
    const double plies = double(std::max<long long>(m_plies, 1));
    print(QStringLiteral("Manager CPU time: %1 ms user, %2 ms sys, %3 plies, %4 us/ply, %5 "
                         "context switches/ply")
              .arg(user / 1000)
              .arg(sys / 1000)
              .arg(m_plies)
              .arg(m_plies > 0 ? double(user + sys) / plies : 0.0, 0, 'f', 1)
              .arg(double(usage.ru_nvcsw + usage.ru_nivcsw) / plies, 0, 'f', 2));
}

} // namespace arbiter::cli
