// What fastchess does after each move of a game (its match code, fastchess 1.8's public
// source), for arbiter-cli's fastchess dialect:
//  - warns about the engine's info lines whose PV is not playable, about a best move that is
//    not the start of the last PV, about two mate scores in a row claiming the same winner, and
//    with -check-mate-pvs about mate scores whose PV is not the mate they announce
//    (tournament/output/fastchesspvcheck.h): "Warning; Illegal PV move - move e2e5 from A",
//    then "Info; <the line>", "Position; startpos" (or "fen FEN") and "Moves; <the game's
//    moves>", on one line joined by " :: " with -testEnv;
//  - with -show-latency, logs at info level each move's latency, the time measured beyond the
//    search time the engine reported: "Engine A latency: 3ms (elapsed: 103, reported: 100)".
#pragma once

#include "board/board.h"
#include "fastchesslog.h"
#include "matchprinter.h"

#include <memory>

namespace arbiter::cli {

class FastchessMoveChecks {
public:
    FastchessMoveChecks(TournamentSession& session, MatchPrinter::Print print, FastchessLog& log);
    void moveMade(const ScheduledGame& game, const Game& play);

private:
    void warn(const QString& warning, const QString& info, const Game& play, int moves);

    TournamentSession& m_session;
    MatchPrinter::Print m_print;
    FastchessLog& m_log;
    const FastchessSettings& m_settings;
    const bool m_checkPvs;
    QString m_standardStart; // the variant's start position, which fastchess calls "startpos"
    std::unique_ptr<Board> m_scratch; // the position a move's PVs are checked from (moveMade)
};

} // namespace arbiter::cli
