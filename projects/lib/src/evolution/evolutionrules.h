// Who replaces whom after a game of evolutionary tuning (docs/draw-offers.md). Rejected draw offers
// come first, because their risks and rewards are meant to be magnified:
//  - rejected offer, then loss:  the rejecter is replaced by a clone of the winner;
//  - rejected offer, then win:   the loser is replaced by a clone of the winner (the rejecter);
//  - rejected offer, then draw:  the rejecter is replaced by an offspring of both players;
// otherwise:
//  - agreed draw:                both are replaced by mutated clones of themselves;
//  - draw by rule (50 moves, repetition, stalemate, material, adjudication): an offspring of
//                                both replaces one of them, each with probability 1/2;
//  - resignation (also the -resign adjudication, which resigns for an engine):
//                                the resigner is replaced by an offspring of both;
//  - mate, time loss and every other loss (illegal move, disconnection, stall, false claim):
//                                the loser is replaced by a clone of the winner.
// A game without a result (aborted) replaces nobody.
#pragma once

#include "rules/result.h"
#include "tournament/pairing/seededrandom.h"

#include <QString>
#include <array>
#include <vector>

namespace arbiter {

enum class ReplacementKind {
    MutatedClone,  // a mutated copy of the replaced player itself
    CloneOfWinner, // an exact copy of the game's winner
    Offspring,     // crossover of the two players of the game
};

// "mutated clone", "clone of winner", "offspring".
QString replacementKindName(ReplacementKind kind);

struct ReplacementDecision {
    Side replaced = NoSide;
    ReplacementKind kind = ReplacementKind::Offspring;
};

struct EvolutionVerdict {
    QString rule; // "agreed draw", "draw by rule", "rejected offer then loss", ...
    std::vector<ReplacementDecision> replacements;
};

// rejected[side]: the side let an offer of its opponent lapse during the game. The random
// draw (only for draws by rule) comes from rng.
EvolutionVerdict decideReplacements(const GameResult& result, std::array<bool, 2> rejected,
                                    SeededRandom& rng);

} // namespace arbiter
