// An r-Mobility tournament's match output (docs/r-mobility.md, "Console output"): the "Started
// game" komi and the results of every scoring (rmobilitytables.h), printed every
// -ratinginterval games and at the end, in place of the rating lines of the chosen scoring alone
// (which the per-game progress lines keep showing). It reads what it prints from below the
// Tournament (its options and settings, the players, the Standings, the games finished); its
// users, TournamentSession and the front-ends' printers, pass them.
#pragma once

#include "game/game.h"
#include "rules/result.h"
#include "rules/rmobility/rmobilityoptions.h"
#include "tournament/output/resultformat.h"
#include "tournament/output/rmobilitytables.h"
#include "tournament/output/standings.h"
#include "tournament/pairing/scheduledgame.h"
#include "tournament/state/tournamentstate.h"
#include "tournament/tournamentsettings.h"

#include <QStringList>
#include <QVector>
#include <optional>

namespace arbiter {

class RMobilityOutput {
public:
    RMobilityOutput(const RMobilityOptions& options, const TournamentSettings& settings);
    bool enabled() const { return m_options.enabled; }

    // Feeds the games a resumed tournament finished in its earlier run, from its loaded state
    // (the Tournament itself no longer holds them).
    void restore(const QVector<PlayerInfo>& players, const TournamentState& state);
    // "Started game 1 of 1 (A vs B), komi G2.25" under komi scoring: the game's komi (its PGN
    // opening's [Komi], else -defaultKomi).
    QString startedGameLine(const QString& line, const Game* game) const;
    // What the r-Mobility fork (a cutechess-cli of the 1.2 line) prints after each game, where
    // cutechess-cli 1.5.1 prints only the "Score of" line: a two-player match's "Score of"
    // block with its colour lines, then (after every game without -ratinginterval) the chosen
    // scoring's Elo, SPRT and Ptnml lines; a larger tournament's ranking table every
    // -ratinginterval games; the outcome blocks every -outcomeinterval games.
    QStringList progressLines(const Standings& standings, int gamesFinished) const;
    // Adds a finished game; returns the tables when -ratinginterval makes them due.
    QStringList gameFinished(const QVector<PlayerInfo>& players, const ScheduledGame& game,
                             const GameResult& result);
    // The final results (empty when r-Mobility is off).
    QStringList resultLines(const QVector<PlayerInfo>& players);
    // The tables of every scoring so far; nullptr before the first game (or when off).
    const RMobilityTables* tables() const { return m_tables ? &*m_tables : nullptr; }

private:
    RMobilityTables& tables(const QVector<PlayerInfo>& players); // built on first use
    rmobility::Komi komiOf(const GameResult& result) const;      // the komi a game was scored with

    RMobilityOptions m_options;
    int m_ratingInterval = 0;
    int m_outcomeInterval = 0;
    SprtSettings m_sprt;
    ResultFormat m_format = ResultFormat::defaultFormat();
    std::optional<RMobilityTables> m_tables;
};

} // namespace arbiter
