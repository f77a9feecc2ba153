#include "session/tournamentsession.h"

#include "description/runnersettings.h"
#include "io/plainfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace arbiter {

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

TournamentSession::TournamentSession(const cli::TournamentDescription& options, QObject* parent)
    : QObject(parent), m_options(options), m_rmobility(options.rMobility, options.tournament) {
    m_runner = std::make_unique<TournamentRunner>(cli::runnerSettings(options));
    connect(m_runner.get(), &TournamentRunner::gameStarted, this, &TournamentSession::gameStarted);
    connect(m_runner.get(), &TournamentRunner::gameFinished, this,
            &TournamentSession::onGameFinished);
    connect(m_runner.get(), &TournamentRunner::message, this, &TournamentSession::message);
    connect(m_runner.get(), &TournamentRunner::pausedChanged, this,
            &TournamentSession::pausedChanged);
    connect(m_runner.get(), &TournamentRunner::finished, this, &TournamentSession::onFinished);
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

TournamentSession::~TournamentSession() = default;

bool TournamentSession::claimStateFile(QString* error) {
    const QString& file = m_options.stateFile;
    if (file.isEmpty()) return true;
    // The state is a journal of JSON lines: games appended to it would be lost for both.
    const QString outputs[] = {m_options.pgnOut ? m_options.pgnOut->file : QString(),
                               m_options.epdOut};
    for (const QString& output : outputs) {
        if (!output.isEmpty() && sameFile(output, file)) {
            *error = QStringLiteral("state file '%1' is also the output file '%2': give another "
                                    "-statefile")
                         .arg(file, output);
            return false;
        }
    }
    if (!m_runner->tournament().claimStateFile(file, error)) return false;
    // Running the original command again instead of -resume would play the unfinished
    // tournament's games a second time (and lose its state).
    const bool resumingIt = m_options.resumeState && sameFile(m_options.resumeFile, file);
    if (resumingIt || m_options.restart || !QFileInfo::exists(file)) return true;
    TournamentState existing;
    QString unreadable; // load() describes why the file is no state file here
    if (TournamentState::load(file, &existing, &unreadable) && existing.complete) return true;
    *error = QStringLiteral("state file '%1' holds an unfinished tournament: continue it with "
                            "arbiter-cli -resume %1, or give -restart to start anew and replace it")
                 .arg(file);
    return false;
}

bool TournamentSession::start(QString* error) {
    *error = checkStateFileLocation(m_options.stateFile);
    if (!error->isEmpty() || !claimStateFile(error)) return false;
    m_runner->tournament().setStateDirectory(m_options.directory);
    if (m_options.resumeState) {
        m_resumed = true;
        if (!m_runner->restore(*m_options.resumeState, error)) return false;
        m_rmobility.restore(m_runner->tournament().players(), *m_options.resumeState);
        // The Tournament holds what it still needs; the state file gets the rest.
        m_options.resumeState.reset();
    }
    if (!m_runner->start(error)) return false;
    // The state file exists from the start (with the command line, so it resumes at any
    // moment), and so another run of the same command finds it before any game is played.
    if (saveState(false, true, error)) return true;
    m_runner->stop(*error);
    return false;
}

void TournamentSession::stop(const QString& reason) {
    if (!m_runner->isRunning()) return;
    m_stopped = true;
    m_runner->stop(reason);
}

void TournamentSession::finishRunningGames() {
    if (!m_runner->isRunning()) return;
    m_stopped = true;
    m_runner->finishRunningGames();
}

bool TournamentSession::saveState(bool complete, bool sync, QString* error) {
    if (m_options.stateFile.isEmpty()) return true;
    return m_runner->tournament().saveState(m_options.stateFile, m_options.commandLine, complete,
                                            sync, error);
}

void TournamentSession::onGameFinished(const FinishedGame& game) {
    m_rmobilityLines =
        m_rmobility.gameFinished(m_runner->tournament().players(), game.game, game.result);
    Q_EMIT gameFinished(game);
}

void TournamentSession::onFinished() {
    m_stateError.clear();
    m_missingPgnGames = 0;
    for (const GameRecord& game : m_runner->tournament().unwrittenPgn())
        m_missingPgnGames += game.pgn.isEmpty() ? 0 : 1;
    m_missingEpdGames = int(m_runner->tournament().unwrittenEpd().size());
    // A stopped tournament, or one whose state could not be saved, is not complete: a resumed
    // run plays the games the state does not know. Nor is one with games missing from its PGN
    // or EPD file (a full disk): a resumed run writes them.
    const bool complete = !m_stopped && !m_stateLost && m_missingPgnGames == 0 &&
                          m_missingEpdGames == 0 && m_runner->managerError().isEmpty() &&
                          m_runner->refusal().isEmpty();
    saveState(complete, true, &m_stateError);
    m_runner->tournament().releaseStateFile();
    // A tournament refused before any game (an engine without the variant) leaves no state
    // behind that would hold the corrected command back as "unfinished".
    if (!m_runner->refusal().isEmpty() && !m_resumed &&
        m_runner->tournament().gamesFinished() == 0 && m_stateError.isEmpty() &&
        !m_options.stateFile.isEmpty()) {
        QFile::remove(m_options.stateFile);
        m_stateRemoved = true;
    }
    Q_EMIT finished();
}

} // namespace arbiter
