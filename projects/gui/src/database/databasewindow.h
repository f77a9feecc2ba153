// Database > Open Database: a window over one PGN file (chess, xiangqi, mixed). The file is
// loaded in a worker thread (the library's DatabaseLoader) with a progress bar; the games are
// listed with sortable columns and filtered by players, event, site, dates, result, variant and
// opening (ECO, name or first moves). The selected game is previewed on a board with move
// buttons; it opens into a tab of the main window; the filtered games are exported to a PGN
// file or made into a Polyglot opening book.
#pragma once

#include "database/databasebook.h"
#include "database/databaseloader.h"
#include "database/gamefilter.h"
#include "gui/app/appearance.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTableView;
class QToolButton;

namespace arbiter::gui {

class BoardView;
class GameListModel;

class DatabaseWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit DatabaseWindow(const Appearance& appearance, QWidget* parent = nullptr);
    ~DatabaseWindow() override;

    // Starts loading a file in the background; loaded() follows.
    void openFile(const QString& fileName);
    bool isLoading() const { return m_loader.isRunning(); }
    const GameDatabase* database() const { return m_db.get(); }

    // The filter the form shows; setting it fills the form and applies it.
    GameFilter filter() const;
    void setFilter(const GameFilter& filter);
    // Applies the form's filter; false (and a message) when its moves do not read.
    bool applyFilter();
    // Listed games (database indices) in the shown order.
    const std::vector<int>& shownGames() const;
    GameListModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    void sortBy(GameColumn column, Qt::SortOrder order);

    // Preview of a listed game: shown on the board at its last position.
    void selectRow(int row);
    BoardView* previewView() const { return m_preview; }
    int previewPly() const { return m_previewPly; }
    void setPreviewPly(int ply);
    const PgnGame& previewGame() const { return m_previewGame; }

    bool exportShown(const QString& fileName, QString* error);
    bool buildBook(const QString& fileName, const DatabaseBookOptions& options,
                   DatabaseBookReport* report, QString* error);
    QString statusText() const;

signals:
    void loaded(bool ok);
    // "Open in tab": the main window shows the game.
    void openGameRequested(const arbiter::PgnGame& game);

private:
    void createWidgets();
    void createActions();
    void onLoaded(bool ok, const QString& error);
    void updateVariantChoices();
    void updatePreview();
    void openSelected();
    void exportDialog();
    void bookDialog();
    void openDialog();

    Appearance m_appearance;
    DatabaseLoader m_loader;
    std::unique_ptr<GameDatabase> m_db;
    QElapsedTimer m_loadClock;
    qint64 m_loadMs = 0;
    GameListModel* m_model;
    QTableView* m_table = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;

    // Filter form.
    QLineEdit* m_player = nullptr;
    QLineEdit* m_white = nullptr;
    QLineEdit* m_black = nullptr;
    QLineEdit* m_event = nullptr;
    QLineEdit* m_site = nullptr;
    QLineEdit* m_dateFrom = nullptr;
    QLineEdit* m_dateTo = nullptr;
    QComboBox* m_result = nullptr;
    QComboBox* m_variant = nullptr;
    QLineEdit* m_eco = nullptr;
    QLineEdit* m_opening = nullptr;
    QLineEdit* m_moves = nullptr;
    QLabel* m_filterMessage = nullptr;

    // Preview.
    QWidget* m_previewBox = nullptr;
    BoardView* m_preview = nullptr;
    QLabel* m_previewTitle = nullptr;
    QLabel* m_previewMoves = nullptr;
    PgnGame m_previewGame;
    int m_previewIndex = -1;
    int m_previewPly = 0;
};

} // namespace arbiter::gui
