#include "cutechessprinter.h"

namespace arbiter::cli {

void CutechessPrinter::starting() {
    // cutechess-cli reads the whole suite to shuffle it, and says so.
    const OpeningsSpec& openings = m_session.options().openings;
    if (openings.enabled && openings.order == OpeningsSpec::Order::Random)
        m_print({QStringLiteral("Indexing opening suite...")});
}

void CutechessPrinter::gameStarted(const ScheduledGame& game) {
    m_print({m_session.rMobility().startedGameLine(m_session.tournament().startedGameLine(game),
                                                   m_session.runner().runningGame(game.number))});
}

void CutechessPrinter::gameFinished(const FinishedGame& game) {
    const Tournament& t = m_session.tournament();
    m_print({t.finishedGameLine(game.game, game.result)});
    m_print(m_session.rMobility().enabled()
                ? m_session.rMobility().progressLines(t.standings(), t.gamesFinished())
                : t.progressLines());
    m_print(m_session.rMobilityProgressLines());
}

// cutechess-cli reports a game its stop cut short like any other: "Finished game 3 (A vs B): *
// {No result}", then (two players) the unchanged score.
void CutechessPrinter::gameStopped(const FinishedGame& game) {
    const Tournament& t = m_session.tournament();
    m_print({t.finishedGameLine(game.game, game.result)});
    if (t.standings().playerCount() == 2) m_print({t.standings().scoreOfLine()});
}

void CutechessPrinter::finished(bool) {
    const Tournament& t = m_session.tournament();
    m_print(m_session.rMobility().enabled() ? m_session.rMobility().resultLines(t.players())
                                            : t.finalLines());
}

} // namespace arbiter::cli
