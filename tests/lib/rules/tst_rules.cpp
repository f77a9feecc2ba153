// Western end rules through the RuleSet: mate, stalemate, 50 moves, 3-fold, dead material,
// with cutechess's reason texts; GameResult helpers.
#include "board/board.h"
#include "rules/ruleset.h"
#include "rules/westernjudge.h"

#include <QtTest>

using namespace arbiter;

namespace {
struct Played {
    std::unique_ptr<Board> board;
    RuleSet rules;
    GameResult start;
    GameResult last;
};

Played playGame(const char* fen, const QStringList& moves, const char* variant = "standard") {
    Played p;
    p.board = createBoard(variant);
    std::string error;
    if (fen && !p.board->setFen(fen, &error)) qFatal("bad FEN: %s", error.c_str());
    p.rules = RuleSet::create(p.board->variant(), RuleOptions());
    p.start = p.rules.start(*p.board);
    for (const QString& m : moves) {
        Move move = p.board->parseMove(m.toStdString(), &error);
        if (move.isNull()) qFatal("bad move %s: %s", qPrintable(m), error.c_str());
        if (!p.last.isNone()) qFatal("move %s after the game ended", qPrintable(m));
        p.board->makeMove(move);
        p.last = p.rules.afterMove(*p.board);
    }
    return p;
}
} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void foolsMate();
    void blackIsMated();
    void stalemate();
    void fiftyMoves();
    void mateOnHundredthPlyBeatsFiftyMoves();
    void threefold();
    void twofoldIsNotEnough();
    void insufficientMaterial_data();
    void insufficientMaterial();
    void startPositionAlreadyDecided();
    void resultStrings();
};

void TestRules::foolsMate() {
    auto p = playGame(nullptr, {"f3", "e5", "g4", "Qh4#"});
    QCOMPARE(p.last.winner(), GameResult::Winner::Black);
    QCOMPARE(p.last.reason(), std::string("Black mates"));
    QCOMPARE(p.last.resultString(), std::string("0-1"));
    QCOMPARE(p.last.termination(), GameResult::Termination::Normal);
    QCOMPARE(p.last.pgnTermination(), std::string("normal"));
}

void TestRules::blackIsMated() {
    auto p = playGame("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", {"Ra8"});
    QCOMPARE(p.last.reason(), std::string("White mates"));
    QCOMPARE(p.last.resultString(), std::string("1-0"));
}

void TestRules::stalemate() {
    auto p = playGame("7k/8/8/5Q2/8/8/8/K7 w - - 0 1", {"Qc8+"});
    QVERIFY(p.last.isNone()); // check, but Kh7 remains
    auto s = playGame("7k/8/8/5Q2/8/8/8/K7 w - - 0 1", {"Qf7"});
    QVERIFY(s.last.isDraw());
    QCOMPARE(s.last.reason(), std::string("Draw by stalemate"));
}

void TestRules::fiftyMoves() {
    auto p = playGame("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", {"Ra2"});
    QVERIFY(p.last.isNone());
    auto q = playGame("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", {"Ra2", "Kd7"});
    QCOMPARE(q.last.reason(), std::string("Draw by fifty moves rule"));
}

void TestRules::mateOnHundredthPlyBeatsFiftyMoves() {
    auto p = playGame("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", {"Ra8"});
    QCOMPARE(p.last.reason(), std::string("White mates"));
}

void TestRules::threefold() {
    auto p = playGame(nullptr, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    QVERIFY(p.last.isNone());
    p.board->makeMove(p.board->parseMove("Ng8"));
    GameResult r = p.rules.afterMove(*p.board);
    QCOMPARE(r.reason(), std::string("Draw by 3-fold repetition"));
}

void TestRules::twofoldIsNotEnough() {
    auto p = playGame(nullptr, {"Nf3", "Nf6", "Ng1", "Ng8"});
    QVERIFY(p.last.isNone());
}

void TestRules::insufficientMaterial_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("dead");
    QTest::newRow("K v K") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << true;
    QTest::newRow("KN v K") << "8/8/4k3/8/8/3KN3/8/8 w - - 0 1" << true;
    QTest::newRow("KB v K") << "8/8/4k3/8/8/3KB3/8/8 w - - 0 1" << true;
    QTest::newRow("KB v KB same colour") << "8/8/2b1k3/8/8/3K4/4B3/8 w - - 0 1" << true;
    QTest::newRow("KB v KB opposite colours") << "8/8/3bk3/8/8/3K4/4B3/8 w - - 0 1" << false;
    QTest::newRow("KNN v K") << "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1" << false;
    QTest::newRow("KN v KN") << "8/8/4kn2/8/8/3KN3/8/8 w - - 0 1" << false;
    QTest::newRow("KP v K") << "8/8/4k3/8/8/3KP3/8/8 w - - 0 1" << false;
    QTest::newRow("KR v K") << "8/8/4k3/8/8/3K3R/8/8 w - - 0 1" << false;
}

void TestRules::insufficientMaterial() {
    QFETCH(QString, fen);
    QFETCH(bool, dead);
    auto b = createBoard("standard");
    QVERIFY(b->setFen(fen.toStdString()));
    QCOMPARE(WesternJudge::insufficientMaterial(*b), dead);
    RuleSet rules = RuleSet::create(b->variant(), RuleOptions());
    GameResult r = rules.start(*b);
    QCOMPARE(r.isDraw(), dead);
    if (dead) QCOMPARE(r.reason(), std::string("Draw by insufficient mating material"));
}

void TestRules::startPositionAlreadyDecided() {
    auto p = playGame("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", {});
    QCOMPARE(p.start.reason(), std::string("White mates"));
}

void TestRules::resultStrings() {
    GameResult none;
    QCOMPARE(none.resultString(), std::string("*"));
    QCOMPARE(none.pgnTermination(), std::string("unterminated"));
    GameResult t =
        GameResult::win(Black, GameResult::Termination::TimeForfeit, "White loses on time");
    QCOMPARE(t.resultString(), std::string("0-1"));
    QCOMPARE(t.pgnTermination(), std::string("time forfeit"));
    QCOMPARE(t.pointsFor(Black), 1.0);
    QCOMPARE(t.pointsFor(White), 0.0);
    QCOMPARE(GameResult::terminationFromPgn("time forfeit"), GameResult::Termination::TimeForfeit);
    GameResult d = GameResult::draw(GameResult::Termination::Agreement, "Draw by agreement");
    QCOMPARE(d.scoreFor(White), 0.5);
    d.setScore("-G8.5", 0.375);
    QCOMPARE(d.displayText(), std::string("-G8.5"));
    QCOMPARE(d.scoreFor(Black), 0.625);
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
