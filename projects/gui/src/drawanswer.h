// How a UCI engine answers a draw offer. UCI has no draw messages, so the GUI answers for the
// engine with seed 002's dead-band rule on the engine's own latest evaluations: accept when
// its scores stayed within +/-band centipawns for more than `moves` of its moves (it would have
// offered a draw itself), or when its latest score is below -band (it is worse).
#pragma once

#include "engine/moveevaluation.h"

#include <vector>

namespace arbiter::gui {

struct DrawBand {
    int band = 20; // D, centipawns
    int moves = 8; // N, the engine's own moves
};

// `scores`: the engine's evaluations of its moves in game order (its own point of view).
// Moves without a score break a run in the band and do not count as worse.
bool engineAcceptsDraw(const std::vector<EngineScore>& scores, const DrawBand& rule);

} // namespace arbiter::gui
