// Comparing names the way engines, PGN tags and variant names are matched: ASCII letters
// without regard to case, every other byte as it is (std::tolower in the "C" locale).
#pragma once

#include <cctype>
#include <string_view>

namespace arbiter {

inline bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace arbiter
