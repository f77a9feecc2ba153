// fastchess's run around the tournament (matchrun.h), for arbiter-cli's fastchess dialect: the
// options' lines printed as fastchess reads them, -pgnout append=false, the -log file, -tb's
// tables loaded as the run starts, the checks after each move (fastchessmovechecks.h), -strict
// (the first warning stops the run) and the stop at an engine's crash or stall without -recover.
#pragma once

#include "fastchesslog.h"
#include "fastchessmovechecks.h"
#include "matchrun.h"

#include <memory>

namespace arbiter::cli {

class FastchessRun : public MatchRun {
public:
    FastchessRun(TournamentSession& session, QTextStream& out, Print print);

    bool prepare(QString* error) override;
    bool tablesScanned(int largestPieces) override;
    void started(const MatchPrinter::Print& gameLines) override;
    void gameEnded(const FinishedGame& game) override;
    void printed(const QString& line) override;
    bool gameLinesEnded() const override { return m_strictStop; }
    bool stoppedItself() const override { return m_strictStop || m_faultStop; }
    QString stoppedLine(const QString& stateFile) const override;
    QString resumeCommand(const QString& stateFile) const override;
    void ended(qint64 elapsedMs) override;

private:
    void logPrinted(const QString& line);
    // -strict: the first warning of the run stops the tournament.
    void strictStop(const QString& warning);
    void logEngineFault(const FinishedGame& game);
    void announceFaultStop(const FinishedGame& game);
    // The stop without -recover, at game `gameNumber`.
    void announceStop(int gameNumber);

    TournamentSession& m_session;
    const TournamentDescription& m_options;
    QTextStream& m_out;
    Print m_print;
    FastchessLog m_log;                                // -log
    std::unique_ptr<FastchessMoveChecks> m_moveChecks; // the checks after each move
    bool m_started = false;    // the session runs (warnings before it do not stop it)
    bool m_strictStop = false; // -strict: a warning stopped the run; the games' lines end there
    // Without -recover: an engine's crash or stall stopped the run (announceFaultStop).
    bool m_faultStop = false;
};

} // namespace arbiter::cli
