// Piece images: the SVG sets in the resources (two chess sets drawn for Arbiter, and a xiangqi
// set with Latin letters for machines without CJK fonts), rendered once per size and cached.
#pragma once

#include "board/types.h"
#include "board/variant.h"

#include <QHash>
#include <QPixmap>
#include <QString>
#include <QStringList>

namespace arbiter::gui {

// Names of the sets for a family ("Classic", "Block" for chess; "Letters" for xiangqi).
QStringList pieceSetNames(BoardFamily family);

class PieceImages {
public:
    // An unknown set name falls back to the family's first set.
    PieceImages(BoardFamily family, const QString& setName);

    const QString& setName() const { return m_set; }
    // The piece drawn in a square of `size` pixels (device pixel ratio applied).
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio = 1.0) const;
    // Resource path of the piece's SVG, e.g. ":/pieces/classic/wK.svg".
    QString resourcePath(Piece piece) const;

private:
    BoardFamily m_family;
    QString m_set;
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace arbiter::gui
