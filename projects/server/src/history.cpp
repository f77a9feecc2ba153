// GameServer: a registered player's played games and records collection (docs/online.md,
// "Players"), each exportable as PGN.
#include "gameserver.h"
#include "pgn/pgnreader.h"
#include "storage.h"

#include <QJsonArray>
#include <QPointer>

namespace arbiter::server {

using online::ClientMessage;

namespace {
QString nowText() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

qint64 playerNumberOf(const ClientConnection* c) {
    return c->member().id.mid(1).toLongLong();
}

// Sends {"t": type, "id": .., key: value}.
void answer(ClientConnection* c, qint64 id, const QString& type, const QJsonObject& fields) {
    QJsonObject o = fields;
    o[QStringLiteral("t")] = type;
    if (id >= 0) o[QStringLiteral("id")] = id;
    c->send(o);
}
} // namespace

void GameServer::games(ClientConnection* c, const ClientMessage& m) {
    // Another player's games by name, or one's own.
    if (m.name.isEmpty() && !requireRegistered(c, m)) return;
    const QString key = m.name.isEmpty() ? c->member().name.toCaseFolded() : m.name.toCaseFolded();
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral(
             "SELECT g.room, g.serial, g.variant, g.time_control, g.rated, g.white_name, "
             "g.black_name, g.result, g.reason, g.started_at FROM games g JOIN players p "
             "ON p.id = g.white_player OR p.id = g.black_player WHERE p.name_key = ? AND "
             "g.ended_at IS NOT NULL AND g.termination <> 'aborted' "
             "ORDER BY g.started_at DESC, g.room, g.serial LIMIT ? OFFSET ?"),
         {key, m.limit, std::max<qint64>(0, m.number)}});
    QPointer<ClientConnection> client(c);
    job.done = [client, id = m.id](const StorageResult& result) {
        if (!client) return;
        QJsonArray list;
        for (const QVariantList& r : result.rows)
            list.append(QJsonObject{{QStringLiteral("room"), r[0].toLongLong()},
                                    {QStringLiteral("game"), r[1].toInt()},
                                    {QStringLiteral("variant"), r[2].toString()},
                                    {QStringLiteral("timeControl"), r[3].toString()},
                                    {QStringLiteral("rated"), r[4].toInt() != 0},
                                    {QStringLiteral("white"), r[5].toString()},
                                    {QStringLiteral("black"), r[6].toString()},
                                    {QStringLiteral("result"), r[7].toString()},
                                    {QStringLiteral("reason"), r[8].toString()},
                                    {QStringLiteral("date"), r[9].toString()}});
        answer(client, id, QStringLiteral("games"), {{QStringLiteral("games"), list}});
    };
    m_storage->submit(std::move(job));
}

void GameServer::gamePgn(ClientConnection* c, const ClientMessage& m) {
    // A game in progress is read from its room; a finished one from the database.
    if (auto it = m_rooms.find(m.room); it != m_rooms.end()) {
        const online::Room& room = it->second->room();
        if (room.gameSerial() == int(m.number) && room.isPlaying()) {
            answer(c, m.id, QStringLiteral("pgn"),
                   {{QStringLiteral("room"), m.room},
                    {QStringLiteral("game"), m.number},
                    {QStringLiteral("pgn"), room.gamePgn(m_settings.site)}});
            return;
        }
    }
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("SELECT pgn FROM games WHERE room = ? AND serial = ? AND pgn IS NOT NULL"),
         {m.room, m.number}});
    QPointer<ClientConnection> client(c);
    job.done = [client, m](const StorageResult& result) {
        if (!client) return;
        if (result.rows.empty()) {
            client->sendError(m.id,
                              QStringLiteral("no game %1 of room %2").arg(m.number).arg(m.room),
                              QStringLiteral("game"));
            return;
        }
        answer(client, m.id, QStringLiteral("pgn"),
               {{QStringLiteral("room"), m.room},
                {QStringLiteral("game"), m.number},
                {QStringLiteral("pgn"), result.rows.front()[0].toString()}});
    };
    m_storage->submit(std::move(job));
}

void GameServer::records(ClientConnection* c, const ClientMessage& m) {
    if (!requireRegistered(c, m)) return;
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back({QStringLiteral("SELECT id, title, created_at FROM records WHERE "
                                             "player_id = ? ORDER BY id DESC"),
                              {playerNumberOf(c)}});
    QPointer<ClientConnection> client(c);
    job.done = [client, id = m.id](const StorageResult& result) {
        if (!client) return;
        QJsonArray list;
        for (const QVariantList& r : result.rows)
            list.append(QJsonObject{{QStringLiteral("record"), r[0].toLongLong()},
                                    {QStringLiteral("title"), r[1].toString()},
                                    {QStringLiteral("date"), r[2].toString()}});
        answer(client, id, QStringLiteral("records"), {{QStringLiteral("records"), list}});
    };
    m_storage->submit(std::move(job));
}

void GameServer::saveRecord(ClientConnection* c, const ClientMessage& m) {
    if (!requireRegistered(c, m)) return;
    // Only what reads as PGN is kept: the collection exports what it stores.
    PgnReader reader;
    const std::string text = m.text.toStdString();
    reader.setData(text);
    PgnGame game;
    int count = 0;
    for (;;) {
        const PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::Error) {
            c->sendError(m.id,
                         QStringLiteral("not PGN: ") +
                             QString::fromStdString(reader.error().toString()),
                         QStringLiteral("saveRecord"));
            return;
        }
        if (status != PgnReader::Status::Game) break;
        ++count;
    }
    if (count == 0) {
        c->sendError(m.id, QStringLiteral("not PGN: no game in it"), QStringLiteral("saveRecord"));
        return;
    }
    QString title = m.title.trimmed();
    if (title.isEmpty()) {
        reader.setData(text);
        reader.readGame(game);
        title = QStringLiteral("%1 - %2").arg(QString::fromStdString(game.tag("White")),
                                              QString::fromStdString(game.tag("Black")));
    }
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("INSERT INTO records (player_id, title, pgn, created_at) "
                        "VALUES (?, ?, ?, ?) RETURNING id"),
         {playerNumberOf(c), title, m.text, nowText()}});
    QPointer<ClientConnection> client(c);
    job.done = [client, id = m.id, count](const StorageResult& result) {
        if (!client) return;
        if (!result.ok || result.rows.empty()) {
            client->sendError(id, QStringLiteral("the record was not saved: ") + result.error,
                              QStringLiteral("saveRecord"));
            return;
        }
        answer(client, id, QStringLiteral("saved"),
               {{QStringLiteral("record"), result.rows.front()[0].toLongLong()},
                {QStringLiteral("games"), count}});
    };
    m_storage->submit(std::move(job));
}

void GameServer::deleteRecord(ClientConnection* c, const ClientMessage& m) {
    if (!requireRegistered(c, m)) return;
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("DELETE FROM records WHERE id = ? AND player_id = ? RETURNING id"),
         {m.number, playerNumberOf(c)}});
    QPointer<ClientConnection> client(c);
    job.done = [client, m](const StorageResult& result) {
        if (!client) return;
        if (result.rows.empty())
            client->sendError(m.id, QStringLiteral("no record %1 of yours").arg(m.number),
                              QStringLiteral("deleteRecord"));
        else
            client->sendOk(m.id);
    };
    m_storage->submit(std::move(job));
}

void GameServer::getRecord(ClientConnection* c, const ClientMessage& m) {
    if (!requireRegistered(c, m)) return;
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("SELECT title, pgn FROM records WHERE id = ? AND player_id = ?"),
         {m.number, playerNumberOf(c)}});
    QPointer<ClientConnection> client(c);
    job.done = [client, m](const StorageResult& result) {
        if (!client) return;
        if (result.rows.empty()) {
            client->sendError(m.id, QStringLiteral("no record %1 of yours").arg(m.number),
                              QStringLiteral("record"));
            return;
        }
        answer(client, m.id, QStringLiteral("record"),
               {{QStringLiteral("record"), m.number},
                {QStringLiteral("title"), result.rows.front()[0].toString()},
                {QStringLiteral("pgn"), result.rows.front()[1].toString()}});
    };
    m_storage->submit(std::move(job));
}

} // namespace arbiter::server
