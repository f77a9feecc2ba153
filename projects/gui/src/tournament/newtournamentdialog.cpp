#include "newtournamentdialog.h"

#include "board/variant.h"
#include "commandlinetext.h"
#include "description/cliparser.h"
#include "description/xiangqicli.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/timecontroleditor.h"
#include "gui/game/timemargin.h"
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
} // namespace

template <typename W> W* NewTournamentDialog::watched(W* widget, const QString& name) {
    widget->setObjectName(name);
    if constexpr (std::is_base_of_v<QSpinBox, W> || std::is_base_of_v<QDoubleSpinBox, W>)
        connect(widget, &W::valueChanged, this, &NewTournamentDialog::updateCommandLine);
    else if constexpr (std::is_base_of_v<QComboBox, W>)
        connect(widget, &QComboBox::currentTextChanged, this,
                &NewTournamentDialog::updateCommandLine);
    else if constexpr (std::is_base_of_v<QLineEdit, W>)
        connect(widget, &QLineEdit::textChanged, this, &NewTournamentDialog::updateCommandLine);
    else if constexpr (std::is_base_of_v<QAbstractButton, W> || std::is_base_of_v<QGroupBox, W>)
        connect(widget, &W::toggled, this, &NewTournamentDialog::updateCommandLine);
    return widget;
}

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

    // Which field sets which option, to point at the option a parse error names.
    m_optionFields = {
        {QStringLiteral("-engine"), m_players},
        {QStringLiteral("-each"), m_time},
        {QStringLiteral("-tournament"), m_type},
        {QStringLiteral("-games"), m_games},
        {QStringLiteral("-rounds"), m_rounds},
        {QStringLiteral("-repeat"), m_repeat},
        {QStringLiteral("-seeds"), m_seeds},
        {QStringLiteral("-concurrency"), m_concurrency},
        {QStringLiteral("-srand"), m_srand},
        {QStringLiteral("-openings"), m_openingsFile},
        {QStringLiteral("-draw"), m_draw},
        {QStringLiteral("-resign"), m_resign},
        {QStringLiteral("-maxmoves"), m_maxMoves},
        {QStringLiteral("-tb"), m_tablebaseDirs},
        {QStringLiteral("-tbpieces"), m_tablebasePieces},
        {QStringLiteral("-drawoffers"), m_drawOffers},
        {QStringLiteral("-variant"), m_variant},
        {QStringLiteral("-rMobilityType"), m_rMobilityType},
        {QStringLiteral("-rMobilityCutoff"), m_rMobilityCutoff},
        {QStringLiteral("-defaultKomi"), m_komi},
        {QStringLiteral("-xqrepetition"), m_xqRepetition},
        {QStringLiteral("-xqmovelimit"), m_xqMoveLimit},
        {QStringLiteral("-xqcheckcap"), m_xqCheckCap},
        {QStringLiteral("-sprt"), m_sprt},
        {QStringLiteral("-resultformat"), m_resultFormat},
        {QStringLiteral("-pgnout"), m_pgnFile},
        {QStringLiteral("-epdout"), m_epdFile},
        {QStringLiteral("-statefile"), m_stateFile},
    };

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
    *edit = watched(new QLineEdit(box), name);
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
    connect(remove, &QPushButton::clicked, this, [this] {
        delete m_players->currentItem();
        updateCommandLine();
    });
    auto move = [this](int by) {
        const int row = m_players->currentRow();
        const int to = row + by;
        if (row < 0 || to < 0 || to >= m_players->count()) return;
        m_players->insertItem(to, m_players->takeItem(row));
        m_players->setCurrentRow(to);
        updateCommandLine();
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
    watched(m_time->kindBox(), QStringLiteral("timeKind"));
    watched(m_time->movesBox(), QStringLiteral("timeMoves"));
    watched(m_time->minutesBox(), QStringLiteral("timeMinutes"));
    watched(m_time->incrementBox(), QStringLiteral("timeIncrement"));
    watched(m_time->moveTimeBox(), QStringLiteral("timePerMove"));
    watched(m_time->depthBox(), QStringLiteral("timeDepth"));
    watched(m_time->nodesBox(), QStringLiteral("timeNodes"));
    // -1 is "automatic": DefaultPerMoveMarginMs for a fixed time per move, none otherwise
    // (timemargin.h). The field is remembered under a new name, so that the "none" every
    // dialog remembered before (its old default) does not keep forfeiting games.
    m_timeMargin = watched(spinBox(-1, 60000, -1, tr("automatic")), QStringLiteral("timeMarginMs"));
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
    m_ponder = watched(new QCheckBox(tr("Ponder (think on the opponent's time)")),
                       QStringLiteral("ponder"));
    auto* timeLayout = new QFormLayout(timeGroup);
    timeLayout->addRow(m_time);
    timeLayout->addRow(tr("Time margin:"), m_timeMargin);
    timeLayout->addRow(m_marginWarning);
    timeLayout->addRow(m_ponder);

    auto* layout = new QVBoxLayout(page);
    layout->addLayout(lists, 1);
    layout->addWidget(timeGroup);
    return page;
}

QWidget* NewTournamentDialog::createTournamentPage() {
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    m_type = watched(
        comboBox({QStringLiteral("round-robin"), QStringLiteral("gauntlet"),
                  QStringLiteral("knockout"), QStringLiteral("pyramid"), QStringLiteral("swiss")}),
        QStringLiteral("type"));
    connect(m_type, &QComboBox::currentTextChanged, this, &NewTournamentDialog::updateEnabled);
    m_games = watched(spinBox(1, 100000, 2), QStringLiteral("games"));
    m_rounds = watched(spinBox(0, 100000, 0, tr("default")), QStringLiteral("rounds"));
    m_repeat = watched(spinBox(1, 100, 2, tr("no")), QStringLiteral("repeat"));
    m_noSwap = watched(new QCheckBox(tr("Same colours in every game of an encounter (-noswap)")),
                       QStringLiteral("noSwap"));
    m_reverse = watched(new QCheckBox(tr("Start every encounter with the colours reversed")),
                        QStringLiteral("reverse"));
    m_seeds = watched(spinBox(0, 1000, 0, tr("none")), QStringLiteral("seeds"));
    m_concurrency = watched(spinBox(1, 256, 1), QStringLiteral("concurrency"));
    m_wait = watched(spinBox(0, 600000, 0, tr("none")), QStringLiteral("wait"));
    m_wait->setSuffix(tr(" ms"));
    m_recover = watched(new QCheckBox(tr("Restart crashed engines and go on (-recover)")),
                        QStringLiteral("recover"));
    m_srand = watched(new QLineEdit, QStringLiteral("srand"));
    m_srand->setPlaceholderText(tr("random (kept in the state file)"));
    m_event = watched(new QLineEdit, QStringLiteral("event"));
    m_site = watched(new QLineEdit, QStringLiteral("site"));
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
        watched(comboBox({tr("from the file name"), QStringLiteral("epd"), QStringLiteral("pgn")}),
                QStringLiteral("openingsFormat"));
    m_openingsRandom = watched(new QCheckBox(tr("Random order")), QStringLiteral("openingsRandom"));
    m_openingPlies = watched(spinBox(0, 1000, 0, tr("all")), QStringLiteral("openingPlies"));
    m_openingStart = watched(spinBox(1, 100000000, 1), QStringLiteral("openingStart"));
    m_openingPolicy = watched(
        comboBox({QStringLiteral("default"), QStringLiteral("encounter"), QStringLiteral("round")}),
        QStringLiteral("openingPolicy"));
    of->addRow(tr("Format:"), m_openingsFormat);
    of->addRow(m_openingsRandom);
    of->addRow(tr("Plies played from PGN openings:"), m_openingPlies);
    of->addRow(tr("First opening:"), m_openingStart);
    of->addRow(tr("New opening:"), m_openingPolicy);

    m_draw = watched(new QGroupBox(tr("Draw adjudication"), page), QStringLiteral("drawAdj"));
    m_draw->setCheckable(true);
    m_draw->setChecked(false);
    m_drawMoveNumber = watched(spinBox(0, 1000, 40), QStringLiteral("drawMoveNumber"));
    m_drawMoveCount = watched(spinBox(1, 1000, 8), QStringLiteral("drawMoveCount"));
    m_drawScore = watched(spinBox(0, 10000, 10), QStringLiteral("drawScore"));
    m_drawScore->setSuffix(tr(" cp"));
    auto* df = new QFormLayout(m_draw);
    df->addRow(tr("After move:"), m_drawMoveNumber);
    df->addRow(tr("For consecutive moves:"), m_drawMoveCount);
    df->addRow(tr("Both scores within:"), m_drawScore);

    m_resign = watched(new QGroupBox(tr("Resign adjudication"), page), QStringLiteral("resignAdj"));
    m_resign->setCheckable(true);
    m_resign->setChecked(false);
    m_resignMoveCount = watched(spinBox(1, 1000, 3), QStringLiteral("resignMoveCount"));
    m_resignScore = watched(spinBox(1, 100000, 1000), QStringLiteral("resignScore"));
    m_resignScore->setSuffix(tr(" cp"));
    m_resignTwoSided = watched(new QCheckBox(tr("Both engines agree (two-sided)")),
                               QStringLiteral("resignTwoSided"));
    auto* rf = new QFormLayout(m_resign);
    rf->addRow(tr("For consecutive moves:"), m_resignMoveCount);
    rf->addRow(tr("Score at or below minus:"), m_resignScore);
    rf->addRow(m_resignTwoSided);

    m_maxMoves = watched(spinBox(0, 10000, 0, tr("no limit")), QStringLiteral("maxMoves"));
    auto* maxRow = new QFormLayout;
    maxRow->addRow(tr("Draw after full moves:"), m_maxMoves);

    // docs/draw-offers.md
    m_drawOffers = watched(new QGroupBox(tr("Draw offers"), page), QStringLiteral("drawOffers"));
    m_drawOffers->setCheckable(true);
    m_drawOffers->setChecked(false);
    m_drawOffersPerPlayer =
        watched(spinBox(0, 1000, 1, tr("no limit")), QStringLiteral("drawOffersPerPlayer"));
    m_drawOfferBand = watched(new QGroupBox(tr("The manager offers and answers for UCI engines")),
                              QStringLiteral("drawOfferBand"));
    m_drawOfferBand->setCheckable(true);
    m_drawOfferBand->setChecked(false);
    m_drawOfferBandCp = watched(spinBox(0, 10000, 10), QStringLiteral("drawOfferBandCp"));
    m_drawOfferBandCp->setSuffix(tr(" cp"));
    m_drawOfferMoves = watched(spinBox(0, 10000, 40), QStringLiteral("drawOfferMoves"));
    auto* bandForm = new QFormLayout(m_drawOfferBand);
    bandForm->addRow(tr("Scores within:"), m_drawOfferBandCp);
    bandForm->addRow(tr("After moves:"), m_drawOfferMoves);
    auto* offerForm = new QFormLayout(m_drawOffers);
    offerForm->addRow(tr("Offers per player and game:"), m_drawOffersPerPlayer);
    offerForm->addRow(m_drawOfferBand);

    // docs/tablebases.md: the game ends when the tables know its outcome.
    m_tablebases =
        watched(new QGroupBox(tr("Syzygy tablebase adjudication (standard chess)"), page),
                QStringLiteral("tablebases"));
    m_tablebases->setCheckable(true);
    m_tablebases->setChecked(false);
    auto* tf = new QFormLayout(m_tablebases);
    tf->addRow(
        tr("Folders (separated by ':' or ';'):"),
        fileField(&m_tablebaseDirs, QStringLiteral("tablebaseDirs"), QString(), Pick::Folder));
    m_tablebasePieces = watched(spinBox(2, 7, 2, tr("as many as the tables have")),
                                QStringLiteral("tablebasePieces"));
    tf->addRow(tr("At most pieces:"), m_tablebasePieces);
    m_tablebaseIgnore50 =
        watched(new QCheckBox(tr("Ignore the fifty-move rule (cursed wins count as wins)")),
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
    watched(m_variant, QStringLiteral("variant"));
    connect(m_variant, &QComboBox::currentTextChanged, this,
            &NewTournamentDialog::onVariantChanged);
    auto* variantRow = new QFormLayout;
    variantRow->addRow(tr("Variant:"), m_variant);

    m_rMobility = watched(new QGroupBox(tr("r-Mobility (western variants)"), page),
                          QStringLiteral("rMobility"));
    m_rMobility->setCheckable(true);
    m_rMobility->setChecked(false);
    m_rMobilityType = watched(comboBox({QStringLiteral("exponential"), QStringLiteral("classical"),
                                        QStringLiteral("harmonic"),
                                        QStringLiteral("rMobilityWinner"), QStringLiteral("komi")}),
                              QStringLiteral("rMobilityType"));
    QStringList cutoffs;
    for (int half = 0; half <= 24; ++half)
        cutoffs << QStringLiteral("g%1.%2").arg(half / 2).arg(half % 2 ? 5 : 0);
    m_rMobilityCutoff = watched(comboBox(cutoffs), QStringLiteral("rMobilityCutoff"));
    m_rMobilityCutoff->setCurrentText(QStringLiteral("g6.0"));
    m_legacy = watched(new QCheckBox(tr("Legacy mode (the classical 50-move rule)")),
                       QStringLiteral("legacyMode"));
    m_komi = watched(new QLineEdit(QStringLiteral("g5.75")), QStringLiteral("defaultKomi"));
    m_komi->setToolTip(tr("gX.0, gX.25, gX.5 or gX.75; mg... gives Black the komi"));
    auto* rm = new QFormLayout(m_rMobility);
    rm->addRow(tr("Scoring:"), m_rMobilityType);
    rm->addRow(tr("Cutoff:"), m_rMobilityCutoff);
    rm->addRow(m_legacy);
    rm->addRow(tr("Default komi:"), m_komi);

    m_xiangqi = new QGroupBox(tr("Xiangqi rules"), page);
    m_xqRepetition = watched(spinBox(0, 10, 3, tr("off")), QStringLiteral("xqRepetition"));
    m_xqRepetition->setToolTip(tr("Judge repetitions by the WXF rules at the Nth occurrence"));
    m_xqMoveLimit = watched(spinBox(0, 1000, 60, tr("off")), QStringLiteral("xqMoveLimit"));
    m_xqCheckCap = watched(spinBox(0, 1000, 10), QStringLiteral("xqCheckCap"));
    m_xqMaterialDraws = watched(
        comboBox({QStringLiteral("strict"), QStringLiteral("mateinone"), QStringLiteral("off")}),
        QStringLiteral("xqMaterialDraws"));
    m_xqNotation =
        watched(comboBox({QStringLiteral("wxf"), QStringLiteral("iccs"), QStringLiteral("chinese"),
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
    return page;
}

QWidget* NewTournamentDialog::createOutputPage() {
    auto* page = new QWidget;
    m_sprt =
        watched(new QGroupBox(tr("SPRT (two players): stop when a hypothesis is accepted"), page),
                QStringLiteral("sprt"));
    m_sprt->setCheckable(true);
    m_sprt->setChecked(false);
    m_elo0 = watched(doubleBox(-1000, 1000, 0, 2, 0.5), QStringLiteral("elo0"));
    m_elo1 = watched(doubleBox(-1000, 1000, 5, 2, 0.5), QStringLiteral("elo1"));
    m_alpha = watched(doubleBox(0.001, 0.5, 0.05, 3, 0.01), QStringLiteral("alpha"));
    m_beta = watched(doubleBox(0.001, 0.5, 0.05, 3, 0.01), QStringLiteral("beta"));
    m_sprtModel = watched(comboBox({QStringLiteral("cutechess"), QStringLiteral("normalized"),
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
        watched(spinBox(0, 100000, 0, tr("default")), QStringLiteral("ratingInterval"));
    m_resultFormat = watched(new QLineEdit, QStringLiteral("resultFormat"));
    m_resultFormat->setPlaceholderText(tr("default (see arbiter-cli -resultformat help)"));
    m_outcomeInterval =
        watched(spinBox(0, 100000, 0, tr("never")), QStringLiteral("outcomeInterval"));
    stats->addRow(tr("Ratings in the log every N games:"), m_ratingInterval);
    stats->addRow(tr("Outcome counts in the log every N games:"), m_outcomeInterval);
    stats->addRow(tr("Result format:"), m_resultFormat);

    auto* output = new QGroupBox(tr("Output"), page);
    auto* ofl = new QFormLayout(output);
    ofl->addRow(tr("PGN file:"), fileField(&m_pgnFile, QStringLiteral("pgnFile"),
                                           tr("PGN (*.pgn);;All files (*)"), Pick::Save));
    m_pgnFile->setPlaceholderText(tr("none"));
    m_pgnMinimal =
        watched(new QCheckBox(tr("Minimal PGN (no comments)")), QStringLiteral("pgnMinimal"));
    m_pgnOnlyFinished =
        watched(new QCheckBox(tr("Only finished games")), QStringLiteral("pgnOnlyFinished"));
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
    m_autosaveInterval = watched(spinBox(0, 100000, 1, tr("only when stopped and at the end")),
                                 QStringLiteral("autosaveInterval"));
    ofl->addRow(tr("Sync the state to disk every N games:"), m_autosaveInterval);
    m_debug = watched(new QCheckBox(tr("Engine input and output in the log (-debug)")),
                      QStringLiteral("debug"));
    ofl->addRow(m_debug);
    // The state file is per tournament: a remembered one would overwrite an old state.
    m_stateFile->setProperty(kNotRemembered, true);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_sprt);
    layout->addLayout(stats);
    layout->addWidget(output);
    layout->addStretch();
    return page;
}

void NewTournamentDialog::addPlayer(const QString& engineName) {
    m_players->addItem(engineName);
    updateCommandLine();
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
    TimeControl timeControl = m_time->timeControl();
    if (m_timeMargin->value() < 0) return withDefaultMargin(timeControl); // automatic
    timeControl.setMarginMs(m_timeMargin->value());
    return timeControl;
}

cli::TournamentDescription NewTournamentDialog::settings() const {
    cli::TournamentDescription o;
    o.enginesFile = QFileInfo(m_engines.fileName()).absoluteFilePath();
    const TimeControl timeControl = playerTimeControl();
    for (int i = 0; i < m_players->count(); ++i) {
        // An engine of the engine manager's engines.json, named by conf= on the command line.
        cli::PlayerOptions player;
        player.configurationName = m_players->item(i)->text();
        if (const EngineConfiguration* engine = m_engines.find(player.configurationName)) {
            player.engine = *engine;
            player.configuration = *engine;
        }
        player.engine.ponder = player.engine.ponder || m_ponder->isChecked();
        player.displayName = player.configurationName;
        player.nameGiven = true;
        player.timeControl = timeControl;
        player.hasTimeControl = true;
        o.players << player;
    }

    TournamentSettings& t = o.tournament;
    const QString type = m_type->currentText();
    o.evolution.enabled = false;
    t.type = parseTournamentType(type).value_or(TournamentType::RoundRobin);
    t.gamesPerEncounter = m_games->value();
    t.rounds = type == QLatin1String("knockout") ? 0 : m_rounds->value();
    t.openingRepetitions = m_repeat->value();
    t.noSwap = m_noSwap->isChecked();
    t.reverse = m_reverse->isChecked();
    const bool seeded = type == QLatin1String("gauntlet") || type == QLatin1String("knockout");
    t.seedCount = seeded ? m_seeds->value() : 0;
    t.concurrency = m_concurrency->value();
    t.waitMs = m_wait->value();
    t.recover = m_recover->isChecked();
    bool seedOk = false;
    const quint64 seed = m_srand->text().trimmed().toULongLong(&seedOk);
    t.randomSeedGiven = seedOk;
    t.randomSeed = seedOk ? seed : 0;
    t.event = m_event->text().trimmed();
    t.site = m_site->text().trimmed();

    const QString openings = absolutePath(m_openingsFile->text());
    if (!openings.isEmpty()) {
        cli::OpeningsSpec& s = o.openings;
        s.enabled = true;
        s.file = openings;
        const QString format = m_openingsFormat->currentIndex() == 0
                                   ? QFileInfo(openings).suffix().toLower()
                                   : m_openingsFormat->currentText();
        s.format = format == QLatin1String("epd") ? cli::OpeningsSpec::Format::Epd
                                                  : cli::OpeningsSpec::Format::Pgn;
        s.order = m_openingsRandom->isChecked() ? cli::OpeningsSpec::Order::Random
                                                : cli::OpeningsSpec::Order::Sequential;
        s.plies = m_openingPlies->value();
        s.start = m_openingStart->value();
        s.policy = parseOpeningPolicy(m_openingPolicy->currentText()).value_or(s.policy);
        t.openingPolicy = s.policy;
    }
    AdjudicationSettings& a = o.adjudication;
    if (m_draw->isChecked()) {
        a.drawEnabled = true;
        a.drawMoveNumber = m_drawMoveNumber->value();
        a.drawMoveCount = m_drawMoveCount->value();
        a.drawScore = m_drawScore->value();
    }
    if (m_resign->isChecked()) {
        a.resignEnabled = true;
        a.resignMoveCount = m_resignMoveCount->value();
        a.resignScore = m_resignScore->value();
        a.resignTwoSided = m_resignTwoSided->isChecked();
    }
    a.maxMoves = m_maxMoves->value();
    if (m_tablebases->isChecked()) {
        cli::TablebaseSpec& tb = o.tablebases;
        for (const QString& dir : syzygy::splitDirectoryList(m_tablebaseDirs->text().trimmed()))
            tb.paths << absolutePath(dir);
        tb.maxPieces = m_tablebasePieces->value() > 2 ? m_tablebasePieces->value() : 0;
        tb.ignore50 = m_tablebaseIgnore50->isChecked();
    }
    if (m_drawOffers->isChecked()) {
        a.drawOffers.maxOffersPerPlayer = m_drawOffersPerPlayer->value();
        if (m_drawOfferBand->isChecked()) {
            a.drawOffers.speakForPlayers = true;
            a.drawOffers.band = m_drawOfferBandCp->value();
            a.drawOffers.moves = m_drawOfferMoves->value();
        }
    }

    o.variant = m_variant->currentText();
    const VariantInfo* variant = variantOf(m_variant);
    const bool xiangqi = variant && variant->family == BoardFamily::Xiangqi;
    const QString pgn = absolutePath(m_pgnFile->text());
    if (variant && !xiangqi && m_rMobility->isChecked()) {
        RMobilityOptions& r = o.rMobility;
        std::string ignored; // a value that does not read stays the default; check() names it
        r.enabled = true;
        r.scoring = rmobility::parseScoringOption(m_rMobilityType->currentText().toStdString())
                        .value_or(r.scoring);
        rmobility::parseCutoff(m_rMobilityCutoff->currentText().toStdString(), &r.cutoff, &ignored);
        r.legacy = m_legacy->isChecked();
        rmobility::parseKomi(m_komi->text().trimmed().toStdString(), &r.komi, &ignored);
    }
    if (xiangqi) {
        o.xiangqi.repetition = m_xqRepetition->value();
        o.xiangqi.moveLimit = m_xqMoveLimit->value();
        o.xiangqi.checkCap = m_xqCheckCap->value();
        cli::setXiangqiMaterialDraws(m_xqMaterialDraws->currentText(), &o.xiangqi);
        // The notation of the PGN output's moves: only with a PGN file.
        const auto notation = cli::xiangqiNotationNamed(m_xqNotation->currentText());
        if (!pgn.isEmpty() && notation != Notation::Wxf) o.xiangqiNotation = notation;
    }

    if (m_sprt->isChecked()) {
        t.sprt.enabled = true;
        stats::SprtConfig& c = t.sprt.config;
        c.elo0 = m_elo0->value();
        c.elo1 = m_elo1->value();
        c.alpha = m_alpha->value();
        c.beta = m_beta->value();
        c.model = stats::parseSprtModel(m_sprtModel->currentText().toStdString()).value_or(c.model);
        c.pentanomial = t.pentanomialByDefault();
    }
    t.ratingInterval = m_ratingInterval->value();
    t.outcomeInterval = m_outcomeInterval->value();
    t.autosaveInterval = m_autosaveInterval->value();
    o.debug = m_debug->isChecked();
    const QString resultFormat = m_resultFormat->text().trimmed();
    if (!resultFormat.isEmpty()) t.resultFormat = resultFormat;
    if (!pgn.isEmpty()) {
        cli::PgnOutSpec out;
        out.file = pgn;
        out.minimal = m_pgnMinimal->isChecked();
        out.onlyFinished = m_pgnOnlyFinished->isChecked();
        o.pgnOut = out;
    }
    o.epdOut = absolutePath(m_epdFile->text());
    o.stateFile = absolutePath(m_stateFile->text());
    if (o.stateFile.isEmpty())
        o.stateFile = pgn.isEmpty() ? m_autoStateFile : pgn + QStringLiteral(".state.json");
    return o;
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
                    m_optionFields.value(parsed.problem.option));
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
    saveFields(this, kSettingsGroup);
    QStringList players;
    for (int i = 0; i < m_players->count(); ++i) players << m_players->item(i)->text();
    QSettings().setValue(kSettingsGroup + QStringLiteral("/playerList"), players);
}

void NewTournamentDialog::restore() {
    restoreFields(this, kSettingsGroup);
    const QStringList players =
        QSettings().value(kSettingsGroup + QStringLiteral("/playerList")).toStringList();
    for (const QString& name : players)
        if (m_engines.find(name)) m_players->addItem(name);
}

} // namespace arbiter::gui
