#include "xiangqiboard.h"

#include "xiangqinotation.h"

#include <random>

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

void XiangqiBoard::dealHidden(uint64_t seed) {
    std::mt19937_64 rng(seed);
    m_pos.dealHidden([&rng](Side, const std::vector<PieceType>& pool) {
        return std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng);
    });
}

std::string XiangqiBoard::algebraicString(Move m) const {
    return xqnotation::algebraic(m_pos, m);
}

Move XiangqiBoard::parseMove(std::string_view text, std::string* error) const {
    return xqnotation::parse(m_pos, text, error);
}

void XiangqiBoard::pseudoLegalMovesFrom(Square from, MoveList& moves) const {
    moves.clear();
    const Piece piece = m_pos.pieceAt(from);
    if (piece == NoPiece || sideOf(piece) != m_pos.sideToMove()) return;
    MoveList all;
    m_pos.generatePseudoLegal(all);
    for (Move m : all)
        if (m.from() == from) moves.push(m);
}

std::vector<Square> XiangqiBoard::kingAttackersAfter(Move m) const {
    std::vector<Square> attackers;
    const Side us = m_pos.sideToMove();
    XiangqiPosition pos = m_pos;
    pos.makeMove(m);
    const Square king = pos.kingSquare(us);
    if (king == NoSquare) return attackers;
    xq::SquareSet set = pos.attackersTo(king, ~us);
    while (set) attackers.push_back(xq::popLsb(set));
    return attackers;
}

} // namespace arbiter
