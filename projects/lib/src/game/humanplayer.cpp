#include "humanplayer.h"

#include "board/turn.h"

#include <algorithm>
#include <limits>

namespace arbiter {

HumanPlayer::HumanPlayer(const QString& name, QObject* parent) : Player(parent), m_name(name) {
    m_flag.setSingleShot(true);
    connect(&m_flag, &QTimer::timeout, this, [this] {
        if (m_toMove) emit timeExpired();
    });
}

void HumanPlayer::prepare(const GameSetup& setup) {
    (void)setup;
    m_toMove = false;
    m_drawOffered = false;
    m_gameOver = false;
    emit ready();
}

void HumanPlayer::go(const MoveRequest& request) {
    m_request = request;
    m_toMove = true;
    // Only a clock can flag a person: the untimed watchdog the Game puts in deadlineMs is meant
    // for engines that hang, not for someone thinking.
    const SearchLimits& limits = request.limits;
    const bool clocked = limits.ownTimeMs >= 0 || limits.moveTimeMs > 0;
    if (clocked && limits.deadlineMs > 0)
        m_flag.start(int(std::min<qint64>(limits.deadlineMs, std::numeric_limits<int>::max())));
    emit moveRequested();
}

void HumanPlayer::stop() {
    m_toMove = false;
    m_flag.stop();
}

void HumanPlayer::receiveDrawOffer() {
    m_drawOffered = true;
    emit drawOfferReceived();
}

void HumanPlayer::gameOver(const GameResult& result) {
    (void)result;
    stop();
    m_gameOver = true;
    m_drawOffered = false;
}

bool HumanPlayer::submitTurn(const std::vector<Move>& parts, bool offerDraw) {
    if (!m_toMove || m_gameOver || !m_request.board) return false;
    const std::vector<Move> turn = turnOnBoard(*m_request.board, parts);
    return !turn.empty() && deliver(turn, offerDraw);
}

bool HumanPlayer::submitMove(const QString& move, bool offerDraw) {
    if (!m_toMove || m_gameOver || !m_request.board) return false;
    // parseTurn reads only whole legal turns: nothing to check again.
    std::vector<Move> parts = parseTurn(*m_request.board, move.toStdString(), nullptr);
    return !parts.empty() && deliver(parts, offerDraw);
}

bool HumanPlayer::deliver(const std::vector<Move>& parts, bool offerDraw) {
    m_toMove = false;
    m_flag.stop();
    MoveFlags flags;
    if (offerDraw) flags |= MoveFlag::OffersDraw;
    m_drawOffered = false; // answered by this move
    emit moved(PlayerTurn{parts, QString()}, MoveEvaluation(), flags);
    return true;
}

void HumanPlayer::offerDraw() {
    if (m_gameOver) return;
    m_drawOffered = false;
    emit drawOffered();
}

void HumanPlayer::resign() {
    if (m_gameOver) return;
    emit resigned();
}

} // namespace arbiter
