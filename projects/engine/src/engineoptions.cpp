#include "engineoptions.h"

#include "board/variant.h"
#include "text/asciicase.h"
#include "textutil.h"

namespace arbiter::engine {

OptionTable::OptionTable(std::vector<OptionDef> definitions) : m_defs(std::move(definitions)) {
    for (const OptionDef& d : m_defs) m_values.push_back(d.defaultValue);
}

const OptionDef* OptionTable::find(std::string_view name) const {
    for (const OptionDef& d : m_defs)
        if (equalsIgnoringCase(d.name, name) || equalsIgnoringCase(d.ucciName, name)) return &d;
    return nullptr;
}

bool OptionTable::set(std::string_view name, std::string_view rawValue, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        return false;
    };
    const OptionDef* d = find(name);
    if (!d) return fail("no such option: '" + std::string(name) + "'");
    const std::string value(trim(rawValue));
    std::string stored;
    switch (d->type) {
    case OptionDef::Type::Check: {
        auto b = parseBool(value);
        if (!b) return fail("option " + d->name + ": '" + value + "' is not true or false");
        stored = *b ? "true" : "false";
        break;
    }
    case OptionDef::Type::Spin: {
        auto n = parseInt(value);
        if (!n || *n < d->min || *n > d->max)
            return fail("option " + d->name + ": '" + value + "' is not an integer from " +
                        std::to_string(d->min) + " to " + std::to_string(d->max));
        stored = std::to_string(*n);
        break;
    }
    case OptionDef::Type::Combo: {
        for (const std::string& v : d->vars)
            if (equalsIgnoringCase(v, value)) stored = v;
        if (stored.empty()) return fail("option " + d->name + ": '" + value + "' is not a choice");
        break;
    }
    case OptionDef::Type::Button: break;
    case OptionDef::Type::String: stored = value; break;
    }
    m_values[size_t(d - m_defs.data())] = stored;
    return true;
}

std::string OptionTable::value(std::string_view name) const {
    const OptionDef* d = find(name);
    return d ? m_values[size_t(d - m_defs.data())] : std::string();
}

int64_t OptionTable::intValue(std::string_view name) const {
    return parseInt(value(name)).value_or(0);
}

bool OptionTable::boolValue(std::string_view name) const {
    return value(name) == "true";
}

OptionTable makeEngineOptions() {
    using T = OptionDef::Type;
    std::vector<std::string> variantNames{"chess"};
    for (const VariantInfo& v : variants()) variantNames.push_back(v.name);

    std::vector<OptionDef> defs = {
        {opt::Hash,
         "hashsize",
         T::Spin,
         "16",
         1,
         4096,
         {},
         ForAll,
         "Transposition table size in MB"},
        {opt::SearchDepth,
         "searchdepth",
         T::Spin,
         "0",
         0,
         100,
         {},
         ForAll,
         "Depth cap for every search (0 = none)"},
        {opt::SearchNodes,
         "searchnodes",
         T::Spin,
         "0",
         0,
         1000000000,
         {},
         ForAll,
         "Node cap for every search (0 = none)"},
        {opt::MultiPv,
         "multipv",
         T::Spin,
         "1",
         1,
         64,
         {},
         ForUci | ForUcci,
         "Best lines reported per search (analysis; the move is the first line's)"},
        {opt::RandomMargin,
         "randommargin",
         T::Spin,
         "0",
         0,
         1000,
         {},
         ForAll,
         "Play a random root move scoring within this many centipawns of the best"},
        {opt::RandomSeed,
         "randomseed",
         T::Spin,
         "0",
         0,
         2147483647,
         {},
         ForAll,
         "Seed for RandomMargin (0 = a different seed every run)"},
        {opt::DrawBand,
         "drawband",
         T::Spin,
         "10",
         0,
         10000,
         {},
         ForAll,
         "Dead band D in centipawns for draw offers and resignation"},
        {opt::DrawMoves,
         "drawmoves",
         T::Spin,
         "40",
         0,
         10000,
         {},
         ForAll,
         "Offer a draw after more than this many moves with scores inside the band"},
        {opt::ResignThreshold,
         "resignthreshold",
         T::Spin,
         "3000",
         0,
         1000000,
         {},
         ForAll,
         "Resign when the running sum of scores below the band falls under minus this"},
        {opt::OfferDraws,
         "offerdraws",
         T::Check,
         "true",
         0,
         0,
         {},
         ForAll,
         "Offer draws (CECP, UCCI)"},
        {opt::AllowResign,
         "allowresign",
         T::Check,
         "true",
         0,
         0,
         {},
         ForAll,
         "Resign lost games (CECP, UCCI)"},
        {opt::MaxDrawOffers,
         "maxdrawoffers",
         T::Spin,
         "1",
         1,
         1000,
         {},
         ForAll,
         "Draw offers per game"},
        {opt::MoveOverhead,
         "moveoverhead",
         T::Spin,
         "30",
         0,
         5000,
         {},
         ForAll,
         "Milliseconds kept in reserve per move for communication"},
        {opt::Ponder,
         "ponder",
         T::Check,
         "false",
         0,
         0,
         {},
         ForUci | ForUcci,
         "Pondering is driven by the GUI (go ponder / ponderhit)"},
        {opt::Variant, opt::Variant, T::Combo, "chess", 0, 0, variantNames, ForUci | ForUcci,
         "Variant to play"},
        {opt::Chess960,
         opt::Chess960,
         T::Check,
         "false",
         0,
         0,
         {},
         ForUci,
         "Chess960 castling (king takes rook) for chess"},
        {opt::UseMillisec,
         opt::UseMillisec,
         T::Check,
         "false",
         0,
         0,
         {},
         ForUcci,
         "UCCI times in milliseconds instead of seconds"},
        {opt::NewGame, opt::NewGame, T::Button, "", 0, 0, {}, ForUcci, "Start a new game"},
    };
    return OptionTable(std::move(defs));
}

} // namespace arbiter::engine
