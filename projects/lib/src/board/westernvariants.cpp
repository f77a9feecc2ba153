// The western variants as data: name, start position and the WesternRules flags.
#include "variant.h"
#include "westernboard.h"

namespace arbiter {

namespace {
const char* const StandardFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

void addWestern(std::string name, std::vector<std::string> aliases, std::string description,
                WesternRules rules, std::string startFen = StandardFen) {
    VariantInfo info;
    info.name = std::move(name);
    info.aliases = std::move(aliases);
    info.family = BoardFamily::Western;
    info.width = 8;
    info.height = 8;
    info.startFen = std::move(startFen);
    info.description = std::move(description);
    info.chess960 = rules.chess960;
    std::string lookup = info.name;
    // The factory looks its VariantInfo up again so the board points at the registry's copy.
    info.create = [lookup, rules]() -> std::unique_ptr<Board> {
        return std::make_unique<WesternBoard>(*findVariant(lookup), rules);
    };
    registerVariant(std::move(info));
}
} // namespace

void registerWesternVariants() {
    addWestern("standard", {"chess", "normal"}, "Orthodox chess", {});
    addWestern("fischerandom", {"chess960", "frc", "960"},
               "Chess960: back ranks shuffled, castling to the usual squares", {true, false});
    addWestern("capture", {"capturechess", "forcedcapture"},
               "Capture chess: a capture must be made whenever one is legal", {false, true});
}

} // namespace arbiter
