#include "pgndialect.h"

#include "text/asciicase.h"

#include <cctype>

namespace arbiter {

namespace {

struct PlayerTagPair {
    std::string_view western;
    std::string_view xqbase;
};
constexpr PlayerTagPair PlayerTags[] = {
    {"White", "Red"}, {"WhiteElo", "RedElo"}, {"WhiteTeam", "RedTeam"}, {"WhiteTitle", "RedTitle"}};

} // namespace

std::string pgnVariantName(std::string_view variantTag, std::string_view gameTag,
                           std::string_view defaultVariant) {
    if (!variantTag.empty()) {
        std::string name;
        name.reserve(variantTag.size());
        for (char c : variantTag) {
            if (c == ' ') continue; // "From Position" style spellings; names have no spaces
            name += char(std::tolower(static_cast<unsigned char>(c)));
        }
        // lichess writes [Variant "From Position"] for standard games from a set-up position.
        if (name == "fromposition") return "standard";
        return name;
    }
    if (equalsIgnoringCase(gameTag, ChineseChessGameTag)) return "xiangqi";
    return std::string(defaultVariant);
}

std::string_view westernPlayerTagName(std::string_view name) {
    for (const PlayerTagPair& p : PlayerTags)
        if (name == p.xqbase) return p.western;
    return name;
}

std::string_view xqbasePlayerTagName(std::string_view name) {
    for (const PlayerTagPair& p : PlayerTags)
        if (name == p.western) return p.xqbase;
    return name;
}

std::optional<Notation> xiangqiFormatNotation(std::string_view format) {
    if (equalsIgnoringCase(format, "WXF")) return Notation::Wxf;
    if (equalsIgnoringCase(format, "ICCS")) return Notation::Coordinate;
    if (equalsIgnoringCase(format, "Chinese")) return Notation::ChineseSimplified;
    return std::nullopt;
}

std::string_view xiangqiFormatName(Notation notation) {
    switch (notation) {
    case Notation::Coordinate:
    case Notation::Lan: return "ICCS";
    case Notation::ChineseSimplified:
    case Notation::ChineseTraditional: return "Chinese";
    default: return "WXF";
    }
}

std::string xqbaseIccs(std::string_view move) {
    // Only from-to moves: a stone move ("S@e5") keeps its form.
    if (move.size() != 4 || move[1] == '@') return std::string(move);
    std::string s;
    s += char(std::toupper(static_cast<unsigned char>(move[0])));
    s += move[1];
    s += '-';
    s += char(std::toupper(static_cast<unsigned char>(move[2])));
    s += move[3];
    return s;
}

} // namespace arbiter
