#include "gui/game/playerbar.h"

#include "gui/game/gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace arbiter::gui {

PlayerBar::PlayerBar(GameSession* session, Side side, QWidget* parent)
    : QWidget(parent), m_session(session), m_side(side) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    m_swatch = new QLabel(this);
    m_swatch->setFixedSize(16, 16);
    m_name = new QLabel(this);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_clock = new QLabel(this);
    QFont clockFont = m_clock->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.5);
    clockFont.setFamily(QStringLiteral("monospace"));
    m_clock->setFont(clockFont);
    m_clock->setMinimumWidth(110);
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_takeBack = new QPushButton(this);
    m_draw = new QPushButton(this);
    m_resign = new QPushButton(tr("Resign"), this);
    for (QPushButton* b : {m_takeBack, m_draw, m_resign}) b->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_swatch);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_takeBack);
    layout->addWidget(m_draw);
    layout->addWidget(m_resign);
    layout->addWidget(m_clock);
    // As tall with the request buttons as without them: the board keeps its size when they come
    // and go.
    setFixedHeight(layout->sizeHint().height());
    connect(m_takeBack, &QPushButton::clicked, this,
            [this] { m_session->requestTakeBack(m_side); });
    connect(m_draw, &QPushButton::clicked, this, &PlayerBar::onDraw);
    connect(m_resign, &QPushButton::clicked, this, &PlayerBar::onResign);
    refresh();
}

QString PlayerBar::formatClock(qint64 ms) {
    if (ms < 0) return QStringLiteral("-") + formatClock(-ms);
    const qint64 totalSeconds = ms / 1000;
    const qint64 h = totalSeconds / 3600, m = totalSeconds / 60 % 60, s = totalSeconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    if (ms < 10000) // tenths in the last ten seconds
        return QStringLiteral("%1:%2.%3").arg(m).arg(s, 2, 10, QLatin1Char('0')).arg(ms / 100 % 10);
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

void PlayerBar::refresh() {
    const bool xiangqi = m_session->isXiangqi();
    const QColor colour = m_side == White
                              ? (xiangqi ? QColor(0xc8, 0x10, 0x2e) : QColor(0xf4, 0xf1, 0xe8))
                              : QColor(0x20, 0x20, 0x20);
    m_swatch->setStyleSheet(QStringLiteral("background:%1;border:1px solid #555;border-radius:8px;")
                                .arg(colour.name()));
    m_name->setText(m_session->playerName(m_side));
    const bool playing = m_session->mode() == GameSession::Mode::Playing;
    const bool person = playing && m_session->isHuman(m_side);
    for (QPushButton* b : {m_takeBack, m_draw, m_resign}) b->setVisible(person);
    if (person) {
        const RequestBudget& budget = m_session->budget();
        m_takeBack->setText(tr("Take back (%1)").arg(budget.takeBacksLeft(m_side)));
        m_takeBack->setEnabled(m_session->canTakeBack(m_side));
        if (m_session->hasDrawOfferFor(m_side)) {
            m_draw->setText(tr("Accept draw"));
            m_draw->setEnabled(true);
        } else {
            m_draw->setText(tr("Offer draw (%1)").arg(budget.drawOffersLeft(m_side)));
            m_draw->setEnabled(m_session->canOfferDraw(m_side));
        }
        m_resign->setEnabled(m_session->canResign(m_side));
    }
    refreshClock();
}

void PlayerBar::refreshClock() {
    const qint64 ms = m_session->clockMs(m_side);
    m_clock->setVisible(ms != -1 || m_session->hasClock(m_side));
    // Only what changed is set: a style sheet set again restyles and repaints the label.
    const QString text = formatClock(ms);
    if (m_clock->text() != text) m_clock->setText(text);
    const bool running = m_session->isClockRunning(m_side);
    const QString style = running ? QStringLiteral("background:#2e7d32;color:white;padding:1px "
                                                   "6px;border-radius:4px;")
                                  : QStringLiteral("padding:1px 6px;");
    if (m_clock->styleSheet() != style) m_clock->setStyleSheet(style);
}

void PlayerBar::onDraw() {
    if (m_session->hasDrawOfferFor(m_side))
        m_session->acceptDraw(m_side);
    else
        m_session->offerDraw(m_side);
}

void PlayerBar::onResign() {
    // Resigning asks for confirmation (docs/gui.md, "Draw offers, resignation and take-back").
    const auto answer = QMessageBox::question(
        this, tr("Resign"), tr("%1: resign this game?").arg(m_session->playerName(m_side)));
    if (answer == QMessageBox::Yes) m_session->resign(m_side);
}

} // namespace arbiter::gui
