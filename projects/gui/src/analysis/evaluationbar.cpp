#include "gui/analysis/evaluationbar.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace arbiter::gui {

EvaluationBar::EvaluationBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    // Wide enough for the widest label in the UI font ("-10.0", "-M10").
    const QFontMetrics metrics(labelFont());
    const int widest = std::max(metrics.horizontalAdvance(QStringLiteral("-10.0")),
                                metrics.horizontalAdvance(QStringLiteral("-M10")));
    setFixedWidth(std::max(26, widest + 6));
}

QFont EvaluationBar::labelFont() const {
    QFont f = font();
    f.setBold(true);
    return f;
}

QString EvaluationBar::label() const {
    if (!m_score.isValid() || m_score.type == EngineScore::Type::Mate) return text();
    return QString::asprintf("%+.1f", m_score.value / 100.0);
}

void EvaluationBar::setEngineName(const QString& name) {
    if (name == m_engineName) return;
    m_engineName = name;
    updateToolTip();
}

void EvaluationBar::updateToolTip() {
    if (!m_score.isValid()) return setToolTip(QString());
    setToolTip(m_engineName.isEmpty()
                   ? tr("Evaluation of the best line: %1").arg(text())
                   : tr("Evaluation of %1's best line: %2").arg(m_engineName, text()));
}

void EvaluationBar::setScore(const EngineScore& score, Side sideToMove) {
    EngineScore white = score;
    if (sideToMove == Black) white.negate();
    if (white == m_score) return;
    m_score = white;
    updateToolTip();
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
    const QFont f = labelFont();
    p.setFont(f);
    p.setPen(whiteAhead ? (m_xiangqi ? QColor(Qt::white) : QColor(30, 30, 30))
                        : QColor(235, 235, 235));
    const qreal height = QFontMetricsF(f).height() + 2;
    const QRectF textRect(r.left(), atBottom ? r.bottom() - height - 1 : r.top() + 1, r.width(),
                          height);
    p.drawText(textRect, Qt::AlignCenter, label());
}

} // namespace arbiter::gui
