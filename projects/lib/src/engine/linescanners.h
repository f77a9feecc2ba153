#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace arbiter::detail {

// Scanners over one raw engine line, asked of every line an engine writes before any parsing
// (Engine's line handling and its evaluation capture): each answers one question without
// allocating and without splitting the line into words. Inline: they run per line, per search.

// Tab and ESC are text: ESC starts the ANSI colour sequences some engines draw boards with.
inline bool isUnreadableByte(unsigned char c) {
    return (c < 0x20 && c != '\t' && c != 0x1b) || c == 0x7f;
}

// True when the line holds a control character other than tab or ESC (binary garbage). Every
// engine line passes here, so many bytes are tested at once: sixteen with SSE2 (every x86-64:
// bytes up to 0x1f or equal to 0x7f), else eight per word (a byte below 0x80 is flagged when it
// is below 0x20, subtracting 0x20 borrowing into its top bit, or is 0x7f, adding 1 carrying
// into it: a variant of the "has less" test of Anderson's Bit Twiddling Hacks; a borrow or carry
// from a lower byte may flag a readable byte too, never hide an unreadable one). Flagged bytes
// are looked at one by one (tab and ESC are readable).
inline bool isUnreadable(std::string_view line) {
    const auto anyByte = [&](size_t from, size_t to) {
        for (size_t j = from; j < to; ++j)
            if (isUnreadableByte(static_cast<unsigned char>(line[j]))) return true;
        return false;
    };
    size_t i = 0;
#ifdef __SSE2__
    for (; i + 16 <= line.size(); i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(line.data() + i));
        const __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(bytes, _mm_set1_epi8(0x1f)), bytes);
        const __m128i del = _mm_cmpeq_epi8(bytes, _mm_set1_epi8(0x7f));
        if (_mm_movemask_epi8(_mm_or_si128(control, del)) && anyByte(i, i + 16)) return true;
    }
#endif
    constexpr std::uint64_t ones = 0x0101010101010101ULL;
    constexpr std::uint64_t highs = 0x8080808080808080ULL;
    for (; i + 8 <= line.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, line.data() + i, 8);
        if ((((w - ones * 0x20) | (w + ones)) & ~w & highs) && anyByte(i, i + 8)) return true;
    }
    return anyByte(i, line.size());
}

// True when " word " is in the line. Searched as the word with a space on either side: a
// search for " score " stops at every space of the line (every line of every search passes
// here), one for "score" at the few words starting with its letter.
inline bool hasSpacedWord(std::string_view line, std::string_view word) {
    for (size_t at = line.find(word, 1); at != std::string_view::npos;
         at = line.find(word, at + 1)) {
        if (at + word.size() >= line.size()) return false;
        if (line[at - 1] == ' ' && line[at + word.size()] == ' ') return true;
    }
    return false;
}

// Whether "info string" is in the line: found from its last letter, 'g', which info lines
// seldom hold (a PV move from the g-file), where a search for its first one stops at every 'i'
// (every "info", "multipv", "tbhits", "time").
inline bool hasInfoString(std::string_view line) {
    constexpr std::string_view text = "info string";
    for (size_t at = line.find('g', text.size() - 1); at != std::string_view::npos;
         at = line.find('g', at + 1))
        if (line.substr(at + 1 - text.size(), text.size()) == text) return true;
    return false;
}

// Whether "lowerbound" or "upperbound" is in the line: where "bound" is, with one of them
// before.
inline bool hasBound(std::string_view line) {
    for (size_t at = line.find("bound", 5); at != std::string_view::npos;
         at = line.find("bound", at + 1)) {
        const std::string_view before = line.substr(at - 5, 5);
        if (before == "lower" || before == "upper") return true;
    }
    return false;
}

// The lines fastchess takes for a search's scoring info lines: "info" and " score " in them,
// and not an "info string".
inline bool isScoringInfoLine(std::string_view line) {
    return line.find("info") != std::string_view::npos && hasSpacedWord(line, "score") &&
           !hasInfoString(line);
}

} // namespace arbiter::detail
