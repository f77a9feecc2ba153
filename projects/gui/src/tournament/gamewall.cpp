#include "gamewall.h"

#include "board/variant.h"
#include "game/game.h"
#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"
#include "text/translatedtext.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
constexpr int kTileWidth = 260; // a board of about 250 pixels: readable, four fit a laptop
}

GameTile::GameTile(const Appearance& appearance, QWidget* parent)
    : QFrame(parent), m_appearance(appearance) {
    setFrameShape(QFrame::StyledPanel);
    setFixedWidth(kTileWidth);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("tileTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("tileStatus"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
}

void GameTile::setAppearance(const Appearance& appearance) {
    m_appearance = appearance;
    if (m_view) {
        m_appearance.applyTo(m_view);
        m_view->setShowLegalMoves(false);
    }
}

void GameTile::release() {
    for (const auto& c : m_connections) disconnect(c);
    m_connections.clear();
    m_game = nullptr;
}

void GameTile::follow(const Game* game, int number, const QString& variant, const QString& white,
                      const QString& black) {
    release();
    m_game = game;
    m_number = number;
    m_started = false;
    const VariantInfo* info = findVariant(variant.toStdString());
    const bool xiangqi = info && info->family == BoardFamily::Xiangqi;
    if (!m_view || (qobject_cast<XiangqiBoardView*>(m_view) != nullptr) != xiangqi) {
        delete m_view;
        m_view = xiangqi ? static_cast<BoardView*>(new XiangqiBoardView(this))
                         : static_cast<BoardView*>(new ChessBoardView(this));
        m_view->setPermittedSides(false, false); // a wall is for watching
        setAppearance(m_appearance);
        const int side = kTileWidth - 10;
        m_view->setFixedSize(side, static_cast<QWidget*>(m_view)->heightForWidth(side));
        static_cast<QVBoxLayout*>(layout())->insertWidget(1, m_view);
    }
    m_view->setLoser(NoSide);
    if (auto board = createBoard(variant.toStdString())) m_view->setPosition(*board);
    m_title->setText(tr("Game %1: %2 – %3").arg(number).arg(white, black));
    m_status->setText(tr("Starting"));
    m_connections.push_back(connect(game, &Game::started, this, [this] {
        m_started = true;
        showPosition(false);
    }));
    m_connections.push_back(connect(game, &Game::moveMade, this,
                                    [this] { showPosition(m_appearance.animationMs > 0); }));
    m_connections.push_back(connect(game, &Game::finished, this, &GameTile::onFinished));
}

void GameTile::showPosition(bool animate) {
    if (!m_game || !m_started) return;
    const auto& moves = m_game->moves();
    m_view->setPosition(m_game->board(), moves.empty() ? Move() : moves.back().move, animate);
    const int plies = int(moves.size());
    if (plies == 0) {
        m_status->setText(tr("Starting"));
        return;
    }
    // Numbered from the board: openings may start with the second player to move.
    const Board& board = m_game->board();
    const bool firstMoved = board.sideToMove() != White;
    const int moveNumber = firstMoved ? board.fullmoveNumber() : board.fullmoveNumber() - 1;
    const QString san = QString::fromStdString(moves.back().san);
    m_status->setText(firstMoved ? tr("%1. %2").arg(moveNumber).arg(san)
                                 : tr("%1... %2").arg(moveNumber).arg(san));
}

void GameTile::onFinished(const GameResult& result) {
    showPosition(false);
    release();
    m_view->setLoser(result.loserSide());
    const QString reason = translatedText(result.reason());
    m_status->setText(QString::fromStdString(result.displayText()) +
                      (reason.isEmpty() ? QString() : QStringLiteral(" {%1}").arg(reason)));
}

GameWall::GameWall(const Appearance& appearance, QWidget* parent)
    : QScrollArea(parent), m_appearance(appearance) {
    m_canvas = new QWidget(this);
    m_grid = new QGridLayout(m_canvas);
    m_grid->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(m_canvas);
    setWidgetResizable(true);
}

void GameWall::addGame(const Game* game, int number, const QString& variant, const QString& white,
                       const QString& black) {
    GameTile* tile = nullptr;
    for (GameTile* t : m_tiles)
        if (!t->isFollowing()) {
            tile = t;
            break;
        }
    if (!tile) {
        tile = new GameTile(m_appearance, m_canvas);
        m_tiles.push_back(tile);
        relayout();
    }
    tile->follow(game, number, variant, white, black);
}

GameTile* GameWall::tile(int number) const {
    for (GameTile* t : m_tiles)
        if (t->gameNumber() == number) return t;
    return nullptr;
}

int GameWall::runningCount() const {
    int n = 0;
    for (GameTile* t : m_tiles) n += t->isFollowing() ? 1 : 0;
    return n;
}

void GameWall::setAppearance(const Appearance& appearance) {
    m_appearance = appearance;
    for (GameTile* t : m_tiles) t->setAppearance(appearance);
}

void GameWall::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    relayout();
}

void GameWall::relayout() {
    const int spacing = m_grid->horizontalSpacing() > 0 ? m_grid->horizontalSpacing() : 6;
    const int columns = std::max(1, (viewport()->width() - 12) / (kTileWidth + spacing));
    if (columns == m_columns && m_grid->count() == int(m_tiles.size())) return;
    m_columns = columns;
    for (GameTile* t : m_tiles) m_grid->removeWidget(t);
    for (int i = 0; i < int(m_tiles.size()); ++i)
        m_grid->addWidget(m_tiles[size_t(i)], i / columns, i % columns);
    // The space left over goes below and right of the tiles, which keep their size.
    const int rows = (int(m_tiles.size()) + columns - 1) / columns;
    for (int r = 0; r < m_grid->rowCount(); ++r) m_grid->setRowStretch(r, 0);
    for (int c = 0; c < m_grid->columnCount(); ++c) m_grid->setColumnStretch(c, 0);
    m_grid->setRowStretch(rows, 1);
    m_grid->setColumnStretch(columns, 1);
}

} // namespace arbiter::gui
