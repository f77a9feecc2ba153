// For a mistake, what it allows (docs/gui-analysis.md, "Why a move"): the opponent's best reply,
// the first move of the engine's line after the mistake, explained with the same fact finders as
// any move (movefacts.h), and said as one fact: "allows Nc4, forking the queen and the rook",
// "让对方走马七进六，捉双：车、炮". Only what the reply does at once is said (a capture, a check or
// mate, a threat or fork, a pin, a discovered attack, the mate it threatens): what the whole line
// wins or whether it mates is the mistake's own Material and AllowsMate facts.
#pragma once

#include "analysis/movefacts.h"

#include <optional>

namespace arbiter::coach {

// The Allows fact of the legal `move` on `before`, with `lineAfter` the engine's line from the
// position after it (coordinates: its first move is the reply) and `replyNullLine` its line after
// the reply with the replier to move again (the reply's mate threat; empty when not searched).
// The fact's `replyFacts` are the reply's facts said; its line is the move and the reply.
// Nothing when the line is empty, its first move is not legal, or the reply does none of those.
std::optional<MoveFact> allowedReply(const Board& before, Move move, const QStringList& lineAfter,
                                     Notation notation, const QStringList& replyNullLine = {});

} // namespace arbiter::coach
