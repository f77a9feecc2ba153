// Chess variants: registry names, perft against published numbers and against Debian's
// fairy-stockfish (`go perft` with UCI_Variant, when installed), FEN extensions, the rules each
// variant changes, how games end (RuleSet verdicts and reason texts) and arbiter-engine's search
// keeping to the variants' rules.
#include "board/board.h"
#include "board/westernboard.h"
#include "rules/ruleset.h"
#include "search.h"
#include "westernfamily.h"
#include "xiangqifamily.h"

#include <QProcess>
#include <QStandardPaths>
#include <QtTest>
#include <random>

using namespace arbiter;

namespace {

std::unique_ptr<Board> boardAt(const char* variant, const char* fen = nullptr) {
    auto b = createBoard(variant);
    if (!b) qFatal("variant %s is not registered", variant);
    std::string error;
    if (fen && !b->setFen(fen, &error)) qFatal("bad test FEN %s: %s", fen, error.c_str());
    return b;
}

Move play(Board& b, const char* text) {
    std::string error;
    Move m = b.parseMove(text, &error);
    if (m.isNull()) qFatal("cannot play %s: %s", text, error.c_str());
    b.makeMove(m);
    return m;
}

QStringList legalMoveTexts(const Board& b) {
    MoveList moves;
    b.legalMoves(moves);
    QStringList out;
    for (Move m : moves) out << QString::fromStdString(b.moveToCoordinate(m));
    out.sort();
    return out;
}

QString fairyStockfishPath() {
    QString path = QStandardPaths::findExecutable("fairy-stockfish");
    if (path.isEmpty())
        path = QStandardPaths::findExecutable("fairy-stockfish", {"/usr/games", "/usr/bin"});
    return path;
}

// Runs `go perft` in fairy-stockfish; -1 when its answer cannot be read.
qint64 fairyStockfishPerft(const QString& program, const QString& variant, const QString& fen,
                           int depth) {
    QProcess p;
    p.start(program, {});
    if (!p.waitForStarted()) return -1;
    const QString commands = "uci\nsetoption name UCI_Variant value " + variant +
                             "\nposition fen " + fen + "\ngo perft " + QString::number(depth) +
                             "\n";
    p.write(commands.toUtf8());
    QByteArray out;
    while (!out.contains("Nodes searched") && p.waitForReadyRead(60000)) out += p.readAll();
    out += p.readAll();
    p.write("quit\n");
    p.closeWriteChannel();
    if (!p.waitForFinished(10000)) p.kill();
    const int at = out.indexOf("Nodes searched:");
    if (at < 0) return -1;
    const QByteArray line = out.mid(at + 15, out.indexOf('\n', at) - at - 15).trimmed();
    bool ok = false;
    const qint64 n = line.toLongLong(&ok);
    return ok ? n : -1;
}

// arbiter-engine's search at a fixed depth on the board's position.
engine::SearchResult searchDepth(const Board& b, int depth) {
    engine::TranspositionTable tt(8);
    engine::SearchControl control;
    control.startClock();
    engine::SearchSettings settings;
    settings.maxDepth = depth;
    engine::Search<engine::WesternFamily> search(engine::WesternFamily::positionOf(b), {}, tt,
                                                 control, settings);
    std::mt19937_64 rng(1);
    return search.run({}, rng);
}

} // namespace

class TestVariants : public QObject {
    Q_OBJECT
private slots:
    void registryNames_data();
    void registryNames();
    void perftPublished_data();
    void perftPublished();
    void perftAgainstFairyStockfish_data();
    void perftAgainstFairyStockfish();
    void checkCountersInFen();
    void fenRulesPerVariant_data();
    void fenRulesPerVariant();
    void orthodoxKeysUnchanged();
    void makeUndoRestoresVariantState_data();
    void makeUndoRestoresVariantState();
    void atomicRules();
    void antichessRules();
    void racingKingsRules();
    void hordeRules();
    void endings_data();
    void endings();
    void sanMarksWinningMoves();
    void crazyhouseRules();
    void xiangqiVariantRules();
    void xiangqiVariantEndings_data();
    void xiangqiVariantEndings();
    void xiangqiEngineTakesTheGeneral();
    void engineFollowsVariantRules_data();
    void engineFollowsVariantRules();
    void engineProcessPlaysVariant();
};

// ---------------------------------------------------------------------------------------------

void TestVariants::registryNames_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("registered");
    // Engines' UCI_Variant names first, then aliases (PGN Variant tags, other engines).
    for (const char* n : {"kingofthehill", "3check", "5check", "atomic", "antichess", "giveaway",
                          "suicide", "losers", "horde", "racingkings", "crazyhouse"})
        QTest::newRow(n) << n << n;
    QTest::newRow("Crazyhouse") << "Crazyhouse"
                                << "crazyhouse";
    QTest::newRow("King of the Hill") << "King of the Hill"
                                      << "kingofthehill";
    QTest::newRow("Three-check") << "Three-check"
                                 << "3check";
    QTest::newRow("Atomic") << "Atomic"
                            << "atomic";
    QTest::newRow("Racing Kings") << "Racing Kings"
                                  << "racingkings";
    QTest::newRow("Horde") << "Horde"
                           << "horde";
}

void TestVariants::registryNames() {
    QFETCH(QString, name);
    QFETCH(QString, registered);
    const VariantInfo* v = findVariant(name.toStdString());
    QVERIFY2(v, qPrintable(name));
    QCOMPARE(QString::fromStdString(v->name), registered);
    QCOMPARE(v->family, BoardFamily::Western);
    QVERIFY(!v->materialDraws);
    auto b = v->create();
    std::string error;
    QVERIFY2(b->setFen(v->startFen, &error), error.c_str());
    QCOMPARE(b->fen(), v->startFen);
}

// ---------------------------------------------------------------------------------------------

void TestVariants::perftPublished_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<quint64>>("counts"); // depth 1, 2, ...
    // Atomic: start position and ProgramFOX's positions, as in python-chess's atomic.perft
    // (lichess's rules; Debian's fairy-stockfish 11.1 has no atomic to compare with).
    QTest::newRow("atomic start") << "atomic" << QString() << QList<quint64>{20, 400, 8902, 197326};
    QTest::newRow("atomic programfox-1")
        << "atomic"
        << "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1"
        << QList<quint64>{40, 1238, 45237, 1434825};
    QTest::newRow("atomic programfox-2")
        << "atomic"
        << "rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1"
        << QList<quint64>{28, 833, 23353, 714499};
    // Start positions (python-chess's perft files; fairy-stockfish gives the same).
    QTest::newRow("antichess start")
        << "antichess" << QString() << QList<quint64>{20, 400, 8067, 153299};
    QTest::newRow("horde start") << "horde" << QString() << QList<quint64>{8, 128, 1274, 23310};
    QTest::newRow("racingkings start")
        << "racingkings" << QString() << QList<quint64>{21, 421, 11264, 296242};
    QTest::newRow("kingofthehill start")
        << "kingofthehill" << QString() << QList<quint64>{20, 400, 8902, 197281};
    QTest::newRow("3check start") << "3check" << QString() << QList<quint64>{20, 400, 8902, 197281};
}

void TestVariants::perftPublished() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QList<quint64>, counts);
    auto b = boardAt(qPrintable(variant), fen.isEmpty() ? nullptr : qPrintable(fen));
    for (int depth = 1; depth <= counts.size(); ++depth)
        QCOMPARE(quint64(b->perft(depth)), counts[depth - 1]);
}

void TestVariants::perftAgainstFairyStockfish_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected"); // fairy-stockfish 11.1's count, recorded
    const char* kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    auto row = [](const char* name, const char* variant, const char* fen, int depth,
                  quint64 nodes) { QTest::newRow(name) << variant << fen << depth << nodes; };
    row("koth kiwipete", "kingofthehill", kiwipete, 3, 97862);
    row("koth kings near the hill", "kingofthehill", "8/8/8/2k5/8/8/4K3/8 w - - 0 1", 4, 2242);
    row("koth early king walk", "kingofthehill",
        "rnbq1bnr/ppp1pppp/4k3/3p4/8/2K5/PPPPPPPP/RNBQ1BNR w - - 0 1", 4, 325072);
    row("3check kiwipete 1+1", "3check",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1", 3, 97848);
    row("3check open game 2+1", "3check",
        "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2+1 0 3", 4, 1873815);
    row("antichess start", "antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4,
        153299);
    row("antichess kiwipete", "antichess",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 3, 487);
    row("antichess pawn race", "antichess", "8/1p6/8/8/8/8/6P1/8 w - - 0 1", 4, 4);
    row("giveaway castling", "giveaway", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3, 2);
    row("giveaway kiwipete", "giveaway", kiwipete, 3, 487);
    row("suicide pawn race", "suicide", "8/1p6/8/8/8/8/6P1/8 w - - 0 1", 4, 4);
    row("losers start", "losers", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4,
        152955);
    row("losers kiwipete", "losers", kiwipete, 3, 487);
    row("horde start", "horde",
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", 4, 23310);
    row("horde first-rank step", "horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1", 3, 23);
    row("crazyhouse start", "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 4, 197281);
    row("crazyhouse pawns in hand", "crazyhouse",
        "r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4", 3, 165901);
    row("crazyhouse queen in hand", "crazyhouse",
        "rnb1kbnr/ppp1pppp/8/8/8/2N5/RPPP1PPP/2BQKBNR[QPpp] b Kkq - 0 4", 3, 323482);
    row("crazyhouse promoted queen", "crazyhouse", "8/2k5/8/1Q~6/8/8/8/4K3[] b - - 3 3", 3, 296);
    row("crazyhouse knight drops and promotion", "crazyhouse", "4k3/1P6/8/8/8/8/8/4K3[n] w - - 0 1",
        3, 4704);
    row("racingkings after Kg3", "racingkings", "8/8/8/8/8/6K1/krbnNBR1/qrbnNBRQ b - - 1 1", 3,
        11289);
}

void TestVariants::perftAgainstFairyStockfish() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, expected);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    const quint64 ours = b->perft(depth);
    // The recorded count keeps the test meaningful where fairy-stockfish is not installed.
    QCOMPARE(ours, expected);
    const QString program = fairyStockfishPath();
    if (program.isEmpty())
        QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish)");
    QCOMPARE(fairyStockfishPerft(program, variant, fen, depth), qint64(ours));
}

// ---------------------------------------------------------------------------------------------

void TestVariants::checkCountersInFen() {
    // Fairy-Stockfish's field after the en passant square: checks remaining, White's first.
    auto b = boardAt("3check");
    play(*b, "e4");
    play(*b, "e5");
    play(*b, "Bc4");
    play(*b, "d6");
    play(*b, "Bxf7+");
    QCOMPARE(b->fen(),
             std::string("rnbqkbnr/ppp2Bpp/3p4/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 0 3"));
    QCOMPARE(static_cast<WesternBoard&>(*b).position().checksGiven(White), 1);
    b->undoMove();
    QCOMPARE(static_cast<WesternBoard&>(*b).position().checksGiven(White), 0);

    // lichess's trailing field: checks given, read into the same state.
    auto l = boardAt("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +2+1");
    QCOMPARE(l->fen(), std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+2 0 1"));
    // Without counters nothing has been given yet.
    auto none = boardAt("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QCOMPARE(none->fen(),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"));
    // The counters are part of the position key (repetitions), and 0 checks keep Polyglot's.
    QVERIFY(l->key() != none->key());
    auto chess = boardAt("standard");
    QCOMPARE(none->key(), chess->key());

    std::string error;
    auto bad = createBoard("3check");
    QVERIFY(!bad->setFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4+3 0 1", &error));
    QVERIFY2(error.find("check counters") != std::string::npos, error.c_str());
    QVERIFY(!bad->setFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x+3 0 1", &error));
    QVERIFY2(error.find("'x+3'") != std::string::npos, error.c_str());
    auto five = boardAt("5check");
    QCOMPARE(five->fen(),
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1"));
}

void TestVariants::fenRulesPerVariant_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("antichess: no king") << "antichess"
                                        << "8/8/8/8/8/8/1p6/R7 w - - 0 1"
                                        << "";
    QTest::newRow("antichess: two kings") << "antichess"
                                          << "8/8/8/8/8/8/1k6/KK6 w - - 0 1"
                                          << "";
    QTest::newRow("standard: no king") << "standard"
                                       << "8/8/8/8/8/8/1p6/R7 w - - 0 1"
                                       << "exactly one white king";
    QTest::newRow("horde: kingless white") << "horde"
                                           << "4k3/8/8/8/8/8/8/P7 w - - 0 1"
                                           << "";
    QTest::newRow("horde: black needs no king either") << "horde"
                                                       << "8/8/8/8/8/8/8/P6K w - - 0 1"
                                                       << "";
    QTest::newRow("horde: two kings") << "horde"
                                      << "3kk3/8/8/8/8/8/8/P7 w - - 0 1"
                                      << "at most one black king";
    QTest::newRow("horde: pawn on its last rank") << "horde"
                                                  << "P3k3/8/8/8/8/8/8/8 w - - 0 1"
                                                  << "pawn on its last rank";
    QTest::newRow("chess: pawn on first rank") << "standard"
                                               << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
                                               << "first or last rank";
    QTest::newRow("atomic: touching kings are no check") << "atomic"
                                                         << "8/8/8/3kK3/8/8/8/7R b - - 0 1"
                                                         << "";
    QTest::newRow("chess: touching kings") << "standard"
                                           << "8/8/8/3kK3/8/8/8/7R b - - 0 1"
                                           << "leaves the side that just moved";
    QTest::newRow("antichess: castling field ignored")
        << "antichess"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "";
}

void TestVariants::fenRulesPerVariant() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, error);
    auto b = createBoard(variant.toStdString());
    std::string why;
    const bool ok = b->setFen(fen.toStdString(), &why);
    if (error.isEmpty()) {
        QVERIFY2(ok, why.c_str());
    } else {
        QVERIFY(!ok);
        QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
    }
}

void TestVariants::orthodoxKeysUnchanged() {
    // Variants that share chess's start keep its Polyglot key (books stay usable).
    auto chess = boardAt("standard");
    for (const char* v : {"kingofthehill", "atomic", "losers", "giveaway"})
        QCOMPARE(boardAt(v)->key(), chess->key());
}

void TestVariants::makeUndoRestoresVariantState_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("atomic") << "atomic"
                            << "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1";
    QTest::newRow("3check") << "3check"
                            << "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2+1 0 3";
    QTest::newRow("antichess") << "antichess"
                               << "rnbqkbnr/p1pppppp/8/1p6/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2";
    QTest::newRow("crazyhouse") << "crazyhouse"
                                << "rnb1kbnr/ppp1pppp/8/8/8/2N5/RPPP1PPP/2BQKBNR[QPpp] b Kkq - 0 4";
    QTest::newRow("crazyhouse promoted") << "crazyhouse"
                                         << "8/2k5/8/1Q~6/8/8/8/4K3[n] b - - 3 3";
    QTest::newRow("horde")
        << "horde"
        << "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
}

void TestVariants::makeUndoRestoresVariantState() {
    // Two plies of every move pair: FEN and key come back exactly (explosions, counters).
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    const std::string fen0 = b->fen();
    const uint64_t key0 = b->key();
    MoveList moves;
    b->legalMoves(moves);
    for (Move m : moves) {
        b->makeMove(m);
        auto fresh = boardAt(qPrintable(variant), b->fen().c_str());
        QCOMPARE(b->key(), fresh->key()); // incremental key = key computed from scratch
        MoveList replies;
        b->legalMoves(replies);
        for (Move r : replies) {
            b->makeMove(r);
            auto again = boardAt(qPrintable(variant), b->fen().c_str());
            QCOMPARE(b->key(), again->key());
            b->undoMove();
        }
        b->undoMove();
        QCOMPARE(b->fen(), fen0);
        QCOMPARE(b->key(), key0);
    }
}

// ---------------------------------------------------------------------------------------------

void TestVariants::atomicRules() {
    // The white king cannot capture; capturing next to one's own king is illegal (Rxd2 would
    // blow up e1), but exploding the enemy king is legal even out of check.
    auto b = boardAt("atomic", "4k3/3pp3/8/8/8/8/3p4/3RK3 w - - 0 1");
    QStringList moves = legalMoveTexts(*b);
    QVERIFY2(!moves.contains("e1d2"), qPrintable(moves.join(' '))); // king takes: never
    QVERIFY2(!moves.contains("d1d2"), qPrintable(moves.join(' '))); // own king in the blast
    // Touching kings: no check, so the king may walk next to the enemy king.
    auto touch = boardAt("atomic", "8/8/8/3k4/8/4K3/8/7R w - - 0 1");
    QVERIFY(legalMoveTexts(*touch).contains("e3e4"));
    play(*touch, "Ke4");
    QVERIFY(!touch->inCheck());
    // The blast takes the capturer and all non-pawns around, and castling rights with rooks.
    auto blast = boardAt("atomic", "r3k2r/1p6/1nb5/8/8/8/8/R3K1NR w KQkq - 0 1");
    play(*blast, "Rxa8");
    QCOMPARE(blast->fen(), std::string("4k2r/1p6/1nb5/8/8/8/8/4K1NR b Kk - 0 1"));
    play(*blast, "Bxh1"); // takes the rook; the bishop and the knight on g1 go too
    QCOMPARE(blast->fen(), std::string("4k2r/1p6/1n6/8/8/8/8/4K3 w k - 0 2"));
    blast->undoMove();
    QCOMPARE(blast->fen(), std::string("4k2r/1p6/1nb5/8/8/8/8/4K1NR b Kk - 0 1"));
}

void TestVariants::antichessRules() {
    // Captures are compulsory, by the king too; promotion to a king is allowed.
    auto b = boardAt("antichess", "8/8/8/8/8/8/1p6/R7 w - - 0 1");
    QCOMPARE(legalMoveTexts(*b).size(), 14); // no capture: every rook move
    auto k = boardAt("antichess", "8/8/8/8/8/8/1p6/K7 w - - 0 1");
    QCOMPARE(legalMoveTexts(*k), QStringList{"a1b2"});
    auto promo = boardAt("antichess", "8/1P6/8/8/8/8/8/7k w - - 0 1");
    QCOMPARE(legalMoveTexts(*promo).size(), 5); // to queen, rook, bishop, knight and king
    QVERIFY(legalMoveTexts(*promo).contains("b7b8k"));
    QVERIFY(!promo->parseMove("b8=K").isNull());
    QCOMPARE(promo->moveToSan(promo->parseMove("b8=K")), std::string("b8=K"));
    // giveaway castles, antichess does not.
    QVERIFY(
        legalMoveTexts(*boardAt("giveaway", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1g1"));
    QVERIFY(!legalMoveTexts(*boardAt("antichess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"))
                 .contains("e1g1"));
}

void TestVariants::racingKingsRules() {
    // Giving check is illegal: the rook may not reach the a-file or the 2nd rank.
    auto b = boardAt("racingkings", "8/8/8/8/8/8/k7/6RK w - - 0 1");
    const QStringList moves = legalMoveTexts(*b);
    QVERIFY(!moves.contains("g1g2"));
    QVERIFY(!moves.contains("g1a1"));
    QVERIFY(moves.contains("g1g3"));
    QVERIFY(moves.contains("g1b1"));
    for (const QString& m : moves) {
        auto copy = b->clone();
        play(*copy, qPrintable(m));
        QVERIFY2(!copy->inCheck(), qPrintable(m));
    }
    // Rook: g3-g8 and b1-f1; king: g2 and h2.
    QCOMPARE(moves.size(), 6 + 5 + 2);
}

void TestVariants::hordeRules() {
    // Pawns on the first rank step one or two; the two-step leaves no en passant square.
    auto b = boardAt("horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1");
    QCOMPARE(legalMoveTexts(*b), (QStringList{"a1a2", "a1a3"}));
    play(*b, "a3");
    QCOMPARE(b->fen(), std::string("4k3/8/8/8/8/Pp6/8/8 b - - 0 1"));
    // The kingless horde is never in check and may leave no king behind.
    QVERIFY(!b->inCheck());
}

// ---------------------------------------------------------------------------------------------

void TestVariants::endings_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves"); // played before judging, space separated
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");

    QTest::newRow("koth: king on the hill") << "kingofthehill"
                                            << "8/8/8/8/8/3K4/8/k7 w - - 0 1"
                                            << "Ke4"
                                            << "1-0"
                                            << "White's king reached the hill";
    QTest::newRow("koth: bare kings play on") << "kingofthehill"
                                              << "8/8/8/8/8/3K4/8/k7 w - - 0 1"
                                              << "Kc3"
                                              << "*"
                                              << "";
    QTest::newRow("koth: mate still wins") << "kingofthehill"
                                           << "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
                                           << "Ra8#"
                                           << "1-0"
                                           << "White mates";
    QTest::newRow("3check: third check")
        << "3check"
        << "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 3"
        << "Qxf7+"
        << "1-0"
        << "White wins by giving 3 checks";
    QTest::newRow("5check: fifth check") << "5check"
                                         << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +4+0"
                                         << "Ra8+"
                                         << "1-0"
                                         << "White wins by giving 5 checks";
    QTest::newRow("atomic: exploded king") << "atomic"
                                           << "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1"
                                           << "Rxe7"
                                           << "1-0"
                                           << "White wins by exploding the king";
    QTest::newRow("atomic: mate") << "atomic"
                                  << "k7/6R1/8/8/8/8/8/K6R w - - 0 1"
                                  << "Rh8#"
                                  << "1-0"
                                  << "White mates";
    QTest::newRow("atomic: no mate while the kings may touch") << "atomic"
                                                               << "k7/8/1K6/8/8/8/8/7R w - - 0 1"
                                                               << "Rh8"
                                                               << "*"
                                                               << "";
    QTest::newRow("antichess: lost all pieces") << "antichess"
                                                << "8/8/8/8/8/8/1p6/2R5 b - - 0 1"
                                                << "bxc1=Q"
                                                << "1-0"
                                                << "White wins by losing all pieces";
    QTest::newRow("antichess: stalemated side wins") << "antichess"
                                                     << "8/8/8/8/8/p7/P7/8 w - - 0 1"
                                                     << ""
                                                     << "1-0"
                                                     << "White wins by being stalemated";
    QTest::newRow("antichess: bare kings play on") << "antichess"
                                                   << "8/8/8/8/8/8/8/k6K w - - 0 1"
                                                   << ""
                                                   << "*"
                                                   << "";
    QTest::newRow("suicide: stalemate, fewer pieces")
        << "suicide"
        << "8/8/8/8/8/p7/P7/7r w - - 0 1"
        << ""
        << "1-0"
        << "White wins by stalemate with fewer pieces";
    QTest::newRow("suicide: stalemate, equal pieces") << "suicide"
                                                      << "8/8/8/8/8/p7/P7/8 w - - 0 1"
                                                      << ""
                                                      << "1/2-1/2"
                                                      << "Draw by stalemate with equal material";
    QTest::newRow("losers: mated side wins") << "losers"
                                             << "6k1/8/6K1/8/8/8/7p/R7 w - - 0 1"
                                             << "Ra8"
                                             << "0-1"
                                             << "Black wins by being checkmated";
    QTest::newRow("losers: bare king wins") << "losers"
                                            << "4k3/7P/8/8/8/8/3q4/4K3 w - - 0 1"
                                            << "Kxd2"
                                            << "0-1"
                                            << "Black wins by losing all pieces but the king";
    QTest::newRow("horde: destroyed") << "horde"
                                      << "4k3/8/8/8/8/8/r7/P7 b - - 0 1"
                                      << "Rxa1"
                                      << "0-1"
                                      << "Black wins by destroying the horde";
    QTest::newRow("horde: stalemated horde draws") << "horde"
                                                   << "4k3/8/8/8/8/p7/P7/8 w - - 0 1"
                                                   << ""
                                                   << "1/2-1/2"
                                                   << "Draw by stalemate";
    QTest::newRow("racingkings: white arrives, black cannot follow")
        << "racingkings"
        << "8/6K1/8/8/8/8/8/k7 w - - 0 1"
        << "Kg8"
        << "1-0"
        << "White's king reached the 8th rank first";
    QTest::newRow("racingkings: black may still follow") << "racingkings"
                                                         << "8/k5K1/8/8/8/8/8/8 w - - 0 1"
                                                         << "Kg8"
                                                         << "*"
                                                         << "";
    QTest::newRow("racingkings: both arrive") << "racingkings"
                                              << "8/k5K1/8/8/8/8/8/8 w - - 0 1"
                                              << "Kg8 Kb8"
                                              << "1/2-1/2"
                                              << "Draw: both kings reached the 8th rank";
    QTest::newRow("racingkings: black arrives") << "racingkings"
                                                << "8/k7/8/8/8/8/8/6K1 b - - 0 1"
                                                << "Kb8"
                                                << "0-1"
                                                << "Black's king reached the 8th rank first";
    QTest::newRow("3check: fifty moves still apply") << "3check"
                                                     << "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
                                                     << "Ra2"
                                                     << "1/2-1/2"
                                                     << "Draw by fifty moves rule";
}

void TestVariants::endings() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    RuleSet rules = RuleSet::create(b->variant(), RuleOptions{});
    GameResult verdict = rules.start(*b);
    for (const QString& m : moves.split(' ', Qt::SkipEmptyParts)) {
        QVERIFY2(verdict.isNone(), verdict.reason().c_str());
        play(*b, qPrintable(m));
        verdict = rules.afterMove(*b);
    }
    QCOMPARE(QString::fromStdString(verdict.resultString()), result);
    QCOMPARE(QString::fromStdString(verdict.reason()), reason);
    if (!verdict.isNone()) {
        // A decided position has no moves left to play.
        MoveList left;
        b->legalMoves(left);
        if (verdict.reason().find("stalemate") == std::string::npos &&
            verdict.reason().find("fifty") == std::string::npos)
            QVERIFY(left.empty());
    }
}

void TestVariants::sanMarksWinningMoves() {
    auto koth = boardAt("kingofthehill", "8/8/8/8/8/3K4/8/k7 w - - 0 1");
    QCOMPARE(koth->moveToSan(koth->parseMove("d3e4")), std::string("Ke4#"));
    auto atomic = boardAt("atomic", "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1");
    QCOMPARE(atomic->moveToSan(atomic->parseMove("e1e7")), std::string("Rxe7#"));
    auto three =
        boardAt("3check", "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2+3 0 3");
    QCOMPARE(three->moveToSan(three->parseMove("f3f7")), std::string("Qxf7+"));
    auto rk = boardAt("racingkings", "8/6K1/8/8/8/8/8/k7 w - - 0 1");
    QCOMPARE(rk->moveToSan(rk->parseMove("g7g8")), std::string("Kg8#"));
}

void TestVariants::crazyhouseRules() {
    // A captured promoted piece goes to the pocket as a pawn; the FEN marks it with '~'.
    auto b = boardAt("crazyhouse", "8/2k5/8/1Q~6/8/8/8/4K3[] w - - 3 3");
    QCOMPARE(b->fen(), std::string("8/2k5/8/1Q~6/8/8/8/4K3[] w - - 3 3"));
    play(*b, "Qb6+");
    QCOMPARE(b->fen(), std::string("8/2k5/1Q~6/8/8/8/8/4K3[] b - - 4 3"));
    play(*b, "Kxb6");
    QCOMPARE(b->fen(), std::string("8/8/1k6/8/8/8/8/4K3[p] w - - 0 4"));
    b->undoMove();
    b->undoMove();
    QCOMPARE(b->fen(), std::string("8/2k5/8/1Q~6/8/8/8/4K3[] w - - 3 3"));
    // Drops: UCI and SAN spell them P@d3; pawns never on the first or last rank.
    auto z = boardAt("crazyhouse",
                     "r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4");
    const QStringList drops = legalMoveTexts(*z);
    QVERIFY(drops.contains("P@a3"));
    QVERIFY(!drops.contains("P@a8") && !drops.contains("P@h1"));
    const Move drop = z->parseMove("@d3");
    QVERIFY(!drop.isNull());
    QCOMPARE(z->moveToSan(drop), std::string("P@d3"));
    QCOMPARE(z->moveToCoordinate(drop), std::string("P@d3"));
    QCOMPARE(z->parseMove("P@d3"), drop);
    QVERIFY(z->parseMove("N@d3").isNull()); // no knight in hand
    play(*z, "P@d3");
    QCOMPARE(z->fen(),
             std::string("r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/3P1N2/PPPP1PPP/RNBQKB1R[p] b KQkq - 0 4"));
    // In check, drops only block; a knight's check cannot be blocked.
    auto check = boardAt("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    const QStringList evasions = legalMoveTexts(*check);
    QVERIFY(evasions.contains("N@d1"));
    QVERIFY(!evasions.contains("N@e2"));
    auto knightCheck = boardAt("crazyhouse", "4k3/8/8/8/8/5n2/8/4K3[Q] w - - 0 1");
    for (const QString& m : legalMoveTexts(*knightCheck)) QVERIFY2(!m.contains('@'), qPrintable(m));
    // A drop that mates is written with '#'.
    auto mate = boardAt("crazyhouse", "6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1");
    QCOMPARE(mate->moveToSan(mate->parseMove("R@e8")), std::string("R@e8#"));
    // Pockets belong to drop variants only.
    std::string error;
    QVERIFY(!createBoard("standard")->setFen("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", &error));
    QVERIFY2(error.find("pockets") != std::string::npos, error.c_str());
}

void TestVariants::xiangqiVariantRules() {
    const char* start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    QVERIFY(findVariant("beginner") && findVariant("red-eyed"));
    QVERIFY(!findVariant("beginnerxiangqi")->repetitionRules);
    QVERIFY(findVariant("xiangqi")->repetitionRules);
    // Beginner: a move may leave the general attacked (here the central soldier steps aside and
    // opens the file between the generals, which xiangqi forbids).
    auto facing = boardAt("beginnerxiangqi", "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    QVERIFY(legalMoveTexts(*facing).contains("e5d5"));
    QVERIFY(!legalMoveTexts(*boardAt("xiangqi", "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1"))
                 .contains("e5d5"));
    // The FEN of such a position is readable in the variants only.
    QVERIFY(createBoard("beginnerxiangqi")->setFen("4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1"));
    QVERIFY(!createBoard("xiangqi")->setFen("4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1"));
    // Red-eyed: captures of the own side's pieces, never of the own general.
    auto red = boardAt("redeyedxiangqi", start);
    const QStringList moves = legalMoveTexts(*red);
    QVERIFY(moves.contains("a0a3"));  // chariot takes its own soldier
    QVERIFY(!moves.contains("b2b0")); // a cannon still needs a screen to capture
    QVERIFY(!moves.contains("d0e0")); // advisor onto its own general
    QVERIFY(!legalMoveTexts(*boardAt("xiangqi", start)).contains("a0a3"));
    play(*red, "a0a3");
    QCOMPARE(red->fen(),
             std::string("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/R1P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1"));
}

void TestVariants::xiangqiVariantEndings_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    QTest::newRow("beginner: general captured") << "beginnerxiangqi"
                                                << "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1"
                                                << "e1e9"
                                                << "1-0"
                                                << "Red wins by capturing the general";
    QTest::newRow("red-eyed: general captured") << "redeyedxiangqi"
                                                << "3k5/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"
                                                << "d9d8 e1d1 d8d9 d1d9"
                                                << "1-0"
                                                << "Red wins by capturing the general";
    QTest::newRow("beginner: 60 moves") << "beginnerxiangqi"
                                        << "3k5/9/9/9/9/9/9/9/4R4/3K5 w - - 119 60"
                                        << "e1e2"
                                        << "1/2-1/2"
                                        << "Draw by 60-move rule";
    QTest::newRow("beginner: repetition plays on")
        << "beginnerxiangqi"
        << "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
        << "e1f1 d9d8 f1e1 d8d9 e1f1 d9d8 f1e1 d8d9 e1f1 d9d8"
        << "*"
        << "";
}

void TestVariants::xiangqiVariantEndings() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    RuleSet rules = RuleSet::create(b->variant(), RuleOptions{});
    GameResult verdict = rules.start(*b);
    for (const QString& m : moves.split(' ', Qt::SkipEmptyParts)) {
        QVERIFY2(verdict.isNone(), verdict.reason().c_str());
        play(*b, qPrintable(m));
        verdict = rules.afterMove(*b);
    }
    QCOMPARE(QString::fromStdString(verdict.resultString()), result);
    QCOMPARE(QString::fromStdString(verdict.reason()), reason);
}

void TestVariants::xiangqiEngineTakesTheGeneral() {
    // Beginner xiangqi is won by taking the general: the search sees it as a mate.
    auto b = boardAt("beginnerxiangqi", "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1");
    engine::TranspositionTable tt(8);
    engine::SearchControl control;
    control.startClock();
    engine::SearchSettings settings;
    settings.maxDepth = 3;
    engine::Search<engine::XiangqiFamily> search(engine::XiangqiFamily::positionOf(*b), {}, tt,
                                                 control, settings);
    std::mt19937_64 rng(1);
    const engine::SearchResult r = search.run({}, rng);
    QCOMPARE(b->moveToCoordinate(r.best), std::string("e1e9"));
    QCOMPARE(r.score, engine::MateScore - 1);
}

// ---------------------------------------------------------------------------------------------

void TestVariants::engineFollowsVariantRules_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("winning"); // the moves that win soonest
    QTest::addColumn<int>("plies");           // when the game is won
    QTest::newRow("koth: step onto the hill")
        << "kingofthehill"
        << "r6k/8/8/8/8/3K4/8/7q w - - 0 1" << QStringList{"d3d4", "d3e4"} << 1;
    QTest::newRow("3check: the third check")
        << "3check"
        << "r3k3/8/8/8/8/8/6q1/R3K3 w - - 1+3 0 1" << QStringList{"a1a8"} << 1;
    QTest::newRow("atomic: explode the king")
        << "atomic"
        << "4k3/4p3/8/8/8/8/6q1/4RK2 w - - 0 1" << QStringList{"e1e7"} << 1;
    // The reply must capture (forced captures), leaving White without pieces.
    QTest::newRow("antichess: give the last piece away")
        << "antichess"
        << "8/8/8/8/8/8/1p6/R7 w - - 0 1" << QStringList{"a1c1"} << 2;
    QTest::newRow("losers: give the rook away, not next to the king")
        << "losers"
        << "4k3/8/8/8/8/8/2q5/R3K3 w - - 0 1" << QStringList{"a1a2", "a1b1", "a1c1", "a1a4"} << 2;
    QTest::newRow("horde: take the last pawn")
        << "horde"
        << "4k3/8/8/8/8/8/r7/P7 b - - 0 1" << QStringList{"a2a1"} << 1;
    QTest::newRow("crazyhouse: mate by a drop")
        << "crazyhouse"
        << "6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1"
        << QStringList{"R@a8", "R@b8", "R@c8", "R@d8", "R@e8"} << 1;
    QTest::newRow("racingkings: reach the 8th rank")
        << "racingkings"
        << "8/6K1/8/8/8/8/8/k7 w - - 0 1" << QStringList{"g7f8", "g7g8", "g7h8"} << 1;
}

void TestVariants::engineFollowsVariantRules() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, winning);
    QFETCH(int, plies);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    const engine::SearchResult r = searchDepth(*b, 4);
    const QString best = QString::fromStdString(b->moveToCoordinate(r.best));
    QVERIFY2(winning.contains(best), qPrintable(best));
    QCOMPARE(r.score, engine::MateScore - plies);
}

void TestVariants::engineProcessPlaysVariant() {
    // arbiter-engine announces the registry's variants and plays by their rules over UCI.
    QProcess p;
    p.start(QStringLiteral(ARBITER_BIN_DIR) + "/arbiter-engine", {});
    QVERIFY(p.waitForStarted());
    p.write("uci\n");
    QByteArray out;
    while (!out.contains("uciok") && p.waitForReadyRead(30000)) out += p.readAll();
    for (const char* v : {"kingofthehill", "3check", "atomic", "antichess", "giveaway", "suicide",
                          "losers", "horde", "racingkings"})
        QVERIFY2(out.contains(QByteArray(" var ") + v), v);
    p.write("setoption name UCI_Variant value atomic\n"
            "position fen 4k3/4p3/8/8/8/8/6q1/4RK2 w - - 0 1\ngo depth 3\n");
    out.clear();
    while (!out.contains("bestmove") && p.waitForReadyRead(30000)) out += p.readAll();
    QVERIFY2(out.contains("bestmove e1e7"), out.constData());
    p.write("setoption name UCI_Variant value antichess\n"
            "position fen 8/8/8/8/8/8/1p6/K7 w - - 0 1\ngo depth 2\n");
    out.clear();
    while (!out.contains("bestmove") && p.waitForReadyRead(30000)) out += p.readAll();
    QVERIFY2(out.contains("bestmove a1b2"), out.constData()); // the only legal move: a capture
    p.write("quit\n");
    QVERIFY(p.waitForFinished(10000));
}

QTEST_GUILESS_MAIN(TestVariants)
#include "tst_variants.moc"
