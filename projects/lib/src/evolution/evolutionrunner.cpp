#include "evolution/evolutionrunner.h"

#include "engine/engine.h"
#include "game/game.h"
#include "game/gamerecord.h"
#include "io/savefile.h"
#include "tournament/output/cutechesspgn.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimer>

namespace arbiter {

EvolutionRunner::EvolutionRunner(const EvolutionRunnerSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings), m_evolution(settings.evolution) {
    GamePool::Hooks hooks;
    hooks.configuration = [this](int id) { return configurationFor(*m_evolution.individual(id)); };
    hooks.engineCreated = [this](Engine* engine, int) { watchEngine(engine); };
    hooks.finished = [this](std::unique_ptr<GamePool::RunningGame> running) {
        onGameFinished(std::move(running));
    };
    // A member's engine that crashed is started again for its next game (the players are
    // member ids).
    m_pool = new GamePool(GamePoolSettings{true, false}, std::move(hooks), this);
    connect(m_pool, &GamePool::message, this, &EvolutionRunner::message);
    connect(m_pool, &GamePool::engineAvailable, this, [this] {
        if (m_running) startGames();
    });
    connect(m_pool, &GamePool::closed, this, &EvolutionRunner::finished);
}

EvolutionRunner::~EvolutionRunner() = default;

QString EvolutionRunner::memberName(int id) const {
    return QStringLiteral("%1#%2").arg(m_settings.engine.name).arg(id);
}

EngineConfiguration EvolutionRunner::configurationFor(const Individual& member) const {
    EngineConfiguration config = m_settings.engine;
    config.name = memberName(member.id);
    const std::vector<GeneSpec>& genes = m_settings.evolution.genes;
    for (size_t i = 0; i < genes.size() && i < member.genome.size(); ++i)
        config.setOptionValue(genes[i].option, genes[i].valueText(member.genome[i]));
    return config;
}

bool EvolutionRunner::start(QString* error) {
    if (!findVariant(m_settings.variant.toStdString())) {
        if (error) *error = QStringLiteral("unknown variant '%1'").arg(m_settings.variant);
        return false;
    }
    if (!m_settings.pgnFile.isEmpty() &&
        !m_pgn.open(m_settings.pgnFile, cutechessPgnWriteOptions(m_settings.pgnMode), error))
        return false;
    // The output file must be writable before the first game is played.
    if (!writeOutput(error)) return false;
    m_running = true;
    QTimer::singleShot(0, this, [this] { startGames(); });
    return true;
}

void EvolutionRunner::watchEngine(Engine* engine) {
    if (m_settings.debug) {
        connect(engine, &Engine::traffic, this,
                [this](const EngineTraffic& line) { emit message(line.format()); });
    }
    connect(engine, &Engine::startFailed, this, [this, engine](const QString& reason) {
        fail(QStringLiteral("engine '%1' cannot start: %2").arg(engine->name(), reason));
    });
    connect(engine, &Engine::ready, this, [this, engine] { checkGenes(*engine); });
}

void EvolutionRunner::checkGenes(const Engine& engine) {
    if (m_genesChecked) return;
    m_genesChecked = true;
    for (const GeneSpec& gene : m_settings.evolution.genes) {
        const EngineOption* option = findOption(engine.options(), gene.option);
        QString problem;
        if (!option) {
            problem = QStringLiteral("the engine has no option '%1'").arg(gene.option);
        } else if (gene.kind == GeneSpec::Kind::Check) {
            if (option->type != EngineOption::Type::Check)
                problem = QStringLiteral("option '%1' is not a check option").arg(gene.option);
        } else if (option->type != EngineOption::Type::Spin &&
                   option->type != EngineOption::Type::Slider) {
            problem = QStringLiteral("option '%1' is not a spin option").arg(gene.option);
        } else if (gene.min < option->min || gene.max > option->max) {
            problem = QStringLiteral("option '%1' takes %2 to %3")
                          .arg(gene.option)
                          .arg(option->min)
                          .arg(option->max);
        }
        if (!problem.isEmpty())
            return fail(QStringLiteral("-gene %1: %2").arg(gene.toString(), problem));
    }
}

void EvolutionRunner::fail(const QString& problem) {
    if (m_error.isEmpty()) m_error = problem;
    stop(problem);
}

void EvolutionRunner::startGames() {
    if (!m_running || m_stopping || m_evolution.isFinished()) return maybeFinish();
    const int concurrency = std::max(1, m_settings.concurrency);
    const int count = int(m_evolution.games().size());
    while (m_pool->size() < concurrency && m_nextGame < count && !m_stopping)
        startGame(m_nextGame++);
    maybeFinish();
}

void EvolutionRunner::startGame(int index) {
    const EvolutionGame& planned = m_evolution.games()[size_t(index)];
    GameSettings gs;
    gs.variant = m_settings.variant;
    gs.timeControl = {m_settings.timeControl, m_settings.timeControl};
    gs.adjudication = m_settings.adjudication;
    gs.compatibility = m_settings.compatibility;
    gs.rules = m_settings.rules;
    gs.untimedWatchdogMs = m_settings.untimedWatchdogMs;
    // The pool's game number is the game's number in the generation (index + 1).
    GamePool::RunningGame* running = m_pool->add(index + 1, planned.white, planned.black, gs);
    emit gameStarted(m_evolution.generation(), index + 1, memberName(planned.white),
                     memberName(planned.black));
    m_pool->begin(running);
}

void EvolutionRunner::onGameFinished(std::unique_ptr<GamePool::RunningGame> running) {
    const Game& game = *running->game;
    const int index = running->number - 1;
    if (!m_stopping) {
        const DrawOfferBook& offers = game.drawOffers();
        // The evolution (this run's state) learns of the game before the PGN file does; it is
        // saved after each generation (writeOutput()), so there is no checkpoint per game.
        m_evolution.recordGame(index, game.result(),
                               {offers.rejected(White), offers.rejected(Black)});
        if (m_pgn.isOpen() && !game.result().isNone()) {
            GameRecordInfo info;
            info.event = m_settings.event;
            info.round = QString::number(m_evolution.generation());
            info.startTime = running->startTime;
            info.endTime = QDateTime::currentDateTime();
            const WriteAheadPgn::Outcome outcome =
                m_pgn.record(m_pgn.text(makeGameRecord(game, info)), {});
            if (!outcome.written) emit message(QStringLiteral("Warning: ") + outcome.problem);
        }
        emit gameFinished(m_evolution.generation(), index + 1, m_evolution.games()[size_t(index)]);
    }
    m_pool->release(std::move(running));

    if (!m_stopping && m_pool->size() == 0 && m_nextGame >= int(m_evolution.games().size()) &&
        m_evolution.allGamesPlayed()) {
        const GenerationRecord& record = m_evolution.endGeneration();
        // The members replaced leave with their engines.
        m_pool->quitIdleEngines([this](int id) { return !m_evolution.individual(id); });
        QString error;
        if (!writeOutput(&error)) return fail(error);
        emit generationFinished(record);
        m_nextGame = 0;
    }
    startGames();
}

bool EvolutionRunner::writeOutput(QString* error) const {
    if (m_settings.outputFile.isEmpty()) return true;
    const QByteArray json = QJsonDocument(m_evolution.toJson()).toJson(QJsonDocument::Indented);
    QString why;
    if (saveFileAtomically(m_settings.outputFile, json, &why)) return true;
    if (error) *error = QStringLiteral("cannot write '%1': %2").arg(m_settings.outputFile, why);
    return false;
}

void EvolutionRunner::stop(const QString& reason) {
    if (!m_running || m_stopping) return;
    m_stopping = true;
    m_pool->abortAll(reason);
    maybeFinish();
}

void EvolutionRunner::maybeFinish() {
    if (!m_running || m_pool->size() > 0) return;
    if (!m_stopping && !m_evolution.isFinished()) return;
    m_running = false;
    m_pool->close(); // finished() follows closed(), once every engine process has ended
}

} // namespace arbiter
