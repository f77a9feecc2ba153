// One tab of the main window: a GameSession with its board view (chess or xiangqi, chosen by
// the variant family), the two player bars with clocks and request buttons, the bar where a
// person answers the other's request (declined after 10 s, docs/gui.md), the judges' warnings
// (xiangqi repetition, move-count rule) in red, and a status line for messages and counters
// (and, online, the connection: "Reconnecting...").
// The request bar and the warnings float over the foot of the board and the status line is one
// line (its tooltip has all of it), so the board neither moves nor leaves empty room under it.
#pragma once

#include "gui/app/appearance.h"
#include "gui/game/gamesession.h"
#include "gui/game/sounds.h"

#include <QLabel>
#include <QTimer>
#include <QWidget>

class QHBoxLayout;
class QPushButton;
class QVBoxLayout;

namespace arbiter::gui {

class BoardView;
class EvaluationBar;
class PlayerBar;

// One line of text, cut with "..." when longer than the line (the tooltip has it all).
class StatusLine : public QLabel {
    Q_OBJECT
public:
    explicit StatusLine(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

class GameTab : public QWidget {
    Q_OBJECT
public:
    // Takes ownership of the session.
    GameTab(GameSession* session, const Appearance& appearance, QWidget* parent = nullptr);

    GameSession* session() const { return m_session; }
    BoardView* view() const { return m_view; }
    // The evaluation bar beside the board: hidden unless the Analysis dock analyses this tab.
    EvaluationBar* evaluationBar() const { return m_evaluationBar; }
    // The status lines under the board (messages, rule counters, hints).
    QString statusText() const;
    PlayerBar* bar(Side side) const { return m_bars[side]; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* warningLabel() const { return m_warnings; }
    QWidget* requestBar() const { return m_requestBar; }
    // Whether the clocks are being refreshed, and how often they were (idle tabs: never).
    bool clocksTicking() const { return m_clockTimer.isActive(); }
    int clockTicks() const { return m_clockTicks; }

    void setAppearance(const Appearance& appearance);
    void flip();
    bool isFlipped() const;
    // A message in the status line, until the next move of the game (the session's messages,
    // the Analysis dock's note that a clicked line switched Record Mode on).
    void showMessage(const QString& text);

private:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Shows the notices over the board when there is a request or a warning.
    void placeNotices();
    // Puts the evaluation bar beside the drawn board, as high as the board.
    void placeEvaluationBar();
    void playSound(Sound sound);
    // A board view of the session's family; false when the one shown already is.
    bool rebuildView();
    void placeBars();
    void onPositionChanged(bool animate);
    void onStateChanged();
    void onRequestAsked(const QString& text);
    void answer(bool accept);
    void showCountdown();
    void closeRequestBar();

    GameSession* m_session;
    Appearance m_appearance;
    BoardView* m_view = nullptr;
    EvaluationBar* m_evaluationBar;
    QWidget* m_barSlot; // the bar's column in the layout, kept whether it is shown or not
    PlayerBar* m_bars[2] = {nullptr, nullptr};
    QVBoxLayout* m_layout;
    QWidget* m_boardRow; // the evaluation bar and the board view side by side
    QHBoxLayout* m_boardRowLayout;
    QWidget* m_notices; // the request bar and the warnings, over the board
    QWidget* m_requestBar;
    QLabel* m_requestText;
    QLabel* m_warnings;
    QLabel* m_status;
    QString m_lastMessage;
    size_t m_messagePlies = 0; // the main line's length when the message came
    QTimer m_clockTimer;
    int m_clockTicks = 0;
    QTimer m_requestTimer; // ticks each second while a request waits
    int m_requestSecondsLeft = 0;
    QPushButton* m_decline;
};

} // namespace arbiter::gui
