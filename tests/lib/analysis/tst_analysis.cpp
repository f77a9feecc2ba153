// Analysis through the library's engine layer with the real arbiter-engine: MultiPV lines of
// an infinite analysis (chess and xiangqi), a new position restarting the search, and a short
// game annotated at a small depth (evaluation comments, the blunder marked "??" with the
// engine's better line as a variation, the result written and read back as PGN).
#include "analysis/evaluationcomment.h"
#include "analysis/gameannotator.h"
#include "analysis/positionanalysis.h"
#include "board/board.h"
#include "board/variant.h"
#include "engineline.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "testdata.h"

#include <QSignalSpy>
#include <QTest>

using namespace arbiter;

namespace {

// Waits until the analysis shows `count` lines of at least `depth` plies.
bool waitForLines(PositionAnalysis& analysis, int count, int depth) {
    QSignalSpy changed(&analysis, &PositionAnalysis::linesChanged);
    for (int i = 0; i < 200; ++i) {
        const auto& lines = analysis.lines();
        bool deepEnough = lines.size() == count;
        for (const MoveEvaluation& l : lines) deepEnough = deepEnough && l.depth >= depth;
        if (deepEnough) return true;
        if (!changed.wait(10000)) return false;
    }
    return false;
}

PgnGame readGame(const char* pgn) {
    PgnReader reader;
    reader.setData(pgn);
    PgnGame game;
    if (reader.readGame(game) != PgnReader::Status::Game)
        qFatal("test game: %s", reader.error().toString().c_str());
    return game;
}

} // namespace

class AnalysisTest : public QObject {
    Q_OBJECT

private slots:
    void evaluationCommentsRoundTrip() {
        EngineScore cp{EngineScore::Type::Centipawns, EngineScore::Bound::Exact, -135};
        QCOMPARE(evaluationComment(cp, 12), std::string("-1.35/12"));
        EngineScore mate{EngineScore::Type::Mate, EngineScore::Bound::Exact, 3};
        QCOMPARE(evaluationComment(mate, 20), std::string("+M5/20")); // in plies, as cutechess
        MoveEvaluation e;
        QVERIFY(parseEvaluationComment("+0.25/12 0.53s", &e));
        QCOMPARE(e.score.value, 25);
        QCOMPARE(e.depth, 12);
        QVERIFY(parseEvaluationComment("-M4/14", &e));
        QCOMPARE(e.score.type, EngineScore::Type::Mate);
        QCOMPARE(e.score.value, -2);
        QVERIFY(parseEvaluationComment("+M5/20", &e));
        QCOMPARE(e.score.value, 3);
        QVERIFY(parseEvaluationComment("-1.5", &e));
        QCOMPARE(e.score.value, -150);
        QCOMPARE(e.depth, -1);
        QVERIFY(!parseEvaluationComment("book", &e));
        QVERIFY(!parseEvaluationComment("+0.25x", &e));
        QCOMPARE(cappedCentipawns(mate), 1097);
        QCOMPARE(cappedCentipawns(cp), -135);
    }

    void multiPvLinesOfAPosition() {
        PositionAnalysis analysis(test::arbiterEngineConfiguration());
        QSignalSpy ready(&analysis, &PositionAnalysis::ready);
        QSignalSpy failed(&analysis, &PositionAnalysis::failed);
        analysis.setMultiPv(3);
        analysis.setPosition(QStringLiteral("standard"), {QString(), {QStringLiteral("e2e4")}});
        analysis.start();
        QVERIFY(ready.wait(20000));
        QVERIFY(analysis.supportsMultiPv());
        QVERIFY2(waitForLines(analysis, 3, 3), qPrintable(failed.value(0).value(0).toString()));
        auto board = createBoard("standard");
        board->makeMove(board->parseMove("e2e4"));
        QStringList firsts;
        for (const MoveEvaluation& line : analysis.lines()) {
            QVERIFY(!board->parseMove(line.pv.front().toStdString()).isNull());
            firsts << line.pv.front();
        }
        QCOMPARE(firsts.removeDuplicates(), 0);
        QVERIFY(analysis.isSearching());

        // A new position (and fewer lines): the old search stops, the new one reports.
        analysis.setMultiPv(2);
        analysis.setPosition(QStringLiteral("standard"),
                             {QString(), {QStringLiteral("e2e4"), QStringLiteral("e7e5")}});
        QVERIFY(waitForLines(analysis, 2, 3));
        board->makeMove(board->parseMove("e7e5"));
        for (const MoveEvaluation& line : analysis.lines())
            QVERIFY2(!board->parseMove(line.pv.front().toStdString()).isNull(),
                     qPrintable(line.pv.join(' ')));

        // Xiangqi with the same engine: a new game of the other variant.
        analysis.setPosition(QStringLiteral("xiangqi"), {});
        QVERIFY(waitForLines(analysis, 2, 2));
        auto xiangqi = createBoard("xiangqi");
        for (const MoveEvaluation& line : analysis.lines())
            QVERIFY2(!xiangqi->parseMove(line.pv.front().toStdString()).isNull(),
                     qPrintable(line.pv.join(' ')));
        analysis.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isSearching(), 10000);
        QVERIFY(failed.isEmpty());
    }

    void annotatesAGame() {
        // 3...Nf6?? allows 4. Qxf7#.
        const PgnGame game = readGame("[Event \"Scholar\"]\n[White \"A\"]\n[Black \"B\"]\n"
                                      "[Result \"1-0\"]\n\n"
                                      "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        GameAnnotator annotator(test::arbiterEngineConfiguration());
        QSignalSpy finished(&annotator, &GameAnnotator::finished);
        QSignalSpy progress(&annotator, &GameAnnotator::progress);
        AnnotationOptions options;
        options.depth = 4;
        QString error;
        QVERIFY2(annotator.start(game, options, &error), qPrintable(error));
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QCOMPARE(progress.last().at(0).toInt(), 8); // 7 plies + the final position
        QCOMPARE(progress.last().at(1).toInt(), 8);

        const PgnGame& out = annotator.annotatedGame();
        QCOMPARE(out.tag("Annotator"), std::string("Arbiter Engine"));
        QCOMPARE(out.plyCount(), 7);
        for (int i = 0; i < 6; ++i) {
            MoveEvaluation e;
            QVERIFY2(parseEvaluationComment(out.moves()[size_t(i)].commentAfter, &e),
                     out.moves()[size_t(i)].commentAfter.c_str());
            QCOMPARE(e.depth, 4);
        }
        // After 3...Nf6 Black is mated: the mover's score is a mate against it.
        MoveEvaluation afterNf6;
        QVERIFY(parseEvaluationComment(out.moves()[5].commentAfter, &afterNf6));
        QCOMPARE(afterNf6.score.type, EngineScore::Type::Mate);
        QVERIFY(afterNf6.score.value < 0);
        const PgnMove& nf6 = out.moves()[5];
        QCOMPARE(nf6.nags, std::vector<uint8_t>{4});
        QCOMPARE(nf6.variations.size(), size_t(1));
        const PgnMove& better = nf6.variations[0].moves.front();
        QVERIFY(better.move != nf6.move);
        MoveEvaluation betterEval;
        QVERIFY(parseEvaluationComment(better.commentAfter, &betterEval));
        QVERIFY(betterEval.score.type != EngineScore::Type::Mate || betterEval.score.value > 0);
        // The mating move itself is not searched after (the game is over) and is no blunder.
        QVERIFY(out.moves()[6].nags.empty());
        QVERIFY(out.moves()[0].nags.empty());

        // Savable: written and read back, the marks and the variation are there.
        const std::string text = PgnWriter().toString(out);
        QVERIFY2(text.find("Nf6??") != std::string::npos ||
                     text.find("Nf6 $4") != std::string::npos,
                 text.c_str());
        const PgnGame back = readGame(text.c_str());
        QCOMPARE(back.moves()[5].nags, std::vector<uint8_t>{4});
        QCOMPARE(back.moves()[5].variations.size(), size_t(1));
        QCOMPARE(back.moves()[0].commentAfter, out.moves()[0].commentAfter);
    }

    // A game with r-Mobility's tags is explained under r-Mobility's rules: each move's comment
    // says the G-score it leaves and what it does to the game's accreted score.
    void explainsTheGScoreOfAnRMobilityGame() {
        const char* moves = "1. Nf3 Nf6 2. Ng1 *\n";
        for (const bool rMobility : {true, false}) {
            const std::string tags = rMobility ? "[RMobilityCutoff \"G6.0\"]\n"
                                                 "[RMobilityScoring \"Exponential\"]\n"
                                               : "";
            const PgnGame game = readGame(
                ("[White \"A\"]\n[Black \"B\"]\n" + tags + "[Result \"*\"]\n\n" + moves).c_str());
            GameAnnotator annotator(test::arbiterEngineConfiguration());
            QSignalSpy finished(&annotator, &GameAnnotator::finished);
            AnnotationOptions options;
            options.depth = 2;
            options.explain = AnnotationOptions::Explain::English;
            QString error;
            QVERIFY2(annotator.start(game, options, &error), qPrintable(error));
            QVERIFY(finished.wait(60000));
            QVERIFY(finished.first().at(0).toBool());
            // 1. Nf3 leaves Black 20 moves (G20.5), no better than the start's -G20.5.
            const QString nf3 =
                QString::fromStdString(annotator.annotatedGame().moves()[0].commentAfter);
            QCOMPARE(
                nf3.contains(QStringLiteral("leaves 20 moves: G20.5; keeps the score at -G20.5")),
                rMobility);
        }
    }

    // With explanations: each move's comment says what it does, from the board and the engine's
    // line after it (docs/gui-analysis.md, "Why a move"), in English or Chinese.
    void annotatesWithExplanations() {
        const PgnGame game = readGame("[Event \"Scholar\"]\n[White \"A\"]\n[Black \"B\"]\n"
                                      "[Result \"1-0\"]\n\n"
                                      "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        for (const auto& [language, blunder, allows, mate] :
             {std::tuple{AnnotationOptions::Explain::English, "allows mate in 1: Nf6 Qxf7#",
                         "allows Qxf7#, taking a pawn, mating", "takes a pawn"},
              std::tuple{AnnotationOptions::Explain::Chinese, "让对方1步杀：Nf6 Qxf7#",
                         "让对方走Qxf7#，吃兵，将死", "吃兵"}}) {
            GameAnnotator annotator(test::arbiterEngineConfiguration());
            QSignalSpy finished(&annotator, &GameAnnotator::finished);
            AnnotationOptions options;
            options.depth = 4;
            options.explain = language;
            QString error;
            QVERIFY2(annotator.start(game, options, &error), qPrintable(error));
            QVERIFY(finished.wait(60000));
            QVERIFY(finished.first().at(0).toBool());
            const PgnGame& out = annotator.annotatedGame();
            const QString nf6 = QString::fromStdString(out.moves()[5].commentAfter);
            QVERIFY2(nf6.contains(QString::fromUtf8(blunder)), qPrintable(nf6));
            // A blunder ("??") says what it allows: the engine's reply and what the reply does.
            QVERIFY2(nf6.contains(QString::fromUtf8(allows)), qPrintable(nf6));
            // A move that is no mistake does not.
            QVERIFY2(!QString::fromStdString(out.moves()[4].commentAfter)
                          .contains(language == AnnotationOptions::Explain::English
                                        ? QStringLiteral("allows ")
                                        : QStringLiteral("让对方走")),
                     qPrintable(QString::fromStdString(out.moves()[4].commentAfter)));
            // The mate needs no search after it: a capture, and the mate.
            const QString qxf7 = QString::fromStdString(out.moves()[6].commentAfter);
            QVERIFY2(qxf7.contains(QString::fromUtf8(mate)), qPrintable(qxf7));
            QVERIFY2(qxf7.contains(language == AnnotationOptions::Explain::English
                                       ? QStringLiteral("mates")
                                       : QStringLiteral("将死")),
                     qPrintable(qxf7));
            // 2. Qh5 attacks the pawn on e5 (defended by nothing yet): a threat.
            const QString qh5 = QString::fromStdString(out.moves()[2].commentAfter);
            QVERIFY2(qh5.contains(language == AnnotationOptions::Explain::English
                                      ? QStringLiteral("attacks the pawn")
                                      : QStringLiteral("攻击兵")),
                     qPrintable(qh5));
            // 3. Bc4 threatens Qxf7#: the engine's line with White to move again mates.
            const QString bc4 = QString::fromStdString(out.moves()[4].commentAfter);
            QVERIFY2(bc4.contains(language == AnnotationOptions::Explain::English
                                      ? QStringLiteral("threatens mate in 1: Qxf7#")
                                      : QStringLiteral("威胁1步杀：Qxf7#")),
                     qPrintable(bc4));
            // Written and read back, the explanations stay.
            const PgnGame back = readGame(PgnWriter().toString(out).c_str());
            QCOMPARE(back.moves()[5].commentAfter, out.moves()[5].commentAfter);
        }
    }

    void refusesWithoutLimits() {
        GameAnnotator annotator(test::arbiterEngineConfiguration());
        QString error;
        QVERIFY(!annotator.start(readGame("1. e4 *\n"), AnnotationOptions(), &error));
        QVERIFY(error.contains(QStringLiteral("depth")));
    }
};

QTEST_GUILESS_MAIN(AnalysisTest)
#include "tst_analysis.moc"
