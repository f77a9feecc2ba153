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
    // A finished game's PGN text reached the PGN file (before gameFinished for that game).
    virtual void pgnWritten(const std::string& text) { (void)text; }
    virtual void gameFinished(const FinishedGame& game) = 0;
    // A game cut short when the run stopped (TournamentRunner::gameStopped), not counted.
    virtual void gameStopped(const FinishedGame& game) { (void)game; }
    // The run is over: the final results (interrupted: stopped before its end).
    virtual void finished(bool interrupted) = 0;
};

// The dialect's printer for this session; print writes lines to standard output.
std::unique_ptr<MatchPrinter> makeMatchPrinter(TournamentSession& session,
                                               MatchPrinter::Print print);

} // namespace arbiter::cli
