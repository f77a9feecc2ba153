// docs/draw-offers.md as pure units: the dead-band draw rule and the running-sum resignation on
// scripted score sequences, the per-game draw-offer book (one offer per player, standing for one
// move, agreement, rejection), the manager's decisions for players that cannot speak of draws, the
// PGN comment and the DAgree count, and evolutionary tuning's genes, replacement rules and
// generation bookkeeping on scripted results.
#include "evolution/evolution.h"
#include "game/drawoffers.h"
#include "game/drawresignrule.h"
#include "game/gamerecord.h"
#include "game/managerscorerules.h"
#include "tournament/output/playerrecord.h"
#include "tournament/output/resultformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include <set>

using namespace arbiter;

Q_DECLARE_METATYPE(arbiter::GameResult)

namespace {
using T = GameResult::Termination;
using Outcome = DrawOfferBook::Outcome;

std::vector<GeneSpec> testGenes() {
    std::vector<GeneSpec> genes(3);
    QString error;
    GeneSpec::parse(QStringLiteral("option.DrawBand=0:300:50"), &genes[0], &error);
    GeneSpec::parse(QStringLiteral("option.DrawMoves=1:40"), &genes[1], &error);
    GeneSpec::parse(QStringLiteral("option.OfferDraws=check"), &genes[2], &error);
    return genes;
}

int differingGenes(const Genome& a, const Genome& b) {
    int n = 0;
    for (size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return n;
}

bool geneWiseFrom(const Genome& child, const Genome& a, const Genome& b) {
    for (size_t i = 0; i < child.size(); ++i)
        if (child[i] != a[i] && child[i] != b[i]) return false;
    return true;
}

const Individual& member(const GenerationRecord& record, int id) {
    return *std::find_if(record.population.begin(), record.population.end(),
                         [id](const Individual& i) { return i.id == id; });
}
} // namespace

class TestDrawOfferRules : public QObject {
    Q_OBJECT
private slots:
    // ------------------------------------------------------------ the band and sum rules

    void bandRuleOffersAfterMoreThanNBandScores() {
        DrawBandRule rule({20, 3, 1});
        for (int score : {0, 20, -20}) {
            rule.addScore(score);
            QVERIFY(!rule.offerDue()); // three band scores are not "more than 3"
        }
        rule.addScore(5);
        QVERIFY(rule.wouldOffer());
        QVERIFY(rule.offerDue());
        rule.noteOffer();
        rule.addScore(0);
        QVERIFY(!rule.offerDue()); // one offer per game
        QVERIFY(rule.wouldOffer());
        rule.addScore(21); // leaves the band: the stretch starts again
        QCOMPARE(rule.bandMoves(), 0);
        QVERIFY(!rule.wouldOffer());
    }

    void bandRuleRepeatsOffersOnlyAfterAFreshStretch() {
        DrawBandRule rule({10, 1, 3});
        QList<bool> due;
        for (int i = 0; i < 6; ++i) {
            rule.addScore(0);
            due << rule.offerDue();
            if (rule.offerDue()) rule.noteOffer();
        }
        QCOMPARE(due, (QList<bool>{false, true, false, true, false, true}));
        QCOMPARE(rule.offersMade(), 3);
    }

    void bandRuleAcceptsWhenItWouldOfferOrIsBelowTheBand() {
        DrawBandRule rule({15, 2, 1});
        rule.addScore(0);
        QVERIFY(!rule.accepts(0));
        rule.addScore(-15);
        QVERIFY(!rule.accepts(-15)); // -D is inside the band, and only 2 band scores
        rule.addScore(-16);
        QVERIFY(rule.accepts(-16)); // below -D
        rule.addScore(3);
        rule.addScore(3);
        rule.addScore(3);
        QVERIFY(rule.accepts(3)); // more than 2 band scores: it would offer itself
        rule.addScore(200);
        QVERIFY(!rule.accepts(200));
    }

    void resignSumCountsBandZeroResetsAboveAndSumsBelow() {
        ResignSumRule rule({50, 1000});
        const QList<QPair<int, qint64>> steps{{-400, -400}, {-30, -400},   {-500, -900}, {51, 0},
                                              {-600, -600}, {-400, -1000}, {-1, -1000}};
        for (const auto& [score, sum] : steps) {
            rule.addScore(score);
            QCOMPARE(qint64(rule.sum()), sum);
            QVERIFY(!rule.resigns()); // -1000 is not below -1000
        }
        rule.addScore(-51);
        QVERIFY(rule.resigns());
    }

    void engineTrackerCombinesBothRules() {
        DrawResignSettings s;
        s.band = 10;
        s.drawMoves = 1;
        s.resignThreshold = 100;
        DrawResignTracker t(s);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(t.onMove(0, false).offerDraw);
        const DrawResignDecision lost = t.onMove(-500, true);
        QVERIFY(lost.acceptDraw); // a draw beats resigning
        QVERIFY(!lost.resign);
        QVERIFY(t.onMove(-500, false).resign);
    }

    // ------------------------------------------------------------ the offer book

    void offerStandsForTheOpponentsNextMoveOnly() {
        DrawOfferBook book;
        QCOMPARE(book.offer(White, true), Outcome::Standing);
        QVERIFY(book.carriesOffer(White));
        QVERIFY(book.movePlayed(White)); // the move carries the offer
        QVERIFY(book.stands(White));
        QVERIFY(!book.movePlayed(Black)); // Black moves without offering back
        QVERIFY(!book.stands(White));
        QVERIFY(book.rejected(Black));
        QVERIFY(!book.rejected(White));
        QVERIFY(!book.agreed());
    }

    void secondOfferOfAPlayerIsIgnoredByDefault() {
        DrawOfferBook book;
        QCOMPARE(book.offer(White, true), Outcome::Standing);
        QCOMPARE(book.offer(White, true), Outcome::Ignored); // said again with the same move
        book.movePlayed(White);
        book.movePlayed(Black);
        QCOMPARE(book.offer(White, true), Outcome::Ignored); // a second offer
        QVERIFY(!book.movePlayed(White));
        QCOMPARE(book.offersMade(White), 1);
        // The other player still has its own offer.
        QCOMPARE(book.offer(Black, true), Outcome::Standing);
    }

    void offerLimitIsConfigurable() {
        DrawOfferBook unlimited(0);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(unlimited.offer(White, true), Outcome::Standing);
            unlimited.movePlayed(White);
            unlimited.movePlayed(Black);
        }
        QCOMPARE(unlimited.offersMade(White), 5);
        DrawOfferBook two(2);
        QCOMPARE(two.offer(Black, true), Outcome::Standing);
        two.movePlayed(Black);
        two.movePlayed(White);
        QCOMPARE(two.offer(Black, true), Outcome::Standing);
        two.movePlayed(Black);
        two.movePlayed(White);
        QCOMPARE(two.offer(Black, true), Outcome::Ignored);
    }

    void offerWhileTheOpponentsStandsIsAgreement() {
        DrawOfferBook book;
        book.offer(White, true);
        book.movePlayed(White);
        QCOMPARE(book.offer(Black, true), Outcome::Agreed);
        QVERIFY(book.agreed());
        QCOMPARE(book.offersMade(Black), 0); // accepting is not an offer
        book.movePlayed(Black);
        QVERIFY(!book.rejected(Black));
        QCOMPARE(book.offer(White, true), Outcome::Ignored);
    }

    void offerMadeDuringTheOpponentsTurnStandsForThatMove() {
        DrawOfferBook book;
        QCOMPARE(book.offer(White, false), Outcome::Standing); // Black is thinking
        QVERIFY(!book.carriesOffer(White));
        book.movePlayed(Black); // Black answers by moving
        QVERIFY(book.rejected(Black));
        QVERIFY(!book.movePlayed(White));
    }

    // ------------------------------------------------------------ the manager's decisions

    void managerSpeaksOnlyForPlayersThatCannot() {
        DrawOfferSettings offers;
        offers.speakForPlayers = true;
        offers.band = 10;
        offers.moves = 2;
        ManagerScoreRules rules(offers, {}, {true, false}); // White speaks, Black (UCI) cannot
        QVERIFY(!rules.speaksFor(White));
        QVERIFY(rules.speaksFor(Black));
        for (int i = 0; i < 5; ++i) QVERIFY(!rules.onMove(White, 0, false).offersDraw);
        QVERIFY(!rules.onMove(Black, 0, false).offersDraw);
        QVERIFY(!rules.onMove(Black, 0, false).offersDraw);
        QVERIFY(rules.onMove(Black, 0, false).offersDraw);  // more than 2 band scores
        QVERIFY(!rules.onMove(Black, 0, false).offersDraw); // one offer per game
        QVERIFY(rules.onMove(Black, 0, true).offersDraw);   // but it still accepts
    }

    void managerAnswersOffersByScore() {
        DrawOfferSettings offers;
        offers.speakForPlayers = true;
        offers.band = 10;
        offers.moves = 40;
        ManagerScoreRules rules(offers, {}, {false, false});
        QVERIFY(!rules.onMove(White, 5, true).offersDraw);   // in the band, not long enough
        QVERIFY(!rules.onMove(White, 300, true).offersDraw); // winning
        QVERIFY(rules.onMove(White, -11, true).offersDraw);  // below -D
        QVERIFY(!rules.onMove(White, std::nullopt, true).offersDraw); // no score, no answer
        // Without -drawoffers band=/moves= the manager says nothing.
        ManagerScoreRules silent(DrawOfferSettings(), {}, {false, false});
        QVERIFY(!silent.onMove(White, -5000, true).offersDraw);
    }

    void managerResignsForAnyPlayerOnTheRunningSum() {
        ResignSumAdjudication resign;
        resign.enabled = true;
        resign.rule = {10, 100};
        ManagerScoreRules rules(DrawOfferSettings(), resign, {true, true});
        QVERIFY(!rules.onMove(White, -60, false).resigns);
        QVERIFY(rules.onMove(Black, -500, false).resigns);          // each side has its own sum
        QVERIFY(!rules.onMove(White, std::nullopt, false).resigns); // no score: no change
        QCOMPARE(qint64(rules.resignRule(White).sum()), qint64(-60));
        QVERIFY(rules.onMove(White, -60, false).resigns);

        // Accepting a draw beats resigning.
        DrawOfferSettings offers;
        offers.speakForPlayers = true;
        offers.band = 10;
        ManagerScoreRules both(offers, resign, {false, false});
        const ManagerScoreRules::Decision d = both.onMove(White, -500, true);
        QVERIFY(d.offersDraw);
        QVERIFY(!d.resigns);
        QVERIFY(both.onMove(White, -500, false).resigns);
    }

    // ------------------------------------------------------------ PGN and statistics

    void offerIsACommentOnItsMove() {
        PlayedMove m;
        m.evaluation.score.type = EngineScore::Type::Centipawns;
        m.evaluation.score.value = 1;
        m.evaluation.depth = 12;
        m.timeMs = 500;
        m.drawOffer = true;
        QCOMPARE(QString::fromStdString(moveComment(m)),
                 QStringLiteral("+0.01/12 0.50s, offers draw"));
        m.drawOffer = false;
        QCOMPARE(QString::fromStdString(moveComment(m)), QStringLiteral("+0.01/12 0.50s"));
    }

    void agreedDrawsAreCountedSeparately() {
        PlayerRecord record;
        record.addGame(White, GameResult::draw(T::Agreement, "Draw by agreement"));
        record.addGame(Black, GameResult::draw(T::Normal, "Draw by 3-fold repetition"));
        QCOMPARE(record.drawsBy(DrawKind::Agreement), 1);
        QCOMPARE(record.drawsBy(DrawKind::Repetition), 1);
        QString error;
        const auto format = ResultFormat::parse(QStringLiteral("Name,D,DAgree"), &error);
        QVERIFY2(format, qPrintable(error));
        RankingRow row;
        row.rank = 1;
        row.name = QStringLiteral("Peacemaker");
        row.record = &record;
        const QStringList lines = format->render({row});
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].contains(QStringLiteral("DAgree")));
        const QStringList cells = lines[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells, (QStringList{"Peacemaker", "2", "1"}));
    }

    // ------------------------------------------------------------ genes

    void geneParsing_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error"); // empty: valid; the round trip is checked
        QTest::newRow("spin") << "option.DrawBand=0:300:50"
                              << "";
        QTest::newRow("spin step 1") << "option.DrawMoves=1:40"
                                     << "";
        QTest::newRow("check") << "option.OfferDraws=check"
                               << "";
        QTest::newRow("no prefix") << "DrawBand=0:10"
                                   << "expected option.NAME=";
        QTest::newRow("no name") << "option.=0:10"
                                 << "no option name";
        QTest::newRow("one number") << "option.X=5"
                                    << "MIN:MAX";
        QTest::newRow("min > max") << "option.X=9:1"
                                   << "MIN is greater than MAX";
        QTest::newRow("zero step") << "option.X=0:10:0"
                                   << "STEP must be positive";
        QTest::newRow("not a number") << "option.X=a:10"
                                      << "MIN is not an integer";
    }

    void geneParsing() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        GeneSpec gene;
        QString why;
        const bool ok = GeneSpec::parse(text, &gene, &why);
        QCOMPARE(ok, error.isEmpty());
        if (ok)
            QCOMPARE(gene.toString(), text);
        else
            QVERIFY2(why.contains(error) && why.contains(text), qPrintable(why));
    }

    void geneValuesMutationAndCrossover() {
        const std::vector<GeneSpec> genes = testGenes();
        QCOMPARE(genes[0].valueCount(), qint64(7));
        QCOMPARE(genes[2].valueText(1), QStringLiteral("true"));
        SeededRandom rng(42);
        for (int round = 0; round < 200; ++round) {
            const Genome a = randomGenome(genes, rng);
            const Genome b = randomGenome(genes, rng);
            for (size_t i = 0; i < genes.size(); ++i) QVERIFY(genes[i].allows(a[i]));
            const Genome m = mutate(genes, a, rng);
            QCOMPARE(differingGenes(a, m), 1);
            for (size_t i = 0; i < genes.size(); ++i) QVERIFY(genes[i].allows(m[i]));
            QVERIFY(geneWiseFrom(crossover(a, b, rng), a, b));
        }
        QCOMPARE(genomeText(genes, {50, 3, 0}),
                 QStringLiteral("DrawBand=50 DrawMoves=3 OfferDraws=false"));
    }

    // ------------------------------------------------------------ replacement rules

    void replacementRules_data() {
        QTest::addColumn<GameResult>("result");
        QTest::addColumn<bool>("whiteRejected");
        QTest::addColumn<bool>("blackRejected");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("replacements"); // "side:kind" joined by spaces

        const auto agreed = GameResult::draw(T::Agreement, "Draw by agreement");
        const auto repetition = GameResult::draw(T::Normal, "Draw by 3-fold repetition");
        const auto whiteMates = GameResult::win(White, T::Normal, "White mates");
        const auto blackResigns = GameResult::win(White, T::Resignation, "Black resigns");
        const auto whiteOnTime = GameResult::win(Black, T::TimeForfeit, "White loses on time");
        QTest::newRow("agreed draw") << agreed << false << false << "agreed draw"
                                     << "W:mutated clone B:mutated clone";
        QTest::newRow("rejected then loss")
            << whiteMates << false << true << "rejected offer then loss"
            << "B:clone of winner";
        QTest::newRow("rejected then win")
            << whiteMates << true << false << "rejected offer then win"
            << "B:clone of winner";
        QTest::newRow("rejected then draw")
            << repetition << true << false << "rejected offer then draw"
            << "W:offspring";
        QTest::newRow("both rejected then draw")
            << repetition << true << true << "rejected offer then draw"
            << "W:offspring B:offspring";
        QTest::newRow("rejected then agreed")
            << agreed << false << true << "rejected offer then draw"
            << "B:offspring";
        QTest::newRow("resignation") << blackResigns << false << false << "resignation"
                                     << "B:offspring";
        QTest::newRow("rejected then resigned")
            << blackResigns << false << true << "rejected offer then loss"
            << "B:clone of winner";
        QTest::newRow("mate") << whiteMates << false << false << "mate or time loss"
                              << "B:clone of winner";
        QTest::newRow("time") << whiteOnTime << false << false << "mate or time loss"
                              << "W:clone of winner";
        QTest::newRow("illegal move")
            << GameResult::win(White, T::IllegalMove, "Black makes an illegal move: a1a1") << false
            << false << "forfeit"
            << "B:clone of winner";
        QTest::newRow("resign adjudication")
            << GameResult::win(Black, T::Adjudication, "Black wins by adjudication") << false
            << false << "resignation"
            << "W:offspring";
        QTest::newRow("aborted") << GameResult() << true << false << "no result"
                                 << "";
    }

    void replacementRules() {
        QFETCH(GameResult, result);
        QFETCH(bool, whiteRejected);
        QFETCH(bool, blackRejected);
        QFETCH(QString, rule);
        QFETCH(QString, replacements);
        SeededRandom rng(1);
        const EvolutionVerdict v = decideReplacements(result, {whiteRejected, blackRejected}, rng);
        QCOMPARE(v.rule, rule);
        QStringList got;
        for (const ReplacementDecision& d : v.replacements)
            got << (d.replaced == White ? QStringLiteral("W:") : QStringLiteral("B:")) +
                       replacementKindName(d.kind);
        QCOMPARE(got.join(QLatin1Char(' ')), replacements);
    }

    void drawByRuleReplacesEitherParentWithProbabilityOneHalf() {
        SeededRandom rng(2024);
        const auto repetition = GameResult::draw(T::Normal, "Draw by 3-fold repetition");
        int white = 0;
        const int games = 2000;
        for (int i = 0; i < games; ++i) {
            const EvolutionVerdict v = decideReplacements(repetition, {false, false}, rng);
            QCOMPARE(int(v.replacements.size()), 1);
            QCOMPARE(v.replacements[0].kind, ReplacementKind::Offspring);
            white += v.replacements[0].replaced == White;
        }
        // Binomial(2000, 1/2): the standard deviation is about 22; 150 is nearly 7 of them.
        QVERIFY2(std::abs(white - games / 2) < 150, qPrintable(QString::number(white)));
    }

    // ------------------------------------------------------------ generations

    void generationsApplyTheRulesToTheMembers() {
        EvolutionSettings s;
        s.genes = testGenes();
        s.population = 4;
        s.generations = 2;
        s.seed = 99;
        Evolution evo(s);
        QCOMPARE(evo.generation(), 1);
        QCOMPARE(int(evo.games().size()), 2);
        std::set<int> playing;
        for (const EvolutionGame& g : evo.games()) playing.insert({g.white, g.black});
        QCOMPARE(playing, (std::set<int>{1, 2, 3, 4})); // everyone plays once

        // Generation 1: an agreed draw and a resignation (Black resigns).
        evo.recordGame(0, GameResult::draw(T::Agreement, "Draw by agreement"), {false, false});
        QVERIFY(!evo.allGamesPlayed());
        evo.recordGame(1, GameResult::win(White, T::Resignation, "Black resigns"), {false, false});
        QVERIFY(evo.allGamesPlayed());
        const GenerationRecord first = evo.endGeneration();
        QCOMPARE(first.number, 1);
        QCOMPARE(int(first.replacements.size()), 3);
        const EvolutionGame& agreedGame = first.games[0];
        const EvolutionGame& resignGame = first.games[1];
        for (int k = 0; k < 2; ++k) {
            const EvolutionReplacement& r = first.replacements[size_t(k)];
            QCOMPARE(r.rule, QStringLiteral("agreed draw"));
            QCOMPARE(r.kind, ReplacementKind::MutatedClone);
            QCOMPARE(r.replaced, k == 0 ? agreedGame.white : agreedGame.black);
            const Individual* clone = evo.individual(r.newcomer);
            QVERIFY(clone);
            QCOMPARE(differingGenes(clone->genome, member(first, r.replaced).genome), 1);
            QCOMPARE(clone->born, 2);
            QCOMPARE(clone->games, 0);
        }
        const EvolutionReplacement& resigned = first.replacements[2];
        QCOMPARE(resigned.rule, QStringLiteral("resignation"));
        QCOMPARE(resigned.replaced, resignGame.black);
        QCOMPARE(resigned.sources, (std::vector<int>{resignGame.black, resignGame.white}));
        QVERIFY(geneWiseFrom(evo.individual(resigned.newcomer)->genome,
                             member(first, resignGame.black).genome,
                             member(first, resignGame.white).genome));
        QCOMPARE(member(first, resignGame.white).points, 1.0);
        QCOMPARE(member(first, agreedGame.white).points, 0.5);
        QVERIFY(evo.individual(resignGame.white)); // the winner survives
        QVERIFY(!evo.individual(resignGame.black));
        QCOMPARE(int(evo.population().size()), 4);

        // Generation 2: a mate, and a draw after White rejected an offer.
        QCOMPARE(evo.generation(), 2);
        evo.recordGame(0, GameResult::win(Black, T::Normal, "Black mates"), {false, false});
        evo.recordGame(1, GameResult::draw(T::Normal, "Draw by 3-fold repetition"), {true, false});
        const GenerationRecord second = evo.endGeneration();
        QVERIFY(evo.isFinished());
        QVERIFY(evo.games().empty());
        QCOMPARE(int(second.replacements.size()), 2);
        const EvolutionReplacement& mate = second.replacements[0];
        QCOMPARE(mate.rule, QStringLiteral("mate or time loss"));
        QCOMPARE(mate.replaced, second.games[0].white);
        QCOMPARE(evo.individual(mate.newcomer)->genome,
                 member(second, second.games[0].black).genome); // an exact clone
        const EvolutionReplacement& rejected = second.replacements[1];
        QCOMPARE(rejected.rule, QStringLiteral("rejected offer then draw"));
        QCOMPARE(rejected.replaced, second.games[1].white);
        QCOMPARE(rejected.kind, ReplacementKind::Offspring);

        // Best: the survivor of the last generation with the most points.
        const Individual& best = evo.best();
        QVERIFY(best.id != mate.replaced && best.id != rejected.replaced);
        for (const Individual& ind : second.population)
            if (ind.id != mate.replaced && ind.id != rejected.replaced)
                QVERIFY(ind.points <= best.points);

        // The JSON has every generation with its members, games and replacements.
        const QJsonObject json = evo.toJson();
        const QJsonArray history = json[QStringLiteral("history")].toArray();
        QCOMPARE(history.size(), 2);
        const QJsonObject gen1 = history[0].toObject();
        QCOMPARE(gen1[QStringLiteral("population")].toArray().size(), 4);
        QCOMPARE(gen1[QStringLiteral("replacements")].toArray().size(), 3);
        const QJsonObject firstMember = gen1[QStringLiteral("population")].toArray()[0].toObject();
        QVERIFY(
            firstMember[QStringLiteral("genes")].toObject().contains(QStringLiteral("DrawBand")));
        QVERIFY(firstMember.contains(QStringLiteral("points")));
        QCOMPARE(json[QStringLiteral("best")].toObject()[QStringLiteral("id")].toInt(), best.id);
    }

    void sameSeedAndResultsGiveTheSameEvolution() {
        EvolutionSettings s;
        s.genes = testGenes();
        s.population = 5; // odd: one member sits out each generation
        s.generations = 3;
        s.seed = 7;
        bool shapeOk = true; // two games and one bye in every generation
        auto run = [&s, &shapeOk] {
            Evolution evo(s);
            while (!evo.isFinished()) {
                for (int g = 0; g < int(evo.games().size()); ++g)
                    evo.recordGame(g, GameResult::draw(T::Normal, "Draw by 3-fold repetition"),
                                   {false, false});
                shapeOk = shapeOk && evo.games().size() == 2;
                shapeOk = shapeOk && evo.endGeneration().byes.size() == 1;
            }
            return QJsonDocument(evo.toJson()).toJson();
        };
        QCOMPARE(run(), run());
        s.seed = 8;
        const QByteArray other = run();
        s.seed = 7;
        QVERIFY(run() != other);
        QVERIFY(shapeOk);
    }
};

QTEST_GUILESS_MAIN(TestDrawOfferRules)
#include "tst_drawoffers_rules.moc"
