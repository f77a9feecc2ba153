#include "fastchessrun.h"

#include "description/fastchesscli.h"
#include "description/runnersettings.h"
#include "fastchessprinter.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace arbiter::cli {

std::unique_ptr<MatchRun> makeMatchRun(TournamentSession& session, QTextStream& out,
                                       MatchRun::Print print) {
    if (session.options().dialect == Dialect::Fastchess)
        return std::make_unique<FastchessRun>(session, out, std::move(print));
    return std::make_unique<MatchRun>();
}

FastchessRun::FastchessRun(TournamentSession& session, QTextStream& out, Print print)
    : m_session(session), m_options(session.options()), m_out(out), m_print(std::move(print)) {}

bool FastchessRun::prepare(QString* error) {
    // -pgnout append=false: the file starts empty (not when resuming).
    if (!m_options.fastchess.pgnAppend && m_options.pgnOut && !m_options.resumeState) {
        QFile file(m_options.pgnOut->file);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
    }
    // fastchess prints these while it reads its options, before its log file is open and
    // before -strict is in force (not started yet: printed() lets them pass).
    m_print(fastchessOptionLines(m_options));
    const FastchessLogSettings& log = m_options.fastchess.log;
    if (!log.file.isEmpty()) {
        if (!m_log.open(log, error)) return false;
        m_log.onWriteFailure([this](const QString& warning) { m_print({warning}); });
        using L = FastchessLogSettings::Level;
        m_log.write(L::Info, fastchessVersionText().section(QLatin1Char('\n'), 0, 0));
        m_log.write(L::Info,
                    QStringLiteral("Setting seed to: %1").arg(m_options.tournament.randomSeed));
    }
    return true;
}

// fastchess loads -tb's tables as the tournament starts and stops with exit code 1 when it
// finds none (its TournamentManager::start); `largestPieces` counts valid tables only, so that
// broken files are never "Loaded".
bool FastchessRun::tablesScanned(int largestPieces) {
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
        return false;
    }
    m_log.write(L::Info, QStringLiteral("Loaded %1-piece Syzygy tablebases.").arg(largestPieces));
    return true;
}

void FastchessRun::started(const MatchPrinter::Print& gameLines) {
    m_started = true;
    TournamentRunner& runner = m_session.runner();
    if (m_log.isOpen())
        runner.setTrafficObserver([this](const EngineTraffic& t) { m_log.traffic(t); });
    m_log.write(FastchessLogSettings::Level::Info, QStringLiteral("Starting tournament..."));
    if (checksPvs(m_options) || (m_options.fastchess.showLatency && m_log.isOpen())) {
        m_moveChecks = std::make_unique<FastchessMoveChecks>(m_session, gameLines, m_log);
        runner.setMoveObserver([this](const ScheduledGame& game, const Game& play) {
            if (!m_strictStop) m_moveChecks->moveMade(game, play);
        });
    }
    QObject::connect(
        &runner, &TournamentRunner::engineLostOutsideAGame, &runner,
        [this](const QString&, const QString&, int nextGame) { announceStop(nextGame); });
}

void FastchessRun::gameEnded(const FinishedGame& game) {
    logEngineFault(game);
    announceFaultStop(game);
}

// fastchess stops at its first warning under -strict (its logger raises the stop), reports
// no game after it, and ends with exit code 1. It neither writes nor counts a game that ends
// once the stop is raised: the one that warned (an illegal move, a PV warning) and the others
// running are missing from the PGN, the EPD and the state, and -config file= plays them.
// (fastchess 1.8.2 app/src/main.cpp, main(), and
// app/src/matchmaking/tournament/base/tournament.cpp, BaseTournament::playGame.)
void FastchessRun::printed(const QString& line) {
    if (m_log.isOpen()) logPrinted(line);
    if (line.startsWith(QLatin1String("Warning")))
        strictStop(line.section(QLatin1Char('\n'), 0, 0));
}

void FastchessRun::strictStop(const QString& warning) {
    if (!m_options.fastchess.strict || m_strictStop || !m_started) return;
    m_strictStop = true;
    m_session.stop(QStringLiteral("-strict: ") + warning);
}

// fastchess logs a game lost on time, by a crash or by a stall as a warning of its logger, which
// it does not print; the warning stops a -strict run all the same, unless -log level= is above
// warn (then its logger drops the line before the -strict test). Match::setEngineTimeoutStatus
// and its neighbours in fastchess 1.8.2 app/src/matchmaking/match/match.cpp.
void FastchessRun::logEngineFault(const FinishedGame& game) {
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
// (Compatibility::stopUnwrittenOnFault, game/compatibility.h), leaves it out of the players'
// crash counts, prints no results after it, and ends with exit code 1 as an interrupted
// tournament. (fastchess 1.8.2 app/src/matchmaking/tournament/base/tournament.cpp,
// BaseTournament::playGame, and app/src/main.cpp, main().)
void FastchessRun::announceFaultStop(const FinishedGame& game) {
    using T = GameResult::Termination;
    const T how = game.result.termination();
    if (how == T::Disconnection || how == T::StalledConnection) announceStop(game.game.number);
}

// An engine that crashed or stopped answering between games (or was killed after a loss on
// time) stops fastchess when its next game starts and finds it unresponsive: the same lines
// and exit code as a stall in a game, naming that next game. (It used to end with cutechess's
// "Stopping the tournament" line and exit code 0, which fishtest's worker takes for a
// completed batch.)
void FastchessRun::announceStop(int gameNumber) {
    if (m_options.tournament.recover || m_strictStop || m_faultStop || m_session.wasStopped())
        return;
    m_faultStop = true;
    m_print({QStringLiteral("Game %1 stalled / disconnected and no recover option set for "
                            "engine, stopping tournament.")
                 .arg(gameNumber)});
}

// fastchess writes what it prints through its logger into its log too (fastchess 1.8.2
// app/src/core/logger/logger.hpp, Logger::print): its warnings and the stop without -recover, and
// at info level the opening suite's indexing, the CRC32 lines, the players' time losses and crashes
// (the block and the empty lines around it), the interruption and the end of the run; not the game
// lines and results, which it writes to the console alone. The logger hands the log the line with
// its newline, so an empty line follows each.
void FastchessRun::logPrinted(const QString& line) {
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

QString FastchessRun::stoppedLine(const QString& stateFile) const {
    return QStringLiteral("Tournament was interrupted. To resume the tournament, run: %1 "
                          "-config file=%2")
        .arg(QCoreApplication::arguments().value(0, QStringLiteral("fastchess")), stateFile);
}

QString FastchessRun::resumeCommand(const QString& stateFile) const {
    return QStringLiteral("Resume with: %1 -config file=%2")
        .arg(QCoreApplication::arguments().value(0, QStringLiteral("fastchess")), stateFile);
}

// fastchess's last line, then an empty one, in its log too.
void FastchessRun::ended(qint64 elapsedMs) {
    const qint64 s = elapsedMs / 1000;
    const QString line = QString::asprintf(
        "Total Time: %02lld:%02lld:%02lld (hours:minutes:seconds)", s / 3600, s / 60 % 60, s % 60);
    m_out << line << "\n\n";
    m_out.flush();
    // fastchess's message ends with a newline of its own, and its printer adds one (logPrinted).
    m_log.write(FastchessLogSettings::Level::Info, line + QStringLiteral("\n\n"));
}

} // namespace arbiter::cli
