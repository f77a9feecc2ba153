#include "tournamentjob.h"

#include "runnersettings.h"

#include <QFileInfo>

namespace arbiter::cli {

QString checkStateFileLocation(const QString& stateFile) {
    if (stateFile.isEmpty()) return {};
    const QFileInfo dir(QFileInfo(stateFile).absolutePath());
    QString problem;
    if (!dir.isDir())
        problem = QStringLiteral("the directory '%1' does not exist").arg(dir.filePath());
    else if (!dir.isWritable())
        problem = QStringLiteral("the directory '%1' is not writable").arg(dir.filePath());
    if (problem.isEmpty()) return {};
    return QStringLiteral("cannot write state file '%1': %2").arg(stateFile, problem);
}

TournamentJob::TournamentJob(const CliOptions& options, QObject* parent)
    : QObject(parent), m_options(options), m_rmobility(options) {
    m_runner = std::make_unique<TournamentRunner>(runnerSettings(options));
    connect(m_runner.get(), &TournamentRunner::gameStarted, this, &TournamentJob::gameStarted);
    connect(m_runner.get(), &TournamentRunner::gameFinished, this, &TournamentJob::onGameFinished);
    connect(m_runner.get(), &TournamentRunner::message, this, &TournamentJob::message);
    connect(m_runner.get(), &TournamentRunner::pausedChanged, this, &TournamentJob::pausedChanged);
    connect(m_runner.get(), &TournamentRunner::finished, this, &TournamentJob::onFinished);
    m_runner->tournament().setSavesState(!m_options.stateFile.isEmpty());
    // The state is saved before each finished game's PGN is written (see setCheckpoint).
    // Every game's records are appended at once (cheap); -autosaveinterval says how often the
    // file is synced to disk, i.e. how often the run waits for the disk.
    m_runner->setCheckpoint([this](QString* error) {
        if (saveState(false, m_runner->tournament().autosaveDue(), error)) return true;
        m_stateLost = true;
        return false;
    });
}

TournamentJob::~TournamentJob() = default;

bool TournamentJob::start(QString* error) {
    if (m_options.resumeState) {
        if (!m_runner->restore(*m_options.resumeState, error)) return false;
        m_rmobility.restore(m_runner->tournament(), *m_options.resumeState);
        // The Tournament holds what it still needs; the state file gets the rest.
        m_options.resumeState.reset();
    }
    return m_runner->start(error);
}

void TournamentJob::stop(const QString& reason) {
    if (!m_runner->isRunning()) return;
    m_stopped = true;
    m_runner->stop(reason);
}

void TournamentJob::finishRunningGames() {
    if (!m_runner->isRunning()) return;
    m_stopped = true;
    m_runner->finishRunningGames();
}

bool TournamentJob::saveState(bool complete, bool sync, QString* error) {
    if (m_options.stateFile.isEmpty()) return true;
    return m_runner->tournament().saveState(m_options.stateFile, m_options.commandLine, complete,
                                            sync, error);
}

void TournamentJob::onGameFinished(const FinishedGame& game) {
    m_rmobilityLines = m_rmobility.gameFinished(m_runner->tournament(), game);
    Q_EMIT gameFinished(game);
}

void TournamentJob::onFinished() {
    m_stateError.clear();
    // A stopped tournament, or one whose state could not be saved, is not complete: a resumed
    // run plays the games the state does not know.
    saveState(!m_stopped && !m_stateLost, true, &m_stateError);
    Q_EMIT finished();
}

} // namespace arbiter::cli
