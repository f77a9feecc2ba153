#include "pgngame.h"

namespace arbiter {

std::string_view pgnResultToken(PgnResult result) {
    switch (result) {
    case PgnResult::WhiteWins: return "1-0";
    case PgnResult::BlackWins: return "0-1";
    case PgnResult::Draw: return "1/2-1/2";
    default: return "*";
    }
}

bool parsePgnResult(std::string_view token, PgnResult* result) {
    if (token == "1-0")
        *result = PgnResult::WhiteWins;
    else if (token == "0-1")
        *result = PgnResult::BlackWins;
    else if (token == "1/2-1/2" || token == "1/2" || token == "\xc2\xbd-\xc2\xbd" ||
             token == "0.5-0.5")
        *result = PgnResult::Draw;
    else if (token == "*")
        *result = PgnResult::Unknown;
    else
        return false;
    return true;
}

const std::vector<std::string>& PgnGame::sevenTagRoster() {
    static const std::vector<std::string> roster = {"Event", "Site",  "Date",  "Round",
                                                    "White", "Black", "Result"};
    return roster;
}

void PgnGame::clear() {
    m_tags.clear();
    m_leadingTags.clear();
    m_variant = "standard";
    m_startFen.clear();
    m_moves.clear();
    m_textNotation.reset();
    m_gameComment.clear();
    m_result = PgnResult::Unknown;
    m_termination.clear();
}

std::string PgnGame::tag(std::string_view name, bool* found) const {
    if (found) *found = true;
    if (name == "Result") return std::string(pgnResultToken(m_result));
    if (name == "Variant") return m_variant;
    if (name == "FEN" && !m_startFen.empty()) return m_startFen;
    if (name == "SetUp" && !m_startFen.empty()) return "1";
    for (const PgnTag& t : m_tags)
        if (t.name == name) return t.value;
    if (found) *found = false;
    return {};
}

bool PgnGame::hasTag(std::string_view name) const {
    bool found = false;
    tag(name, &found);
    return found;
}

void PgnGame::setTag(std::string_view name, std::string_view value) {
    if (name == "Result") {
        PgnResult r;
        m_result = parsePgnResult(value, &r) ? r : PgnResult::Unknown;
        return;
    }
    if (name == "Variant") {
        m_variant = value;
        return;
    }
    if (name == "FEN") {
        m_startFen = value;
        return;
    }
    if (name == "SetUp") return; // implied by a non-empty start FEN
    for (PgnTag& t : m_tags) {
        if (t.name == name) {
            t.value = value;
            return;
        }
    }
    m_tags.push_back({std::string(name), std::string(value)});
}

void PgnGame::removeTag(std::string_view name) {
    if (name == "FEN") m_startFen.clear();
    for (auto it = m_tags.begin(); it != m_tags.end(); ++it) {
        if (it->name == name) {
            m_tags.erase(it);
            return;
        }
    }
}

PgnMove& PgnGame::addMove(Move move, std::string_view text, std::string_view commentAfter) {
    PgnMove& m = m_moves.emplace_back();
    m.move = move;
    m.text = text;
    m.commentAfter = commentAfter;
    return m;
}

} // namespace arbiter
