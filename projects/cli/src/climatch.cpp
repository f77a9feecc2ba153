#include "climatch.h"

#include "description/fastchesscli.h"
#include "fastchessprinter.h"
#include "tablebase/syzygytablebases.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
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
    // fastchess's -pgnout append=false: the file starts empty (not when resuming).
    const bool fresh = !m_options.fastchess.pgnAppend && m_session->options().pgnOut &&
                       m_options.dialect == Dialect::Fastchess && !m_session->options().resumeState;
    if (fresh) {
        QFile file(m_session->options().pgnOut->file);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
    }
    // fastchess prints these while it reads its options, before its log file is open and
    // before -strict is in force (no printer yet: stopOnWarning() lets them pass).
    if (m_options.dialect == Dialect::Fastchess) printLines(fastchessOptionLines(m_options));
    // The state file, engines, openings, books, PGN and EPD files; games start once the event
    // loop runs (main() exits with code 2 on a problem).
    const FastchessLogSettings& log = m_options.fastchess.log;
    if (m_options.dialect == Dialect::Fastchess && !log.file.isEmpty()) {
        if (!m_log.open(log, error)) return false;
        m_log.onWriteFailure([this](const QString& warning) { print(warning); });
        using L = FastchessLogSettings::Level;
        m_log.write(L::Info, fastchessVersionText().section(QLatin1Char('\n'), 0, 0));
        m_log.write(
            L::Info,
            QStringLiteral("Setting seed to: %1").arg(m_session->options().tournament.randomSeed));
    }
    const int tablePieces = scanTablebases();
    if (m_options.dialect == Dialect::Fastchess && !loadTablebasesAsFastchess(tablePieces))
        return false;
    if (!m_session->start(error)) return false;
    if (m_log.isOpen())
        m_session->runner().setTrafficObserver(
            [this](const EngineTraffic& t) { m_log.traffic(t); });
    const MatchPrinter::Print printGameLines = [this](const QStringList& lines) {
        if (!m_strictStop) printLines(lines);
    };
    m_printer = makeMatchPrinter(*m_session, printGameLines); // fastchess's suite indexing
    m_log.write(FastchessLogSettings::Level::Info, QStringLiteral("Starting tournament..."));
    if (m_options.dialect == Dialect::Fastchess &&
        (checksPvs(m_options) || (m_options.fastchess.showLatency && m_log.isOpen()))) {
        m_moveChecks = std::make_unique<FastchessMoveChecks>(*m_session, printGameLines, m_log);
        m_session->runner().setMoveObserver([this](const ScheduledGame& game, const Game& play) {
            if (!m_strictStop) m_moveChecks->moveMade(game, play);
        });
    }
    m_printer->starting();
    connect(&m_session->runner(), &TournamentRunner::gameStopped, this,
            [this](const FinishedGame& game) { m_printer->gameStopped(game); });
    if (m_options.dialect == Dialect::Fastchess)
        connect(&m_session->runner(), &TournamentRunner::engineLostOutsideAGame, this,
                [this](const QString&, const QString&, int nextGame) { announceStop(nextGame); });
    // Before a game is recorded: the dialect's warnings about how it ended; under -strict the
    // first one stops the run, and the runner then leaves the game out (see stopOnWarning).
    m_session->runner().setGameEndObserver([this](const FinishedGame& game) {
        if (m_options.dialect == Dialect::Fastchess) {
            logEngineFault(game);
            announceFaultStop(game);
        }
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

// fastchess loads -tb's tables as the tournament starts and stops with exit code 1 when it
// finds none (its TournamentManager::start); `largestPieces` is scanTablebases()'s, which counts
// valid tables only, so that broken files are never "Loaded".
bool CliMatch::loadTablebasesAsFastchess(int largestPieces) {
    const TablebaseSpec& spec = m_options.tablebases;
    if (spec.paths.isEmpty()) return true;
    using L = FastchessLogSettings::Level;
    const QString paths = spec.paths.join(QLatin1Char(':'));
    m_log.write(L::Info, QStringLiteral("Loading Syzygy tablebases..."));
    if (largestPieces == 0) {
        const QString error =
            QStringLiteral("Error: Failed to load Syzygy tablebases from the following "
                           "directories: ") +
            paths;
        m_out << error << '\n';
        m_out.flush();
        m_log.write(L::Info, error + QLatin1Char('\n'));
        m_exitCode = 1;
        return false;
    }
    m_log.write(L::Info, QStringLiteral("Loaded %1-piece Syzygy tablebases.").arg(largestPieces));
    return true;
}

void CliMatch::printTotalTime(qint64 elapsedMs) {
    const qint64 s = elapsedMs / 1000;
    const QString line = QString::asprintf(
        "Total Time: %02lld:%02lld:%02lld (hours:minutes:seconds)", s / 3600, s / 60 % 60, s % 60);
    m_out << line << "\n\n";
    m_out.flush();
    // fastchess's message ends with a newline of its own, and its printer adds one (logPrinted).
    m_log.write(FastchessLogSettings::Level::Info, line + QStringLiteral("\n\n"));
}

// The command that continues this tournament, in the dialect it was started in.
QString CliMatch::resumeCommand() const {
    const QString file = m_options.stateFile;
    if (m_options.dialect == Dialect::Fastchess)
        return QStringLiteral("Resume with: %1 -config file=%2")
            .arg(QCoreApplication::arguments().value(0, QStringLiteral("fastchess")), file);
    return QStringLiteral("Resume with: arbiter-cli -resume %1").arg(file);
}

void CliMatch::print(const QString& line) {
    printLines({line});
}

void CliMatch::printLines(const QStringList& lines) {
    for (const QString& l : lines) {
        m_out << l << '\n';
        if (m_log.isOpen()) logPrinted(l);
        stopOnWarning(l);
    }
    m_out.flush();
}

// fastchess stops at its first warning under -strict (its logger raises the stop), reports
// no game after it, and ends with exit code 1. It neither writes nor counts a game that ends
// once the stop is raised: the one that warned (an illegal move, a PV warning) and the others
// running are missing from the PGN, the EPD and the state, and -config file= plays them.
// (fastchess 1.8.2 app/src/main.cpp, main(), and
// app/src/matchmaking/tournament/base/tournament.cpp, BaseTournament::playGame.)
void CliMatch::stopOnWarning(const QString& line) {
    if (line.startsWith(QLatin1String("Warning")))
        strictStop(line.section(QLatin1Char('\n'), 0, 0));
}

void CliMatch::strictStop(const QString& warning) {
    if (m_options.dialect != Dialect::Fastchess || !m_options.fastchess.strict || m_strictStop ||
        !m_printer)
        return;
    m_strictStop = true;
    m_session->stop(QStringLiteral("-strict: ") + warning);
}

// fastchess logs a game lost on time, by a crash or by a stall as a warning of its logger, which
// it does not print; the warning stops a -strict run all the same, unless -log level= is above
// warn (then its logger drops the line before the -strict test). Match::setEngineTimeoutStatus
// and its neighbours in fastchess's public sources.
void CliMatch::logEngineFault(const FinishedGame& game) {
    using T = GameResult::Termination;
    const GameResult& result = game.result;
    const QString engine = result.loserSide() == White ? game.whiteName : game.blackName;
    QString warning;
    switch (result.termination()) {
    case T::TimeForfeit: {
        static const QRegularExpression overrun(QStringLiteral("\\((\\d+)ms overrun\\)"));
        const QString ms = overrun.match(QString::fromStdString(result.reason())).captured(1);
        warning = QStringLiteral("Engine %1 loses on time by %2ms")
                      .arg(engine, ms.isEmpty() ? QStringLiteral("0") : ms);
        break;
    }
    case T::Disconnection: warning = QStringLiteral("Engine %1 disconnects").arg(engine); break;
    case T::StalledConnection: warning = QStringLiteral("Engine %1 stalls").arg(engine); break;
    default: return;
    }
    using L = FastchessLogSettings::Level;
    m_log.write(L::Warn, warning, QString::number(game.game.number));
    if (m_options.fastchess.log.level <= L::Warn) strictStop(warning);
}

// fastchess without -recover stops at a game an engine lost by a crash or a stall, unless a
// stop is already under way (-strict's at the loss's warning, say): it says so before the
// game's Finished line, counts the game but writes it to neither the PGN nor the EPD file
// (Compatibility::stopUnwrittenOnFault), leaves it out of the players' crash counts,
// prints no results after it, and ends with exit code 1 as an interrupted tournament.
// (BaseTournament::playGame and main() in fastchess's public source.)
void CliMatch::announceFaultStop(const FinishedGame& game) {
    using T = GameResult::Termination;
    const T how = game.result.termination();
    if (how == T::Disconnection || how == T::StalledConnection) announceStop(game.game.number);
}

// An engine that crashed or stopped answering between games (or was killed after a loss on
// time) stops fastchess when its next game starts and finds it unresponsive: the same lines
// and exit code as a stall in a game, naming that next game. (It used to end with cutechess's
// "Stopping the tournament" line and exit code 0, which fishtest's worker takes for a
// completed batch.)
void CliMatch::announceStop(int gameNumber) {
    if (m_options.tournament.recover || m_strictStop || m_faultStop || m_session->wasStopped())
        return;
    m_faultStop = true;
    print(QStringLiteral("Game %1 stalled / disconnected and no recover option set for engine, "
                         "stopping tournament.")
              .arg(gameNumber));
}

// fastchess writes what it prints through its logger into its log too (fastchess 1.8.2
// app/src/core/logger/logger.hpp, Logger::print): its warnings and the stop without -recover, and
// at info level the opening suite's indexing, the CRC32 lines, the players' time losses and crashes
// (the block and the empty lines around it), the interruption and the end of the run; not the game
// lines and results, which it writes to the console alone. The logger hands the log the line with
// its newline, so an empty line follows each.
void CliMatch::logPrinted(const QString& line) {
    using L = FastchessLogSettings::Level;
    static const QRegularExpression warning(
        QStringLiteral("^(Warning|Game \\d+ stalled / disconnected and no recover)"));
    static const QRegularExpression info(QStringLiteral(
        "^(Finished match|Indexing opening suite\\.\\.\\.|File .* has CRC32: |Player: |  Timeouts: "
        "|  Crashed: |Tournament was interrupted|$)"));
    if (warning.match(line).hasMatch())
        m_log.write(L::Warn, line + QLatin1Char('\n'));
    else if (info.match(line).hasMatch())
        m_log.write(L::Info, line + QLatin1Char('\n'));
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
        if (!m_strictStop && !m_faultStop) m_printer->finished(interrupted);
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
        print(resumeCommand());
        m_exitCode = 1;
    } else if (m_strictStop || m_faultStop) {
        print(QStringLiteral("Tournament was interrupted. To resume the tournament, run: %1 "
                             "-config file=%2")
                  .arg(QCoreApplication::arguments().value(0, QStringLiteral("fastchess")),
                       m_options.stateFile));
        m_exitCode = 1;
    } else if (interrupted && !m_options.stateFile.isEmpty()) {
        print(QStringLiteral("Interrupted: the tournament state is saved in %1")
                  .arg(m_options.stateFile));
        print(resumeCommand());
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
