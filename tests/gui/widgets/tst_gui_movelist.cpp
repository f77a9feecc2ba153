// The move list as players read it: the result appears as soon as the game ends, a game whose
// first move is Black's numbers it "1...", as PGN does, and the list always shows the move the
// board shows (an opened game, a browsed move, an engine line added as a variation).
#include "gui/board/xiangqifonts.h"
#include "gui/game/docks.h"
#include "gui/game/gamesession.h"
#include "guitest.h"

#include <QScrollBar>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

class MoveListTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void resultAppearsWhenAPersonResigns();
    void resultAppearsAtMate();
    void blackFirstIsNumberedAsPgnDoes();
    void openedGameShowsTheStartAtTheTop();
    void browsedMoveIsScrolledIntoView();
    void addedEngineLineIsScrolledIntoView();
};

namespace {

// The list's text as a person reads it (no word joiners, plain spaces).
QString shown(const MoveListView& list) {
    return copyableText(list.toPlainText()).simplified();
}

// Whether the list shows `node`'s move inside its viewport.
bool showsMove(const MoveListView& list, const MoveTree::Node* node) {
    const QRect at = list.moveRect(node);
    const QRect view = list.viewport()->rect();
    return !at.isNull() && at.top() >= view.top() && at.bottom() <= view.bottom();
}

// A record of 60 plies of knights going out and back (no position ends it), opened as a game
// from PGN: long enough that a small list scrolls.
void openLongGame(GameSession& opened) {
    GameSession record;
    QVERIFY(record.startRecording(QStringLiteral("standard"), QString(), nullptr));
    for (int i = 0; i < 15; ++i) play(record, {"Nf3", "Nf6", "Ng1", "Ng8"});
    QString error;
    QVERIFY2(opened.loadPgn(record.toPgn(), &error), qPrintable(error));
}

// A small list, shown, so that it lays its text out and scrolls.
void showSmall(MoveListView& list) {
    list.resize(220, 90);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
}

} // namespace

// "0-1 Red resigns" used to appear only when the list was filled again (another tab chosen
// and this one again): resignation changes no move.
void MoveListTest::resultAppearsWhenAPersonResigns() {
    GameSession session;
    QString error;
    QVERIFY2(session.startGame(people("xiangqi"), &error), qPrintable(error));
    MoveListView list;
    list.setSession(&session);
    QTRY_VERIFY(session.canMove(White));
    play(session, {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "h7i7", "b2a2", "c6c5"});
    QTRY_VERIFY(session.canResign(White));
    session.resign(White);
    QTRY_COMPARE(session.mode(), GameSession::Mode::Finished);
    QVERIFY2(shown(list).endsWith(QStringLiteral("0-1 Red resigns")), qPrintable(shown(list)));
}

void MoveListTest::resultAppearsAtMate() {
    GameSession session;
    QString error;
    QVERIFY2(session.startGame(people(), &error), qPrintable(error));
    MoveListView list;
    list.setSession(&session);
    QTRY_VERIFY(session.canMove(White));
    play(session, {"f3", "e5", "g4", "Qh4#"});
    QTRY_COMPARE(session.mode(), GameSession::Mode::Finished);
    QVERIFY2(shown(list).contains(QStringLiteral("Qh4# 0-1")), qPrintable(shown(list)));
}

// A FEN with Black to move: "1... 车１进２ 2. 帅五进一", never "1. 车１进２ 帅五进一 2. ...".
void MoveListTest::blackFirstIsNumberedAsPgnDoes() {
    GameSession session;
    QVERIFY(session.startRecording(QStringLiteral("xiangqi"),
                                   QStringLiteral("r2k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"), nullptr));
    MoveListView list;
    list.setSession(&session);
    play(session, {"a9a7", "e0e1", "a7a6"});
    const QStringList moves = list.mainLineText().split(QLatin1Char(' '));
    QCOMPARE(moves.size(), 3);
    QCOMPARE(moves.at(1), QStringLiteral("帅五进一"));
    QCOMPARE(shown(list),
             QStringLiteral("1... %1 2. %2 %3").arg(moves.at(0), moves.at(1), moves.at(2)));
}

// An opened game shows its start position: the list agrees and shows its top, not its end.
void MoveListTest::openedGameShowsTheStartAtTheTop() {
    GameSession opened;
    openLongGame(opened);
    MoveListView list;
    showSmall(list);
    list.setSession(&opened);
    QCOMPARE(opened.current(), opened.tree().root());
    QVERIFY(list.verticalScrollBar()->maximum() > 0); // it does scroll
    QCOMPARE(list.verticalScrollBar()->value(), list.verticalScrollBar()->minimum());
    QVERIFY(showsMove(list, opened.tree().mainLine().front()));
}

// Going to a move, by a click or a key, brings it into view; so does the last move.
void MoveListTest::browsedMoveIsScrolledIntoView() {
    GameSession opened;
    openLongGame(opened);
    MoveListView list;
    showSmall(list);
    list.setSession(&opened);
    const auto line = opened.tree().mainLine();
    for (size_t ply : {size_t(30), line.size() - 1, size_t(45), size_t(2)}) {
        opened.goTo(line[ply]);
        QVERIFY2(showsMove(list, line[ply]), qPrintable(QString::number(ply)));
    }
}

// The Analysis dock adds an engine line as a variation (record mode, the moves entered, the
// line's first move shown): the list shows it, wherever it had been scrolled to.
void MoveListTest::addedEngineLineIsScrolledIntoView() {
    GameSession opened;
    openLongGame(opened);
    MoveListView list;
    showSmall(list);
    list.setSession(&opened);
    opened.goTo(opened.tree().mainLine()[3]); // after 2... Ng8
    list.verticalScrollBar()->setValue(list.verticalScrollBar()->maximum());
    opened.setRecording(true);
    play(opened, {"e4", "e5", "Nc3"});
    const MoveTree::Node* first = opened.tree().mainLine()[3]->children.back().get();
    QCOMPARE(first->san, QStringLiteral("e4"));
    opened.goTo(first);
    QVERIFY(showsMove(list, first));
}

QTEST_MAIN(MoveListTest)
#include "tst_gui_movelist.moc"
