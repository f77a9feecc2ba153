// The r-Mobility judge (docs/r-mobility.md, "The G-score" to "How games end", with the fixes
// B9, B13, B14 of "Differences from the fork"): it replaces the classical western judge when
// r-Mobility is on.
//
// Per position it computes the G-score h = 2 x legal moves + (in check ? 0 : 1), held by the
// side that just moved, and keeps the accreted score: the best (lowest h) since the last reset.
// A capture, pawn move, promotion or drop resets it to the new position's score, even a worse one;
// otherwise only a strictly lower h (by either side) replaces it, so ties keep the earlier
// holder. Its own 50-move counter also restarts when an improvement falls strictly below the
// cutoff, unless legacy mode is on; in legacy mode an improvement on the ply that reaches 100
// does not count.
//
// The game ends, always with the accreted score, on: mate (G0.0, a win) or stalemate (G0.5),
// bare kings on both sides with 8 legal moves for two consecutive positions ("End by K vs K
// G8.5 rule"), the 50-move counter reaching 100, and 3-fold repetition. Insufficient material
// does not end the game. A start position that is already decided ends the game at once.
//
// Chess variants: the variant's own end is decided first, as the fork's variant boards do
// (king on the hill, n-th check, exploded king, lost pieces, the race, and the antichess and
// losers verdicts on a side without moves). It ends the game with the variant's result and
// reason; a win is G0.0 for the winner, a draw keeps the accreted score, and the ending
// position itself is not scored. Mate and stalemate as in chess stay the G-score's.
//
// A FEN's 7th field (board.fenExtension(), e.g. "G28.5") is the accreted score so far; it is
// used when the halfmove clock is above 0, as a position with clock 0 resets the score anyway.
// Without it the start position's own score is the accreted score (the README's reading).
//
// finalize() scores every finished game: on-board ends with the accreted score, wins off the
// board (time, illegal move, resignation, disconnection, adjudication) with G0.0 for the
// winner, off-board draws (agreement, an engine's trusted claim) with the accreted score.
// [Result] stays classical: the GameResult's winner is left as it is.
#pragma once

#include "rules/judge.h"
#include "rules/rmobility/rmobilityoptions.h"

#include <string>
#include <vector>

namespace arbiter {

// What r-Mobility made of a finished game: everything its PGN tags and tables need.
struct RMobilityOutcome {
    bool finished = false;
    rmobility::GScore score;
    bool onBoard = false; // ended by the rules on the board, not by a forfeit or adjudication
    double whitePoints = 0.5;
    std::string points; // the [Points] text
    RMobilityOptions options;
    // The start FEN's G token, normalised, when it was not redundant (isTokenRedundant).
    std::string startToken;
};

class RMobilityJudge final : public Judge {
public:
    explicit RMobilityJudge(RMobilityOptions options) : m_options(options) {}

    std::string checkStart(const Board& board) const override;
    GameResult start(const Board& board) override;
    GameResult afterMove(const Board& board) override;
    void undo(const Board& board) override;
    void finalize(GameResult& result, const Board& board) override;
    // The r-Mobility tags (docs/r-mobility.md, PGN tags) in their order, the [FEN]'s token.
    void decorateRecord(PgnGame& record) const override;

    const RMobilityOptions& options() const { return m_options; }
    // The accreted score after the latest position (start() must have been called).
    rmobility::GScore accreted() const { return m_states.back().accreted; }
    // The latest position's own score.
    rmobility::GScore positionScore() const { return m_states.back().position; }
    // r-Mobility's 50-move counter (the board's halfmove clock plus boundary restarts).
    int fiftyMoveCounter() const { return m_states.back().counter; }
    // "r-Mobility: current G10.5, accreted G10.5, 50-move counter 3".
    void describe(const Board& board, JudgeNotes& notes) const override;
    // The current position's FEN as r-Mobility writes it (EPD, final FEN): the halfmove field
    // is the r-Mobility counter and the 7th field the current accreted score.
    std::string fen(const Board& board) const;
    // The start FEN's G token when it was not redundant, else empty: what the start FEN sent
    // to engines and written in [FEN] needs in its 7th field.
    const std::string& startToken() const { return m_startToken; }
    // Set by finalize().
    const RMobilityOutcome& outcome() const { return m_outcome; }

    static rmobility::GScore positionScore(const Board& board);

private:
    struct State {
        rmobility::GScore accreted;
        rmobility::GScore position;
        int counter = 0;       // plies since the last reset (50-move rule)
        int bareKingPlies = 0; // consecutive bare-king positions with 8 legal moves
    };

    // Replaces the accreted score by a strictly better position score, when the rules let it.
    void improve(State& state) const;
    // An end of the game (none while play goes on) and its G-score.
    struct Verdict {
        GameResult result;
        rmobility::GScore score;
    };

    // The variant's own end (a goal, or its verdict on a side without moves), if any.
    Verdict variantEnd(const Board& board, State& state) const;
    // r-Mobility's ends: mate, stalemate, K vs K, 50 moves, 3-fold.
    Verdict verdict(const Board& board, State& state) const;
    // Records the position's state and the verdict; returns the scored result.
    GameResult settle(const Verdict& end, const State& state);
    GameResult scored(GameResult result, rmobility::GScore score) const;

    RMobilityOptions m_options;
    std::vector<State> m_states;      // one per position since start(), for undo
    GameResult m_verdict;             // the end this judge declared, if any
    rmobility::GScore m_verdictScore; // its G-score
    std::string m_startToken;
    RMobilityOutcome m_outcome;
};

} // namespace arbiter
