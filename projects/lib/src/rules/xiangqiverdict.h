// How a xiangqi game ends on the board, with its English and Chinese texts kept in one table
// (xiangqiverdict.cpp). The English texts follow cutechess's style ("Red mates", "Draw by ...")
// so scripts that read cutechess-cli output keep working; the Chinese texts are for the GUI.
#pragma once

#include "board/types.h"
#include "rules/result.h"

#include <cstdint>
#include <string>

namespace arbiter {

enum class XiangqiEnd : uint8_t {
    None,
    Checkmate,            // the side to move is checkmated
    Stalemate,            // the side to move has no legal move, not in check: it loses
    PerpetualCheck,       // the loser checked on every one of its moves in the loop
    PerpetualChase,       // the loser chased one and the same piece on every move of the loop
    RepetitionDraw,       // the loop repeats and nobody (or both equally) broke a rule
    MutualPerpetualCheck, // both sides checked perpetually: a draw
    MutualPerpetualChase, // both sides chased perpetually: a draw
    MoveLimit,            // N moves per side without a capture
    NoCrossingPieces,     // neither side has a piece that can cross the river
    LoneCannon,           // one cannon against advisor/elephants it can never mate
    CannonAgainstCannon,  // one cannon each, no advisors or elephants
    NoMateInOne,          // material that wins only by a mate in one, and there is none
};

struct XiangqiVerdict {
    XiangqiEnd end = XiangqiEnd::None;
    Side winner = NoSide; // NoSide for draws
    int moveLimit = 60;   // the N of "Draw by N-move rule"

    static XiangqiVerdict win(XiangqiEnd end, Side winner) { return {end, winner, 60}; }
    static XiangqiVerdict draw(XiangqiEnd end, int moveLimit = 60) {
        return {end, NoSide, moveLimit};
    }

    bool isNone() const { return end == XiangqiEnd::None; }
    bool isDraw() const { return !isNone() && winner == NoSide; }
    // "Red mates", "Black loses by perpetual chase", "Draw by 60-move rule", ...
    std::string english() const;
    // "红方长将判负", "60回合限招，判和", ...
    std::string chinese() const;
    // The game result (Termination::Normal) with the English text as reason.
    GameResult result() const;

    bool operator==(const XiangqiVerdict& o) const {
        return end == o.end && winner == o.winner &&
               (end != XiangqiEnd::MoveLimit || moveLimit == o.moveLimit);
    }
};

// The Chinese text of a result whose reason is one of the English texts above ("Red loses by
// perpetual check" -> "红方长将判负"); empty when the reason is not a xiangqi verdict.
std::string xiangqiChineseReason(const GameResult& result);
// The verdict a reason text names, or a None verdict.
XiangqiVerdict xiangqiVerdictFromReason(const std::string& reason);

// Warning texts for front-ends: the verdict one more occurrence of the position would bring,
// and the move-count rule about to apply.
std::string repetitionWarningEnglish(const XiangqiVerdict& verdict);
std::string repetitionWarningChinese(const XiangqiVerdict& verdict);
std::string moveLimitWarningEnglish(int moveLimit, int movesLeft);
std::string moveLimitWarningChinese(int moveLimit, int movesLeft);

} // namespace arbiter
