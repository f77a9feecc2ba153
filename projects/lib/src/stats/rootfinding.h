// Bracketing root finder for the GSPRT's secular equations.
// The ITP method (Interpolate, Truncate, Project) of I.F.D. Oliveira and R.H.C. Takahashi,
// "An Enhancement of the Bisection Method Average Performance Preserving Minmax Optimality",
// ACM TOMS 47(1), 2020; fastchess's sprt.cpp uses ITP for the same equations. It never needs
// more steps than bisection and converges superlinearly on smooth functions.
#pragma once

#include <functional>
#include <optional>

namespace arbiter::stats {

// Returns x in [a, b] with |x - root| <= tolerance for a continuous f whose values at a and b
// have opposite signs (either may be the positive one); nullopt when they do not.
std::optional<double> findRootItp(const std::function<double(double)>& f, double a, double b,
                                  double tolerance);

} // namespace arbiter::stats
