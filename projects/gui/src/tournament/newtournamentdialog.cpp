#include "newtournamentdialog.h"

#include "board/variant.h"
#include "commandlinetext.h"
#include "description/cliparser.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/timecontroleditor.h"
#include "gui/game/timemargin.h"
#include "newtournamentfields.h"
#include "optionbinding.h"
#include "rules/rmobility/gscore.h"
#include "tournament/state/tournamentstate.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace arbiter::gui {

using namespace newtournament;

namespace {
const QString kSettingsGroup = QStringLiteral("newTournament");

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
