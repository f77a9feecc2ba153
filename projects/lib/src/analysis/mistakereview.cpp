#include "analysis/mistakereview.h"

#include "analysis/evaluationcomment.h"
#include "board/variant.h"

namespace arbiter {

namespace {
// NAGs of PGN: $2 "?", $4 "??" (as gameannotator.cpp writes them).
constexpr uint8_t NagMistake = 2;
constexpr uint8_t NagBlunder = 4;
} // namespace

std::vector<ReviewedMistake> mistakesOf(const GameAnnotator& annotator, Side side) {
    std::vector<ReviewedMistake> mistakes;
    const PgnGame& game = annotator.annotatedGame();
    const auto& positions = annotator.positions();
    const VariantInfo* variant = findVariant(game.variant());
    if (!variant) return mistakes;
    auto board = variant->create();
    const std::string startFen = game.startFen().empty() ? variant->startFen : game.startFen();
    if (!board->setFen(startFen)) return mistakes;
    QStringList played;
    for (size_t i = 0; i < game.moves().size() && i + 1 < positions.size(); ++i) {
        const PgnMove& move = game.moves()[i];
        const bool marked = !move.nags.empty() &&
                            (move.nags.front() == NagMistake || move.nags.front() == NagBlunder);
        if (marked && (side == NoSide || board->sideToMove() == side)) {
            ReviewedMistake m;
            m.ply = int(i);
            m.variant = variant->name;
            m.nag = move.nags.front();
            m.fenBefore = board->fen();
            m.gameStartFen = startFen;
            m.movesBefore = played;
            m.played = move.move;
            const GameAnnotator::PositionResult& before = positions[i];
            const GameAnnotator::PositionResult& after = positions[i + 1];
            m.best = board->parseMove(before.bestMove.toStdString());
            m.bestScore = before.evaluation.score;
            m.playedScore = after.evaluation.score;
            m.playedScore.negate();
            m.replyLine = after.evaluation.pv;
            m.bestLine = before.evaluation.pv;
            if (m.bestLine.isEmpty() || m.bestLine.front() != before.bestMove)
                m.bestLine = QStringList{before.bestMove};
            mistakes.push_back(std::move(m));
        }
        played << QString::fromStdString(board->moveToCoordinate(move.move));
        board->makeMove(move.move);
    }
    return mistakes;
}

MistakeReview::MistakeReview(const EngineConfiguration& config, const AnnotationOptions& options,
                             QObject* parent)
    : QObject(parent), m_search(new ShortSearch(config, this)), m_options(options) {
    connect(m_search, &ShortSearch::searched, this,
            [this](const MoveEvaluation& evaluation, const QString&) {
                if (!m_waiting) return;
                m_waiting = false;
                EngineScore tried = evaluation.score;
                tried.negate(); // the engine searched for the opponent
                const int loss = std::max(0, centipawnsLost(m_bestScore, tried));
                emit judged(loss < m_options.inaccuracyCp, loss, tried);
            });
    connect(m_search, &ShortSearch::failed, this, [this](const QString& error) {
        m_waiting = false;
        emit failed(error);
    });
}

bool MistakeReview::judge(const ReviewedMistake& mistake, Move tried) {
    cancel();
    auto board = createBoard(mistake.variant);
    if (!board ||
        !board->setFen(mistake.gameStartFen.empty() ? mistake.fenBefore : mistake.gameStartFen))
        return false;
    for (const QString& text : mistake.movesBefore) {
        const Move m = board->parseMove(text.toStdString());
        if (m.isNull() || !board->isLegal(m)) return false;
        board->makeMove(m);
    }
    if (board->fen() != mistake.fenBefore || !board->isLegal(tried)) return false;
    if (tried == mistake.best) {
        emit judged(true, 0, mistake.bestScore);
        return true;
    }
    board->makeMove(tried);
    const PositionEnd end = board->positionEnd();
    if (!end.isNone()) {
        // Nothing to search: a win for the mover is as good as any best move, a draw is even,
        // a loss (a variant's own ending) is mated.
        EngineScore score;
        score.type = end.winner == NoSide ? EngineScore::Type::Centipawns : EngineScore::Type::Mate;
        score.value = end.winner == NoSide ? 0 : end.winner != board->sideToMove() ? 1 : -1;
        const int loss = std::max(0, centipawnsLost(mistake.bestScore, score));
        emit judged(loss < m_options.inaccuracyCp, loss, score);
        return true;
    }
    m_bestScore = mistake.bestScore;
    m_waiting = true;
    const EnginePosition position = positionWithHistory(*board);
    SearchLimits limits;
    limits.depth = m_options.depth;
    limits.moveTimeMs = m_options.moveTimeMs;
    m_search->search(QString::fromStdString(mistake.variant), position, limits);
    return true;
}

void MistakeReview::cancel() {
    m_waiting = false;
    m_search->cancel();
}

} // namespace arbiter
