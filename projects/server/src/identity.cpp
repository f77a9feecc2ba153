// GameServer: who a client is (docs/online.md, "Players"): a guest with a name, a registered
// player (password hashed off the event loop's thread, accounts.h), or the session of an
// earlier connection, which brings a dropped client back to its seat.
#include "accounts.h"
#include "gameserver.h"
#include "storage.h"

#include <QPointer>
#include <QThreadPool>

namespace arbiter::server {

using online::ClientMessage;

namespace {
const QString kPlayerColumns =
    QStringLiteral("id, name, avatar IS NOT NULL, rating, deviation, volatility");

QString nowText() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
} // namespace

online::Member GameServer::playerMember(const QVariantList& row) {
    online::Member m;
    m.id = QLatin1Char('p') + QString::number(row[0].toLongLong());
    m.name = row[1].toString();
    m.hasAvatar = row[2].toBool();
    m.registered = true;
    m.rating.rating = row[3].toDouble();
    m.rating.deviation = row[4].toDouble();
    m.rating.volatility = row[5].toDouble();
    return m;
}

void GameServer::sendIdentity(ClientConnection* c, qint64 id) {
    QJsonObject answer = c->member().toJson();
    answer[QStringLiteral("t")] = QStringLiteral("identity");
    answer[QStringLiteral("token")] = c->token();
    if (id >= 0) answer[QStringLiteral("id")] = id;
    c->send(answer);
}

void GameServer::identify(ClientConnection* c, qint64 id, const online::Member& member) {
    const QString token = newSessionToken();
    StorageJob job;
    job.statements.push_back(
        {QStringLiteral("INSERT INTO sessions (token_hash, member_id, name, player_id, created_at) "
                        "VALUES (?, ?, ?, ?, ?)"),
         {sessionTokenHash(token), member.id, member.name,
          member.registered ? QVariant(member.id.mid(1).toLongLong())
                            : QVariant(QMetaType(QMetaType::LongLong)),
          nowText()}});
    QPointer<ClientConnection> client(c);
    job.done = [this, client, id, member, token](const StorageResult&) {
        if (!client) return;
        client->setMember(member, token);
        sendIdentity(client, id);
    };
    m_storage->submit(std::move(job));
}

// An identified connection keeps its identity until it logs out: its seats are its own.
static bool alreadyIdentified(ClientConnection* c, const ClientMessage& m) {
    if (!c->isIdentified()) return false;
    c->sendError(m.id,
                 QStringLiteral("already identified as %1: log out first").arg(c->member().name),
                 QLatin1String(online::messageTypeName(m.type)));
    return true;
}

void GameServer::guest(ClientConnection* c, const ClientMessage& m) {
    if (alreadyIdentified(c, m)) return;
    QString why;
    if (!online::isValidPlayerName(m.name, &why)) {
        c->sendError(m.id, QStringLiteral("name '%1': %2").arg(m.name, why),
                     QStringLiteral("guest"));
        return;
    }
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("SELECT 1 FROM players WHERE name_key = ?"), {m.name.toCaseFolded()}});
    QPointer<ClientConnection> client(c);
    job.done = [this, client, m](const StorageResult& result) {
        if (!client) return;
        if (!result.rows.empty()) {
            client->sendError(m.id,
                              QStringLiteral("'%1' is a registered player's name: log in, or "
                                             "choose another")
                                  .arg(m.name),
                              QStringLiteral("guest"));
            return;
        }
        online::Member member;
        member.id = newGuestId();
        member.name = m.name;
        identify(client, m.id, member);
    };
    m_storage->submit(std::move(job));
}

void GameServer::registerPlayer(ClientConnection* c, const ClientMessage& m) {
    if (alreadyIdentified(c, m)) return;
    QString why;
    if (!online::isValidPlayerName(m.name, &why)) {
        c->sendError(m.id, QStringLiteral("name '%1': %2").arg(m.name, why),
                     QStringLiteral("register"));
        return;
    }
    if (m.password.size() < 6) {
        c->sendError(m.id, QStringLiteral("a password has at least 6 characters"),
                     QStringLiteral("register"));
        return;
    }
    // The slow hash runs on a worker thread; the event loop goes on meanwhile.
    QPointer<ClientConnection> client(c);
    const int iterations =
        m_settings.passwordIterations > 0 ? m_settings.passwordIterations : PasswordIterations;
    QThreadPool::globalInstance()->start([this, client, m, iterations] {
        const QString hash = hashPassword(m.password, iterations);
        QMetaObject::invokeMethod(this, [this, client, m, hash] {
            if (!client) return;
            const stats::GlickoRating start;
            StorageJob job;
            job.mustSucceed = false;
            job.statements.push_back(
                {QStringLiteral("INSERT INTO players (name, name_key, password, avatar, rating, "
                                "deviation, volatility, games, created_at) VALUES (?, ?, ?, ?, ?, "
                                "?, ?, 0, ?) RETURNING ") +
                     kPlayerColumns,
                 {m.name, m.name.toCaseFolded(), hash,
                  m.avatar.isEmpty() ? QVariant(QMetaType(QMetaType::QString))
                                     : QVariant(QString::fromLatin1(m.avatar.toBase64())),
                  start.rating, start.deviation, start.volatility, nowText()}});
            job.done = [this, client, m](const StorageResult& result) {
                if (!client) return;
                if (!result.ok || result.rows.empty()) {
                    client->sendError(m.id, QStringLiteral("the name '%1' is taken").arg(m.name),
                                      QStringLiteral("register"));
                    return;
                }
                identify(client, m.id, playerMember(result.rows.front()));
            };
            m_storage->submit(std::move(job));
        });
    });
}

void GameServer::login(ClientConnection* c, const ClientMessage& m) {
    if (alreadyIdentified(c, m)) return;
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back({QStringLiteral("SELECT password, ") + kPlayerColumns +
                                  QStringLiteral(" FROM players WHERE name_key = ?"),
                              {m.name.toCaseFolded()}});
    QPointer<ClientConnection> client(c);
    job.done = [this, client, m](const StorageResult& result) {
        if (!client) return;
        // The same answer, after the same work, whether the name or the password is wrong.
        const QString stored = result.rows.empty() ? QStringLiteral("pbkdf2-sha256$1$AAAA$AAAA")
                                                   : result.rows.front()[0].toString();
        QVariantList row = result.rows.empty() ? QVariantList() : result.rows.front().mid(1);
        QThreadPool::globalInstance()->start([this, client, m, stored, row] {
            const bool ok = !row.isEmpty() && verifyPassword(m.password, stored);
            QMetaObject::invokeMethod(this, [this, client, m, ok, row] {
                if (!client) return;
                if (!ok) {
                    client->sendError(m.id, QStringLiteral("wrong name or password"),
                                      QStringLiteral("login"));
                    return;
                }
                if (client->isIdentified()) return;
                identify(client, m.id, playerMember(row));
            });
        });
    };
    m_storage->submit(std::move(job));
}

void GameServer::resume(ClientConnection* c, const ClientMessage& m) {
    if (alreadyIdentified(c, m)) return;
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back(
        {QStringLiteral("SELECT s.member_id, s.name, s.player_id, p.avatar IS NOT NULL, p.rating, "
                        "p.deviation, p.volatility FROM sessions s LEFT JOIN players p ON p.id = "
                        "s.player_id WHERE s.token_hash = ?"),
         {sessionTokenHash(m.text)}});
    QPointer<ClientConnection> client(c);
    job.done = [this, client, m](const StorageResult& result) {
        if (!client) return;
        if (result.rows.empty()) {
            client->sendError(m.id, QStringLiteral("unknown session: say who you are again"),
                              QStringLiteral("resume"));
            return;
        }
        const QVariantList& row = result.rows.front();
        online::Member member;
        if (!row[2].isNull()) {
            member = playerMember({row[2], row[1], row[3], row[4], row[5], row[6]});
        } else {
            member.id = row[0].toString();
            member.name = row[1].toString();
        }
        client->setMember(member, m.text);
        sendIdentity(client, m.id);
    };
    m_storage->submit(std::move(job));
}

void GameServer::logout(ClientConnection* c, const ClientMessage& m) {
    detachEverywhere(c);
    StorageJob job;
    job.statements.push_back({QStringLiteral("DELETE FROM sessions WHERE token_hash = ?"),
                              {sessionTokenHash(c->token())}});
    QPointer<ClientConnection> client(c);
    job.done = [client, id = m.id](const StorageResult&) {
        if (client) client->sendOk(id);
    };
    c->setMember(online::Member(), QString());
    m_storage->submit(std::move(job));
}

void GameServer::profile(ClientConnection* c, const ClientMessage& m) {
    StorageJob job;
    job.mustSucceed = false;
    job.statements.push_back({QStringLiteral("SELECT name, rating, deviation, volatility, games, "
                                             "avatar FROM players WHERE name_key = ?"),
                              {m.name.toCaseFolded()}});
    QPointer<ClientConnection> client(c);
    job.done = [client, m](const StorageResult& result) {
        if (!client) return;
        if (result.rows.empty()) {
            client->sendError(m.id, QStringLiteral("no registered player '%1'").arg(m.name),
                              QStringLiteral("profile"));
            return;
        }
        const QVariantList& row = result.rows.front();
        online::Member member;
        member.name = row[0].toString();
        member.registered = true;
        member.rating = {row[1].toDouble(), row[2].toDouble(), row[3].toDouble()};
        QJsonObject answer = member.toJson();
        answer[QStringLiteral("t")] = QStringLiteral("profile");
        answer[QStringLiteral("games")] = row[4].toInt();
        if (!row[5].isNull()) answer[QStringLiteral("avatar")] = row[5].toString();
        if (m.id >= 0) answer[QStringLiteral("id")] = m.id;
        client->send(answer);
    };
    m_storage->submit(std::move(job));
}

void GameServer::setAvatar(ClientConnection* c, const ClientMessage& m) {
    if (!requireRegistered(c, m)) return;
    StorageJob job;
    job.statements.push_back(
        {QStringLiteral("UPDATE players SET avatar = ? WHERE id = ?"),
         {QString::fromLatin1(m.avatar.toBase64()), c->member().id.mid(1).toLongLong()}});
    QPointer<ClientConnection> client(c);
    job.done = [client, id = m.id](const StorageResult&) {
        if (!client) return;
        online::Member member = client->member();
        member.hasAvatar = true;
        client->setMember(member, client->token());
        client->sendOk(id);
    };
    m_storage->submit(std::move(job));
}

bool GameServer::requireRegistered(ClientConnection* c, const ClientMessage& m) {
    if (c->member().registered) return true;
    c->sendError(m.id, QStringLiteral("guests have no account: register to keep games and records"),
                 QLatin1String(online::messageTypeName(m.type)));
    return false;
}

} // namespace arbiter::server
