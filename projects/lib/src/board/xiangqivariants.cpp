// The xiangqi variants as data: name, start position and the XiangqiRules flags.
#include "variant.h"
#include "xiangqiboard.h"

namespace arbiter {

namespace {
const char* const StandardFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

void addXiangqi(std::string name, std::vector<std::string> aliases, std::string description,
                XiangqiRules rules, std::string startFen = StandardFen) {
    VariantInfo info;
    info.name = std::move(name);
    info.aliases = std::move(aliases);
    info.family = BoardFamily::Xiangqi;
    info.width = xq::Files;
    info.height = xq::Ranks;
    info.startFen = std::move(startFen);
    info.description = std::move(description);
    std::string lookup = info.name;
    // The factory looks its VariantInfo up again so the board points at the registry's copy.
    info.create = [lookup, rules]() -> std::unique_ptr<Board> {
        return std::make_unique<XiangqiBoard>(*findVariant(lookup), rules);
    };
    registerVariant(std::move(info));
}
} // namespace

void registerXiangqiVariants() {
    addXiangqi("xiangqi", {"chinesechess", "cchess", "chinese-chess"},
               "Xiangqi (Chinese chess): flying general illegal, stalemate loses", {});
}

} // namespace arbiter
