// The New Tournament dialog's page "Variant & Rules": the variant, r-Mobility and the xiangqi rules
// - its fields, laid out, and its binding table (optionbinding.h), which reads, writes and
// remembers them.
#include "board/variant.h"
#include "description/xiangqicli.h"
#include "newtournamentdialog.h"
#include "newtournamentfields.h"
#include "optionbinding.h"
#include "rules/rmobility/gscore.h"
#include "text/translatedtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::gui {

using namespace newtournament;

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

} // namespace arbiter::gui
