// Normal-distribution helpers shared by the Elo, LOS and SPRT code.
// Sources: cutechess elo.cpp (the approximate inverse error function below, Winitzki's
// formula with a = 8(pi-3)/(3 pi (4-pi))), fastchess elo_wdl.cpp / elo_pentanomial.cpp (the
// exact 97.5 % quantile 1.959963984540054). Both are reproduced because cutechess-compatible
// output must match cutechess's numbers to the printed decimal, and fastchess-style output
// must match fastchess's.
#pragma once

namespace arbiter::stats {

// Phi^-1(0.975), the exact two-sided 95 % z value (fastchess, fishtest).
inline constexpr double kZ95 = 1.959963984540054;

// Winitzki's closed-form approximation of erf^-1(x) for x in (-1, 1), as cutechess uses it.
// Relative error is about 2e-3; it is kept only to reproduce cutechess's printed margins.
double approximateErfInv(double x);

// Phi^-1(p) through approximateErfInv: cutechess's normal quantile.
double approximateNormalQuantile(double p);

// cutechess's two-sided 95 % z value, approximateNormalQuantile(0.975) = 1.95716...
double cutechessZ95();

// Phi(x), the standard normal distribution function.
double normalCdf(double x);

} // namespace arbiter::stats
