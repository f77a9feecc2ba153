// The dialogs: New Game (variants, players, time controls, start FEN, rules), position setup
// with its legality check (chess and xiangqi), engine configuration with protocol detection
// against bin/arbiter-engine, and the engine manager writing engines.json.
#include "gui/board/positionsetupdialog.h"
#include "gui/engines/enginedialogs.h"
#include "gui/engines/enginelibrary.h"
#include "gui/engines/enginevariants.h"
#include "gui/game/newgamedialog.h"
#include "gui/game/timecontroleditor.h"
#include "guitest.h"
#include "rules/rmobility/scoring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

class DialogsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void newGameDialogBuildsSettings();
    void newGameDialogRejectsBadInput();
    void newGameDialogListsEveryVariant();
    void newGameDialogRemembersRules();
    void newGameDialogRemembersLimits();
    void newGameDialogNamesArePeoples();
    void newGameDialogOffersEnginesOfTheVariant();
    void newGameDialogChecksEnginesInTheBackground();
    void timeControlEditorKinds();
    void chessSetupChecksLegality();
    void setupByClicksAndFenEdits();
    void xiangqiSetupChecksLegality();
    void xiangqiDiagramSetupWarns();
    void engineDetection();
    void engineDetectionOfAMissingProgram();
    void engineManagerWritesEnginesJson();
    void engineManagerShowsWholeCommands();

private:
    QTemporaryDir m_dir;
};

void DialogsTest::newGameDialogBuildsSettings() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("engines.json")));
    library.engines().push_back(builtInEngine());
    NewGameDialog dialog(library);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("xiangqi")));
    // (The rules page is not the current tab: ask the groups themselves.)
    QVERIFY(!dialog.repetitionBox()->parentWidget()->isHidden());
    QVERIFY(dialog.rMobilityBox()->parentWidget()->isHidden());
    dialog.humanButton(White)->setChecked(true);
    dialog.nameEdit(White)->setText(QStringLiteral("Mei"));
    dialog.engineButton(Black)->setChecked(true);
    dialog.timeEditor(White)->kindBox()->setCurrentIndex(TimeControlEditor::Clock);
    dialog.timeEditor(White)->movesBox()->setValue(40);
    dialog.timeEditor(White)->minutesBox()->setValue(5);
    dialog.timeEditor(White)->incrementBox()->setValue(2);
    dialog.separateTimeBox()->setChecked(false);
    dialog.repetitionBox()->setValue(2);
    dialog.moveLimitBox()->setValue(50);
    dialog.checkCapBox()->setValue(6);
    dialog.materialDrawsBox()->setChecked(false);
    dialog.mateInOneBox()->setChecked(true);
    QString error;
    QVERIFY2(dialog.validate(&error), qPrintable(error));
    const SessionSettings s = dialog.settings();
    QCOMPARE(s.variant, QStringLiteral("xiangqi"));
    QVERIFY(s.players[White].human);
    QCOMPARE(s.players[White].name, QStringLiteral("Mei"));
    QVERIFY(!s.players[Black].human);
    QCOMPARE(s.players[Black].engine.name, QStringLiteral("Arbiter Engine"));
    QCOMPARE(QString::fromStdString(s.timeControl[White].toString()), QStringLiteral("40/300+2"));
    QCOMPARE(s.timeControl[Black], s.timeControl[White]); // the same unless asked otherwise
    QCOMPARE(s.rules.xiangqi.repetition, 2);
    QCOMPARE(s.rules.xiangqi.moveLimit, 50);
    QCOMPARE(s.rules.xiangqi.checkCap, 6);
    QVERIFY(!s.rules.xiangqi.materialDraws);
    QVERIFY(s.rules.xiangqi.mateInOneDraws);
    QVERIFY(!s.rules.rMobility.enabled);

    // Chess with r-Mobility, and a separate clock for Black.
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("standard")));
    QVERIFY(!dialog.rMobilityBox()->parentWidget()->isHidden());
    QVERIFY(dialog.repetitionBox()->parentWidget()->isHidden());
    dialog.rMobilityBox()->setChecked(true);
    dialog.scoringBox()->setCurrentIndex(
        dialog.scoringBox()->findData(int(rmobility::Scoring::Komi)));
    dialog.komiEdit()->setText(QStringLiteral("-G3.5"));
    QVERIFY(dialog.cutoffBox()->isEnabled() && dialog.legacyBox()->isEnabled());
    dialog.cutoffBox()->setValue(12.5);
    dialog.legacyBox()->setChecked(true);
    dialog.separateTimeBox()->setChecked(true);
    dialog.timeEditor(Black)->kindBox()->setCurrentIndex(TimeControlEditor::PerMove);
    dialog.timeEditor(Black)->moveTimeBox()->setValue(1.5);
    QVERIFY2(dialog.validate(&error), qPrintable(error));
    const SessionSettings c = dialog.settings();
    QVERIFY(c.rules.rMobility.enabled);
    QCOMPARE(c.rules.rMobility.scoring, rmobility::Scoring::Komi);
    QCOMPARE(c.rules.rMobility.komi.side, Black);
    QCOMPARE(c.rules.rMobility.komi.q, 14);
    QCOMPARE(c.rules.rMobility.cutoff, 25); // half units: G12.5
    QVERIFY(c.rules.rMobility.legacy);
    QCOMPARE(c.timeControl[Black].mode(), TimeControl::Mode::PerMove);
    QCOMPARE(c.timeControl[Black].moveTimeMs(), qint64(1500));
}

// Docs (gui.md): everything but the start FEN is remembered, the engines' depth and node
// limits and a time per move too.
void DialogsTest::newGameDialogRemembersLimits() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("none.json")));
    {
        NewGameDialog dialog(library);
        TimeControlEditor* time = dialog.timeEditor(White);
        time->kindBox()->setCurrentIndex(TimeControlEditor::PerMove);
        time->moveTimeBox()->setValue(1.5);
        time->depthBox()->setValue(7);
        time->nodesBox()->setValue(50000);
        QVERIFY(dialog.validate(nullptr));
        dialog.accept();
    }
    NewGameDialog again(library);
    TimeControlEditor* time = again.timeEditor(White);
    QCOMPARE(time->kindBox()->currentIndex(), int(TimeControlEditor::PerMove));
    QCOMPARE(time->moveTimeBox()->value(), 1.5);
    QCOMPARE(time->depthBox()->value(), 7);
    QCOMPARE(time->nodesBox()->value(), 50000);
    const TimeControl tc = again.settings().timeControl[White];
    QCOMPARE(tc.depthLimit(), 7);
    QCOMPARE(tc.moveTimeMs(), qint64(1500));
}

// Variants by the names people use; a side played by an engine has no name to type.
void DialogsTest::newGameDialogNamesArePeoples() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("engines.json")));
    library.engines().push_back(builtInEngine());
    NewGameDialog dialog(library);
    const int beginner = dialog.variantBox()->findData(QStringLiteral("beginnerxiangqi"));
    QCOMPARE(dialog.variantBox()->itemText(beginner), QStringLiteral("Beginner xiangqi"));
    dialog.humanButton(White)->setChecked(true);
    dialog.engineButton(Black)->setChecked(true);
    QVERIFY(dialog.nameEdit(White)->isEnabled());
    QVERIFY(!dialog.nameEdit(Black)->isEnabled());
    QVERIFY(dialog.engineBox(Black)->isEnabled());
    QVERIFY(!dialog.engineBox(White)->isEnabled());
    dialog.accept();
    NewGameDialog again(library); // remembered: Black is the engine, its name stays disabled
    QVERIFY(again.engineButton(Black)->isChecked());
    QVERIFY(!again.nameEdit(Black)->isEnabled());
}

// A chess-only engine (Stockfish) is not offered for xiangqi; arbiter-engine plays both.
void DialogsTest::newGameDialogOffersEnginesOfTheVariant() {
    if (!QFileInfo::exists(QStringLiteral("/usr/games/stockfish")))
        QSKIP("Debian's stockfish is not installed");
    EngineLibrary library(m_dir.filePath(QStringLiteral("engines.json")));
    library.engines().push_back(builtInEngine());
    EngineConfiguration stockfish;
    stockfish.name = QStringLiteral("Stockfish");
    stockfish.command = QStringLiteral("/usr/games/stockfish");
    library.engines().push_back(stockfish);
    NewGameDialog dialog(library);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.engineVariants()->isLearning(), 60000);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("xiangqi")));
    QVERIFY(dialog.engineBox(Black)->findText(builtInEngine().name) >= 0);
    QCOMPARE(dialog.engineBox(Black)->findText(QStringLiteral("Stockfish")), -1);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("standard")));
    QVERIFY(dialog.engineBox(Black)->findText(QStringLiteral("Stockfish")) >= 0);
    // Learnt once: a new dialog knows without asking.
    NewGameDialog again(library);
    QVERIFY(!again.engineVariants()->isLearning());
}

// The first New Game dialog opens without starting an engine in its own call: engines not met
// yet are asked from the event loop ("Checking engines..." meanwhile), and the asking goes on
// after the dialog closes, so the next dialog has the answer.
void DialogsTest::newGameDialogChecksEnginesInTheBackground() {
    QSettings().remove(QStringLiteral("engineVariants"));
    EngineLibrary library(m_dir.filePath(QStringLiteral("background.json")));
    library.engines().push_back(builtInEngine());
    EngineVariants shared;
    {
        NewGameDialog dialog(library, nullptr, &shared);
        QCOMPARE(shared.startedCount(), 0); // nothing started while the dialog was built
        QVERIFY(shared.isLearning());
        QVERIFY(!dialog.checkingLabel()->isHidden());
        QCOMPARE(dialog.checkingLabel()->text(), QStringLiteral("Checking engines..."));
    } // closed before the engine answered
    QTRY_VERIFY_WITH_TIMEOUT(!shared.isLearning(), 60000);
    QCOMPARE(shared.startedCount(), 1);
    QVERIFY(shared.variantsOf(builtInEngine()).has_value());
    NewGameDialog again(library, nullptr, &shared);
    QVERIFY(again.checkingLabel()->isHidden());
    QCOMPARE(shared.startedCount(), 1); // known: not asked again
}

void DialogsTest::newGameDialogRejectsBadInput() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("none.json")));
    NewGameDialog dialog(library);
    QVERIFY(!dialog.engineButton(Black)->isEnabled()); // no engines known
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("standard")));
    QString error;
    dialog.fenEdit()->setText(QStringLiteral("8/8/8 w - - 0 1"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Start FEN:")), qPrintable(error));
    dialog.fenEdit()->setText(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QVERIFY(dialog.validate(&error));
    dialog.rMobilityBox()->setChecked(true);
    dialog.komiEdit()->setText(QStringLiteral("G5.7"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Komi:")), qPrintable(error));
    dialog.komiEdit()->setText(QStringLiteral("G5.75"));
    dialog.humanButton(Black)->setChecked(false);
    dialog.engineButton(Black)->setChecked(true);
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.contains(QStringLiteral("choose an engine")), qPrintable(error));
}

void DialogsTest::newGameDialogListsEveryVariant() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("none.json")));
    NewGameDialog dialog(library);
    QCOMPARE(dialog.variantBox()->count(), int(variants().size()));
    for (const VariantInfo& v : variants()) {
        const QString name = QString::fromStdString(v.name);
        const int index = dialog.variantBox()->findData(name);
        QVERIFY2(index >= 0, qPrintable(name));
        dialog.variantBox()->setCurrentIndex(index);
        QCOMPARE(dialog.variantDescription()->text(), QString::fromStdString(v.description));
        // The rules page offers the family's rules.
        const bool xiangqi = v.family == BoardFamily::Xiangqi;
        QCOMPARE(dialog.repetitionBox()->parentWidget()->isHidden(), !xiangqi);
        QCOMPARE(dialog.rMobilityBox()->parentWidget()->isHidden(), xiangqi);
        QString error;
        QVERIFY2(dialog.validate(&error), qPrintable(name + QStringLiteral(": ") + error));
        QCOMPARE(dialog.settings().variant, name);
    }
}

void DialogsTest::newGameDialogRemembersRules() {
    QSettings().remove(QStringLiteral("newGame"));
    EngineLibrary library(m_dir.filePath(QStringLiteral("none.json")));
    {
        NewGameDialog dialog(library);
        dialog.variantBox()->setCurrentIndex(
            dialog.variantBox()->findData(QStringLiteral("standard")));
        dialog.rMobilityBox()->setChecked(true);
        dialog.scoringBox()->setCurrentIndex(
            dialog.scoringBox()->findData(int(rmobility::Scoring::Komi)));
        dialog.cutoffBox()->setValue(20);
        dialog.komiEdit()->setText(QStringLiteral("G4.5"));
        dialog.moveLimitBox()->setValue(40);
        dialog.takeBacksBox()->setValue(2);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    NewGameDialog again(library);
    const SessionSettings s = again.settings();
    QCOMPARE(s.variant, QStringLiteral("standard"));
    QVERIFY(s.rules.rMobility.enabled);
    QCOMPARE(s.rules.rMobility.scoring, rmobility::Scoring::Komi);
    QCOMPARE(s.rules.rMobility.cutoff, 40);
    QCOMPARE(again.komiEdit()->text(), QStringLiteral("G4.5"));
    QVERIFY(again.scoringBox()->isEnabled()); // follows the remembered switch
    QCOMPARE(s.rules.xiangqi.moveLimit, 40);
    QCOMPARE(s.limits.takeBacks, 2);
    QSettings().remove(QStringLiteral("newGame"));
}

void DialogsTest::timeControlEditorKinds() {
    TimeControlEditor editor;
    TimeControl tc;
    QVERIFY(TimeControl::parse("60+0.5", tc, nullptr));
    editor.setTimeControl(tc);
    QCOMPARE(editor.kindBox()->currentIndex(), int(TimeControlEditor::Clock));
    QCOMPARE(editor.timeControl(), tc);
    editor.kindBox()->setCurrentIndex(TimeControlEditor::NoClock);
    editor.depthBox()->setValue(7);
    editor.nodesBox()->setValue(50000);
    const TimeControl limited = editor.timeControl();
    QVERIFY(limited.isInfinite());
    QCOMPARE(limited.depthLimit(), 7);
    QCOMPARE(limited.nodeLimit(), qint64(50000));
    QVERIFY(!editor.movesBox()->isEnabled());
}

void DialogsTest::chessSetupChecksLegality() {
    PositionSetupDialog dialog(QStringLiteral("standard"), QString());
    QVERIFY(dialog.isLegal()); // the start position
    QCOMPARE(dialog.fen(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    dialog.clearBoard();
    QVERIFY(!dialog.isLegal());
    QVERIFY2(dialog.problem().contains(QStringLiteral("king")), qPrintable(dialog.problem()));
    auto b = board("standard");
    dialog.setTool(makePiece(White, King));
    dialog.placeAt(sq(*b, "e1"), Qt::LeftButton);
    dialog.setTool(makePiece(Black, King));
    dialog.placeAt(sq(*b, "e8"), Qt::LeftButton);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    // Black to move while giving check with a rook on e2 is not legal ...
    dialog.setTool(makePiece(Black, Rook));
    dialog.placeAt(sq(*b, "e2"), Qt::LeftButton);
    QVERIFY(dialog.isLegal()); // White to move, in check: fine
    dialog.sideBox()->setCurrentIndex(1);
    QVERIFY(!dialog.isLegal()); // Black to move with White in check: not
    dialog.placeAt(sq(*b, "e2"), Qt::RightButton);
    QVERIFY(dialog.isLegal());
    QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
}

void DialogsTest::setupByClicksAndFenEdits() {
    PositionSetupDialog dialog(QStringLiteral("standard"),
                               QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    BoardView* view = dialog.view();
    view->resize(400, 400);
    auto b = board("standard");
    QVERIFY(view->isEditMode());
    dialog.setTool(makePiece(White, Queen));
    click(*view, sq(*b, "d4"));
    QCOMPARE(view->pieceOn(sq(*b, "d4")), makePiece(White, Queen));
    QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"));
    click(*view, sq(*b, "d4")); // the same piece again removes it
    QCOMPARE(view->pieceOn(sq(*b, "d4")), NoPiece);
    // Typing a FEN updates the board.
    QTest::keyClicks(dialog.fenEdit(), QString()); // focus
    dialog.fenEdit()->clear();
    QTest::keyClicks(dialog.fenEdit(), QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"));
    QCOMPARE(view->pieceOn(sq(*b, "a8")), makePiece(Black, Rook));
    QCOMPARE(dialog.sideBox()->currentIndex(), 1);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.fen(), QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"));
}

void DialogsTest::xiangqiSetupChecksLegality() {
    PositionSetupDialog dialog(QStringLiteral("xiangqi"), QString());
    QVERIFY(dialog.isLegal());
    QVERIFY(qobject_cast<QWidget*>(dialog.view()));
    QCOMPARE(dialog.view()->files(), 9);
    dialog.clearBoard();
    QVERIFY(!dialog.isLegal());
    QVERIFY2(dialog.problem().contains(QStringLiteral("general")), qPrintable(dialog.problem()));
    auto b = board("xiangqi");
    dialog.setTool(makePiece(White, King));
    dialog.placeAt(sq(*b, "e0"), Qt::LeftButton);
    dialog.setTool(makePiece(Black, King));
    dialog.placeAt(sq(*b, "e9"), Qt::LeftButton);
    QVERIFY(!dialog.isLegal()); // the generals face each other
    QVERIFY2(dialog.problem().contains(QStringLiteral("facing")), qPrintable(dialog.problem()));
    dialog.setTool(makePiece(Black, Pawn));
    dialog.placeAt(sq(*b, "e6"), Qt::LeftButton);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.fen(), QStringLiteral("4k4/9/9/4p4/9/9/9/9/9/4K4 w - - 0 1"));
    // An elephant off its seven points is refused.
    dialog.setTool(makePiece(White, Bishop));
    dialog.placeAt(sq(*b, "e4"), Qt::LeftButton);
    QVERIFY(!dialog.isLegal());
}

// A rule-book diagram (WXF) may have a soldier behind its start rank: the board accepts it with
// a warning (Board::fenWarnings), which the dialog shows beside "legal" instead of hiding it.
void DialogsTest::xiangqiDiagramSetupWarns() {
    PositionSetupDialog dialog(QStringLiteral("xiangqi"),
                               QStringLiteral("3k5/8p/9/9/9/9/9/9/9/4K4 w - - 0 1"));
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QVERIFY2(dialog.warning().contains(QStringLiteral("black soldier on i8")),
             qPrintable(dialog.warning()));
    QLabel* status = nullptr;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("The position is legal."))) status = label;
    QVERIFY(status);
    QVERIFY2(status->text().contains(QStringLiteral("Warning: ")) &&
                 status->text().contains(QStringLiteral("black soldier on i8")),
             qPrintable(status->text()));
    // The soldier moved to a point games reach: the warning goes.
    auto b = board("xiangqi");
    dialog.placeAt(sq(*b, "i8"), Qt::RightButton);
    dialog.setTool(makePiece(Black, Pawn));
    dialog.placeAt(sq(*b, "i6"), Qt::LeftButton);
    QVERIFY2(dialog.isLegal(), qPrintable(dialog.problem()));
    QVERIFY(dialog.warning().isEmpty());
    QVERIFY2(!status->text().contains(QStringLiteral("Warning")), qPrintable(status->text()));
}

void DialogsTest::engineDetection() {
    EngineConfiguration config;
    config.command = builtInEngine().command;
    config.protocol = EngineProtocol::Ucci;
    EngineConfigDialog dialog(config);
    QSignalSpy done(&dialog, &EngineConfigDialog::detectionFinished);
    dialog.detect();
    QVERIFY(dialog.isDetecting());
    QVERIFY(done.wait(30000));
    QCOMPARE(done.at(0).at(0).toBool(), true);
    QCOMPARE(dialog.configuration().protocol, EngineProtocol::Ucci);
    QVERIFY(!dialog.nameEdit()->text().isEmpty()); // the engine's id name
    QTableWidget* options = dialog.optionsTable();
    QVERIFY(options->rowCount() > 0);
    // Only values that differ from the defaults are stored.
    QVERIFY(dialog.configuration().options.isEmpty());
    int hash = -1;
    for (int r = 0; r < options->rowCount(); ++r)
        if (options->item(r, 0)->text() == QLatin1String("hashsize")) hash = r; // UCCI's name
    QVERIFY(hash >= 0);
    options->item(hash, 2)->setText(QStringLiteral("32"));
    const EngineConfiguration result = dialog.configuration();
    QCOMPARE(result.options.size(), 1);
    QCOMPARE(result.options.front().value, QStringLiteral("32"));
    QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("UCCI")));
}

void DialogsTest::engineDetectionOfAMissingProgram() {
    EngineConfiguration config;
    config.command = m_dir.filePath(QStringLiteral("no-such-engine"));
    EngineConfigDialog dialog(config);
    QSignalSpy done(&dialog, &EngineConfigDialog::detectionFinished);
    dialog.detect();
    QVERIFY(done.count() == 1 || done.wait(30000));
    QCOMPARE(done.at(0).at(0).toBool(), false);
    QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("cannot start")),
             qPrintable(dialog.statusLabel()->text()));
}

void DialogsTest::engineManagerWritesEnginesJson() {
    const QString file = m_dir.filePath(QStringLiteral("managed.json"));
    EngineLibrary library(file);
    QVERIFY(library.load());
    EngineManagerDialog dialog(library);
    const int initial = dialog.rowCount();
    dialog.addEngine(builtInEngine());
    dialog.cloneSelected();
    QCOMPARE(dialog.rowCount(), initial + 2);
    QCOMPARE(dialog.engines().back().name, QStringLiteral("Arbiter Engine (2)"));
    dialog.setCurrentRow(initial);
    dialog.removeSelected();
    QCOMPARE(dialog.rowCount(), initial + 1);
    dialog.accept();
    EngineLibrary reread(file);
    QString error;
    QVERIFY2(reread.load(&error), qPrintable(error));
    QVERIFY(reread.names().contains(QStringLiteral("Arbiter Engine (2)")));
    QVERIFY(!reread.names().contains(QStringLiteral("Arbiter Engine")) || initial > 0);
}

// The engine manager opens wide enough to show a long command whole (within the screen), in its own
// column; the whole command line is also the command cell's tooltip.
void DialogsTest::engineManagerShowsWholeCommands() {
    EngineLibrary library(m_dir.filePath(QStringLiteral("long-paths.json")));
    QVERIFY(library.load());
    EngineConfiguration engine = builtInEngine();
    engine.name = QStringLiteral("Stockfish 17");
    engine.command = QStringLiteral("/opt/engines/stockfish-17/stockfish-x86-64-avx2");
    engine.arguments = {QStringLiteral("--threads"), QStringLiteral("4")};
    library.engines().push_back(engine);
    EngineManagerDialog dialog(library);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget* table = dialog.table();
    const int row = dialog.rowCount() - 1;
    QTreeWidgetItem* item = table->topLevelItem(row);
    const QString commandLine = engine.command + QStringLiteral(" --threads 4");
    QCOMPARE(item->text(EngineManagerDialog::CommandColumn), commandLine);
    QCOMPARE(item->toolTip(EngineManagerDialog::CommandColumn), commandLine);
    QCOMPARE(item->text(EngineManagerDialog::NameColumn), engine.name);
    // The command's cell is as wide as its text, and the columns fit in the table's view.
    const QRect cell = table->visualItemRect(item);
    const int commandLeft =
        table->header()->sectionViewportPosition(EngineManagerDialog::CommandColumn);
    const int needed = table->fontMetrics().horizontalAdvance(commandLine);
    QVERIFY2(table->viewport()->width() - commandLeft >= needed,
             qPrintable(QStringLiteral("%1 px for a command of %2 px (dialog %3 px wide)")
                            .arg(table->viewport()->width() - commandLeft)
                            .arg(needed)
                            .arg(dialog.width())));
    QVERIFY(cell.isValid());
    // Within the screen, whatever the commands.
    QVERIFY(dialog.width() <= dialog.screen()->availableGeometry().width());
}

QTEST_MAIN(DialogsTest)
#include "tst_gui_dialogs.moc"
