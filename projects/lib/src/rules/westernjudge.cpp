#include "westernjudge.h"

#include "rules/positionend.h"

namespace arbiter {

bool WesternJudge::insufficientMaterial(const Board& board) {
    int minors = 0, knights = 0;
    bool bishopOnLight = false, bishopOnDark = false;
    for (Square s = 0; s < board.squareCount(); ++s) {
        Piece p = board.pieceAt(s);
        switch (typeOf(p)) {
        case NoPieceType:
        case King: break;
        case Knight:
            ++minors;
            ++knights;
            break;
        case Bishop:
            ++minors;
            ((board.fileOf(s) + board.rankOf(s)) % 2 ? bishopOnLight : bishopOnDark) = true;
            break;
        default: return false; // pawns, rooks, queens can still mate
        }
    }
    if (minors <= 1) return true;
    return knights == 0 && !(bishopOnLight && bishopOnDark);
}

GameResult WesternJudge::judge(const Board& board) const {
    using T = GameResult::Termination;
    // Mate, stalemate and the variants' own goals, as the board sees them.
    const PositionEnd end = board.positionEnd();
    if (!end.isNone()) return positionEndResult(end, board.sideToMove());
    if (m_options.fiftyMoveRule && board.halfmoveClock() >= 100)
        return GameResult::draw(T::Normal, "Draw by fifty moves rule");
    if (m_options.threefoldRepetition && board.repetitionCount() >= 2)
        return GameResult::draw(T::Normal, "Draw by 3-fold repetition");
    if (m_options.insufficientMaterial && board.variant().materialDraws &&
        insufficientMaterial(board))
        return GameResult::draw(T::Normal, "Draw by insufficient mating material");
    return GameResult::none();
}

} // namespace arbiter
