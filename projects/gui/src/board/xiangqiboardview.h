// The xiangqi board (docs/gui.md, "Xiangqi board"): pieces on the 9x10 intersections, river and
// palaces drawn, round pieces with their Chinese character in a chosen CJK font (the SVG letter set
// when no such font is installed), board and piece themes (themes.h), red/black perspective, and
// the capture/check/mate effects 吃 / 将军 / 绝杀 with ink backgrounds.
#pragma once

#include "gui/board/boardview.h"
#include "gui/board/piecesets.h"
#include "gui/board/themes.h"
#include "gui/board/xiangqifonts.h"

#include <QFont>

namespace arbiter::gui {

class XiangqiBoardView : public BoardView {
    Q_OBJECT
public:
    explicit XiangqiBoardView(QWidget* parent = nullptr);

    void setTheme(const QString& name);
    const XiangqiTheme& theme() const { return m_theme; }
    void setPieceTheme(const QString& name);
    const XiangqiPieceTheme& pieceTheme() const { return m_pieces; }
    // A CJK family from xiangqiFontFamilies(); anything else (or "") selects the SVG pieces.
    void setPieceFont(const QString& family);
    // The family drawing the characters, empty when the SVG letter pieces are used.
    QString pieceFont() const { return m_fontFamily; }
    // The character a piece is drawn with in the chosen face (Red's 馬 for 傌 in a face without
    // 傌).
    QString pieceText(Piece piece) const { return xiangqiPieceCharacter(piece, m_sharedForms); }
    void setShowCoordinates(bool on);
    // The tallest piece character's ink over the disc's diameter (0 with the SVG pieces).
    qreal characterFill() const;

    QPointF squareCenter(Square square) const override;
    Square squareAt(const QPointF& point) const override;

protected:
    void layoutBoard() override;
    void paintBoard(QPainter& painter) override;
    void paintPiece(QPainter& painter, Piece piece, const QPointF& center,
                    const PieceLook& look) override;
    void paintMark(QPainter& painter, Square square, Mark mark, qreal strength) override;
    QString effectTextFor(const MoveEvents& events) const override;
    void paintEffect(QPainter& painter, const Effect& effect, qreal progress) override;
    QRectF boardBounds() const override;

private:
    QPointF point(int file, int rank) const; // intersection in widget coordinates
    void paintGrain(QPainter& painter, const QRectF& area);
    // A piece's disc without its character (face-down pieces show only this).
    void paintDisc(QPainter& painter, qreal radius, const QColor& ink);
    void paintBack(QPainter& painter, qreal radius, const QColor& ink); // jieqi's face-down
    void paintPositionMark(QPainter& painter, int file, int rank);
    void paintInk(QPainter& painter, const Effect& effect, const QPointF& center, qreal scale);
    void usePieceFont(const QString& family);                      // empty: the SVG letter pieces
    QFont characterFont(qreal pixelSize, bool bold = false) const; // the pieces' face
    QFont textFont(qreal pixelSize) const; // the river's words, file numbers, effect texts
    QSizeF characterExtent(qreal scale) const;
    void fitCharacters(); // sets m_characterScale

    XiangqiTheme m_theme;
    XiangqiPieceTheme m_pieces;
    QString m_fontFamily;
    QString m_textFamily;        // xiangqiTextFamily(m_fontFamily)
    bool m_chineseTexts = false; // m_textFamily draws 将军 吃 绝杀 (asked once, not per move)
    qreal m_characterScale = 1;  // the face's characters enlarged to fill the disc
    bool m_sharedForms = false; // Red's horse and chariot written 馬 and 車 (no 傌, 俥 in the face)
    PieceImages m_letters;
    bool m_coordinates = true;
    QPointF m_origin; // the intersection drawn top-left
};

} // namespace arbiter::gui
