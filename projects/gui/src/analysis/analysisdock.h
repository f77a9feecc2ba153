// The Analysis dock: infinite analysis of the current tab's position by one or more engines of
// the engine list, as on Lichess's analysis board. Each checked engine runs as a
// PositionAnalysis (library), follows the position shown in the tab (moving through the game
// re-aims every engine) and shows its best lines (MultiPV) in the tree, written in the move
// list's notation. The first moves of its first lines are arrows on the board, one colour per
// engine, the best line's thick and strong, the others thinner and fainter; the first engine's
// best score fills the tab's evaluation bar. Clicking a line plays it into the game's move tree
// as a variation (record mode) and shows the position after its first move. A game a person
// plays against an engine is not analysed unless the person starts the analysis on its tab
// (docs/gui-analysis.md): switching to such a tab, or starting one, stops it.
#pragma once

#include "board/board.h"
#include "gui/engines/enginelibrary.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace arbiter {
class PositionAnalysis;
}

namespace arbiter::gui {

class GameTab;

class AnalysisDock : public QWidget {
    Q_OBJECT
public:
    AnalysisDock(EngineLibrary& engines, QWidget* parent = nullptr);
    ~AnalysisDock() override;

    // The tab whose position is analysed (nullptr: none); its board gets the arrows.
    void setTab(GameTab* tab);
    // Fills the engine list again from the library (after the engines were edited).
    void reloadEngines();

    // Starts the checked engines on the current position (false when none is checked).
    bool start();
    void stop();
    bool isRunning() const { return !m_analyses.empty(); }
    void setEngineChecked(const QString& name, bool checked);
    void setMultiPv(int lines);
    int multiPv() const;
    // The notation of the lines: the move list's (docs/gui.md, "Move notation").
    void setNotation(Notation chess, Notation xiangqi);
    // Plays the line shown in `row` of the lines view into the tab's move tree (as a click
    // does); false when the row is no line or the game takes no variations now (a game being
    // played).
    bool playLine(int row);
    // How many lines of each engine get an arrow (the first ones).
    static constexpr int ArrowLines = 3;
    // Whose best line the evaluation bar shows: the first engine's until a click on another
    // engine's header or line chooses that one (docs/gui-analysis.md).
    void setBarEngine(int index);
    int barEngine() const { return m_barEngine; }

    // For tests and screenshots.
    int engineCount() const { return int(m_analyses.size()); }
    const PositionAnalysis* analysis(int index) const { return m_analyses[size_t(index)].get(); }
    QTreeWidget* linesView() const { return m_lines; }
    // The configuration of the first engine analysing now, null when none runs (the Explain
    // panel searches with it).
    const EngineConfiguration* runningEngine() const;
    // Why the analysis stopped by itself (a game against an engine), empty otherwise.
    QString noteText() const;
    static QColor arrowColour(int engineIndex);

signals:
    // Analysis started or stopped.
    void runningChanged(bool running);

private:
    void positionChanged();
    void scheduleRefresh();
    void refresh();
    void clearArrows();
    void updateEvaluationBar(const Board* board);

    EngineLibrary& m_engines;
    QPointer<GameTab> m_tab;
    QListWidget* m_engineList;
    QSpinBox* m_multiPv;
    QPushButton* m_startStop;
    QTreeWidget* m_lines;
    QLabel* m_note;
    std::vector<std::unique_ptr<PositionAnalysis>> m_analyses;
    QStringList m_errors; // per engine, shown in its header
    int m_barEngine = 0;  // the engine whose best line the evaluation bar shows
    QTimer m_refreshTimer;
    Notation m_chess = Notation::San;
    Notation m_xiangqi = Notation::ChineseSimplified;
};

} // namespace arbiter::gui
