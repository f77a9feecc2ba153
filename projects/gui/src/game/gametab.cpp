#include "gui/game/gametab.h"

#include "gui/analysis/evaluationbar.h"
#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/game/playerbar.h"
#include "gui/game/sounds.h"
#include "text/translatedtext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::gui {

StatusLine::StatusLine(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("statusLine"));
    // As wide as the tab allows, never wider: a long message does not widen the window.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

QSize StatusLine::minimumSizeHint() const {
    return {0, fontMetrics().lineSpacing() + 2};
}

QSize StatusLine::sizeHint() const {
    return {fontMetrics().horizontalAdvance(text()), fontMetrics().lineSpacing() + 2};
}

void StatusLine::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QRect r = contentsRect();
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
}

GameTab::GameTab(GameSession* session, const Appearance& appearance, QWidget* parent)
    : QWidget(parent), m_session(session), m_appearance(appearance) {
    session->setParent(this);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_bars[White] = new PlayerBar(session, White, this);
    m_bars[Black] = new PlayerBar(session, Black, this);
    m_boardRow = new QWidget(this);
    m_boardRowLayout = new QHBoxLayout(m_boardRow);
    m_boardRowLayout->setContentsMargins(0, 0, 0, 0);
    m_boardRowLayout->setSpacing(4);
    // The evaluation bar stands right beside the drawn board (placeEvaluationBar). The layout
    // always keeps a column of its width free, shown or not: the bar never covers the board,
    // and the board does not move when analysis starts or stops.
    m_evaluationBar = new EvaluationBar(m_boardRow);
    m_evaluationBar->setXiangqi(session->isXiangqi());
    m_evaluationBar->hide();
    m_evaluationBar->installEventFilter(this);
    m_barSlot = new QWidget(m_boardRow);
    m_barSlot->setFixedWidth(m_evaluationBar->width());
    m_boardRowLayout->addWidget(m_barSlot);

    // The request bar and the rule warnings float at the foot of the drawn board, within its
    // width (placeNotices): they come and go without moving the board, and take no room while
    // there are none.
    m_notices = new QWidget(this);
    m_notices->setObjectName(QStringLiteral("boardNotices"));
    auto* noticesLayout = new QVBoxLayout(m_notices);
    noticesLayout->setContentsMargins(0, 0, 0, 0);
    noticesLayout->setSpacing(2);
    m_requestBar = new QWidget(m_notices);
    auto* requestLayout = new QHBoxLayout(m_requestBar);
    requestLayout->setContentsMargins(6, 4, 6, 4);
    m_requestText = new QLabel(m_requestBar);
    auto* accept = new QPushButton(tr("Accept"), m_requestBar);
    m_decline = new QPushButton(tr("Decline"), m_requestBar);
    accept->setObjectName(QStringLiteral("acceptRequest"));
    m_decline->setObjectName(QStringLiteral("declineRequest"));
    requestLayout->addWidget(m_requestText, 1);
    requestLayout->addWidget(accept);
    requestLayout->addWidget(m_decline);
    // The colour is the bar's own: the buttons keep the style's look of buttons.
    m_requestBar->setObjectName(QStringLiteral("requestBar"));
    m_requestBar->setAttribute(Qt::WA_StyledBackground);
    m_requestBar->setStyleSheet(
        QStringLiteral("#requestBar{background:#fff3c4;border-radius:4px;}"));
    m_requestBar->hide();
    connect(accept, &QPushButton::clicked, this, [this] { answer(true); });
    connect(m_decline, &QPushButton::clicked, this, [this] { answer(false); });
    // The Decline button counts the seconds left down; at zero the request lapses.
    m_requestTimer.setInterval(1000);
    connect(&m_requestTimer, &QTimer::timeout, this, [this] {
        if (--m_requestSecondsLeft > 0) {
            showCountdown();
            return;
        }
        closeRequestBar();
        m_session->requestLapsed();
    });

    m_warnings = new QLabel(m_notices);
    m_warnings->setObjectName(QStringLiteral("ruleWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setFont(withChineseText(m_warnings->font()));
    m_warnings->setAttribute(Qt::WA_StyledBackground);
    m_warnings->setStyleSheet(QStringLiteral("#ruleWarnings{color:#b00020;font-weight:bold;"
                                             "background:rgba(255,250,240,235);"
                                             "border:1px solid #d9a0a0;border-radius:4px;"
                                             "padding:3px 6px;}"));
    // The warnings are read, not clicked: the board under them takes the mouse.
    m_warnings->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_warnings->hide();
    noticesLayout->addWidget(m_requestBar);
    noticesLayout->addWidget(m_warnings);
    m_notices->hide();
    m_boardRow->installEventFilter(this);
    m_status = new StatusLine(this);
    m_status->setFont(withChineseText(m_status->font()));

    rebuildView();
    placeBars();

    connect(session, &GameSession::positionChanged, this, &GameTab::onPositionChanged);
    connect(session, &GameSession::stateChanged, this, &GameTab::onStateChanged);
    connect(session, &GameSession::message, this, &GameTab::showMessage);
    connect(session, &GameSession::requestAsked, this, &GameTab::onRequestAsked);
    connect(session, &GameSession::requestSettled, this, &GameTab::closeRequestBar);
    // Online the person's seat is known when the server says it (and swaps for a rematch): the
    // board turns to be seen from it.
    connect(session, &GameSession::seatChanged, this, [this] {
        const Side own = m_session->ownSide();
        if (own == NoSide || m_view->isFlipped() == (own == Black)) return;
        m_view->setFlipped(own == Black);
        placeBars();
    });
    connect(session, &GameSession::gameFinished, this, [this](const GameResult& r) {
        if (r.isDraw()) playSound(Sound::Draw);
        m_view->abortInteraction();
        m_view->setLoser(r.loserSide());
        closeRequestBar();
    });
    // The clocks are refreshed only while one of them runs: a finished or untimed game's tab
    // costs no CPU.
    m_clockTimer.setInterval(100);
    connect(&m_clockTimer, &QTimer::timeout, this, [this] {
        ++m_clockTicks;
        for (PlayerBar* bar : m_bars) bar->refreshClock();
        if (!m_session->isClockRunning(White) && !m_session->isClockRunning(Black))
            m_clockTimer.stop();
    });
    onPositionChanged(false);
    onStateChanged();
}

bool GameTab::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (watched == m_evaluationBar && type == QEvent::Show) placeEvaluationBar();
    if ((watched == m_boardRow || watched == m_view) &&
        (type == QEvent::Resize || type == QEvent::LayoutRequest || type == QEvent::Move)) {
        placeNotices();
        placeEvaluationBar();
    }
    return QWidget::eventFilter(watched, event);
}

void GameTab::placeEvaluationBar() {
    if (!m_view || m_evaluationBar->isHidden()) return;
    // The squares' area from the corner squares' centres, and half a cell more on the left for
    // the coordinates or the border.
    const int files = m_view->files();
    const Square last = files * m_view->ranks() - 1;
    QRectF area;
    for (Square corner : {Square(0), Square(files - 1), Square(last - (files - 1)), last})
        area |= QRectF(m_view->squareCenter(corner), QSizeF(0.01, 0.01));
    const qreal cell = m_view->cellSize();
    area.adjust(-cell / 2, -cell / 2, cell / 2, cell / 2);
    const QPoint viewAt = m_view->geometry().topLeft();
    const int width = m_evaluationBar->width();
    const int x = std::max(m_barSlot->geometry().left(),
                           viewAt.x() + int(area.left() - cell / 2) - width - 4);
    m_evaluationBar->setGeometry(x, viewAt.y() + int(area.top()), width, int(area.height()));
}

void GameTab::placeNotices() {
    const bool any = !m_requestBar->isHidden() || !m_warnings->isHidden();
    m_notices->setVisible(any);
    // Warnings alone let the mouse through to the board; a request's buttons take it.
    m_notices->setAttribute(Qt::WA_TransparentForMouseEvents, m_requestBar->isHidden());
    if (!any || !m_view) return;
    // At the foot of the drawn board and within its width: over the coordinate strip under
    // it, reaching up into the last rank only as far as the text needs. (Over a xiangqi
    // board's river they hid the pieces crossing it and were wider than the board.)
    const QPoint viewAt = m_boardRow->mapTo(this, m_view->geometry().topLeft());
    const QRectF bounds = m_view->boardBounds().translated(viewAt);
    const int inset = 4;
    const int width = std::max(120, int(bounds.width()) - 2 * inset);
    const int height = m_notices->layout()->heightForWidth(width) > 0
                           ? m_notices->layout()->heightForWidth(width)
                           : m_notices->sizeHint().height();
    const int viewBottom = viewAt.y() + m_view->height() - 1;
    const int bottom = std::min(viewBottom, int(bounds.bottom() + m_view->cellSize() / 2));
    m_notices->setGeometry(int(bounds.center().x()) - width / 2, bottom - height, width, height);
    m_notices->raise();
}

bool GameTab::rebuildView() {
    const bool xiangqi = m_session->isXiangqi();
    const bool wasFlipped = m_view && m_view->isFlipped();
    if (m_view) {
        if ((qobject_cast<XiangqiBoardView*>(m_view) != nullptr) == xiangqi) return false;
        m_boardRowLayout->removeWidget(m_view);
        m_view->hide();
        m_view->deleteLater();
    }
    if (xiangqi)
        m_view = new XiangqiBoardView(m_boardRow);
    else
        m_view = new ChessBoardView(m_boardRow);
    m_boardRowLayout->addWidget(m_view, 1);
    m_view->installEventFilter(this);
    m_evaluationBar->setXiangqi(xiangqi);
    m_appearance.applyTo(m_view);
    // A person playing only the second side sees the board from that side.
    m_view->setFlipped(wasFlipped || m_session->ownSide() == Black);
    connect(m_view, &BoardView::moveEntered, this, [this] { onStateChanged(); });
    connect(m_view, &BoardView::turnCancelled, this, [this] { onStateChanged(); });
    connect(m_view, &BoardView::turnEntered, this, [this](const std::vector<Move>& parts) {
        if (!m_session->enterTurn(parts)) onPositionChanged(false); // not taken: show the game
    });
    connect(m_view, &BoardView::moveShown, this, [this](const BoardView::MoveEvents& e) {
        playSound(soundForMove(e.capture, e.check, e.mate));
    });
    connect(m_view, &BoardView::moveRefused, this, [this](bool suicide) {
        if (!suicide) return;
        // Xiangqi has generals, Red's 帅 and Black's 将, where chess has kings.
        if (m_session->isXiangqi())
            showMessage(tr("That move would leave your general (%1) in check: the attackers "
                           "flash red.")
                            .arg(m_session->board().sideToMove() == White ? QStringLiteral("帅")
                                                                          : QStringLiteral("将")));
        else
            showMessage(tr("That move would leave your king in check: the attackers flash red."));
    });
    return true;
}

void GameTab::placeBars() {
    while (m_layout->count() > 0) m_layout->takeAt(0);
    const Side top = m_view->isFlipped() ? White : Black;
    m_layout->addWidget(m_bars[top]);
    m_layout->addWidget(m_boardRow, 1);
    m_evaluationBar->setFlipped(m_view->isFlipped());
    placeEvaluationBar();
    m_layout->addWidget(m_bars[~top]);
    m_layout->addWidget(m_status);
}

void GameTab::setAppearance(const Appearance& appearance) {
    m_appearance = appearance;
    m_appearance.applyTo(m_view);
}

void GameTab::playSound(Sound sound) {
    if (m_appearance.sound) soundOutput().play(sound);
}

void GameTab::flip() {
    m_view->setFlipped(!m_view->isFlipped());
    placeBars();
}

bool GameTab::isFlipped() const {
    return m_view->isFlipped();
}

void GameTab::onPositionChanged(bool animate) {
    // An online room's game may be of another family than the board shown while joining.
    if (rebuildView()) placeBars();
    const MoveTree::Node* node = m_session->current();
    m_view->setPosition(m_session->board(), node->isRoot() ? Move() : node->move, animate);
    onStateChanged();
}

void GameTab::onStateChanged() {
    m_view->setPermittedSides(m_session->canMove(White), m_session->canMove(Black));
    // The defeated side is darkened at the end of a finished game, and in a record wherever
    // the shown position is mate.
    const bool over = m_session->mode() != GameSession::Mode::Playing;
    const bool atEnd = m_session->current() == m_session->tree().mainLineEnd();
    const GameResult positionEnd = m_session->positionResult();
    if (m_session->mode() == GameSession::Mode::Recording)
        m_view->setLoser(positionEnd.loserSide());
    else
        m_view->setLoser(over && atEnd ? m_session->result().loserSide() : NoSide);
    for (PlayerBar* bar : m_bars) bar->refresh();
    if (m_session->isClockRunning(White) || m_session->isClockRunning(Black))
        m_clockTimer.start();
    else
        m_clockTimer.stop();
    // The connection of an online game ("Reconnecting..."), an away opponent, the queue.
    QStringList lines = m_session->statusNotes();
    // A message lasts until the next move (or take-back) of the game.
    if (m_session->tree().mainLine().size() != m_messagePlies) m_lastMessage.clear();
    if (!m_lastMessage.isEmpty()) lines << m_lastMessage;
    const QStringList warnings = m_session->ruleWarnings();
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());
    placeNotices();
    lines << m_session->ruleCounters();
    if (m_session->mode() == GameSession::Mode::Recording && !positionEnd.isNone())
        lines << QString::fromStdString(positionEnd.displayText()) + QStringLiteral("  ") +
                     translatedText(positionEnd.reason());
    if (m_session->mode() == GameSession::Mode::Recording)
        lines << tr("Record mode: both sides are moved by hand; new moves become variations.");
    if (!m_view->turnParts().empty()) // the first part of a two-part turn is on the board
        lines << (m_view->board()->hasStone()
                      ? tr("Now move the stone: click an empty point or drag the stone there "
                           "(a right click takes the move back).")
                      : tr("Now the second step, without capture (a right click takes the first "
                           "back)."));
    m_status->setText(lines.join(QStringLiteral("  ·  ")));
    m_status->setToolTip(lines.join(QLatin1Char('\n')));
}

QString GameTab::statusText() const {
    return m_status->text();
}

void GameTab::showMessage(const QString& text) {
    m_lastMessage = text;
    m_messagePlies = m_session->tree().mainLine().size();
    onStateChanged();
}

void GameTab::onRequestAsked(const QString& text) {
    m_requestText->setText(text);
    m_requestBar->show();
    placeNotices();
    m_requestSecondsLeft = std::max(1, m_session->requestAnswerSeconds());
    showCountdown();
    m_requestTimer.start();
}

void GameTab::showCountdown() {
    m_decline->setText(tr("Decline (%1 s)").arg(m_requestSecondsLeft));
}

void GameTab::closeRequestBar() {
    m_requestTimer.stop();
    m_requestBar->hide();
    placeNotices();
}

void GameTab::answer(bool accept) {
    closeRequestBar();
    m_session->answerRequest(accept);
}

} // namespace arbiter::gui
