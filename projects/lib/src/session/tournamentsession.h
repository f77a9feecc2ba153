// A tournament session: one tournament as its settings (cli::TournamentDescription, the library's
// value for a tournament's settings) describe it, played by the TournamentRunner, with everything
// around the games both front-ends need: the resume state file (appended to
// write-ahead after every game, synced every -autosaveinterval games and at the end, with the
// command line the tournament was
// started with, so arbiter-cli -resume and the GUI continue each other's tournaments), the
// r-Mobility tables of every scoring, pausing (no new games start) and stopping.
//
// arbiter-cli's CliMatch prints what it reports; the GUI's tournament window shows it.
#pragma once

#include "description/tournamentdescription.h"
#include "tournament/output/rmobilityoutput.h"
#include "tournament/running/tournamentrunner.h"

#include <QObject>
#include <memory>

namespace arbiter {

// Whether the state file can be written where it is to go (its directory exists and is
// writable; the file itself is replaced by a rename); else the problem, found before play.
QString checkStateFileLocation(const QString& stateFile);

class TournamentSession : public QObject {
    Q_OBJECT
public:
    explicit TournamentSession(const cli::TournamentDescription& options,
                               QObject* parent = nullptr);
    ~TournamentSession() override;

    // Restores options.resumeState when given (and lets it go: options().resumeState is empty
    // afterwards), then starts the games. False with *error for usage problems (missing
    // engine, unreadable openings, a state that does not fit).
    bool start(QString* error);

    // Stops at once: running games are abandoned (replayed on resume), the state is saved.
    void stop(const QString& reason = QStringLiteral("Interrupted"));
    // No new games; the running ones are played to their end, then the state is saved.
    void finishRunningGames();
    // While paused no new game starts; the running ones go on. Unpausing starts games again.
    void setPaused(bool paused) { m_runner->setPaused(paused); }
    bool isPaused() const { return m_runner->isPaused(); }
    bool isRunning() const { return m_runner->isRunning(); }

    // After finished(): whether the run was stopped before its end (stop(),
    // finishRunningGames()), and whether the last state save failed (the run stopped then).
    bool wasStopped() const { return m_stopped; }
    // The run was refused (TournamentRunner::refusal) before any game, and its state file,
    // which would hold nothing, was removed.
    bool stateRemoved() const { return m_stateRemoved; }
    bool stateLost() const { return m_stateLost; }
    // Finished games whose PGN could not be written to the PGN file (their text is in the
    // state file, which a resumed run writes from); the state is then not complete.
    int missingPgnGames() const { return m_missingPgnGames; }
    int missingEpdGames() const { return m_missingEpdGames; }
    // The final save's problem, empty when it worked.
    const QString& stateError() const { return m_stateError; }

    const cli::TournamentDescription& options() const { return m_options; }
    const QString& stateFile() const { return m_options.stateFile; }
    TournamentRunner& runner() { return *m_runner; }
    const TournamentRunner& runner() const { return *m_runner; }
    const Tournament& tournament() const { return m_runner->tournament(); }
    RMobilityOutput& rMobility() { return m_rmobility; }
    const RMobilityOutput& rMobility() const { return m_rmobility; }
    // The r-Mobility tables due after the game just finished (-ratinginterval), else empty.
    const QStringList& rMobilityProgressLines() const { return m_rmobilityLines; }

Q_SIGNALS:
    void gameStarted(const arbiter::ScheduledGame& game, const QString& white,
                     const QString& black);
    // A game counted in the results; the state and the r-Mobility tables include it.
    void gameFinished(const arbiter::FinishedGame& game);
    void message(const QString& text);
    void pausedChanged(bool paused);
    // The run is over and the final state save was tried (see stateError()).
    void finished();

private:
    // The state file's checks before play: not a PGN or EPD output, not a device or directory,
    // not in use by another run, not an unfinished tournament unless resumed or -restart.
    bool claimStateFile(QString* error);
    bool saveState(bool complete, bool sync, QString* error);
    void onGameFinished(const FinishedGame& game);
    void onFinished();

    cli::TournamentDescription m_options;
    std::unique_ptr<TournamentRunner> m_runner;
    RMobilityOutput m_rmobility;
    QStringList m_rmobilityLines;
    QString m_stateError;
    bool m_stopped = false;
    bool m_resumed = false;
    bool m_stateRemoved = false;
    bool m_stateLost = false;
    int m_missingPgnGames = 0;
    int m_missingEpdGames = 0; // lines missing from -epdout, the same way
};

} // namespace arbiter
