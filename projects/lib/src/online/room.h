// One room of the online server (docs/online.md): two seats, a queue of players waiting for a
// seat, spectators, and the room's game (online/roomgame.h). Players sit down, say they are
// ready, play; the game starts when both seated players are ready; the next game between the
// same two swaps their colours; a seat that is left goes to the first in the queue. A player
// whose connection is gone keeps the seat for the grace period; after it the opponent may
// claim the game (won or drawn). A seat may hold an engine of the server (seatEngine()): it is
// never away and always ready between games; the server plays it (docs/online.md, "Engines in
// rooms").
//
// The room is the whole logic of a room and nothing of the network: the server calls it with
// the member who acts and the server's monotonic time, and collects the numbered RoomEvents
// each call produced (takeEvents()). Each event holds what everyone may see and what only one
// side's player may see (jieqi: what a face-down piece taken was; the player's own request
// counts); render() gives one viewer's copy. Like RoomGame it reads no clock, so tests fire its
// time limits at once.
#pragma once

#include "online/member.h"
#include "online/roomgame.h"

#include <QJsonArray>
#include <QJsonObject>
#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace arbiter::online {

struct RoomEvent {
    // What the server does with it besides sending it: store a turn, a game's start or end.
    enum class Kind {
        Seats,     // seats, ready marks or the queue changed
        Watchers,  // spectators came or went
        Presence,  // a seated player's connection came or went
        Started,   // a game began
        Moved,     // a turn was played
        Request,   // a request was made or settled
        TakenBack, // turns were taken back
        Ended,     // the game ended
        Chat,      // not numbered, not kept for resync
    };
    Kind kind;
    qint64 number = 0; // 0: not numbered (chat)
    QJsonObject data;  // for every viewer
    // Added for one member only (by member id, not by seat: a later game may seat them the
    // other way round, and a client that catches up must not read the other player's part).
    std::vector<std::pair<QString, QJsonObject>> privateParts;
    bool spectatorsOnly = false; // spectators' chat
};

class Room {
public:
    enum class Role { Player, Spectator };

    Room(qint64 number, const RoomRules& rules);
    ~Room();

    qint64 number() const { return m_number; }
    const RoomRules& rules() const { return m_rules; }
    // Where a new game's jieqi deal comes from (tests make it repeatable); a random number by
    // default.
    void setSeedSource(std::function<uint64_t()> source) { m_seeds = std::move(source); }

    // ---- Members: an empty string when done, else why not ----
    QString join(const Member& member, Role role, int64_t nowMs);
    QString leave(const QString& memberId, int64_t nowMs);
    // The member's last connection closed (false) or one came back (true).
    void setConnected(const QString& memberId, bool connected, int64_t nowMs);
    bool isPresent(const QString& memberId) const; // seated, queued or watching, and connected
    bool contains(const QString& memberId) const;
    bool isSpectator(const QString& memberId) const;
    // The seat of a member, NoSide when not seated.
    Side seatOf(const QString& memberId) const;
    const Member* seated(Side side) const;
    int queueLength() const { return int(m_queue.size()); }
    int watcherCount() const { return int(m_spectators.size()); }
    // Nobody but an engine is in the room: no person seated, queued or watching.
    bool isEmpty() const;
    // The member whose first join made the room (they may seat an engine without sitting down).
    void setCreator(const QString& memberId) { m_creator = memberId; }
    const QString& creator() const { return m_creator; }

    // ---- Engines (docs/online.md, "Engines in rooms") ----
    // Why `byMemberId` may not seat an engine now, empty when they may: a seated player or the
    // room's creator, no game in progress, a free seat, and no engine in the room yet (one a
    // room: the server's CPU is for games against people).
    QString canSeatEngine(const QString& byMemberId) const;
    // Seats the engine (a Member with `engine` set) in the free seat, ready at once; the game
    // starts when the other seated player is ready too.
    QString seatEngine(const QString& byMemberId, const Member& engine, int64_t nowMs);
    // The engine leaves its seat, between games only (in a game its opponent resigns instead).
    QString unseatEngine(const QString& byMemberId, int64_t nowMs);
    // The engine in a seat, null when none.
    const Member* seatedEngine() const;
    // The seated member's game in progress is lost (an engine that crashed, hung or made an
    // illegal move): `why` follows the side's name in the reason ("Red's engine crashed").
    void forfeit(const QString& memberId, GameResult::Termination termination,
                 const std::string& why, int64_t nowMs);
    // The engine is gone for good (it cannot be started): a game in progress is lost, its seat
    // freed.
    void removeEngine(int64_t nowMs);

    // ---- Play ----
    QString setReady(const QString& memberId, bool ready, int64_t nowMs);
    // Ready for the next game against the same opponent, who sees the offer in the seats' ready
    // marks; the game starts, colours swapped, when both have asked.
    QString rematch(const QString& memberId, int64_t nowMs);
    // `turnsSeen`: how many turns the client has seen; a turn sent on an older position is
    // stale and refused.
    QString move(const QString& memberId, const QString& turn, int turnsSeen, int64_t nowMs);
    // For the player to move in a turn of two parts: the second parts its first part allows
    // (RoomGame::secondParts). Changes nothing.
    QString secondParts(const QString& memberId, const QString& first, QJsonArray* parts) const;
    QString request(const QString& memberId, RequestKind kind, int64_t nowMs);
    QString answer(const QString& memberId, bool accept, int64_t nowMs);
    QString resign(const QString& memberId, int64_t nowMs);
    QString abort(const QString& memberId, int64_t nowMs);
    // After the opponent has been away for the grace period: the game won, or drawn.
    QString claim(const QString& memberId, bool draw, int64_t nowMs);
    QString chat(const QString& memberId, const QString& text, int64_t nowMs);
    void setLag(const QString& memberId, int64_t lagMs);

    // ---- Time ----
    int64_t nextDeadlineMs() const;
    void expire(int64_t nowMs);

    // ---- What happened ----
    std::vector<RoomEvent> takeEvents();
    qint64 lastEventNumber() const { return m_eventNumber; }
    // The numbered events after `number` still kept (the last 50), for a client that comes back;
    // false when some are no longer kept (it gets a snapshot instead).
    bool eventsSince(qint64 number, std::vector<const RoomEvent*>& out) const;
    // An event as `memberId` sees it.
    QJsonObject render(const RoomEvent& event, const QString& memberId) const;
    // The whole room as `memberId` sees it now.
    QJsonObject snapshot(const QString& memberId, int64_t nowMs) const;
    // The lobby's line of the room: rule set, time control, players, watchers, state.
    QJsonObject summary() const;

    const RoomGame* game() const { return m_game.get(); }
    int gameSerial() const { return m_gameSerial; }
    // A new room with a number used before: its games are numbered on from the last one stored.
    void continueSerialsFrom(int lastSerial) { m_gameSerial = std::max(m_gameSerial, lastSerial); }
    bool isPlaying() const { return m_game && !m_game->isOver(); }
    // The PGN of the room's current or last game, with the players' names and the room.
    QString gamePgn(const QString& site) const;

    // ---- Persistence (docs/online.md) ----
    QJsonObject saveState(int64_t nowMs) const;
    // A room as saved, its game replayed from its stored turns; everyone is away from nowMs
    // (their grace starts again) and nobody watches.
    static std::unique_ptr<Room> restore(qint64 number, const RoomRules& rules,
                                         const QJsonObject& state,
                                         const std::vector<PlayedTurn>& turns, int64_t nowMs,
                                         QString* error);

private:
    struct Seat {
        Member member; // id empty: free
        bool ready = false;
        int64_t awaySince = -1; // -1: connected
    };
    struct Waiting {
        Member member;
        int64_t awaySince = -1;
    };

    Seat* seatFor(const QString& memberId, Side* side = nullptr);
    // `forSide`: what the player of each side (now) may see besides `data`; `forMembers`: what
    // other members may (the queue's places).
    void emitEvent(RoomEvent::Kind kind, QJsonObject data,
                   const std::array<QJsonObject, 2>& forSide = {},
                   std::vector<std::pair<QString, QJsonObject>> forMembers = {});
    void emitSeats();
    void emitWatchers();
    void emitPresence(Side side, int64_t nowMs);
    void fillSeatsFromQueue();
    // Starts a game when both seated players are ready; why not when it cannot.
    QString maybeStartGame(int64_t nowMs);
    void publishGameEvents(int64_t nowMs);
    void gameEnded(int64_t nowMs);
    void freeSeat(Side side);
    QJsonObject seatsJson() const;
    QJsonObject clocksJson(int64_t nowMs) const;
    // The player's own limits and what they may do now (buttons).
    QJsonObject youJson(Side side) const;
    QJsonObject resultJson() const;
    QJsonObject gameJson(Side viewer, int64_t nowMs) const;
    QJsonObject turnJson(const PlayedTurn& turn, int index) const;
    // What the judges tell the players now (warnings, counters), added to an event.
    void addNotes(QJsonObject& o) const;
    // A seated player's action on the game in progress; `notSeated`: the refusal for others.
    QString gameAction(const QString& memberId, const QString& notSeated, int64_t nowMs,
                       const std::function<QString(RoomGame&, Side)>& action);
    QString sideWord(Side side) const;

    qint64 m_number;
    RoomRules m_rules;
    std::function<uint64_t()> m_seeds;
    std::array<Seat, 2> m_seats;
    std::vector<Waiting> m_queue;
    std::vector<Member> m_spectators;
    std::unique_ptr<RoomGame> m_game;
    int m_gameSerial = 0;
    // The two who played the last game (their ids, by colour): the next game between them swaps.
    std::array<QString, 2> m_lastPair;
    QJsonObject m_lastRatings; // rating changes of the last game
    qint64 m_eventNumber = 0;
    std::deque<RoomEvent> m_history; // the last numbered events
    std::vector<RoomEvent> m_outbox;
    std::deque<QJsonObject> m_chat; // recent chat lines for snapshots
    QString m_creator;
};

} // namespace arbiter::online
