// The xiangqi family for the search template: XiangqiPosition plus a tapered material /
// piece-square / mobility / king-guard evaluation (xiangqievaluation.cpp). Stalemate loses,
// and a repetition reached by checking on every move loses for the checker.
#pragma once

#include "board/xiangqiboard.h"
#include "board/xiangqiposition.h"
#include "score.h"

namespace arbiter::engine {

struct XiangqiFamily {
    using Position = XiangqiPosition;
    using BoardType = XiangqiBoard;

    static constexpr int DrawPlyLimit = 120; // the natural limit: 60 moves without a capture
    static constexpr bool PerpetualCheckLoses = true;

    static const Position& positionOf(const Board& board) {
        return static_cast<const XiangqiBoard&>(board).position();
    }

    static int evaluate(const Position& pos);
    static int pieceValue(PieceType t);
    static bool nullMoveAllowed(const Position& pos);
    static bool pruningAllowed(const Position&) { return true; }
    static bool capturesForced(const Position&) { return false; }
    // Neither side has a piece that can cross the river and attack (chariot, horse, cannon,
    // soldier): a dead draw.
    static bool insufficientMaterial(const Position& pos);
    // Variants that allow self-check are won by capturing the general.
    // (In stone xiangqi the mover may still be to move, for its stone, after taking the
    // general.)
    static bool decided(const Position& pos, int ply, int& score) {
        if (pos.kingSquare(pos.sideToMove()) == NoSquare) {
            score = matedIn(ply);
            return true;
        }
        if (pos.kingSquare(~pos.sideToMove()) == NoSquare) {
            score = -matedIn(ply);
            return true;
        }
        return false;
    }
    static bool midTurn(const Position& pos) { return pos.midTurn(); }
    static bool selfCheckAllowed(const Position& pos) { return pos.rules().allowSelfCheck; }
    // Mate and stalemate alike lose.
    static int noMovesScore(const Position&, int ply) { return matedIn(ply); }
};

} // namespace arbiter::engine
