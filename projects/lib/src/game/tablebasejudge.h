// Syzygy tablebase adjudication (-tb) as the tool whose rules the game follows applies it
// (docs/cli.md, Adjudication; the probing itself is tablebase/syzygyprobe.h).
//
// cutechess-cli 1.5.1 (projects/lib/src/gameadjudicator.cpp and
// projects/lib/src/board/syzygytablebase.cpp): after each move a player makes (not the moves of an
// opening suite), in standard chess only, when no side may castle and at most 7 pieces (and
// -tbpieces) are left: the position's distance to zeroing with the fifty-move counter where it
// stands decides; every move of the position must be probed too, or nothing is decided.
//
// fastchess 1.8 (its Match::adjudicate and syzygy.cpp): before each move, the first one
// included, in standard chess and Chess960, when the last move zeroed the fifty-move counter
// (so the counter cannot spoil a win), no side may castle and the tables cover as many pieces
// (and -tbpieces allows): the position's win/draw/loss value decides; -tbadjudicate limits
// which outcomes are adjudicated.
//
// Either way a cursed win or a blessed loss (won or lost, but drawn by the fifty-move rule) is
// a draw unless -tbignore50 is given, and the reason is "White wins by adjudication: SyzygyTB"
// or "Draw by adjudication: SyzygyTB".
#pragma once

#include "board/board.h"
#include "game/adjudication.h"
#include "rules/result.h"

namespace arbiter {

class TablebaseJudge {
public:
    TablebaseJudge(const TablebaseAdjudication& settings, AdjudicationStyle style)
        : m_settings(settings), m_style(style) {}

    bool enabled() const { return m_settings.tables != nullptr; }
    // Whether the position is judged before the first move too (fastchess).
    bool judgesStartPosition() const { return m_style == AdjudicationStyle::Fastchess; }
    // The result the tables give the game now, or none.
    GameResult judge(const Board& board) const;

private:
    GameResult judgeAsCutechess(const Board& board) const;
    GameResult judgeAsFastchess(const Board& board) const;
    // The result of an outcome -2..2 for the side to move.
    GameResult resultOf(int wdl, Side toMove) const;

    TablebaseAdjudication m_settings;
    AdjudicationStyle m_style;
};

} // namespace arbiter
