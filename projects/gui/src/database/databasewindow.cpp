#include "gui/database/databasewindow.h"

#include "board/variant.h"
#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/database/gamelistmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
std::string text(const QLineEdit* edit) {
    return edit->text().trimmed().toStdString();
}
// Result filter choices in the combo box's order.
const GameFilter::Result ResultChoices[] = {
    GameFilter::Result::Any,  GameFilter::Result::WhiteWins, GameFilter::Result::BlackWins,
    GameFilter::Result::Draw, GameFilter::Result::Decisive,  GameFilter::Result::Unfinished};
} // namespace

DatabaseWindow::DatabaseWindow(const Appearance& appearance, QWidget* parent)
    : QMainWindow(parent), m_appearance(appearance), m_model(new GameListModel(this)) {
    setWindowTitle(tr("Game Database – Arbiter"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    createWidgets();
    createActions();
    connect(&m_loader, &DatabaseLoader::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(&m_loader, &DatabaseLoader::finished, this, &DatabaseWindow::onLoaded);
    resize(1250, 760);
}

DatabaseWindow::~DatabaseWindow() = default;

void DatabaseWindow::createWidgets() {
    auto* splitter = new QSplitter(this);
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 4, 4);

    auto* filters = new QGroupBox(tr("Filter"), left);
    auto* grid = new QGridLayout(filters);
    auto edit = [this, filters](const char* name, const QString& placeholder) {
        auto* e = new QLineEdit(filters);
        e->setObjectName(QLatin1String(name));
        e->setPlaceholderText(placeholder);
        e->setClearButtonEnabled(true);
        connect(e, &QLineEdit::returnPressed, this, [this] { applyFilter(); });
        return e;
    };
    m_player = edit("filterPlayer", tr("either side"));
    m_white = edit("filterWhite", QString());
    m_black = edit("filterBlack", QString());
    m_event = edit("filterEvent", QString());
    m_site = edit("filterSite", QString());
    m_dateFrom = edit("filterDateFrom", tr("2020.01.01"));
    m_dateTo = edit("filterDateTo", tr("2024"));
    m_eco = edit("filterEco", tr("B2 or B20-B99"));
    m_opening = edit("filterOpening", tr("name"));
    m_moves = edit("filterMoves", tr("first moves, e.g. 1. e4 c5 2. Nf3 or C2.5 H8+7"));
    m_result = new QComboBox(filters);
    m_result->setObjectName(QStringLiteral("filterResult"));
    m_result->addItems({tr("Any"), tr("1-0"), tr("0-1"), tr("½-½"), tr("Decisive"), tr("*")});
    m_variant = new QComboBox(filters);
    m_variant->setObjectName(QStringLiteral("filterVariant"));
    m_variant->addItem(tr("Any"));
    auto label = [filters](const QString& t) { return new QLabel(t, filters); };
    grid->addWidget(label(tr("Player:")), 0, 0);
    grid->addWidget(m_player, 0, 1);
    grid->addWidget(label(tr("White/Red:")), 0, 2);
    grid->addWidget(m_white, 0, 3);
    grid->addWidget(label(tr("Black:")), 0, 4);
    grid->addWidget(m_black, 0, 5);
    grid->addWidget(label(tr("Event:")), 1, 0);
    grid->addWidget(m_event, 1, 1);
    grid->addWidget(label(tr("Site:")), 1, 2);
    grid->addWidget(m_site, 1, 3);
    auto* dates = new QHBoxLayout;
    dates->addWidget(m_dateFrom);
    dates->addWidget(label(tr("to")));
    dates->addWidget(m_dateTo);
    grid->addWidget(label(tr("Date:")), 1, 4);
    grid->addLayout(dates, 1, 5);
    grid->addWidget(label(tr("Result:")), 2, 0);
    grid->addWidget(m_result, 2, 1);
    grid->addWidget(label(tr("Variant:")), 2, 2);
    grid->addWidget(m_variant, 2, 3);
    grid->addWidget(label(tr("ECO:")), 2, 4);
    grid->addWidget(m_eco, 2, 5);
    grid->addWidget(label(tr("Opening:")), 3, 0);
    grid->addWidget(m_opening, 3, 1);
    grid->addWidget(label(tr("Moves:")), 3, 2);
    grid->addWidget(m_moves, 3, 3, 1, 3);
    auto* apply = new QPushButton(tr("Apply"), filters);
    apply->setObjectName(QStringLiteral("filterApply"));
    auto* clear = new QPushButton(tr("Clear"), filters);
    m_filterMessage = new QLabel(filters);
    m_filterMessage->setStyleSheet(QStringLiteral("color:#b01e1e"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_filterMessage, 1);
    buttons->addWidget(clear);
    buttons->addWidget(apply);
    grid->addLayout(buttons, 4, 0, 1, 6);
    connect(apply, &QPushButton::clicked, this, [this] { applyFilter(); });
    connect(clear, &QPushButton::clicked, this, [this] { setFilter(GameFilter()); });
    leftLayout->addWidget(filters);

    m_table = new QTableView(left);
    m_table->setObjectName(QStringLiteral("gameList"));
    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(int(GameColumn::Number), Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(22);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const int widths[GameColumnCount] = {60, 140, 140, 55, 85, 140, 90, 50, 45, 150, 70, 45};
    for (int c = 0; c < GameColumnCount; ++c) m_table->setColumnWidth(c, widths[c]);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid()) selectRow(current.row());
            });
    // Enter or a double click on a game opens it.
    connect(m_table, &QTableView::activated, this, [this] { openSelected(); });
    leftLayout->addWidget(m_table, 1);

    m_previewBox = new QWidget(splitter);
    auto* right = new QVBoxLayout(m_previewBox);
    right->setContentsMargins(4, 4, 4, 4);
    m_previewTitle = new QLabel(tr("No game selected"), m_previewBox);
    m_previewTitle->setWordWrap(true);
    right->addWidget(m_previewTitle);
    m_preview = new ChessBoardView(m_previewBox);
    m_appearance.applyTo(m_preview);
    m_preview->setPermittedSides(false, false);
    right->addWidget(m_preview, 1);
    auto* nav = new QHBoxLayout;
    auto navButton = [this, nav](QStyle::StandardPixmap icon, const char* name,
                                 const std::function<int()>& ply) {
        auto* b = new QToolButton(m_previewBox);
        b->setObjectName(QLatin1String(name));
        b->setIcon(style()->standardIcon(icon));
        connect(b, &QToolButton::clicked, this, [this, ply] { setPreviewPly(ply()); });
        nav->addWidget(b);
    };
    nav->addStretch(1);
    navButton(QStyle::SP_MediaSkipBackward, "previewFirst", [] { return 0; });
    navButton(QStyle::SP_MediaSeekBackward, "previewBack", [this] { return m_previewPly - 1; });
    navButton(QStyle::SP_MediaSeekForward, "previewForward", [this] { return m_previewPly + 1; });
    navButton(QStyle::SP_MediaSkipForward, "previewLast",
              [this] { return m_previewGame.plyCount(); });
    auto* open = new QPushButton(tr("Open in Tab"), m_previewBox);
    open->setObjectName(QStringLiteral("previewOpen"));
    connect(open, &QPushButton::clicked, this, [this] { openSelected(); });
    nav->addSpacing(12);
    nav->addWidget(open);
    nav->addStretch(1);
    right->addLayout(nav);
    m_previewMoves = new QLabel(m_previewBox);
    m_previewMoves->setObjectName(QStringLiteral("previewMoves"));
    m_previewMoves->setFont(withChineseText(m_previewMoves->font()));
    m_previewMoves->setWordWrap(true);
    m_previewMoves->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_previewMoves->setMaximumHeight(120);
    m_previewMoves->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    right->addWidget(m_previewMoves);

    splitter->addWidget(left);
    splitter->addWidget(m_previewBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    setCentralWidget(splitter);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setMaximumWidth(260);
    m_progress->hide();
    m_status = new QLabel(tr("Open a PGN file (Ctrl+O)."), this);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
}

void DatabaseWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&Database"));
    auto add = [this, file](const QString& text, const char* name, const QKeySequence& key,
                            const std::function<void()>& slot) {
        auto* a = file->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    QAction* open =
        add(tr("&Open PGN..."), "databaseOpen", QKeySequence::Open, [this] { openDialog(); });
    // Enter on the list (not a window shortcut: Enter in a filter field applies the filter).
    QAction* openGame = add(tr("Open Game in &Tab"), "databaseOpenGame", QKeySequence(),
                            [this] { openSelected(); });
    QAction* exportGames = add(tr("&Export Filtered Games..."), "databaseExport",
                               QKeySequence(tr("Ctrl+Shift+S")), [this] { exportDialog(); });
    QAction* book = add(tr("Build Polyglot &Book..."), "databaseBook", QKeySequence(tr("Ctrl+B")),
                        [this] { bookDialog(); });
    file->addSeparator();
    add(tr("&Close"), "databaseClose", QKeySequence::Close, [this] { close(); });
    open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    exportGames->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    QToolBar* bar = addToolBar(tr("Database"));
    bar->setObjectName(QStringLiteral("databaseToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addActions({open, openGame, exportGames, book});
}

// ---------------------------------------------------------------------------------------------
// Loading

void DatabaseWindow::openDialog() {
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("files/pgnDir")).toString();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open PGN Database"), dir,
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (file.isEmpty()) return;
    settings.setValue(QStringLiteral("files/pgnDir"), QFileInfo(file).absolutePath());
    openFile(file);
}

void DatabaseWindow::openFile(const QString& fileName) {
    m_model->setDatabase(nullptr);
    m_db.reset();
    m_previewIndex = -1;
    m_progress->setRange(0, 0);
    m_progress->show();
    m_status->setText(tr("Loading %1...").arg(QFileInfo(fileName).fileName()));
    setWindowTitle(tr("%1 – Game Database – Arbiter").arg(QFileInfo(fileName).fileName()));
    m_loadClock.start();
    m_loader.start(fileName);
}

void DatabaseWindow::onLoaded(bool ok, const QString& error) {
    m_progress->hide();
    m_loadMs = m_loadClock.elapsed();
    if (!ok) {
        m_status->setText(error);
        emit loaded(false);
        return;
    }
    m_db = m_loader.takeDatabase();
    m_model->setDatabase(m_db.get());
    updateVariantChoices();
    applyFilter();
    if (m_model->rowCount() > 0) m_table->selectRow(0);
    emit loaded(true);
}

void DatabaseWindow::updateVariantChoices() {
    const QString current = m_variant->currentText();
    m_variant->clear();
    m_variant->addItem(tr("Any"));
    QStringList names;
    for (int i = 0; m_db && i < m_db->size(); ++i) {
        const QString v = qs(m_db->text(i, GameText::Variant));
        if (!names.contains(v)) names << v;
    }
    names.sort();
    m_variant->addItems(names);
    const int keep = m_variant->findText(current);
    m_variant->setCurrentIndex(keep >= 0 ? keep : 0);
}

QString DatabaseWindow::statusText() const {
    return m_status->text();
}

// ---------------------------------------------------------------------------------------------
// Filter and list

GameFilter DatabaseWindow::filter() const {
    GameFilter f;
    f.player = text(m_player);
    f.white = text(m_white);
    f.black = text(m_black);
    f.event = text(m_event);
    f.site = text(m_site);
    f.dateFrom = text(m_dateFrom);
    f.dateTo = text(m_dateTo);
    f.eco = text(m_eco);
    f.opening = text(m_opening);
    f.moves = text(m_moves);
    f.result = ResultChoices[qBound(0, m_result->currentIndex(), 5)];
    if (m_variant->currentIndex() > 0) f.variant = m_variant->currentText().toStdString();
    return f;
}

void DatabaseWindow::setFilter(const GameFilter& f) {
    m_player->setText(qs(f.player));
    m_white->setText(qs(f.white));
    m_black->setText(qs(f.black));
    m_event->setText(qs(f.event));
    m_site->setText(qs(f.site));
    m_dateFrom->setText(qs(f.dateFrom));
    m_dateTo->setText(qs(f.dateTo));
    m_eco->setText(qs(f.eco));
    m_opening->setText(qs(f.opening));
    m_moves->setText(qs(f.moves));
    for (int i = 0; i < 6; ++i)
        if (ResultChoices[i] == f.result) m_result->setCurrentIndex(i);
    const int v = f.variant.empty() ? 0 : m_variant->findText(qs(f.variant));
    if (v < 0) m_variant->addItem(qs(f.variant));
    m_variant->setCurrentIndex(v < 0 ? m_variant->count() - 1 : v);
    applyFilter();
}

bool DatabaseWindow::applyFilter() {
    m_filterMessage->clear();
    if (!m_db) return false;
    std::vector<int> games;
    std::string error;
    if (!filterGames(*m_db, filter(), &games, &error)) {
        m_filterMessage->setText(qs(error));
        return false;
    }
    m_model->setGames(std::move(games));
    QString status = tr("%1 games, %2 shown").arg(m_db->size()).arg(m_model->rowCount());
    if (m_db->errorCount() > 0)
        status += tr(", %1 with a bad move (first: %2)")
                      .arg(m_db->errorCount())
                      .arg(qs(m_db->errors().front().toString()));
    status += tr(" – loaded in %1 s").arg(m_loadMs / 1000.0, 0, 'f', 1);
    m_status->setText(status);
    return true;
}

const std::vector<int>& DatabaseWindow::shownGames() const {
    return m_model->games();
}

void DatabaseWindow::sortBy(GameColumn column, Qt::SortOrder order) {
    m_table->sortByColumn(int(column), order);
}

// ---------------------------------------------------------------------------------------------
// Preview

void DatabaseWindow::selectRow(int row) {
    if (!m_db || row < 0 || row >= m_model->rowCount()) return;
    const int index = m_model->gameAt(row);
    if (index == m_previewIndex) return;
    m_previewIndex = index;
    std::string error;
    if (!m_db->readGame(index, m_previewGame, &error)) {
        m_previewGame.clear();
        m_previewTitle->setText(qs(error));
        m_previewMoves->clear();
        return;
    }
    const bool xiangqi = findVariant(m_previewGame.variant()) &&
                         findVariant(m_previewGame.variant())->family == BoardFamily::Xiangqi;
    if ((qobject_cast<XiangqiBoardView*>(m_preview) != nullptr) != xiangqi) {
        BoardView* view = xiangqi ? static_cast<BoardView*>(new XiangqiBoardView(m_previewBox))
                                  : new ChessBoardView(m_previewBox);
        m_appearance.applyTo(view);
        view->setPermittedSides(false, false);
        m_previewBox->layout()->replaceWidget(m_preview, view);
        delete m_preview;
        m_preview = view;
    }
    m_previewTitle->setText(QStringLiteral("<b>%1 – %2</b> %3<br>%4 %5 %6")
                                .arg(qs(m_previewGame.tag("White")).toHtmlEscaped(),
                                     qs(m_previewGame.tag("Black")).toHtmlEscaped(),
                                     qs(std::string(pgnResultToken(m_previewGame.result()))),
                                     qs(m_previewGame.tag("Event")).toHtmlEscaped(),
                                     qs(m_previewGame.tag("Date")).toHtmlEscaped(),
                                     qs(m_previewGame.tag("ECO")).toHtmlEscaped()));
    setPreviewPly(m_previewGame.plyCount());
}

void DatabaseWindow::setPreviewPly(int ply) {
    if (m_previewIndex < 0) return;
    m_previewPly = qBound(0, ply, m_previewGame.plyCount());
    updatePreview();
}

void DatabaseWindow::updatePreview() {
    auto board = createBoard(m_previewGame.variant());
    if (!board) return;
    if (!m_previewGame.startFen().empty()) board->setFen(m_previewGame.startFen());
    // The notation of the move list (View > Move Notation): Chinese for xiangqi by default.
    const Notation notation = m_appearance.notationFor(*board);
    std::unique_ptr<Board> shown = board->clone();
    Move last;
    QString moves;
    for (int i = 0; i < m_previewGame.plyCount(); ++i) {
        const Move m = m_previewGame.moves()[size_t(i)].move;
        QString token = qs(board->moveToString(m, notation));
        if (board->sideToMove() == White)
            token.prepend(QStringLiteral("%1. ").arg(board->fullmoveNumber()));
        else if (i == 0)
            token.prepend(QStringLiteral("%1... ").arg(board->fullmoveNumber()));
        token = unbreakable(token).toHtmlEscaped(); // a Chinese move never breaks
        if (i == m_previewPly - 1) token = QStringLiteral("<b><u>%1</u></b>").arg(token);
        moves += token + QLatin1Char(' ');
        board->makeMove(m);
        if (i == m_previewPly - 1) {
            shown = board->clone();
            last = m;
        }
    }
    m_preview->setPosition(*shown, last, false);
    m_previewMoves->setText(moves + qs(std::string(pgnResultToken(m_previewGame.result()))));
}

void DatabaseWindow::openSelected() {
    if (m_previewIndex < 0) return;
    emit openGameRequested(m_previewGame);
}

// ---------------------------------------------------------------------------------------------
// Export and book

bool DatabaseWindow::exportShown(const QString& fileName, QString* error) {
    if (!m_db) {
        *error = tr("No database is open.");
        return false;
    }
    std::string why;
    if (!m_db->exportGames(shownGames(), fileName, &why)) {
        *error = qs(why);
        return false;
    }
    return true;
}

void DatabaseWindow::exportDialog() {
    if (!m_db) return;
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export %1 Games").arg(shownGames().size()), QString(), tr("PGN files (*.pgn)"));
    if (file.isEmpty()) return;
    QString error;
    if (!exportShown(file, &error))
        QMessageBox::warning(this, windowTitle(), error);
    else
        m_status->setText(tr("%1 games written to %2").arg(shownGames().size()).arg(file));
}

bool DatabaseWindow::buildBook(const QString& fileName, const DatabaseBookOptions& options,
                               DatabaseBookReport* report, QString* error) {
    if (!m_db) {
        *error = tr("No database is open.");
        return false;
    }
    QProgressDialog progress(tr("Building the book..."), tr("Cancel"), 0, int(shownGames().size()),
                             this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    std::string why;
    const bool ok = buildDatabaseBook(*m_db, shownGames(), options, fileName, report, &why,
                                      [&progress](int done, int) {
                                          progress.setValue(done);
                                          return !progress.wasCanceled();
                                      });
    if (!ok) *error = qs(why);
    return ok;
}

void DatabaseWindow::bookDialog() {
    if (!m_db) return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Build Polyglot Book"));
    auto* form = new QFormLayout(&dialog);
    auto* maxPly = new QSpinBox(&dialog);
    maxPly->setRange(1, 200);
    maxPly->setValue(20);
    auto* minGames = new QSpinBox(&dialog);
    minGames->setRange(1, 1000000);
    form->addRow(new QLabel(
        tr("From the %1 games shown (8x8 chess variants with a result).").arg(shownGames().size()),
        &dialog));
    form->addRow(tr("Plies per game:"), maxPly);
    form->addRow(tr("Moves played in at least:"), minGames);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString file = QFileDialog::getSaveFileName(this, tr("Save Polyglot Book"), QString(),
                                                      tr("Polyglot books (*.bin)"));
    if (file.isEmpty()) return;
    DatabaseBookReport report;
    QString error;
    if (!buildBook(file, {maxPly->value(), minGames->value()}, &report, &error)) {
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    m_status->setText(tr("Book %1: %2 entries from %3 games (%4 skipped)")
                          .arg(file)
                          .arg(report.entries)
                          .arg(report.gamesUsed)
                          .arg(report.gamesSkipped));
}

} // namespace arbiter::gui
