#include "textutil.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace arbiter::engine {

namespace {
bool isSpace(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}
} // namespace

std::vector<std::string> splitWords(std::string_view line) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i])) ++i;
        size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

std::string toLower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<int64_t> parseInt(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    int64_t value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

std::optional<int64_t> parseSecondsAsMs(std::string_view text) {
    if (auto whole = parseInt(text)) {
        if (*whole > INT64_MAX / 1000 || *whole < INT64_MIN / 1000) return std::nullopt;
        return *whole * 1000;
    }
    std::string s(text);
    if (s.empty() || s.find_first_not_of("0123456789.+-") != std::string::npos) return std::nullopt;
    char* end = nullptr;
    double seconds = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size() || !std::isfinite(seconds) || std::fabs(seconds) > 1e12)
        return std::nullopt;
    return int64_t(std::llround(seconds * 1000.0));
}

std::optional<bool> parseBool(std::string_view text) {
    const std::string v = toLower(trim(text));
    if (v == "true" || v == "on" || v == "1" || v == "yes") return true;
    if (v == "false" || v == "off" || v == "0" || v == "no") return false;
    return std::nullopt;
}

std::string joinWords(const std::vector<std::string>& words, size_t from, size_t to) {
    std::string out;
    for (size_t i = from; i < to && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

} // namespace arbiter::engine
