// The result lines Arbiter prints, in cutechess-cli's and fastchess's exact formats, so that
// scripts written for those tools read Arbiter's output unchanged.
// Sources: cutechess-cli output ("Elo difference: ...", "SPRT: llr ..."; docs/statistics.md,
// and the r-Mobility fork's output such as "SPRT: llr 0.0684 (2.3%), lbound -2.94, ubound
// 2.94", docs/r-mobility.md "Console output"), fastchess output ("Elo: ..., nElo:
// ...", "Ptnml(0-2): [...]").
// Non-finite values print as "inf", "-inf" or "nan" (never "-nan"): that is what a 0 % or
// 100 % score, or no games at all, gives in cutechess too, and it keeps the line parseable.
#pragma once

#include "stats/elo.h"
#include "stats/pentanomial.h"
#include "stats/sprt.h"
#include "stats/trinomial.h"

#include <optional>
#include <string>

namespace arbiter::stats {

// printf("%.*f") for finite values, else "inf", "-inf", "nan".
std::string formatFixed(double value, int decimals);
// As Qt's QString::number(value, 'f', decimals), which cutechess-cli prints its figures with:
// printf's digits except on an exact tie, which rounds away from zero (0.0625 to 3 decimals is
// "0.063" where printf, rounding to even, gives "0.062"). Non-finite values as above.
std::string formatFixedAsQt(double value, int decimals);
// printf("%.*g") for finite values (Qt's 'g' format as cutechess uses it), else as above.
std::string formatSignificant(double value, int digits);

// "Elo difference: 88.7 +/- 150.2, LOS: 91.5 %, DrawRatio: 25.0 %"; drawRatio is a fraction
// and its part is left out when absent (the r-Mobility fork's exponential/harmonic tables).
std::string formatCutechessEloLine(const EloEstimate& estimate, std::optional<double> drawRatio);
// The same line for W/D/L counts, with cutechessElo().
std::string formatCutechessEloLine(const TrinomialCounts& counts);

// "SPRT: llr 2.52 (85.7%), lbound -2.94, ubound 2.94", followed by " - H0 was accepted" or
// " - H1 was accepted" once decided. llr and bounds use 3 significant digits (cutechess's
// format: 2.52, but 0.0684 for small values), the percentage llr / ubound one decimal.
// Returns an empty string for NotEnoughData: no SPRT line is printed then.
std::string formatSprtLine(const SprtStatus& status);

// "Ptnml(0-2): [LL, LD, WL+DD, WD, WW]"; whole counts print as integers, fractional ones
// (r-Mobility) with two decimals.
std::string formatPtnmlLine(const PentanomialCounts& counts);

// "Elo: 40.70 +/- 30.43, nElo: 49.77 +/- 36.77"
std::string formatFastchessEloLine(const EloEstimate& estimate);
// "LOS: 99.60 %, DrawRatio: 32.36 %"; drawRatio is a fraction.
std::string formatFastchessLosLine(double losPercent, double drawRatio);

} // namespace arbiter::stats
