// The xiangqi variants as data: name, start position and the XiangqiRules flags.
#include "variant.h"
#include "xiangqiboard.h"

// The descriptions are marked for lupdate: the GUI shows them translated
// (text/translatedtext.h, translatedVariantDescription).
#include <QtGlobal>

namespace arbiter {

namespace {
const char* const StandardFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

void addXiangqi(std::string name, std::vector<std::string> aliases, std::string description,
                XiangqiRules rules, bool repetitionRules = true,
                std::string startFen = StandardFen) {
    const bool multiPart = rules.multiPart();
    VariantInfo info;
    info.name = std::move(name);
    info.aliases = std::move(aliases);
    info.family = BoardFamily::Xiangqi;
    info.width = xq::Files;
    info.height = xq::Ranks;
    info.startFen = std::move(startFen);
    info.description = std::move(description);
    info.repetitionRules = repetitionRules;
    info.multiPartTurns = multiPart;
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
               QT_TRANSLATE_NOOP(
                   "Variant", "Xiangqi (Chinese chess): flying general illegal, stalemate loses"),
               {});

    // The xiangqi variants (docs/variants.md): no cycling rules, the 60-move rule applies.
    XiangqiRules beginner;
    beginner.allowSelfCheck = true;
    addXiangqi(
        "beginnerxiangqi", {"beginner", "simplified xiangqi"},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Beginner xiangqi: no check rule, moves may leave the general attacked; capturing "
            "the general wins"),
        beginner, false);
    XiangqiRules redEyed;
    redEyed.allowSelfCheck = true;
    redEyed.ownCaptures = true;
    addXiangqi(
        "redeyedxiangqi", {"red-eyed", "redeyed"},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Red-eyed xiangqi: pieces may also capture their own side's pieces (never the own "
            "general); no check rule, capturing the general wins"),
        redEyed, false);
    XiangqiRules doubleStep;
    doubleStep.allowSelfCheck = true;
    doubleStep.doubleStep = true;
    addXiangqi("doublestepxiangqi", {"doublestep", "double-step", "double step xiangqi"},
               QT_TRANSLATE_NOOP(
                   "Variant",
                   "Double-step xiangqi: a turn is two steps without capture or one step that "
                   "captures; no check rule, capturing the general wins"),
               doubleStep, false);
    XiangqiRules stone;
    stone.allowSelfCheck = true;
    stone.stone = true;
    addXiangqi(
        "stonexiangqi", {"stone", "stone xiangqi"},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Stone xiangqi: after each move the side relocates a neutral stone that blocks but "
            "cannot capture or be captured; no check rule, capturing the general wins"),
        stone, false);
    XiangqiRules jieqi;
    jieqi.jieqi = true;
    addXiangqi(
        "jieqi", {"揭棋", "revealed xiangqi", "jieqixiangqi"},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Jieqi: all pieces but the generals start face down on the standard points and move "
            "as the piece of their point until their first move reveals them; revealed "
            "elephants and advisors go anywhere; xiangqi's check and mate rules"),
        jieqi, false, "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w - - 0 1");
}

} // namespace arbiter
