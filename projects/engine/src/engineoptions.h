// The engine's option table: one definition per option, shown by each protocol in its own
// syntax (UCI "option name", CECP "feature option=", UCCI "option") and set by name
// case-insensitively (UCI name or UCCI name).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::engine {

enum ProtocolMask : unsigned { ForUci = 1, ForCecp = 2, ForUcci = 4, ForAll = 7 };

struct OptionDef {
    enum class Type { Check, Spin, Combo, Button, String };

    std::string name;     // UCI and CECP name
    std::string ucciName; // UCCI name (single lowercase word by convention)
    Type type = Type::Check;
    std::string defaultValue;
    int64_t min = 0;
    int64_t max = 0;
    std::vector<std::string> vars; // combo choices
    unsigned protocols = ForAll;
    std::string description; // for docs and "help"
};

class OptionTable {
public:
    explicit OptionTable(std::vector<OptionDef> definitions);

    const std::vector<OptionDef>& definitions() const { return m_defs; }
    const OptionDef* find(std::string_view name) const;

    // Validates and stores a value (check: true/false/on/off/1/0; spin: integer in range;
    // combo: one of the choices, case-insensitive). On failure returns false, keeps the old
    // value and explains in *error, naming the option and the value.
    bool set(std::string_view name, std::string_view value, std::string* error);

    std::string value(std::string_view name) const;
    int64_t intValue(std::string_view name) const;
    bool boolValue(std::string_view name) const;

private:
    std::vector<OptionDef> m_defs;
    std::vector<std::string> m_values;
};

// Option names used by the engine core.
namespace opt {
inline constexpr const char* Hash = "Hash";
inline constexpr const char* SearchDepth = "SearchDepth";
inline constexpr const char* SearchNodes = "SearchNodes";
inline constexpr const char* RandomMargin = "RandomMargin";
inline constexpr const char* MultiPv = "MultiPV";
inline constexpr const char* RandomSeed = "RandomSeed";
inline constexpr const char* DrawBand = "DrawBand";
inline constexpr const char* DrawMoves = "DrawMoves";
inline constexpr const char* ResignThreshold = "ResignThreshold";
inline constexpr const char* OfferDraws = "OfferDraws";
inline constexpr const char* AllowResign = "AllowResign";
inline constexpr const char* MaxDrawOffers = "MaxDrawOffers";
inline constexpr const char* MoveOverhead = "MoveOverhead";
inline constexpr const char* Ponder = "Ponder";
inline constexpr const char* Variant = "UCI_Variant";
inline constexpr const char* Chess960 = "UCI_Chess960";
inline constexpr const char* UseMillisec = "usemillisec";
inline constexpr const char* NewGame = "newgame";
} // namespace opt

// The full table; UCI_Variant's choices are the library's variants (plus "chess").
OptionTable makeEngineOptions();

} // namespace arbiter::engine
