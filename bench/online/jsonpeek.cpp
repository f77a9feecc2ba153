#include "online/jsonpeek.h"

#include <charconv>

namespace arbiter::bench {

namespace {

size_t skipSpace(std::string_view s, size_t i) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
    return i;
}

// i at an opening quote: the index after the closing one (npos when unterminated).
size_t skipString(std::string_view s, size_t i) {
    for (++i; i < s.size(); ++i) {
        if (s[i] == '\\')
            ++i;
        else if (s[i] == '"')
            return i + 1;
    }
    return std::string_view::npos;
}

// i at a value: the index after it (npos when malformed).
size_t skipValue(std::string_view s, size_t i) {
    if (i >= s.size()) return std::string_view::npos;
    if (s[i] == '"') return skipString(s, i);
    if (s[i] == '{' || s[i] == '[') {
        int depth = 0;
        while (i < s.size()) {
            const char c = s[i];
            if (c == '"') {
                i = skipString(s, i);
                if (i == std::string_view::npos) return i;
                continue;
            }
            if (c == '{' || c == '[') ++depth;
            if (c == '}' || c == ']') {
                if (--depth == 0) return i + 1;
            }
            ++i;
        }
        return std::string_view::npos;
    }
    // A number, true, false or null: up to the next delimiter.
    while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']' && s[i] != ' ') ++i;
    return i;
}

} // namespace

bool peekMessage(std::string_view s, PeekedMessage& out) {
    out = PeekedMessage();
    size_t i = skipSpace(s, 0);
    if (i >= s.size() || s[i] != '{') return false;
    i = skipSpace(s, i + 1);
    if (i < s.size() && s[i] == '}') return true;
    while (i < s.size()) {
        if (s[i] != '"') return false;
        const size_t keyEnd = skipString(s, i);
        if (keyEnd == std::string_view::npos) return false;
        const std::string_view key = s.substr(i + 1, keyEnd - i - 2);
        i = skipSpace(s, keyEnd);
        if (i >= s.size() || s[i] != ':') return false;
        i = skipSpace(s, i + 1);
        const size_t valueEnd = skipValue(s, i);
        if (valueEnd == std::string_view::npos) return false;
        const std::string_view value = s.substr(i, valueEnd - i);
        const bool isString = value.size() >= 2 && value.front() == '"';
        if (key == "t" && isString)
            out.type = value.substr(1, value.size() - 2);
        else if (key == "ply")
            std::from_chars(value.data(), value.data() + value.size(), out.ply);
        else if (key == "id")
            std::from_chars(value.data(), value.data() + value.size(), out.id);
        else if (key == "legal" && !value.empty() && value.front() == '[')
            out.legal = value;
        else if (key == "error" && isString)
            out.error = value.substr(1, value.size() - 2);
        i = skipSpace(s, valueEnd);
        if (i < s.size() && s[i] == ',') {
            i = skipSpace(s, i + 1);
            continue;
        }
        return i < s.size() && s[i] == '}';
    }
    return false;
}

int countStrings(std::string_view array) {
    int count = 0;
    for (size_t i = 0; i < array.size();) {
        if (array[i] == '"') {
            i = skipString(array, i);
            if (i == std::string_view::npos) break;
            ++count;
        } else {
            ++i;
        }
    }
    return count;
}

std::string_view nthString(std::string_view array, int index) {
    for (size_t i = 0; i < array.size();) {
        if (array[i] != '"') {
            ++i;
            continue;
        }
        const size_t end = skipString(array, i);
        if (end == std::string_view::npos) break;
        if (index-- == 0) return array.substr(i + 1, end - i - 2);
        i = end;
    }
    return {};
}

} // namespace arbiter::bench
