// The 8x8 board of the western variants: square colours from a theme, SVG piece sets, file and
// rank coordinates around the board, flip.
#pragma once

#include "gui/board/boardview.h"
#include "gui/board/piecesets.h"
#include "gui/board/themes.h"

namespace arbiter::gui {

class ChessBoardView : public BoardView {
    Q_OBJECT
public:
    explicit ChessBoardView(QWidget* parent = nullptr);

    void setTheme(const QString& name);
    const ChessTheme& theme() const { return m_theme; }
    void setPieceSet(const QString& name);
    QString pieceSet() const { return m_images.setName(); }
    void setShowCoordinates(bool on);

    QPointF squareCenter(Square square) const override;
    Square squareAt(const QPointF& point) const override;
    // Crazyhouse: a column right of the board, the top side's pocket from the top edge down,
    // the bottom side's from the bottom edge up.
    QRectF pocketRect(Side side, PieceType type) const override;

protected:
    void layoutBoard() override;
    void paintBoard(QPainter& painter) override;
    void paintPiece(QPainter& painter, Piece piece, const QPointF& center,
                    const PieceLook& look) override;
    void paintMark(QPainter& painter, Square square, Mark mark, qreal strength) override;
    QRectF boardBounds() const override;

private:
    static constexpr qreal PocketColumn = 1.0; // cells: the pockets' column with its gap
    static constexpr qreal PocketSlot = 0.78;  // cells: one pocket slot
    QRectF squareRect(Square square) const;

    ChessTheme m_theme;
    PieceImages m_images;
    bool m_coordinates = true;
    QPointF m_origin; // top-left corner of the squares
};

} // namespace arbiter::gui
