// The arbiter-cli run: plays the parsed options' tournament (TournamentSession: runner, resume
// state file, r-Mobility tables), prints what the dialect's tool prints as games start and
// finish (MatchPrinter), lets the dialect's run do what its tool does around the tournament
// (MatchRun: fastchess's log, -strict, tablebases and stop without -recover), and handles
// SIGINT/SIGTERM by stopping cleanly (state saved, resume command printed).
#pragma once

#include "description/runnersettings.h"
#include "description/tournamentdescription.h"
#include "matchprinter.h"
#include "matchrun.h"
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
    // The dialect's last lines once the run is over (fastchess's total time).
    void printTotalTime(qint64 elapsedMs);

Q_SIGNALS:
    void finished();

private:
    void onGameFinished(const FinishedGame& game);
    void onFinished();
    void print(const QString& line);
    void printLines(const QStringList& lines);
    void printCpuInfo();
    int scanTablebases();

    TournamentDescription m_options;
    std::unique_ptr<TournamentSession> m_session;
    std::unique_ptr<MatchPrinter> m_printer; // the dialect's lines
    std::unique_ptr<MatchRun> m_run;         // what the dialect's tool does around the games
    QTextStream m_out;
    int m_exitCode = 0;
    long long m_plies = 0; // plies of the finished games (-cpuinfo)
};

} // namespace arbiter::cli
