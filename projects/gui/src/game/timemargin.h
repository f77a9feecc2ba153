// The GUI's margin for a fixed time per move (cutechess-cli's timemargin=). An engine told
// "movetime 1000" (UCI) or "st" uses its whole second and its answer arrives a few milliseconds
// after it: without a margin every such move loses on time, so Stockfish forfeited every game
// at its first move. The GUI's games and tournaments give such a control this margin unless
// one is chosen; a tournament may still choose none, and its dialog then warns.
#pragma once

#include "game/timecontrol.h"

namespace arbiter::gui {

constexpr int DefaultPerMoveMarginMs = 50;

// `tc` with DefaultPerMoveMarginMs when it is a fixed time per move without a margin.
TimeControl withDefaultMargin(TimeControl tc);
// Whether `tc` leaves an engine no margin: a fixed time per move, margin none.
bool leavesNoMargin(const TimeControl& tc);

} // namespace arbiter::gui
