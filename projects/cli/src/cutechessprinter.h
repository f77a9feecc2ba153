// cutechess-cli's output (docs/cli.md "What is printed when"): "Started game", "Finished
// game", the "Score of" block and the Elo/SPRT/Ptnml lines after each game as the
// Tournament's output policy says, r-Mobility's tables, and the final results.
#pragma once

#include "matchprinter.h"

namespace arbiter::cli {

class CutechessPrinter : public MatchPrinter {
public:
    CutechessPrinter(TournamentSession& session, Print print)
        : m_session(session), m_print(std::move(print)) {}

    void starting() override;
    void gameStarted(const ScheduledGame& game) override;
    void gameFinished(const FinishedGame& game) override;
    void gameStopped(const FinishedGame& game) override;
    void finished(bool interrupted) override;

private:
    TournamentSession& m_session;
    Print m_print;
};

} // namespace arbiter::cli
