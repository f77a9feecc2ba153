// r-Mobility's PGN tags (docs/r-mobility.md, "PGN tags"):
//
//   [RMobilityCutoff "G6.0"]        always
//   [Legacy ""]                     legacy mode only (the fork writes "[Legacy]" without a
//                                   value; readers accept both, and an empty value keeps the
//                                   file readable by strict PGN tools)
//   [RMobilityScoring "Exponential"] always: Exponential, Classical, Harmonic,
//                                   RMobility Winner, Komi
//   [Komi "G5.75"]                  komi scoring only
//   [Result "1-0"]                  the classical result: forfeits and adjudicated wins keep
//                                   1-0/0-1 (the fork's 1/2-1/2 there is bug B1)
//   [RMobilityResult "-G8.5"]       the game's G-score
//   [Points "0.5000 - 0.5000"]      the points under the scoring, "1-0"-style for win/draw/loss
//                                   scorings; readers also accept the fork's "0.5000-0.5000"
//
// They are written in this order right after Black (rmobilityTagOrder() is the list for
// PgnWriteOptions::leadingTags), in full and in minimal PGN (the fork's minimal PGN dropped the
// last three, bug B10). Opening PGNs may carry [Komi] and a [FEN] with a G token.
#pragma once

#include "pgn/pgngame.h"
#include "rules/rmobility/rmobilityjudge.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rmobility {

// Event, Site, Date, Round, White, Black, RMobilityCutoff, Legacy, RMobilityScoring, Komi,
// Result, RMobilityResult, Points: the writer's leadingTags (tags that are absent are skipped).
const std::vector<std::string>& rmobilityTagOrder();

// Adds the tags of a finished game to its record, and the start FEN's G token to [FEN] when
// the game started from a FEN whose token carried information.
void addRMobilityTags(PgnGame& pgn, const RMobilityOutcome& outcome);

// The r-Mobility tags of a game as written by Arbiter or by the r-Mobility fork.
struct RMobilityTags {
    std::optional<int> cutoff;
    bool legacy = false;
    std::optional<Scoring> scoring;
    std::optional<Komi> komi;
    std::optional<GScore> result;
    std::optional<double> whitePoints;
    std::string pointsText; // as written

    bool present() const { return cutoff || scoring || result; }
};

// Reads the tags; false with *error naming the tag and value when one cannot be read.
bool readRMobilityTags(const PgnGame& pgn, RMobilityTags* tags, std::string* error);

// The r-Mobility options a recorded game was played with: on when it has r-Mobility's tags
// (a cutoff, a scoring or an r-Mobility result), with their cutoff, legacy mode, scoring and
// komi; off, and `options` left as it is, when it has none. False with *error when a tag
// cannot be read.
bool optionsFromTags(const PgnGame& pgn, RMobilityOptions* options, std::string* error);

// The komi a game is played with: its (opening's) [Komi] tag when present, else `fallback`
// (-defaultKomi). False with *error when the tag cannot be read.
bool komiFromTags(const PgnGame& pgn, Komi fallback, Komi* komi, std::string* error);

} // namespace arbiter::rmobility
