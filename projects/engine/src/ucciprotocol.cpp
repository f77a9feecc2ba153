#include "ucciprotocol.h"

#include "board/variant.h"
#include "movetext.h"
#include "textutil.h"

#include <algorithm>

namespace arbiter::engine {

UcciProtocol::UcciProtocol(EngineCore& core, Output& out) : UciFamilyProtocol(core, out) {
    // UCCI is the xiangqi protocol: start in xiangqi when the library has it.
    if (findVariant("xiangqi")) m_core.setOption(opt::Variant, "xiangqi", nullptr);
}

// option <name> type <t> [min <a> max <b>] [var <v> ...] [default <x>] (no "name" keyword)
std::string UcciProtocol::optionLine(const OptionDef& d, const std::string& value) const {
    std::string line = "option " + d.ucciName + " type ";
    switch (d.type) {
    case OptionDef::Type::Check: return line + "check default " + value;
    case OptionDef::Type::Spin:
        return line + "spin min " + std::to_string(d.min) + " max " + std::to_string(d.max) +
               " default " + value;
    case OptionDef::Type::Combo:
        line += "combo";
        for (const std::string& v : d.vars) line += " var " + v;
        return line + " default " + value;
    case OptionDef::Type::Button: return line + "button";
    case OptionDef::Type::String: return line + "string default " + value;
    }
    return line;
}

bool UcciProtocol::parseSetOption(const Words& words, std::string* name, std::string* value,
                                  std::string* error) const {
    // setoption <name> [<value with spaces>]; be lenient with UCI's keywords too.
    size_t i = 1;
    if (i < words.size() && words[i] == "name") ++i;
    if (i >= words.size()) {
        *error = "expected 'setoption <name> [<value>]'";
        return false;
    }
    *name = words[i];
    size_t v = i + 1;
    if (v < words.size() && words[v] == "value") ++v;
    *value = joinWords(words, v, words.size());
    return true;
}

bool UcciProtocol::parseGo(const Words& words, SearchLimits* limits, bool* drawOffered,
                           std::string* error) const {
    *drawOffered = false;
    const bool millis = m_core.options().boolValue(opt::UseMillisec);
    auto timeArgument = [&](size_t i, int64_t* ms) {
        if (i + 1 >= words.size()) {
            *error = "'" + words[i] + "' needs a value";
            return false;
        }
        auto t = millis ? parseInt(words[i + 1]) : parseSecondsAsMs(words[i + 1]);
        if (!t) {
            *error = "'" + words[i] + "' needs a time, got '" + words[i + 1] + "'";
            return false;
        }
        *ms = std::max<int64_t>(0, *t);
        return true;
    };
    bool anyLimit = false;
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        int64_t n = 0;
        if (w == "ponder") {
            limits->ponder = true;
        } else if (w == "draw") {
            *drawOffered = true;
        } else if (w == "infinite") {
            limits->infinite = true;
        } else if (w == "time" || w == "increment" || w == "opptime" || w == "oppincrement") {
            if (!timeArgument(i, &n)) return false;
            ++i;
            if (w == "time") {
                limits->timeLeftMs = n;
                anyLimit = true;
            } else if (w == "increment") {
                limits->incrementMs = n;
            }
            // The opponent's clock does not change how long we think.
        } else if (w == "depth" || w == "nodes" || w == "movestogo" || w == "oppmovestogo") {
            if (!intArgument(words, i, &n, error)) return false;
            ++i;
            if (w == "depth") {
                limits->depth = int(std::clamp<int64_t>(n, 1, 127));
                anyLimit = true;
            } else if (w == "nodes") {
                limits->nodes = uint64_t(std::max<int64_t>(1, n));
                anyLimit = true;
            } else if (w == "movestogo") {
                limits->movesToGo = int(std::min<int64_t>(n, 1000));
            }
        } else {
            *error = "unknown parameter '" + w + "'";
            return false;
        }
    }
    if (!anyLimit && !limits->ponder) limits->infinite = true;
    return true;
}

void UcciProtocol::sendIteration(const IterationReport& r) {
    std::string line = "info depth " + std::to_string(r.depth);
    if (r.multiPv > 0) line += " multipv " + std::to_string(r.multiPv);
    line += " score " + std::to_string(r.score) + " time " + std::to_string(r.timeMs) + " nodes " +
            std::to_string(r.nodes);
    const std::string pv = joinLine(lineText(m_core.board(), r.pv, MoveStyle::Coordinate));
    if (!pv.empty()) line += " pv " + pv;
    m_out.line(line);
}

void UcciProtocol::sendBestMove(const SearchOutcome& o) {
    std::string line = bestMoveLine(o);
    if (line.empty()) {
        m_out.line("nobestmove");
        return;
    }
    if (o.decision.resign)
        line += " resign";
    else if (o.decision.offerDraw || o.decision.acceptDraw)
        line += " draw";
    m_out.line(line);
}

void UcciProtocol::sendMessage(const std::string& text) {
    m_out.line("info message " + text);
}

bool UcciProtocol::handleDuringSearch(const Words& words) {
    if (words[0] != "probe") return false;
    // The table is being written by the search: report "not found" rather than race it.
    sendMessage("probe: the hash table is only read while idle");
    m_out.line("pophash");
    return true;
}

void UcciProtocol::stopWhileIdle() {
    m_out.line("nobestmove");
}

void UcciProtocol::quitting() {
    m_out.line("bye");
}

bool UcciProtocol::handleOther(const Words& words) {
    const std::string& cmd = words[0];
    if (cmd == "banmoves") {
        std::vector<Move> banned;
        std::string error;
        if (!parseMoveList(words, 1, words.size(), &banned, &error))
            sendMessage("banmoves: " + error);
        m_bannedMoves = banned;
        return true;
    }
    if (cmd == "probe") {
        handleProbe(words);
        return true;
    }
    return false;
}

void UcciProtocol::handleProbe(const Words& words) {
    // probe {fen <FEN> | startpos} [moves ...]: looks the position up in the hash table.
    std::unique_ptr<Board> board = m_core.board().clone();
    size_t i = 2;
    std::string fen = board->variant().startFen;
    if (words.size() > 1 && words[1] == "fen") {
        size_t end = 2;
        while (end < words.size() && words[end] != "moves") ++end;
        fen = joinWords(words, 2, end);
        i = end;
    } else if (words.size() < 2 || words[1] != "startpos") {
        sendMessage("probe: expected 'startpos' or 'fen <FEN>'");
        m_out.line("pophash");
        return;
    }
    std::string why;
    bool ok = board->setFen(fen, &why);
    for (size_t k = i + 1; ok && i < words.size() && k < words.size(); ++k) {
        const Move m = board->parseMove(words[k], &why);
        ok = !m.isNull();
        if (ok) board->makeMove(m);
    }
    if (!ok) {
        sendMessage("probe: " + why);
        m_out.line("pophash");
        return;
    }
    const std::optional<TTEntry> e = m_core.probeTable(board->key());
    if (!e) {
        m_out.line("pophash");
        return;
    }
    std::string line = "pophash";
    const Move m = Move::fromRaw(e->move);
    if (!m.isNull() && board->isLegal(m))
        line += " bestmove " + moveText(*board, m, MoveStyle::Coordinate);
    if (e->bound() == Bound::Lower || e->bound() == Bound::Exact)
        line += " lowerbound " + std::to_string(e->score) + " depth " + std::to_string(e->depth);
    if (e->bound() == Bound::Upper || e->bound() == Bound::Exact)
        line += " upperbound " + std::to_string(e->score) + " depth " + std::to_string(e->depth);
    m_out.line(line);
}

} // namespace arbiter::engine
