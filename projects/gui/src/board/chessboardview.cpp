#include "gui/board/chessboardview.h"

#include "gui/board/pocketpainter.h"

#include <QPainter>
#include <algorithm>

namespace arbiter::gui {

ChessBoardView::ChessBoardView(QWidget* parent)
    : BoardView(parent), m_theme(chessThemes().front()), m_images(BoardFamily::Western, QString()) {
}

void ChessBoardView::setTheme(const QString& name) {
    m_theme = chessTheme(name);
    invalidateBoard();
}

void ChessBoardView::setPieceSet(const QString& name) {
    m_images = PieceImages(BoardFamily::Western, name);
    update();
}

void ChessBoardView::setShowCoordinates(bool on) {
    m_coordinates = on;
    layoutBoard();
    invalidateBoard();
}

void ChessBoardView::layoutBoard() {
    // Room for one coordinate strip on the left and below, half a cell wide.
    // Crazyhouse pockets take a column of PocketColumn cells right of the board.
    const qreal margin = m_coordinates ? 0.5 : 0.1;
    const qreal pockets = board() && board()->hasPockets() ? PocketColumn : 0;
    const qreal cell = std::max<qreal>(
        8, std::min(width() / (files() + 2 * margin + pockets), height() / (ranks() + 2 * margin)));
    setCellSize(cell);
    const qreal boardW = cell * (files() + pockets), boardH = cell * ranks();
    m_origin = QPointF((width() - boardW) / 2, (height() - boardH) / 2);
}

QRectF ChessBoardView::squareRect(Square square) const {
    int file = square % files(), rank = square / files();
    if (isFlipped())
        file = files() - 1 - file;
    else
        rank = ranks() - 1 - rank;
    return QRectF(m_origin.x() + file * cellSize(), m_origin.y() + rank * cellSize(), cellSize(),
                  cellSize());
}

QRectF ChessBoardView::pocketRect(Side side, PieceType type) const {
    if (!board() || !board()->hasPockets()) return {};
    const auto& types = pocketTypes();
    const int index = int(std::find(types.begin(), types.end(), type) - types.begin());
    if (index >= int(types.size())) return {};
    const qreal slot = cellSize() * PocketSlot;
    const qreal left = m_origin.x() + cellSize() * (files() + PocketColumn - PocketSlot);
    const bool top = (side == Black) != isFlipped();
    const qreal y = top ? m_origin.y() + index * slot
                        : m_origin.y() + cellSize() * ranks() - (index + 1) * slot;
    return QRectF(left, y, slot, slot);
}

QPointF ChessBoardView::squareCenter(Square square) const {
    return squareRect(square).center();
}

Square ChessBoardView::squareAt(const QPointF& point) const {
    const QPointF local = point - m_origin;
    if (local.x() < 0 || local.y() < 0) return NoSquare;
    int file = int(local.x() / cellSize()), row = int(local.y() / cellSize());
    if (file >= files() || row >= ranks()) return NoSquare;
    int rank = ranks() - 1 - row;
    if (isFlipped()) {
        file = files() - 1 - file;
        rank = row;
    }
    return rank * files() + file;
}

QRectF ChessBoardView::boardBounds() const {
    return QRectF(m_origin, QSizeF(cellSize() * files(), cellSize() * ranks()));
}

void ChessBoardView::paintBoard(QPainter& p) {
    const QRectF board = boardBounds();
    p.fillRect(board.adjusted(-2, -2, 2, 2), m_theme.border);
    for (Square s = 0; s < files() * ranks(); ++s) {
        const bool light = (s % files() + s / files()) % 2 == 1;
        p.fillRect(squareRect(s), light ? m_theme.light : m_theme.dark);
    }
    if (!m_coordinates) return;
    QFont font = p.font();
    font.setPixelSize(std::max(8, int(cellSize() * 0.22)));
    p.setFont(font);
    p.setPen(m_theme.coordinates);
    for (int f = 0; f < files(); ++f) {
        const QRectF r = squareRect(f);
        const QRectF label(r.left(), board.bottom() + 2, r.width(), cellSize() * 0.4);
        p.drawText(label, Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + f)));
    }
    for (int rank = 0; rank < ranks(); ++rank) {
        const QRectF r = squareRect(rank * files());
        const QRectF label(board.left() - cellSize() * 0.45, r.top(), cellSize() * 0.4, r.height());
        p.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QString::number(rank + 1));
    }
}

void ChessBoardView::paintMark(QPainter& p, Square square, Mark mark, qreal strength) {
    if (mark == Mark::LastMove) {
        QColor c = m_theme.lastMove;
        c.setAlpha(150);
        p.fillRect(squareRect(square), c);
        return;
    }
    BoardView::paintMark(p, square, mark, strength);
}

void ChessBoardView::paintPiece(QPainter& p, Piece piece, const QPointF& center,
                                const PieceLook& look) {
    qreal size = cellSize() * (look.dragged ? 1.15 : 1.0 + 0.06 * look.lift);
    const QPixmap image = m_images.pixmap(piece, int(size), devicePixelRatioF());
    p.save();
    p.translate(center);
    if (look.lift > 0) {
        // Lifted: a shadow under the piece and a slight tilt (docs/gui.md, "Moving pieces").
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, int(60 * look.lift)));
        p.drawEllipse(QPointF(size * 0.05, size * 0.36), size * 0.3, size * 0.08);
        p.translate(0, -size * 0.06 * look.lift);
        p.rotate(-5 * look.lift);
    }
    if (look.dimmed) p.setOpacity(0.35);
    p.drawPixmap(QRectF(-size / 2, -size / 2, size, size), image, image.rect());
    p.restore();
}

} // namespace arbiter::gui
