#include "analysis/gameannotator.h"

#include "analysis/allowedreply.h"
#include "analysis/evaluationcomment.h"
#include "analysis/factsentences.h"
#include "analysis/movefacts.h"
#include "analysis/positionprobe.h"
#include "board/variant.h"
#include "rules/rmobility/rmobilitypgn.h"

namespace arbiter {

namespace {
// NAGs of PGN: $2 "?", $4 "??", $6 "?!".
constexpr uint8_t NagMistake = 2;
constexpr uint8_t NagBlunder = 4;
constexpr uint8_t NagInaccuracy = 6;
} // namespace

GameAnnotator::GameAnnotator(const EngineConfiguration& config, QObject* parent)
    : QObject(parent), m_config(config) {}

GameAnnotator::~GameAnnotator() = default; // the ShortSearch, a child, quits its engine

bool GameAnnotator::start(const PgnGame& game, const AnnotationOptions& options, QString* error) {
    if (m_running) {
        *error = tr("an analysis is already running");
        return false;
    }
    if (options.depth <= 0 && options.moveTimeMs <= 0) {
        *error = tr("set a depth or a time per move for the analysis");
        return false;
    }
    const VariantInfo* variant = findVariant(game.variant());
    if (!variant) {
        *error = tr("unknown variant '%1'").arg(QString::fromStdString(game.variant()));
        return false;
    }
    auto board = variant->create();
    std::string why;
    if (!board->setFen(game.startFen().empty() ? variant->startFen : game.startFen(), &why)) {
        *error = tr("bad start position: %1").arg(QString::fromStdString(why));
        return false;
    }
    RuleOptions rules;
    if (!rmobility::optionsFromTags(game, &rules.rMobility, &why)) {
        *error = tr("the game's r-Mobility tags: %1").arg(QString::fromStdString(why));
        return false;
    }
    m_rules = std::make_unique<coach::GameRules>(rules);
    m_game = game;
    m_options = options;
    m_coordinates.clear();
    m_boards.clear();
    m_boards.push_back(board->clone());
    for (const PgnMove& m : game.moves()) {
        if (!board->isLegal(m.move)) {
            *error = tr("move %1 (%2) is not legal")
                         .arg(m_coordinates.size() + 1)
                         .arg(QString::fromStdString(m.text));
            return false;
        }
        m_coordinates << QString::fromStdString(board->moveToCoordinate(m.move));
        board->makeMove(m.move);
        m_boards.push_back(board->clone());
    }
    m_results.assign(m_boards.size(), PositionResult());
    m_nullMoveLines.assign(m_boards.size(), QStringList());
    m_jobs.clear();
    for (int p = 0; p < int(m_boards.size()); ++p) {
        m_jobs.push_back({p, false});
        const Board& b = *m_boards[size_t(p)];
        if (options.explain != AnnotationOptions::Explain::None && p > 0 && !b.inCheck() &&
            b.positionEnd().isNone())
            m_jobs.push_back({p, true});
    }
    m_next = 0;
    m_running = true;

    delete m_search;
    m_search = new ShortSearch(m_config, this);
    connect(m_search, &ShortSearch::failed, this, &GameAnnotator::fail);
    connect(m_search, &ShortSearch::searched, this,
            [this](const MoveEvaluation& evaluation, const QString& move) {
                onSearched(evaluation, move);
            });
    searchNext();
    return true;
}

void GameAnnotator::cancel() {
    if (!m_running) return;
    fail(tr("the analysis was cancelled"));
}

void GameAnnotator::fail(const QString& error) {
    if (!m_running) return;
    m_running = false;
    if (m_search) {
        m_search->disconnect(this);
        m_search->deleteLater(); // quits its engine
        m_search = nullptr;
    }
    emit finished(false, error);
}

void GameAnnotator::searchNext() {
    const int total = int(m_jobs.size());
    EnginePosition position;
    // Positions that end the game are not searched, nor null moves the board refuses.
    for (; m_next < total; ++m_next) {
        const Job& job = m_jobs[size_t(m_next)];
        const Board& board = *m_boards[size_t(job.position)];
        if (!board.positionEnd().isNone()) continue;
        if (!job.nullMove) {
            position.startFen = QString::fromStdString(m_game.startFen());
            position.moves = m_coordinates.mid(0, job.position);
            break;
        }
        auto again = coach::withTheMoveGivenTo(board, ~board.sideToMove());
        if (!again) continue;
        position.startFen = QString::fromStdString(again->fen());
        position.moves.clear();
        break;
    }
    emit progress(m_next, total);
    if (m_next >= total) {
        finish();
        return;
    }
    SearchLimits limits;
    limits.depth = m_options.depth;
    limits.moveTimeMs = m_options.moveTimeMs;
    m_search->search(QString::fromStdString(m_game.variant()), position, limits);
}

void GameAnnotator::finish() {
    annotate();
    m_running = false;
    m_search->disconnect(this);
    m_search->deleteLater(); // quits its engine
    m_search = nullptr;
    emit finished(true, QString());
}

void GameAnnotator::onSearched(const MoveEvaluation& evaluation, const QString& move) {
    if (!m_running) return;
    const Job job = m_jobs[size_t(m_next)];
    if (job.nullMove) {
        m_nullMoveLines[size_t(job.position)] = evaluation.pv;
    } else {
        PositionResult& r = m_results[size_t(job.position)];
        r.searched = true;
        r.evaluation = evaluation;
        r.bestMove = move;
    }
    ++m_next;
    searchNext();
}

namespace {
coach::Language readerOf(AnnotationOptions::Explain language) {
    return language == AnnotationOptions::Explain::Chinese ? coach::Language::Chinese
                                                           : coach::Language::English;
}

// The facts of `move` on `board`, with the engine's line after it and the game's judges, as one
// comment text.
QString explanation(const Board& board, Move move, const QStringList& lineAfter,
                    const QStringList& nullMoveLine, AnnotationOptions::Explain language,
                    coach::GameRules& rules) {
    const coach::Language reader = readerOf(language);
    const Notation notation = coach::defaultNotation(board.variant().family, reader);
    return coach::joinedSentences(
        coach::explainMove(board, move, lineAfter, notation, nullMoveLine, &rules), reader);
}

// What the mistake `move` on `board` allows: the engine's reply (the first move of `lineAfter`)
// with its facts; `replyNullLine` the null-move search after the reply, when there is one.
QString allowedText(const Board& board, Move move, const QStringList& lineAfter,
                    const QStringList& replyNullLine, AnnotationOptions::Explain language) {
    const coach::Language reader = readerOf(language);
    const Notation notation = coach::defaultNotation(board.variant().family, reader);
    const auto allows = coach::allowedReply(board, move, lineAfter, notation, replyNullLine);
    return allows ? coach::sentence(*allows, reader) : QString();
}

void appendComment(std::string& comment, const QString& text) {
    if (text.isEmpty()) return;
    if (!comment.empty()) comment += ' ';
    comment += text.toStdString();
}
} // namespace

void GameAnnotator::annotate() {
    m_annotated = m_game;
    m_annotated.setTag("Annotator", m_search->engineName().toStdString());
    std::vector<PgnMove>& moves = m_annotated.moves();
    for (size_t i = 0; i < moves.size(); ++i) {
        PgnMove& move = moves[i];
        const PositionResult& before = m_results[i];
        const PositionResult& after = m_results[i + 1];
        const Board& board = *m_boards[i];
        const bool scored = after.searched && after.evaluation.score.isValid();
        EngineScore moverScore = after.evaluation.score;
        moverScore.negate();
        if (scored) move.commentAfter = evaluationComment(moverScore, after.evaluation.depth);
        // The facts need no search after a move that ends the game (a mate says itself).
        if (m_options.explain != AnnotationOptions::Explain::None)
            appendComment(move.commentAfter,
                          explanation(board, move.move,
                                      after.searched ? after.evaluation.pv : QStringList(),
                                      m_nullMoveLines[i + 1], m_options.explain, *m_rules));
        if (!scored || !before.searched || !before.evaluation.score.isValid()) continue;
        const Move best = board.parseMove(before.bestMove.toStdString());
        if (best == move.move) continue;
        const int loss = centipawnsLost(before.evaluation.score, moverScore);
        uint8_t nag = 0;
        if (loss >= m_options.blunderCp)
            nag = NagBlunder;
        else if (loss >= m_options.mistakeCp)
            nag = NagMistake;
        else if (loss >= m_options.inaccuracyCp)
            nag = NagInaccuracy;
        if (!nag) continue;
        move.nags.assign(1, nag);
        // A mistake's comment says what it allows. The null-move search after the reply exists
        // when the game went on with the engine's reply.
        if (m_options.explain != AnnotationOptions::Explain::None && nag != NagInaccuracy) {
            const QStringList& replyLine = after.evaluation.pv;
            const bool replyPlayed = i + 1 < moves.size() && !replyLine.isEmpty() &&
                                     m_coordinates.value(int(i) + 1) == replyLine.front();
            appendComment(move.commentAfter,
                          allowedText(board, move.move, replyLine,
                                      replyPlayed ? m_nullMoveLines[i + 2] : QStringList(),
                                      m_options.explain));
        }
        if (!m_options.variations || nag == NagInaccuracy) continue;
        // The engine's line from the position before the move, as far as it reads.
        PgnVariation variation;
        auto line = board.clone();
        QStringList pv = before.evaluation.pv;
        if (pv.isEmpty() || pv.front() != before.bestMove) pv = QStringList{before.bestMove};
        for (const QString& token : pv) {
            if (int(variation.moves.size()) >= m_options.variationPlies) break;
            const Move m = line->parseMove(token.toStdString());
            if (m.isNull()) break;
            PgnMove pm;
            pm.move = m;
            pm.text = line->moveToSan(m);
            variation.moves.push_back(std::move(pm));
            line->makeMove(m);
        }
        if (variation.moves.empty()) continue;
        variation.moves.front().commentAfter =
            evaluationComment(before.evaluation.score, before.evaluation.depth);
        if (m_options.explain != AnnotationOptions::Explain::None)
            appendComment(
                variation.moves.front().commentAfter,
                explanation(board, best, pv.mid(1), QStringList(), m_options.explain, *m_rules));
        move.variations.push_back(std::move(variation));
    }
    m_annotated.setMoveTextNotation(std::nullopt); // variations are in SAN, the game as read
}

} // namespace arbiter
