// ITP root finder; see rootfinding.h (Oliveira & Takahashi 2020, with their suggested
// parameters kappa1 = 0.2 / (b - a), kappa2 = 2, n0 = 1).
#include "stats/rootfinding.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace arbiter::stats {

std::optional<double> findRootItp(const std::function<double(double)>& f, double a, double b,
                                  double tolerance) {
    if (a > b) std::swap(a, b);
    double fa = f(a);
    double fb = f(b);
    if (fa == 0.0) return a;
    if (fb == 0.0) return b;
    // Compare signs rather than the product, which can underflow to zero.
    if (std::isnan(fa) || std::isnan(fb) || (fa < 0.0) == (fb < 0.0)) return std::nullopt;

    // Work with g = sign * f, which is negative at a and positive at b.
    const double sign = fa < 0.0 ? 1.0 : -1.0;
    fa *= sign;
    fb *= sign;

    const double kappa1 = 0.2 / (b - a);
    const double kappa2 = 2.0;
    const int n0 = 1;
    const int nHalf =
        std::max(0, static_cast<int>(std::ceil(std::log2((b - a) / (2.0 * tolerance)))));
    const int nMax = nHalf + n0;

    for (int j = 0; b - a > 2.0 * tolerance && j <= nMax + 64; ++j) {
        const double middle = 0.5 * (a + b);
        const double radius = std::max(0.0, tolerance * std::ldexp(1.0, nMax - j) - 0.5 * (b - a));
        // Interpolate (regula falsi), truncate towards the middle, project into the radius.
        const double falsi = (fb * a - fa * b) / (fb - fa);
        const double direction = middle >= falsi ? 1.0 : -1.0;
        const double delta = kappa1 * std::pow(b - a, kappa2);
        const double truncated =
            delta <= std::abs(middle - falsi) ? falsi + direction * delta : middle;
        const double x =
            std::abs(truncated - middle) <= radius ? truncated : middle - direction * radius;

        const double fx = sign * f(x);
        if (std::isnan(fx)) return std::nullopt;
        if (fx > 0.0) {
            b = x;
            fb = fx;
        } else if (fx < 0.0) {
            a = x;
            fa = fx;
        } else {
            return x;
        }
    }
    return 0.5 * (a + b);
}

} // namespace arbiter::stats
