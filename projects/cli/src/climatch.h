// The arbiter-cli run: plays the parsed options' tournament (TournamentSession: runner, resume
// state file, r-Mobility tables), prints what the dialect's tool prints as games start and
// finish (MatchPrinter),
// and handles SIGINT/SIGTERM by stopping cleanly (state saved, resume command printed).
#pragma once

#include "description/runnersettings.h"
#include "description/tournamentdescription.h"
#include "fastchesslog.h"
#include "fastchessmovechecks.h"
#include "matchprinter.h"
#include "session/tournamentsession.h"

#include <QObject>
#include <QTextStream>
#include <memory>

namespace arbiter::cli {

class CliMatch : public QObject {
    Q_OBJECT
public:
    explicit CliMatch(const TournamentDescription& options, QObject* parent = nullptr);
    ~CliMatch() override;

    // Starts the tournament; false with *error for usage problems (exit code 2), or false
    // with *error empty when the dialect's own message is printed already (exit code
    // exitCode(): fastchess's tables that cannot be loaded).
    bool start(QString* error);
    // SIGINT: stop at once, abandon running games (played again on resume), save the state.
    void interrupt();
    int exitCode() const { return m_exitCode; }
    // fastchess's last line, then an empty one, in its log too.
    void printTotalTime(qint64 elapsedMs);

Q_SIGNALS:
    void finished();

private:
    void onGameFinished(const FinishedGame& game);
    void onFinished();
    void print(const QString& line);
    void printLines(const QStringList& lines);
    void logPrinted(const QString& line);
    // fastchess's -strict: the first warning of the run stops the tournament.
    void stopOnWarning(const QString& line);
    void strictStop(const QString& warning);
    void logEngineFault(const FinishedGame& game);
    void announceFaultStop(const FinishedGame& game);
    // fastchess's stop without -recover, at game `gameNumber`.
    void announceStop(int gameNumber);
    void printCpuInfo();
    int scanTablebases();
    bool loadTablebasesAsFastchess(int largestPieces);
    QString resumeCommand() const;

    TournamentDescription m_options;
    std::unique_ptr<TournamentSession> m_session;
    std::unique_ptr<MatchPrinter> m_printer;           // the dialect's lines
    FastchessLog m_log;                                // fastchess's -log
    std::unique_ptr<FastchessMoveChecks> m_moveChecks; // fastchess's checks after each move
    bool m_strictStop = false; // -strict: a warning stopped the run; the games' lines end there
    // fastchess without -recover: an engine's crash or stall stopped the run (announceFaultStop).
    bool m_faultStop = false;
    QTextStream m_out;
    int m_exitCode = 0;
    long long m_plies = 0; // plies of the finished games (-cpuinfo)
};

} // namespace arbiter::cli
