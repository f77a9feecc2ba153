// r-Mobility's values: the G-score of a game or position, the cutoff and the komi, with their
// text forms (docs/r-mobility.md, "The G-score" and "FEN: the G token").
//
// A G-score is kept in half units h = 2G plus the side that holds it: "G28.5" is h 57 held by
// White, "-G26.5" is h 53 held by Black. Lower is better for the holder: G0.0 is mate, G0.5
// stalemate, G1.0 one legal reply in check. On the command line, where a leading '-' reads as
// an option, "m" stands for the minus sign ("mg5.75").
//
// Unlike the r-Mobility fork, which turns unreadable text into G218.5 or G5.75 with a warning,
// these parsers reject bad input and say what is wrong ("'G6.7': the fraction of a G-score
// must be .0 or .5").
#pragma once

#include "board/types.h"

#include <string>
#include <string_view>

namespace arbiter::rmobility {

struct GScore {
    int h = 0;           // half units: 2 x legal moves + (0 in check, 1 otherwise)
    Side holder = White; // the side that reached it (the side that moved into the position)

    bool operator==(const GScore& o) const { return h == o.h && holder == o.holder; }
    bool operator!=(const GScore& o) const { return !(*this == o); }
};

// The G-score of a position: h = 2n + (check ? 0 : 1) for the n legal moves of the side to
// move, held by the other side.
GScore positionScore(int legalMoves, bool inCheck, Side sideToMove);

// Whether a FEN's G token adds nothing to the position (README, "FENs"): with halfmove clock 0
// the position resets the score, and a position whose own score equals the token (same
// holder) or beats it (either holder) replaces it at once. Redundant tokens need not be sent.
bool isTokenRedundant(GScore token, GScore position, int halfmoveClock);

// "G28.5", "-G26.5", "G0.0": G or -G, then h/2, a dot and 0 or 5.
std::string toString(GScore score);

// Reads "G28.5", "g28.5", "-G26.5", "mg26.5", "G6" (= G6.0). The fraction is .0 or .5.
// Returns false and explains in *error (naming the text) otherwise.
bool parseGScore(std::string_view text, GScore* score, std::string* error);

// The cutoff is an unsigned G value in half units: "G6.0" is 12 (the default).
inline constexpr int kDefaultCutoff = 12;
std::string cutoffToString(int cutoff);
// Reads "g6.0", "G101.5", "g6"; a sign is an error (a cutoff belongs to neither side).
bool parseCutoff(std::string_view text, int* cutoff, std::string* error);

// Komi in quarter units q = 4K, held by one side (White for "G5.75", Black for "-G3.5").
struct Komi {
    int q = 23;
    Side side = White;

    bool operator==(const Komi& o) const { return q == o.q && side == o.side; }
    bool operator!=(const Komi& o) const { return !(*this == o); }
};
inline constexpr Komi kDefaultKomi{23, White}; // G5.75

// "G5.75", "G6.0", "-G3.5", "G0.25".
std::string toString(Komi komi);
// Reads gX.0, gX.25, gX.5, gX.75 (also "gX" and "gX.00", "gX.50"), with -G or mG for Black.
bool parseKomi(std::string_view text, Komi* komi, std::string* error);

} // namespace arbiter::rmobility
