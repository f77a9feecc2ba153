#include "engineplayer.h"

namespace arbiter {

EnginePlayer::EnginePlayer(Engine* engine, QObject* parent) : Player(parent), m_engine(engine) {
    auto link = [this](auto signal, auto slot) {
        m_connections.push_back(connect(m_engine, signal, this, slot));
    };
    link(&Engine::ready, [this] { onEngineReady(); });
    link(&Engine::startFailed, [this](const QString& reason) {
        m_waitingForStart = false;
        emit failed(reason);
    });
    link(&Engine::moveMade, [this](const QString& move, const QString&, MoveFlags flags) {
        if (!m_thinking) return;
        m_thinking = false;
        if (flags & MoveFlag::Resigns)
            emit resigned();
        else
            emit moved(move, m_engine->lastEvaluation(), flags);
    });
    link(&Engine::thinking, [this](const MoveEvaluation& e) { emit thinking(e); });
    link(&Engine::drawOffered, [this] { emit drawOffered(); });
    link(&Engine::resigned, [this] {
        m_thinking = false;
        emit resigned();
    });
    link(&Engine::resultClaimed, [this](const QString& result, const QString& comment) {
        emit resultClaimed(result, comment);
    });
    link(&Engine::crashed, [this](const QString& reason) {
        m_thinking = false;
        emit disconnected(reason);
    });
    link(&Engine::stalled, [this] {
        m_thinking = false;
        emit stalled();
    });
    link(&Engine::deadlineExceeded, [this] {
        // Against a clock the deadline is the flag; without one it is only a watchdog and the
        // engine gets the chance to answer "stop" (stalled() follows if it does not).
        if (m_thinking && m_timed) emit timeExpired();
    });
}

EnginePlayer::~EnginePlayer() {
    for (auto& c : m_connections) disconnect(c);
}

QString EnginePlayer::name() const {
    return m_engine ? m_engine->name() : QString();
}

bool EnginePlayer::isAlive() const {
    if (!m_engine) return false;
    auto s = m_engine->state();
    return s != Engine::State::Finished && s != Engine::State::Quitting;
}

void EnginePlayer::prepare(const GameSetup& setup) {
    m_setup = setup;
    if (!isAlive()) {
        emit failed(QStringLiteral("engine is not running"));
        return;
    }
    if (m_engine->state() == Engine::State::NotStarted) {
        m_waitingForStart = true;
        m_engine->start();
        return;
    }
    if (m_engine->state() == Engine::State::Starting) {
        m_waitingForStart = true;
        return;
    }
    startGameOnEngine();
}

void EnginePlayer::onEngineReady() {
    if (!m_waitingForStart) return;
    m_waitingForStart = false;
    startGameOnEngine();
}

void EnginePlayer::startGameOnEngine() {
    if (!m_engine->supportsVariant(m_setup.variant)) {
        emit failed(QStringLiteral("engine does not support the variant ") + m_setup.variant);
        return;
    }
    m_engine->newGame(m_setup);
    emit ready();
}

void EnginePlayer::go(const MoveRequest& request) {
    m_thinking = true;
    m_timed = request.limits.ownTimeMs >= 0 || request.limits.moveTimeMs > 0;
    m_engine->go(request.position, request.limits);
}

void EnginePlayer::stop() {
    if (m_thinking && m_engine) m_engine->stop();
    m_thinking = false;
}

void EnginePlayer::receiveDrawOffer() {
    if (m_engine) m_engine->sendDrawOffer();
}

void EnginePlayer::gameOver(const GameResult& result) {
    m_thinking = false;
    if (m_engine && isAlive())
        m_engine->endGame(QString::fromStdString(result.resultString()),
                          QString::fromStdString(result.reason()));
}

} // namespace arbiter
