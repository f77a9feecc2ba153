#include "engineplayer.h"

#include "board/board.h"
#include "board/turn.h"
#include "pgn/polyglotbook.h"

#include <QTimer>
#include <utility>

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
    link(&Engine::moveMade, [this](const QString& move, const QString& ponder, MoveFlags flags) {
        if (!m_thinking) return;
        m_thinking = false;
        m_expectedReply = ponder;
        if (flags & MoveFlag::Resigns)
            emit resigned();
        else
            emit moved(readTurn(move, flags), m_engine->lastEvaluation(), flags);
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
        if (m_waitingForSync) {
            m_waitingForSync = false;
            emit failed(QStringLiteral("no answer to %1 before the game within %2 ms")
                            .arg(m_engine->configuration().protocol == EngineProtocol::Xboard
                                     ? QStringLiteral("ping")
                                     : QStringLiteral("isready"))
                            .arg(m_engine->scaledTimeout(m_engine->lastPingTimeout())));
            return;
        }
        emit stalled();
    });
    link(&Engine::pingAnswered, [this] {
        if (!m_waitingForSync) return;
        m_waitingForSync = false;
        emit ready();
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

void EnginePlayer::setOpeningBook(std::shared_ptr<PolyglotBook> book, int maxPlies, uint64_t seed) {
    m_book = std::move(book);
    m_bookMaxPlies = maxPlies;
    m_bookRandom.seed(seed);
}

bool EnginePlayer::playBookMove(const MoveRequest& request) {
    if (!m_book || m_outOfBook || !request.board) return false;
    if (m_bookMaxPlies > 0 && request.ply >= m_bookMaxPlies) return false;
    const Board& board = *request.board;
    const Move move = m_book->move(board, request.ply, m_bookRandom);
    if (move.isNull() || turnOnBoard(board, {move}).empty()) {
        m_outOfBook = true; // once out of book, the rest of the game is the engine's
        return false;
    }
    PlayerTurn turn{{move}, QString::fromStdString(board.moveToCoordinate(move))};
    m_thinking = true;
    QTimer::singleShot(0, this, [this, turn] {
        if (!m_thinking) return;
        m_thinking = false;
        emit moved(turn, MoveEvaluation(), MoveFlag::Book);
    });
    return true;
}

PlayerTurn EnginePlayer::readTurn(const QString& text, MoveFlags flags) const {
    PlayerTurn turn;
    turn.text = text;
    if (!m_board || (flags & MoveFlag::NoMove)) return turn;
    // A move of ASCII letters (what engines write) is handed over from a buffer on the stack,
    // not as a QByteArray and a std::string of its own (once per ply).
    char ascii[16];
    const qsizetype size = text.size();
    bool plain = size <= qsizetype(sizeof ascii);
    for (qsizetype i = 0; plain && i < size; ++i) {
        const char16_t c = text[i].unicode();
        plain = c < 0x80;
        ascii[i] = char(c);
    }
    turn.parts = plain ? parseTurn(*m_board, std::string_view(ascii, size_t(size)), nullptr)
                       : parseTurn(*m_board, text.toStdString(), nullptr);
    return turn;
}

void EnginePlayer::prepare(const GameSetup& setup) {
    m_setup = setup;
    // UCI "setoption name Ponder", CECP "hard"/"easy" at the new game (the adapters).
    if (m_engine) m_setup.ponder = m_engine->configuration().ponder;
    m_outOfBook = false;
    m_expectedReply.clear();
    m_pondering = false;
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
    // The game starts (and its clock runs) once the engine has answered isready (UCI, which
    // asks for it after ucinewgame) or ping (CECP): time it spends on ucinewgame or new is not
    // charged to its clock, and what it still sent from its last game (a move after it
    // resigned or made an illegal move, say) arrives before the answer, while it is idle, and
    // is dropped instead of being taken as a move of this game.
    if (m_engine->state() != Engine::State::Idle) {
        emit ready();
        return;
    }
    m_waitingForSync = true;
    m_engine->ping(); // answered at once (pingAnswered) when the protocol has no ping
}

void EnginePlayer::go(const MoveRequest& request) {
    m_board = request.board;
    m_expectedReply.clear();
    m_timed = request.limits.ownTimeMs >= 0 || request.limits.moveTimeMs > 0;
    if (takePonderHit(request)) return;
    if (playBookMove(request)) return;
    m_thinking = true;
    m_engine->go(request.position, request.limits);
}

bool EnginePlayer::takePonderHit(const MoveRequest& request) {
    if (!m_pondering) return false;
    m_pondering = false;
    const QStringList& pondered = m_ponderPosition.moves;
    const bool hit = m_engine->state() == Engine::State::Pondering &&
                     request.position.moves.size() == pondered.size() &&
                     request.position.moves.last() == pondered.last();
    if (!hit) {
        // The opponent played another move: "stop", and the ponder search's answer is dropped.
        m_engine->cancelSearch();
        return false;
    }
    m_thinking = true; // before ponderHit(): a ponder search that ended early answers at once
    m_engine->ponderHit(request.limits);
    return true;
}

bool EnginePlayer::pondersOnRequest() const {
    if (!m_engine || !m_engine->configuration().ponder) return false;
    // As cutechess-cli: only an engine that announces the option (UCI "Ponder", UCCI "ponder").
    return m_engine->configuration().protocol != EngineProtocol::Xboard &&
           findOption(m_engine->options(), QStringLiteral("Ponder")) != nullptr;
}

void EnginePlayer::ponder(const MoveRequest& request) {
    const QString guess = std::exchange(m_expectedReply, QString());
    if (guess.isEmpty() || !request.board || !pondersOnRequest() ||
        m_engine->state() != Engine::State::Idle)
        return;
    // As cutechess-cli: no pondering on a reply that is not legal or that ends the game.
    const Board& board = *request.board;
    const std::vector<Move> reply = parseTurn(board, guess.toStdString(), nullptr);
    if (reply.empty()) return;
    std::unique_ptr<Board> after = board.clone();
    for (Move part : reply) after->makeMove(part);
    if (!after->positionEnd().isNone()) return;
    m_ponderPosition = request.position;
    m_ponderPosition.moves.append(
        QString::fromStdString(turnToString(board, reply, Notation::Coordinate)));
    m_pondering = true;
    m_engine->ponder(m_ponderPosition, request.limits);
}

void EnginePlayer::stop() {
    if ((m_thinking || m_pondering) && m_engine) m_engine->cancelSearch();
    m_thinking = false;
    m_pondering = false;
    m_expectedReply.clear();
    m_board = nullptr;
}

void EnginePlayer::receiveDrawOffer() {
    if (m_engine) m_engine->sendDrawOffer();
}

void EnginePlayer::gameOver(const GameResult& result) {
    m_thinking = false;
    m_pondering = false;
    if (m_engine && isAlive())
        m_engine->endGame(QString::fromStdString(result.resultString()),
                          QString::fromStdString(result.reason()));
}

} // namespace arbiter
