// GameServer: rooms brought back from the database (docs/online.md, "Persistence"): every
// stored room at start-up (one process), or in a cluster (cluster.h) one room when a client
// joins it and this process takes its lock: a room a dead process played goes on here.
#include "cluster.h"
#include "gameserver.h"
#include "online/roomrules.h"
#include "storage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cstdio>

namespace arbiter::server {

using online::ClientMessage;

namespace {
const QString kRoomRow = QStringLiteral("SELECT rules, state FROM rooms WHERE number = ?");
const QString kLastSerial = QStringLiteral("SELECT MAX(serial) FROM games WHERE room = ?");
const QString kMoves = QStringLiteral(
    "SELECT side, move, used_ms, clocks FROM moves WHERE room = ? AND serial = ? ORDER BY ply");

QJsonObject jsonObject(const QString& text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// The stored turns of a game (moves rows) as the library replays them.
std::vector<online::PlayedTurn> turnsFromRows(const std::vector<QVariantList>& rows) {
    std::vector<online::PlayedTurn> turns;
    for (const QVariantList& m : rows) {
        online::PlayedTurn turn;
        turn.side = m[0].toInt() == 1 ? Black : White;
        turn.text = m[1].toString();
        turn.usedMs = m[2].toLongLong();
        const QJsonArray clocks = QJsonDocument::fromJson(m[3].toString().toUtf8()).array();
        for (Side s : {White, Black}) {
            const QJsonObject c = clocks.at(s).toObject();
            turn.clocks[s] = {c.value(QStringLiteral("ms")).toInteger(),
                              c.value(QStringLiteral("periods")).toInt(),
                              c.value(QStringLiteral("moves")).toInt()};
        }
        turns.push_back(std::move(turn));
    }
    return turns;
}

// A room's game number whose turns are stored, or 0 when the room has no game.
int storedGame(const QJsonObject& state) {
    return state.contains(QStringLiteral("game")) ? state.value(QStringLiteral("serial")).toInt()
                                                  : 0;
}

void warnLeftOut(qint64 number, const QString& reason) {
    std::fprintf(stderr,
                 "arbiter-server: room %lld is left out: %s (its rows stay in the database)\n",
                 static_cast<long long>(number), qPrintable(reason));
}
} // namespace

void GameServer::setCluster(Cluster* cluster) {
    m_cluster = cluster;
    connect(cluster, &Cluster::linesWanted, this, &GameServer::tellEveryLine);
    connect(cluster, &Cluster::handOverWanted, this, &GameServer::handOver);
    connect(cluster, &Cluster::roomGone, this, &GameServer::onRoomGone);
}

bool GameServer::restore(QString* error) {
    // A cluster's rooms come back one by one, where their clients go (loadRoom).
    if (m_cluster) return true;
    const StorageResult serials = m_storage->runNow(
        {{QStringLiteral("SELECT room, MAX(serial) FROM games GROUP BY room"), {}}});
    if (!serials.ok) {
        *error = serials.error;
        return false;
    }
    for (const QVariantList& row : serials.rows)
        m_lastSerials[row[0].toLongLong()] = row[1].toInt();
    const StorageResult rooms =
        m_storage->runNow({{QStringLiteral("SELECT number, rules, state FROM rooms"), {}}});
    if (!rooms.ok) {
        *error = rooms.error;
        return false;
    }
    for (const QVariantList& row : rooms.rows) {
        const qint64 number = row[0].toLongLong();
        const QString state = row[2].toString();
        std::vector<QVariantList> moves;
        if (const int serial = storedGame(jsonObject(state)))
            moves = m_storage->runNow({{kMoves, {number, serial}}}).rows;
        QString why;
        // A room that cannot come back (damaged rows) is left out with a warning, its rows kept
        // for a person to look at: the other rooms come back, and the server starts.
        if (!restoreRoom(number, row[1].toString(), state, moves, &why)) warnLeftOut(number, why);
    }
    return true;
}

bool GameServer::restoreRoom(qint64 number, const QString& rulesText, const QString& stateText,
                             const std::vector<QVariantList>& moveRows, QString* why) {
    online::RoomRules rules = m_settings.defaultRules;
    if (!online::parseRoomRules(jsonObject(rulesText), rules, why)) {
        *why = QStringLiteral("stored rules: ") + *why;
        return false;
    }
    auto room = online::Room::restore(number, rules, jsonObject(stateText), turnsFromRows(moveRows),
                                      now(), why);
    if (!room) return false;
    RoomHost* host = addRoom(std::move(room));
    host->setStored();
    if (const online::Member* engine = host->room().seatedEngine())
        restoreEngineSeat(host, *engine);
    // Stores what the restart changed (everyone away, the events that say so).
    host->commit();
    return true;
}

void GameServer::loadRoom(ClientConnection* c, const ClientMessage& m) {
    auto& waiting = m_loading[m.room];
    waiting.append({QPointer<ClientConnection>(c), m});
    if (waiting.size() > 1) return; // asked for already
    lockAndRead(m.room);
}

void GameServer::lockAndRead(qint64 number) {
    if (auto asking = m_asking.find(number); asking != m_asking.end()) {
        asking->inFlight = true;
        ++asking->tries;
    }
    StorageJob job;
    job.mustSucceed = false;
    job.keepEachResult = true;
    // The lock first: the rows are read after it, so they hold every commit of the process
    // that held it before (its session, and so its last transaction, ended first).
    job.statements = {Cluster::tryLock(number), {kRoomRow, {number}}, {kLastSerial, {number}}};
    job.done = [this, number](const StorageResult& result) { onRoomLocked(number, result); };
    m_storage->submit(std::move(job));
}

void GameServer::onRoomLocked(qint64 number, const StorageResult& result) {
    const bool locked =
        !result.each.empty() && !result.each[0].empty() && result.each[0][0].value(0).toBool();
    if (locked) m_held.insert(number);
    if (auto asking = m_asking.find(number); asking != m_asking.end()) asking->inFlight = false;
    if (!result.ok) {
        m_asking.remove(number);
        roomReady(number,
                  QStringLiteral("room %1 cannot be read: %2").arg(number).arg(result.error));
        return;
    }
    if (!locked) {
        if (awaitHandOver(number)) return;
        const auto& remote = m_cluster->remoteRooms();
        const auto it = remote.find(number);
        roomReady(number, it == remote.end()
                              ? QStringLiteral("room %1 is played on another server").arg(number)
                              : QStringLiteral("room %1 is played on another server (%2)")
                                    .arg(number)
                                    .arg(it->second.server));
        return;
    }
    if (m_asking.remove(number)) {
        m_handedIn[number] = now();
        std::fprintf(stderr, "arbiter-server: room %lld was handed over to this process\n",
                     static_cast<long long>(number));
    }
    m_lastSerials[number] = std::max(m_lastSerials.value(number),
                                     result.each[2].empty() ? 0 : result.each[2][0][0].toInt());
    if (result.each[1].empty()) {
        roomReady(number, QString()); // a new room: the join makes it
        return;
    }
    const QString rules = result.each[1][0][0].toString();
    const QString state = result.each[1][0][1].toString();
    const auto restored = [this, number, rules, state](const std::vector<QVariantList>& moves) {
        QString why;
        if (!restoreRoom(number, rules, state, moves, &why)) {
            warnLeftOut(number, why);
            roomReady(number,
                      QStringLiteral("room %1 cannot be brought back: %2").arg(number).arg(why));
            return;
        }
        roomReady(number, QString());
    };
    const int serial = storedGame(jsonObject(state));
    if (!serial) {
        restored({});
        return;
    }
    StorageJob moves;
    moves.mustSucceed = false;
    moves.statements = {{kMoves, {number, serial}}};
    moves.done = [restored](const StorageResult& r) { restored(r.rows); };
    m_storage->submit(std::move(moves));
}

void GameServer::roomReady(qint64 number, const QString& error) {
    const auto waiting = m_loading.take(number);
    for (const auto& [client, m] : waiting) {
        if (!client) continue;
        if (!error.isEmpty())
            client->sendError(m.id, error, QStringLiteral("join"));
        else
            join(client, m);
    }
    // A lock held for nothing (the joins failed, or their clients went): given back.
    if (m_held.contains(number) && m_rooms.find(number) == m_rooms.end()) releaseRoom(number);
}

void GameServer::releaseRoom(qint64 number) {
    m_handedIn.remove(number);
    if (!m_held.remove(number)) return;
    // After the commit of every write for the room submitted so far (StorageJob::afterCommit):
    // the next holder reads them all. The others hear that it is gone once it is free.
    StorageJob job;
    job.afterCommit.push_back(Cluster::unlock(number));
    m_cluster->tell(job.afterCommit, number, nullptr);
    m_storage->submit(std::move(job));
}

void GameServer::tellEveryLine() {
    if (m_rooms.empty()) return;
    StorageJob job;
    for (const auto& [number, host] : m_rooms) {
        const QJsonObject line = host->room().summary();
        m_cluster->tell(job.statements, number, &line);
    }
    m_storage->submit(std::move(job));
}

} // namespace arbiter::server
