// A player's strip above or below the board: side colour, name, clock, and for a person in a
// running game the request buttons with their remaining counts (take back, draw, resign).
#pragma once

#include "board/types.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace arbiter::gui {

class GameSession;

class PlayerBar : public QWidget {
    Q_OBJECT
public:
    PlayerBar(GameSession* session, Side side, QWidget* parent = nullptr);

    Side side() const { return m_side; }
    // Re-reads names, clock and the buttons' state from the session.
    void refresh();
    void refreshClock();

    QPushButton* takeBackButton() const { return m_takeBack; }
    QPushButton* drawButton() const { return m_draw; }
    QPushButton* resignButton() const { return m_resign; }
    QLabel* clockLabel() const { return m_clock; }

    static QString formatClock(qint64 ms);

private:
    void onDraw();
    void onResign();

    GameSession* m_session;
    Side m_side;
    QLabel* m_swatch;
    QLabel* m_name;
    QLabel* m_clock;
    QPushButton* m_takeBack;
    QPushButton* m_draw;
    QPushButton* m_resign;
};

} // namespace arbiter::gui
