// Board implementation for xiangqi and its variants over XiangqiPosition: FEN, and moves as
// ICCS coordinates (h2e2), WXF (C2=5), Chinese (炮二平五, simplified or traditional) and
// Fairy-Stockfish style algebraic (Hg3, ranks 1-10). The notation rules are in
// xiangqinotation.h and docs/xiangqi.md.
#pragma once

#include "board.h"
#include "xiangqiposition.h"

namespace arbiter {

class XiangqiBoard final : public Board {
public:
    XiangqiBoard(const VariantInfo& variant, const XiangqiRules& rules);

    bool setFen(std::string_view fen, std::string* error = nullptr) override;
    std::string fen() const override { return m_pos.fen(); }

    Side sideToMove() const override { return m_pos.sideToMove(); }
    Piece pieceAt(Square s) const override { return m_pos.pieceAt(s); }
    int halfmoveClock() const override { return m_pos.halfmoveClock(); }
    int fullmoveNumber() const override { return m_pos.fullmoveNumber(); }
    uint64_t key() const override { return m_pos.key(); }
    bool inCheck() const override { return m_pos.inCheck(); }
    int repetitionCount() const override { return m_pos.repetitionCount(); }
    int historySize() const override { return m_pos.historySize(); }
    Move lastMove() const override { return m_pos.lastMove(); }

    void legalMoves(MoveList& moves) const override { m_pos.generateLegal(moves); }
    bool isCapture(Move m) const override { return m_pos.isCapture(m); }
    void makeMove(Move m) override { m_pos.makeMove(m); }
    void undoMove() override { m_pos.undoMove(); }
    uint64_t perft(int depth) override { return m_pos.perft(depth); }
    std::unique_ptr<Board> clone() const override;

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

    const XiangqiPosition& position() const { return m_pos; }
    XiangqiPosition& position() { return m_pos; }

private:
    XiangqiPosition m_pos;
};

} // namespace arbiter
