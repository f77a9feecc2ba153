// Engine evaluations in PGN comments, in the form cutechess and Arbiter's own game records use:
// the score from the point of view of the side that made the move, then "/" and the depth
// ("+0.35/12", "-1.20/9", "+M3/20", "-M2/14"), optionally followed by the time and more text
// ("+0.25/12 0.53s"). The analysis writes these and the GUI reads them back for the
// evaluation graph.
#pragma once

#include "engine/moveevaluation.h"

#include <string>
#include <string_view>

namespace arbiter {

// "+0.35/12"; the depth is left out when unknown (< 1). Empty for an invalid score.
std::string evaluationComment(const EngineScore& score, int depth);

// Reads the score and depth at the start of a comment; false when it does not start with one.
bool parseEvaluationComment(std::string_view comment, MoveEvaluation* evaluation);

// A score in centipawns for comparing moves: mates count as +-`cap` (a mate in fewer moves a
// little more), centipawns are clamped to +-cap.
int cappedCentipawns(const EngineScore& score, int cap = 1000);

// What a move lost against the engine's best, in capped centipawns: `best` the score of the
// position before it (from the mover's side), `played` the score after it, from the mover's side
// too. The annotator's "?!", "?" and "??" and the coach's better move are judged by it.
int centipawnsLost(const EngineScore& best, const EngineScore& played);

} // namespace arbiter
