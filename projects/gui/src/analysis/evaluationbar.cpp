#include "gui/analysis/evaluationbar.h"

#include <QPainter>
#include <cmath>

namespace arbiter::gui {

EvaluationBar::EvaluationBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setFixedWidth(26);
}

void EvaluationBar::setScore(const EngineScore& score, Side sideToMove) {
    EngineScore white = score;
    if (sideToMove == Black) white.negate();
    if (white == m_score) return;
    m_score = white;
    setToolTip(m_score.isValid() ? tr("Evaluation of the best line: %1").arg(text()) : QString());
    update();
}

void EvaluationBar::clear() {
    setScore(EngineScore(), White);
}

qreal EvaluationBar::whiteShare() const {
    if (!m_score.isValid()) return 0.5;
    if (m_score.type == EngineScore::Type::Mate)
        return m_score.value > 0 ? 1.0 : 0.0; // a mated position is not analysed
    // Winning chances from centipawns by the logistic curve of Lichess's evaluation bar
    // (lichess-org/lila, ui/ceval winningChances): 0 cp is an even bar, 300 cp about three
    // quarters, so a large advantage does not fill the bar as a mate does.
    const qreal chances = 2 / (1 + std::exp(-0.00368208 * m_score.value)) - 1;
    return std::clamp<qreal>(0.5 + chances / 2, 0.0, 1.0);
}

QString EvaluationBar::text() const {
    if (!m_score.isValid()) return {};
    if (m_score.type == EngineScore::Type::Mate)
        return (m_score.value > 0 ? QStringLiteral("M%1") : QStringLiteral("-M%1"))
            .arg(std::abs(m_score.value));
    return QString::asprintf("%+.2f", m_score.value / 100.0);
}

void EvaluationBar::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    update();
}

void EvaluationBar::setXiangqi(bool xiangqi) {
    if (xiangqi == m_xiangqi) return;
    m_xiangqi = xiangqi;
    update();
}

void EvaluationBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    const QColor light = m_xiangqi ? QColor(196, 40, 32) : QColor(245, 245, 240);
    const QColor dark = m_xiangqi ? QColor(34, 34, 34) : QColor(64, 64, 64);
    const qreal lightHeight = r.height() * whiteShare();
    // The first side's part grows from its own end of the board.
    QRectF lightPart = r, darkPart = r;
    if (m_flipped) {
        lightPart.setHeight(lightHeight);
        darkPart.setTop(r.top() + lightHeight);
    } else {
        lightPart.setTop(r.bottom() - lightHeight);
        darkPart.setBottom(r.bottom() - lightHeight);
    }
    p.setPen(Qt::NoPen);
    p.fillRect(darkPart, dark);
    p.fillRect(lightPart, light);
    // The middle line: an even game.
    p.setPen(QPen(QColor(150, 150, 150), 1));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.setPen(QPen(QColor(90, 90, 90), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    if (!m_score.isValid()) return;
    // The score at the winning side's end, in that end's contrasting colour.
    const bool whiteAhead = whiteShare() >= 0.5;
    const bool atBottom = whiteAhead != m_flipped;
    QFont f = font();
    f.setPixelSize(9);
    f.setBold(true);
    p.setFont(f);
    p.setPen(whiteAhead ? (m_xiangqi ? QColor(Qt::white) : QColor(30, 30, 30))
                        : QColor(235, 235, 235));
    // Without its sign: the end it stands at says whose advantage it is.
    QString label = text();
    if (label.startsWith(QLatin1Char('-')) || label.startsWith(QLatin1Char('+')))
        label.remove(0, 1);
    const QRectF textRect(r.left(), atBottom ? r.bottom() - 16 : r.top() + 2, r.width(), 14);
    p.drawText(textRect, Qt::AlignCenter, label);
}

} // namespace arbiter::gui
