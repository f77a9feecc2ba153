// Evolutionary tuning (docs/draw-offers.md): a population of engines that differ in their genes
// (engine options). Each generation the population is paired at random, each pair plays one game,
// and the players are replaced by the rules of evolutionrules.h. Everything random (initial genes,
// pairings, colours, mutation, crossover, the coin of a draw by rule) comes from one seeded
// generator, so a seed gives the same evolution for the same game results.
//
// This class is the bookkeeping only (no processes): EvolutionRunner plays the games.
#pragma once

#include "evolution/evolutiongenes.h"
#include "evolution/evolutionrules.h"
#include "rules/result.h"
#include "tournament/pairing/seededrandom.h"

#include <QJsonObject>
#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace arbiter {

struct EvolutionSettings {
    std::vector<GeneSpec> genes;
    int population = 8;
    int generations = 4;
    quint64 seed = 0;
    // The initial population; missing members get random genomes. (The first member can be the
    // engine's defaults, for instance.)
    std::vector<Genome> initialGenomes;
};

struct Individual {
    int id = 0;   // unique over the whole run, 1-based
    int born = 0; // the generation it first plays in (1 for the initial population)
    Genome genome;
    QString origin;           // "initial", "mutated clone of #3", "offspring of #2 and #5"
    std::vector<int> parents; // ids
    int games = 0;            // games played so far
    double points = 0;        // points scored so far
};

struct EvolutionGame {
    int white = 0; // individual ids
    int black = 0;
    GameResult result;
    std::array<bool, 2> rejected{false, false}; // per side: let an offer lapse
    bool played = false;
};

struct EvolutionReplacement {
    int gameIndex = 0; // in the generation's games
    QString rule;
    ReplacementKind kind = ReplacementKind::Offspring;
    int replaced = 0;         // id of the individual that leaves
    int newcomer = 0;         // id of the individual that takes its place
    std::vector<int> sources; // ids whose genes it got
};

struct GenerationRecord {
    int number = 0;
    std::vector<Individual> population; // as it played, with scores after its games
    std::vector<EvolutionGame> games;
    std::vector<int> byes; // ids that sat out (odd population)
    std::vector<EvolutionReplacement> replacements;
};

class Evolution {
public:
    explicit Evolution(const EvolutionSettings& settings);

    const EvolutionSettings& settings() const { return m_settings; }
    // The generation being played (1-based); after the last one: generations() + 1.
    int generation() const { return m_generation; }
    bool isFinished() const { return m_generation > m_settings.generations; }
    const std::vector<Individual>& population() const { return m_population; }
    const Individual* individual(int id) const;

    // The games of the current generation (drawn once, when the generation starts).
    const std::vector<EvolutionGame>& games() const { return m_games; }
    // Records the result of a game of the current generation. rejected: per side.
    void recordGame(int gameIndex, const GameResult& result, std::array<bool, 2> rejected);
    bool allGamesPlayed() const;
    // Applies the replacement rules to the current generation's games (in game order),
    // archives the generation and starts the next one.
    const GenerationRecord& endGeneration();

    const std::vector<GenerationRecord>& history() const { return m_history; }
    // The best member at the end: the most points among those that survived the last
    // generation (everyone of it when nobody did), then the most games, then the oldest.
    const Individual& best() const;

    // Settings, every generation and the best gene set, for -evolutionout.
    QJsonObject toJson() const;

private:
    void startGeneration();
    Individual makeIndividual(Genome genome, QString origin, std::vector<int> parents);

    EvolutionSettings m_settings;
    SeededRandom m_rng;
    int m_generation = 1;
    int m_nextId = 1;
    std::vector<Individual> m_population;
    std::vector<EvolutionGame> m_games;
    std::vector<int> m_byes;
    std::vector<GenerationRecord> m_history;
};

} // namespace arbiter
