// The New Tournament dialog's page "Players": the players (the engine manager's engines) and their
// time control - its fields, laid out, and its binding table (optionbinding.h), which reads, writes
// and remembers them.
#include "gui/engines/enginelibrary.h"
#include "gui/game/timecontroleditor.h"
#include "gui/game/timemargin.h"
#include "newtournamentdialog.h"
#include "newtournamentfields.h"
#include "optionbinding.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace arbiter::gui {

using namespace newtournament;

QWidget* NewTournamentDialog::createPlayersPage() {
    auto* page = new QWidget;
    m_available = new QListWidget(page);
    m_available->setObjectName(QStringLiteral("availableEngines"));
    for (const QString& name : m_engines.names()) m_available->addItem(name);
    m_players = new QListWidget(page);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setToolTip(tr("The players in seeding order (-engine conf=NAME)"));

    auto button = [page](const QString& text, const QString& name) {
        auto* b = new QPushButton(text, page);
        b->setObjectName(name);
        return b;
    };
    QPushButton* add = button(tr("Add →"), QStringLiteral("addPlayer"));
    QPushButton* addAll = button(tr("Add all"), QStringLiteral("addAllPlayers"));
    QPushButton* remove = button(tr("← Remove"), QStringLiteral("removePlayer"));
    QPushButton* up = button(tr("Up"), QStringLiteral("playerUp"));
    QPushButton* down = button(tr("Down"), QStringLiteral("playerDown"));
    connect(add, &QPushButton::clicked, this, [this] {
        for (QListWidgetItem* item : m_available->selectedItems()) addPlayer(item->text());
    });
    connect(m_available, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { addPlayer(item->text()); });
    connect(addAll, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_available->count(); ++i) addPlayer(m_available->item(i)->text());
    });
    connect(remove, &QPushButton::clicked, this, [this] { delete m_players->currentItem(); });
    auto move = [this](int by) {
        const int row = m_players->currentRow();
        const int to = row + by;
        if (row < 0 || to < 0 || to >= m_players->count()) return;
        m_players->insertItem(to, m_players->takeItem(row));
        m_players->setCurrentRow(to);
    };
    connect(up, &QPushButton::clicked, this, [move] { move(-1); });
    connect(down, &QPushButton::clicked, this, [move] { move(1); });

    auto* buttons = new QVBoxLayout;
    buttons->addStretch();
    for (QPushButton* b : {add, addAll, remove, up, down}) buttons->addWidget(b);
    buttons->addStretch();
    auto* lists = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Engines (Engines > Manage Engines):"), page));
    left->addWidget(m_available);
    auto* right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Players:"), page));
    right->addWidget(m_players);
    lists->addLayout(left, 1);
    lists->addLayout(buttons);
    lists->addLayout(right, 1);

    auto* timeGroup = new QGroupBox(tr("Time control (every player)"), page);
    m_time = new TimeControlEditor(timeGroup);
    named(m_time->kindBox(), QStringLiteral("timeKind"));
    named(m_time->movesBox(), QStringLiteral("timeMoves"));
    named(m_time->minutesBox(), QStringLiteral("timeMinutes"));
    named(m_time->incrementBox(), QStringLiteral("timeIncrement"));
    named(m_time->moveTimeBox(), QStringLiteral("timePerMove"));
    named(m_time->depthBox(), QStringLiteral("timeDepth"));
    named(m_time->nodesBox(), QStringLiteral("timeNodes"));
    // -1 is "automatic": DefaultPerMoveMarginMs for a fixed time per move, none otherwise
    // (timemargin.h). The field is remembered under a new name, so that the "none" every
    // dialog remembered before (its old default) does not keep forfeiting games.
    m_timeMargin = named(spinBox(-1, 60000, -1, tr("automatic")), QStringLiteral("timeMarginMs"));
    m_timeMargin->setSuffix(tr(" ms"));
    m_timeMargin->setToolTip(tr("How late a move may come before it loses on time "
                                "(cutechess-cli's timemargin). Automatic: %1 ms for a fixed time "
                                "per move, none otherwise; 0: none.")
                                 .arg(DefaultPerMoveMarginMs));
    m_marginWarning = new QLabel(
        tr("No time margin: an engine that uses its whole time per move answers a moment late "
           "and loses on time. Choose automatic or a few dozen milliseconds."),
        timeGroup);
    m_marginWarning->setObjectName(QStringLiteral("timeMarginWarning"));
    m_marginWarning->setWordWrap(true);
    m_marginWarning->setStyleSheet(QStringLiteral("color:#9a6700;"));
    m_marginWarning->hide();
    m_ponder =
        named(new QCheckBox(tr("Ponder (think on the opponent's time)")), QStringLiteral("ponder"));
    auto* timeLayout = new QFormLayout(timeGroup);
    timeLayout->addRow(m_time);
    timeLayout->addRow(tr("Time margin:"), m_timeMargin);
    timeLayout->addRow(m_marginWarning);
    timeLayout->addRow(m_ponder);

    auto* layout = new QVBoxLayout(page);
    layout->addLayout(lists, 1);
    layout->addWidget(timeGroup);

    auto eachPlayer = [](cli::TournamentDescription& o, auto change) {
        for (cli::PlayerOptions& player : o.players) change(player);
    };
    auto firstTimeControl = [](const cli::TournamentDescription& o) {
        return o.players.isEmpty() ? TimeControl() : o.players.first().timeControl;
    };
    m_tables << BindingTable{
        {QStringLiteral("-engine"), m_players,
         [this](cli::TournamentDescription& o) {
             for (int i = 0; i < m_players->count(); ++i) {
                 // An engine of the engine manager's engines.json, named by conf= on the
                 // command line.
                 cli::PlayerOptions player;
                 player.configurationName = m_players->item(i)->text();
                 if (const EngineConfiguration* engine = m_engines.find(player.configurationName)) {
                     player.engine = *engine;
                     player.configuration = *engine;
                 }
                 player.displayName = player.configurationName;
                 player.nameGiven = true;
                 o.players << player;
             }
         },
         [this](const cli::TournamentDescription& o) {
             m_players->clear();
             for (const cli::PlayerOptions& player : o.players)
                 m_players->addItem(player.configurationName);
         },
         OptionBinding::Memory::Own,
         [this](QSettings& settings) {
             QStringList players;
             for (int i = 0; i < m_players->count(); ++i) players << m_players->item(i)->text();
             settings.setValue(QStringLiteral("playerList"), players);
         },
         [this](const QSettings& settings) {
             // Engines removed from the engine manager since are left out.
             for (const QString& name : settings.value(QStringLiteral("playerList")).toStringList())
                 if (m_engines.find(name)) m_players->addItem(name);
         }},
        {QStringLiteral("-each"), m_time,
         [this, eachPlayer](cli::TournamentDescription& o) {
             eachPlayer(o, [this](cli::PlayerOptions& player) {
                 player.timeControl = m_time->timeControl();
                 player.hasTimeControl = true;
             });
         },
         [this, firstTimeControl](const cli::TournamentDescription& o) {
             m_time->setTimeControl(firstTimeControl(o));
         }},
        {QStringLiteral("-each"), m_timeMargin,
         [this, eachPlayer](cli::TournamentDescription& o) {
             eachPlayer(o, [this](cli::PlayerOptions& player) {
                 player.timeControl = withMargin(player.timeControl);
             });
         },
         [this, firstTimeControl](const cli::TournamentDescription& o) {
             m_timeMargin->setValue(int(firstTimeControl(o).marginMs()));
         }},
        {QStringLiteral("-each"), m_ponder,
         [this, eachPlayer](cli::TournamentDescription& o) {
             eachPlayer(o, [this](cli::PlayerOptions& player) {
                 player.engine.ponder = player.engine.ponder || m_ponder->isChecked();
             });
         },
         [this](const cli::TournamentDescription& o) {
             m_ponder->setChecked(!o.players.isEmpty() && o.players.first().engine.ponder);
         }},
    };
    return page;
}

} // namespace arbiter::gui
