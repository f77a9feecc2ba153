// What an arbiter-cli run does around its tournament beyond printing the game lines
// (matchprinter.h), one object per run chosen once by the dialect, as the printer is: MatchRun
// itself is cutechess-cli's run (nothing more than the tournament), FastchessRun
// (fastchessrun.h) fastchess's (its option lines, -pgnout append=false, -log, the tablebases
// loaded at the start, -strict, the checks after each move and the stop without -recover).
// CliMatch calls it at each step of the run.
#pragma once

#include "matchprinter.h"
#include "session/tournamentsession.h"

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <functional>
#include <memory>

namespace arbiter::cli {

class MatchRun {
public:
    // Prints lines to standard output as CliMatch prints them (each line also passes printed()).
    using Print = std::function<void(const QStringList& lines)>;
    virtual ~MatchRun() = default;

    // Before the session starts: false with *error for a usage problem (exit code 2), or with
    // *error empty when the run's own message is printed (exit code 1).
    virtual bool prepare(QString* error) {
        (void)error;
        return true;
    }
    // -tb's directories were scanned (`largestPieces`: the most pieces of a valid table, 0: none);
    // false when the run cannot go on without them (its message printed, exit code 1).
    virtual bool tablesScanned(int largestPieces) {
        (void)largestPieces;
        return true;
    }
    // The session has started and its printer is made: what the run adds to the runner.
    // `gameLines` prints the lines of games (not once gameLinesEnded()).
    virtual void started(const MatchPrinter::Print& gameLines) { (void)gameLines; }
    // A game ended with a result, before it is recorded (TournamentRunner::setGameEndObserver),
    // before the printer's gameEnded().
    virtual void gameEnded(const FinishedGame& game) { (void)game; }
    // A line was printed to standard output.
    virtual void printed(const QString& line) { (void)line; }
    // No more game lines: the run stopped itself and says why in its own words.
    virtual bool gameLinesEnded() const { return false; }
    // The run stopped itself (stoppedItself() true): its closing line, exit code 1.
    virtual bool stoppedItself() const { return false; }
    virtual QString stoppedLine(const QString& stateFile) const {
        (void)stateFile;
        return {};
    }
    // The command that continues the tournament.
    virtual QString resumeCommand(const QString& stateFile) const {
        return QStringLiteral("Resume with: arbiter-cli -resume %1").arg(stateFile);
    }
    // The run is over after `elapsedMs`: its last lines.
    virtual void ended(qint64 elapsedMs) { (void)elapsedMs; }
};

// The dialect's run for this session: `out` is standard output, `print` prints as CliMatch does.
std::unique_ptr<MatchRun> makeMatchRun(TournamentSession& session, QTextStream& out,
                                       MatchRun::Print print);

} // namespace arbiter::cli
