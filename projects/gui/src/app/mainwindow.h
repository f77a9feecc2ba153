// The main window: games in tabs, menus and toolbar with shortcuts, the docks (moves, engine
// output per side, evaluation graph, engine debug log, tags), settings remembered with
// QSettings. Every game, record or PGN game is a GameSession in a GameTab.
#pragma once

#include "gui/app/appearance.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/gamesession.h"
#include "gui/online/onlineclient.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QSessionManager;
class QTabWidget;

namespace arbiter::gui {

class AnalysisDock;
class ExplainPanel;
class ReviewWindow;
class EngineVariants;
class DatabaseWindow;
class DebugLogView;
class EngineOutputView;
class EvaluationGraph;
class GameTab;
class MoveListView;
class TagsView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // ---- Games ----
    bool startGame(const SessionSettings& settings, QString* error);
    bool newRecord(const QString& variant, const QString& fen, QString* error);
    GameTab* addSession(GameSession* session);
    // A room of arbiter-server in a new tab (Game > Play Online); the connection is made in the
    // background and the tab says how it goes.
    GameTab* playOnline(const OnlineIdentity& identity, const OnlineJoin& join);
    GameTab* currentTab() const;
    QTabWidget* tabs() const { return m_tabs; }
    // Closes a tab; a game still being played is asked about first (UnfinishedGamesDialog).
    void closeTab(int index);
    // The desktop session ends (QGuiApplication::commitDataRequest): the games still being
    // played are asked about when `mayAsk` (the session manager allows interaction), else saved
    // as PGN into the usual folder; then they are closed. False when the person cancels: the
    // session's end is to be cancelled.
    bool closeForSessionEnd(bool mayAsk);

    // ---- Files and clipboard ----
    // Opens game `index` of a PGN file (-1: ask when the file holds several).
    bool openPgn(const QString& fileName, QString* error, int index = -1);
    bool savePgn(const QString& fileName, QString* error);
    QString currentFen() const;
    QString currentPgn() const;
    // A FEN of any variant (the current tab's variant is tried first): a new record tab.
    bool pasteFen(const QString& text, QString* error);
    bool pastePgn(const QString& text, QString* error);
    // A game (from a file, the clipboard, the database or an analysis) in a new tab; null with
    // *error when the game cannot be loaded.
    GameTab* openGame(const PgnGame& game, QString* error);

    // ---- Analysis and database ----
    // The database window, opened on `fileName` when one is given.
    DatabaseWindow* openDatabase(const QString& fileName = QString());
    DatabaseWindow* databaseWindow() const;
    AnalysisDock* analysisDock() const { return m_analysis; }
    // The coach: why a move, the opponent's threat (docs/gui-analysis.md, "The coach").
    ExplainPanel* explainPanel() const { return m_explain; }
    // Analysis > Review Game: the review of the tab's game (its person's mistakes; both sides'
    // when no one side is a person's), in a window of its own; also opened when a game a person
    // played against an engine here ends. Null with *error when it cannot start.
    ReviewWindow* reviewGame(GameTab* tab, QString* error);
    void analyseGameDialog();

    // ---- Parts, for tests ----
    EngineLibrary& engineLibrary() { return m_engines; }
    const Appearance& appearance() const { return m_appearance; }
    void setAppearance(const Appearance& appearance);
    MoveListView* moveList() const { return m_moveList; }
    EngineOutputView* engineOutput() const { return m_engineOutput; }
    EvaluationGraph* evaluationGraph() const { return m_graph; }
    DebugLogView* debugLog() const { return m_debugLog; }
    TagsView* tagsView() const { return m_tags; }
    QAction* action(const QString& objectName) const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createDocks();
    void createAppearanceMenus(QMenu* view);
    // View > Language: the language of the next start (language.h).
    void createLanguageMenu(QMenu* menu);
    void onTabChanged();
    void updateActions();
    void newGameDialog();
    void playOnlineDialog();
    void openPgnDialog();
    void saveAs();
    void save();
    void setUpPosition();
    void newRecordDialog();
    void manageEngines();
    void adjudicate(GameResult::Winner winner);
    void showError(const QString& text);
    // ---- Closing games still being played ----
    QList<GameTab*> unfinishedTabs() const;
    // Asks about the unfinished games among `tabs` (saved when the person says so); false when
    // they must stay open.
    bool confirmClosing(const QList<GameTab*>& tabs);
    bool saveUnfinished(const QList<GameTab*>& tabs, const QString& folder, QString* error);
    QString defaultSaveFolder() const;
    void removeTab(GameTab* tab);
#if QT_CONFIG(sessionmanager)
    void onCommitDataRequest(QSessionManager& manager);
#endif
    QString pgnOf(const GameTab* tab) const;
    bool writePgn(GameTab* tab, const QString& fileName, QString* error);
    QAction* makeAction(const QString& name, const QString& text, const QKeySequence& key,
                        const std::function<void()>& slot);

    EngineLibrary m_engines;
    // Which variants the engines play, asked in the background and kept across dialogs.
    EngineVariants* m_engineVariants;
    Appearance m_appearance;
    QTabWidget* m_tabs;
    MoveListView* m_moveList;
    EngineOutputView* m_engineOutput;
    EvaluationGraph* m_graph;
    DebugLogView* m_debugLog;
    TagsView* m_tags;
    AnalysisDock* m_analysis;
    ExplainPanel* m_explain;
    QPointer<DatabaseWindow> m_database;
    QMenu* m_viewMenu = nullptr;
    QAction* m_recordAction = nullptr;
    QHash<GameTab*, QString> m_fileNames;
};

} // namespace arbiter::gui
