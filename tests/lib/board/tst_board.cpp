// Western board: perft against the shared reference counts, FEN in/out and errors, notation
// round trips and lenient parsing, Polyglot keys, repetition counting.
#include "board/board.h"
#include "board/westernboard.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace arbiter;

namespace {
// Deeper counts are skipped to keep the suite quick; the bench covers the large ones.
constexpr quint64 MaxPerftNodes = 5'000'000;

std::unique_ptr<Board> boardAt(const char* variant, const QString& fen) {
    auto b = createBoard(variant);
    std::string error;
    if (!b->setFen(fen.toStdString(), &error))
        qFatal("bad test FEN %s: %s", qPrintable(fen), error.c_str());
    return b;
}

Move play(Board& b, const char* text) {
    std::string error;
    Move m = b.parseMove(text, &error);
    if (m.isNull()) qFatal("cannot play %s: %s", text, error.c_str());
    b.makeMove(m);
    return m;
}
} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void legalMovesFollowSetFenWithTheSameKey();
    void playersViewOfWesternBoards();
    void playersViewOfXiangqiBoards();
    void variantsRegistered();
    void perftReference_data();
    void perftReference();
    void perftChess960_data();
    void perftChess960();
    void fenRoundTrip_data();
    void fenRoundTrip();
    void fenErrors_data();
    void fenErrors();
    void sanRoundTripAllMoves_data();
    void sanRoundTripAllMoves();
    void sanStrings();
    void lenientParsing_data();
    void lenientParsing();
    void parseErrors();
    void chess960CastlingNotation();
    void polyglotKeys_data();
    void polyglotKeys();
    void makeUndoRestoresState();
    void repetitionCount();
    void captureChessForcesCaptures();
};

void TestBoard::variantsRegistered() {
    QVERIFY(findVariant("standard"));
    QVERIFY(findVariant("fischerandom"));
    QVERIFY(findVariant("chess960")); // alias
    QVERIFY(findVariant("capture"));
    QVERIFY(!findVariant("nosuchvariant"));
    QVERIFY(createBoard("nosuchvariant") == nullptr);
    auto b = createBoard("standard");
    QCOMPARE(QString::fromStdString(b->fen()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoard::perftReference_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    const QJsonObject doc = test::loadTestJson(QStringLiteral("perft-chess.json"));
    for (const char* variant : {"standard", "capture"}) {
        const QJsonArray positions = doc.value(QLatin1String(variant)).toArray();
        QVERIFY(!positions.isEmpty());
        int index = 0;
        for (const QJsonValue& p : positions) {
            const QJsonArray counts = p.toObject().value(QLatin1String("nodes")).toArray();
            for (int d = 0; d < counts.size(); ++d) {
                quint64 nodes = quint64(counts[d].toDouble());
                if (nodes > MaxPerftNodes) break;
                QTest::addRow("%s #%d depth %d", variant, index, d + 1)
                    << QString::fromLatin1(variant)
                    << p.toObject().value(QLatin1String("fen")).toString() << d + 1 << nodes;
            }
            ++index;
        }
    }
}

void TestBoard::perftReference() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    auto b = boardAt(variant.toLatin1().constData(), fen);
    QCOMPARE(quint64(b->perft(depth)), nodes);
    QCOMPARE(QString::fromStdString(b->fen()),
             QString::fromStdString(boardAt(variant.toLatin1().constData(), fen)->fen()));
}

void TestBoard::perftChess960_data() {
    // Published Chess960 perft results (chessprogramming.org "Chess960 Perft Results").
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    QTest::newRow("bqnb1rkr d4")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 4
        << quint64(326672);
    QTest::newRow("2nnrbkr d4") << "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9"
                                << 4 << quint64(667366);
    QTest::newRow("b1q1rrkb d4") << "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9"
                                 << 4 << quint64(273318);
    QTest::newRow("bqnb1rkr d5")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 5
        << quint64(8146062);
}

void TestBoard::perftChess960() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    QCOMPARE(quint64(boardAt("fischerandom", fen)->perft(depth)), nodes);
}

void TestBoard::fenRoundTrip_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("start") << "standard"
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("kiwipete")
        << "standard"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("missing counters") << "standard"
                                      << "8/8/8/8/8/8/8/K6k w - -"
                                      << "8/8/8/8/8/8/8/K6k w - - 0 1";
    QTest::newRow("ep kept when capturable")
        << "standard"
        << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
        << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    QTest::newRow("ep dropped when no taker")
        << "standard"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    QTest::newRow("shredder in 960")
        << "fischerandom"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9";
    QTest::newRow("x-fen inner rook") << "fischerandom"
                                      << "rkr5/8/8/8/8/8/8/RKR5 w ACac - 0 1"
                                      << "rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1";
    QTest::newRow("x-fen two rooks one wing") << "fischerandom"
                                              << "1k4rr/8/8/8/8/8/8/1K4RR w G - 0 1"
                                              << "1k4rr/8/8/8/8/8/8/1K4RR w G - 0 1";
}

void TestBoard::fenRoundTrip() {
    QFETCH(QString, variant);
    QFETCH(QString, in);
    QFETCH(QString, out);
    auto b = boardAt(variant.toLatin1().constData(), in);
    QCOMPARE(QString::fromStdString(b->fen()), out);
}

void TestBoard::fenErrors_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("message");
    QTest::newRow("ep not a square") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"
                                     << "FEN field 4 (en passant): 'e9' is not a square";
    QTest::newRow("too few fields") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"
                                    << "FEN: expected at least 4 fields, found 2";
    QTest::newRow("bad letter")
        << "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "FEN field 1 (piece placement): 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR' has an "
           "unknown piece letter 'x'";
    QTest::newRow("short rank")
        << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "FEN field 1 (piece placement): 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR' has a rank "
           "that does not have 8 squares";
    QTest::newRow("no black king")
        << "8/8/8/8/8/8/8/K7 w - - 0 1"
        << "FEN field 1 (piece placement): '8/8/8/8/8/8/8/K7' must have exactly one black king";
    QTest::newRow("pawn on rank 1") << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
                                    << "FEN field 1 (piece placement): '4k3/8/8/8/8/8/8/P3K3' has "
                                       "a pawn on the first or last rank";
    QTest::newRow("side") << "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
                          << "FEN field 2 (side to move): 'x' is not 'w' or 'b'";
    QTest::newRow("castling without rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                           << "FEN field 3 (castling): 'K' has no rook for 'K'";
    QTest::newRow("castling letter") << "4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"
                                     << "FEN field 3 (castling): 'KX' has an unknown letter 'X'";
    QTest::newRow("ep wrong rank")
        << "4k3/8/8/8/8/8/8/4K3 w - e3 0 1"
        << "FEN field 4 (en passant): 'e3' must be on rank 6 when White moves";
    QTest::newRow("ep no pawn")
        << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"
        << "FEN field 4 (en passant): 'e6' has no pawn that just moved two squares";
    QTest::newRow("halfmove") << "4k3/8/8/8/8/8/8/4K3 w - - x 1"
                              << "FEN field 5 (halfmove clock): 'x' is not a non-negative number";
    QTest::newRow("fullmove") << "4k3/8/8/8/8/8/8/4K3 w - - 0 -3"
                              << "FEN field 6 (fullmove number): '-3' is not a positive number";
    QTest::newRow("opponent in check")
        << "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"
        << "FEN field 2 (side to move): 'w' leaves the side that just moved in check";
}

void TestBoard::fenErrors() {
    QFETCH(QString, fen);
    QFETCH(QString, message);
    auto b = createBoard("standard");
    std::string before = b->fen();
    std::string error;
    QVERIFY(!b->setFen(fen.toStdString(), &error));
    QCOMPARE(QString::fromStdString(error), message);
    QCOMPARE(b->fen(), before); // a failed setFen leaves the board as it was
}

void TestBoard::sanRoundTripAllMoves_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << "standard"
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("kiwipete")
        << "standard"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("promotions")
        << "standard"
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    QTest::newRow("black promotions") << "standard"
                                      << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    QTest::newRow("three knights") << "standard"
                                   << "4k3/8/8/2N1N3/8/2N5/8/4K3 w - - 0 1";
    QTest::newRow("960") << "fischerandom"
                         << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
}

void TestBoard::sanRoundTripAllMoves() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    auto b = boardAt(variant.toLatin1().constData(), fen);
    MoveList moves;
    b->legalMoves(moves);
    QVERIFY(!moves.empty());
    for (Move m : moves) {
        for (Notation n : {Notation::San, Notation::Lan, Notation::Coordinate}) {
            std::string text = b->moveToString(m, n);
            std::string error;
            Move back = b->parseMove(text, &error);
            QVERIFY2(back == m, (text + ": " + error).c_str());
        }
    }
}

void TestBoard::sanStrings() {
    auto b = boardAt("standard", "4k3/8/8/2N1N3/8/2N5/8/4K3 w - - 0 1");
    // Three knights reach d3/d7: file, rank or both are needed.
    QCOMPARE(b->moveToSan(b->parseMove("c5d7")), std::string("Ncd7"));
    QCOMPARE(b->moveToSan(b->parseMove("e5d7")), std::string("Ned7"));
    QCOMPARE(b->moveToSan(b->parseMove("c3d5")), std::string("Nd5"));
    QCOMPARE(b->moveToSan(b->parseMove("c3e4")), std::string("N3e4"));
    QCOMPARE(b->moveToSan(b->parseMove("c5e4")), std::string("N5e4"));
    QCOMPARE(b->moveToSan(b->parseMove("e5c4")), std::string("Nc4"));
    // Three queens: one move needs the full from-square.
    auto q = boardAt("standard", "8/8/8/7k/8/Q1Q5/8/Q6K w - - 0 1");
    QCOMPARE(q->moveToSan(q->parseMove("a3b2")), std::string("Qa3b2"));
    QCOMPARE(q->moveToSan(q->parseMove("a1b2")), std::string("Q1b2"));
    QCOMPARE(q->moveToSan(q->parseMove("c3b2")), std::string("Qcb2"));
    auto m = boardAt("standard", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QCOMPARE(m->moveToSan(m->parseMove("e1g1")), std::string("O-O"));
    QCOMPARE(m->moveToSan(m->parseMove("e1c1")), std::string("O-O-O"));
    QCOMPARE(m->moveToSan(m->parseMove("a1a8")), std::string("Rxa8+"));
    auto mate = boardAt("standard", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    QCOMPARE(mate->moveToSan(mate->parseMove("a1a8")), std::string("Ra8#"));
    auto promo = boardAt("standard", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    QCOMPARE(promo->moveToSan(promo->parseMove("a7b8q")), std::string("axb8=Q+"));
    QCOMPARE(promo->moveToSan(promo->parseMove("a7a8n")), std::string("a8=N"));
    auto ep = boardAt("standard", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    QCOMPARE(ep->moveToSan(ep->parseMove("d4e3")), std::string("dxe3"));
    QCOMPARE(ep->moveToString(ep->parseMove("dxe3 e.p."), Notation::Lan), std::string("d4xe3"));
}

void TestBoard::lenientParsing_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("coordinate");
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const QString promo = QStringLiteral("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    QTest::newRow("Nf3") << start << "Nf3"
                         << "g1f3";
    QTest::newRow("Ng1f3") << start << "Ng1f3"
                           << "g1f3";
    QTest::newRow("Ng1-f3") << start << "Ng1-f3"
                            << "g1f3";
    QTest::newRow("g1f3") << start << "g1f3"
                          << "g1f3";
    QTest::newRow("e4") << start << "e4"
                        << "e2e4";
    QTest::newRow("e2-e4") << start << "e2-e4"
                           << "e2e4";
    QTest::newRow("annotated") << start << "Nf3!?"
                               << "g1f3";
    QTest::newRow("0-0") << castle << "0-0"
                         << "e1g1";
    QTest::newRow("O-O-O+") << castle << "O-O-O"
                            << "e1c1";
    QTest::newRow("e1g1") << castle << "e1g1"
                          << "e1g1";
    QTest::newRow("king takes rook") << castle << "e1h1"
                                     << "e1g1";
    QTest::newRow("e8=Q") << promo << "a8=Q"
                          << "a7a8q";
    QTest::newRow("a8Q") << promo << "a8Q"
                         << "a7a8q";
    QTest::newRow("axb8=N") << promo << "axb8=N"
                            << "a7b8n";
    QTest::newRow("a7b8q") << promo << "a7b8q"
                           << "a7b8q";
    QTest::newRow("a7b8=B") << promo << "a7b8=B"
                            << "a7b8b";
    QTest::newRow("ab8b") << promo << "axb8b"
                          << "a7b8b";
}

void TestBoard::lenientParsing() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, coordinate);
    auto b = boardAt("standard", fen);
    std::string error;
    Move m = b->parseMove(text.toStdString(), &error);
    QVERIFY2(!m.isNull(), error.c_str());
    QCOMPARE(QString::fromStdString(b->moveToCoordinate(m)), coordinate);
}

void TestBoard::parseErrors() {
    auto b = createBoard("standard");
    std::string error;
    QVERIFY(b->parseMove("Nf6", &error).isNull());
    QCOMPARE(error, std::string("'Nf6' is not a legal move in this position"));
    QVERIFY(b->parseMove("e2e5", &error).isNull());
    QVERIFY(b->parseMove("O-O", &error).isNull());
    QCOMPARE(error, std::string("'O-O' is not a legal castling move here"));
    QVERIFY(b->parseMove("", &error).isNull());
    QVERIFY(b->parseMove("hello", &error).isNull());
    QVERIFY(b->parseMove("\x01\xff", &error).isNull());
    auto amb = boardAt("standard", "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    QVERIFY(amb->parseMove("Rd1", &error).isNull() == false); // only the a1 rook reaches d1
    auto two = boardAt("standard", "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    QVERIFY(two->parseMove("Rd1", &error).isNull());
    QCOMPARE(error, std::string("'Rd1' is ambiguous"));
}

void TestBoard::chess960CastlingNotation() {
    // King on b1, rook on a1: long castling swaps them; coordinates are king-takes-rook.
    auto b = boardAt("fischerandom", "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
    Move m = b->parseMove("O-O-O");
    QVERIFY(!m.isNull());
    QCOMPARE(b->moveToCoordinate(m), std::string("b1a1"));
    QCOMPARE(b->parseMove("b1a1"), m);
    b->makeMove(m);
    QCOMPARE(QString::fromStdString(b->fen()), QStringLiteral("rk6/8/8/8/8/8/8/2KR4 b q - 1 1"));
    // In standard chess the same move is written as the king's two-square step.
    auto s = boardAt("standard", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QCOMPARE(s->moveToCoordinate(s->parseMove("O-O")), std::string("e1g1"));
    // A rook screening a slider: castling would expose the king on c1 to the a1 queen.
    auto screened = boardAt("fischerandom", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
    std::string error;
    QVERIFY(screened->parseMove("O-O-O", &error).isNull());
}

void TestBoard::polyglotKeys_data() {
    // The published examples of the Polyglot book format.
    QTest::addColumn<QString>("moves");
    QTest::addColumn<quint64>("key");
    QTest::newRow("start") << "" << Q_UINT64_C(0x463b96181691fc9c);
    QTest::newRow("e4") << "e2e4" << Q_UINT64_C(0x823c9b50fd114196);
    QTest::newRow("e4 d5") << "e2e4 d7d5" << Q_UINT64_C(0x0756b94461c50fb0);
    QTest::newRow("e4 d5 e5") << "e2e4 d7d5 e4e5" << Q_UINT64_C(0x662fafb965db29d4);
    QTest::newRow("e4 d5 e5 f5") << "e2e4 d7d5 e4e5 f7f5" << Q_UINT64_C(0x22a48b5a8e47ff78);
    QTest::newRow("e4 d5 e5 f5 Ke2")
        << "e2e4 d7d5 e4e5 f7f5 e1e2" << Q_UINT64_C(0x652a607ca3f242c1);
    QTest::newRow("e4 d5 e5 f5 Ke2 Kf7")
        << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7" << Q_UINT64_C(0x00fdd303c946bdd9);
    QTest::newRow("a4 b5 h4 b4 c4") << "a2a4 b7b5 h2h4 b5b4 c2c4" << Q_UINT64_C(0x3c8123ea7b067637);
    QTest::newRow("a4 b5 h4 b4 c4 bxc3 Ra3")
        << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3" << Q_UINT64_C(0x5c3f9b829b279560);
}

void TestBoard::polyglotKeys() {
    QFETCH(QString, moves);
    QFETCH(quint64, key);
    auto b = createBoard("standard");
    for (const QString& m : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        play(*b, m.toLatin1().constData());
    QCOMPARE(quint64(b->key()), key);
    // The incremental key equals the key of the same position read from FEN.
    auto fresh = boardAt("standard", QString::fromStdString(b->fen()));
    QCOMPARE(quint64(fresh->key()), key);
}

void TestBoard::makeUndoRestoresState() {
    auto b =
        boardAt("standard", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    const std::string fen = b->fen();
    const uint64_t key = b->key();
    MoveList moves;
    b->legalMoves(moves);
    for (Move m : moves) {
        b->makeMove(m);
        MoveList replies;
        b->legalMoves(replies);
        for (Move r : replies) {
            b->makeMove(r);
            b->undoMove();
        }
        b->undoMove();
        QCOMPARE(b->fen(), fen);
        QCOMPARE(b->key(), key);
    }
    QCOMPARE(b->historySize(), 0);
}

void TestBoard::repetitionCount() {
    auto b = createBoard("standard");
    QCOMPARE(b->repetitionCount(), 0);
    const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (const char* m : cycle) play(*b, m);
    QCOMPARE(b->repetitionCount(), 1);
    for (const char* m : cycle) play(*b, m);
    QCOMPARE(b->repetitionCount(), 2);
    play(*b, "e4"); // irreversible: history before it no longer counts
    QCOMPARE(b->repetitionCount(), 0);
    QCOMPARE(b->halfmoveClock(), 0);
}

void TestBoard::captureChessForcesCaptures() {
    auto b = boardAt("capture", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    MoveList moves;
    b->legalMoves(moves);
    QCOMPARE(moves.size(), 1);
    QCOMPARE(b->moveToSan(moves[0]), std::string("exd5"));
    std::string error;
    QVERIFY(b->parseMove("Nf3", &error).isNull());
    // Without captures on the board every move is allowed.
    auto s = createBoard("capture");
    s->legalMoves(moves);
    QCOMPARE(moves.size(), 20);
}

// What a front-end asks a board for move entry and marks (Board's "players see" questions).
void TestBoard::playersViewOfWesternBoards() {
    auto board = createBoard("standard");
    // The e2 knight is pinned by the e8 rook: its jumps follow its rules but are not legal.
    QVERIFY(board->setFen("4r1k1/8/8/8/8/8/4N3/4K2R w K - 0 1"));
    const Square e2 = board->parseSquare("e2"), c3 = board->parseSquare("c3");
    MoveList tried;
    board->pseudoLegalMovesFrom(e2, tried);
    QVERIFY(tried.contains(Move(e2, c3)));
    QVERIFY(!board->isLegal(Move(e2, c3)));
    QCOMPARE(board->kingAttackersAfter(Move(e2, c3)),
             std::vector<Square>{board->parseSquare("e8")});
    QVERIFY(board->kingAttackersAfter(board->parseMove("Kd1")).empty());
    // A pawn's pushes and captures, legal or not, and castling as king-takes-rook.
    board->pseudoLegalMovesFrom(board->parseSquare("e1"), tried);
    const Move castle = board->parseMove("O-O");
    QVERIFY(tried.contains(castle));
    QCOMPARE(castle.to(), board->parseSquare("h1"));
    QCOMPARE(board->landingSquare(castle), board->parseSquare("g1"));
    QCOMPARE(board->landingSquare(Move(e2, c3)), c3);
    QVERIFY(board->setFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    board->pseudoLegalMovesFrom(board->parseSquare("e2"), tried);
    QCOMPARE(tried.size(), 2);
    board->pseudoLegalMovesFrom(board->parseSquare("e8"), tried); // not the side to move
    QVERIFY(tried.empty());
    QCOMPARE(board->kingSquare(Black), board->parseSquare("e8"));
    QVERIFY(board->notifiesChecks());
    QVERIFY(!board->hasPockets() && !board->hasFaceDownPieces() && !board->hasStone());
    // Crazyhouse pockets.
    auto zh = createBoard("crazyhouse");
    QVERIFY(zh->setFen("4k3/8/8/8/8/8/8/4K3[NNp] w - - 0 1"));
    QVERIFY(zh->hasPockets());
    QCOMPARE(zh->pocketCount(White, Knight), 2);
    QCOMPARE(zh->pocketCount(Black, Pawn), 1);
    QCOMPARE(zh->pocketCount(Black, Knight), 0);
}

void TestBoard::playersViewOfXiangqiBoards() {
    auto board = createBoard("xiangqi");
    // The e-file cannon is pinned against its general by the black chariot: moving it aside
    // follows its rules but leaves the general to the chariot.
    const Square e1 = board->parseSquare("e1"), a1 = board->parseSquare("a1");
    QVERIFY(board->setFen("3k5/9/9/9/4r4/9/9/9/4C4/4K4 w - - 0 1"));
    MoveList tried;
    board->pseudoLegalMovesFrom(e1, tried);
    QVERIFY(tried.contains(Move(e1, a1)));
    QVERIFY(!board->isLegal(Move(e1, a1)));
    QCOMPARE(board->kingAttackersAfter(Move(e1, a1)),
             std::vector<Square>{board->parseSquare("e5")});
    QCOMPARE(board->kingSquare(White), board->parseSquare("e0"));
    QVERIFY(board->notifiesChecks());
    QVERIFY(!board->hasFaceDownPieces() && !board->hasStone() && !board->hasPockets());
    // Beginner xiangqi has no check rule: checks are not told.
    QVERIFY(!createBoard("beginnerxiangqi")->notifiesChecks());
    // Jieqi's pieces lie face down on their start points, the generals face up.
    auto jieqi = createBoard("jieqi");
    QVERIFY(jieqi->hasFaceDownPieces());
    QVERIFY(jieqi->isFaceDown(jieqi->parseSquare("a0")));
    QVERIFY(!jieqi->isFaceDown(jieqi->parseSquare("e0")));
    QVERIFY(createBoard("stonexiangqi")->hasStone());
}

QTEST_APPLESS_MAIN(TestBoard)
// The western board keeps the legal moves of its position by the position's key; two Chess960
// positions that differ only in which rook may castle have the same key, and setFen must not
// hand out the first one's moves for the second (with the a1 rook, castling is blocked by the
// b1 rook; with the b1 rook it is legal).
void TestBoard::legalMovesFollowSetFenWithTheSameKey() {
    auto board = createBoard("fischerandom");
    QVERIFY(board);
    QVERIFY(board->setFen("7k/8/8/8/8/8/8/RRK5 w A - 0 1"));
    const uint64_t key = board->key();
    MoveList withA;
    board->legalMoves(withA);
    QVERIFY(board->parseMove("O-O-O").isNull());
    QVERIFY(board->setFen("7k/8/8/8/8/8/8/RRK5 w B - 0 1"));
    QCOMPARE(board->key(), key);
    MoveList withB;
    board->legalMoves(withB);
    QCOMPARE(withB.size(), withA.size() + 1);
    QVERIFY(!board->parseMove("O-O-O").isNull());
}

#include "tst_board.moc"
