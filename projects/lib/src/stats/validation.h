// Argument checks shared by the statistics classes: bad input is a programming or data error,
// reported as std::invalid_argument with the caller's name and the offending value.
#pragma once

namespace arbiter::stats {

// Throws std::invalid_argument "<where>: score <value> is not in [0, 1]" unless 0 <= value <= 1.
void requireScore(double value, const char* where);

} // namespace arbiter::stats
