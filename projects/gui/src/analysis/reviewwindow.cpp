#include "gui/analysis/reviewwindow.h"

#include "analysis/allowedreply.h"
#include "analysis/evaluationcomment.h"
#include "analysis/factsentences.h"
#include "board/variant.h"
#include "gui/analysis/coachlanguage.h"
#include "gui/app/language.h"
#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}
} // namespace

ReviewWindow::ReviewWindow(const EngineConfiguration& engine, const PgnGame& game, Side side,
                           int depth, const Appearance& appearance, QWidget* parent)
    : QWidget(parent, Qt::Window), m_game(game), m_side(side), m_appearance(appearance) {
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Review"));
    m_options.depth = depth;
    m_annotator = new GameAnnotator(engine, this);
    m_review = new MistakeReview(engine, m_options, this);
    connect(m_annotator, &GameAnnotator::finished, this, &ReviewWindow::onAnalysed);
    connect(m_annotator, &GameAnnotator::progress, this, [this](int done, int total) {
        m_progress->setText(tr("Analysing the game: %1 of %2 positions").arg(done).arg(total));
    });
    connect(m_review, &MistakeReview::judged, this, &ReviewWindow::onJudged);
    connect(m_review, &MistakeReview::failed, this, [this](const QString& error) {
        setState(State::Failed, paragraph(tr("The engine could not search: %1").arg(error)));
    });

    auto* layout = new QHBoxLayout(this);
    const auto start = createBoard(game.variant());
    const bool xiangqi = start && start->variant().family == BoardFamily::Xiangqi;
    m_view = xiangqi ? static_cast<BoardView*>(new XiangqiBoardView(this))
                     : static_cast<BoardView*>(new ChessBoardView(this));
    m_view->setObjectName(QStringLiteral("reviewBoard"));
    m_appearance.applyTo(m_view);
    m_view->setPermittedSides(false, false);
    if (start) m_view->setPosition(*start);
    layout->addWidget(m_view, 3);
    auto* column = new QVBoxLayout;
    m_progress = new QLabel(this);
    column->addWidget(m_progress);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("reviewText"));
    m_text->setFont(withChineseText(m_text->font()));
    column->addWidget(m_text, 1);
    auto* buttons = new QHBoxLayout;
    m_solution = new QPushButton(tr("Show Solution"), this);
    m_solution->setObjectName(QStringLiteral("reviewSolution"));
    m_next = new QPushButton(tr("Next Mistake"), this);
    m_next->setObjectName(QStringLiteral("reviewNext"));
    buttons->addWidget(m_solution);
    buttons->addWidget(m_next);
    column->addLayout(buttons);
    layout->addLayout(column, 2);
    connect(m_solution, &QPushButton::clicked, this, &ReviewWindow::showSolution);
    connect(m_next, &QPushButton::clicked, this, &ReviewWindow::nextMistake);
    connect(m_view, &BoardView::turnEntered, this,
            [this](const std::vector<Move>& parts) { tryMove(parts.front()); });
    setState(State::Analysing, paragraph(tr("The engine looks for your mistakes...")));
    resize(1000, 640);
}

ReviewWindow::~ReviewWindow() = default;

bool ReviewWindow::start(QString* error) {
    return m_annotator->start(m_game, m_options, error);
}

const ReviewedMistake* ReviewWindow::mistake() const {
    if (m_index < 0 || m_index >= int(m_mistakes.size())) return nullptr;
    return &m_mistakes[size_t(m_index)];
}

QString ReviewWindow::text() const {
    return m_text->toPlainText();
}

Notation ReviewWindow::notation() const {
    const auto board = createBoard(m_game.variant());
    return board && board->variant().family == BoardFamily::Xiangqi ? m_appearance.xiangqiNotation
                                                                    : m_appearance.chessNotation;
}

std::unique_ptr<Board> ReviewWindow::boardBefore() const {
    const ReviewedMistake* m = mistake();
    if (!m) return nullptr;
    auto board = createBoard(m->variant);
    if (!board || !board->setFen(m->fenBefore)) return nullptr;
    return board;
}

QString ReviewWindow::moveText(const Board& board, Move move) const {
    return qs(board.moveToString(move, notation()));
}

QString ReviewWindow::factsHtml(const Board& before, Move move, const QStringList& lineAfter,
                                bool mistake) const {
    auto facts = coach::explainMove(before, move, lineAfter, notation());
    // A mistake's facts end with what it allows: the engine's reply and what the reply does.
    if (mistake)
        if (auto allows = coach::allowedReply(before, move, lineAfter, notation()))
            facts.push_back(*allows);
    if (facts.empty()) return {};
    QString html = QStringLiteral("<ul style=\"margin-left:-20px\">");
    for (const coach::MoveFact& fact : facts)
        html += QStringLiteral("<li>%1</li>")
                    .arg(coach::sentence(fact, coachLanguage()).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

void ReviewWindow::setState(State state, const QString& html) {
    m_state = state;
    m_text->setHtml(html);
    const bool reviewing = state == State::Trying || state == State::Judging;
    m_solution->setEnabled(reviewing);
    m_next->setEnabled(state == State::Trying || state == State::Solved);
    // The side of the mistake moves on the board while a try is expected.
    const auto board = state == State::Trying ? boardBefore() : nullptr;
    m_view->setPermittedSides(board && board->sideToMove() == White,
                              board && board->sideToMove() == Black);
    emit changed();
}

void ReviewWindow::onAnalysed(bool ok, const QString& error) {
    if (!ok) {
        setState(State::Failed, paragraph(tr("The analysis failed: %1").arg(error)));
        return;
    }
    m_mistakes = mistakesOf(*m_annotator, m_side);
    m_progress->clear();
    if (m_mistakes.empty()) {
        setState(State::Done,
                 paragraph(tr("No mistakes found at depth %1: well played.").arg(m_options.depth)));
        return;
    }
    showMistake(0);
}

void ReviewWindow::showMistake(int index) {
    m_index = index;
    const ReviewedMistake& m = m_mistakes[size_t(index)];
    const auto before = boardBefore();
    m_view->setPosition(*before);
    m_view->setFlipped(before->sideToMove() == Black);
    m_progress->setText(tr("Mistake %1 of %2").arg(index + 1).arg(m_mistakes.size()));
    const QString played = moveText(*before, m.played);
    const int moveNumber = m.ply / 2 + 1;
    m_mistakeHtml =
        QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("Move %1: %2%3 was a mistake (%4 after it, %5 with the engine's move): %6.")
                     .arg(moveNumber)
                     .arg(played, m.nag == 4 ? QStringLiteral("??") : QStringLiteral("?"),
                          m.playedScore.toString(), m.bestScore.toString(),
                          lossText(m.playedScore, centipawnsLost(m.bestScore, m.playedScore)))
                     .toHtmlEscaped());
    const QString allowed = factsHtml(*before, m.played, m.replyLine, true);
    if (!allowed.isEmpty()) m_mistakeHtml += paragraph(tr("What it did and allowed:")) + allowed;
    setState(State::Trying,
             m_mistakeHtml + QStringLiteral("<p><b>%1</b></p>")
                                 .arg(tr("Find a better move on the board.").toHtmlEscaped()));
}

bool ReviewWindow::tryMove(Move move) {
    if (m_state != State::Trying) return false;
    auto board = boardBefore();
    if (!board || !board->isLegal(move)) return false;
    m_tried = move;
    auto after = board->clone();
    after->makeMove(move);
    m_view->setPosition(*after, move);
    setState(State::Judging,
             m_mistakeHtml + paragraph(tr("Checking %1...").arg(moveText(*board, move))));
    m_review->judge(*mistake(), move);
    return true;
}

QString ReviewWindow::lossText(const EngineScore& after, int lossCp) const {
    if (after.type == EngineScore::Type::Mate && after.value < 0)
        return tr("it allows mate in %1").arg(-after.value);
    return tr("it loses %1 pawns against the engine's move").arg(lossCp / 100.0, 0, 'f', 1);
}

void ReviewWindow::onJudged(bool good, int lossCp, const EngineScore& triedScore) {
    if (m_state != State::Judging) return;
    const auto before = boardBefore();
    const QString tried = moveText(*before, m_tried);
    if (!good) {
        m_view->setPosition(*before);
        setState(State::Trying,
                 m_mistakeHtml + paragraph(tr("%1 is not good enough: %2. Try "
                                              "again.")
                                               .arg(tried, lossText(triedScore, lossCp))));
        return;
    }
    const QString verdict = m_tried == mistake()->best
                                ? tr("%1 is the engine's move. Well found!").arg(tried)
                                : tr("%1 is good: as good as the engine's move within %2 pawns.")
                                      .arg(tried)
                                      .arg(m_options.inaccuracyCp / 100.0, 0, 'f', 1);
    setState(State::Solved,
             m_mistakeHtml + QStringLiteral("<p><b>%1</b></p>").arg(verdict.toHtmlEscaped()));
}

void ReviewWindow::showSolution() {
    const ReviewedMistake* m = mistake();
    if (!m || (m_state != State::Trying && m_state != State::Judging)) return;
    m_review->cancel();
    const auto before = boardBefore();
    auto after = before->clone();
    after->makeMove(m->best);
    m_view->setPosition(*after, m->best, true);
    QString html =
        m_mistakeHtml +
        QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("The engine's move: %1").arg(moveText(*before, m->best)).toHtmlEscaped());
    html += factsHtml(*before, m->best, m->bestLine.mid(1), false);
    setState(State::Solved, html);
}

void ReviewWindow::nextMistake() {
    if (m_state != State::Trying && m_state != State::Solved) return;
    m_review->cancel();
    if (m_index + 1 < int(m_mistakes.size())) {
        showMistake(m_index + 1);
        return;
    }
    setState(State::Done, paragraph(tr("That was the last mistake: the review is over.")));
}

} // namespace arbiter::gui
