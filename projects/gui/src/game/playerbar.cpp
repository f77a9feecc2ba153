#include "gui/game/playerbar.h"

#include "gui/board/xiangqifonts.h"
#include "gui/game/gamesession.h"
#include "gui/online/capturedpieces.h"
#include "gui/online/onlinegame.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
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
    m_avatar = new QLabel(this);
    m_avatar->setFixedSize(28, 28);
    m_avatar->hide();
    m_captured = new QLabel(this);
    m_captured->setObjectName(QStringLiteral("capturedPieces"));
    QFont capturedFont = withChineseText(m_captured->font());
    capturedFont.setPointSizeF(capturedFont.pointSizeF() * 1.3);
    m_captured->setFont(capturedFont);
    m_captured->hide();
    m_presence = new QLabel(this);
    m_presence->setObjectName(QStringLiteral("presence"));
    m_presence->setStyleSheet(QStringLiteral("color:#b00020;"));
    m_presence->hide();
    m_ready = new QPushButton(tr("Ready"), this);
    m_abort = new QPushButton(tr("Abort"), this);
    m_claimWin = new QPushButton(tr("Claim Win"), this);
    m_claimDraw = new QPushButton(tr("Claim Draw"), this);
    m_engine = new QPushButton(this);
    for (QPushButton* b :
         {m_takeBack, m_draw, m_resign, m_ready, m_abort, m_claimWin, m_claimDraw, m_engine})
        b->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_swatch);
    layout->addWidget(m_avatar);
    layout->addWidget(m_name);
    layout->addWidget(m_captured);
    layout->addWidget(m_presence);
    layout->addStretch(1);
    for (QPushButton* b :
         {m_engine, m_ready, m_claimWin, m_claimDraw, m_abort, m_takeBack, m_draw, m_resign})
        layout->addWidget(b);
    layout->addWidget(m_clock);
    // As tall with the request buttons as without them: the board keeps its size when they come
    // and go.
    setFixedHeight(layout->sizeHint().height());
    connect(m_takeBack, &QPushButton::clicked, this,
            [this] { m_session->requestTakeBack(m_side); });
    connect(m_draw, &QPushButton::clicked, this, &PlayerBar::onDraw);
    connect(m_resign, &QPushButton::clicked, this, &PlayerBar::onResign);
    connect(m_ready, &QPushButton::clicked, this, [this] {
        if (OnlineGame* online = m_session->online()) online->sayReady();
    });
    connect(m_abort, &QPushButton::clicked, this, [this] {
        if (OnlineGame* online = m_session->online()) online->abort();
    });
    connect(m_claimWin, &QPushButton::clicked, this, [this] {
        if (OnlineGame* online = m_session->online()) online->claim(false);
    });
    connect(m_claimDraw, &QPushButton::clicked, this, [this] {
        if (OnlineGame* online = m_session->online()) online->claim(true);
    });
    connect(m_engine, &QPushButton::clicked, this, &PlayerBar::onEngineButton);
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
    refreshOnline();
    refreshClock();
}

void PlayerBar::refreshOnline() {
    const OnlineGame* online = m_session->online();
    for (QWidget* w : std::initializer_list<QWidget*>{m_avatar, m_captured, m_presence, m_ready,
                                                      m_abort, m_claimWin, m_claimDraw, m_engine})
        w->setVisible(online != nullptr);
    if (!online) return;
    const OnlineGame::Seat& seat = online->seat(m_side);
    m_name->setText(seat.name.isEmpty() ? tr("%1: free seat").arg(m_session->playerName(m_side))
                                        : online->seatLabel(m_side));
    m_avatar->setPixmap(seat.avatar);
    m_avatar->setVisible(!seat.avatar.isNull());
    const auto captured = capturedPieces(m_session->tree(), online->ownSide(), online->took());
    m_captured->setText(capturedText(captured[m_side], m_session->isXiangqi()));
    m_captured->setVisible(!m_captured->text().isEmpty());
    const qint64 claim = online->claimInMs(m_side);
    m_presence->setText(claim < 0    ? QString()
                        : claim == 0 ? tr("away")
                                     : tr("away — claim in %1 s").arg((claim + 999) / 1000));
    m_presence->setVisible(claim >= 0 && !seat.name.isEmpty());
    // The person's own bar only: a spectator's tab has no buttons at all.
    const bool own = online->ownSide() == m_side;
    m_ready->setVisible(own && !online->isPlaying());
    m_ready->setText(online->isRematch() ? tr("Rematch") : tr("Ready"));
    m_ready->setEnabled(online->canSayReady());
    // Abort while not both sides have moved (a game started by mistake, an opponent who does
    // not move): lichess's rule, the server's.
    m_abort->setVisible(own && online->isPlaying() && online->canAbort());
    const bool claimable = own && online->canClaim();
    m_claimWin->setVisible(claimable);
    m_claimDraw->setVisible(claimable);
    refreshEngineButton(*online);
}

void PlayerBar::refreshEngineButton(const OnlineGame& online) {
    const QStringList engines = online.enginesFor(m_side);
    const bool unseat = online.canUnseatEngine(m_side);
    m_engine->setVisible(unseat || !engines.isEmpty());
    if (unseat)
        m_engine->setText(tr("Remove engine"));
    else if (engines.size() == 1)
        m_engine->setText(tr("Play %1").arg(engines.first()));
    else if (!engines.isEmpty())
        m_engine->setText(tr("Play engine…"));
}

// Seats the server's one engine, or the one picked from a menu of them; or sends it away.
void PlayerBar::onEngineButton() {
    OnlineGame* online = m_session->online();
    if (!online) return;
    if (online->canUnseatEngine(m_side)) {
        online->unseatEngine();
        return;
    }
    const QStringList engines = online->enginesFor(m_side);
    if (engines.size() == 1) {
        online->seatEngine(engines.first());
        return;
    }
    QMenu menu(this);
    for (const QString& name : engines) menu.addAction(name)->setData(name);
    if (QAction* picked = menu.exec(m_engine->mapToGlobal(QPoint(0, m_engine->height()))))
        online->seatEngine(picked->data().toString());
}

void PlayerBar::refreshClock() {
    const qint64 ms = m_session->clockMs(m_side);
    m_clock->setVisible(ms != -1 || m_session->hasClock(m_side));
    // Only what changed is set: a style sheet set again restyles and repaints the label.
    // Byo-yomi: the periods left beside the time ("0:25 ×2").
    QString text = formatClock(ms);
    if (const OnlineGame* online = m_session->online(); online && online->periodsLeft(m_side) >= 0)
        text += QStringLiteral(" ×%1").arg(online->periodsLeft(m_side));
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
