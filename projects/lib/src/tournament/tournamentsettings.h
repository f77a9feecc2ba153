// How a tournament is organised: the pairing system, how many games each encounter has, how
// openings are repeated and colours swapped, the SPRT, and how results are reported.
// The fields mirror cutechess-cli's options (docs/cli.md); the CLI fills
// them from -tournament, -games, -rounds, -repeat, -noswap, -reverse, -seeds, -sprt, ...
#pragma once

#include "game/compatibility.h"
#include "stats/sprt.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace arbiter {

enum class TournamentType {
    RoundRobin, // everyone plays everyone, Berger-table rounds (cutechess default)
    Gauntlet,   // the seeded players (default: the first one) play everyone else
    Knockout,   // single elimination bracket; later rounds depend on results
    Pyramid,    // every player plays every player listed before it (cutechess's "pyramid")
    Swiss,      // Arbiter's addition: score-group pairings without rematches
};

// "round-robin", "gauntlet", "knockout", "pyramid", "swiss".
QString tournamentTypeName(TournamentType type);
std::optional<TournamentType> parseTournamentType(const QString& name);

// When the next opening of the suite is taken (cutechess -openings policy=).
enum class OpeningPolicy {
    Default,   // after -repeat games on the same opening (every game without -repeat)
    Encounter, // at the first game of each encounter; the encounter's games share it
    Round,     // at the first game of each round; the round's games share it
};

// "default", "encounter", "round".
QString openingPolicyName(OpeningPolicy policy);
std::optional<OpeningPolicy> parseOpeningPolicy(const QString& name);

struct SprtSettings {
    bool enabled = false;
    // -sprt without model= means cutechess's BayesElo model; fastchess's model= keys are an
    // Arbiter extension (normalized, logistic, bayesian).
    stats::SprtConfig config = [] {
        stats::SprtConfig c;
        c.model = stats::SprtModel::CutechessBayesElo;
        return c;
    }();
};

struct TournamentSettings {
    TournamentType type = TournamentType::RoundRobin;
    int gamesPerEncounter = 1;  // -games
    int rounds = 0;             // -rounds; 0 when not given (see effectiveRounds)
    int openingRepetitions = 1; // -repeat [N]; -repeat alone means 2
    OpeningPolicy openingPolicy = OpeningPolicy::Default;
    // Round-robin and gauntlet in cutechess-cli's or fastchess's order (the run's
    // Compatibility::pairingOrder, set by description/runnersettings.cpp).
    PairingOrder pairingOrder = PairingOrder::Cutechess;
    bool noSwap = false;  // -noswap: the same colours in every game of an encounter
    bool reverse = false; // -reverse: every encounter starts with the sides reversed
    int seedCount = 0;    // -seeds: seeded players (gauntlet: the gauntlet players; knockout)
    int waitMs = 0;       // -wait: pause between games
    int concurrency = 1;  // -concurrency
    bool recover = false; // -recover: restart crashed engines and go on
    QString event;        // -event (PGN Event tag)
    QString site;         // -site (PGN Site tag)
    std::uint64_t randomSeed = 0; // -srand, or chosen at start; recorded in the state file
    bool randomSeedGiven = false;
    // Numbers of the -srand sequence drawn before a knockout's bracket: cutechess-cli shuffles
    // a random-order opening suite first, from the same sequence (set by TournamentRunner).
    int randomDrawsBefore = 0;
    int ratingInterval = 0;                           // -ratinginterval; 0: see TournamentReporter
    int outcomeInterval = 0;                          // -outcomeinterval; 0: never
    QString resultFormat = QStringLiteral("default"); // -resultformat (named or field list)
    SprtSettings sprt;
    int autosaveInterval = 1; // -autosaveinterval: write the state file every N games
    QStringList playerNames;

    // The number of rounds (cycles) played: -rounds, or 1; for swiss ceil(log2(players)).
    int effectiveRounds(int playerCount) const;
    // The number of gauntlet players (seeds, at least 1) or knockout seeds (at most players).
    int effectiveSeeds(int playerCount) const;
    // True when games come in colour-swapped pairs on the same opening (pentanomial pairs).
    bool playsGamePairs() const;
    // The SPRT's pentanomial counts when -sprt does not say: with game pairs, for the models
    // that can use them (normalized, logistic).
    bool pentanomialByDefault() const;
    // Empty when the settings can run with this many players, else a message naming the
    // setting ("-rounds cannot be used with knockout tournaments").
    QString validate(int playerCount) const;
};

} // namespace arbiter
