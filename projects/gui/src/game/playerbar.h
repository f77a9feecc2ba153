// A player's strip above or below the board: side colour, name, clock, and for a person in a
// running game the request buttons with their remaining counts (take back, draw, resign).
// Online (docs/gui.md, "Playing online") it also shows the player's avatar, rating (or guest),
// the pieces they took and whether they are away, byo-yomi periods beside the clock; the
// person's own bar has Ready (Rematch after a game), Abort before both sides moved and, once the
// opponent has been away for the grace period, Claim Win / Claim Draw.
// Other bars, and every bar of a spectator, have no buttons.
#pragma once

#include "board/types.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace arbiter::gui {

class GameSession;
class OnlineGame;

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
    QLabel* avatarLabel() const { return m_avatar; }
    QLabel* nameLabel() const { return m_name; }
    QLabel* capturedLabel() const { return m_captured; }
    QLabel* presenceLabel() const { return m_presence; }
    QPushButton* readyButton() const { return m_ready; }
    QPushButton* abortButton() const { return m_abort; }
    QPushButton* claimWinButton() const { return m_claimWin; }
    QPushButton* claimDrawButton() const { return m_claimDraw; }
    // The opponent's free seat online: "Play arbiter-engine" (a menu when the server has more
    // engines), or "Remove engine" while one sits there.
    QPushButton* engineButton() const { return m_engine; }

    static QString formatClock(qint64 ms);

private:
    void onDraw();
    void onResign();
    // The online parts: avatar, rating, captured pieces, presence, Ready and the claims.
    void refreshOnline();
    void refreshEngineButton(const OnlineGame& online);
    void onEngineButton();

    GameSession* m_session;
    Side m_side;
    QLabel* m_swatch;
    QLabel* m_name;
    QLabel* m_clock;
    QPushButton* m_takeBack;
    QPushButton* m_draw;
    QPushButton* m_resign;
    QLabel* m_avatar;
    QLabel* m_captured;
    QLabel* m_presence;
    QPushButton* m_ready;
    QPushButton* m_abort;
    QPushButton* m_claimWin;
    QPushButton* m_claimDraw;
    QPushButton* m_engine;
};

} // namespace arbiter::gui
