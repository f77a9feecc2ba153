#include "tournament/running/gamedisposition.h"

namespace arbiter {

GameDisposition decideGameDisposition(const EndedGameFacts& facts, const DispositionRules& rules) {
    using T = GameResult::Termination;
    GameDisposition d;
    // A game whose end raised the stop is treated as one the stop cut short: a resumed run plays
    // it again (TournamentRunner::setGameEndObserver).
    d.counted = facts.hasResult && !facts.stoppedByItsEnd;
    const bool stopping = facts.stoppingBefore || facts.stoppedByItsEnd;
    // Without -recover an engine that crashed or stopped answering ends the tournament, as in
    // cutechess-cli 1.5.1 (projects/lib/src/tournament.cpp, Tournament::onGameFinished).
    d.stopForEngineFault =
        d.counted && !rules.recover && !stopping &&
        (facts.termination == T::Disconnection || facts.termination == T::StalledConnection);
    // fastchess 1.8.2 (app/src/matchmaking/tournament/base/tournament.cpp,
    // BaseTournament::playGame) counts that game but writes it to neither file, and says so.
    const bool unwritten = d.stopForEngineFault && rules.stopUnwrittenOnFault;
    d.announceFaultStop = d.stopForEngineFault && !rules.stopUnwrittenOnFault;
    d.makeRecord = !unwritten;
    d.writeEpd = d.counted && !unwritten;
    // Games cut short by a stop are written only as cutechess-cli writes them ("*").
    const bool cutShort = !d.counted && stopping;
    d.reportStopped = cutShort && rules.reportStoppedGames && !facts.stopNotTheGames;
    d.writePgn =
        !unwritten && (d.counted || (!rules.pgnOnlyFinished && (!cutShort || d.reportStopped)));
    return d;
}

} // namespace arbiter
