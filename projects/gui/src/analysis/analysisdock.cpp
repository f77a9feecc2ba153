#include "gui/analysis/analysisdock.h"

#include "analysis/positionanalysis.h"
#include "gui/analysis/evaluationbar.h"
#include "gui/board/boardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
constexpr int RefreshMs = 150; // engines report many lines a second: redraw at most this often
constexpr int PvRole = Qt::UserRole;         // a line row's moves in coordinate notation
constexpr int EngineRole = Qt::UserRole + 1; // the engine of a header or line row
// The arrows of an engine's lines after its best: thinner and fainter the weaker the line.
constexpr qreal WeakerWeight[] = {1.0, 0.62, 0.48};
constexpr int ArrowAlpha[] = {200, 120, 90};

// A person plays an engine in this game now: analysis would be an engine's help.
bool personAgainstEngine(const GameSession& session) {
    return session.mode() == GameSession::Mode::Playing &&
           session.isHuman(White) != session.isHuman(Black);
}
} // namespace

AnalysisDock::AnalysisDock(EngineLibrary& engines, QWidget* parent)
    : QWidget(parent), m_engines(engines) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_engineList = new QListWidget(this);
    m_engineList->setObjectName(QStringLiteral("analysisEngines"));
    m_engineList->setMaximumHeight(90);
    m_engineList->setToolTip(tr("Check the engines that analyse the position"));
    layout->addWidget(m_engineList);

    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Lines:"), this));
    m_multiPv = new QSpinBox(this);
    m_multiPv->setObjectName(QStringLiteral("analysisMultiPv"));
    m_multiPv->setRange(1, 16);
    m_multiPv->setValue(3);
    m_multiPv->setToolTip(tr("Best lines per engine (MultiPV)"));
    row->addWidget(m_multiPv);
    row->addStretch(1);
    m_startStop = new QPushButton(tr("Analyse"), this);
    m_startStop->setObjectName(QStringLiteral("analysisStartStop"));
    row->addWidget(m_startStop);
    layout->addLayout(row);

    m_lines = new QTreeWidget(this);
    m_lines->setObjectName(QStringLiteral("analysisLines"));
    m_lines->setColumnCount(4);
    m_lines->setHeaderLabels({tr("Line"), tr("Score"), tr("Depth"), tr("Moves")});
    m_lines->setRootIsDecorated(false);
    m_lines->setUniformRowHeights(true);
    m_lines->header()->setStretchLastSection(true);
    m_lines->setColumnWidth(0, 110);
    m_lines->setColumnWidth(1, 60);
    m_lines->setColumnWidth(2, 50);
    m_lines->setFont(withChineseText(m_lines->font()));
    m_lines->setToolTip(tr("Click a line to play it into the move list as a variation"));
    layout->addWidget(m_lines, 1);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("analysisNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color:#666;font-style:italic;"));
    m_note->hide();
    layout->addWidget(m_note);
    connect(m_lines, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        setBarEngine(item->data(0, EngineRole).toInt());
        playLine(m_lines->indexOfTopLevelItem(item));
    });

    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (isRunning())
            stop();
        else
            start();
    });
    connect(m_multiPv, qOverload<int>(&QSpinBox::valueChanged), this, [this](int lines) {
        for (auto& a : m_analyses) a->setMultiPv(lines);
    });
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(RefreshMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &AnalysisDock::refresh);
    reloadEngines();
}

AnalysisDock::~AnalysisDock() {
    stop();
}

QColor AnalysisDock::arrowColour(int engineIndex) {
    static const QColor colours[] = {QColor(30, 110, 220), QColor(30, 160, 70),
                                     QColor(230, 120, 20), QColor(150, 60, 190)};
    return colours[engineIndex % 4];
}

void AnalysisDock::reloadEngines() {
    QStringList checked;
    for (int i = 0; i < m_engineList->count(); ++i)
        if (m_engineList->item(i)->checkState() == Qt::Checked)
            checked << m_engineList->item(i)->text();
    m_engineList->clear();
    for (const QString& name : m_engines.names()) {
        auto* item = new QListWidgetItem(name, m_engineList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
    // A first-time user analyses with the built-in engine.
    if (checked.isEmpty() && m_engineList->count() > 0)
        m_engineList->item(0)->setCheckState(Qt::Checked);
}

void AnalysisDock::setEngineChecked(const QString& name, bool checked) {
    for (int i = 0; i < m_engineList->count(); ++i)
        if (m_engineList->item(i)->text() == name)
            m_engineList->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void AnalysisDock::setMultiPv(int lines) {
    m_multiPv->setValue(lines);
}

int AnalysisDock::multiPv() const {
    return m_multiPv->value();
}

void AnalysisDock::setNotation(Notation chess, Notation xiangqi) {
    m_chess = chess;
    m_xiangqi = xiangqi;
    refresh();
}

bool AnalysisDock::playLine(int row) {
    QTreeWidgetItem* item = m_lines->topLevelItem(row);
    if (!item || !m_tab) return false;
    const QStringList pv = item->data(0, PvRole).toStringList();
    GameSession* session = m_tab->session();
    if (pv.isEmpty() || session->mode() == GameSession::Mode::Playing) return false;
    // The line was searched in the position shown; read it there before anything changes.
    auto replay = session->board().clone();
    std::vector<Move> moves;
    for (const QString& token : pv) {
        const Move m = replay->parseMove(token.toStdString());
        if (m.isNull()) break;
        moves.push_back(m);
        replay->makeMove(m);
    }
    if (moves.empty()) return false;
    // A finished or opened game takes variations in record mode (Moves > Record Mode); the
    // status line says it was switched on (a click on a line used to do it silently).
    const bool wasRecording = session->mode() == GameSession::Mode::Recording;
    session->setRecording(true);
    const MoveTree::Node* start = session->current();
    for (Move m : moves)
        if (!session->enterMove(m)) break;
    // Show the position after the line's first move; Forward steps through the rest.
    const MoveTree::Node* first = session->current();
    while (first && first->parent != start) first = first->parent;
    if (first) session->goTo(first);
    if (!wasRecording)
        m_tab->showMessage(tr("Record Mode is on: the engine line was added as a variation "
                              "(Moves > Record Mode turns it off)."));
    return true;
}

void AnalysisDock::setBarEngine(int index) {
    if (index == m_barEngine || index < 0) return;
    m_barEngine = index;
    scheduleRefresh();
}

void AnalysisDock::setTab(GameTab* tab) {
    if (tab == m_tab) return;
    clearArrows();
    updateEvaluationBar(nullptr);
    m_note->hide();
    if (tab && isRunning() && personAgainstEngine(*tab->session())) {
        stop();
        m_note->setText(tr("Analysis is off during a game against an engine: press Analyse to "
                           "turn it on."));
        m_note->show();
    }
    if (m_tab) m_tab->session()->disconnect(this);
    m_tab = tab;
    if (tab)
        connect(tab->session(), &GameSession::positionChanged, this,
                &AnalysisDock::positionChanged);
    positionChanged();
}

const EngineConfiguration* AnalysisDock::runningEngine() const {
    if (m_analyses.empty() || !m_analyses.front()->engine()) return nullptr;
    return &m_analyses.front()->engine()->configuration();
}

QString AnalysisDock::noteText() const {
    return m_note->isHidden() ? QString() : m_note->text();
}

bool AnalysisDock::start() {
    stop();
    m_note->hide();
    m_errors.clear();
    for (int i = 0; i < m_engineList->count(); ++i) {
        if (m_engineList->item(i)->checkState() != Qt::Checked) continue;
        const EngineConfiguration* config = m_engines.find(m_engineList->item(i)->text());
        if (!config) continue;
        auto analysis = std::make_unique<PositionAnalysis>(*config);
        const int index = int(m_analyses.size());
        analysis->setMultiPv(m_multiPv->value());
        connect(analysis.get(), &PositionAnalysis::linesChanged, this,
                &AnalysisDock::scheduleRefresh);
        connect(analysis.get(), &PositionAnalysis::failed, this,
                [this, index](const QString& reason) {
                    if (index < m_errors.size()) m_errors[index] = reason;
                    scheduleRefresh();
                });
        m_errors << QString();
        m_analyses.push_back(std::move(analysis));
    }
    if (m_analyses.empty()) return false;
    positionChanged();
    for (auto& a : m_analyses) a->start();
    m_startStop->setText(tr("Stop"));
    refresh();
    emit runningChanged(true);
    return true;
}

void AnalysisDock::stop() {
    if (m_analyses.empty()) return;
    m_analyses.clear(); // each PositionAnalysis quits its engine
    m_startStop->setText(tr("Analyse"));
    clearArrows();
    refresh();
    emit runningChanged(false);
}

void AnalysisDock::positionChanged() {
    if (m_analyses.empty()) return;
    if (!m_tab) {
        for (auto& a : m_analyses) a->stop();
        clearArrows();
        return;
    }
    const GameSession* session = m_tab->session();
    const MoveTree& tree = session->tree();
    auto board = tree.boardAt(tree.root());
    EnginePosition position;
    const auto start = createBoard(tree.variant().toStdString());
    if (start->fen() != tree.startFen().toStdString()) position.startFen = tree.startFen();
    for (const MoveTree::Node* node : MoveTree::path(session->current())) {
        position.moves << qs(board->moveToCoordinate(node->move));
        board->makeMove(node->move);
    }
    clearArrows();
    if (!board->positionEnd().isNone()) {
        // Nothing to search in a finished position.
        for (auto& a : m_analyses) a->stop();
        scheduleRefresh();
        return;
    }
    for (auto& a : m_analyses) a->setPosition(tree.variant(), position);
    scheduleRefresh();
}

void AnalysisDock::scheduleRefresh() {
    if (!m_refreshTimer.isActive()) m_refreshTimer.start();
}

void AnalysisDock::clearArrows() {
    if (m_tab && m_tab->view()) m_tab->view()->setArrows({});
}

void AnalysisDock::updateEvaluationBar(const Board* board) {
    if (!m_tab) return;
    EvaluationBar* bar = m_tab->evaluationBar();
    // Shown while analysis runs, with the chosen engine's best line (setBarEngine()).
    bar->setVisible(board && !m_analyses.empty());
    const int index = m_barEngine < int(m_analyses.size()) ? m_barEngine : 0;
    const PositionAnalysis* shown = m_analyses.empty() ? nullptr : m_analyses[size_t(index)].get();
    bar->setEngineName(shown && m_analyses.size() > 1 ? shown->name() : QString());
    if (board && shown && shown->isSearching() && !shown->lines().isEmpty())
        bar->setScore(shown->lines().front().score, board->sideToMove());
    else
        bar->clear();
}

void AnalysisDock::refresh() {
    m_lines->clear();
    std::unique_ptr<Board> board;
    if (m_tab) board = m_tab->session()->board().clone();
    updateEvaluationBar(board.get());
    if (m_analyses.empty()) return;
    // The weaker lines' arrows first, so the best ones are drawn over them.
    std::vector<BoardArrow> arrows, bestArrows;
    for (size_t e = 0; e < m_analyses.size(); ++e) {
        const PositionAnalysis& a = *m_analyses[e];
        auto* header = new QTreeWidgetItem(m_lines);
        const QString error = m_errors.value(int(e));
        const QString state = !error.isEmpty()   ? error
                              : !a.isReady()     ? tr("starting...")
                              : !a.isSearching() ? tr("idle")
                              : a.supportsMultiPv() || a.multiPv() == 1
                                  ? QString()
                                  : tr("one line: the engine has no MultiPV option");
        QString title = state.isEmpty() ? a.name() : a.name() + QStringLiteral(" – ") + state;
        // With several engines, the one the evaluation bar follows says so.
        if (m_analyses.size() > 1 && int(e) == std::min(m_barEngine, int(m_analyses.size()) - 1))
            title += tr(" (evaluation bar)");
        header->setText(0, title);
        header->setData(0, EngineRole, int(e));
        header->setFirstColumnSpanned(true);
        QFont bold = header->font(0);
        bold.setBold(true);
        header->setFont(0, bold);
        header->setForeground(0, arrowColour(int(e)));
        if (!board) continue;
        const Notation notation =
            board->variant().family == BoardFamily::Xiangqi ? m_xiangqi : m_chess;
        for (int k = 0; k < a.lines().size(); ++k) {
            const MoveEvaluation& line = a.lines()[k];
            if (line.pv.isEmpty()) continue;
            auto replay = board->clone();
            QStringList moves;
            for (const QString& token : line.pv) {
                const Move m = replay->parseMove(token.toStdString());
                if (m.isNull()) break;
                if (moves.isEmpty() && k < ArrowLines) {
                    QColor colour = arrowColour(int(e));
                    colour.setAlpha(ArrowAlpha[k]);
                    (k == 0 ? bestArrows : arrows)
                        .push_back({m.from(), m.to(), colour, WeakerWeight[k]});
                }
                moves << qs(replay->moveToString(m, notation));
                replay->makeMove(m);
            }
            auto* item = new QTreeWidgetItem(m_lines);
            item->setData(0, PvRole, line.pv);
            item->setData(0, EngineRole, int(e));
            item->setText(0, QStringLiteral("  %1").arg(k + 1));
            item->setText(1, line.score.toString());
            item->setText(2, line.depth >= 0 ? QString::number(line.depth) : QString());
            item->setText(3, moves.join(QLatin1Char(' ')));
            item->setToolTip(3, moves.join(QLatin1Char(' ')));
        }
    }
    arrows.insert(arrows.end(), bestArrows.begin(), bestArrows.end());
    if (m_tab && m_tab->view()) m_tab->view()->setArrows(arrows);
}

} // namespace arbiter::gui
