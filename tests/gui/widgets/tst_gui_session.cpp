// Game sessions: record mode with variations and PGN, requests between two people within the
// limits of docs/gui.md, the UCI draw answer (the band rule of docs/draw-offers.md), a person's
// clock, and full games: a person against bin/arbiter-engine through the board view (with a
// take-back and a draw offer), a person against the CECP engine, and two engines playing xiangqi.
#include "game/requestbudget.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/game/docks.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"
#include "gui/game/playerbar.h"
#include "guitest.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "rules/rmobility/rmobilityjudge.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {
constexpr int EngineWaitMs = 60000; // generous: the machine may be busy

// Ann (White) against bin/arbiter-engine (UCI) searching to `depth`, no clocks.
SessionSettings annAgainstEngine(int depth) {
    SessionSettings s = people();
    TimeControl tc;
    s.players[Black] = engine(EngineProtocol::Uci, depth, &tc);
    s.timeControl = {tc, tc};
    return s;
}

QString pgnText(const GameSession& session) {
    PgnWriter writer;
    return QString::fromStdString(writer.toString(session.toPgn()));
}
} // namespace

class SessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void requestBudgetFollowsSeedLimits();
    void recordModeKeepsVariations();
    void recordModePgnRoundTrip();
    void xiangqiMoveListNotations();
    void peopleOfferAndRefuseDraws();
    void peopleTakeBackAndResign();
    void requestButtonsShowCountsAndLimits();
    void personLosesOnTime();
    void xiangqiWarningsShowAtTheMoveTheyConcern();
    void moveLimitCountdown();
    void rMobilityScoresShowLive();
    void fullGameAgainstEngine();
    void engineJustAfterItsTimePerMoveDoesNotLose();
    void drawOfferToCecpEngine();
    void uciEngineAnswersByTheBandRule();
    void xiangqiEnginesPlayEachOther();
    void enginesQuitWhenTheGameEnds();
    void takeBackForgetsTheEnginesLines();
};

void SessionTest::requestBudgetFollowsSeedLimits() {
    RequestBudget budget;
    QVERIFY(!budget.canTakeBack(White, 0)); // nothing to take back yet
    QVERIFY(budget.canTakeBack(White, 1));
    for (int i = 0; i < 5; ++i) budget.takeBackRequested(White);
    QCOMPARE(budget.takeBacksLeft(White), 0);
    QVERIFY(!budget.canTakeBack(White, 3));
    QVERIFY(budget.canTakeBack(Black, 3));
    budget.takeBackRefused(Black);
    QVERIFY(!budget.canTakeBack(Black, 3)); // refused: not again this turn
    budget.newTurn();
    QVERIFY(budget.canTakeBack(Black, 3));

    QVERIFY(!budget.canOfferDraw(White, 4)); // only after 5 moves
    QVERIFY(budget.canOfferDraw(White, 5));
    budget.drawOffered(White);
    budget.drawOffered(White);
    QVERIFY(!budget.canOfferDraw(White, 9)); // two more offers than the opponent
    budget.drawOffered(Black);
    QVERIFY(budget.canOfferDraw(White, 9));
    budget.drawOffered(White);
    QCOMPARE(budget.drawOffersLeft(White), 0);
    QVERIFY(!budget.canOfferDraw(White, 9));
    QVERIFY(!budget.canResign(4));
    QVERIFY(budget.canResign(5));
}

void SessionTest::recordModeKeepsVariations() {
    GameSession session;
    QString error;
    QVERIFY2(session.startRecording(QStringLiteral("standard"), QString(), &error),
             qPrintable(error));
    QVERIFY(session.canMove(White));
    QVERIFY(!session.canMove(Black)); // only the side to move
    play(session, {"e4", "e5", "Nf3"});
    QCOMPARE(int(session.tree().mainLine().size()), 3);
    session.goBack();
    session.goBack();
    QCOMPARE(QString::fromStdString(session.board().fen()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    play(session, {"c5", "Nc3"}); // a new move after e4 starts a variation
    const MoveTree::Node* e4 = session.tree().root()->children.front().get();
    QCOMPARE(int(e4->children.size()), 2);
    QCOMPARE(e4->children[1]->san, QStringLiteral("c5"));
    QCOMPARE(session.current()->san, QStringLiteral("Nc3"));
    QCOMPARE(int(session.tree().mainLine().size()), 3); // the main line is unchanged
    // Entering a move that exists already goes there instead of adding it twice.
    session.goTo(e4);
    play(session, {"e5"});
    QCOMPARE(int(e4->children.size()), 2);
    QCOMPARE(session.current(), e4->children[0].get());
    // Navigation.
    session.goFirst();
    QCOMPARE(session.current(), session.tree().root());
    session.goLast();
    QCOMPARE(session.current()->san, QStringLiteral("Nf3"));
    session.goBack();
    session.goForward();
    QCOMPARE(session.current()->san, QStringLiteral("Nf3"));
    // PGN with the variation in place.
    QVERIFY2(pgnText(session).contains(QStringLiteral("1. e4 e5 (1... c5 2. Nc3) 2. Nf3")),
             qPrintable(pgnText(session)));
    // Promote the variation, then delete it again.
    session.goTo(e4->children[1]->children.front().get());
    session.promoteCurrentLine();
    QCOMPARE(session.tree().mainLine().back()->san, QStringLiteral("Nc3"));
    QVERIFY(pgnText(session).contains(QStringLiteral("1. e4 c5 (1... e5 2. Nf3) 2. Nc3")));
    session.goTo(e4->children.front().get()); // c5
    session.deleteCurrentMove();
    QCOMPARE(session.current(), e4);
    QCOMPARE(int(e4->children.size()), 1);
    QCOMPARE(session.tree().mainLine().back()->san, QStringLiteral("Nf3"));
}

void SessionTest::recordModePgnRoundTrip() {
    GameSession session;
    session.startRecording(QStringLiteral("standard"), QString(), nullptr);
    play(session, {"d4", "d5", "c4", "e6"});
    session.goBack();
    play(session, {"dxc4", "e4"});
    session.setComment(session.current(), QStringLiteral("the centre"));
    const QByteArray text = pgnText(session).toUtf8();
    PgnReader reader;
    reader.setData(std::string_view(text.constData(), size_t(text.size())));
    PgnGame game;
    QCOMPARE(reader.readGame(game), PgnReader::Status::Game);
    GameSession loaded;
    QString error;
    QVERIFY2(loaded.loadPgn(game, &error), qPrintable(error));
    QCOMPARE(loaded.mode(), GameSession::Mode::Finished);
    QCOMPARE(pgnText(loaded), pgnText(session));
    QVERIFY(!loaded.canMove(White)); // a finished game is browsed ...
    loaded.setRecording(true);       // ... until record mode is switched on
    QVERIFY(loaded.canMove(White));
    const MoveTree::Node* c4 = loaded.tree().mainLine()[2];
    QCOMPARE(int(c4->children.size()), 2);
    QCOMPARE(c4->children[1]->children.front()->comment, QStringLiteral("the centre"));
}

void SessionTest::xiangqiMoveListNotations() {
    GameSession session;
    QVERIFY(session.startRecording(QStringLiteral("xiangqi"), QString(), nullptr));
    QVERIFY(session.isXiangqi());
    play(session, {"h2e2", "h9g7"});
    MoveListView list;
    list.setSession(&session);
    list.setNotation(Notation::San, Notation::ChineseSimplified);
    QCOMPARE(list.mainLineText(), QStringLiteral("炮二平五 马８进７"));
    list.setNotation(Notation::San, Notation::ChineseTraditional);
    QCOMPARE(list.mainLineText(), QStringLiteral("炮二平五 馬８進７"));
    list.setNotation(Notation::San, Notation::Wxf);
    QCOMPARE(list.mainLineText(), QStringLiteral("C2=5 H8+7"));
    list.setNotation(Notation::San, Notation::Coordinate);
    QCOMPARE(list.mainLineText(), QStringLiteral("h2e2 h9g7"));
    QVERIFY(list.toPlainText().contains(QStringLiteral("h9g7")));
}

void SessionTest::peopleOfferAndRefuseDraws() {
    GameSession session;
    QString error;
    QVERIFY2(session.startGame(people(), &error), qPrintable(error));
    QCOMPARE(session.mode(), GameSession::Mode::Playing);
    QTRY_VERIFY(session.canMove(White));
    QVERIFY(!session.canOfferDraw(White)); // docs/gui.md: only from move 5
    play(session, {"e3", "e6", "d3", "d6", "Nf3", "Nf6", "Be2", "Be7", "O-O", "O-O"});
    QVERIFY(session.canOfferDraw(White));
    QSignalSpy asked(&session, &GameSession::requestAsked);
    session.offerDraw(White);
    QCOMPARE(asked.count(), 1);
    QCOMPARE(session.pendingRequest(), GameSession::Request::Draw);
    QVERIFY(!session.canOfferDraw(Black)); // one request at a time
    session.answerRequest(false);
    QCOMPARE(session.mode(), GameSession::Mode::Playing);
    QCOMPARE(session.budget().drawOffersLeft(White), 2);
    QVERIFY(!session.canOfferDraw(White)); // refused: not again this turn
    play(session, {"c3"});
    play(session, {"c6"});
    QVERIFY(session.canOfferDraw(White)); // a new turn
    session.offerDraw(White);
    QSignalSpy finished(&session, &GameSession::gameFinished);
    session.answerRequest(true);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(session.mode(), GameSession::Mode::Finished);
    QVERIFY(session.result().isDraw());
    QCOMPARE(session.result().termination(), GameResult::Termination::Agreement);
    QVERIFY(!session.canMove(White));
    QVERIFY(pgnText(session).contains(QStringLiteral("[Result \"1/2-1/2\"]")));
}

void SessionTest::peopleTakeBackAndResign() {
    GameSession session;
    QVERIFY(session.startGame(people(), nullptr));
    QTRY_VERIFY(session.canMove(White));
    QVERIFY(!session.canTakeBack(White)); // no move of White's yet
    play(session, {"e4", "e5"});
    // White asks with White to move: both plies go.
    session.requestTakeBack(White);
    QCOMPARE(session.pendingRequest(), GameSession::Request::TakeBack);
    session.answerRequest(true);
    QTRY_VERIFY(session.canMove(White));
    QCOMPARE(int(session.tree().mainLine().size()), 0);
    QCOMPARE(session.budget().takeBacksLeft(White), 4);
    play(session, {"d4"});
    // Black refuses White's next request (White asks while Black is to move: one ply).
    session.requestTakeBack(White);
    session.answerRequest(false);
    QVERIFY(!session.canTakeBack(White));
    QCOMPARE(int(session.tree().mainLine().size()), 1);
    QTRY_VERIFY(session.canMove(Black));
    play(session, {"d5"});
    QVERIFY(!session.canResign(Black)); // docs/gui.md: not in the first five moves
    play(session, {"c4", "e6", "Nc3", "Nf6", "Bg5", "Be7", "e3", "O-O"});
    QVERIFY(session.canResign(White));
    QSignalSpy finished(&session, &GameSession::gameFinished);
    session.resign(White);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(session.result().winnerSide(), Black);
    QCOMPARE(session.result().termination(), GameResult::Termination::Resignation);
}

// docs/gui.md: the remaining requests on the buttons, disabled when not allowed.
void SessionTest::requestButtonsShowCountsAndLimits() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people(), nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(900, 800);
    tab.show(); // the buttons are clicked
    QTRY_VERIFY(session->canMove(White));
    PlayerBar* white = tab.bar(White);
    QCOMPARE(white->takeBackButton()->text(), QStringLiteral("Take back (5)"));
    QCOMPARE(white->drawButton()->text(), QStringLiteral("Offer draw (3)"));
    QVERIFY(!white->takeBackButton()->isEnabled()); // no own move yet
    QVERIFY(!white->drawButton()->isEnabled());     // only after five moves
    QVERIFY(!white->resignButton()->isEnabled());   // not in the first five moves
    play(*session, {"e3", "e6", "d3", "d6", "Nf3", "Nf6", "Be2", "Be7"});
    QVERIFY(white->takeBackButton()->isEnabled());
    QVERIFY(!white->drawButton()->isEnabled());
    play(*session, {"O-O", "O-O"});
    QVERIFY(white->drawButton()->isEnabled());
    QVERIFY(white->resignButton()->isEnabled());
    QVERIFY(tab.requestBar()->isHidden());
    QTest::mouseClick(white->drawButton(), Qt::LeftButton);
    QVERIFY(!tab.requestBar()->isHidden()); // Black answers at the board
    QTest::mouseClick(tab.requestBar()->findChild<QPushButton*>(QStringLiteral("declineRequest")),
                      Qt::LeftButton);
    QVERIFY(tab.requestBar()->isHidden());
    QCOMPARE(white->drawButton()->text(), QStringLiteral("Offer draw (2)"));
    QVERIFY(!white->drawButton()->isEnabled()); // refused: not again this turn
    QTest::mouseClick(white->takeBackButton(), Qt::LeftButton);
    QTest::mouseClick(tab.requestBar()->findChild<QPushButton*>(QStringLiteral("acceptRequest")),
                      Qt::LeftButton);
    QTRY_VERIFY(session->canMove(White));
    QCOMPARE(white->takeBackButton()->text(), QStringLiteral("Take back (4)"));
    QCOMPARE(int(session->tree().mainLine().size()), 8);
}

void SessionTest::personLosesOnTime() {
    SessionSettings s = people();
    s.timeControl[White] = TimeControl::perMove(150);
    s.timeControl[Black] = TimeControl::perMove(150);
    GameSession session;
    QSignalSpy finished(&session, &GameSession::gameFinished);
    QVERIFY(session.startGame(s, nullptr));
    QVERIFY(session.hasClock(White));
    QVERIFY(finished.wait(10000));
    QCOMPARE(session.result().termination(), GameResult::Termination::TimeForfeit);
    QCOMPARE(session.result().winnerSide(), Black);
}

// A person (White) plays the built-in engine through the board view of a game tab: clicks on
// squares, a take-back, a draw offer answered by the UCI band rule, and then on until the game
// ends (or the person resigns after 60 plies).
// The warnings come from the judge after it has seen the move just played (docs/gui.md: warn when
// a position appears for the second time), shown in red above the status line.
void SessionTest::xiangqiWarningsShowAtTheMoveTheyConcern() {
    auto* session = new GameSession;
    QVERIFY(session->startGame(people("xiangqi"), nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"b0c2", "b9c7", "c2b0"});
    QVERIFY(session->ruleWarnings().isEmpty());
    QVERIFY(tab.warningLabel()->isHidden());
    play(*session, {"c7b9"}); // the start position for the second time
    QCOMPARE(session->ruleWarnings().size(), 1);
    const QString warning = session->ruleWarnings().front();
    QVERIFY2(warning.startsWith(QStringLiteral("If this position occurs once more: ")),
             qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("此局面再出现一次")), qPrintable(warning));
    QVERIFY(!tab.warningLabel()->isHidden());
    QCOMPARE(tab.warningLabel()->text(), warning);
    // Another move leaves the repeated position: the warning goes.
    play(*session, {"h0g2"});
    QVERIFY(session->ruleWarnings().isEmpty());
    QVERIFY(tab.warningLabel()->isHidden());
}

void SessionTest::moveLimitCountdown() {
    // 113 plies without a capture: four moves left of the 60-move rule.
    SessionSettings s = people("xiangqi");
    s.startFen =
        QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 113 57");
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    QVERIFY(session->ruleCounters().contains(QStringLiteral("60-move rule: 4 moves left")));
    QVERIFY(session->ruleWarnings().isEmpty());
    play(*session, {"b0c2"});
    QVERIFY2(session->ruleCounters().contains(QStringLiteral("60-move rule: 3 moves left")),
             qPrintable(session->ruleStatus()));
    QVERIFY(tab.statusLabel()->text().contains(QStringLiteral("60-move rule: 3 moves left")));
    QCOMPARE(session->ruleWarnings(),
             QStringList{QStringLiteral("The 60-move rule applies in 3 moves / "
                                        "距60回合限招还有3回合")});
    // The variants without cycling rules count plain plies since the last capture.
    s.variant = QStringLiteral("beginnerxiangqi");
    auto* variant = new GameSession;
    QVERIFY2(variant->startGame(s, &error), qPrintable(error));
    GameTab variantTab(variant, Appearance::load());
    QTRY_VERIFY(variant->canMove(White));
    play(*variant, {"b0c2", "b9c7"});
    QVERIFY2(variant->ruleCounters().contains(QStringLiteral("60-move rule: 3 moves left")),
             qPrintable(variant->ruleStatus()));
}

void SessionTest::rMobilityScoresShowLive() {
    SessionSettings s = people();
    s.rules.rMobility.enabled = true;
    auto* session = new GameSession;
    QVERIFY(session->startGame(s, nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    auto current = [&] {
        return QStringLiteral("r-Mobility: current %1,")
            .arg(QString::fromStdString(
                rmobility::toString(RMobilityJudge::positionScore(session->board()))));
    };
    for (const char* move : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"}) {
        play(*session, {move});
        QVERIFY2(tab.statusLabel()->text().contains(current()),
                 qPrintable(tab.statusLabel()->text() + QStringLiteral(" / ") + current()));
    }
    play(*session, {"Qxf7"}); // mate: the game ends with its score, the counters go
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    QVERIFY(session->ruleCounters().isEmpty());
}

void SessionTest::fullGameAgainstEngine() {
    SessionSettings s = people();
    s.players[Black] = engine(EngineProtocol::Uci, 3, &s.timeControl[Black]);
    s.timeControl[White] = TimeControl::infinite();
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    Appearance appearance = Appearance::load();
    appearance.animationMs = 0;
    GameTab tab(session, appearance);
    tab.resize(700, 760);
    BoardView* view = tab.view();
    view->resize(560, 560);
    MoveListView list;
    list.setSession(session);
    EngineOutputView output;
    output.setSession(session);
    EvaluationGraph graph;
    graph.setSession(session);

    auto humanMove = [&](const QStringList& preferred) {
        const Board& b = session->board();
        MoveList legal;
        b.legalMoves(legal);
        Move chosen;
        for (const QString& text : preferred)
            for (Move m : legal)
                if (chosen.isNull() && QString::fromStdString(b.moveToCoordinate(m)) == text)
                    chosen = m;
        if (chosen.isNull()) { // the first legal move in coordinate order
            QString best;
            for (Move m : legal) {
                const QString t = QString::fromStdString(b.moveToCoordinate(m));
                if (best.isEmpty() || t < best) {
                    best = t;
                    chosen = m;
                }
            }
        }
        click(*view, chosen.from());
        click(*view, chosen.to()); // castling: the rook's square
        if (view->isChoosingPromotion()) {
            const auto& choices = view->promotionChoices();
            for (int i = 0; i < int(choices.size()); ++i)
                if (choices[size_t(i)].promotion() == Queen)
                    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                                      view->promotionChoiceRect(i).center().toPoint());
        }
    };
    auto waitForTurn = [&] {
        QTRY_VERIFY_WITH_TIMEOUT(
            session->canMove(White) || session->mode() != GameSession::Mode::Playing, EngineWaitMs);
    };

    waitForTurn();
    QVERIFY(view->input().isPermitted(White));
    QVERIFY(!view->input().isPermitted(Black));
    humanMove({QStringLiteral("e2e4")});
    QCOMPARE(int(session->tree().mainLine().size()) >= 1, true);
    waitForTurn();
    QCOMPARE(int(session->tree().mainLine().size()), 2);
    humanMove({QStringLiteral("d2d4")});
    waitForTurn();
    QCOMPARE(int(session->tree().mainLine().size()), 4);

    // Take-back against an engine is granted at once: back to before White's last move.
    QVERIFY(session->canTakeBack(White));
    QVERIFY(tab.bar(White)->takeBackButton()->isVisible() || !tab.isVisible());
    QCOMPARE(tab.bar(White)->takeBackButton()->text(), QStringLiteral("Take back (5)"));
    session->requestTakeBack(White);
    QCOMPARE(int(session->tree().mainLine().size()), 2);
    QCOMPARE(tab.bar(White)->takeBackButton()->text(), QStringLiteral("Take back (4)"));
    waitForTurn();
    humanMove({QStringLiteral("g1f3")});
    waitForTurn();
    QCOMPARE(int(session->tree().mainLine().size()), 4);
    QCOMPARE(session->tree().mainLine()[2]->san, QStringLiteral("Nf3"));

    bool offered = false;
    while (session->mode() == GameSession::Mode::Playing) {
        if (!offered && session->canOfferDraw(White)) {
            // The offer goes with the next move; the UCI engine's answer (the band rule on
            // its scores, spoken by the Game) comes with its reply.
            QSignalSpy messages(session, &GameSession::message);
            session->offerDraw(White);
            offered = true;
            QVERIFY(!session->canOfferDraw(White));
            QCOMPARE(messages.last().at(0).toString(),
                     QStringLiteral("The draw offer goes with your next move."));
            humanMove({});
            waitForTurn();
            QStringList texts;
            for (const auto& m : messages) texts << m.at(0).toString();
            const bool agreed =
                session->mode() == GameSession::Mode::Finished &&
                session->result().termination() == GameResult::Termination::Agreement;
            const bool declined = texts.join(QLatin1Char('|')).contains(QLatin1String("declines"));
            QVERIFY2(agreed != declined, qPrintable(texts.join(QLatin1Char('|'))));
            if (declined) QVERIFY(!session->canOfferDraw(White)); // not again this turn
            continue;
        }
        if (session->tree().mainLine().size() >= 60 && session->canResign(White)) {
            session->resign(White);
            break;
        }
        const int before = int(session->tree().mainLine().size());
        humanMove({});
        QVERIFY(int(session->tree().mainLine().size()) == before + 1 ||
                session->mode() != GameSession::Mode::Playing);
        waitForTurn();
    }
    QVERIFY(offered);
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    const GameResult result = session->result();
    QVERIFY(!result.isNone());
    qInfo("game over after %d plies: %s %s", int(session->tree().mainLine().size()),
          result.resultString().c_str(), result.reason().c_str());
    QCOMPARE(view->loser(), result.loserSide());
    QVERIFY(!view->input().isPermitted(White) || !session->canMove(White));

    // What the docks and the PGN show.
    const auto line = session->tree().mainLine();
    QCOMPARE(int(list.mainLineText().split(QLatin1Char(' ')).size()), int(line.size()));
    int scored = 0;
    for (const MoveTree::Node* n : line)
        if (n->ply % 2 == 0) {
            QVERIFY2(!n->comment.isEmpty(), qPrintable(n->san)); // "+0.25/3 0.01s"
            scored += n->evaluation.score.isValid();
        }
    QVERIFY(scored > 0);
    QCOMPARE(graph.points(Black).size(), scored);
    QVERIFY(graph.points(White).isEmpty()); // the person has no scores
    QVERIFY(output.table(Black)->rowCount() > 0);
    QVERIFY(session->debugLog().join(QLatin1Char('\n')).contains(QLatin1String(">Arbiter Engine")));

    const QByteArray text = pgnText(*session).toUtf8();
    PgnReader reader;
    reader.setData(std::string_view(text.constData(), size_t(text.size())));
    PgnGame game;
    QCOMPARE(reader.readGame(game), PgnReader::Status::Game);
    QCOMPARE(game.plyCount(), int(line.size()));
    QCOMPARE(QString::fromStdString(game.tag("Black")), QStringLiteral("Arbiter Engine"));
    QCOMPARE(QString::fromStdString(std::string(pgnResultToken(game.result()))),
             QString::fromStdString(result.resultString()));
}

void SessionTest::drawOfferToCecpEngine() {
    SessionSettings s = people();
    s.players[Black] = engine(EngineProtocol::Xboard, 2, &s.timeControl[Black]);
    s.limits.drawAfterMoves = 1;
    GameSession session;
    QVERIFY(session.startGame(s, nullptr));
    auto waitForTurn = [&] {
        QTRY_VERIFY_WITH_TIMEOUT(
            session.canMove(White) || session.mode() != GameSession::Mode::Playing, EngineWaitMs);
    };
    waitForTurn();
    play(session, {"Nf3"});
    waitForTurn();
    play(session, {"Ng1"});
    waitForTurn();
    // On White's turn the offer goes with White's next move; the engine answers through CECP
    // with its move: it accepts ("offer draw") or plays on, which declines.
    QVERIFY(session.canOfferDraw(White));
    QSignalSpy messages(&session, &GameSession::message);
    session.offerDraw(White);
    QVERIFY(!session.canOfferDraw(White));
    play(session, {"Nf3"});
    waitForTurn();
    QStringList texts;
    for (const auto& m : messages) texts << m.at(0).toString();
    const bool declined = texts.join(QLatin1Char('|')).contains(QLatin1String("declines"));
    const bool agreed = session.mode() == GameSession::Mode::Finished &&
                        session.result().termination() == GameResult::Termination::Agreement;
    QVERIFY2(declined != agreed, qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY(session.debugLog().join(QLatin1Char('\n')).contains(QLatin1String(": draw")));
}

// UCI engines cannot speak of draws: the Game answers for them by the band rule on their own
// scores. With a band wider than any score every reply is inside it, so the rule accepts; with
// no band and an endless run required, the engine accepts exactly when its score is negative.
void SessionTest::uciEngineAnswersByTheBandRule() {
    for (const bool wide : {true, false}) {
        SessionSettings s = people();
        s.players[Black] = engine(EngineProtocol::Uci, 2, &s.timeControl[Black]);
        s.limits.drawAfterMoves = 1;
        s.drawOffers.band = wide ? 100000 : 0;
        s.drawOffers.moves = wide ? 0 : 100000;
        GameSession session;
        QVERIFY(session.startGame(s, nullptr));
        auto waitForTurn = [&] {
            QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White) ||
                                         session.mode() != GameSession::Mode::Playing,
                                     EngineWaitMs);
        };
        waitForTurn();
        play(session, {"e4"});
        waitForTurn();
        if (session.hasDrawOfferFor(White)) {
            // The wide band makes the engine offer first: accepting ends the game.
            QVERIFY(wide);
            session.acceptDraw(White);
        } else {
            session.offerDraw(White);
            play(session, {"d4"});
            waitForTurn();
        }
        const bool agreed = session.mode() == GameSession::Mode::Finished &&
                            session.result().termination() == GameResult::Termination::Agreement;
        if (wide) {
            QVERIFY(agreed);
        } else {
            const EngineScore score = session.tree().mainLine().back()->evaluation.score;
            QVERIFY(score.isValid());
            const bool worse =
                score.type == EngineScore::Type::Mate ? score.value < 0 : score.value < 0;
            QCOMPARE(agreed, worse);
        }
        QVERIFY(pgnText(session).contains(QStringLiteral("offers draw")));
        if (session.mode() == GameSession::Mode::Playing)
            session.adjudicate(
                GameResult::draw(GameResult::Termination::Adjudication, "test over"));
    }
}

// A fixed time per move gets a margin (gui/game/timemargin.h): an engine that uses its whole
// 0.2 s and answers 10 ms after it (as Stockfish does under movetime) plays on; without the
// margin it lost on time at its first move.
void SessionTest::engineJustAfterItsTimePerMoveDoesNotLose() {
    SessionSettings s = people();
    s.players[Black].human = false;
    s.players[Black].engine.name = QStringLiteral("Late");
    s.players[Black].engine.command = QStringLiteral(ARBITER_BIN_DIR "/arbiter-fault-engine");
    s.players[Black].engine.arguments = {QStringLiteral("--legal"), QStringLiteral("--late"),
                                         QStringLiteral("210")};
    s.timeControl = {TimeControl::infinite(), TimeControl::perMove(200)}; // Ann has no clock
    GameSession session;
    QString error;
    QVERIFY2(session.startGame(s, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    play(session, {"e4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.tree().mainLine().size() == 2 ||
                                 session.mode() != GameSession::Mode::Playing,
                             EngineWaitMs);
    QVERIFY2(session.mode() == GameSession::Mode::Playing,
             qPrintable(QString::fromStdString(session.result().reason())));
    session.adjudicate(GameResult::draw(GameResult::Termination::Adjudication, "test"));
}

// Engines of a finished game quit (they stayed until their tab closed).
void SessionTest::enginesQuitWhenTheGameEnds() {
    GameSession session;
    QVERIFY(session.startGame(annAgainstEngine(2), nullptr));
    QPointer<Engine> running = session.engine(Black);
    QVERIFY(running);
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    play(session, {"e4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    session.adjudicate(GameResult::draw(GameResult::Termination::Adjudication, "test"));
    QTRY_VERIFY_WITH_TIMEOUT(running.isNull(), EngineWaitMs); // its process exited
    QCOMPARE(session.engine(Black), nullptr);
}

// The engine's lines for a move taken back are gone from Engine Output.
void SessionTest::takeBackForgetsTheEnginesLines() {
    GameSession session;
    EngineOutputView output;
    output.setSession(&session);
    QVERIFY(session.startGame(annAgainstEngine(3), nullptr));
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    play(session, {"e4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    QVERIFY(!session.thinkingLines(Black).isEmpty());
    QVERIFY(output.table(Black)->rowCount() > 0);
    session.requestTakeBack(White); // both plies go
    QTRY_VERIFY_WITH_TIMEOUT(session.canMove(White), EngineWaitMs);
    QCOMPARE(int(session.tree().mainLine().size()), 0);
    QVERIFY(session.thinkingLines(Black).isEmpty());
    QCOMPARE(output.table(Black)->rowCount(), 0);
}

void SessionTest::xiangqiEnginesPlayEachOther() {
    SessionSettings s = people("xiangqi");
    s.players[White] = engine(EngineProtocol::Ucci, 2, &s.timeControl[White]);
    s.players[Black] = engine(EngineProtocol::Uci, 2, &s.timeControl[Black]);
    auto* session = new GameSession;
    QString error;
    QVERIFY2(session->startGame(s, &error), qPrintable(error));
    GameTab tab(session, Appearance::load());
    QVERIFY(qobject_cast<XiangqiBoardView*>(tab.view())); // the xiangqi view for xiangqi
    QCOMPARE(tab.view()->files(), 9);
    QCOMPARE(tab.view()->ranks(), 10);
    QVERIFY(!session->canMove(White));
    QVERIFY(!session->canMove(Black));
    QVERIFY(!tab.bar(White)->takeBackButton()->isVisibleTo(&tab)); // no requests for engines
    QTRY_VERIFY_WITH_TIMEOUT(session->tree().mainLine().size() >= 12 ||
                                 session->mode() != GameSession::Mode::Playing,
                             EngineWaitMs);
    if (session->mode() == GameSession::Mode::Playing)
        session->adjudicate(
            GameResult::draw(GameResult::Termination::Adjudication, "Draw by adjudication"));
    QCOMPARE(session->mode(), GameSession::Mode::Finished);
    MoveListView list;
    list.setSession(session);
    list.setNotation(Notation::San, Notation::ChineseSimplified);
    const QStringList moves = list.mainLineText().split(QLatin1Char(' '));
    QCOMPARE(moves.size(), int(session->tree().mainLine().size()));
    for (const QString& m : moves) QCOMPARE(m.size(), 4); // 炮二平五: four characters
    QVERIFY(pgnText(*session).contains(QStringLiteral("[Variant \"xiangqi\"]")) ||
            pgnText(*session).contains(QStringLiteral("Chinese Chess")));
}

QTEST_MAIN(SessionTest)
#include "tst_gui_session.moc"
