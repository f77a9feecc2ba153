// "Analyse game": an engine searches every position of a game's main line at a fixed depth or
// time per move, and the game comes back annotated:
//  - after each move, the evaluation from the mover's side with the depth ("+0.35/12", the
//    form of evaluationcomment.h), replacing the move's comment;
//  - moves that lose much against the engine's best move get "?!" (inaccuracy), "?" (mistake)
//    or "??" (blunder), and for mistakes and blunders the engine's best line as a variation,
//    its first move commented with its evaluation;
//  - an [Annotator] tag naming the engine;
//  - with AnnotationOptions::explain, the coach's facts about each move (movefacts.h: captures,
//    checks, threats, material by the end of the engine's line...) after its evaluation, and
//    about the better move at the head of a mistake's variation, in English or Chinese. For
//    this the engine also searches each position after a move that does not give check with
//    the mover to move again (a null move): its line is the mate the move threatens, if any.
//    A game with r-Mobility's tags is explained under r-Mobility's rules (its G-score facts).
// Losses compare scores clamped to +-10 pawns (so a won position that stays won is not marked)
// and a move equal to the engine's choice never loses. Positions that end the game (mate,
// stalemate) are not searched.
#pragma once

#include "analysis/rulefacts.h"
#include "analysis/shortsearch.h"
#include "pgn/pgngame.h"

#include <QObject>
#include <QPointer>
#include <memory>
#include <vector>

namespace arbiter {

struct AnnotationOptions {
    int depth = 0;         // search depth per position, or
    qint64 moveTimeMs = 0; // time per position (one of the two must be set)
    int inaccuracyCp = 50; // losses from this many centipawns get "?!"
    int mistakeCp = 100;   // "?" and a variation
    int blunderCp = 300;   // "??" and a variation
    bool variations = true;
    int variationPlies = 10; // longest variation written
    enum class Explain { None, English, Chinese };
    Explain explain = Explain::None;
};

class GameAnnotator : public QObject {
    Q_OBJECT
public:
    // What the engine said about one position of the main line (index = plies before it).
    struct PositionResult {
        bool searched = false;
        MoveEvaluation evaluation; // score from the side to move
        QString bestMove;          // coordinate notation
    };

    explicit GameAnnotator(const EngineConfiguration& config, QObject* parent = nullptr);
    ~GameAnnotator() override;

    // Starts the engine and analyses the game; finished() follows. False with *error at once
    // when the options or the game cannot be analysed.
    bool start(const PgnGame& game, const AnnotationOptions& options, QString* error);
    void cancel();
    bool isRunning() const { return m_running; }

    // The annotated game (valid after finished(true)).
    const PgnGame& annotatedGame() const { return m_annotated; }
    const std::vector<PositionResult>& positions() const { return m_results; }

signals:
    void progress(int done, int total);
    void finished(bool ok, const QString& error);

private:
    void searchNext();
    void onSearched(const MoveEvaluation& evaluation, const QString& move);
    void fail(const QString& error);
    void annotate();
    void finish();

    // One search: a position of the main line (index = plies before it), or that position with
    // the side that just moved to move again (explanations' mate threats).
    struct Job {
        int position = 0;
        bool nullMove = false;
    };

    EngineConfiguration m_config;
    ShortSearch* m_search = nullptr; // the engine, for one analysis
    PgnGame m_game;
    PgnGame m_annotated;
    AnnotationOptions m_options;
    QStringList m_coordinates;                    // main-line moves in coordinate notation
    std::vector<std::unique_ptr<Board>> m_boards; // position before each ply, and the last
    std::vector<PositionResult> m_results;
    std::vector<QStringList> m_nullMoveLines; // per position: the null-move search's line
    // The game's judges under its rules (r-Mobility's from its tags), following the main line
    // as its moves are explained (rulefacts.h).
    std::unique_ptr<coach::GameRules> m_rules;
    std::vector<Job> m_jobs;
    int m_next = 0;
    bool m_running = false;
};

} // namespace arbiter
