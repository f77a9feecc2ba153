#include "ucifamily.h"

#include "board/turn.h"
#include "movetext.h"
#include "textutil.h"

#include <algorithm>

namespace arbiter::engine {

void UciFamilyProtocol::handleLine(const std::string& line) {
    const Words words = splitWords(line);
    if (words.empty()) return;
    const std::string& cmd = words[0];

    // Answered at once, also while searching.
    if (cmd == "isready") {
        m_out.line("readyok");
        return;
    }
    if (cmd == "stop") {
        if (m_core.isSearching())
            m_core.stopSearch();
        else
            stopWhileIdle();
        return;
    }
    if (cmd == "ponderhit") {
        if (words.size() > 1 && words[1] == "draw") m_core.drawOffered();
        m_core.ponderHit();
        return;
    }
    if (cmd == "quit") {
        m_core.abortSearch();
        m_core.waitForSearch();
        quitting();
        m_finished = true;
        return;
    }

    if (m_core.isSearching() && handleDuringSearch(words)) return;

    // Everything else changes state: a running search (the GUI should not have sent this
    // while we think) ends first with its move.
    if (m_core.isSearching()) m_core.stopSearch();
    m_core.waitForSearch();

    if (cmd == handshakeCommand())
        sendIdentity();
    else if (cmd == "setoption")
        handleSetOption(words);
    else if (cmd == "position")
        handlePosition(words);
    else if (cmd == "go")
        handleGo(words);
    else if (!handleOther(words))
        sendMessage("unknown command " + line);
}

void UciFamilyProtocol::sendIdentity() {
    m_out.line("id name arbiter-engine");
    m_out.line("id author the Arbiter authors");
    for (const OptionDef& d : m_core.options().definitions())
        if (d.protocols & optionMask()) m_out.line(optionLine(d, m_core.options().value(d.name)));
    m_out.line(handshakeDone());
}

std::string UciFamilyProtocol::bestMoveLine(const SearchOutcome& o) const {
    if (o.result.best.isNull()) return std::string();
    if (!o.result.turnRest.empty())
        return "bestmove " +
               turnToString(m_core.board(), EngineCore::chosenTurn(o.result), Notation::Coordinate);
    const std::vector<std::string> moves =
        lineText(m_core.board(), {o.result.best, o.result.ponder}, MoveStyle::Coordinate);
    std::string line = "bestmove " + moves.at(0);
    if (moves.size() > 1) line += " ponder " + moves[1];
    return line;
}

void UciFamilyProtocol::handleSetOption(const Words& words) {
    std::string name, value, error;
    if (!parseSetOption(words, &name, &value, &error) || !m_core.setOption(name, value, &error))
        sendMessage("setoption: " + error);
}

void UciFamilyProtocol::handlePosition(const Words& words) {
    m_bannedMoves.clear();
    if (words.size() < 2) {
        sendMessage("position: expected 'startpos' or 'fen <FEN>'");
        return;
    }
    size_t i = 1;
    std::string fen;
    if (words[1] == "startpos") {
        i = 2;
    } else if (words[1] == "fen") {
        i = 2;
        size_t end = i;
        while (end < words.size() && words[end] != "moves") ++end;
        fen = joinWords(words, i, end);
        if (fen.empty()) {
            sendMessage("position: 'fen' without a FEN");
            return;
        }
        i = end;
    } else {
        sendMessage("position: expected 'startpos' or 'fen', got '" + words[1] + "'");
        return;
    }
    std::vector<std::string> moves;
    if (i < words.size()) {
        if (words[i] != "moves") {
            sendMessage("position: expected 'moves', got '" + words[i] + "'");
            return;
        }
        moves.assign(words.begin() + long(i) + 1, words.end());
    }
    std::string error;
    if (!m_core.setPosition(fen, moves, &error)) sendMessage("position: " + error);
}

bool UciFamilyProtocol::parseMoveList(const Words& words, size_t from, size_t to,
                                      std::vector<Move>* moves, std::string* error) const {
    for (size_t i = from; i < to && i < words.size(); ++i) {
        std::string why;
        const Move m = m_core.parseMove(words[i], &why);
        if (m.isNull()) {
            *error = "illegal move " + why;
            return false;
        }
        moves->push_back(m);
    }
    return true;
}

bool UciFamilyProtocol::intArgument(const Words& words, size_t i, int64_t* value,
                                    std::string* error) {
    if (i + 1 >= words.size()) {
        *error = "'" + words[i] + "' needs a value";
        return false;
    }
    auto n = parseInt(words[i + 1]);
    if (!n) {
        *error = "'" + words[i] + "' needs an integer, got '" + words[i + 1] + "'";
        return false;
    }
    // Some GUIs send a negative clock once the flag has fallen: treat it as no time left.
    *value = std::max<int64_t>(0, *n);
    return true;
}

void UciFamilyProtocol::handleGo(const Words& words) {
    SearchLimits limits;
    bool drawOffered = false;
    std::string error;
    if (!parseGo(words, &limits, &drawOffered, &error)) {
        // A malformed go still gets a move (a GUI waiting for one must not hang): the parts
        // read so far apply, and the problem is reported.
        sendMessage("go: " + error);
        if (!limits.hasClock() && !limits.depth && !limits.nodes && !limits.infinite)
            limits.moveTimeMs = 1000;
    }
    limits.bannedMoves = m_bannedMoves;
    SearchCallbacks callbacks;
    callbacks.onIteration = [this](const IterationReport& r) { sendIteration(r); };
    callbacks.onDone = [this](const SearchOutcome& o) {
        if (!o.discarded) sendBestMove(o);
    };
    m_core.startSearch(limits, drawOffered, !limits.infinite, std::move(callbacks));
}

} // namespace arbiter::engine
