// Judges observe a game move by move and say when and how it ends. Boards only know legality;
// every end rule (mate, draws, r-Mobility G-scores, xiangqi repetition and move-count rules)
// is a judge, so each can be tested alone and one game can carry several.
#pragma once

#include "board/board.h"
#include "rules/result.h"

#include <string>

namespace arbiter {

class PgnGame;

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
};

} // namespace arbiter
