#pragma once

#include "engine/engineoption.h"
#include "engine/moveevaluation.h"

#include <string_view>

namespace arbiter {

struct XiangqiDialect;

// Pure parsers for what UCI and UCCI engines print. UCCI differs only in details (option lines
// without "name", bare scores, "info message", bestmove flags), selected by the ucci argument.
namespace uci {

// Parses the fields of an "info" line (the text after "info"). Known fields overwrite the ones in
// *eval; fields not present are left alone. Moves are converted with dialect when given.
// Returns false when the line has no recognised field. With withPv false the principal
// variation is skipped (not converted into eval->pv): the final-evaluation mode has no use for it.
bool parseInfo(std::string_view fields, MoveEvaluation* eval, bool ucci,
               const XiangqiDialect* dialect = nullptr, bool withPv = true);

// True when an info line carries a score (cheap check used by the "final evaluation only" mode).
bool infoHasScore(std::string_view fields);

struct BestMove {
    std::string_view move; // empty for "(none)", "0000", "none", "nobestmove"
    std::string_view ponder;
    bool offersDraw = false; // UCCI "draw"
    bool resigns = false;    // UCCI "resign"
};
// Parses the text after "bestmove".
BestMove parseBestMove(std::string_view fields);

// Parses the text after "option". Returns false (and a message in *error) when the line is not
// an option declaration.
bool parseOption(std::string_view fields, bool ucci, EngineOption* option, QString* error);

} // namespace uci
} // namespace arbiter
