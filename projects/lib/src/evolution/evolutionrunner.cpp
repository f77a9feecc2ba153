#include "evolutionrunner.h"

#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/game.h"
#include "game/gamerecord.h"
#include "io/savefile.h"
#include "pgn/appendfile.h"
#include "tournament/output/cutechesspgn.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimer>

namespace arbiter {

struct EvolutionRunner::Slot {
    int index = 0; // game of the current generation
    Engine* engines[2] = {nullptr, nullptr};
    std::unique_ptr<EnginePlayer> players[2];
    std::unique_ptr<Game> game;
    QDateTime startTime;
};

EvolutionRunner::EvolutionRunner(const EvolutionRunnerSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings), m_evolution(settings.evolution) {}

EvolutionRunner::~EvolutionRunner() {
    for (auto& slot : m_slots)
        for (Engine* e : slot->engines)
            if (e) e->kill();
}

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
    if (!m_settings.pgnFile.isEmpty()) {
        m_pgnWriter = std::make_unique<PgnWriter>(cutechessPgnWriteOptions(m_settings.pgnMode));
        m_pgnFile = std::make_unique<AppendFile>();
        std::string why;
        if (!m_pgnFile->open(m_settings.pgnFile, &why)) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
    }
    // The output file must be writable before the first game is played.
    if (!writeOutput(error)) return false;
    m_running = true;
    QTimer::singleShot(0, this, [this] { startGames(); });
    return true;
}

Engine* EvolutionRunner::createEngine(const Individual& member) {
    auto* engine = new Engine(configurationFor(member), this);
    engine->setEvaluationMode(Engine::EvaluationMode::FinalOnly);
    if (m_settings.debug) {
        connect(engine, &Engine::traffic, this,
                [this](const EngineTraffic& line) { emit message(line.format()); });
    }
    connect(engine, &Engine::startFailed, this, [this, engine](const QString& reason) {
        fail(QStringLiteral("engine '%1' cannot start: %2").arg(engine->name(), reason));
    });
    connect(engine, &Engine::ready, this, [this, engine] { checkGenes(*engine); });
    return engine;
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
    while (int(m_slots.size()) < concurrency && m_nextGame < count && !m_stopping)
        startGame(m_nextGame++);
    maybeFinish();
}

void EvolutionRunner::startGame(int index) {
    const EvolutionGame& planned = m_evolution.games()[size_t(index)];
    auto slot = std::make_unique<Slot>();
    slot->index = index;
    slot->startTime = QDateTime::currentDateTime();
    const int ids[2] = {planned.white, planned.black};
    for (Side side : {White, Black}) {
        slot->engines[side] = createEngine(*m_evolution.individual(ids[side]));
        slot->players[side] = std::make_unique<EnginePlayer>(slot->engines[side]);
    }
    GameSettings gs;
    gs.variant = m_settings.variant;
    gs.timeControl = {m_settings.timeControl, m_settings.timeControl};
    gs.adjudication = m_settings.adjudication;
    gs.rules = m_settings.rules;
    gs.untimedWatchdogMs = m_settings.untimedWatchdogMs;
    slot->game = std::make_unique<Game>(gs, slot->players[White].get(), slot->players[Black].get());
    Slot* raw = slot.get();
    connect(
        raw->game.get(), &Game::finished, this, [this, raw] { onGameFinished(raw); },
        Qt::QueuedConnection);
    m_slots.push_back(std::move(slot));
    emit gameStarted(m_evolution.generation(), index + 1, memberName(planned.white),
                     memberName(planned.black));
    QString error;
    if (!raw->game->start(&error)) {
        emit message(QStringLiteral("Game %1 cannot start: %2").arg(index + 1).arg(error));
        raw->game->abort(error);
    }
}

void EvolutionRunner::onGameFinished(Slot* slot) {
    auto it = std::find_if(m_slots.begin(), m_slots.end(),
                           [slot](const auto& s) { return s.get() == slot; });
    if (it == m_slots.end()) return;
    std::unique_ptr<Slot> owned = std::move(*it);
    m_slots.erase(it);
    const Game& game = *owned->game;

    if (!m_stopping) {
        const DrawOfferBook& offers = game.drawOffers();
        m_evolution.recordGame(owned->index, game.result(),
                               {offers.rejected(White), offers.rejected(Black)});
        if (m_pgnFile && !game.result().isNone()) {
            GameRecordInfo info;
            info.event = m_settings.event;
            info.round = QString::number(m_evolution.generation());
            info.startTime = owned->startTime;
            info.endTime = QDateTime::currentDateTime();
            std::string text, why;
            m_pgnWriter->write(makeGameRecord(game, info), text);
            if (!m_pgnFile->append(text, &why))
                emit message(QStringLiteral("Warning: ") + QString::fromStdString(why));
        }
        emit gameFinished(m_evolution.generation(), owned->index + 1,
                          m_evolution.games()[size_t(owned->index)]);
    }

    for (Engine* engine : owned->engines) {
        // The object goes once its process is gone (quit() waits for a grace period).
        connect(engine, &Engine::exited, engine, &QObject::deleteLater);
        if (engine->state() == Engine::State::Finished)
            engine->deleteLater();
        else
            engine->quit();
    }
    for (auto& player : owned->players) player.release()->deleteLater();
    owned->game.release()->deleteLater();

    if (!m_stopping && m_slots.empty() && m_nextGame >= int(m_evolution.games().size()) &&
        m_evolution.allGamesPlayed()) {
        const GenerationRecord& record = m_evolution.endGeneration();
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
    for (auto& slot : m_slots) slot->game->abort(reason);
    maybeFinish();
}

void EvolutionRunner::maybeFinish() {
    if (!m_running || !m_slots.empty()) return;
    if (!m_stopping && !m_evolution.isFinished()) return;
    m_running = false;
    emit finished();
}

} // namespace arbiter
