// The wall of a tournament's running games: one small board per game slot (up to the
// concurrency), each following its game move by move with the players, the game number, the
// last move and, once it ends, the result. A finished game's board stays until the next game
// takes its place.
#pragma once

#include "gui/app/appearance.h"
#include "rules/result.h"

#include <QPointer>
#include <QScrollArea>
#include <vector>

class QGridLayout;
class QLabel;

namespace arbiter {
class Game;
}

namespace arbiter::gui {

class BoardView;

// One slot of the wall.
class GameTile : public QFrame {
    Q_OBJECT
public:
    GameTile(const Appearance& appearance, QWidget* parent = nullptr);

    // Follows `game` (number `number`, of `variant`, the players' names) from its start: the
    // runner announces games before starting them, so the board shows once the game started.
    void follow(const Game* game, int number, const QString& variant, const QString& white,
                const QString& black);
    bool isFollowing() const { return m_game != nullptr; }
    int gameNumber() const { return m_number; }
    BoardView* view() const { return m_view; }
    QLabel* titleLabel() const { return m_title; }
    QLabel* statusLabel() const { return m_status; }
    void setAppearance(const Appearance& appearance);

private:
    void showPosition(bool animate);
    void onFinished(const GameResult& result);
    void release();

    Appearance m_appearance;
    QPointer<const Game> m_game;
    int m_number = 0;
    BoardView* m_view = nullptr;
    QLabel* m_title;
    QLabel* m_status;
    bool m_started = false; // the game has a board (Game::started)
    std::vector<QMetaObject::Connection> m_connections;
};

class GameWall : public QScrollArea {
    Q_OBJECT
public:
    explicit GameWall(const Appearance& appearance, QWidget* parent = nullptr);

    // A game started: it takes the first tile whose game is over, else a new tile.
    void addGame(const Game* game, int number, const QString& variant, const QString& white,
                 const QString& black);
    // The tile showing game `number`, or nullptr.
    GameTile* tile(int number) const;
    int tileCount() const { return int(m_tiles.size()); }
    // Tiles following a running game.
    int runningCount() const;
    void setAppearance(const Appearance& appearance);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void relayout();

    Appearance m_appearance;
    QWidget* m_canvas;
    QGridLayout* m_grid;
    std::vector<GameTile*> m_tiles;
    int m_columns = 0;
};

} // namespace arbiter::gui
