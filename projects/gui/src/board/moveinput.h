// The one interaction controller behind every board view (docs/gui.md, "Moving pieces":
// click and drag): it decides, in squares, what a click or a drag-and-drop means. Views turn mouse
// events into squares, call it and show the outcome (lift a piece, dots, a bouncing failed move,
// red flashing attackers, a promotion chooser); the controller never paints.
//
// Rules:
//  - Only pieces of a permitted side that is to move can be selected (or dragged).
//  - Click a selectable piece: it is selected and its legal destinations are the targets.
//    Clicking it again deselects it; clicking another selectable piece selects that one.
//  - With a selection, clicking a target makes the move (several moves there: the promotion
//    choices are offered); clicking anything else is a failed move, and when the piece could go
//    there by its movement rules but the own king would be attacked, a suicide (with the
//    attackers). The selection stays after a failure.
//  - A drag clears the selection; the drop makes the move, or fails like a click and then
//    selects the dragged piece. Dropping outside the board or on the start square fails quietly.
//  - Drops (crazyhouse pockets, the stone of stone xiangqi): a piece type from the pocket is
//    selected (selectDrop) and its legal drop squares are the targets. When the only moves left
//    are drops of one type (the stone's part of a stone-xiangqi turn) that type is selected by
//    itself; the stone can also be dragged from its point.
//  - Turns of several parts (double-step and stone xiangqi): each part entered is played on the
//    shown board and the next part is taken on that position; the controller keeps the
//    half-entered turn (the position before its first part and the parts so far) until the
//    turn is complete (takeTurn) or taken back (cancelTurn).
#pragma once

#include "board/board.h"

#include <memory>
#include <vector>

namespace arbiter::gui {

// Squares a person may click or drop on to make `move`: its destination, and for castling
// (king-takes-rook) the king's target square as well as the rook's square.
std::vector<Square> entrySquares(const Board& board, Move move);

class MoveInput {
public:
    enum class Outcome {
        None,            // nothing happened
        Selected,        // `from` is now selected
        Deselected,      // the selection was dropped
        Moved,           // `move` was entered
        Failed,          // `from` cannot go to `to`
        Suicide,         // `from` to `to` would leave the king to `attackers`
        ChoosePromotion, // several moves from `from` to `to`: pick one of `choices`
    };
    struct Result {
        Outcome outcome = Outcome::None;
        Square from = NoSquare;
        Square to = NoSquare;
        Move move;
        std::vector<Move> choices;
        std::vector<Square> attackers;
    };

    // The position moves are entered on (not owned; nullptr: nothing can be selected). Clears
    // the selection, a drag and pending promotion choices.
    void setBoard(const Board* board);
    const Board* board() const { return m_board; }
    // Which sides the person may move (a human's side in a game, both when recording).
    void setPermittedSides(bool white, bool black);
    bool isPermitted(Side side) const { return side != NoSide && m_permitted[side]; }

    bool isSelectable(Square square) const;
    // Whether a drag may start on `square`: a selectable piece, or the stone while it is due.
    bool canDrag(Square square) const;
    Square selected() const { return m_selected; }
    // The piece type selected for a drop (NoPieceType: none).
    PieceType dropType() const { return m_dropType; }
    // Legal destination squares of the selected piece (castling gives two, see entrySquares).
    const std::vector<Square>& targets() const { return m_targets; }
    bool isTarget(Square square) const;
    Square dragged() const { return m_dragFrom; }
    // A drop is being dragged (from the hand, or the stone from dragged()).
    bool isDraggingDrop() const { return m_draggingDrop; }
    bool hasPendingChoice() const { return !m_pendingChoices.empty(); }
    const std::vector<Move>& pendingChoices() const { return m_pendingChoices; }

    Result click(Square square);
    // Starts dragging the piece on `square`; Selected-like result with `from` when it can be
    // dragged, None otherwise.
    Result beginDrag(Square square);
    // Ends the drag on `square` (NoSquare: outside the board).
    Result drop(Square square);
    // Answers a ChoosePromotion with the promotion piece; Moved, or None when it is not one of
    // the choices (the choice is then cancelled).
    Result choosePromotion(PieceType type);
    // Selects (or, when already selected, deselects) dropping a piece of `type` from the side
    // to move's hand; None when no legal drop of that type exists.
    Result selectDrop(PieceType type);
    // Starts dragging a piece of `type` from the hand; like selectDrop, then drop() ends it.
    Result beginDropDrag(PieceType type);
    void cancelChoice() { m_pendingChoices.clear(); }
    // Drops selection, drag and choices (the game ended, the position changed); a half-entered
    // turn stays.
    void clear();

    // ---- The half-entered turn ----
    // The part `move` was entered on the shown position `before`, whose last move was
    // `lastShown`; the first part of a turn keeps that position to go back to.
    void addTurnPart(const Board& before, Move lastShown, Move move);
    bool hasUnfinishedTurn() const { return m_turnStart != nullptr; }
    // The parts entered so far (empty between turns).
    const std::vector<Move>& turnParts() const { return m_turnParts; }
    // The position before the first part (nullptr between turns).
    const Board* turnStart() const { return m_turnStart.get(); }
    // The turn is complete: its parts in order; the controller is between turns again.
    std::vector<Move> takeTurn();
    // Takes the half-entered turn back: the position before its first part (nullptr when there
    // is none) and, in *lastMove, the last move shown then.
    std::unique_ptr<Board> cancelTurn(Move* lastMove);
    // Forgets the half-entered turn (another position is shown).
    void dropTurn();

private:
    void select(Square square);
    void selectDropType(PieceType type);
    // The drop type every legal move has (the stone's part of a turn), NoPieceType otherwise.
    PieceType forcedDropType() const;
    Result tryMove(Square from, Square to);
    Result tryDrop(Square to);

    const Board* m_board = nullptr;
    bool m_permitted[2] = {false, false};
    Square m_selected = NoSquare;
    Square m_dragFrom = NoSquare;
    PieceType m_dropType = NoPieceType;
    PieceType m_forcedDrop = NoPieceType; // forcedDropType() of the board
    bool m_draggingDrop = false;
    std::vector<Square> m_targets;
    std::vector<Move> m_pendingChoices;
    std::unique_ptr<Board> m_turnStart;
    Move m_turnStartLastMove;
    std::vector<Move> m_turnParts;
};

} // namespace arbiter::gui
