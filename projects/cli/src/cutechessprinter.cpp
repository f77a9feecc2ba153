#include "cutechessprinter.h"

namespace arbiter::cli {

void CutechessPrinter::gameStarted(const ScheduledGame& game) {
    m_print({m_job.rMobility().startedGameLine(m_job.tournament().startedGameLine(game),
                                               m_job.runner().runningGame(game.number))});
}

void CutechessPrinter::gameFinished(const FinishedGame& game) {
    const Tournament& t = m_job.tournament();
    m_print({t.finishedGameLine(game.game, game.result)});
    m_print(m_job.rMobility().enabled() ? m_job.rMobility().progressLines(t) : t.progressLines());
    m_print(m_job.rMobilityProgressLines());
}

void CutechessPrinter::finished(bool) {
    const Tournament& t = m_job.tournament();
    m_print(m_job.rMobility().enabled() ? m_job.rMobility().resultLines(t) : t.finalLines());
}

} // namespace arbiter::cli
