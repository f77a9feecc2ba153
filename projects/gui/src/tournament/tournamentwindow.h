// The window of a running tournament: live standings and crosstable, the SPRT's progress with
// the pentanomial counts, r-Mobility results under every scoring, a log of what arbiter-cli
// would print, and the wall of running games. Pause stops new games from starting; Stop ends
// the tournament at once (running games are played again on resume); Finish Games lets the
// running games end first. The state file is kept as arbiter-cli keeps it (TournamentSession), so
// a stopped tournament is resumed here (Tournament > Resume) or with arbiter-cli -resume.
#pragma once

#include "gui/app/appearance.h"
#include "session/tournamentsession.h"
#include "tournament/output/crosstable.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableWidget;

namespace arbiter::gui {

class GameWall;
class SprtView;

class TournamentWindow : public QMainWindow {
    Q_OBJECT
public:
    TournamentWindow(const cli::TournamentDescription& options, const Appearance& appearance,
                     QWidget* parent = nullptr);
    ~TournamentWindow() override;

    // Starts (or resumes) the tournament; false with *error when it cannot start.
    bool start(QString* error);
    TournamentSession& session() { return *m_session; }
    bool isFinished() const { return m_finished; }
    // The arbiter-cli command line the tournament runs (stored in its state file).
    QString commandLine() const;

    void setPaused(bool paused);
    // Stops at once (running games are abandoned and replayed on resume); state saved.
    void stop();
    // No new games; running games end first; state saved.
    void finishRunningGames();

    // Parts, for tests.
    QTableWidget* standingsTable() const { return m_standings; }
    QTableWidget* crosstableTable() const { return m_crosstable; }
    SprtView* sprtView() const { return m_sprt; }
    QTableWidget* pentanomialTable() const { return m_pentanomial; }
    QLabel* statisticsLabel() const { return m_statistics; }
    QTableWidget* rMobilityTable() const { return m_rMobilityTable; } // null unless r-Mobility
    QPlainTextEdit* rMobilityText() const { return m_rMobilityText; }
    QPlainTextEdit* logView() const { return m_log; }
    GameWall* gameWall() const { return m_wall; }
    QTabWidget* tabs() const { return m_tabs; }
    QLabel* statusLabel() const { return m_status; }
    QAction* pauseAction() const { return m_pause; }
    QAction* stopAction() const { return m_stop; }
    QAction* finishAction() const { return m_finish; }

signals:
    // The tournament is over (finished, stopped or SPRT decided) and its state saved.
    void tournamentFinished();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildTables();
    QWidget* createStatisticsPage();
    QWidget* createRMobilityPage();
    void onGameStarted(const ScheduledGame& game, const QString& white, const QString& black);
    void onGameFinished(const FinishedGame& game);
    void onFinished();
    void refresh();
    void refreshStandings();
    void refreshCrosstable();
    void refreshStatistics();
    void refreshRMobility();
    void refreshStatus();
    void log(const QString& line);
    void log(const QStringList& lines);
    QStringList playerNames() const;

    std::unique_ptr<TournamentSession> m_session;
    Crosstable m_cross;
    bool m_twoPlayers = false;
    bool m_finished = false;
    bool m_closeWhenFinished = false;

    QTabWidget* m_tabs;
    QTableWidget* m_standings;
    QTableWidget* m_crosstable;
    SprtView* m_sprt = nullptr;
    QTableWidget* m_pentanomial = nullptr;
    QLabel* m_statistics = nullptr;
    QTableWidget* m_rMobilityTable = nullptr;
    QPlainTextEdit* m_rMobilityText = nullptr;
    QPlainTextEdit* m_log;
    GameWall* m_wall;
    QLabel* m_status;
    QAction* m_pause;
    QAction* m_stop;
    QAction* m_finish;
};

} // namespace arbiter::gui
