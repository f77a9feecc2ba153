// The rules' facts about a move for the coach (movefacts.h; docs/gui-analysis.md, "Why a move"),
// from the library's own judges (rules/ruleset.h) under the game's RuleOptions: the judges follow
// the game from the board's history and say what the move does.
//  - ForbiddenRepetition (xiangqi, rules/xiangqijudge.h): the move continues a perpetual check
//    or chase the WXF rules forbid: the position after it has occurred before, and one more
//    occurrence loses the game for the mover (or it occurs now and the mover loses).
//  - MoveLimitNear (xiangqi): the move-count rule (60 moves per side without a capture) draws
//    the game in three moves or fewer.
//  - MobilityScore (r-Mobility games, rules/rmobility/rmobilityjudge.h): the G-score of the
//    position after the move (the opponent's legal moves, docs/r-mobility.md, "The G-score")
//    and what it does to the game's accreted score: a capture, pawn move, promotion or drop
//    resets it, a strictly lower score replaces it, anything else keeps it.
#pragma once

#include "analysis/movefacts.h"
#include "rules/ruleset.h"

#include <memory>

namespace arbiter::coach {

// The judges of one game, kept following it: asked about a move after the position they last
// saw, they take only the moves since then (an annotator going through a game explains it in
// linear time); asked about any other position, they replay its game from the start. A board
// whose position at the judges' ply is the one they saw is taken as the same game.
class GameRules {
public:
    explicit GameRules(const RuleOptions& options = RuleOptions());
    ~GameRules();

    // The rules' facts of the legal `move` on `before` (whose history since its FEN is the game
    // so far), citing `line` (the move as written).
    std::vector<MoveFact> factsOf(const Board& before, Move move, const QStringList& line);
    // Moves the judges were given so far (for tests of the linear walk).
    long judgedMoves() const { return m_judgedMoves; }

private:
    // Brings the judges to the position of `before`.
    void follow(const Board& before);
    void restart(const Board& before);

    RuleOptions m_options;
    std::unique_ptr<Board> m_board; // the position the judges saw last
    std::unique_ptr<Board> m_scratch;
    RuleSet m_rules;
    long m_judgedMoves = 0;
};

// The rules' facts of one move under the default rules (no r-Mobility), its game replayed.
std::vector<MoveFact> ruleFacts(const Board& before, Move move, const QStringList& line);

} // namespace arbiter::coach
