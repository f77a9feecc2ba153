// The Explain dock: the coach in the GUI (docs/gui-analysis.md, "The coach"). It shows why the
// move of the current tab's position was played: the facts of that move (movefacts.h) from a
// short search of the position before it and after it (MoveExplainer, a setting's depth), and,
// when the engine preferred another move and this one lost much (a mistake's margin), the
// better move with its own facts. It follows the move list and the Analysis dock's lines (a
// clicked line goes to its first move), except at the newest position of a game being played,
// where "Explain" asks; "What does my opponent threaten?" searches the position with the
// opponent to move again (opponentthreat.h). The searching engine is the Analysis dock's first
// engine while it runs, else the built-in arbiter-engine. Sentences are in the GUI's language
// (coachlanguage.h: traditional characters for traditional Chinese), cited moves in the move
// list's notation.
#pragma once

#include "analysis/moveexplainer.h"
#include "gui/engines/enginelibrary.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace arbiter::gui {

class AnalysisDock;
class GameTab;

class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    ExplainPanel(EngineLibrary& engines, AnalysisDock* analysis, QWidget* parent = nullptr);

    void setTab(GameTab* tab);
    void setNotation(Notation chess, Notation xiangqi);
    // The depth of the coach's searches (the setting "coach/depth").
    void setDepth(int depth);
    int depth() const;

    // Explains the move that led to the tab's current position; false when there is none (the
    // start of the game) or no engine.
    bool explainCurrent();
    // Searches the opponent's threat in the current position; false with the reason shown when
    // the turn cannot be passed (check, pockets, face-down pieces) or no engine.
    bool showThreat();

    // The text shown (plain), for tests.
    QString text() const;
    QTextBrowser* view() const { return m_view; }
    // The explanation shown last (null before the first), for tests.
    const MoveExplanation* lastExplanation() const { return m_last ? &*m_last : nullptr; }
    // The engine searching, or empty before the first search.
    QString engineCommand() const;

signals:
    // An explanation or a threat was written into the panel (or why there is none).
    void shown();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void positionChanged();
    // The explainer over the engine to use now; null with a message shown when there is none.
    MoveExplainer* explainer();
    Notation notationFor(const Board& board) const;
    void showMessage(const QString& text);
    void onExplained(const MoveExplanation& explanation);
    void onThreat(const coach::OpponentThreat& threat);

    EngineLibrary& m_engines;
    QPointer<AnalysisDock> m_analysis;
    QPointer<GameTab> m_tab;
    std::unique_ptr<MoveExplainer> m_explainer;
    std::optional<MoveExplanation> m_last;
    QTextBrowser* m_view;
    QSpinBox* m_depth;
    QPushButton* m_explain;
    QPushButton* m_threat;
    Notation m_chess = Notation::San;
    Notation m_xiangqi = Notation::ChineseSimplified;
};

} // namespace arbiter::gui
