// Arrows drawn over a board view (analysis: the first moves of each engine's best lines), the
// same for chess and xiangqi boards: a translucent shaft from square centre to square centre
// with a head; a weaker line's arrow is thinner (weight) and fainter (its colour's alpha).
#pragma once

#include "board/types.h"

#include <QColor>
#include <functional>
#include <vector>

class QPainter;
class QPointF;

namespace arbiter::gui {

struct BoardArrow {
    Square from = NoSquare;
    Square to = NoSquare;
    QColor colour;    // an opaque colour is drawn at the default translucency
    qreal weight = 1; // the shaft's and head's width, 1 for the best line
    bool operator==(const BoardArrow& o) const {
        return from == o.from && to == o.to && colour == o.colour && weight == o.weight;
    }
};

// Draws one arrow; `cell` is the square size (the shaft and head scale with it and `weight`).
void paintBoardArrow(QPainter& painter, const QPointF& from, const QPointF& to, qreal cell,
                     const QColor& colour, qreal weight = 1);
// Draws the arrows in order; arrows of the same move (two engines agreeing) are drawn side by
// side so each colour stays visible.
void paintBoardArrows(QPainter& painter, const std::vector<BoardArrow>& arrows,
                      const std::function<QPointF(Square)>& centre, qreal cell);

} // namespace arbiter::gui
