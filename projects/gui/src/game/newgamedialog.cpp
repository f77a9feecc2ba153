#include "gui/game/newgamedialog.h"

#include "board/variant.h"
#include "gui/board/positionsetupdialog.h"
#include "gui/engines/enginelibrary.h"
#include "gui/engines/enginevariants.h"
#include "gui/game/timecontroleditor.h"
#include "gui/tournament/rememberedfields.h"
#include "rules/rmobility/scoring.h"
#include "text/translatedtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace arbiter::gui {

QString variantTitle(const VariantInfo& v) {
    const QString description = translatedVariantDescription(v.description);
    // The name before the colon, ASCII or the full-width one of a Chinese translation.
    qsizetype colon = description.indexOf(QLatin1Char(':'));
    if (colon < 0) colon = description.indexOf(QChar(0xFF1A));
    if (description.isEmpty()) return QString::fromStdString(v.name);
    return colon > 0 ? description.left(colon) : description;
}

namespace {
QSpinBox* spin(QWidget* parent, int min, int max, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

} // namespace

NewGameDialog::NewGameDialog(const EngineLibrary& engines, QWidget* parent,
                             EngineVariants* engineVariants)
    : QDialog(parent), m_engines(engines),
      m_variants(engineVariants ? engineVariants : new EngineVariants(this)) {
    setWindowTitle(tr("New Game"));
    auto* tabs = new QTabWidget(this);

    // Players.
    auto* players = new QWidget(tabs);
    auto* playersLayout = new QVBoxLayout(players);
    auto* variantRow = new QFormLayout;
    m_variant = new QComboBox(players);
    // Every variant of the library's registry, so new ones appear without touching the GUI.
    for (const VariantInfo& v : variants()) {
        m_variant->addItem(variantTitle(v), QString::fromStdString(v.name));
        m_variant->setItemData(m_variant->count() - 1, translatedVariantDescription(v.description),
                               Qt::ToolTipRole);
    }
    m_variantDescription = new QLabel(players);
    m_variantDescription->setWordWrap(true);
    variantRow->addRow(tr("Variant:"), m_variant);
    variantRow->addRow(QString(), m_variantDescription);
    playersLayout->addLayout(variantRow);
    // Engines not met yet are asked for their variants in the background; until they answer
    // they are offered for every variant.
    m_checking = new QLabel(tr("Checking engines..."), players);
    m_checking->setObjectName(QStringLiteral("checkingEngines"));
    m_checking->setStyleSheet(QStringLiteral("color:#666;font-style:italic;"));
    m_checking->setToolTip(tr("Engines not met before are asked which variants they play"));
    playersLayout->addWidget(m_checking);
    for (Side s : {White, Black}) {
        auto* box = new QGroupBox(players);
        box->setObjectName(s == White ? QStringLiteral("firstPlayer")
                                      : QStringLiteral("secondPlayer"));
        auto* grid = new QFormLayout(box);
        m_human[s] = new QRadioButton(tr("Person"), box);
        m_engineRadio[s] = new QRadioButton(tr("Engine"), box);
        auto* kindRow = new QHBoxLayout;
        kindRow->addWidget(m_human[s]);
        kindRow->addWidget(m_engineRadio[s]);
        kindRow->addStretch();
        m_name[s] = new QLineEdit(box);
        m_engine[s] = new QComboBox(box);
        m_engine[s]->addItems(engines.names());
        grid->addRow(kindRow);
        grid->addRow(tr("Name:"), m_name[s]);
        grid->addRow(tr("Engine:"), m_engine[s]);
        connect(m_human[s], &QRadioButton::toggled, this, &NewGameDialog::updatePlayerRows);
        m_human[s]->setChecked(s == White);
        m_engineRadio[s]->setChecked(s == Black);
        playersLayout->addWidget(box);
    }
    playersLayout->addStretch();
    tabs->addTab(players, tr("Players"));

    // Time.
    auto* time = new QWidget(tabs);
    auto* timeLayout = new QVBoxLayout(time);
    for (Side s : {White, Black}) {
        auto* box = new QGroupBox(time);
        auto* boxLayout = new QVBoxLayout(box);
        m_time[s] = new TimeControlEditor(box);
        m_time[s]->setFieldNames(s == White ? QStringLiteral("firstTime")
                                            : QStringLiteral("secondTime"));
        boxLayout->addWidget(m_time[s]);
        timeLayout->addWidget(box);
        if (s == White) {
            m_separateTime = new QCheckBox(tr("The second player has another time control"), time);
            timeLayout->addWidget(m_separateTime);
        }
    }
    connect(m_separateTime, &QCheckBox::toggled, m_time[Black], &QWidget::setEnabled);
    m_time[Black]->setEnabled(false);
    tabs->addTab(time, tr("Time"));

    // Position.
    auto* position = new QWidget(tabs);
    auto* positionLayout = new QFormLayout(position);
    m_fen = new QLineEdit(position);
    m_fen->setPlaceholderText(tr("empty: the variant's start position"));
    auto* setUp = new QPushButton(tr("Set up on a board..."), position);
    positionLayout->addRow(tr("Start FEN:"), m_fen);
    positionLayout->addRow(QString(), setUp);
    connect(setUp, &QPushButton::clicked, this, &NewGameDialog::setUpPosition);
    tabs->addTab(position, tr("Position"));

    // Rules.
    auto* rules = new QWidget(tabs);
    auto* rulesLayout = new QVBoxLayout(rules);
    m_westernRules = new QGroupBox(tr("Chess rules"), rules);
    auto* western = new QFormLayout(m_westernRules);
    m_fifty = new QCheckBox(tr("50-move rule"), m_westernRules);
    m_threefold = new QCheckBox(tr("3-fold repetition"), m_westernRules);
    m_material = new QCheckBox(tr("Insufficient material"), m_westernRules);
    for (QCheckBox* b : {m_fifty, m_threefold, m_material}) {
        b->setChecked(true);
        western->addRow(b);
    }
    m_rMobility = new QCheckBox(tr("r-Mobility (replaces the rules above)"), m_westernRules);
    m_scoring = new QComboBox(m_westernRules);
    for (rmobility::Scoring sc : rmobility::allScorings())
        m_scoring->addItem(QString::fromStdString(std::string(rmobility::scoringTitle(sc))),
                           int(sc));
    m_cutoff = new QDoubleSpinBox(m_westernRules);
    m_cutoff->setRange(0, 500);
    m_cutoff->setSingleStep(0.5);
    m_cutoff->setDecimals(1);
    m_cutoff->setPrefix(QStringLiteral("G"));
    m_cutoff->setValue(rmobility::kDefaultCutoff / 2.0);
    m_legacy = new QCheckBox(tr("Legacy 50-move rule"), m_westernRules);
    m_komi = new QLineEdit(QString::fromStdString(rmobility::toString(rmobility::kDefaultKomi)),
                           m_westernRules);
    western->addRow(m_rMobility);
    western->addRow(tr("Scoring:"), m_scoring);
    western->addRow(tr("Cutoff:"), m_cutoff);
    western->addRow(m_legacy);
    western->addRow(tr("Komi:"), m_komi);
    for (QWidget* w : std::initializer_list<QWidget*>{m_scoring, m_cutoff, m_legacy, m_komi}) {
        w->setEnabled(false);
        connect(m_rMobility, &QCheckBox::toggled, w, &QWidget::setEnabled);
    }
    for (QCheckBox* b : {m_fifty, m_threefold, m_material})
        connect(m_rMobility, &QCheckBox::toggled, b, [b](bool on) { b->setEnabled(!on); });
    rulesLayout->addWidget(m_westernRules);

    m_xiangqiRules = new QGroupBox(tr("Xiangqi rules"), rules);
    auto* xiangqi = new QFormLayout(m_xiangqiRules);
    const XiangqiRuleOptions xq;
    m_repetition = spin(m_xiangqiRules, 0, 5, xq.repetition);
    m_repetition->setSpecialValueText(tr("off"));
    m_moveLimit = spin(m_xiangqiRules, 0, 300, xq.moveLimit);
    m_moveLimit->setSpecialValueText(tr("off"));
    m_checkCap = spin(m_xiangqiRules, 0, 100, xq.checkCap);
    m_materialDraws =
        new QCheckBox(tr("Draw at once with material that cannot win"), m_xiangqiRules);
    m_materialDraws->setChecked(xq.materialDraws);
    m_mateInOne =
        new QCheckBox(tr("Also material that wins only by a mate in one"), m_xiangqiRules);
    m_mateInOne->setChecked(xq.mateInOneDraws);
    xiangqi->addRow(tr("Repetition judged at occurrence:"), m_repetition);
    xiangqi->addRow(tr("Moves without capture to a draw:"), m_moveLimit);
    xiangqi->addRow(tr("Checks counted at most:"), m_checkCap);
    xiangqi->addRow(m_materialDraws);
    xiangqi->addRow(m_mateInOne);
    rulesLayout->addWidget(m_xiangqiRules);
    rulesLayout->addStretch();
    tabs->addTab(rules, tr("Rules"));

    // Requests (docs/gui.md) and the draw answer of UCI engines (docs/draw-offers.md).
    auto* requests = new QWidget(tabs);
    auto* requestsLayout = new QFormLayout(requests);
    const RequestLimits limits;
    const DrawOfferSettings offers = SessionSettings().drawOffers;
    m_takeBacks = spin(requests, 0, 100, limits.takeBacks);
    m_drawOffers = spin(requests, 0, 100, limits.drawOffers);
    m_drawAfter = spin(requests, 0, 200, limits.drawAfterMoves);
    m_resignAfter = spin(requests, 0, 200, limits.resignAfterMoves);
    m_band = spin(requests, 0, 2000, offers.band);
    m_band->setSuffix(tr(" cp"));
    m_bandMoves = spin(requests, 0, 500, offers.moves);
    requestsLayout->addRow(tr("Take-backs per player:"), m_takeBacks);
    requestsLayout->addRow(tr("Draw offers per player:"), m_drawOffers);
    requestsLayout->addRow(tr("Draw offers allowed after move:"), m_drawAfter);
    requestsLayout->addRow(tr("Resigning allowed after move:"), m_resignAfter);
    requestsLayout->addRow(new QLabel(tr("UCI engines accept a draw when their score stayed within "
                                         "the band for more than the given number of moves, or "
                                         "is below the band:"),
                                      requests));
    requestsLayout->addRow(tr("Band:"), m_band);
    requestsLayout->addRow(tr("Moves:"), m_bandMoves);
    tabs->addTab(requests, tr("Requests"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);

    // The rules and request limits are remembered by name (tournament/rememberedfields.h).
    m_fifty->setObjectName(QStringLiteral("fiftyMoveRule"));
    m_threefold->setObjectName(QStringLiteral("threefold"));
    m_material->setObjectName(QStringLiteral("insufficientMaterial"));
    m_rMobility->setObjectName(QStringLiteral("rMobility"));
    m_scoring->setObjectName(QStringLiteral("rMobilityScoring"));
    m_cutoff->setObjectName(QStringLiteral("rMobilityCutoff"));
    m_legacy->setObjectName(QStringLiteral("rMobilityLegacy"));
    m_komi->setObjectName(QStringLiteral("rMobilityKomi"));
    m_repetition->setObjectName(QStringLiteral("xiangqiRepetition"));
    m_moveLimit->setObjectName(QStringLiteral("xiangqiMoveLimit"));
    m_checkCap->setObjectName(QStringLiteral("xiangqiCheckCap"));
    m_materialDraws->setObjectName(QStringLiteral("xiangqiMaterialDraws"));
    m_mateInOne->setObjectName(QStringLiteral("xiangqiMateInOne"));
    m_takeBacks->setObjectName(QStringLiteral("takeBacks"));
    m_drawOffers->setObjectName(QStringLiteral("drawOffers"));
    m_drawAfter->setObjectName(QStringLiteral("drawAfterMoves"));
    m_resignAfter->setObjectName(QStringLiteral("resignAfterMoves"));
    m_band->setObjectName(QStringLiteral("drawBand"));
    m_bandMoves->setObjectName(QStringLiteral("drawBandMoves"));
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::onVariantChanged);
    connect(m_variants, &EngineVariants::learnt, this, &NewGameDialog::offerEngines);
    loadRemembered();
    m_variants->learn(m_engines.engines());
    onVariantChanged();
}

void NewGameDialog::offerEngines() {
    const QString variant = m_variant->currentData().toString();
    for (Side s : {White, Black}) {
        const QString chosen = m_engine[s]->currentText();
        m_engine[s]->clear();
        for (const EngineConfiguration& e : m_engines.engines())
            if (m_variants->plays(e, variant)) m_engine[s]->addItem(e.name);
        const int again = m_engine[s]->findText(chosen);
        if (again >= 0) m_engine[s]->setCurrentIndex(again);
        const bool any = m_engine[s]->count() > 0;
        m_engineRadio[s]->setEnabled(any);
        if (!any) m_human[s]->setChecked(true);
    }
    m_checking->setVisible(m_variants->isLearning());
    updatePlayerRows();
}

void NewGameDialog::updatePlayerRows() {
    for (Side s : {White, Black}) {
        if (!m_engine[s]) continue; // the second side's row is not built yet
        const bool person = m_human[s]->isChecked();
        m_name[s]->setEnabled(person);
        m_engine[s]->setEnabled(!person);
    }
}

bool NewGameDialog::isXiangqi() const {
    const VariantInfo* v = findVariant(m_variant->currentData().toString().toStdString());
    return v && v->family == BoardFamily::Xiangqi;
}

void NewGameDialog::onVariantChanged() {
    const VariantInfo* v = findVariant(m_variant->currentData().toString().toStdString());
    m_variantDescription->setText(v ? translatedVariantDescription(v->description) : QString());
    const bool xiangqi = isXiangqi();
    m_westernRules->setVisible(!xiangqi);
    m_xiangqiRules->setVisible(xiangqi);
    const QString first = xiangqi ? tr("Red") : tr("White");
    const QString second = tr("Black");
    findChild<QGroupBox*>(QStringLiteral("firstPlayer"))->setTitle(first);
    findChild<QGroupBox*>(QStringLiteral("secondPlayer"))->setTitle(second);
    qobject_cast<QGroupBox*>(m_time[White]->parentWidget())->setTitle(first);
    qobject_cast<QGroupBox*>(m_time[Black]->parentWidget())->setTitle(second);
    offerEngines();
}

void NewGameDialog::setUpPosition() {
    PositionSetupDialog dialog(m_variant->currentData().toString(), m_fen->text(), this);
    if (dialog.exec() == QDialog::Accepted) m_fen->setText(dialog.fen());
}

SessionSettings NewGameDialog::settings() const {
    SessionSettings s;
    s.variant = m_variant->currentData().toString();
    s.startFen = m_fen->text().trimmed();
    for (Side side : {White, Black}) {
        PlayerChoice& p = s.players[side];
        p.human = m_human[side]->isChecked();
        p.name = m_name[side]->text().trimmed();
        if (!p.human)
            if (const EngineConfiguration* e = m_engines.find(m_engine[side]->currentText()))
                p.engine = *e;
    }
    s.timeControl[White] = m_time[White]->timeControl();
    s.timeControl[Black] =
        m_separateTime->isChecked() ? m_time[Black]->timeControl() : s.timeControl[White];
    RuleOptions& r = s.rules;
    r.fiftyMoveRule = m_fifty->isChecked();
    r.threefoldRepetition = m_threefold->isChecked();
    r.insufficientMaterial = m_material->isChecked();
    r.rMobility.enabled = !isXiangqi() && m_rMobility->isChecked();
    r.rMobility.scoring = rmobility::Scoring(m_scoring->currentData().toInt());
    r.rMobility.cutoff = qRound(m_cutoff->value() * 2);
    r.rMobility.legacy = m_legacy->isChecked();
    rmobility::parseKomi(m_komi->text().trimmed().toStdString(), &r.rMobility.komi, nullptr);
    r.xiangqi.repetition = m_repetition->value();
    r.xiangqi.moveLimit = m_moveLimit->value();
    r.xiangqi.checkCap = m_checkCap->value();
    r.xiangqi.materialDraws = m_materialDraws->isChecked();
    r.xiangqi.mateInOneDraws = m_mateInOne->isChecked();
    s.limits.takeBacks = m_takeBacks->value();
    s.limits.drawOffers = m_drawOffers->value();
    s.limits.drawAfterMoves = m_drawAfter->value();
    s.limits.resignAfterMoves = m_resignAfter->value();
    s.drawOffers.band = m_band->value();
    s.drawOffers.moves = m_bandMoves->value();
    return s;
}

bool NewGameDialog::validate(QString* error) const {
    const SessionSettings s = settings();
    auto board = createBoard(s.variant.toStdString());
    if (!board) {
        *error = tr("Variant: '%1' is not known.").arg(s.variant);
        return false;
    }
    std::string why;
    if (!s.startFen.isEmpty() && !board->setFen(s.startFen.toStdString(), &why)) {
        *error = tr("Start FEN: %1").arg(QString::fromStdString(why));
        return false;
    }
    for (Side side : {White, Black}) {
        const QString who = side == White ? (isXiangqi() ? tr("Red") : tr("White")) : tr("Black");
        if (!s.players[side].human && s.players[side].engine.command.isEmpty()) {
            *error = tr("%1: choose an engine (Engines > Manage engines adds one).").arg(who);
            return false;
        }
    }
    if (s.rules.rMobility.enabled) {
        rmobility::Komi komi;
        if (!rmobility::parseKomi(m_komi->text().trimmed().toStdString(), &komi, &why)) {
            *error = tr("Komi: %1").arg(QString::fromStdString(why));
            return false;
        }
    }
    return true;
}

void NewGameDialog::accept() {
    QString error;
    if (!validate(&error)) {
        QMessageBox::warning(this, tr("New Game"), error);
        return;
    }
    remember();
    QDialog::accept();
}

void NewGameDialog::loadRemembered() {
    QSettings st;
    st.beginGroup(QStringLiteral("newGame"));
    const int v =
        m_variant->findData(st.value(QStringLiteral("variant"), QStringLiteral("standard")));
    if (v >= 0) m_variant->setCurrentIndex(v);
    for (Side side : {White, Black}) {
        const QString key = side == White ? QStringLiteral("first") : QStringLiteral("second");
        const bool human = st.value(key + QStringLiteral("Human"), side == White).toBool();
        if (human || m_engine[side]->count() == 0)
            m_human[side]->setChecked(true);
        else
            m_engineRadio[side]->setChecked(true);
        m_name[side]->setText(st.value(key + QStringLiteral("Name"), tr("Human")).toString());
        const int e = m_engine[side]->findText(st.value(key + QStringLiteral("Engine")).toString());
        if (e >= 0) m_engine[side]->setCurrentIndex(e);
    }
    m_separateTime->setChecked(st.value(QStringLiteral("separateTime"), false).toBool());
    st.endGroup();
    restoreFields(this, QStringLiteral("newGame/fields"));
}

void NewGameDialog::remember() const {
    QSettings st;
    st.beginGroup(QStringLiteral("newGame"));
    st.setValue(QStringLiteral("variant"), m_variant->currentData());
    for (Side side : {White, Black}) {
        const QString key = side == White ? QStringLiteral("first") : QStringLiteral("second");
        st.setValue(key + QStringLiteral("Human"), m_human[side]->isChecked());
        st.setValue(key + QStringLiteral("Name"), m_name[side]->text());
        st.setValue(key + QStringLiteral("Engine"), m_engine[side]->currentText());
    }
    st.setValue(QStringLiteral("separateTime"), m_separateTime->isChecked());
    st.endGroup();
    saveFields(this, QStringLiteral("newGame/fields"));
}

} // namespace arbiter::gui
