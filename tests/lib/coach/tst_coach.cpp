// The coach's facts about a move, played back against a real engine: the engine searches the
// position after the move, its line is the one the facts cite, and its score must agree with
// them (a won rook is a large score for the mover, a forced mate a mate score).
#include "analysis/movefacts.h"
#include "board/variant.h"
#include "engineline.h"
#include "testdata.h"

#include <QFileInfo>
#include <QTest>

using namespace arbiter;
using namespace arbiter::coach;

namespace {

using test::EngineLine;
using test::withSideSwapped;

const MoveFact* find(const std::vector<MoveFact>& facts, FactKind kind) {
    for (const MoveFact& f : facts)
        if (f.kind == kind) return &f;
    return nullptr;
}

QString describe(const std::vector<MoveFact>& facts) {
    QStringList all;
    for (const MoveFact& f : facts) all << f.english + QStringLiteral(" / ") + f.chinese;
    return all.join(QStringLiteral("; "));
}

const QString Stockfish = QStringLiteral("/usr/games/stockfish");

} // namespace

class CoachTest : public QObject {
    Q_OBJECT
private slots:
    void knightForkWinsTheRook();
    void backRankMateInTwo();
    void chariotTakesAHangingCannon();
    void mateIsSaidAsSuch();
    void illegalLineIsCutWhereItStops();
    void knightForksQueenAndRook();
    void cannonThreatensAnUndefendedChariot();
    void noThreatWhereThePieceIsDefended();
    void chariotSavedOrLeftAttacked();
};

// Nc7+ forks the king and the rook (White keeps three pawns, so the rook is worth winning): a
// check, and by the end of Stockfish's line a rook won, which its score confirms (Black, to move
// after the fork, is well behind).
void CoachTest::knightForkWinsTheRook() {
    if (!QFileInfo::exists(Stockfish)) QSKIP("stockfish is not installed (Debian's stockfish)");
    const QString fen = QStringLiteral("r3k3/8/8/3N4/8/8/PPP5/4K3 w - - 0 1");
    auto board = createBoard("standard");
    QVERIFY(board->setFen(fen.toStdString()));
    const Move fork = board->parseMove("d5c7");
    const EngineLine engine = test::searchLine(Stockfish, nullptr, fen, QStringLiteral("d5c7"), 12);
    QVERIFY2(engine.pv.size() >= 2, "no line from stockfish");
    const auto facts = explainMove(*board, fork, engine.pv, Notation::San);
    QVERIFY2(find(facts, FactKind::Check), qPrintable(describe(facts)));
    const MoveFact* material = find(facts, FactKind::Material);
    QVERIFY2(material, qPrintable(describe(facts)));
    QVERIFY(std::count(material->won.begin(), material->won.end(), Rook) == 1);
    QVERIFY2(material->english.startsWith(QStringLiteral("wins a rook")),
             qPrintable(material->english));
    QVERIFY2(material->chinese.startsWith(QStringLiteral("得车")), qPrintable(material->chinese));
    QCOMPARE(material->line.front(), QStringLiteral("Nc7+"));
    QVERIFY(material->line.contains(QStringLiteral("Nxa8")));
    // The engine agrees: Black (to move) is at least three pawns down, or mated.
    QVERIFY2(engine.scoreCp <= -300 || engine.mateIn < 0, qPrintable(engine.pv.join(' ')));
}

// Rd8+ Rxd8 Rxd8# with the doubled rooks: the check, the rooks traded, and mate in two, as
// Stockfish's mate score says.
void CoachTest::backRankMateInTwo() {
    if (!QFileInfo::exists(Stockfish)) QSKIP("stockfish is not installed (Debian's stockfish)");
    const QString fen = QStringLiteral("r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1");
    auto board = createBoard("standard");
    QVERIFY(board->setFen(fen.toStdString()));
    const EngineLine engine = test::searchLine(Stockfish, nullptr, fen, QStringLiteral("d2d8"), 10);
    QCOMPARE(engine.mateIn, -1); // Black, to move, is mated in one
    const auto facts = explainMove(*board, board->parseMove("d2d8"), engine.pv, Notation::San);
    const MoveFact* mate = find(facts, FactKind::ForcedMate);
    QVERIFY2(mate, qPrintable(describe(facts)));
    QCOMPARE(mate->mateIn, 2);
    QCOMPARE(mate->line, QStringList({"Rd8+", "Rxd8", "Rxd8#"}));
    QCOMPARE(mate->english, QStringLiteral("mates in 2: Rd8+ Rxd8 Rxd8#"));
    QCOMPARE(mate->chinese, QStringLiteral("2步杀：Rd8+ Rxd8 Rxd8#"));
    // The rooks traded on the way are no news after a mate: no material fact.
    QVERIFY2(!find(facts, FactKind::Material), qPrintable(describe(facts)));
}

// A red chariot takes an unprotected cannon: the capture, and a cannon won by the end of
// arbiter-engine's line (in Chinese notation), with the engine's score far ahead for Red.
void CoachTest::chariotTakesAHangingCannon() {
    const QString fen = QStringLiteral("4k4/9/9/9/c8/9/9/9/9/R2K5 w - - 0 1");
    auto board = createBoard("xiangqi");
    QVERIFY(board->setFen(fen.toStdString()));
    const EngineLine engine = test::searchLine(test::binPath(QStringLiteral("arbiter-engine")),
                                               "xiangqi", fen, QStringLiteral("a0a5"), 4);
    QVERIFY2(!engine.pv.isEmpty(), "no line from arbiter-engine");
    const auto facts =
        explainMove(*board, board->parseMove("a0a5"), engine.pv, Notation::ChineseSimplified);
    const MoveFact* capture = find(facts, FactKind::Capture);
    QVERIFY2(capture, qPrintable(describe(facts)));
    QCOMPARE(capture->english, QStringLiteral("takes a cannon"));
    QCOMPARE(capture->chinese, QStringLiteral("吃炮"));
    // By the end of the engine's line the cannon stays won, or the line mates (and then the
    // material is not said).
    const MoveFact* material = find(facts, FactKind::Material);
    const MoveFact* mate = find(facts, FactKind::ForcedMate);
    QVERIFY2(material || mate, qPrintable(describe(facts)));
    if (material)
        QVERIFY2(material->chinese.startsWith(QStringLiteral("得炮")),
                 qPrintable(material->chinese));
    QCOMPARE((material ? material : mate)->line.front(), QStringLiteral("车九进五"));
    QVERIFY2(engine.scoreCp <= -300 || engine.mateIn < 0,
             qPrintable(QString::number(engine.scoreCp)));
}

// The two chariots' mate: the move itself mates, said as 绝杀 in xiangqi, with no line needed.
void CoachTest::mateIsSaidAsSuch() {
    auto board = createBoard("xiangqi");
    QVERIFY(board->setFen("3k5/R8/9/9/9/9/9/9/9/4K2R1 w - - 0 1"));
    const auto facts = explainMove(*board, board->parseMove("h0h9"), {}, Notation::Wxf);
    const MoveFact* mate = find(facts, FactKind::Mate);
    QVERIFY2(mate, qPrintable(describe(facts)));
    QCOMPARE(mate->chinese, QStringLiteral("绝杀"));
    QCOMPARE(mate->english, QStringLiteral("mates"));
    QVERIFY(!find(facts, FactKind::Check)); // a mate is not also called a check
}

// A line that goes wrong (an illegal or garbled move) is cited up to that move, never past it.
void CoachTest::illegalLineIsCutWhereItStops() {
    auto board = createBoard("standard");
    QVERIFY(board->setFen("r3k3/8/8/3N4/8/8/PPP5/4K3 w - - 0 1"));
    const auto facts = explainMove(*board, board->parseMove("d5c7"),
                                   {"e8d7", "c7a8", "zz99", "d7c8"}, Notation::San);
    const MoveFact* material = find(facts, FactKind::Material);
    QVERIFY2(material, qPrintable(describe(facts)));
    QCOMPARE(material->line, QStringList({"Nc7+", "Kd7", "Nxa8"}));
    // An illegal move itself explains nothing.
    QVERIFY(explainMove(*board, board->parseMove("e1e3"), {}, Notation::San).empty());
}

// Nc7 (no check) attacks the queen and the rook at once: a fork; given the move again,
// Stockfish takes the queen, the first piece the fork names by value.
void CoachTest::knightForksQueenAndRook() {
    if (!QFileInfo::exists(Stockfish)) QSKIP("stockfish is not installed (Debian's stockfish)");
    auto board = createBoard("standard");
    QVERIFY(board->setFen("r5k1/8/4q3/1N6/8/8/PPP5/7K w - - 0 1"));
    const auto facts = explainMove(*board, board->parseMove("b5c7"), {}, Notation::San);
    const MoveFact* fork = find(facts, FactKind::Fork);
    QVERIFY2(fork, qPrintable(describe(facts)));
    QCOMPARE(fork->won.size(), size_t(2));
    QVERIFY(std::count(fork->won.begin(), fork->won.end(), Queen) == 1);
    QVERIFY(std::count(fork->won.begin(), fork->won.end(), Rook) == 1);
    QVERIFY2(fork->english.startsWith(QStringLiteral("attacks the")) &&
                 fork->english.endsWith(QStringLiteral("at once")),
             qPrintable(fork->english));
    QVERIFY2(fork->chinese.startsWith(QStringLiteral("双重攻击：")), qPrintable(fork->chinese));
    // The engine, given White's move again after Nc7, takes the queen.
    auto after = board->clone();
    after->makeMove(after->parseMove("b5c7"));
    const QString again = withSideSwapped(QString::fromStdString(after->fen()));
    const EngineLine engine = test::searchLine(Stockfish, nullptr, again, QString(), 10);
    QVERIFY2(!engine.pv.isEmpty(), qPrintable(again));
    QCOMPARE(engine.pv.front(), QStringLiteral("c7e6"));
}

// The cannon finds a screen (炮架, the soldier on e3) under an undefended chariot: 捉车; given the
// move again, arbiter-engine takes the chariot.
void CoachTest::cannonThreatensAnUndefendedChariot() {
    const QString fen = QStringLiteral("3k5/9/4r4/9/9/9/4P4/1C7/9/5K3 w - - 0 1");
    auto board = createBoard("xiangqi");
    QVERIFY(board->setFen(fen.toStdString()));
    const auto facts =
        explainMove(*board, board->parseMove("b2e2"), {}, Notation::ChineseSimplified);
    const MoveFact* threat = find(facts, FactKind::Threat);
    QVERIFY2(threat, qPrintable(describe(facts)));
    QCOMPARE(threat->won, std::vector<PieceType>{Rook});
    QCOMPARE(threat->english, QStringLiteral("attacks the chariot"));
    QCOMPARE(threat->chinese, QStringLiteral("捉车"));
    QCOMPARE(threat->line, QStringList{QStringLiteral("炮八平五")});
    auto after = board->clone();
    after->makeMove(after->parseMove("b2e2"));
    const EngineLine engine =
        test::searchLine(test::binPath(QStringLiteral("arbiter-engine")), "xiangqi",
                         withSideSwapped(QString::fromStdString(after->fen())), QString(), 4);
    QVERIFY2(!engine.pv.isEmpty(), "no line from arbiter-engine");
    QCOMPARE(engine.pv.front(), QStringLiteral("e2e7"));
}

// A rook that attacks a defended rook threatens nothing (the exchange is even); the same move
// against an undefended one does.
void CoachTest::noThreatWhereThePieceIsDefended() {
    auto board = createBoard("standard");
    QVERIFY(board->setFen("3r2k1/3r4/8/8/8/8/PPP5/R3K3 w Q - 0 1"));
    auto facts = explainMove(*board, board->parseMove("a1d1"), {}, Notation::San);
    QVERIFY2(!find(facts, FactKind::Threat), qPrintable(describe(facts)));
    QVERIFY(board->setFen("6k1/3r4/8/8/8/8/PPP5/R3K3 w Q - 0 1"));
    facts = explainMove(*board, board->parseMove("a1d1"), {}, Notation::San);
    const MoveFact* threat = find(facts, FactKind::Threat);
    QVERIFY2(threat, qPrintable(describe(facts)));
    QCOMPARE(threat->english, QStringLiteral("attacks the rook"));
}

// Black's horse attacks Red's undefended chariot (arbiter-engine, given Black the move, takes
// it). The chariot stepping back answers the threat (and the engine no longer takes it); a king
// step leaves it attacked.
void CoachTest::chariotSavedOrLeftAttacked() {
    const QString fen = QStringLiteral("3k5/9/9/3n5/9/4R4/9/9/9/5K3 w - - 0 1");
    const QString engineProgram = test::binPath(QStringLiteral("arbiter-engine"));
    auto board = createBoard("xiangqi");
    QVERIFY(board->setFen(fen.toStdString()));
    const EngineLine threat =
        test::searchLine(engineProgram, "xiangqi", withSideSwapped(fen), QString(), 4);
    QCOMPARE(threat.pv.value(0), QStringLiteral("d6e4"));

    auto facts = explainMove(*board, board->parseMove("e4e2"), {}, Notation::ChineseSimplified);
    const MoveFact* parry = find(facts, FactKind::Parry);
    QVERIFY2(parry, qPrintable(describe(facts)));
    QCOMPARE(parry->english, QStringLiteral("saves the chariot, which was attacked"));
    QCOMPARE(parry->chinese, QStringLiteral("化解对车的威胁"));
    QCOMPARE(parry->squares, std::vector<Square>{board->parseSquare("e2")});
    QVERIFY(!find(facts, FactKind::StillAttacked));
    const EngineLine afterParry =
        test::searchLine(engineProgram, "xiangqi", fen, QStringLiteral("e4e2"), 4);
    QVERIFY(!afterParry.pv.isEmpty());
    QVERIFY2(!afterParry.pv.front().endsWith(QStringLiteral("e2")),
             qPrintable(afterParry.pv.front()));

    facts = explainMove(*board, board->parseMove("f0f1"), {}, Notation::ChineseSimplified);
    const MoveFact* left = find(facts, FactKind::StillAttacked);
    QVERIFY2(left, qPrintable(describe(facts)));
    QCOMPARE(left->english, QStringLiteral("leaves the chariot attacked"));
    QCOMPARE(left->chinese, QStringLiteral("车仍受攻击"));
    QVERIFY(!find(facts, FactKind::Parry));
}

QTEST_GUILESS_MAIN(CoachTest)
#include "tst_coach.moc"
