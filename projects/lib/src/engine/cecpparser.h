#pragma once

#include "engine/engineoption.h"
#include "engine/moveevaluation.h"

#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

struct XiangqiDialect;

// Pure parsers for what CECP (xboard) engines print.
namespace cecp {

using Feature = std::pair<std::string_view, std::string_view>; // name, value (quotes removed)

// Parses the text after "feature": name=value pairs, values optionally in double quotes.
// Returns false (and sets *error) on a malformed pair; pairs before it are kept.
bool parseFeatures(std::string_view fields, std::vector<Feature>* features, QString* error);

// Parses a thinking line "ply score time nodes [seldepth [nps [tbhits]]] [TAB] pv" (time in
// centiseconds, CECP mate encodings 100000+N). Returns false when the line is not one.
// With withPv false the principal variation is skipped (see uci::parseInfo).
bool parseThinking(std::string_view line, MoveEvaluation* eval,
                   const XiangqiDialect* dialect = nullptr, bool withPv = true);

// CECP mate encoding: +-(100000 + N) means mate in N moves. Plain values are centipawns.
EngineScore scoreFromCecp(qint64 value);

// Parses the value of feature option="NAME -TYPE ARGS".
bool parseOptionFeature(std::string_view value, EngineOption* option, QString* error);

// The move in "move X", "N. ... X" (protocol 1) or "My move is : X" (GNU Chess); empty if none.
std::string_view parseMoveLine(std::string_view line);

// A result claim "1-0 {comment}", "0-1 {...}", "1/2-1/2 {...}" or "* {...}".
bool parseResultClaim(std::string_view line, QString* result, QString* comment);

} // namespace cecp
} // namespace arbiter
