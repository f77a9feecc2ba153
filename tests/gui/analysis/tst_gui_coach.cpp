// The coach in the GUI, offscreen, with the real arbiter-engine (docs/gui-analysis.md, "The
// coach"):
//  - the Explain dock explains the move shown (a move of the move list clicked, i.e. the
//    session gone to it): its text names every fact the library gives for that move with the
//    engine's reply line, and a blunder's better move with its own facts;
//  - in Chinese the sentences are the facts' Chinese ones, in traditional characters for a
//    traditional-Chinese GUI;
//  - "What does my opponent threaten?" in xiangqi: the horse that would take an undefended
//    chariot, and the refusal when the player is in check;
//  - a blunder says what it allows (the engine's reply with its facts), in the dock and the
//    review;
//  - in an r-Mobility game the dock says what a move does to the G-score;
//  - the review of a game: the planted blunder found and explained, a try that allows mate
//    refused with "allows mate in N",
//    the engine's move accepted as the solution; a game a person plays against the engine here
//    is reviewed when it ends.
#include "analysis/allowedreply.h"
#include "analysis/movefacts.h"
#include "analysis/positionanalysis.h"
#include "analysis/rulefacts.h"
#include "analysis/traditionalchinese.h"
#include "gui/analysis/analysisdock.h"
#include "gui/analysis/explainpanel.h"
#include "gui/analysis/reviewwindow.h"
#include "gui/app/language.h"
#include "gui/app/mainwindow.h"
#include "gui/game/gametab.h"
#include "guitest.h"
#include "pgn/pgnreader.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTreeWidget>
#include <algorithm>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {

constexpr int Depth = 5;

// Red's chariot on c7, undefended, where Black's horse on b9 takes it.
const QString ChariotEnPrise =
    QStringLiteral("rnbakabnr/9/1cR4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1");

// Every fact's sentence is in the panel's text.
bool namesAll(const ExplainPanel& panel, const std::vector<coach::MoveFact>& facts,
              coach::Language language, QString* missing) {
    for (const coach::MoveFact& fact : facts) {
        const QString& said = language == coach::Language::Chinese ? fact.chinese : fact.english;
        if (!panel.text().contains(said)) {
            *missing = said + QStringLiteral(" not in: ") + panel.text();
            return false;
        }
    }
    return true;
}

// Opens ChariotEnPrise in `window`, asks its Explain dock for the opponent's threat and
// returns Black's horse taking the chariot (b9c7) as the dock writes it; empty when the record
// could not be opened or the dock said nothing.
QString askChariotThreat(MainWindow& window) {
    ExplainPanel* panel = window.explainPanel();
    panel->setDepth(Depth);
    QString error;
    if (!window.newRecord(QStringLiteral("xiangqi"), ChariotEnPrise, &error)) return {};
    const Board& board = window.currentTab()->session()->board();
    QSignalSpy shown(panel, &ExplainPanel::shown);
    window.action(QStringLiteral("opponentThreat"))->trigger();
    if (!shown.wait(60000)) return {};
    coach::PassRefusal refusal;
    const auto passed = coach::positionWithTurnPassed(board, &refusal);
    return QString::fromStdString(
        passed->moveToString(passed->parseMove("b9c7"), window.appearance().xiangqiNotation));
}

} // namespace

class GuiCoachTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void explainsTheMoveShown() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        ExplainPanel* panel = window.explainPanel();
        panel->setDepth(Depth);
        GameSession* session = window.currentTab()->session();
        play(*session, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
        QSignalSpy shown(panel, &ExplainPanel::shown);
        // The dock in sight follows the move list: going to 3...Nf6 explains it.
        window.findChild<QDockWidget*>(QStringLiteral("explainDock"))->raise();
        const MoveTree::Node* nf6 = session->tree().mainLine().at(5);
        session->goTo(nf6);
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lastExplanation() && panel->lastExplanation()->move == nf6->move, 60000);
        QCOMPARE(panel->engineCommand(), EngineLibrary::builtInEngineCommand());
        const MoveExplanation e = *panel->lastExplanation();
        const auto before = session->tree().boardAt(nf6->parent);
        // The facts the library gives for the move with the engine's reply line, all named.
        const auto facts = coach::explainMove(*before, nf6->move, e.replyLine, Notation::San);
        QVERIFY(!facts.empty());
        QString missing;
        QVERIFY2(namesAll(*panel, facts, coach::Language::English, &missing), qPrintable(missing));
        QVERIFY2(panel->text().contains(QStringLiteral("allows mate in 1")),
                 qPrintable(panel->text()));
        // A blunder: the better move with its own facts.
        QVERIFY(e.showsBetterMove);
        QVERIFY2(panel->text().contains(QStringLiteral("Better was ") + e.bestMoveText),
                 qPrintable(panel->text()));
        QVERIFY2(panel->text().contains(QStringLiteral("this move allows mate")),
                 qPrintable(panel->text()));
        // What the blunder allows: the engine's reply with its own facts.
        QVERIFY(e.allows);
        QCOMPARE(e.allows->english,
                 coach::allowedReply(*before, nf6->move, e.replyLine, Notation::San)->english);
        QVERIFY2(panel->text().contains(QStringLiteral("allows Qxf7#, taking a pawn, mating")),
                 qPrintable(panel->text()));
        const auto better = coach::explainMove(*before, e.bestMove, e.bestPv.mid(1), Notation::San);
        QVERIFY2(namesAll(*panel, better, coach::Language::English, &missing), qPrintable(missing));

        // The Why action explains the move shown too: 4. Qxf7#, the engine's own move.
        session->goTo(session->tree().mainLine().at(6));
        window.action(QStringLiteral("explainMove"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lastExplanation() && panel->lastExplanation()->move != nf6->move, 60000);
        QVERIFY2(panel->text().contains(QStringLiteral("mates")), qPrintable(panel->text()));
        QVERIFY(!panel->lastExplanation()->showsBetterMove);
    }

    // The tab's rules reach the coach: in an r-Mobility game the dock says what a move does to
    // the G-score, as the library's facts under those rules do.
    void explainsTheGScoreInRMobilityGames() {
        SessionSettings s;
        s.rules.rMobility.enabled = true;
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        ExplainPanel* panel = window.explainPanel();
        panel->setDepth(3);
        QString error;
        QVERIFY2(window.startGame(s, &error), qPrintable(error));
        GameSession* session = window.currentTab()->session();
        QTRY_VERIFY(session->canMove(White));
        play(*session, {"e4", "Nc6"});
        window.action(QStringLiteral("explainMove"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastExplanation(), 60000);
        const MoveTree::Node* nc6 = session->tree().mainLine().at(1);
        QCOMPARE(panel->lastExplanation()->move, nc6->move);
        const auto before = session->tree().boardAt(nc6->parent);
        coach::GameRules judges(s.rules);
        const auto facts = coach::explainMove(
            *before, nc6->move, panel->lastExplanation()->replyLine, Notation::San, {}, &judges);
        const auto score = std::find_if(facts.begin(), facts.end(), [](const coach::MoveFact& f) {
            return f.kind == coach::FactKind::MobilityScore;
        });
        QVERIFY(score != facts.end());
        QVERIFY2(panel->text().contains(score->english), qPrintable(panel->text()));
    }

    // A click on an engine line of the Analysis dock goes to its first move, which the dock in
    // sight explains, searched by the engine that analyses.
    void explainsTheAnalysisLineClicked() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        ExplainPanel* panel = window.explainPanel();
        panel->setDepth(Depth);
        GameSession* session = window.currentTab()->session();
        play(*session, {"e4", "e5"});
        AnalysisDock* dock = window.analysisDock();
        dock->setMultiPv(1);
        QVERIFY(dock->start());
        QTRY_VERIFY_WITH_TIMEOUT(dock->analysis(0)->lines().size() == 1 &&
                                     dock->analysis(0)->lines().front().depth >= 3 &&
                                     dock->linesView()->topLevelItemCount() == 2,
                                 60000);
        const Move first = session->board().parseMove(dock->linesView()
                                                          ->topLevelItem(1)
                                                          ->data(0, Qt::UserRole)
                                                          .toStringList()
                                                          .front()
                                                          .toStdString());
        QVERIFY(!first.isNull());
        window.findChild<QDockWidget*>(QStringLiteral("explainDock"))->raise();
        QVERIFY(dock->playLine(1));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->lastExplanation() && panel->lastExplanation()->move == first, 60000);
        QCOMPARE(panel->engineCommand(), dock->runningEngine()->command);
        QVERIFY2(
            panel->text().contains(QStringLiteral("Why ") + panel->lastExplanation()->moveText),
            qPrintable(panel->text()));
        dock->stop();
    }

    void explainsInChinese() {
        installLanguage(Language::SimplifiedChinese);
        MainWindow window;
        ExplainPanel* panel = window.explainPanel();
        panel->setDepth(Depth);
        QString error;
        QVERIFY(window.newRecord(QStringLiteral("xiangqi"), QString(), &error));
        GameSession* session = window.currentTab()->session();
        play(*session, {"h2e2", "h9g7"});
        QSignalSpy shown(panel, &ExplainPanel::shown);
        QVERIFY(panel->explainCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastExplanation(), 60000);
        const MoveExplanation e = *panel->lastExplanation();
        const auto before = session->tree().boardAt(session->current()->parent);
        const Notation notation = window.appearance().xiangqiNotation;
        QCOMPARE(e.moveText,
                 QString::fromStdString(before->moveToString(session->current()->move, notation)));
        const auto facts =
            coach::explainMove(*before, session->current()->move, e.replyLine, notation);
        QString missing;
        QVERIFY2(namesAll(*panel, facts, coach::Language::Chinese, &missing), qPrintable(missing));
        QVERIFY2(panel->text().contains(e.moveText), qPrintable(panel->text()));
        installLanguage(Language::English);
    }

    // In traditional Chinese the dock says the facts in traditional characters (the threat's
    // "威胁…：吃车" as "威脅…：吃車"), the cited moves in traditional notation.
    void explainsInTraditionalChinese() {
        installLanguage(Language::TraditionalChinese);
        MainWindow window;
        ExplainPanel* panel = window.explainPanel();
        QCOMPARE(window.appearance().xiangqiNotation, Notation::ChineseTraditional);
        const QString horseTakes = askChariotThreat(window);
        QVERIFY2(horseTakes.contains(QStringLiteral("馬")), qPrintable(horseTakes));
        QVERIFY2(
            panel->text().contains(QStringLiteral("威脅") + horseTakes + QStringLiteral("：吃車")),
            qPrintable(panel->text()));
        QVERIFY2(!panel->text().contains(QStringLiteral("车")), qPrintable(panel->text()));
        // A move explained: every fact's sentence in traditional characters.
        play(*window.currentTab()->session(), {"c7c9"});
        QVERIFY(panel->explainCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastExplanation(), 60000);
        const auto& facts = panel->lastExplanation()->facts;
        QVERIFY(!facts.empty());
        for (const coach::MoveFact& fact : facts)
            QVERIFY2(panel->text().contains(coach::traditionalChinese(fact.chinese)),
                     qPrintable(fact.chinese + QStringLiteral(" not in: ") + panel->text()));
        installLanguage(Language::English);
    }

    void showsTheOpponentsThreat() {
        MainWindow window;
        ExplainPanel* panel = window.explainPanel();
        const QString horseTakes = askChariotThreat(window);
        QVERIFY(!horseTakes.isEmpty());
        QString error;
        QVERIFY2(panel->text().contains(QStringLiteral("threatens ") + horseTakes +
                                        QStringLiteral(": takes a chariot")),
                 qPrintable(panel->text()));

        // In check (3. Bb5+) the threat is the check: refused with the reason.
        QVERIFY(window.newRecord(
            QStringLiteral("standard"),
            QStringLiteral("rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3"),
            &error));
        QVERIFY(!panel->showThreat());
        QVERIFY2(panel->text().contains(QStringLiteral("check")), qPrintable(panel->text()));
    }

    void reviewFindsThePlantedBlunder() {
        PgnReader reader;
        reader.setData("[White \"Engine\"]\n[Black \"Ann\"]\n[Result \"1-0\"]\n\n"
                       "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        PgnGame game;
        QCOMPARE(reader.readGame(game), PgnReader::Status::Game);
        Appearance appearance;
        ReviewWindow review(EngineLibrary::builtInEngine(), game, Black, 4, appearance);
        QString error;
        QVERIFY2(review.start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(review.state() != ReviewWindow::State::Analysing, 60000);
        QCOMPARE(review.state(), ReviewWindow::State::Trying);
        // 3...Nf6?? is Black's mistake; what it allowed is the library's facts of it.
        QCOMPARE(review.mistake()->ply, 5);
        QCOMPARE(review.mistake()->nag, uint8_t(4));
        auto before = createBoard("standard");
        QVERIFY(before->setFen(review.mistake()->fenBefore));
        const Move nf6 = before->parseMove("g8f6");
        QCOMPARE(review.mistake()->played, nf6);
        for (const coach::MoveFact& fact : coach::explainMove(
                 *before, nf6, review.mistake()->replyLine, appearance.chessNotation))
            QVERIFY2(review.text().contains(fact.english), qPrintable(review.text()));
        QVERIFY2(review.text().contains(QStringLiteral("allows mate in 1")),
                 qPrintable(review.text()));
        // What it allowed: the engine's reply, Qxf7#, with its facts.
        const auto allows = coach::allowedReply(*before, nf6, review.mistake()->replyLine,
                                                appearance.chessNotation);
        QVERIFY(allows);
        QVERIFY2(review.text().contains(allows->english), qPrintable(review.text()));
        // The blunder again: judged by a search, refused with the mate it allows (not a capped
        // count of pawns), the board back before it.
        QVERIFY(review.tryMove(nf6));
        QTRY_VERIFY_WITH_TIMEOUT(review.state() != ReviewWindow::State::Judging, 60000);
        QCOMPARE(review.state(), ReviewWindow::State::Trying);
        QVERIFY2(review.text().contains(
                     QStringLiteral("Nf6 is not good enough: it allows mate in 1. Try again.")),
                 qPrintable(review.text()));
        QVERIFY2(!review.text().contains(QStringLiteral("pawns")), qPrintable(review.text()));
        QCOMPARE(review.view()->board()->fen(), review.mistake()->fenBefore);
        // The engine's best move is the solution.
        QVERIFY(review.tryMove(review.mistake()->best));
        QCOMPARE(review.state(), ReviewWindow::State::Solved);
        QVERIFY2(review.text().contains(QStringLiteral("engine's move")),
                 qPrintable(review.text()));
        QVERIFY(!review.tryMove(review.mistake()->best)); // solved: no more tries
        while (review.state() != ReviewWindow::State::Done) {
            if (review.state() == ReviewWindow::State::Trying) review.showSolution();
            QCOMPARE(review.state(), ReviewWindow::State::Solved);
            review.nextMistake();
        }
        QVERIFY2(review.text().contains(QStringLiteral("review is over")),
                 qPrintable(review.text()));

        // Analysis > Review Game reviews any game: both sides' mistakes of a record.
        MainWindow window;
        play(*window.currentTab()->session(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
        window.action(QStringLiteral("reviewGame"))->trigger();
        auto* opened = window.findChild<ReviewWindow*>();
        QVERIFY(opened);
        QTRY_VERIFY_WITH_TIMEOUT(opened->state() != ReviewWindow::State::Analysing, 60000);
        QCOMPARE(opened->state(), ReviewWindow::State::Trying);
        QCOMPARE(opened->mistake()->ply, 5);
    }

    void gameAgainstTheEngineIsReviewedWhenItEnds() {
        MainWindow window;
        window.explainPanel()->setDepth(2);
        SessionSettings settings = people();
        TimeControl tc;
        settings.players[Black] = engine(EngineProtocol::Uci, 2, &tc);
        settings.timeControl = {tc, tc};
        QString error;
        QVERIFY2(window.startGame(settings, &error), qPrintable(error));
        GameSession* session = window.currentTab()->session();
        QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), 60000);
        play(*session, {"f3"});
        QTRY_VERIFY_WITH_TIMEOUT(session->canMove(White), 60000);
        QVERIFY(!window.findChild<ReviewWindow*>());
        session->adjudicate(GameResult::draw(GameResult::Termination::Adjudication, "test"));
        QTRY_VERIFY2_WITH_TIMEOUT(window.findChild<ReviewWindow*>(),
                                  qPrintable(window.currentTab()->statusText()), 60000);
        auto* review = window.findChild<ReviewWindow*>();
        QTRY_VERIFY_WITH_TIMEOUT(review->state() == ReviewWindow::State::Done ||
                                     review->state() == ReviewWindow::State::Trying,
                                 60000);
    }

    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (run under xvfb-run with QT_QPA_PLATFORM=xcb, docs/gui-analysis.md, "The coach").
    void screenshots() {
        const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
        if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
        PgnReader reader;
        reader.setData("[White \"Engine\"]\n[Black \"Ann\"]\n[Result \"1-0\"]\n\n"
                       "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        PgnGame scholar;
        QCOMPARE(reader.readGame(scholar), PgnReader::Status::Game);
        for (const auto& [language, suffix] :
             {std::pair{Language::English, ""},
              std::pair{Language::SimplifiedChinese, "-chinese"}}) {
            installLanguage(language);
            {
                // The Explain dock on a blunder of a chess game.
                MainWindow window;
                window.resize(1360, 860);
                window.show();
                window.explainPanel()->setDepth(8);
                GameSession* session = window.currentTab()->session();
                play(*session, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
                window.findChild<QDockWidget*>(QStringLiteral("explainDock"))->raise();
                const MoveTree::Node* nf6 = session->tree().mainLine().at(5);
                session->goTo(nf6);
                QTRY_VERIFY_WITH_TIMEOUT(window.explainPanel()->lastExplanation() &&
                                             window.explainPanel()->lastExplanation()->move ==
                                                 nf6->move,
                                         60000);
                QTest::qWait(400);
                QVERIFY(window.grab().save(dir + QStringLiteral("/explain%1.png").arg(suffix)));
                // The opponent's threat in xiangqi.
                QString error;
                QVERIFY(window.newRecord(QStringLiteral("xiangqi"), ChariotEnPrise, &error));
                QSignalSpy shown(window.explainPanel(), &ExplainPanel::shown);
                window.action(QStringLiteral("opponentThreat"))->trigger();
                QVERIFY(shown.wait(60000));
                QTest::qWait(400);
                QVERIFY(window.grab().save(dir + QStringLiteral("/threat%1.png").arg(suffix)));
            }
            {
                // The review of the game, at its blunder.
                ReviewWindow review(EngineLibrary::builtInEngine(), scholar, Black, 8,
                                    Appearance());
                review.resize(1000, 620);
                review.show();
                QString error;
                QVERIFY(review.start(&error));
                QTRY_VERIFY_WITH_TIMEOUT(review.state() == ReviewWindow::State::Trying, 60000);
                auto before = createBoard("standard");
                QVERIFY(before->setFen(review.mistake()->fenBefore));
                QVERIFY(review.tryMove(before->parseMove("a7a6")));
                QTRY_VERIFY_WITH_TIMEOUT(review.state() == ReviewWindow::State::Trying, 60000);
                QTest::qWait(400);
                QVERIFY(review.grab().save(dir + QStringLiteral("/review%1.png").arg(suffix)));
            }
        }
        installLanguage(Language::English);
    }
};

QTEST_MAIN(GuiCoachTest)
#include "tst_gui_coach.moc"
