#include "engine/uciparser.h"

#include "engine/enginedialect.h"
#include "engine/linetokenizer.h"

namespace arbiter::uci {

using detail::LineTokenizer;
using detail::parseInteger;
using detail::toQString;

namespace {

// Keywords that start a field of an info line; pv/currline/refutation run until the next one.
bool isInfoKeyword(std::string_view t) {
    // A move ("e2e4", "h10h9", "P@e4"), what the tokens after "pv" mostly are, has no letter in
    // second place; every keyword has.
    if (t.size() < 2 || t[1] < 'a' || t[1] > 'z') return false;
    static constexpr std::string_view kKeywords[] = {
        "depth",    "seldepth",       "time",     "nodes", "pv",     "multipv", "score",
        "currmove", "currmovenumber", "hashfull", "nps",   "tbhits", "sbhits",  "cpuload",
        "string",   "refutation",     "currline", "wdl",   "message"};
    for (std::string_view k : kKeywords)
        if (t == k) return true;
    return false;
}

QString convertMove(std::string_view token, const XiangqiDialect* dialect) {
    QString move = toQString(token);
    return dialect ? dialect->moveFromEngine(move) : move;
}

} // namespace

bool infoHasScore(std::string_view fields) {
    // " score " as a whole token; "info string ... score" text does not count. A "string"
    // before the score lies within the score's position and five letters more (it cannot begin
    // where "score" begins): the rest of the line is not searched for it.
    const size_t pos = fields.find("score");
    return pos != std::string_view::npos &&
           fields.substr(0, pos + 5).find("string") == std::string_view::npos;
}

bool parseInfo(std::string_view fields, MoveEvaluation* eval, bool ucci,
               const XiangqiDialect* dialect, bool withPv) {
    LineTokenizer tok(fields);
    bool any = false;
    std::string_view t = tok.next();
    while (!t.empty()) {
        std::string_view next;
        if (t == "depth") {
            any |= parseInteger(tok.next(), eval->depth);
        } else if (t == "seldepth") {
            any |= parseInteger(tok.next(), eval->selDepth);
        } else if (t == "multipv") {
            any |= parseInteger(tok.next(), eval->multiPv);
        } else if (t == "time") {
            any |= parseInteger(tok.next(), eval->timeMs);
        } else if (t == "nodes") {
            any |= parseInteger(tok.next(), eval->nodes);
        } else if (t == "nps") {
            any |= parseInteger(tok.next(), eval->nps);
        } else if (t == "hashfull") {
            any |= parseInteger(tok.next(), eval->hashFull);
        } else if (t == "tbhits") {
            any |= parseInteger(tok.next(), eval->tbHits);
        } else if (t == "currmovenumber") {
            any |= parseInteger(tok.next(), eval->currMoveNumber);
        } else if (t == "currmove") {
            eval->currMove = convertMove(tok.next(), dialect);
            any = true;
        } else if (t == "score") {
            EngineScore score;
            std::string_view kind = tok.peek();
            int value = 0;
            if (kind == "cp" || kind == "mate") {
                tok.next();
                if (parseInteger(tok.next(), value) && EngineScore::inRange(value)) {
                    score.type =
                        kind == "cp" ? EngineScore::Type::Centipawns : EngineScore::Type::Mate;
                    score.value = value;
                }
            } else if (ucci && parseInteger(kind, value) && EngineScore::inRange(value)) {
                // UCCI: a bare number (one minor piece = 100), kept as centipawns.
                tok.next();
                score.type = EngineScore::Type::Centipawns;
                score.value = value;
            }
            // Bounds follow the value: "score cp 64 upperbound".
            for (;;) {
                std::string_view b = tok.peek();
                if (b == "lowerbound")
                    score.bound = EngineScore::Bound::Lower;
                else if (b == "upperbound")
                    score.bound = EngineScore::Bound::Upper;
                else
                    break;
                tok.next();
            }
            if (score.isValid()) {
                eval->score = score;
                any = true;
            }
        } else if (t == "wdl") {
            int w = 0, d = 0, l = 0;
            if (parseInteger(tok.next(), w) && parseInteger(tok.next(), d) &&
                parseInteger(tok.next(), l)) {
                eval->hasWdl = true;
                eval->wdlWin = w;
                eval->wdlDraw = d;
                eval->wdlLoss = l;
                any = true;
            }
        } else if (t == "pv") {
            eval->pv.clear();
            for (next = tok.next(); !next.empty() && !isInfoKeyword(next); next = tok.next())
                if (withPv) eval->pv.append(convertMove(next, dialect));
            any = true;
            t = next;
            continue;
        } else if (t == "string" || t == "message") {
            eval->infoString = toQString(tok.rest());
            return true;
        } else if (t == "refutation" || t == "currline" || t == "cpuload" || t == "sbhits") {
            // Read and dropped: not part of the evaluation model.
            for (next = tok.next(); !next.empty() && !isInfoKeyword(next); next = tok.next()) {
            }
            any = true;
            t = next;
            continue;
        }
        t = tok.next();
    }
    return any;
}

BestMove parseBestMove(std::string_view fields) {
    BestMove result;
    LineTokenizer tok(fields);
    std::string_view move = tok.next();
    if (move != "(none)" && move != "0000" && move != "none" && move != "(null)")
        result.move = move;
    for (std::string_view t = tok.next(); !t.empty(); t = tok.next()) {
        if (t == "ponder") {
            std::string_view p = tok.next();
            if (p != "(none)" && p != "0000") result.ponder = p;
        } else if (t == "draw") {
            result.offersDraw = true;
        } else if (t == "resign") {
            result.resigns = true;
        }
    }
    return result;
}

bool parseOption(std::string_view fields, bool ucci, EngineOption* option, QString* error) {
    *option = EngineOption();
    LineTokenizer tok(fields);
    auto isKeyword = [](std::string_view t) {
        return t == "type" || t == "default" || t == "min" || t == "max" || t == "var";
    };
    std::string_view first = tok.peek();
    // UCI: "name <words> type ...". UCCI: "<name> type ..." (one word); accept "name" there too.
    if (first == "name" || !ucci) {
        if (first != "name") {
            *error = QStringLiteral("option line without 'name'");
            return false;
        }
        tok.next();
    }
    // Name: all tokens up to "type" (UCI names may contain spaces).
    const char* nameStart = nullptr;
    const char* nameEnd = nullptr;
    std::string_view t = tok.next();
    while (!t.empty() && t != "type") {
        if (!nameStart) nameStart = t.data();
        nameEnd = t.data() + t.size();
        t = tok.next();
    }
    if (!nameStart) {
        *error = QStringLiteral("option line without a name");
        return false;
    }
    option->name = toQString(std::string_view(nameStart, size_t(nameEnd - nameStart)));
    if (t != "type") {
        *error = QStringLiteral("option '%1' has no type").arg(option->name);
        return false;
    }
    const QString typeName = toQString(tok.next());
    if (!EngineOption::typeFromName(typeName, &option->type)) {
        *error = QStringLiteral("option '%1' has unknown type '%2'").arg(option->name, typeName);
        return false;
    }
    // Remaining fields in any order; values may contain spaces and run to the next keyword.
    t = tok.next();
    while (!t.empty()) {
        const std::string_view key = t;
        const char* valueStart = nullptr;
        const char* valueEnd = nullptr;
        for (t = tok.next(); !t.empty() && !isKeyword(t); t = tok.next()) {
            if (!valueStart) valueStart = t.data();
            valueEnd = t.data() + t.size();
        }
        const std::string_view value =
            valueStart ? std::string_view(valueStart, size_t(valueEnd - valueStart))
                       : std::string_view();
        if (key == "default") {
            option->defaultValue = value == "<empty>" ? QString() : toQString(value);
        } else if (key == "min") {
            parseInteger(value, option->min);
        } else if (key == "max") {
            parseInteger(value, option->max);
        } else if (key == "var") {
            option->choices.append(toQString(value));
        }
    }
    if (option->type == EngineOption::Type::Check)
        option->defaultValue = option->defaultValue.toLower();
    option->value = option->defaultValue;
    return true;
}

} // namespace arbiter::uci
