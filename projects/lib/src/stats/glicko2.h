// Glicko-2 rating updates for the online server's rated games.
// Source: Mark E. Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf,
// revision of March 22, 2022), steps 1-8, with the volatility found by the Illinois algorithm of
// step 5 (the 2022 revision's "fC fB <= 0" in 5.4(b), which also ends the iteration when C is
// an exact root). docs/statistics.md, "Glicko-2 (online ratings)".
//
// Ratings, deviations and volatilities are on the display scale (1500 / 350 / 0.06 for a new
// player); the Glicko-2 scale mu = (r - 1500) / 173.7178, phi = RD / 173.7178 stays inside
// glicko2.cpp.
//
// The defaults follow the two servers Arbiter's players know:
//  - lichess (lila modules/rating/src/main/Glicko.scala): tau = 0.75; provisional while
//    RD >= 110; RD never below 45 after a rated game (Glicko.cap).
//  - pychess-variants (server/glicko2/glicko2.py): new players 1500 / 350 / 0.06, tau 0.75,
//    provisional above RD 110, and the RD never grows past 350.
// Both rate every game as its own rating period, as rateGame does.
#pragma once

#include <utility>
#include <vector>

namespace arbiter::stats {

struct GlickoRating {
    double rating = 1500.0;
    double deviation = 350.0; // RD: one standard deviation of the rating, in rating points
    double volatility = 0.06; // sigma: how erratic the player's results are
};

struct GlickoSettings {
    // Constrains how fast the volatility changes; the paper suggests 0.3 to 1.2.
    double tau = 0.75;
    double initialRating = 1500.0;
    double initialDeviation = 350.0;
    double initialVolatility = 0.06;
    // A rating with at least this deviation is provisional (shown with "?" on lichess).
    double provisionalDeviation = 110.0;
    // Step 6's pre-period deviation never exceeds this: an absent player returns as unrated,
    // not as less known than one.
    double maxDeviation = 350.0;
    // No update leaves a deviation below this. Without a floor, a long run of consistent
    // results lowers the volatility and the RD keeps falling (20000 draws between two equal
    // players leave RD 38.7, sigma 0.025), so each game moves the rating less and less.
    // Lichess floors at 45, pychess-variants at 30.
    double minDeviation = 45.0;
};

// One game of a rating period: the opponent's rating before the period and the player's score.
struct GlickoGame {
    GlickoRating opponent;
    double score = 0.0; // 1 win, 0.5 draw, 0 loss
};

// A new player's rating under these settings.
GlickoRating initialGlickoRating(const GlickoSettings& settings = {});

// The player's rating after one rating period with these games (steps 2-8 of the paper). With
// no games only the deviation grows, to sqrt(phi^2 + sigma^2) (step 6). Scores lie in [0, 1];
// deviations, volatilities and tau are positive.
GlickoRating updateGlicko2(const GlickoRating& player, const std::vector<GlickoGame>& games,
                           const GlickoSettings& settings = {});

// True while the deviation is at least settings.provisionalDeviation.
bool isProvisional(const GlickoRating& rating, const GlickoSettings& settings = {});

// Rates one game as its own rating period, as lichess and pychess-variants do: both players are
// updated from their ratings before the game. Returns {white after, black after}.
std::pair<GlickoRating, GlickoRating> rateGame(const GlickoRating& white, const GlickoRating& black,
                                               double whiteScore,
                                               const GlickoSettings& settings = {});

} // namespace arbiter::stats
