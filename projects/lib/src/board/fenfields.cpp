#include "fenfields.h"

namespace arbiter::fen {

std::vector<std::string_view> splitFields(std::string_view fen) {
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    return fields;
}

bool fail(std::string* error, int field, std::string_view name, std::string_view value,
          std::string_view problem) {
    if (error) {
        *error = "FEN field " + std::to_string(field) + " (" + std::string(name) + "): '" +
                 std::string(value) + "' " + std::string(problem);
    }
    return false;
}

bool fail(std::string* error, std::string_view message) {
    if (error) *error = "FEN: " + std::string(message);
    return false;
}

bool parseCount(std::string_view text, int& value) {
    if (text.empty() || text.size() > 9) return false;
    value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

} // namespace arbiter::fen
