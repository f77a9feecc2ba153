// "Learn from your mistakes" (lichess's review is the model; docs/gui-analysis.md, "The coach"):
// after "Analyse game" (gameannotator.h) has marked a game, the moves of one side marked "?"
// or "??" are taken one at a time: the position before the mistake, what the mistake allowed
// (the coach's facts of the move with the engine's reply line), and the engine's better move
// with its facts. The player tries moves there; a try is good when it is the engine's move or
// loses less than the inaccuracy margin against the engine's best, judged by a short search of
// the position after the try (ShortSearch, the annotation's depth or time), sent with the game's
// moves since the last irreversible one (positionWithHistory) so the engine sees repetitions.
#pragma once

#include "analysis/gameannotator.h"
#include "analysis/movefacts.h"

#include <memory>
#include <vector>

namespace arbiter {

struct ReviewedMistake {
    int ply = 0;     // plies before the mistake
    uint8_t nag = 0; // 2 "?" or 4 "??"
    std::string variant;
    std::string fenBefore;
    // The game up to the position before the mistake: its first position and moves
    // (coordinates), so that the searches of tries see the game's repetitions. Empty: the
    // position before the mistake alone.
    std::string gameStartFen;
    QStringList movesBefore;
    Move played;
    Move best;
    EngineScore bestScore;   // of the position before, from the mover's side
    EngineScore playedScore; // after the mistake, from the mover's side
    QStringList replyLine;   // the engine's line after the mistake (coordinates)
    QStringList bestLine;    // the engine's line from the best move (coordinates)
};

// The mistakes of `side` (NoSide: of both) in a game annotated by `annotator` (finished).
std::vector<ReviewedMistake> mistakesOf(const GameAnnotator& annotator, Side side);

class MistakeReview : public QObject {
    Q_OBJECT
public:
    // `config` is the engine that judges tries; `options` the annotation's (limits and margin).
    MistakeReview(const EngineConfiguration& config, const AnnotationOptions& options,
                  QObject* parent = nullptr);

    // Judges `tried` in the position before `mistake`; judged() or failed() follows. False when
    // the move is not legal there.
    bool judge(const ReviewedMistake& mistake, Move tried);
    void cancel();

signals:
    // `good`: the engine's move, or within the inaccuracy margin of it; `lossCp` what the try
    // loses against the engine's best (0 for the engine's move), in capped centipawns
    // (evaluationcomment.h); `tried` the score after the try from the mover's side, as the
    // engine gave it (a mate stays a mate: "allows mate in 2", not a count of pawns).
    void judged(bool good, int lossCp, const arbiter::EngineScore& tried);
    void failed(const QString& error);

private:
    ShortSearch* m_search;
    AnnotationOptions m_options;
    EngineScore m_bestScore;
    bool m_waiting = false;
};

} // namespace arbiter
