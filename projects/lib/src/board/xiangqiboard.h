// Board implementation for xiangqi and its variants over XiangqiPosition: FEN, and moves as
// ICCS coordinates (h2e2), WXF (C2=5), Chinese (炮二平五, simplified or traditional) and
// Fairy-Stockfish style algebraic (Hg3, ranks 1-10). The notation rules are in
// xiangqinotation.h and docs/xiangqi.md.
#pragma once

#include "positionboard.h"
#include "xiangqiposition.h"

namespace arbiter {

class XiangqiBoard final : public PositionBoard<XiangqiBoard, XiangqiPosition> {
public:
    XiangqiBoard(const VariantInfo& variant, const XiangqiRules& rules)
        : PositionBoard(variant, XiangqiPosition(rules)) {}

    // San and Wxf give WXF, Coordinate (and Lan) give ICCS, ChineseSimplified and
    // ChineseTraditional give Chinese notation.
    std::string moveToString(Move m, Notation notation) const override;
    // Fairy-Stockfish's algebraic notation (Hg3, Cxh10, Rxe9+), ranks counted 1-10, as found in
    // PGNs of western GUIs; parseMove reads it too.
    std::string algebraicString(Move m) const;
    // Accepts ICCS (h2e2, H2-E2), WXF (all tandem forms), Chinese (both scripts, ASCII or
    // full-width digits) and Fairy-Stockfish algebraic moves.
    Move parseMove(std::string_view text, std::string* error = nullptr) const override;
    int coordinateRankBase() const override { return 0; }
    bool midTurn() const override { return m_pos.midTurn(); }
    bool hasUnknownHidden() const override {
        for (xq::SquareSet b = m_pos.hiddenPieces(); b;)
            if (m_pos.hiddenIdentity(xq::popLsb(b)) == NoPieceType) return true;
        return false;
    }
    void dealHidden(uint64_t seed) override;
    void pseudoLegalMovesFrom(Square from, MoveList& moves) const override;
    std::vector<Square> kingAttackersAfter(Move m) const override;
    bool notifiesChecks() const override { return !m_pos.rules().allowSelfCheck; }
    bool hasFaceDownPieces() const override { return m_pos.rules().jieqi; }
    bool isFaceDown(Square s) const override { return m_pos.isHidden(s); }
    PieceType faceDownIdentity(Square s) const override {
        return m_pos.isHidden(s) ? m_pos.hiddenIdentity(s) : NoPieceType;
    }
    bool hasStone() const override { return m_pos.rules().stone; }
    std::string turnPartDue() const override {
        return m_pos.rules().stone ? "the stone must be moved too (e.g. 'h2e2,S@e5')"
                                   : "a second step without capture is due (e.g. 'h2e2,b0c2')";
    }

    // A side without moves loses (stalemate too); where self-check is allowed the game is won
    // by capturing the general.
    PositionEnd positionEnd() const override {
        const Side us = m_pos.sideToMove();
        if (m_pos.kingSquare(us) == NoSquare) return {EndReason::KingCaptured, ~us};
        if (m_pos.kingSquare(~us) == NoSquare) return {EndReason::KingCaptured, us};
        if (hasLegalMoves()) return {};
        return {m_pos.inCheck() ? EndReason::Checkmate : EndReason::Stalemate, ~us};
    }
};

} // namespace arbiter
