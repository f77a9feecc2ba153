// Judges observe a game move by move and say when and how it ends. Boards only know legality;
// every end rule (mate, draws, r-Mobility G-scores, xiangqi repetition and move-count rules)
// is a judge, so each can be tested alone and one game can carry several.
#pragma once

#include "board/board.h"
#include "rules/result.h"

#include <string>
#include <vector>

namespace arbiter {

class PgnGame;

// What judges tell the players about the current position, for a front-end to show beside the
// board: warnings of what the rules are about to do (a xiangqi repetition's verdict, the
// move-count rule in its last moves) and counters (moves left, r-Mobility's G-scores).
struct JudgeNotes {
    std::vector<std::string> warnings;
    std::vector<std::string> counters;
};

class Judge {
public:
    virtual ~Judge() = default;
    // The game starts from the board's current position (which may already be decided).
    virtual GameResult start(const Board& board) = 0;
    // The board has just made a move; returns the result if the game is over now.
    virtual GameResult afterMove(const Board& board) = 0;
    // The last move was taken back on the board (GUI recall); judges drop their latest state.
    virtual void undo(const Board& board) { (void)board; }
    // Why these rules cannot start from the board's position (e.g. an unreadable r-Mobility
    // FEN token); empty when they can. Asked before start().
    virtual std::string checkStart(const Board& board) const {
        (void)board;
        return {};
    }
    // The game has ended with `result`, on the board or off it (forfeit, adjudication, ...):
    // scoring rules (r-Mobility) add their score here. Called once, by Game::finish.
    virtual void finalize(GameResult& result, const Board& board) {
        (void)result;
        (void)board;
    }
    // Adds what these rules record about the game to its PGN record (r-Mobility: its tags and
    // their order). Every record Arbiter writes (tournaments, -tournament evolution, the GUI)
    // is decorated this way, through makeGameRecord() or RuleSet::decorateRecord().
    virtual void decorateRecord(PgnGame& record) const { (void)record; }
    // Adds what the players should know about `board`'s position (the latest one this judge
    // saw) to `notes`; see JudgeNotes. Nothing by default.
    virtual void describe(const Board& board, JudgeNotes& notes) const {
        (void)board;
        (void)notes;
    }
};

} // namespace arbiter
