#include "gui/database/gamelistmodel.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

namespace arbiter::gui {

GameListModel::GameListModel(QObject* parent) : QAbstractTableModel(parent) {}

void GameListModel::setDatabase(const GameDatabase* database) {
    beginResetModel();
    m_db = database;
    m_games.clear();
    endResetModel();
}

void GameListModel::setGames(std::vector<int> indices) {
    beginResetModel();
    m_games = std::move(indices);
    if (m_db && !(m_sortColumn == int(GameColumn::Number) && m_sortOrder == Qt::AscendingOrder))
        sortGames(*m_db, m_games, GameColumn(m_sortColumn), m_sortOrder == Qt::DescendingOrder);
    endResetModel();
}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_games.size());
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : GameColumnCount;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!m_db || !index.isValid() || index.row() >= int(m_games.size())) return {};
    const int game = m_games[size_t(index.row())];
    const auto column = GameColumn(index.column());
    if (role == Qt::DisplayRole) return QString::fromStdString(gameColumnText(*m_db, game, column));
    if (role == Qt::TextAlignmentRole &&
        (column == GameColumn::Number || column == GameColumn::Plies ||
         column == GameColumn::Result))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && m_db->entry(game).error) return QBrush(QColor(180, 30, 30));
    if (role == Qt::ToolTipRole && m_db->entry(game).error)
        return tr("This game has a bad move: only its moves up to there are known.");
    return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    if (section == int(GameColumn::White)) return tr("White / Red");
    return tr(gameColumnName(GameColumn(section)));
}

void GameListModel::sort(int column, Qt::SortOrder order) {
    m_sortColumn = column;
    m_sortOrder = order;
    if (!m_db) return;
    beginResetModel();
    // File order first, so equal games keep it (the sort is stable).
    std::sort(m_games.begin(), m_games.end());
    sortGames(*m_db, m_games, GameColumn(column), order == Qt::DescendingOrder);
    endResetModel();
}

} // namespace arbiter::gui
