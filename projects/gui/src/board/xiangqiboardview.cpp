#include "gui/board/xiangqiboardview.h"

#include "gui/board/xiangqifonts.h"

#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QtMath>

namespace arbiter::gui {

namespace {
constexpr int Files = 9;
constexpr int Ranks = 10;
// A piece character's pixel size over the disc's radius.
constexpr qreal CharacterSize = 1.42;
// The height of a piece's characters in diameters of its disc: faces below MinimumFill are
// enlarged to TargetFill (fitCharacters).
constexpr qreal MinimumFill = 0.55, TargetFill = 0.6;

qreal phase(qreal t, qreal from, qreal to) {
    return qBound<qreal>(0, (t - from) / (to - from), 1);
}
} // namespace

XiangqiBoardView::XiangqiBoardView(QWidget* parent)
    : BoardView(parent), m_theme(xiangqiThemes().front()), m_pieces(xiangqiPieceThemes().front()),
      m_letters(BoardFamily::Xiangqi, QString()) {
    usePieceFont(defaultXiangqiFont());
}

void XiangqiBoardView::setTheme(const QString& name) {
    m_theme = xiangqiTheme(name);
    invalidateBoard();
}

void XiangqiBoardView::setPieceTheme(const QString& name) {
    m_pieces = xiangqiPieceTheme(name);
    update();
}

void XiangqiBoardView::setPieceFont(const QString& family) {
    usePieceFont(fontHasXiangqiPieces(family) ? family : QString());
    invalidateBoard();
}

void XiangqiBoardView::usePieceFont(const QString& family) {
    m_fontFamily = family;
    m_sharedForms = fontWritesRedWithSharedForms(family);
    m_textFamily = family.isEmpty() ? QString() : xiangqiTextFamily(family);
    m_chineseTexts = fontHasXiangqiTexts(m_textFamily);
    fitCharacters();
}

void XiangqiBoardView::setShowCoordinates(bool on) {
    m_coordinates = on;
    invalidateBoard();
}

QFont XiangqiBoardView::textFont(qreal pixelSize) const {
    QFont font(m_textFamily);
    font.setPixelSize(std::max(6, int(pixelSize)));
    return font;
}

QFont XiangqiBoardView::characterFont(qreal pixelSize, bool bold) const {
    QFont font(m_fontFamily);
    font.setPixelSize(std::max(6, int(pixelSize)));
    font.setBold(bold);
    return font;
}

QSizeF XiangqiBoardView::characterExtent(qreal scale) const {
    // The pieces' characters' ink, on average (a brush face's one long stroke makes a single
    // character tall while the others stay small), in radii of the disc.
    const qreal r = 100;
    const QFontMetricsF metrics(characterFont(r * CharacterSize * scale, true));
    QSizeF sum;
    int count = 0;
    for (Side side : {White, Black})
        for (PieceType t : {King, Advisor, Bishop, Knight, Rook, Cannon, Pawn}) {
            sum += metrics.tightBoundingRect(pieceText(makePiece(side, t))).size();
            ++count;
        }
    return sum / (r * count);
}

qreal XiangqiBoardView::characterFill() const {
    if (m_fontFamily.isEmpty()) return 0;
    return characterExtent(m_characterScale).height() / 2;
}

void XiangqiBoardView::fitCharacters() {
    // Faces draw their characters in boxes of different fill: the brush faces' ink covers
    // little of the em, and at the Kai faces' size their pieces looked bare. A face whose
    // characters fill less than XiangQi Wizard's 0.6 of the disc is enlarged to it, never past
    // the inner ring's width (1.6 radii).
    m_characterScale = 1;
    if (m_fontFamily.isEmpty()) return;
    const QSizeF extent = characterExtent(1);
    if (extent.height() <= 0 || extent.height() / 2 >= MinimumFill) return;
    m_characterScale = std::min(2 * TargetFill / extent.height(), 1.6 / extent.width());
    m_characterScale = std::max<qreal>(1, m_characterScale);
}

void XiangqiBoardView::layoutBoard() {
    // Lines span 8 x 9 cells; a margin of one cell around them holds the edge pieces and the
    // file numbers (about 6% on each side of a 9 x 10 board).
    const qreal cell = std::max<qreal>(8, std::min(width() / 10.0, height() / 11.0));
    setCellSize(cell);
    m_origin = QPointF((width() - 8 * cell) / 2, (height() - 9 * cell) / 2);
}

QPointF XiangqiBoardView::point(int file, int rank) const {
    // Unflipped: Red at the bottom, file a on the left.
    const int column = isFlipped() ? Files - 1 - file : file;
    const int row = isFlipped() ? rank : Ranks - 1 - rank;
    return m_origin + QPointF(column * cellSize(), row * cellSize());
}

QPointF XiangqiBoardView::squareCenter(Square square) const {
    return point(square % Files, square / Files);
}

Square XiangqiBoardView::squareAt(const QPointF& p) const {
    const QPointF local = (p - m_origin) / cellSize();
    const int column = qRound(local.x()), row = qRound(local.y());
    if (column < 0 || column >= Files || row < 0 || row >= Ranks) return NoSquare;
    if (std::abs(local.x() - column) > 0.5 || std::abs(local.y() - row) > 0.5) return NoSquare;
    const int file = isFlipped() ? Files - 1 - column : column;
    const int rank = isFlipped() ? row : Ranks - 1 - row;
    return rank * Files + file;
}

QRectF XiangqiBoardView::boardBounds() const {
    const qreal c = cellSize();
    return QRectF(m_origin - QPointF(c * 0.5, c * 0.5), QSizeF(c * 9, c * 10));
}

void XiangqiBoardView::paintGrain(QPainter& p, const QRectF& area) {
    // Wood grain: long, slightly wavy lines of a darker tone; the generator is seeded so the
    // board looks the same at every repaint.
    QRandomGenerator random(1998);
    QColor grain = m_theme.backgroundDark;
    for (int i = 0; i < 46; ++i) {
        const qreal y = area.top() + area.height() * random.bounded(1.0);
        const qreal amplitude = area.height() * (0.004 + 0.012 * random.bounded(1.0));
        const qreal waves = 1 + random.bounded(3.0);
        QPainterPath path(QPointF(area.left(), y));
        for (int k = 1; k <= 40; ++k) {
            const qreal x = area.left() + area.width() * k / 40.0;
            path.lineTo(x, y + amplitude * std::sin(waves * 2 * M_PI * k / 40.0 + i));
        }
        grain.setAlpha(25 + random.bounded(45));
        p.setPen(QPen(grain, 0.6 + random.bounded(1.6)));
        p.drawPath(path);
    }
}

void XiangqiBoardView::paintPositionMark(QPainter& p, int file, int rank) {
    // Small corner ticks around the cannon and soldier points (not beyond the board edge).
    const qreal c = cellSize(), gap = c * 0.08, len = c * 0.18;
    const QPointF at = point(file, rank);
    for (int dx : {-1, 1}) {
        const int column = (isFlipped() ? Files - 1 - file : file) + dx;
        if (column < 0 || column >= Files) continue;
        for (int dy : {-1, 1}) {
            const QPointF corner = at + QPointF(dx * gap, dy * gap);
            p.drawLine(corner, corner + QPointF(dx * len, 0));
            p.drawLine(corner, corner + QPointF(0, dy * len));
        }
    }
}

void XiangqiBoardView::paintBoard(QPainter& p) {
    const qreal c = cellSize();
    const QRectF back = QRectF(m_origin - QPointF(c * 0.92, c * 0.92), QSizeF(c * 9.84, c * 10.84));
    // Back layer: shadow, background, ridge border, rounded corners (docs/gui.md, "Xiangqi board").
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(back.translated(c * 0.1, c * 0.1), c * 0.1, c * 0.1);
    QLinearGradient wood(back.topLeft(), back.bottomRight());
    wood.setColorAt(0, m_theme.background.lighter(106));
    wood.setColorAt(1, m_theme.background.darker(104));
    p.setBrush(wood);
    p.drawRoundedRect(back, c * 0.1, c * 0.1);
    if (m_theme.grain) {
        p.save();
        QPainterPath clip;
        clip.addRoundedRect(back, c * 0.1, c * 0.1);
        p.setClipPath(clip);
        paintGrain(p, back);
        p.restore();
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_theme.border.lighter(130), c * 0.05));
    p.drawRoundedRect(back.adjusted(c * 0.03, c * 0.03, -c * 0.03, -c * 0.03), c * 0.1, c * 0.1);
    p.setPen(QPen(m_theme.border, c * 0.03));
    p.drawRoundedRect(back, c * 0.1, c * 0.1);

    // Grid: ten ranks; files broken by the river except at the edges; the palaces.
    const QPen line(m_theme.lines, std::max<qreal>(1, c * 0.025));
    p.setPen(line);
    for (int r = 0; r < Ranks; ++r) p.drawLine(point(0, r), point(Files - 1, r));
    for (int f = 0; f < Files; ++f) {
        if (f == 0 || f == Files - 1) {
            p.drawLine(point(f, 0), point(f, Ranks - 1));
        } else {
            p.drawLine(point(f, 0), point(f, 4));
            p.drawLine(point(f, 5), point(f, 9));
        }
    }
    for (int base : {0, 7}) {
        p.drawLine(point(3, base), point(5, base + 2));
        p.drawLine(point(5, base), point(3, base + 2));
    }
    QRectF frame(point(0, 9), point(8, 0));
    frame = frame.normalized().adjusted(-c * 0.08, -c * 0.08, c * 0.08, c * 0.08);
    p.setPen(QPen(m_theme.lines, std::max<qreal>(1.5, c * 0.05)));
    p.drawRect(frame);
    p.setPen(line);
    for (int f : {1, 7})
        for (int r : {2, 7}) paintPositionMark(p, f, r);
    for (int f : {0, 2, 4, 6, 8})
        for (int r : {3, 6}) paintPositionMark(p, f, r);

    // River: 楚河 on the left, 漢界 on the right (Latin words without a CJK font).
    const QRectF river = QRectF(point(0, 5), point(8, 4)).normalized();
    p.setPen(m_theme.river);
    if (!m_fontFamily.isEmpty()) {
        p.setFont(textFont(c * 0.62));
        const QRectF left(river.left() + c, river.top(), c * 2.6, river.height());
        const QRectF right(river.right() - c * 3.6, river.top(), c * 2.6, river.height());
        p.drawText(left, Qt::AlignCenter, QStringLiteral("楚　河"));
        p.drawText(right, Qt::AlignCenter, QStringLiteral("漢　界"));
    } else {
        QFont f = p.font();
        f.setPixelSize(std::max(8, int(c * 0.36)));
        f.setItalic(true);
        p.setFont(f);
        p.drawText(river, Qt::AlignCenter, tr("River  —  Border"));
    }
    if (!m_coordinates) return;
    // File numbers: Red counts from its right in Chinese numerals (bottom), Black in digits.
    static const char16_t numerals[] = u"一二三四五六七八九";
    QFont small = m_fontFamily.isEmpty() ? p.font() : textFont(c * 0.3);
    small.setPixelSize(std::max(7, int(c * 0.28)));
    p.setFont(small);
    p.setPen(m_theme.lines);
    for (int f = 0; f < Files; ++f) {
        const int redNumber = Files - f; // file a is Red's 9th
        const int blackNumber = f + 1;   // and Black's 1st
        const QString red = m_fontFamily.isEmpty() ? QString::number(redNumber)
                                                   : QString(QChar(numerals[redNumber - 1]));
        const QString black = QString::number(blackNumber);
        const QPointF redAt = point(f, 0), blackAt = point(f, 9);
        const qreal off = c * 0.72;
        const qreal redDy = isFlipped() ? -off : off, blackDy = isFlipped() ? off : -off;
        p.drawText(QRectF(redAt.x() - c / 2, redAt.y() + redDy - c * 0.2, c, c * 0.4),
                   Qt::AlignCenter, red);
        p.drawText(QRectF(blackAt.x() - c / 2, blackAt.y() + blackDy - c * 0.2, c, c * 0.4),
                   Qt::AlignCenter, black);
    }
}

void XiangqiBoardView::paintMark(QPainter& p, Square square, Mark mark, qreal strength) {
    if (mark != Mark::LastMove) {
        BoardView::paintMark(p, square, mark, strength);
        return;
    }
    // Corner brackets around the point, as xiangqi boards mark a move.
    const qreal c = cellSize(), r = c * 0.48, len = c * 0.14;
    const QPointF at = squareCenter(square);
    p.setPen(QPen(m_theme.lastMove, std::max<qreal>(1.5, c * 0.05)));
    for (int dx : {-1, 1})
        for (int dy : {-1, 1}) {
            const QPointF corner = at + QPointF(dx * r, dy * r);
            p.drawLine(corner, corner - QPointF(dx * len, 0));
            p.drawLine(corner, corner - QPointF(0, dy * len));
        }
}

void XiangqiBoardView::paintPiece(QPainter& p, Piece piece, const QPointF& center,
                                  const PieceLook& look) {
    const qreal c = cellSize();
    const qreal scale = look.dragged ? 1.14 : 1.0 + 0.06 * look.lift;
    const qreal r = c * 0.45 * scale;
    const QColor ink = sideOf(piece) == White ? m_pieces.red : m_pieces.black;
    p.save();
    p.translate(center);
    if (look.lift > 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, int(70 * look.lift)));
        p.drawEllipse(QPointF(r * 0.12, r * 0.16), r, r);
        p.translate(0, -r * 0.1 * look.lift);
        p.rotate(-6 * look.lift);
    }
    if (look.dimmed) p.setOpacity(0.4);
    if (typeOf(piece) == Stone) {
        // Stone xiangqi's neutral stone: a grey pebble, nobody's colour.
        QRadialGradient face(QPointF(-r * 0.3, -r * 0.35), r * 1.3);
        face.setColorAt(0, QColor(196, 198, 200));
        face.setColorAt(1, QColor(104, 106, 110));
        p.setBrush(face);
        p.setPen(QPen(QColor(70, 72, 76), r * 0.06));
        p.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.82);
    } else if (look.faceDown) {
        paintBack(p, r, ink);
    } else if (m_fontFamily.isEmpty()) {
        const QPixmap image = m_letters.pixmap(piece, int(2 * r), devicePixelRatioF());
        p.drawPixmap(QRectF(-r, -r, 2 * r, 2 * r), image, image.rect());
    } else {
        paintDisc(p, r, ink);
        // Bold and large, filling the inner ring as on XiangQi Wizard's pieces.
        p.setFont(characterFont(r * CharacterSize * m_characterScale, true));
        p.setPen(ink);
        p.drawText(QRectF(-r, -r * 1.04, 2 * r, 2 * r), Qt::AlignCenter, pieceText(piece));
    }
    if (look.dimmed) {
        p.setOpacity(0.45);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(0, 0), r, r);
    }
    p.restore();
}

void XiangqiBoardView::paintDisc(QPainter& p, qreal r, const QColor& ink) {
    // The piece theme's face (flat, shaded wood, or a lit fake-3D disc standing on its side),
    // the rim, an inner ring in the side's ink.
    using Look = XiangqiPieceTheme::Look;
    const Look look = m_pieces.look;
    if (look != Look::Flat) {
        // The disc's side: a darker band below the face, as a piece of some thickness shows.
        const qreal depth = r * (look == Look::Shaded3D ? 0.16 : 0.09);
        p.setPen(Qt::NoPen);
        p.setBrush(m_pieces.side.darker(look == Look::Shaded3D ? 125 : 110));
        p.drawEllipse(QPointF(0, depth), r, r);
    }
    if (look == Look::Flat) {
        p.setBrush(m_pieces.face);
    } else {
        const bool lit = look == Look::Shaded3D;
        QRadialGradient face(QPointF(-r * 0.35, -r * 0.4), r * (lit ? 1.6 : 1.4));
        face.setColorAt(0, m_pieces.face.lighter(lit ? 115 : 108));
        if (lit) face.setColorAt(0.45, m_pieces.face);
        face.setColorAt(1, m_pieces.faceDark);
        p.setBrush(face);
    }
    p.setPen(QPen(look == Look::Flat ? ink : m_pieces.rim, r * 0.07));
    p.drawEllipse(QPointF(0, 0), r, r);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink, r * 0.045));
    p.drawEllipse(QPointF(0, 0), r * 0.8, r * 0.8);
}

void XiangqiBoardView::paintBack(QPainter& p, qreal r, const QColor& ink) {
    // Jieqi: a face-down piece shows only its back, and whose it is must be seen at a glance
    // (a thin ring of the side's ink was too little): the whole back in the side's colour, a
    // ring in the face's tone, no character (its identity is not the players' to see).
    QRadialGradient back(QPointF(-r * 0.35, -r * 0.4), r * 1.5);
    back.setColorAt(0, ink.lighter(150));
    back.setColorAt(1, ink.darker(120));
    p.setBrush(back);
    p.setPen(QPen(m_pieces.rim, r * 0.07));
    p.drawEllipse(QPointF(0, 0), r, r);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_pieces.face, r * 0.06));
    p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72);
}

QString XiangqiBoardView::effectTextFor(const MoveEvents& e) const {
    if (e.mate) return m_chineseTexts ? QStringLiteral("绝杀") : tr("Mate!");
    if (e.check) return m_chineseTexts ? QStringLiteral("将军") : tr("Check!");
    if (e.capture) return m_chineseTexts ? QStringLiteral("吃") : tr("Capture");
    return {};
}

void XiangqiBoardView::paintInk(QPainter& p, const Effect& e, const QPointF& center, qreal scale) {
    const qreal c = cellSize() * scale;
    const QColor ink(20, 16, 12, 200);
    if (e.events.mate) {
        // Ink splash: a large blot with droplets around it.
        QRadialGradient g(center, c * 2.2);
        g.setColorAt(0, ink);
        g.setColorAt(0.75, ink);
        g.setColorAt(1, Qt::transparent);
        p.setPen(Qt::NoPen);
        p.setBrush(g);
        p.drawEllipse(center, c * 2.4, c * 1.7);
        p.setBrush(ink);
        for (int i = 0; i < 9; ++i) {
            const qreal angle = i * 2 * M_PI / 9 + 0.3;
            const qreal dist = c * (2.2 + 0.35 * (i % 3));
            p.drawEllipse(center +
                              QPointF(std::cos(angle) * dist * 1.2, std::sin(angle) * dist * 0.8),
                          c * (0.12 + 0.06 * (i % 2)), c * (0.12 + 0.06 * (i % 2)));
        }
    } else if (e.events.check) {
        // Ink dot: a soft round blot.
        QRadialGradient g(center, c * 1.8);
        g.setColorAt(0, ink);
        g.setColorAt(0.8, QColor(20, 16, 12, 150));
        g.setColorAt(1, Qt::transparent);
        p.setPen(Qt::NoPen);
        p.setBrush(g);
        p.drawEllipse(center, c * 1.8, c * 1.8);
    } else {
        // Ink ring: a brush circle of uneven width.
        p.setBrush(Qt::NoBrush);
        for (int i = 0; i < 5; ++i) {
            QColor stroke = ink;
            stroke.setAlpha(60 + 28 * i);
            p.setPen(QPen(stroke, c * (0.32 - 0.05 * i), Qt::SolidLine, Qt::RoundCap));
            const qreal r = c * (1.05 + 0.03 * i);
            p.drawArc(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), (40 + 25 * i) * 16,
                      (300 - 20 * i) * 16);
        }
    }
}

void XiangqiBoardView::paintEffect(QPainter& p, const Effect& e, qreal t) {
    const qreal c = cellSize();
    const QRectF board = boardBounds();
    QPointF center = board.center();
    if (e.events.check && !e.events.mate && e.anchor != NoSquare) {
        // Check is shown in the checked side's territory.
        const QPointF king = squareCenter(e.anchor);
        center.setY(king.y() < board.center().y() ? board.top() + board.height() * 0.27
                                                  : board.top() + board.height() * 0.73);
    }
    // Background: spreads in (small, faint -> normal), stays, diffuses out (large, faint).
    const qreal in = phase(t, 0, 0.2), out = phase(t, 0.7, 1);
    const qreal bgScale = 0.6 + 0.4 * in + 0.35 * out;
    p.save();
    p.setOpacity(in * (1 - out));
    paintInk(p, e, center, bgScale);
    p.restore();

    // Characters drop onto it (very large and faint -> normal), then fade.
    const qreal drop = phase(t, 0.08, 0.3), fade = phase(t, 0.75, 1);
    const qreal charScale = 1 + 2.2 * (1 - drop);
    const bool chinese = !e.text.isEmpty() && e.text.at(0).unicode() >= 0x2e80; // CJK
    QFont font = chinese ? textFont(c * 1.25 * charScale) : p.font();
    if (!chinese) {
        font.setPixelSize(std::max(8, int(c * 0.8 * charScale)));
        font.setBold(true);
    }
    QList<QPointF> places;
    QStringList parts;
    if (chinese && e.text.size() == 2) {
        // 将军: left-top and right-bottom; 绝杀: left and right, the left a little higher,
        // moving apart as they fade.
        const qreal apart = e.events.mate ? c * (0.75 + 0.8 * fade) : c * 0.7;
        if (e.events.mate) {
            places = {center + QPointF(-apart, -c * 0.35), center + QPointF(apart, c * 0.1)};
        } else {
            places = {center + QPointF(-apart, -c * 0.6), center + QPointF(apart, c * 0.6)};
        }
        parts = {e.text.left(1), e.text.mid(1)};
    } else {
        places = {center};
        parts = {e.text};
    }
    p.save();
    p.setOpacity(drop * (1 - fade));
    for (int i = 0; i < parts.size(); ++i) {
        QPainterPath path;
        path.addText(0, 0, font, parts[i]);
        const QRectF box = path.boundingRect();
        path.translate(places[i] - box.center());
        p.setPen(QPen(QColor(255, 236, 200), c * 0.06));
        p.setBrush(QColor(200, 24, 30));
        p.drawPath(path);
    }
    p.restore();
}

} // namespace arbiter::gui
