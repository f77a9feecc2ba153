// The pockets of a board with drops (crazyhouse; docs/gui.md, "Variants on the board"): each
// piece type a side holds, in a fixed order, drawn as a slot with the piece and the number held
// (an empty slot shows a faint piece), the chosen type tinted green. The board view says where
// each slot is and how a piece is drawn; this file knows only how a pocket looks.
#pragma once

#include "board/board.h"

#include <QRectF>
#include <functional>
#include <vector>

class QPainter;

namespace arbiter::gui {

// The piece types a pocket shows, in order.
const std::vector<PieceType>& pocketTypes();

struct PocketSlot {
    Side side = White;
    PieceType type = NoPieceType;
    QRectF rect;         // where the slot is (widget coordinates)
    int count = 0;       // pieces of the type held
    bool chosen = false; // selected for a drop
    bool held = false;   // one of them is being dragged out
};

// Draws one pocket slot; `drawPiece` paints a piece centred at the origin at `cell` size.
void paintPocketSlot(QPainter& painter, const PocketSlot& slot, qreal cell,
                     const std::function<void(QPainter&, Piece)>& drawPiece);

} // namespace arbiter::gui
