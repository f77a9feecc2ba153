#include "xiangqiboard.h"

#include "xiangqinotation.h"

namespace arbiter {

std::string XiangqiBoard::moveToString(Move m, Notation notation) const {
    switch (notation) {
    case Notation::San:
    case Notation::Wxf: return xqnotation::wxf(m_pos, m);
    case Notation::ChineseSimplified:
        return xqnotation::chinese(m_pos, m, xqnotation::Script::Simplified);
    case Notation::ChineseTraditional:
        return xqnotation::chinese(m_pos, m, xqnotation::Script::Traditional);
    case Notation::Lan:
    case Notation::Coordinate: break;
    }
    return xqnotation::iccs(m);
}

std::string XiangqiBoard::algebraicString(Move m) const {
    return xqnotation::algebraic(m_pos, m);
}

Move XiangqiBoard::parseMove(std::string_view text, std::string* error) const {
    return xqnotation::parse(m_pos, text, error);
}

} // namespace arbiter
