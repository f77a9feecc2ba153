#include "gui/game/gamesession.h"

#include "board/turn.h"
#include "board/variant.h"
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/gamerecord.h"
#include "game/humanplayer.h"
#include "gui/game/timemargin.h"
#include "gui/online/onlinegame.h"
#include "rules/positionend.h"
#include "text/translatedtext.h"

#include <QDateTime>
#include <QTimer>

namespace arbiter::gui {

namespace {
using T = GameResult::Termination;
constexpr int RequestTimeoutSeconds = 10; // docs/gui.md: unanswered requests lapse after 10 s

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent) {
    m_board = m_tree.boardAt(m_tree.root());
    m_current = m_tree.root();
}

GameSession::~GameSession() {
    delete m_online; // leaves the room
    dropGame();
    shutDownEngines();
}

bool GameSession::isXiangqi() const {
    return m_board->variant().family == BoardFamily::Xiangqi;
}

QString GameSession::sideText(Side side) const {
    return translatedText(sideName(side, isXiangqi()));
}

QString GameSession::title() const {
    if (m_online) return m_online->title();
    if (m_mode == Mode::Recording && m_players[White] == nullptr && m_tags.isEmpty())
        return tr("Record");
    // A game read back from a file says so, beside the live games of the same players.
    const QString players = QStringLiteral("%1 – %2").arg(playerName(White), playerName(Black));
    return m_fromPgn ? tr("%1 (PGN)").arg(players) : players;
}

void GameSession::initTags() {
    m_tags.clear();
    const QDateTime now = QDateTime::currentDateTime();
    setTag(QStringLiteral("Event"), m_settings.event);
    setTag(QStringLiteral("Site"),
           m_settings.site.isEmpty() ? QStringLiteral("?") : m_settings.site);
    setTag(QStringLiteral("Date"), now.toString(QStringLiteral("yyyy.MM.dd")));
    setTag(QStringLiteral("Round"), QStringLiteral("-"));
    setTag(QStringLiteral("White"), m_settings.players[White].human
                                        ? m_settings.players[White].name
                                        : m_settings.players[White].engine.name);
    setTag(QStringLiteral("Black"), m_settings.players[Black].human
                                        ? m_settings.players[Black].name
                                        : m_settings.players[Black].engine.name);
    setTag(QStringLiteral("Result"), QStringLiteral("*"));
}

void GameSession::setTag(const QString& name, const QString& value) {
    for (auto& tag : m_tags)
        if (tag.first == name) {
            tag.second = value;
            return;
        }
    m_tags.append({name, value});
}

// ---------------------------------------------------------------------------------------------
// Starting

bool GameSession::startGame(const SessionSettings& settings, QString* error) {
    dropGame();
    shutDownEngines();
    m_settings = settings;
    m_fromPgn = false;
    if (!m_tree.reset(settings.variant, settings.startFen, error)) return false;
    m_budget = RequestBudget(settings.limits);
    m_result = GameResult();
    for (Side s : {White, Black}) {
        if (settings.players[s].human) continue;
        auto* engine = new Engine(settings.players[s].engine, this);
        engine->setEvaluationMode(Engine::EvaluationMode::EveryLine);
        connect(engine, &Engine::traffic, this, [this](const EngineTraffic& line) {
            m_debugLog.append(line.format());
            emit debugLine(m_debugLog.back());
        });
        m_engines[s] = engine;
    }
    initTags();
    m_mode = Mode::Playing;
    setCurrent(m_tree.root(), false);
    if (!launchGame(error)) {
        m_mode = Mode::Finished;
        return false;
    }
    emit treeChanged();
    emit stateChanged();
    return true;
}

bool GameSession::launchGame(QString* error) {
    for (Side s : {White, Black}) {
        if (m_settings.players[s].human) {
            auto* person = new HumanPlayer(m_settings.players[s].name, this);
            connect(person, &HumanPlayer::moveRequested, this, &GameSession::stateChanged);
            connect(person, &HumanPlayer::drawOfferReceived, this, [this, s] {
                emit message(tr("%1 offers a draw.").arg(playerName(~s)));
                emit stateChanged();
            });
            m_players[s] = person;
        } else {
            auto* player = new EnginePlayer(m_engines[s], this);
            connect(player, &Player::thinking, this, [this, s](const MoveEvaluation& e) {
                // A new search starts a new list; keep the lines of one move only.
                if (m_thinkingPly[s] != int(m_game->moves().size())) {
                    m_thinking[s].clear();
                    m_thinkingPly[s] = int(m_game->moves().size());
                }
                m_thinking[s].append(e);
                if (m_thinking[s].size() > 500) m_thinking[s].removeFirst();
                emit engineThinking(int(s), e);
            });
            connect(player, &Player::drawOffered, this, [this, s] {
                emit message(tr("%1 offers a draw.").arg(playerName(s)));
                emit stateChanged();
            });
            m_players[s] = player;
        }
    }
    GameSettings gs;
    gs.variant = m_tree.variant();
    gs.startFen = m_tree.startFen();
    for (const MoveTree::Node* n : m_tree.mainLine()) {
        auto before = m_tree.boardAt(n->parent);
        gs.openingMoves << qs(before->moveToCoordinate(n->move));
    }
    // A fixed time per move gets its margin (timemargin.h): engines answer just after it.
    for (Side side : {White, Black})
        gs.timeControl[side] = withDefaultMargin(m_settings.timeControl[side]);
    gs.rules = m_settings.rules;
    gs.adjudication.drawOffers = m_settings.drawOffers;
    // The Game ignores offers over its per-player limit (docs/draw-offers.md: one by default); here
    // the session's own limit applies.
    gs.adjudication.drawOffers.maxOffersPerPlayer = std::max(1, m_settings.limits.drawOffers);
    m_game = new Game(gs, m_players[White], m_players[Black], this);
    connect(m_game, &Game::moveMade, this, [this] { onMoveMade(); });
    connect(m_game, &Game::finished, this, [this](const GameResult& r) { onFinished(r); });
    connect(m_game, &Game::started, this, [this] { startTurnClock(); });
    if (!m_game->start(error)) {
        dropGame();
        return false;
    }
    return true;
}

void GameSession::dropGame() {
    if (m_game) {
        m_restarting = true;
        m_game->abort(QStringLiteral("game closed"));
        m_restarting = false;
        m_game->disconnect(this);
        m_game->deleteLater();
        m_game = nullptr;
    }
    for (Player*& p : m_players) {
        if (!p) continue;
        p->disconnect(this);
        p->deleteLater();
        p = nullptr;
    }
}

void GameSession::shutDownEngines() {
    for (auto& engine : m_engines) {
        if (!engine) continue;
        // Let the engine quit politely; it is deleted when its process is gone (the quit grace
        // period kills a hanging one).
        Engine* e = engine;
        e->disconnect(this);
        e->setParent(nullptr);
        connect(e, &Engine::exited, e, &QObject::deleteLater);
        if (e->state() == Engine::State::NotStarted || e->state() == Engine::State::Finished)
            e->deleteLater();
        else
            e->quit();
        engine = nullptr;
    }
}

bool GameSession::startRecording(const QString& variant, const QString& fen, QString* error) {
    dropGame();
    shutDownEngines();
    if (!m_tree.reset(variant, fen, error)) return false;
    m_fromPgn = false;
    m_settings = SessionSettings();
    m_settings.variant = m_tree.variant();
    m_settings.startFen = fen;
    m_settings.players[White].name = tr("White");
    m_settings.players[Black].name = isXiangqi() ? tr("Red") : tr("Black");
    m_tags.clear();
    m_result = GameResult();
    m_mode = Mode::Recording;
    setCurrent(m_tree.root(), false);
    if (isXiangqi()) m_settings.players[White].name = tr("Red");
    emit treeChanged();
    emit stateChanged();
    return true;
}

bool GameSession::loadPgn(const PgnGame& game, QString* error) {
    dropGame();
    shutDownEngines();
    if (!m_tree.fromPgn(game, error)) return false;
    m_settings = SessionSettings();
    m_settings.variant = m_tree.variant();
    m_settings.startFen = qs(game.startFen());
    m_settings.players[White].name = qs(game.tag("White"));
    m_settings.players[Black].name = qs(game.tag("Black"));
    m_tags.clear();
    for (const std::string& name : PgnGame::sevenTagRoster()) setTag(qs(name), qs(game.tag(name)));
    for (const PgnTag& tag : game.tags()) setTag(qs(tag.name), qs(tag.value));
    m_result = GameResult();
    switch (game.result()) {
    case PgnResult::WhiteWins:
        m_result = GameResult::win(White, T::Normal, game.terminationComment());
        break;
    case PgnResult::BlackWins:
        m_result = GameResult::win(Black, T::Normal, game.terminationComment());
        break;
    case PgnResult::Draw: m_result = GameResult::draw(T::Normal, game.terminationComment()); break;
    case PgnResult::Unknown: break;
    }
    m_mode = Mode::Finished;
    m_fromPgn = true;
    setCurrent(m_tree.root(), false);
    emit treeChanged();
    emit stateChanged();
    return true;
}

void GameSession::startOnline(OnlineClient* client, const QString& variant) {
    dropGame();
    shutDownEngines();
    m_settings = SessionSettings();
    m_fromPgn = false;
    m_tags.clear();
    m_result = GameResult();
    if (!m_tree.reset(variant, QString(), nullptr)) m_tree.reset(QStringLiteral("xiangqi"), {});
    m_mode = Mode::Finished; // until the server starts a game
    m_online = new OnlineGame(this, client);
    setCurrent(m_tree.root(), false);
    emit treeChanged();
    emit stateChanged();
}

Side GameSession::ownSide() const {
    if (m_online) return m_online->ownSide();
    if (m_mode != Mode::Playing || isHuman(White) == isHuman(Black)) return NoSide;
    return isHuman(White) ? White : Black;
}

bool GameSession::asksBeforeClosing() const {
    if (m_online) return m_online->isPlaying() && m_online->ownSide() != NoSide;
    return m_mode == Mode::Playing;
}

// ---------------------------------------------------------------------------------------------
// Game events

void GameSession::onMoveMade() {
    const PlayedMove& played = m_game->moves().back();
    const bool follow = m_current == m_tree.mainLineEnd();
    // The tree holds plies: a turn of several parts adds one node per part; the turn's
    // evaluation, time and comment go with its last part (as the Game keeps them).
    MoveTree::Node* node = m_tree.mainLineEnd();
    for (size_t i = size_t(node->ply); i < m_game->moves().size(); ++i)
        node = m_tree.addMove(node, m_game->moves()[i].move);
    node->evaluation = played.evaluation;
    node->timeMs = played.timeMs;
    const Side mover = m_tree.boardAt(node->parent)->sideToMove();
    node->comment = qs(moveComment(played)); // score/depth, time, "offers draw"
    startTurnClock();
    m_budget.newTurn();
    // A draw offer made to the opponent that has now moved without taking it was refused.
    if (m_offerOutstanding[~mover] && !m_game->isFinished()) {
        m_offerOutstanding[~mover] = false;
        m_budget.drawRefused(~mover);
        emit message(tr("%1 declines the draw offer.").arg(playerName(mover)));
    }
    if (follow) setCurrent(node, true);
    emit treeChanged();
    emit stateChanged();
}

void GameSession::onFinished(const GameResult& result) {
    if (m_restarting) return;
    stopClocks(result);
    m_result = result;
    m_mode = Mode::Finished;
    m_offerOutstanding = {false, false};
    m_pending = Request::None;
    setTag(QStringLiteral("Result"), qs(result.resultString()));
    setTag(QStringLiteral("Termination"), qs(result.pgnTermination()));
    emit gameFinished(result);
    emit message(qs(result.displayText()) + QStringLiteral("  ") + translatedText(result.reason()));
    emit stateChanged();
    // The engines' work is done: they quit once the Game has told them the result (it does so
    // right after finished()), instead of idling until the tab closes.
    QTimer::singleShot(0, this, [this] {
        if (m_mode != Mode::Playing) shutDownEngines();
    });
}

// ---------------------------------------------------------------------------------------------
// Moves and navigation

bool GameSession::isLive() const {
    return m_mode == Mode::Playing && m_current == m_tree.mainLineEnd();
}

HumanPlayer* GameSession::human(Side side) const {
    if (side == NoSide || !m_settings.players[side].human) return nullptr;
    return qobject_cast<HumanPlayer*>(m_players[side]);
}

bool GameSession::canMove(Side side) const {
    if (side != m_board->sideToMove()) return false;
    if (m_online) return m_online->canMove(side);
    switch (m_mode) {
    case Mode::Recording: return positionResult().isNone();
    case Mode::Finished: return false;
    case Mode::Playing: {
        const HumanPlayer* person = human(side);
        return isLive() && person && person->isToMove();
    }
    }
    return false;
}

bool GameSession::enterMove(Move move) {
    return enterTurn({move});
}

bool GameSession::enterTurn(const std::vector<Move>& parts) {
    const Side side = m_board->sideToMove();
    if (parts.empty() || !canMove(side)) return false;
    // Online the server is the referee: the turn is shown when its move event comes back.
    if (m_online) return m_online->sendTurn(parts);
    // A game takes whole turns, as moves: the person's player checks the turn on the game's
    // board, once.
    if (m_mode != Mode::Recording) return human(side)->submitTurn(parts);
    auto probe = m_board->clone();
    for (Move part : parts) {
        // Every part is the same side's (a part after the turn ended is not one of its parts).
        if (probe->sideToMove() != side || !probe->isLegal(part)) return false;
        probe->makeMove(part);
    }
    MoveTree::Node* node = const_cast<MoveTree::Node*>(m_current);
    for (Move part : parts) node = m_tree.addMove(node, part);
    emit treeChanged();
    setCurrent(node, false);
    emit stateChanged();
    return true;
}

void GameSession::setCurrent(const MoveTree::Node* node, bool animate) {
    m_current = node;
    m_board = m_tree.boardAt(node);
    emit positionChanged(animate);
}

void GameSession::goTo(const MoveTree::Node* node) {
    if (node && node != m_current) {
        // One step forward along the tree slides the piece; jumps do not.
        const bool step = node->parent == m_current;
        setCurrent(node, step);
        emit stateChanged();
    }
}

void GameSession::goFirst() {
    goTo(m_tree.root());
}

void GameSession::goBack() {
    if (m_current->parent) goTo(m_current->parent);
}

void GameSession::goForward() {
    if (!m_current->children.empty()) goTo(m_current->children.front().get());
}

void GameSession::goLast() {
    goTo(MoveTree::lineEnd(const_cast<MoveTree::Node*>(m_current)));
}

void GameSession::setRecording(bool on) {
    if (m_mode == Mode::Playing || m_online) return; // the server's moves go on arriving
    m_mode = on ? Mode::Recording : Mode::Finished;
    emit stateChanged();
}

void GameSession::deleteCurrentMove() {
    if (m_mode != Mode::Recording || m_current->isRoot()) return;
    MoveTree::Node* parent = m_tree.remove(const_cast<MoveTree::Node*>(m_current));
    emit treeChanged();
    setCurrent(parent, false);
    emit stateChanged();
}

void GameSession::promoteCurrentLine() {
    if (m_mode == Mode::Playing) return;
    m_tree.promote(const_cast<MoveTree::Node*>(m_current));
    emit treeChanged();
}

void GameSession::setComment(const MoveTree::Node* node, const QString& comment) {
    if (MoveTree::Node* n = m_tree.node(node->id)) {
        n->comment = comment;
        emit treeChanged();
    }
}

// ---------------------------------------------------------------------------------------------
// Players and clocks

QString GameSession::playerName(Side side) const {
    if (m_online) {
        const QString name = m_online->seat(side).name;
        return name.isEmpty() ? sideText(side) : name;
    }
    const PlayerChoice& p = m_settings.players[side];
    if (!p.human) return p.engine.name;
    return p.name.isEmpty() ? sideText(side) : p.name;
}

bool GameSession::isHuman(Side side) const {
    if (m_online) return side != NoSide && side == m_online->ownSide(); // the person's own seat
    return m_settings.players[side].human;
}

Engine* GameSession::engine(Side side) const {
    return m_engines[side];
}

bool GameSession::hasClock(Side side) const {
    if (m_online) return m_online->hasClock(side);
    return m_game && m_game->clock(side).timeControl().hasTimeLimit();
}

bool GameSession::isClockRunning(Side side) const {
    if (m_online) return m_online->isClockRunning(side);
    return m_mode == Mode::Playing && m_game && !m_game->isFinished() && hasClock(side) &&
           m_game->board().sideToMove() == side && m_turnClock.isValid();
}

void GameSession::startTurnClock() {
    for (Side s : {White, Black}) m_turnStartMs[s] = m_game->clock(s).remainingMs();
    m_finalClockMs = {-1, -1};
    m_turnClock.start();
}

void GameSession::stopClocks(const GameResult& result) {
    // The side to move used the time since its turn began; the other side's clock was charged
    // with its last move.
    const Side toMove = m_game->board().sideToMove();
    for (Side s : {White, Black}) {
        if (!hasClock(s)) continue;
        qint64 ms = m_game->clock(s).remainingMs();
        if (s == toMove && m_turnClock.isValid()) ms = m_turnStartMs[s] - m_turnClock.elapsed();
        if (result.termination() == T::TimeForfeit && result.loserSide() == s) ms = 0;
        m_finalClockMs[s] = std::max<qint64>(0, ms);
    }
    m_turnClock.invalidate();
}

qint64 GameSession::clockMs(Side side) const {
    if (m_online) return m_online->clockMs(side);
    if (!hasClock(side)) return -1;
    if (m_mode != Mode::Playing && m_finalClockMs[side] >= 0) return m_finalClockMs[side];
    qint64 ms = m_game->clock(side).remainingMs();
    if (isClockRunning(side)) ms -= m_turnClock.elapsed();
    return ms;
}

// ---------------------------------------------------------------------------------------------
// Requests

const RequestBudget& GameSession::budget() const {
    return m_online ? m_online->budget() : m_budget;
}

int GameSession::fullMovesPlayed() const {
    return int(m_tree.mainLine().size()) / 2;
}

int GameSession::ownMovesMade(Side side) const {
    int count = 0;
    const Side first = m_tree.boardAt(m_tree.root())->sideToMove();
    for (const MoveTree::Node* n : m_tree.mainLine())
        if ((n->ply % 2 == 1) == (side == first)) ++count;
    return count;
}

bool GameSession::canTakeBack(Side side) const {
    if (m_online) return m_online->canTakeBack(side);
    return m_mode == Mode::Playing && isHuman(side) && m_pending == Request::None &&
           m_budget.canTakeBack(side, ownMovesMade(side));
}

void GameSession::requestTakeBack(Side side) {
    if (!canTakeBack(side)) return;
    if (m_online) return m_online->request(QStringLiteral("takeback"));
    m_budget.takeBackRequested(side);
    if (isHuman(~side)) {
        m_pending = Request::TakeBack;
        m_pendingSide = side;
        emit requestAsked(tr("%1 asks to take back the last move.").arg(playerName(side)));
        emit stateChanged();
        return;
    }
    // Against an engine a take-back is always granted (docs/gui.md): back to before the person's
    // last move.
    const int plies = m_game->board().sideToMove() == side ? 2 : 1;
    takeBackTurns(plies);
}

void GameSession::takeBackTurns(int turns) {
    // The Game takes the turns back (board, judges, record, clocks: the time used stays used)
    // and asks the side to move again; the tree's main line follows it.
    if (!m_game || !m_game->takeBack(turns)) {
        emit message(tr("The move cannot be taken back now."));
        return;
    }
    MoveTree::Node* end = m_tree.mainLineEnd();
    while (end->ply > int(m_game->moves().size())) end = m_tree.remove(end);
    m_offerOutstanding = {false, false};
    // Lines searched for a move that is gone describe a game that no longer is.
    for (Side s : {White, Black}) {
        if (m_thinkingPly[s] < end->ply) continue;
        m_thinking[s].clear();
        m_thinkingPly[s] = -1;
    }
    emit thinkingReset();
    setCurrent(end, false);
    startTurnClock();
    emit message(tr("Move taken back."));
    emit treeChanged();
    emit stateChanged();
}

bool GameSession::canOfferDraw(Side side) const {
    if (m_online) return m_online->canOfferDraw(side);
    return m_mode == Mode::Playing && isHuman(side) && m_pending == Request::None &&
           !m_offerOutstanding[side] && !hasDrawOfferFor(side) &&
           m_budget.canOfferDraw(side, fullMovesPlayed());
}

void GameSession::offerDraw(Side side) {
    if (!canOfferDraw(side)) return;
    if (m_online) return m_online->request(QStringLiteral("draw"));
    m_budget.drawOffered(side);
    const Side opponent = ~side;
    if (isHuman(opponent)) {
        m_pending = Request::Draw;
        m_pendingSide = side;
        emit requestAsked(tr("%1 offers a draw.").arg(playerName(side)));
        emit stateChanged();
        return;
    }
    // The Game passes the offer on. It stands for the engine's next move: the engine accepts
    // through its protocol (UCI engines by the band rule on their scores) or plays on, which
    // declines. An offer made on the person's own turn goes with their next move.
    m_offerOutstanding[side] = true;
    const bool onTurn = m_game->board().sideToMove() == side;
    human(side)->offerDraw();
    if (m_mode == Mode::Playing)
        emit message(onTurn ? tr("The draw offer goes with your next move.")
                            : tr("Draw offered to %1.").arg(playerName(opponent)));
    emit stateChanged();
}

bool GameSession::hasDrawOfferFor(Side side) const {
    return m_mode == Mode::Playing && m_game && isHuman(side) && m_game->drawOffers().stands(~side);
}

void GameSession::acceptDraw(Side side) {
    // An offer against a standing one is an agreement (the Game ends the game).
    if (hasDrawOfferFor(side)) human(side)->offerDraw();
}

bool GameSession::canResign(Side side) const {
    if (m_online) return m_online->canResign(side);
    return m_mode == Mode::Playing && isHuman(side) && m_budget.canResign(fullMovesPlayed());
}

void GameSession::resign(Side side) {
    if (!canResign(side)) return;
    if (m_online) return m_online->resign();
    human(side)->resign();
}

void GameSession::answerRequest(bool accept) {
    if (m_online) return m_online->answer(accept);
    settleRequest(accept, false);
}

void GameSession::requestLapsed() {
    if (m_online) return; // the server's request event says so
    settleRequest(false, true);
}

void GameSession::settleRequest(bool accept, bool lapsed) {
    const Request request = m_pending;
    const Side side = m_pendingSide;
    m_pending = Request::None;
    m_pendingSide = NoSide;
    if (request == Request::None || m_mode != Mode::Playing) {
        emit stateChanged();
        return;
    }
    if (request == Request::Draw) {
        if (accept) {
            // Both offer: the Game records the offer and the agreement.
            human(side)->offerDraw();
            human(~side)->offerDraw();
        } else {
            m_budget.drawRefused(side);
            emit message(lapsed ? tr("%1's draw offer was not answered in time: it lapses.")
                                      .arg(playerName(side))
                                : tr("%1 declines the draw offer.").arg(playerName(~side)));
        }
    } else if (request == Request::TakeBack) {
        if (accept) {
            takeBackTurns(m_game->board().sideToMove() == side ? 2 : 1);
            return;
        }
        m_budget.takeBackRefused(side);
        emit message(lapsed ? tr("%1's take-back request was not answered in time: it lapses.")
                                  .arg(playerName(side))
                            : tr("%1 refuses the take-back.").arg(playerName(~side)));
    }
    emit stateChanged();
}

int GameSession::requestAnswerSeconds() const {
    return m_online ? m_online->requestSecondsLeft() : RequestTimeoutSeconds;
}

GameResult GameSession::positionResult() const {
    return positionEndResult(m_board->positionEnd(), m_board->sideToMove(), isXiangqi());
}

void GameSession::adjudicate(const GameResult& result) {
    if (m_mode == Mode::Playing && m_game) m_game->adjudicate(result);
}

// ---------------------------------------------------------------------------------------------
// Information

// The judges say it themselves (Judge::describe): the session knows no rule.
QStringList GameSession::ruleWarnings() const {
    QStringList lines;
    // A start position the board accepts but no game reaches (a rule-book diagram's soldier
    // behind its start rank, Board::fenWarnings) says so while it is the position shown.
    if (m_current && m_current == m_tree.root()) {
        const auto start = m_tree.boardAt(m_current);
        for (const std::string& w : start->fenWarnings()) lines << qs(w);
    }
    if (m_online && isLive())
        for (const QString& w : m_online->warnings()) lines << translatedText(w);
    if (!m_game || !isLive()) return lines;
    for (const std::string& w : m_game->rules().notes(m_game->board()).warnings)
        lines << translatedText(w);
    return lines;
}

QStringList GameSession::ruleCounters() const {
    QStringList lines;
    if (m_online && isLive())
        for (const QString& c : m_online->counters()) lines << translatedText(c);
    if (!m_game || !isLive()) return lines;
    for (const std::string& c : m_game->rules().notes(m_game->board()).counters)
        lines << translatedText(c);
    return lines;
}

QString GameSession::ruleStatus() const {
    return (ruleWarnings() + ruleCounters()).join(QLatin1Char('\n'));
}

QStringList GameSession::statusNotes() const {
    return m_online ? m_online->statusNotes() : QStringList();
}

std::unique_ptr<Board> GameSession::boardAtPly(int ply) const {
    const auto line = m_tree.mainLine();
    if (ply <= 0 || line.empty()) return m_tree.boardAt(m_tree.root());
    return m_tree.boardAt(line[size_t(std::min<int>(ply, int(line.size()))) - 1]);
}

PgnGame GameSession::toPgn() const {
    PgnGame game;
    m_tree.toPgn(game);
    for (const auto& tag : m_tags)
        if (!tag.second.isEmpty()) game.setTag(tag.first.toStdString(), tag.second.toStdString());
    game.setResult(toPgnResult(m_result));
    if (!m_result.isNone()) game.setTerminationComment(m_result.reason());
    if (isXiangqi() && game.tag("Format").empty()) game.setTag("Format", "WXF");
    // The rules of a game played here add their tags (r-Mobility), as in every record written.
    if (m_game) m_game->rules().decorateRecord(game);
    return game;
}

} // namespace arbiter::gui
