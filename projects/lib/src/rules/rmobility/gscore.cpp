#include "rules/rmobility/gscore.h"

#include <cctype>

namespace arbiter::rmobility {

namespace {

// Large enough for any board (chess has at most 218 moves); keeps the arithmetic in range.
constexpr int kMaxWholePart = 1000000;

struct SignedValue {
    Side side = White;
    bool signGiven = false;
    int whole = 0;
    std::string_view fraction; // digits after the dot; empty when there is no dot
};

std::string quoted(std::string_view text) {
    return "'" + std::string(text) + "'";
}

// Splits "[-|m]G<digits>[.<digits>]" into its parts.
bool splitValue(std::string_view text, std::string_view what, std::string_view example,
                SignedValue* value, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = quoted(text) + " is not " + std::string(what) + ": " + why;
        return false;
    };
    std::string_view rest = text;
    if (!rest.empty() && (rest[0] == '-' || rest[0] == 'm' || rest[0] == 'M')) {
        value->side = Black;
        value->signGiven = true;
        rest.remove_prefix(1);
    }
    if (rest.empty() || (rest[0] != 'G' && rest[0] != 'g'))
        return fail("expected G before the number, e.g. " + std::string(example));
    rest.remove_prefix(1);
    const size_t dot = rest.find('.');
    std::string_view whole = rest.substr(0, dot);
    if (whole.empty()) return fail("the number after G is missing");
    long long number = 0;
    for (char c : whole) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return fail("'" + std::string(1, c) + "' is not a digit");
        number = number * 10 + (c - '0');
        if (number > kMaxWholePart) return fail("the number is too large");
    }
    value->whole = int(number);
    if (dot != std::string_view::npos) {
        value->fraction = rest.substr(dot + 1);
        if (value->fraction.empty()) return fail("digits are missing after the dot");
    }
    return true;
}

} // namespace

GScore positionScore(int legalMoves, bool inCheck, Side sideToMove) {
    return {2 * legalMoves + (inCheck ? 0 : 1), ~sideToMove};
}

bool isTokenRedundant(GScore token, GScore position, int halfmoveClock) {
    return halfmoveClock == 0 || position == token || position.h < token.h;
}

std::string toString(GScore score) {
    std::string s = score.holder == Black ? "-G" : "G";
    s += std::to_string(score.h / 2);
    s += score.h % 2 ? ".5" : ".0";
    return s;
}

namespace {

// A G value in half units: the whole part and a fraction of .0 or .5.
bool parseHalfUnits(std::string_view text, std::string_view what, std::string_view example,
                    SignedValue* v, int* h, std::string* error) {
    if (!splitValue(text, what, example, v, error)) return false;
    int half = 0;
    if (v->fraction == "5")
        half = 1;
    else if (!v->fraction.empty() && v->fraction != "0") {
        if (error)
            *error =
                quoted(text) + " is not " + std::string(what) + ": the fraction must be .0 or .5";
        return false;
    }
    *h = 2 * v->whole + half;
    return true;
}

} // namespace

bool parseGScore(std::string_view text, GScore* score, std::string* error) {
    SignedValue v;
    int h = 0;
    if (!parseHalfUnits(text, "a G-score", "G28.5 or -G26.5", &v, &h, error)) return false;
    score->h = h;
    score->holder = v.side;
    return true;
}

std::string cutoffToString(int cutoff) {
    return toString(GScore{cutoff, White});
}

bool parseCutoff(std::string_view text, int* cutoff, std::string* error) {
    SignedValue v;
    int h = 0;
    if (!parseHalfUnits(text, "a cutoff", "g6.0 or g101.5", &v, &h, error)) return false;
    if (v.signGiven) {
        if (error) *error = quoted(text) + " is not a cutoff: a cutoff has no sign, e.g. g6.0";
        return false;
    }
    *cutoff = h;
    return true;
}

std::string toString(Komi komi) {
    static const char* const kFractions[] = {".0", ".25", ".5", ".75"};
    std::string s = komi.side == Black ? "-G" : "G";
    s += std::to_string(komi.q / 4);
    s += kFractions[komi.q % 4];
    return s;
}

bool parseKomi(std::string_view text, Komi* komi, std::string* error) {
    SignedValue v;
    if (!splitValue(text, "a komi", "G5.75 or -G3.5", &v, error)) return false;
    int quarters = 0;
    if (v.fraction.empty() || v.fraction == "0" || v.fraction == "00")
        quarters = 0;
    else if (v.fraction == "25")
        quarters = 1;
    else if (v.fraction == "5" || v.fraction == "50")
        quarters = 2;
    else if (v.fraction == "75")
        quarters = 3;
    else {
        if (error)
            *error = quoted(text) + " is not a komi: the fraction must be .0, .25, .5 or .75";
        return false;
    }
    komi->q = 4 * v.whole + quarters;
    komi->side = v.side;
    return true;
}

} // namespace arbiter::rmobility
