#include "newtournamentdialog.h"

#include "board/variant.h"
#include "commandlinetext.h"
#include "description/cliparser.h"
#include "description/xiangqicli.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/timecontroleditor.h"
#include "gui/game/timemargin.h"
#include "optionbinding.h"
#include "rememberedfields.h"
#include "rules/rmobility/gscore.h"
#include "tablebase/syzygytablebases.h"
#include "text/translatedtext.h"
#include "tournament/state/tournamentstate.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
const QString kSettingsGroup = QStringLiteral("newTournament");

QSpinBox* spinBox(int min, int max, int value, const QString& special = QString()) {
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    if (!special.isEmpty()) box->setSpecialValueText(special);
    return box;
}

QDoubleSpinBox* doubleBox(double min, double max, double value, int decimals, double step) {
    auto* box = new QDoubleSpinBox;
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setValue(value);
    return box;
}

QComboBox* comboBox(const QStringList& items) {
    auto* box = new QComboBox;
    box->addItems(items);
    return box;
}

// An absolute path for a file field ("" stays ""; "~/x" and relative names are resolved).
QString absolutePath(const QString& text) {
    QString path = text.trimmed();
    if (path.isEmpty()) return path;
    if (path.startsWith(QLatin1String("~/"))) path = QDir::homePath() + path.mid(1);
    return QFileInfo(path).absoluteFilePath();
}

const VariantInfo* variantOf(const QComboBox* box) {
    return findVariant(box->currentText().toStdString());
}

bool isXiangqi(const QString& variant) {
    const VariantInfo* v = findVariant(variant.toStdString());
    return v && v->family == BoardFamily::Xiangqi;
}

// Fields are named: the remembered fields are kept under their names, and tests find them.
template <typename W> W* named(W* widget, const QString& name) {
    widget->setObjectName(name);
    return widget;
}

// Shows the first item of `box` that `matches`; none matching leaves the box as it is.
template <typename Matches> void selectItem(QComboBox* box, Matches matches) {
    for (int i = 0; i < box->count(); ++i)
        if (matches(box->itemText(i))) return box->setCurrentIndex(i);
}

// Shows the item spelt `text`, in any case (the library writes "G6.5" for the item "g6.5").
void selectText(QComboBox* box, const QString& text) {
    selectItem(
        box, [&text](const QString& item) { return item.compare(text, Qt::CaseInsensitive) == 0; });
}
} // namespace

NewTournamentDialog::NewTournamentDialog(const EngineLibrary& engines, QWidget* parent)
    : QDialog(parent), m_engines(engines) {
    setWindowTitle(tr("New Tournament"));
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    m_autoStateFile = QDir(dataDir).filePath(
        QStringLiteral("tournaments/tournament-%1.state.json")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));

    m_pages = new QTabWidget(this);
    m_pages->addTab(createPlayersPage(), tr("&Players"));
    m_pages->addTab(createTournamentPage(), tr("&Tournament"));
    m_pages->addTab(createOpeningsPage(), tr("&Openings && Adjudication"));
    m_pages->addTab(createRulesPage(), tr("&Variant && Rules"));
    m_pages->addTab(createOutputPage(), tr("&Statistics && Output"));

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color:#b00020;font-weight:bold;"));
    m_error->hide();

    m_commandLine = new QPlainTextEdit(this);
    m_commandLine->setObjectName(QStringLiteral("commandLine"));
    m_commandLine->setReadOnly(true);
    m_commandLine->setMaximumHeight(80);
    m_commandLine->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* copy = new QPushButton(tr("&Copy"), this);
    copy->setObjectName(QStringLiteral("copyCommandLine"));
    copy->setToolTip(tr("Copy the arbiter-cli command line"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_commandLine->toPlainText()); });
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_commandLine, 1);
    commandRow->addWidget(copy, 0, Qt::AlignTop);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewTournamentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewTournamentDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(new QLabel(tr("arbiter-cli command line:"), this));
    layout->addLayout(commandRow);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (const BindingTable& table : m_tables)
        watchBindings(table, this, [this] { updateCommandLine(); });
    restore();
    onVariantChanged();
    updateEnabled();
    updateCommandLine();
    resize(760, 640);
}
QWidget* NewTournamentDialog::fileField(QLineEdit** edit, const QString& name,
                                        const QString& filter, Pick pick) {
    auto* box = new QWidget;
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    *edit = named(new QLineEdit(box), name);
    auto* browse = new QToolButton(box);
    browse->setText(QStringLiteral("..."));
    QLineEdit* target = *edit;
    connect(browse, &QToolButton::clicked, this, [this, target, filter, pick] {
        const QString start = target->text().isEmpty() ? QDir::homePath() : target->text();
        QString file;
        switch (pick) {
        case Pick::Open: file = QFileDialog::getOpenFileName(this, QString(), start, filter); break;
        case Pick::Save:
            file = QFileDialog::getSaveFileName(this, QString(), start, filter, nullptr,
                                                QFileDialog::DontConfirmOverwrite);
            break;
        case Pick::Folder: file = QFileDialog::getExistingDirectory(this, QString(), start); break;
        }
        if (!file.isEmpty()) target->setText(file);
    });
    row->addWidget(*edit, 1);
    row->addWidget(browse);
    return box;
}

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

QWidget* NewTournamentDialog::createTournamentPage() {
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    m_type = named(
        comboBox({QStringLiteral("round-robin"), QStringLiteral("gauntlet"),
                  QStringLiteral("knockout"), QStringLiteral("pyramid"), QStringLiteral("swiss")}),
        QStringLiteral("type"));
    connect(m_type, &QComboBox::currentTextChanged, this, &NewTournamentDialog::updateEnabled);
    m_games = named(spinBox(1, 100000, 2), QStringLiteral("games"));
    m_rounds = named(spinBox(0, 100000, 0, tr("default")), QStringLiteral("rounds"));
    m_repeat = named(spinBox(1, 100, 2, tr("no")), QStringLiteral("repeat"));
    m_noSwap = named(new QCheckBox(tr("Same colours in every game of an encounter (-noswap)")),
                     QStringLiteral("noSwap"));
    m_reverse = named(new QCheckBox(tr("Start every encounter with the colours reversed")),
                      QStringLiteral("reverse"));
    m_seeds = named(spinBox(0, 1000, 0, tr("none")), QStringLiteral("seeds"));
    m_concurrency = named(spinBox(1, 256, 1), QStringLiteral("concurrency"));
    m_wait = named(spinBox(0, 600000, 0, tr("none")), QStringLiteral("wait"));
    m_wait->setSuffix(tr(" ms"));
    m_recover = named(new QCheckBox(tr("Restart crashed engines and go on (-recover)")),
                      QStringLiteral("recover"));
    m_srand = named(new QLineEdit, QStringLiteral("srand"));
    m_srand->setPlaceholderText(tr("random (kept in the state file)"));
    m_event = named(new QLineEdit, QStringLiteral("event"));
    m_site = named(new QLineEdit, QStringLiteral("site"));
    form->addRow(tr("Type:"), m_type);
    form->addRow(tr("Games per encounter:"), m_games);
    form->addRow(tr("Rounds:"), m_rounds);
    form->addRow(tr("Games per opening (-repeat):"), m_repeat);
    form->addRow(m_noSwap);
    form->addRow(m_reverse);
    form->addRow(tr("Seeded players:"), m_seeds);
    form->addRow(tr("Concurrency (games at once):"), m_concurrency);
    form->addRow(tr("Wait between games:"), m_wait);
    form->addRow(m_recover);
    form->addRow(tr("Random seed:"), m_srand);
    form->addRow(tr("Event:"), m_event);
    form->addRow(tr("Site:"), m_site);

    auto seeded = [](TournamentType type) {
        return type == TournamentType::Gauntlet || type == TournamentType::Knockout;
    };
    m_tables << BindingTable{
        {QStringLiteral("-tournament"), m_type,
         [this](cli::TournamentDescription& o) {
             o.evolution.enabled = false;
             o.tournament.type =
                 parseTournamentType(m_type->currentText()).value_or(TournamentType::RoundRobin);
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_type, tournamentTypeName(o.tournament.type));
         }},
        plainBinding(
            QStringLiteral("-games"), m_games,
            [](auto& o) -> auto& { return o.tournament.gamesPerEncounter; }),
        {QStringLiteral("-rounds"), m_rounds,
         [this](cli::TournamentDescription& o) {
             const bool knockout = o.tournament.type == TournamentType::Knockout;
             o.tournament.rounds = knockout ? 0 : m_rounds->value();
         },
         [this](const cli::TournamentDescription& o) { m_rounds->setValue(o.tournament.rounds); }},
        plainBinding(
            QStringLiteral("-repeat"), m_repeat,
            [](auto& o) -> auto& { return o.tournament.openingRepetitions; }),
        plainBinding(
            QStringLiteral("-noswap"), m_noSwap,
            [](auto& o) -> auto& { return o.tournament.noSwap; }),
        plainBinding(
            QStringLiteral("-reverse"), m_reverse,
            [](auto& o) -> auto& { return o.tournament.reverse; }),
        {QStringLiteral("-seeds"), m_seeds,
         [this, seeded](cli::TournamentDescription& o) {
             o.tournament.seedCount = seeded(o.tournament.type) ? m_seeds->value() : 0;
         },
         [this](const cli::TournamentDescription& o) {
             m_seeds->setValue(o.tournament.seedCount);
         }},
        plainBinding(
            QStringLiteral("-concurrency"), m_concurrency,
            [](auto& o) -> auto& { return o.tournament.concurrency; }),
        plainBinding(
            QStringLiteral("-wait"), m_wait, [](auto& o) -> auto& { return o.tournament.waitMs; }),
        plainBinding(
            QStringLiteral("-recover"), m_recover,
            [](auto& o) -> auto& { return o.tournament.recover; }),
        {QStringLiteral("-srand"), m_srand,
         [this](cli::TournamentDescription& o) {
             bool seedOk = false;
             const quint64 seed = m_srand->text().trimmed().toULongLong(&seedOk);
             o.tournament.randomSeedGiven = seedOk;
             o.tournament.randomSeed = seedOk ? seed : 0;
         },
         [this](const cli::TournamentDescription& o) {
             m_srand->setText(o.tournament.randomSeedGiven
                                  ? QString::number(o.tournament.randomSeed)
                                  : QString());
         }},
        plainBinding(
            QStringLiteral("-event"), m_event, [](auto& o) -> auto& { return o.tournament.event; }),
        plainBinding(
            QStringLiteral("-site"), m_site, [](auto& o) -> auto& { return o.tournament.site; }),
    };
    return page;
}

QWidget* NewTournamentDialog::createOpeningsPage() {
    auto* page = new QWidget;
    auto* openings = new QGroupBox(tr("Openings"), page);
    auto* of = new QFormLayout(openings);
    of->addRow(tr("File (EPD or PGN):"),
               fileField(&m_openingsFile, QStringLiteral("openingsFile"),
                         tr("Openings (*.epd *.pgn);;All files (*)"), Pick::Open));
    m_openingsFile->setPlaceholderText(tr("none: every game from the start position"));
    m_openingsFormat =
        named(comboBox({tr("from the file name"), QStringLiteral("epd"), QStringLiteral("pgn")}),
              QStringLiteral("openingsFormat"));
    m_openingsRandom = named(new QCheckBox(tr("Random order")), QStringLiteral("openingsRandom"));
    m_openingPlies = named(spinBox(0, 1000, 0, tr("all")), QStringLiteral("openingPlies"));
    m_openingStart = named(spinBox(1, 100000000, 1), QStringLiteral("openingStart"));
    m_openingPolicy = named(
        comboBox({QStringLiteral("default"), QStringLiteral("encounter"), QStringLiteral("round")}),
        QStringLiteral("openingPolicy"));
    of->addRow(tr("Format:"), m_openingsFormat);
    of->addRow(m_openingsRandom);
    of->addRow(tr("Plies played from PGN openings:"), m_openingPlies);
    of->addRow(tr("First opening:"), m_openingStart);
    of->addRow(tr("New opening:"), m_openingPolicy);

    m_draw = named(new QGroupBox(tr("Draw adjudication"), page), QStringLiteral("drawAdj"));
    m_draw->setCheckable(true);
    m_draw->setChecked(false);
    m_drawMoveNumber = named(spinBox(0, 1000, 40), QStringLiteral("drawMoveNumber"));
    m_drawMoveCount = named(spinBox(1, 1000, 8), QStringLiteral("drawMoveCount"));
    m_drawScore = named(spinBox(0, 10000, 10), QStringLiteral("drawScore"));
    m_drawScore->setSuffix(tr(" cp"));
    auto* df = new QFormLayout(m_draw);
    df->addRow(tr("After move:"), m_drawMoveNumber);
    df->addRow(tr("For consecutive moves:"), m_drawMoveCount);
    df->addRow(tr("Both scores within:"), m_drawScore);

    m_resign = named(new QGroupBox(tr("Resign adjudication"), page), QStringLiteral("resignAdj"));
    m_resign->setCheckable(true);
    m_resign->setChecked(false);
    m_resignMoveCount = named(spinBox(1, 1000, 3), QStringLiteral("resignMoveCount"));
    m_resignScore = named(spinBox(1, 100000, 1000), QStringLiteral("resignScore"));
    m_resignScore->setSuffix(tr(" cp"));
    m_resignTwoSided = named(new QCheckBox(tr("Both engines agree (two-sided)")),
                             QStringLiteral("resignTwoSided"));
    auto* rf = new QFormLayout(m_resign);
    rf->addRow(tr("For consecutive moves:"), m_resignMoveCount);
    rf->addRow(tr("Score at or below minus:"), m_resignScore);
    rf->addRow(m_resignTwoSided);

    m_maxMoves = named(spinBox(0, 10000, 0, tr("no limit")), QStringLiteral("maxMoves"));
    auto* maxRow = new QFormLayout;
    maxRow->addRow(tr("Draw after full moves:"), m_maxMoves);

    // docs/draw-offers.md
    m_drawOffers = named(new QGroupBox(tr("Draw offers"), page), QStringLiteral("drawOffers"));
    m_drawOffers->setCheckable(true);
    m_drawOffers->setChecked(false);
    m_drawOffersPerPlayer =
        named(spinBox(0, 1000, 1, tr("no limit")), QStringLiteral("drawOffersPerPlayer"));
    m_drawOfferBand = named(new QGroupBox(tr("The manager offers and answers for UCI engines")),
                            QStringLiteral("drawOfferBand"));
    m_drawOfferBand->setCheckable(true);
    m_drawOfferBand->setChecked(false);
    m_drawOfferBandCp = named(spinBox(0, 10000, 10), QStringLiteral("drawOfferBandCp"));
    m_drawOfferBandCp->setSuffix(tr(" cp"));
    m_drawOfferMoves = named(spinBox(0, 10000, 40), QStringLiteral("drawOfferMoves"));
    auto* bandForm = new QFormLayout(m_drawOfferBand);
    bandForm->addRow(tr("Scores within:"), m_drawOfferBandCp);
    bandForm->addRow(tr("After moves:"), m_drawOfferMoves);
    auto* offerForm = new QFormLayout(m_drawOffers);
    offerForm->addRow(tr("Offers per player and game:"), m_drawOffersPerPlayer);
    offerForm->addRow(m_drawOfferBand);

    // docs/tablebases.md: the game ends when the tables know its outcome.
    m_tablebases = named(new QGroupBox(tr("Syzygy tablebase adjudication (standard chess)"), page),
                         QStringLiteral("tablebases"));
    m_tablebases->setCheckable(true);
    m_tablebases->setChecked(false);
    auto* tf = new QFormLayout(m_tablebases);
    tf->addRow(
        tr("Folders (separated by ':' or ';'):"),
        fileField(&m_tablebaseDirs, QStringLiteral("tablebaseDirs"), QString(), Pick::Folder));
    m_tablebasePieces = named(spinBox(2, 7, 2, tr("as many as the tables have")),
                              QStringLiteral("tablebasePieces"));
    tf->addRow(tr("At most pieces:"), m_tablebasePieces);
    m_tablebaseIgnore50 =
        named(new QCheckBox(tr("Ignore the fifty-move rule (cursed wins count as wins)")),
              QStringLiteral("tablebaseIgnore50"));
    tf->addRow(m_tablebaseIgnore50);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(openings);
    auto* adjudication = new QHBoxLayout;
    adjudication->addWidget(m_draw);
    adjudication->addWidget(m_resign);
    layout->addLayout(adjudication);
    layout->addLayout(maxRow);
    layout->addWidget(m_tablebases);
    layout->addWidget(m_drawOffers);
    layout->addStretch();

    using Openings = cli::OpeningsSpec;
    m_tables << BindingTable{
        {QStringLiteral("-openings"), m_openingsFile,
         [this](cli::TournamentDescription& o) {
             const QString file = absolutePath(m_openingsFile->text());
             o.openings.enabled = !file.isEmpty();
             o.openings.file = file;
         },
         [this](const cli::TournamentDescription& o) {
             m_openingsFile->setText(o.openings.enabled ? o.openings.file : QString());
         }},
        {QStringLiteral("-openings"), m_openingsFormat,
         [this](cli::TournamentDescription& o) {
             if (!o.openings.enabled) return;
             const QString format = m_openingsFormat->currentIndex() == 0
                                        ? QFileInfo(o.openings.file).suffix().toLower()
                                        : m_openingsFormat->currentText();
             o.openings.format =
                 format == QLatin1String("epd") ? Openings::Format::Epd : Openings::Format::Pgn;
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_openingsFormat, o.openings.format == Openings::Format::Epd
                                              ? QStringLiteral("epd")
                                              : QStringLiteral("pgn"));
         }},
        {QStringLiteral("-openings"), m_openingsRandom,
         [this](cli::TournamentDescription& o) {
             if (o.openings.enabled && m_openingsRandom->isChecked())
                 o.openings.order = Openings::Order::Random;
         },
         [this](const cli::TournamentDescription& o) {
             m_openingsRandom->setChecked(o.openings.order == Openings::Order::Random);
         }},
        {QStringLiteral("-openings"), m_openingPlies,
         [this](cli::TournamentDescription& o) {
             if (o.openings.enabled) o.openings.plies = m_openingPlies->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_openingPlies->setValue(o.openings.plies);
         }},
        {QStringLiteral("-openings"), m_openingStart,
         [this](cli::TournamentDescription& o) {
             if (o.openings.enabled) o.openings.start = m_openingStart->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_openingStart->setValue(o.openings.start);
         }},
        {QStringLiteral("-openings"), m_openingPolicy,
         [this](cli::TournamentDescription& o) {
             if (!o.openings.enabled) return;
             o.openings.policy =
                 parseOpeningPolicy(m_openingPolicy->currentText()).value_or(o.openings.policy);
             o.tournament.openingPolicy = o.openings.policy;
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_openingPolicy, openingPolicyName(o.openings.policy));
         }},
        plainBinding(
            QStringLiteral("-draw"), m_draw,
            [](auto& o) -> auto& { return o.adjudication.drawEnabled; }),
        {QStringLiteral("-draw"), m_drawMoveNumber,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.drawEnabled)
                 o.adjudication.drawMoveNumber = m_drawMoveNumber->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawMoveNumber->setValue(o.adjudication.drawMoveNumber);
         }},
        {QStringLiteral("-draw"), m_drawMoveCount,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.drawEnabled)
                 o.adjudication.drawMoveCount = m_drawMoveCount->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawMoveCount->setValue(o.adjudication.drawMoveCount);
         }},
        {QStringLiteral("-draw"), m_drawScore,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.drawEnabled) o.adjudication.drawScore = m_drawScore->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawScore->setValue(o.adjudication.drawScore);
         }},
        plainBinding(
            QStringLiteral("-resign"), m_resign,
            [](auto& o) -> auto& { return o.adjudication.resignEnabled; }),
        {QStringLiteral("-resign"), m_resignMoveCount,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.resignEnabled)
                 o.adjudication.resignMoveCount = m_resignMoveCount->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_resignMoveCount->setValue(o.adjudication.resignMoveCount);
         }},
        {QStringLiteral("-resign"), m_resignScore,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.resignEnabled) o.adjudication.resignScore = m_resignScore->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_resignScore->setValue(o.adjudication.resignScore);
         }},
        {QStringLiteral("-resign"), m_resignTwoSided,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.resignEnabled)
                 o.adjudication.resignTwoSided = m_resignTwoSided->isChecked();
         },
         [this](const cli::TournamentDescription& o) {
             m_resignTwoSided->setChecked(o.adjudication.resignTwoSided);
         }},
        plainBinding(
            QStringLiteral("-maxmoves"), m_maxMoves,
            [](auto& o) -> auto& { return o.adjudication.maxMoves; }),
        {QStringLiteral("-tb"), m_tablebaseDirs,
         [this](cli::TournamentDescription& o) {
             if (!m_tablebases->isChecked()) return;
             for (const QString& dir :
                  syzygy::splitDirectoryList(m_tablebaseDirs->text().trimmed()))
                 o.tablebases.paths << absolutePath(dir);
         },
         [this](const cli::TournamentDescription& o) {
             m_tablebaseDirs->setText(o.tablebases.paths.join(QDir::listSeparator()));
         }},
        // The group only switches the folders on: it reads nothing of its own.
        {QStringLiteral("-tb"), m_tablebases, nullptr,
         [this](const cli::TournamentDescription& o) {
             m_tablebases->setChecked(!o.tablebases.paths.isEmpty());
         }},
        {QStringLiteral("-tbpieces"), m_tablebasePieces,
         [this](cli::TournamentDescription& o) {
             const int pieces = m_tablebasePieces->value();
             if (!o.tablebases.paths.isEmpty()) o.tablebases.maxPieces = pieces > 2 ? pieces : 0;
         },
         [this](const cli::TournamentDescription& o) {
             m_tablebasePieces->setValue(qMax(2, o.tablebases.maxPieces)); // 2: "as many as..."
         }},
        {QStringLiteral("-tbignore50"), m_tablebaseIgnore50,
         [this](cli::TournamentDescription& o) {
             if (!o.tablebases.paths.isEmpty())
                 o.tablebases.ignore50 = m_tablebaseIgnore50->isChecked();
         },
         [this](const cli::TournamentDescription& o) {
             m_tablebaseIgnore50->setChecked(o.tablebases.ignore50);
         }},
        // The group only switches the rows after it on: it reads nothing of its own.
        {QStringLiteral("-drawoffers"), m_drawOffers, nullptr,
         [this](const cli::TournamentDescription& o) {
             const DrawOfferSettings& offers = o.adjudication.drawOffers;
             m_drawOffers->setChecked(offers.speakForPlayers ||
                                      offers.maxOffersPerPlayer !=
                                          DrawOfferSettings().maxOffersPerPlayer);
         }},
        {QStringLiteral("-drawoffers"), m_drawOffersPerPlayer,
         [this](cli::TournamentDescription& o) {
             if (m_drawOffers->isChecked())
                 o.adjudication.drawOffers.maxOffersPerPlayer = m_drawOffersPerPlayer->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawOffersPerPlayer->setValue(o.adjudication.drawOffers.maxOffersPerPlayer);
         }},
        {QStringLiteral("-drawoffers"), m_drawOfferBand,
         [this](cli::TournamentDescription& o) {
             o.adjudication.drawOffers.speakForPlayers =
                 m_drawOffers->isChecked() && m_drawOfferBand->isChecked();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawOfferBand->setChecked(o.adjudication.drawOffers.speakForPlayers);
         }},
        {QStringLiteral("-drawoffers"), m_drawOfferBandCp,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.drawOffers.speakForPlayers)
                 o.adjudication.drawOffers.band = m_drawOfferBandCp->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawOfferBandCp->setValue(o.adjudication.drawOffers.band);
         }},
        {QStringLiteral("-drawoffers"), m_drawOfferMoves,
         [this](cli::TournamentDescription& o) {
             if (o.adjudication.drawOffers.speakForPlayers)
                 o.adjudication.drawOffers.moves = m_drawOfferMoves->value();
         },
         [this](const cli::TournamentDescription& o) {
             m_drawOfferMoves->setValue(o.adjudication.drawOffers.moves);
         }},
    };
    return page;
}

QWidget* NewTournamentDialog::createRulesPage() {
    auto* page = new QWidget;
    m_variant = new QComboBox(page);
    for (const VariantInfo& v : variants()) {
        m_variant->addItem(QString::fromStdString(v.name));
        m_variant->setItemData(m_variant->count() - 1, translatedVariantDescription(v.description),
                               Qt::ToolTipRole);
    }
    named(m_variant, QStringLiteral("variant"));
    connect(m_variant, &QComboBox::currentTextChanged, this,
            &NewTournamentDialog::onVariantChanged);
    auto* variantRow = new QFormLayout;
    variantRow->addRow(tr("Variant:"), m_variant);

    m_rMobility = named(new QGroupBox(tr("r-Mobility (western variants)"), page),
                        QStringLiteral("rMobility"));
    m_rMobility->setCheckable(true);
    m_rMobility->setChecked(false);
    m_rMobilityType = named(comboBox({QStringLiteral("exponential"), QStringLiteral("classical"),
                                      QStringLiteral("harmonic"), QStringLiteral("rMobilityWinner"),
                                      QStringLiteral("komi")}),
                            QStringLiteral("rMobilityType"));
    QStringList cutoffs;
    for (int half = 0; half <= 24; ++half)
        cutoffs << QStringLiteral("g%1.%2").arg(half / 2).arg(half % 2 ? 5 : 0);
    m_rMobilityCutoff = named(comboBox(cutoffs), QStringLiteral("rMobilityCutoff"));
    m_rMobilityCutoff->setCurrentText(QStringLiteral("g6.0"));
    m_legacy = named(new QCheckBox(tr("Legacy mode (the classical 50-move rule)")),
                     QStringLiteral("legacyMode"));
    m_komi = named(new QLineEdit(QStringLiteral("g5.75")), QStringLiteral("defaultKomi"));
    m_komi->setToolTip(tr("gX.0, gX.25, gX.5 or gX.75; mg... gives Black the komi"));
    auto* rm = new QFormLayout(m_rMobility);
    rm->addRow(tr("Scoring:"), m_rMobilityType);
    rm->addRow(tr("Cutoff:"), m_rMobilityCutoff);
    rm->addRow(m_legacy);
    rm->addRow(tr("Default komi:"), m_komi);

    m_xiangqi = new QGroupBox(tr("Xiangqi rules"), page);
    m_xqRepetition = named(spinBox(0, 10, 3, tr("off")), QStringLiteral("xqRepetition"));
    m_xqRepetition->setToolTip(tr("Judge repetitions by the WXF rules at the Nth occurrence"));
    m_xqMoveLimit = named(spinBox(0, 1000, 60, tr("off")), QStringLiteral("xqMoveLimit"));
    m_xqCheckCap = named(spinBox(0, 1000, 10), QStringLiteral("xqCheckCap"));
    m_xqMaterialDraws = named(
        comboBox({QStringLiteral("strict"), QStringLiteral("mateinone"), QStringLiteral("off")}),
        QStringLiteral("xqMaterialDraws"));
    m_xqNotation =
        named(comboBox({QStringLiteral("wxf"), QStringLiteral("iccs"), QStringLiteral("chinese"),
                        QStringLiteral("chinese-traditional")}),
              QStringLiteral("xqNotation"));
    auto* xq = new QFormLayout(m_xiangqi);
    xq->addRow(tr("Repetition judged at occurrence:"), m_xqRepetition);
    xq->addRow(tr("Moves per side without capture:"), m_xqMoveLimit);
    xq->addRow(tr("Checks counted per side:"), m_xqCheckCap);
    xq->addRow(tr("Material draws:"), m_xqMaterialDraws);
    xq->addRow(tr("PGN notation:"), m_xqNotation);

    auto* layout = new QVBoxLayout(page);
    layout->addLayout(variantRow);
    layout->addWidget(m_rMobility);
    layout->addWidget(m_xiangqi);
    layout->addStretch();

    // The rows of r-Mobility read once the group is on for a western variant, those of
    // xiangqi for xiangqi.
    auto xiangqiRow = [](const QString& option, QSpinBox* field, auto at) {
        return OptionBinding{
            option, field,
            [field, at](cli::TournamentDescription& o) {
                if (isXiangqi(o.variant)) at(o) = field->value();
            },
            [field, at](const cli::TournamentDescription& o) { field->setValue(at(o)); }};
    };
    m_tables << BindingTable{
        {QStringLiteral("-variant"), m_variant,
         [this](cli::TournamentDescription& o) { o.variant = m_variant->currentText(); },
         [this](const cli::TournamentDescription& o) { selectText(m_variant, o.variant); }},
        {QStringLiteral("-rMobilityType"), m_rMobilityType,
         [this](cli::TournamentDescription& o) {
             if (!variantOf(m_variant) || isXiangqi(o.variant) || !m_rMobility->isChecked()) return;
             RMobilityOptions& r = o.rMobility;
             r.enabled = true;
             r.scoring = rmobility::parseScoringOption(m_rMobilityType->currentText().toStdString())
                             .value_or(r.scoring);
         },
         [this](const cli::TournamentDescription& o) {
             const std::string_view name = rmobility::scoringOptionName(o.rMobility.scoring);
             selectText(m_rMobilityType, QString::fromLatin1(name.data(), qsizetype(name.size())));
         }},
        // The group only switches the rows about it on: it reads nothing of its own.
        {QStringLiteral("-rMobilityType"), m_rMobility, nullptr,
         [this](const cli::TournamentDescription& o) {
             m_rMobility->setChecked(o.rMobility.enabled);
         }},
        {QStringLiteral("-rMobilityCutoff"), m_rMobilityCutoff,
         [this](cli::TournamentDescription& o) {
             std::string ignored; // a value that does not read stays the default; check() names it
             if (o.rMobility.enabled)
                 rmobility::parseCutoff(m_rMobilityCutoff->currentText().toStdString(),
                                        &o.rMobility.cutoff, &ignored);
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_rMobilityCutoff,
                        QString::fromStdString(rmobility::cutoffToString(o.rMobility.cutoff)));
         }},
        {QStringLiteral("-legacyMode"), m_legacy,
         [this](cli::TournamentDescription& o) {
             if (o.rMobility.enabled) o.rMobility.legacy = m_legacy->isChecked();
         },
         [this](const cli::TournamentDescription& o) { m_legacy->setChecked(o.rMobility.legacy); }},
        {QStringLiteral("-defaultKomi"), m_komi,
         [this](cli::TournamentDescription& o) {
             std::string ignored; // as the cutoff's
             if (o.rMobility.enabled)
                 rmobility::parseKomi(m_komi->text().trimmed().toStdString(), &o.rMobility.komi,
                                      &ignored);
         },
         [this](const cli::TournamentDescription& o) {
             // The field's spelling: lower case, mg... for Black (as on the command line).
             const QString text = QString::fromStdString(rmobility::toString(o.rMobility.komi));
             m_komi->setText(text.startsWith(QLatin1Char('-'))
                                 ? QLatin1Char('m') + text.mid(1).toLower()
                                 : text.toLower());
         }},
        xiangqiRow(
            QStringLiteral("-xqrepetition"), m_xqRepetition,
            [](auto& o) -> auto& { return o.xiangqi.repetition; }),
        xiangqiRow(
            QStringLiteral("-xqmovelimit"), m_xqMoveLimit,
            [](auto& o) -> auto& { return o.xiangqi.moveLimit; }),
        xiangqiRow(
            QStringLiteral("-xqcheckcap"), m_xqCheckCap,
            [](auto& o) -> auto& { return o.xiangqi.checkCap; }),
        {QStringLiteral("-xqmaterialdraws"), m_xqMaterialDraws,
         [this](cli::TournamentDescription& o) {
             if (isXiangqi(o.variant))
                 cli::setXiangqiMaterialDraws(m_xqMaterialDraws->currentText(), &o.xiangqi);
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_xqMaterialDraws, !o.xiangqi.materialDraws   ? QStringLiteral("off")
                                           : o.xiangqi.mateInOneDraws ? QStringLiteral("mateinone")
                                                                      : QStringLiteral("strict"));
         }},
        {QStringLiteral("-xqnotation"), m_xqNotation,
         [this](cli::TournamentDescription& o) {
             // The notation of the PGN output's moves: only with a PGN file.
             const auto notation = cli::xiangqiNotationNamed(m_xqNotation->currentText());
             if (isXiangqi(o.variant) && !absolutePath(m_pgnFile->text()).isEmpty() &&
                 notation != Notation::Wxf)
                 o.xiangqiNotation = notation;
         },
         [this](const cli::TournamentDescription& o) {
             const Notation notation = o.xiangqiNotation.value_or(Notation::Wxf);
             selectItem(m_xqNotation, [notation](const QString& name) {
                 return cli::xiangqiNotationNamed(name) == notation;
             });
         }},
    };
    return page;
}

QWidget* NewTournamentDialog::createOutputPage() {
    auto* page = new QWidget;
    m_sprt =
        named(new QGroupBox(tr("SPRT (two players): stop when a hypothesis is accepted"), page),
              QStringLiteral("sprt"));
    m_sprt->setCheckable(true);
    m_sprt->setChecked(false);
    m_elo0 = named(doubleBox(-1000, 1000, 0, 2, 0.5), QStringLiteral("elo0"));
    m_elo1 = named(doubleBox(-1000, 1000, 5, 2, 0.5), QStringLiteral("elo1"));
    m_alpha = named(doubleBox(0.001, 0.5, 0.05, 3, 0.01), QStringLiteral("alpha"));
    m_beta = named(doubleBox(0.001, 0.5, 0.05, 3, 0.01), QStringLiteral("beta"));
    m_sprtModel = named(comboBox({QStringLiteral("cutechess"), QStringLiteral("normalized"),
                                  QStringLiteral("logistic"), QStringLiteral("bayesian")}),
                        QStringLiteral("sprtModel"));
    auto* sf = new QFormLayout(m_sprt);
    sf->addRow(tr("H0: Elo ="), m_elo0);
    sf->addRow(tr("H1: Elo ="), m_elo1);
    sf->addRow(tr("Alpha:"), m_alpha);
    sf->addRow(tr("Beta:"), m_beta);
    sf->addRow(tr("Model:"), m_sprtModel);

    auto* stats = new QFormLayout;
    m_ratingInterval =
        named(spinBox(0, 100000, 0, tr("default")), QStringLiteral("ratingInterval"));
    m_resultFormat = named(new QLineEdit, QStringLiteral("resultFormat"));
    m_resultFormat->setPlaceholderText(tr("default (see arbiter-cli -resultformat help)"));
    m_outcomeInterval =
        named(spinBox(0, 100000, 0, tr("never")), QStringLiteral("outcomeInterval"));
    stats->addRow(tr("Ratings in the log every N games:"), m_ratingInterval);
    stats->addRow(tr("Outcome counts in the log every N games:"), m_outcomeInterval);
    stats->addRow(tr("Result format:"), m_resultFormat);

    auto* output = new QGroupBox(tr("Output"), page);
    auto* ofl = new QFormLayout(output);
    ofl->addRow(tr("PGN file:"), fileField(&m_pgnFile, QStringLiteral("pgnFile"),
                                           tr("PGN (*.pgn);;All files (*)"), Pick::Save));
    m_pgnFile->setPlaceholderText(tr("none"));
    m_pgnMinimal =
        named(new QCheckBox(tr("Minimal PGN (no comments)")), QStringLiteral("pgnMinimal"));
    m_pgnOnlyFinished =
        named(new QCheckBox(tr("Only finished games")), QStringLiteral("pgnOnlyFinished"));
    ofl->addRow(m_pgnMinimal);
    ofl->addRow(m_pgnOnlyFinished);
    ofl->addRow(tr("EPD file (final positions):"),
                fileField(&m_epdFile, QStringLiteral("epdFile"), tr("EPD (*.epd);;All files (*)"),
                          Pick::Save));
    m_epdFile->setPlaceholderText(tr("none"));
    ofl->addRow(tr("State file (resume):"),
                fileField(&m_stateFile, QStringLiteral("stateFile"),
                          tr("Tournament state (*.json);;All files (*)"), Pick::Save));
    m_stateFile->setPlaceholderText(tr("automatic: PGN file + .state.json, else in %1")
                                        .arg(QFileInfo(m_autoStateFile).absolutePath()));
    m_autosaveInterval = named(spinBox(0, 100000, 1, tr("only when stopped and at the end")),
                               QStringLiteral("autosaveInterval"));
    ofl->addRow(tr("Sync the state to disk every N games:"), m_autosaveInterval);
    m_debug = named(new QCheckBox(tr("Engine input and output in the log (-debug)")),
                    QStringLiteral("debug"));
    ofl->addRow(m_debug);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_sprt);
    layout->addLayout(stats);
    layout->addWidget(output);
    layout->addStretch();

    auto sprtRow = [](QDoubleSpinBox* field, auto at) {
        return OptionBinding{QStringLiteral("-sprt"), field,
                             [field, at](cli::TournamentDescription& o) {
                                 if (o.tournament.sprt.enabled)
                                     at(o.tournament.sprt.config) = field->value();
                             },
                             [field, at](const cli::TournamentDescription& o) {
                                 field->setValue(at(o.tournament.sprt.config));
                             }};
    };
    m_tables << BindingTable{
        {QStringLiteral("-sprt"), m_sprt,
         [this](cli::TournamentDescription& o) {
             if (!m_sprt->isChecked()) return;
             o.tournament.sprt.enabled = true;
         },
         [this](const cli::TournamentDescription& o) {
             m_sprt->setChecked(o.tournament.sprt.enabled);
         }},
        sprtRow(
            m_elo0, [](auto& c) -> auto& { return c.elo0; }),
        sprtRow(
            m_elo1, [](auto& c) -> auto& { return c.elo1; }),
        sprtRow(
            m_alpha, [](auto& c) -> auto& { return c.alpha; }),
        sprtRow(
            m_beta, [](auto& c) -> auto& { return c.beta; }),
        {QStringLiteral("-sprt"), m_sprtModel,
         [this](cli::TournamentDescription& o) {
             stats::SprtConfig& c = o.tournament.sprt.config;
             if (!o.tournament.sprt.enabled) return;
             c.model =
                 stats::parseSprtModel(m_sprtModel->currentText().toStdString()).value_or(c.model);
             // The model and -repeat's pairs choose it, as arbiter-cli does.
             c.pentanomial = o.tournament.pentanomialByDefault();
         },
         [this](const cli::TournamentDescription& o) {
             selectText(m_sprtModel,
                        QString::fromLatin1(stats::sprtModelName(o.tournament.sprt.config.model)));
         }},
        plainBinding(
            QStringLiteral("-ratinginterval"), m_ratingInterval,
            [](auto& o) -> auto& { return o.tournament.ratingInterval; }),
        plainBinding(
            QStringLiteral("-outcomeinterval"), m_outcomeInterval,
            [](auto& o) -> auto& { return o.tournament.outcomeInterval; }),
        {QStringLiteral("-resultformat"), m_resultFormat,
         [this](cli::TournamentDescription& o) {
             const QString format = m_resultFormat->text().trimmed();
             if (!format.isEmpty()) o.tournament.resultFormat = format;
         },
         [this](const cli::TournamentDescription& o) {
             const bool byDefault = o.tournament.resultFormat == TournamentSettings().resultFormat;
             m_resultFormat->setText(byDefault ? QString() : o.tournament.resultFormat);
         }},
        {QStringLiteral("-pgnout"), m_pgnFile,
         [this](cli::TournamentDescription& o) {
             const QString pgn = absolutePath(m_pgnFile->text());
             if (!pgn.isEmpty()) o.pgnOut = cli::PgnOutSpec{pgn};
         },
         [this](const cli::TournamentDescription& o) {
             m_pgnFile->setText(o.pgnOut ? o.pgnOut->file : QString());
         }},
        {QStringLiteral("-pgnout"), m_pgnMinimal,
         [this](cli::TournamentDescription& o) {
             if (o.pgnOut) o.pgnOut->minimal = m_pgnMinimal->isChecked();
         },
         [this](const cli::TournamentDescription& o) {
             m_pgnMinimal->setChecked(o.pgnOut && o.pgnOut->minimal);
         }},
        {QStringLiteral("-pgnout"), m_pgnOnlyFinished,
         [this](cli::TournamentDescription& o) {
             if (o.pgnOut) o.pgnOut->onlyFinished = m_pgnOnlyFinished->isChecked();
         },
         [this](const cli::TournamentDescription& o) {
             m_pgnOnlyFinished->setChecked(o.pgnOut && o.pgnOut->onlyFinished);
         }},
        {QStringLiteral("-epdout"), m_epdFile,
         [this](cli::TournamentDescription& o) { o.epdOut = absolutePath(m_epdFile->text()); },
         [this](const cli::TournamentDescription& o) { m_epdFile->setText(o.epdOut); }},
        // The state file is per tournament: a remembered one would overwrite an old state.
        {QStringLiteral("-statefile"), m_stateFile,
         [this](cli::TournamentDescription& o) {
             o.stateFile = absolutePath(m_stateFile->text());
             if (!o.stateFile.isEmpty()) return;
             o.stateFile =
                 o.pgnOut ? o.pgnOut->file + QStringLiteral(".state.json") : m_autoStateFile;
         },
         [this](const cli::TournamentDescription& o) { m_stateFile->setText(o.stateFile); },
         OptionBinding::Memory::Forgotten},
        plainBinding(
            QStringLiteral("-autosaveinterval"), m_autosaveInterval,
            [](auto& o) -> auto& { return o.tournament.autosaveInterval; }),
        plainBinding(
            QStringLiteral("-debug"), m_debug, [](auto& o) -> auto& { return o.debug; }),
    };
    return page;
}

void NewTournamentDialog::addPlayer(const QString& engineName) {
    m_players->addItem(engineName);
}

void NewTournamentDialog::onVariantChanged() {
    const VariantInfo* v = variantOf(m_variant);
    const bool xiangqi = v && v->family == BoardFamily::Xiangqi;
    m_rMobility->setEnabled(v && !xiangqi);
    m_xiangqi->setEnabled(xiangqi);
    updateCommandLine();
}

void NewTournamentDialog::updateEnabled() {
    const QString type = m_type->currentText();
    m_rounds->setEnabled(type != QLatin1String("knockout"));
    m_seeds->setEnabled(type == QLatin1String("gauntlet") || type == QLatin1String("knockout"));
}

TimeControl NewTournamentDialog::playerTimeControl() const {
    return withMargin(m_time->timeControl());
}

TimeControl NewTournamentDialog::withMargin(TimeControl timeControl) const {
    if (m_timeMargin->value() < 0) return withDefaultMargin(timeControl); // automatic
    timeControl.setMarginMs(m_timeMargin->value());
    return timeControl;
}

cli::TournamentDescription NewTournamentDialog::settings() const {
    cli::TournamentDescription o;
    o.enginesFile = QFileInfo(m_engines.fileName()).absoluteFilePath();
    for (const BindingTable& table : m_tables) readBindings(table, &o);
    return o;
}

QWidget* NewTournamentDialog::fieldForOption(const QString& option) const {
    for (const BindingTable& table : m_tables)
        if (QWidget* field = fieldOfOption(table, option)) return field;
    return nullptr;
}

bool NewTournamentDialog::check(cli::TournamentDescription* options, QString* error,
                                QWidget** field) const {
    auto fail = [error, field](const QString& message, QWidget* where) {
        if (error) *error = message;
        if (field) *field = where;
        return false;
    };
    const cli::TournamentDescription s = settings();
    if (s.players.size() < 2)
        return fail(tr("Players: choose at least two players (an engine may play more than once "
                       "under another name only through the engine manager)."),
                    m_players);
    for (const cli::PlayerOptions& player : s.players)
        if (!m_engines.find(player.configurationName))
            return fail(
                tr("Players: '%1' is not in the engine list.").arg(player.configurationName),
                m_players);
    const TimeControl& timeControl = s.players.first().timeControl;
    if (timeControl.mode() == TimeControl::Mode::Infinite && timeControl.depthLimit() == 0 &&
        timeControl.nodeLimit() == 0)
        return fail(tr("Time control: without a clock, give a depth or node limit, or the "
                       "engines think forever."),
                    m_time);
    if (!m_srand->text().trimmed().isEmpty() && !s.tournament.randomSeedGiven)
        return fail(tr("Random seed: '%1' is not a whole number from 0 to 18446744073709551615.")
                        .arg(m_srand->text().trimmed()),
                    m_srand);
    if (s.openings.enabled && !QFileInfo(s.openings.file).isReadable())
        return fail(tr("Openings: cannot read '%1'.").arg(s.openings.file), m_openingsFile);
    if (s.rMobility.enabled) {
        rmobility::Komi komi;
        std::string why;
        if (!rmobility::parseKomi(m_komi->text().trimmed().toStdString(), &komi, &why))
            return fail(QStringLiteral("-defaultKomi: ") + QString::fromStdString(why), m_komi);
    }
    const struct {
        QString file;
        QLineEdit* edit;
        QString what;
    } outputs[] = {{s.pgnOut ? s.pgnOut->file : QString(), m_pgnFile, tr("PGN file")},
                   {s.epdOut, m_epdFile, tr("EPD file")},
                   {m_stateFile->text().trimmed().isEmpty() ? QString() : s.stateFile, m_stateFile,
                    tr("State file")}};
    for (const auto& o : outputs)
        if (!o.file.isEmpty() && !QFileInfo(QFileInfo(o.file).absolutePath()).isDir())
            return fail(tr("%1: the folder '%2' does not exist.")
                            .arg(o.what, QFileInfo(o.file).absolutePath()),
                        o.edit);

    // A new tournament would overwrite the state of an unfinished one.
    TournamentState existing;
    if (QFileInfo::exists(s.stateFile) && TournamentState::load(s.stateFile, &existing, nullptr) &&
        !existing.complete)
        return fail(tr("State file: '%1' holds an unfinished tournament; resume it (Tournament > "
                       "Resume Tournament) or choose another state or PGN file.")
                        .arg(s.stateFile),
                    m_stateFile->text().trimmed().isEmpty() ? m_pgnFile : m_stateFile);

    // The rest is arbiter-cli's to say: the same checks as on its command line.
    const cli::CliParseResult parsed = s.checked();
    if (parsed.action != cli::CliParseResult::Action::Run) {
        const QString& message = parsed.problem.message;
        return fail(message.isEmpty() ? tr("The command line cannot be used.") : message,
                    fieldForOption(parsed.problem.option));
    }
    if (options) *options = parsed.options;
    return true;
}

void NewTournamentDialog::showProblem(const QString& error, QWidget* field) {
    m_error->setText(error);
    m_error->show();
    if (!field) return;
    for (int i = 0; i < m_pages->count(); ++i) {
        if (m_pages->widget(i)->isAncestorOf(field)) {
            m_pages->setCurrentIndex(i);
            break;
        }
    }
    field->setFocus();
}

void NewTournamentDialog::accept() {
    QString error;
    QWidget* field = nullptr;
    if (!check(&m_options, &error, &field)) {
        showProblem(error, field);
        return;
    }
    m_error->hide();
    remember();
    QDir().mkpath(QFileInfo(m_options.stateFile).absolutePath());
    QDialog::accept();
}

void NewTournamentDialog::updateCommandLine() {
    if (!m_commandLine) return; // still building the pages
    m_commandLine->setPlainText(shellCommandLine(arguments()));
    m_marginWarning->setVisible(leavesNoMargin(playerTimeControl()));
}

void NewTournamentDialog::remember() const {
    for (const BindingTable& table : m_tables) rememberBindings(table, kSettingsGroup);
}

void NewTournamentDialog::restore() {
    for (const BindingTable& table : m_tables) restoreBindings(table, kSettingsGroup);
}

} // namespace arbiter::gui
