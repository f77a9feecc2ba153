#include "gui/app/mainwindow.h"

#include "board/variant.h"
#include "gui/analysis/analysisdock.h"
#include "gui/analysis/annotatedialog.h"
#include "gui/analysis/explainpanel.h"
#include "gui/analysis/reviewwindow.h"
#include "gui/app/language.h"
#include "gui/app/unfinishedgamesdialog.h"
#include "gui/board/boardview.h"
#include "gui/board/piecesets.h"
#include "gui/board/positionsetupdialog.h"
#include "gui/board/themes.h"
#include "gui/board/xiangqifonts.h"
#include "gui/database/databasewindow.h"
#include "gui/engines/enginedialogs.h"
#include "gui/engines/enginevariants.h"
#include "gui/game/docks.h"
#include "gui/game/gametab.h"
#include "gui/game/newgamedialog.h"
#include "gui/online/playonlinedialog.h"
#include "gui/tournament/tournamentlauncher.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "version/version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#if QT_CONFIG(sessionmanager)
#include <QSessionManager>
#endif
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

namespace arbiter::gui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(QStringLiteral("Arbiter"));
    setWindowIcon(QIcon(QStringLiteral(":/arbiter.svg")));
    m_appearance = Appearance::load();
    QString error;
    if (!m_engines.load(&error)) statusBar()->showMessage(error);
    m_engineVariants = new EngineVariants(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onTabChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
#if QT_CONFIG(sessionmanager)
    connect(qApp, &QGuiApplication::commitDataRequest, this, &MainWindow::onCommitDataRequest);
#endif

    createDocks();
    createActions();

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/geometry"))) resize(1200, 800);
    newRecord(QStringLiteral("standard"), QString(), nullptr);
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::makeAction(const QString& name, const QString& text, const QKeySequence& key,
                                const std::function<void()>& slot) {
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    if (!key.isEmpty()) action->setShortcut(key);
    connect(action, &QAction::triggered, this, slot);
    addAction(action); // shortcuts work while the menu bar is hidden too
    return action;
}

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

void MainWindow::createDocks() {
    auto dock = [this](const QString& title, const QString& name, QWidget* widget,
                       Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_moveList = new MoveListView(this);
    m_engineOutput = new EngineOutputView(this);
    m_graph = new EvaluationGraph(this);
    m_debugLog = new DebugLogView(this);
    m_tags = new TagsView(this);
    m_analysis = new AnalysisDock(m_engines, this);
    m_moveList->setNotation(m_appearance.chessNotation, m_appearance.xiangqiNotation);
    m_engineOutput->setNotation(m_appearance.chessNotation, m_appearance.xiangqiNotation);
    m_analysis->setNotation(m_appearance.chessNotation, m_appearance.xiangqiNotation);
    m_explain = new ExplainPanel(m_engines, m_analysis, this);
    m_explain->setNotation(m_appearance.chessNotation, m_appearance.xiangqiNotation);
    auto* moves =
        dock(tr("Moves"), QStringLiteral("movesDock"), m_moveList, Qt::RightDockWidgetArea);
    auto* output = dock(tr("Engine Output"), QStringLiteral("engineDock"), m_engineOutput,
                        Qt::RightDockWidgetArea);
    auto* graph =
        dock(tr("Evaluation"), QStringLiteral("graphDock"), m_graph, Qt::BottomDockWidgetArea);
    auto* log =
        dock(tr("Engine Debug"), QStringLiteral("debugDock"), m_debugLog, Qt::BottomDockWidgetArea);
    auto* tags = dock(tr("Tags"), QStringLiteral("tagsDock"), m_tags, Qt::RightDockWidgetArea);
    auto* analysis =
        dock(tr("Analysis"), QStringLiteral("analysisDock"), m_analysis, Qt::RightDockWidgetArea);
    auto* explain =
        dock(tr("Explain"), QStringLiteral("explainDock"), m_explain, Qt::RightDockWidgetArea);
    tabifyDockWidget(output, analysis);
    tabifyDockWidget(analysis, explain);
    tabifyDockWidget(graph, log);
    tabifyDockWidget(moves, tags);
    graph->raise();
    moves->raise();
    output->raise(); // a game shows its engines first; Analysis > Analyse Position raises analysis
    resizeDocks({graph}, {150}, Qt::Vertical);
    resizeDocks({moves, output}, {360, 360}, Qt::Horizontal);
}

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = makeAction(QStringLiteral("newGame"), tr("&New Game..."), QKeySequence::New,
                                  [this] { newGameDialog(); });
    QAction* newRecord =
        makeAction(QStringLiteral("newRecord"), tr("New &Record..."),
                   QKeySequence(tr("Ctrl+Shift+N")), [this] { newRecordDialog(); });
    QAction* playOnlineAction =
        makeAction(QStringLiteral("playOnline"), tr("Play &Online..."),
                   QKeySequence(tr("Ctrl+Shift+O")), [this] { playOnlineDialog(); });
    QAction* setUp = makeAction(QStringLiteral("setUpPosition"), tr("Set &Up Position..."),
                                QKeySequence(tr("Ctrl+E")), [this] { setUpPosition(); });
    QAction* open = makeAction(QStringLiteral("openPgn"), tr("&Open PGN..."), QKeySequence::Open,
                               [this] { openPgnDialog(); });
    QAction* saveAction = makeAction(QStringLiteral("savePgn"), tr("&Save PGN"), QKeySequence::Save,
                                     [this] { save(); });
    QAction* saveAsAction = makeAction(QStringLiteral("savePgnAs"), tr("Save PGN &As..."),
                                       QKeySequence(tr("Ctrl+Shift+S")), [this] { saveAs(); });
    QAction* close = makeAction(QStringLiteral("closeTab"), tr("&Close Tab"), QKeySequence::Close,
                                [this] { closeTab(m_tabs->currentIndex()); });
    QAction* copyFen =
        makeAction(QStringLiteral("copyFen"), tr("Copy &FEN"), QKeySequence(tr("Ctrl+Shift+C")),
                   [this] { QApplication::clipboard()->setText(currentFen()); });
    QAction* pasteFenAction = makeAction(
        QStringLiteral("pasteFen"), tr("&Paste FEN"), QKeySequence(tr("Ctrl+Shift+V")), [this] {
            QString error;
            if (!pasteFen(QApplication::clipboard()->text(), &error)) showError(error);
        });
    QAction* copyPgn =
        makeAction(QStringLiteral("copyPgn"), tr("Copy P&GN"), QKeySequence(tr("Ctrl+Alt+C")),
                   [this] { QApplication::clipboard()->setText(currentPgn()); });
    QAction* pastePgnAction = makeAction(
        QStringLiteral("pastePgn"), tr("Paste PG&N"), QKeySequence(tr("Ctrl+Alt+V")), [this] {
            QString error;
            if (!pastePgn(QApplication::clipboard()->text(), &error)) showError(error);
        });
    QAction* quit = makeAction(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit,
                               [this] { this->close(); });
    game->addActions({newGame, newRecord, playOnlineAction, setUp});
    game->addSeparator();
    game->addActions({open, saveAction, saveAsAction, close});
    game->addSeparator();
    game->addActions({copyFen, pasteFenAction, copyPgn, pastePgnAction});
    game->addSeparator();
    QMenu* adjudicate = game->addMenu(tr("&Adjudicate"));
    adjudicate->addAction(makeAction(QStringLiteral("adjudicateWhite"), tr("First Player Wins"), {},
                                     [this] { this->adjudicate(GameResult::Winner::White); }));
    adjudicate->addAction(makeAction(QStringLiteral("adjudicateBlack"), tr("Black Wins"), {},
                                     [this] { this->adjudicate(GameResult::Winner::Black); }));
    adjudicate->addAction(makeAction(QStringLiteral("adjudicateDraw"), tr("Draw"), {},
                                     [this] { this->adjudicate(GameResult::Winner::Draw); }));
    game->addSeparator();
    game->addAction(quit);

    QMenu* moves = menuBar()->addMenu(tr("&Moves"));
    auto sessionCall = [this](void (GameSession::*f)()) {
        return [this, f] {
            if (GameTab* tab = currentTab()) (tab->session()->*f)();
        };
    };
    QAction* first = makeAction(QStringLiteral("firstMove"), tr("&First Move"),
                                QKeySequence(Qt::Key_Home), sessionCall(&GameSession::goFirst));
    QAction* back = makeAction(QStringLiteral("previousMove"), tr("&Back"),
                               QKeySequence(Qt::Key_Left), sessionCall(&GameSession::goBack));
    QAction* forward =
        makeAction(QStringLiteral("nextMove"), tr("F&orward"), QKeySequence(Qt::Key_Right),
                   sessionCall(&GameSession::goForward));
    QAction* last = makeAction(QStringLiteral("lastMove"), tr("&Last Move"),
                               QKeySequence(Qt::Key_End), sessionCall(&GameSession::goLast));
    m_recordAction = makeAction(QStringLiteral("recordMode"), tr("&Record Mode"),
                                QKeySequence(tr("Ctrl+R")), [this] {
                                    if (GameTab* tab = currentTab())
                                        tab->session()->setRecording(m_recordAction->isChecked());
                                    updateActions();
                                });
    m_recordAction->setCheckable(true);
    QAction* remove =
        makeAction(QStringLiteral("deleteMove"), tr("&Delete Move and After"),
                   QKeySequence(tr("Ctrl+Del")), sessionCall(&GameSession::deleteCurrentMove));
    QAction* promote = makeAction(QStringLiteral("promoteLine"), tr("&Make Main Line"), {},
                                  sessionCall(&GameSession::promoteCurrentLine));
    first->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    forward->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    last->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    moves->addActions({first, back, forward, last});
    moves->addSeparator();
    moves->addActions({m_recordAction, remove, promote});

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* flip = makeAction(QStringLiteral("flipBoard"), tr("&Flip Board"),
                               QKeySequence(tr("Ctrl+F")), [this] {
                                   if (GameTab* tab = currentTab()) tab->flip();
                               });
    flip->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    QAction* nextTab =
        makeAction(QStringLiteral("nextTab"), tr("Next Tab"), QKeySequence::NextChild, [this] {
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % std::max(1, m_tabs->count()));
        });
    QAction* previousTab = makeAction(
        QStringLiteral("previousTab"), tr("Previous Tab"), QKeySequence::PreviousChild, [this] {
            const int n = std::max(1, m_tabs->count());
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + n - 1) % n);
        });
    m_viewMenu->addAction(flip);
    m_viewMenu->addActions({nextTab, previousTab});
    m_viewMenu->addSeparator();
    createAppearanceMenus(m_viewMenu);
    m_viewMenu->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        m_viewMenu->addAction(d->toggleViewAction());

    QMenu* analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->addAction(
        makeAction(QStringLiteral("analysePosition"), tr("Analyse &Position"),
                   QKeySequence(tr("Ctrl+Shift+A")), [this] {
                       findChild<QDockWidget*>(QStringLiteral("analysisDock"))->raise();
                       if (m_analysis->isRunning())
                           m_analysis->stop();
                       else if (!m_analysis->start())
                           showError(tr("Check an engine in the Analysis dock first."));
                   }));
    analysisMenu->addAction(makeAction(QStringLiteral("analyseGame"), tr("Analyse &Game..."),
                                       QKeySequence(tr("Ctrl+Shift+G")),
                                       [this] { analyseGameDialog(); }));
    analysisMenu->addSeparator();
    analysisMenu->addAction(
        makeAction(QStringLiteral("explainMove"), tr("&Why This Move?"),
                   QKeySequence(tr("Ctrl+Shift+W")), [this] {
                       findChild<QDockWidget*>(QStringLiteral("explainDock"))->raise();
                       m_explain->explainCurrent();
                   }));
    analysisMenu->addAction(
        makeAction(QStringLiteral("opponentThreat"), tr("What Does My Opponent &Threaten?"),
                   QKeySequence(tr("Ctrl+Shift+T")), [this] {
                       findChild<QDockWidget*>(QStringLiteral("explainDock"))->raise();
                       m_explain->showThreat();
                   }));
    analysisMenu->addAction(
        makeAction(QStringLiteral("reviewGame"), tr("&Review Game"), {}, [this] {
            QString error;
            if (GameTab* tab = currentTab(); tab && !reviewGame(tab, &error)) showError(error);
        }));
    QMenu* databaseMenu = menuBar()->addMenu(tr("&Database"));
    databaseMenu->addAction(
        makeAction(QStringLiteral("openDatabase"), tr("&Open Database..."),
                   QKeySequence(tr("Ctrl+D")), [this] {
                       DatabaseWindow* window = openDatabase();
                       if (!window->database())
                           window->findChild<QAction*>(QStringLiteral("databaseOpen"))->trigger();
                   }));

    QMenu* engines = menuBar()->addMenu(tr("&Engines"));
    engines->addAction(makeAction(QStringLiteral("manageEngines"), tr("&Manage Engines..."), {},
                                  [this] { manageEngines(); }));
    QMenu* tournament = menuBar()->addMenu(tr("&Tournament"));
    tournament->addAction(makeAction(QStringLiteral("newTournament"), tr("&New Tournament..."),
                                     QKeySequence(tr("Ctrl+T")),
                                     [this] { newTournament(this, m_engines, m_appearance); }));
    tournament->addAction(makeAction(QStringLiteral("resumeTournament"),
                                     tr("&Resume Tournament..."), {},
                                     [this] { resumeTournamentDialog(this, m_appearance); }));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(makeAction(QStringLiteral("about"), tr("&About Arbiter"), {}, [this] {
        QMessageBox::about(
            this, tr("About Arbiter"),
            tr("<b>Arbiter %1</b><p>Play, watch and record chess, chess variants and "
               "xiangqi games between people and engines.</p>")
                .arg(QStringLiteral("%1 (%2)").arg(QLatin1String(versionNumber()),
                                                   QLatin1String(buildCommit()))));
    }));

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    newGame->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    bar->addActions({newGame, open, saveAction});
    bar->addSeparator();
    bar->addActions({first, back, forward, last});
    bar->addSeparator();
    bar->addAction(flip);
}

void MainWindow::createAppearanceMenus(QMenu* view) {
    auto choice = [this](QMenu* menu, const QStringList& names, const QString& current,
                         const std::function<void(const QString&)>& apply) {
        auto* group = new QActionGroup(menu);
        for (const QString& name : names) {
            QAction* a = menu->addAction(shownThemeName(name));
            a->setCheckable(true);
            a->setChecked(name == current);
            group->addAction(a);
            connect(a, &QAction::triggered, this, [apply, name] { apply(name); });
        }
    };
    QStringList chessThemeNames, xiangqiThemeNames;
    for (const ChessTheme& t : chessThemes()) chessThemeNames << t.name;
    for (const XiangqiTheme& t : xiangqiThemes()) xiangqiThemeNames << t.name;
    auto update = [this](const std::function<void(Appearance&)>& change) {
        Appearance a = m_appearance;
        change(a);
        setAppearance(a);
    };
    choice(view->addMenu(tr("Chess Board Colours")), chessThemeNames, m_appearance.chessTheme,
           [update](const QString& n) { update([n](Appearance& a) { a.chessTheme = n; }); });
    choice(view->addMenu(tr("Chess Pieces")), pieceSetNames(BoardFamily::Western),
           m_appearance.chessPieces,
           [update](const QString& n) { update([n](Appearance& a) { a.chessPieces = n; }); });
    choice(view->addMenu(tr("Xiangqi Board")), xiangqiThemeNames, m_appearance.xiangqiTheme,
           [update](const QString& n) { update([n](Appearance& a) { a.xiangqiTheme = n; }); });
    QStringList pieceThemeNames;
    for (const XiangqiPieceTheme& t : xiangqiPieceThemes()) pieceThemeNames << t.name;
    choice(view->addMenu(tr("Xiangqi Piece Style")), pieceThemeNames, m_appearance.xiangqiPieces,
           [update](const QString& n) { update([n](Appearance& a) { a.xiangqiPieces = n; }); });
    // The piece fonts by style (楷 Kai, 宋 Song, ...), from the installed fonts; the western
    // letters (SVG pieces) always.
    const QString letters = tr("Western letters (SVG)");
    QStringList styles;
    QMap<QString, QString> familyOf;
    // The style ticked is the one the pieces are drawn in: a family the view can draw with
    // (fontHasXiangqiPieces) names its style even when it is not the style's first family.
    const QString drawn = fontHasXiangqiPieces(m_appearance.xiangqiFont)
                              ? xiangqiFontStyleName(m_appearance.xiangqiFont)
                              : QString();
    QString current = letters;
    for (const XiangqiFontStyle& style : xiangqiFontStyles()) {
        styles << style.name;
        familyOf[style.name] = style.family;
        if (style.name == drawn) current = style.name;
    }
    styles << letters;
    choice(view->addMenu(tr("Xiangqi Pieces")), styles, current,
           [update, familyOf](const QString& n) {
               update([n, familyOf](Appearance& a) { a.xiangqiFont = familyOf.value(n); });
           });
    struct NotationName {
        Notation notation;
        QString name;
    };
    const QList<NotationName> chess = {{Notation::San, tr("SAN")},
                                       {Notation::Lan, tr("Long algebraic")},
                                       {Notation::Coordinate, tr("Coordinates")}};
    const QList<NotationName> xiangqi = {
        {Notation::ChineseSimplified, tr("Chinese (simplified)")},
        {Notation::ChineseTraditional, tr("Chinese (traditional)")},
        {Notation::Wxf, tr("WXF")},
        {Notation::Coordinate, tr("ICCS")}};
    QMenu* notation = view->addMenu(tr("Move Notation"));
    auto notationGroup = [&](const QList<NotationName>& list, bool forXiangqi) {
        auto* group = new QActionGroup(notation);
        for (const NotationName& n : list) {
            QAction* a = notation->addAction(n.name);
            a->setCheckable(true);
            a->setChecked(n.notation ==
                          (forXiangqi ? m_appearance.xiangqiNotation : m_appearance.chessNotation));
            group->addAction(a);
            const Notation value = n.notation;
            connect(a, &QAction::triggered, this, [update, value, forXiangqi] {
                update([value, forXiangqi](Appearance& ap) {
                    (forXiangqi ? ap.xiangqiNotation : ap.chessNotation) = value;
                    if (forXiangqi) ap.xiangqiNotationChosen = true;
                });
            });
        }
    };
    notation->addSection(tr("Chess"));
    notationGroup(chess, false);
    notation->addSection(tr("Xiangqi"));
    notationGroup(xiangqi, true);

    QAction* coordinates = view->addAction(tr("Show Coordinates"));
    coordinates->setCheckable(true);
    coordinates->setChecked(m_appearance.coordinates);
    connect(coordinates, &QAction::toggled, this,
            [update](bool on) { update([on](Appearance& a) { a.coordinates = on; }); });
    QAction* legal = view->addAction(tr("Show Legal Moves"));
    legal->setCheckable(true);
    legal->setChecked(m_appearance.legalMoves);
    connect(legal, &QAction::toggled, this,
            [update](bool on) { update([on](Appearance& a) { a.legalMoves = on; }); });
    QAction* sound = view->addAction(tr("Sound"));
    sound->setObjectName(QStringLiteral("sound"));
    sound->setCheckable(true);
    sound->setChecked(m_appearance.sound);
    connect(sound, &QAction::toggled, this,
            [update](bool on) { update([on](Appearance& a) { a.sound = on; }); });
    QAction* animation = view->addAction(tr("Animation Time..."));
    connect(animation, &QAction::triggered, this, [this, update] {
        bool ok = false;
        const int ms = QInputDialog::getInt(this, tr("Animation"), tr("Move animation (ms):"),
                                            m_appearance.animationMs, 0, 3000, 50, &ok);
        if (ok) update([ms](Appearance& a) { a.animationMs = ms; });
    });
    createLanguageMenu(view->addMenu(tr("Language")));
}

void MainWindow::createLanguageMenu(QMenu* menu) {
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString chosen = chosenLanguage();
    auto add = [&](const QString& text, const QString& setting) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QStringLiteral("language_") +
                         (setting.isEmpty() ? QStringLiteral("system") : setting));
        a->setCheckable(true);
        a->setChecked(setting == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, setting] {
            setChosenLanguage(setting);
            // Every window's texts were made in the language of the start (tr() at
            // construction); retranslating them all live is not worth its cost.
            QMessageBox::information(this, tr("Language"),
                                     tr("Arbiter will use the new language the next time it "
                                        "starts."));
        });
    };
    add(tr("System Language"), QString());
    for (Language l :
         {Language::English, Language::SimplifiedChinese, Language::TraditionalChinese})
        add(nativeName(l), settingOf(l));
}

void MainWindow::setAppearance(const Appearance& appearance) {
    m_appearance = appearance;
    m_appearance.save();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* tab = qobject_cast<GameTab*>(m_tabs->widget(i))) tab->setAppearance(appearance);
    m_moveList->setNotation(appearance.chessNotation, appearance.xiangqiNotation);
    m_engineOutput->setNotation(appearance.chessNotation, appearance.xiangqiNotation);
    m_analysis->setNotation(appearance.chessNotation, appearance.xiangqiNotation);
    m_explain->setNotation(appearance.chessNotation, appearance.xiangqiNotation);
}

// ---------------------------------------------------------------------------------------------
// Tabs

GameTab* MainWindow::currentTab() const {
    return qobject_cast<GameTab*>(m_tabs->currentWidget());
}

GameTab* MainWindow::addSession(GameSession* session) {
    auto* tab = new GameTab(session, m_appearance, m_tabs);
    const int index = m_tabs->addTab(tab, session->title());
    connect(session, &GameSession::stateChanged, this, [this, tab] {
        const int i = m_tabs->indexOf(tab);
        if (i >= 0) m_tabs->setTabText(i, tab->session()->title());
        if (tab == currentTab()) updateActions();
    });
    // A game a person played against an engine here is reviewed when it ends.
    connect(session, &GameSession::gameFinished, this, [this, tab] {
        const GameSession* s = tab->session();
        if (s->isOnline() || s->isHuman(White) == s->isHuman(Black)) return;
        QString error;
        if (!reviewGame(tab, &error)) tab->showMessage(error);
    });
    m_tabs->setCurrentIndex(index);
    return tab;
}

ReviewWindow* MainWindow::reviewGame(GameTab* tab, QString* error) {
    const GameSession* session = tab->session();
    if (session->tree().mainLine().empty()) {
        *error = tr("The game has no moves to review.");
        return nullptr;
    }
    EngineConfiguration engine = EngineLibrary::builtInEngine();
    if (const EngineConfiguration* running = m_analysis->runningEngine()) engine = *running;
    if (engine.command.isEmpty()) {
        *error = tr("The review needs an engine: arbiter-engine was not found beside the "
                    "program.");
        return nullptr;
    }
    // The person's side when one side was a person's (the game is over: ownSide() says none).
    const Side person = session->isOnline()                                  ? session->ownSide()
                        : session->isHuman(White) == session->isHuman(Black) ? NoSide
                        : session->isHuman(White)                            ? White
                                                                             : Black;
    auto* window =
        new ReviewWindow(engine, session->toPgn(), person, m_explain->depth(), m_appearance, this);
    if (!window->start(error)) {
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

void MainWindow::closeTab(int index) {
    auto* tab = qobject_cast<GameTab*>(m_tabs->widget(index));
    if (!tab) return;
    if (!confirmClosing({tab})) return;
    removeTab(tab);
}

void MainWindow::removeTab(GameTab* tab) {
    m_fileNames.remove(tab);
    m_tabs->removeTab(m_tabs->indexOf(tab));
    tab->deleteLater();
}

QList<GameTab*> MainWindow::unfinishedTabs() const {
    QList<GameTab*> tabs;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* tab = qobject_cast<GameTab*>(m_tabs->widget(i));
            tab && tab->session()->asksBeforeClosing())
            tabs << tab;
    return tabs;
}

QString MainWindow::defaultSaveFolder() const {
    const QString dir = QSettings().value(QStringLiteral("files/pgnDir")).toString();
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                         : dir;
}

bool MainWindow::confirmClosing(const QList<GameTab*>& tabs) {
    QStringList lines;
    for (GameTab* tab : tabs)
        if (tab->session()->asksBeforeClosing())
            // Closing an online tab leaves the room: the game goes on without the person
            // until the opponent claims it.
            lines << (tab->session()->isOnline()
                          ? tr("%1 (you leave the room)").arg(tab->session()->title())
                          : tab->session()->title());
    if (lines.isEmpty()) return true;
    UnfinishedGamesDialog dialog(lines, defaultSaveFolder(), this);
    dialog.exec();
    switch (dialog.choice()) {
    case UnfinishedGamesDialog::Choice::Cancel: return false;
    case UnfinishedGamesDialog::Choice::Discard: return true;
    case UnfinishedGamesDialog::Choice::Save: break;
    }
    QString error;
    if (!saveUnfinished(tabs, dialog.folder(), &error)) {
        showError(error);
        return false; // nothing is closed unsaved
    }
    return true;
}

bool MainWindow::saveUnfinished(const QList<GameTab*>& tabs, const QString& folder,
                                QString* error) {
    if (!QDir().mkpath(folder)) {
        *error = tr("cannot create the folder %1").arg(folder);
        return false;
    }
    QSettings().setValue(QStringLiteral("files/pgnDir"), QFileInfo(folder).absoluteFilePath());
    for (GameTab* tab : tabs)
        if (tab->session()->asksBeforeClosing() &&
            !writePgn(tab, unusedPgnFileName(folder, tab->session()->title()), error))
            return false;
    return true;
}

bool MainWindow::closeForSessionEnd(bool mayAsk) {
    const QList<GameTab*> tabs = unfinishedTabs();
    if (tabs.isEmpty()) return true;
    if (mayAsk) {
        if (!confirmClosing(tabs)) return false;
    } else {
        QString error;
        if (!saveUnfinished(tabs, defaultSaveFolder(), &error)) qWarning("%s", qPrintable(error));
    }
    // Saved or discarded: closed now, so that the window's close at the session's end does not
    // ask about them again.
    for (GameTab* tab : tabs) removeTab(tab);
    return true;
}

#if QT_CONFIG(sessionmanager)
void MainWindow::onCommitDataRequest(QSessionManager& manager) {
    if (unfinishedTabs().isEmpty()) return;
    const bool mayAsk = manager.allowsInteraction();
    const bool ends = closeForSessionEnd(mayAsk);
    if (mayAsk) manager.release();
    if (!ends) manager.cancel();
}
#endif

void MainWindow::onTabChanged() {
    GameTab* tab = currentTab();
    GameSession* session = tab ? tab->session() : nullptr;
    m_moveList->setSession(session);
    m_engineOutput->setSession(session);
    m_graph->setSession(session);
    m_debugLog->setSession(session);
    m_tags->setSession(session);
    m_analysis->setTab(tab);
    m_explain->setTab(tab);
    updateActions();
}

void MainWindow::updateActions() {
    GameTab* tab = currentTab();
    const GameSession* session = tab ? tab->session() : nullptr;
    const bool playing = session && session->mode() == GameSession::Mode::Playing;
    // An online tab follows the server's moves: never a record.
    m_recordAction->setEnabled(session && !playing && !session->isOnline());
    m_recordAction->setChecked(session && session->mode() == GameSession::Mode::Recording);
    for (const char* name : {"adjudicateWhite", "adjudicateBlack", "adjudicateDraw"})
        action(QLatin1String(name))->setEnabled(playing);
    const bool xiangqi = session && session->isXiangqi();
    action(QStringLiteral("adjudicateWhite"))->setText(xiangqi ? tr("Red Wins") : tr("White Wins"));
    QString title = QStringLiteral("Arbiter");
    if (session)
        title = QStringLiteral("%1 [%2/%3] – Arbiter")
                    .arg(session->title())
                    .arg(m_tabs->currentIndex() + 1)
                    .arg(m_tabs->count());
    setWindowTitle(title);
}

// ---------------------------------------------------------------------------------------------
// Games

bool MainWindow::startGame(const SessionSettings& settings, QString* error) {
    auto* session = new GameSession;
    if (!session->startGame(settings, error)) {
        delete session;
        return false;
    }
    addSession(session);
    return true;
}

bool MainWindow::newRecord(const QString& variant, const QString& fen, QString* error) {
    auto* session = new GameSession;
    if (!session->startRecording(variant, fen, error)) {
        delete session;
        return false;
    }
    addSession(session);
    return true;
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(m_engines, this, m_engineVariants);
    if (dialog.exec() != QDialog::Accepted) return;
    QString error;
    if (!startGame(dialog.settings(), &error)) showError(error);
}

GameTab* MainWindow::playOnline(const OnlineIdentity& identity, const OnlineJoin& join) {
    auto* client = new OnlineClient;
    auto* session = new GameSession;
    const QString variant = join.settings.value(QStringLiteral("variant")).toString();
    session->startOnline(client, variant.isEmpty() ? QStringLiteral("xiangqi") : variant);
    client->start(identity, join);
    return addSession(session);
}

void MainWindow::playOnlineDialog() {
    PlayOnlineDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    playOnline(dialog.identity(), dialog.join());
}

void MainWindow::newRecordDialog() {
    // The variants by the names people use, as the New Game dialog lists them ("Double-step
    // xiangqi", not "doublestepxiangqi"), the one chosen last time selected.
    QStringList titles, names;
    for (const VariantInfo& v : variants()) {
        titles << variantTitle(v);
        names << qs(v.name);
    }
    QSettings settings;
    const QString last = settings.value(QStringLiteral("newRecord/variant")).toString();
    bool ok = false;
    const QString title =
        QInputDialog::getItem(this, tr("New Record"), tr("Variant:"), titles,
                              int(std::max<qsizetype>(0, names.indexOf(last))), false, &ok);
    if (!ok || !titles.contains(title)) return;
    const QString variant = names.at(titles.indexOf(title));
    settings.setValue(QStringLiteral("newRecord/variant"), variant);
    QString error;
    if (!newRecord(variant, QString(), &error)) showError(error);
}

void MainWindow::setUpPosition() {
    GameTab* tab = currentTab();
    const QString variant = tab ? tab->session()->tree().variant() : QStringLiteral("standard");
    const QString fen = tab ? qs(tab->session()->board().fen()) : QString();
    PositionSetupDialog dialog(variant, fen, this);
    if (dialog.exec() != QDialog::Accepted) return;
    QString error;
    if (!newRecord(variant, dialog.fen(), &error)) showError(error);
}

void MainWindow::manageEngines() {
    EngineManagerDialog dialog(m_engines, this);
    dialog.exec();
    m_analysis->reloadEngines();
    m_engineVariants->learn(m_engines.engines()); // new engines are asked in the background
}

void MainWindow::adjudicate(GameResult::Winner winner) {
    GameTab* tab = currentTab();
    if (!tab) return;
    using T = GameResult::Termination;
    GameResult result =
        winner == GameResult::Winner::Draw
            ? GameResult::draw(T::Adjudication, "Draw by adjudication")
            : GameResult::win(winner == GameResult::Winner::White ? White : Black, T::Adjudication,
                              sideName(winner == GameResult::Winner::White ? White : Black,
                                       tab->session()->isXiangqi()) +
                                  " wins by adjudication");
    tab->session()->adjudicate(result);
}

void MainWindow::showError(const QString& text) {
    QMessageBox::warning(this, QStringLiteral("Arbiter"), text);
}

// ---------------------------------------------------------------------------------------------
// Files and clipboard

bool MainWindow::openPgn(const QString& fileName, QString* error, int index) {
    PgnReader reader;
    std::string why;
    if (!reader.openFile(fileName, &why)) {
        *error = qs(why);
        return false;
    }
    // Index the games by their headers, then read the chosen one.
    struct Entry {
        uint64_t offset;
        int line;
        int number;
        QString label;
    };
    QVector<Entry> games;
    PgnGame header;
    for (;;) {
        const PgnReader::Status status = reader.readHeader(header);
        if (status == PgnReader::Status::End) break;
        games.append(
            {reader.gameOffset(), reader.gameLine(), reader.gameNumber(),
             QStringLiteral("%1. %2 – %3 %4 (%5)")
                 .arg(reader.gameNumber())
                 .arg(qs(header.tag("White")), qs(header.tag("Black")),
                      qs(std::string(pgnResultToken(header.result()))), qs(header.tag("Event")))});
    }
    if (games.isEmpty()) {
        *error = tr("%1 holds no games.").arg(fileName);
        return false;
    }
    if (index < 0) {
        index = 0;
        if (games.size() > 1) {
            QStringList labels;
            for (const Entry& e : games) labels << e.label;
            bool ok = false;
            const QString chosen =
                QInputDialog::getItem(this, tr("Open PGN"), tr("Game:"), labels, 0, false, &ok);
            if (!ok) return true;
            index = int(labels.indexOf(chosen));
        }
    }
    if (index >= games.size()) {
        *error = tr("%1 has only %2 games.").arg(fileName).arg(games.size());
        return false;
    }
    const Entry& entry = games[index];
    reader.seek(entry.offset, entry.line, entry.number);
    PgnGame game;
    if (reader.readGame(game) != PgnReader::Status::Game) {
        *error = tr("%1: %2").arg(fileName, qs(reader.error().toString()));
        return false;
    }
    GameTab* tab = openGame(game, error);
    if (!tab) return false;
    m_fileNames.insert(tab, fileName);
    return true;
}

void MainWindow::openPgnDialog() {
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("files/pgnDir")).toString();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open PGN"), dir,
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (file.isEmpty()) return;
    settings.setValue(QStringLiteral("files/pgnDir"), QFileInfo(file).absolutePath());
    QString error;
    if (!openPgn(file, &error)) showError(error);
}

bool MainWindow::savePgn(const QString& fileName, QString* error) {
    GameTab* tab = currentTab();
    return tab && writePgn(tab, fileName, error);
}

bool MainWindow::writePgn(GameTab* tab, const QString& fileName, QString* error) {
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(fileName, file.errorString());
        return false;
    }
    const QByteArray text = pgnOf(tab).toUtf8();
    file.write(text);
    if (!file.commit()) {
        *error = tr("cannot write %1: %2").arg(fileName, file.errorString());
        return false;
    }
    m_fileNames.insert(tab, fileName);
    return true;
}

void MainWindow::save() {
    GameTab* tab = currentTab();
    if (!tab) return;
    const QString name = m_fileNames.value(tab);
    if (name.isEmpty()) {
        saveAs();
        return;
    }
    QString error;
    if (!savePgn(name, &error)) showError(error);
}

void MainWindow::saveAs() {
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("files/pgnDir")).toString();
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Save PGN"), dir, tr("PGN files (*.pgn)"));
    if (file.isEmpty()) return;
    settings.setValue(QStringLiteral("files/pgnDir"), QFileInfo(file).absolutePath());
    QString error;
    if (!savePgn(file, &error)) showError(error);
}

QString MainWindow::currentFen() const {
    GameTab* tab = currentTab();
    return tab ? qs(tab->session()->board().fen()) : QString();
}

QString MainWindow::currentPgn() const {
    GameTab* tab = currentTab();
    return tab ? pgnOf(tab) : QString();
}

QString MainWindow::pgnOf(const GameTab* tab) const {
    const GameSession* session = tab->session();
    PgnWriteOptions options;
    if (session->isXiangqi()) {
        // The move list's notation decides the xiangqi record's [Format].
        const Notation n = m_appearance.xiangqiNotation;
        options.notation = n == Notation::Coordinate ? Notation::Coordinate
                           : n == Notation::Wxf      ? Notation::Wxf
                                                     : n;
    }
    PgnGame game = session->toPgn();
    if (session->isXiangqi() && options.notation)
        game.setTag("Format", std::string(xiangqiFormatName(*options.notation)));
    PgnWriter writer(options);
    return qs(writer.toString(game));
}

bool MainWindow::pasteFen(const QString& text, QString* error) {
    const QString fen = text.trimmed();
    QStringList candidates;
    if (GameTab* tab = currentTab()) candidates << tab->session()->tree().variant();
    for (const VariantInfo& v : variants())
        if (!candidates.contains(qs(v.name))) candidates << qs(v.name);
    std::string firstProblem;
    for (const QString& variant : candidates) {
        auto board = createBoard(variant.toStdString());
        std::string why;
        if (board->setFen(fen.toStdString(), &why)) return newRecord(variant, fen, error);
        if (firstProblem.empty()) firstProblem = why;
    }
    *error = tr("Not a FEN of any variant: %1").arg(qs(firstProblem));
    return false;
}

bool MainWindow::pastePgn(const QString& text, QString* error) {
    const QByteArray utf8 = text.toUtf8();
    PgnReader reader;
    reader.setData(std::string_view(utf8.constData(), size_t(utf8.size())));
    PgnGame game;
    const PgnReader::Status status = reader.readGame(game);
    if (status != PgnReader::Status::Game) {
        *error = status == PgnReader::Status::End ? tr("The clipboard holds no PGN game.")
                                                  : qs(reader.error().toString());
        return false;
    }
    return openGame(game, error) != nullptr;
}

GameTab* MainWindow::openGame(const PgnGame& game, QString* error) {
    auto* session = new GameSession;
    if (!session->loadPgn(game, error)) {
        delete session;
        return nullptr;
    }
    return addSession(session);
}

DatabaseWindow* MainWindow::databaseWindow() const {
    return m_database;
}

DatabaseWindow* MainWindow::openDatabase(const QString& fileName) {
    if (!m_database) {
        m_database = new DatabaseWindow(m_appearance, this);
        m_database->setWindowFlag(Qt::Window);
        connect(m_database, &DatabaseWindow::openGameRequested, this, [this](const PgnGame& game) {
            QString error;
            if (!openGame(game, &error)) showError(error);
            raise();
            activateWindow();
        });
    }
    m_database->show();
    m_database->raise();
    if (!fileName.isEmpty()) m_database->openFile(fileName);
    return m_database;
}

void MainWindow::analyseGameDialog() {
    GameTab* tab = currentTab();
    if (!tab || tab->session()->tree().mainLine().empty()) {
        showError(tr("Open or play a game to analyse first."));
        return;
    }
    AnnotateDialog dialog(m_engines, tab->session()->toPgn(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    QString error;
    if (!openGame(dialog.annotatedGame(), &error)) showError(error);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Quit, the window's close button and the session's end all come here: games still being
    // played are asked about once, all together, as Close Tab asks about one.
    const QList<GameTab*> unfinished = unfinishedTabs();
    if (!unfinished.isEmpty()) {
        if (!confirmClosing(unfinished)) {
            event->ignore();
            return;
        }
        // Closed now, so that their engines quit and nothing asks again.
        for (GameTab* tab : unfinished) removeTab(tab);
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

} // namespace arbiter::gui
