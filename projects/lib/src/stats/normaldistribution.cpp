// Normal-distribution helpers; see normaldistribution.h for the sources.
#include "stats/normaldistribution.h"

#include <cmath>

namespace arbiter::stats {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

double approximateErfInv(double x) {
    const double a = 8.0 * (kPi - 3.0) / (3.0 * kPi * (4.0 - kPi));
    const double y = std::log(1.0 - x * x);
    const double z = 2.0 / (kPi * a) + y / 2.0;
    const double magnitude = std::sqrt(std::sqrt(z * z - y / a) - z);
    return x < 0.0 ? -magnitude : magnitude;
}

double approximateNormalQuantile(double p) {
    return std::sqrt(2.0) * approximateErfInv(2.0 * p - 1.0);
}

double cutechessZ95() {
    static const double z = approximateNormalQuantile(0.975);
    return z;
}

double normalCdf(double x) {
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace arbiter::stats
