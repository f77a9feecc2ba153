// Argument checks shared by the statistics classes.
#include "stats/validation.h"

#include <sstream>
#include <stdexcept>

namespace arbiter::stats {

void requireScore(double value, const char* where) {
    if (value >= 0.0 && value <= 1.0) return; // false for NaN as well
    std::ostringstream message;
    message << where << ": score " << value << " is not in [0, 1]";
    throw std::invalid_argument(message.str());
}

} // namespace arbiter::stats
