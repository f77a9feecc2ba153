// Helpers shared by every family's FEN reader: splitting into fields and phrasing errors that
// name the field, e.g. "FEN field 4 (en passant): 'e9' is not a square".
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::fen {

std::vector<std::string_view> splitFields(std::string_view fen);

// Builds "FEN field <n> (<name>): '<value>' <problem>" into *error (when error is not null) and
// returns false so readers can write `return fail(error, ...)`.
bool fail(std::string* error, int field, std::string_view name, std::string_view value,
          std::string_view problem);
bool fail(std::string* error, std::string_view message);

// Parses a non-negative decimal integer; false on anything else.
bool parseCount(std::string_view text, int& value);

} // namespace arbiter::fen
