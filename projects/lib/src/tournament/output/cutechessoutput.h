// The per-game text lines of cutechess-cli, in one place, so that scripts written for
// cutechess-cli read Arbiter's output unchanged.
//
// Sources: cutechess-cli's output (docs/cli.md, "Result lines") and the r-Mobility fork's
// (docs/r-mobility.md, "Console output": the running line `Score of A vs B: %d - %d - %d
// [%.3f] %d`, and the fractional form `Score of A vs B: %.2f [%.3f] %d`). The colour lines
// follow cutechess 1.2+:
//   Score of A vs B: 3 - 1 - 2  [0.667] 6
//   ...      A playing White: 2 - 0 - 1  [0.833] 3
//   ...      A playing Black: 1 - 1 - 1  [0.500] 3
//   ...      White vs Black: 3 - 1 - 2  [0.667] 6
// cutechess-cli 1.5.1 (projects/cli/src/enginematch.cpp and projects/lib/src/tournament.cpp) leaves
// a colour without games out; the r-Mobility fork's tables print it with score "nan" (0/0). With
// fractional points the colour lines take the fractional form too. The outcome block prints
// per player
//   Player: A
//      "Draw by 3-fold repetition": 2
//      "Win: Black mates": 1
// with the outcome texts sorted.
#pragma once

#include "rules/result.h"

#include <QString>
#include <QStringList>
#include <map>

namespace arbiter::output {

// W/L/D and points of one side of a set of games, as the score lines print them.
struct ScoreTally {
    int games = 0;
    double wins = 0.0;
    double losses = 0.0;
    double draws = 0.0;
    double points = 0.0;
    bool fractional = false; // print points instead of W - L - D
};

// "Started game 3 of 10 (A vs B)"
QString startedGameLine(int number, long long total, const QString& white, const QString& black);
// "Finished game 3 (A vs B): 1-0 {White mates}"; fractional r-Mobility results show their
// display text ("G1.5") instead of "1-0".
QString finishedGameLine(int number, const QString& white, const QString& black,
                         const GameResult& result);

// "Score of A vs B: 3 - 1 - 2  [0.667] 6"
QString scoreOfLine(const QString& first, const QString& second, const ScoreTally& tally);
// "...      A playing White: 2 - 0 - 1  [0.833] 3" (sideName "White", "Black" or "Red")
QString playingSideLine(const QString& player, const QString& sideName, const ScoreTally& tally);
// "...      White vs Black: 3 - 1 - 2  [0.667] 6": White's wins, Black's wins, draws.
QString sideVsSideLine(const QString& firstSide, const QString& secondSide,
                       const ScoreTally& tally);

// The SPRT line cutechess-cli prints without -sprt: its test with no bounds,
// "SPRT: llr 0 (0.0%), lbound -inf, ubound inf".
QString nullSprtLine();

// The -outcomeinterval block of one player.
QStringList outcomeLines(const QString& player, const std::map<QString, int>& outcomes);

} // namespace arbiter::output
