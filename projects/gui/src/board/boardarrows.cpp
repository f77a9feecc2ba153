#include "gui/board/boardarrows.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <cmath>

namespace arbiter::gui {

void paintBoardArrow(QPainter& p, const QPointF& from, const QPointF& to, qreal cell,
                     const QColor& colour, qreal weight) {
    const QLineF line(from, to);
    if (line.length() < 1) return;
    const qreal shaft = cell * 0.16 * weight;
    const qreal headLength = cell * 0.42 * std::sqrt(weight);
    const qreal headWidth = cell * 0.42 * weight;
    // Start a little off the centre so the piece stays visible; end at the head's tip.
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF start = from + unit * cell * 0.2;
    const QPointF headBase = to - unit * headLength;
    QPolygonF shape;
    shape << start + normal * shaft / 2 << headBase + normal * shaft / 2
          << headBase + normal * headWidth / 2 << to << headBase - normal * headWidth / 2
          << headBase - normal * shaft / 2 << start - normal * shaft / 2;
    p.save();
    p.setPen(Qt::NoPen);
    QColor fill = colour;
    if (fill.alpha() == 255) fill.setAlpha(170);
    p.setBrush(fill);
    p.drawPolygon(shape);
    p.restore();
}

void paintBoardArrows(QPainter& p, const std::vector<BoardArrow>& arrows,
                      const std::function<QPointF(Square)>& centre, qreal cell) {
    for (size_t i = 0; i < arrows.size(); ++i) {
        const BoardArrow& a = arrows[i];
        if (a.from == NoSquare || a.to == NoSquare) continue;
        int same = 0, before = 0;
        for (size_t j = 0; j < arrows.size(); ++j) {
            if (arrows[j].from != a.from || arrows[j].to != a.to) continue;
            ++same;
            if (j < i) ++before;
        }
        QPointF from = centre(a.from), to = centre(a.to);
        if (same > 1) {
            const QLineF line(from, to);
            const QPointF normal = QPointF(-(to - from).y(), (to - from).x()) / line.length();
            const QPointF shift = normal * cell * 0.2 * (before - (same - 1) / 2.0);
            from += shift;
            to += shift;
        }
        paintBoardArrow(p, from, to, cell, a.colour, a.weight);
    }
}

} // namespace arbiter::gui
