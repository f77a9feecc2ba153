// r-Mobility end to end: G-score values, the judge (accretion, resets, 50-move rule in both
// modes, K vs K, 3-fold, start positions, FEN token), off-board wins, the five scorings and
// komi, PGN tags, re-judging PGNs in the fork's style and ours, and games played through Game.
//
// The cases follow docs/r-mobility.md section by section; many are the examples of the
// r-Mobility fork's README (github.com/windfishballad/cuteRMob) and its measured behaviour.
// Where Arbiter differs from the fork (docs/r-mobility.md, "Differences from the fork", B1-B14),
// the test says "adapted" and why.
#include "board/board.h"
#include "board/turn.h"
#include "game/game.h"
#include "game/gamerecord.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "rules/rejudge.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/rmobility/rmobilitypgn.h"
#include "rules/ruleset.h"
#include "tournament/output/rmobilitytables.h"

#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::rmobility;

namespace {

const char* const StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const MaxMovesFen = "3Q4/1Q4Q1/4Q3/2Q4R/Q4Q2/3Q4/1Q4Rp/1K1BBNNk w - - 0 1";

RMobilityOptions rmob(Scoring scoring = Scoring::Exponential) {
    RMobilityOptions o;
    o.enabled = true;
    o.scoring = scoring;
    return o;
}

RMobilityOptions legacyRmob() {
    RMobilityOptions o = rmob();
    o.legacy = true;
    return o;
}

// A game replayed through the RuleSet as Game drives it: start, afterMove per ply, finalize.
struct Played {
    std::unique_ptr<Board> board;
    RuleSet rules;
    GameResult result; // the verdict (finalized), none while the game goes on
    int plies = 0;     // plies made

    const RMobilityJudge& judge() const { return *rules.findJudge<RMobilityJudge>(); }
};

Played play(const char* fen, const QStringList& moves, const RMobilityOptions& options = rmob(),
            const char* variant = "standard") {
    Played p;
    p.board = createBoard(variant);
    std::string error;
    if (fen && !p.board->setFen(fen, &error)) qFatal("bad FEN %s: %s", fen, error.c_str());
    RuleOptions rules;
    rules.rMobility = options;
    p.rules = RuleSet::create(p.board->variant(), rules);
    const std::string problem = p.rules.checkStart(*p.board);
    if (!problem.empty()) qFatal("rules cannot start: %s", problem.c_str());
    p.result = p.rules.start(*p.board);
    for (const QString& m : moves) {
        if (!p.result.isNone()) qFatal("move %s after the game ended", qPrintable(m));
        const Move move = p.board->parseMove(m.toStdString(), &error);
        if (move.isNull()) qFatal("bad move %s: %s", qPrintable(m), error.c_str());
        p.board->makeMove(move);
        ++p.plies;
        p.result = p.rules.afterMove(*p.board);
    }
    if (!p.result.isNone()) p.rules.finalize(p.result, *p.board);
    return p;
}

GScore g(const char* text) {
    GScore score;
    std::string error;
    if (!parseGScore(text, &score, &error)) qFatal("%s", error.c_str());
    return score;
}

Komi komi(const char* text) {
    Komi k;
    std::string error;
    if (!parseKomi(text, &k, &error)) qFatal("%s", error.c_str());
    return k;
}

std::string startScore(const char* fen, const char* variant = "standard") {
    return toString(play(fen, {}, rmob(), variant).judge().accreted());
}

std::string readFile(const QString& name) {
    QFile f(QStringLiteral(ARBITER_TEST_SOURCE_DIR) + QLatin1Char('/') + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    return f.readAll().toStdString();
}

// A player that plays a fixed list of moves; "resign" resigns and "flag" lets the clock fall.
class ScriptedPlayer : public Player {
    Q_OBJECT
public:
    ScriptedPlayer(QString name, QStringList script) : m_name(name), m_script(script) {}
    QString name() const override { return m_name; }
    void prepare(const GameSetup&) override {
        QTimer::singleShot(0, this, [this] { emit ready(); });
    }
    void go(const MoveRequest& request) override {
        startFen = request.position.startFen;
        const Board* board = request.board; // the game's, unchanged until this player moves
        QTimer::singleShot(0, this, [this, board] {
            const QString next = m_script.isEmpty() ? QString() : m_script.takeFirst();
            if (next == QLatin1String("resign"))
                emit resigned();
            else if (next == QLatin1String("flag"))
                emit timeExpired();
            else
                emit moved(PlayerTurn{parseTurn(*board, next.toStdString(), nullptr), next},
                           MoveEvaluation(), MoveFlags());
        });
    }
    void stop() override {}
    void gameOver(const GameResult& result) override { told = result; }
    GameResult told;
    QString startFen; // of the last move request

private:
    QString m_name;
    QStringList m_script;
};

struct LiveGame {
    ScriptedPlayer white, black;
    Game game;
    LiveGame(const GameSettings& s, QStringList whiteMoves, QStringList blackMoves)
        : white(QStringLiteral("A"), whiteMoves), black(QStringLiteral("B"), blackMoves),
          game(s, &white, &black) {}
    bool run(QString* error = nullptr) {
        QSignalSpy done(&game, &Game::finished);
        if (!game.start(error)) return false;
        return done.count() > 0 || done.wait(10000);
    }
};

GameSettings rmobSettings(const RMobilityOptions& options, const QString& fen = QString()) {
    GameSettings s;
    s.startFen = fen;
    s.rules.rMobility = options;
    return s;
}

} // namespace

class TestRMobility : public QObject {
    Q_OBJECT
private slots:
    // Values and text forms (docs/r-mobility.md, "The G-score")
    void gscoreParsePrint_data();
    void gscoreParsePrint();
    void gscoreErrors_data();
    void gscoreErrors();
    void komiParsePrint_data();
    void komiParsePrint();
    void komiErrors();
    void cutoffParsePrint();
    void scoringNames();

    // Position scores ("The G-score")
    void positionScores_data();
    void positionScores();
    void variantsScore();
    void variantGoals_data();
    void variantGoals();
    void dropResets();
    void dropOnHundredthPly();
    void noTokenAtClockAboveZero();

    // Accretion and the end rules ("The accreted score", "How games end")
    void pawnMoveResetsAndFenToken();
    void threefoldKeepsFirstHolder();
    void mate();
    void stalemateAllScorings();
    void kingVsKingAfterOnePly();
    void kingVsKingLowestSinceReset();
    void insufficientMaterialDoesNotEnd();
    void fiftyMovesStalemateOnHundredthPly();
    void fiftyMovesMateOnHundredthPly();
    void cutoffGatesBoundaryReset();
    void boundaryResetRestartsCounter();
    void startTokenCarried();
    void startTokenOverriddenAtClockZero();
    void redundantTokens();
    void startTokenAlreadyStalemate();
    void startPositionDecided();
    void badStartToken();
    void undoRestoresState();
    void ruleSetPolicy();

    // Off-board results ("How games end")
    void offBoardWinsAreG0_data();
    void offBoardWinsAreG0();
    void offBoardDrawKeepsAccreted();

    // Scoring ("Scoring", "Komi")
    void komiDecisions_data();
    void komiDecisions();
    void komiSource();
    void winnerScoring();
    void pointsTable_data();
    void pointsTable();
    void pointsTextParsing();

    // PGN ("PGN tags")
    void tagsWrittenAndReadBack();
    void tagErrors();

    // Re-judging
    void rejudgeForkStyle();
    void rejudgeForkStyleLegacy();
    void rejudgeForkStyleClassical();
    void rejudgeArbiterStyle();
    void rejudgeBadGame();

    // Tournament tables ("Console output")
    void tablesTwoPlayers();
    void tablesHarmonicMain();
    void tablesThreePlayers();

    // Through Game
    void liveGameMate();
    void liveGameResignation();
    void liveGameTimeForfeitRecord();
    void liveGameBadToken();
    void liveGameTokenToEngines();
};

// ---------------------------------------------------------------------------------------------

void TestRMobility::gscoreParsePrint_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("black");
    QTest::addColumn<QString>("printed");
    // Valid inputs.
    QTest::newRow("G28.5") << "G28.5" << 57 << false << "G28.5";
    QTest::newRow("-G26.5") << "-G26.5" << 53 << true << "-G26.5";
    QTest::newRow("mg5.0") << "mg5.0" << 10 << true << "-G5.0";
    QTest::newRow("g6") << "g6" << 12 << false << "G6.0";
    QTest::newRow("G0.0") << "G0.0" << 0 << false << "G0.0";
    QTest::newRow("-G0.5") << "-G0.5" << 1 << true << "-G0.5";
    QTest::newRow("G218.5") << "G218.5" << 437 << false << "G218.5";
}

void TestRMobility::gscoreParsePrint() {
    QFETCH(QString, text);
    QFETCH(int, h);
    QFETCH(bool, black);
    QFETCH(QString, printed);
    GScore s;
    std::string error;
    QVERIFY2(parseGScore(text.toStdString(), &s, &error), error.c_str());
    QCOMPARE(s.h, h);
    QCOMPARE(s.holder, black ? Black : White);
    QCOMPARE(QString::fromStdString(toString(s)), printed);
}

void TestRMobility::gscoreErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    // Adapted: the fork reads G6.7 as 13, "6.0" and "G" as G218.5 with a warning and
    // "Gx" as 0; Arbiter rejects them with a message naming the text.
    QTest::newRow("G6.7") << "G6.7"
                          << "'G6.7' is not a G-score: the fraction must be .0 or .5";
    QTest::newRow("6.0") << "6.0"
                         << "'6.0' is not a G-score: expected G before the number, e.g. G28.5 "
                            "or -G26.5";
    QTest::newRow("G") << "G"
                       << "'G' is not a G-score: the number after G is missing";
    QTest::newRow("Gx") << "Gx"
                        << "'Gx' is not a G-score: 'x' is not a digit";
    QTest::newRow("G5.") << "G5."
                         << "'G5.' is not a G-score: digits are missing after the dot";
    QTest::newRow("empty") << ""
                           << "'' is not a G-score: expected G before the number, e.g. G28.5 or "
                              "-G26.5";
    QTest::newRow("huge") << "G99999999999"
                          << "'G99999999999' is not a G-score: the number is "
                             "too large";
}

void TestRMobility::gscoreErrors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    GScore s;
    std::string error;
    QVERIFY(!parseGScore(text.toStdString(), &s, &error));
    QCOMPARE(QString::fromStdString(error), message);
}

void TestRMobility::komiParsePrint_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("black");
    QTest::addColumn<QString>("printed");
    QTest::newRow("G5.75") << "G5.75" << 23 << false << "G5.75";
    QTest::newRow("G5.5") << "G5.5" << 22 << false << "G5.5";
    QTest::newRow("G5.25") << "G5.25" << 21 << false << "G5.25";
    QTest::newRow("G5.0") << "G5.0" << 20 << false << "G5.0";
    QTest::newRow("G5") << "G5" << 20 << false << "G5.0";
    QTest::newRow("-G3.5") << "-G3.5" << 14 << true << "-G3.5";
    QTest::newRow("mg5.75") << "mg5.75" << 23 << true << "-G5.75";
    QTest::newRow("g0.25") << "g0.25" << 1 << false << "G0.25";
    QTest::newRow("G6.50") << "G6.50" << 26 << false << "G6.5";
}

void TestRMobility::komiParsePrint() {
    QFETCH(QString, text);
    QFETCH(int, q);
    QFETCH(bool, black);
    QFETCH(QString, printed);
    Komi k;
    std::string error;
    QVERIFY2(parseKomi(text.toStdString(), &k, &error), error.c_str());
    QCOMPARE(k.q, q);
    QCOMPARE(k.side, black ? Black : White);
    QCOMPARE(QString::fromStdString(toString(k)), printed);
}

void TestRMobility::komiErrors() {
    Komi k;
    std::string error;
    // Adapted: the fork turns "" into G5.75 with a warning.
    QVERIFY(!parseKomi("", &k, &error));
    QCOMPARE(error, std::string("'' is not a komi: expected G before the number, e.g. G5.75 or "
                                "-G3.5"));
    QVERIFY(!parseKomi("G5.3", &k, &error));
    QCOMPARE(error, std::string("'G5.3' is not a komi: the fraction must be .0, .25, .5 or .75"));
}

void TestRMobility::cutoffParsePrint() {
    int cutoff = 0;
    std::string error;
    // g101.5 is written back as G101.5.
    QVERIFY(parseCutoff("g101.5", &cutoff, &error));
    QCOMPARE(cutoff, 203);
    QCOMPARE(cutoffToString(cutoff), std::string("G101.5"));
    QCOMPARE(cutoffToString(kDefaultCutoff), std::string("G6.0"));
    // Adapted: the fork reads "6" as G218.5 with a warning and ignores the sign of "mg5.5".
    QVERIFY(!parseCutoff("6", &cutoff, &error));
    QCOMPARE(error, std::string("'6' is not a cutoff: expected G before the number, e.g. g6.0 "
                                "or g101.5"));
    QVERIFY(!parseCutoff("mg5.5", &cutoff, &error));
    QCOMPARE(error, std::string("'mg5.5' is not a cutoff: a cutoff has no sign, e.g. g6.0"));
    QVERIFY(!parseCutoff("g6.25", &cutoff, &error));
    QCOMPARE(error, std::string("'g6.25' is not a cutoff: the fraction must be .0 or .5"));
}

void TestRMobility::scoringNames() {
    // Option values are case-sensitive ("Komi" is not an option value).
    QVERIFY(!parseScoringOption("Komi"));
    QCOMPARE(*parseScoringOption("komi"), Scoring::Komi);
    QCOMPARE(*parseScoringOption("rMobilityWinner"), Scoring::RMobilityWinner);
    for (Scoring s : allScorings()) {
        QCOMPARE(*parseScoringOption(scoringOptionName(s)), s);
        QCOMPARE(*parseScoringTitle(scoringTitle(s)), s);
    }
    QCOMPARE(scoringTitle(Scoring::RMobilityWinner), std::string_view("RMobility Winner"));
    QCOMPARE(int(allScorings().size()), 5);
    QCOMPARE(allScorings().front(), Scoring::Classical);
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::positionScores_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");
    // The position table of docs/r-mobility.md, "The G-score" (all start with halfmove clock 0).
    QTest::newRow("v1 start") << StartFen << "-G20.5";
    QTest::newRow("after e4") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                              << "G20.5";
    QTest::newRow("README") << "rnbqkbnr/pp2pppp/3p4/2p5/2P1P3/5N2/PP1P1PPP/RNBQKB1R b KQkq - 0 3"
                            << "G28.5";
    QTest::newRow("v2 check") << "7k/8/4N3/8/8/8/8/K6R b - - 0 1"
                              << "G1.0";
    QTest::newRow("check 2") << "7k/8/8/8/8/8/8/K6R b - - 0 1"
                             << "G2.0";
    QTest::newRow("v3 promotion") << "8/P6k/8/8/8/8/8/K7 w - - 0 1"
                                  << "-G7.5";
    QTest::newRow("v4 castling") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                 << "-G26.5";
    QTest::newRow("v4 no castling") << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"
                                    << "-G24.5";
    QTest::newRow("v5 en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                   << "-G7.5";
    QTest::newRow("v5 no en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"
                                      << "-G6.5";
    QTest::newRow("bare kings") << "8/8/8/3k4/8/8/3K4/8 b - - 0 1"
                                << "G8.5";
    QTest::newRow("corner king") << "K7/8/8/8/8/8/8/7k w - - 0 1"
                                 << "-G3.5";
    QTest::newRow("v6 218 moves") << MaxMovesFen << "-G218.5";
}

void TestRMobility::positionScores() {
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const Played p = play(qPrintable(fen), {});
    QVERIFY(p.result.isNone());
    QCOMPARE(QString::fromStdString(toString(p.judge().accreted())), expected);
    QCOMPARE(QString::fromStdString(toString(p.judge().positionScore())), expected);
}

void TestRMobility::variantsScore() {
    // Capture chess: when a capture is possible only captures are legal, so the same position
    // scores -G7.5 in standard chess (5 king moves, e5, exd5) and -G1.5 in capture chess.
    const char* fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    QCOMPARE(startScore(fen), std::string("-G7.5"));
    QCOMPARE(startScore(fen, "capture"), std::string("-G1.5"));
    // Chess960: perft(1) of this position is 21 (Chess960 perft suite, position 1), castling
    // included.
    QCOMPARE(startScore("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                        "fischerandom"),
             std::string("-G21.5"));
    // A Chess960 game: the score is the legal move count, castling moves of 960 included.
    Played p = play("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                    {"Nb4", "Nb6", "Na2", "Nc8"}, rmob(), "fischerandom");
    QVERIFY(p.result.isNone());
    QCOMPARE(p.judge().fiftyMoveCounter(), 6);
}

void TestRMobility::variantGoals_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("result");
    QTest::newRow("kingofthehill")
        << "kingofthehill"
        << "4k3/8/8/8/8/4K3/8/8 w - - 3 10" << QStringList{"Ke4"} << "G0.0"
        << "White's king reached the hill"
        << "1-0";
    QTest::newRow("3check") << "3check"
                            << "4k3/8/8/8/8/8/8/3QK3 w - - 1+3 4 20" << QStringList{"Qd7+"}
                            << "G0.0"
                            << "White wins by giving 3 checks"
                            << "1-0";
    QTest::newRow("atomic") << "atomic"
                            << "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1" << QStringList{"Rxe7"} << "G0.0"
                            << "White wins by exploding the king"
                            << "1-0";
    // The winner is the side to move, not the side that just moved.
    QTest::newRow("antichess") << "antichess"
                               << "8/8/8/8/8/8/1p6/B7 w - - 0 1" << QStringList{"Bxb2"} << "-G0.0"
                               << "Black wins by losing all pieces"
                               << "0-1";
    // Giveaway: having no move wins.
    QTest::newRow("giveaway") << "giveaway"
                              << "8/8/8/8/1p6/8/1P6/8 w - - 0 1" << QStringList{"b3"} << "-G0.0"
                              << "Black wins by being stalemated"
                              << "0-1";
    // Suicide's stalemate with equal material is a draw: the score is the one accreted before
    // (the start's 1 move, -G1.5), not the stalemate the pawn move reached.
    QTest::newRow("suicide") << "suicide"
                             << "8/8/8/8/1p6/8/1P6/8 w - - 0 1" << QStringList{"b3"} << "-G1.5"
                             << "Draw by stalemate with equal material"
                             << "1/2-1/2";
    // Losers: being mated wins (the G-score alone made it "White mates", 1-0).
    QTest::newRow("losers mate") << "losers"
                                 << "7k/6pp/8/8/8/8/8/R3K3 w - - 0 1" << QStringList{"Ra8#"}
                                 << "-G0.0"
                                 << "Black wins by being checkmated"
                                 << "0-1";
    QTest::newRow("losers bare king")
        << "losers"
        << "4k3/8/8/8/8/8/3p4/3RK3 w - - 0 1" << QStringList{"Rxd2"} << "-G0.0"
        << "Black wins by losing all pieces but the king"
        << "0-1";
    QTest::newRow("horde") << "horde"
                           << "4k3/8/8/8/8/8/3P4/4q3 b - - 0 1" << QStringList{"Qxd2"} << "-G0.0"
                           << "Black wins by destroying the horde"
                           << "0-1";
    QTest::newRow("racingkings") << "racingkings"
                                 << "8/1k6/8/8/8/8/8/K7 b - - 0 1" << QStringList{"Kb8"} << "-G0.0"
                                 << "Black's king reached the 8th rank first"
                                 << "0-1";
    // Black follows White to the 8th rank at once: a draw, scored with the start's 5 king
    // moves (-G5.5), the best since; Ka8 left Black 8 moves (G8.5).
    QTest::newRow("racingkings draw")
        << "racingkings"
        << "8/K5k1/8/8/8/8/8/8 w - - 0 1" << QStringList{"Ka8", "Kg8"} << "-G5.5"
        << "Draw: both kings reached the 8th rank"
        << "1/2-1/2";
    // Drop mate: a mate as in chess stays the G-score's.
    QTest::newRow("crazyhouse mate")
        << "crazyhouse"
        << "k7/8/1K6/8/8/8/8/8[Q] w - - 7 20" << QStringList{"Q@a7#"} << "G0.0"
        << "White mates"
        << "1-0";
    // Variants without goals keep the chess ends (the README's stalemate and mate examples).
    QTest::newRow("capture stalemate")
        << "capture"
        << "k7/8/8/2Q5/8/8/8/7K w - - 0 1" << QStringList{"Qb6"} << "G0.5"
        << "White stalemates"
        << "1/2-1/2";
    QTest::newRow("fischerandom mate")
        << "fischerandom"
        << "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1" << QStringList{"Qc8#"} << "G0.0"
        << "White mates"
        << "1-0";
    QTest::newRow("atomic mate") << "atomic"
                                 << "6k1/5ppp/8/8/8/8/8/R6K w - - 0 1" << QStringList{"Ra8#"}
                                 << "G0.0"
                                 << "White mates"
                                 << "1-0";
}

// A variant's own end is decided before the G-score, as the fork's variant boards do: a goal is
// a win on the board, scored G0.0 for the winner as the fork scores a won N-check game (a result
// with a winner and no G of its own, docs/r-mobility.md "How games end"); a variant's draw keeps
// the accreted score, the ending position not scored. The G-score formula alone would call these
// positions (no legal moves) a mate or stalemate by the side that moved. Mate and stalemate as in
// chess stay the G-score's.
void TestRMobility::variantGoals() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(QString, score);
    QFETCH(QString, reason);
    QFETCH(QString, result);
    Played p = play(fen.toUtf8().constData(), moves, rmob(), variant.toUtf8().constData());
    QVERIFY(!p.result.isNone());
    QCOMPARE(QString::fromStdString(p.result.displayText()), score);
    QCOMPARE(QString::fromStdString(p.result.reason()), reason);
    QCOMPARE(QString::fromStdString(p.result.resultString()), result);
    QVERIFY(p.judge().outcome().onBoard);
    QCOMPARE(QString::fromStdString(toString(p.judge().accreted())), score);
    // Classical scoring agrees: G0.0 is the win, anything else a draw.
    Played classical = play(fen.toUtf8().constData(), moves, rmob(Scoring::Classical),
                            variant.toUtf8().constData());
    QCOMPARE(QString::fromStdString(classical.judge().outcome().points), result);
}

// Crazyhouse: a piece drop resets the accreted score and r-Mobility's 50-move counter, as the
// fork resets on every drop (the board's fifty-move clock resets on pawn drops only).
void TestRMobility::dropResets() {
    Played p = play("4k3/8/8/8/8/8/8/4K3[N] w - - 10 20 -G1.5", {}, rmob(), "crazyhouse");
    QCOMPARE(toString(p.judge().accreted()), std::string("-G1.5"));
    p = play("4k3/8/8/8/8/8/8/4K3[N] w - - 10 20 -G1.5", {"N@d5"}, rmob(), "crazyhouse");
    QCOMPARE(p.board->halfmoveClock(), 11);
    // Black's king has d8, f8, d7 and f7 (the knight covers e7): G4.5, White's.
    QCOMPARE(toString(p.judge().accreted()), std::string("G4.5"));
    QCOMPARE(p.judge().fiftyMoveCounter(), 0);
}

void TestRMobility::noTokenAtClockAboveZero() {
    // Adapted: the fork starts a FEN without token at its "nothing yet" sentinel
    // G218.0, which h 437 cannot beat. Arbiter follows the README: without the field the
    // current position realizes the accreted score, so it is -G218.5.
    const std::string fen =
        std::string(MaxMovesFen).replace(std::string(MaxMovesFen).find(" 0 1"), 4, " 5 1");
    Played p = play(fen.c_str(), {});
    QCOMPARE(toString(p.judge().accreted()), std::string("-G218.5"));
    QCOMPARE(p.judge().fiftyMoveCounter(), 5);
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::dropOnHundredthPly() {
    // The fork's counter restarts on every drop, not only on pawn drops (docs/r-mobility.md, "How
    // games end"): the knight drop on the 100th ply does not end the game by the 50-move rule, and
    // the new position's score replaces the accreted one (Black: 5 king moves and its knight's
    // drops on 61 empty squares, G66.5: above the cutoff, so no boundary reset is involved).
    const char* fen = "4k3/8/8/8/8/8/8/4K3[Nn] w - - 99 60";
    Played p = play(fen, {"N@c3"}, rmob(), "crazyhouse");
    QVERIFY(p.result.isNone());
    QCOMPARE(p.judge().fiftyMoveCounter(), 0);
    QCOMPARE(toString(p.judge().accreted()), std::string("G66.5"));
    QCOMPARE(p.judge().fen(*p.board), std::string("4k3/8/8/8/8/2N5/8/4K3[n] b - - 0 60 G66.5"));
    // A move after it counts from there.
    p = play(fen, {"N@c3", "Kd7"}, rmob(), "crazyhouse");
    QVERIFY(p.result.isNone());
    QCOMPARE(p.judge().fiftyMoveCounter(), 1);
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::pawnMoveResetsAndFenToken() {
    // The README's FENs, written with the current accreted score (the
    // fork's EPD token was one ply stale: docs/r-mobility.md, "Differences from the fork").
    Played p = play(StartFen, {"e4", "c5", "Nf3", "d6", "c4"});
    QCOMPARE(
        p.judge().fen(*p.board),
        std::string("rnbqkbnr/pp2pppp/3p4/2p5/2P1P3/5N2/PP1P1PPP/RNBQKB1R b KQkq - 0 3 G28.5"));
    p = play(StartFen, {"e4", "c5", "Nf3", "d6", "c4", "a6", "Nc3"});
    QVERIFY(p.result.isNone());
    QCOMPARE(
        p.judge().fen(*p.board),
        std::string("rnbqkbnr/1p2pppp/p2p4/2p5/2P1P3/2N2N2/PP1P1PPP/R1BQKB1R b KQkq - 1 4 -G26.5"));
    // 4.Nc3 leaves Black 27 moves (G27.5), not better than the -G26.5 set by 3...a6.
    QCOMPARE(toString(p.judge().positionScore()), std::string("G27.5"));
}

void TestRMobility::threefoldKeepsFirstHolder() {
    // The start position's -G20.5 (held by Black) is never beaten, only tied.
    Played p = play(StartFen, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    QCOMPARE(p.result.reason(), std::string("End by 3-fold repetition"));
    QCOMPARE(p.result.displayText(), std::string("-G20.5"));
    QCOMPARE(p.result.resultString(), std::string("1/2-1/2"));
    // Adapted: Points with the README's spaces (the fork writes "0.5000-0.5000").
    QCOMPARE(p.judge().outcome().points, std::string("0.5000 - 0.5000"));
    QVERIFY(p.judge().outcome().onBoard);
}

void TestRMobility::mate() {
    Played p = play(StartFen, {"f3", "e5", "g4", "Qh4#"});
    QCOMPARE(p.result.displayText(), std::string("-G0.0"));
    QCOMPARE(p.result.reason(), std::string("Black mates"));
    QCOMPARE(p.result.resultString(), std::string("0-1"));
    QCOMPARE(p.judge().outcome().points, std::string("0.0000 - 1.0000"));
    QCOMPARE(p.result.scoreFor(Black), 1.0);
}

void TestRMobility::stalemateAllScorings() {
    // G0.5 {White stalemates}, Result 1/2-1/2, and the points of all five scorings.
    struct Case {
        Scoring scoring;
        const char* komi;
        const char* points;
    };
    const Case cases[] = {
        {Scoring::Exponential, nullptr, "0.7500 - 0.2500"},
        {Scoring::Harmonic, nullptr, "0.7500 - 0.2500"},
        {Scoring::Classical, nullptr, "1/2-1/2"},
        {Scoring::RMobilityWinner, nullptr, "1-0"},
        {Scoring::Komi, "G0.25", "0-1"},
        {Scoring::Komi, "G0.5", "1/2-1/2"},
        {Scoring::Komi, "-G3.5", "1-0"},
    };
    for (const Case& c : cases) {
        RMobilityOptions o = rmob(c.scoring);
        if (c.komi) o.komi = komi(c.komi);
        Played p = play("k7/8/8/2Q5/8/8/8/7K w - - 0 1", {"Qb6"}, o);
        QCOMPARE(p.result.displayText(), std::string("G0.5"));
        QCOMPARE(p.result.reason(), std::string("White stalemates"));
        QCOMPARE(p.result.resultString(), std::string("1/2-1/2"));
        QCOMPARE(p.judge().outcome().points, std::string(c.points));
    }
}

void TestRMobility::kingVsKingAfterOnePly() {
    // The start position counts as the first of the two G8.5 positions.
    Played p = play("8/8/8/3k4/8/8/3K4/8 w - - 0 1", {"Ke2"});
    QCOMPARE(p.plies, 1);
    QCOMPARE(p.result.displayText(), std::string("-G8.5"));
    QCOMPARE(p.result.reason(), std::string("End by K vs K G8.5 rule"));
    QCOMPARE(p.result.resultString(), std::string("1/2-1/2"));
}

void TestRMobility::kingVsKingLowestSinceReset() {
    // -G1.5 from the start stays the best; positions with fewer than 8 king moves
    // restart the count of G8.5 positions.
    const QStringList moves = {"Ka2", "Kc3", "Ka3", "Kc4", "Kb2", "Kd5", "Kc3", "Ke6", "Kd3"};
    Played p = play("8/8/8/8/8/8/2k5/K7 w - - 0 1", moves);
    QCOMPARE(p.plies, 9);
    QCOMPARE(p.result.displayText(), std::string("-G1.5"));
    QCOMPARE(p.result.reason(), std::string("End by K vs K G8.5 rule"));
    QCOMPARE(p.judge().outcome().points, std::string("0.4375 - 0.5625"));
    Played h = play("8/8/8/8/8/8/2k5/K7 w - - 0 1", moves, rmob(Scoring::Harmonic));
    QCOMPARE(h.judge().outcome().points, std::string("0.3750 - 0.6250"));
}

void TestRMobility::insufficientMaterialDoesNotEnd() {
    // K+N v K and K+B v K are no longer draws; the classical judge ends them at once.
    Played p = play("8/8/8/3k4/8/8/3K4/6N1 w - - 0 1", {"Ke2", "Ke4", "Nh3"});
    QVERIFY(p.result.isNone());
    Played b = play("8/8/8/3k4/8/8/3K4/2B5 w - - 0 1", {"Kc2"});
    QVERIFY(b.result.isNone());
    // A capture that leaves bare kings starts a new K vs K count from the capture.
    Played c = play("8/8/8/3k4/3n4/8/3K4/8 w - - 0 1", {"Kd3", "Kc6", "Kxd4"});
    QVERIFY(c.result.isNone());
    QCOMPARE(toString(c.judge().accreted()), std::string("G6.5"));
}

void TestRMobility::fiftyMovesStalemateOnHundredthPly() {
    // By default the stalemate on the 100th ply counts; legacy mode ignores it.
    Played p = play("k7/8/8/2Q5/8/8/8/7K w - - 99 80", {"Qb6"});
    QCOMPARE(p.result.displayText(), std::string("G0.5"));
    QCOMPARE(p.result.reason(), std::string("White stalemates"));
    Played l = play("k7/8/8/2Q5/8/8/8/7K w - - 99 80", {"Qb6"}, legacyRmob());
    QCOMPARE(l.result.displayText(), std::string("-G28.5"));
    QCOMPARE(l.result.reason(), std::string("End by fifty moves rule"));
}

void TestRMobility::fiftyMovesMateOnHundredthPly() {
    // The mate on the 100th ply wins, in legacy mode too (the fork's bug B8 scored
    // it -G27.5, a fifty-move draw: legacy mode ignores other improvements on that ply only).
    for (const RMobilityOptions& options : {rmob(), legacyRmob()}) {
        Played p = play("k7/8/1K6/8/8/8/8/2Q5 w - - 99 80", {"Qc8#"}, options);
        QCOMPARE(p.result.displayText(), std::string("G0.0"));
        QCOMPARE(p.result.reason(), std::string("White mates"));
        QCOMPARE(p.result.resultString(), std::string("1-0"));
    }
}

void TestRMobility::cutoffGatesBoundaryReset() {
    // G7.5 improves the score but is not below the G6.0 cutoff, so the count runs
    // out; with cutoff G8.0 it restarts and the game goes on.
    const char* fen = "8/8/8/4k3/8/8/8/K5Q1 w - - 99 60";
    Played p = play(fen, {"Kb1"});
    QCOMPARE(p.result.displayText(), std::string("G7.5"));
    QCOMPARE(p.result.reason(), std::string("End by fifty moves rule"));
    Played l = play(fen, {"Kb1"}, legacyRmob());
    QCOMPARE(l.result.displayText(), std::string("-G23.5"));
    QCOMPARE(l.result.reason(), std::string("End by fifty moves rule"));
    RMobilityOptions wide = rmob();
    std::string error;
    QVERIFY(parseCutoff("g8.0", &wide.cutoff, &error));
    // Strictly below: a cutoff of exactly G7.5 does not restart the count.
    RMobilityOptions exact = rmob();
    QVERIFY(parseCutoff("g7.5", &exact.cutoff, &error));
    QCOMPARE(play(fen, {"Kb1"}, exact).result.reason(), std::string("End by fifty moves rule"));
    Played w = play(fen, {"Kb1"}, wide);
    QVERIFY(w.result.isNone());
    QCOMPARE(w.judge().fiftyMoveCounter(), 0);
    QCOMPARE(toString(w.judge().accreted()), std::string("G7.5"));
}

void TestRMobility::boundaryResetRestartsCounter() {
    // Qd4+ reaches G2.0 at ply 99 and restarts the count (visible in the FEN's
    // halfmove field). Legacy mode ends at ply 100 with G2.0.
    const char* fen = "7k/8/8/8/8/8/8/K5Q1 w - - 98 60";
    Played p = play(fen, {"Qd4+", "Kg8"});
    QVERIFY(p.result.isNone());
    QCOMPARE(p.judge().fiftyMoveCounter(), 1);
    QCOMPARE(p.board->halfmoveClock(), 100); // the board's own clock knows nothing of r-Mobility
    // Adapted (B9): the fork's EPD, one ply stale, showed 6 after these 8 plies; the current
    // counter is 7.
    p = play(fen, {"Qd4+", "Kg8", "Qd5+", "Kh8", "Qd4+", "Kg8", "Qd5+", "Kh8"});
    QVERIFY(p.result.isNone());
    QCOMPARE(p.judge().fiftyMoveCounter(), 7);
    QCOMPARE(p.judge().fen(*p.board), std::string("7k/8/8/3Q4/8/8/8/K7 w - - 7 64 G2.0"));
    Played l = play(fen, {"Qd4+", "Kg8"}, legacyRmob());
    QCOMPARE(l.result.displayText(), std::string("G2.0"));
    QCOMPARE(l.result.reason(), std::string("End by fifty moves rule"));
    QCOMPARE(l.judge().outcome().points, std::string("0.5313 - 0.4688"));
}

void TestRMobility::startTokenCarried() {
    // With clock 8 the token -G1.5 is the accreted score.
    Played p = play("8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5", {"Kd3"});
    QCOMPARE(p.result.displayText(), std::string("-G1.5"));
    QCOMPARE(p.result.reason(), std::string("End by K vs K G8.5 rule"));
    QCOMPARE(p.judge().outcome().startToken, std::string("-G1.5"));
}

void TestRMobility::redundantTokens() {
    const GScore position = g("-G8.5");
    QVERIFY(isTokenRedundant(g("-G1.5"), position, 0)); // clock 0 resets
    QVERIFY(!isTokenRedundant(g("-G1.5"), position, 8));
    QVERIFY(isTokenRedundant(g("-G8.5"), position, 8)); // equal, same holder
    QVERIFY(!isTokenRedundant(g("G8.5"), position, 8)); // equal, other holder: the earlier
    QVERIFY(isTokenRedundant(g("G9.0"), position, 8));  // holder keeps it; beaten by either
    QVERIFY(isTokenRedundant(g("-G20.5"), position, 8));
    // The judge keeps only a token that carries information.
    Played p = play("8/8/4k3/8/8/2K5/8/8 w - - 8 5 G30.0", {});
    QVERIFY(p.judge().startToken().empty());
    QCOMPARE(toString(p.judge().accreted()), std::string("-G8.5"));
    Played kept = play("8/8/4k3/8/8/2K5/8/8 w - - 8 5 G8.5", {});
    QCOMPARE(kept.judge().startToken(), std::string("G8.5"));
    QCOMPARE(toString(kept.judge().accreted()), std::string("G8.5"));
}

void TestRMobility::startTokenOverriddenAtClockZero() {
    // Clock 0 resets the score, so the token is redundant and ignored.
    Played p = play("8/8/4k3/8/8/2K5/8/8 w - - 0 5 -G1.5", {"Kd3"});
    QCOMPARE(p.result.displayText(), std::string("-G8.5"));
    QVERIFY(p.judge().outcome().startToken.empty());
}

void TestRMobility::startTokenAlreadyStalemate() {
    // Adapted (B14): the accreted -G0.5 is already a stalemate, so the game ends
    // at once instead of after one more ply, and the text names the holder ("Black
    // stalemates"; the fork names the side that just moved, "White").
    Played p = play("8/8/4k3/8/8/2K5/8/8 w - - 8 5 mg0.5", {});
    QCOMPARE(p.result.displayText(), std::string("-G0.5"));
    QCOMPARE(p.result.reason(), std::string("Black stalemates"));
    // The PGN [FEN] tag carries the normalised token.
    PgnGame pgn;
    pgn.setStartFen("8/8/4k3/8/8/2K5/8/8 w - - 8 5");
    addRMobilityTags(pgn, p.judge().outcome());
    QCOMPARE(pgn.startFen(), std::string("8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G0.5"));
}

void TestRMobility::startPositionDecided() {
    // docs/r-mobility.md, "Differences from the fork": a start position that is already mate or
    // stalemate ends the game at once.
    Played mate = play("R6k/6pp/8/8/8/8/8/K7 b - - 0 1", {});
    QCOMPARE(mate.result.displayText(), std::string("G0.0"));
    QCOMPARE(mate.result.reason(), std::string("White mates"));
    QCOMPARE(mate.result.resultString(), std::string("1-0"));
    Played stale = play("k7/8/1Q6/8/8/8/8/7K b - - 0 1", {});
    QCOMPARE(stale.result.displayText(), std::string("G0.5"));
    QCOMPARE(stale.result.reason(), std::string("White stalemates"));
}

void TestRMobility::badStartToken() {
    auto board = createBoard("standard");
    QVERIFY(board->setFen("8/8/4k3/8/8/2K5/8/8 w - - 8 5 G6.7"));
    RuleOptions options;
    options.rMobility = rmob();
    RuleSet rules = RuleSet::create(board->variant(), options);
    QCOMPARE(rules.checkStart(*board),
             std::string("FEN field 7 (r-Mobility G-score): 'G6.7' is not a G-score: the "
                         "fraction must be .0 or .5"));
    // The classical rules ignore the token.
    QVERIFY(RuleSet::create(board->variant(), RuleOptions()).checkStart(*board).empty());
}

void TestRMobility::undoRestoresState() {
    Played p = play(StartFen, {"e4", "c5", "Nf3", "d6", "c4"});
    p.board->undoMove();
    p.rules.undo(*p.board);
    QCOMPARE(toString(p.judge().accreted()), std::string("-G28.5"));
    QCOMPARE(p.judge().fiftyMoveCounter(), 0); // 2...d6 was a pawn move
    p.board->makeMove(p.board->parseMove("c4"));
    p.rules.afterMove(*p.board);
    QCOMPARE(toString(p.judge().accreted()), std::string("G28.5"));
}

void TestRMobility::ruleSetPolicy() {
    // Draw adjudication and -maxmoves do not apply under r-Mobility.
    RuleOptions options;
    const VariantInfo& standard = *findVariant("standard");
    RuleSet classical = RuleSet::create(standard, options);
    QVERIFY(classical.allowsDrawAdjudication());
    QVERIFY(classical.allowsMoveLimit());
    QVERIFY(!classical.findJudge<RMobilityJudge>());
    options.rMobility = rmob();
    RuleSet r = RuleSet::create(standard, options);
    QVERIFY(!r.allowsDrawAdjudication());
    QVERIFY(!r.allowsMoveLimit());
    QVERIFY(r.findJudge<RMobilityJudge>());
    Adjudicator adjudicator(
        AdjudicationSettings{true, 1, 1, 10, false, 0, 0, false, /*maxMoves=*/1, {}, {}, {}});
    QVERIFY(adjudicator.addMove(White, 0, 1, false, r.allowsDrawAdjudication(), r.allowsMoveLimit())
                .isNone());
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::offBoardWinsAreG0_data() {
    QTest::addColumn<int>("termination");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("whiteWins");
    using Term = GameResult::Termination;
    // Adapted (B1): [Result] stays classical, 0-1 / 1-0 instead of 1/2-1/2.
    QTest::newRow("v22 time") << int(Term::TimeForfeit) << "White loses on time" << false;
    QTest::newRow("v23 illegal") << int(Term::IllegalMove) << "White makes an illegal move: a1a1"
                                 << false;
    QTest::newRow("v24 adjudication")
        << int(Term::Adjudication) << "Black wins by adjudication" << false;
    QTest::newRow("resignation") << int(Term::Resignation) << "Black resigns" << true;
    QTest::newRow("disconnection") << int(Term::Disconnection) << "Black disconnects" << true;
    QTest::newRow("stall") << int(Term::StalledConnection) << "Black's connection stalls" << true;
}

void TestRMobility::offBoardWinsAreG0() {
    QFETCH(int, termination);
    QFETCH(QString, reason);
    QFETCH(bool, whiteWins);
    Played p = play(StartFen, {"e4", "e5"});
    QVERIFY(p.result.isNone());
    GameResult r = GameResult::win(whiteWins ? White : Black, GameResult::Termination(termination),
                                   reason.toStdString());
    p.rules.finalize(r, *p.board);
    QCOMPARE(r.displayText(), std::string(whiteWins ? "G0.0" : "-G0.0"));
    QCOMPARE(r.resultString(), std::string(whiteWins ? "1-0" : "0-1"));
    QCOMPARE(r.reason(), reason.toStdString());
    QCOMPARE(p.judge().outcome().points,
             std::string(whiteWins ? "1.0000 - 0.0000" : "0.0000 - 1.0000"));
    QVERIFY(!p.judge().outcome().onBoard);
}

void TestRMobility::offBoardDrawKeepsAccreted() {
    // docs/r-mobility.md, "Differences from the fork": the fork books an off-board draw as a G0.0
    // loss for both sides; Arbiter scores it with the accreted score, as a 3-fold repetition would
    // be.
    Played p = play(StartFen, {"e4", "e5", "Nf3"});
    GameResult r = GameResult::draw(GameResult::Termination::Agreement, "Draw by agreement");
    p.rules.finalize(r, *p.board);
    QCOMPARE(r.displayText(), std::string("-G29.5"));
    QCOMPARE(r.resultString(), std::string("1/2-1/2"));
    // An aborted game gets no score.
    GameResult aborted(GameResult::Winner::None, GameResult::Termination::Unterminated, "x");
    p.rules.finalize(aborted, *p.board);
    QVERIFY(!aborted.hasFractionalScore());
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::komiDecisions_data() {
    QTest::addColumn<QString>("komi");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("points");
    // Cutoff G6.0.
    QTest::newRow("30a") << "G2.25"
                         << "G2.0"
                         << "1-0";
    QTest::newRow("30b") << "G2.25"
                         << "G2.5"
                         << "0-1";
    QTest::newRow("30c") << "G2.25"
                         << "-G8.5"
                         << "0-1";
    QTest::newRow("30d") << "G6.0"
                         << "-G8.5"
                         << "1/2-1/2";
    QTest::newRow("30e") << "G6.25"
                         << "-G8.5"
                         << "1-0";
    QTest::newRow("30f") << "-G6.0"
                         << "-G8.5"
                         << "1/2-1/2";
    QTest::newRow("30g") << "-G3.5"
                         << "-G3.5"
                         << "1/2-1/2";
    QTest::newRow("30h") << "-G3.5"
                         << "-G4.0"
                         << "1-0";
    // The README's table in 4.1.
    QTest::newRow("-G3.5 -G3.0") << "-G3.5"
                                 << "-G3.0"
                                 << "0-1";
    QTest::newRow("-G3.5 +G") << "-G3.5"
                              << "G9.0"
                              << "1-0";
    QTest::newRow("G6.0 G5.5") << "G6.0"
                               << "G5.5"
                               << "1-0";
    QTest::newRow("G6.0 G6.0") << "G6.0"
                               << "G6.0"
                               << "1/2-1/2";
    QTest::newRow("G6.0 G20.5") << "G6.0"
                                << "G20.5"
                                << "1/2-1/2";
    QTest::newRow("G6.0 -G5.5") << "G6.0"
                                << "-G5.5"
                                << "0-1";
    QTest::newRow("G6.0 -G6.0") << "G6.0"
                                << "-G6.0"
                                << "1/2-1/2";
    QTest::newRow("G6.25 G30.0") << "G6.25"
                                 << "G30.0"
                                 << "1-0";
    QTest::newRow("G6.25 -G6.0") << "G6.25"
                                 << "-G6.0"
                                 << "1-0";
    QTest::newRow("G6.25 -G5.5") << "G6.25"
                                 << "-G5.5"
                                 << "0-1";
    QTest::newRow("-G6.25 G6.0") << "-G6.25"
                                 << "G6.0"
                                 << "0-1";
    QTest::newRow("-G6.25 G5.5") << "-G6.25"
                                 << "G5.5"
                                 << "1-0";
}

void TestRMobility::komiDecisions() {
    QFETCH(QString, komi);
    QFETCH(QString, score);
    QFETCH(QString, points);
    const ScoringRules rules{Scoring::Komi, kDefaultCutoff, ::komi(qPrintable(komi))};
    const double white = whitePoints(rules, g(qPrintable(score)));
    QCOMPARE(QString::fromStdString(pointsText(Scoring::Komi, white)), points);
}

void TestRMobility::komiSource() {
    PgnGame opening;
    Komi k;
    std::string error;
    const Komi fallback = komi("g7.0");
    // Adapted (B7): an opening without [Komi] uses -defaultKomi (G7.0), not G5.75,
    // so a game ending -G8.5 is a White win (the fork: G5.75, 0-1).
    QVERIFY(komiFromTags(opening, fallback, &k, &error));
    QCOMPARE(toString(k), toString(fallback));
    QCOMPARE(pointsText(Scoring::Komi, whitePoints({Scoring::Komi, kDefaultCutoff, k}, g("-G8.5"))),
             std::string("1-0"));
    // Komi G7.0 and a 3-fold ending -G20.5: 1-0.
    QCOMPARE(
        pointsText(Scoring::Komi, whitePoints({Scoring::Komi, kDefaultCutoff, k}, g("-G20.5"))),
        std::string("1-0"));
    opening.setTag("Komi", "G4.25");
    QVERIFY(komiFromTags(opening, fallback, &k, &error));
    QCOMPARE(toString(k), std::string("G4.25"));
    opening.setTag("Komi", "four");
    QVERIFY(!komiFromTags(opening, fallback, &k, &error));
    QCOMPARE(error, std::string("[Komi]: 'four' is not a komi: expected G before the number, "
                                "e.g. G5.75 or -G3.5"));
}

void TestRMobility::winnerScoring() {
    // -G8.5 is a draw with cutoff G6.0 and a Black win with cutoff G9.0.
    ScoringRules rules{Scoring::RMobilityWinner, kDefaultCutoff, kDefaultKomi};
    QCOMPARE(pointsText(Scoring::RMobilityWinner, whitePoints(rules, g("-G8.5"))),
             std::string("1/2-1/2"));
    rules.cutoff = 18;
    QCOMPARE(pointsText(Scoring::RMobilityWinner, whitePoints(rules, g("-G8.5"))),
             std::string("0-1"));
    // Classical: only G0.0 wins.
    rules.scoring = Scoring::Classical;
    QCOMPARE(whitePoints(rules, g("G0.5")), 0.5);
    QCOMPARE(whitePoints(rules, g("-G0.0")), 0.0);
}

void TestRMobility::pointsTable_data() {
    QTest::addColumn<QString>("score");
    QTest::addColumn<double>("exponential");
    QTest::addColumn<QString>("exponentialText");
    QTest::addColumn<QString>("harmonicText");
    // The table of docs/r-mobility.md, "Scoring" (White holds).
    QTest::newRow("G0.0") << "G0.0" << 1.0 << "1.0000 - 0.0000"
                          << "1.0000 - 0.0000";
    QTest::newRow("G0.5") << "G0.5" << 0.75 << "0.7500 - 0.2500"
                          << "0.7500 - 0.2500";
    QTest::newRow("G1.0") << "G1.0" << 0.625 << "0.6250 - 0.3750"
                          << "0.6667 - 0.3333";
    QTest::newRow("G1.5") << "G1.5" << 0.5625 << "0.5625 - 0.4375"
                          << "0.6250 - 0.3750";
    QTest::newRow("G2.0") << "G2.0" << 0.53125 << "0.5313 - 0.4688"
                          << "0.6000 - 0.4000";
    QTest::newRow("G2.5") << "G2.5" << 0.515625 << "0.5156 - 0.4844"
                          << "0.5833 - 0.4167";
    QTest::newRow("G3.0") << "G3.0" << 0.5078125 << "0.5078 - 0.4922"
                          << "0.5714 - 0.4286";
    QTest::newRow("G3.5") << "G3.5" << 0.50390625 << "0.5039 - 0.4961"
                          << "0.5625 - 0.4375";
    QTest::newRow("G4.0") << "G4.0" << 0.501953125 << "0.5020 - 0.4980"
                          << "0.5556 - 0.4444";
    QTest::newRow("G4.5") << "G4.5" << 0.5009765625 << "0.5010 - 0.4990"
                          << "0.5500 - 0.4500";
    QTest::newRow("G5.0") << "G5.0" << 0.50048828125 << "0.5005 - 0.4995"
                          << "0.5455 - 0.4545";
    QTest::newRow("G5.5") << "G5.5" << 0.500244140625 << "0.5002 - 0.4998"
                          << "0.5417 - 0.4583";
    QTest::newRow("G6.0") << "G6.0" << 0.5001220703125 << "0.5001 - 0.4999"
                          << "0.5385 - 0.4615";
    QTest::newRow("G6.5") << "G6.5" << 0.50006103515625 << "0.5001 - 0.4999"
                          << "0.5357 - 0.4643";
    QTest::newRow("G7.0") << "G7.0" << 0.500030517578125 << "0.5000 - 0.5000"
                          << "0.5333 - 0.4667";
    QTest::newRow("G7.5") << "G7.5" << 0.5000152587890625 << "0.5000 - 0.5000"
                          << "0.5313 - 0.4688";
    QTest::newRow("G8.5") << "G8.5" << 0.500003814697265625 << "0.5000 - 0.5000"
                          << "0.5278 - 0.4722";
    QTest::newRow("G10.0") << "G10.0" << 0.5000004768371582 << "0.5000 - 0.5000"
                           << "0.5238 - 0.4762";
    QTest::newRow("G20.5") << "G20.5" << 0.5 + 0.5 / (1ull << 41) << "0.5000 - 0.5000"
                           << "0.5119 - 0.4881";
    QTest::newRow("G218.0") << "G218.0" << 0.5 << "0.5000 - 0.5000"
                            << "0.5011 - 0.4989";
}

void TestRMobility::pointsTable() {
    QFETCH(QString, score);
    QFETCH(double, exponential);
    QFETCH(QString, exponentialText);
    QFETCH(QString, harmonicText);
    const GScore s = g(qPrintable(score));
    const double e = whitePoints({Scoring::Exponential, kDefaultCutoff, kDefaultKomi}, s);
    QCOMPARE(e, exponential);
    QCOMPARE(QString::fromStdString(pointsText(Scoring::Exponential, e)), exponentialText);
    const double h = whitePoints({Scoring::Harmonic, kDefaultCutoff, kDefaultKomi}, s);
    QCOMPARE(QString::fromStdString(pointsText(Scoring::Harmonic, h)), harmonicText);
    // A Black holder swaps the halves.
    GScore black = s;
    black.holder = Black;
    QCOMPARE(whitePoints({Scoring::Exponential, kDefaultCutoff, kDefaultKomi}, black),
             1.0 - exponential);
}

void TestRMobility::pointsTextParsing() {
    double white = 0;
    std::string error;
    QVERIFY(parsePointsText("0.6250 - 0.3750", &white, &error));
    QCOMPARE(white, 0.625);
    QVERIFY(parsePointsText("0.6250-0.3750", &white, &error)); // the fork's form
    QCOMPARE(white, 0.625);
    QVERIFY(parsePointsText("1/2-1/2", &white, &error));
    QCOMPARE(white, 0.5);
    QVERIFY(parsePointsText("0-1", &white, &error));
    QCOMPARE(white, 0.0);
    QVERIFY(!parsePointsText("0.6 to 0.4", &white, &error));
    QCOMPARE(error, std::string("'0.6 to 0.4' is not a Points value: expected 1-0, 0-1, 1/2-1/2 "
                                "or e.g. 0.6250 - 0.3750"));
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::tagsWrittenAndReadBack() {
    // A legacy komi game (docs/r-mobility.md, "PGN tags"): tags in the fork's roster order,
    // [Legacy ""], classical [Result], in full and minimal PGN, which the fork's minimal PGN
    // dropped (docs/r-mobility.md, "Differences from the fork").
    RMobilityOptions o = rmob(Scoring::Komi);
    o.legacy = true;
    std::string error;
    QVERIFY(parseCutoff("g8.5", &o.cutoff, &error));
    o.komi = komi("G2.25");
    Played p = play("8/8/8/3k4/8/8/3K4/8 w - - 0 1", {"Ke2"}, o);
    QCOMPARE(p.judge().outcome().points, std::string("0-1"));

    PgnGame pgn;
    for (const char* t : {"Event", "Site", "Round", "White", "Black"}) pgn.setTag(t, "?");
    pgn.setTag("Date", "2026.11.22");
    pgn.setTag("TimeControl", "inf");
    pgn.setStartFen("8/8/8/3k4/8/8/3K4/8 w - - 0 1");
    pgn.addMove(p.board->lastMove(), "Ke2");
    pgn.setResult(toPgnResult(p.result));
    pgn.setTerminationComment(p.result.reason());
    addRMobilityTags(pgn, p.judge().outcome());

    PgnWriteOptions options;
    options.leadingTags = rmobilityTagOrder();
    const std::string full = PgnWriter(options).toString(pgn);
    const std::string expectedHead = "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.11.22\"]\n"
                                     "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                                     "[RMobilityCutoff \"G8.5\"]\n[Legacy \"\"]\n"
                                     "[RMobilityScoring \"Komi\"]\n[Komi \"G2.25\"]\n"
                                     "[Result \"1/2-1/2\"]\n[RMobilityResult \"-G8.5\"]\n"
                                     "[Points \"0-1\"]\n";
    QCOMPARE(QString::fromStdString(full.substr(0, expectedHead.size())),
             QString::fromStdString(expectedHead));
    QVERIFY(full.find("1. Ke2 {End by K vs K G8.5 rule} 1/2-1/2") != std::string::npos);

    options.mode = PgnMode::Minimal;
    const std::string minimal = PgnWriter(options).toString(pgn);
    QVERIFY2(minimal.find("[RMobilityResult \"-G8.5\"]") != std::string::npos, minimal.c_str());
    QVERIFY(minimal.find("[Points \"0-1\"]") != std::string::npos);
    QVERIFY(minimal.find("[Result \"1/2-1/2\"]") != std::string::npos);

    PgnReader reader;
    reader.setData(full);
    PgnGame back;
    QCOMPARE(reader.readGame(back), PgnReader::Status::Game);
    RMobilityTags tags;
    QVERIFY2(readRMobilityTags(back, &tags, &error), error.c_str());
    QCOMPARE(*tags.cutoff, 17);
    QVERIFY(tags.legacy);
    QCOMPARE(*tags.scoring, Scoring::Komi);
    QCOMPARE(toString(*tags.komi), std::string("G2.25"));
    QCOMPARE(toString(*tags.result), std::string("-G8.5"));
    QCOMPARE(*tags.whitePoints, 0.0);

    // Exponential, not legacy: no [Legacy], no [Komi].
    Played e = play(StartFen, {"f3", "e5", "g4", "Qh4#"});
    PgnGame plain;
    addRMobilityTags(plain, e.judge().outcome());
    QVERIFY(!plain.hasTag("Legacy"));
    QVERIFY(!plain.hasTag("Komi"));
    QCOMPARE(plain.tag("RMobilityScoring"), std::string("Exponential"));
    QCOMPARE(plain.tag("RMobilityCutoff"), std::string("G6.0"));
    QCOMPARE(plain.tag("Points"), std::string("0.0000 - 1.0000"));
}

void TestRMobility::tagErrors() {
    PgnGame pgn;
    RMobilityTags tags;
    std::string error;
    pgn.setTag("RMobilityResult", "G6.7");
    QVERIFY(!readRMobilityTags(pgn, &tags, &error));
    QCOMPARE(
        error,
        std::string("[RMobilityResult]: 'G6.7' is not a G-score: the fraction must be .0 or .5"));
    pgn.setTag("RMobilityResult", "G6.5");
    pgn.setTag("RMobilityScoring", "exponential");
    QVERIFY(!readRMobilityTags(pgn, &tags, &error));
    QCOMPARE(error, std::string("[RMobilityScoring]: 'exponential' is not a scoring (Exponential, "
                                "Classical, Harmonic, RMobility Winner, Komi)"));
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::rejudgeForkStyle() {
    // The fork's PGN: [Legacy] without a value, Points without spaces, [Result
    // "1/2-1/2"] for a time forfeit (B1). Judged with the default rules (not legacy), games 6
    // and 7 differ: the fork's legacy mode ignored the mate and the stalemate on ply 100.
    RuleOptions options;
    options.rMobility = rmob();
    const RejudgeReport report = rejudgePgnData(readFile("fork_style.pgn"), options);
    const std::vector<std::string> lines = report.lines();
    const std::vector<std::string> expected = {
        "Game 1: -G8.5 {End by K vs K G8.5 rule} Points 0.5000 - 0.5000",
        "Game 2: -G20.5 {End by 3-fold repetition} Points 0.5000 - 0.5000",
        "Game 3: -G0.0 {Black mates} Points 0.0000 - 1.0000",
        "Game 4: -G0.0 {White loses on time} Points 0.0000 - 1.0000",
        "Game 5: -G1.5 {End by K vs K G8.5 rule} Points 0.4375 - 0.5625",
        "Game 6: G0.0 {White mates} Points 1.0000 - 0.0000 [differs: recorded -G27.5, Points "
        "0.5000-0.5000 {End by fifty moves rule}]",
        "Game 7: G0.5 {White stalemates} Points 0.7500 - 0.2500 [differs: recorded -G28.5, "
        "Points 0.5000-0.5000 {End by fifty moves rule}]",
        "7 games, 5 agree, 2 differ",
    };
    QCOMPARE(lines.size(), expected.size());
    for (size_t i = 0; i < lines.size(); ++i)
        QCOMPARE(QString::fromStdString(lines[i]), QString::fromStdString(expected[i]));
    // The forfeit keeps its classical winner, where the fork wrote 1/2-1/2 (docs/r-mobility.md,
    // "Differences from the fork").
    QCOMPARE(report.games[3].judged.resultString(), std::string("0-1"));
}

void TestRMobility::rejudgeForkStyleLegacy() {
    RuleOptions options;
    options.rMobility = legacyRmob();
    const RejudgeReport report = rejudgePgnData(readFile("fork_style.pgn"), options);
    // Game 6, the fork's mate on ply 100 scored as a fifty-move draw (B8), is a mate here.
    QCOMPARE(report.summary(), std::string("7 games, 6 agree, 1 differ"));
    QCOMPARE(report.games[5].line,
             std::string("Game 6: G0.0 {White mates} Points 1.0000 - 0.0000 [differs: recorded "
                         "-G27.5, Points 0.5000-0.5000 {End by fifty moves rule}]"));
    // Komi scoring with the file's cutoff: game 1's [Komi "G2.25"] is used, Points 0-1 agree.
    options.rMobility.scoring = Scoring::Komi;
    std::string error;
    QVERIFY(parseCutoff("g8.5", &options.rMobility.cutoff, &error));
    const RejudgeReport komiReport = rejudgePgnData(readFile("fork_style.pgn"), options);
    QCOMPARE(komiReport.games[0].line,
             std::string("Game 1: -G8.5 {End by K vs K G8.5 rule} Points 0-1"));
    QVERIFY(!komiReport.games[0].differs);
}

void TestRMobility::rejudgeForkStyleClassical() {
    // Without r-Mobility options the classical rules judge: bare kings end games 1 and 5 at
    // once, the forfeit is 0-1, not the fork's 1/2-1/2, and game 6 is a mate.
    const RejudgeReport report = rejudgePgnData(readFile("fork_style.pgn"), RuleOptions());
    const std::vector<std::string> expected = {
        "Game 1: 1/2-1/2 {Draw by insufficient mating material} [differs: the rules end the "
        "game after ply 0, the record goes on to ply 1]",
        "Game 2: 1/2-1/2 {Draw by 3-fold repetition}",
        "Game 3: 0-1 {Black mates}",
        "Game 4: 0-1 {White loses on time} [differs: recorded 1/2-1/2 {White loses on time}]",
        "Game 5: 1/2-1/2 {Draw by insufficient mating material} [differs: the rules end the "
        "game after ply 0, the record goes on to ply 9]",
        "Game 6: 1-0 {White mates} [differs: recorded 1/2-1/2 {End by fifty moves rule}]",
        "Game 7: 1/2-1/2 {Draw by stalemate}",
        "7 games, 3 agree, 4 differ",
    };
    const std::vector<std::string> lines = report.lines();
    QCOMPARE(lines.size(), expected.size());
    for (size_t i = 0; i < lines.size(); ++i)
        QCOMPARE(QString::fromStdString(lines[i]), QString::fromStdString(expected[i]));
}

void TestRMobility::rejudgeArbiterStyle() {
    RuleOptions options;
    options.rMobility = legacyRmob();
    RejudgeReport report = rejudgePgnData(readFile("arbiter_style.pgn"), options);
    QCOMPARE(report.summary(), std::string("5 games, 5 agree, 0 differ"));
    QCOMPARE(report.games[1].line,
             std::string("Game 2: -G0.0 {White loses on time} Points 0.0000 - 1.0000"));
    QCOMPARE(report.games[3].line,
             std::string("Game 4: G2.0 {End by fifty moves rule} Points 0.5313 - 0.4688"));
    // Default 50-move rule: Qd4+ restarts the count, so game 4 has not ended.
    options.rMobility = rmob();
    report = rejudgePgnData(readFile("arbiter_style.pgn"), options);
    QCOMPARE(report.summary(), std::string("5 games, 4 agree, 1 differ"));
    QCOMPARE(report.games[3].line,
             std::string("Game 4: * {the rules do not end the game here} [differs: recorded "
                         "G2.0, Points 0.5313 - 0.4688 {End by fifty moves rule}]"));

    // A game written by the library itself reads back and agrees.
    Played p = play(StartFen, {"e4", "c5", "Nf3", "d6", "c4", "a6", "Nc3"});
    GameResult r = GameResult::win(White, GameResult::Termination::Resignation, "Black resigns");
    p.rules.finalize(r, *p.board);
    PgnGame pgn;
    auto replay = createBoard("standard");
    for (const char* m : {"e4", "c5", "Nf3", "d6", "c4", "a6", "Nc3"}) {
        const Move move = replay->parseMove(m);
        pgn.addMove(move, replay->moveToSan(move));
        replay->makeMove(move);
    }
    pgn.setMoveTextNotation(Notation::San);
    pgn.setResult(toPgnResult(r));
    pgn.setTerminationComment(r.reason());
    addRMobilityTags(pgn, p.judge().outcome());
    PgnWriteOptions writeOptions;
    writeOptions.leadingTags = rmobilityTagOrder();
    const std::string text = PgnWriter(writeOptions).toString(pgn);
    report = rejudgePgnData(text, options);
    QCOMPARE(report.games.size(), size_t(1));
    QCOMPARE(report.games[0].line,
             std::string("Game 1: G0.0 {Black resigns} Points 1.0000 - 0.0000"));
    QCOMPARE(report.summary(), std::string("1 game, 1 agree, 0 differ"));
}

void TestRMobility::rejudgeBadGame() {
    RuleOptions options;
    options.rMobility = rmob();
    const std::string text = "[Event \"?\"]\n[RMobilityResult \"G6.7\"]\n\n1. e4 e5 1/2-1/2\n\n"
                             "[Event \"?\"]\n\n1. e4 Ke7 2. Ke5 1-0\n\n";
    const RejudgeReport report = rejudgePgnData(text, options);
    QCOMPARE(report.games.size(), size_t(2));
    QCOMPARE(report.games[0].line,
             std::string("Game 1: cannot be judged: [RMobilityResult]: 'G6.7' is not a G-score: "
                         "the fraction must be .0 or .5"));
    QVERIFY(report.games[1].line.find("Game 2: cannot be judged: ") == 0);
    QCOMPARE(report.games[1].line, std::string("Game 2: cannot be judged: game 2, line 8: 'Ke7' is "
                                               "not a legal move in this position"));
    QCOMPARE(report.summary(), std::string("2 games, 0 agree, 0 differ, 2 could not be read"));
    RejudgeReport fromFile;
    std::string error;
    QVERIFY(!rejudgePgnFile(QStringLiteral("/nonexistent/x.pgn"), options, &fromFile, &error));
    QVERIFY(error.find("/nonexistent/x.pgn") != std::string::npos);
}

// ---------------------------------------------------------------------------------------------

void TestRMobility::liveGameMate() {
    LiveGame live(rmobSettings(rmob()), {"f3", "g4"}, {"e5", "Qh4#"});
    QVERIFY(live.run());
    const GameResult& r = live.game.result();
    QCOMPARE(r.displayText(), std::string("-G0.0"));
    QCOMPARE(r.reason(), std::string("Black mates"));
    QCOMPARE(live.white.told.displayText(), std::string("-G0.0"));
    const auto* judge = live.game.rules().findJudge<RMobilityJudge>();
    QVERIFY(judge);
    QCOMPARE(judge->outcome().points, std::string("0.0000 - 1.0000"));
}

void TestRMobility::liveGameResignation() {
    LiveGame live(rmobSettings(rmob(Scoring::Harmonic)), {"e4", "resign"}, {"e5"});
    QVERIFY(live.run());
    const GameResult& r = live.game.result();
    QCOMPARE(r.displayText(), std::string("-G0.0"));
    QCOMPARE(r.resultString(), std::string("0-1"));
    QCOMPARE(r.scoreFor(Black), 1.0);
}

void TestRMobility::liveGameTimeForfeitRecord() {
    // A time forfeit through Game and the PGN record: -G0.0, [Result "0-1"], where the fork wrote
    // 1/2-1/2 (docs/r-mobility.md, "Differences from the fork").
    LiveGame live(rmobSettings(rmob()), {"e4", "flag"}, {"e5"});
    QVERIFY(live.run());
    QCOMPARE(live.game.result().reason(), std::string("White loses on time"));
    // makeGameRecord() alone carries the r-Mobility tags (every PGN Arbiter writes of an
    // r-Mobility game: tournaments, -tournament evolution, the GUI), in their order.
    PgnGame pgn = makeGameRecord(live.game, GameRecordInfo());
    QCOMPARE(pgn.tag("Result"), std::string("0-1"));
    QCOMPARE(pgn.tag("RMobilityResult"), std::string("-G0.0"));
    QCOMPARE(pgn.tag("Points"), std::string("0.0000 - 1.0000"));
    QCOMPARE(pgn.tag("Termination"), std::string("time forfeit"));
    QCOMPARE(pgn.tag("RMobilityCutoff"), std::string("G6.0"));
    std::string text;
    PgnWriter(PgnWriteOptions{}).write(pgn, text); // default options: the record's own order
    const size_t tags = text.find("\"]\n[RMobilityCutoff \"G6.0\"]\n[RMobilityScoring "
                                  "\"Exponential\"]\n[Result \"0-1\"]\n[RMobilityResult "
                                  "\"-G0.0\"]\n[Points \"0.0000 - 1.0000\"]\n");
    QVERIFY2(tags != std::string::npos, text.c_str());
    QVERIFY2(text.rfind("\n[Black ", tags) == text.rfind("\n[", tags), text.c_str());
}

void TestRMobility::liveGameBadToken() {
    LiveGame live(rmobSettings(rmob(), QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 8 5 G1.3")), {},
                  {});
    QString error;
    QVERIFY(!live.game.start(&error));
    QCOMPARE(error, QStringLiteral("FEN field 7 (r-Mobility G-score): 'G1.3' is not a G-score: "
                                   "the fraction must be .0 or .5"));
}

// ---------------------------------------------------------------------------------------------

namespace {

// A 6-game match as the fork played and printed it: player A's points 0.75, 1, 0.4375, 0.5625,
// 0, 1.
RMobilityTables sixGameMatch(Scoring main) {
    SprtSettings sprt;
    sprt.enabled = true;
    sprt.config.elo0 = 0;
    sprt.config.elo1 = 10;
    RMobilityTables tables({{QStringLiteral("A"), {}}, {QStringLiteral("B"), {}}}, rmob(main),
                           sprt);
    const int A = 0, B = 1;
    tables.addGame(A, B, g("G0.5"), kDefaultKomi);
    tables.addGame(B, A, g("-G0.0"), kDefaultKomi);
    tables.addGame(A, B, g("-G1.5"), kDefaultKomi);
    tables.addGame(B, A, g("-G1.5"), kDefaultKomi);
    tables.addGame(A, B, g("-G0.0"), kDefaultKomi);
    tables.addGame(B, A, g("-G0.0"), kDefaultKomi);
    return tables;
}

int indexOf(const QStringList& lines, const QString& line) {
    const int i = int(lines.indexOf(line));
    if (i < 0)
        qWarning("missing line '%s' in:\n%s", qPrintable(line), qPrintable(lines.join('\n')));
    return i;
}

} // namespace

void TestRMobility::tablesTwoPlayers() {
    const QStringList out = sixGameMatch(Scoring::Exponential).lines();
    // The fork's verified raw data (the histogram columns are 8 characters).
    const int raw = indexOf(out, QStringLiteral("Raw r-Mobility Data:"));
    QVERIFY(raw >= 0);
    QCOMPARE(out[raw + 1], QStringLiteral("   G0.0   -G0.0    G0.5   -G0.5    G1.5   -G1.5 "));
    QCOMPARE(out[raw + 2], QStringLiteral("      0       3       1       0       0       2 "));
    QCOMPARE(out[raw + 3], QStringLiteral("   0.0 %  50.0 %  16.7 %   0.0 %   0.0 %  33.3 %"));
    const QString pad = QString(24, QLatin1Char(' ')); // names take 25 characters and a space
    const int byPlayers = indexOf(out, QStringLiteral("By players:"));
    QVERIFY(byPlayers > raw);
    QCOMPARE(out[byPlayers + 2], QStringLiteral("A ") + pad +
                                     QStringLiteral("      2       1       1       0       "
                                                    "1       1 "));
    QCOMPARE(out[byPlayers + 4], QStringLiteral("B ") + pad +
                                     QStringLiteral("      1       2       0       1       "
                                                    "1       1 "));
    // docs/r-mobility.md, "Differences from the fork": the "As Black" shares use the Black counts.
    // A as Black held G0.0 twice and G1.5 once in its 3 Black games.
    const int asBlack = indexOf(out, QStringLiteral("As Black:"));
    QVERIFY(asBlack > byPlayers);
    QCOMPARE(out[asBlack + 3],
             QStringLiteral("...") + QString(23, QLatin1Char(' ')) +
                 QStringLiteral("  66.7 %   0.0 %   0.0 %   0.0 %  33.3 %   0.0 %"));

    // The chosen scoring first, with the SPRT line.
    const int main = indexOf(out, QStringLiteral("Exponential Scoring:"));
    QVERIFY(main > asBlack);
    QCOMPARE(out[main + 1], QStringLiteral("Score of A vs B: 3.75 [0.625] 6"));
    QCOMPARE(out[main + 2], QStringLiteral("...      A playing White: 1.19 [0.396] 3"));
    // Adapted (B12): the Elo is the fork's, the margin and LOS use the usual
    // standard deviation.
    QVERIFY2(out[main + 5].startsWith(QStringLiteral("Elo difference: 88.7 +/- ")),
             qPrintable(out[main + 5]));
    QVERIFY(!out[main + 5].contains(QStringLiteral("DrawRatio")));
    // Adapted: the fractional W/D/L split is the fork's, but Arbiter's cutechess SPRT
    // keeps cutechess 1.3's Dirichlet(1/2) prior (stats/bayeselo.h), so 0.0652 where the fork,
    // built on an older cutechess, printed 0.0684.
    QCOMPARE(out[main + 6], QStringLiteral("SPRT: llr 0.0652 (2.2%), lbound -2.94, ubound 2.94"));
    QCOMPARE(indexOf(out, QStringLiteral("Alternative Scorings:")), main + 8);

    const int classical = indexOf(out, QStringLiteral("Classical Scoring:"));
    QVERIFY(classical > main);
    QCOMPARE(out[classical + 1], QStringLiteral("Score of A vs B: 2 - 1 - 3  [0.583] 6"));
    QVERIFY(out[classical + 5].startsWith(QStringLiteral("Elo difference: 58.5 +/- ")));
    QVERIFY(out[classical + 5].endsWith(QStringLiteral(", DrawRatio: 50.0 %")));
    const int winner = indexOf(out, QStringLiteral("RMobility Winner Scoring:"));
    QCOMPARE(out[winner + 1], QStringLiteral("Score of A vs B: 4 - 2 - 0  [0.667] 6"));
    QVERIFY(out[winner + 5].startsWith(QStringLiteral("Elo difference: 120.4 +/- ")));
    const int komiTable = indexOf(out, QStringLiteral("Komi Scoring:"));
    QCOMPARE(out[komiTable + 1], QStringLiteral("Score of A vs B: 4 - 2 - 0  [0.667] 6"));
    QVERIFY(indexOf(out, QStringLiteral("Harmonic Scoring:")) > main);
    // Only the chosen scoring has an SPRT line.
    QCOMPARE(out.filter(QStringLiteral("SPRT:")).size(), 1);
}

void TestRMobility::tablesHarmonicMain() {
    // docs/r-mobility.md, "Differences from the fork": harmonic as the chosen scoring shows the
    // harmonic table first, with its SPRT.
    const QStringList out = sixGameMatch(Scoring::Harmonic).lines();
    const int main = indexOf(out, QStringLiteral("Harmonic Scoring:"));
    QVERIFY(main >= 0);
    QVERIFY(main < indexOf(out, QStringLiteral("Alternative Scorings:")));
    QVERIFY(out[main + 6].startsWith(QStringLiteral("SPRT: llr ")));
    // Two games of 0.75 give W 1, L 0: no SPRT result yet.
    SprtSettings sprt;
    sprt.enabled = true;
    RMobilityTables two({{QStringLiteral("A"), {}}, {QStringLiteral("B"), {}}}, rmob(), sprt);
    two.addGame(0, 1, g("G0.5"), kDefaultKomi);
    two.addGame(1, 0, g("-G0.5"), kDefaultKomi);
    QVERIFY(two.sprtLine().isEmpty());
    QCOMPARE(two.lines().filter(QStringLiteral("SPRT:")).size(), 0);
}

void TestRMobility::tablesThreePlayers() {
    RMobilityTables tables(
        {{QStringLiteral("A"), {}}, {QStringLiteral("B"), {}}, {QStringLiteral("C"), {}}}, rmob());
    tables.addGame(0, 1, g("G0.0"), kDefaultKomi);  // A (White) mates: 1
    tables.addGame(2, 0, g("-G1.5"), kDefaultKomi); // A (Black) holds G1.5: 0.5625
    tables.addGame(1, 2, g("G0.5"), kDefaultKomi);  // B stalemates C
    const QStringList out = tables.lines();
    const int main = indexOf(out, QStringLiteral("Exponential Scoring:"));
    QVERIFY(main >= 0);
    QCOMPARE(out[main + 1].simplified(),
             QStringLiteral("Rank Name Games Points Score wPoints wScore bPoints bScore Elo +/-"));
    // docs/r-mobility.md, "Differences from the fork": A's colour columns show its White and Black
    // scores, not the overall one.
    const QStringList a = out[main + 2].simplified().split(QLatin1Char(' '));
    QCOMPARE(a.mid(0, 9),
             QStringList({"1", "A", "2", "1.5625", "78.1%", "1.0", "100.0%", "0.5625", "56.3%"}));
    QVERIFY(indexOf(out, QStringLiteral("Classical Scoring:")) > main);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, tables.addGame(0, 3, g("G1.0"), kDefaultKomi));
}

void TestRMobility::liveGameTokenToEngines() {
    // A FEN token with clock 8 through Game: the token carries information (clock 8, -G1.5 beats
    // the position's -G8.5), so the engines get it, and the PGN [FEN] keeps it.
    LiveGame live(rmobSettings(rmob(), QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5")),
                  {"Kd3"}, {});
    QVERIFY(live.run());
    QCOMPARE(live.white.startFen, QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5"));
    QCOMPARE(live.game.result().displayText(), std::string("-G1.5"));
    PgnGame pgn = makeGameRecord(live.game, GameRecordInfo());
    QCOMPARE(pgn.startFen(), std::string("8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5"));
    // A redundant token (clock 0) is left out.
    LiveGame plain(rmobSettings(rmob(), QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 0 5 -G1.5")),
                   {"Kd3"}, {});
    QVERIFY(plain.run());
    QCOMPARE(plain.white.startFen, QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 0 5"));
}

QTEST_GUILESS_MAIN(TestRMobility)
#include "tst_rmobility.moc"
