#include "board.h"

namespace arbiter {

bool Board::isLegal(Move m) const {
    MoveList moves;
    legalMoves(moves);
    return moves.contains(m);
}

bool Board::hasLegalMoves() const {
    MoveList moves;
    legalMoves(moves);
    return !moves.empty();
}

void Board::pseudoLegalMovesFrom(Square from, MoveList& moves) const {
    MoveList legal;
    legalMoves(legal);
    moves.clear();
    for (Move m : legal)
        if (m.from() == from) moves.push(m);
}

Square Board::kingSquare(Side side) const {
    const Piece king = makePiece(side, King);
    for (Square s = 0; s < squareCount(); ++s)
        if (pieceAt(s) == king) return s;
    return NoSquare;
}

std::string Board::squareName(Square s) const {
    std::string name(1, char('a' + fileOf(s)));
    name += std::to_string(rankOf(s) + coordinateRankBase());
    return name;
}

Square Board::parseSquare(std::string_view text) const {
    if (text.size() < 2 || text.size() > 3) return NoSquare;
    int file = text[0] - 'a';
    if (file < 0 || file >= width()) return NoSquare;
    int rank = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9') return NoSquare;
        rank = rank * 10 + (c - '0');
    }
    if (text.size() == 3 && text[1] == '0') return NoSquare; // no leading zeros
    rank -= coordinateRankBase();
    if (rank < 0 || rank >= height()) return NoSquare;
    return square(file, rank);
}

} // namespace arbiter
