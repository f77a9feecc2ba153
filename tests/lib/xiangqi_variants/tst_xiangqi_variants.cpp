// The xiangqi variants of docs/variants.md whose turns have several parts or whose pieces lie face
// down: double step (双步), stone xiangqi (石头棋) and jieqi (揭棋). Board rules against
// independent counts, the turn notation (parts joined by ','), FEN forms, how games end,
// PGN records written and read back, and arbiter-engine's search choosing whole turns.
#include "board/board.h"
#include "board/turn.h"
#include "board/xiangqiboard.h"
#include "enginecore.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "rules/ruleset.h"
#include "search.h"
#include "xiangqifamily.h"

#include <QtTest>
#include <random>

using namespace arbiter;

namespace {

const char* const StartFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

std::unique_ptr<Board> boardAt(const char* variant, const char* fen = nullptr) {
    auto b = createBoard(variant);
    if (!b) qFatal("variant %s is not registered", variant);
    std::string error;
    if (fen && !b->setFen(fen, &error)) qFatal("bad test FEN %s: %s", fen, error.c_str());
    return b;
}

QStringList legalMoveTexts(const Board& b) {
    MoveList moves;
    b.legalMoves(moves);
    QStringList out;
    for (Move m : moves) out << QString::fromStdString(b.moveToCoordinate(m));
    out.sort();
    return out;
}

// Red's moves with Black to move instead (the side field swapped), on a board of `variant`.
std::unique_ptr<Board> sameSideAgain(const char* variant, const Board& after) {
    std::string fen = after.fen();
    const size_t side = fen.find(' ') + 1;
    fen[side] = fen[side] == 'w' ? 'b' : 'w';
    return boardAt(variant, fen.c_str());
}

engine::SearchResult searchAt(const Board& b, int depth) {
    static engine::TranspositionTable tt(8);
    tt.clear();
    engine::SearchControl control;
    control.startClock();
    engine::SearchSettings settings;
    settings.maxDepth = depth;
    engine::Search<engine::XiangqiFamily> search(engine::XiangqiFamily::positionOf(b), {}, tt,
                                                 control, settings);
    std::mt19937_64 rng(1);
    return search.run({}, rng);
}

GameResult judgeLine(const char* variant, const char* fen, const QStringList& turns) {
    auto b = boardAt(variant, fen);
    RuleSet rules = RuleSet::create(b->variant(), RuleOptions{});
    GameResult verdict = rules.start(*b);
    for (const QString& t : turns) {
        if (!verdict.isNone()) qFatal("the game ended before %s", qPrintable(t));
        std::string error;
        const std::vector<Move> parts = parseTurn(*b, t.toStdString(), &error);
        if (parts.empty()) qFatal("cannot play %s: %s", qPrintable(t), error.c_str());
        for (Move m : parts) {
            b->makeMove(m);
            verdict = rules.afterMove(*b);
        }
    }
    return verdict;
}

} // namespace

class TestXiangqiVariants : public QObject {
    Q_OBJECT
private slots:
    void registry();
    void doubleStepTurns();
    void doubleStepCountsAgainstBeginner();
    void stoneTurns();
    void stoneBlocks();
    void turnText();
    void fenForms();
    void endings_data();
    void endings();
    void pgnRoundTrip_data();
    void pgnRoundTrip();
    void engineCompletesTurns_data();
    void engineCompletesTurns();
    void jieqiStart();
    void jieqiReveal();
    void jieqiRevealedGuardsRoam();
    void jieqiNotation();
    void jieqiTandemOnTwoFiles();
    void jieqiNotationReadsBackInRandomGames();
    void jieqiEngineKeepsGuessesToItself();
};

void TestXiangqiVariants::registry() {
    for (const char* name : {"doublestepxiangqi", "doublestep", "stonexiangqi", "stone"}) {
        const VariantInfo* v = findVariant(name);
        QVERIFY2(v, name);
        QCOMPARE(v->family, BoardFamily::Xiangqi);
        QVERIFY(v->multiPartTurns);
        QVERIFY(!v->repetitionRules);
    }
    QVERIFY(!findVariant("xiangqi")->multiPartTurns);
    QVERIFY(!findVariant("beginnerxiangqi")->multiPartTurns);
}

void TestXiangqiVariants::doubleStepTurns() {
    auto b = boardAt("doublestepxiangqi");
    // A step without capture: Red moves again, and only without capture.
    std::string error;
    Move first = b->parseMove("h2e2", &error);
    QVERIFY2(!first.isNull(), error.c_str());
    b->makeMove(first);
    QVERIFY(b->midTurn());
    QCOMPARE(b->sideToMove(), White);
    QCOMPARE(b->fen(),
             std::string("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w+ - - 1 1"));
    const QStringList second = legalMoveTexts(*b);
    QVERIFY(second.contains("e2e1"));  // the cannon's quiet step back
    QVERIFY(!second.contains("e2e6")); // ... but not its capture over the soldier on e3
    QVERIFY(!second.contains("b2b9")); // nor the other cannon's capture of the horse
    QVERIFY(b->parseMove("b2b9", &error).isNull());
    QVERIFY2(error.find("cannot capture") != std::string::npos, error.c_str());
    b->makeMove(b->parseMove("e2e1"));
    QVERIFY(!b->midTurn());
    QCOMPARE(b->sideToMove(), Black);
    QCOMPARE(b->fullmoveNumber(), 1);
    QCOMPARE(b->halfmoveClock(), 1); // one turn, not two plies
    // A capturing step ends the turn at once.
    b->makeMove(b->parseMove("b7b0"));
    QVERIFY(!b->midTurn());
    QCOMPARE(b->sideToMove(), White);
    QCOMPARE(b->halfmoveClock(), 0);
    QCOMPARE(b->fullmoveNumber(), 2);
    // Undo restores the middle of Red's turn.
    b->undoMove();
    b->undoMove();
    QVERIFY(b->midTurn());
    QCOMPARE(b->sideToMove(), White);
    b->undoMove();
    QCOMPARE(b->fen(), std::string(StartFen));
}

// Two plies of double step counted independently: each legal first step of beginner xiangqi
// (the same moves), then after a capture the opponent's moves, else each step without capture
// that the same side has afterwards (read on a beginner board with the side field turned back
// to the mover).
void TestXiangqiVariants::doubleStepCountsAgainstBeginner() {
    for (const char* fen :
         {StartFen, "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
          "3ak4/4a4/4b4/4C4/9/9/9/9/4A4/3AK4 w - - 0 1"}) {
        auto doubleStep = boardAt("doublestepxiangqi", fen);
        auto beginner = boardAt("beginnerxiangqi", fen);
        MoveList firsts;
        beginner->legalMoves(firsts);
        QCOMPARE(doubleStep->perft(1), uint64_t(firsts.size()));
        uint64_t expected = 0;
        for (Move m : firsts) {
            const bool capture = beginner->isCapture(m);
            beginner->makeMove(m);
            if (capture) {
                MoveList replies;
                beginner->legalMoves(replies);
                expected += uint64_t(replies.size());
            } else {
                auto again = sameSideAgain("beginnerxiangqi", *beginner);
                MoveList seconds;
                again->legalMoves(seconds);
                int quiet = 0;
                for (Move s : seconds) quiet += again->isCapture(s) ? 0 : 1;
                QVERIFY(quiet > 0); // (else the turn would end after one step)
                expected += uint64_t(quiet);
            }
            beginner->undoMove();
        }
        QCOMPARE(doubleStep->perft(2), expected);
    }
}

void TestXiangqiVariants::stoneTurns() {
    auto b = boardAt("stonexiangqi");
    b->makeMove(b->parseMove("h2e2"));
    QVERIFY(b->midTurn());
    QCOMPARE(b->sideToMove(), White);
    // The stone enters on any empty point: 90 points minus 32 pieces.
    MoveList stoneMoves;
    b->legalMoves(stoneMoves);
    QCOMPARE(stoneMoves.size(), 90 - 32);
    for (Move m : stoneMoves) QCOMPARE(m.kind(), Move::Drop);
    std::string error;
    QVERIFY(b->parseMove("b0c2", &error).isNull());
    QVERIFY2(error.find("stone must be moved") != std::string::npos, error.c_str());
    b->makeMove(b->parseMove("S@e5"));
    QCOMPARE(b->pieceAt(b->parseSquare("e5")), StonePiece);
    QCOMPARE(b->sideToMove(), Black);
    QCOMPARE(
        b->fen(),
        std::string("rnbakabnr/9/1c5c1/p1p1p1p1p/4*4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"));
    // Black moves, then moves the stone to another empty point (written from its point too).
    b->makeMove(b->parseMove("b7e7"));
    QVERIFY(b->parseMove("e5e3", &error).isNull()); // e3 holds a soldier
    b->makeMove(b->parseMove("e5d5"));
    QCOMPARE(b->pieceAt(b->parseSquare("e5")), NoPiece);
    QCOMPARE(b->pieceAt(b->parseSquare("d5")), StonePiece);
    b->undoMove();
    QCOMPARE(b->pieceAt(b->parseSquare("e5")), StonePiece);
    QVERIFY(b->midTurn());
}

void TestXiangqiVariants::stoneBlocks() {
    // The stone on e5 stands between the red chariot and the black soldier on e6: no capture,
    // no passing; it cannot be captured; a cannon may use it as its screen.
    auto b = boardAt("stonexiangqi", "3k5/9/9/4p4/4*4/9/9/4R4/9/3K5 w - - 0 1");
    QStringList moves = legalMoveTexts(*b);
    QVERIFY(moves.contains("e2e4"));
    QVERIFY(!moves.contains("e2e5"));
    QVERIFY(!moves.contains("e2e6"));
    auto cannon = boardAt("stonexiangqi", "3k5/9/9/4p4/4*4/9/9/4C4/9/3K5 w - - 0 1");
    moves = legalMoveTexts(*cannon);
    QVERIFY(moves.contains("e2e6")); // over the stone onto the soldier
    QVERIFY(!moves.contains("e2e5"));
    // A soldier next to the stone cannot step onto it.
    auto soldier = boardAt("stonexiangqi", "3k5/9/9/9/4*4/4P4/9/9/9/3K5 w - - 0 1");
    QVERIFY(!legalMoveTexts(*soldier).contains("e4e5"));
    // Without the stone variant the letter is an error naming the field.
    std::string error;
    QVERIFY(!createBoard("xiangqi")->setFen("3k5/9/9/9/4*4/4P4/9/9/9/3K5 w - - 0 1", &error));
    QVERIFY2(error.find("stone") != std::string::npos, error.c_str());
    QVERIFY(!createBoard("stonexiangqi")->setFen("3k5/9/9/9/4*4/4*4/9/9/9/3K5 w - - 0 1", &error));
    QVERIFY2(error.find("more than one stone") != std::string::npos, error.c_str());
}

void TestXiangqiVariants::turnText() {
    auto b = boardAt("stonexiangqi");
    std::string error;
    // A whole turn in ICCS or WXF; the text joins the parts with ','.
    std::vector<Move> parts = parseTurn(*b, "h2e2,S@e5", &error);
    QCOMPARE(int(parts.size()), 2);
    QCOMPARE(turnToString(*b, parts, Notation::Coordinate), std::string("h2e2,S@e5"));
    QCOMPARE(turnToString(*b, parts, Notation::Wxf), std::string("C2=5,S@e5"));
    QCOMPARE(int(parseTurn(*b, "C2=5,@e5", &error).size()), 2);
    // An unfinished turn and one with too many parts are errors that say so.
    QVERIFY(parseTurn(*b, "h2e2", &error).empty());
    QVERIFY2(error.find("not a whole turn") != std::string::npos &&
                 error.find("stone") != std::string::npos,
             error.c_str());
    QVERIFY(parseTurn(*b, "h2e2,S@e5,b7e7", &error).empty());
    QVERIFY2(error.find("more parts than the turn") != std::string::npos, error.c_str());
    QVERIFY(parseTurn(*b, "h2e2,S@e3", &error).empty());
    QVERIFY2(error.find("part 2") != std::string::npos, error.c_str());
    auto d = boardAt("doublestepxiangqi");
    QVERIFY(parseTurn(*d, "h2e2", &error).empty());
    QVERIFY2(error.find("second step") != std::string::npos, error.c_str());
    parts = parseTurn(*d, "h2e2,b0c2", &error);
    QCOMPARE(turnToString(*d, parts, Notation::Wxf), std::string("C2=5,H8+7"));
    QCOMPARE(turnToString(*d, parts, Notation::ChineseSimplified),
             std::string("炮二平五,马八进七"));
    // One-part variants parse as before.
    auto x = boardAt("xiangqi");
    QVERIFY(parseTurn(*x, "h2e2,b0c2", &error).empty());
    QCOMPARE(int(parseTurn(*x, "h2e2", &error).size()), 1);
}

void TestXiangqiVariants::fenForms() {
    // "w+": the second part of Red's turn is due.
    auto d = boardAt("doublestepxiangqi",
                     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w+ - - 1 1");
    QVERIFY(d->midTurn());
    QCOMPARE(d->sideToMove(), White);
    auto s = boardAt("stonexiangqi",
                     "rnbakabnr/9/1c5c1/p1p1p1p1p/4*4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b+ - - 1 1");
    MoveList moves;
    s->legalMoves(moves);
    QCOMPARE(moves.size(), 90 - 33);
    std::string error;
    QVERIFY(!createBoard("xiangqi")->setFen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w+ - - 1 1", &error));
    QVERIFY2(error.find("field 2") != std::string::npos, error.c_str());
}

void TestXiangqiVariants::endings_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("turns");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    // A capture of the general ends the game at once: no second step, no stone move.
    QTest::newRow("double step: general taken") << "doublestepxiangqi"
                                                << "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1"
                                                << "e1e9"
                                                << "1-0"
                                                << "Red wins by capturing the general";
    // Two quiet steps; Black steps away and back (both on the open file); then the capture.
    QTest::newRow("double step: two steps then the capture")
        << "doublestepxiangqi"
        << "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
        << "e1d1,e0f0 d9d8,d8d9 d1d9"
        << "1-0"
        << "Red wins by capturing the general";
    QTest::newRow("stone: general taken mid-turn") << "stonexiangqi"
                                                   << "4k4/9/9/9/*8/9/9/9/4R4/3K5 w - - 0 1"
                                                   << "e1e9"
                                                   << "1-0"
                                                   << "Red wins by capturing the general";
    QTest::newRow("stone: black takes after the stone blocks")
        << "stonexiangqi"
        << "3k5/9/9/9/9/9/9/9/3r5/4K4 w - - 0 1"
        << "e0f0,S@e5 d1d0,S@d5"
        << "*"
        << "";
    // The 60-move rule counts turns: 119 turns without capture, then one more.
    QTest::newRow("double step: 60 moves") << "doublestepxiangqi"
                                           << "3k5/9/9/9/9/9/9/9/4R4/3K5 w - - 119 60"
                                           << "e1e2,e2e3"
                                           << "1/2-1/2"
                                           << "Draw by 60-move rule";
    QTest::newRow("stone: 60 moves") << "stonexiangqi"
                                     << "3k5/9/9/9/9/9/9/9/4R4/3K5 w - - 119 60"
                                     << "e1e2,S@a5"
                                     << "1/2-1/2"
                                     << "Draw by 60-move rule";
    QTest::newRow("stone: repetition plays on")
        << "stonexiangqi"
        << "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
        << "e1f1,S@a5 d9d8,S@a4 f1e1,S@a5 d8d9,S@a4 e1f1,S@a5 d9d8,S@a4 f1e1,S@a5 d8d9,S@a4"
        << "*"
        << "";
}

void TestXiangqiVariants::endings() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, turns);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    const GameResult verdict =
        judgeLine(qPrintable(variant), qPrintable(fen), turns.split(' ', Qt::SkipEmptyParts));
    QCOMPARE(QString::fromStdString(verdict.resultString()), result);
    QCOMPARE(QString::fromStdString(verdict.reason()), reason);
}

void TestXiangqiVariants::pgnRoundTrip_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("turns");
    QTest::newRow("double step") << "doublestepxiangqi"
                                 << "h2e2,b0c2 b9c7,h9g7 e2e6 c7e6";
    QTest::newRow("stone") << "stonexiangqi"
                           << "h2e2,S@e5 b9c7,S@d5 e2e6,S@e4 c7e6,S@a5";
}

// A record written in each notation reads back to the same plies, one numbered token per turn.
void TestXiangqiVariants::pgnRoundTrip() {
    QFETCH(QString, variant);
    QFETCH(QString, turns);
    auto b = boardAt(qPrintable(variant));
    PgnGame game;
    game.setVariant(variant.toStdString());
    std::vector<Move> plies;
    for (const QString& t : turns.split(' ')) {
        std::string error;
        const std::vector<Move> parts = parseTurn(*b, t.toStdString(), &error);
        QVERIFY2(!parts.empty(), error.c_str());
        for (size_t i = 0; i < parts.size(); ++i) {
            game.addMove(parts[i], b->moveToSan(parts[i])).continuesTurn = i > 0;
            plies.push_back(parts[i]);
            b->makeMove(parts[i]);
        }
    }
    game.setMoveTextNotation(Notation::San);
    game.setResult(PgnResult::Unknown);
    for (Notation n : {Notation::Coordinate, Notation::Wxf, Notation::ChineseSimplified})
        for (XiangqiPgnFlavour flavour : {XiangqiPgnFlavour::Xqbase, XiangqiPgnFlavour::Variant}) {
            PgnWriteOptions options;
            options.notation = n;
            options.xiangqiFlavour = flavour;
            PgnWriter writer(options);
            const std::string text = writer.toString(game);
            if (n == Notation::Coordinate && flavour == XiangqiPgnFlavour::Variant)
                QVERIFY2(text.find("1. " + turns.section(' ', 0, 0).toStdString() + " " +
                                   turns.section(' ', 1, 1).toStdString() + " 2. ") !=
                             std::string::npos,
                         text.c_str());
            PgnReader reader;
            reader.setData(text);
            PgnGame back;
            QVERIFY2(reader.readGame(back) == PgnReader::Status::Game,
                     reader.error().toString().c_str());
            QCOMPARE(back.moves().size(), plies.size());
            for (size_t i = 0; i < plies.size(); ++i) {
                QCOMPARE(back.moves()[i].move, plies[i]);
                QCOMPARE(back.moves()[i].continuesTurn, game.moves()[i].continuesTurn);
            }
        }
}

void TestXiangqiVariants::engineCompletesTurns_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("expected"); // empty: any whole turn
    // A capture ends the turn: the search takes the general in one step.
    QTest::newRow("double step: take the general")
        << "doublestepxiangqi"
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1" << 3 << "e1e9";
    QTest::newRow("double step: start") << "doublestepxiangqi" << StartFen << 3 << "";
    QTest::newRow("stone: take the general")
        << "stonexiangqi"
        << "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1" << 2 << "e1e9";
    QTest::newRow("stone: start") << "stonexiangqi" << StartFen << 3 << "";
}

void TestXiangqiVariants::engineCompletesTurns() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(QString, expected);
    auto b = boardAt(qPrintable(variant), qPrintable(fen));
    const engine::SearchResult r = searchAt(*b, depth);
    std::vector<Move> parts{r.best};
    parts.insert(parts.end(), r.turnRest.begin(), r.turnRest.end());
    const std::string text = turnToString(*b, parts, Notation::Coordinate);
    std::string error;
    QVERIFY2(!parseTurn(*b, text, &error).empty(), (text + ": " + error).c_str());
    if (!expected.isEmpty()) QCOMPARE(QString::fromStdString(text), expected);
    // Every part but the last keeps the side to move; the last ends the turn (or the game).
    b->makeMove(r.best);
    for (Move m : r.turnRest) {
        QVERIFY(b->midTurn());
        b->makeMove(m);
    }
    QVERIFY(!b->midTurn() || !b->positionEnd().isNone());
}

void TestXiangqiVariants::jieqiStart() {
    auto j = boardAt("jieqi");
    const VariantInfo& v = j->variant();
    QVERIFY(!v.repetitionRules);
    QCOMPARE(findVariant("揭棋"), &v);
    // Face-down pieces move as the pieces of their start points: the same first moves.
    QCOMPARE(legalMoveTexts(*j), legalMoveTexts(*boardAt("xiangqi")));
    QCOMPARE(j->perft(3), boardAt("xiangqi")->perft(3));
    QVERIFY(j->hasUnknownHidden());
    std::string error;
    QVERIFY(!createBoard("jieqi")->setFen("4k4/9/9/9/4x4/9/9/9/9/4K4 w - - 0 1", &error));
    QVERIFY2(error.find("no start point") != std::string::npos, error.c_str());
    QVERIFY(!createBoard("xiangqi")->setFen(v.startFen, &error));
    QVERIFY2(error.find("only jieqi") != std::string::npos, error.c_str());
}

void TestXiangqiVariants::jieqiReveal() {
    auto j = boardAt("jieqi");
    j->dealHidden(7);
    QVERIFY(!j->hasUnknownHidden());
    // The FEN is the players' view: no identity shows, dealt or not.
    QCOMPARE(j->fen(), j->variant().startFen);
    const auto& pos = static_cast<const XiangqiBoard&>(*j).position();
    const Square a0 = j->parseSquare("a0");
    const PieceType identity = pos.hiddenIdentity(a0);
    QVERIFY(identity != NoPieceType && identity != King);
    // The chariot's point: the piece moves as a chariot and turns face up as what it is.
    std::string error;
    const Move m = j->parseMove("a0a1", &error);
    QVERIFY2(!m.isNull(), error.c_str());
    QCOMPARE(m.promotion(), identity);
    j->makeMove(m);
    QCOMPARE(j->pieceAt(j->parseSquare("a1")), makePiece(White, identity));
    QVERIFY(!pos.isHidden(j->parseSquare("a1")));
    QVERIFY(j->fen().find('X') != std::string::npos); // the others stay face down
    j->undoMove();
    QCOMPARE(j->fen(), j->variant().startFen);
    QCOMPARE(pos.hiddenIdentity(a0), identity);
    // Identities are dealt from the army: each side gets its 15 pieces but the general.
    int counts[PieceTypeCount] = {};
    for (Square s = 0; s < 90; ++s)
        if (pos.isHidden(s) && sideOf(j->pieceAt(s)) == Black) ++counts[pos.hiddenIdentity(s)];
    QCOMPARE(counts[Pawn], 5);
    for (PieceType t : {Advisor, Bishop, Knight, Rook, Cannon}) QCOMPARE(counts[t], 2);
    // A player's view (no deal) learns the identity from the move's text.
    auto view = boardAt("jieqi");
    const std::string told = j->moveToCoordinate(m);
    QCOMPARE(told.size(), size_t(5));
    view->makeMove(view->parseMove(told));
    QCOMPARE(view->pieceAt(view->parseSquare("a1")), makePiece(White, identity));
}

void TestXiangqiVariants::jieqiRevealedGuardsRoam() {
    // A revealed advisor on e4 steps diagonally anywhere; a revealed elephant crosses the river.
    auto a = boardAt("jieqi", "4k4/9/9/9/9/4A4/9/9/9/3K5 w - - 0 1");
    const QStringList moves = legalMoveTexts(*a);
    for (const char* m : {"e4d5", "e4f5", "e4d3", "e4f3"}) QVERIFY2(moves.contains(m), m);
    auto e = boardAt("jieqi", "4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1");
    QVERIFY(legalMoveTexts(*e).contains("c5e7"));
    QVERIFY(!legalMoveTexts(*boardAt("xiangqi", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"))
                 .contains("e1d2")); // (xiangqi's advisor keeps to the palace diagonals)
    // A revealed advisor next to the enemy general gives check; mate rules are xiangqi's.
    auto check = boardAt("jieqi", "4k4/3A5/9/9/9/9/9/9/9/3K5 b - - 0 1");
    QVERIFY(check->inCheck());
    QVERIFY(legalMoveTexts(*check).contains("e9e8"));
    QVERIFY(!boardAt("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")->inCheck());
}

void TestXiangqiVariants::jieqiNotation() {
    auto j = boardAt("jieqi");
    j->dealHidden(11);
    const auto& pos = static_cast<const XiangqiBoard&>(*j).position();
    const PieceType identity = pos.hiddenIdentity(j->parseSquare("b2"));
    const Move m = j->parseMove("b2e2");
    const std::string wxf = j->moveToString(m, Notation::Wxf);
    QVERIFY2(wxf.rfind("C8=5=", 0) == 0 && wxf.size() == 6, wxf.c_str());
    QCOMPARE(j->parseMove(wxf), m);
    // Naming another piece than the one revealed is an error that says what it is.
    const PieceType other = identity == Rook ? Knight : Rook;
    std::string error;
    const std::string wrong = std::string("b2e2") + (other == Rook ? 'r' : 'n');
    QVERIFY(j->parseMove(wrong, &error).isNull());
    QVERIFY2(error.find("is not what the move reveals") != std::string::npos, error.c_str());
}

// Face-down elephants on c0 and g0 each with a revealed elephant ahead on its file: "E-+5" would
// fit both c0e2 and g0e2, so the file is written before the marker and the text reads back.
void TestXiangqiVariants::jieqiTandemOnTwoFiles() {
    auto j = boardAt("jieqi", "3k5/9/9/9/9/2B3B2/9/9/9/2X1K1X2 w - - 0 1");
    for (const char* iccs : {"c0e2", "g0e2", "c4e2", "g4e2"}) {
        const Move m = j->parseMove(iccs);
        QVERIFY2(!m.isNull(), iccs);
        const std::string wxf = j->moveToString(Move(m.from(), m.to()), Notation::Wxf);
        std::string error;
        const Move back = j->parseMove(wxf, &error);
        QVERIFY2(!back.isNull(), (wxf + ": " + error).c_str());
        QCOMPARE(back.from(), m.from());
        QCOMPARE(back.to(), m.to());
    }
}

// Every legal move of random jieqi games, written in WXF and Chinese, reads back as that move.
// Revealed pieces join the face-down one of their kind on its file, so three chariots, horses,
// cannons, elephants or advisors can share a file (the front, middle and rear one); arbiter-cli's
// PGN of such a game once failed to read back ("E-+1" written for the middle one of three).
void TestXiangqiVariants::jieqiNotationReadsBackInRandomGames() {
    int threeOnAFile = 0;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
        auto j = boardAt("jieqi");
        j->dealHidden(seed);
        uint64_t pick = seed * 0x9E3779B97F4A7C15ull;
        for (int ply = 0; ply < 160 && j->positionEnd().isNone(); ++ply) {
            MoveList moves;
            j->legalMoves(moves);
            if (moves.empty()) break;
            for (Move m : moves) {
                for (Notation n : {Notation::Wxf, Notation::ChineseSimplified}) {
                    const std::string text = j->moveToString(m, n);
                    std::string error;
                    const Move back = j->parseMove(text, &error);
                    QVERIFY2(back == m, (j->fen() + ": " + text + " " + error).c_str());
                    if (n == Notation::ChineseSimplified && text.find("中") != std::string::npos)
                        ++threeOnAFile;
                }
            }
            pick ^= pick << 13, pick ^= pick >> 7, pick ^= pick << 17;
            j->makeMove(moves[int(pick % uint64_t(moves.size()))]);
        }
    }
    QVERIFY(threeOnAFile > 0); // the games reached the case this test is about
}

void TestXiangqiVariants::jieqiEngineKeepsGuessesToItself() {
    // arbiter-engine (the protocol core) answers from the players' view with a plain move.
    engine::EngineCore core;
    std::string error;
    QVERIFY2(core.setVariant("jieqi", &error), error.c_str());
    QVERIFY2(core.setPosition("", {}, &error), error.c_str());
    engine::SearchLimits limits;
    limits.depth = 3;
    engine::SearchOutcome done;
    core.startSearch(limits, false, false, {{}, [&](const engine::SearchOutcome& o) { done = o; }});
    core.waitForSearch();
    QVERIFY(!done.result.best.isNull());
    QCOMPARE(done.result.best.promotion(), NoPieceType);
    QVERIFY(core.board().hasUnknownHidden()); // the guess stayed out of the board
    QCOMPARE(core.board().fen(), core.board().variant().startFen);
}

QTEST_GUILESS_MAIN(TestXiangqiVariants)
#include "tst_xiangqi_variants.moc"
