#include "tournamentwindow.h"

#include "commandlinetext.h"
#include "gamewall.h"
#include "rules/rmobility/scoring.h"
#include "sprtview.h"
#include "tournament/output/rmobilitytables.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>
#include <cmath>

namespace arbiter::gui {

namespace {
// Counts: whole numbers plain, r-Mobility's fractional splits with two decimals.
QString count(double value) {
    if (value == std::floor(value)) return QString::number(qint64(value));
    return QString::number(value, 'f', 2);
}

QString points(double value) {
    if (value * 2 == std::floor(value * 2)) return QString::number(value, 'f', 1);
    return QString::number(value, 'f', 4);
}

QString eloText(double elo) {
    if (std::isnan(elo)) return QStringLiteral("-"); // no estimate (e.g. no variance yet)
    if (std::isinf(elo)) return elo > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(elo, 'f', 0);
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignRight) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QTableWidget* table(QWidget* parent, const QString& name) {
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    return t;
}

QPlainTextEdit* textView(QWidget* parent, const QString& name) {
    auto* v = new QPlainTextEdit(parent);
    v->setObjectName(name);
    v->setReadOnly(true);
    v->setLineWrapMode(QPlainTextEdit::NoWrap);
    v->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return v;
}
} // namespace

TournamentWindow::TournamentWindow(const cli::TournamentDescription& options,
                                   const Appearance& appearance, QWidget* parent)
    : QMainWindow(parent), m_session(std::make_unique<TournamentSession>(options)),
      m_cross(int(options.players.size())) {
    setAttribute(Qt::WA_DeleteOnClose);
    m_twoPlayers = options.players.size() == 2;
    const QString event = options.tournament.event;
    setWindowTitle(tr("%1 - %2, %3 players - Arbiter")
                       .arg(event.isEmpty() ? tr("Tournament") : event,
                            tournamentTypeName(options.tournament.type))
                       .arg(options.players.size()));

    m_tabs = new QTabWidget(this);
    m_standings = table(m_tabs, QStringLiteral("standings"));
    m_crosstable = table(m_tabs, QStringLiteral("crosstable"));
    m_crosstable->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_log = textView(m_tabs, QStringLiteral("log"));
    m_log->setMaximumBlockCount(100000); // a long tournament's log keeps its latest lines
    m_tabs->addTab(m_standings, tr("Standings"));
    m_tabs->addTab(m_crosstable, tr("Crosstable"));
    m_tabs->addTab(createStatisticsPage(), tr("Statistics"));
    if (options.rMobility.enabled) m_tabs->addTab(createRMobilityPage(), tr("r-Mobility"));
    m_tabs->addTab(m_log, tr("Log"));

    m_wall = new GameWall(appearance, this);
    m_wall->setObjectName(QStringLiteral("gameWall"));
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_tabs);
    split->addWidget(m_wall);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({540, 860}); // the wall: three boards across
    setCentralWidget(split);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("tournamentStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(m_status, 1);

    QToolBar* bar = addToolBar(tr("Tournament"));
    bar->setObjectName(QStringLiteral("tournamentToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_pause = bar->addAction(style()->standardIcon(QStyle::SP_MediaPause), tr("&Pause"));
    m_pause->setObjectName(QStringLiteral("pauseTournament"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("No new games start while paused; running games go on"));
    connect(m_pause, &QAction::toggled, this, &TournamentWindow::setPaused);
    m_finish = bar->addAction(style()->standardIcon(QStyle::SP_MediaSkipForward),
                              tr("&Finish Games and Stop"));
    m_finish->setObjectName(QStringLiteral("finishTournament"));
    m_finish->setToolTip(tr("No new games; stop once the running games have ended (resumable)"));
    connect(m_finish, &QAction::triggered, this, &TournamentWindow::finishRunningGames);
    m_stop = bar->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("&Stop"));
    m_stop->setObjectName(QStringLiteral("stopTournament"));
    m_stop->setToolTip(tr("Stop now: running games are played again when the tournament is "
                          "resumed"));
    connect(m_stop, &QAction::triggered, this, &TournamentWindow::stop);
    bar->addSeparator();
    QAction* copy = bar->addAction(tr("Copy Command Line"));
    copy->setObjectName(QStringLiteral("copyTournamentCommandLine"));
    connect(copy, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(commandLine()); });

    TournamentSession* session = m_session.get();
    connect(session, &TournamentSession::gameStarted, this, &TournamentWindow::onGameStarted);
    connect(session, &TournamentSession::gameFinished, this, &TournamentWindow::onGameFinished);
    connect(session, &TournamentSession::message, this,
            qOverload<const QString&>(&TournamentWindow::log));
    connect(session, &TournamentSession::pausedChanged, this, [this](bool paused) {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(paused);
        refreshStatus();
    });
    connect(session, &TournamentSession::finished, this, &TournamentWindow::onFinished);
    resize(1320, 820);
}

TournamentWindow::~TournamentWindow() = default;

QWidget* TournamentWindow::createStatisticsPage() {
    auto* page = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(page);
    m_statistics = new QLabel(page);
    m_statistics->setObjectName(QStringLiteral("statisticsText"));
    m_statistics->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_statistics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statistics->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_statistics->setWordWrap(true);
    layout->addWidget(m_statistics);
    const auto& options = m_session->options();
    if (m_twoPlayers && options.tournament.sprt.enabled) {
        layout->addWidget(new QLabel(tr("<b>SPRT</b>"), page));
        m_sprt = new SprtView(page);
        m_sprt->setObjectName(QStringLiteral("sprtView"));
        layout->addWidget(m_sprt);
    }
    if (m_twoPlayers) {
        layout->addWidget(
            new QLabel(tr("<b>Pentanomial counts</b> (colour-swapped game pairs, %1's score)")
                           .arg(options.players[0].displayName),
                       page));
        m_pentanomial = table(page, QStringLiteral("pentanomial"));
        const QStringList bins = {tr("LL (0)"),   tr("LD (1/4)"), tr("WL (1/2)"),
                                  tr("DD (1/2)"), tr("WD (3/4)"), tr("WW (1)")};
        m_pentanomial->setColumnCount(int(bins.size()));
        m_pentanomial->setHorizontalHeaderLabels(bins);
        m_pentanomial->setRowCount(1);
        m_pentanomial->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        m_pentanomial->setItem(0, 0, cell(QString()));
        m_pentanomial->setFixedHeight(m_pentanomial->horizontalHeader()->sizeHint().height() +
                                      m_pentanomial->rowHeight(0) +
                                      2 * m_pentanomial->frameWidth());
        layout->addWidget(m_pentanomial);
    }
    layout->addStretch();
    return page;
}

QWidget* TournamentWindow::createRMobilityPage() {
    auto* page = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(new QLabel(
        tr("Every scoring convention: points and score of each player (the chosen one first)"),
        page));
    m_rMobilityTable = table(page, QStringLiteral("rMobilityTable"));
    layout->addWidget(m_rMobilityTable, 1);
    m_rMobilityText = textView(page, QStringLiteral("rMobilityText"));
    layout->addWidget(m_rMobilityText, 2);
    return page;
}

QString TournamentWindow::commandLine() const {
    return shellCommandLine(m_session->options().commandLine);
}

QStringList TournamentWindow::playerNames() const {
    QStringList names;
    for (const PlayerInfo& p : m_session->tournament().players()) names << p.name;
    return names;
}

bool TournamentWindow::start(QString* error) {
    // The games of the earlier run come from the loaded state (the session lets it go once
    // started).
    if (const std::optional<TournamentState>& resumed = m_session->options().resumeState)
        m_cross = Crosstable::fromState(*resumed, int(m_session->tournament().players().size()));
    if (!m_session->start(error)) return false;
    const Tournament& t = m_session->tournament();
    if (t.gamesFinished() > 0) {
        log(tr("Resumed from %1: %2 games played before")
                .arg(m_session->stateFile())
                .arg(t.gamesFinished()));
    }
    refresh();
    return true;
}

void TournamentWindow::setPaused(bool paused) {
    m_session->setPaused(paused);
    log(paused ? tr("Paused: no new games start; the running games go on") : tr("Continued"));
}

void TournamentWindow::stop() {
    m_session->stop(QStringLiteral("Tournament stopped"));
}

void TournamentWindow::finishRunningGames() {
    m_session->finishRunningGames();
    log(tr("Stopping once the running games have ended"));
    refreshStatus();
}

void TournamentWindow::onGameStarted(const ScheduledGame& game, const QString& white,
                                     const QString& black) {
    const Game* running = m_session->runner().runningGame(game.number);
    log(m_session->rMobility().startedGameLine(m_session->tournament().startedGameLine(game),
                                               running));
    if (running) m_wall->addGame(running, game.number, m_session->options().variant, white, black);
    refreshStatus();
}

void TournamentWindow::onGameFinished(const FinishedGame& game) {
    const Tournament& t = m_session->tournament();
    m_cross.addGame(game.game.whitePlayer, game.game.blackPlayer, game.result);
    log(t.finishedGameLine(game.game, game.result));
    log(t.progressLines());
    log(m_session->rMobilityProgressLines());
    refresh();
}

void TournamentWindow::onFinished() {
    m_finished = true;
    const Tournament& t = m_session->tournament();
    log(m_session->rMobility().enabled() ? m_session->rMobility().resultLines(t.players())
                                         : t.resultLines());
    if (!m_session->stateError().isEmpty()) log(tr("Error: %1").arg(m_session->stateError()));
    for (QAction* a : {m_pause, m_stop, m_finish}) a->setEnabled(false);
    refresh();
    emit tournamentFinished();
    if (m_closeWhenFinished) close();
}

void TournamentWindow::refresh() {
    refreshStandings();
    refreshCrosstable();
    refreshStatistics();
    refreshRMobility();
    refreshStatus();
}

void TournamentWindow::refreshStandings() {
    const Standings& s = m_session->tournament().standings();
    const QStringList headers = {tr("Rank"), tr("Name"), tr("Games"), tr("Points"), tr("Score"),
                                 tr("W"),    tr("D"),    tr("L"),     tr("Elo"),    tr("+/-")};
    m_standings->setColumnCount(int(headers.size()));
    m_standings->setHorizontalHeaderLabels(headers);
    const std::vector<RankingRow> rows = s.ranking();
    m_standings->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const RankingRow& row = rows[size_t(r)];
        const ColourRecord total = row.record->total();
        const double score = total.games > 0 ? 100.0 * total.points / total.games : 0.0;
        const QStringList values = {
            QString::number(row.rank),
            row.name,
            QString::number(total.games),
            points(total.points),
            total.games > 0 ? QString::number(score, 'f', 1) + QLatin1Char('%') : QString(),
            count(total.results.wins),
            count(total.results.draws),
            count(total.results.losses),
            total.games > 0 ? eloText(row.elo.elo) : QString(),
            total.games > 0 ? eloText(row.elo.errorMargin) : QString()};
        for (int c = 0; c < int(values.size()); ++c)
            m_standings->setItem(r, c, cell(values[c], c == 1 ? Qt::AlignLeft : Qt::AlignRight));
    }
    m_standings->resizeColumnsToContents();
    m_standings->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
}

void TournamentWindow::refreshCrosstable() {
    const Standings& s = m_session->tournament().standings();
    const std::vector<RankingRow> rows = s.ranking();
    const int n = int(rows.size());
    QStringList headers{tr("Player")};
    for (int i = 0; i < n; ++i) headers << QString::number(i + 1);
    headers << tr("Score");
    m_crosstable->setColumnCount(n + 2);
    m_crosstable->setHorizontalHeaderLabels(headers);
    m_crosstable->setRowCount(n);
    for (int r = 0; r < n; ++r) {
        const int player = rows[size_t(r)].player;
        m_crosstable->setItem(
            r, 0,
            cell(QStringLiteral("%1. %2").arg(r + 1).arg(rows[size_t(r)].name), Qt::AlignLeft));
        m_crosstable->horizontalHeaderItem(r + 1)->setToolTip(rows[size_t(r)].name);
        for (int c = 0; c < n; ++c) {
            const int opponent = rows[size_t(c)].player;
            QTableWidgetItem* item;
            if (opponent == player) {
                item = cell(QStringLiteral("—"), Qt::AlignHCenter);
                item->setBackground(palette().color(QPalette::Mid));
            } else {
                const Crosstable::Cell& x = m_cross.cell(player, opponent);
                item = cell(x.text(), Qt::AlignHCenter);
                if (x.games > 0)
                    item->setToolTip(tr("%1 against %2: +%3 =%4 -%5")
                                         .arg(rows[size_t(r)].name, rows[size_t(c)].name)
                                         .arg(x.wins)
                                         .arg(x.draws)
                                         .arg(x.losses));
            }
            m_crosstable->setItem(r, c + 1, item);
        }
        m_crosstable->setItem(r, n + 1, cell(m_cross.total(player).text()));
    }
    m_crosstable->resizeColumnsToContents();
}

void TournamentWindow::refreshStatistics() {
    const Tournament& t = m_session->tournament();
    const Standings& s = t.standings();
    if (!m_twoPlayers) {
        m_statistics->setText(tr("Head-to-head statistics, the SPRT and pentanomial counts are "
                                 "for two-player matches; see the standings and crosstable.\n\n") +
                              s.rankingTable(ResultFormat::defaultFormat()).join('\n'));
        return;
    }
    QStringList lines = s.scoreLines();
    if (s.gamesFinished() > 0) lines << s.eloLine();
    const SprtSettings& sprt = m_session->options().tournament.sprt;
    if (sprt.enabled) {
        const QString line = s.sprtLine(sprt);
        if (!line.isEmpty()) lines << line;
    }
    const QString ptnml = s.ptnmlLine();
    if (!ptnml.isEmpty()) lines << ptnml;
    m_statistics->setText(lines.join('\n'));
    if (m_sprt) m_sprt->setStatus(s.sprtStatus(sprt), sprt.config.elo0, sprt.config.elo1);
    if (m_pentanomial) {
        const stats::PentanomialCounts& p = s.headToHead().pentanomial();
        const double values[] = {p.lossLoss, p.lossDraw, p.winLoss,
                                 p.drawDraw, p.winDraw,  p.winWin};
        for (int c = 0; c < 6; ++c)
            m_pentanomial->setItem(0, c, cell(count(values[c]), Qt::AlignHCenter));
    }
}

void TournamentWindow::refreshRMobility() {
    if (!m_rMobilityTable) return;
    const RMobilityTables* tables = m_session->rMobility().tables();
    const auto& options = m_session->options().rMobility;
    std::vector<rmobility::Scoring> scorings{options.scoring};
    for (rmobility::Scoring s : rmobility::allScorings())
        if (s != options.scoring) scorings.push_back(s);
    const QStringList names = playerNames();
    QStringList headers{tr("Player"), tr("Games")};
    for (rmobility::Scoring s : scorings)
        headers << QString::fromUtf8(rmobility::scoringTitle(s).data(),
                                     qsizetype(rmobility::scoringTitle(s).size()));
    m_rMobilityTable->setColumnCount(int(headers.size()));
    m_rMobilityTable->setHorizontalHeaderLabels(headers);
    m_rMobilityTable->setRowCount(int(names.size()));
    for (int p = 0; p < int(names.size()); ++p) {
        m_rMobilityTable->setItem(p, 0, cell(names[p], Qt::AlignLeft));
        const int games = tables ? tables->standings(scorings.front()).record(p).games() : 0;
        m_rMobilityTable->setItem(p, 1, cell(QString::number(games)));
        for (int c = 0; c < int(scorings.size()); ++c) {
            QString text;
            if (tables && games > 0) {
                const ColourRecord total = tables->standings(scorings[size_t(c)]).record(p).total();
                text = QStringLiteral("%1 (%2%)")
                           .arg(points(total.points))
                           .arg(100.0 * total.points / total.games, 0, 'f', 1);
            }
            m_rMobilityTable->setItem(p, c + 2, cell(text));
        }
    }
    m_rMobilityTable->resizeColumnsToContents();
    m_rMobilityText->setPlainText(tables ? tables->lines().join('\n')
                                         : tr("No r-Mobility game has finished yet."));
}

void TournamentWindow::refreshStatus() {
    const Tournament& t = m_session->tournament();
    QStringList parts;
    parts << tr("Games finished: %1 of %2").arg(t.gamesFinished()).arg(t.totalGames());
    if (m_finished) {
        if (!m_session->stateError().isEmpty())
            parts << tr("the state could not be saved: %1").arg(m_session->stateError());
        else if (m_session->wasStopped() || m_session->stateLost())
            parts << tr("Stopped. Resume with Tournament > Resume Tournament or: arbiter-cli "
                        "-resume %1")
                         .arg(m_session->stateFile());
        else
            parts << (t.sprtDecided() ? tr("Finished: SPRT decided") : tr("Finished"));
    } else {
        parts << tr("running: %1").arg(m_session->runner().runningGames());
        if (m_session->isPaused()) parts << tr("Paused");
        parts << tr("state: %1").arg(m_session->stateFile());
    }
    m_status->setText(parts.join(QStringLiteral("  ·  ")));
}

void TournamentWindow::log(const QString& line) {
    m_log->appendPlainText(line);
}

void TournamentWindow::log(const QStringList& lines) {
    for (const QString& line : lines) m_log->appendPlainText(line);
}

void TournamentWindow::closeEvent(QCloseEvent* event) {
    if (m_finished || !m_session->isRunning()) {
        event->accept();
        return;
    }
    const auto answer = QMessageBox::question(
        this, tr("Stop Tournament"),
        tr("The tournament is running. Stop it and close the window?\n\nIts state is saved in "
           "%1; Tournament > Resume Tournament (or arbiter-cli -resume) continues it, playing "
           "the running games again.")
            .arg(m_session->stateFile()));
    event->ignore();
    if (answer != QMessageBox::Yes) return;
    m_closeWhenFinished = true;
    stop();
}

} // namespace arbiter::gui
