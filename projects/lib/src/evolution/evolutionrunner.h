// Plays evolutionary tuning (-tournament evolution): each generation's games between members of
// the population (the base engine with the member's genes as engine options), up to
// -concurrency at once in the tournament's GamePool (a member's engine is reused between its
// games), with the game settings of a tournament (variant, time control, adjudication, draw
// offers, rules). After every generation the replacements are applied (Evolution) and the whole
// history is written to the output file (JSON, rewritten atomically); finished games go to the
// PGN file at once (WriteAheadPgn), their records decorated by the judges like a tournament's.
#pragma once

#include "engine/engineconfiguration.h"
#include "evolution/evolution.h"
#include "game/adjudication.h"
#include "game/compatibility.h"
#include "game/timecontrol.h"
#include "pgn/pgnwriter.h"
#include "rules/ruleset.h"
#include "tournament/running/gamepool.h"
#include "tournament/running/writeaheadpgn.h"

#include <QObject>
#include <QString>
#include <memory>
#include <vector>

namespace arbiter {

class Engine;

struct EvolutionRunnerSettings {
    EvolutionSettings evolution;
    EngineConfiguration engine; // the base: every member runs it with its genes set as options
    TimeControl timeControl;
    QString variant = QStringLiteral("standard");
    AdjudicationSettings adjudication;
    Compatibility compatibility; // game/compatibility.h: its games' adjudication and clocks
    RuleOptions rules;
    int concurrency = 1;
    QString outputFile; // JSON: settings, every generation, the best gene set; empty: none
    QString pgnFile;
    PgnMode pgnMode = PgnMode::Full;
    QString event = QStringLiteral("Evolution");
    bool debug = false; // report all engine traffic through message()
    int untimedWatchdogMs = 120000;
};

class EvolutionRunner : public QObject {
    Q_OBJECT
public:
    explicit EvolutionRunner(const EvolutionRunnerSettings& settings, QObject* parent = nullptr);
    ~EvolutionRunner() override;

    const EvolutionRunnerSettings& settings() const { return m_settings; }
    const Evolution& evolution() const { return m_evolution; }
    // The member's name in games and output: "<engine name>#<id>".
    QString memberName(int id) const;
    // The base configuration with the member's genes as option values.
    EngineConfiguration configurationFor(const Individual& member) const;

    // Opens the outputs and starts the first games; false with *error for usage problems.
    bool start(QString* error);
    // Aborts the running games and ends the run; finished() follows.
    void stop(const QString& reason);
    bool isRunning() const { return m_running; }
    // Set when the run ended because of a problem (an engine that cannot start, a gene that
    // names an option the engine does not have, an output file that cannot be written).
    QString error() const { return m_error; }

signals:
    void gameStarted(int generation, int game, const QString& white, const QString& black);
    void gameFinished(int generation, int game, const arbiter::EvolutionGame& result);
    void generationFinished(const arbiter::GenerationRecord& record);
    void message(const QString& text);
    void finished();

private:
    void startGames();
    void startGame(int index);
    void onGameFinished(std::unique_ptr<GamePool::RunningGame> running);
    // Connects what the runner listens to on a member's new engine.
    void watchEngine(Engine* engine);
    void checkGenes(const Engine& engine);
    void fail(const QString& problem);
    bool writeOutput(QString* error) const;
    void maybeFinish();

    EvolutionRunnerSettings m_settings;
    Evolution m_evolution;
    // The games in play and the members' engines (players are member ids); a child, so that it
    // goes after this runner's connections to its engines are gone.
    GamePool* m_pool = nullptr;
    int m_nextGame = 0; // in the current generation
    WriteAheadPgn m_pgn;
    bool m_genesChecked = false;
    bool m_running = false;
    bool m_stopping = false;
    QString m_error;
};

} // namespace arbiter
