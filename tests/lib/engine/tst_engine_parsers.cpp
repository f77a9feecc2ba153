// Pure parser tests: every kind of line UCI, UCCI and CECP engines print.
#include "engine/cecpparser.h"
#include "engine/enginedialect.h"
#include "engine/linescanners.h"
#include "engine/scorelines.h"
#include "engine/uciparser.h"

#include <QtTest>
#include <limits>
#include <vector>

using namespace arbiter;

namespace {
std::string_view sv(const char* s) {
    return std::string_view(s);
}
} // namespace

class TestEngineParsers : public QObject {
    Q_OBJECT
private slots:
    void uciInfoFull() {
        // Real Fairy-Stockfish output (xiangqi reference, appendix A.1).
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("depth 8 seldepth 9 multipv 1 score cp 54 nodes 15057 nps "
                                  "430200 tbhits 0 time 35 pv c1e3 b10c8 h3h5"),
                               &e, false));
        QCOMPARE(e.depth, 8);
        QCOMPARE(e.selDepth, 9);
        QCOMPARE(e.multiPv, 1);
        QCOMPARE(e.score.type, EngineScore::Type::Centipawns);
        QCOMPARE(e.score.value, 54);
        QCOMPARE(e.score.bound, EngineScore::Bound::Exact);
        QCOMPARE(e.nodes, 15057);
        QCOMPARE(e.nps, 430200);
        QCOMPARE(e.tbHits, 0);
        QCOMPARE(e.timeMs, 35);
        QCOMPARE(e.pv, (QStringList{"c1e3", "b10c8", "h3h5"}));
    }

    void uciInfoMateBoundsWdl() {
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("depth 20 score mate -3 lowerbound wdl 10 20 970 hashfull 512 "
                                  "pv e1e2 e8e7"),
                               &e, false));
        QCOMPARE(e.score.type, EngineScore::Type::Mate);
        QCOMPARE(e.score.value, -3);
        QCOMPARE(e.score.bound, EngineScore::Bound::Lower);
        QVERIFY(e.hasWdl);
        QCOMPARE(e.wdlWin, 10);
        QCOMPARE(e.wdlDraw, 20);
        QCOMPARE(e.wdlLoss, 970);
        QCOMPARE(e.hashFull, 512);
        QCOMPARE(e.pv.size(), 2);
        MoveEvaluation u;
        QVERIFY(uci::parseInfo(sv("depth 6 seldepth 6 multipv 1 score cp 64 upperbound nodes 4935"),
                               &u, false));
        QCOMPARE(u.score.bound, EngineScore::Bound::Upper);
        QCOMPARE(u.nodes, 4935);
    }

    // The final-evaluation mode skips the PV but still reads the fields around it.
    void infoWithoutPv() {
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("depth 5 pv e2e4 e7e5 g1f3 score cp 20 nodes 900"), &e, false,
                               nullptr, /*withPv=*/false));
        QVERIFY(e.pv.isEmpty());
        QCOMPARE(e.depth, 5);
        QCOMPARE(e.score.value, 20);
        QCOMPARE(e.nodes, 900);
        MoveEvaluation c;
        QVERIFY(cecp::parseThinking(sv("7 -35 12 4321 e2e4 e7e5"), &c, nullptr, /*withPv=*/false));
        QVERIFY(c.pv.isEmpty());
        QCOMPARE(c.depth, 7);
        QCOMPARE(c.score.value, -35);
        QCOMPARE(c.nodes, 4321);
    }

    void uciInfoCurrmoveAndString() {
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("currmove e2e4 currmovenumber 3"), &e, false));
        QCOMPARE(e.currMove, QString("e2e4"));
        QCOMPARE(e.currMoveNumber, 3);
        QVERIFY(!e.score.isValid());
        MoveEvaluation s;
        QVERIFY(uci::parseInfo(sv("string NNUE evaluation using nn.nnue enabled"), &s, false));
        QCOMPARE(s.infoString, QString("NNUE evaluation using nn.nnue enabled"));
        // The pv ends at the next keyword; refutation/currline are read and dropped.
        MoveEvaluation p;
        QVERIFY(uci::parseInfo(sv("pv e2e4 e7e5 refutation d1h5 g6h5 nodes 10"), &p, false));
        QCOMPARE(p.pv, (QStringList{"e2e4", "e7e5"}));
        QCOMPARE(p.nodes, 10);
        MoveEvaluation none;
        QVERIFY(!uci::parseInfo(sv("bogus 12"), &none, false));
    }

    void uciInfoHasScore() {
        QVERIFY(uci::infoHasScore(sv("depth 3 score cp 1 pv e2e4")));
        QVERIFY(!uci::infoHasScore(sv("depth 3 nodes 10")));
        QVERIFY(!uci::infoHasScore(sv("string the score is fine")));
    }

    // A search's scoring lines kept in one buffer: read back in order, as written, copies
    // sharing them.
    void scoreLinesKeepLinesInOrder() {
        ScoreLines lines;
        QVERIFY(lines.isEmpty());
        QVERIFY(lines.begin() == lines.end());
        lines.append(sv("info depth 1 score cp 5 pv e2e4"));
        lines.append(sv(""));
        lines.append(sv("info depth 2 score mate 3 pv d2d4 \xc3\xa9"));
        const ScoreLines copy = lines;
        std::vector<std::string_view> read(copy.begin(), copy.end());
        QCOMPARE(read.size(), size_t(3));
        QCOMPARE(read[0], sv("info depth 1 score cp 5 pv e2e4"));
        QCOMPARE(read[1], sv(""));
        QCOMPARE(read[2], sv("info depth 2 score mate 3 pv d2d4 \xc3\xa9"));
        lines.clear();
        QVERIFY(lines.isEmpty());
        QCOMPARE(std::vector<std::string_view>(copy.begin(), copy.end()), read);
        const ScoreLines listed{"a", "b c"};
        QCOMPARE(std::vector<std::string_view>(listed.begin(), listed.end()),
                 (std::vector<std::string_view>{"a", "b c"}));
    }

    void ucciInfo() {
        // UCCI: bare score number; "info message".
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("depth 6 score 253 pv g0e2 b7b5"), &e, true));
        QCOMPARE(e.score.type, EngineScore::Type::Centipawns);
        QCOMPARE(e.score.value, 253);
        QCOMPARE(e.pv, (QStringList{"g0e2", "b7b5"}));
        MoveEvaluation fs; // Fairy-Stockfish prints "score cp" even in UCCI mode
        QVERIFY(uci::parseInfo(sv("depth 1 score cp 72 pv h0g2"), &fs, true));
        QCOMPARE(fs.score.value, 72);
        MoveEvaluation m;
        QVERIFY(uci::parseInfo(sv("message book move"), &m, true));
        QCOMPARE(m.infoString, QString("book move"));
        MoveEvaluation mate; // "info depth 0 score mate 0"
        QVERIFY(uci::parseInfo(sv("depth 0 score mate 0"), &mate, true));
        QCOMPARE(mate.score.type, EngineScore::Type::Mate);
        QCOMPARE(mate.score.value, 0);
    }

    void infoConvertsXiangqiRanks() {
        XiangqiDialect oneBased;
        oneBased.rankBase = 1;
        MoveEvaluation e;
        QVERIFY(
            uci::parseInfo(sv("depth 2 score cp 231 pv h1g3 a10a9 b3b10"), &e, false, &oneBased));
        QCOMPARE(e.pv, (QStringList{"h0g2", "a9a8", "b2b9"}));
    }

    void bestMove_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("ponder");
        QTest::addColumn<bool>("draw");
        QTest::addColumn<bool>("resign");
        QTest::newRow("plain") << "e2e4"
                               << "e2e4"
                               << "" << false << false;
        QTest::newRow("ponder") << "c1e3 ponder b10c8"
                                << "c1e3"
                                << "b10c8" << false << false;
        QTest::newRow("none") << "(none)"
                              << ""
                              << "" << false << false;
        QTest::newRow("null") << "0000"
                              << ""
                              << "" << false << false;
        QTest::newRow("promotion") << "e7e8q"
                                   << "e7e8q"
                                   << "" << false << false;
        QTest::newRow("ucci draw") << "h0g2 ponder h9g7 draw"
                                   << "h0g2"
                                   << "h9g7" << true << false;
        QTest::newRow("ucci resign") << "h0g2 resign"
                                     << "h0g2"
                                     << "" << false << true;
    }
    void bestMove() {
        QFETCH(QString, line);
        const QByteArray bytes = line.toLatin1();
        const uci::BestMove b = uci::parseBestMove(std::string_view(bytes.data(), bytes.size()));
        QTEST(QString::fromLatin1(b.move.data(), int(b.move.size())), "move");
        QTEST(QString::fromLatin1(b.ponder.data(), int(b.ponder.size())), "ponder");
        QTEST(b.offersDraw, "draw");
        QTEST(b.resigns, "resign");
    }

    void uciOptions() {
        EngineOption o;
        QString error;
        QVERIFY(uci::parseOption(sv("name Hash type spin default 16 min 1 max 33554432"), false, &o,
                                 &error));
        QCOMPARE(o.name, QString("Hash"));
        QCOMPARE(o.type, EngineOption::Type::Spin);
        QCOMPARE(o.defaultValue, QString("16"));
        QCOMPARE(o.min, 1);
        QCOMPARE(o.max, 33554432);
        QVERIFY(uci::parseOption(sv("name Clear Hash type button"), false, &o, &error));
        QCOMPARE(o.name, QString("Clear Hash"));
        QCOMPARE(o.type, EngineOption::Type::Button);
        QVERIFY(uci::parseOption(sv("name Ponder type check default false"), false, &o, &error));
        QCOMPARE(o.type, EngineOption::Type::Check);
        QCOMPARE(o.value, QString("false"));
        QVERIFY(uci::parseOption(sv("name Debug Log File type string default <empty>"), false, &o,
                                 &error));
        QCOMPARE(o.name, QString("Debug Log File"));
        QCOMPARE(o.defaultValue, QString());
        QVERIFY(uci::parseOption(sv("name Protocol type combo default uci var uci var usi var "
                                    "ucci var xboard"),
                                 false, &o, &error));
        QCOMPARE(o.choices, (QStringList{"uci", "usi", "ucci", "xboard"}));
        QCOMPARE(o.value, QString("uci"));
        // Multi-word combo values.
        QVERIFY(uci::parseOption(sv("name Style type combo default Very Solid var Very Solid var "
                                    "Risky"),
                                 false, &o, &error));
        QCOMPARE(o.choices, (QStringList{"Very Solid", "Risky"}));
        QVERIFY(!uci::parseOption(sv("name Broken type spinner"), false, &o, &error));
        QVERIFY(error.contains("spinner"));
        QVERIFY(!uci::parseOption(sv("Hash type spin"), false, &o, &error));
    }

    void ucciOptions() {
        // ElephantEye order and no "name" keyword.
        EngineOption o;
        QString error;
        QVERIFY(uci::parseOption(sv("hashsize type spin min 16 max 1024 default 16"), true, &o,
                                 &error));
        QCOMPARE(o.name, QString("hashsize"));
        QCOMPARE(o.min, 16);
        QCOMPARE(o.max, 1024);
        QCOMPARE(o.defaultValue, QString("16"));
        QVERIFY(uci::parseOption(sv("idle type combo var none var small var medium var large "
                                    "default none"),
                                 true, &o, &error));
        QCOMPARE(o.choices.size(), 4);
        QCOMPARE(o.value, QString("none"));
        QVERIFY(uci::parseOption(sv("usemillisec type check default true"), true, &o, &error));
        QCOMPARE(o.value, QString("true"));
        QVERIFY(uci::parseOption(sv("Debug_Log_File type string default"), true, &o, &error));
        QCOMPARE(o.type, EngineOption::Type::String);
        QVERIFY(uci::parseOption(sv("about type label default ElephantEye"), true, &o, &error));
        QCOMPARE(o.type, EngineOption::Type::Button);
    }

    void optionValidation() {
        EngineOption spin;
        spin.name = "Hash";
        spin.type = EngineOption::Type::Spin;
        spin.min = 1;
        spin.max = 64;
        QString norm;
        QVERIFY(spin.validate("32", &norm).isEmpty());
        QCOMPARE(norm, QString("32"));
        QVERIFY(spin.validate("65").contains("outside"));
        QVERIFY(spin.validate("x").contains("not an integer"));
        EngineOption check;
        check.name = "Ponder";
        check.type = EngineOption::Type::Check;
        QVERIFY(check.validate("on", &norm).isEmpty());
        QCOMPARE(norm, QString("true"));
        QVERIFY(check.validate("maybe").contains("Ponder"));
        EngineOption combo;
        combo.name = "Style";
        combo.type = EngineOption::Type::Combo;
        combo.choices = {"Solid", "Risky"};
        QVERIFY(combo.validate("risky", &norm).isEmpty());
        QCOMPARE(norm, QString("Risky"));
        QVERIFY(combo.validate("Wild").contains("Solid, Risky"));
    }

    void cecpFeatures() {
        std::vector<cecp::Feature> f;
        QString error;
        QVERIFY(cecp::parseFeatures(sv("setboard=1 usermove=1 myname=\"Fairy-Stockfish 11\" "
                                       "variants=\"chess,xiangqi\" done=1"),
                                    &f, &error));
        QCOMPARE(int(f.size()), 5);
        QCOMPARE(QString::fromLatin1(f[2].first.data(), int(f[2].first.size())), QString("myname"));
        QCOMPARE(QString::fromLatin1(f[2].second.data(), int(f[2].second.size())),
                 QString("Fairy-Stockfish 11"));
        QCOMPARE(QString::fromLatin1(f[4].second.data(), int(f[4].second.size())), QString("1"));
        f.clear();
        QVERIFY(!cecp::parseFeatures(sv("ping=1 myname=\"unterminated"), &f, &error));
        QCOMPARE(int(f.size()), 1);
        QVERIFY(error.contains("myname"));
        QVERIFY(!cecp::parseFeatures(sv("novalue"), &f, &error));
    }

    void cecpOptions() {
        EngineOption o;
        QString error;
        QVERIFY(cecp::parseOptionFeature(
            sv("Moves before draw offer (0 to disable) -spin 0 0 1000"), &o, &error));
        QCOMPARE(o.name, QString("Moves before draw offer (0 to disable)"));
        QCOMPARE(o.type, EngineOption::Type::Spin);
        QCOMPARE(o.max, 1000);
        QVERIFY(cecp::parseOptionFeature(sv("Level -combo Clueless /// Random /// *Normal"), &o,
                                         &error));
        QCOMPARE(o.choices, (QStringList{"Clueless", "Random", "Normal"}));
        QCOMPARE(o.value, QString("Normal"));
        QVERIFY(cecp::parseOptionFeature(sv("Claim repetitions -check 1"), &o, &error));
        QCOMPARE(o.value, QString("true"));
        QVERIFY(cecp::parseOptionFeature(sv("Set variant alias -string "), &o, &error));
        QCOMPARE(o.type, EngineOption::Type::String);
        QVERIFY(cecp::parseOptionFeature(sv("Variant configuration file -file "), &o, &error));
        QCOMPARE(o.type, EngineOption::Type::File);
        QVERIFY(cecp::parseOptionFeature(sv("Tablebases -path /usr/share/tb"), &o, &error));
        QCOMPARE(o.value, QString("/usr/share/tb"));
        QVERIFY(cecp::parseOptionFeature(sv("Strength -slider 50 0 100"), &o, &error));
        QCOMPARE(o.type, EngineOption::Type::Slider);
        QVERIFY(cecp::parseOptionFeature(sv("Save settings -save"), &o, &error));
        QCOMPARE(o.type, EngineOption::Type::Save);
        QVERIFY(cecp::parseOptionFeature(sv("Defaults -reset"), &o, &error));
        QCOMPARE(o.type, EngineOption::Type::Reset);
        QVERIFY(cecp::parseOptionFeature(sv("Clear Hash -button"), &o, &error));
        QCOMPARE(o.name, QString("Clear Hash"));
        QVERIFY(!cecp::parseOptionFeature(sv("Nothing here"), &o, &error));
    }

    void cecpThinking() {
        MoveEvaluation e;
        // Classic four fields, time in centiseconds, SAN PV with move numbers (Sjaak II).
        QVERIFY(cecp::parseThinking(sv("  4   -21      2      4382  2. Hg2 Hc7 3. Rh0 Rh9"), &e));
        QCOMPARE(e.depth, 4);
        QCOMPARE(e.score.value, -21);
        QCOMPARE(e.timeMs, 20);
        QCOMPARE(e.nodes, 4382);
        QCOMPARE(e.pv, (QStringList{"Hg2", "Hc7", "Rh0", "Rh9"}));
        // XBoard 4.x extra fields before a tab (Fairy-Stockfish).
        MoveEvaluation f;
        QVERIFY(cecp::parseThinking(sv("5 72 0 821 5 273666 0\t h0g2 d9e8 b0c2"), &f));
        QCOMPARE(f.selDepth, 5);
        QCOMPARE(f.nps, 273666);
        QCOMPARE(f.tbHits, 0);
        QCOMPARE(f.pv.size(), 3);
        // GNU Chess signs.
        MoveEvaluation g;
        QVERIFY(cecp::parseThinking(sv("11 +17 3 55350 Nc6 Nc3"), &g));
        QCOMPARE(g.score.value, 17);
        // A time too large for milliseconds is clamped (it overflowed: found by
        // fuzz_engine_output).
        QVERIFY(cecp::parseThinking(sv("3 10 6666666662666666666 100 e2e4"), &g));
        QCOMPARE(g.timeMs, std::numeric_limits<qint64>::max() / 10 * 10);
        // Not thinking lines.
        QVERIFY(!cecp::parseThinking(sv("1. ... e7e5"), &g));
        QVERIFY(!cecp::parseThinking(sv("1-0 {White mates}"), &g));
        QVERIFY(!cecp::parseThinking(sv("12 34"), &g));
    }

    // Scores beyond EngineScore::MaxMagnitude are not read (the rest of the line is): "score
    // mate -2147483648" was shown as -M0 (2N plies overflowed) or "-M-2147483648".
    void absurdScoresAreNotRead() {
        for (const char* line :
             {"depth 5 score mate -2147483648 nodes 10", "depth 5 score cp 2147483647 nodes 10",
              "depth 5 score mate 1000000001 nodes 10"}) {
            MoveEvaluation e;
            QVERIFY(uci::parseInfo(sv(line), &e, false));
            QVERIFY2(!e.score.isValid(), line);
            QCOMPARE(e.nodes, qint64(10));
        }
        MoveEvaluation e;
        QVERIFY(uci::parseInfo(sv("depth 5 score mate -1000000000 nodes 10"), &e, false));
        QCOMPARE(e.score.value, -1000000000);
        QVERIFY(!cecp::scoreFromCecp(-100000 - qint64(3000000000)).isValid());
        QVERIFY(!cecp::scoreFromCecp(qint64(1) << 40).isValid());
    }

    void cecpMateScores() {
        const EngineScore mate = cecp::scoreFromCecp(100003);
        QCOMPARE(mate.type, EngineScore::Type::Mate);
        QCOMPARE(mate.value, 3);
        const EngineScore mated = cecp::scoreFromCecp(-100005);
        QCOMPARE(mated.type, EngineScore::Type::Mate);
        QCOMPARE(mated.value, -5);
        QCOMPARE(cecp::scoreFromCecp(-250).type, EngineScore::Type::Centipawns);
    }

    // Older engines write a mate as a score just below a multiple of 10 pawns beyond 99 pawns
    // (Sjaak II: 16000 - plies); cutechess-cli reads the distance to that multiple, below 100,
    // as the plies to mate, and writes -15996 as -M4 (the sweep's sj-cecp run).
    void cecpOldStyleMateScores() {
        // Moves to mate, as UCI counts them: plies 2N - 1 for the mating side, 2N for the mated.
        const std::pair<qint64, int> mates[] = {
            {-15996, -2}, {-15998, -1}, {15999, 1}, {31995, 3}, {-9910, -45}};
        for (const auto& [value, moves] : mates) {
            const EngineScore score = cecp::scoreFromCecp(value);
            QVERIFY2(score.type == EngineScore::Type::Mate, qPrintable(QString::number(value)));
            QCOMPARE(score.value, moves);
        }
        // Not mates: within 99 pawns, or more than 99 below the next multiple of 10 pawns.
        for (const qint64 value : {qint64(9900), qint64(-15900), qint64(16000), qint64(-250)}) {
            const EngineScore score = cecp::scoreFromCecp(value);
            QVERIFY2(score.type == EngineScore::Type::Centipawns,
                     qPrintable(QString::number(value)));
            QCOMPARE(score.value, int(value));
        }
    }

    void cecpMoveLines_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("move");
        QTest::newRow("move") << "move e2e4"
                              << "e2e4";
        QTest::newRow("xiangqi") << "move h0g2"
                                 << "h0g2";
        QTest::newRow("protocol 1") << "1. ... g1f3"
                                    << "g1f3";
        QTest::newRow("gnuchess") << "My move is : d7d5"
                                  << "d7d5";
        QTest::newRow("echo of our move") << "1. e7e5"
                                          << "";
        QTest::newRow("thinking") << "1 +26 0 4 Na3"
                                  << "";
        QTest::newRow("other") << "feature done=1"
                               << "";
    }
    void cecpMoveLines() {
        QFETCH(QString, line);
        const QByteArray bytes = line.toLatin1();
        const std::string_view m =
            cecp::parseMoveLine(std::string_view(bytes.data(), bytes.size()));
        QTEST(QString::fromLatin1(m.data(), int(m.size())), "move");
    }

    void cecpClaims() {
        QString result, comment;
        QVERIFY(cecp::parseResultClaim(sv("1-0 {White mates}"), &result, &comment));
        QCOMPARE(result, QString("1-0"));
        QCOMPARE(comment, QString("White mates"));
        QVERIFY(cecp::parseResultClaim(sv("1/2-1/2 {Draw by repetition}"), &result, &comment));
        QCOMPARE(result, QString("1/2-1/2"));
        QVERIFY(cecp::parseResultClaim(sv("0-1 {Black mates}"), &result, &comment));
        QVERIFY(cecp::parseResultClaim(sv("* {Unfinished}"), &result, &comment));
        QCOMPARE(result, QString("*"));
        QVERIFY(!cecp::parseResultClaim(sv("10 23 4 55 e2e4"), &result, &comment));
    }

    void dialectConversions() {
        XiangqiDialect d;
        d.rankBase = 1;
        QCOMPARE(d.moveToEngine("h2e2"), QString("h3e3"));
        QCOMPARE(d.moveToEngine("b9c7"), QString("b10c8"));
        QCOMPARE(d.moveFromEngine("b10c8"), QString("b9c7"));
        QCOMPARE(d.moveFromEngine("O-O"), QString("O-O"));
        QCOMPARE(d.moveFromEngine("(none)"), QString("(none)"));
        d.fenLetters = XiangqiDialect::FenLetters::HE;
        d.redSideLetter = QLatin1Char('r');
        QCOMPARE(
            d.fenToEngine("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
            QString("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1"));
    }

    void dialectDetection() {
        using P = EngineProtocol;
        const auto fsUci = XiangqiDialect::detect("Fairy-Stockfish 11.1 LB 64", P::Uci, false);
        QCOMPARE(fsUci.rankBase, 1);
        QCOMPARE(fsUci.fenLetters, XiangqiDialect::FenLetters::NB);
        const auto fsUcci = XiangqiDialect::detect("Fairy-Stockfish 11.1 LB 64", P::Ucci, false);
        QCOMPARE(fsUcci.rankBase, 0);
        QCOMPARE(fsUcci.ucciTimeUnit, XiangqiDialect::TimeUnit::Milliseconds);
        const auto sjaakUcci = XiangqiDialect::detect("Sjaak II 1.4.1 (x86_64)", P::Ucci, true);
        QCOMPARE(sjaakUcci.rankBase, 1);
        QCOMPARE(sjaakUcci.fenLetters, XiangqiDialect::FenLetters::HE);
        const auto sjaakXb = XiangqiDialect::detect("Sjaak II 1.4.1", P::Xboard, false);
        QCOMPARE(sjaakXb.rankBase, 0);
        const auto pika = XiangqiDialect::detect("Pikafish 2024-06-28", P::Uci, false);
        QCOMPARE(pika.rankBase, 0);
        const auto eleeye = XiangqiDialect::detect("ElephantEye 3.31", P::Ucci, false);
        QCOMPARE(eleeye.ucciTimeUnit, XiangqiDialect::TimeUnit::Seconds);
        const auto eleeyeMs = XiangqiDialect::detect("ElephantEye 3.31", P::Ucci, true);
        QCOMPARE(eleeyeMs.ucciTimeUnit, XiangqiDialect::TimeUnit::Milliseconds);
        XiangqiDialectOverrides over;
        over.rankBase = 0;
        XiangqiDialect d = fsUci;
        over.applyTo(&d);
        QCOMPARE(d.rankBase, 0);
        QCOMPARE(d.variantOption, QString("UCI_Variant"));
    }

    // Figures for the overhead budget (printed, never asserted).
    void benchmarkInfoParse() {
        const std::string_view line = "depth 24 seldepth 33 multipv 1 score cp 31 wdl 120 800 80 "
                                      "nodes 2413519 nps 1204350 hashfull 455 tbhits 0 time 2004 "
                                      "pv e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7";
        MoveEvaluation e;
        QBENCHMARK {
            uci::parseInfo(line, &e, false);
        }
    }
    // The scanners every raw engine line passes (engine/linescanners.h): binary garbage at any
    // place of a long line (the sixteen- and eight-byte paths and the tail), the lines
    // fastchess keeps as a search's scoring lines, and bounds.
    void lineScanners() {
        using namespace detail;
        const std::string text(40, 'a');
        QVERIFY(!isUnreadable(text));
        QVERIFY(!isUnreadable("info\tdepth 3 \x1b[1mboard\x1b[0m"));
        for (size_t at : {size_t(0), size_t(17), size_t(35), size_t(39)}) {
            for (char bad : {'\x01', '\x7f', '\0'}) {
                std::string line = text;
                line[at] = bad;
                QVERIFY2(isUnreadable(line),
                         qPrintable(QStringLiteral("byte %1 at %2").arg(int(bad)).arg(at)));
            }
        }
        QVERIFY(isScoringInfoLine("info depth 5 score cp 20 pv e2e4"));
        QVERIFY(!isScoringInfoLine("info depth 5 nodes 100"));
        QVERIFY(!isScoringInfoLine("info string score cp 20 is what I think"));
        QVERIFY(!isScoringInfoLine("info depth 5 scores cp 20"));
        QVERIFY(!isScoringInfoLine("depth 5 score cp 20 pv e2e4"));
        QVERIFY(hasBound("depth 9 score cp 30 lowerbound nodes 5"));
        QVERIFY(hasBound("depth 9 score cp 30 upperbound"));
        QVERIFY(!hasBound("depth 9 score cp 30 bound nodes 5"));
    }
    void benchmarkScoreCheck() {
        const std::string_view line = "depth 24 seldepth 33 multipv 1 score cp 31 nodes 2413519 "
                                      "nps 1204350 time 2004 pv e2e4 e7e5 g1f3 b8c6";
        bool has = false;
        QBENCHMARK {
            has ^= uci::infoHasScore(line);
        }
        QVERIFY(has || !has);
    }
};

QTEST_GUILESS_MAIN(TestEngineParsers)
#include "tst_engine_parsers.moc"
