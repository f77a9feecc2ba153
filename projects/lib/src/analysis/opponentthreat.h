// "What does my opponent threaten?": the position with the opponent to move again (a null
// move: the side to move passes), and the opponent's best move there, found by a short search,
// said as a threat with the coach's facts ("threatens 马七进六: takes a chariot ...";
// docs/gui-analysis.md, "The coach"). A pass is refused when the side to move is in check (the
// threat is the check itself) and in variants where passing is not a position of the game:
// pockets (the pieces in hand change the threats), face-down pieces (what they are is hidden)
// and the stone.
#pragma once

#include "analysis/factsentences.h"
#include "engine/moveevaluation.h"

#include <memory>

namespace arbiter::coach {

enum class PassRefusal { None, InCheck, Pockets, FaceDownPieces, Stone, BadPosition };

// `board` with the other side to move (en passant cleared), or null with *refusal saying why.
std::unique_ptr<Board> positionWithTurnPassed(const Board& board, PassRefusal* refusal);

// Why a pass was refused, in English (the GUI says it in its own language).
QString passRefusalText(PassRefusal refusal);

struct OpponentThreat {
    Move move;                   // the opponent's best move after the pass
    QStringList line;            // the engine's line from it, in the notation, the move first
    QStringList coordinates;     // the same line in coordinate notation, as the engine gave it
    EngineScore score;           // the engine's score of the passed position, opponent's side
    std::vector<MoveFact> facts; // the move's facts on the passed position
    QString english;             // "threatens X: facts", "would play X (it wins nothing at once)"
    QString chinese;
};

// The threat of `move` on `passed` (positionWithTurnPassed's board), with the engine's line
// from `move` on (coordinate notation, `move` first) and its score.
OpponentThreat describeThreat(const Board& passed, Move move, const QStringList& line,
                              const EngineScore& score, Notation notation);

} // namespace arbiter::coach
