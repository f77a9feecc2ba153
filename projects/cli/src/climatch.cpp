#include "climatch.h"

#include "rulescli.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <sys/resource.h>

namespace arbiter::cli {

namespace {
OpeningSuiteOptions openingOptions(const OpeningsSpec& spec, const TournamentSettings& t) {
    OpeningSuiteOptions o;
    o.fileName = spec.file;
    o.format = spec.format == OpeningsSpec::Format::Epd ? OpeningSuiteOptions::Format::Epd
                                                        : OpeningSuiteOptions::Format::Pgn;
    o.order = spec.order == OpeningsSpec::Order::Random ? OpeningSuiteOptions::Order::Random
                                                        : OpeningSuiteOptions::Order::Sequential;
    o.plies = spec.plies > 0 ? spec.plies : -1;
    o.start = spec.start;
    o.seed = t.randomSeed;
    return o;
}
} // namespace

TournamentRunnerSettings runnerSettings(const CliOptions& options) {
    TournamentRunnerSettings s;
    s.tournament = options.tournament;
    s.variant = options.variant;
    s.adjudication = options.adjudication;
    s.rules = ruleOptions(options);
    for (const PlayerOptions& p : options.players) {
        TournamentPlayer player;
        player.engine = p.engine;
        player.engine.name = p.displayName;
        player.timeControl = p.timeControl;
        player.bookFile = p.bookFile;
        player.bookDepth = p.bookDepth;
        s.players.push_back(player);
    }
    if (options.openings.enabled) s.openings = openingOptions(options.openings, options.tournament);
    if (options.pgnOut) {
        s.pgnFile = options.pgnOut->file;
        s.pgnMode = options.pgnOut->minimal ? PgnMode::Minimal : PgnMode::Full;
        s.pgnOnlyFinished = options.pgnOut->onlyFinished;
        s.pgnNotation = options.xiangqiNotation;
    }
    s.epdFile = options.epdOut;
    s.booksOnDisk = options.bookMode == BookMode::Disk;
    s.debug = options.debug;
    return s;
}

CliMatch::CliMatch(const CliOptions& options, QObject* parent)
    : QObject(parent), m_options(options), m_out(stdout), m_rmobility(options) {
    m_runner = std::make_unique<TournamentRunner>(runnerSettings(options));
    connect(m_runner.get(), &TournamentRunner::gameStarted, this,
            [this](const ScheduledGame& g, const QString&, const QString&) { onGameStarted(g); });
    connect(m_runner.get(), &TournamentRunner::gameFinished, this, &CliMatch::onGameFinished);
    connect(m_runner.get(), &TournamentRunner::message, this, &CliMatch::print);
    connect(m_runner.get(), &TournamentRunner::finished, this, &CliMatch::onFinished);
    // The state is saved before each finished game's PGN is written (see setCheckpoint).
    m_runner->setCheckpoint([this](QString* error) {
        if (!m_runner->tournament().autosaveDue()) return true;
        if (saveState(false, error)) return true;
        m_stateLost = true;
        return false;
    });
}

CliMatch::~CliMatch() = default;

bool CliMatch::start(QString* error) {
    if (m_options.resumeState && !m_runner->restore(*m_options.resumeState, error)) return false;
    m_rmobility.restore(m_runner->tournament());
    return m_runner->start(error);
}

void CliMatch::print(const QString& line) {
    m_out << line << '\n';
    m_out.flush();
}

void CliMatch::printLines(const QStringList& lines) {
    for (const QString& l : lines) m_out << l << '\n';
    m_out.flush();
}

void CliMatch::onGameStarted(const ScheduledGame& game) {
    print(m_rmobility.startedGameLine(m_runner->tournament().startedGameLine(game),
                                      m_runner->runningGame(game.number)));
}

void CliMatch::onGameFinished(const FinishedGame& game) {
    const Tournament& t = m_runner->tournament();
    m_plies += game.record.plyCount();
    print(t.finishedGameLine(game.game.number, game.result));
    m_lastProgress = t.progressLines();
    printLines(m_lastProgress);
    printLines(m_rmobility.gameFinished(t, game));
}

bool CliMatch::saveState(bool complete, QString* error) {
    if (m_options.stateFile.isEmpty()) return true;
    return m_runner->tournament().saveState(m_options.stateFile, m_options.commandLine, complete,
                                            error);
}

void CliMatch::interrupt() {
    if (m_interrupted) return;
    m_interrupted = true;
    m_runner->stop(QStringLiteral("Interrupted"));
}

void CliMatch::onFinished() {
    const Tournament& t = m_runner->tournament();
    if (m_rmobility.enabled()) {
        printLines(m_rmobility.resultLines(t));
    } else {
        // The final results, unless the last game's progress output has just shown them.
        const QStringList results = t.resultLines();
        const bool shown = m_lastProgress.size() >= results.size() &&
                           m_lastProgress.mid(m_lastProgress.size() - results.size()) == results;
        if (!shown || m_interrupted) printLines(results);
    }
    QString error;
    const bool saved = saveState(!m_interrupted && !m_stateLost, &error);
    if (!saved) print(QStringLiteral("Error: ") + error);
    if (!saved || m_stateLost) {
        // A full disk, say. The state file is replaced atomically, so the last one written is
        // whole; a resumed run plays the games it does not know again.
        print(saved ? QStringLiteral("Stopped: the tournament state could not be saved; it is "
                                     "saved now in %1")
                          .arg(m_options.stateFile)
                    : QStringLiteral("The tournament state could not be saved; the last state "
                                     "written is in %1")
                          .arg(m_options.stateFile));
        print(QStringLiteral("Resume with: arbiter-cli -resume %1").arg(m_options.stateFile));
        m_exitCode = 1;
    } else if (m_interrupted && !m_options.stateFile.isEmpty()) {
        print(QStringLiteral("Interrupted: the tournament state is saved in %1")
                  .arg(m_options.stateFile));
        print(QStringLiteral("Resume with: arbiter-cli -resume %1").arg(m_options.stateFile));
        m_exitCode = 130;
    }
    if (m_options.cpuInfo) printCpuInfo();
    print(QStringLiteral("Finished match"));
    Q_EMIT finished();
}

// -cpuinfo: this process's CPU time alone (getrusage(RUSAGE_SELF) leaves out the engines, which
// are child processes) per ply of the finished games, the figure of bench/manager-overhead.sh.
void CliMatch::printCpuInfo() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto micros = [](const timeval& t) { return qint64(t.tv_sec) * 1000000 + t.tv_usec; };
    const qint64 user = micros(usage.ru_utime);
    const qint64 sys = micros(usage.ru_stime);
    print(QStringLiteral("Manager CPU time: %1 ms user, %2 ms sys, %3 plies, %4 us/ply")
              .arg(user / 1000)
              .arg(sys / 1000)
              .arg(m_plies)
              .arg(m_plies > 0 ? double(user + sys) / double(m_plies) : 0.0, 0, 'f', 1));
}

} // namespace arbiter::cli
