#include "gui/board/pocketpainter.h"

#include <QPainter>
#include <algorithm>

namespace arbiter::gui {

const std::vector<PieceType>& pocketTypes() {
    static const std::vector<PieceType> types{Pawn, Knight, Bishop, Rook, Queen};
    return types;
}

void paintPocketSlot(QPainter& p, const PocketSlot& slot, qreal cell,
                     const std::function<void(QPainter&, Piece)>& drawPiece) {
    const QRectF& r = slot.rect;
    if (r.isEmpty()) return;
    p.setPen(QPen(QColor(60, 60, 60, 120), 1));
    p.setBrush(slot.chosen ? QColor(40, 160, 60, 110) : QColor(255, 255, 255, 60));
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 4, 4);
    // The piece at the slot's size; an empty slot shows a faint piece, and the last piece of a
    // type being dragged out has left the slot.
    p.save();
    p.translate(r.center());
    p.scale(r.width() / cell, r.width() / cell);
    p.setOpacity(slot.count > 0 ? 1.0 : 0.22);
    if (!slot.held || slot.count > 1) drawPiece(p, makePiece(slot.side, slot.type));
    p.restore();
    if (slot.count <= 0) return;
    QFont font = p.font();
    font.setPixelSize(std::max(9, int(r.height() * 0.3)));
    font.setBold(true);
    p.setFont(font);
    const QRectF badge(r.right() - r.width() * 0.38, r.bottom() - r.height() * 0.36,
                       r.width() * 0.36, r.height() * 0.34);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(30, 30, 30, 200));
    p.drawRoundedRect(badge, 3, 3);
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, QString::number(slot.count));
}

} // namespace arbiter::gui
