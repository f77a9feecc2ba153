// What the PGN dialects of chess and xiangqi disagree on, in one place for reader and writer:
// which variant a game's tags name, the xqbase player tag names (Red instead of White) and the
// xiangqi [Format] tag that selects the move notation.
#pragma once

#include "board/board.h"

#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

// Xiangqi PGN in the xqbase dialect ([Game "Chinese Chess"] first, Red/Black player tags) or in
// the western-tools dialect ([Variant "xiangqi"], White/Black).
enum class XiangqiPgnFlavour { Xqbase, Variant };

// The value of [Game] that means xiangqi in the xqbase dialect.
constexpr std::string_view ChineseChessGameTag = "Chinese Chess";

// Variant name for a game from its [Variant] and [Game] tag values (empty when absent):
// [Variant] wins (lower-cased, since files write "Standard" or "Chess960"), [Game "Chinese
// Chess"] means xiangqi, otherwise the default.
std::string pgnVariantName(std::string_view variantTag, std::string_view gameTag,
                           std::string_view defaultVariant);

// The xqbase dialect names the first player Red: Red, RedElo, RedTeam, RedTitle stand for
// White, WhiteElo, ... The reader stores the White names; the xqbase writer writes Red ones.
std::string_view westernPlayerTagName(std::string_view name);
std::string_view xqbasePlayerTagName(std::string_view name);

// [Format "WXF"|"ICCS"|"Chinese"] (case-insensitive) to the notation written; nullopt when the
// value names no known format.
std::optional<Notation> xiangqiFormatNotation(std::string_view format);
// The [Format] value for a notation: Wxf/San -> WXF, Coordinate -> ICCS, Chinese* -> Chinese.
std::string_view xiangqiFormatName(Notation notation);

// ICCS as xqbase writes it in PGN: "h2e2" -> "H2-E2" (the xiangqi board reads both).
std::string xqbaseIccs(std::string_view coordinateMove);

} // namespace arbiter
