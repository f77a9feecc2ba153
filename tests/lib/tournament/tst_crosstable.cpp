// Tests for the crosstable (tournament/output/crosstable.h): cells from both players' sides, W/D/L,
// fractional r-Mobility points, unfinished games ignored, bad players refused, and the table
// rebuilt from a saved state in finishing order.
#include "tournament/output/crosstable.h"

#include <QtTest>
#include <stdexcept>

using namespace arbiter;

namespace {
using Term = GameResult::Termination;

GameResult win(Side side) {
    return GameResult::win(side, Term::Normal, side == White ? "White mates" : "Black mates");
}
GameResult drawn() {
    return GameResult::draw(Term::Normal, "Draw by stalemate");
}
} // namespace

class CrosstableTest : public QObject {
    Q_OBJECT
private slots:
    void cellsFromBothSides();
    void fractionalPoints();
    void unfinishedAndBadPlayers();
    void fromState();
};

void CrosstableTest::cellsFromBothSides() {
    Crosstable t(3);
    t.addGame(0, 1, win(White)); // 0 beats 1
    t.addGame(1, 0, drawn());
    t.addGame(2, 0, win(Black)); // 0 beats 2 with Black
    const Crosstable::Cell& c01 = t.cell(0, 1);
    QCOMPARE(c01.games, 2);
    QCOMPARE(c01.wins, 1);
    QCOMPARE(c01.draws, 1);
    QCOMPARE(c01.losses, 0);
    QCOMPARE(c01.points, 1.5);
    QCOMPARE(c01.text(), QStringLiteral("1.5/2"));
    QCOMPARE(t.cell(1, 0).text(), QStringLiteral("0.5/2"));
    QCOMPARE(t.cell(1, 0).losses, 1);
    QCOMPARE(t.cell(2, 0).text(), QStringLiteral("0/1"));
    QCOMPARE(t.cell(1, 2).text(), QString()); // never met
    const Crosstable::Cell total = t.total(0);
    QCOMPARE(total.games, 3);
    QCOMPARE(total.points, 2.5);
    QCOMPARE(total.wins, 2);
}

void CrosstableTest::fractionalPoints() {
    Crosstable t(2);
    GameResult r = win(White);
    r.setScore("0.625-0.375", 0.625); // an r-Mobility exponential score
    t.addGame(0, 1, r);
    QCOMPARE(t.cell(0, 1).points, 0.625);
    QCOMPARE(t.cell(1, 0).points, 0.375);
    QCOMPARE(t.cell(0, 1).text(), QStringLiteral("0.6250/1"));
    QCOMPARE(t.cell(0, 1).wins, 1);
}

void CrosstableTest::unfinishedAndBadPlayers() {
    Crosstable t(2);
    t.addGame(0, 1, GameResult());
    QCOMPARE(t.cell(0, 1).games, 0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.addGame(0, 2, drawn()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.addGame(1, 1, drawn()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.addGame(-1, 0, drawn()));
}

void CrosstableTest::fromState() {
    TournamentState state;
    auto record = [](int number, int white, int black, bool finished, const GameResult& r) {
        GameRecord g;
        g.game.number = number;
        g.game.whitePlayer = white;
        g.game.blackPlayer = black;
        g.finished = finished;
        g.finishOrder = finished ? number : -1;
        g.result = r;
        return g;
    };
    state.games = {record(1, 0, 1, true, win(White)), record(2, 1, 2, true, drawn()),
                   record(3, 2, 0, false, GameResult())};
    const Crosstable t = Crosstable::fromState(state, 3);
    QCOMPARE(t.cell(0, 1).text(), QStringLiteral("1/1"));
    QCOMPARE(t.cell(2, 1).text(), QStringLiteral("0.5/1"));
    QCOMPARE(t.cell(2, 0).games, 0); // the unfinished game is not counted
}

QTEST_GUILESS_MAIN(CrosstableTest)
#include "tst_crosstable.moc"
