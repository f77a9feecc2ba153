#include "analysis/moveexplainer.h"

#include "analysis/allowedreply.h"
#include "analysis/evaluationcomment.h"
#include "analysis/gameannotator.h"
#include "analysis/positionprobe.h"

namespace arbiter {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// The engine's line as far as it is legal from `board`, in `notation`.
QStringList lineIn(const Board& board, const QStringList& coordinates, Notation notation) {
    QStringList moves;
    auto replay = board.clone();
    for (const QString& token : coordinates) {
        const Move m = replay->parseMove(token.toStdString());
        if (m.isNull()) break;
        moves << qs(replay->moveToString(m, notation));
        replay->makeMove(m);
    }
    return moves;
}

// The PV after its first move, when its first move is `move` (an engine's PV may be missing or
// belong to an earlier iteration).
QStringList restOfLine(const MoveEvaluation& evaluation, const QString& move) {
    if (evaluation.pv.isEmpty() || evaluation.pv.front() != move) return {};
    return evaluation.pv.mid(1);
}
} // namespace

MoveExplainer::MoveExplainer(const EngineConfiguration& config, QObject* parent)
    : QObject(parent), m_search(new ShortSearch(config, this)) {
    m_limits.depth = 8;
    m_betterFromCp = AnnotationOptions().mistakeCp;
    connect(m_search, &ShortSearch::searched, this, &MoveExplainer::onSearched);
    connect(m_search, &ShortSearch::failed, this, [this](const QString& error) {
        if (m_job == Job::None) return;
        m_job = Job::None;
        emit failed(error);
    });
}

void MoveExplainer::setRules(const RuleOptions& rules) {
    // (New judges: they replay the game at the next explanation and follow it from there.)
    m_rules = std::make_unique<coach::GameRules>(rules);
}

void MoveExplainer::cancel() {
    m_job = Job::None;
    m_search->cancel();
}

bool MoveExplainer::explain(const Board& before, Move move, Notation notation, QString* error) {
    if (!before.isLegal(move)) {
        *error = tr("the move is not legal in the position before it");
        return false;
    }
    cancel();
    m_job = Job::Move;
    m_board = before.clone();
    m_move = move;
    m_notation = notation;
    m_slots.clear();
    m_before = m_after = m_afterPass = m_replyPass = MoveEvaluation();
    m_bestMove.clear();
    m_reply.clear();
    auto after = before.clone();
    after->makeMove(move);
    // A move that ends the game has nothing after it to search. A move that does not check is
    // also searched with the mover to move again (a null move), for the mate it threatens.
    m_searchedAfter = after->positionEnd().isNone();
    const std::unique_ptr<Board> again =
        m_searchedAfter && !after->inCheck()
            ? coach::withTheMoveGivenTo(*after, before.sideToMove())
            : nullptr;
    searchSlot(Slot::Before, before);
    if (m_searchedAfter) searchSlot(Slot::After, *after);
    if (again) searchSlot(Slot::AfterPass, *again);
    return true;
}

void MoveExplainer::searchSlot(Slot slot, const Board& board) {
    m_slots.push_back(slot);
    m_search->search(qs(board.variant().name), positionWithHistory(board), m_limits);
}

bool MoveExplainer::isMistake() const {
    if (!m_searchedAfter) return false;
    const Move best = m_board->parseMove(m_bestMove.toStdString());
    if (best.isNull() || best == m_move) return false;
    EngineScore played = m_after.score;
    played.negate();
    return m_before.score.isValid() && played.isValid() &&
           centipawnsLost(m_before.score, played) >= m_betterFromCp;
}

void MoveExplainer::searchReplyPass() {
    if (!isMistake()) return;
    auto board = m_board->clone();
    board->makeMove(m_move);
    const Move reply = board->parseMove(m_reply.toStdString());
    if (reply.isNull() || !board->isLegal(reply)) return;
    const Side replier = board->sideToMove();
    board->makeMove(reply);
    if (!board->positionEnd().isNone() || board->inCheck()) return;
    if (auto again = coach::withTheMoveGivenTo(*board, replier))
        searchSlot(Slot::ReplyPass, *again);
}

bool MoveExplainer::explainThreat(const Board& board, Notation notation,
                                  coach::PassRefusal* refusal) {
    auto passed = coach::positionWithTurnPassed(board, refusal);
    if (!passed) return false;
    cancel();
    m_job = Job::Threat;
    m_board = std::move(passed);
    m_notation = notation;
    m_slots.clear();
    m_search->search(qs(m_board->variant().name), positionWithHistory(*m_board), m_limits);
    return true;
}

void MoveExplainer::onSearched(const MoveEvaluation& evaluation, const QString& bestMove) {
    if (m_job == Job::None) return;
    if (m_job == Job::Threat) {
        m_job = Job::None;
        const Move move = m_board->parseMove(bestMove.toStdString());
        if (move.isNull()) {
            emit failed(tr("the engine gave no legal move (%1)").arg(bestMove));
            return;
        }
        QStringList line = evaluation.pv;
        if (line.isEmpty() || line.front() != bestMove) line = QStringList{bestMove};
        emit threatFound(coach::describeThreat(*m_board, move, line, evaluation.score, m_notation));
        return;
    }
    if (m_slots.empty()) return;
    const Slot slot = m_slots.front();
    m_slots.pop_front();
    switch (slot) {
    case Slot::Before:
        m_before = evaluation;
        m_bestMove = bestMove;
        break;
    case Slot::After:
        m_after = evaluation;
        m_reply = bestMove;
        searchReplyPass();
        break;
    case Slot::AfterPass: m_afterPass = evaluation; break;
    case Slot::ReplyPass: m_replyPass = evaluation; break;
    }
    if (m_slots.empty()) finishMove();
}

void MoveExplainer::finishMove() {
    m_job = Job::None;
    const Board& before = *m_board;
    MoveExplanation e;
    e.fenBefore = before.fen();
    e.move = m_move;
    e.moveText = qs(before.moveToString(m_move, m_notation));
    e.replyLine = m_after.pv;
    e.facts =
        coach::explainMove(before, m_move, e.replyLine, m_notation, m_afterPass.pv, m_rules.get());
    e.depth = m_before.depth;
    e.bestScore = m_before.score;
    e.bestMove = before.parseMove(m_bestMove.toStdString());
    // A move that ends the game was not searched after it: it is judged by its facts alone.
    if (m_searchedAfter) {
        e.playedScore = m_after.score;
        e.playedScore.negate();
    }
    e.scored = e.bestScore.isValid() && e.playedScore.isValid();
    if (!e.bestMove.isNull()) {
        e.bestMoveText = qs(before.moveToString(e.bestMove, m_notation));
        QStringList line = m_before.pv;
        if (line.isEmpty() || line.front() != m_bestMove) line = QStringList{m_bestMove};
        e.bestPv = line;
        e.bestLine = lineIn(before, line, m_notation);
    }
    if (e.bestMove == m_move) {
        e.lossCp = 0;
    } else if (e.scored) {
        e.lossCp = centipawnsLost(e.bestScore, e.playedScore);
    }
    if (!e.bestMove.isNull() && e.bestMove != m_move) {
        e.bestFacts = coach::explainMove(before, e.bestMove, restOfLine(m_before, m_bestMove),
                                         m_notation, {}, m_rules.get());
        e.showsBetterMove = isMistake();
    }
    if (e.showsBetterMove) {
        QStringList replyLine = m_after.pv;
        if (replyLine.isEmpty() || replyLine.front() != m_reply) replyLine = QStringList{m_reply};
        e.allows = coach::allowedReply(before, m_move, replyLine, m_notation, m_replyPass.pv);
    }
    emit explained(e);
}

} // namespace arbiter
