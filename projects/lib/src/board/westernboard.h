// Board implementation for every western (8x8 chess-like) variant over WesternPosition:
// notation (SAN, LAN, UCI coordinates) and the Board interface.
#pragma once

#include "board.h"
#include "westernposition.h"

namespace arbiter {

class WesternBoard final : public Board {
public:
    WesternBoard(const VariantInfo& variant, const WesternRules& rules);

    bool setFen(std::string_view fen, std::string* error = nullptr) override;
    std::string fen() const override { return m_pos.fen(); }
    std::string shredderFen() const { return m_pos.fen(true); }

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

    std::string moveToString(Move m, Notation notation) const override;
    Move parseMove(std::string_view text, std::string* error = nullptr) const override;
    int coordinateRankBase() const override { return 1; }

    const WesternPosition& position() const { return m_pos; }
    WesternPosition& position() { return m_pos; }

private:
    std::string sanString(Move m, bool longForm) const;
    std::string coordinateString(Move m) const;
    std::string checkSuffix(Move m) const;

    WesternPosition m_pos;
};

char westernPieceLetter(PieceType t); // 'P','N','B','R','Q','K'

} // namespace arbiter
