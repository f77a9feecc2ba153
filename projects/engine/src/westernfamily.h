// The western (8x8 chess-like) family for the search template: WesternPosition plus a tapered
// material / piece-square / pawn-structure / mobility evaluation (westernevaluation.cpp).
#pragma once

#include "board/westernboard.h"
#include "board/westernposition.h"
#include "score.h"

namespace arbiter::engine {

struct WesternFamily {
    using Position = WesternPosition;
    using BoardType = WesternBoard;

    static constexpr int DrawPlyLimit = 100; // fifty-move rule
    static constexpr bool PerpetualCheckLoses = false;

    static const Position& positionOf(const Board& board) {
        return static_cast<const WesternBoard&>(board).position();
    }

    static int evaluate(const Position& pos);
    static int pieceValue(PieceType t);
    // Passing is only a fair test when the side to move has pieces (zugzwang is rare then)
    // and when captures are not compulsory (a pass may be illegal in capture chess).
    static bool nullMoveAllowed(const Position& pos);
    static bool pruningAllowed(const Position& pos) { return !pos.rules().mustCapture; }
    static bool capturesForced(const Position& pos) { return pos.rules().mustCapture; }
    // Neither side can mate: bare kings, or one knight or bishop and nothing else.
    static bool insufficientMaterial(const Position& pos);
    // The variants' goals (hill, checks, explosion, lost pieces, race): a decided game.
    static bool decided(const Position& pos, int ply, int& score) {
        if (!pos.rules().hasGoals()) return false;
        return scoreOf(pos.goalEnd(), pos.sideToMove(), ply, score);
    }
    static bool midTurn(const Position&) { return false; } // every chess turn is one move
    static bool selfCheckAllowed(const Position&) { return false; }
    static int noMovesScore(const Position& pos, int ply) {
        int score = 0;
        scoreOf(pos.noMovesEnd(), pos.sideToMove(), ply, score);
        return score;
    }
    // Winning now is a mate score at this ply; a draw is 0.
    static bool scoreOf(const PositionEnd& end, Side us, int ply, int& score) {
        if (end.isNone()) return false;
        score = end.winner == NoSide ? 0 : end.winner == us ? -matedIn(ply) : matedIn(ply);
        return true;
    }
};

} // namespace arbiter::engine
