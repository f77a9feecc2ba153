#include "online/enginepilot.h"

#include "board/turn.h"
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "online/roomrules.h"

#include <QJsonArray>

namespace arbiter::online {

namespace {
using T = GameResult::Termination;

// The draw answer of an engine still thinking is given this long before the room's limit, by
// the band rule, so that the offer does not lapse unanswered.
constexpr int64_t DrawAnswerMarginMs = 1500;
// A claim is sent this long after the opponent's grace period, which the server measures.
constexpr int64_t ClaimMarginMs = 250;

bool isType(const QJsonObject& e, const char* type) {
    return e.value(QStringLiteral("t")).toString() == QLatin1String(type);
}
} // namespace

EnginePilot::EnginePilot(const EngineConfiguration& config, const Settings& settings,
                         QObject* parent)
    : QObject(parent), m_config(config), m_settings(settings) {
    m_drawAnswerTimer.setSingleShot(true);
    connect(&m_drawAnswerTimer, &QTimer::timeout, this, [this] {
        if (m_drawWaits) answerDraw(m_draws.acceptsNow());
    });
    m_claimTimer.setSingleShot(true);
    connect(&m_claimTimer, &QTimer::timeout, this, [this] {
        if (m_inGame) emit claimWin();
    });
}

EnginePilot::~EnginePilot() = default;

QString EnginePilot::engineName() const {
    if (!m_config.name.isEmpty()) return m_config.name;
    return m_engine ? m_engine->name() : m_config.command;
}

bool EnginePilot::engineAlive() const {
    return m_engine && m_player && m_player->isAlive();
}

void EnginePilot::createEngine() {
    // The old process's objects may be in the middle of a signal of theirs: deleted later.
    if (m_player) m_player.release()->deleteLater();
    if (m_engine) m_engine.release()->deleteLater();
    m_prepared = m_preparing = false;
    m_thinkingFor = -1;
    m_engine = std::make_unique<Engine>(m_config);
    // The score of the final line is all the draw rule reads (as arbiter-cli's tournaments).
    m_engine->setEvaluationMode(Engine::EvaluationMode::FinalOnly);
    m_player = std::make_unique<EnginePlayer>(m_engine.get());
    EnginePlayer* player = m_player.get();
    connect(player, &Player::ready, this, [this] {
        m_preparing = false;
        m_prepared = true;
        maybeGo();
    });
    connect(player, &Player::failed, this, [this](const QString& reason) {
        m_preparing = false;
        onEngineLost(T::Disconnection, QStringLiteral("could not start a game: %1").arg(reason));
    });
    connect(player, &Player::moved, this, &EnginePilot::onMoved);
    connect(player, &Player::resigned, this, [this] {
        if (m_inGame && m_thinkingFor >= 0) {
            m_thinkingFor = -1;
            emit resign();
        }
    });
    connect(player, &Player::disconnected, this, [this](const QString& reason) {
        onEngineLost(T::Disconnection, QStringLiteral("crashed (%1)").arg(reason));
    });
    connect(player, &Player::stalled, this,
            [this] { onEngineLost(T::StalledConnection, QStringLiteral("stopped answering")); });
    connect(m_engine.get(), &Engine::ready, this, [this] {
        if (m_everStarted) return;
        m_everStarted = true;
        if (!m_variantToCheck.isEmpty() && !m_engine->supportsVariant(m_variantToCheck)) {
            emit startFailed(
                QStringLiteral("%1 does not play %2").arg(engineName(), m_variantToCheck));
            return;
        }
        emit started();
    });
    connect(m_engine.get(), &Engine::startFailed, this, [this](const QString& reason) {
        if (!m_everStarted) emit startFailed(reason);
    });
}

void EnginePilot::start(const QString& variant) {
    m_variantToCheck = variant;
    createEngine();
    m_engine->start();
}

// ---------------------------------------------------------------------------------------------
// The room's events

void EnginePilot::onEvent(const QJsonObject& event) {
    const bool snapshot = isType(event, "snapshot");
    if (event.contains(QStringLiteral("n"))) {
        const qint64 n = event.value(QStringLiteral("n")).toInteger();
        if (!snapshot) {
            if (n <= m_lastEvent) return; // seen already (a resync repeats events)
            if (m_lastEvent > 0 && n != m_lastEvent + 1) {
                emit outOfSync();
                return;
            }
        }
        m_lastEvent = n;
    }
    if (snapshot) {
        readRules(event.value(QStringLiteral("rules")).toObject());
        m_side = sideFromKey(
            event.value(QStringLiteral("you")).toObject().value(QStringLiteral("side")).toString());
        const QJsonObject game = event.value(QStringLiteral("game")).toObject();
        stopThinking();
        if (game.isEmpty() || game.contains(QStringLiteral("result"))) {
            m_inGame = false;
            return;
        }
        if (!setUpGame(game)) return;
        const QJsonObject pending = game.value(QStringLiteral("pending")).toObject();
        if (!pending.isEmpty()) {
            QJsonObject asked = pending;
            asked[QStringLiteral("state")] = QStringLiteral("asked");
            onRequest(asked);
        }
        const QJsonObject away = event.value(QStringLiteral("claimInMs")).toObject();
        if (m_side != NoSide && away.contains(sideKey(~m_side)))
            m_claimTimer.start(int(away.value(sideKey(~m_side)).toInteger() + ClaimMarginMs));
        return;
    }
    if (isType(event, "start")) {
        m_side = sideFromKey(
            event.value(QStringLiteral("you")).toObject().value(QStringLiteral("side")).toString());
        stopThinking();
        setUpGame(event);
    } else if (isType(event, "move")) {
        if (!m_inGame) return;
        if (event.value(QStringLiteral("ply")).toInt() != m_turns.size() + 1 ||
            !applyTurn(event.value(QStringLiteral("move")).toString())) {
            emit outOfSync();
            return;
        }
        m_clock = event.value(QStringLiteral("clock")).toObject();
        m_drawWaits = false; // a move withdraws a waiting request
        m_drawAnswerTimer.stop();
        if (event.value(QStringLiteral("ends")).toBool()) {
            stopThinking();
            m_inGame = false;
            return;
        }
        maybeGo();
    } else if (isType(event, "takeback")) {
        if (!m_inGame) return;
        stopThinking();
        const int keep = event.value(QStringLiteral("ply")).toInt();
        const QStringList kept = m_turns.mid(0, keep);
        std::string why;
        m_board->setFen(m_startFen, &why);
        m_turns.clear();
        for (const QString& turn : kept) applyTurn(turn);
        m_clock = event.value(QStringLiteral("clock")).toObject();
        m_drawWaits = false;
        m_drawAnswerTimer.stop();
        maybeGo();
    } else if (isType(event, "request")) {
        onRequest(event);
    } else if (isType(event, "presence")) {
        onPresence(event);
    } else if (isType(event, "end")) {
        const bool played = m_side != NoSide;
        stopThinking();
        m_inGame = false;
        m_drawWaits = false;
        m_drawAnswerTimer.stop();
        m_claimTimer.stop();
        m_prepared = false;
        if (engineAlive())
            m_player->gameOver(GameResult(
                GameResult::winnerFromString(
                    event.value(QStringLiteral("result")).toString().toStdString()),
                T::Normal, event.value(QStringLiteral("reason")).toString().toStdString()));
        if (played) {
            ++m_gamesFinished;
            emit gameEnded(event);
        }
    }
}

void EnginePilot::readRules(const QJsonObject& rules) {
    QString error;
    RoomTimeControl tc;
    if (RoomTimeControl::parse(rules.value(QStringLiteral("timeControl")).toString(), tc, &error))
        m_timeControl = tc;
    if (rules.contains(QStringLiteral("firstMoveSeconds")))
        m_firstMoveMs = rules.value(QStringLiteral("firstMoveSeconds")).toInteger() * 1000;
}

bool EnginePilot::setUpGame(const QJsonObject& game) {
    m_inGame = false;
    m_variant = game.value(QStringLiteral("variant")).toString();
    m_board = createBoard(m_variant.toStdString());
    std::unique_ptr<Board> pristine = createBoard(m_variant.toStdString());
    std::string why;
    if (!m_board ||
        !m_board->setFen(game.value(QStringLiteral("startFen")).toString().toStdString(), &why)) {
        emit outOfSync();
        return false;
    }
    m_startFen = m_board->fen();
    // The engine is told "startpos" for the variant's start position, as the Game tells it.
    m_engineStartFen =
        pristine->fen() == m_board->fen() ? QString() : QString::fromStdString(m_board->fen());
    m_turns.clear();
    for (const QJsonValue& turn : game.value(QStringLiteral("moves")).toArray())
        if (!applyTurn(turn.toObject().value(QStringLiteral("move")).toString())) {
            emit outOfSync();
            return false;
        }
    m_clock = game.value(QStringLiteral("clock")).toObject();
    m_thinkingFor = -1;
    m_drawWaits = false;
    m_drawAnswerTimer.stop();
    m_claimTimer.stop();
    m_draws = EngineDraws(m_side == NoSide ? White : m_side, m_config.protocol, m_settings.draws);
    m_inGame = m_side != NoSide;
    if (m_inGame) prepareGame();
    return true;
}

bool EnginePilot::applyTurn(const QString& text) {
    std::string why;
    const std::vector<Move> parts = parseTurn(*m_board, text.toStdString(), &why);
    if (parts.empty()) return false;
    for (Move part : parts) m_board->makeMove(part);
    m_turns << text;
    return true;
}

void EnginePilot::prepareGame() {
    if (!engineAlive()) createEngine(); // the first game, or after a crash
    GameSetup setup;
    setup.variant = m_variant;
    setup.chess960 = m_variant == QLatin1String("fischerandom");
    setup.engineIsWhite = m_side == White;
    setup.opponentIsHuman = true;
    setup.timeControl = roomEngineTimeControl(m_timeControl, m_settings.timing);
    m_prepared = false;
    m_preparing = true;
    m_player->prepare(setup); // ready() (perhaps at once) or failed()
}

void EnginePilot::maybeGo() {
    if (!m_inGame || !m_prepared || !m_board || m_board->sideToMove() != m_side) return;
    const int turns = int(m_turns.size());
    if (m_thinkingFor == turns) return;
    MoveRequest request;
    request.position = EnginePosition{m_engineStartFen, m_turns};
    // Turns alternate: on its own turn a side has made half the turns (rounded down).
    request.limits = roomSearchLimits(m_timeControl, m_clock, m_side, turns / 2, m_firstMoveMs,
                                      m_settings.timing);
    request.ply = turns;
    request.board = m_board.get();
    m_thinkingFor = turns;
    m_player->go(request);
}

void EnginePilot::stopThinking() {
    if (m_thinkingFor < 0) return;
    m_thinkingFor = -1;
    if (engineAlive()) m_player->stop(); // its answer, when it comes, is dropped
}

void EnginePilot::onMoved(const PlayerTurn& turn, const MoveEvaluation& evaluation,
                          MoveFlags flags) {
    if (!m_inGame || m_thinkingFor != int(m_turns.size())) return;
    m_thinkingFor = -1;
    if (turn.parts.empty()) {
        emit forfeit(T::IllegalMove,
                     QStringLiteral("'s engine plays an illegal move: %1").arg(turn.text));
        return;
    }
    const bool waits = m_drawWaits;
    const bool draw = m_draws.onMove(evaluation, flags, waits);
    if (waits) {
        answerDraw(draw);
        if (draw) return; // the game is drawn: the move is not played
    }
    emit move(QString::fromStdString(turnToString(*m_board, turn.parts, Notation::Coordinate)),
              int(m_turns.size()));
    if (!waits && draw) emit offerDraw();
}

void EnginePilot::onRequest(const QJsonObject& event) {
    const Side by = sideFromKey(event.value(QStringLiteral("by")).toString());
    const QString kind = event.value(QStringLiteral("kind")).toString();
    if (by == m_side || m_side == NoSide) return; // its own offer
    if (event.value(QStringLiteral("state")).toString() != QLatin1String("asked")) {
        if (kind == QLatin1String("draw")) {
            m_drawWaits = false;
            m_drawAnswerTimer.stop();
        }
        return;
    }
    if (!m_inGame) return;
    if (kind == QLatin1String("takeback")) {
        emit answer(true); // granted, as against an engine in the GUI
        return;
    }
    if (kind != QLatin1String("draw")) return;
    if (m_thinkingFor < 0) {
        answerDraw(m_draws.acceptsNow());
        return;
    }
    // It is thinking: the offer waits for its move (a CECP engine hears of it).
    m_drawWaits = true;
    if (m_config.protocol == EngineProtocol::Xboard) m_player->receiveDrawOffer();
    const qint64 expires = event.value(QStringLiteral("expiresInMs")).toInteger(10000);
    m_drawAnswerTimer.start(int(std::max<qint64>(0, expires - DrawAnswerMarginMs)));
}

void EnginePilot::onPresence(const QJsonObject& event) {
    if (sideFromKey(event.value(QStringLiteral("side")).toString()) != ~m_side || m_side == NoSide)
        return;
    if (m_inGame && event.value(QStringLiteral("away")).toBool() &&
        event.contains(QStringLiteral("claimInMs")))
        m_claimTimer.start(
            int(event.value(QStringLiteral("claimInMs")).toInteger() + ClaimMarginMs));
    else
        m_claimTimer.stop();
}

void EnginePilot::answerDraw(bool accept) {
    m_drawWaits = false;
    m_drawAnswerTimer.stop();
    emit answer(accept);
}

void EnginePilot::onEngineLost(GameResult::Termination termination, const QString& why) {
    m_thinkingFor = -1;
    m_prepared = false;
    // A new process for the next game (prepareGame()); this game is lost.
    if (m_inGame) emit forfeit(termination, QStringLiteral("'s engine ") + why);
}

} // namespace arbiter::online
