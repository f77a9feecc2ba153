#include "gametab.h"

#include "chessboardview.h"
#include "moverules.h"
#include "playerbar.h"
#include "xiangqiboardview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::gui {

namespace {
constexpr int RequestTimeoutMs = 10000; // seed 001: the deny button fires after 10 s
}

GameTab::GameTab(GameSession* session, const Appearance& appearance, QWidget* parent)
    : QWidget(parent), m_session(session), m_appearance(appearance) {
    session->setParent(this);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_bars[White] = new PlayerBar(session, White, this);
    m_bars[Black] = new PlayerBar(session, Black, this);

    m_requestBar = new QWidget(this);
    auto* requestLayout = new QHBoxLayout(m_requestBar);
    requestLayout->setContentsMargins(6, 4, 6, 4);
    m_requestText = new QLabel(m_requestBar);
    auto* accept = new QPushButton(tr("Accept"), m_requestBar);
    auto* decline = new QPushButton(tr("Decline"), m_requestBar);
    accept->setObjectName(QStringLiteral("acceptRequest"));
    decline->setObjectName(QStringLiteral("declineRequest"));
    requestLayout->addWidget(m_requestText, 1);
    requestLayout->addWidget(accept);
    requestLayout->addWidget(decline);
    m_requestBar->setStyleSheet(QStringLiteral("background:#fff3c4;border-radius:4px;"));
    m_requestBar->hide();
    connect(accept, &QPushButton::clicked, this, [this] { answer(true); });
    connect(decline, &QPushButton::clicked, this, [this] { answer(false); });
    m_requestTimer.setSingleShot(true);
    connect(&m_requestTimer, &QTimer::timeout, this, [this] { answer(false); });

    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("ruleWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color:#b00020;font-weight:bold;"));
    m_warnings->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    rebuildView();
    placeBars();

    connect(session, &GameSession::positionChanged, this, &GameTab::onPositionChanged);
    connect(session, &GameSession::stateChanged, this, &GameTab::onStateChanged);
    connect(session, &GameSession::message, this, &GameTab::showMessage);
    connect(session, &GameSession::requestAsked, this, &GameTab::onRequestAsked);
    connect(session, &GameSession::gameFinished, this, [this](const GameResult& r) {
        m_view->abortInteraction();
        m_view->setLoser(r.loserSide());
        m_requestBar->hide();
        m_requestTimer.stop();
    });
    m_clockTimer.setInterval(100);
    connect(&m_clockTimer, &QTimer::timeout, this, [this] {
        for (PlayerBar* bar : m_bars) bar->refreshClock();
    });
    m_clockTimer.start();
    onPositionChanged(false);
    onStateChanged();
}

void GameTab::rebuildView() {
    const bool xiangqi = m_session->isXiangqi();
    const bool wasFlipped = m_view && m_view->isFlipped();
    if (m_view) {
        if ((qobject_cast<XiangqiBoardView*>(m_view) != nullptr) == xiangqi) return;
        m_view->deleteLater();
    }
    if (xiangqi)
        m_view = new XiangqiBoardView(this);
    else
        m_view = new ChessBoardView(this);
    m_appearance.applyTo(m_view);
    // A person playing only the second side sees the board from that side.
    const bool secondOnly = m_session->mode() == GameSession::Mode::Playing &&
                            m_session->isHuman(Black) && !m_session->isHuman(White);
    m_view->setFlipped(wasFlipped || secondOnly);
    connect(m_view, &BoardView::moveEntered, this, [this] { onStateChanged(); });
    connect(m_view, &BoardView::turnCancelled, this, [this] { onStateChanged(); });
    connect(m_view, &BoardView::turnEntered, this, [this](const std::vector<Move>& parts) {
        if (!m_session->enterTurn(parts)) onPositionChanged(false); // not taken: show the game
    });
    connect(m_view, &BoardView::moveRefused, this, [this](bool suicide) {
        if (suicide)
            showMessage(tr("That move would leave your king in check: the attackers flash red."));
    });
}

void GameTab::placeBars() {
    while (m_layout->count() > 0) m_layout->takeAt(0);
    const Side top = m_view->isFlipped() ? White : Black;
    m_layout->addWidget(m_bars[top]);
    m_layout->addWidget(m_view, 1);
    m_layout->addWidget(m_bars[~top]);
    m_layout->addWidget(m_requestBar);
    m_layout->addWidget(m_warnings);
    m_layout->addWidget(m_status);
}

void GameTab::setAppearance(const Appearance& appearance) {
    m_appearance = appearance;
    m_appearance.applyTo(m_view);
}

void GameTab::flip() {
    m_view->setFlipped(!m_view->isFlipped());
    placeBars();
}

bool GameTab::isFlipped() const {
    return m_view->isFlipped();
}

void GameTab::onPositionChanged(bool animate) {
    const MoveTree::Node* node = m_session->current();
    m_view->setPosition(m_session->board(), node->isRoot() ? Move() : node->move, animate);
    onStateChanged();
}

void GameTab::onStateChanged() {
    m_view->setPermittedSides(m_session->canMove(White), m_session->canMove(Black));
    const bool over = m_session->mode() != GameSession::Mode::Playing;
    const bool atEnd = m_session->current() == m_session->tree().mainLineEnd();
    m_view->setLoser(over && atEnd ? m_session->result().loserSide() : NoSide);
    for (PlayerBar* bar : m_bars) bar->refresh();
    QStringList lines;
    if (!m_lastMessage.isEmpty()) lines << m_lastMessage;
    const QStringList warnings = m_session->ruleWarnings();
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());
    lines << m_session->ruleCounters();
    if (m_session->mode() == GameSession::Mode::Recording)
        lines << tr("Record mode: both sides are moved by hand; new moves become variations.");
    if (!m_view->turnParts().empty()) // the first part of a two-part turn is on the board
        lines << (usesStone(*m_view->board())
                      ? tr("Now move the stone: click an empty point or drag the stone there "
                           "(a right click takes the move back).")
                      : tr("Now the second step, without capture (a right click takes the first "
                           "back)."));
    m_status->setText(lines.join(QLatin1Char('\n')));
}

QString GameTab::statusText() const {
    return m_status->text();
}

void GameTab::showMessage(const QString& text) {
    m_lastMessage = text;
    onStateChanged();
}

void GameTab::onRequestAsked(const QString& text) {
    m_requestText->setText(text);
    m_requestBar->show();
    m_requestTimer.start(RequestTimeoutMs);
}

void GameTab::answer(bool accept) {
    m_requestTimer.stop();
    m_requestBar->hide();
    m_session->answerRequest(accept);
}

} // namespace arbiter::gui
