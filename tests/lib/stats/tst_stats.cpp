// Tests for libarbiter's statistics (stats/): cutechess Elo/LOS and BayesElo SPRT, fastchess
// Elo/nElo/LOS, pentanomial counts, the fastchess/fishtest GSPRT models and r-Mobility's
// fractional results.
// Vectors: cutechess tst_sprt and fastchess sprt_test / elo tests, the r-Mobility fork's output
// (sources in docs/statistics.md, "Sources"). Expected values not printed by those tools were
// computed independently from the published formulas (a separate script, not this code) and are
// marked so below.
#include "stats/bayeselo.h"
#include "stats/elo.h"
#include "stats/gsprt.h"
#include "stats/normaldistribution.h"
#include "stats/rootfinding.h"
#include "stats/scoreaccumulator.h"
#include "stats/scoredistribution.h"
#include "stats/sprt.h"
#include "stats/statsformat.h"

#include <QtTest>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

using namespace arbiter::stats;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

void addResults(ScoreAccumulator& results, int wins, int losses, int draws) {
    for (int i = 0; i < wins; ++i) results.addGame(1.0);
    for (int i = 0; i < losses; ++i) results.addGame(0.0);
    for (int i = 0; i < draws; ++i) results.addGame(0.5);
}

// Adds colour-swapped pairs; pair indices continue from `nextPair`.
void addPairs(ScoreAccumulator& results, std::int64_t& nextPair, int count, double first,
              double second) {
    for (int i = 0; i < count; ++i) {
        results.addGame(first, nextPair);
        results.addGame(second, nextPair);
        ++nextPair;
    }
}

TrinomialCounts wdl(double wins, double losses, double draws) {
    TrinomialCounts c;
    c.wins = wins;
    c.losses = losses;
    c.draws = draws;
    return c;
}

PentanomialCounts ptnml(double ll, double ld, double wl, double dd, double wd, double ww) {
    PentanomialCounts c;
    c.lossLoss = ll;
    c.lossDraw = ld;
    c.winLoss = wl;
    c.drawDraw = dd;
    c.winDraw = wd;
    c.winWin = ww;
    return c;
}

SprtConfig config(SprtModel model, double elo0, double elo1, double alpha, double beta,
                  bool pentanomial = false) {
    SprtConfig c;
    c.model = model;
    c.elo0 = elo0;
    c.elo1 = elo1;
    c.alpha = alpha;
    c.beta = beta;
    c.pentanomial = pentanomial;
    return c;
}

// Six games of the r-Mobility fork (player 0's points), per scoring type.
const std::vector<double> kForkExponential = {0.75, 1.0, 0.4375, 0.5625, 0.0, 1.0};
const std::vector<double> kForkHarmonic = {0.75, 1.0, 0.375, 0.625, 0.0, 1.0};
const std::vector<double> kForkClassical = {0.5, 1.0, 0.5, 0.5, 0.0, 1.0};
const std::vector<double> kForkWinner = {1.0, 1.0, 0.0, 1.0, 0.0, 1.0};

ScoreAccumulator accumulate(const std::vector<double>& points) {
    ScoreAccumulator results;
    for (double p : points) results.addGame(p);
    return results;
}

} // namespace

class TestStats : public QObject {
    Q_OBJECT

private slots:
    // ---- cutechess Elo line (docs/statistics.md) ----
    void cutechessEloLine_data();
    void cutechessEloLine();
    void cutechessZUsesApproximateErfInv();
    void cutechessEloEdgeCases();
    void fixedAsQtRoundsTiesAway();
    void eloAndScoreAreInverse();

    // ---- fastchess Elo, nElo, LOS ----
    void fastchessEloVector();
    void pentanomialElo();

    // ---- pentanomial counts ----
    void pentanomialBinsAndLine();
    void fractionalPairsUseProductOfSplits();

    // ---- score distribution ----
    void distributionCoarseGridIsForkSplit();
    void distributionFineGridKeepsMeanAndWeight();
    void distributionRegularizesStandardBinsOnly();
    void distributionRejectsBadInput();

    // ---- root finding and maximum-likelihood fits ----
    void itpFindsRoots();
    void mleFitsHaveTheRequestedMoments();

    // ---- SPRT: cutechess BayesElo ----
    void cutechessSprtVectors_data();
    void cutechessSprtVectors();
    void sprtLineFormat();

    // ---- SPRT: fastchess/fishtest GSPRT ----
    void gsprtVectors_data();
    void gsprtVectors();
    void gsprtThroughAccumulator();

    // ---- SPRT bounds, decisions and configuration ----
    void boundsAndDecisionThresholds();
    void configValidation();
    void modelNames();
    void edgeCases();

    // ---- r-Mobility fractional results (docs/statistics.md) ----
    void fractionalSplit();
    void forkSprtVector35();
    void forkNeedsWinAndLossVector37();
    void fractionalWithoutDraws();
    void forkEloVector36();
    void fractionalGsprt();

    // ---- accumulator ----
    void accumulatorPairs();
    void accumulatorRejectsBadInput();
};

// ---------------------------------------------------------------------------------------------

void TestStats::cutechessEloLine_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("losses");
    QTest::addColumn<int>("draws");
    QTest::addColumn<QString>("line");
    // Computed independently with cutechess's formulas (approximate erfInv, LOS from W/L).
    QTest::newRow("136/96/111") << 136 << 96 << 111
                                << "Elo difference: 40.7 +/- 30.4, LOS: 99.6 %, DrawRatio: 32.4 %";
    QTest::newRow("1477/1351/2942")
        << 1477 << 1351 << 2942 << "Elo difference: 7.6 +/- 6.3, LOS: 99.1 %, DrawRatio: 51.0 %";
    QTest::newRow("555/555/298") << 555 << 555 << 298
                                 << "Elo difference: 0.0 +/- 16.1, LOS: 50.0 %, DrawRatio: 21.2 %";
    QTest::newRow("3/149/1") << 3 << 149 << 1
                             << "Elo difference: -652.2 +/- 535.3, LOS: 0.0 %, DrawRatio: 0.7 %";
    // The fork's classical table (docs/r-mobility.md, "Console output") with Arbiter's usual
    // standard deviation.
    QTest::newRow("2/1/3") << 2 << 1 << 3
                           << "Elo difference: 58.5 +/- 226.1, LOS: 71.8 %, DrawRatio: 50.0 %";
}

void TestStats::cutechessEloLine() {
    QFETCH(int, wins);
    QFETCH(int, losses);
    QFETCH(int, draws);
    QFETCH(QString, line);
    ScoreAccumulator results;
    addResults(results, wins, losses, draws);
    QCOMPARE(q(formatCutechessEloLine(results.trinomial())), line);
}

void TestStats::cutechessZUsesApproximateErfInv() {
    // cutechess's z differs from the exact 1.959964 in the third decimal; that difference is
    // what makes 136/96/111 print +/- 30.4 in cutechess and +/- 30.43 in fastchess.
    QVERIFY(std::abs(cutechessZ95() - 1.9571619316560775) < 1e-12);
    QVERIFY(std::abs(approximateErfInv(-0.5) + approximateErfInv(0.5)) < 1e-15);
    QVERIFY(std::abs(std::erf(approximateErfInv(0.5)) - 0.5) < 2e-3);
}

void TestStats::cutechessEloEdgeCases() {
    ScoreAccumulator allWins;
    addResults(allWins, 10, 0, 0);
    QCOMPARE(q(formatCutechessEloLine(allWins.trinomial())),
             QString("Elo difference: inf +/- nan, LOS: 99.9 %, DrawRatio: 0.0 %"));

    ScoreAccumulator allLosses;
    addResults(allLosses, 0, 7, 0);
    QCOMPARE(q(formatCutechessEloLine(allLosses.trinomial())),
             QString("Elo difference: -inf +/- nan, LOS: 0.4 %, DrawRatio: 0.0 %"));

    ScoreAccumulator allDraws;
    addResults(allDraws, 0, 0, 4);
    QCOMPARE(q(formatCutechessEloLine(allDraws.trinomial())),
             QString("Elo difference: 0.0 +/- 0.0, LOS: nan %, DrawRatio: 100.0 %"));

    const ScoreAccumulator none;
    QCOMPARE(q(formatCutechessEloLine(none.trinomial())),
             QString("Elo difference: nan +/- nan, LOS: nan %, DrawRatio: nan %"));

    // The fork's exponential/harmonic tables have no DrawRatio part.
    EloEstimate e;
    e.elo = 88.74;
    e.errorMargin = 54.02;
    e.los = 99.96;
    QCOMPARE(q(formatCutechessEloLine(e, std::nullopt)),
             QString("Elo difference: 88.7 +/- 54.0, LOS: 100.0 %"));
    QCOMPARE(q(formatFixed(-std::numeric_limits<double>::quiet_NaN(), 1)), QString("nan"));
}

// cutechess-cli prints with Qt's QString::number(v, 'f', n): an exact tie rounds away from
// zero where printf rounds it to even ("[0.063]" for a score of 0.5 in 8 games).
void TestStats::fixedAsQtRoundsTiesAway() {
    QCOMPARE(q(formatFixedAsQt(0.0625, 3)), QString("0.063"));
    QCOMPARE(q(formatFixed(0.0625, 3)), QString("0.062"));
    QCOMPARE(q(formatFixedAsQt(-0.0625, 3)), QString("-0.063"));
    QCOMPARE(q(formatFixedAsQt(6.25, 1)), QString("6.3"));
    QCOMPARE(q(formatFixedAsQt(9.95, 1)), QString("9.9")); // 9.95 is below the tie in binary
    QCOMPARE(q(formatFixedAsQt(99.5, 0)), QString("100"));
    QCOMPARE(q(formatFixedAsQt(0.5, 0)), QString("1"));
    QCOMPARE(q(formatFixedAsQt(2.5, 0)), QString("3"));
    QCOMPARE(q(formatFixedAsQt(0.1, 3)), QString("0.100"));
    QCOMPARE(q(formatFixedAsQt(1.0 / 3.0, 3)), QString("0.333"));
    QCOMPARE(q(formatFixedAsQt(std::numeric_limits<double>::infinity(), 1)), QString("inf"));
    for (double v : {0.0625, 6.25, 99.5, 0.5, 2.5, -0.0625, 1.0 / 3.0, 786.25})
        for (int d : {0, 1, 2, 3}) QCOMPARE(q(formatFixedAsQt(v, d)), QString::number(v, 'f', d));
}

void TestStats::eloAndScoreAreInverse() {
    for (double elo : {-800.0, -100.0, -3.5, 0.0, 12.0, 400.0}) {
        QVERIFY(std::abs(eloFromScore(scoreFromElo(elo)) - elo) < 1e-9);
    }
    QCOMPARE(eloFromScore(0.5), 0.0);
    QVERIFY(std::abs(eloFromScore(0.75) - 190.848501887865) < 1e-9);
}

void TestStats::fastchessEloVector() {
    ScoreAccumulator results;
    addResults(results, 136, 96, 111);
    const EloEstimate e = fastchessElo(results.trinomial());
    QCOMPARE(q(formatFastchessEloLine(e)), QString("Elo: 40.70 +/- 30.43, nElo: 49.77 +/- 36.77"));
    QCOMPARE(q(formatFastchessLosLine(e.los, results.trinomial().drawRatio())),
             QString("LOS: 99.60 %, DrawRatio: 32.36 %"));
}

void TestStats::pentanomialElo() {
    // Computed independently: pairs [3, 10, 20, 12, 5], mean 0.53, variance 0.0666.
    const PentanomialCounts counts = ptnml(3, 10, 12, 8, 12, 5);
    const ScoreSample s = counts.sample();
    QVERIFY(std::abs(s.mean - 0.53) < 1e-12);
    QVERIFY(std::abs(s.variance - 0.0666) < 1e-12);
    QCOMPARE(s.units, 50.0);
    const EloEstimate e = fastchessElo(counts);
    QCOMPARE(q(formatFastchessEloLine(e)), QString("Elo: 20.87 +/- 50.24, nElo: 28.56 +/- 68.10"));
    QCOMPARE(q(formatFixed(e.los, 2)), QString("79.45"));

    // The normalized-SPRT vector's pairs.
    const EloEstimate big = fastchessElo(ptnml(365, 16618, 36029, 200, 16974, 390));
    QCOMPARE(q(formatFastchessEloLine(big)), QString("Elo: 1.00 +/- 0.92, nElo: 1.96 +/- 1.81"));
    QCOMPARE(q(formatFixed(big.los, 2)), QString("98.31"));
}

void TestStats::pentanomialBinsAndLine() {
    const PentanomialCounts counts = ptnml(365, 16618, 36029, 200, 16974, 390);
    QCOMPARE(counts.pairs(), 70576.0);
    QCOMPARE(q(formatPtnmlLine(counts)), QString("Ptnml(0-2): [365, 16618, 36229, 16974, 390]"));

    // Whole-point pairs land in the right bins, WL and DD apart, in either game order.
    PentanomialCounts c;
    c.addPair(0.0, 0.0);
    c.addPair(0.5, 0.0);
    c.addPair(0.0, 0.5);
    c.addPair(1.0, 0.0);
    c.addPair(0.0, 1.0);
    c.addPair(0.5, 0.5);
    c.addPair(1.0, 0.5);
    c.addPair(1.0, 1.0);
    QCOMPARE(c.lossLoss, 1.0);
    QCOMPARE(c.lossDraw, 2.0);
    QCOMPARE(c.winLoss, 2.0);
    QCOMPARE(c.drawDraw, 1.0);
    QCOMPARE(c.winDraw, 1.0);
    QCOMPARE(c.winWin, 1.0);
    QCOMPARE(q(formatPtnmlLine(c)), QString("Ptnml(0-2): [1, 2, 3, 1, 1]"));
}

void TestStats::fractionalPairsUseProductOfSplits() {
    // 0.75 = W 1/2 + D 1/2; 0.25 = L 1/2 + D 1/2.
    PentanomialCounts c;
    c.addPair(0.75, 0.25);
    QCOMPARE(c.lossLoss, 0.0);
    QCOMPARE(c.lossDraw, 0.25);
    QCOMPARE(c.winLoss, 0.25);
    QCOMPARE(c.drawDraw, 0.25);
    QCOMPARE(c.winDraw, 0.25);
    QCOMPARE(c.winWin, 0.0);
    QCOMPARE(c.pairs(), 1.0);
    QCOMPARE(c.sample().mean, 0.5);
    QCOMPARE(q(formatPtnmlLine(c)), QString("Ptnml(0-2): [0, 0.25, 0.50, 0.25, 0]"));

    PentanomialCounts d;
    d.addPair(0.5625, 1.0);
    QVERIFY(std::abs(d.sample().mean - (0.5625 + 1.0) / 2.0) < 1e-15);
}

void TestStats::distributionCoarseGridIsForkSplit() {
    for (double p : kForkHarmonic) {
        ScoreDistribution d(2, 2);
        d.add(p);
        TrinomialCounts t;
        t.addGamePoints(p);
        const std::vector<ScorePoint> points = d.points();
        QCOMPARE(points.size(), std::size_t(3));
        QVERIFY(std::abs(points[0].weight - t.losses) < 1e-15);
        QVERIFY(std::abs(points[1].weight - t.draws) < 1e-15);
        QVERIFY(std::abs(points[2].weight - t.wins) < 1e-15);
    }
}

void TestStats::distributionFineGridKeepsMeanAndWeight() {
    ScoreDistribution d = ScoreDistribution::forGames();
    double sum = 0.0;
    for (double p : {2.0 / 3.0, 0.5 + std::pow(0.5, 25), 0.4375, 1.0, 0.0, 0.3}) {
        d.add(p);
        sum += p;
    }
    QVERIFY(std::abs(d.totalWeight() - 6.0) < 1e-12);
    QVERIFY(std::abs(d.mean() - sum / 6.0) < 1e-12);
    // 0.4375 = 112/256 is a grid point: one entry with weight 1.
    bool found = false;
    for (const ScorePoint& p : d.points())
        if (p.score == 0.4375) found = std::abs(p.weight - 1.0) < 1e-12;
    QVERIFY(found);
}

void TestStats::distributionRegularizesStandardBinsOnly() {
    ScoreDistribution d = ScoreDistribution::forPairs();
    d.add(0.625, 3.0);              // off the quarter grid: listed, not regularised
    d.add(0.5 + 1.0 / 512.0, 1e-6); // tiny weight off the grid: split in two tiny entries
    const std::vector<ScorePoint> points = d.regularizedPoints();
    // Five standard bins (0.5 holds part of the tiny weight) plus 0.625 and 0.5 + 1/256.
    QCOMPARE(points.size(), std::size_t(7));
    for (const ScorePoint& p : points) {
        const bool standard = std::fmod(p.score * 4.0, 1.0) == 0.0;
        if (standard) {
            QVERIFY(p.weight >= ScoreDistribution::kEmptyBinWeight);
        } else if (p.score == 0.625) {
            QCOMPARE(p.weight, 3.0);
        } else {
            QVERIFY(p.weight < 1e-6);
        }
    }
    QCOMPARE(d.points().front().weight, 0.0);
}

void TestStats::distributionRejectsBadInput() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ScoreDistribution(3, 256));
    ScoreDistribution d = ScoreDistribution::forGames();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, d.add(1.01));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, d.add(0.5, -1.0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             d.add(0.5, std::numeric_limits<double>::infinity()));
    try {
        d.add(-0.25);
        QFAIL("no exception");
    } catch (const std::invalid_argument& e) {
        QCOMPARE(QString(e.what()),
                 QString("ScoreDistribution::add: score -0.25 is not in [0, 1]"));
    }
}

void TestStats::itpFindsRoots() {
    const auto sqrt2 = findRootItp([](double x) { return x * x - 2.0; }, 0.0, 2.0, 1e-14);
    QVERIFY(sqrt2);
    QVERIFY(std::abs(*sqrt2 - std::sqrt(2.0)) < 1e-13);
    // Decreasing function, bracket given the other way round.
    const auto cosRoot = findRootItp([](double x) { return std::cos(x); }, 3.0, 0.0, 1e-14);
    QVERIFY(cosRoot);
    QVERIFY(std::abs(*cosRoot - std::acos(0.0)) < 1e-13);
    QVERIFY(!findRootItp([](double x) { return x * x + 1.0; }, -1.0, 1.0, 1e-12));
    // Tiny values whose product underflows still bracket a root.
    const auto tiny = findRootItp([](double x) { return 1e-200 * (x - 0.25); }, 0.0, 1.0, 1e-12);
    QVERIFY(tiny);
    QVERIFY(std::abs(*tiny - 0.25) < 1e-12);
    // Secular equation: sum p a / (1 + theta a) = 0 with a = -1, 1 and p = 1/4, 3/4.
    const auto theta = solveSecularEquation({{-1.0, 0.25}, {1.0, 0.75}});
    QVERIFY(theta);
    QVERIFY(std::abs(*theta - 0.5) < 1e-12); // -1/4/(1/2) + 3/4/(3/2) = 0
    QVERIFY(!solveSecularEquation({{0.5, 1.0}, {0.25, 1.0}}));
}

void TestStats::mleFitsHaveTheRequestedMoments() {
    const std::vector<ScorePoint> empirical =
        ScoreDistribution::fromPentanomial(ptnml(223, 9863, 20279, 1000, 10037, 246))
            .regularizedPoints();
    auto moments = [&empirical](const std::vector<double>& p) {
        double mu = 0.0;
        double total = 0.0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            mu += p[i] * empirical[i].score;
            total += p[i];
        }
        double variance = 0.0;
        for (std::size_t i = 0; i < p.size(); ++i)
            variance += p[i] * (empirical[i].score - mu) * (empirical[i].score - mu);
        return std::make_tuple(total, mu, std::sqrt(variance));
    };
    const auto withMean = mleWithMean(empirical, 0.51);
    QVERIFY(withMean);
    const auto [total1, mu1, sigma1] = moments(*withMean);
    Q_UNUSED(sigma1);
    QVERIFY(std::abs(total1 - 1.0) < 1e-12);
    QVERIFY(std::abs(mu1 - 0.51) < 1e-12);

    const auto withT = mleWithTValue(empirical, 0.5, 0.02);
    QVERIFY(withT);
    const auto [total2, mu2, sigma2] = moments(*withT);
    QVERIFY(std::abs(total2 - 1.0) < 1e-12);
    QVERIFY(std::abs((mu2 - 0.5) / sigma2 - 0.02) < 1e-9);
}

void TestStats::cutechessSprtVectors_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("losses");
    QTest::addColumn<int>("draws");
    QTest::addColumn<QString>("llr");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("line");
    // cutechess tst_sprt: elo0 0, elo1 10, alpha = beta = 0.01 (bounds -4.6, 4.6).
    QTest::newRow("1477/1351/2942") << 1477 << 1351 << 2942 << "2.52" << int(SprtState::Continue)
                                    << "SPRT: llr 2.52 (54.9%), lbound -4.6, ubound 4.6";
    QTest::newRow("555/555/298") << 555 << 555 << 298 << "-0.74" << int(SprtState::Continue)
                                 << "SPRT: llr -0.741 (-16.1%), lbound -4.6, ubound 4.6";
    QTest::newRow("3/149/1") << 3 << 149 << 1 << "-4.69" << int(SprtState::AcceptH0)
                             << "SPRT: llr -4.69 (-102.1%), lbound -4.6, ubound 4.6 - H0 was "
                                "accepted";
}

void TestStats::cutechessSprtVectors() {
    QFETCH(int, wins);
    QFETCH(int, losses);
    QFETCH(int, draws);
    QFETCH(QString, llr);
    QFETCH(int, state);
    QFETCH(QString, line);
    ScoreAccumulator results;
    addResults(results, wins, losses, draws);
    const SprtStatus status =
        evaluateSprt(config(SprtModel::CutechessBayesElo, 0, 10, 0.01, 0.01), results);
    QCOMPARE(q(formatFixed(status.llr, 2)), llr);
    QCOMPARE(int(status.state), state);
    QCOMPARE(q(formatSprtLine(status)), line);
    // Without the Dirichlet prior the last vector would read -4.60 (cutechess before 1.3.0).
    if (wins == 3)
        QCOMPARE(q(formatFixed(cutechessBayesEloLlr(results.trinomial(), 0, 10, 0.0), 2)),
                 QString("-4.60"));
}

void TestStats::sprtLineFormat() {
    ScoreAccumulator results;
    addResults(results, 1477, 1351, 2942);
    SprtConfig c = config(SprtModel::CutechessBayesElo, 0, 10, 0.05, 0.05);
    QCOMPARE(q(formatSprtLine(evaluateSprt(c, results))),
             QString("SPRT: llr 2.52 (85.7%), lbound -2.94, ubound 2.94"));
    c.elo0 = -3;
    c.elo1 = 3;
    const SprtStatus h1 = evaluateSprt(c, results);
    QCOMPARE(h1.state, SprtState::AcceptH1);
    QCOMPARE(q(formatSprtLine(h1)),
             QString("SPRT: llr 4.44 (150.9%), lbound -2.94, ubound 2.94 - H1 was accepted"));

    SprtStatus undefined;
    undefined.state = SprtState::Undefined;
    undefined.llr = std::numeric_limits<double>::quiet_NaN();
    undefined.bounds = sprtBounds(0.05, 0.05);
    QCOMPARE(q(formatSprtLine(undefined)),
             QString("SPRT: llr nan (nan%), lbound -2.94, ubound 2.94"));
}

void TestStats::gsprtVectors_data() {
    QTest::addColumn<int>("model");
    QTest::addColumn<bool>("pentanomial");
    QTest::addColumn<std::vector<double>>("counts"); // W, L, D or LL, LD, WL, DD, WD, WW
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<QString>("llr");
    // fastchess sprt_test.cpp.
    QTest::newRow("normalized trinomial [0, 2]")
        << int(SprtModel::Normalized) << false << std::vector<double>{36433, 36027, 68692} << 0.0
        << 2.0 << "0.92";
    QTest::newRow("normalized trinomial [-1.75, 0.25]")
        << int(SprtModel::Normalized) << false << std::vector<double>{10871, 10650, 20431} << -1.75
        << 0.25 << "2.30";
    QTest::newRow("logistic trinomial")
        << int(SprtModel::Logistic) << false << std::vector<double>{21404, 21184, 40708} << 0.5
        << 2.5 << "-1.57";
    QTest::newRow("bayesian trinomial")
        << int(SprtModel::Bayesian) << false << std::vector<double>{68965, 68526, 128429} << 0.0
        << 2.0 << "-1.26";
    QTest::newRow("normalized pentanomial")
        << int(SprtModel::Normalized) << true
        << std::vector<double>{365, 16618, 36029, 200, 16974, 390} << 0.0 << 2.0 << "2.25";
    QTest::newRow("logistic pentanomial")
        << int(SprtModel::Logistic) << true
        << std::vector<double>{223, 9863, 20279, 1000, 10037, 246} << 0.5 << 2.5 << "-3.07";
}

void TestStats::gsprtVectors() {
    QFETCH(int, model);
    QFETCH(bool, pentanomial);
    QFETCH(std::vector<double>, counts);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(QString, llr);
    double value = 0.0;
    if (pentanomial) {
        const PentanomialCounts c =
            ptnml(counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
        const ScoreDistribution d = ScoreDistribution::fromPentanomial(c);
        value = SprtModel(model) == SprtModel::Normalized ? normalizedLlr(d, elo0, elo1, 2.0)
                                                          : logisticLlr(d, elo0, elo1);
    } else {
        const TrinomialCounts c = wdl(counts[0], counts[1], counts[2]);
        const ScoreDistribution d = ScoreDistribution::fromTrinomial(c);
        switch (SprtModel(model)) {
        case SprtModel::Normalized: value = normalizedLlr(d, elo0, elo1, 1.0); break;
        case SprtModel::Logistic: value = logisticLlr(d, elo0, elo1); break;
        case SprtModel::Bayesian: value = bayesianLlr(c, elo0, elo1); break;
        case SprtModel::CutechessBayesElo: QFAIL("not a GSPRT model");
        }
    }
    QCOMPARE(q(formatFixed(value, 2)), llr);
}

void TestStats::gsprtThroughAccumulator() {
    // The same vectors, fed game by game (and pair by pair) as a tournament does.
    ScoreAccumulator trinomial;
    addResults(trinomial, 36433, 36027, 68692);
    QCOMPARE(q(formatFixed(
                 evaluateSprt(config(SprtModel::Normalized, 0, 2, 0.05, 0.05), trinomial).llr, 2)),
             QString("0.92"));

    ScoreAccumulator pairs;
    std::int64_t next = 0;
    addPairs(pairs, next, 223, 0.0, 0.0);
    addPairs(pairs, next, 9863, 0.5, 0.0);
    addPairs(pairs, next, 20279, 1.0, 0.0);
    addPairs(pairs, next, 1000, 0.5, 0.5);
    addPairs(pairs, next, 10037, 0.5, 1.0);
    addPairs(pairs, next, 246, 1.0, 1.0);
    const SprtStatus status =
        evaluateSprt(config(SprtModel::Logistic, 0.5, 2.5, 0.05, 0.05, true), pairs);
    QCOMPARE(q(formatFixed(status.llr, 2)), QString("-3.07"));
    QCOMPARE(status.state, SprtState::AcceptH0);
    QCOMPARE(q(formatSprtLine(status)),
             QString("SPRT: llr -3.07 (-104.4%), lbound -2.94, ubound 2.94 - H0 was accepted"));
    QCOMPARE(q(formatPtnmlLine(pairs.pentanomial())),
             QString("Ptnml(0-2): [223, 9863, 21279, 10037, 246]"));
    // The pair-score distribution is exactly the five bins.
    const std::vector<ScorePoint> points = pairs.pairScores().points();
    QCOMPARE(points.size(), std::size_t(5));
    QCOMPARE(points[2].weight, 21279.0);
}

void TestStats::boundsAndDecisionThresholds() {
    const SprtBounds b = sprtBounds(0.05, 0.05);
    QVERIFY(std::abs(b.lower + 2.9444389791664403) < 1e-12);
    QVERIFY(std::abs(b.upper - 2.9444389791664403) < 1e-12);
    const SprtBounds asymmetric = sprtBounds(0.05, 0.1);
    QVERIFY(std::abs(asymmetric.lower - std::log(0.1 / 0.95)) < 1e-15);
    QVERIFY(std::abs(asymmetric.upper - std::log(0.9 / 0.05)) < 1e-15);

    QCOMPARE(sprtDecision(b.upper, b), SprtState::AcceptH1);
    QCOMPARE(sprtDecision(std::nextafter(b.upper, 0.0), b), SprtState::Continue);
    QCOMPARE(sprtDecision(b.lower, b), SprtState::AcceptH0);
    QCOMPARE(sprtDecision(std::nextafter(b.lower, 0.0), b), SprtState::Continue);
    QCOMPARE(sprtDecision(0.0, b), SprtState::Continue);
    QCOMPARE(sprtDecision(std::numeric_limits<double>::quiet_NaN(), b), SprtState::Undefined);
}

void TestStats::configValidation() {
    QCOMPARE(q(sprtConfigError(SprtConfig())), QString());
    SprtConfig c;
    c.elo0 = 5;
    c.elo1 = 5;
    QCOMPARE(q(sprtConfigError(c)), QString("SPRT: elo0 (5) must be less than elo1 (5)"));
    c = SprtConfig();
    c.alpha = 0;
    QCOMPARE(q(sprtConfigError(c)), QString("SPRT: alpha (0) must be between 0 and 1"));
    c = SprtConfig();
    c.alpha = 0.6;
    c.beta = 0.5;
    QCOMPARE(q(sprtConfigError(c)), QString("SPRT: alpha + beta (1.1) must be less than 1"));
    c = SprtConfig();
    c.model = SprtModel::Bayesian;
    c.pentanomial = true;
    QCOMPARE(q(sprtConfigError(c)),
             QString("SPRT: the bayesian model works on W/D/L counts only and cannot be "
                     "pentanomial"));
    c.model = SprtModel::CutechessBayesElo;
    QVERIFY(!sprtConfigError(c).empty());
    const ScoreAccumulator none;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateSprt(c, none));
    c = SprtConfig();
    c.elo1 = std::numeric_limits<double>::infinity();
    QVERIFY(!sprtConfigError(c).empty());
}

void TestStats::modelNames() {
    for (SprtModel m : {SprtModel::CutechessBayesElo, SprtModel::Normalized, SprtModel::Logistic,
                        SprtModel::Bayesian}) {
        QCOMPARE(parseSprtModel(sprtModelName(m)), std::optional<SprtModel>(m));
    }
    QCOMPARE(QString(sprtModelName(SprtModel::CutechessBayesElo)), QString("cutechess"));
    QVERIFY(!parseSprtModel("Normalized"));
}

void TestStats::edgeCases() {
    const std::vector<SprtModel> models = {SprtModel::CutechessBayesElo, SprtModel::Normalized,
                                           SprtModel::Logistic, SprtModel::Bayesian};
    const ScoreAccumulator none;
    for (SprtModel m : models) {
        const SprtStatus s = evaluateSprt(config(m, 0, 5, 0.05, 0.05), none);
        QCOMPARE(s.state, SprtState::NotEnoughData);
        QCOMPARE(s.llr, 0.0);
        QCOMPARE(q(formatSprtLine(s)), QString());
    }

    ScoreAccumulator allWins;
    addResults(allWins, 10, 0, 0);
    ScoreAccumulator allDraws;
    addResults(allDraws, 0, 0, 10);
    ScoreAccumulator allLosses;
    addResults(allLosses, 0, 10, 0);
    for (SprtModel m : models) {
        const SprtConfig c = config(m, 0, 5, 0.05, 0.05);
        const SprtStatus wins = evaluateSprt(c, allWins);
        const SprtStatus draws = evaluateSprt(c, allDraws);
        const SprtStatus losses = evaluateSprt(c, allLosses);
        QVERIFY2(std::isfinite(wins.llr) && wins.llr > 0.0, sprtModelName(m));
        QVERIFY2(std::isfinite(losses.llr) && losses.llr < 0.0, sprtModelName(m));
        QVERIFY2(std::isfinite(draws.llr) && draws.llr <= 0.0, sprtModelName(m));
        QCOMPARE(wins.state, SprtState::Continue);
    }

    // Pentanomial mode needs a completed pair; an open one counts only as a game.
    ScoreAccumulator openPair;
    openPair.addGame(1.0, 0);
    const SprtConfig penta = config(SprtModel::Normalized, 0, 5, 0.05, 0.05, true);
    QCOMPARE(evaluateSprt(penta, openPair).state, SprtState::NotEnoughData);
    openPair.addGame(1.0, 0);
    QCOMPARE(evaluateSprt(penta, openPair).state, SprtState::Continue);

    // A hypothesis the normalized model cannot fit gives Undefined, not a crash.
    const SprtStatus huge =
        evaluateSprt(config(SprtModel::Normalized, 0, 1000, 0.05, 0.05), allWins);
    QCOMPARE(huge.state, SprtState::Undefined);
    QVERIFY(std::isnan(huge.llr));

    // fastchess statistics for 100 % and 0 %.
    const EloEstimate best = fastchessElo(allWins.trinomial());
    QVERIFY(std::isinf(best.elo) && best.elo > 0);
    QCOMPARE(best.los, 100.0);
    QCOMPARE(q(formatFastchessEloLine(fastchessElo(allLosses.trinomial()))),
             QString("Elo: -inf +/- nan, nElo: -inf +/- nan"));
}

void TestStats::fractionalSplit() {
    // The r-Mobility fork's SPRT line (docs/statistics.md).
    const ScoreAccumulator results = accumulate(kForkExponential);
    QCOMPARE(results.trinomial().wins, 2.625);
    QCOMPARE(results.trinomial().losses, 1.125);
    QCOMPARE(results.trinomial().draws, 2.25);
    QCOMPARE(results.trinomial().score(), 3.75 / 6.0);
    // Whole and half points give ordinary counts.
    const TrinomialCounts classical = accumulate(kForkClassical).trinomial();
    QCOMPARE(classical.wins, 2.0);
    QCOMPARE(classical.losses, 1.0);
    QCOMPARE(classical.draws, 3.0);
}

void TestStats::forkSprtVector35() {
    const ScoreAccumulator results = accumulate(kForkExponential);
    // The fork (older cutechess, no prior) prints llr 0.0684 (2.3%).
    SprtStatus fork;
    fork.llr = cutechessBayesEloLlr(results.trinomial(), 0, 10, 0.0);
    fork.bounds = sprtBounds(0.05, 0.05);
    fork.state = sprtDecision(fork.llr, fork.bounds);
    QVERIFY(std::abs(fork.llr - 0.068446) < 5e-7);
    QCOMPARE(q(formatSprtLine(fork)),
             QString("SPRT: llr 0.0684 (2.3%), lbound -2.94, ubound 2.94"));

    // Arbiter keeps cutechess's current Dirichlet(1/2) prior for every input, so the same games
    // give 0.0652 (computed independently).
    SprtConfig c = config(SprtModel::CutechessBayesElo, 0, 10, 0.05, 0.05);
    c.minimumWinsAndLosses = 1.0;
    const SprtStatus arbiter = evaluateSprt(c, results);
    QCOMPARE(arbiter.state, SprtState::Continue);
    QVERIFY(std::abs(arbiter.llr - 0.0651639) < 5e-7);
    QCOMPARE(q(formatSprtLine(arbiter)),
             QString("SPRT: llr 0.0652 (2.2%), lbound -2.94, ubound 2.94"));
}

void TestStats::forkNeedsWinAndLossVector37() {
    // Two games worth 0.75: W = 1, L = 0: no result and no SPRT line, for every model.
    const ScoreAccumulator results = accumulate({0.75, 0.75});
    for (SprtModel m : {SprtModel::CutechessBayesElo, SprtModel::Normalized, SprtModel::Logistic,
                        SprtModel::Bayesian}) {
        SprtConfig c = config(m, 0, 10, 0.05, 0.05);
        c.minimumWinsAndLosses = 1.0;
        const SprtStatus s = evaluateSprt(c, results);
        QCOMPARE(s.state, SprtState::NotEnoughData);
        QCOMPARE(s.llr, 0.0);
        QCOMPARE(q(formatSprtLine(s)), QString());
    }
    // A third game worth 0.25 brings L to 0.5: still nothing; a fourth brings L to 1.
    ScoreAccumulator more = accumulate({0.75, 0.75, 0.25});
    SprtConfig c = config(SprtModel::CutechessBayesElo, 0, 10, 0.05, 0.05);
    c.minimumWinsAndLosses = 1.0;
    QCOMPARE(evaluateSprt(c, more).state, SprtState::NotEnoughData);
    more.addGame(0.25);
    QCOMPARE(evaluateSprt(c, more).state, SprtState::Continue);
}

void TestStats::fractionalWithoutDraws() {
    // Komi scoring can make draws impossible: D = 0 must work without the prior too.
    // Values computed independently from the BayesElo formulas.
    const ScoreAccumulator komi = accumulate({1.0, 0.0, 1.0, 1.0, 0.0});
    QCOMPARE(komi.trinomial().draws, 0.0);
    const double noPrior = cutechessBayesEloLlr(komi.trinomial(), 0, 10, 0.0);
    QVERIFY(std::abs(noPrior - 0.0267115456) < 1e-9);
    SprtConfig c = config(SprtModel::CutechessBayesElo, 0, 10, 0.05, 0.05);
    c.minimumWinsAndLosses = 1.0;
    QVERIFY(std::abs(evaluateSprt(c, komi).llr - 0.0283265284) < 1e-9);

    const TrinomialCounts fractional = wdl(2.5, 1.5, 0.0);
    QVERIFY(std::abs(cutechessBayesEloLlr(fractional, 0, 10, 0.0) - 0.0271256992) < 1e-9);
    QVERIFY(std::abs(cutechessBayesEloLlr(fractional, 0, 10) - 0.0292622705) < 1e-9);
    // Without a prior a missing loss leaves the BayesElo fit undefined.
    QVERIFY(std::isnan(cutechessBayesEloLlr(wdl(2.0, 0.0, 1.0), 0, 10, 0.0)));
    // The GSPRT models handle D = 0 through the 1e-3 regularisation.
    for (SprtModel m : {SprtModel::Normalized, SprtModel::Logistic, SprtModel::Bayesian}) {
        SprtConfig g = config(m, 0, 10, 0.05, 0.05);
        g.minimumWinsAndLosses = 1.0;
        QVERIFY2(std::isfinite(evaluateSprt(g, komi).llr), sprtModelName(m));
    }
}

void TestStats::forkEloVector36() {
    struct Case {
        const std::vector<double>* points;
        const char* forkLine;    // the fork's line, with its odd deviation (B12)
        const char* arbiterLine; // the usual deviation (decision on bug B12), computed apart
    };
    const Case cases[] = {
        {&kForkExponential, "Elo difference: 88.7 +/- 54.0, LOS: 100.0 %",
         "Elo difference: 88.7 +/- 248.8, LOS: 81.1 %"},
        {&kForkClassical, "Elo difference: 58.5 +/- 54.0, LOS: 98.5 %",
         "Elo difference: 58.5 +/- 226.1, LOS: 72.4 %"},
        {&kForkHarmonic, "Elo difference: 88.7 +/- 55.7, LOS: 99.9 %",
         "Elo difference: 88.7 +/- 255.0, LOS: 80.7 %"},
        {&kForkWinner, "Elo difference: 120.4 +/- 96.8, LOS: 99.7 %",
         "Elo difference: 120.4 +/- nan, LOS: 80.7 %"},
    };
    for (const Case& c : cases) {
        const ScoreAccumulator results = accumulate(*c.points);
        const ScoreSample sample = results.gameSample();
        QCOMPARE(q(formatCutechessEloLine(pointsElo(sample), std::nullopt)),
                 QString(c.arbiterLine));

        // Feeding the fork's deviation, (sqrt(E[x^2]) - mean) / sqrt(n), through the same
        // estimator reproduces the fork's printed figures: only the deviation differs.
        double squares = 0.0;
        for (double p : *c.points) squares += p * p;
        const double n = static_cast<double>(c.points->size());
        const double forkError = (std::sqrt(squares / n) - sample.mean) / std::sqrt(n);
        ScoreSample forkSample = sample;
        forkSample.variance = forkError * forkError * n;
        QCOMPARE(q(formatCutechessEloLine(pointsElo(forkSample), std::nullopt)),
                 QString(c.forkLine));
    }
    // For whole/half points the points Elo equals cutechess's Elo and margin.
    const EloEstimate points = pointsElo(accumulate(kForkClassical).gameSample());
    const EloEstimate counts = cutechessElo(accumulate(kForkClassical).trinomial());
    QVERIFY(std::abs(points.elo - counts.elo) < 1e-9);
    QVERIFY(std::abs(points.errorMargin - counts.errorMargin) < 1e-9);
}

void TestStats::fractionalGsprt() {
    // r-Mobility exponential points fed as games and as pairs: the GSPRT sees the binned
    // empirical distribution, whose mean is the exact mean of the points.
    const std::vector<double> points = {0.75,   1.0,    0.4375, 0.5625, 0.0, 1.0,  0.53125,
                                        0.5078, 0.4922, 0.625,  0.375,  0.5, 0.75, 0.0};
    ScoreAccumulator results;
    std::int64_t pair = 0;
    double sum = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        results.addGame(points[i], pair);
        if (i % 2 == 1) ++pair;
        sum += points[i];
    }
    QCOMPARE(results.completedPairs(), 7);
    QVERIFY(std::abs(results.gameScores().mean() - sum / 14.0) < 1e-12);
    QVERIFY(std::abs(results.pairScores().mean() - sum / 14.0) < 1e-12);
    QVERIFY(std::abs(results.gameSample().mean - sum / 14.0) < 1e-15);

    for (bool pentanomial : {false, true}) {
        for (SprtModel m : {SprtModel::Normalized, SprtModel::Logistic}) {
            SprtConfig c = config(m, -10, 10, 0.05, 0.05, pentanomial);
            c.minimumWinsAndLosses = 1.0;
            const SprtStatus s = evaluateSprt(c, results);
            QCOMPARE(s.state, SprtState::Continue);
            const ScoreDistribution& d = pentanomial ? results.pairScores() : results.gameScores();
            const double direct = m == SprtModel::Normalized
                                      ? normalizedLlr(d, -10, 10, pentanomial ? 2.0 : 1.0)
                                      : logisticLlr(d, -10, 10);
            QCOMPARE(s.llr, direct);
            // The mean is above 1/2, so the data favour elo1 = 10 over elo0 = -10.
            QVERIFY(s.llr > 0.0);
        }
    }
}

void TestStats::accumulatorPairs() {
    ScoreAccumulator results;
    // Interleaved pairs, as concurrent games finish out of order.
    results.addGame(1.0, 10);
    results.addGame(0.5, 11);
    QCOMPARE(results.completedPairs(), 0);
    results.addGame(0.0, 11);
    results.addGame(0.5, 10);
    results.addGame(1.0); // unpaired
    QCOMPARE(results.games(), 5);
    QCOMPARE(results.completedPairs(), 2);
    QCOMPARE(results.pentanomial().winDraw, 1.0);
    QCOMPARE(results.pentanomial().lossDraw, 1.0);
    QCOMPARE(results.trinomial().wins, 2.0);
    QCOMPARE(results.trinomial().draws, 2.0);
    QCOMPARE(results.trinomial().losses, 1.0);

    // A third game of a finished pair is rejected, wherever the pair sits among the ranges.
    for (std::int64_t index : {10, 11}) {
        try {
            results.addGame(0.5, index);
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(
                QString(e.what()),
                QString("ScoreAccumulator::addGame: pair %1 already has two games").arg(index));
        }
    }
    QCOMPARE(results.games(), 5);
    // Pairs 12 and 9 join the range 10..11 from both sides, 20 starts a new one.
    for (std::int64_t index : {12, 9, 20}) {
        results.addGame(0.0, index);
        results.addGame(1.0, index);
    }
    QCOMPARE(results.completedPairs(), 5);
    for (std::int64_t index : {9, 12, 20})
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, results.addGame(0.5, index));
    results.addGame(0.5, 13); // next to a range, but open: accepted
    results.addGame(0.5, 19);
    QCOMPARE(results.completedPairs(), 5);
    QCOMPARE(results.games(), 13);
}

void TestStats::accumulatorRejectsBadInput() {
    ScoreAccumulator results;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, results.addGame(1.5));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, results.addGame(-0.1, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             results.addGame(std::numeric_limits<double>::quiet_NaN()));
    QCOMPARE(results.games(), 0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TrinomialCounts().addGamePoints(2.0));
}

QTEST_APPLESS_MAIN(TestStats)
#include "tst_stats.moc"
