// What arbiter-cli prints while a tournament runs, one implementation per dialect (dialect.h):
// CutechessPrinter prints cutechess-cli's lines, FastchessPrinter fastchess's. CliMatch
// forwards the session's events to the one its options choose.
#pragma once

#include "session/tournamentsession.h"

#include <QStringList>
#include <functional>
#include <memory>
#include <string>

namespace arbiter::cli {

class MatchPrinter {
public:
    using Print = std::function<void(const QStringList& lines)>;
    virtual ~MatchPrinter() = default;

    // Before the first game.
    virtual void starting() {}
    virtual void gameStarted(const ScheduledGame& game) = 0;
    // A game ended with a result, before it is recorded: what the dialect warns about in how it
    // ended (fastchess: an illegal move). Under fastchess's -strict such a warning stops the
    // run and the game is then neither recorded nor reported (TournamentRunner::
    // setGameEndObserver).
    virtual void gameEnded(const FinishedGame& game) { (void)game; }
    // A finished game's PGN text reached the PGN file (before gameFinished for that game).
    virtual void pgnWritten(const std::string& text) { (void)text; }
    virtual void gameFinished(const FinishedGame& game) = 0;
    // A game cut short when the run stopped (TournamentRunner::gameStopped), not counted.
    virtual void gameStopped(const FinishedGame& game) { (void)game; }
    // The run is over: the final results (interrupted: stopped before its end).
    virtual void finished(bool interrupted) = 0;
    // The lines after the results, printed also when a -strict stop leaves the results out
    // (fastchess: each player's time losses and crashes).
    virtual QStringList closingLines() const { return {}; }
};

// The dialect's printer for this session; print writes lines to standard output.
std::unique_ptr<MatchPrinter> makeMatchPrinter(TournamentSession& session,
                                               MatchPrinter::Print print);

} // namespace arbiter::cli
