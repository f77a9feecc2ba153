// The New Tournament dialog's page "Tournament": the tournament's type, games, rounds, colours,
// seeds, concurrency and names - its fields, laid out, and its binding table (optionbinding.h),
// which reads, writes and remembers them.
#include "newtournamentdialog.h"
#include "newtournamentfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

namespace arbiter::gui {

using namespace newtournament;

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

} // namespace arbiter::gui
