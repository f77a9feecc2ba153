#include "online/roomgame.h"

#include "board/turn.h"
#include "board/variant.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>

namespace arbiter::online {

namespace {
using T = GameResult::Termination;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

int partsOf(const QString& turnText) {
    return int(turnText.count(QLatin1Char(TurnPartSeparator))) + 1;
}

QJsonObject clockJson(const RoomClock::Saved& c) {
    return {{QStringLiteral("ms"), qint64(c.remainingMs)},
            {QStringLiteral("periods"), c.periodsLeft},
            {QStringLiteral("moves"), c.movesMade}};
}

RoomClock::Saved clockFromJson(const QJsonObject& o) {
    RoomClock::Saved c;
    c.remainingMs = o.value(QStringLiteral("ms")).toInteger();
    c.periodsLeft = o.value(QStringLiteral("periods")).toInt();
    c.movesMade = o.value(QStringLiteral("moves")).toInt();
    return c;
}
} // namespace

const char* requestKindName(RequestKind kind) {
    switch (kind) {
    case RequestKind::TakeBack: return "takeback";
    case RequestKind::Draw: return "draw";
    case RequestKind::None: break;
    }
    return "none";
}

RequestKind requestKindFromName(const QString& name) {
    if (name == QLatin1String("takeback")) return RequestKind::TakeBack;
    if (name == QLatin1String("draw")) return RequestKind::Draw;
    return RequestKind::None;
}

RoomGame::RoomGame(const RoomRules& rules, uint64_t dealSeed)
    : m_rules(rules), m_dealSeed(dealSeed), m_budget(rules.limits) {}

RoomGame::~RoomGame() = default;

std::string RoomGame::sideText(Side side) const {
    return sideName(side, m_redBlack);
}

bool RoomGame::setUp(QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    m_board = createBoard(m_rules.variant.toStdString());
    if (!m_board) return fail(QStringLiteral("unknown variant '%1'").arg(m_rules.variant));
    m_redBlack = m_board->variant().family == BoardFamily::Xiangqi;
    if (!m_rules.startFen.isEmpty()) {
        std::string why;
        if (!m_board->setFen(m_rules.startFen.toStdString(), &why)) {
            m_board.reset();
            return fail(qs(why));
        }
    }
    // Jieqi: the server deals the face-down pieces; the public board never learns the deal.
    if (m_board->hasUnknownHidden()) m_board->dealHidden(m_dealSeed);
    m_startFen = qs(m_board->fen());
    m_public = createBoard(m_rules.variant.toStdString());
    m_public->setFen(m_startFen.toStdString());
    m_ruleSet = RuleSet::create(m_board->variant(), m_rules.rules);
    const std::string problem = m_ruleSet.checkStart(*m_board);
    if (!problem.empty()) {
        m_board.reset();
        return fail(qs(problem));
    }
    if (!m_ruleSet.start(*m_board).isNone()) {
        m_board.reset();
        return fail(QStringLiteral("the start position is decided already"));
    }
    for (Side s : {White, Black}) {
        m_clocks[s].reset(m_rules.timeControl);
        m_lag[s] = LagQuota(m_rules.timeControl.estimatedGameSeconds());
    }
    m_budget = RequestBudget(m_rules.limits);
    return true;
}

bool RoomGame::start(int64_t nowMs, QString* error) {
    if (!setUp(error)) return false;
    m_events.push_back({GameEvent::Kind::Started});
    startTurn(nowMs);
    return true;
}

void RoomGame::startTurn(int64_t nowMs) {
    m_turnStart = nowMs;
}

// ---------------------------------------------------------------------------------------------
// Turns

QString RoomGame::whyNotToMove(Side side) const {
    if (!m_board) return QStringLiteral("the game has not started");
    if (isOver()) return QStringLiteral("the game is over");
    if (side != sideToMove())
        return QStringLiteral("it is %1's turn").arg(qs(sideText(sideToMove())));
    return {};
}

QString RoomGame::play(Side side, const QString& turnText, int64_t nowMs) {
    if (const QString why = whyNotToMove(side); !why.isEmpty()) return why;
    // Read on the public board, then as the true board's moves: a client cannot learn what a
    // face-down piece is by naming it in a move (jieqi), and what it says is all it knows.
    std::string why;
    const std::vector<Move> said = parseTurn(*m_public, turnText.toStdString(), &why);
    const std::vector<Move> parts = said.empty() ? said : turnOnBoard(*m_board, said);
    if (parts.empty())
        return QStringLiteral("illegal move '%1': %2")
            .arg(turnText, why.empty() ? QStringLiteral("not a whole legal turn") : qs(why));

    const bool timed = clocksRunning() && m_clocks[side].hasTimeLimit();
    int64_t used = 0;
    if (timed) {
        const int64_t compensation = m_lag[side].onMove(m_lagEstimate[side]);
        used = std::max<int64_t>(0, elapsedIn(nowMs) - compensation);
        if (used > m_clocks[side].deadlineMs()) {
            m_clocks[side].charge(used);
            finish(GameResult::win(~side, T::TimeForfeit, sideText(side) + " loses on time"));
            return QString();
        }
        m_clocks[side].charge(used);
        if (m_clocks[side].timeControl().standard().mode() == TimeControl::Mode::Hourglass)
            m_clocks[~side].add(used);
    } else if (clocksRunning()) {
        m_clocks[side].charge(0); // counts the move (a clock without a limit)
    }
    if (m_pending != RequestKind::None) settle(GameEvent::Settlement::Withdrawn);
    record(parts, side, used);
    m_budget.newTurn();
    m_events.push_back({GameEvent::Kind::Moved, side});
    const GameResult verdict = judgeLastTurn();
    if (!verdict.isNone()) {
        finish(verdict);
        return QString();
    }
    startTurn(nowMs);
    return QString();
}

void RoomGame::record(const std::vector<Move>& parts, Side side, int64_t usedMs) {
    PlayedTurn turn;
    turn.parts = parts;
    turn.side = side;
    turn.usedMs = usedMs;
    turn.san = qs(turnToString(*m_board, parts, Notation::San));
    if (m_redBlack) turn.chinese = qs(turnToString(*m_board, parts, Notation::ChineseSimplified));
    QStringList texts;
    for (Move part : parts) {
        if (m_board->isCapture(part)) {
            turn.capture = true;
            const PieceType taken = m_board->faceDownIdentity(part.to());
            if (taken != NoPieceType) turn.capturedHidden = makePiece(~side, taken);
        }
        texts << qs(m_board->moveToCoordinate(part));
        m_board->makeMove(part);
        m_public->makeMove(part); // the move names what it reveals: the public board learns it
    }
    turn.text = texts.join(QLatin1Char(TurnPartSeparator));
    turn.check = m_board->notifiesChecks() && m_board->inCheck();
    for (Side s : {White, Black}) turn.clocks[s] = m_clocks[s].save();
    ++m_turnsBy[side];
    m_turns.push_back(std::move(turn));
}

GameResult RoomGame::judgeLastTurn() {
    const GameResult verdict = m_ruleSet.afterMove(*m_board);
    PlayedTurn& turn = m_turns.back();
    const EndReason end = m_board->positionEnd().reason;
    turn.mate = verdict.winnerSide() == turn.side &&
                (end == EndReason::Checkmate || end == EndReason::KingCaptured);
    return verdict;
}

// ---------------------------------------------------------------------------------------------
// Requests

bool RoomGame::canTakeBack(Side side) const {
    return m_board && !isOver() && m_pending == RequestKind::None &&
           m_budget.canTakeBack(side, m_turnsBy[side]);
}

bool RoomGame::canOfferDraw(Side side) const {
    return m_board && !isOver() && m_pending == RequestKind::None &&
           m_budget.canOfferDraw(side, fullMoves());
}

bool RoomGame::canResign(Side side) const {
    (void)side;
    return m_board && !isOver() && m_budget.canResign(fullMoves());
}

QString RoomGame::request(Side side, RequestKind kind, int64_t nowMs) {
    if (!m_board || isOver()) return QStringLiteral("no game in progress");
    if (m_pending != RequestKind::None)
        return QStringLiteral("a %1 request is waiting for an answer")
            .arg(QLatin1String(requestKindName(m_pending)));
    switch (kind) {
    case RequestKind::TakeBack:
        if (m_turnsBy[side] == 0) return QStringLiteral("no move of yours to take back");
        if (m_budget.takeBacksLeft(side) <= 0)
            return QStringLiteral("no take-back requests left (%1 a game)")
                .arg(m_rules.limits.takeBacks);
        if (!m_budget.canTakeBack(side, m_turnsBy[side]))
            return QStringLiteral("a refused take-back blocks further ones this turn");
        m_budget.takeBackRequested(side);
        break;
    case RequestKind::Draw:
        if (fullMoves() < m_rules.limits.drawAfterMoves)
            return QStringLiteral("draw offers only after %1 moves")
                .arg(m_rules.limits.drawAfterMoves);
        if (m_budget.drawOffersLeft(side) <= 0)
            return QStringLiteral("no draw offers left (%1 a game)").arg(m_rules.limits.drawOffers);
        if (!m_budget.canOfferDraw(side, fullMoves()))
            return m_budget.counts().drawRefused[side]
                       ? QStringLiteral("a refused draw offer blocks further ones this turn")
                       : QStringLiteral("no more than %1 draw offers beyond the opponent's")
                             .arg(m_rules.limits.drawLead);
        m_budget.drawOffered(side);
        break;
    case RequestKind::None: return QStringLiteral("unknown request");
    }
    m_pending = kind;
    m_pendingSide = side;
    m_pendingExpires = nowMs + m_rules.answerMs;
    m_events.push_back({GameEvent::Kind::RequestMade, side, kind});
    return QString();
}

QString RoomGame::answer(Side side, bool accept, int64_t nowMs) {
    if (m_pending == RequestKind::None || isOver()) return QStringLiteral("no request to answer");
    if (side == m_pendingSide) return QStringLiteral("a request is answered by the opponent");
    const RequestKind kind = m_pending;
    const Side asker = m_pendingSide;
    if (!accept) {
        settle(GameEvent::Settlement::Refused);
        return QString();
    }
    settle(GameEvent::Settlement::Accepted);
    if (kind == RequestKind::Draw) {
        finish(GameResult::draw(T::Agreement, "Draw by agreement"));
        return QString();
    }
    // A take-back returns to before the asker's last move: one turn when the opponent is to
    // move, two (the reply too) when the asker is.
    const int turns = sideToMove() == asker ? 2 : 1;
    const Side toMove = sideToMove();
    if (clocksRunning()) m_clocks[toMove].spend(elapsedIn(nowMs)); // the time used stays used
    int undone = 0;
    while (undone < turns && undoTurn()) ++undone;
    m_budget.newTurn();
    m_events.push_back({GameEvent::Kind::TakenBack, asker, RequestKind::TakeBack,
                        GameEvent::Settlement::Accepted, undone});
    startTurn(nowMs);
    return QString();
}

void RoomGame::settle(GameEvent::Settlement how) {
    const RequestKind kind = m_pending;
    const Side side = m_pendingSide;
    if (how == GameEvent::Settlement::Refused || how == GameEvent::Settlement::Lapsed) {
        if (kind == RequestKind::TakeBack) m_budget.takeBackRefused(side);
        if (kind == RequestKind::Draw) m_budget.drawRefused(side);
    }
    m_pending = RequestKind::None;
    m_pendingSide = NoSide;
    m_pendingExpires = -1;
    m_events.push_back({GameEvent::Kind::RequestSettled, side, kind, how});
}

bool RoomGame::undoTurn() {
    if (m_turns.empty()) return false;
    const PlayedTurn& last = m_turns.back();
    for (int i = partsOf(last.text); i > 0; --i) {
        m_board->undoMove();
        m_public->undoMove();
        m_ruleSet.undo(*m_board);
    }
    if (m_clocks[last.side].movesMade() > 0) m_clocks[last.side].takeBackMove();
    --m_turnsBy[last.side];
    m_turns.pop_back();
    return true;
}

// ---------------------------------------------------------------------------------------------
// Ends

QString RoomGame::resign(Side side, int64_t nowMs) {
    (void)nowMs;
    if (!m_board || isOver()) return QStringLiteral("no game in progress");
    if (!m_budget.canResign(fullMoves()))
        return QStringLiteral("resignation only after %1 moves (abort before both sides moved)")
            .arg(m_rules.limits.resignAfterMoves);
    finish(GameResult::win(~side, T::Resignation, sideText(side) + " resigns"));
    return QString();
}

QString RoomGame::abort(Side side, int64_t nowMs) {
    (void)nowMs;
    if (!m_board || isOver()) return QStringLiteral("no game in progress");
    if (!isAbortable()) return QStringLiteral("a game is aborted only before both sides moved");
    m_aborted = true;
    finish(GameResult(GameResult::Winner::None, T::Unterminated,
                      side == NoSide ? std::string("Game aborted: both players left")
                                     : "Game aborted by " + sideText(side)));
    return QString();
}

void RoomGame::end(const GameResult& result, int64_t nowMs) {
    (void)nowMs;
    if (m_board && !isOver()) finish(result);
}

void RoomGame::finish(const GameResult& result) {
    if (m_pending != RequestKind::None) settle(GameEvent::Settlement::Withdrawn);
    m_result = result;
    if (result.isNone()) m_aborted = true;
    m_ruleSet.finalize(m_result, *m_board);
    m_events.push_back({GameEvent::Kind::Ended});
}

// ---------------------------------------------------------------------------------------------
// Time

int64_t RoomGame::flagDeadline() const {
    const Side side = sideToMove();
    if (!clocksRunning() || !m_clocks[side].hasTimeLimit()) return -1;
    // The flag falls past the clock and the lag compensation the mover may still get.
    const int64_t grace = std::min(m_lag[side].quotaMs(), m_lagEstimate[side]);
    return m_turnStart + m_clocks[side].deadlineMs() + grace + 1;
}

int64_t RoomGame::nextDeadlineMs() const {
    if (!m_board || isOver()) return -1;
    int64_t next = -1;
    const auto consider = [&next](int64_t t) {
        if (t >= 0 && (next < 0 || t < next)) next = t;
    };
    consider(flagDeadline());
    consider(m_pendingExpires);
    if (!clocksRunning() && m_rules.firstMoveMs > 0) consider(m_turnStart + m_rules.firstMoveMs);
    return next;
}

void RoomGame::expire(int64_t nowMs) {
    if (!m_board || isOver()) return;
    if (m_pendingExpires >= 0 && nowMs >= m_pendingExpires) settle(GameEvent::Settlement::Lapsed);
    const Side side = sideToMove();
    const int64_t flag = flagDeadline();
    if (flag >= 0 && nowMs >= flag) {
        m_clocks[side].charge(m_clocks[side].deadlineMs() + 1);
        finish(GameResult::win(~side, T::TimeForfeit, sideText(side) + " loses on time"));
        return;
    }
    if (!clocksRunning() && m_rules.firstMoveMs > 0 && nowMs >= m_turnStart + m_rules.firstMoveMs) {
        m_aborted = true;
        finish(GameResult(GameResult::Winner::None, T::Unterminated,
                          "Game aborted: " + sideText(side) + " did not make a first move"));
    }
}

int64_t RoomGame::remainingMs(Side side, int64_t nowMs) const {
    const RoomClock& clock = m_clocks[side];
    if (!clock.hasTimeLimit()) return -1;
    if (isOver() || !clocksRunning() || side != sideToMove()) return clock.remainingMs();
    return clock.remainingAfter(elapsedIn(nowMs));
}

int RoomGame::periodsLeft(Side side, int64_t nowMs) const {
    const RoomClock& clock = m_clocks[side];
    if (isOver() || !clocksRunning() || side != sideToMove()) return clock.periodsLeft();
    return clock.periodsLeftAfter(elapsedIn(nowMs));
}

bool RoomGame::inByoYomi(Side side, int64_t nowMs) const {
    const RoomClock& clock = m_clocks[side];
    if (isOver() || !clocksRunning() || side != sideToMove()) return clock.inByoYomi();
    return clock.inByoYomiAfter(elapsedIn(nowMs));
}

QStringList RoomGame::legalMoves() const {
    QStringList moves;
    if (!m_public || isOver()) return moves;
    MoveList legal;
    m_public->legalMoves(legal);
    for (Move m : legal) moves << qs(m_public->moveToCoordinate(m));
    return moves;
}

namespace {
// The legal moves of `board` in coordinates, as a JSON array. Written as JSON text and read
// back: QJsonArray::append (and fromStringList) gives every string a storage block of its own
// before copying it into the array's, which made the list of 40-odd moves the costliest part of
// a turn's events on the server (bench/server-load.sh, perf); the reader writes the strings
// into the array's storage directly, in less than half the time.
QJsonArray legalMovesAsJson(const Board& board) {
    MoveList legal;
    board.legalMoves(legal);
    QByteArray text = "[";
    for (Move m : legal) {
        if (text.size() > 1) text += ',';
        text += '"';
        for (const char c : board.moveToCoordinate(m)) {
            if (c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20) {
                text += QStringLiteral("\\u%1")
                            .arg(int(static_cast<unsigned char>(c)), 4, 16, QLatin1Char('0'))
                            .toLatin1();
            } else {
                text += c;
            }
        }
        text += '"';
    }
    text += ']';
    return QJsonDocument::fromJson(text).array();
}
} // namespace

QJsonArray RoomGame::legalMovesJson() const {
    if (!m_public || isOver()) return {};
    return legalMovesAsJson(*m_public);
}

QString RoomGame::secondParts(Side side, const QString& first, QJsonArray* parts) const {
    if (const QString notNow = whyNotToMove(side); !notNow.isEmpty()) return notNow;
    std::string why;
    const Move part = m_public->parseMove(first.toStdString(), &why);
    if (part.isNull() || !m_public->isLegal(part))
        return QStringLiteral("illegal move '%1': %2")
            .arg(first, why.empty() ? QStringLiteral("not a legal first part") : qs(why));
    const std::unique_ptr<Board> after = m_public->clone();
    after->makeMove(part);
    *parts = after->midTurn() ? legalMovesAsJson(*after) : QJsonArray();
    return {};
}

std::vector<GameEvent> RoomGame::takeEvents() {
    std::vector<GameEvent> events;
    events.swap(m_events);
    return events;
}

// ---------------------------------------------------------------------------------------------
// Persistence

QJsonObject RoomGame::saveState(int64_t nowMs) const {
    QJsonObject state;
    QJsonArray clocks, lag;
    for (Side s : {White, Black}) {
        clocks.append(clockJson(m_clocks[s].save()));
        lag.append(qint64(m_lag[s].quotaMs()));
    }
    state[QStringLiteral("clocks")] = clocks;
    state[QStringLiteral("lag")] = lag;
    const RequestBudget::Counts c = m_budget.counts();
    state[QStringLiteral("budget")] =
        QJsonArray{c.takeBacks[White],   c.takeBacks[Black],       c.draws[White],
                   c.draws[Black],       c.takeBackRefused[White], c.takeBackRefused[Black],
                   c.drawRefused[White], c.drawRefused[Black]};
    if (m_pending != RequestKind::None)
        state[QStringLiteral("pending")] = QJsonObject{
            {QStringLiteral("kind"), QLatin1String(requestKindName(m_pending))},
            {QStringLiteral("side"), int(m_pendingSide)},
            {QStringLiteral("leftMs"), qint64(std::max<int64_t>(0, m_pendingExpires - nowMs))}};
    return state;
}

bool RoomGame::restore(const std::vector<PlayedTurn>& turns, const QJsonObject& state,
                       int64_t nowMs, QString* error) {
    if (!setUp(error)) return false;
    for (size_t i = 0; i < turns.size(); ++i) {
        const PlayedTurn& stored = turns[i];
        std::string why;
        const std::vector<Move> parts = parseTurn(*m_board, stored.text.toStdString(), &why);
        if (parts.empty() || sideToMove() != stored.side) {
            if (error)
                *error = QStringLiteral("stored turn %1 '%2' does not replay: %3")
                             .arg(m_turns.size() + 1)
                             .arg(stored.text, qs(why));
            return false;
        }
        record(parts, stored.side, stored.usedMs);
        m_turns.back().clocks = stored.clocks;
        const GameResult verdict = judgeLastTurn();
        if (verdict.isNone()) continue;
        // A game the board ended (mate, a repetition, ...) ends with its last stored turn.
        if (i + 1 < turns.size()) {
            if (error) *error = QStringLiteral("stored turns go beyond the end of the game");
            return false;
        }
        finish(verdict);
    }
    const QJsonArray clocks = state.value(QStringLiteral("clocks")).toArray();
    const QJsonArray lag = state.value(QStringLiteral("lag")).toArray();
    for (Side s : {White, Black}) {
        if (clocks.size() == 2) m_clocks[s].restore(clockFromJson(clocks[s].toObject()));
        if (lag.size() == 2) m_lag[s].restore(lag[s].toInteger());
    }
    const QJsonArray b = state.value(QStringLiteral("budget")).toArray();
    if (b.size() == 8) {
        RequestBudget::Counts c;
        for (Side s : {White, Black}) {
            c.takeBacks[s] = b[s].toInt();
            c.draws[s] = b[2 + s].toInt();
            c.takeBackRefused[s] = b[4 + s].toBool();
            c.drawRefused[s] = b[6 + s].toBool();
        }
        m_budget.restore(c);
    }
    const QJsonObject pending = state.value(QStringLiteral("pending")).toObject();
    m_pending = requestKindFromName(pending.value(QStringLiteral("kind")).toString());
    if (m_pending != RequestKind::None) {
        m_pendingSide = pending.value(QStringLiteral("side")).toInt() == 1 ? Black : White;
        m_pendingExpires = nowMs + pending.value(QStringLiteral("leftMs")).toInteger();
    }
    m_events.clear();
    startTurn(nowMs);
    return true;
}

} // namespace arbiter::online
