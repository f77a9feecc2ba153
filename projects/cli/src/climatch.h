// The arbiter-cli run: builds the tournament runner from the parsed options, prints what
// cutechess-cli prints as games start and finish, keeps the resume state file current, and
// handles SIGINT/SIGTERM by stopping cleanly (state saved, resume command printed).
#pragma once

#include "clioptions.h"
#include "rmobilitycli.h"
#include "tournament/tournamentrunner.h"

#include <QObject>
#include <QTextStream>
#include <memory>

namespace arbiter::cli {

TournamentRunnerSettings runnerSettings(const CliOptions& options);

class CliMatch : public QObject {
    Q_OBJECT
public:
    explicit CliMatch(const CliOptions& options, QObject* parent = nullptr);
    ~CliMatch() override;

    // Starts the tournament; false with *error for usage problems (exit code 2).
    bool start(QString* error);
    // SIGINT: stop at once, abandon running games (played again on resume), save the state.
    void interrupt();
    int exitCode() const { return m_exitCode; }

Q_SIGNALS:
    void finished();

private:
    void onGameStarted(const ScheduledGame& game);
    void onGameFinished(const FinishedGame& game);
    void onFinished();
    bool saveState(bool complete, QString* error);
    void print(const QString& line);
    void printLines(const QStringList& lines);
    void printCpuInfo();

    CliOptions m_options;
    std::unique_ptr<TournamentRunner> m_runner;
    QTextStream m_out;
    QStringList m_lastProgress;  // lines printed after the last finished game
    RMobilityOutput m_rmobility; // r-Mobility: komi in start lines, tables of every scoring
    bool m_interrupted = false;
    bool m_stateLost = false; // a state save failed: the run stopped, exit code 1
    int m_exitCode = 0;
    long long m_plies = 0; // plies of the finished games (-cpuinfo)
};

} // namespace arbiter::cli
