// Board implementation for every western (8x8 chess-like) variant over WesternPosition:
// notation (SAN, LAN, UCI coordinates) and the Board interface.
#pragma once

#include "positionboard.h"
#include "westernposition.h"

namespace arbiter {

class WesternBoard final : public PositionBoard<WesternBoard, WesternPosition> {
public:
    WesternBoard(const VariantInfo& variant, const WesternRules& rules)
        : PositionBoard(variant, WesternPosition(rules)) {}

    std::string shredderFen() const { return m_pos.fen(true); }
    PositionEnd positionEnd() const override { return m_pos.positionEnd(); }

    std::string moveToString(Move m, Notation notation) const override;
    Move parseMove(std::string_view text, std::string* error = nullptr) const override;
    int coordinateRankBase() const override { return 1; }

private:
    std::string sanString(Move m, bool longForm) const;
    std::string coordinateString(Move m) const;
    std::string checkSuffix(Move m) const;
};

char westernPieceLetter(PieceType t); // 'P','N','B','R','Q','K'

} // namespace arbiter
