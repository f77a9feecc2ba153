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
#include <vector>

namespace arbiter::cli {

class FastchessMoveChecks {
public:
    FastchessMoveChecks(TournamentSession& session, MatchPrinter::Print print, FastchessLog& log);
    void moveMade(const ScheduledGame& game, const Game& play);

private:
    void warn(const QString& warning, const QString& info, const Game& play, int moves);
    // The game's board before its last move (where the move's PVs were searched), on a scratch
    // board of the game's own.
    Board& positionBefore(const ScheduledGame& game, const Game& play);

    TournamentSession& m_session;
    MatchPrinter::Print m_print;
    FastchessLog& m_log;
    const FastchessSettings& m_settings;
    const bool m_checkPvs;
    QString m_standardStart; // the variant's start position, which fastchess calls "startpos"
    // The positions moves' PVs are checked from, one board per game in play (the games of
    // -concurrency take turns): each is kept in step with its game by playing the game's moves,
    // where copying the game's board (its whole history) for every move cost more than the
    // checks' own moves.
    struct Scratch {
        const Game* game = nullptr;
        int number = -1;
        bool inStep = false; // the board is its game's position before one of its moves
        quint64 used = 0;    // when it was last used, for taking the oldest one for a new game
        std::unique_ptr<Board> board;
    };
    std::vector<Scratch> m_scratch;
    quint64 m_uses = 0;
};

} // namespace arbiter::cli
