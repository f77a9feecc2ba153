// The Game with real engine processes (Debian's stockfish and the fault engine): results and
// reason texts for mates, forfeits, illegal moves, crashes, resignations, stalls and the
// adjudication rules; time controls and clocks; the adjudicator on scripted scores; the time
// stamps of the game's record.
#include "engine/engine.h"
#include "enginematch.h"
#include "game/engineplayer.h"
#include "game/game.h"
#include "game/gamerecord.h"
#include "game/humanplayer.h"
#include "pgn/pgngame.h"
#include "pgn/polyglotbook.h"
#include "pgn/polyglotbuilder.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/xiangqijudge.h"
#include "testdata.h"
#include "tournament/output/fastchesspgn.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace arbiter;

namespace {
QString stockfishPath() {
    return QFileInfo(QStringLiteral("/usr/games/stockfish")).isExecutable()
               ? QStringLiteral("/usr/games/stockfish")
               : QString();
}

EngineConfiguration engineConfig(const QString& name, const QString& command,
                                 const QStringList& args = {},
                                 EngineProtocol protocol = EngineProtocol::Uci) {
    EngineConfiguration c;
    c.name = name;
    c.command = command;
    c.arguments = args;
    c.protocol = protocol;
    return c;
}

// The fault engine plays its --moves list blindly, so each side gets its own moves.
EngineConfiguration faultEngine(const QString& name, const QStringList& args, Side side = White,
                                EngineProtocol protocol = EngineProtocol::Uci) {
    QStringList all = args;
    all << QStringLiteral("--moves")
        << (side == White ? QStringLiteral("e2e4,g1f3,f1c4,b1c3")
                          : QStringLiteral("e7e5,b8c6,g8f6,f8c5"));
    return engineConfig(name, test::binPath(QStringLiteral("arbiter-fault-engine")), all, protocol);
}

using test::depthLimited;

// The games here end within seconds: a minute means the test hangs.
struct Match : test::EngineMatch {
    Match(const EngineConfiguration& w, const EngineConfiguration& b, const GameSettings& s)
        : EngineMatch(w, b, s, 60000) {}
};

GameSettings settingsWith(const TimeControl& tc, const QString& fen = QString()) {
    GameSettings s;
    s.startFen = fen;
    s.timeControl = {tc, tc};
    return s;
}
} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void timeControlParsing_data();
    void timeControlParsing();
    void timeControlErrors();
    void timeControlEngineSettings();
    void clockCharges();
    void fastchessClock();
    void adjudicatorDraw();
    void adjudicatorDrawRestartsAfterCaptureOrPawnMove();
    void adjudicatorResign();
    void adjudicatorMoveLimit();
    void stockfishMatesFromWinningPosition();
    void stockfishGameWithMoveLimit();
    void openingMovesArePlayed();
    void polyglotBookMovesArePlayed();
    void badOpeningRejected();
    void crashIsDisconnection();
    void illegalMoveLoses();
    void resignation();
    void resignationOverUcci();
    void drawAgreementBetweenOfferingEngines();
    void hangLosesOnTime();
    void stalledWithoutClock();
    void judgesSeeTheMoveBeforeMoveMade();
    void rMobilityScoresIncludeTheMoveAtMoveMade();
    void takeBackWithAnEngine();
    void recordTimeStamps();
};

void TestGame::timeControlParsing_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<qint64>("timeMs");
    QTest::addColumn<qint64>("incMs");
    QTest::addColumn<int>("moves");
    QTest::newRow("40/60") << "40/60"
                           << "40/60"
                           << "40/60" << qint64(60000) << qint64(0) << 40;
    QTest::newRow("60+0.6") << "60+0.6"
                            << "60+0.6"
                            << "60+0.6" << qint64(60000) << qint64(600) << 0;
    QTest::newRow("40/1:30+1") << "40/1:30+1"
                               << "40/90+1"
                               << "40/90+1" << qint64(90000) << qint64(1000) << 40;
    QTest::newRow("0.5+0.05") << "0.5+0.05"
                              << "0.5+0.05"
                              << "0.5+0.05" << qint64(500) << qint64(50) << 0;
    QTest::newRow("inf") << "inf"
                         << "inf"
                         << "-" << qint64(0) << qint64(0) << 0;
    QTest::newRow("hg60") << "hg60"
                          << "hg60"
                          << "*60" << qint64(60000) << qint64(0) << 0;
}

void TestGame::timeControlParsing() {
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QFETCH(QString, pgn);
    QFETCH(qint64, timeMs);
    QFETCH(qint64, incMs);
    QFETCH(int, moves);
    TimeControl tc;
    std::string error;
    QVERIFY2(TimeControl::parse(text.toStdString(), tc, &error), error.c_str());
    QCOMPARE(QString::fromStdString(tc.toString()), shown);
    QCOMPARE(QString::fromStdString(tc.pgnTag()), pgn);
    QCOMPARE(qint64(tc.timeMs()), timeMs);
    QCOMPARE(qint64(tc.incrementMs()), incMs);
    QCOMPARE(tc.movesPerPeriod(), moves);
}

void TestGame::timeControlEngineSettings() {
    // The keys a command line is written back with (TournamentDescription::toArguments, the GUI's
    // command line): seconds without trailing zeros, then the limits.
    const auto settings = [](const TimeControl& tc) {
        QStringList keys;
        for (const std::string& key : tc.engineSettings()) keys << QString::fromStdString(key);
        return keys;
    };
    QCOMPARE(settings(TimeControl::perMove(1500)), QStringList{"st=1.5"});
    QCOMPARE(settings(TimeControl::perMove(250)), QStringList{"st=0.25"});
    TimeControl tc;
    QVERIFY(TimeControl::parse("60+0.25", tc, nullptr));
    tc.setDepthLimit(12);
    tc.setNodeLimit(5000);
    tc.setMarginMs(40);
    QCOMPARE(settings(tc), QStringList({"tc=60+0.25", "depth=12", "nodes=5000", "timemargin=40"}));
}

void TestGame::timeControlErrors() {
    TimeControl tc;
    std::string error;
    for (const char* bad : {"", "x", "40/", "0/60", "60+", "60+x", "-5", "hg", "1:"})
        QVERIFY2(!TimeControl::parse(bad, tc, &error), bad);
    TimeControl::parse("abc", tc, &error);
    QCOMPARE(error, std::string("'abc' is not a time control: expected [moves/]time[+increment]"));
}

void TestGame::clockCharges() {
    TimeControl tc;
    QVERIFY(TimeControl::parse("2/10+1", tc, nullptr));
    GameClock clock(tc);
    QCOMPARE(clock.movesToGo(), 2);
    QVERIFY(clock.charge(4000)); // 10 - 4 + 1
    QCOMPARE(qint64(clock.remainingMs()), qint64(7000));
    QCOMPARE(clock.movesToGo(), 1);
    QVERIFY(clock.charge(2000)); // 7 - 2 + 1 + new period 10
    QCOMPARE(qint64(clock.remainingMs()), qint64(16000));
    QVERIFY(!clock.charge(17000));
    tc.setMarginMs(500);
    GameClock margin(tc);
    QVERIFY(margin.charge(10400)); // within the margin
    // The flag falls on the first millisecond past remaining + margin.
    QCOMPARE(qint64(margin.deadlineMs()),
             qint64(500 + 1) + qint64(std::max<int64_t>(0, margin.remainingMs())));
    GameClock perMove(TimeControl::perMove(1000));
    QVERIFY(perMove.charge(1000));
    QVERIFY(!perMove.charge(1001));
}

// fastchess's clock: the increment credited before the first move, an overrun within the
// margin leaves zero before the increment (game/timecontrol of fastchess 1.8).
void TestGame::fastchessClock() {
    TimeControl tc;
    QVERIFY(TimeControl::parse("10+1", tc, nullptr));
    tc.setMarginMs(500);
    GameClock clock(tc, GameClock::Style::Fastchess);
    QCOMPARE(qint64(clock.remainingMs()), qint64(11000));
    QVERIFY(clock.charge(4000)); // 11 - 4 + 1
    QCOMPARE(qint64(clock.remainingMs()), qint64(8000));
    QVERIFY(clock.charge(8300)); // 0.3 s over, within the margin: 0 + 1
    QCOMPARE(qint64(clock.remainingMs()), qint64(1000));
    // fastchess waits 100 ms beyond the margin for a move (its read timeout).
    QCOMPARE(qint64(clock.deadlineMs()), qint64(1000 + 500 + 100));
    QCOMPARE(qint64(clock.overrunMs(1600)), qint64(600)); // the overrun fastchess names
    QVERIFY(!clock.charge(1600));
    QCOMPARE(qint64(clock.remainingMs()), qint64(-600));
    // Per move (st=): fastchess's overrun is the time beyond the move time.
    GameClock perMove(TimeControl::perMove(1000), GameClock::Style::Fastchess);
    QCOMPARE(qint64(perMove.overrunMs(1250)), qint64(250));
    QVERIFY(!perMove.charge(1250));
    GameClock standard(tc);
    QCOMPARE(qint64(standard.remainingMs()), qint64(10000));
}

namespace {
AdjudicationSettings drawRule(int moveNumber, int moveCount, int score) {
    AdjudicationSettings s;
    s.drawEnabled = true;
    s.drawMoveNumber = moveNumber;
    s.drawMoveCount = moveCount;
    s.drawScore = score;
    return s;
}
} // namespace

void TestGame::adjudicatorDraw() {
    const AdjudicationSettings s = drawRule(3, 2, 10);
    Adjudicator a(s);
    // Plies 1..4 in the band but before move 3 (plies / 2 < 3); ply 3 out of the band.
    QVERIFY(a.addMove(White, 5, 1, false).isNone());
    QVERIFY(a.addMove(Black, -5, 2, false).isNone());
    QVERIFY(a.addMove(White, 50, 3, false).isNone()); // out of the band: count restarts
    QVERIFY(a.addMove(Black, 0, 4, false).isNone());
    QVERIFY(a.addMove(White, 0, 5, false).isNone());
    QVERIFY(a.addMove(Black, 0, 6, false).isNone());
    GameResult r = a.addMove(White, 10, 7, false); // 4 plies in the band, move 3 reached
    QVERIFY(r.isDraw());
    QCOMPARE(r.reason(), std::string("Draw by adjudication"));
    QCOMPARE(r.termination(), GameResult::Termination::Adjudication);
    Adjudicator forbidden(s);
    for (int i = 0; i < 10; ++i)
        QVERIFY(forbidden.addMove(i % 2 ? Black : White, 0, 7 + i, false, false).isNone());
}

// cutechess-cli's rule: a capture or pawn move restarts the count (its own score then counts
// as the first), and so does a move without a score (opening and book moves).
void TestGame::adjudicatorDrawRestartsAfterCaptureOrPawnMove() {
    AdjudicationSettings s = drawRule(1, 2, 10);
    Adjudicator a(s);
    QVERIFY(a.addMove(White, 0, 41, false).isNone());
    QVERIFY(a.addMove(Black, 0, 42, false).isNone());
    QVERIFY(a.addMove(White, 0, 43, false).isNone());
    QVERIFY(a.addMove(Black, 0, 44, true).isNone()); // a capture: count 1
    QVERIFY(a.addMove(White, 0, 45, false).isNone());
    QVERIFY(a.addMove(Black, 0, 46, false).isNone());
    QVERIFY(a.addMove(White, 0, 47, false).isDraw()); // 4 plies since the capture
    Adjudicator b(s);
    QVERIFY(b.addMove(White, 0, 1, false).isNone());
    QVERIFY(b.addMove(Black, 0, 2, false).isNone());
    QVERIFY(b.addMove(White, 0, 3, false).isNone());
    QVERIFY(b.addMove(Black, std::nullopt, 4, false).isNone()); // no score: count 0
    QVERIFY(b.addMove(White, 0, 5, false).isNone());
    QVERIFY(b.addMove(Black, 0, 6, false).isNone());
    QVERIFY(b.addMove(White, 0, 7, false).isNone());
    QVERIFY(b.addMove(Black, 0, 8, false).isDraw());
    // movenumber counts the game's own plies (opening moves included), never the start
    // position's move number: at ply 9 (move 4) a movenumber=5 rule does not yet apply.
    s.drawMoveNumber = 5;
    Adjudicator c(s);
    for (int ply = 1; ply <= 9; ++ply)
        QVERIFY(c.addMove(ply % 2 ? White : Black, 0, ply, false).isNone());
    QVERIFY(c.addMove(Black, 0, 10, false).isDraw());
}

void TestGame::adjudicatorResign() {
    AdjudicationSettings s;
    s.resignEnabled = true;
    s.resignMoveCount = 2;
    s.resignScore = 500;
    Adjudicator a(s);
    QVERIFY(a.addMove(White, -600, 19, false).isNone());
    QVERIFY(a.addMove(Black, 600, 20, false).isNone());
    GameResult r = a.addMove(White, -700, 21, false);
    QCOMPARE(r.winner(), GameResult::Winner::Black);
    QCOMPARE(r.reason(), std::string("Black wins by adjudication"));
    // Two-sided: the winner's engine must agree.
    s.resignTwoSided = true;
    Adjudicator two(s);
    QVERIFY(two.addMove(White, -600, 19, false).isNone());
    QVERIFY(two.addMove(Black, 100, 20, false).isNone());
    QVERIFY(two.addMove(White, -600, 21, false).isNone());
    QVERIFY(two.addMove(Black, 600, 22, false).isNone());
    QVERIFY(two.addMove(White, -600, 23, false).isNone());
    QVERIFY(two.addMove(Black, 600, 24, false).isNone());
    QCOMPARE(two.addMove(White, -600, 25, false).winner(), GameResult::Winner::Black);
}

void TestGame::adjudicatorMoveLimit() {
    AdjudicationSettings s;
    s.maxMoves = 2;
    Adjudicator a(s);
    QVERIFY(a.addMove(White, std::nullopt, 1, false).isNone());
    QVERIFY(a.addMove(Black, std::nullopt, 2, false).isNone());
    QVERIFY(a.addMove(White, std::nullopt, 3, false).isNone());
    QVERIFY(a.addMove(Black, std::nullopt, 4, false, true, false).isNone()); // rules forbid it
    Adjudicator b(s);
    b.addMove(White, std::nullopt, 1, false);
    b.addMove(Black, std::nullopt, 2, false);
    b.addMove(White, std::nullopt, 3, false);
    // cutechess-cli's text (cutechess-cli 1.5.1 projects/lib/src/gameadjudicator.cpp).
    QCOMPARE(b.addMove(Black, std::nullopt, 4, false).reason(),
             std::string("Draw by adjudication: maximal game length"));
    // The game's plies count, whoever moves: a game starting with Black ends after White's move.
    Adjudicator c(s);
    c.addMove(Black, std::nullopt, 1, false);
    c.addMove(White, std::nullopt, 2, false);
    c.addMove(Black, std::nullopt, 3, false);
    QVERIFY(c.addMove(White, std::nullopt, 4, false).isDraw());
}

void TestGame::stockfishMatesFromWinningPosition() {
    if (stockfishPath().isEmpty()) QSKIP("Debian's stockfish is not installed");
    auto sf = engineConfig(QStringLiteral("Stockfish"), stockfishPath());
    Match m(sf, sf,
            settingsWith(depthLimited(6), QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")));
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("White mates"));
    QCOMPARE(r.resultString(), std::string("1-0"));
    QCOMPARE(m.game.moves().back().san, std::string("Ra8#"));
    QVERIFY(m.game.moves().back().evaluation.depth > 0);
}

void TestGame::stockfishGameWithMoveLimit() {
    if (stockfishPath().isEmpty()) QSKIP("Debian's stockfish is not installed");
    auto sf = engineConfig(QStringLiteral("Stockfish"), stockfishPath());
    GameSettings s = settingsWith(depthLimited(2));
    s.adjudication.maxMoves = 5;
    Match m(sf, sf, s);
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()),
             QStringLiteral("Draw by adjudication: maximal game length"));
    QCOMPARE(int(m.game.moves().size()), 10);
    for (const PlayedMove& pm : m.game.moves()) QVERIFY(pm.timeMs >= 0);
}

void TestGame::openingMovesArePlayed() {
    if (stockfishPath().isEmpty()) QSKIP("Debian's stockfish is not installed");
    auto sf = engineConfig(QStringLiteral("Stockfish"), stockfishPath());
    GameSettings s = settingsWith(depthLimited(1));
    s.openingMoves = {QStringLiteral("e4"), QStringLiteral("e7e5"), QStringLiteral("Nf3")};
    s.adjudication.maxMoves = 3;
    Match m(sf, sf, s);
    m.play();
    QVERIFY(m.game.moves().size() >= 4);
    QVERIFY(m.game.moves()[0].opening && m.game.moves()[2].opening);
    QVERIFY(!m.game.moves()[3].opening);
    QCOMPARE(m.game.moves()[2].san, std::string("Nf3"));
}

void TestGame::polyglotBookMovesArePlayed() {
    if (stockfishPath().isEmpty()) QSKIP("Debian's stockfish is not installed");
    // A one-game book: 1. a3 a6 2. h3 h6 won by White, so White's book knows a3 and h3.
    QTemporaryDir dir;
    PgnGame line;
    auto board = createBoard("standard");
    for (const char* san : {"a3", "a6", "h3", "h6"}) {
        Move m = board->parseMove(san);
        line.addMove(m, san);
        board->makeMove(m);
    }
    line.setResult(PgnResult::WhiteWins);
    PolyglotBookBuilder builder;
    std::string error;
    QVERIFY2(builder.addGame(line, &error), error.c_str());
    const QString file = dir.filePath(QStringLiteral("book.bin"));
    QVERIFY2(builder.save(file, &error), error.c_str());
    auto book = std::make_shared<PolyglotBook>();
    QVERIFY2(book->open(file, PolyglotBook::AccessMode::Ram, &error), error.c_str());

    auto sf = engineConfig(QStringLiteral("Stockfish"), stockfishPath());
    GameSettings s = settingsWith(depthLimited(1));
    s.adjudication.maxMoves = 4;
    Match m(sf, sf, s);
    m.whitePlayer.setOpeningBook(book, 0, 1);
    m.play();
    const auto& moves = m.game.moves();
    QVERIFY(moves.size() >= 4);
    QCOMPARE(moves[0].san, std::string("a3"));
    QVERIFY(moves[0].book);
    QCOMPARE(QString::fromStdString(moveComment(moves[0])), QStringLiteral("book"));
    QVERIFY(!moves[1].book); // Black has no book
    if (moves[1].san == "a6") {
        QCOMPARE(moves[2].san, std::string("h3"));
        QVERIFY(moves[2].book);
    } else {
        QVERIFY(!moves[2].book); // out of book after Black left the line
    }
}

void TestGame::badOpeningRejected() {
    GameSettings s;
    s.openingMoves = {QStringLiteral("e4"), QStringLiteral("e4")};
    Engine a(faultEngine(QStringLiteral("A"), {})), b(faultEngine(QStringLiteral("B"), {}));
    EnginePlayer pa(&a), pb(&b);
    Game g(s, &pa, &pb);
    QString error;
    QVERIFY(!g.start(&error));
    QCOMPARE(error, QStringLiteral("opening move e4: 'e4' is not a legal move in this position"));
    GameSettings bad;
    bad.startFen = QStringLiteral("8/8/8 w - - 0 1");
    Game g2(bad, &pa, &pb);
    QVERIFY(!g2.start(&error));
    QVERIFY(error.startsWith(QStringLiteral("FEN field 1")));
}

void TestGame::crashIsDisconnection() {
    Match m(
        faultEngine(QStringLiteral("Crasher"), {QStringLiteral("--crash-at"), QStringLiteral("2")}),
        faultEngine(QStringLiteral("Steady"), {}, Black), settingsWith(depthLimited(1)));
    GameResult r = m.play();
    // How it went is part of the reason (cutechess-cli writes only "White disconnects").
    QCOMPARE(QString::fromStdString(r.reason()),
             QStringLiteral("White disconnects: engine process exited with code 3 while thinking"));
    QCOMPARE(r.termination(), GameResult::Termination::Disconnection);
    QCOMPARE(r.resultString(), std::string("0-1"));
}

void TestGame::illegalMoveLoses() {
    Match m(faultEngine(QStringLiteral("Steady"), {}),
            faultEngine(QStringLiteral("Cheater"), {QStringLiteral("--illegal")}, Black),
            settingsWith(depthLimited(1)));
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()),
             QStringLiteral("Black makes an illegal move: a1a1"));
    QCOMPARE(r.pgnTermination(), std::string("rules infraction"));
    QCOMPARE(r.resultString(), std::string("1-0"));
}

void TestGame::resignation() {
    // UCI cannot resign: the CECP "resign" and the UCCI "bestmove X resign" forms are used.
    Match m(faultEngine(QStringLiteral("Quitter"),
                        {QStringLiteral("--resign-at"), QStringLiteral("2")}, White,
                        EngineProtocol::Xboard),
            faultEngine(QStringLiteral("Steady"), {}, Black), settingsWith(depthLimited(1)));
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("White resigns"));
    QCOMPARE(r.termination(), GameResult::Termination::Resignation);
    QCOMPARE(int(m.game.moves().size()), 2);
}

void TestGame::resignationOverUcci() {
    if (!findVariant("xiangqi")) QSKIP("xiangqi is not in the library yet");
    GameSettings s = settingsWith(depthLimited(1));
    s.variant = QStringLiteral("xiangqi");
    auto red = faultEngine(QStringLiteral("Steady"), {}, White, EngineProtocol::Ucci);
    red.arguments << QStringLiteral("--moves") << QStringLiteral("h2e2,h0g2");
    auto black =
        faultEngine(QStringLiteral("Quitter"), {QStringLiteral("--resign-at"), QStringLiteral("1")},
                    Black, EngineProtocol::Ucci);
    Match m(red, black, s);
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("Black resigns"));
}

void TestGame::drawAgreementBetweenOfferingEngines() {
    GameSettings s = settingsWith(depthLimited(1));
    Match m(faultEngine(QStringLiteral("Peacemaker"), {QStringLiteral("--offer-draw")}, White,
                        EngineProtocol::Xboard),
            faultEngine(QStringLiteral("Dove"), {QStringLiteral("--offer-draw")}, Black,
                        EngineProtocol::Xboard),
            s);
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("Draw by agreement"));
    QCOMPARE(r.termination(), GameResult::Termination::Agreement);
    // CECP lets Black accept while White's first move is still on its way ("offer draw" comes
    // before "move"): on a loaded machine the agreement can end the game before any move. When
    // the move came first, the offer is recorded on it.
    if (!m.game.moves().empty()) QVERIFY(m.game.moves().front().drawOffer);
}

void TestGame::hangLosesOnTime() {
    TimeControl tc;
    QVERIFY(TimeControl::parse("0.5", tc, nullptr));
    Match m(faultEngine(QStringLiteral("Steady"), {}),
            faultEngine(QStringLiteral("Sleeper"), {QStringLiteral("--hang")}, Black),
            settingsWith(tc));
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("Black loses on time"));
    QCOMPARE(r.pgnTermination(), std::string("time forfeit"));
}

void TestGame::stalledWithoutClock() {
    GameSettings s = settingsWith(depthLimited(1));
    s.untimedWatchdogMs = 300;
    Match m(faultEngine(QStringLiteral("Sleeper"), {QStringLiteral("--hang")}),
            faultEngine(QStringLiteral("Steady"), {}, Black), s);
    m.white.setPingTimeout(300);
    GameResult r = m.play();
    QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("White's connection stalls"));
    QCOMPARE(r.pgnTermination(), std::string("stalled connection"));
}

// Front-ends show the judges' warnings when a move is announced (moveMade): the judges must
// have seen that move already, or every warning appears one ply late.
void TestGame::judgesSeeTheMoveBeforeMoveMade() {
    HumanPlayer red(QStringLiteral("Red")), black(QStringLiteral("Black"));
    GameSettings s;
    s.variant = QStringLiteral("xiangqi");
    Game game(s, &red, &black);
    QVector<int> counted;
    QVector<int> repetitionWarnings;
    connect(&game, &Game::moveMade, this, [&](int ply) {
        const auto* judge = game.rules().findJudge<XiangqiJudge>();
        QVERIFY(judge);
        QCOMPARE(judge->countedPlies(), ply);
        int warnings = 0;
        for (const XiangqiWarning& w : judge->warnings())
            if (w.kind == XiangqiWarning::Kind::Repetition) ++warnings;
        counted.append(judge->countedPlies());
        repetitionWarnings.append(warnings);
    });
    QString error;
    QVERIFY2(game.start(&error), qPrintable(error));
    // Both horses out and back: the start position occurs for the second time after ply 4,
    // one occurrence before the repetition rules (3rd occurrence) judge it.
    const char* moves[] = {"b0c2", "b9c7", "c2b0", "c7b9"};
    for (int i = 0; i < 4; ++i) {
        HumanPlayer& mover = i % 2 == 0 ? red : black;
        QVERIFY(mover.isToMove());
        QVERIFY(mover.submitMove(QString::fromLatin1(moves[i])));
    }
    QCOMPARE(counted, (QVector<int>{1, 2, 3, 4}));
    QCOMPARE(repetitionWarnings, (QVector<int>{0, 0, 0, 1}));
    QVERIFY(!game.isFinished());
}

void TestGame::rMobilityScoresIncludeTheMoveAtMoveMade() {
    HumanPlayer white(QStringLiteral("White")), black(QStringLiteral("Black"));
    GameSettings s;
    s.rules.rMobility.enabled = true;
    Game game(s, &white, &black);
    int checked = 0;
    connect(&game, &Game::moveMade, this, [&] {
        const auto* judge = game.rules().findJudge<RMobilityJudge>();
        QVERIFY(judge);
        // The current G-score is the score of the position the move reached.
        QVERIFY(judge->positionScore() == RMobilityJudge::positionScore(game.board()));
        ++checked;
    });
    QString error;
    QVERIFY2(game.start(&error), qPrintable(error));
    const char* moves[] = {"g1f3", "g8f6", "e2e4"};
    for (int i = 0; i < 3; ++i)
        QVERIFY((i % 2 == 0 ? white : black).submitMove(QString::fromLatin1(moves[i])));
    QCOMPARE(checked, 3);
}

// Game::takeBack against stockfish: taken back while the engine thinks (its search is stopped
// and its answer dropped) and while it waits for the person; each time the engine answers the
// position as it now is.
void TestGame::takeBackWithAnEngine() {
    if (stockfishPath().isEmpty()) QSKIP("Debian's stockfish is not installed");
    Engine engine(engineConfig(QStringLiteral("Stockfish"), stockfishPath()));
    QStringList answers; // the engine's bestmove lines, in order
    connect(&engine, &Engine::traffic, this, [&answers](const EngineTraffic& t) {
        if (t.direction == EngineTraffic::Direction::FromEngine &&
            t.text.startsWith(QLatin1String("bestmove ")))
            answers << t.text.split(QLatin1Char(' ')).value(1);
    });
    EnginePlayer sf(&engine);
    HumanPlayer person(QStringLiteral("Person"));
    Game game(settingsWith(depthLimited(8)), &person, &sf);
    QString error;
    QVERIFY2(game.start(&error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(person.isToMove(), 60000);
    QVERIFY(person.submitMove(QStringLiteral("e4")));
    // The engine thinks about e4; the person takes the move back before it answers.
    QVERIFY(game.takeBack(1));
    QVERIFY(game.moves().empty());
    QVERIFY(person.isToMove());
    QVERIFY(person.submitMove(QStringLiteral("d4")));
    QTRY_VERIFY_WITH_TIMEOUT(game.moves().size() == 2 || game.isFinished(), 60000);
    QVERIFY(!game.isFinished());
    // Two answers: the stopped search's (dropped), then the one played.
    QCOMPARE(answers.size(), 2);
    QCOMPARE(game.moves()[1].coordinate, answers[1]);
    // Both moves taken back while the person is to move: the engine answers c4.
    QTRY_VERIFY_WITH_TIMEOUT(person.isToMove(), 60000);
    QVERIFY(game.takeBack(2));
    QVERIFY(game.moves().empty());
    QVERIFY(person.submitMove(QStringLiteral("c4")));
    QTRY_VERIFY_WITH_TIMEOUT(game.moves().size() == 2 || game.isFinished(), 60000);
    QVERIFY(!game.isFinished());
    QCOMPARE(answers.size(), 3);
    QCOMPARE(game.moves()[0].san, std::string("c4"));
    QCOMPARE(game.moves()[1].coordinate, answers[2]);
    game.abort(QStringLiteral("done"));
    engine.quit();
}

QTEST_GUILESS_MAIN(TestGame)
// The record's time stamps are written without QDateTime::toString's format reader, and read
// as it writes them: the Date tag, cutechess's GameStartTime and GameEndTime, and fastchess's
// (with the offset from UTC), in several time zones.
void TestGame::recordTimeStamps() {
    HumanPlayer white(QStringLiteral("W")), black(QStringLiteral("B"));
    Game game(GameSettings(), &white, &black);
    QVERIFY(game.start());
    const QDateTime times[] = {
        QDateTime::currentDateTime(),
        QDateTime::currentDateTimeUtc(),
        QDateTime(QDate(2026, 7, 1), QTime(23, 59, 59, 999), QTimeZone("Europe/Berlin")),
        QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 6), QTimeZone("America/New_York")),
        QDateTime(QDate(987, 1, 2), QTime(0, 0, 0, 60), QTimeZone(-(5 * 3600 + 1800))),
    };
    for (const QDateTime& start : times) {
        const QDateTime end = start.addMSecs(61234);
        const auto text = [](const QDateTime& t, const char* format) {
            return t.toString(QString::fromLatin1(format)).toStdString();
        };
        QCOMPARE(isoDateTime(start), text(start, "yyyy-MM-ddTHH:mm:ss"));
        GameRecordInfo info;
        info.startTime = start;
        info.endTime = end;
        PgnGame record = makeGameRecord(game, info);
        QCOMPARE(record.tag("Date"), text(start, "yyyy.MM.dd"));
        QCOMPARE(record.tag("GameStartTime"), text(start, "yyyy-MM-ddThh:mm:ss.zzz t"));
        QCOMPARE(record.tag("GameEndTime"), text(end, "yyyy-MM-ddThh:mm:ss.zzz t"));
        useFastchessTags(record, GameResult::draw(GameResult::Termination::Normal, "x"), start,
                         end);
        const int offset = start.offsetFromUtc() / 60, minutes = std::abs(offset);
        const QString zone = QStringLiteral(" %1%2%3")
                                 .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                                 .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                                 .arg(minutes % 60, 2, 10, QLatin1Char('0'));
        QCOMPARE(record.tag("GameStartTime"),
                 text(start, "yyyy-MM-ddTHH:mm:ss") + zone.toStdString());
    }
    game.abort(QStringLiteral("done"));
}

#include "tst_game.moc"
