// The New Tournament dialog's page "Statistics & Output": SPRT, the log's statistics and the output
// files - its fields, laid out, and its binding table (optionbinding.h), which reads, writes and
// remembers them.
#include "newtournamentdialog.h"
#include "newtournamentfields.h"
#include "optionbinding.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>

namespace arbiter::gui {

using namespace newtournament;

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

} // namespace arbiter::gui
