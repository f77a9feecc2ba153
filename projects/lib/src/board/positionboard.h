// The Board interface over a family's fast position class. State queries and move operations
// forward to the position; a family's board (WesternBoard, XiangqiBoard) adds only notation and
// what is its own. Derived is the family board (for clone()), Position its position class.
#pragma once

#include "board.h"

#include <memory>
#include <string>

namespace arbiter {

template <class Derived, class Position> class PositionBoard : public Board {
public:
    PositionBoard(const VariantInfo& variant, Position position)
        : Board(variant), m_pos(std::move(position)) {
        m_pos.setFen(variant.startFen, nullptr);
    }

    bool setFen(std::string_view fen, std::string* error = nullptr) override {
        std::string extension;
        std::vector<std::string> warnings;
        if (!m_pos.setFen(fen, error, &extension, &warnings)) return false;
        m_fenExtension = extension;
        m_fenWarnings = std::move(warnings);
        return true;
    }
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
    std::unique_ptr<Board> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }
    bool copyFrom(const Board& other) override {
        const auto* same = dynamic_cast<const Derived*>(&other);
        if (!same) return false;
        static_cast<Derived&>(*this) = *same;
        return true;
    }

    const Position& position() const { return m_pos; }
    Position& position() { return m_pos; }

protected:
    Position m_pos;
};

} // namespace arbiter
