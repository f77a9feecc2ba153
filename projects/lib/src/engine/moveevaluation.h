#pragma once

#include "engine/scorelines.h"

#include <QString>
#include <QStringList>

namespace arbiter {

// An engine's score for its search, always from the point of view of the side the engine plays
// (the Engine flips scores of "whitepov" engines before reporting them).
struct EngineScore {
    enum class Type : quint8 { None, Centipawns, Mate };
    // Lower/Upper: the engine reports a fail-high (lowerbound) or fail-low (upperbound) score.
    enum class Bound : quint8 { Exact, Lower, Upper };

    Type type = Type::None;
    Bound bound = Bound::Exact;
    // Centipawns, or moves to mate (negative: the engine is getting mated; 0: mated now).
    int value = 0;

    // Scores the parsers accept: beyond this magnitude a value is noise, and its negation or
    // a mate's distance in plies (2N) would overflow an int ("score mate -2147483648" was shown
    // as -M0). Such a score is not read; the rest of the line is.
    static constexpr qint64 MaxMagnitude = 1000000000;
    static bool inRange(qint64 v) { return v >= -MaxMagnitude && v <= MaxMagnitude; }

    bool isValid() const { return type != Type::None; }
    void negate() {
        value = -value;
        if (bound != Bound::Exact) bound = bound == Bound::Lower ? Bound::Upper : Bound::Lower;
    }
    // "+0.35", "-1.20", "#5", "#-3" (mate), with a trailing "+"/"-" for lower/upper bounds.
    QString toString() const;
    bool operator==(const EngineScore& o) const {
        return type == o.type && bound == o.bound && value == o.value;
    }
};

// What an engine said about its search (UCI/UCCI "info", CECP thinking output). Fields the engine
// did not send keep their "unknown" value (-1, empty, Type::None).
struct MoveEvaluation {
    int depth = -1;
    int selDepth = -1;
    int multiPv = -1;
    EngineScore score;
    bool hasWdl = false;
    int wdlWin = 0; // per mille, from the engine's point of view
    int wdlDraw = 0;
    int wdlLoss = 0;
    qint64 nodes = -1;
    qint64 nps = -1;
    qint64 timeMs = -1;
    int hashFull = -1; // per mille
    qint64 tbHits = -1;
    QStringList pv;   // moves in Arbiter's internal notation where recognisable, else as sent
    QString currMove; // UCI "currmove"
    int currMoveNumber = -1;
    QString infoString; // UCI "info string", UCCI "info message"
    // For each pattern of EvaluationCapture::watchedLines, the last line of this search that
    // matched it (fastchess's -pgnout match_line=), in the patterns' order; absent ones are
    // skipped.
    QStringList matchedLines;
    // With EvaluationCapture::keepScoreLines: every scoring info line of this search, as sent.
    ScoreLines scoreLines;

    void clear() { *this = MoveEvaluation(); }
    bool isEmpty() const {
        return depth < 0 && !score.isValid() && nodes < 0 && timeMs < 0 && pv.isEmpty() &&
               infoString.isEmpty() && currMove.isEmpty();
    }
};

} // namespace arbiter
