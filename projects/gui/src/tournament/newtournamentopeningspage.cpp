// The New Tournament dialog's page "Openings & Adjudication": the openings, the adjudications, draw
// offers and tablebases - its fields, laid out, and its binding table (optionbinding.h), which
// reads, writes and remembers them.
#include "newtournamentdialog.h"
#include "newtournamentfields.h"
#include "tablebase/syzygytablebases.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace arbiter::gui {

using namespace newtournament;

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

} // namespace arbiter::gui
