// Draw offers and resignation on arbiter-cli's command line (docs/draw-offers.md):
//   -resign movecount=N score=CP [twosided=true]   cutechess's adjudication (unchanged)
//   -resign mode=sum band=D threshold=T            resign for any engine whose
//                                                  running score sum falls below -T
//   -drawoffers [band=D moves=N] [maxoffers=K]     offers per player (default 1, 0: no limit);
//                                                  band/moves: the manager offers and answers
//                                                  for UCI engines from their scores
// Both fill TournamentDescription::adjudication, which the Game applies.
#pragma once

#include "optiontable.h"

namespace arbiter::cli {

// Adds -resign and -drawoffers (OptionSection::Adjudication).
void addDrawResignOptions(OptionTable& table);

} // namespace arbiter::cli
