// Re-judging recorded games (arbiter-cli -rejudge FILE.pgn [rule options]): every game of a
// PGN is replayed from its start position under the given rules, built through RuleSet like a
// live game, and its judged result is compared with the recorded one.
//
// A game the rules end on the board is judged by them (when they end it before the recorded
// moves run out, the record is marked as going on past the end). A game the rules do not end
// keeps its recorded off-board end (time, illegal move, resignation, adjudication, agreement),
// which r-Mobility then scores as a live game would (G0.0 for the winner). A recorded end on
// the board that the rules do not confirm is reported as unfinished.
//
// Output, one line per game and a summary:
//   Game 1: 1-0 {White mates}
//   Game 2: 1/2-1/2 {Draw by insufficient mating material} [differs: recorded 1/2-1/2 ...]
//   Game 3: -G8.5 {End by K vs K G8.5 rule} Points 0.5000 - 0.5000
//   3 games, 2 agree, 1 differ
// With r-Mobility the G-score and the points under the chosen scoring replace the classical
// result; the comparison uses the recorded [RMobilityResult] and [Points] (Arbiter's and the
// r-Mobility fork's tags, whose [Result] of forfeits is a draw, bug B1) and falls back to
// [Result] for files without them. [Points] is compared only when the file's scoring (and
// komi) is the one judged with.
#pragma once

#include "pgn/pgngame.h"
#include "rules/ruleset.h"

#include <QString>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct RejudgedGame {
    int number = 0;       // 1-based number of the game in the file
    std::string error;    // why the game could not be read or replayed (then nothing else set)
    GameResult judged;    // r-Mobility results carry their G-score as display text
    std::string points;   // r-Mobility: the [Points] text of the judged result
    bool differs = false; // the judged result is not the recorded one
    std::string line;     // "Game N: ..."
};

struct RejudgeReport {
    std::vector<RejudgedGame> games;
    int agree = 0;
    int differ = 0;
    int errors = 0;

    // "N games, A agree, D differ" (", E could not be read" when some could not).
    std::string summary() const;
    // Every game's line, then the summary.
    std::vector<std::string> lines() const;
};

// Judges one game read from a PGN.
RejudgedGame rejudgeGame(const PgnGame& game, int number, const RuleOptions& options);

// Judges every game of PGN text; games without a [Variant] tag are of `defaultVariant`.
RejudgeReport rejudgePgnData(std::string_view data, const RuleOptions& options,
                             std::string_view defaultVariant = "standard");
// Judges every game of a PGN file; false with *error when the file cannot be opened.
bool rejudgePgnFile(const QString& fileName, const RuleOptions& options, RejudgeReport* report,
                    std::string* error, std::string_view defaultVariant = "standard");

} // namespace arbiter
