#include "gui/analysis/explainpanel.h"

#include "gui/analysis/analysisdock.h"
#include "gui/analysis/coachlanguage.h"
#include "gui/app/language.h"
#include "gui/board/xiangqifonts.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
constexpr int DefaultDepth = 8;
const char* const DepthKey = "coach/depth";

QString listOf(const std::vector<coach::MoveFact>& facts, coach::Language language) {
    QString html = QStringLiteral("<ul style=\"margin-left:-20px\">");
    for (const coach::MoveFact& fact : facts)
        html += QStringLiteral("<li>%1</li>").arg(coach::sentence(fact, language).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}
} // namespace

ExplainPanel::ExplainPanel(EngineLibrary& engines, AnalysisDock* analysis, QWidget* parent)
    : QWidget(parent), m_engines(engines), m_analysis(analysis) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Depth:"), this));
    m_depth = new QSpinBox(this);
    m_depth->setObjectName(QStringLiteral("explainDepth"));
    m_depth->setRange(1, 30);
    m_depth->setValue(QSettings().value(QLatin1String(DepthKey), DefaultDepth).toInt());
    m_depth->setToolTip(tr("Depth of the coach's searches"));
    row->addWidget(m_depth);
    row->addStretch(1);
    m_explain = new QPushButton(tr("Explain"), this);
    m_explain->setObjectName(QStringLiteral("explainMove"));
    m_explain->setToolTip(tr("Why the move shown was played"));
    row->addWidget(m_explain);
    m_threat = new QPushButton(tr("Threat?"), this);
    m_threat->setObjectName(QStringLiteral("explainThreat"));
    m_threat->setToolTip(tr("What does my opponent threaten?"));
    row->addWidget(m_threat);
    layout->addLayout(row);
    m_view = new QTextBrowser(this);
    m_view->setObjectName(QStringLiteral("explainText"));
    m_view->setFont(withChineseText(m_view->font()));
    layout->addWidget(m_view, 1);
    connect(m_explain, &QPushButton::clicked, this, [this] { explainCurrent(); });
    connect(m_threat, &QPushButton::clicked, this, [this] { showThreat(); });
    connect(m_depth, qOverload<int>(&QSpinBox::valueChanged), this,
            [](int depth) { QSettings().setValue(QLatin1String(DepthKey), depth); });
}

void ExplainPanel::setDepth(int depth) {
    m_depth->setValue(depth);
}

int ExplainPanel::depth() const {
    return m_depth->value();
}

void ExplainPanel::setNotation(Notation chess, Notation xiangqi) {
    m_chess = chess;
    m_xiangqi = xiangqi;
}

QString ExplainPanel::text() const {
    return m_view->toPlainText();
}

QString ExplainPanel::engineCommand() const {
    return m_explainer ? m_explainer->configuration().command : QString();
}

void ExplainPanel::setTab(GameTab* tab) {
    if (tab == m_tab) return;
    if (m_tab) m_tab->session()->disconnect(this);
    if (m_explainer) m_explainer->cancel();
    m_tab = tab;
    if (tab)
        connect(tab->session(), &GameSession::positionChanged, this,
                &ExplainPanel::positionChanged);
    m_view->clear();
    positionChanged();
}

void ExplainPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    positionChanged();
}

void ExplainPanel::positionChanged() {
    if (m_explainer) m_explainer->cancel();
    // Only a panel in sight searches; at the newest position of a game being played the
    // person asks (the engines are playing).
    if (!isVisible() || !m_tab || m_tab->session()->isLive()) return;
    explainCurrent();
}

Notation ExplainPanel::notationFor(const Board& board) const {
    return board.variant().family == BoardFamily::Xiangqi ? m_xiangqi : m_chess;
}

void ExplainPanel::showMessage(const QString& text) {
    m_view->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(text.toHtmlEscaped()));
    emit shown();
}

MoveExplainer* ExplainPanel::explainer() {
    EngineConfiguration config = EngineLibrary::builtInEngine();
    if (m_analysis && m_analysis->runningEngine()) config = *m_analysis->runningEngine();
    if (config.command.isEmpty()) {
        showMessage(tr("The coach needs an engine: arbiter-engine was not found beside the "
                       "program."));
        return nullptr;
    }
    if (!m_explainer || m_explainer->configuration().command != config.command ||
        m_explainer->configuration().arguments != config.arguments) {
        m_explainer = std::make_unique<MoveExplainer>(config);
        connect(m_explainer.get(), &MoveExplainer::explained, this, &ExplainPanel::onExplained);
        connect(m_explainer.get(), &MoveExplainer::threatFound, this, &ExplainPanel::onThreat);
        connect(m_explainer.get(), &MoveExplainer::failed, this, [this](const QString& error) {
            showMessage(tr("The engine could not search: %1").arg(error));
        });
    }
    SearchLimits limits;
    limits.depth = m_depth->value();
    m_explainer->setLimits(limits);
    // The tab's rules: an r-Mobility game's explanations say what a move does to the G-score.
    m_explainer->setRules(m_tab ? m_tab->session()->settings().rules : RuleOptions());
    return m_explainer.get();
}

bool ExplainPanel::explainCurrent() {
    if (!m_tab) return false;
    const GameSession* session = m_tab->session();
    const MoveTree::Node* node = session->current();
    if (!node || !node->parent) {
        showMessage(tr("Click a move of the move list to read why it was played."));
        return false;
    }
    MoveExplainer* coach = explainer();
    if (!coach) return false;
    const auto before = session->tree().boardAt(node->parent);
    QString error;
    if (!coach->explain(*before, node->move, notationFor(*before), &error)) {
        showMessage(error);
        return false;
    }
    m_view->setHtml(QStringLiteral("<p><i>%1</i></p>")
                        .arg(tr("Searching %1...")
                                 .arg(QString::fromStdString(
                                     before->moveToString(node->move, notationFor(*before))))
                                 .toHtmlEscaped()));
    return true;
}

bool ExplainPanel::showThreat() {
    if (!m_tab) return false;
    const Board& board = m_tab->session()->board();
    if (!board.positionEnd().isNone()) {
        showMessage(tr("The game is over: nothing is threatened."));
        return false;
    }
    MoveExplainer* coach = explainer();
    if (!coach) return false;
    coach::PassRefusal refusal;
    if (!coach->explainThreat(board, notationFor(board), &refusal)) {
        switch (refusal) {
        case coach::PassRefusal::InCheck:
            showMessage(tr("You are in check: the check is the threat. Answer it first."));
            break;
        case coach::PassRefusal::Pockets:
            showMessage(tr("Threats are not shown in variants with pieces in hand."));
            break;
        case coach::PassRefusal::FaceDownPieces:
            showMessage(tr("Threats are not shown in variants with face-down pieces."));
            break;
        case coach::PassRefusal::Stone:
            showMessage(tr("Threats are not shown in variants with the stone."));
            break;
        case coach::PassRefusal::BadPosition:
        case coach::PassRefusal::None:
            showMessage(tr("The position with the other side to move is not legal."));
            break;
        }
        return false;
    }
    m_view->setHtml(
        QStringLiteral("<p><i>%1</i></p>").arg(tr("Looking for the threat...").toHtmlEscaped()));
    return true;
}

void ExplainPanel::onExplained(const MoveExplanation& e) {
    m_last = e;
    const coach::Language lang = coachLanguage();
    QString html = QStringLiteral("<p><b>%1</b>").arg(tr("Why %1").arg(e.moveText).toHtmlEscaped());
    if (e.scored)
        html += QStringLiteral(" &nbsp; %1")
                    .arg(tr("%1 at depth %2 (the mover's view)")
                             .arg(e.playedScore.toString())
                             .arg(e.depth)
                             .toHtmlEscaped());
    html += QStringLiteral("</p>");
    // A mistake's facts end with what it allows (the engine's reply and what the reply does).
    std::vector<coach::MoveFact> facts = e.facts;
    if (e.allows) facts.push_back(*e.allows);
    if (facts.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Nothing to say: it takes, checks and threatens nothing the engine's "
                            "line shows.")
                             .toHtmlEscaped());
    else
        html += listOf(facts, lang);
    if (!e.bestMove.isNull() && e.bestMove == e.move)
        html += QStringLiteral("<p>%1</p>").arg(tr("This is the engine's move.").toHtmlEscaped());
    if (e.showsBetterMove) {
        // A move that lets the mover be mated loses the game, not a count of pawns (the capped
        // scores of evaluationcomment.h would say "11.3").
        const bool allowsMate =
            e.playedScore.type == EngineScore::Type::Mate && e.playedScore.value < 0;
        const QString loss = allowsMate
                                 ? tr("%1: this move allows mate").arg(e.bestScore.toString())
                                 : tr("%1: this move loses %2 pawns")
                                       .arg(e.bestScore.toString())
                                       .arg(e.lossCp / 100.0, 0, 'f', 1);
        html +=
            QStringLiteral("<p><b>%1</b> &nbsp; %2</p>")
                .arg(tr("Better was %1").arg(e.bestMoveText).toHtmlEscaped(), loss.toHtmlEscaped());
        if (!e.bestFacts.empty()) html += listOf(e.bestFacts, lang);
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The engine's line: %1")
                             .arg(e.bestLine.join(QLatin1Char(' ')))
                             .toHtmlEscaped());
    }
    m_view->setHtml(html);
    emit shown();
}

void ExplainPanel::onThreat(const coach::OpponentThreat& threat) {
    const coach::Language lang = coachLanguage();
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(tr("If it were your opponent's move again:").toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(coach::inLanguage(threat.english, threat.chinese, lang).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The engine's line: %1")
                         .arg(threat.line.join(QLatin1Char(' ')))
                         .toHtmlEscaped());
    m_view->setHtml(html);
    emit shown();
}

} // namespace arbiter::gui
