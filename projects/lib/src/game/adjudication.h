// Adjudication rules of the manager (cutechess-cli's -draw, -resign, -maxmoves and the
// engine-score rules) and the per-game adjudicator that applies them to reported scores.
#pragma once

#include "game/drawoffers.h"
#include "game/managerscorerules.h"
#include "rules/result.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace arbiter {

namespace syzygy {
class Tablebases;
}

// Whose rules -draw, -resign and -maxmoves follow. They differ in detail: fastchess counts
// -draw movenumber= from the position's own move number (an EPD opening's fullmove field
// included) and restarts its count at every capture or pawn move, resigns after movecount=
// moves of the side's own, and -maxmoves counts the plies played (docs/cli.md); -tb judges as
// game/tablebasejudge.h says. A run's Compatibility (game/compatibility.h) chooses.
enum class AdjudicationStyle { Cutechess, Fastchess };

// -tb, -tbpieces, -tbignore50 and fastchess's -tbadjudicate: Syzygy tablebase adjudication
// (game/tablebasejudge.h).
struct TablebaseAdjudication {
    std::shared_ptr<const syzygy::Tablebases> tables; // null: off
    int maxPieces = 0;     // -tbpieces: only with at most this many pieces (0: any)
    bool ignore50 = false; // -tbignore50: cursed wins and blessed losses count as decided
    bool decisive = true;  // -tbadjudicate WIN_LOSS or BOTH: wins and losses are adjudicated
    bool draws = true;     // -tbadjudicate DRAW or BOTH: draws are
};

struct AdjudicationSettings {
    // -draw movenumber=N movecount=M score=S: after move N, if both sides' scores stayed
    // within +/-S centipawns for M consecutive moves each, the game is drawn.
    bool drawEnabled = false;
    int drawMoveNumber = 0;
    int drawMoveCount = 0;
    int drawScore = 0;
    // -resign movecount=N score=S [twosided=true]: a side whose score stayed at or below -S for
    // N consecutive moves loses (twosided: the opponent's score must also be >= +S).
    bool resignEnabled = false;
    int resignMoveCount = 0;
    int resignScore = 0;
    bool resignTwoSided = false;
    // -maxmoves N: draw after N full moves (0: off).
    int maxMoves = 0;
    // docs/draw-offers.md: -drawoffers [band=D moves=N] [maxoffers=K] and
    // -resign mode=sum band=D threshold=T, applied by the Game (ManagerScoreRules).
    DrawOfferSettings drawOffers;
    ResignSumAdjudication resignSum;
    TablebaseAdjudication tablebases;
};

// Watches the scores engines report and decides adjudications. One per game.
class Adjudicator {
public:
    // redBlack: xiangqi's side names in result texts ("Red wins by adjudication").
    explicit Adjudicator(const AdjudicationSettings& settings = {}, bool redBlack = false,
                         AdjudicationStyle style = AdjudicationStyle::Cutechess)
        : m_s(settings), m_redBlack(redBlack), m_style(style) {}

    // A move was played by `mover`; `scoreCp` is its engine's score from its own point of view
    // (mate scores are passed as large values), or nullopt when unknown (a book or opening
    // move, a human, no score). `plies` counts the moves played in the game so far, this one
    // included (opening moves too; not the start FEN's move number); `irreversible`: the move
    // was a capture or a pawn move. Returns a result when the game is adjudicated.
    //
    // The rules are cutechess-cli's (cutechess-cli 1.5.1 projects/lib/src/gameadjudicator.cpp,
    // GameAdjudicator, and projects/lib/src/chessgame.cpp, ChessGame::onMoveMade): the draw count
    // is of consecutive plies with |score| <= score=, restarted by a capture or pawn move (before
    // the move's own score counts) and by a move without score; the draw is given once plies/2 >=
    // movenumber= and the count reaches 2 x movecount=. Then resignation, then -maxmoves (plies >=
    // 2 x N).
    GameResult addMove(Side mover, std::optional<int> scoreCp, int plies, bool irreversible,
                       bool allowDraw = true, bool allowMoveLimit = true);
    void reset();
    // The FEN move number of the position after the move about to be reported: the fastchess
    // style counts -draw movenumber= from it.
    void setFullmoveNumber(int fullmoveNumber) { m_fullmoveNumber = fullmoveNumber; }

private:
    GameResult addMoveFastchess(Side mover, std::optional<int> scoreCp, bool irreversible,
                                bool allowDraw, bool allowMoveLimit);

    AdjudicationSettings m_s;
    bool m_redBlack = false;
    AdjudicationStyle m_style = AdjudicationStyle::Cutechess;
    int m_drawCount = 0;           // consecutive plies with |score| <= drawScore
    int m_resignCount[2] = {0, 0}; // consecutive own moves at or below -resignScore
    int m_winCount[2] = {0, 0};    // consecutive own moves at or above +resignScore (two-sided)
    int m_fullmoveNumber = 1;
    int m_plies = 0; // plies reported, opening moves not included (fastchess -maxmoves)
};

} // namespace arbiter
