#include "gui/board/piecesets.h"

#include <QPainter>
#include <QSvgRenderer>

namespace arbiter::gui {

QStringList pieceSetNames(BoardFamily family) {
    if (family == BoardFamily::Xiangqi) return {QStringLiteral("Letters")};
    return {QStringLiteral("Classic"), QStringLiteral("Block")};
}

PieceImages::PieceImages(BoardFamily family, const QString& setName) : m_family(family) {
    const QStringList names = pieceSetNames(family);
    m_set = names.contains(setName) ? setName : names.front();
}

QString PieceImages::resourcePath(Piece piece) const {
    // File letters: chess P N B R Q K; xiangqi K(general) A E H R C P(soldier).
    static const char chess[PieceTypeCount] = {'?', 'P', 'N', 'B', 'R', 'Q', 'K', '?', '?'};
    static const char xiangqi[PieceTypeCount] = {'?', 'P', 'H', 'E', 'R', '?', 'K', 'A', 'C'};
    const char letter = (m_family == BoardFamily::Xiangqi ? xiangqi : chess)[typeOf(piece)];
    return QStringLiteral(":/pieces/%1/%2%3.svg")
        .arg(m_set.toLower(), sideOf(piece) == White ? QStringLiteral("w") : QStringLiteral("b"))
        .arg(QLatin1Char(letter));
}

QPixmap PieceImages::pixmap(Piece piece, int size, qreal devicePixelRatio) const {
    const int pixels = qMax(1, qRound(size * devicePixelRatio));
    const quint64 key = quint64(piece) << 32 | quint64(pixels);
    auto it = m_cache.constFind(key);
    if (it != m_cache.constEnd()) return *it;
    QPixmap image(pixels, pixels);
    image.fill(Qt::transparent);
    QSvgRenderer renderer(resourcePath(piece));
    if (renderer.isValid()) {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        renderer.render(&p, QRectF(0, 0, pixels, pixels));
    }
    image.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, image);
    return image;
}

} // namespace arbiter::gui
