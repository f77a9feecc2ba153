#include "online/room.h"

#include "online/roomrules.h"

#include <QRandomGenerator>

namespace arbiter::online {

namespace {
using T = GameResult::Termination;
constexpr size_t KeptEvents = 50;
constexpr size_t KeptChatLines = 20;
constexpr int ChatLength = 500;
constexpr int64_t BothAwayGraces = 5;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

Room::Room(qint64 number, const RoomRules& rules)
    : m_number(number), m_rules(rules),
      m_seeds([] { return QRandomGenerator::global()->generate64(); }) {}

Room::~Room() = default;

QString Room::sideWord(Side side) const {
    const bool redBlack = m_game ? m_game->isRedBlack() : isRedBlackVariant(m_rules.variant);
    return qs(sideName(side, redBlack));
}

// ---------------------------------------------------------------------------------------------
// Members

Room::Seat* Room::seatFor(const QString& memberId, Side* side) {
    for (Side s : {White, Black})
        if (m_seats[s].member.id == memberId) {
            if (side) *side = s;
            return &m_seats[s];
        }
    return nullptr;
}

Side Room::seatOf(const QString& memberId) const {
    for (Side s : {White, Black})
        if (!memberId.isEmpty() && m_seats[s].member.id == memberId) return s;
    return NoSide;
}

const Member* Room::seated(Side side) const {
    return m_seats[side].member.isValid() ? &m_seats[side].member : nullptr;
}

bool Room::contains(const QString& memberId) const {
    if (seatOf(memberId) != NoSide) return true;
    for (const Waiting& w : m_queue)
        if (w.member.id == memberId) return true;
    for (const Member& m : m_spectators)
        if (m.id == memberId) return true;
    return false;
}

bool Room::isSpectator(const QString& memberId) const {
    for (const Member& m : m_spectators)
        if (m.id == memberId) return true;
    return false;
}

bool Room::isPresent(const QString& memberId) const {
    const Side side = seatOf(memberId);
    if (side != NoSide) return m_seats[side].awaySince < 0;
    for (const Waiting& w : m_queue)
        if (w.member.id == memberId) return w.awaySince < 0;
    for (const Member& m : m_spectators)
        if (m.id == memberId) return true;
    return false;
}

bool Room::isEmpty() const {
    // An engine alone keeps nobody's room: the server forgets the room and stops the engine.
    for (const Seat& seat : m_seats)
        if (seat.member.isValid() && !seat.member.engine) return false;
    return m_queue.empty() && m_spectators.empty();
}

// ---------------------------------------------------------------------------------------------
// Engines

const Member* Room::seatedEngine() const {
    for (const Seat& seat : m_seats)
        if (seat.member.engine) return &seat.member;
    return nullptr;
}

QString Room::canSeatEngine(const QString& byMemberId) const {
    if (seatOf(byMemberId) == NoSide && byMemberId != m_creator)
        return QStringLiteral("only a seated player or the room's creator seats an engine");
    if (isPlaying()) return QStringLiteral("a game is in progress");
    if (seatedEngine()) return QStringLiteral("room %1 has an engine already").arg(m_number);
    if (m_seats[White].member.isValid() && m_seats[Black].member.isValid())
        return QStringLiteral("no free seat in room %1").arg(m_number);
    return QString();
}

QString Room::seatEngine(const QString& byMemberId, const Member& engine, int64_t nowMs) {
    if (!engine.engine || !engine.isValid()) return QStringLiteral("not an engine");
    const QString why = canSeatEngine(byMemberId);
    if (!why.isEmpty()) return why;
    const Side side = m_seats[White].member.isValid() ? Black : White;
    m_seats[side] = Seat{engine, true, -1};
    emitSeats();
    return maybeStartGame(nowMs);
}

QString Room::unseatEngine(const QString& byMemberId, int64_t nowMs) {
    (void)nowMs;
    const Member* engine = seatedEngine();
    if (!engine) return QStringLiteral("room %1 has no engine").arg(m_number);
    if (seatOf(byMemberId) == NoSide && byMemberId != m_creator)
        return QStringLiteral("only a seated player or the room's creator unseats an engine");
    if (isPlaying()) return QStringLiteral("a game is in progress: resign or abort it first");
    freeSeat(seatOf(engine->id));
    fillSeatsFromQueue();
    emitSeats();
    return QString();
}

void Room::forfeit(const QString& memberId, GameResult::Termination termination,
                   const std::string& why, int64_t nowMs) {
    const Side side = seatOf(memberId);
    if (side == NoSide || !isPlaying()) return;
    m_game->end(GameResult::win(~side, termination, sideWord(side).toStdString() + why), nowMs);
    publishGameEvents(nowMs);
}

void Room::removeEngine(int64_t nowMs) {
    const Member* engine = seatedEngine();
    if (!engine) return;
    const QString id = engine->id;
    forfeit(id, T::Disconnection, "'s engine is gone", nowMs);
    freeSeat(seatOf(id));
    fillSeatsFromQueue();
    emitSeats();
}

QString Room::join(const Member& member, Role role, int64_t nowMs) {
    if (!member.isValid()) return QStringLiteral("no name");
    Side side = NoSide;
    if (Seat* seat = seatFor(member.id, &side)) {
        // A player coming back to the seat they hold.
        if (role == Role::Spectator)
            return QStringLiteral("you hold a seat in this room: leave it first");
        seat->member = member; // the rating may have changed meanwhile
        if (seat->awaySince >= 0) setConnected(member.id, true, nowMs);
        return QString();
    }
    for (auto it = m_queue.begin(); it != m_queue.end(); ++it) {
        if (it->member.id != member.id) continue;
        if (role == Role::Player) {
            if (it->awaySince >= 0) it->awaySince = -1;
            return QString();
        }
        m_queue.erase(it); // from the queue to the spectators
        emitSeats();
        break;
    }
    for (auto it = m_spectators.begin(); it != m_spectators.end(); ++it) {
        if (it->id != member.id) continue;
        if (role == Role::Spectator) return QString();
        m_spectators.erase(it); // a spectator asks to play
        emitWatchers();
        break;
    }
    if (role == Role::Spectator) {
        m_spectators.push_back(member);
        emitWatchers();
        return QString();
    }
    // A free seat while no game is played, else the queue.
    for (Side s : {White, Black}) {
        if (m_seats[s].member.isValid() || isPlaying() || !m_queue.empty()) continue;
        m_seats[s] = Seat{member, false, -1};
        emitSeats();
        return QString();
    }
    m_queue.push_back({member, -1});
    emitSeats();
    return QString();
}

QString Room::leave(const QString& memberId, int64_t nowMs) {
    Side side = NoSide;
    if (Seat* seat = seatFor(memberId, &side)) {
        if (isPlaying()) {
            // The game goes on: the seat is theirs until it ends, and they are away.
            if (seat->awaySince < 0) setConnected(memberId, false, nowMs);
            return QString();
        }
        freeSeat(side);
        fillSeatsFromQueue();
        emitSeats();
        return QString();
    }
    for (auto it = m_queue.begin(); it != m_queue.end(); ++it)
        if (it->member.id == memberId) {
            m_queue.erase(it);
            emitSeats();
            return QString();
        }
    for (auto it = m_spectators.begin(); it != m_spectators.end(); ++it)
        if (it->id == memberId) {
            m_spectators.erase(it);
            emitWatchers();
            return QString();
        }
    return QStringLiteral("you are not in room %1").arg(m_number);
}

void Room::setConnected(const QString& memberId, bool connected, int64_t nowMs) {
    Side side = NoSide;
    if (Seat* seat = seatFor(memberId, &side)) {
        const bool away = seat->awaySince >= 0;
        if (away != connected) return; // no change
        seat->awaySince = connected ? -1 : nowMs;
        if (!connected) seat->ready = false;
        emitPresence(side, nowMs);
        return;
    }
    for (Waiting& w : m_queue)
        if (w.member.id == memberId) w.awaySince = connected ? -1 : nowMs;
    if (!connected) {
        // A spectator is gone with the connection.
        for (auto it = m_spectators.begin(); it != m_spectators.end(); ++it)
            if (it->id == memberId) {
                m_spectators.erase(it);
                emitWatchers();
                break;
            }
    }
}

void Room::freeSeat(Side side) {
    m_seats[side] = Seat();
    // A new opponent comes: the one who stays says again that they are ready (an engine is
    // always ready).
    m_seats[~side].ready = m_seats[~side].member.engine;
}

void Room::fillSeatsFromQueue() {
    if (isPlaying()) return;
    for (Side s : {White, Black}) {
        if (m_seats[s].member.isValid()) continue;
        auto next = std::find_if(m_queue.begin(), m_queue.end(),
                                 [](const Waiting& w) { return w.awaySince < 0; });
        if (next == m_queue.end()) return;
        m_seats[s] = Seat{next->member, false, -1};
        m_queue.erase(next);
    }
}

// ---------------------------------------------------------------------------------------------
// Play

QString Room::setReady(const QString& memberId, bool ready, int64_t nowMs) {
    Seat* seat = seatFor(memberId);
    if (!seat) return QStringLiteral("only a seated player can be ready");
    if (isPlaying()) return QStringLiteral("a game is in progress");
    if (seat->ready == ready) return QString();
    seat->ready = ready;
    emitSeats();
    return maybeStartGame(nowMs);
}

QString Room::rematch(const QString& memberId, int64_t nowMs) {
    const Side side = seatOf(memberId);
    if (side == NoSide) return QStringLiteral("only a seated player asks for a rematch");
    if (!m_game || !m_game->isOver()) return QStringLiteral("a rematch follows a finished game");
    if (m_seats[~side].member.id != m_lastPair[White] &&
        m_seats[~side].member.id != m_lastPair[Black])
        return QStringLiteral("your opponent of the last game has left: say you are ready instead");
    return setReady(memberId, true, nowMs);
}

QString Room::maybeStartGame(int64_t nowMs) {
    if (isPlaying()) return QString();
    for (const Seat& seat : m_seats)
        if (!seat.member.isValid() || !seat.ready || seat.awaySince >= 0) return QString();
    // The same two again: colours swap.
    if (m_seats[White].member.id == m_lastPair[White] &&
        m_seats[Black].member.id == m_lastPair[Black])
        std::swap(m_seats[White], m_seats[Black]);
    auto game = std::make_unique<RoomGame>(m_rules, m_seeds());
    QString error;
    if (!game->start(nowMs, &error)) return error; // rules checked when the room was made
    for (Seat& seat : m_seats) seat.ready = seat.member.engine; // engines stay ready
    m_game = std::move(game);
    ++m_gameSerial;
    m_lastPair = {m_seats[White].member.id, m_seats[Black].member.id};
    m_lastRatings = QJsonObject();
    publishGameEvents(nowMs);
    return QString();
}

QString Room::gameAction(const QString& memberId, const QString& notSeated, int64_t nowMs,
                         const std::function<QString(RoomGame&, Side)>& action) {
    const Side side = seatOf(memberId);
    if (side == NoSide) return notSeated;
    if (!isPlaying()) return QStringLiteral("no game in progress");
    const QString error = action(*m_game, side);
    if (error.isEmpty()) publishGameEvents(nowMs);
    return error;
}

QString Room::move(const QString& memberId, const QString& turn, int turnsSeen, int64_t nowMs) {
    return gameAction(memberId, QStringLiteral("spectators cannot move"), nowMs,
                      [&](RoomGame& game, Side side) {
                          if (turnsSeen != int(game.turns().size()))
                              return QStringLiteral("stale move: the game has %1 turns, the move "
                                                    "was made after %2")
                                  .arg(game.turns().size())
                                  .arg(turnsSeen);
                          return game.play(side, turn, nowMs);
                      });
}

QString Room::secondParts(const QString& memberId, const QString& first, QJsonArray* parts) const {
    const Side side = seatOf(memberId);
    if (side == NoSide) return QStringLiteral("spectators cannot move");
    if (!isPlaying()) return QStringLiteral("no game in progress");
    return m_game->secondParts(side, first, parts);
}

QString Room::request(const QString& memberId, RequestKind kind, int64_t nowMs) {
    return gameAction(memberId, QStringLiteral("only the players make requests"), nowMs,
                      [&](RoomGame& game, Side side) { return game.request(side, kind, nowMs); });
}

QString Room::answer(const QString& memberId, bool accept, int64_t nowMs) {
    return gameAction(memberId, QStringLiteral("only the players answer requests"), nowMs,
                      [&](RoomGame& game, Side side) { return game.answer(side, accept, nowMs); });
}

QString Room::resign(const QString& memberId, int64_t nowMs) {
    return gameAction(memberId, QStringLiteral("only the players resign"), nowMs,
                      [&](RoomGame& game, Side side) { return game.resign(side, nowMs); });
}

QString Room::abort(const QString& memberId, int64_t nowMs) {
    return gameAction(memberId, QStringLiteral("only the players abort"), nowMs,
                      [&](RoomGame& game, Side side) { return game.abort(side, nowMs); });
}

QString Room::claim(const QString& memberId, bool draw, int64_t nowMs) {
    const Side side = seatOf(memberId);
    if (side == NoSide) return QStringLiteral("only the players claim");
    if (!isPlaying()) return QStringLiteral("no game in progress");
    const Seat& other = m_seats[~side];
    if (other.awaySince < 0) return QStringLiteral("your opponent is here");
    const int64_t left = other.awaySince + m_rules.graceMs - nowMs;
    if (left > 0)
        return QStringLiteral("your opponent may come back for %1 more seconds")
            .arg((left + 999) / 1000);
    const std::string gone = sideWord(~side).toStdString() + " left the game";
    m_game->end(draw ? GameResult::draw(T::Disconnection, "Draw claimed: " + gone)
                     : GameResult::win(side, T::Disconnection, gone),
                nowMs);
    publishGameEvents(nowMs);
    return QString();
}

QString Room::chat(const QString& memberId, const QString& text, int64_t nowMs) {
    (void)nowMs;
    const QString line = text.trimmed().left(ChatLength);
    if (line.isEmpty()) return QStringLiteral("an empty chat line");
    const Member* from = nullptr;
    bool spectator = false;
    if (const Side side = seatOf(memberId); side != NoSide) from = &m_seats[side].member;
    for (const Waiting& w : m_queue)
        if (w.member.id == memberId) from = &w.member;
    for (const Member& m : m_spectators)
        if (m.id == memberId) {
            from = &m;
            spectator = true;
        }
    if (!from) return QStringLiteral("you are not in room %1").arg(m_number);
    QJsonObject data{{QStringLiteral("t"), QStringLiteral("chat")},
                     {QStringLiteral("from"), from->name},
                     {QStringLiteral("text"), line}};
    // Spectators talk among themselves while a game is played: no help for the players.
    if (spectator) data[QStringLiteral("spectators")] = true;
    m_chat.push_back(data);
    if (m_chat.size() > KeptChatLines) m_chat.pop_front();
    RoomEvent event{RoomEvent::Kind::Chat, 0, data, {}, spectator};
    event.data[QStringLiteral("room")] = m_number;
    m_outbox.push_back(std::move(event));
    return QString();
}

void Room::setLag(const QString& memberId, int64_t lagMs) {
    const Side side = seatOf(memberId);
    if (side != NoSide && m_game) m_game->setLag(side, lagMs);
}

// ---------------------------------------------------------------------------------------------
// Time

int64_t Room::nextDeadlineMs() const {
    int64_t next = m_game ? m_game->nextDeadlineMs() : -1;
    const auto consider = [&next](int64_t t) {
        if (t >= 0 && (next < 0 || t < next)) next = t;
    };
    // Both players gone for five grace periods: the game ends (see expire()).
    if (isPlaying() && m_seats[White].awaySince >= 0 && m_seats[Black].awaySince >= 0)
        consider(std::max(m_seats[White].awaySince, m_seats[Black].awaySince) +
                 BothAwayGraces * m_rules.graceMs);
    // Away players lose their seat (no game) or place in the queue after the grace period.
    if (!isPlaying())
        for (const Seat& seat : m_seats)
            if (seat.member.isValid() && seat.awaySince >= 0)
                consider(seat.awaySince + m_rules.graceMs);
    for (const Waiting& w : m_queue)
        if (w.awaySince >= 0) consider(w.awaySince + m_rules.graceMs);
    return next;
}

void Room::expire(int64_t nowMs) {
    if (isPlaying()) {
        m_game->expire(nowMs);
        // Nobody left to play or to claim it for five grace periods (a restart of the server
        // gives everyone one to come back): the game ends, aborted while it could be, else
        // drawn, so that a room whose players never come back does not wait forever.
        const int64_t bothGone = std::max(m_seats[White].awaySince, m_seats[Black].awaySince);
        if (m_game && !m_game->isOver() && m_seats[White].awaySince >= 0 &&
            m_seats[Black].awaySince >= 0 && nowMs >= bothGone + BothAwayGraces * m_rules.graceMs) {
            if (m_game->isAbortable())
                m_game->abort(NoSide, nowMs);
            else
                m_game->end(GameResult::draw(T::Disconnection, "Both players left the game"),
                            nowMs);
        }
        publishGameEvents(nowMs);
    }
    bool changed = false;
    if (!isPlaying())
        for (Side s : {White, Black})
            if (m_seats[s].member.isValid() && m_seats[s].awaySince >= 0 &&
                nowMs >= m_seats[s].awaySince + m_rules.graceMs) {
                freeSeat(s);
                changed = true;
            }
    const auto gone = std::remove_if(m_queue.begin(), m_queue.end(), [&](const Waiting& w) {
        return w.awaySince >= 0 && nowMs >= w.awaySince + m_rules.graceMs;
    });
    if (gone != m_queue.end()) {
        m_queue.erase(gone, m_queue.end());
        changed = true;
    }
    if (changed) {
        fillSeatsFromQueue();
        emitSeats();
    }
}

// ---------------------------------------------------------------------------------------------
// Events

void Room::emitEvent(RoomEvent::Kind kind, QJsonObject data,
                     const std::array<QJsonObject, 2>& forSide,
                     std::vector<std::pair<QString, QJsonObject>> forMembers) {
    RoomEvent event{kind, 0, std::move(data), std::move(forMembers), false};
    for (Side s : {White, Black})
        if (!forSide[s].isEmpty() && m_seats[s].member.isValid())
            event.privateParts.emplace_back(m_seats[s].member.id, forSide[s]);
    event.data[QStringLiteral("room")] = m_number;
    if (kind != RoomEvent::Kind::Chat) {
        event.number = ++m_eventNumber;
        event.data[QStringLiteral("n")] = event.number;
        m_history.push_back(event);
        if (m_history.size() > KeptEvents) m_history.pop_front();
    }
    m_outbox.push_back(std::move(event));
}

void Room::emitSeats() {
    QJsonObject data = seatsJson();
    data[QStringLiteral("t")] = QStringLiteral("seats");
    // Each seated or queued member learns where they are now (by member, not by name: two
    // guests may share a name); spectators learn it from their join.
    std::array<QJsonObject, 2> seated;
    for (Side s : {White, Black}) seated[s][QStringLiteral("you")] = youJson(s);
    std::vector<std::pair<QString, QJsonObject>> queued;
    for (size_t i = 0; i < m_queue.size(); ++i)
        queued.emplace_back(
            m_queue[i].member.id,
            QJsonObject{{QStringLiteral("you"),
                         QJsonObject{{QStringLiteral("role"), QStringLiteral("queue")},
                                     {QStringLiteral("place"), int(i) + 1}}}});
    emitEvent(RoomEvent::Kind::Seats, data, seated, std::move(queued));
}

void Room::emitWatchers() {
    QJsonArray names;
    for (const Member& m : m_spectators) {
        if (names.size() >= 50) break;
        names.append(m.name);
    }
    emitEvent(RoomEvent::Kind::Watchers, {{QStringLiteral("t"), QStringLiteral("watchers")},
                                          {QStringLiteral("count"), watcherCount()},
                                          {QStringLiteral("names"), names}});
}

void Room::emitPresence(Side side, int64_t nowMs) {
    const Seat& seat = m_seats[side];
    QJsonObject data{{QStringLiteral("t"), QStringLiteral("presence")},
                     {QStringLiteral("side"), sideKey(side)},
                     {QStringLiteral("away"), seat.awaySince >= 0}};
    if (seat.awaySince >= 0)
        data[QStringLiteral("claimInMs")] =
            qint64(std::max<int64_t>(0, seat.awaySince + m_rules.graceMs - nowMs));
    // The clocks as they stand: a player coming back (after a restart too) sees them right.
    if (m_game) data[QStringLiteral("clock")] = clocksJson(nowMs);
    emitEvent(RoomEvent::Kind::Presence, data);
}

void Room::publishGameEvents(int64_t nowMs) {
    if (!m_game) return;
    for (const GameEvent& e : m_game->takeEvents()) {
        std::array<QJsonObject, 2> own;
        for (Side s : {White, Black}) own[s][QStringLiteral("you")] = youJson(s);
        const Side toMove = m_game->isOver() ? NoSide : m_game->sideToMove();
        if (toMove != NoSide) own[toMove][QStringLiteral("legal")] = m_game->legalMovesJson();
        switch (e.kind) {
        case GameEvent::Kind::Started: {
            QJsonObject data = gameJson(NoSide, nowMs);
            data[QStringLiteral("t")] = QStringLiteral("start");
            data[QStringLiteral("seats")] = seatsJson().value(QStringLiteral("seats"));
            emitEvent(RoomEvent::Kind::Started, data, own);
            break;
        }
        case GameEvent::Kind::Moved: {
            const int index = int(m_game->turns().size()) - 1;
            const PlayedTurn& turn = m_game->turns().back();
            QJsonObject data = turnJson(turn, index);
            data[QStringLiteral("t")] = QStringLiteral("move");
            data[QStringLiteral("side")] = sideKey(turn.side);
            data[QStringLiteral("fen")] = qs(m_game->publicBoard().fen());
            data[QStringLiteral("clock")] = clocksJson(nowMs);
            // The turn ended the game: the end event follows, and nobody should move meanwhile.
            if (m_game->isOver() && index + 1 == int(m_game->turns().size()))
                data[QStringLiteral("ends")] = true;
            addNotes(data);
            // Jieqi: what a face-down piece taken was, for its taker only.
            if (turn.capturedHidden != NoPiece)
                own[turn.side][QStringLiteral("took")] = pieceLetter(turn.capturedHidden);
            emitEvent(RoomEvent::Kind::Moved, data, own);
            break;
        }
        case GameEvent::Kind::RequestMade:
        case GameEvent::Kind::RequestSettled: {
            static const char* const states[] = {"accepted", "refused", "lapsed", "withdrawn"};
            QJsonObject data{{QStringLiteral("t"), QStringLiteral("request")},
                             {QStringLiteral("kind"), QLatin1String(requestKindName(e.request))},
                             {QStringLiteral("by"), sideKey(e.side)}};
            if (e.kind == GameEvent::Kind::RequestMade) {
                data[QStringLiteral("state")] = QStringLiteral("asked");
                data[QStringLiteral("expiresInMs")] = qint64(m_game->pendingExpiresMs() - nowMs);
            } else {
                data[QStringLiteral("state")] = QLatin1String(states[int(e.settlement)]);
            }
            emitEvent(RoomEvent::Kind::Request, data, own);
            break;
        }
        case GameEvent::Kind::TakenBack: {
            QJsonObject data{{QStringLiteral("t"), QStringLiteral("takeback")},
                             {QStringLiteral("turns"), e.count},
                             {QStringLiteral("ply"), int(m_game->turns().size())},
                             {QStringLiteral("fen"), qs(m_game->publicBoard().fen())},
                             {QStringLiteral("clock"), clocksJson(nowMs)}};
            emitEvent(RoomEvent::Kind::TakenBack, data, own);
            break;
        }
        case GameEvent::Kind::Ended: gameEnded(nowMs); break;
        }
    }
}

void Room::gameEnded(int64_t nowMs) {
    const GameResult& result = m_game->result();
    // Rated games move both players' Glicko-2 ratings (stats/glicko2.h), each game its own
    // rating period as lichess rates.
    const bool rated = m_rules.rated && !m_game->isAborted() && !result.isNone() &&
                       m_seats[White].member.registered && m_seats[Black].member.registered;
    if (rated) {
        Member& white = m_seats[White].member;
        Member& black = m_seats[Black].member;
        const auto [newWhite, newBlack] =
            stats::rateGame(white.rating, black.rating, result.scoreFor(White));
        const auto change = [](const Member& m, const stats::GlickoRating& after) {
            return QJsonObject{{QStringLiteral("before"), int(std::lround(m.rating.rating))},
                               {QStringLiteral("after"), int(std::lround(after.rating))},
                               {QStringLiteral("provisional"), stats::isProvisional(after)}};
        };
        m_lastRatings = {{QStringLiteral("white"), change(white, newWhite)},
                         {QStringLiteral("black"), change(black, newBlack)}};
        white.rating = newWhite;
        black.rating = newBlack;
    }
    QJsonObject data = resultJson();
    data[QStringLiteral("t")] = QStringLiteral("end");
    data[QStringLiteral("clock")] = clocksJson(nowMs);
    std::array<QJsonObject, 2> own;
    for (Side s : {White, Black}) own[s][QStringLiteral("you")] = youJson(s);
    emitEvent(RoomEvent::Kind::Ended, data, own);
    // Players who are gone lose their seats now; the queue moves up.
    bool changed = false;
    for (Side s : {White, Black})
        if (m_seats[s].member.isValid() && m_seats[s].awaySince >= 0 &&
            nowMs >= m_seats[s].awaySince + m_rules.graceMs) {
            freeSeat(s);
            changed = true;
        }
    // The seats show the new ratings, and the queue moves up.
    if (changed || !m_queue.empty() || rated) {
        fillSeatsFromQueue();
        emitSeats();
    }
}

std::vector<RoomEvent> Room::takeEvents() {
    std::vector<RoomEvent> events;
    events.swap(m_outbox);
    return events;
}

bool Room::eventsSince(qint64 number, std::vector<const RoomEvent*>& out) const {
    out.clear();
    if (number >= m_eventNumber) return number == m_eventNumber;
    if (m_history.empty() || m_history.front().number > number + 1) return false;
    for (const RoomEvent& e : m_history)
        if (e.number > number) out.push_back(&e);
    return true;
}

QJsonObject Room::render(const RoomEvent& event, const QString& memberId) const {
    for (const auto& [id, part] : event.privateParts) {
        if (id != memberId) continue;
        QJsonObject data = event.data;
        for (auto it = part.begin(); it != part.end(); ++it) data.insert(it.key(), it.value());
        return data;
    }
    return event.data;
}

} // namespace arbiter::online
