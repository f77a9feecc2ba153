// The GUI's analysis and game database, offscreen, with the real arbiter-engine:
//  - the Analysis dock follows the tab's position with one or two engines, shows MultiPV lines
//    and draws each engine's best move as an arrow (chess and xiangqi boards);
//  - Analyse Game annotates a game and the annotated game opens in a tab whose evaluation graph
//    and move list show the analysis, and saves as PGN;
//  - the database window loads a PGN in the background, filters, sorts, previews (xiangqi on
//    the xiangqi board), opens a game in a tab, exports exactly the shown games and builds a
//    book that probes the expected moves.
#include "analysis/positionanalysis.h"
#include "gui/analysis/analysisdock.h"
#include "gui/analysis/annotatedialog.h"
#include "gui/analysis/evaluationbar.h"
#include "gui/app/mainwindow.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/database/databasewindow.h"
#include "gui/database/gamelistmodel.h"
#include "gui/game/docks.h"
#include "gui/game/gametab.h"
#include "guitest.h"
#include "pgn/polyglot.h"
#include "pgn/polyglotbook.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontMetrics>
#include <QLabel>
#include <QProcess>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {

// Line rows of the analysis tree (engine header rows start with the engine's name).
int lineRows(const QTreeWidget* tree) {
    int n = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0).startsWith(QStringLiteral("  "))) ++n;
    return n;
}

// True when every engine reports `lines` lines of at least `depth`.
bool linesReady(const AnalysisDock& dock, int lines, int depth) {
    for (int e = 0; e < dock.engineCount(); ++e) {
        const auto& l = dock.analysis(e)->lines();
        if (l.size() != lines) return false;
        for (const MoveEvaluation& line : l)
            if (line.depth < depth) return false;
    }
    return dock.engineCount() > 0;
}

const char* const DatabasePgn = R"([Event "Club"]
[Date "2024.02.01"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[ECO "C20"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "Club"]
[Date "2024.02.08"]
[White "Bob"]
[Black "Ann"]
[Result "1/2-1/2"]
[ECO "D06"]

1. d4 d5 2. c4 1/2-1/2

[Event "Open"]
[Date "2023.07.01"]
[White "Cleo"]
[Black "Ann"]
[Result "1-0"]
[ECO "C20"]

1. e4 e5 2. Bc4 1-0

[Game "Chinese Chess"]
[Event "Xiangqi League"]
[Date "2024.03.01"]
[Red "Dan"]
[Black "Eve"]
[Result "0-1"]
[Format "WXF"]

1. C2.5 H8+7 2. H2+3 R9.8 0-1
)";

} // namespace

class GuiAnalysisTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        initGuiTest();
        QVERIFY(m_dir.isValid());
    }

    void analysisDockShowsLinesAndArrows() {
        MainWindow window;
        QVERIFY(window.engineLibrary().find(QStringLiteral("Arbiter Engine")) ||
                !window.engineLibrary().engines().isEmpty());
        GameTab* tab = window.currentTab();
        play(*tab->session(), {"e4", "e5", "Nf3"});
        AnalysisDock* dock = window.analysisDock();
        dock->setMultiPv(3);
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(linesReady(*dock, 3, 3), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(lineRows(dock->linesView()), 3, 5000);
        // An arrow per line: the best line's last (drawn on top), thick and strong, the others
        // thinner and fainter; each the first move of its line.
        QTRY_COMPARE_WITH_TIMEOUT(tab->view()->arrows().size(), size_t(3), 5000);
        const std::vector<BoardArrow> arrows = tab->view()->arrows();
        const BoardArrow arrow = arrows.back();
        const Move best = tab->session()->board().parseMove(
            dock->analysis(0)->lines().front().pv.front().toStdString());
        QVERIFY(!best.isNull());
        QCOMPARE(arrow.from, best.from());
        QCOMPARE(arrow.to, best.to());
        QCOMPARE(arrow.colour.rgb(), AnalysisDock::arrowColour(0).rgb());
        QCOMPARE(arrow.weight, 1.0);
        for (size_t i = 0; i + 1 < arrows.size(); ++i) {
            QVERIFY(arrows[i].weight < arrow.weight);
            QVERIFY(arrows[i].colour.alpha() < arrow.colour.alpha());
            QCOMPARE(arrows[i].colour.rgb(), arrow.colour.rgb());
        }
        // The evaluation bar beside the board shows the best line's score from White's side
        // (Black is to move: the engine's score is Black's).
        EvaluationBar* bar = tab->evaluationBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->hasScore(), 5000);
        QVERIFY(!bar->isHidden());
        EngineScore fromBlack = dock->analysis(0)->lines().front().score;
        QTRY_VERIFY_WITH_TIMEOUT((fromBlack = dock->analysis(0)->lines().front().score,
                                  bar->whiteScore().value == -fromBlack.value),
                                 5000);

        // Going back a move re-aims the engine: lines for the position after 1...e5 (White).
        tab->session()->goBack();
        QTRY_VERIFY_WITH_TIMEOUT(
            linesReady(*dock, 3, 3) && dock->analysis(0)->position().moves.size() == 2, 30000);
        auto afterE5 = tab->session()->board().clone();
        for (const MoveEvaluation& line : dock->analysis(0)->lines())
            QVERIFY2(!afterE5->parseMove(line.pv.front().toStdString()).isNull(),
                     qPrintable(line.pv.join(' ')));

        dock->stop();
        QVERIFY(tab->view()->arrows().empty());
        QVERIFY(bar->isHidden()); // no analysis, no bar
    }

    // The bar turns the side to move's score to White's view, fills by winning chances and
    // writes mates as M#.
    void evaluationBarShowsWhitesView() {
        EvaluationBar bar;
        QVERIFY(!bar.hasScore());
        QCOMPARE(bar.whiteShare(), 0.5);
        EngineScore score;
        score.type = EngineScore::Type::Centipawns;
        score.value = 35;
        bar.setScore(score, Black); // Black is 0.35 up
        QCOMPARE(bar.whiteScore().value, -35);
        QCOMPARE(bar.text(), QStringLiteral("-0.35"));
        QVERIFY(bar.whiteShare() < 0.5 && bar.whiteShare() > 0.4);
        score.value = 300;
        bar.setScore(score, White);
        QCOMPARE(bar.text(), QStringLiteral("+3.00"));
        QVERIFY(bar.whiteShare() > 0.7 && bar.whiteShare() < 0.8); // not a full bar
        score.type = EngineScore::Type::Mate;
        score.value = 3;
        bar.setScore(score, White);
        QCOMPARE(bar.text(), QStringLiteral("M3"));
        QCOMPARE(bar.whiteShare(), 1.0);
        bar.setScore(score, Black); // Black mates in 3
        QCOMPARE(bar.text(), QStringLiteral("-M3"));
        QCOMPARE(bar.whiteShare(), 0.0);
        bar.clear();
        QVERIFY(!bar.hasScore());

        // The label at the winning side's end has its sign and one decimal, in the UI font
        // (it was 9 px, without a sign), and the bar is wide enough for it.
        score.type = EngineScore::Type::Centipawns;
        score.value = 130;
        bar.setScore(score, White);
        QCOMPARE(bar.label(), QStringLiteral("+1.3"));
        score.value = 80;
        bar.setScore(score, Black);
        QCOMPARE(bar.label(), QStringLiteral("-0.8"));
        score.type = EngineScore::Type::Mate;
        score.value = 3;
        bar.setScore(score, Black);
        QCOMPARE(bar.label(), QStringLiteral("-M3"));
        QCOMPARE(bar.labelFont().pointSizeF(), QApplication::font().pointSizeF());
        QVERIFY(bar.labelFont().pointSizeF() > 0);
        const QFontMetrics metrics(bar.labelFont());
        for (const char* widest : {"-10.0", "-M10"})
            QVERIFY2(metrics.horizontalAdvance(QLatin1String(widest)) + 2 <= bar.width(), widest);
    }

    // Clicking an engine line plays it into the move tree as a variation and shows the position
    // after its first move; the lines are written in the move list's notation.
    void clickingALinePlaysItAsAVariation() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->raise();
        GameTab* tab = window.currentTab();
        GameSession* session = tab->session();
        play(*session, {"e4", "e5", "Nf3", "Nc6"});
        // The game goes on with another move here: the line becomes a variation.
        play(*session, {"Bb5"});
        session->goBack();
        AnalysisDock* dock = window.analysisDock();
        dock->setNotation(Notation::Lan, Notation::ChineseSimplified);
        dock->setMultiPv(2);
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(linesReady(*dock, 2, 4) && lineRows(dock->linesView()) == 2,
                                 30000);
        // The evaluation bar stands beside the drawn board, as high as the board.
        EvaluationBar* bar = tab->evaluationBar();
        QTRY_VERIFY(bar->isVisible());
        QCoreApplication::processEvents();
        const BoardView* view = tab->view();
        const QPoint a1 = view->mapTo(
            bar->parentWidget(), view->squareCenter(session->board().parseSquare("a1")).toPoint());
        const QPoint a8 = view->mapTo(
            bar->parentWidget(), view->squareCenter(session->board().parseSquare("a8")).toPoint());
        const int cell = int(view->cellSize());
        QVERIFY(bar->geometry().right() < a1.x() - cell / 2);
        QVERIFY2(bar->geometry().right() > a1.x() - 2 * cell,
                 qPrintable(QStringLiteral("bar at %1, a-file at %2")
                                .arg(bar->geometry().right())
                                .arg(a1.x())));
        QVERIFY(std::abs(bar->geometry().top() - (a8.y() - cell / 2)) <= 2);
        QVERIFY(std::abs(bar->geometry().bottom() - (a1.y() + cell / 2)) <= 2);
        QTreeWidget* lines = dock->linesView();
        QTreeWidgetItem* second = nullptr;
        for (int i = 0; i < lines->topLevelItemCount(); ++i)
            if (lines->topLevelItem(i)->text(0).trimmed() == QStringLiteral("2"))
                second = lines->topLevelItem(i);
        QVERIFY(second);
        // Long algebraic, as the move list would write it (Ng1-f3 style).
        QVERIFY2(second->text(3).contains(QLatin1Char('-')), qPrintable(second->text(3)));
        // The line as it is when clicked (the engine keeps deepening it).
        QStringList pv;
        connect(lines, &QTreeWidget::itemClicked, this,
                [&](QTreeWidgetItem* item) { pv = item->data(0, Qt::UserRole).toStringList(); });
        const MoveTree::Node* before = session->current();
        const size_t mainLength = session->tree().mainLine().size();
        const QRect rect = lines->visualItemRect(second);
        QTest::mouseClick(lines->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
        QVERIFY(pv.size() >= 2);
        QCOMPARE(session->mode(), GameSession::Mode::Recording);
        const MoveTree::Node* first = session->current();
        QCOMPARE(first->parent, before);
        QCOMPARE(
            QString::fromStdString(session->tree().boardAt(before)->moveToCoordinate(first->move)),
            pv.front());
        // The rest of the line follows in the tree; the main line is untouched.
        QVERIFY(!first->children.empty());
        QCOMPARE(QString::fromStdString(
                     session->board().moveToCoordinate(first->children.front()->move)),
                 pv.at(1));
        QCOMPARE(session->tree().mainLine().size(), mainLength);
        dock->stop();
    }

    // A game being played takes no variations from the analysis.
    void aRunningGameTakesNoLines() {
        MainWindow window;
        QString error;
        auto* session = new GameSession;
        SessionSettings settings;
        settings.players[0].human = true;
        settings.players[1].human = true;
        QVERIFY2(session->startGame(settings, &error), qPrintable(error));
        window.addSession(session);
        AnalysisDock* dock = window.analysisDock();
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(lineRows(dock->linesView()) >= 1, 30000);
        int row = 0;
        while (!dock->linesView()->topLevelItem(row)->text(0).startsWith(QStringLiteral("  ")))
            ++row;
        QVERIFY(!dock->playLine(row));
        QVERIFY(session->current()->isRoot());
        dock->stop();
    }

    // A game against an engine is not analysed unless the person turns the analysis on there.
    void analysisIsOffAgainstAnEngine() {
        MainWindow window;
        AnalysisDock* dock = window.analysisDock();
        QVERIFY(dock->start()); // analysing the record tab
        QVERIFY(dock->isRunning());
        auto* session = new GameSession;
        SessionSettings settings;
        settings.players[0].human = true;
        settings.players[1].human = false;
        settings.players[1].engine = builtInEngine();
        QString error;
        QVERIFY2(session->startGame(settings, &error), qPrintable(error));
        window.addSession(session);
        QVERIFY(!dock->isRunning());
        QVERIFY2(dock->noteText().contains(QStringLiteral("game against an engine")),
                 qPrintable(dock->noteText()));
        QVERIFY(window.currentTab()->evaluationBar()->isHidden());
        // The person may turn it on for this game.
        QVERIFY(dock->start());
        QVERIFY(dock->isRunning());
        QVERIFY(dock->noteText().isEmpty());
        dock->stop();
    }

    // Xiangqi lines in the chosen Chinese notation.
    void xiangqiLinesInChinese() {
        MainWindow window;
        QString error;
        QVERIFY(window.newRecord(QStringLiteral("xiangqi"), QString(), &error));
        AnalysisDock* dock = window.analysisDock();
        dock->setNotation(Notation::San, Notation::ChineseSimplified);
        dock->setMultiPv(1);
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(lineRows(dock->linesView()) == 1 && linesReady(*dock, 1, 2),
                                 30000);
        QString text;
        QTRY_VERIFY_WITH_TIMEOUT((text = dock->linesView()->topLevelItem(1)->text(3),
                                  text.contains(QChar(0x5e73)) || text.contains(QChar(0x8fdb)) ||
                                      text.contains(QChar(0x9000))), // 平 进 退
                                 5000);
        dock->setNotation(Notation::San, Notation::Coordinate);
        QVERIFY2(!dock->linesView()->topLevelItem(1)->text(3).contains(QChar(0x5e73)),
                 qPrintable(dock->linesView()->topLevelItem(1)->text(3)));
        dock->stop();
    }

    void twoEnginesOnAXiangqiBoard() {
        MainWindow window;
        EngineConfiguration second = builtInEngine(EngineProtocol::Ucci);
        second.name = QStringLiteral("Arbiter UCCI");
        window.engineLibrary().engines().append(second);
        AnalysisDock* dock = window.analysisDock();
        dock->reloadEngines();
        dock->setEngineChecked(window.engineLibrary().engines().front().name, true);
        dock->setEngineChecked(second.name, true);
        dock->setMultiPv(2);
        QString error;
        QVERIFY2(window.newRecord(QStringLiteral("xiangqi"), QString(), &error), qPrintable(error));
        GameTab* tab = window.currentTab();
        QVERIFY(qobject_cast<XiangqiBoardView*>(tab->view()));
        QVERIFY(dock->start());
        QCOMPARE(dock->engineCount(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(linesReady(*dock, 2, 2), 30000);
        // Two lines each: four arrows, the best ones (weight 1) last in engine order.
        QTRY_COMPARE_WITH_TIMEOUT(tab->view()->arrows().size(), size_t(4), 5000);
        QCOMPARE(tab->view()->arrows()[3].colour.rgb(), AnalysisDock::arrowColour(1).rgb());
        QCOMPARE(tab->view()->arrows()[3].weight, 1.0);
        for (const BoardArrow& a : tab->view()->arrows()) {
            QVERIFY(a.from != NoSquare && a.to != NoSquare);
            QVERIFY(tab->session()->board().pieceAt(a.from) != NoPiece);
        }
        QTRY_COMPARE_WITH_TIMEOUT(lineRows(dock->linesView()), 4, 5000);

        // The evaluation bar shows one engine's score and says whose: the first engine's,
        // named in its tooltip and marked in its header, until a click on the other engine's
        // header chooses that one. (It used to show the first engine's, unnamed.)
        EvaluationBar* bar = tab->evaluationBar();
        const QString first = dock->analysis(0)->name();
        QCOMPARE(dock->barEngine(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(bar->toolTip().contains(first), 5000);
        QTreeWidget* lines = dock->linesView();
        QTreeWidgetItem* secondHeader = nullptr;
        for (int i = 0; i < lines->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = lines->topLevelItem(i);
            if (item->text(0).startsWith(first))
                QVERIFY2(item->text(0).endsWith(QStringLiteral("(evaluation bar)")),
                         qPrintable(item->text(0)));
            if (item->text(0).startsWith(second.name)) secondHeader = item;
        }
        QVERIFY(secondHeader);
        emit lines->itemClicked(secondHeader, 0);
        QCOMPARE(dock->barEngine(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(bar->toolTip().contains(second.name), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            bar->hasScore() && bar->whiteScore().value ==
                                   dock->analysis(1)->lines().front().score.value, // Red to move
            5000);
        bool marked = false;
        for (int i = 0; i < lines->topLevelItemCount(); ++i)
            marked |= lines->topLevelItem(i)->text(0).startsWith(second.name) &&
                      lines->topLevelItem(i)->text(0).endsWith(QStringLiteral("(evaluation bar)"));
        QVERIFY(marked);
        dock->stop();
    }

    // Clicking a line of a finished or opened game switches Record Mode on, and the status line
    // says so (it used to happen silently).
    void clickingALineTellsRecordModeIsOn() {
        MainWindow window;
        QString error;
        QVERIFY2(window.pastePgn(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                                                "1. e4 e5 2. Nf3 *\n"),
                                 &error),
                 qPrintable(error));
        GameTab* tab = window.currentTab();
        QVERIFY(tab->session()->mode() != GameSession::Mode::Recording);
        AnalysisDock* dock = window.analysisDock();
        dock->setMultiPv(1);
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(linesReady(*dock, 1, 2) && lineRows(dock->linesView()) >= 1,
                                 30000);
        int row = 0;
        while (!dock->linesView()->topLevelItem(row)->text(0).startsWith(QStringLiteral("  ")))
            ++row;
        QVERIFY(dock->playLine(row));
        QCOMPARE(tab->session()->mode(), GameSession::Mode::Recording);
        QVERIFY2(tab->statusText().contains(QStringLiteral("Record Mode is on")),
                 qPrintable(tab->statusText()));
        dock->stop();
    }

    void analyseGameAnnotatesIntoATab() {
        MainWindow window;
        QString error;
        QVERIFY2(window.pastePgn(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                                                "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"),
                                 &error),
                 qPrintable(error));
        AnnotateDialog dialog(window.engineLibrary(), window.currentTab()->session()->toPgn(),
                              &window);
        AnnotationOptions options;
        options.depth = 4;
        dialog.setOptions(options);
        QCOMPARE(dialog.options().depth, 4);
        QSignalSpy finished(&dialog, &AnnotateDialog::analysisFinished);
        QVERIFY2(dialog.startAnalysis(), qPrintable(dialog.errorText()));
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(dialog.errorText()));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const PgnGame& annotated = dialog.annotatedGame();
        QCOMPARE(annotated.moves()[5].nags, std::vector<uint8_t>{4});

        const int tabs = window.tabs()->count();
        QVERIFY2(window.openGame(annotated, &error), qPrintable(error));
        QCOMPARE(window.tabs()->count(), tabs + 1);
        // The evaluation graph reads the analysis' comments: six scored plies, Black's last
        // one a mate against Black (clamped to -1000 from White's side).
        const auto white = window.evaluationGraph()->points(White);
        const auto black = window.evaluationGraph()->points(Black);
        QCOMPARE(white.size() + black.size(), 6);
        QCOMPARE(black.last().first, 6);
        QVERIFY(black.last().second <= -1000 || black.last().second >= 1000);
        // The move list shows the mark, and the saved PGN keeps marks and the better line.
        QVERIFY2(window.moveList()->toPlainText().contains(QStringLiteral("Nf6??")),
                 qPrintable(window.moveList()->toPlainText()));
        const QString pgn = window.currentPgn();
        QVERIFY2(pgn.contains(QStringLiteral("Nf6??")) || pgn.contains(QStringLiteral("Nf6 $4")),
                 qPrintable(pgn));
        QVERIFY2(pgn.contains(QLatin1Char('(')), qPrintable(pgn));
        QVERIFY(pgn.contains(QStringLiteral("[Annotator ")));
    }

    void databaseWindowLoadsFiltersAndExports() {
        const QString file = m_dir.filePath(QStringLiteral("db.pgn"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(DatabasePgn);
        }
        MainWindow window;
        DatabaseWindow* db = window.openDatabase();
        QSignalSpy loaded(db, &DatabaseWindow::loaded);
        db->openFile(file);
        QVERIFY(db->isLoading() || !loaded.isEmpty());
        QVERIFY(loaded.wait(20000) || !loaded.isEmpty());
        QCOMPARE(loaded.first().at(0).toBool(), true);
        QVERIFY(!db->findChild<QProgressBar*>(QStringLiteral("loadProgress"))->isVisible());
        QCOMPARE(db->model()->rowCount(), 4);
        QVERIFY2(db->statusText().startsWith(QStringLiteral("4 games, 4 shown")),
                 qPrintable(db->statusText()));

        // Filters from the form: Ann on either side, then only Club games, then moves.
        GameFilter f;
        f.player = "ann";
        db->setFilter(f);
        QCOMPARE(db->model()->rowCount(), 3);
        QCOMPARE(db->filter().player, std::string("ann"));
        f.event = "Club";
        db->setFilter(f);
        QCOMPARE(db->model()->rowCount(), 2);
        f = {};
        f.moves = "1. e4 e5";
        db->setFilter(f);
        QCOMPARE(db->model()->rowCount(), 2);
        f = {};
        f.variant = "xiangqi";
        db->setFilter(f);
        QCOMPARE(db->model()->rowCount(), 1);
        QCOMPARE(db->model()
                     ->data(db->model()->index(0, int(GameColumn::White)), Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("Dan"));

        // Preview: the xiangqi game on a xiangqi board, at its last position; moving back.
        db->selectRow(0);
        QVERIFY(qobject_cast<XiangqiBoardView*>(db->previewView()));
        QCOMPARE(db->previewPly(), 4);
        // Its moves in the move list's notation, Chinese as in the rest of the GUI (not WXF).
        const QString previewMoves =
            copyableText(db->findChild<QLabel*>(QStringLiteral("previewMoves"))->text());
        QVERIFY2(previewMoves.startsWith(QStringLiteral("1. 炮二平五 马８进７ 2. ")),
                 qPrintable(previewMoves));
        db->setPreviewPly(0);
        QCOMPARE(db->previewView()->board()->fen(), createBoard("xiangqi")->fen());
        // Open in a tab of the main window.
        const int tabs = window.tabs()->count();
        QMetaObject::invokeMethod(db->findChild<QAction*>(QStringLiteral("databaseOpenGame")),
                                  "trigger");
        QCOMPARE(window.tabs()->count(), tabs + 1);
        QCOMPARE(window.currentTab()->session()->tree().variant(), QStringLiteral("xiangqi"));

        // Sort by date, newest first, over all games.
        db->setFilter(GameFilter());
        db->sortBy(GameColumn::Date, Qt::DescendingOrder);
        QCOMPARE(db->model()
                     ->data(db->model()->index(0, int(GameColumn::Date)), Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("2024.03.01"));
        QCOMPARE(db->model()
                     ->data(db->model()->index(3, int(GameColumn::Date)), Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("2023.07.01"));

        // Export the C20 games: exactly those two, in the shown (date) order.
        f = {};
        f.eco = "C20";
        db->setFilter(f);
        QCOMPARE(db->shownGames().size(), size_t(2));
        const QString out = m_dir.filePath(QStringLiteral("c20.pgn"));
        QString error;
        QVERIFY2(db->exportShown(out, &error), qPrintable(error));
        GameDatabase exported;
        std::string why;
        QVERIFY2(exported.load(out, &why), why.c_str());
        QCOMPARE(exported.size(), 2);
        QCOMPARE(exported.text(0, GameText::Date), std::string("2024.02.01"));
        QCOMPARE(exported.text(1, GameText::White), std::string("Cleo"));

        // A book from the shown games: 1. e4 (won twice), then 1...e5; 2. Nf3 and 2. Bc4.
        const QString bookFile = m_dir.filePath(QStringLiteral("c20.bin"));
        DatabaseBookReport report;
        QVERIFY2(db->buildBook(bookFile, {6, 1}, &report, &error), qPrintable(error));
        QCOMPARE(report.gamesUsed, 2);
        PolyglotBook book;
        QVERIFY2(book.open(bookFile, PolyglotBook::AccessMode::Ram, &why), why.c_str());
        auto start = createBoard("standard");
        const auto first = book.entries(start->key());
        QCOMPARE(first.size(), size_t(1));
        QCOMPARE(first[0].move, polyglot::encodeMove(start->parseMove("e4")));
        QCOMPARE(first[0].weight, uint16_t(4));
        start->makeMove(start->parseMove("e4"));
        start->makeMove(start->parseMove("e5"));
        QCOMPARE(book.entries(start->key()).size(), size_t(2));
    }

    void databaseReportsABadFile() {
        MainWindow window;
        DatabaseWindow* db = window.openDatabase();
        QSignalSpy loaded(db, &DatabaseWindow::loaded);
        db->openFile(m_dir.filePath(QStringLiteral("missing.pgn")));
        QVERIFY(loaded.wait(20000) || !loaded.isEmpty());
        QCOMPARE(loaded.first().at(0).toBool(), false);
        QVERIFY2(db->statusText().contains(QStringLiteral("missing.pgn")),
                 qPrintable(db->statusText()));
        QVERIFY(!db->database());
    }

    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (run under xvfb-run with QT_QPA_PLATFORM=xcb; needs bin/arbiter-bench for the database).
    void screenshots();

private:
    QTemporaryDir m_dir;
};

void GuiAnalysisTest::screenshots() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    auto deepLines = [](const AnalysisDock& dock, int lines, int depth) {
        return linesReady(dock, lines, depth);
    };
    {
        // Analysis of a chess position by two engines, three lines each.
        MainWindow window;
        window.resize(1360, 860);
        // Debian's Stockfish beside the built-in engine when it is installed.
        EngineConfiguration second = builtInEngine(EngineProtocol::Uci);
        second.name = QStringLiteral("Arbiter Engine (second)");
        if (QFile::exists(QStringLiteral("/usr/games/stockfish"))) {
            second.name = QStringLiteral("Stockfish");
            second.command = QStringLiteral("/usr/games/stockfish");
        }
        window.engineLibrary().engines().append(second);
        window.analysisDock()->reloadEngines();
        window.analysisDock()->setEngineChecked(second.name, true);
        window.show();
        play(*window.currentTab()->session(), {"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6"});
        window.analysisDock()->setMultiPv(3);
        window.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->raise();
        QVERIFY(window.analysisDock()->start());
        QTRY_VERIFY_WITH_TIMEOUT(deepLines(*window.analysisDock(), 3, 9), 60000);
        QTest::qWait(400);
        QVERIFY(window.grab().save(dir + QStringLiteral("/analysis.png")));

        // Xiangqi with the same dock.
        QString error;
        window.analysisDock()->stop();
        window.analysisDock()->setEngineChecked(QStringLiteral("Stockfish"), false);
        QVERIFY(window.newRecord(QStringLiteral("xiangqi"), QString(), &error));
        QVERIFY(window.analysisDock()->start());
        play(*window.currentTab()->session(), {"h2e2", "h9g7"});
        QTRY_VERIFY_WITH_TIMEOUT(deepLines(*window.analysisDock(), 3, 7), 60000);
        QTest::qWait(400);
        QVERIFY(window.grab().save(dir + QStringLiteral("/analysis-xiangqi.png")));
        window.analysisDock()->stop();
    }
    {
        // An annotated game: marks, variations, the evaluation graph.
        MainWindow window;
        window.resize(1360, 860);
        window.show();
        QString error;
        QVERIFY(window.pastePgn(
            QStringLiteral(
                "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n"
                "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ "
                "7. Be2 Nf3# 0-1\n"),
            &error));
        AnnotateDialog dialog(window.engineLibrary(), window.currentTab()->session()->toPgn(),
                              &window);
        AnnotationOptions options;
        options.depth = 8;
        dialog.setOptions(options);
        QSignalSpy finished(&dialog, &AnnotateDialog::analysisFinished);
        dialog.show();
        QVERIFY(dialog.startAnalysis());
        QTest::qWait(300);
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/analyse-game-dialog.png")));
        QVERIFY(finished.wait(120000));
        QVERIFY(window.openGame(dialog.annotatedGame(), &error));
        window.currentTab()->session()->goTo(
            window.currentTab()->session()->tree().mainLine().at(8));
        QTest::qWait(700);
        QVERIFY(window.grab().save(dir + QStringLiteral("/annotated-game.png")));
    }
    {
        // The database: generated chess games plus xiangqi games in one file.
        const QString file = m_dir.filePath(QStringLiteral("screens.pgn"));
        const QString bench = QStringLiteral(ARBITER_BIN_DIR "/arbiter-bench");
        QVERIFY2(QFile::exists(bench), "build arbiter-bench for the database screenshot");
        for (const auto& run :
             {QStringList{"--games", "3000", "--seed", "7"},
              QStringList{"--games", "500", "--seed", "8", "--variant", "xiangqi"}}) {
            const QString part = file + QString::number(run.size());
            QCOMPARE(QProcess::execute(bench, QStringList{"make-games", "--out", part} + run), 0);
            QFile in(part), out(file);
            QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::Append));
            out.write(in.readAll());
        }
        MainWindow window;
        DatabaseWindow* db = window.openDatabase();
        db->resize(1360, 820);
        QSignalSpy loaded(db, &DatabaseWindow::loaded);
        db->openFile(file);
        QVERIFY(loaded.wait(60000));
        GameFilter f;
        f.player = "Vega";
        f.result = GameFilter::Result::WhiteWins;
        db->setFilter(f);
        db->sortBy(GameColumn::Date, Qt::DescendingOrder);
        db->table()->selectRow(2);
        db->setPreviewPly(24);
        QTest::qWait(500);
        QVERIFY(db->grab().save(dir + QStringLiteral("/database.png")));
        f = {};
        f.variant = "xiangqi";
        db->setFilter(f);
        db->table()->selectRow(0);
        db->setPreviewPly(16);
        QTest::qWait(500);
        QVERIFY(db->grab().save(dir + QStringLiteral("/database-xiangqi.png")));
    }
}

QTEST_MAIN(GuiAnalysisTest)
#include "tst_gui_analysis.moc"
