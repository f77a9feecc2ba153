// How an engine that plays a seat of an online room is told its time (docs/online.md, "Engines
// in rooms"): the room's clock, as the server's events show it, turned into the engine layer's
// search limits and whole-game time control. One rule for the server's seated engines and
// arbiter-cli's bot, so that both budget alike:
//  - a clock (300+2, 40/300, hourglass): the times left and the increment, as UCI's
//    wtime/btime/winc/binc and movestogo;
//  - a time per move (30/move): that time as movetime;
//  - byo-yomi (600|30x3): while main time is left, the main time as the clock and the period as
//    the increment (an engine then spends about a period a move once its main time is low,
//    which is what byo-yomi allows); in byo-yomi the current period's time as movetime;
//  - no clock (inf): a fixed time per move (EngineTiming::untimedMoveMs).
// A margin is kept back from every limit for the way from the engine to the room. The first
// move of each side is made before the clocks start, under the room's first-move limit (with or
// without a clock): it gets the untimed time per move, at most a third of that limit.
#pragma once

#include "board/types.h"
#include "engine/enginetypes.h"
#include "online/roomclock.h"

#include <QJsonObject>
#include <cstdint>

namespace arbiter::online {

struct EngineTiming {
    int64_t marginMs = 50;        // kept back from every limit
    int64_t untimedMoveMs = 2000; // a room without a clock: the time of each move
};

// The limits of one search of `side`, which has made `ownTurns` turns in the game; `clock` is
// the room's clock object of the last event (docs/online.md, "Events"), `firstMoveMs` the
// room's first-move limit (0: none).
SearchLimits roomSearchLimits(const RoomTimeControl& tc, const QJsonObject& clock, Side side,
                              int ownTurns, int64_t firstMoveMs, const EngineTiming& timing);

// The game's time control as an engine is told it before the game (CECP's level or st).
EngineTimeControl roomEngineTimeControl(const RoomTimeControl& tc, const EngineTiming& timing);

} // namespace arbiter::online
