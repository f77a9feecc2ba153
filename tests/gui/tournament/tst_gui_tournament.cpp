// GUI tournaments: the New Tournament dialog turns its fields into arbiter-cli's configuration
// (and refuses bad input with a message naming the field), and small tournaments between
// arbiter-engine processes run from the GUI: live standings, crosstable, statistics, the wall
// of running games, PGN and state file written, pause (no new game starts), stop, and resume
// across front-ends (a GUI tournament finished by arbiter-cli -resume, an interrupted
// arbiter-cli tournament finished by the GUI). r-Mobility results show every scoring.
#include "clioutput.h"
#include "description/cliparser.h"
#include "description/optiontable.h"
#include "gui/app/mainwindow.h"
#include "gui/database/databasewindow.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/timecontroleditor.h"
#include "gui/tournament/commandlinetext.h"
#include "gui/tournament/gamewall.h"
#include "gui/tournament/newtournamentdialog.h"
#include "gui/tournament/sprtview.h"
#include "gui/tournament/tournamentlauncher.h"
#include "gui/tournament/tournamentwindow.h"
#include "guitest.h"
#include "rules/rmobility/scoring.h"
#include "stats/sprt.h"
#include "testdata.h"
#include "tournament/state/tournamentstate.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

using namespace arbiter;
using namespace arbiter::gui;
using arbiter::test::readText;

namespace {

// Deadline for a whole small tournament; games of arbiter-engine at depth 2 take milliseconds.
constexpr int kTournamentMs = 30000;

template <typename W> W* field(QWidget* dialog, const char* name) {
    W* w = dialog->findChild<W*>(QLatin1String(name));
    if (!w) qFatal("no field %s", name);
    return w;
}

// Games with a result (games cut short by a stop are written with "*", as cutechess-cli does).
int gamesIn(const QString& pgn) {
    const QString text = readText(pgn);
    return int(text.count(QStringLiteral("[Result "))) -
           int(text.count(QStringLiteral("[Result \"*\"]")));
}

TournamentState loadState(const QString& file) {
    TournamentState state;
    QString error;
    if (!TournamentState::load(file, &state, &error)) qWarning("%s", qPrintable(error));
    return state;
}

// Four openings so the games differ.
const char* kOpenings = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n"
                        "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1\n"
                        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1\n";

} // namespace

class GuiTournamentTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void dialogFieldsMakeTheConfiguration();
    void dialogVariantRules();
    void dialogFillsTheSettingsArbiterCliReads();
    void dialogRejectsInvalidInput_data();
    void dialogRejectsInvalidInput();
    void everyBindingSetsItsOption();
    void everyOptionsErrorLandsBesideItsField();
    void everyRowIsRememberedAsItSays();
    void commandLineQuoting();
    void fixedTimePerMoveHasAMargin();
    void fixedTimePerMoveIsNotForfeited();
    void tournamentMenu();
    void tournamentRunsFromTheGui();
    void pauseStopAndResumeWithArbiterCli();
    void resumeArbiterCliTournamentInTheGui();
    void rMobilityShowsEveryScoring();
    void sprtProgress();
    void screenshot(); // not a check: docs/screenshots when ARBITER_SCREENSHOT_DIR is set

private:
    // A dialog with players Alpha and Beta, depth 2 without a clock, output in m_dir.
    std::unique_ptr<NewTournamentDialog> twoPlayerDialog(int games);
    // twoPlayerDialog(2) with every part of the command line a field may add switched on: a
    // fixed time per move, a gauntlet, every adjudication, tablebases, SPRT, PGN and state
    // files, and
    // r-Mobility, or for `xiangqi` the xiangqi variant (whose rules replace r-Mobility).
    std::unique_ptr<NewTournamentDialog> everythingOnDialog(bool xiangqi);
    // Accepts the dialog and plays its tournament to the end in a TournamentWindow; null with
    // *why when that cannot be done.
    std::unique_ptr<TournamentWindow> playToTheEnd(NewTournamentDialog& dialog, QString* why);
    QString path(const QString& name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    std::unique_ptr<EngineLibrary> m_engines;
};

void GuiTournamentTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    QFile openings(path(QStringLiteral("openings.epd")));
    QVERIFY(openings.open(QIODevice::WriteOnly));
    openings.write(kOpenings);
    openings.close();
}

void GuiTournamentTest::init() {
    gui::test::initGuiTest();
    m_engines = std::make_unique<EngineLibrary>(path(QStringLiteral("engines.json")));
    for (const char* name : {"Alpha", "Beta", "Gamma"}) {
        EngineConfiguration e = gui::test::builtInEngine();
        e.name = QLatin1String(name);
        m_engines->engines().push_back(e);
    }
    QString error;
    QVERIFY2(m_engines->save(&error), qPrintable(error));
}

std::unique_ptr<TournamentWindow> GuiTournamentTest::playToTheEnd(NewTournamentDialog& dialog,
                                                                  QString* why) {
    dialog.accept();
    if (dialog.result() != int(QDialog::Accepted))
        return *why = QStringLiteral("the dialog refused its settings"), nullptr;
    auto window = std::make_unique<TournamentWindow>(dialog.options(), Appearance::load());
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy finished(window.get(), &TournamentWindow::tournamentFinished);
    if (!window->start(why)) return nullptr;
    if (!finished.wait(kTournamentMs))
        return *why = QStringLiteral("the tournament did not finish"), nullptr;
    return window;
}

std::unique_ptr<NewTournamentDialog> GuiTournamentTest::twoPlayerDialog(int games) {
    auto dialog = std::make_unique<NewTournamentDialog>(*m_engines);
    dialog->addPlayer(QStringLiteral("Alpha"));
    dialog->addPlayer(QStringLiteral("Beta"));
    dialog->timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::NoClock);
    dialog->timeEditor()->depthBox()->setValue(2);
    field<QSpinBox>(dialog.get(), "games")->setValue(games);
    field<QSpinBox>(dialog.get(), "repeat")->setValue(2);
    field<QLineEdit>(dialog.get(), "openingsFile")->setText(path(QStringLiteral("openings.epd")));
    field<QSpinBox>(dialog.get(), "maxMoves")->setValue(60);
    return dialog;
}

std::unique_ptr<NewTournamentDialog> GuiTournamentTest::everythingOnDialog(bool xiangqi) {
    auto dialog = twoPlayerDialog(2);
    NewTournamentDialog* d = dialog.get();
    d->timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::PerMove);
    d->timeEditor()->moveTimeBox()->setValue(0.2);
    field<QComboBox>(d, "type")->setCurrentText(QStringLiteral("gauntlet"));
    for (const char* group :
         {"drawAdj", "resignAdj", "drawOffers", "drawOfferBand", "tablebases", "rMobility", "sprt"})
        field<QGroupBox>(d, group)->setChecked(true);
    field<QLineEdit>(d, "tablebaseDirs")
        ->setText(arbiter::test::testDataPath(QStringLiteral("syzygy")));
    field<QLineEdit>(d, "pgnFile")->setText(path(QStringLiteral("everything.pgn")));
    // A state file of its own: else it follows the PGN file's name.
    field<QLineEdit>(d, "stateFile")->setText(path(QStringLiteral("everything.state.json")));
    if (xiangqi) field<QComboBox>(d, "variant")->setCurrentText(QStringLiteral("xiangqi"));
    return dialog;
}

namespace {

// The table row `row` of page `page`, with where it is, for messages.
struct RowPlace {
    int page;
    int row;
    QString describe(const OptionBinding& b) const {
        return QStringLiteral("page %1 row %2 (%3, field %4)")
            .arg(page)
            .arg(row)
            .arg(b.option, b.field->objectName());
    }
};

// The rows an option of the xiangqi rules binds need the xiangqi variant; all others are seen
// with a western one (r-Mobility).
bool needsXiangqi(const OptionBinding& row) {
    return row.option.startsWith(QLatin1String("-xq"));
}

// The field's value before the change: off, empty, or as the dialog has it.
void startFrom(QWidget* f) {
    if (auto* check = qobject_cast<QCheckBox*>(f)) check->setChecked(false);
    if (auto* group = qobject_cast<QGroupBox*>(f)) group->setChecked(false);
    if (auto* edit = qobject_cast<QLineEdit*>(f)) edit->clear();
}

// A value for each line edit that the command line shows.
QString sampleText(const QString& name, const QTemporaryDir& dir) {
    if (name == QLatin1String("openingsFile")) return dir.filePath(QStringLiteral("openings.epd"));
    if (name == QLatin1String("tablebaseDirs"))
        return arbiter::test::testDataPath(QStringLiteral("syzygy"));
    if (name == QLatin1String("defaultKomi")) return QStringLiteral("g3.25");
    if (name == QLatin1String("srand")) return QStringLiteral("7");
    if (name == QLatin1String("resultFormat")) return QStringLiteral("Rank,Name,Games");
    if (name.endsWith(QLatin1String("File"))) return dir.filePath(name + QStringLiteral(".out"));
    return QStringLiteral("Sample ") + name;
}

// The command line without `option` and its values (the tokens up to the next option).
QStringList withoutOption(const QStringList& arguments, const QString& option) {
    QStringList rest;
    bool skipping = false;
    for (const QString& token : arguments) {
        bool number = false;
        token.toDouble(&number);
        if (token.startsWith(QLatin1Char('-')) && !number) skipping = token == option;
        if (!skipping) rest << token;
    }
    return rest;
}

// Gives the field a value other than the one it has, as a user would; the command line then
// changes (tried in turn for a combo box whose next item may mean the same).
void changeField(NewTournamentDialog* d, QWidget* f, const QTemporaryDir& dir) {
    const QStringList before = d->arguments();
    if (auto* check = qobject_cast<QCheckBox*>(f)) {
        check->setChecked(true);
    } else if (auto* group = qobject_cast<QGroupBox*>(f)) {
        group->setChecked(true);
    } else if (auto* edit = qobject_cast<QLineEdit*>(f)) {
        edit->setText(sampleText(edit->objectName(), dir));
    } else if (auto* spin = qobject_cast<QSpinBox*>(f)) {
        spin->setValue(spin->value() < spin->maximum() ? spin->value() + 1 : spin->value() - 1);
    } else if (auto* real = qobject_cast<QDoubleSpinBox*>(f)) {
        const double step = real->singleStep();
        real->setValue(real->value() + step <= real->maximum() ? real->value() + step
                                                               : real->value() - step);
    } else if (auto* combo = qobject_cast<QComboBox*>(f)) {
        const int from = combo->currentIndex();
        for (int i = 1; i < combo->count() && d->arguments() == before; ++i)
            combo->setCurrentIndex((from + i) % combo->count());
    } else if (auto* time = qobject_cast<TimeControlEditor*>(f)) {
        TimeControl tc;
        QVERIFY(TimeControl::parse("40/60+0.5", tc, nullptr));
        time->setTimeControl(tc);
    } else if (f == d->playerList()) {
        d->addPlayer(QStringLiteral("Gamma"));
    } else {
        QFAIL(qPrintable(QStringLiteral("no way to change the field ") + f->objectName()));
    }
}

} // namespace

// Every row of every page's binding table: a new value in its field reaches the command line
// under the row's option and no other (and the command line shown follows), and writing the
// description read back into a second dialog's field gives the same command line.
void GuiTournamentTest::everyBindingSetsItsOption() {
    const cli::OptionTable options = cli::buildOptionTable();
    int rows = 0;
    const auto probe = twoPlayerDialog(2); // the tables' shape
    const auto tables = probe->bindingTables().size();
    QCOMPARE(tables, 5); // one per page
    for (int page = 0; page < tables; ++page) {
        const int count = int(probe->bindingTables()[page].size());
        for (int row = 0; row < count; ++row, ++rows) {
            const bool xiangqi = needsXiangqi(probe->bindingTables()[page][row]);
            auto dialog = everythingOnDialog(xiangqi);
            NewTournamentDialog* d = dialog.get();
            const OptionBinding& binding = d->bindingTables()[page][row];
            const QString where = RowPlace{page, row}.describe(binding);
            QVERIFY2(options.find(binding.option), qPrintable(where));
            startFrom(binding.field);
            const QStringList before = d->arguments();
            changeField(d, binding.field, m_dir);
            if (QTest::currentTestFailed()) return;
            const QStringList after = d->arguments();
            QVERIFY2(after != before, qPrintable(where));
            QVERIFY2(after.contains(binding.option),
                     qPrintable(where + QStringLiteral(": ") + after.join(QLatin1Char(' '))));
            // The row's option alone changed: its field sets no other.
            QVERIFY2(withoutOption(after, binding.option) == withoutOption(before, binding.option),
                     qPrintable(where + QStringLiteral(": ") + after.join(QLatin1Char(' '))));
            QCOMPARE(d->commandLineView()->toPlainText(), shellCommandLine(after));

            auto second = everythingOnDialog(xiangqi);
            startFrom(second->bindingTables()[page][row].field);
            second->bindingTables()[page][row].write(d->settings());
            QVERIFY2(second->arguments() == after,
                     qPrintable(where + QStringLiteral(": ") +
                                second->arguments().join(QLatin1Char(' '))));
        }
    }
    QVERIFY(rows > 60); // every option the dialog sets
    // Every field of the dialog is in a table: itself, or held by a row's time control editor.
    for (QWidget* w : probe->findChildren<QWidget*>()) {
        const bool isField =
            qobject_cast<QSpinBox*>(w) || qobject_cast<QDoubleSpinBox*>(w) ||
            qobject_cast<QComboBox*>(w) || qobject_cast<QCheckBox*>(w) ||
            qobject_cast<QLineEdit*>(w) ||
            (qobject_cast<QGroupBox*>(w) && qobject_cast<QGroupBox*>(w)->isCheckable());
        if (!isField || w->objectName().isEmpty() ||
            w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        bool bound = false;
        for (const BindingTable& table : probe->bindingTables())
            for (const OptionBinding& b : table)
                bound = bound || b.field == w ||
                        (qobject_cast<TimeControlEditor*>(b.field) && b.field->isAncestorOf(w));
        QVERIFY2(bound, qPrintable(w->objectName()));
    }
}

// Every row's new value comes back in the next dialog, as its row's memory says: all but the
// state file's, which is per tournament.
void GuiTournamentTest::everyRowIsRememberedAsItSays() {
    const auto probe = twoPlayerDialog(2); // the tables' shape
    const int tables = int(probe->bindingTables().size());
    for (int page = 0; page < tables; ++page) {
        const int count = int(probe->bindingTables()[page].size());
        for (int row = 0; row < count; ++row) {
            const bool xiangqi = needsXiangqi(probe->bindingTables()[page][row]);
            auto dialog = everythingOnDialog(xiangqi);
            NewTournamentDialog* d = dialog.get();
            const OptionBinding& binding = d->bindingTables()[page][row];
            const QString where = RowPlace{page, row}.describe(binding);
            // A third player (the players' row's change) cannot play an SPRT.
            if (binding.field == d->playerList()) field<QGroupBox>(d, "sprt")->setChecked(false);
            startFrom(binding.field);
            changeField(d, binding.field, m_dir);
            if (QTest::currentTestFailed()) return;
            d->accept(); // remembers the fields
            QVERIFY2(d->result() == int(QDialog::Accepted),
                     qPrintable(where + QStringLiteral(": ") + d->errorLabel()->text()));
            NewTournamentDialog next(*m_engines);
            const QString stateFile = QStringLiteral("-statefile");
            QVERIFY2(
                withoutOption(next.arguments(), stateFile) ==
                    withoutOption(d->arguments(), stateFile),
                qPrintable(where + QStringLiteral(": ") + next.arguments().join(QLatin1Char(' '))));
            const bool forgotten = binding.memory == OptionBinding::Memory::Forgotten;
            QCOMPARE(forgotten, binding.field == field<QLineEdit>(d, "stateFile"));
            QVERIFY(field<QLineEdit>(&next, "stateFile")->text().isEmpty());
            QSettings().clear(); // the next row starts from no remembered choices
        }
    }
}

// An error naming a row's option turns to the row's page and focuses the field of the option.
void GuiTournamentTest::everyOptionsErrorLandsBesideItsField() {
    for (const bool xiangqi : {false, true}) {
        auto dialog = everythingOnDialog(xiangqi);
        NewTournamentDialog* d = dialog.get();
        d->show();
        const QVector<BindingTable>& tables = d->bindingTables();
        for (int page = 0; page < tables.size(); ++page) {
            for (int row = 0; row < tables[page].size(); ++row) {
                const OptionBinding& binding = tables[page][row];
                if (needsXiangqi(binding) != xiangqi) continue;
                const QString where = RowPlace{page, row}.describe(binding);
                d->pages()->setCurrentIndex(page == 0 ? 1 : 0); // elsewhere
                const QString message = binding.option + QStringLiteral(": not like that");
                d->showProblem(message, d->fieldForOption(binding.option));
                QCOMPARE(d->errorLabel()->text(), message);
                QVERIFY2(d->errorLabel()->isVisible(), qPrintable(where));
                QVERIFY2(d->pages()->currentIndex() == page, qPrintable(where));
                QWidget* focused = d->focusWidget();
                QWidget* expected = d->fieldForOption(binding.option);
                QVERIFY2(focused && (focused == expected || expected->isAncestorOf(focused)),
                         qPrintable(where + QStringLiteral(" focused ") +
                                    (focused ? focused->objectName() : QStringLiteral("none"))));
            }
        }
        d->hide();
    }
}

void GuiTournamentTest::dialogFieldsMakeTheConfiguration() {
    NewTournamentDialog dialog(*m_engines);
    QCOMPARE(dialog.availableList()->count(), 3);
    for (const char* name : {"Alpha", "Beta", "Gamma"}) dialog.addPlayer(QLatin1String(name));
    QCOMPARE(dialog.playerList()->count(), 3);
    TimeControl tc;
    QVERIFY(TimeControl::parse("40/60+0.5", tc, nullptr));
    dialog.timeEditor()->setTimeControl(tc);
    field<QSpinBox>(&dialog, "timeMarginMs")->setValue(150);
    field<QComboBox>(&dialog, "type")->setCurrentText(QStringLiteral("gauntlet"));
    field<QSpinBox>(&dialog, "games")->setValue(4);
    field<QSpinBox>(&dialog, "rounds")->setValue(3);
    field<QSpinBox>(&dialog, "repeat")->setValue(2);
    field<QCheckBox>(&dialog, "reverse")->setChecked(true);
    field<QSpinBox>(&dialog, "seeds")->setValue(1);
    field<QSpinBox>(&dialog, "concurrency")->setValue(3);
    field<QCheckBox>(&dialog, "recover")->setChecked(true);
    field<QLineEdit>(&dialog, "srand")->setText(QStringLiteral("12345"));
    field<QLineEdit>(&dialog, "event")->setText(QStringLiteral("GUI Cup"));
    field<QLineEdit>(&dialog, "openingsFile")->setText(path(QStringLiteral("openings.epd")));
    field<QCheckBox>(&dialog, "openingsRandom")->setChecked(true);
    field<QComboBox>(&dialog, "openingPolicy")->setCurrentText(QStringLiteral("encounter"));
    field<QGroupBox>(&dialog, "drawAdj")->setChecked(true);
    field<QSpinBox>(&dialog, "drawMoveNumber")->setValue(30);
    field<QSpinBox>(&dialog, "drawMoveCount")->setValue(6);
    field<QSpinBox>(&dialog, "drawScore")->setValue(15);
    field<QGroupBox>(&dialog, "resignAdj")->setChecked(true);
    field<QSpinBox>(&dialog, "resignMoveCount")->setValue(4);
    field<QSpinBox>(&dialog, "resignScore")->setValue(700);
    field<QCheckBox>(&dialog, "resignTwoSided")->setChecked(true);
    field<QSpinBox>(&dialog, "maxMoves")->setValue(120);
    field<QLineEdit>(&dialog, "pgnFile")->setText(path(QStringLiteral("cup.pgn")));
    field<QCheckBox>(&dialog, "pgnMinimal")->setChecked(true);
    field<QLineEdit>(&dialog, "epdFile")->setText(path(QStringLiteral("cup.epd")));
    field<QSpinBox>(&dialog, "ratingInterval")->setValue(10);
    field<QSpinBox>(&dialog, "outcomeInterval")->setValue(5);
    field<QSpinBox>(&dialog, "autosaveInterval")->setValue(3);
    field<QCheckBox>(&dialog, "debug")->setChecked(true);
    field<QGroupBox>(&dialog, "drawOffers")->setChecked(true);
    field<QSpinBox>(&dialog, "drawOffersPerPlayer")->setValue(2);
    field<QGroupBox>(&dialog, "drawOfferBand")->setChecked(true);
    field<QSpinBox>(&dialog, "drawOfferBandCp")->setValue(20);
    field<QSpinBox>(&dialog, "drawOfferMoves")->setValue(30);
    field<QGroupBox>(&dialog, "tablebases")->setChecked(true);
    field<QLineEdit>(&dialog, "tablebaseDirs")
        ->setText(arbiter::test::testDataPath(QStringLiteral("syzygy")));
    field<QSpinBox>(&dialog, "tablebasePieces")->setValue(4);
    field<QCheckBox>(&dialog, "tablebaseIgnore50")->setChecked(true);

    cli::TournamentDescription o;
    QString error;
    QVERIFY2(dialog.check(&o, &error), qPrintable(error));
    QCOMPARE(o.players.size(), 3);
    QCOMPARE(o.players[1].displayName, QStringLiteral("Beta"));
    QCOMPARE(o.players[2].engine.command, gui::test::builtInEngine().command);
    QCOMPARE(o.players[0].timeControl.movesPerPeriod(), 40);
    QCOMPARE(o.players[0].timeControl.timeMs(), qint64(60000));
    QCOMPARE(o.players[0].timeControl.incrementMs(), qint64(500));
    QCOMPARE(o.players[0].timeControl.marginMs(), qint64(150));
    const TournamentSettings& t = o.tournament;
    QCOMPARE(t.type, TournamentType::Gauntlet);
    QCOMPARE(t.gamesPerEncounter, 4);
    QCOMPARE(t.rounds, 3);
    QCOMPARE(t.openingRepetitions, 2);
    QVERIFY(t.reverse);
    QCOMPARE(t.seedCount, 1);
    QCOMPARE(t.concurrency, 3);
    QVERIFY(t.recover);
    QCOMPARE(t.randomSeed, quint64(12345));
    QCOMPARE(t.event, QStringLiteral("GUI Cup"));
    QCOMPARE(t.openingPolicy, OpeningPolicy::Encounter);
    QCOMPARE(t.ratingInterval, 10);
    QCOMPARE(t.outcomeInterval, 5);
    QCOMPARE(t.autosaveInterval, 3);
    QVERIFY(o.debug);
    const DrawOfferSettings& offers = o.adjudication.drawOffers;
    QCOMPARE(offers.maxOffersPerPlayer, 2);
    QVERIFY(offers.speakForPlayers);
    QCOMPARE(offers.band, 20);
    QCOMPARE(offers.moves, 30);
    QVERIFY(o.openings.enabled);
    QCOMPARE(o.openings.file, path(QStringLiteral("openings.epd")));
    QCOMPARE(o.openings.format, cli::OpeningsSpec::Format::Epd);
    QCOMPARE(o.openings.order, cli::OpeningsSpec::Order::Random);
    QVERIFY(o.adjudication.drawEnabled);
    QCOMPARE(o.adjudication.drawMoveNumber, 30);
    QCOMPARE(o.adjudication.drawMoveCount, 6);
    QCOMPARE(o.adjudication.drawScore, 15);
    QVERIFY(o.adjudication.resignEnabled);
    QCOMPARE(o.adjudication.resignMoveCount, 4);
    QCOMPARE(o.adjudication.resignScore, 700);
    QVERIFY(o.adjudication.resignTwoSided);
    QCOMPARE(o.adjudication.maxMoves, 120);
    QCOMPARE(o.tablebases.paths,
             QStringList{arbiter::test::testDataPath(QStringLiteral("syzygy"))});
    QCOMPARE(o.tablebases.maxPieces, 4);
    QVERIFY(o.tablebases.ignore50);
    QVERIFY(o.pgnOut);
    QCOMPARE(o.pgnOut->file, path(QStringLiteral("cup.pgn")));
    QVERIFY(o.pgnOut->minimal);
    QCOMPARE(o.epdOut, path(QStringLiteral("cup.epd")));
    // The state file follows the PGN file, as arbiter-cli's default does.
    QCOMPARE(o.stateFile, path(QStringLiteral("cup.pgn.state.json")));
    // The command line is what the state file stores, and what the dialog shows.
    QCOMPARE(o.commandLine, dialog.arguments());
    const QString shown = dialog.commandLineView()->toPlainText();
    QVERIFY2(shown.startsWith(QStringLiteral("arbiter-cli -engines-file ")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("-tournament gauntlet")));
    QVERIFY(shown.contains(QStringLiteral("'conf=Alpha'")) ||
            shown.contains(QStringLiteral("conf=Alpha")));
    QVERIFY(shown.contains(QStringLiteral("tc=40/60+0.5")));

    // SPRT needs two players: with two it is on, with the model chosen.
    delete dialog.playerList()->takeItem(2);
    field<QComboBox>(&dialog, "type")->setCurrentText(QStringLiteral("round-robin"));
    field<QGroupBox>(&dialog, "sprt")->setChecked(true);
    field<QDoubleSpinBox>(&dialog, "elo0")->setValue(-2);
    field<QDoubleSpinBox>(&dialog, "elo1")->setValue(8);
    field<QDoubleSpinBox>(&dialog, "alpha")->setValue(0.1);
    field<QComboBox>(&dialog, "sprtModel")->setCurrentText(QStringLiteral("normalized"));
    QVERIFY2(dialog.check(&o, &error), qPrintable(error));
    QVERIFY(o.tournament.sprt.enabled);
    QCOMPARE(o.tournament.sprt.config.elo0, -2.0);
    QCOMPARE(o.tournament.sprt.config.elo1, 8.0);
    QCOMPARE(o.tournament.sprt.config.alpha, 0.1);
    QCOMPARE(o.tournament.sprt.config.model, stats::SprtModel::Normalized);
    // -repeat 2 makes colour-swapped pairs: the pentanomial model, as arbiter-cli chooses.
    QVERIFY(o.tournament.sprt.config.pentanomial);

    // The choices are remembered for the next tournament (the state file is not).
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    NewTournamentDialog again(*m_engines);
    QCOMPARE(again.playerList()->count(), 2);
    QCOMPARE(field<QSpinBox>(&again, "games")->value(), 4);
    QCOMPARE(field<QLineEdit>(&again, "event")->text(), QStringLiteral("GUI Cup"));
    QVERIFY(field<QGroupBox>(&again, "sprt")->isChecked());
    QCOMPARE(again.timeEditor()->timeControl().movesPerPeriod(), 40);
    QCOMPARE(again.arguments(), dialog.arguments());
}

void GuiTournamentTest::dialogVariantRules() {
    auto dialog = twoPlayerDialog(2);
    auto* variant = field<QComboBox>(dialog.get(), "variant");
    // Every variant of the registry is offered.
    QCOMPARE(variant->count(), int(variants().size()));

    // r-Mobility for western variants.
    field<QGroupBox>(dialog.get(), "rMobility")->setChecked(true);
    field<QComboBox>(dialog.get(), "rMobilityType")->setCurrentText(QStringLiteral("harmonic"));
    field<QComboBox>(dialog.get(), "rMobilityCutoff")->setCurrentText(QStringLiteral("g4.5"));
    field<QCheckBox>(dialog.get(), "legacyMode")->setChecked(true);
    field<QLineEdit>(dialog.get(), "defaultKomi")->setText(QStringLiteral("g3.25"));
    cli::TournamentDescription o;
    QString error;
    QVERIFY2(dialog->check(&o, &error), qPrintable(error));
    QVERIFY(o.rMobility.enabled);
    QCOMPARE(o.rMobility.scoring, rmobility::Scoring::Harmonic);
    QCOMPARE(o.rMobility.cutoff, 9); // half units
    QVERIFY(o.rMobility.legacy);
    QVERIFY(dialog->arguments().contains(QStringLiteral("-defaultKomi")));

    // Xiangqi: its rules; r-Mobility does not apply and is left out.
    variant->setCurrentText(QStringLiteral("xiangqi"));
    QVERIFY(!field<QGroupBox>(dialog.get(), "rMobility")->isEnabled());
    field<QLineEdit>(dialog.get(), "openingsFile")->clear(); // chess openings
    field<QSpinBox>(dialog.get(), "xqRepetition")->setValue(2);
    field<QSpinBox>(dialog.get(), "xqMoveLimit")->setValue(50);
    field<QSpinBox>(dialog.get(), "xqCheckCap")->setValue(6);
    field<QComboBox>(dialog.get(), "xqMaterialDraws")->setCurrentText(QStringLiteral("mateinone"));
    field<QComboBox>(dialog.get(), "xqNotation")->setCurrentText(QStringLiteral("iccs"));
    QVERIFY2(dialog->check(&o, &error), qPrintable(error));
    QVERIFY(!o.xiangqiNotation); // the notation of the PGN output: none written
    field<QLineEdit>(dialog.get(), "pgnFile")->setText(path(QStringLiteral("xq.pgn")));
    QVERIFY2(dialog->check(&o, &error), qPrintable(error));
    QCOMPARE(o.variant, QStringLiteral("xiangqi"));
    QVERIFY(!o.rMobility.enabled);
    QCOMPARE(o.xiangqi.repetition, 2);
    QCOMPARE(o.xiangqi.moveLimit, 50);
    QCOMPARE(o.xiangqi.checkCap, 6);
    QVERIFY(o.xiangqi.mateInOneDraws);
    QVERIFY(o.xiangqiNotation.has_value());
    QCOMPARE(*o.xiangqiNotation, Notation::Coordinate);
}

// The dialog fills the library's settings value itself: what it fills is what arbiter-cli reads
// from the command line it shows, setting for setting (TournamentDescription::operator==), for
// chess with r-Mobility and the SPRT and for xiangqi with its rules and notation.
void GuiTournamentTest::dialogFillsTheSettingsArbiterCliReads() {
    auto dialog = twoPlayerDialog(2);
    NewTournamentDialog* d = dialog.get();
    field<QLineEdit>(d, "srand")->setText(QStringLiteral("99"));
    field<QCheckBox>(d, "ponder")->setChecked(true);
    field<QGroupBox>(d, "drawAdj")->setChecked(true);
    field<QGroupBox>(d, "resignAdj")->setChecked(true);
    field<QGroupBox>(d, "drawOffers")->setChecked(true);
    field<QGroupBox>(d, "drawOfferBand")->setChecked(true);
    field<QGroupBox>(d, "rMobility")->setChecked(true);
    field<QComboBox>(d, "rMobilityType")->setCurrentText(QStringLiteral("komi"));
    field<QLineEdit>(d, "defaultKomi")->setText(QStringLiteral("mg2.5"));
    field<QGroupBox>(d, "sprt")->setChecked(true);
    field<QComboBox>(d, "sprtModel")->setCurrentText(QStringLiteral("logistic"));
    field<QLineEdit>(d, "pgnFile")->setText(path(QStringLiteral("filled.pgn")));
    field<QLineEdit>(d, "resultFormat")->setText(QStringLiteral("Rank,Name,Elo,Games"));
    cli::TournamentDescription checked;
    QString error;
    QVERIFY2(d->check(&checked, &error), qPrintable(error));
    QVERIFY2(checked == d->settings(), qPrintable(d->arguments().join(QLatin1Char(' '))));
    QCOMPARE(checked.rMobility.komi.side, Black);
    QVERIFY(checked.tournament.sprt.config.pentanomial); // -repeat 2: pairs, logistic model
    QVERIFY(checked.players[0].engine.ponder);
    QCOMPARE(checked.commandLine, d->arguments());

    field<QComboBox>(d, "variant")->setCurrentText(QStringLiteral("xiangqi"));
    field<QLineEdit>(d, "openingsFile")->clear();
    field<QSpinBox>(d, "xqMoveLimit")->setValue(45);
    field<QComboBox>(d, "xqMaterialDraws")->setCurrentText(QStringLiteral("off"));
    field<QComboBox>(d, "xqNotation")->setCurrentText(QStringLiteral("chinese"));
    QVERIFY2(d->check(&checked, &error), qPrintable(error));
    QVERIFY2(checked == d->settings(), qPrintable(d->arguments().join(QLatin1Char(' '))));
    QVERIFY(!checked.xiangqi.materialDraws);
    QCOMPARE(checked.xiangqiNotation, std::optional<Notation>(Notation::ChineseSimplified));
}

void GuiTournamentTest::dialogRejectsInvalidInput_data() {
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("page");
    QTest::newRow("one player") << "onePlayer"
                                << "at least two players"
                                << "&Players";
    QTest::newRow("no limit") << "noLimit"
                              << "without a clock"
                              << "&Players";
    QTest::newRow("sprt with three") << "sprtThree"
                                     << "-sprt needs exactly two players"
                                     << "&Statistics && Output";
    QTest::newRow("sprt bounds") << "sprtBounds"
                                 << "elo0"
                                 << "&Statistics && Output";
    QTest::newRow("gauntlet seeds") << "gauntletSeeds"
                                    << "-seeds 2"
                                    << "&Tournament";
    QTest::newRow("openings missing") << "openingsMissing"
                                      << "Openings: cannot read"
                                      << "&Openings && Adjudication";
    QTest::newRow("pgn folder missing") << "pgnFolder"
                                        << "does not exist"
                                        << "&Statistics && Output";
    QTest::newRow("bad komi") << "badKomi"
                              << "-defaultKomi"
                              << "&Variant && Rules";
    QTest::newRow("bad seed") << "badSeed"
                              << "Random seed"
                              << "&Tournament";
    QTest::newRow("unfinished state") << "unfinishedState"
                                      << "holds an unfinished tournament"
                                      << "&Statistics && Output";
    QTest::newRow("no tablebases") << "noTablebases"
                                   << "-tb: no Syzygy table"
                                   << "&Openings && Adjudication";
}

void GuiTournamentTest::dialogRejectsInvalidInput() {
    QFETCH(QString, problem);
    QFETCH(QString, message);
    QFETCH(QString, page);
    auto dialog = twoPlayerDialog(2);
    NewTournamentDialog* d = dialog.get();
    if (problem == "onePlayer") {
        delete d->playerList()->takeItem(1);
    } else if (problem == "noLimit") {
        d->timeEditor()->depthBox()->setValue(0);
    } else if (problem == "sprtThree") {
        d->addPlayer(QStringLiteral("Gamma"));
        field<QGroupBox>(d, "sprt")->setChecked(true);
    } else if (problem == "sprtBounds") {
        field<QGroupBox>(d, "sprt")->setChecked(true);
        field<QDoubleSpinBox>(d, "elo0")->setValue(5);
        field<QDoubleSpinBox>(d, "elo1")->setValue(5);
    } else if (problem == "gauntletSeeds") {
        field<QComboBox>(d, "type")->setCurrentText(QStringLiteral("gauntlet"));
        field<QSpinBox>(d, "seeds")->setValue(2);
    } else if (problem == "openingsMissing") {
        field<QLineEdit>(d, "openingsFile")->setText(path(QStringLiteral("nothing.epd")));
    } else if (problem == "pgnFolder") {
        field<QLineEdit>(d, "pgnFile")->setText(path(QStringLiteral("no/such/folder/x.pgn")));
    } else if (problem == "badKomi") {
        field<QGroupBox>(d, "rMobility")->setChecked(true);
        field<QLineEdit>(d, "defaultKomi")->setText(QStringLiteral("g5.3"));
    } else if (problem == "badSeed") {
        field<QLineEdit>(d, "srand")->setText(QStringLiteral("twelve"));
    } else if (problem == "unfinishedState") {
        TournamentState unfinished;
        unfinished.commandLine = d->arguments();
        const QString file = path(QStringLiteral("unfinished.json"));
        QVERIFY(unfinished.save(file, nullptr));
        field<QLineEdit>(d, "stateFile")->setText(file);
    } else if (problem == "noTablebases") {
        field<QGroupBox>(d, "tablebases")->setChecked(true);
        field<QLineEdit>(d, "tablebaseDirs")->setText(path(QStringLiteral("empty")));
    }
    d->show();
    d->accept();
    QCOMPARE(d->result(), int(QDialog::Rejected)); // still open
    QVERIFY(d->isVisible());
    QVERIFY(d->errorLabel()->isVisible());
    QVERIFY2(d->errorLabel()->text().contains(message), qPrintable(d->errorLabel()->text()));
    // The page with the field to fix is shown.
    QCOMPARE(d->pages()->tabText(d->pages()->currentIndex()), page);
    d->hide();
}

// A fixed time per move gets cutechess-cli's timemargin by default (the field's "automatic":
// 50 ms), shown on the command line; a margin of none makes the dialog warn.
void GuiTournamentTest::fixedTimePerMoveHasAMargin() {
    auto dialog = twoPlayerDialog(2);
    NewTournamentDialog* d = dialog.get();
    auto* margin = field<QSpinBox>(d, "timeMarginMs");
    auto* warning = field<QLabel>(d, "timeMarginWarning");
    QCOMPARE(margin->text(), QStringLiteral("automatic"));
    d->timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::PerMove);
    d->timeEditor()->moveTimeBox()->setValue(0.2);
    QCOMPARE(int(d->settings().players[0].timeControl.marginMs()), 50);
    QVERIFY2(d->commandLineView()->toPlainText().contains(QStringLiteral("timemargin=50")),
             qPrintable(d->commandLineView()->toPlainText()));
    QVERIFY(warning->isHidden());
    margin->setValue(0); // none
    QVERIFY(!warning->isHidden());
    QVERIFY(!d->commandLineView()->toPlainText().contains(QStringLiteral("timemargin")));
    margin->setValue(30);
    QVERIFY(warning->isHidden());
    QCOMPARE(int(d->settings().players[0].timeControl.marginMs()), 30);
    // A clock with an increment needs none: no margin is added, no warning.
    margin->setValue(-1);
    d->timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::Clock);
    QCOMPARE(int(d->settings().players[0].timeControl.marginMs()), 0);
    QVERIFY(warning->isHidden());
}

// Engines that use their whole time per move and answer 10 ms after it (as Stockfish does
// under st=/movetime) lost every game on time at move 1 with the dialog's default margin;
// with the default now, the games are played.
void GuiTournamentTest::fixedTimePerMoveIsNotForfeited() {
    for (const char* name : {"LateA", "LateB"}) {
        EngineConfiguration e;
        e.name = QLatin1String(name);
        e.command = arbiter::test::binPath(QStringLiteral("arbiter-fault-engine"));
        e.arguments =
            QStringList{QStringLiteral("--legal"), QStringLiteral("--late"), QStringLiteral("210")};
        m_engines->engines().push_back(e);
    }
    QString error;
    QVERIFY2(m_engines->save(&error), qPrintable(error));
    NewTournamentDialog dialog(*m_engines);
    dialog.addPlayer(QStringLiteral("LateA"));
    dialog.addPlayer(QStringLiteral("LateB"));
    dialog.timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::PerMove);
    dialog.timeEditor()->moveTimeBox()->setValue(0.2);
    field<QSpinBox>(&dialog, "games")->setValue(2);
    field<QSpinBox>(&dialog, "maxMoves")->setValue(3);
    const QString pgn = path(QStringLiteral("permove.pgn"));
    field<QLineEdit>(&dialog, "pgnFile")->setText(pgn);
    QString why;
    auto window = playToTheEnd(dialog, &why);
    QVERIFY2(window, qPrintable(why));
    const QString text = readText(pgn);
    QCOMPARE(gamesIn(pgn), 2);
    QVERIFY2(!text.contains(QStringLiteral("on time")), qPrintable(text));
}

void GuiTournamentTest::commandLineQuoting() {
    QCOMPARE(shellCommandLine({QStringLiteral("-engine"), QStringLiteral("conf=Arbiter Engine"),
                               QStringLiteral("-event"), QStringLiteral("Bob's cup")}),
             QStringLiteral("arbiter-cli -engine 'conf=Arbiter Engine' -event 'Bob'\\''s cup'"));
}

void GuiTournamentTest::tournamentMenu() {
    MainWindow window;
    QVERIFY(window.action(QStringLiteral("newTournament")));
    QVERIFY(window.action(QStringLiteral("resumeTournament")));
    QCOMPARE(window.action(QStringLiteral("newTournament"))->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+T")));
}

void GuiTournamentTest::tournamentRunsFromTheGui() {
    auto dialog = twoPlayerDialog(4);
    field<QSpinBox>(dialog.get(), "concurrency")->setValue(2);
    const QString pgn = path(QStringLiteral("run.pgn"));
    field<QLineEdit>(dialog.get(), "pgnFile")->setText(pgn);
    dialog->accept();
    QCOMPARE(dialog->result(), int(QDialog::Accepted));

    TournamentWindow window(dialog->options(), Appearance::load());
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QSignalSpy finished(&window, &TournamentWindow::tournamentFinished);
    QSignalSpy started(&window.session(), &TournamentSession::gameStarted);
    int mostTiles = 0;
    connect(&window.session(), &TournamentSession::gameStarted, this,
            [&] { mostTiles = std::max(mostTiles, window.gameWall()->runningCount()); });
    QString error;
    QVERIFY2(window.start(&error), qPrintable(error));
    QVERIFY(finished.wait(kTournamentMs));
    QVERIFY(window.isFinished());
    QCOMPARE(started.count(), 4);

    // Standings: both players with four games, the points adding up to four.
    QTableWidget* standings = window.standingsTable();
    QCOMPARE(standings->rowCount(), 2);
    double points = 0;
    for (int r = 0; r < 2; ++r) {
        QCOMPARE(standings->item(r, 2)->text(), QStringLiteral("4"));
        points += standings->item(r, 3)->text().toDouble();
        QCOMPARE(standings->item(r, 0)->text(), QString::number(r + 1));
    }
    QCOMPARE(points, 4.0);
    // The leader's points are its crosstable score.
    QTableWidget* cross = window.crosstableTable();
    QCOMPARE(cross->rowCount(), 2);
    QCOMPARE(cross->columnCount(), 4);
    QCOMPARE(cross->item(0, 1)->text(), QStringLiteral("—"));
    const QString cell = cross->item(0, 2)->text();
    QVERIFY2(cell.endsWith(QStringLiteral("/4")), qPrintable(cell));
    QCOMPARE(cell.section('/', 0, 0).toDouble(), standings->item(0, 3)->text().toDouble());
    QCOMPARE(cross->item(0, 3)->text(), cell);
    // Statistics as arbiter-cli prints them; two pairs of colour-swapped games.
    QVERIFY(window.statisticsLabel()->text().contains(QStringLiteral("Score of Alpha vs Beta")));
    double pairs = 0;
    for (int c = 0; c < 6; ++c) pairs += window.pentanomialTable()->item(0, c)->text().toDouble();
    QCOMPARE(pairs, 2.0);
    // The game wall showed the two concurrent games; their boards stay with the results.
    QCOMPARE(mostTiles, 2);
    QCOMPARE(window.gameWall()->tileCount(), 2);
    QCOMPARE(window.gameWall()->runningCount(), 0);
    QVERIFY(window.gameWall()->tile(4));
    const QString tileStatus = window.gameWall()->tile(4)->statusLabel()->text();
    QVERIFY2(tileStatus.contains(QLatin1Char('-')), qPrintable(tileStatus));
    // The log has arbiter-cli's lines.
    const QString log = window.logView()->toPlainText();
    QVERIFY(log.contains(QStringLiteral("Started game 4 of 4 (")));
    QVERIFY(log.contains(QStringLiteral("Finished game 4 (")));
    QVERIFY(log.contains(QStringLiteral("Elo difference")));
    // Outputs: four games in the PGN; a complete state with the dialog's command line.
    QCOMPARE(gamesIn(pgn), 4);
    const TournamentState state = loadState(pgn + QStringLiteral(".state.json"));
    QVERIFY(state.complete);
    QCOMPARE(state.finishedGames(), 4);
    QCOMPARE(state.commandLine, dialog->arguments());
    QVERIFY(window.statusLabel()->text().contains(QStringLiteral("Finished")));
    QVERIFY(!window.pauseAction()->isEnabled());

    // The game database opened on the tournament's PGN lists each game with its round, the
    // round the tournament played it in (the state file's), as the PGN's [Round] tag says.
    DatabaseWindow db(Appearance::load());
    QSignalSpy loaded(&db, &DatabaseWindow::loaded);
    db.openFile(pgn);
    QVERIFY(loaded.wait(20000) || !loaded.isEmpty());
    QCOMPARE(loaded.first().at(0).toBool(), true);
    QCOMPARE(db.model()->rowCount(), 4);
    QString pgnError;
    const std::vector<PgnGame> games = arbiter::test::readPgnFile(pgn, &pgnError);
    QVERIFY2(pgnError.isEmpty(), qPrintable(pgnError));
    const QStringList players{QStringLiteral("Alpha"), QStringLiteral("Beta")}; // dialog order
    QMultiMap<QString, QString> roundsInState; // "White-Black" -> round
    for (const GameRecord& g : state.games)
        roundsInState.insert(players.value(g.game.whitePlayer) + QLatin1Char('-') +
                                 players.value(g.game.blackPlayer),
                             QString::number(g.game.round));
    for (int row = 0; row < 4; ++row) {
        auto columnText = [&](GameColumn c) {
            return db.model()->data(db.model()->index(row, int(c)), Qt::DisplayRole).toString();
        };
        const QString round = columnText(GameColumn::Round);
        const PgnGame& game = games[size_t(columnText(GameColumn::Number).toInt() - 1)];
        QCOMPARE(round, arbiter::test::tag(game, "Round"));
        QVERIFY2(roundsInState
                     .values(columnText(GameColumn::White) + QLatin1Char('-') +
                             columnText(GameColumn::Black))
                     .contains(round),
                 qPrintable(QStringLiteral("row %1: round '%2'").arg(row).arg(round)));
        QVERIFY2(round.toInt() >= 1, qPrintable(round)); // a round number, not "?" or empty
    }
}

void GuiTournamentTest::pauseStopAndResumeWithArbiterCli() {
    auto dialog = twoPlayerDialog(6);
    const QString pgn = path(QStringLiteral("paused.pgn"));
    field<QLineEdit>(dialog.get(), "pgnFile")->setText(pgn);
    dialog->accept();
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    const QString stateFile = dialog->options().stateFile;

    TournamentWindow window(dialog->options(), Appearance::load());
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    TournamentSession& session = window.session();
    // Pause as the first game ends: the next game must not start.
    bool pausedOnce = false;
    connect(&session, &TournamentSession::gameFinished, this, [&] {
        if (pausedOnce) return;
        pausedOnce = true;
        window.pauseAction()->trigger();
    });
    QSignalSpy finishedGames(&session, &TournamentSession::gameFinished);
    QSignalSpy started(&session, &TournamentSession::gameStarted);
    QSignalSpy finished(&window, &TournamentWindow::tournamentFinished);
    QString error;
    QVERIFY2(window.start(&error), qPrintable(error));
    QVERIFY(finishedGames.wait(kTournamentMs));
    QVERIFY(session.isPaused());
    QVERIFY(window.pauseAction()->isChecked());
    QTest::qWait(300); // nothing may start while paused
    QCOMPARE(session.runner().runningGames(), 0);
    QCOMPARE(started.count(), 1);
    QVERIFY(window.statusLabel()->text().contains(QStringLiteral("Paused")));
    QVERIFY(!session.tournament().isFinished());

    // Continue: the next game starts; stop while it runs.
    window.pauseAction()->trigger();
    QVERIFY(!session.isPaused());
    QVERIFY(started.wait(kTournamentMs));
    QCOMPARE(started.count(), 2);
    window.stopAction()->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(kTournamentMs));
    QVERIFY(window.isFinished());
    QVERIFY(session.wasStopped());
    QVERIFY(window.statusLabel()->text().contains(QStringLiteral("arbiter-cli -resume")));
    const int played = session.tournament().gamesFinished();
    QVERIFY(played >= 1 && played <= 2);
    TournamentState state = loadState(stateFile);
    QVERIFY(!state.complete);
    QCOMPARE(state.finishedGames(), played);
    QCOMPARE(gamesIn(pgn), played);

    // arbiter-cli finishes the GUI's tournament from its state file (in the test's folder:
    // not the build folder CTest runs the suite in, which other suites share).
    QProcess cli;
    cli.setWorkingDirectory(m_dir.path());
    cli.start(arbiter::test::binPath(QStringLiteral("arbiter-cli")),
              {QStringLiteral("-resume"), stateFile});
    QVERIFY(cli.waitForFinished(kTournamentMs));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(cli.exitCode() == 0, qPrintable(out + cli.readAllStandardError()));
    QVERIFY(out.contains(QStringLiteral("Finished game 6 (")));
    state = loadState(stateFile);
    QVERIFY(state.complete);
    QCOMPARE(state.finishedGames(), 6);
    QCOMPARE(gamesIn(pgn), 6); // every game once
}

void GuiTournamentTest::resumeArbiterCliTournamentInTheGui() {
    // arbiter-cli in its own folder with relative names, interrupted after its first game.
    QTemporaryDir cliDir;
    QVERIFY(cliDir.isValid());
    const QString engine = gui::test::builtInEngine().command;
    QProcess cli;
    cli.setWorkingDirectory(cliDir.path());
    cli.start(arbiter::test::binPath(QStringLiteral("arbiter-cli")),
              {QStringLiteral("-engine"), QStringLiteral("cmd=") + engine, QStringLiteral("name=A"),
               QStringLiteral("-engine"), QStringLiteral("cmd=") + engine, QStringLiteral("name=B"),
               QStringLiteral("-each"), QStringLiteral("tc=inf"), QStringLiteral("depth=2"),
               QStringLiteral("-games"), QStringLiteral("4"), QStringLiteral("-maxmoves"),
               QStringLiteral("60"), QStringLiteral("-wait"), QStringLiteral("1000"),
               QStringLiteral("-pgnout"), QStringLiteral("cli.pgn")});
    QVERIFY(cli.waitForStarted());
    QString out;
    while (!out.contains(QStringLiteral("Finished game 1 ")) && cli.waitForReadyRead(kTournamentMs))
        out += QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("Finished game 1 ")), qPrintable(out));
    ::kill(pid_t(cli.processId()), SIGINT); // during -wait: before game 2 starts
    QVERIFY(cli.waitForFinished(kTournamentMs));
    QCOMPARE(cli.exitCode(), 130);
    const QString stateFile = cliDir.filePath(QStringLiteral("cli.pgn.state.json"));
    // Game 1, or also game 2 on a machine slow enough to reach it before the signal.
    const int before = loadState(stateFile).finishedGames();
    QVERIFY(before >= 1 && before < 4);
    QCOMPARE(relativePaths(loadState(stateFile).commandLine),
             QStringList{QStringLiteral("cli.pgn")});

    // The GUI resumes it with the folder arbiter-cli ran in.
    QString error;
    const QString cwd = QDir::currentPath();
    TournamentWindow* window =
        resumeTournament(stateFile, cliDir.path(), Appearance::load(), nullptr, &error);
    QDir::setCurrent(cwd);
    QVERIFY2(window, qPrintable(error));
    QSignalSpy finished(window, &TournamentWindow::tournamentFinished);
    // The game played before shows at once.
    QVERIFY(window->logView()->toPlainText().contains(QStringLiteral("Resumed from")));
    QCOMPARE(window->session().tournament().gamesFinished(), before);
    QVERIFY(finished.wait(kTournamentMs));
    QCOMPARE(window->session().tournament().gamesFinished(), 4);
    int games = 0;
    for (int r = 0; r < 2; ++r) games += window->standingsTable()->item(r, 2)->text().toInt();
    QCOMPARE(games, 8);
    const TournamentState state = loadState(stateFile);
    QVERIFY(state.complete);
    QCOMPARE(state.finishedGames(), 4);
    QCOMPARE(gamesIn(cliDir.filePath(QStringLiteral("cli.pgn"))), 4);
    window->close();
    delete window;
}

void GuiTournamentTest::rMobilityShowsEveryScoring() {
    auto dialog = twoPlayerDialog(2);
    field<QSpinBox>(dialog.get(), "repeat")->setValue(1);
    field<QLineEdit>(dialog.get(), "openingsFile")->clear();
    field<QSpinBox>(dialog.get(), "maxMoves")->setValue(0);
    field<QGroupBox>(dialog.get(), "rMobility")->setChecked(true);
    field<QComboBox>(dialog.get(), "rMobilityType")->setCurrentText(QStringLiteral("harmonic"));
    QString why;
    const std::unique_ptr<TournamentWindow> window = playToTheEnd(*dialog, &why);
    QVERIFY2(window, qPrintable(why));
    QTableWidget* t = window->rMobilityTable();
    QVERIFY(t);
    QCOMPARE(t->columnCount(), 2 + int(rmobility::allScorings().size()));
    QCOMPARE(t->horizontalHeaderItem(2)->text(), QStringLiteral("Harmonic")); // chosen first
    QStringList titles;
    for (int c = 2; c < t->columnCount(); ++c) titles << t->horizontalHeaderItem(c)->text();
    for (rmobility::Scoring s : rmobility::allScorings())
        QVERIFY(titles.contains(QString::fromUtf8(rmobility::scoringTitle(s).data(),
                                                  int(rmobility::scoringTitle(s).size()))));
    for (int r = 0; r < 2; ++r) {
        QCOMPARE(t->item(r, 1)->text(), QStringLiteral("2"));
        for (int c = 2; c < t->columnCount(); ++c) QVERIFY(!t->item(r, c)->text().isEmpty());
    }
    const QString text = window->rMobilityText()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Raw r-Mobility Data")));
    QVERIFY(text.contains(QStringLiteral("Alternative Scorings")));
    QVERIFY(text.contains(QStringLiteral("Komi Scoring")));
}

void GuiTournamentTest::sprtProgress() {
    SprtView view;
    stats::SprtStatus status;
    status.bounds = stats::sprtBounds(0.05, 0.05);
    status.state = stats::SprtState::Continue;
    status.llr = 0.0;
    view.setStatus(status, 0, 5);
    QCOMPARE(view.position(), 0.5); // symmetric bounds: zero is the middle
    status.llr = status.bounds.upper / 2;
    view.setStatus(status, 0, 5);
    QCOMPARE(view.position(), 0.75);
    QVERIFY2(view.text().contains(QStringLiteral("50.0% towards H1")), qPrintable(view.text()));
    status.state = stats::SprtState::AcceptH0;
    status.llr = status.bounds.lower - 0.1;
    view.setStatus(status, 0, 5);
    QCOMPARE(view.position(), 0.0);
    QVERIFY(view.text().startsWith(QStringLiteral("H0 accepted")));

    // In a tournament the view follows the standings' SPRT.
    auto dialog = twoPlayerDialog(4);
    field<QGroupBox>(dialog.get(), "sprt")->setChecked(true);
    QString why;
    const std::unique_ptr<TournamentWindow> window = playToTheEnd(*dialog, &why);
    QVERIFY2(window, qPrintable(why));
    QVERIFY(window->sprtView());
    const stats::SprtStatus shown = window->sprtView()->status();
    const stats::SprtStatus expected =
        window->session().tournament().standings().sprtStatus(dialog->options().tournament.sprt);
    QCOMPARE(shown.state, expected.state);
    QCOMPARE(shown.llr, expected.llr);
    QCOMPARE(shown.bounds.upper, expected.bounds.upper);
}

// Run under xvfb-run with QT_QPA_PLATFORM=xcb and QTEST_FUNCTION_TIMEOUT=1200000 (the engines
// play real games: several minutes on a busy machine).
void GuiTournamentTest::screenshot() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    auto save = [&dir](QWidget* widget, const char* file) {
        QVERIFY(widget->grab().save(dir + QLatin1Char('/') + QLatin1String(file)));
    };
    // Debian's engines where installed, else more arbiter-engines.
    EngineLibrary engines(path(QStringLiteral("screenshot-engines.json")));
    auto add = [&engines](const char* name, const QString& command) {
        EngineConfiguration e = gui::test::builtInEngine();
        e.name = QLatin1String(name);
        if (!command.isEmpty()) e.command = command;
        if (!findEngineProgram(e).isEmpty()) engines.engines().push_back(e);
    };
    add("Stockfish", QStringLiteral("stockfish"));
    add("Fairy-Stockfish", QStringLiteral("fairy-stockfish"));
    add("Arbiter Engine", QString());
    add("Arbiter Engine 2", QString());
    add("Arbiter Engine 3", QString());
    while (engines.engines().size() > 4) engines.engines().removeLast();
    QString error;
    QVERIFY2(engines.save(&error), qPrintable(error));

    NewTournamentDialog dialog(engines);
    for (const QString& name : engines.names()) dialog.addPlayer(name);
    // A node limit: short games with no time losses on a busy machine.
    dialog.timeEditor()->kindBox()->setCurrentIndex(TimeControlEditor::NoClock);
    dialog.timeEditor()->nodesBox()->setValue(20000);
    field<QLineEdit>(&dialog, "event")->setText(QStringLiteral("Arbiter GUI Cup"));
    field<QSpinBox>(&dialog, "games")->setValue(2);
    field<QSpinBox>(&dialog, "concurrency")->setValue(4);
    field<QLineEdit>(&dialog, "openingsFile")->setText(path(QStringLiteral("openings.epd")));
    field<QGroupBox>(&dialog, "resignAdj")->setChecked(true);
    field<QSpinBox>(&dialog, "maxMoves")->setValue(120);
    field<QLineEdit>(&dialog, "pgnFile")->setText(path(QStringLiteral("cup.pgn")));
    dialog.show();
    QTest::qWait(200);
    save(&dialog, "tournament-dialog.png");
    field<QGroupBox>(&dialog, "tablebases")->setChecked(true);
    field<QLineEdit>(&dialog, "tablebaseDirs")
        ->setText(arbiter::test::testDataPath(QStringLiteral("syzygy")));
    dialog.pages()->setCurrentIndex(2);
    QTest::qWait(100);
    save(&dialog, "tournament-adjudication.png");
    field<QGroupBox>(&dialog, "tablebases")->setChecked(false);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    TournamentWindow window(dialog.options(), Appearance::load());
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.resize(1400, 860);
    window.show();
    QVERIFY2(window.start(&error), qPrintable(error));
    TournamentSession& session = window.session();
    // Some results in, four games in play.
    QTRY_VERIFY_WITH_TIMEOUT(session.tournament().gamesFinished() >= 5 &&
                                 window.gameWall()->runningCount() == 4,
                             120000);
    QTest::qWait(1500); // a few moves into the new games
    save(&window, "tournament-window.png");
    window.tabs()->setCurrentIndex(1);
    QTest::qWait(100);
    save(&window, "tournament-crosstable.png");
    QSignalSpy finished(&window, &TournamentWindow::tournamentFinished);
    window.stop();
    QVERIFY(finished.count() == 1 || finished.wait(kTournamentMs));

    // A two-engine SPRT match, some games in.
    NewTournamentDialog match(engines);
    match.playerList()->clear();
    match.addPlayer(engines.names().first());
    match.addPlayer(engines.names().at(1));
    field<QSpinBox>(&match, "games")->setValue(200);
    field<QSpinBox>(&match, "repeat")->setValue(2);
    field<QSpinBox>(&match, "concurrency")->setValue(2);
    field<QGroupBox>(&match, "sprt")->setChecked(true);
    field<QDoubleSpinBox>(&match, "elo0")->setValue(0);
    field<QDoubleSpinBox>(&match, "elo1")->setValue(10);
    field<QComboBox>(&match, "sprtModel")->setCurrentText(QStringLiteral("normalized"));
    field<QLineEdit>(&match, "pgnFile")->setText(path(QStringLiteral("sprt.pgn")));
    match.accept();
    QCOMPARE(match.result(), int(QDialog::Accepted));
    TournamentWindow sprt(match.options(), Appearance::load());
    sprt.setAttribute(Qt::WA_DeleteOnClose, false);
    sprt.resize(1400, 860);
    sprt.show();
    QSignalSpy sprtFinished(&sprt, &TournamentWindow::tournamentFinished);
    QVERIFY2(sprt.start(&error), qPrintable(error));
    sprt.tabs()->setCurrentIndex(2);
    QTRY_VERIFY_WITH_TIMEOUT(sprt.session().tournament().gamesFinished() >= 10, 600000);
    QTest::qWait(1000);
    save(&sprt, "tournament-sprt.png");
    sprt.stop();
    QVERIFY(sprtFinished.count() == 1 || sprtFinished.wait(kTournamentMs));
}

QTEST_MAIN(GuiTournamentTest)
#include "tst_gui_tournament.moc"
