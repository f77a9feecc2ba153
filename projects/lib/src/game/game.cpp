#include "game.h"

#include "board/turn.h"
#include "rules/rmobility/rmobilityjudge.h"

#include <QRandomGenerator>
#include <QTimer>

namespace arbiter {

namespace {
using T = GameResult::Termination;

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

bool isRedBlack(const QString& variant) {
    const VariantInfo* info = findVariant(variant.toStdString());
    return info && info->family == BoardFamily::Xiangqi;
}
} // namespace

Game::Game(const GameSettings& settings, Player* white, Player* black, QObject* parent)
    : QObject(parent), m_settings(settings),
      m_redBlack(isRedBlack(settings.variant)), m_players{white, black},
      m_adjudicator(settings.adjudication, m_redBlack, settings.compatibility.adjudication),
      m_tablebaseJudge(settings.adjudication.tablebases, settings.compatibility.adjudication) {
    resetOffersAndAdjudication();
    connectPlayer(White);
    connectPlayer(Black);
}

void Game::resetOffersAndAdjudication() {
    const DrawOfferSettings& offers = m_settings.adjudication.drawOffers;
    m_drawOffers = DrawOfferBook(offers.maxOffersPerPlayer);
    m_scoreRules =
        ManagerScoreRules(offers, m_settings.adjudication.resignSum,
                          {m_players[White]->speaksDraws(), m_players[Black]->speaksDraws()});
    m_adjudicator.reset();
}

Game::~Game() = default;

void Game::connectPlayer(Side side) {
    Player* p = m_players[side];
    connect(p, &Player::ready, this, [this, side] { onReady(side); });
    connect(p, &Player::failed, this, [this, side](const QString& reason) {
        if (!m_finished)
            finish(GameResult::win(~side, T::Disconnection,
                                   sideText(side) + " disconnects: " + reason.toStdString()));
    });
    connect(p, &Player::moved, this,
            [this, side](const PlayerTurn& turn, const MoveEvaluation& eval, MoveFlags flags) {
                onMoved(side, turn, eval, flags);
            });
    connect(p, &Player::drawOffered, this, [this, side] {
        if (m_finished || !m_started) return;
        const bool onTurn = m_waitingForMove && m_board->sideToMove() == side;
        if (offerDraw(side, onTurn) == DrawOfferBook::Outcome::Agreed)
            finish(GameResult::draw(T::Agreement, "Draw by agreement"));
    });
    connect(p, &Player::resigned, this, [this, side] {
        if (!m_finished)
            finish(GameResult::win(~side, T::Resignation, sideText(side) + " resigns"));
    });
    connect(p, &Player::resultClaimed, this,
            [this, side](const QString& r, const QString& c) { onResultClaim(side, r, c); });
    // The reason says how the engine went: its exit code, the signal that killed it, its
    // closed output (docs/reliability.md); cutechess-cli writes only "White disconnects".
    connect(p, &Player::disconnected, this, [this, side](const QString& reason) {
        if (!m_finished)
            finish(GameResult::win(
                ~side, T::Disconnection,
                sideText(side) + " disconnects" +
                    (reason.isEmpty() ? std::string() : ": " + reason.toStdString())));
    });
    connect(p, &Player::stalled, this, [this, side] {
        if (!m_finished)
            finish(GameResult::win(~side, T::StalledConnection,
                                   sideText(side) + "'s connection stalls"));
    });
    connect(p, &Player::timeExpired, this, [this, side] {
        if (!m_finished && m_board->sideToMove() == side)
            finish(timeLoss(side, m_clocks[side].overrunMs(m_moveTimer.elapsed())));
    });
}

GameResult Game::timeLoss(Side side, qint64 overrunMs) const {
    std::string reason = sideText(side) + " loses on time";
    // fastchess names the time beyond the clock: "White loses on time (12ms overrun)".
    if (m_settings.compatibility.timeLossWording == TimeLossWording::WithOverrun)
        reason += " (" + std::to_string(std::max<qint64>(overrunMs, 0)) + "ms overrun)";
    return GameResult::win(~side, T::TimeForfeit, reason);
}

bool Game::start(QString* error) {
    m_board = createBoard(m_settings.variant.toStdString());
    if (!m_board) {
        if (error) *error = QStringLiteral("unknown variant '%1'").arg(m_settings.variant);
        return false;
    }
    if (!m_settings.startFen.isEmpty()) {
        std::string why;
        if (!m_board->setFen(m_settings.startFen.toStdString(), &why)) {
            if (error) *error = text(why);
            return false;
        }
    }
    // Jieqi: the arbiter deals the face-down pieces; the players' FEN never shows them.
    if (m_board->hasUnknownHidden())
        m_board->dealHidden(m_settings.dealSeed ? m_settings.dealSeed
                                                : QRandomGenerator::global()->generate64());
    m_startFen = text(m_board->fen());
    m_rules = RuleSet::create(m_board->variant(), m_settings.rules);
    const std::string rulesProblem = m_rules.checkStart(*m_board);
    if (!rulesProblem.empty()) {
        if (error) *error = text(rulesProblem);
        return false;
    }
    m_result = m_rules.start(*m_board);
    for (Side s : {White, Black}) m_engineStartFen[s] = startFenFor(s);
    // r-Mobility: a start FEN's G token that carries information is part of the record's
    // [FEN]; a redundant one is left out (docs/r-mobility.md, "FEN: the G token").
    if (const auto* rmobility = m_rules.findJudge<RMobilityJudge>())
        if (!rmobility->startToken().empty())
            m_startFen += QLatin1Char(' ') + text(rmobility->startToken());
    // Opening moves may come ply by ply (from a PGN or the GUI's move tree) or turn by turn:
    // the parts of a multi-part turn are joined before the turn is played.
    QString pendingTurn;
    std::unique_ptr<Board> probe = m_board->clone();
    for (const QString& move : m_settings.openingMoves) {
        if (!m_result.isNone()) break;
        QString turn = move;
        if (m_board->variant().multiPartTurns && !move.contains(QLatin1Char(TurnPartSeparator))) {
            const Move part = probe->parseMove(move.toStdString());
            if (!part.isNull()) {
                probe->makeMove(part);
                if (!pendingTurn.isEmpty()) pendingTurn += QLatin1Char(TurnPartSeparator);
                pendingTurn += move;
                if (probe->midTurn()) continue;
                turn = pendingTurn;
                pendingTurn.clear();
            }
        }
        if (!playOpeningMove(turn, error)) return false;
        probe = m_board->clone();
    }
    if (!pendingTurn.isEmpty() && m_result.isNone() && !playOpeningMove(pendingTurn, error))
        return false;
    for (Side s : {White, Black})
        m_clocks[s].reset(m_settings.timeControl[s], m_settings.compatibility.clockStyle);
    m_started = true;
    emit started();
    if (!m_result.isNone()) {
        // Decided before anyone moves (e.g. the opening ends in mate): finish once the caller
        // has connected to finished().
        GameResult decided = m_result;
        m_result = GameResult();
        QTimer::singleShot(0, this, [this, decided] { finish(decided); });
        return true;
    }
    for (Side s : {White, Black}) m_players[s]->prepare(setupFor(s));
    return true;
}

bool Game::playOpeningMove(const QString& moveText, QString* error) {
    std::string why;
    const std::vector<Move> parts = parseTurn(*m_board, moveText.toStdString(), &why);
    if (parts.empty()) {
        if (error) *error = QStringLiteral("opening move %1: %2").arg(moveText, text(why));
        return false;
    }
    recordTurn(parts, MoveEvaluation(), -1, true);
    m_result = m_rules.afterMove(*m_board);
    return true;
}

void Game::recordTurn(const std::vector<Move>& parts, const MoveEvaluation& eval, qint64 timeMs,
                      bool opening, const QString& said) {
    // The text as said, when it is the one part's coordinates.
    const auto sameText = [&said](const std::string& coordinate) {
        if (said.size() != qsizetype(coordinate.size())) return false;
        for (size_t i = 0; i < coordinate.size(); ++i)
            if (said[qsizetype(i)].unicode() != static_cast<unsigned char>(coordinate[i]))
                return false;
        return true;
    };
    QString turnText;
    for (size_t i = 0; i < parts.size(); ++i) {
        const bool last = i + 1 == parts.size();
        PlayedMove played;
        played.move = parts[i];
        played.san = m_board->moveToSan(parts[i]);
        const std::string coordinate = m_board->moveToCoordinate(parts[i]);
        played.coordinate = parts.size() == 1 && sameText(coordinate) ? said : text(coordinate);
        if (last) {
            played.evaluation = eval;
            played.timeMs = timeMs;
        }
        played.opening = opening;
        played.continuesTurn = i > 0;
        m_board->makeMove(parts[i]);
        if (i > 0) turnText += QLatin1Char(TurnPartSeparator);
        turnText += played.coordinate;
        m_moves.push_back(std::move(played));
    }
    m_coordinateMoves.append(turnText);
    ++m_turns;
}

QString Game::startFenFor(Side side) const {
    // Called right after the rules' start(): m_startFen is the board's plain six-field FEN.
    using Mode = EngineConfiguration::RMobilityFen;
    const bool atVariantStart = m_startFen.toStdString() == m_board->variant().startFen;
    const auto* rmobility = m_rules.findJudge<RMobilityJudge>();
    const Mode mode = rmobility ? m_settings.rMobilityFen[side] : Mode::Never;
    std::string token;
    if (mode == Mode::Auto) token = rmobility->startToken(); // empty when redundant
    if (mode == Mode::Always) token = rmobility::toString(rmobility->accreted());
    if (token.empty()) return atVariantStart ? QString() : m_startFen;
    return m_startFen + QLatin1Char(' ') + text(token);
}

GameSetup Game::setupFor(Side side) const {
    GameSetup setup;
    setup.variant = m_settings.variant;
    setup.chess960 = m_board->variant().chess960;
    setup.engineIsWhite = side == White;
    setup.opponentName = m_players[~side]->name();
    setup.opponentIsHuman = m_players[~side]->isHuman();
    const TimeControl& tc = m_settings.timeControl[side];
    EngineTimeControl& etc = setup.timeControl;
    switch (tc.mode()) {
    case TimeControl::Mode::Clock:
    case TimeControl::Mode::Hourglass:
        etc.movesPerPeriod = tc.movesPerPeriod();
        etc.baseMs = tc.timeMs();
        etc.incrementMs = tc.incrementMs();
        break;
    case TimeControl::Mode::PerMove: etc.moveTimeMs = tc.moveTimeMs(); break;
    case TimeControl::Mode::Infinite: break;
    }
    etc.depth = tc.depthLimit();
    etc.nodes = tc.nodeLimit();
    return setup;
}

SearchLimits Game::limitsFor(Side side) const {
    SearchLimits limits;
    const GameClock& own = m_clocks[side];
    const GameClock& opp = m_clocks[~side];
    const TimeControl& tc = own.timeControl();
    switch (tc.mode()) {
    case TimeControl::Mode::Clock:
    case TimeControl::Mode::Hourglass:
        limits.ownTimeMs = std::max<qint64>(0, own.remainingMs());
        limits.oppTimeMs = std::max<qint64>(0, opp.remainingMs());
        limits.ownIncMs = tc.incrementMs();
        limits.oppIncMs = opp.timeControl().incrementMs();
        limits.movesToGo = own.movesToGo();
        break;
    case TimeControl::Mode::PerMove: limits.moveTimeMs = tc.moveTimeMs(); break;
    case TimeControl::Mode::Infinite: break;
    }
    limits.depth = tc.depthLimit();
    limits.nodes = tc.nodeLimit();
    limits.infinite = tc.isInfinite() && !limits.depth && !limits.nodes;
    limits.deadlineMs = tc.hasTimeLimit() ? own.deadlineMs() : m_settings.untimedWatchdogMs;
    return limits;
}

void Game::onReady(Side side) {
    if (m_finished) return;
    m_ready[side] = true;
    if (!m_ready[White] || !m_ready[Black]) return;
    // fastchess asks the tables before every move, the first one too, its engines ready.
    if (m_tablebaseJudge.judgesStartPosition()) {
        const GameResult verdict = m_tablebaseJudge.judge(*m_board);
        if (!verdict.isNone()) {
            finish(verdict);
            return;
        }
    }
    requestMove();
}

MoveRequest Game::moveRequest(Side side) const {
    MoveRequest request;
    request.position.startFen = m_engineStartFen[side];
    request.position.moves = m_coordinateMoves;
    request.limits = limitsFor(side);
    request.ply = int(m_moves.size());
    request.board = m_board.get();
    return request;
}

void Game::requestMove() {
    const Side side = m_board->sideToMove();
    const size_t plies = m_moves.size();
    m_waitingForMove = true;
    m_moveTimer.start();
    m_players[side]->go(moveRequest(side));
    // The other side may think on this side's time (engine setting ponder): its clock stands
    // still, as only the side asked to move is charged (onMoved()).
    if (m_waitingForMove && !m_finished && m_moves.size() == plies)
        m_players[~side]->ponder(moveRequest(~side));
}

std::optional<int> Game::adjudicationScore(const MoveEvaluation& eval) {
    return ruleScore(eval);
}

void Game::onMoved(Side side, const PlayerTurn& turn, const MoveEvaluation& eval, MoveFlags flags) {
    if (m_finished || !m_waitingForMove || m_board->sideToMove() != side) return;
    m_waitingForMove = false;
    const qint64 elapsed = m_moveTimer.elapsed();

    const qint64 overrun = m_clocks[side].overrunMs(elapsed);
    if (!m_clocks[side].charge(elapsed)) {
        finish(timeLoss(side, overrun));
        return;
    }
    // The player read its turn on this board (Player::moved): a whole legal turn, or none.
    const std::vector<Move>& parts = turn.parts;
    if (parts.empty() || (flags & MoveFlag::NoMove)) {
        // A move nobody could read is "(none)"; an engine that named no move on purpose
        // (UCI's bestmove 0000 or (none), UCCI's nobestmove) is told so.
        const char* none =
            flags & MoveFlag::Unreadable ? "(none)" : "the null move (bestmove 0000 or none)";
        const QString shown = turn.text.isEmpty() ? QString::fromLatin1(none) : turn.text;
        finish(GameResult::win(~side, T::IllegalMove,
                               sideText(side) + " makes an illegal move: " + shown.toStdString()));
        return;
    }
    if (m_clocks[side].timeControl().mode() == TimeControl::Mode::Hourglass)
        m_clocks[~side].addMs(elapsed);

    const size_t turnStart = m_moves.size();
    recordTurn(parts, eval, elapsed, false, turn.text);
    PlayedMove& played = m_moves.back();
    played.book = flags.testFlag(MoveFlag::Book);
    if (m_clocks[side].timeControl().mode() == TimeControl::Mode::Clock)
        played.clockMs = m_clocks[side].remainingMs();
    // The turn as one text for the listeners ("C2=5,S@e5" in stone xiangqi).
    std::string turnSan = m_moves[turnStart].san;
    for (size_t i = turnStart + 1; i < m_moves.size(); ++i)
        turnSan += TurnPartSeparator + m_moves[i].san;

    // Draw offers (docs/draw-offers.md, game/drawoffers.h): an offer stands for the opponent's next
    // move, an offer made while the opponent's stands is an agreement, offers over the per-player
    // limit are ignored. For players that cannot speak of draws the manager may offer and
    // answer from their scores (-drawoffers), and resign for any player (-resign mode=sum).
    const std::optional<int> score = adjudicationScore(eval);
    const ManagerScoreRules::Decision managed =
        m_scoreRules.onMove(side, score, m_drawOffers.stands(~side));
    bool agreed = false;
    if (((flags & MoveFlag::OffersDraw) || managed.offersDraw) && !m_drawOffers.carriesOffer(side))
        agreed = offerDraw(side, true) == DrawOfferBook::Outcome::Agreed;
    played.drawOffer = m_drawOffers.movePlayed(side) || agreed;
    if (played.drawOffer && !agreed && m_drawOffers.stands(side))
        m_players[~side]->receiveDrawOffer(); // the offer made on turn, with its move

    // The judges see the move before anyone hears of it, so listeners of moveMade() read rule
    // state (xiangqi repetition warnings, move-limit counts, r-Mobility G-scores) that includes
    // this move.
    GameResult verdict = m_rules.afterMove(*m_board);
    emit moveMade(int(m_moves.size()), text(turnSan), eval);
    if (m_finished) return; // a listener ended the game (adjudication, abort)
    if (verdict.isNone() && m_drawClaimPending[side]) {
        // A CECP draw claim sent with the move must be confirmed by the position it reached.
        finish(GameResult::win(~side, T::InvalidClaim,
                               sideText(side) + " makes an invalid draw claim"));
        return;
    }
    if (verdict.isNone() && agreed) verdict = GameResult::draw(T::Agreement, "Draw by agreement");
    if (verdict.isNone() && managed.resigns)
        verdict = GameResult::win(~side, T::Resignation, sideText(side) + " resigns");
    if (verdict.isNone()) verdict = m_tablebaseJudge.judge(*m_board);
    if (verdict.isNone()) {
        m_adjudicator.setFullmoveNumber(m_board->fullmoveNumber());
        verdict =
            m_adjudicator.addMove(side, score, m_turns, m_board->halfmoveClock() == 0,
                                  m_rules.allowsDrawAdjudication(), m_rules.allowsMoveLimit());
    }
    if (!verdict.isNone()) {
        finish(verdict);
        return;
    }
    requestMove();
}

DrawOfferBook::Outcome Game::offerDraw(Side side, bool onTurn) {
    const DrawOfferBook::Outcome outcome = m_drawOffers.offer(side, onTurn);
    // An offer made off turn reaches the opponent now; one made on turn goes with the move
    // (onMoved()), so the opponent never answers an offer of a move it has not seen yet.
    if (outcome == DrawOfferBook::Outcome::Standing && !onTurn)
        m_players[~side]->receiveDrawOffer();
    return outcome;
}

void Game::onResultClaim(Side side, const QString& result, const QString& comment) {
    if (m_finished || !m_started) return;
    GameResult::Winner claimed = GameResult::winnerFromString(result.toStdString());
    const bool claimsOwnLoss = (claimed == GameResult::Winner::White && side == Black) ||
                               (claimed == GameResult::Winner::Black && side == White);
    if (claimsOwnLoss) {
        finish(GameResult::win(~side, T::Resignation, sideText(side) + " resigns"));
        return;
    }
    if (m_players[side]->trustsOwnClaims() && claimed != GameResult::Winner::None) {
        std::string reason = comment.isEmpty() ? result.toStdString() : comment.toStdString();
        finish(claimed == GameResult::Winner::Draw ? GameResult::draw(T::Normal, reason)
                                                   : GameResult::win(side, T::Normal, reason));
        return;
    }
    if (claimed == GameResult::Winner::Draw && m_waitingForMove && m_board->sideToMove() == side) {
        m_drawClaimPending[side] = true; // verified after the move it comes with
        return;
    }
    finish(
        GameResult::win(~side, T::InvalidClaim, sideText(side) + " makes an invalid result claim"));
}

void Game::adjudicate(const GameResult& result) {
    if (!m_finished) finish(result);
}

bool Game::takeBack(int turns) {
    if (!m_started || m_finished || !m_ready[White] || !m_ready[Black] || turns <= 0 ||
        turns > m_turns)
        return false;
    // The turn in progress: its time is used, though no move came of it.
    const Side toMove = m_board->sideToMove();
    if (m_waitingForMove) m_clocks[toMove].spend(m_moveTimer.elapsed());
    m_waitingForMove = false;
    for (Player* p : m_players) p->stop(); // withdraws the request and any pondering
    for (int i = 0; i < turns; ++i) undoTurn();
    m_result = GameResult();
    m_drawClaimPending = {false, false};
    resetOffersAndAdjudication();
    requestMove();
    return true;
}

bool Game::undoTurn() {
    if (m_moves.empty()) return false;
    bool charged = false;
    for (bool earlierPart = true; earlierPart;) {
        const PlayedMove& last = m_moves.back();
        earlierPart = last.continuesTurn;
        charged = !last.opening; // a player's move: its clock was charged
        m_board->undoMove();
        m_rules.undo(*m_board); // the judges drop their state of the position left
        m_moves.pop_back();
    }
    if (charged) m_clocks[m_board->sideToMove()].takeBackMove();
    m_coordinateMoves.removeLast();
    --m_turns;
    return true;
}

void Game::abort(const QString& reason) {
    if (m_finished) return;
    finish(GameResult(GameResult::Winner::None, T::Unterminated, reason.toStdString()));
}

void Game::finish(const GameResult& result) {
    if (m_finished) return;
    m_finished = true;
    m_waitingForMove = false;
    m_result = result;
    if (m_board) m_rules.finalize(m_result, *m_board); // scoring rules add their score
    for (Player* p : m_players) {
        p->stop();
        p->gameOver(m_result);
    }
    emit finished(m_result);
}

} // namespace arbiter
