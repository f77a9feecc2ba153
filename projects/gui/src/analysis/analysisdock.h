// The Analysis dock: infinite analysis of the current tab's position by one or more engines of
// the engine list. Each checked engine runs as a PositionAnalysis (library), follows the
// position shown in the tab (moving through the game re-aims every engine), shows its best
// lines (MultiPV) in the tree, and draws its best move as an arrow on the board, one colour per
// engine.
#pragma once

#include "gui/engines/enginelibrary.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

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

    // For tests and screenshots.
    int engineCount() const { return int(m_analyses.size()); }
    const PositionAnalysis* analysis(int index) const { return m_analyses[size_t(index)].get(); }
    QTreeWidget* linesView() const { return m_lines; }
    static QColor arrowColour(int engineIndex);

signals:
    // Analysis started or stopped.
    void runningChanged(bool running);

private:
    void positionChanged();
    void scheduleRefresh();
    void refresh();
    void clearArrows();

    EngineLibrary& m_engines;
    QPointer<GameTab> m_tab;
    QListWidget* m_engineList;
    QSpinBox* m_multiPv;
    QPushButton* m_startStop;
    QTreeWidget* m_lines;
    std::vector<std::unique_ptr<PositionAnalysis>> m_analyses;
    QStringList m_errors; // per engine, shown in its header
    QTimer m_refreshTimer;
};

} // namespace arbiter::gui
