// r-Mobility on arbiter-cli's command line (docs/r-mobility.md):
//   -rMobilityType exponential|classical|harmonic|rMobilityWinner|komi   turns r-Mobility on
//   -rMobilityCutoff gX.0|gX.5       (default g6.0)
//   -legacyMode                      the classical 50-move rule
//   -defaultKomi gX.0|gX.25|gX.5|gX.75, mg... for Black   (default g5.75)
// (-rejudge FILE judges a PGN's games under them: rulescli.h) and the match output that goes
// with them: the "Started game" komi and the results of every scoring
// (tournament/output/rmobilitytables.h).
#pragma once

#include "optiontable.h"
#include "tournament/output/rmobilitytables.h"
#include "tournament/running/tournamentrunner.h"

#include <optional>

namespace arbiter::cli {

// The options above (OptionSection::RMobility) and their whole-command-line check.
void addRMobilityOptions(OptionTable& table);
// The other r-Mobility options need -rMobilityType; r-Mobility needs a western variant.
// Returns the complete message (without "arbiter-cli: ") or "".
QString checkRMobilityOptions(const ParseState& state);

// The match output's r-Mobility part: the results of every scoring are printed every
// -ratinginterval games and at the end, in place of the rating lines of the chosen scoring
// alone (which the per-game progress lines keep showing).
class RMobilityOutput {
public:
    explicit RMobilityOutput(const TournamentDescription& options);
    bool enabled() const { return m_options.enabled; }

    // Feeds the games a resumed tournament finished in its earlier run, from its loaded state
    // (the Tournament itself no longer holds them).
    void restore(const Tournament& tournament, const TournamentState& state);
    // "Started game 1 of 1 (A vs B), komi G2.25" under komi scoring: the game's komi (its PGN
    // opening's [Komi], else -defaultKomi).
    QString startedGameLine(const QString& line, const Game* game) const;
    // What the r-Mobility fork (a cutechess-cli of the 1.2 line) prints after each game, where
    // cutechess-cli 1.5.1 prints only the "Score of" line: a two-player match's "Score of"
    // block with its colour lines, then (after every game without -ratinginterval) the chosen
    // scoring's Elo, SPRT and Ptnml lines; a larger tournament's ranking table every
    // -ratinginterval games; the outcome blocks every -outcomeinterval games.
    QStringList progressLines(const Tournament& tournament) const;
    // Adds a finished game; returns the tables when -ratinginterval makes them due.
    QStringList gameFinished(const Tournament& tournament, const FinishedGame& game);
    // The final results (empty when r-Mobility is off).
    QStringList resultLines(const Tournament& tournament);
    // The tables of every scoring so far; nullptr before the first game (or when off).
    const RMobilityTables* tables() const { return m_tables ? &*m_tables : nullptr; }

private:
    RMobilityTables& tables(const Tournament& tournament);  // built on first use
    rmobility::Komi komiOf(const GameResult& result) const; // the komi a game was scored with

    RMobilityOptions m_options;
    int m_ratingInterval = 0;
    int m_outcomeInterval = 0;
    SprtSettings m_sprt;
    ResultFormat m_format = ResultFormat::defaultFormat();
    std::optional<RMobilityTables> m_tables;
};

} // namespace arbiter::cli
