#include "sprtview.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace arbiter::gui {

SprtView::SprtView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void SprtView::setStatus(const stats::SprtStatus& status, double elo0, double elo1) {
    m_status = status;
    m_elo0 = elo0;
    m_elo1 = elo1;
    update();
}

double SprtView::position() const {
    const double span = m_status.bounds.upper - m_status.bounds.lower;
    if (!(span > 0) || !std::isfinite(m_status.llr)) return 0.5;
    return std::clamp((m_status.llr - m_status.bounds.lower) / span, 0.0, 1.0);
}

QString SprtView::text() const {
    using stats::SprtState;
    const auto& b = m_status.bounds;
    const QString range = tr("[%1, %2]").arg(b.lower, 0, 'f', 2).arg(b.upper, 0, 'f', 2);
    switch (m_status.state) {
    case SprtState::NotEnoughData: return tr("LLR: not enough games yet; bounds %1").arg(range);
    case SprtState::Undefined: return tr("LLR undefined for these results; bounds %1").arg(range);
    case SprtState::AcceptH0:
        return tr("H0 accepted (Elo %1): LLR %2 reached %3")
            .arg(m_elo0)
            .arg(m_status.llr, 0, 'f', 2)
            .arg(b.lower, 0, 'f', 2);
    case SprtState::AcceptH1:
        return tr("H1 accepted (Elo %1): LLR %2 reached %3")
            .arg(m_elo1)
            .arg(m_status.llr, 0, 'f', 2)
            .arg(b.upper, 0, 'f', 2);
    case SprtState::Continue: break;
    }
    // The share of the way to the bound it heads for, as cutechess prints it.
    const double bound = m_status.llr >= 0 ? b.upper : b.lower;
    const double share = bound != 0 ? 100.0 * m_status.llr / bound : 0.0;
    return tr("LLR %1 (%2% towards %3) in %4: continue")
        .arg(m_status.llr, 0, 'f', 2)
        .arg(share, 0, 'f', 1)
        .arg(m_status.llr >= 0 ? tr("H1") : tr("H0"))
        .arg(range);
}

void SprtView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF bar(8, 8, width() - 16, 18);
    const auto& b = m_status.bounds;
    const double span = b.upper - b.lower;
    const bool known = span > 0 && m_status.state != stats::SprtState::NotEnoughData &&
                       m_status.state != stats::SprtState::Undefined;
    // H0 side red, H1 side green, fading towards zero.
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    gradient.setColorAt(0, QColor(0xd3, 0x4a, 0x4a));
    const double zero = span > 0 ? std::clamp(-b.lower / span, 0.0, 1.0) : 0.5;
    gradient.setColorAt(zero, QColor(0xee, 0xee, 0xee));
    gradient.setColorAt(1, QColor(0x3c, 0xa0, 0x55));
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(gradient);
    p.drawRoundedRect(bar, 4, 4);
    const double zeroX = bar.left() + zero * bar.width();
    p.setPen(QPen(palette().color(QPalette::Dark), 1, Qt::DashLine));
    p.drawLine(QPointF(zeroX, bar.top() - 3), QPointF(zeroX, bar.bottom() + 3));
    if (known) {
        const double x = bar.left() + position() * bar.width();
        p.setPen(QPen(Qt::black, 2));
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(x, bar.center().y()), 7, 7);
    }
    p.setPen(palette().color(QPalette::WindowText));
    const QRectF labels(bar.left(), bar.bottom() + 4, bar.width(), height() - bar.bottom() - 4);
    p.drawText(labels, Qt::AlignLeft | Qt::AlignTop, tr("H0 %1").arg(b.lower, 0, 'f', 2));
    p.drawText(labels, Qt::AlignRight | Qt::AlignTop, tr("%1 H1").arg(b.upper, 0, 'f', 2));
    p.drawText(labels, Qt::AlignHCenter | Qt::AlignTop,
               known ? tr("LLR %1").arg(m_status.llr, 0, 'f', 2) : tr("LLR -"));
}

} // namespace arbiter::gui
