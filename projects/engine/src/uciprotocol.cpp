#include "uciprotocol.h"

#include "movetext.h"
#include "score.h"
#include "textutil.h"

#include <algorithm>

namespace arbiter::engine {

// option name <id> type <t> [default <x>] [min <a> max <b>] [var <v> ...]
std::string UciProtocol::optionLine(const OptionDef& d, const std::string& value) const {
    std::string line = "option name " + d.name + " type ";
    switch (d.type) {
    case OptionDef::Type::Check: return line + "check default " + value;
    case OptionDef::Type::Spin:
        return line + "spin default " + value + " min " + std::to_string(d.min) + " max " +
               std::to_string(d.max);
    case OptionDef::Type::Combo:
        line += "combo default " + value;
        for (const std::string& v : d.vars) line += " var " + v;
        return line;
    case OptionDef::Type::Button: return line + "button";
    case OptionDef::Type::String: return line + "string default " + value;
    }
    return line;
}

bool UciProtocol::parseSetOption(const Words& words, std::string* name, std::string* value,
                                 std::string* error) const {
    // setoption name <id with spaces> [value <x with spaces>]
    if (words.size() < 3 || words[1] != "name") {
        *error = "expected 'setoption name <id> [value <x>]'";
        return false;
    }
    size_t v = 2;
    while (v < words.size() && words[v] != "value") ++v;
    *name = joinWords(words, 2, v);
    *value = v < words.size() ? joinWords(words, v + 1, words.size()) : std::string();
    return true;
}

bool UciProtocol::parseGo(const Words& words, SearchLimits* limits, bool* drawOffered,
                          std::string* error) const {
    *drawOffered = false;
    const bool white = m_core.board().sideToMove() == White;
    bool anyLimit = false;
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        int64_t n = 0;
        if (w == "infinite") {
            limits->infinite = true;
        } else if (w == "ponder") {
            limits->ponder = true;
        } else if (w == "searchmoves") {
            size_t end = i + 1;
            while (end < words.size() && parseInt(words[end]) == std::nullopt &&
                   !m_core.parseMove(words[end], nullptr).isNull())
                ++end;
            parseMoveList(words, i + 1, end, &limits->searchMoves, error);
            i = end - 1;
        } else if (w == "wtime" || w == "btime" || w == "winc" || w == "binc" || w == "movestogo" ||
                   w == "depth" || w == "nodes" || w == "movetime" || w == "mate") {
            if (!intArgument(words, i, &n, error)) return false;
            ++i;
            anyLimit = true;
            if (w == (white ? "wtime" : "btime"))
                limits->timeLeftMs = n;
            else if (w == (white ? "winc" : "binc"))
                limits->incrementMs = n;
            else if (w == "movestogo")
                limits->movesToGo = int(std::min<int64_t>(n, 1000));
            else if (w == "depth")
                limits->depth = int(std::clamp<int64_t>(n, 1, 127));
            else if (w == "nodes")
                limits->nodes = uint64_t(std::max<int64_t>(1, n));
            else if (w == "movetime")
                limits->moveTimeMs = n;
            else if (w == "mate")
                limits->depth = int(std::clamp<int64_t>(2 * n, 1, 127));
        } else {
            *error = "unknown parameter '" + w + "'";
            return false;
        }
    }
    // A bare "go" (or "go ponder" without a clock) searches until "stop".
    if (!anyLimit && !limits->ponder) limits->infinite = true;
    return true;
}

void UciProtocol::sendIteration(const IterationReport& r) {
    std::string line =
        "info depth " + std::to_string(r.depth) + " seldepth " + std::to_string(r.selDepth);
    if (r.multiPv > 0) line += " multipv " + std::to_string(r.multiPv);
    line += " score ";
    line += isMateScore(r.score) ? "mate " + std::to_string(mateInMoves(r.score))
                                 : "cp " + std::to_string(r.score);
    const int64_t nps = r.timeMs > 0 ? int64_t(r.nodes * 1000 / uint64_t(r.timeMs)) : 0;
    line += " nodes " + std::to_string(r.nodes) + " nps " + std::to_string(nps) + " hashfull " +
            std::to_string(r.hashfull) + " time " + std::to_string(r.timeMs);
    const std::string pv = joinLine(lineText(m_core.board(), r.pv, MoveStyle::Coordinate));
    if (!pv.empty()) line += " pv " + pv;
    m_out.line(line);
}

void UciProtocol::sendBestMove(const SearchOutcome& o) {
    const std::string line = bestMoveLine(o);
    m_out.line(line.empty() ? "bestmove (none)" : line);
}

void UciProtocol::sendMessage(const std::string& text) {
    m_out.line("info string " + text);
}

bool UciProtocol::handleOther(const Words& words) {
    const std::string& cmd = words[0];
    if (cmd == "ucinewgame") {
        m_core.newGame();
        return true;
    }
    return cmd == "debug" || cmd == "register";
}

} // namespace arbiter::engine
