#pragma once

#include "text/wordscan.h"

#include <QString>
#include <charconv>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace arbiter::detail {

// Splits one protocol line into whitespace-separated tokens without allocating. Engines write
// ASCII keywords; everything is handled as bytes and only turned into QString where kept.
class LineTokenizer {
public:
    explicit LineTokenizer(std::string_view line) : m_rest(line) {}

    // Next token, or an empty view at the end of the line.
    std::string_view next() {
#ifdef __SSE2__
        // A token and the whitespace before it found among sixteen bytes at once where they lie
        // within sixteen bytes (every info line of every search is read this way), else byte
        // by byte below.
        if (m_rest.size() >= 16) {
            const wordscan::Word word =
                wordscan::firstWord(wordscan::separatorMask<' ', '\t', '\r', '\n'>(m_rest.data()));
            if (word.length) {
                const std::string_view found = m_rest.substr(word.start, word.length);
                m_rest.remove_prefix(word.start + word.length);
                return found;
            }
        }
#endif
        skipSpace();
        size_t end = 0;
        while (end < m_rest.size() && !isSpace(m_rest[end])) ++end;
        std::string_view token = m_rest.substr(0, end);
        m_rest.remove_prefix(end);
        return token;
    }

    std::string_view peek() const {
        LineTokenizer copy(*this);
        return copy.next();
    }

    // Everything not yet consumed, without surrounding whitespace.
    std::string_view rest() const {
        return trimmed(m_rest);
    }
    bool atEnd() const {
        return rest().empty();
    }

    // (Most bytes are above the space: one comparison tells them.)
    static bool isSpace(char c) {
        return static_cast<unsigned char>(c) <= ' ' &&
               (c == ' ' || c == '\t' || c == '\r' || c == '\n');
    }

    static std::string_view trimmed(std::string_view s) {
        while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
        while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
        return s;
    }

private:
    void skipSpace() {
        while (!m_rest.empty() && isSpace(m_rest.front())) m_rest.remove_prefix(1);
    }

    std::string_view m_rest;
};

// Parses a whole token as a signed integer; false when the token is not exactly a number.
template <typename Int> bool parseInteger(std::string_view token, Int& out) {
    if (!token.empty() && token.front() == '+') token.remove_prefix(1);
    if (token.empty()) return false;
    // The plain numbers engines write (up to nine digits, which fit any Int of 32 bits or more):
    // read here, digit by digit; anything else by from_chars.
    static_assert(sizeof(Int) >= 4);
    const size_t sign = std::is_signed_v<Int> && token.front() == '-' ? 1 : 0;
    if (token.size() > sign && token.size() - sign <= 9) {
        Int value = 0;
        size_t i = sign;
        for (; i < token.size() && token[i] >= '0' && token[i] <= '9'; ++i)
            value = Int(value * 10 + (token[i] - '0'));
        if (i == token.size()) {
            out = sign ? Int(-value) : value;
            return true;
        }
    }
    Int value{};
    auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc() || ptr != token.data() + token.size()) return false;
    out = value;
    return true;
}

inline QString toQString(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

inline bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

} // namespace arbiter::detail
