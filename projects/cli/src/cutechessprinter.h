// cutechess-cli's output (docs/cli.md "What is printed when"): "Started game", "Finished
// game", the "Score of" block and the Elo/SPRT/Ptnml lines after each game as the
// Tournament's output policy says, r-Mobility's tables, and the final results.
#pragma once

#include "matchprinter.h"

namespace arbiter::cli {

class CutechessPrinter : public MatchPrinter {
public:
    CutechessPrinter(TournamentJob& job, Print print) : m_job(job), m_print(std::move(print)) {}

    void starting() override;
    void gameStarted(const ScheduledGame& game) override;
    void gameFinished(const FinishedGame& game) override;
    void gameStopped(const FinishedGame& game) override;
    void finished(bool interrupted) override;

private:
    TournamentJob& m_job;
    Print m_print;
};

} // namespace arbiter::cli
