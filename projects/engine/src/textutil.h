// Small helpers for reading protocol lines: whitespace tokenizing, lower case and number parsing
// that never throws (bad input must never crash the engine). Names are compared with the
// library's equalsIgnoringCase (text/asciicase.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::engine {

std::vector<std::string> splitWords(std::string_view line);
std::string_view trim(std::string_view text);
std::string toLower(std::string_view text);

// Whole-token integer parsing: "12" -> 12, "12x" / "" / out of range -> nullopt.
std::optional<int64_t> parseInt(std::string_view text);
// Decimal seconds such as "5", "0.5", "2.25" -> milliseconds.
std::optional<int64_t> parseSecondsAsMs(std::string_view text);
// Boolean option values: true/false, on/off, 1/0, yes/no (case-insensitive).
std::optional<bool> parseBool(std::string_view text);

// Joins words[from, to) with single spaces.
std::string joinWords(const std::vector<std::string>& words, size_t from, size_t to);

} // namespace arbiter::engine
