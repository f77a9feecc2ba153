#include "gui/board/moverules.h"

#include "board/westernboard.h"
#include "board/xiangqiboard.h"

#include <algorithm>

namespace arbiter::gui {

namespace {

// Western boards have no pseudo-legal generator: attacks come from the position's attack tables
// and pawn pushes are added by hand.
std::vector<Move> westernPseudoLegal(const WesternBoard& board, Square from) {
    const WesternPosition& pos = board.position();
    std::vector<Move> moves;
    const Piece piece = pos.pieceAt(from);
    const Side us = sideOf(piece);
    const bb::Bitboard occupied = pos.pieces();
    if (typeOf(piece) == Pawn) {
        const int up = us == White ? 8 : -8;
        const int rank = from / 8;
        const bool lastRankNext = (us == White && rank == 6) || (us == Black && rank == 1);
        const Move::Kind pushKind = lastRankNext ? Move::Promotion : Move::Normal;
        const PieceType promo = lastRankNext ? Queen : NoPieceType;
        const Square one = from + up;
        if (one >= 0 && one < 64 && pos.pieceAt(one) == NoPiece) {
            moves.emplace_back(from, one, pushKind, promo);
            const bool startRank = (us == White && rank == 1) || (us == Black && rank == 6);
            if (startRank && pos.pieceAt(one + up) == NoPiece) moves.emplace_back(from, one + up);
        }
        for (int df : {-1, 1}) {
            const int file = from % 8 + df;
            if (file < 0 || file > 7 || one < 0 || one >= 64) continue;
            const Square to = one + df;
            const Piece target = pos.pieceAt(to);
            if (target != NoPiece && sideOf(target) != us)
                moves.emplace_back(from, to, pushKind, promo);
            else if (to == pos.enPassantSquare())
                moves.emplace_back(from, to, Move::EnPassant);
        }
        return moves;
    }
    for (Square to = 0; to < 64; ++to) {
        const Piece target = pos.pieceAt(to);
        if (target != NoPiece && sideOf(target) == us) continue;
        if (pos.attackersTo(to, occupied) & bb::bit(from)) moves.emplace_back(from, to);
    }
    if (typeOf(piece) == King) {
        MoveList legal;
        board.legalMoves(legal);
        for (Move m : legal)
            if (m.from() == from && m.kind() == Move::Castling) moves.push_back(m);
    }
    return moves;
}

} // namespace

std::vector<Move> pseudoLegalMovesFrom(const Board& board, Square from) {
    std::vector<Move> moves;
    const Piece piece = board.pieceAt(from);
    if (piece == NoPiece || sideOf(piece) != board.sideToMove()) return moves;
    if (auto* western = dynamic_cast<const WesternBoard*>(&board))
        return westernPseudoLegal(*western, from);
    if (auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board)) {
        MoveList all;
        xiangqi->position().generatePseudoLegal(all);
        for (Move m : all)
            if (m.from() == from) moves.push_back(m);
        return moves;
    }
    // Unknown family: legal moves are all we know.
    MoveList legal;
    board.legalMoves(legal);
    for (Move m : legal)
        if (m.from() == from) moves.push_back(m);
    return moves;
}

std::vector<Square> kingAttackersAfter(const Board& board, Move move) {
    std::vector<Square> attackers;
    const Side us = board.sideToMove();
    if (auto* western = dynamic_cast<const WesternBoard*>(&board)) {
        WesternPosition pos = western->position();
        pos.makeMove(move);
        if (!pos.pieces(us, King)) return attackers;
        bb::Bitboard set = pos.attackersTo(pos.kingSquare(us), pos.pieces()) & pos.pieces(~us);
        while (set) attackers.push_back(bb::popLsb(set));
    } else if (auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board)) {
        XiangqiPosition pos = xiangqi->position();
        pos.makeMove(move);
        const Square king = pos.kingSquare(us);
        if (king == NoSquare) return attackers;
        xq::SquareSet set = pos.attackersTo(king, ~us);
        while (set) attackers.push_back(xq::popLsb(set));
    }
    return attackers;
}

std::vector<Square> entrySquares(const Board& board, Move move) {
    if (move.kind() != Move::Castling) return {move.to()};
    std::vector<Square> squares{WesternPosition::castlingKingTarget(move), move.to()};
    if (squares[0] == squares[1]) squares.pop_back();
    (void)board;
    return squares;
}

bool notifiesChecks(const Board& board) {
    if (auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board))
        return !xiangqi->position().rules().allowSelfCheck;
    return true;
}

bool isFaceDown(const Board& board, Square square) {
    auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board);
    return xiangqi && xiangqi->position().isHidden(square);
}

bool hasPockets(const Board& board) {
    auto* western = dynamic_cast<const WesternBoard*>(&board);
    return western && western->position().rules().drops;
}

const std::vector<PieceType>& pocketTypes() {
    static const std::vector<PieceType> types{Pawn, Knight, Bishop, Rook, Queen};
    return types;
}

int pocketCount(const Board& board, Side side, PieceType type) {
    auto* western = dynamic_cast<const WesternBoard*>(&board);
    return western && western->position().rules().drops
               ? western->position().pocketCount(side, type)
               : 0;
}

bool usesFaceDown(const Board& board) {
    auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board);
    return xiangqi && xiangqi->position().rules().jieqi;
}

bool usesStone(const Board& board) {
    auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board);
    return xiangqi && xiangqi->position().rules().stone;
}

Square kingSquare(const Board& board, Side side) {
    const Piece king = makePiece(side, King);
    for (Square s = 0; s < board.squareCount(); ++s)
        if (board.pieceAt(s) == king) return s;
    return NoSquare;
}

} // namespace arbiter::gui
