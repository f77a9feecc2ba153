#include "cecpprotocol.h"

#include "board/turn.h"
#include "board/variant.h"
#include "movetext.h"
#include "rules/positionend.h"
#include "score.h"
#include "textutil.h"

#include <algorithm>

namespace arbiter::engine {

namespace {

// xboard calls orthodox chess "normal".
std::string cecpVariantName(const VariantInfo& v) {
    return v.name == "standard" ? "normal" : v.name;
}

std::string featureOption(const OptionDef& d, const std::string& value) {
    std::string s = d.name + " ";
    switch (d.type) {
    case OptionDef::Type::Check: s += "-check " + std::string(value == "true" ? "1" : "0"); break;
    case OptionDef::Type::Spin:
        s += "-spin " + value + " " + std::to_string(d.min) + " " + std::to_string(d.max);
        break;
    case OptionDef::Type::Combo: {
        s += "-combo";
        for (size_t i = 0; i < d.vars.size(); ++i)
            s += (i ? " /// " : " ") + std::string(d.vars[i] == value ? "*" : "") + d.vars[i];
        break;
    }
    case OptionDef::Type::Button: s += "-button"; break;
    case OptionDef::Type::String: s += "-string " + value; break;
    }
    return s;
}

// xboard thinking output scores mates as 100000 + moves (negative when being mated).
int cecpScore(int score) {
    if (!isMateScore(score)) return score;
    const int moves = mateInMoves(score);
    return moves > 0 ? 100000 + moves : -100000 + moves;
}

} // namespace

void CecpProtocol::error(const std::string& kind, const std::string& command) {
    m_out.line("Error (" + kind + "): " + command);
}

void CecpProtocol::sendFeatures() {
    m_out.line("feature done=0");
    std::string variants;
    for (const VariantInfo& v : arbiter::variants())
        variants += (variants.empty() ? "" : ",") + cecpVariantName(v);
    m_out.line("feature myname=\"arbiter-engine\" variants=\"" + variants +
               "\" setboard=1 usermove=1 ping=1 time=1 draw=1 reuse=1 san=0 colors=0 sigint=0 "
               "sigterm=0 analyze=0 pause=0 nps=1 memory=1 debug=1");
    for (const OptionDef& d : m_core.options().definitions())
        if (d.protocols & ForCecp)
            m_out.line("feature option=\"" + featureOption(d, m_core.options().value(d.name)) +
                       "\"");
    m_out.line("feature done=1");
}

bool CecpProtocol::handleDuringSearch(const Words& words) {
    const std::string& cmd = words[0];
    if (cmd == "?") {
        m_core.stopSearch();
    } else if (cmd == "ping") {
        m_out.line("pong" + std::string(words.size() > 1 ? " " + words[1] : ""));
    } else if (cmd == "draw") {
        m_core.drawOffered();
    } else if (cmd == "post" || cmd == "nopost") {
        m_post = cmd == "post";
    } else if (cmd == "time" || cmd == "otim") {
        // Clocks for the next search; this one keeps its budget.
        if (cmd == "time" && words.size() > 1)
            if (auto cs = parseInt(words[1])) m_ownTimeMs = std::max<int64_t>(0, *cs * 10);
    } else if (cmd == "hard" || cmd == "easy" || cmd == "computer" || cmd == "name" ||
               cmd == "rating" || cmd == "accepted" || cmd == "rejected" || cmd == "random" ||
               cmd == "ics" || cmd == "." || cmd == "hint" || cmd == "bk") {
        // Nothing to do, and no reason to stop thinking.
    } else {
        return false;
    }
    return true;
}

void CecpProtocol::handleLine(const std::string& line) {
    const Words words = splitWords(line);
    if (words.empty()) return;
    if (m_core.isSearching() && handleDuringSearch(words)) return;
    // Anything else while thinking abandons the search without a move (new, force, quit,
    // setboard, undo, result ...).
    m_core.abortSearch();
    m_core.waitForSearch();

    const std::string& cmd = words[0];
    if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "hard" ||
        cmd == "easy" || cmd == "computer" || cmd == "name" || cmd == "rating" || cmd == "ics" ||
        cmd == "random" || cmd == "." || cmd == "hint" || cmd == "bk" || cmd == "cores" ||
        cmd == "egtpath") {
        return; // acknowledged, nothing to do
    }
    if (cmd == "protover") {
        sendFeatures();
    } else if (cmd == "new") {
        newGame();
    } else if (cmd == "quit" || cmd == "exit") {
        m_finished = true;
    } else if (cmd == "variant") {
        std::string why;
        if (words.size() < 2 || !m_core.setVariant(words[1], &why))
            error("unsupported variant", words.size() > 1 ? words[1] : line);
    } else if (cmd == "force") {
        m_force = true;
    } else if (cmd == "go") {
        m_force = false;
        m_engineSide = m_core.board().sideToMove();
        thinkIfOurTurn();
    } else if (cmd == "playother") {
        m_force = false;
        m_engineSide = ~m_core.board().sideToMove();
    } else if (cmd == "white" || cmd == "black") {
        // Protocol 1: set the side to move; the engine plays the other one.
        setSideToMove(cmd == "white" ? White : Black);
        m_engineSide = cmd == "white" ? Black : White;
    } else if (cmd == "usermove") {
        if (words.size() < 2)
            error("usermove needs a move", line);
        else
            userMove(words[1]);
    } else if (cmd == "setboard") {
        std::string why;
        if (!m_core.setPosition(joinWords(words, 1, words.size()), {}, &why))
            m_out.line("tellusererror Illegal position: " + why);
        m_gameOver = false;
    } else if (cmd == "undo" || cmd == "remove") {
        const int plies = cmd == "undo" ? 1 : 2;
        for (int i = 0; i < plies; ++i)
            if (!m_core.undoMove()) {
                error("no move to undo", line);
                break;
            }
        m_gameOver = false;
    } else if (cmd == "result") {
        m_gameOver = true;
        m_drawOfferPending = false;
    } else if (cmd == "level") {
        setLevel(words);
    } else if (cmd == "st") {
        auto ms = words.size() > 1 ? parseSecondsAsMs(words[1]) : std::nullopt;
        if (ms && *ms > 0)
            m_moveTimeMs = *ms;
        else
            error("st needs a positive number of seconds", line);
    } else if (cmd == "sd") {
        auto d = words.size() > 1 ? parseInt(words[1]) : std::nullopt;
        if (d && *d > 0)
            m_depthLimit = int(std::min<int64_t>(*d, 127));
        else
            error("sd needs a positive depth", line);
    } else if (cmd == "nps") {
        auto n = words.size() > 1 ? parseInt(words[1]) : std::nullopt;
        if (n && *n >= 0)
            m_nps = *n;
        else
            error("nps needs a number of nodes per second", line);
    } else if (cmd == "memory") {
        std::string why;
        auto mb = words.size() > 1 ? parseInt(words[1]) : std::nullopt;
        if (!mb ||
            !m_core.setOption(opt::Hash, std::to_string(std::clamp<int64_t>(*mb, 1, 4096)), &why))
            error("memory needs a size in MB", line);
    } else if (cmd == "option") {
        setOption(joinWords(words, 1, words.size()));
    } else if (handleDuringSearch(words)) {
        // ping, draw, post, time ... behave the same when idle (draw: see below)
        if (cmd == "draw") m_drawOfferPending = true;
    } else {
        // Protocol 1 GUIs and humans send bare moves.
        std::string why;
        if (!m_core.parseTurn(cmd, &why).empty() && words.size() == 1)
            userMove(cmd);
        else
            error("unknown command", line);
    }
}

void CecpProtocol::newGame() {
    std::string why;
    m_core.setVariant("standard", &why);
    m_core.newGame();
    m_force = false;
    m_engineSide = Black;
    m_depthLimit = 0;
    m_drawOfferPending = false;
    m_gameOver = false;
}

void CecpProtocol::setSideToMove(Side side) {
    if (m_core.board().sideToMove() == side) return;
    Words fields = splitWords(m_core.board().fen());
    if (fields.size() < 2) return;
    fields[1] = side == White ? "w" : "b";
    if (fields.size() > 3) fields[3] = "-"; // an en passant square belongs to the other side
    std::string why;
    m_core.setPosition(joinWords(fields, 0, fields.size()), {}, &why);
}

void CecpProtocol::setLevel(const Words& words) {
    // level MPS BASE INC: BASE in minutes or minutes:seconds, INC in seconds.
    if (words.size() < 4) {
        error("level needs MPS BASE INC", joinWords(words, 0, words.size()));
        return;
    }
    auto mps = parseInt(words[1]);
    std::optional<int64_t> base;
    const std::string& b = words[2];
    const size_t colon = b.find(':');
    if (colon == std::string::npos) {
        if (auto minutes = parseSecondsAsMs(b)) base = *minutes * 60;
    } else {
        auto minutes = parseInt(b.substr(0, colon));
        auto seconds = parseInt(b.substr(colon + 1));
        if (minutes && seconds) base = (*minutes * 60 + *seconds) * 1000;
    }
    auto inc = parseSecondsAsMs(words[3]);
    if (!mps || *mps < 0 || !base || *base < 0 || !inc || *inc < 0) {
        error("bad level", joinWords(words, 0, words.size()));
        return;
    }
    m_levelMoves = int(std::min<int64_t>(*mps, 1000));
    m_levelBaseMs = *base;
    m_levelIncMs = *inc;
    m_moveTimeMs = -1; // level and st replace each other
    m_ownTimeMs = -1;
}

void CecpProtocol::setOption(const std::string& assignment) {
    // option NAME=VALUE, or option NAME for a button.
    const size_t eq = assignment.find('=');
    const std::string name(trim(assignment.substr(0, eq)));
    const std::string value =
        eq == std::string::npos ? "" : std::string(trim(assignment.substr(eq + 1)));
    std::string why;
    if (!m_core.setOption(name, value, &why)) error("bad option", assignment + ": " + why);
}

void CecpProtocol::userMove(const std::string& text) {
    std::string why;
    const std::vector<Move> parts = m_core.parseTurn(text, &why);
    if (parts.empty()) {
        m_out.line("Illegal move: " + text);
        return;
    }
    m_core.playTurn(parts);
    thinkIfOurTurn();
}

SearchLimits CecpProtocol::limitsForThisMove() const {
    SearchLimits limits;
    limits.depth = m_depthLimit;
    limits.nodesPerSecond = m_nps;
    if (m_moveTimeMs > 0) {
        limits.moveTimeMs = m_moveTimeMs;
        return limits;
    }
    limits.timeLeftMs = m_ownTimeMs >= 0 ? m_ownTimeMs : m_levelBaseMs;
    limits.incrementMs = m_levelIncMs;
    if (m_levelMoves > 0) {
        // Moves already made by the side to move, counted from move 1 of the game.
        const int played = m_core.board().fullmoveNumber() - 1;
        limits.movesToGo = m_levelMoves - played % m_levelMoves;
    }
    return limits;
}

// The game is over on the board (mate, stalemate or a variant's goal): the claim xboard
// expects, with the reason text arbiter's judges use.
std::string CecpProtocol::resultForNoMoves() const {
    const Board& b = m_core.board();
    const GameResult r = positionEndResult(b.positionEnd(), b.sideToMove(),
                                           b.variant().family == BoardFamily::Xiangqi);
    return r.resultString() + " {" + r.reason() + "}";
}

void CecpProtocol::thinkIfOurTurn() {
    if (m_force || m_gameOver || m_core.board().sideToMove() != m_engineSide) return;
    if (!m_core.board().hasLegalMoves()) {
        m_out.line(resultForNoMoves());
        m_gameOver = true;
        return;
    }
    SearchCallbacks callbacks;
    callbacks.onIteration = [this](const IterationReport& r) {
        if (!m_post) return;
        m_out.line(std::to_string(r.depth) + " " + std::to_string(cecpScore(r.score)) + " " +
                   std::to_string(r.timeMs / 10) + " " + std::to_string(r.nodes) + " " +
                   joinLine(lineText(m_core.board(), r.pv, MoveStyle::Cecp)));
    };
    callbacks.onDone = [this](const SearchOutcome& o) {
        if (o.discarded || o.result.best.isNull()) return;
        if (o.decision.resign) {
            m_out.line("resign");
            m_gameOver = true;
            return;
        }
        // "offer draw" before the move: it offers (or accepts) a draw with this move.
        if (o.decision.offerDraw || o.decision.acceptDraw) m_out.line("offer draw");
        const std::string text =
            o.result.turnRest.empty()
                ? moveText(m_core.board(), o.result.best, MoveStyle::Cecp)
                : turnToString(m_core.board(), EngineCore::chosenTurn(o.result),
                               Notation::Coordinate);
        m_core.playTurn(EngineCore::chosenTurn(o.result));
        m_out.line("move " + text);
    };
    m_core.startSearch(limitsForThisMove(), m_drawOfferPending, true, std::move(callbacks));
    m_drawOfferPending = false;
}

} // namespace arbiter::engine
