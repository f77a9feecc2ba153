// Xiangqi's own ideas by name, read off the board for the coach (movefacts.h; docs/gui-analysis.md,
// "Why a move"): the cannon's screen (炮架), the blocked horse leg (蹩马腿) and elephant eye
// (塞象眼), and the classic mates. Each mate is defined by the pieces and geometry players mean
// by its name (definitions as given at https://wen.mengvlog.com/question/962643, "象棋的杀法",
// and https://www.yamab2b.com/how/163234.html for 重炮), on a position where the side to move is
// mated; the mating side is "the mater":
//  - 马后炮 (horse-behind-cannon): the check is a cannon's whose screen is the mater's horse,
//    with nothing between the horse and the general (the horse holds the escape points, the
//    cannon checks from behind it).
//  - 双车错 (staggered chariots): a chariot checks, and the mater's other chariot stands on the
//    line next to the checking one and parallel to it (the next file for a check along a file,
//    the next rank for a check along a rank), closing the general's way out of the line.
//  - 闷宫 (smothered palace): a cannon checks over a piece of the general's own next to it, and
//    every other point of the palace next to the general, off the cannon's line, is taken by
//    the general's own pieces: the general is stifled by its own guards.
//  - 铁门栓 (iron bolt): the general stands off the palace's centre file; a cannon of the mater
//    on the centre file holds the palace's centre point on the general's rank (exactly one piece
//    between them), and the check is a chariot's or a soldier's at the general's side.
//  - 重炮 (double cannons): a cannon checks with the mater's other cannon as its screen.
//  - 天地炮 (heaven-and-earth cannons): the general on its back rank; one cannon of the mater on
//    the general's file, the other on its rank, each with one or two pieces between it and the
//    general (checking, or pinning both: a pin, linetactics.h), and one of them checks.
#pragma once

#include "board/board.h"

#include <QString>
#include <vector>

namespace arbiter::coach {

enum class XiangqiMate {
    HorseBehindCannon,
    StaggeredChariots,
    SmotheredPalace,
    IronBolt,
    DoubleCannons,
    HeavenAndEarthCannons
};

// "马后炮" and "horse-behind-cannon mate (马后炮)".
QString chineseName(XiangqiMate mate);
QString englishName(XiangqiMate mate);

// The named mates the position matches, where the side to move is checkmated (empty otherwise).
std::vector<XiangqiMate> namedMates(const Board& mated);

// The screen of the cannon on `cannon` towards `target`: the one piece between them on a file or
// rank; NoSquare when they share no line or the count between is not one.
Square cannonScreen(const Board& board, Square cannon, Square target);

// The opponent's horses whose leg point is the square `move` landed on, empty before the move,
// and that had a point to go to through that leg (on the board, not held by their own side):
// 蹩马腿. `after` is the board after the move, `before` the board before it.
std::vector<Square> blockedHorses(const Board& before, const Board& after, Move move);

// The same for elephants whose eye is the landing square (a point of their own half to go to
// through it): 塞象眼.
std::vector<Square> blockedElephants(const Board& before, const Board& after, Move move);

} // namespace arbiter::coach
