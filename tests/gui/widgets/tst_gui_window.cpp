// The main window: tabs and docks follow the current game, FEN and PGN go through the clipboard
// functions and files, menu actions (flip, navigation, record mode, adjudication) act on the
// current tab, appearance choices reach the board views, and an engine game runs in a tab.
#include "gui/app/mainwindow.h"
#include "gui/board/chessboardview.h"
#include "gui/board/positionsetupdialog.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/engines/enginedialogs.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/docks.h"
#include "gui/game/gametab.h"
#include "gui/game/newgamedialog.h"
#include "guitest.h"
#include "rules/rmobility/gscore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <tuple>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

class WindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void startsWithARecordAndSwitchesDocks();
    void saveAsHasItsShortcut();
    void fenAndPgnThroughClipboardFunctions();
    void pastedDiagramShowsItsWarning();
    void savesAndOpensPgnFiles();
    void rMobilityTagsReachTheSavedFile();
    void actionsActOnTheCurrentTab();
    void appearanceReachesBoards();
    void engineGameInATab();
    void quitAsksAboutUnfinishedGames();
    void closingTheWindowAsksToo();
    void sessionEndAsksOrSaves();
    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (run under xvfb-run with QT_QPA_PLATFORM=xcb, see docs/gui.md).
    void screenshots();

private:
    QTemporaryDir m_dir;
};

// docs/gui.md lists Ctrl+Shift+S; the platform's SaveAs key may be none (offscreen, some
// desktops).
void WindowTest::saveAsHasItsShortcut() {
    MainWindow window;
    QCOMPARE(window.action(QStringLiteral("savePgnAs"))->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+Shift+S")));
}

void WindowTest::startsWithARecordAndSwitchesDocks() {
    MainWindow window;
    QCOMPARE(window.tabs()->count(), 1);
    GameTab* first = window.currentTab();
    QVERIFY(qobject_cast<ChessBoardView*>(first->view()));
    QCOMPARE(first->session()->mode(), GameSession::Mode::Recording);
    play(*first->session(), {"e4", "c5"});
    QCOMPARE(window.moveList()->mainLineText(), QStringLiteral("e4 c5"));
    QString error;
    QVERIFY2(window.newRecord(QStringLiteral("xiangqi"), QString(), &error), qPrintable(error));
    QCOMPARE(window.tabs()->count(), 2);
    QVERIFY(qobject_cast<XiangqiBoardView*>(window.currentTab()->view()));
    QCOMPARE(window.moveList()->mainLineText(), QString()); // the docks show the new tab
    play(*window.currentTab()->session(), {"h2e2"});
    QCOMPARE(window.moveList()->mainLineText(), QStringLiteral("炮二平五"));
    window.tabs()->setCurrentIndex(0);
    QCOMPARE(window.moveList()->mainLineText(), QStringLiteral("e4 c5"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("[1/2]")));
}

// A pasted FEN of a rule-book diagram (a soldier behind its start rank) opens with the warning
// the board accepted it with, in the tab's warning area, until the first move is made.
void WindowTest::pastedDiagramShowsItsWarning() {
    MainWindow window;
    QString error;
    QVERIFY2(window.pasteFen(QStringLiteral("3k5/8p/9/9/9/9/9/9/9/4K4 w - - 0 1"), &error),
             qPrintable(error));
    GameTab* tab = window.currentTab();
    QCOMPARE(tab->session()->tree().variant(), QStringLiteral("xiangqi"));
    QVERIFY(!tab->warningLabel()->isHidden());
    QVERIFY2(tab->warningLabel()->text().contains(QStringLiteral("black soldier on i8")),
             qPrintable(tab->warningLabel()->text()));
    play(*tab->session(), {"e0e1"});
    QVERIFY(tab->warningLabel()->isHidden());
    // Back at the start position it shows again; a position games reach has none.
    tab->session()->goTo(tab->session()->tree().root());
    QVERIFY(!tab->warningLabel()->isHidden());
    QVERIFY2(window.pasteFen(QStringLiteral("3k5/9/9/8p/9/9/9/9/9/4K4 w - - 0 1"), &error),
             qPrintable(error));
    QVERIFY(window.currentTab()->warningLabel()->isHidden());
}

void WindowTest::fenAndPgnThroughClipboardFunctions() {
    MainWindow window;
    QString error;
    const QString xiangqiFen = QStringLiteral("4k4/9/9/4p4/9/9/9/9/9/4K4 w - - 0 1");
    QVERIFY2(window.pasteFen(xiangqiFen, &error), qPrintable(error));
    QCOMPARE(window.tabs()->count(), 2);
    QCOMPARE(window.currentTab()->session()->tree().variant(), QStringLiteral("xiangqi"));
    QCOMPARE(window.currentFen(), xiangqiFen);
    QVERIFY(!window.pasteFen(QStringLiteral("not a position"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("Not a FEN")), qPrintable(error));

    window.tabs()->setCurrentIndex(0);
    play(*window.currentTab()->session(), {"d4", "Nf6", "c4"});
    const QString pgn = window.currentPgn();
    QVERIFY2(pgn.contains(QStringLiteral("1. d4 Nf6 2. c4")), qPrintable(pgn));
    QVERIFY2(window.pastePgn(pgn, &error), qPrintable(error));
    QCOMPARE(window.tabs()->count(), 3);
    QCOMPARE(window.moveList()->mainLineText(), QStringLiteral("d4 Nf6 c4"));
    QVERIFY(!window.pastePgn(QStringLiteral("1. e4 Ke7 2. Qxf7"), &error));
    QVERIFY(!error.isEmpty());
}

void WindowTest::savesAndOpensPgnFiles() {
    MainWindow window;
    play(*window.currentTab()->session(), {"e4", "e5", "Nf3", "Nc6", "Bb5"});
    window.currentTab()->session()->setTag(QStringLiteral("Event"), QStringLiteral("Test match"));
    const QString file = m_dir.filePath(QStringLiteral("game.pgn"));
    QString error;
    QVERIFY2(window.savePgn(file, &error), qPrintable(error));
    // A xiangqi game in the same folder, written with Chinese moves.
    QVERIFY(window.newRecord(QStringLiteral("xiangqi"), QString(), &error));
    play(*window.currentTab()->session(), {"h2e2", "h9g7"});
    const QString xfile = m_dir.filePath(QStringLiteral("xiangqi.pgn"));
    QVERIFY2(window.savePgn(xfile, &error), qPrintable(error));

    MainWindow other;
    QVERIFY2(other.openPgn(file, &error, 0), qPrintable(error));
    QCOMPARE(other.tabs()->count(), 2);
    QCOMPARE(other.moveList()->mainLineText(), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));
    QCOMPARE(other.currentTab()->session()->mode(), GameSession::Mode::Finished);
    bool hasEvent = false;
    for (const auto& tag : other.currentTab()->session()->tags())
        hasEvent |=
            tag.first == QLatin1String("Event") && tag.second == QLatin1String("Test match");
    QVERIFY(hasEvent);
    QVERIFY2(other.openPgn(xfile, &error, 0), qPrintable(error));
    QVERIFY(other.currentTab()->session()->isXiangqi());
    QCOMPARE(other.moveList()->mainLineText(), QStringLiteral("炮二平五 马８进７"));
    QVERIFY(!other.openPgn(m_dir.filePath(QStringLiteral("missing.pgn")), &error, 0));
    QVERIFY(error.contains(QStringLiteral("missing.pgn")));
}

// A game played in the GUI is saved with the tags its judges add, as every record arbiter-cli
// writes (docs/r-mobility.md, "PGN tags"): komi scoring, legacy mode, cutoff G8.5, komi G2.25.
void WindowTest::rMobilityTagsReachTheSavedFile() {
    SessionSettings s = people();
    s.rules.rMobility.enabled = true;
    s.rules.rMobility.scoring = rmobility::Scoring::Komi;
    s.rules.rMobility.cutoff = 17; // half units: G8.5
    s.rules.rMobility.legacy = true;
    std::string why;
    QVERIFY(rmobility::parseKomi("G2.25", &s.rules.rMobility.komi, &why));
    MainWindow window;
    QString error;
    QVERIFY2(window.startGame(s, &error), qPrintable(error));
    GameSession* session = window.currentTab()->session();
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    const QString file = m_dir.filePath(QStringLiteral("rmobility.pgn"));
    QVERIFY2(window.savePgn(file, &error), qPrintable(error));
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QString pgn = QString::fromUtf8(saved.readAll());
    QVERIFY2(pgn.contains(QStringLiteral("[RMobilityCutoff \"G8.5\"]\n[Legacy \"\"]\n"
                                         "[RMobilityScoring \"Komi\"]\n[Komi \"G2.25\"]\n"
                                         "[Result \"1-0\"]\n[RMobilityResult \"G0.0\"]\n"
                                         "[Points \"1-0\"]\n")),
             qPrintable(pgn));
}

void WindowTest::actionsActOnTheCurrentTab() {
    MainWindow window;
    GameSession* session = window.currentTab()->session();
    play(*session, {"e4", "e5", "Nf3"});
    QVERIFY(!window.currentTab()->isFlipped());
    window.action(QStringLiteral("flipBoard"))->trigger();
    QVERIFY(window.currentTab()->isFlipped());
    window.action(QStringLiteral("firstMove"))->trigger();
    QCOMPARE(session->current(), session->tree().root());
    window.action(QStringLiteral("nextMove"))->trigger();
    QCOMPARE(session->current()->san, QStringLiteral("e4"));
    window.action(QStringLiteral("lastMove"))->trigger();
    QCOMPARE(session->current()->san, QStringLiteral("Nf3"));
    window.action(QStringLiteral("previousMove"))->trigger();
    QCOMPARE(session->current()->san, QStringLiteral("e5"));
    // Record mode off: browsing only.
    QVERIFY(window.action(QStringLiteral("recordMode"))->isChecked());
    window.action(QStringLiteral("recordMode"))->trigger();
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    QVERIFY(!session->canMove(White));
    window.action(QStringLiteral("recordMode"))->trigger();
    QVERIFY(session->canMove(White));
    // Adjudication is for games being played only.
    QVERIFY(!window.action(QStringLiteral("adjudicateDraw"))->isEnabled());
    window.action(QStringLiteral("deleteMove"))->trigger(); // deletes from e5 on
    QCOMPARE(int(session->tree().mainLine().size()), 1);
}

void WindowTest::appearanceReachesBoards() {
    MainWindow window;
    QString error;
    window.newRecord(QStringLiteral("xiangqi"), QString(), &error);
    Appearance a = window.appearance();
    a.chessTheme = QStringLiteral("Meadow");
    a.chessPieces = QStringLiteral("Block");
    a.xiangqiTheme = QStringLiteral("Simple");
    a.xiangqiFont.clear(); // the SVG letter pieces
    window.setAppearance(a);
    auto* chess =
        qobject_cast<ChessBoardView*>(qobject_cast<GameTab*>(window.tabs()->widget(0))->view());
    auto* xiangqi = qobject_cast<XiangqiBoardView*>(window.currentTab()->view());
    QCOMPARE(chess->theme().name, QStringLiteral("Meadow"));
    QCOMPARE(chess->pieceSet(), QStringLiteral("Block"));
    QCOMPARE(xiangqi->theme().name, QStringLiteral("Simple"));
    QVERIFY(xiangqi->pieceFont().isEmpty());
    QCOMPARE(Appearance::load().chessTheme, QStringLiteral("Meadow")); // remembered
}

void WindowTest::engineGameInATab() {
    MainWindow window;
    SessionSettings s;
    for (Side side : {White, Black}) {
        s.players[side].human = false;
        s.players[side].engine = builtInEngine();
        s.timeControl[side] = TimeControl::infinite();
        s.timeControl[side].setDepthLimit(2);
    }
    QString error;
    QVERIFY2(window.startGame(s, &error), qPrintable(error));
    GameSession* session = window.currentTab()->session();
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()),
             QStringLiteral("Arbiter Engine – Arbiter Engine"));
    QVERIFY(window.action(QStringLiteral("adjudicateDraw"))->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(session->tree().mainLine().size() >= 6 ||
                                 session->mode() != GameSession::Mode::Playing,
                             60000);
    if (session->mode() == GameSession::Mode::Playing)
        window.action(QStringLiteral("adjudicateDraw"))->trigger();
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    QVERIFY(window.engineOutput()->table(White)->rowCount() > 0);
    QVERIFY(!window.evaluationGraph()->points(White).isEmpty());
    QVERIFY(window.debugLog()->toPlainText().contains(QStringLiteral("uciok")));
    QVERIFY(!window.action(QStringLiteral("adjudicateDraw"))->isEnabled());
}

namespace {

// Two games being played beside the window's first record: Ann – Bob (chess) and Cy – Di
// (xiangqi), one move each.
bool startTwoGames(MainWindow& window) {
    SessionSettings xiangqi = people("xiangqi");
    xiangqi.players[White].name = QStringLiteral("Cy");
    xiangqi.players[Black].name = QStringLiteral("Di");
    const std::pair<SessionSettings, const char*> games[] = {{people(), "e4"}, {xiangqi, "h2e2"}};
    for (const auto& [settings, move] : games) {
        QString error;
        if (!window.startGame(settings, &error)) return false;
        GameSession* session = window.currentTab()->session();
        if (!QTest::qWaitFor([session] { return session->canMove(White); })) return false;
        play(*session, {move});
    }
    return window.tabs()->count() == 3;
}

// What the unfinished games' question showed.
struct Question {
    bool shown = false;
    QStringList games;
};

// Answers the unfinished games' question with the button named `button` ("save", "discard",
// "cancel") once it shows, after typing `folder` into it when one is given.
void answerUnfinished(const QString& button, Question* seen, const QString& folder = {}) {
    onNextModalDialog([=](QWidget* dialog) {
        seen->shown = dialog->objectName() == QLatin1String("unfinishedGames");
        if (auto* list = dialog->findChild<QListWidget*>(QStringLiteral("games")))
            for (int i = 0; i < list->count(); ++i) seen->games << list->item(i)->text();
        if (auto* edit = dialog->findChild<QLineEdit*>(QStringLiteral("folder"));
            edit && !folder.isEmpty())
            edit->setText(folder);
        if (auto* b = dialog->findChild<QPushButton*>(button))
            b->click();
        else
            dialog->close();
    });
}

} // namespace

// Game > Quit with two games being played asks once about both: Cancel keeps every tab and the
// window, Save All writes each game as PGN into the chosen folder and then quits. The record
// beside them is not asked about.
void WindowTest::quitAsksAboutUnfinishedGames() {
    MainWindow window;
    window.show();
    QVERIFY(startTwoGames(window));
    Question cancelled;
    answerUnfinished(QStringLiteral("cancel"), &cancelled);
    window.action(QStringLiteral("quit"))->trigger();
    QVERIFY(cancelled.shown);
    QCOMPARE(cancelled.games,
             QStringList({QStringLiteral("Ann – Bob"), QStringLiteral("Cy – Di")}));
    QVERIFY(window.isVisible());
    QCOMPARE(window.tabs()->count(), 3);

    const QString folder = m_dir.filePath(QStringLiteral("unfinished"));
    Question saved;
    answerUnfinished(QStringLiteral("save"), &saved, folder);
    window.action(QStringLiteral("quit"))->trigger();
    QVERIFY(saved.shown);
    QVERIFY(!window.isVisible());
    QCOMPARE(window.tabs()->count(), 1); // the record stays for the window's end
    const QStringList files =
        QDir(folder).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 2);
    QString text;
    for (const QString& name : files) {
        QFile file(QDir(folder).filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        text += QString::fromUtf8(file.readAll());
    }
    QVERIFY2(text.contains(QStringLiteral("1. e4")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("炮二平五")), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("[Result \"*\"]")), 2);
}

// Closing the main window (its close button, the session's end) asks the same question;
// Discard closes the games unsaved.
void WindowTest::closingTheWindowAsksToo() {
    MainWindow window;
    window.show();
    QVERIFY(startTwoGames(window));
    Question discarded;
    answerUnfinished(QStringLiteral("discard"), &discarded);
    QVERIFY(window.close());
    QVERIFY(discarded.shown);
    QCOMPARE(discarded.games.size(), 2);
    QCOMPARE(window.tabs()->count(), 1);
    // Close Tab asks about its one game with the same dialog.
    QVERIFY(startTwoGames(window));
    Question one;
    answerUnfinished(QStringLiteral("cancel"), &one);
    window.action(QStringLiteral("closeTab"))->trigger();
    QVERIFY(one.shown);
    QCOMPARE(one.games, QStringList({QStringLiteral("Cy – Di")}));
    QCOMPARE(window.tabs()->count(), 3);
}

// The desktop session ends (commitDataRequest): asked as at Quit when the session manager
// allows it (Cancel cancels the session's end and keeps the games); without a question the
// games are saved into the folder of the last PGN, and closed.
void WindowTest::sessionEndAsksOrSaves() {
    MainWindow window;
    window.show();
    QVERIFY(startTwoGames(window));
    Question cancelled;
    answerUnfinished(QStringLiteral("cancel"), &cancelled);
    QVERIFY(!window.closeForSessionEnd(true));
    QVERIFY(cancelled.shown);
    QCOMPARE(window.tabs()->count(), 3);

    const QString folder = m_dir.filePath(QStringLiteral("session-end"));
    QVERIFY(QDir().mkpath(folder));
    QSettings().setValue(QStringLiteral("files/pgnDir"), folder);
    QVERIFY(window.closeForSessionEnd(false));
    QCOMPARE(window.tabs()->count(), 1);
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.pgn")}, QDir::Files).size(), 2);
    QVERIFY(window.close()); // nothing left to ask about
}

void WindowTest::screenshots() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    auto game = [&](const char* variant, const QStringList& moves, const char* select,
                    const QString& file) {
        MainWindow window;
        window.resize(1280, 820);
        window.show();
        SessionSettings s;
        s.variant = QString::fromLatin1(variant);
        s.players[White].name = QStringLiteral("You");
        s.players[Black].human = false;
        s.players[Black].engine = builtInEngine(
            QString::fromLatin1(variant) == QLatin1String("xiangqi") ? EngineProtocol::Ucci
                                                                     : EngineProtocol::Uci);
        TimeControl::parse("300+3", s.timeControl[White], nullptr);
        s.timeControl[Black] = TimeControl::infinite();
        s.timeControl[Black].setDepthLimit(5);
        QString error;
        QVERIFY2(window.startGame(s, &error), qPrintable(error));
        window.tabs()->removeTab(0); // the empty record
        GameTab* tab = window.currentTab();
        GameSession* session = tab->session();
        for (const QString& m : moves) {
            QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), 60000);
            const Move move = session->board().parseMove(m.toStdString());
            QVERIFY2(!move.isNull(), qPrintable(m));
            QVERIFY(session->enterMove(move));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), 60000);
        QTest::qWait(1600); // let the last move's slide and effect finish
        click(*tab->view(), session->board().parseSquare(select));
        QTest::qWait(100);
        QVERIFY(window.grab().save(dir + QLatin1Char('/') + file));
    };
    game("standard",
         {QStringLiteral("e2e4"), QStringLiteral("g1f3"), QStringLiteral("f1c4"),
          QStringLiteral("b1c3"), QStringLiteral("d2d3"), QStringLiteral("c1g5")},
         "f3", QStringLiteral("chess.png"));
    game("xiangqi",
         {QStringLiteral("h2e2"), QStringLiteral("h0g2"), QStringLiteral("i0h0"),
          QStringLiteral("g3g4")},
         "e2", QStringLiteral("xiangqi.png"));

    // The board alone during the check effect (将军).
    XiangqiBoardView view;
    view.resize(520, 580);
    view.show();
    auto before = board("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1");
    view.setPosition(*before);
    auto after = before->clone();
    const Move check = after->parseMove("h0h9");
    after->makeMove(check);
    view.setPosition(*after, check, true);
    QTest::qWait(650);
    QVERIFY(view.grab().save(dir + QStringLiteral("/xiangqi-check.png")));

    // The Simple theme with another font than the default one, when there is one.
    {
        XiangqiBoardView simple;
        simple.resize(460, 510);
        simple.setTheme(QStringLiteral("Simple"));
        simple.setPieceTheme(QStringLiteral("Simple"));
        const QStringList fonts = xiangqiFontFamilies();
        const int wenkai = int(fonts.indexOf(QRegularExpression(QStringLiteral("^LXGW WenKai$"))));
        if (fonts.size() > 1) simple.setPieceFont(fonts.at(wenkai >= 0 ? wenkai : 1));
        simple.setPosition(*board("xiangqi"));
        simple.show();
        QTest::qWait(100);
        QVERIFY(simple.grab().save(dir + QStringLiteral("/xiangqi-simple.png")));
    }

    // The piece styles on the other boards: Dark oak pieces on the Dark oak board, the shaded
    // 3D pieces on White oak.
    for (const auto& [boardTheme, pieces, file] :
         {std::tuple{"Dark oak", "Dark oak", "xiangqi-dark-oak.png"},
          std::tuple{"White oak", "Shaded 3D", "xiangqi-3d.png"}}) {
        XiangqiBoardView styled;
        styled.resize(460, 510);
        styled.setTheme(QString::fromUtf8(boardTheme));
        styled.setPieceTheme(QString::fromUtf8(pieces));
        styled.setPosition(*board("xiangqi"));
        styled.show();
        QTest::qWait(100);
        QVERIFY(styled.grab().save(dir + QLatin1Char('/') + QString::fromUtf8(file)));
    }

    // The 行书 Xing style (the brush faces of fonts-kouzan-mouhitsu), when installed.
    for (const XiangqiFontStyle& style : xiangqiFontStyles()) {
        if (style.name != QStringLiteral("行书 Xing")) continue;
        XiangqiBoardView brush;
        brush.resize(460, 510);
        brush.setPieceFont(style.family);
        brush.setPosition(*board("xiangqi"));
        brush.show();
        QTest::qWait(100);
        QVERIFY(brush.grab().save(dir + QStringLiteral("/xiangqi-xing.png")));
    }

    // The sandbox: a xiangqi endgame being set up.
    {
        PositionSetupDialog setup(QStringLiteral("xiangqi"),
                                  QStringLiteral("3ak4/9/4b4/9/2p6/9/9/4B4/4A4/2R1KA3 w - - 0 1"));
        setup.setTool(makePiece(White, Knight));
        setup.resize(620, 720);
        setup.show();
        QVERIFY(setup.isLegal());
        QTest::qWait(100);
        QVERIFY(setup.grab().save(dir + QStringLiteral("/position-setup.png")));
    }

    // Two people at one board: the repetition warning after both horses went out and back.
    {
        SessionSettings people;
        people.variant = QStringLiteral("xiangqi");
        people.players[White].name = QStringLiteral("Mei");
        people.players[Black].name = QStringLiteral("Jun");
        auto* session = new GameSession;
        QVERIFY(session->startGame(people, nullptr));
        GameTab tab(session, Appearance::load());
        tab.resize(620, 780);
        tab.show();
        QTRY_VERIFY(session->canMove(White));
        play(*session, {"h2e2", "h9g7", "b0c2", "b9c7", "c2b0", "c7b9"});
        QVERIFY(!tab.warningLabel()->isHidden());
        QTest::qWait(1600);
        QVERIFY(tab.grab().save(dir + QStringLiteral("/xiangqi-warning.png")));
    }

    // The dialogs, with an engines.json of the built-in engine and Debian's engines.
    EngineLibrary library(m_dir.filePath(QStringLiteral("screenshot-engines.json")));
    library.engines().push_back(builtInEngine());
    auto add = [&](const char* name, const char* command, EngineProtocol protocol) {
        if (!QFileInfo(QString::fromLatin1(command)).isExecutable()) return;
        EngineConfiguration c;
        c.name = QString::fromLatin1(name);
        c.command = QString::fromLatin1(command);
        c.protocol = protocol;
        library.engines().push_back(c);
    };
    add("Stockfish", "/usr/games/stockfish", EngineProtocol::Uci);
    add("Fairy-Stockfish", "/usr/games/fairy-stockfish", EngineProtocol::Uci);
    add("GNU Chess", "/usr/games/gnuchess", EngineProtocol::Xboard);
    NewGameDialog newGame(library);
    newGame.variantBox()->setCurrentIndex(
        newGame.variantBox()->findData(QStringLiteral("xiangqi")));
    newGame.humanButton(White)->setChecked(true);
    newGame.engineButton(Black)->setChecked(true);
    newGame.resize(560, 600);
    newGame.show();
    QTest::qWait(100);
    QVERIFY(newGame.grab().save(dir + QStringLiteral("/new-game.png")));
    newGame.variantBox()->setCurrentIndex(
        newGame.variantBox()->findData(QStringLiteral("standard")));
    newGame.rMobilityBox()->setChecked(true);
    newGame.findChild<QTabWidget*>()->setCurrentIndex(3); // Rules
    QTest::qWait(100);
    QVERIFY(newGame.grab().save(dir + QStringLiteral("/new-game-rules.png")));
    newGame.hide();

    EngineManagerDialog manager(library);
    manager.setCurrentRow(0);
    manager.show();
    QTest::qWait(100);
    QVERIFY(manager.grab().save(dir + QStringLiteral("/engine-manager.png")));
    manager.hide();

    EngineConfigDialog config(builtInEngine());
    QSignalSpy detected(&config, &EngineConfigDialog::detectionFinished);
    config.detect();
    QVERIFY(detected.wait(30000));
    config.resize(640, 620);
    config.findChild<QTabWidget*>()->setCurrentIndex(1); // the detected options
    config.show();
    QTest::qWait(100);
    QVERIFY(config.grab().save(dir + QStringLiteral("/engine-config.png")));
}

QTEST_MAIN(WindowTest)
#include "tst_gui_window.moc"
