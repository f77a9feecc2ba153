// What a tournament does with a game that has ended, decided before anything is written: whether
// the game counts, whether its PGN record and EPD line are written, whether a game cut short is
// reported, and whether the game stops the run. A pure function of the game's outcome, the run's
// state and its settings (TournamentRunner applies it; tests/lib/tournament/tst_gamedisposition.cpp
// covers each rule).
#pragma once

#include "rules/result.h"

namespace arbiter {

// The game as it ended and the run around it.
struct EndedGameFacts {
    bool hasResult = false; // it ended with a result (not "*": aborted, cut short by a stop)
    GameResult::Termination termination = GameResult::Termination::Unterminated;
    bool stoppingBefore = false; // the run was already stopping when the game ended
    // The game end observer stopped the run for this game (fastchess's -strict warning).
    bool stoppedByItsEnd = false;
    // The run stops for the manager's side (no descriptors or memory) or for an engine that
    // does not play the variant: the games it cuts short are no games at all.
    bool stopNotTheGames = false;
};

// The settings that bear on it (TournamentRunnerSettings and its Compatibility's
// reportStoppedGames and stopUnwrittenOnFault, game/compatibility.h).
struct DispositionRules {
    bool recover = false;
    bool pgnOnlyFinished = false;
    bool reportStoppedGames = false;
    bool stopUnwrittenOnFault = false;
};

struct GameDisposition {
    // Scored into the standings and the resume state (checkpointed before the PGN is written).
    bool counted = false;
    // The PGN record goes to the PGN file (and its text to the state until the file has it).
    bool writePgn = false;
    // The game's PGN text and EPD line are made at all (not for fastchess's unwritten fault).
    bool makeRecord = false;
    bool writeEpd = false;
    // gameStopped() reports the game cut short (cutechess-cli's "* {No result}").
    bool reportStopped = false;
    // Without -recover an engine's crash or stall stops the run after this game...
    bool stopForEngineFault = false;
    // ... with the runner's "Stopping the tournament" message (else the dialect prints it).
    bool announceFaultStop = false;
};

GameDisposition decideGameDisposition(const EndedGameFacts& facts, const DispositionRules& rules);

} // namespace arbiter
