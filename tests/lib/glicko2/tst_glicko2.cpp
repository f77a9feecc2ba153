// Tests for the Glicko-2 rating updates (stats/glicko2.h).
// Vectors: the worked example of Glickman's "Example of the Glicko-2 system" (glicko2.pdf, 2022
// revision), to the precision it prints. The other expected values were computed independently
// from the paper's formulas (a separate script, not this code) that finds the volatility by
// bisection rather than by the Illinois iteration, and are marked so below.
#include "stats/glicko2.h"

#include <QtTest>
#include <cmath>
#include <vector>

using namespace arbiter::stats;

namespace {

// The paper's Glicko-2 scale factor, to read its printed mu' and phi'.
constexpr double kScale = 173.7178;

GlickoRating glicko(double rating, double deviation, double volatility = 0.06) {
    return {rating, deviation, volatility};
}

GlickoSettings withTau(double tau) {
    GlickoSettings s;
    s.tau = tau;
    return s;
}

bool isFinite(const GlickoRating& r) {
    return std::isfinite(r.rating) && std::isfinite(r.deviation) && std::isfinite(r.volatility);
}

} // namespace

class TestGlicko2 : public QObject {
    Q_OBJECT

private slots:
    void paperExample();
    void volatilityIteration();
    void noGamesOnlyDeviationGrows();
    void deviationStaysBetweenFloorAndCap();
    void winAgainstEqualPlayer();
    void drawAgainstEqualPlayerKeepsRating();
    void rateGameUsesRatingsBeforeTheGame();
    void equalDeviationsExchangePoints();
    void uncertainPlayerMovesMore();
    void provisionalThreshold();
    void initialRating();
    void extremeInputsStayFinite();
};

void TestGlicko2::paperExample() {
    // Player 1500 / 200 / 0.06, tau = 0.5; wins against 1400 / 30, loses to 1550 / 100 and to
    // 1700 / 300. The paper prints mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999 and from them
    // r' = 1464.06, RD' = 151.52.
    const std::vector<GlickoGame> games = {
        {glicko(1400, 30), 1.0}, {glicko(1550, 100), 0.0}, {glicko(1700, 300), 0.0}};
    const GlickoRating after = updateGlicko2(glicko(1500, 200), games, withTau(0.5));

    QVERIFY(std::abs((after.rating - 1500.0) / kScale - -0.2069) < 0.00005);
    QVERIFY(std::abs(after.deviation / kScale - 0.8722) < 0.00005);
    QVERIFY(std::abs(after.volatility - 0.05999) < 0.00001);
    // r' and RD' as printed: the paper rounds mu' and phi' before scaling them back, so its
    // last digit can differ by one from the exact values (1464.0507, 151.5165).
    QVERIFY(std::abs(after.rating - 1464.06) < 0.01);
    QVERIFY(std::abs(after.deviation - 151.52) < 0.01);
    // The exact values (independent script).
    QVERIFY(std::abs(after.rating - 1464.05067) < 0.0001);
    QVERIFY(std::abs(after.deviation - 151.51652) < 0.0001);
    QVERIFY(std::abs(after.volatility - 0.05999598) < 0.0000001);
}

void TestGlicko2::volatilityIteration() {
    // The paper's example takes step 5.2's second branch (B stepped down from a); twenty losses
    // to a player 400 points weaker take the first (B = ln(Delta^2 - phi^2 - v)) and move the
    // volatility clearly. Expected values: independent script (bisection on f, which has one
    // root here).
    const std::vector<GlickoGame> losses(20, GlickoGame{glicko(1100, 50), 0.0});
    GlickoSettings settings = withTau(0.5);
    const GlickoRating after = updateGlicko2(glicko(1500, 50), losses, settings);
    QVERIFY(std::abs(after.volatility - 0.06384670) < 0.0000001);
    QVERIFY(std::abs(after.rating - 1263.49167) < 0.0001);
    QVERIFY(std::abs(after.deviation - 47.89563) < 0.0001);

    // With lichess's tau = 0.75 the twenty losses make f non-monotonic, with three roots in the
    // bracket: sigma' = 0.071442, 0.19391 and 1.78710. The paper's iteration from A = a,
    // B = ln(Delta^2 - phi^2 - v) ends at the first (lichess and pychess-variants run the same
    // procedure); a bisection over a wide interval finds the last. Expected values: the paper's
    // procedure in an independent script; the roots by bisection on each sign change.
    settings.tau = 0.75;
    const GlickoRating threeRoots = updateGlicko2(glicko(1500, 50), losses, settings);
    QVERIFY(std::abs(threeRoots.volatility - 0.07144189) < 0.0000001);
    QVERIFY(std::abs(threeRoots.rating - 1261.05004) < 0.0001);
    QVERIFY(std::abs(threeRoots.deviation - 48.14223) < 0.0001);

    // Step 5.2's loop: B = a - k tau needs k = 2 when the volatility dwarfs phi^2 + v. Inputs
    // far outside the paper's range (tau 3, sigma 2, 200 draws in one period), only to reach
    // that branch. Expected: independent script (bisection on f, one root).
    const std::vector<GlickoGame> draws(200, GlickoGame{glicko(1500, 20), 0.5});
    const GlickoRating stepped = updateGlicko2(glicko(1500, 20, 2.0), draws, withTau(3.0));
    QVERIFY(std::abs(stepped.volatility - 0.34493011) < 0.0000001);
    QVERIFY(std::abs(stepped.rating - 1500.0) < 1e-9);
}

void TestGlicko2::noGamesOnlyDeviationGrows() {
    // Step 6: phi* = sqrt(phi^2 + sigma^2) on the Glicko-2 scale; sqrt(200^2 + (0.07 *
    // 173.7178)^2) = 200.36934 (independent script).
    const GlickoRating before = glicko(1600, 200, 0.07);
    const GlickoRating after = updateGlicko2(before, {});
    QCOMPARE(after.rating, before.rating);
    QCOMPARE(after.volatility, before.volatility);
    QVERIFY(std::abs(after.deviation - 200.36934) < 0.0001);

    // The same growth in Glicko-2 units, period after period.
    GlickoRating r = before;
    for (int i = 0; i < 10; ++i) {
        const double phi = r.deviation / kScale;
        const GlickoRating next = updateGlicko2(r, {});
        QVERIFY(std::abs(next.deviation / kScale - std::sqrt(phi * phi + 0.07 * 0.07)) < 1e-12);
        QVERIFY(next.deviation > r.deviation);
        r = next;
    }
}

void TestGlicko2::deviationStaysBetweenFloorAndCap() {
    // Cap: an unrated player's RD would become 350.155 after an idle period; it stays 350.
    QCOMPARE(updateGlicko2(glicko(1500, 350), {}).deviation, 350.0);
    QCOMPARE(updateGlicko2(glicko(1500, 349.9), {}).deviation, 350.0);
    // A rating brought in with a larger RD (lichess starts at 500) comes back within the cap.
    QCOMPARE(updateGlicko2(glicko(1500, 500), {}).deviation, 350.0);
    // A rated game against an unrated player never leaves an RD above the cap either.
    QVERIFY(updateGlicko2(glicko(1500, 500), {{glicko(1500, 350), 0.5}}).deviation < 350.0);

    // Floor: RD 30 would grow to 31.759 (independent script); the floor lifts it to 45.
    QCOMPARE(updateGlicko2(glicko(1500, 30), {}).deviation, 45.0);
    GlickoSettings noFloor;
    noFloor.minDeviation = 0.0;
    QVERIFY(std::abs(updateGlicko2(glicko(1500, 30), {}, noFloor).deviation - 31.75910) < 0.0001);
}

void TestGlicko2::winAgainstEqualPlayer() {
    // Two new players; white wins. Their RDs first grow to the 350 cap (step 6). Expected
    // values: independent script.
    const auto [white, black] = rateGame(glicko(1500, 350), glicko(1500, 350), 1.0);
    QVERIFY(white.rating > 1500.0);
    QVERIFY(black.rating < 1500.0);
    QVERIFY(white.deviation < 350.0);
    QVERIFY(black.deviation < 350.0);
    QVERIFY(std::abs(white.rating - 1662.21200) < 0.0001);
    QVERIFY(std::abs(white.deviation - 290.23051) < 0.0001);
    // Mirror images: the same change with opposite signs, the same new RD and volatility.
    QVERIFY(std::abs((white.rating - 1500.0) + (black.rating - 1500.0)) < 1e-9);
    QCOMPARE(white.deviation, black.deviation);
    QCOMPARE(white.volatility, black.volatility);
}

void TestGlicko2::drawAgainstEqualPlayerKeepsRating() {
    const GlickoRating after = updateGlicko2(glicko(1800, 120), {{glicko(1800, 120), 0.5}});
    QVERIFY(std::abs(after.rating - 1800.0) < 1e-9);
    QVERIFY(after.deviation < 120.0);
}

void TestGlicko2::rateGameUsesRatingsBeforeTheGame() {
    // Both updates start from the pre-game ratings: black is rated against white as white was
    // before the game, exactly as one period of its own would rate it.
    const GlickoRating white = glicko(1620, 90, 0.061);
    const GlickoRating black = glicko(1540, 140, 0.058);
    for (double score : {1.0, 0.5, 0.0}) {
        const auto [w, b] = rateGame(white, black, score);
        const GlickoRating expectedWhite = updateGlicko2(white, {{black, score}});
        const GlickoRating expectedBlack = updateGlicko2(black, {{white, 1.0 - score}});
        QCOMPARE(w.rating, expectedWhite.rating);
        QCOMPARE(w.deviation, expectedWhite.deviation);
        QCOMPARE(b.rating, expectedBlack.rating);
        QCOMPARE(b.deviation, expectedBlack.deviation);
        QCOMPARE(b.volatility, expectedBlack.volatility);
        // Rating black against the updated white would give another result.
        QVERIFY(updateGlicko2(black, {{w, 1.0 - score}}).rating != b.rating);
    }
}

void TestGlicko2::equalDeviationsExchangePoints() {
    // With equal RDs and volatilities the expected scores add up to 1 and both players see the
    // same v and Delta^2: what one gains the other loses, whatever the ratings. 1700 / 80 draws
    // with 1500 / 80: 1691.13802 and 1508.86198 (independent script).
    const auto [white, black] = rateGame(glicko(1700, 80), glicko(1500, 80), 0.5);
    QVERIFY(std::abs(white.rating - 1691.13802) < 0.0001);
    QVERIFY(std::abs(black.rating - 1508.86198) < 0.0001);
    QVERIFY(std::abs((white.rating - 1700.0) + (black.rating - 1500.0)) < 1e-9);
}

void TestGlicko2::uncertainPlayerMovesMore() {
    // A new player (RD 350) beats an established one (RD 60) of the same rating: the new player
    // gains 174.99, the established one loses 7.04 (independent script). Points are not
    // conserved; the RDs say whose rating is the better known.
    const auto [newcomer, regular] = rateGame(glicko(1500, 350), glicko(1500, 60), 1.0);
    QVERIFY(std::abs(newcomer.rating - 1674.99044) < 0.0001);
    QVERIFY(std::abs(regular.rating - 1492.95503) < 0.0001);
    QVERIFY(std::abs(regular.deviation - 60.48410) < 0.0001);
}

void TestGlicko2::provisionalThreshold() {
    QVERIFY(isProvisional(glicko(1500, 350)));
    QVERIFY(isProvisional(glicko(1500, 110))); // lichess: provisional while RD >= 110
    QVERIFY(!isProvisional(glicko(1500, 109.99)));
    QVERIFY(!isProvisional(glicko(2100, 45)));

    GlickoSettings strict;
    strict.provisionalDeviation = 80.0;
    QVERIFY(!isProvisional(glicko(1500, 79.9), strict));
    QVERIFY(isProvisional(glicko(1500, 100), strict));

    // A new player who keeps drawing against established 1500 / 60 players leaves the
    // provisional range with the tenth game (RD 108.13; independent script).
    GlickoRating player = initialGlickoRating();
    int games = 0;
    while (isProvisional(player) && games < 100) {
        player = updateGlicko2(player, {{glicko(1500, 60), 0.5}});
        ++games;
    }
    QCOMPARE(games, 10);
    QVERIFY(std::abs(player.deviation - 108.13029) < 0.0001);
}

void TestGlicko2::initialRating() {
    const GlickoRating fresh = initialGlickoRating();
    const GlickoRating defaults;
    QCOMPARE(fresh.rating, 1500.0);
    QCOMPARE(fresh.deviation, 350.0);
    QCOMPARE(fresh.volatility, 0.06);
    QCOMPARE(defaults.rating, fresh.rating);
    QCOMPARE(defaults.deviation, fresh.deviation);
    QCOMPARE(defaults.volatility, fresh.volatility);

    GlickoSettings bots;
    bots.initialRating = 2000.0;
    QCOMPARE(initialGlickoRating(bots).rating, 2000.0);
}

void TestGlicko2::extremeInputsStayFinite() {
    // A new player beats a 3000-rated player whose rating is all but certain (RD 1). Expected
    // values: independent script.
    const GlickoRating upset = updateGlicko2(glicko(1500, 350), {{glicko(3000, 1), 1.0}});
    QVERIFY(isFinite(upset));
    QVERIFY(std::abs(upset.rating - 2204.52932) < 0.0001);
    QVERIFY(upset.deviation <= 350.0);
    QVERIFY(upset.volatility > 0.06);

    // The same with the winner's own RD tiny: the rating hardly moves and the RD, 10.48 by the
    // formulas, is lifted to the floor.
    const GlickoRating certain = updateGlicko2(glicko(1500, 1), {{glicko(3000, 1), 1.0}});
    QVERIFY(isFinite(certain));
    QVERIFY(std::abs(certain.rating - 1500.63166) < 0.0001);
    QCOMPARE(certain.deviation, 45.0);

    // And the other side: 3000 / 1 loses to a 0-rated player.
    const auto [top, bottom] = rateGame(glicko(3000, 1), glicko(0, 1), 0.0);
    QVERIFY(isFinite(top));
    QVERIFY(isFinite(bottom));
    QVERIFY(std::abs(top.rating - 2999.36823) < 0.0001);
    QVERIFY(top.volatility > 0.0);

    // Very small tau keeps the volatility where it was and still converges.
    const GlickoRating calm =
        updateGlicko2(glicko(1500, 350), {{glicko(3000, 1), 1.0}}, withTau(0.01));
    QVERIFY(isFinite(calm));
    QVERIFY(std::abs(calm.volatility - 0.06) < 0.0001);
}

QTEST_APPLESS_MAIN(TestGlicko2)
#include "tst_glicko2.moc"
