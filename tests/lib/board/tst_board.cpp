// Western board: perft against the shared reference counts, FEN in/out and errors, notation
// round trips and lenient parsing, SAN read from the pieces that reach the square as from the
// legal moves, coordinates, SAN and game ends of orthodox chess (found without the list of legal
// moves) as the list gives them, Polyglot keys, repetition counting.
#include "board/board.h"
#include "board/sandisambiguation.h"
#include "board/westernboard.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>
#include <random>

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

// A SAN text's fields: [piece][from file][from rank][x]<to>[=promotion]; -1: no file or rank.
struct SanFields {
    PieceType piece;
    int fromFile, fromRank;
    Square to;
    PieceType promotion;
};

std::string sanText(const SanFields& f, bool capture, const char* suffix) {
    std::string s;
    if (f.piece != Pawn) s += westernPieceLetter(f.piece);
    if (f.fromFile >= 0) s += char('a' + f.fromFile);
    if (f.fromRank >= 0) s += char('1' + f.fromRank);
    if (capture) s += 'x';
    s += char('a' + f.to % 8);
    s += char('1' + f.to / 8);
    if (f.promotion != NoPieceType) {
        s += '=';
        s += westernPieceLetter(f.promotion);
    }
    return s + suffix;
}

// What the fields name, read from the list of legal moves: the one legal move of such a piece
// to that square with that promotion (castling aside); otherwise the parser's refusal of `text`.
// `matches` is how many legal moves fit.
Move fromLegalMoves(const Board& b, const MoveList& legal, const SanFields& f,
                    const std::string& text, std::string* refusal, int* matches) {
    Move found;
    *matches = 0;
    for (Move m : legal) {
        if (m.kind() == Move::Castling || m.to() != f.to || m.promotion() != f.promotion ||
            typeOf(b.pieceAt(m.from())) != f.piece)
            continue;
        if (f.fromFile >= 0 && m.from() % 8 != f.fromFile) continue;
        if (f.fromRank >= 0 && m.from() / 8 != f.fromRank) continue;
        found = m;
        ++*matches;
    }
    if (*matches == 1) return found;
    *refusal = "'" + text + "' " +
               (*matches > 1 ? "is ambiguous" : "is not a legal move in this position");
    return Move();
}

// The same text read the long way: the parser reads a plain SAN text from the pieces that
// reach its square, and any other spelling, such as one with a space after it (trimmed), the
// long way, from the list of legal moves. Empty when both readings agree (the same move, or
// the same refusal but for the quoted text).
std::string longWayDisagrees(const Board& b, const std::string& text, Move m,
                             const std::string& error) {
    std::string longError;
    const Move longWay = b.parseMove(text + " ", &longError);
    if (longWay != m)
        return text + ": " + b.moveToCoordinate(m) + " but the long way " +
               b.moveToCoordinate(longWay) + " (" + longError + ")";
    if (m.isNull() &&
        longError != "'" + text + " '" + error.substr(std::min(error.size(), text.size() + 2)))
        return text + ": '" + error + "' but the long way '" + longError + "'";
    return {};
}
using Positions = std::vector<std::pair<std::string, std::string>>; // variant, FEN

constexpr const char* kChess960 =
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

// Positions for the notation tests: rival pieces, pins, checks, en passant, promotions, castling
// (Chess960's too), mates and stalemates.
Positions notationPositions() {
    Positions positions;
    for (const char* fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
             "4k3/8/8/2N1N3/8/2N5/8/4K3 w - - 0 1",
             "8/8/8/7k/8/Q1Q5/8/Q6K w - - 0 1",
             "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1",
             "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1",
             "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
             "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
             "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
             "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
             "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
             "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
             "4k3/8/8/8/8/1N6/8/r3K2R w K - 0 1",
             "4k3/8/8/8/8/5n2/6B1/4K2r w - - 0 1",
             "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
             "4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1", // double check
             "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",   // stalemate
             "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1",  // stalemate behind a pawn
             "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",   // mate
             "k7/8/8/8/8/3n4/1q6/K7 w - - 0 1",  // mate, the queen guarded
         })
        positions.emplace_back("standard", fen);
    for (const char* fen :
         {"rk6/8/8/8/8/8/8/RK6 w Aa - 0 1", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", kChess960})
        positions.emplace_back("fischerandom", fen);
    return positions;
}

// notationPositions() and those of games of random moves (up to `plies` each): four of standard
// chess (every `standardEvery`th ply), one of Chess960 and one of each of `variants` (every
// third ply).
Positions testPositions(int plies, int standardEvery, std::initializer_list<const char*> variants) {
    Positions positions = notationPositions();
    std::mt19937 random(20261128);
    const auto playRandomly = [&](const char* variant, const std::string& fen, int every) {
        auto b = boardAt(variant, QString::fromStdString(fen));
        for (int ply = 0; ply < plies; ++ply) {
            MoveList legal;
            b->legalMoves(legal);
            if (legal.empty()) break;
            if (ply % every == 0) positions.emplace_back(variant, b->fen());
            b->makeMove(legal[int(random() % unsigned(legal.size()))]);
        }
    };
    for (int game = 0; game < 4; ++game)
        playRandomly("standard", createBoard("standard")->fen(), standardEvery);
    playRandomly("fischerandom", kChess960, 3);
    for (const char* variant : variants) playRandomly(variant, createBoard(variant)->fen(), 3);
    return positions;
}

// A move's SAN as the list of legal moves gives it: the rivals that disambiguate it among the
// legal moves, the check or mate sign from the replies listed after it.
std::string sanFromLegalMoves(const Board& b, const MoveList& legal, Move m) {
    std::string s;
    const PieceType type = typeOf(b.pieceAt(m.from()));
    const bool capture = b.isCapture(m);
    if (m.kind() == Move::Castling) {
        s = m.to() > m.from() ? "O-O" : "O-O-O";
    } else {
        if (type != Pawn) {
            s += westernPieceLetter(type);
            const auto isRival = [&](Move o) {
                return typeOf(b.pieceAt(o.from())) == type && o.kind() != Move::Castling;
            };
            const auto file = [](Square sq) { return sq % 8; };
            const auto rank = [](Square sq) { return sq / 8; };
            const Disambiguation d = sanDisambiguation(legal, m, isRival, file, rank);
            if (d == Disambiguation::File || d == Disambiguation::FileAndRank)
                s += char('a' + m.from() % 8);
            if (d == Disambiguation::Rank || d == Disambiguation::FileAndRank)
                s += char('1' + m.from() / 8);
        } else if (capture) {
            s += char('a' + m.from() % 8);
        }
        if (capture) s += 'x';
        s += b.squareName(m.to());
        if (m.kind() == Move::Promotion) s += std::string("=") + westernPieceLetter(m.promotion());
    }
    auto after = b.clone();
    after->makeMove(m);
    MoveList replies;
    after->legalMoves(replies);
    if (after->inCheck()) s += replies.empty() ? "#" : "+";
    return s;
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
    void plainSan_data();
    void plainSan();
    void plainSanAsTheLegalMoves();
    void orthodoxAnswersAsTheLegalMoves();
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

void TestBoard::plainSan_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // the move in coordinates, or the refusal
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const QString knights = QStringLiteral("4k3/8/8/2N1N3/8/2N5/8/4K3 w - - 0 1");
    const QString pinned = QStringLiteral("4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1");
    const QString rooks = QStringLiteral("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    const QString ep =
        QStringLiteral("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    const QString epPinned = QStringLiteral("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    const QString epChecker = QStringLiteral("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    const QString promo = QStringLiteral("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    const QString blackPromo = QStringLiteral("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1");
    const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const QString castleThroughCheck = QStringLiteral("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    const QString check = QStringLiteral("4k3/8/8/8/8/1N6/8/r3K2R w K - 0 1");
    const QString doubleCheck = QStringLiteral("4k3/8/8/8/8/5n2/6B1/4K2r w - - 0 1");
    const QString c960 = QStringLiteral("rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
    auto row = [](const char* name, const char* variant, const QString& fen, const char* text,
                  const char* expected) {
        QTest::newRow(name) << variant << fen << text << expected;
    };
    row("unique", "standard", start, "Nf3", "g1f3");
    row("pawn step", "standard", start, "e3", "e2e3");
    row("pawn double step", "standard", start, "e4", "e2e4");
    row("pawn too far", "standard", start, "e5", "'e5' is not a legal move in this position");
    row("no piece reaches", "standard", start, "Nf6", "'Nf6' is not a legal move in this position");
    row("own piece there", "standard", start, "Nd2", "'Nd2' is not a legal move in this position");
    row("by file", "standard", knights, "Ncd7", "c5d7");
    row("by the other file", "standard", knights, "Ned7", "e5d7");
    row("ambiguous", "standard", knights, "Nd7", "'Nd7' is ambiguous");
    row("by rank", "standard", knights, "N3e4", "c3e4");
    row("rank ambiguous", "standard", knights, "N5d3", "'N5d3' is ambiguous");
    row("file ambiguous", "standard", knights, "Nce4", "'Nce4' is ambiguous");
    row("by square", "standard", knights, "Nc3e4", "c3e4");
    row("by square, capture sign", "standard", knights, "Nc5xe4", "c5e4");
    row("wrong hint", "standard", knights, "Nbd7", "'Nbd7' is not a legal move in this position");
    row("rooks ambiguous", "standard", rooks, "Rd1", "'Rd1' is ambiguous");
    row("rook by file", "standard", rooks, "Rad1", "a1d1");
    row("rooks, rank ambiguous", "standard", rooks, "R1d1", "'R1d1' is ambiguous");
    row("pinned one left", "standard", pinned, "Nf3", "g1f3");
    row("pinned named", "standard", pinned, "Ndf3", "'Ndf3' is not a legal move in this position");
    row("only a pinned one", "standard", pinned, "Nb3",
        "'Nb3' is not a legal move in this position");
    row("pawn capture", "standard", ep, "dxe3", "d4e3");
    row("en passant, check sign", "standard", ep, "dxe3+", "d4e3");
    row("en passant, mate sign", "standard", ep, "dxe3#", "d4e3");
    row("en passant pinned", "standard", epPinned, "bxc6",
        "'bxc6' is not a legal move in this position");
    row("step beside en passant", "standard", epPinned, "b6", "b5b6");
    row("en passant takes the checker", "standard", epChecker, "exd3", "e4d3");
    row("king takes the checker", "standard", epChecker, "Kxd4", "c5d4");
    row("pawn ignores the check", "standard", epChecker, "e3",
        "'e3' is not a legal move in this position");
    row("promotion", "standard", promo, "a8=Q", "a7a8q");
    row("underpromotion", "standard", promo, "a8=N", "a7a8n");
    row("capture promotion", "standard", promo, "axb8=R+", "a7b8r");
    row("no promotion", "standard", promo, "a8", "'a8' is not a legal move in this position");
    row("promotion to a king", "standard", promo, "a8=K",
        "'a8=K' is not a legal move in this position");
    row("promotion not a pawn's", "standard", promo, "Ke2=Q",
        "'Ke2=Q' is not a legal move in this position");
    row("black capture promotion", "standard", blackPromo, "gxh1=Q", "g2h1q");
    row("black underpromotion", "standard", blackPromo, "gxf1=N", "g2f1n");
    row("black step promotion", "standard", blackPromo, "g1=B", "g2g1b");
    row("short castling", "standard", castle, "O-O", "e1g1");
    row("long castling, check sign", "standard", castle, "O-O-O+", "e1c1");
    row("castling with zeros", "standard", castle, "0-0", "e1g1");
    row("castling through check", "standard", castleThroughCheck, "O-O",
        "'O-O' is not a legal castling move here");
    row("castling the other way", "standard", castleThroughCheck, "O-O-O", "e1c1");
    row("castling in check", "standard", check, "O-O", "'O-O' is not a legal castling move here");
    row("block", "standard", check, "Nc1", "b3c1");
    row("take the checker", "standard", check, "Nxa1", "b3a1");
    row("ignore the check", "standard", check, "Nd4", "'Nd4' is not a legal move in this position");
    row("double check, capture", "standard", doubleCheck, "Bxf3",
        "'Bxf3' is not a legal move in this position");
    row("double check, block", "standard", doubleCheck, "Bf1",
        "'Bf1' is not a legal move in this position");
    row("double check, king", "standard", doubleCheck, "Ke2", "e1e2");
    row("king into check", "standard", doubleCheck, "Kf1",
        "'Kf1' is not a legal move in this position");
    row("Chess960 castling", "fischerandom", c960, "O-O-O", "b1a1");
    row("Chess960 no castling", "fischerandom", c960, "O-O",
        "'O-O' is not a legal castling move here");
    // Spellings the long way has always accepted: the capture sign is not checked, a pawn's
    // from file may be its own.
    row("capture sign, nothing taken", "standard", start, "Nxf3", "g1f3");
    row("capture sign alone", "standard", promo, "xb8=Q", "a7b8q");
    row("pawn from its own file", "standard", start, "exe4", "e2e4");
    row("pawn from file, no sign", "standard", ep, "de3", "d4e3");
    // The long way: spellings that are not plain SAN, and variants.
    row("pawn letter", "standard", start, "Pe4", "e2e4");
    row("lowercase promotion", "standard", promo, "axb8q", "a7b8q");
    row("annotated", "standard", start, "Nf3!?", "g1f3");
    row("double sign", "standard", ep, "dxe3++", "d4e3");
    row("capture chess", "capture", ep, "Nf6", "'Nf6' is not a legal move in this position");
    row("capture chess capture", "capture", ep, "dxe3", "d4e3");
    row("antichess king promotion", "antichess", "8/P7/8/8/8/8/8/7k w - - 0 1", "a8=K", "a7a8k");
}

void TestBoard::plainSan() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    auto b = boardAt(variant.toLatin1().constData(), fen);
    std::string error;
    const Move m = b->parseMove(text.toStdString(), &error);
    if (expected.startsWith('\''))
        QCOMPARE(QString::fromStdString(error), expected);
    else
        QCOMPARE(QString::fromStdString(m.isNull() ? error : b->moveToCoordinate(m)), expected);
    const std::string disagreement = longWayDisagrees(*b, text.toStdString(), m, error);
    QVERIFY2(disagreement.empty(), disagreement.c_str());
}

// Every plain SAN text of many positions (each piece type to each square, with every from file,
// rank and square of the pieces of that type, promotions, capture and check signs), read by the
// parser, gives what the legal moves give: the one matching move, or the refusal of none or of
// several. The positions: the rows above and random games of standard chess, Chess960 and
// variants (which the parser reads the long way).
void TestBoard::plainSanAsTheLegalMoves() {
    // Random games: standard chess every other ply, the others every third.
    const Positions positions = testPositions(120, 2,
                                              {"capture", "crazyhouse", "atomic", "antichess",
                                               "3check", "kingofthehill", "horde", "racingkings"});

    const char* const suffixes[] = {"", "+", "#"};
    int texts = 0, accepted = 0, ambiguous = 0, refused = 0, reachedButIllegal = 0, enPassant = 0,
        promotions = 0, underpromotions = 0, capturePromotions = 0, castled = 0,
        castlingRefused = 0;
    QStringList failures;
    const auto fail = [&](const std::string& what) {
        if (failures.size() < 20) failures << QString::fromStdString(what);
    };
    for (const auto& position : positions) {
        const std::string &variant = position.first, &fen = position.second;
        auto b = boardAt(variant.c_str(), QString::fromStdString(fen));
        MoveList legal;
        b->legalMoves(legal);
        const Side us = b->sideToMove();
        // Where each piece of the side to move may go by its rules, legal or not.
        std::vector<Square> ours[PieceTypeCount];
        uint64_t reaches[64] = {};
        for (Square sq = 0; sq < 64; ++sq) {
            const Piece p = b->pieceAt(sq);
            if (p == NoPiece || sideOf(p) != us) continue;
            ours[typeOf(p)].push_back(sq);
            MoveList pseudo;
            b->pseudoLegalMovesFrom(sq, pseudo);
            for (Move m : pseudo) reaches[sq] |= uint64_t(1) << m.to();
        }
        const auto check = [&](const SanFields& f, bool capture) {
            const std::string text = sanText(f, capture, suffixes[texts++ % 3]);
            std::string error, refusal;
            int matches = 0;
            const Move m = b->parseMove(text, &error);
            const Move expected = fromLegalMoves(*b, legal, f, text, &refusal, &matches);
            if (m != expected || (m.isNull() && error != refusal))
                fail(variant + " " + fen + ": " + text + " gives " + b->moveToCoordinate(m) + " (" +
                     error + "), the legal moves " + b->moveToCoordinate(expected) + " (" +
                     refusal + ")");
            if (const std::string d = longWayDisagrees(*b, text, m, error); !d.empty())
                fail(variant + " " + fen + ": " + d);
            if (matches > 1) ++ambiguous;
            if (matches == 0) {
                ++refused;
                for (Square sq : ours[f.piece])
                    if (f.piece != Pawn && (f.fromFile < 0 || sq % 8 == f.fromFile) &&
                        (f.fromRank < 0 || sq / 8 == f.fromRank) &&
                        (reaches[sq] & (uint64_t(1) << f.to)) && f.promotion == NoPieceType) {
                        ++reachedButIllegal;
                        break;
                    }
            }
            if (m.isNull()) return;
            ++accepted;
            if (m.kind() == Move::EnPassant) ++enPassant;
            if (m.kind() == Move::Promotion) {
                ++promotions;
                if (m.promotion() != Queen) ++underpromotions;
                if (b->isCapture(m)) ++capturePromotions;
            }
        };
        for (Square to = 0; to < 64; ++to) {
            const bool lastRank = to / 8 == (us == White ? 7 : 0);
            for (PieceType piece : {Pawn, Knight, Bishop, Rook, Queen, King}) {
                std::vector<std::pair<int, int>> hints{{-1, -1}};
                for (Square sq : ours[piece]) {
                    hints.emplace_back(sq % 8, -1);
                    if (piece == Pawn) continue;
                    hints.emplace_back(-1, sq / 8);
                    hints.emplace_back(sq % 8, sq / 8);
                }
                std::sort(hints.begin(), hints.end());
                hints.erase(std::unique(hints.begin(), hints.end()), hints.end());
                std::vector<PieceType> promotionsTried{NoPieceType};
                if (piece == Pawn && lastRank)
                    promotionsTried = {NoPieceType, Queen, Rook, Bishop, Knight};
                else if (lastRank)
                    promotionsTried.push_back(Queen);
                const bool occupied = b->pieceAt(to) != NoPiece;
                for (const auto& [file, rank] : hints)
                    for (PieceType promotion : promotionsTried) {
                        // The capture sign where SAN writes it, and left out or added at times.
                        const bool natural = occupied || (piece == Pawn && file >= 0);
                        check(SanFields{piece, file, rank, to, promotion},
                              texts % 7 == 0 ? !natural : natural);
                    }
            }
        }
        for (const char* castling : {"O-O", "O-O-O"}) {
            const std::string text = std::string(castling) + suffixes[texts++ % 3];
            std::string error;
            const Move m = b->parseMove(text, &error);
            Move expected;
            for (Move c : legal)
                if (c.kind() == Move::Castling && (c.to() > c.from()) == (text[3] != '-')) {
                    expected = c;
                    break;
                }
            if (m != expected ||
                (m.isNull() && error != "'" + text + "' is not a legal castling move here"))
                fail(variant + " " + fen + ": " + text + " gives " + b->moveToCoordinate(m) + " (" +
                     error + ")");
            if (const std::string d = longWayDisagrees(*b, text, m, error); !d.empty())
                fail(variant + " " + fen + ": " + d);
            ++(m.isNull() ? castlingRefused : castled);
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
    qInfo("%d positions, %d texts: %d accepted (%d en passant, %d promotions, %d of them under, "
          "%d taking), %d ambiguous, %d refused (%d of them reached by a named piece), "
          "castling %d accepted, %d refused",
          int(positions.size()), texts, accepted, enPassant, promotions, underpromotions,
          capturePromotions, ambiguous, refused, reachedButIllegal, castled, castlingRefused);
    QVERIFY(accepted > 1000 && ambiguous > 100 && reachedButIllegal > 100);
    QVERIFY(enPassant > 0 && underpromotions > 0 && capturePromotions > 0);
    QVERIFY(castled > 0 && castlingRefused > 0);
}

// Orthodox chess reads a coordinate move from the piece on its square, writes SAN from the
// rivals that reach the square and ends a position by whether it has a legal move, none of
// them from the list of every legal move: on positions of random games, every coordinate text
// (with its promotions), every legal move's SAN and the position's end come out as the list
// gives them, read on a board that never listed the moves.
void TestBoard::orthodoxAnswersAsTheLegalMoves() {
    // Capture chess is not orthodox: its answers come from the list.
    const Positions positions = testPositions(200, 3, {"capture"});

    QStringList failures;
    const auto fail = [&](const std::string& what) {
        if (failures.size() < 20) failures << QString::fromStdString(what);
    };
    int accepted = 0, ends = 0, checks = 0;
    for (const auto& position : positions) {
        // (Named, not bound: a lambda may not capture structured bindings before C++20.)
        const std::string& variant = position.first;
        const std::string& fen = position.second;
        auto listed = boardAt(variant.c_str(), QString::fromStdString(fen));
        MoveList legal;
        listed->legalMoves(legal);
        const auto fresh = [&] { return boardAt(variant.c_str(), QString::fromStdString(fen)); };
        const PositionEnd end = fresh()->positionEnd(), listedEnd = listed->positionEnd();
        if (end.reason != listedEnd.reason || end.winner != listedEnd.winner)
            fail(variant + " " + fen + ": the end differs from the list's");
        ends += end.isNone() ? 0 : 1;
        for (Move m : legal) {
            const std::string san = fresh()->moveToString(m, Notation::San);
            const std::string expected = sanFromLegalMoves(*listed, legal, m);
            if (san != expected) fail(variant + " " + fen + ": " + san + ", the list " + expected);
            checks += san.back() == '+' || san.back() == '#' ? 1 : 0;
        }
        const auto board = fresh();
        for (Square from = 0; from < 64; ++from) {
            for (Square to = 0; to < 64; ++to) {
                for (const auto& [letter, promotion] : {std::pair{"", NoPieceType},
                                                        {"q", Queen},
                                                        {"r", Rook},
                                                        {"b", Bishop},
                                                        {"n", Knight}}) {
                    if (promotion != NoPieceType && to / 8 != 0 && to / 8 != 7) continue;
                    const std::string text =
                        listed->squareName(from) + listed->squareName(to) + letter;
                    Move expected; // the first move of the list the text names
                    for (Move m : legal) {
                        const bool named = m.kind() == Move::Castling
                                               ? to == m.to() || to == listed->landingSquare(m)
                                               : m.to() == to && m.promotion() == promotion;
                        if (m.from() == from && named) {
                            expected = m;
                            break;
                        }
                    }
                    std::string error, longError;
                    // Not among the legal moves: whatever the long way reads (a trailing space
                    // takes the text there).
                    if (expected.isNull()) expected = board->parseMove(text + " ", &longError);
                    const Move m = board->parseMove(text, &error);
                    if (m != expected)
                        fail(variant + " " + fen + ": " + text + " gives " +
                             board->moveToCoordinate(m) + ", the list " +
                             board->moveToCoordinate(expected));
                    accepted += m.isNull() ? 0 : 1;
                }
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
    qInfo("%d positions (%d ended), %d coordinate texts accepted, %d checking moves",
          int(positions.size()), ends, accepted, checks);
    QVERIFY(ends >= 4 && accepted > 5000 && checks > 50);
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
