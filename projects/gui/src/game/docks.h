// The dock widgets of the main window. Each shows one GameSession (the current tab's) and is
// re-bound when the tab changes:
//  - MoveListView: the moves with variations, clickable, in the chosen notation;
//  - EngineOutputView: per side a table of the engine's thinking lines (depth, time, nodes,
//    score, PV in the move notation);
//  - EvaluationGraph: the engines' scores per move from White's (Red's) side, drawn with
//    QPainter; clicking it goes to that move;
//  - DebugLogView: the engines' input and output;
//  - TagsView: the PGN tags, editable.
#pragma once

#include "engine/moveevaluation.h"
#include "gui/app/appearance.h"
#include "gui/game/movetree.h"

#include <QPlainTextEdit>
#include <QPointer>
#include <QTextBrowser>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace arbiter::gui {

class GameSession;

class MoveListView : public QTextBrowser {
    Q_OBJECT
public:
    explicit MoveListView(QWidget* parent = nullptr);
    void setSession(GameSession* session);
    void setNotation(Notation chess, Notation xiangqi);
    void refresh();
    // The text shown for the main line only, moves separated by spaces (for tests).
    QString mainLineText() const;
    // Where a move's text stands in the viewport (a cursor's thin rectangle at its start; empty
    // when the list does not show the move).
    QRect moveRect(const MoveTree::Node* node) const;

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    // Copied text has no word joiners or no-break spaces (copyableText()).
    QMimeData* createMimeDataFromSelection() const override;

private:
    void showCurrentMove(int previousScroll);
    // The document position of a move's link, -1 when not shown.
    int positionOf(const MoveTree::Node* node) const;

    QPointer<GameSession> m_session;
    Notation m_chess = Notation::San;
    Notation m_xiangqi = Notation::ChineseSimplified;
};

class EngineOutputView : public QWidget {
    Q_OBJECT
public:
    explicit EngineOutputView(QWidget* parent = nullptr);
    void setSession(GameSession* session);
    void setNotation(Notation chess, Notation xiangqi);
    QTableWidget* table(Side side) const { return m_tables[side]; }

private:
    void refill();
    void addLine(Side side, const MoveEvaluation& evaluation, const Board& from);
    void updateHeader(Side side, const MoveEvaluation& evaluation);

    QPointer<GameSession> m_session;
    QLabel* m_headers[2];
    QTableWidget* m_tables[2];
    Notation m_chess = Notation::San;
    Notation m_xiangqi = Notation::ChineseSimplified;
};

class EvaluationGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationGraph(QWidget* parent = nullptr);
    void setSession(GameSession* session);
    // Scores in centipawns from the first mover's side per main-line ply (1-based); plies
    // without a score are missing.
    QVector<QPair<int, int>> points(Side mover) const;
    QSize sizeHint() const override { return {300, 140}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotArea() const;
    QPointer<GameSession> m_session;
};

class DebugLogView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit DebugLogView(QWidget* parent = nullptr);
    void setSession(GameSession* session);

private:
    QPointer<GameSession> m_session;
};

class TagsView : public QWidget {
    Q_OBJECT
public:
    explicit TagsView(QWidget* parent = nullptr);
    void setSession(GameSession* session);
    void refresh();
    QTableWidget* table() const { return m_table; }

private:
    QPointer<GameSession> m_session;
    QTableWidget* m_table;
    bool m_filling = false;
};

// NAGs as move suffixes: "?", "??", "?!" ... ("$n" for the others).
QString nagGlyphs(const std::vector<uint8_t>& nags);

// The score in centipawns from White's side, clamped for drawing (mates are +-1000).
int graphScore(const EngineScore& score, Side engineSide);

} // namespace arbiter::gui
