// The coach's searches with the real arbiter-engine (docs/gui-analysis.md, "The coach"): a
// blunder explained (its facts are the library's facts of the engine's reply line, the better
// move shown with its own facts), the engine's own move explained without a better one, the
// opponent's threat after a pass in xiangqi (an undefended chariot taken), passes refused where
// they are no position of the game, a cancelled search whose answer never arrives, the game's
// moves sent with the searched positions (a logging engine records them), and a review's try
// that allows mate judged with the engine's mate score, and an r-Mobility game's G-score said.
#include "analysis/allowedreply.h"
#include "analysis/evaluationcomment.h"
#include "analysis/mistakereview.h"
#include "analysis/moveexplainer.h"
#include "analysis/positionprobe.h"
#include "board/board.h"
#include "board/variant.h"
#include "engineline.h"
#include "testdata.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

Q_DECLARE_METATYPE(arbiter::MoveExplanation)
Q_DECLARE_METATYPE(arbiter::coach::OpponentThreat)
Q_DECLARE_METATYPE(arbiter::EngineScore)

namespace {

std::unique_ptr<Board> boardAt(const char* variant, const char* fen) {
    auto board = createBoard(variant);
    std::string error;
    if (!board->setFen(fen, &error)) qFatal("test position %s: %s", fen, error.c_str());
    return board;
}

QStringList sentences(const std::vector<coach::MoveFact>& facts) {
    QStringList out;
    for (const coach::MoveFact& f : facts) out << f.english;
    return out;
}

bool hasKind(const std::vector<coach::MoveFact>& facts, coach::FactKind kind) {
    for (const coach::MoveFact& f : facts)
        if (f.kind == kind) return true;
    return false;
}

// The position of the scholar's mate before 3...Nf6?? (4. Qxf7#).
constexpr const char* BeforeNf6 =
    "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
// Red's chariot on c7, undefended, where Black's horse on b9 takes it.
constexpr const char* ChariotEnPrise =
    "rnbakabnr/9/1cR4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1";

} // namespace

class MoveExplainerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        qRegisterMetaType<MoveExplanation>();
        qRegisterMetaType<coach::OpponentThreat>();
        qRegisterMetaType<EngineScore>();
    }

    void explainsABlunder() {
        const auto before = boardAt("standard", BeforeNf6);
        const Move nf6 = before->parseMove("g8f6");
        MoveExplainer explainer(test::arbiterEngineConfiguration());
        SearchLimits limits;
        limits.depth = 4;
        explainer.setLimits(limits);
        QSignalSpy explained(&explainer, &MoveExplainer::explained);
        QSignalSpy failed(&explainer, &MoveExplainer::failed);
        QString error;
        QVERIFY2(explainer.explain(*before, nf6, Notation::San, &error), qPrintable(error));
        QVERIFY(explained.wait(60000));
        QCOMPARE(failed.count(), 0);
        const auto e = explained.first().at(0).value<MoveExplanation>();
        QCOMPARE(e.moveText, QStringLiteral("Nf6"));
        // The facts are the library's for the engine's reply line, which mates.
        QCOMPARE(sentences(e.facts),
                 sentences(coach::explainMove(*before, nf6, e.replyLine, Notation::San)));
        QVERIFY2(hasKind(e.facts, coach::FactKind::AllowsMate),
                 qPrintable(sentences(e.facts).join('|')));
        QVERIFY(e.scored);
        QVERIFY2(e.lossCp >= 300, qPrintable(QString::number(e.lossCp)));
        QVERIFY(e.showsBetterMove);
        QVERIFY(e.bestMove != nf6);
        QCOMPARE(e.bestPv.front(), QString::fromStdString(before->moveToCoordinate(e.bestMove)));
        QCOMPARE(e.bestLine.front(), e.bestMoveText);
        QCOMPARE(sentences(e.bestFacts), sentences(coach::explainMove(
                                             *before, e.bestMove, e.bestPv.mid(1), Notation::San)));
        // What the blunder allows: the engine's reply, Qxf7#, which mates.
        QVERIFY(e.allows);
        QCOMPARE(e.allows->english, QStringLiteral("allows Qxf7#, taking a pawn, mating"));
        QCOMPARE(e.allows->chinese, QStringLiteral("让对方走Qxf7#，吃兵，将死"));
        QCOMPARE(e.allows->english,
                 coach::allowedReply(*before, nf6, e.replyLine, Notation::San)->english);
    }

    // The coach's searches send the game's moves since the last irreversible move, as games do,
    // so that the engine sees repetitions: a logging engine (tee in front of arbiter-engine)
    // records what the explainer and the review's judge of tries sent it.
    void searchesSendTheGamesMoves() {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("input.log"));
        EngineConfiguration logging = test::arbiterEngineConfiguration();
        logging.arguments = {QStringLiteral("-c"),
                             QStringLiteral("tee -a '%1' | exec '%2'").arg(log, logging.command)};
        logging.command = QStringLiteral("/bin/sh");
        // 1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8: the knights went out and back; 4. Nf3 repeats.
        auto board = createBoard("standard");
        const QStringList game = {"e2e4", "e7e5", "g1f3", "b8c6", "f3g1", "c6b8"};
        for (const QString& m : game) board->makeMove(board->parseMove(m.toStdString()));
        auto afterE5 = createBoard("standard");
        for (const QString& m : game.mid(0, 2))
            afterE5->makeMove(afterE5->parseMove(m.toStdString()));
        const QString since = QStringLiteral("position fen ") +
                              QString::fromStdString(afterE5->fen()) +
                              QStringLiteral(" moves g1f3 b8c6 f3g1 c6b8");
        MoveExplainer explainer(logging);
        SearchLimits limits;
        limits.depth = 3;
        explainer.setLimits(limits);
        QSignalSpy explained(&explainer, &MoveExplainer::explained);
        QString error;
        QVERIFY2(explainer.explain(*board, board->parseMove("g1f3"), Notation::San, &error),
                 qPrintable(error));
        QVERIFY(explained.wait(60000));
        // The review's judge of a try, from the game's moves before the mistake.
        ReviewedMistake mistake;
        mistake.variant = "standard";
        mistake.fenBefore = board->fen();
        mistake.gameStartFen = createBoard("standard")->fen();
        mistake.movesBefore = game;
        mistake.best = board->parseMove("d2d4");
        mistake.bestScore.type = EngineScore::Type::Centipawns;
        AnnotationOptions options;
        options.depth = 3;
        MistakeReview review(logging, options);
        QSignalSpy judged(&review, &MistakeReview::judged);
        QVERIFY(review.judge(mistake, board->parseMove("b1c3")));
        QVERIFY(judged.wait(60000));
        QFile input(log);
        QVERIFY(input.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(input.readAll()).split(QLatin1Char('\n'));
        // Before the move, after it (the moves and 4. Nf3), and after the try (4. Nc3).
        QVERIFY2(lines.contains(since), qPrintable(lines.join('\n')));
        QVERIFY2(lines.contains(since + QStringLiteral(" g1f3")), qPrintable(lines.join('\n')));
        QVERIFY2(lines.contains(since + QStringLiteral(" b1c3")), qPrintable(lines.join('\n')));
        // A mistake whose reply does not end the game nor check: the explainer also searches
        // the position after the reply with the replier to move again (its mate threat), and
        // says what the mistake allows. 1. Rd2? lets the knight fork the queen and the rook.
        const auto fork = boardAt("standard", "r5k1/5ppp/8/1p2n3/8/8/1Q3PPP/3R3K w - - 0 1");
        const Move rd2 = fork->parseMove("d1d2");
        QVERIFY(explainer.explain(*fork, rd2, Notation::San, &error));
        QVERIFY(explained.wait(60000));
        const auto e = explained.last().at(0).value<MoveExplanation>();
        QVERIFY2(e.showsBetterMove, qPrintable(QString::number(e.lossCp)));
        QVERIFY(e.allows);
        QCOMPARE(e.allows->english, QStringLiteral("allows Nc4, forking the queen and the rook"));
        auto replied = fork->clone();
        replied->makeMove(rd2);
        replied->makeMove(replied->parseMove("e5c4"));
        const QString again =
            QString::fromStdString(coach::withTheMoveGivenTo(*replied, Black)->fen());
        QVERIFY(input.seek(0));
        const QStringList sent = QString::fromUtf8(input.readAll()).split(QLatin1Char('\n'));
        QVERIFY2(sent.contains(QStringLiteral("position fen ") + again), qPrintable(again));
        // A position set from a FEN has no moves to send.
        QVERIFY(positionWithHistory(*afterE5).moves.isEmpty()); // 1...e5 reset the clock
        auto fromFen = createBoard("standard");
        QVERIFY(fromFen->setFen(board->fen()));
        QVERIFY(positionWithHistory(*fromFen).moves.isEmpty());
        QCOMPARE(positionWithHistory(*fromFen).startFen, QString::fromStdString(board->fen()));
    }

    // A try that allows mate is judged with the engine's mate score, not only a capped loss
    // in centipawns: the review says "allows mate in 1" (docs/gui-analysis.md, "The coach").
    void aTryThatAllowsMateKeepsItsMateScore() {
        const auto before = boardAt("standard", BeforeNf6);
        ReviewedMistake mistake;
        mistake.variant = "standard";
        mistake.fenBefore = BeforeNf6;
        mistake.played = before->parseMove("g8f6");
        mistake.best = before->parseMove("g7g6");
        mistake.bestScore.type = EngineScore::Type::Centipawns;
        mistake.bestScore.value = -50;
        AnnotationOptions options;
        options.depth = 4;
        MistakeReview review(test::arbiterEngineConfiguration(), options);
        QSignalSpy judged(&review, &MistakeReview::judged);
        QVERIFY(review.judge(mistake, mistake.played));
        QVERIFY(judged.wait(60000));
        QCOMPARE(judged.first().at(0).toBool(), false);
        const auto tried = judged.first().at(2).value<EngineScore>();
        QCOMPARE(tried.type, EngineScore::Type::Mate);
        QCOMPARE(tried.value, -1); // mated in one: Qxf7#
        QCOMPARE(judged.first().at(1).toInt(), centipawnsLost(mistake.bestScore, tried));
    }

    void theEnginesOwnMoveHasNoBetter() {
        const auto before = boardAt("standard", BeforeNf6);
        MoveExplainer explainer(test::arbiterEngineConfiguration());
        SearchLimits limits;
        limits.depth = 4;
        explainer.setLimits(limits);
        QSignalSpy explained(&explainer, &MoveExplainer::explained);
        QString error;
        QVERIFY(explainer.explain(*before, before->parseMove("g8f6"), Notation::San, &error));
        QVERIFY(explained.wait(60000));
        const Move best = explained.first().at(0).value<MoveExplanation>().bestMove;
        QVERIFY(explainer.explain(*before, best, Notation::San, &error));
        QVERIFY(explained.wait(60000));
        const auto e = explained.last().at(0).value<MoveExplanation>();
        QCOMPARE(e.lossCp, 0);
        QVERIFY(!e.showsBetterMove);
        QVERIFY(e.bestFacts.empty());
    }

    // The game's rules reach the facts: in an r-Mobility game a move's explanation says what it
    // does to the G-score (the library's facts under those rules), in another game it does not.
    void rMobilityGamesSayTheGScore() {
        const auto before = boardAt("standard", BeforeNf6);
        const Move g6 = before->parseMove("g7g6");
        MoveExplainer explainer(test::arbiterEngineConfiguration());
        SearchLimits limits;
        limits.depth = 3;
        explainer.setLimits(limits);
        RuleOptions rMobility;
        rMobility.rMobility.enabled = true;
        explainer.setRules(rMobility);
        QSignalSpy explained(&explainer, &MoveExplainer::explained);
        QString error;
        QVERIFY2(explainer.explain(*before, g6, Notation::San, &error), qPrintable(error));
        QVERIFY(explained.wait(60000));
        auto e = explained.last().at(0).value<MoveExplanation>();
        QVERIFY2(hasKind(e.facts, coach::FactKind::MobilityScore),
                 qPrintable(sentences(e.facts).join('|')));
        coach::GameRules judges(rMobility);
        QCOMPARE(sentences(e.facts), sentences(coach::explainMove(*before, g6, e.replyLine,
                                                                  Notation::San, {}, &judges)));

        explainer.setRules(RuleOptions());
        QVERIFY(explainer.explain(*before, g6, Notation::San, &error));
        QVERIFY(explained.wait(60000));
        e = explained.last().at(0).value<MoveExplanation>();
        QVERIFY2(!hasKind(e.facts, coach::FactKind::MobilityScore),
                 qPrintable(sentences(e.facts).join('|')));
    }

    void refusesAnIllegalMove() {
        const auto before = boardAt("standard", BeforeNf6);
        MoveExplainer explainer(test::arbiterEngineConfiguration());
        QString error;
        QVERIFY(!explainer.explain(*before, before->parseMove("e2e4"), Notation::San, &error));
        QVERIFY(!error.isEmpty());
    }

    void opponentThreatensAnUndefendedChariot() {
        const auto board = boardAt("xiangqi", ChariotEnPrise);
        MoveExplainer explainer(test::arbiterEngineConfiguration());
        SearchLimits limits;
        limits.depth = 5;
        explainer.setLimits(limits);
        QSignalSpy found(&explainer, &MoveExplainer::threatFound);
        coach::PassRefusal refusal;
        QVERIFY(explainer.explainThreat(*board, Notation::ChineseSimplified, &refusal));
        QVERIFY(found.wait(60000));
        const auto threat = found.first().at(0).value<coach::OpponentThreat>();
        coach::PassRefusal again;
        const auto passed = coach::positionWithTurnPassed(*board, &again);
        QVERIFY(passed);
        QCOMPARE(passed->sideToMove(), Black);
        QCOMPARE(threat.move, passed->parseMove("b9c7")); // the horse takes the chariot
        QCOMPARE(threat.line.front(), QStringLiteral("马２进３"));
        QCOMPARE(sentences(threat.facts),
                 sentences(coach::explainMove(*passed, threat.move, threat.coordinates.mid(1),
                                              Notation::ChineseSimplified)));
        QVERIFY(hasKind(threat.facts, coach::FactKind::Capture));
        QVERIFY2(threat.english.startsWith(QStringLiteral("threatens 马２进３: takes a chariot")),
                 qPrintable(threat.english));
        QVERIFY2(threat.chinese.startsWith(QStringLiteral("威胁马２进３：")),
                 qPrintable(threat.chinese));
    }

    void passesRefused() {
        coach::PassRefusal refusal;
        // In check: the threat is the check.
        QVERIFY(!coach::positionWithTurnPassed(
            *boardAt("standard", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
            &refusal));
        QCOMPARE(refusal, coach::PassRefusal::InCheck);
        auto crazyhouse = createBoard("crazyhouse");
        QVERIFY(!coach::positionWithTurnPassed(*crazyhouse, &refusal));
        QCOMPARE(refusal, coach::PassRefusal::Pockets);
        auto jieqi = createBoard("jieqi");
        QVERIFY(!coach::positionWithTurnPassed(*jieqi, &refusal));
        QCOMPARE(refusal, coach::PassRefusal::FaceDownPieces);
        QVERIFY(!coach::passRefusalText(coach::PassRefusal::InCheck).isEmpty());
        // A pawn's double step is forgotten with the pass.
        const auto passed = coach::positionWithTurnPassed(
            *boardAt("standard", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
            &refusal);
        QVERIFY(passed);
        QCOMPARE(refusal, coach::PassRefusal::None);
        QCOMPARE(passed->fen(),
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    }

    // A search cancelled while it runs never answers; the next one does, about its position.
    void cancelledSearchNeverAnswers() {
        ShortSearch search(test::arbiterEngineConfiguration());
        QSignalSpy searched(&search, &ShortSearch::searched);
        SearchLimits shallow;
        shallow.depth = 2;
        search.search(QStringLiteral("standard"), EnginePosition(), shallow);
        QVERIFY(searched.wait(60000)); // the engine is up: the next search starts at once
        SearchLimits deep;
        deep.depth = 60;
        search.search(QStringLiteral("standard"), EnginePosition(), deep);
        QCOMPARE(search.pending(), 1);
        search.cancel();
        QCOMPARE(search.pending(), 0);
        EnginePosition kings;
        kings.startFen = QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1");
        search.search(QStringLiteral("standard"), kings, shallow);
        QVERIFY(searched.wait(60000));
        QCOMPARE(searched.count(), 2);
        const QString move = searched.last().at(1).toString();
        QVERIFY2(move.startsWith(QStringLiteral("a1")), qPrintable(move));
    }

    void refusesSearchesWithoutLimits() {
        ShortSearch search(test::arbiterEngineConfiguration());
        QSignalSpy failed(&search, &ShortSearch::failed);
        search.search(QStringLiteral("standard"), EnginePosition(), SearchLimits());
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("depth")));
    }
};

QTEST_GUILESS_MAIN(MoveExplainerTest)
#include "tst_moveexplainer.moc"
