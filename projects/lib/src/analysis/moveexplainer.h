// The coach's searches for a reader who asks why (docs/gui-analysis.md, "The coach"): a short
// search (ShortSearch: a fixed depth or time) of the position before a move, for the engine's
// best move and its line; of the position after it, for the reply line; and, after a move that
// does not check, of that position with the mover to move again, for the mate it threatens. Then
// the facts (movefacts.h) of the move played with those lines and, when the engine preferred
// another move, of that move with the rest of its line; for a mistake, also what the engine's
// reply allows (allowedreply.h), with one more search after the reply with the replier to move
// again, for the mate the reply threatens. explainThreat() searches the position
// with the opponent to move again (opponentthreat.h) and says its best move as a threat. One
// request at a time: a new one drops the one running. Positions are sent with the game's moves
// since the last irreversible one (positionWithHistory), so the engine sees repetitions.
#pragma once

#include "analysis/opponentthreat.h"
#include "analysis/rulefacts.h"
#include "analysis/shortsearch.h"

#include <deque>
#include <memory>
#include <optional>

namespace arbiter {

struct MoveExplanation {
    std::string fenBefore;
    Move move;
    QString moveText;                   // in the notation asked for
    std::vector<coach::MoveFact> facts; // of the move played
    QStringList replyLine;              // the engine's line after the move (coordinates)
    bool scored = false;                // both searches gave scores
    int depth = -1;                     // of the search before the move
    EngineScore bestScore;              // before the move, from the mover's side
    EngineScore playedScore;            // after the move, from the mover's side
    int lossCp = 0;                     // centipawnsLost(bestScore, playedScore); 0 when best
    Move bestMove;                      // the engine's choice (null when it gave none)
    QString bestMoveText;
    QStringList bestLine;                   // the engine's line from bestMove on, in the notation
    QStringList bestPv;                     // the same in coordinates, as the engine gave it
    std::vector<coach::MoveFact> bestFacts; // of bestMove, when it differs from the move
    // For a mistake (showsBetterMove), what the engine's reply does (allowedreply.h), with the
    // reply's mate threat from one more search after it.
    std::optional<coach::MoveFact> allows;
    // The engine preferred another move and the move lost at least `betterFromCp`: the reader
    // is shown the better move with its facts.
    bool showsBetterMove = false;
};

class MoveExplainer : public QObject {
    Q_OBJECT
public:
    explicit MoveExplainer(const EngineConfiguration& config, QObject* parent = nullptr);

    const EngineConfiguration& configuration() const { return m_search->configuration(); }
    void setLimits(const SearchLimits& limits) { m_limits = limits; }
    const SearchLimits& limits() const { return m_limits; }
    // The loss from which the better move is shown: a mistake's ("?", AnnotationOptions).
    void setBetterFromCp(int centipawns) { m_betterFromCp = centipawns; }
    // The rules of the game explained (RuleOptions; default: the variant's usual rules): in
    // r-Mobility games the explanations say what a move does to the G-score.
    void setRules(const RuleOptions& rules);

    // Explains `move` played on `before`, its lines written in
    // `notation`; explained() or failed() follows. False with *error at once when the move is
    // not legal there.
    bool explain(const Board& before, Move move, Notation notation, QString* error);
    // The opponent's threat in `board`; threatFound() or failed() follows. False with *refusal
    // set when the turn cannot be passed (coach::positionWithTurnPassed).
    bool explainThreat(const Board& board, Notation notation, coach::PassRefusal* refusal);
    // Drops the request running.
    void cancel();
    bool isBusy() const { return m_job != Job::None; }

signals:
    void explained(const arbiter::MoveExplanation& explanation);
    void threatFound(const arbiter::coach::OpponentThreat& threat);
    void failed(const QString& error);

private:
    enum class Job { None, Move, Threat };
    // The searches of a move's explanation, answered in the order they were queued.
    enum class Slot { Before, After, AfterPass, ReplyPass };
    void onSearched(const MoveEvaluation& evaluation, const QString& bestMove);
    void searchSlot(Slot slot, const Board& board);
    // After the searches before and after the move: a mistake's reply searched with the replier
    // to move again.
    void searchReplyPass();
    bool isMistake() const;
    void finishMove();

    ShortSearch* m_search;
    SearchLimits m_limits;
    int m_betterFromCp = 100;
    std::unique_ptr<coach::GameRules> m_rules; // the judges of the game, following its moves
    Job m_job = Job::None;
    std::unique_ptr<Board> m_board; // the position before the move, or the passed one
    Move m_move;
    Notation m_notation = Notation::San;
    std::deque<Slot> m_slots; // the searches of the request still to answer
    bool m_searchedAfter = false;
    MoveEvaluation m_before, m_after;
    MoveEvaluation m_afterPass; // after the move, the mover to move again: its mate threats
    MoveEvaluation m_replyPass; // after the reply, the replier to move again
    QString m_bestMove, m_reply;
};

} // namespace arbiter
