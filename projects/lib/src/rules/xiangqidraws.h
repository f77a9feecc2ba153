// Xiangqi's automatic draws besides repetitions (docs/xiangqi.md, "Move-count rule" and
// "Material draws"):
// * Move-count rule: N moves per side (2N plies) without a capture draw. Each side's checks
//   count at most `checkCap` times: a further check by that side, and the reply to it, do not
//   advance the count (Pikafish's reading of the AXF rule, Position::rule_judge).
//   Soldier moves do not reset it; only captures do.
// * Material: rigorously unwinnable material (the strict list) and, optionally, the
//   list of material that wins only by a mate in one. Both need a board with no chariot, horse
//   or soldier:
//     strict:        no cannon at all (nobody can cross the river);
//                    one cannon, no advisor on its side, none on the other (1炮n相 vs n象);
//                    one cannon, no advisor or elephant on its side, one advisor on the other
//                    (1炮 vs 1士n象);
//                    one cannon each, no advisors, no elephants (1炮 vs 1炮);
//     mate in one:   one cannon alone against two advisors (1炮 vs 2士n象);
//                    one cannon with elephants against one advisor (1炮m相 vs 1士n象);
//                    one cannon each, no advisors, some elephants (1炮m象 vs 1炮n象).
#pragma once

#include "board/xiangqiposition.h"
#include "rules/xiangqiverdict.h"

#include <cstdint>
#include <vector>

namespace arbiter::xqrules {

class MoveCounter {
public:
    // Starts counting from a FEN's plies-without-capture field.
    void reset(int halfmoveClock);
    void push(bool capture, bool check, Side mover, int checkCap);
    void pop();
    // Plies that count toward the move limit.
    int countedPlies() const { return m_states.back().counted; }
    // Checks by `side` since the last capture.
    int checks(Side side) const { return m_states.back().checks[side]; }

private:
    struct State {
        int counted = 0;
        uint8_t checks[2] = {0, 0};
        bool excessCheck = false; // this ply was a check beyond the cap
    };
    std::vector<State> m_states;
};

// The material draw the position falls under: XiangqiEnd::None (play on), NoCrossingPieces,
// LoneCannon or CannonAgainstCannon (strict list), or NoMateInOne (second list: a draw unless
// the side to move has a mate in one).
XiangqiEnd materialDraw(const XiangqiPosition& pos);
// Whether the side to move can leave the opponent without a legal move at once (mate or, as
// stalemate loses in xiangqi, stalemate).
bool hasMateInOne(XiangqiPosition& pos);

} // namespace arbiter::xqrules
