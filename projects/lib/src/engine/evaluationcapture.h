#pragma once

#include <QRegularExpression>
#include <QVector>

namespace arbiter {

// What an engine keeps of each search's output besides its evaluation, for the records of
// fastchess's dialect (tournament/output/fastchesspgn.h, fastchesspvcheck.h). Set once when
// the engine is made (Engine::setEvaluationCapture); the default keeps nothing more.
struct EvaluationCapture {
    // Engine::EvaluationMode::FinalOnly: also read the PV of the final scoring line
    // (fastchess's -pgnout pv=).
    bool finalPv = false;
    // FinalOnly: the final evaluation is the last exact scoring line of the search, a
    // lowerbound/upperbound line only when there is none (fastchess's reading); else the last
    // scoring line.
    bool preferExactScores = false;
    // Lines to look for in the engine's output while it searches: the last match of each ends
    // up in the move's evaluation (MoveEvaluation::matchedLines).
    QVector<QRegularExpression> watchedLines;
    // Keep every scoring info line of a search (not "info string") in the move's evaluation
    // (MoveEvaluation::scoreLines): fastchess checks each one's PV.
    bool keepScoreLines = false;
};

} // namespace arbiter
