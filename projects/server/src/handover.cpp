// GameServer: a room goes back to its home process (docs/online.md, "Running it for a club").
// nginx sends every connection of room N to one process, the one its consistent hash picks
// (`hash $arg_room consistent`). When that process dies another one takes the room over; when
// it comes back (systemd restarts it) the hash points at it again, and a client of the room that
// connects anew reaches it while the other process still holds the room. A plain refusal there
// would lock that client out of its game for good; instead the process asks the holder for the
// room (Cluster::askHandOver), the holder commits what it was storing, closes the room's
// connections as a server going away (the clients connect again, through nginx, and land here)
// and gives the room's lock back; this process takes it and loads the room from its rows as any
// lazy load does. Every acknowledged turn is in those rows: the holder gives the lock back only
// after the commit of its last writes for the room (StorageJob::afterCommit).
//
// Only a join that came through the proxy for its own room asks (ClientConnection::proxiedRoom:
// nginx sets X-Arbiter-Proxied, and the connection's ?room= is the room joined): then nginx's
// hash chose this process for the room, and every other connection of the room will come here
// too. A direct connection (or one that names another room) keeps the plain refusal, so that two
// clients that reach two processes directly can never make a room go back and forth between
// them. A room that came by a hand-over is not handed on for kHandBackGuardMs (the ping-pong
// guard): an upstream that nginx marks down and up again cannot make rooms bounce; a request in
// that time is ignored and the asking process refuses its join after kHandOverWaitMs, as
// before. A client can send the header itself when it reaches a process directly: in a
// cluster the processes listen on loopback or private addresses behind nginx only, and nginx
// overwrites the header (proxy_set_header).
#include "cluster.h"
#include "gameserver.h"
#include "storage.h"

#include <QTimer>
#include <cstdio>

namespace arbiter::server {

namespace {
constexpr int64_t kHandOverWaitMs = 5000; // the asking process's joins wait this long at most
constexpr int kHandOverPollMs = 250;      // the lock is tried this often meanwhile
constexpr int64_t kHandBackGuardMs = 10000;
} // namespace

bool GameServer::wantsHandOver(qint64 number) const {
    for (const auto& [client, m] : m_loading.value(number))
        if (client && client->proxiedRoom() == number) return true;
    return false;
}

bool GameServer::awaitHandOver(qint64 number) {
    auto it = m_asking.find(number);
    if (!wantsHandOver(number) || (it != m_asking.end() && now() - it->since >= kHandOverWaitMs)) {
        // Nobody left to ask for (only direct joins, or their clients went), or asked long
        // enough: the joins are refused.
        if (it != m_asking.end()) m_asking.erase(it);
        return false;
    }
    if (it == m_asking.end()) {
        it = m_asking.insert(number, HandOverWait{now()});
        m_cluster->askHandOver(number);
    }
    if (it->again) {
        it->again = false;
        lockAndRead(number);
        return true;
    }
    // Polled too: the holder's "gone" may come before this try was answered, or be lost.
    QTimer::singleShot(kHandOverPollMs, this, [this, number, tries = it->tries] {
        const auto w = m_asking.find(number);
        if (w != m_asking.end() && w->tries == tries && !w->inFlight) lockAndRead(number);
    });
    return true;
}

void GameServer::onRoomGone(qint64 number) {
    const auto it = m_asking.find(number);
    if (it == m_asking.end()) return;
    if (it->inFlight)
        it->again = true; // tried once that try is answered
    else
        lockAndRead(number);
}

void GameServer::handOver(qint64 number, const QString& to) {
    if (!m_held.contains(number) || m_handingOver.contains(number) ||
        m_rooms.find(number) == m_rooms.end())
        return; // not this process's room (the request goes to every process)
    if (const auto in = m_handedIn.constFind(number);
        in != m_handedIn.cend() && now() - *in < kHandBackGuardMs) {
        std::fprintf(stderr,
                     "arbiter-server: room %lld stays here: %s asks for it, but it was handed "
                     "over to this process %lld ms ago\n",
                     static_cast<long long>(number), qPrintable(to),
                     static_cast<long long>(now() - *in));
        return;
    }
    m_handingOver.insert(number);
    // After every job submitted so far: the room's writes under way are committed and their
    // answers sent (the last acknowledgements reach the clients before their connections
    // close).
    StorageJob barrier;
    barrier.done = [this, number, to](const StorageResult&) { finishHandOver(number, to); };
    m_storage->submit(std::move(barrier));
}

void GameServer::finishHandOver(qint64 number, const QString& to) {
    m_handingOver.remove(number);
    const auto it = m_rooms.find(number);
    if (it == m_rooms.end() || !m_held.contains(number)) return; // forgotten meanwhile
    RoomHost* host = it->second.get();
    host->disconnect(this);
    host->dropEngineSeat(); // its process stops; the new holder starts one (restoreRoom)
    const QString why = QStringLiteral("room %1 moved to another server").arg(number);
    for (ClientConnection* c : host->connections()) {
        host->detach(c);
        // A connection in this room only is closed, and its client connects again (the GUI,
        // the browser page and arbiter-cli do after any close) through nginx to the room's
        // home. One also in other rooms here keeps them and is told.
        if (c->rooms().isEmpty())
            c->closeGoingAway(why);
        else
            c->sendError(-1, why + QStringLiteral(": join it again on a connection for it"),
                         QStringLiteral("join"));
    }
    m_lastSerials[number] = host->room().gameSerial();
    // Destroyed now (not later): its deadline timer must not store anything after the lock is
    // given back. Whatever it submitted before this is committed before the lock goes back.
    std::unique_ptr<RoomHost> gone = std::move(it->second);
    m_rooms.erase(it);
    gone.reset();
    releaseRoom(number);
    std::fprintf(stderr, "arbiter-server: room %lld handed over to %s\n",
                 static_cast<long long>(number), qPrintable(to));
}

} // namespace arbiter::server
