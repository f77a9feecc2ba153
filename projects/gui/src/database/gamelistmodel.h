// The game list of the database window: the games a filter lets through, in the order the user
// sorted them, as a table model over the library's GameDatabase (no copies of the games: each
// cell is read from the database's compact entry when shown).
#pragma once

#include "database/gamedatabase.h"
#include "database/gamefilter.h"

#include <QAbstractTableModel>
#include <vector>

namespace arbiter::gui {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit GameListModel(QObject* parent = nullptr);

    // The database shown (not owned; nullptr: none) and the games of it listed.
    void setDatabase(const GameDatabase* database);
    const GameDatabase* database() const { return m_db; }
    // Lists these games (indices into the database), kept in the current sort order.
    void setGames(std::vector<int> indices);
    const std::vector<int>& games() const { return m_games; }
    int gameAt(int row) const { return m_games[size_t(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

private:
    const GameDatabase* m_db = nullptr;
    std::vector<int> m_games;
    int m_sortColumn = int(GameColumn::Number);
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace arbiter::gui
