#include "online/protocol.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QUrlQuery>
#include <array>
#include <cmath>

namespace arbiter::online {

namespace {
using Type = ClientMessage::Type;

struct TypeName {
    Type type;
    const char* name;
};
// Exactly as many as listed: a spare entry would be a type without a name (matched by "t":"").
constexpr std::array<TypeName, 31> kTypes{{
    {Type::Hello, "hello"},
    {Type::Guest, "guest"},
    {Type::Register, "register"},
    {Type::Login, "login"},
    {Type::Resume, "resume"},
    {Type::Logout, "logout"},
    {Type::Rooms, "rooms"},
    {Type::Join, "join"},
    {Type::Leave, "leave"},
    {Type::Ready, "ready"},
    {Type::Rematch, "rematch"},
    {Type::Move, "move"},
    {Type::SecondParts, "secondParts"},
    {Type::Request, "request"},
    {Type::Answer, "answer"},
    {Type::Resign, "resign"},
    {Type::Abort, "abort"},
    {Type::Claim, "claim"},
    {Type::Chat, "chat"},
    {Type::Sync, "sync"},
    {Type::Profile, "profile"},
    {Type::SetAvatar, "avatar"},
    {Type::Games, "games"},
    {Type::GamePgn, "game"},
    {Type::Records, "records"},
    {Type::SaveRecord, "saveRecord"},
    {Type::DeleteRecord, "deleteRecord"},
    {Type::GetRecord, "record"},
    {Type::Ping, "ping"},
    {Type::SeatEngine, "seatEngine"},
    {Type::UnseatEngine, "unseatEngine"},
}};

// Reads the fields of one message, each check naming the message and the field.
class Fields {
public:
    Fields(const QJsonObject& json, const char* type, QString* error)
        : m_json(json), m_type(type), m_error(error) {}

    bool fail(const QString& field, const QString& why) const {
        if (m_error)
            *m_error = QStringLiteral("message '%1': field '%2' %3")
                           .arg(QLatin1String(m_type), field, why);
        return false;
    }
    bool has(const QString& field) const { return m_json.contains(field); }

    bool integer(const QString& field, qint64 low, qint64 high, qint64& out,
                 bool required = true) const {
        if (!has(field)) return required ? fail(field, QStringLiteral("is missing")) : true;
        const QJsonValue v = m_json.value(field);
        const double d = v.toDouble(std::nan(""));
        // Room numbers and counts: whole numbers that a double holds exactly.
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < double(low) ||
            d > double(high))
            return fail(field,
                        QStringLiteral("must be a whole number from %1 to %2").arg(low).arg(high));
        out = qint64(d);
        return true;
    }
    bool text(const QString& field, int maxLength, QString& out, bool required = true) const {
        if (!has(field)) return required ? fail(field, QStringLiteral("is missing")) : true;
        const QJsonValue v = m_json.value(field);
        if (!v.isString()) return fail(field, QStringLiteral("must be text"));
        out = v.toString();
        if (out.size() > maxLength)
            return fail(field, QStringLiteral("is longer than %1 characters").arg(maxLength));
        return true;
    }
    bool boolean(const QString& field, bool& out) const {
        if (!has(field)) return true;
        const QJsonValue v = m_json.value(field);
        if (!v.isBool()) return fail(field, QStringLiteral("must be true or false"));
        out = v.toBool();
        return true;
    }
    bool room(ClientMessage& m) const {
        return integer(QStringLiteral("room"), 1, MaxRoomNumber, m.room);
    }
    bool oneOf(const QString& field, const QStringList& values, QString& out) const {
        if (!text(field, 32, out)) return false;
        if (!values.contains(out))
            return fail(
                field, QStringLiteral("must be one of: %1").arg(values.join(QStringLiteral(", "))));
        return true;
    }
    bool avatar(ClientMessage& m, bool required) const {
        // Its size is judged decoded; the frame's limit bounds the text.
        QString encoded;
        if (!text(QStringLiteral("avatar"), MaxFrameBytes, encoded, required)) return false;
        if (encoded.isEmpty()) return true;
        const auto decoded = QByteArray::fromBase64Encoding(
            encoded.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) return fail(QStringLiteral("avatar"), QStringLiteral("must be base64"));
        m.avatar = *decoded;
        if (m.avatar.size() > AvatarBytes)
            return fail(QStringLiteral("avatar"),
                        QStringLiteral("is larger than %1 bytes").arg(AvatarBytes));
        // PNG, JPEG or GIF, by their signatures; anything else is refused unread.
        const bool png = m.avatar.startsWith("\x89PNG\r\n\x1a\n");
        const bool jpeg = m.avatar.startsWith("\xff\xd8\xff");
        const bool gif = m.avatar.startsWith("GIF87a") || m.avatar.startsWith("GIF89a");
        if (!png && !jpeg && !gif)
            return fail(QStringLiteral("avatar"),
                        QStringLiteral("must be a PNG, JPEG or GIF image"));
        return true;
    }

private:
    const QJsonObject& m_json;
    const char* m_type;
    QString* m_error;
};

bool fillFields(const Fields& f, ClientMessage& m) {
    switch (m.type) {
    case Type::Hello: {
        qint64 version = ProtocolVersion;
        QString client;
        return f.integer(QStringLiteral("protocol"), 1, 1000, version, false) &&
               f.text(QStringLiteral("client"), 100, client, false);
    }
    case Type::Guest:
    case Type::Profile: return f.text(QStringLiteral("name"), MaxNameLength, m.name);
    case Type::Register:
        return f.text(QStringLiteral("name"), MaxNameLength, m.name) &&
               f.text(QStringLiteral("password"), 200, m.password) && f.avatar(m, false);
    case Type::Login:
        return f.text(QStringLiteral("name"), MaxNameLength, m.name) &&
               f.text(QStringLiteral("password"), 200, m.password);
    case Type::Resume: return f.text(QStringLiteral("token"), 128, m.text);
    case Type::Logout:
    case Type::Rooms:
    case Type::Records:
    case Type::Ping: return true;
    case Type::Join: {
        QString as = QStringLiteral("player");
        if (f.has(QStringLiteral("as")) &&
            !f.oneOf(QStringLiteral("as"), {QStringLiteral("player"), QStringLiteral("spectator")},
                     as))
            return false;
        m.flag = as == QLatin1String("spectator");
        // "settings" is read below and checked in full by the room's rules (online/roomrules.h).
        return f.room(m) && f.integer(QStringLiteral("since"), 0, qint64(1) << 50, m.number, false);
    }
    case Type::SeatEngine:
        // An engine's name as engines.json has it (any text; the server looks it up).
        if (!f.room(m) || !f.text(QStringLiteral("engine"), 100, m.name)) return false;
        if (m.name.trimmed().isEmpty())
            return f.fail(QStringLiteral("engine"), QStringLiteral("is empty"));
        return true;
    case Type::Leave:
    case Type::UnseatEngine:
    case Type::Rematch:
    case Type::Resign:
    case Type::Abort: return f.room(m);
    case Type::Ready: return f.room(m) && f.boolean(QStringLiteral("ready"), m.flag);
    case Type::Move: {
        qint64 ply = 0;
        if (!f.room(m) || !f.text(QStringLiteral("move"), 64, m.text) ||
            !f.integer(QStringLiteral("ply"), 0, 100000, ply))
            return false;
        m.ply = int(ply);
        if (m.text.trimmed().isEmpty())
            return f.fail(QStringLiteral("move"), QStringLiteral("is empty"));
        return true;
    }
    case Type::SecondParts:
        if (!f.room(m) || !f.text(QStringLiteral("move"), 64, m.text)) return false;
        if (m.text.trimmed().isEmpty())
            return f.fail(QStringLiteral("move"), QStringLiteral("is empty"));
        return true;
    case Type::Request: {
        QString kind;
        if (!f.room(m) || !f.oneOf(QStringLiteral("kind"),
                                   {QStringLiteral("takeback"), QStringLiteral("draw")}, kind))
            return false;
        m.kind = requestKindFromName(kind);
        return true;
    }
    case Type::Answer:
        if (!f.room(m)) return false;
        if (!f.has(QStringLiteral("accept")))
            return f.fail(QStringLiteral("accept"), QStringLiteral("is missing"));
        return f.boolean(QStringLiteral("accept"), m.flag);
    case Type::Claim: {
        QString result;
        if (!f.room(m) || !f.oneOf(QStringLiteral("result"),
                                   {QStringLiteral("win"), QStringLiteral("draw")}, result))
            return false;
        m.flag = result == QLatin1String("draw");
        return true;
    }
    case Type::Chat:
        if (!f.room(m) || !f.text(QStringLiteral("text"), MaxChatLength, m.text)) return false;
        if (m.text.trimmed().isEmpty())
            return f.fail(QStringLiteral("text"), QStringLiteral("is empty"));
        return true;
    case Type::Sync:
        return f.room(m) && f.integer(QStringLiteral("since"), 0, qint64(1) << 50, m.number);
    case Type::SetAvatar: return f.avatar(m, true);
    case Type::Games: {
        qint64 limit = 20;
        if (!f.text(QStringLiteral("name"), MaxNameLength, m.name, false) ||
            !f.integer(QStringLiteral("offset"), 0, qint64(1) << 50, m.number, false) ||
            !f.integer(QStringLiteral("limit"), 1, 100, limit, false))
            return false;
        m.limit = int(limit);
        return true;
    }
    case Type::GamePgn:
        return f.room(m) && f.integer(QStringLiteral("game"), 1, qint64(1) << 40, m.number);
    case Type::SaveRecord:
        return f.text(QStringLiteral("pgn"), 100000, m.text) &&
               f.text(QStringLiteral("title"), 200, m.title, false);
    case Type::DeleteRecord:
    case Type::GetRecord: return f.integer(QStringLiteral("record"), 1, qint64(1) << 50, m.number);
    }
    return true;
}
} // namespace

const char* messageTypeName(ClientMessage::Type type) {
    for (const TypeName& t : kTypes)
        if (t.type == type) return t.name;
    return "?";
}

bool parseClientMessage(const QByteArray& frame, ClientMessage& out, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (frame.size() > MaxFrameBytes)
        return fail(QStringLiteral("message of %1 bytes: larger than the limit of %2")
                        .arg(frame.size())
                        .arg(MaxFrameBytes));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(frame, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not JSON: %1 at byte %2")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!doc.isObject()) return fail(QStringLiteral("not a JSON object"));
    const QJsonObject json = doc.object();
    ClientMessage m;
    out.id = -1;
    const QJsonValue id = json.value(QStringLiteral("id"));
    if (!id.isUndefined()) {
        const double d = id.toDouble(-1);
        if (!id.isDouble() || d < 0 || d > 9007199254740991.0 || d != std::floor(d))
            return fail(QStringLiteral("field 'id' must be a whole number from 0"));
        m.id = qint64(d);
        out.id = m.id;
    }
    const QJsonValue t = json.value(QStringLiteral("t"));
    if (!t.isString()) return fail(QStringLiteral("field 't' (the message type) is missing"));
    const QString typeName = t.toString();
    const TypeName* found = nullptr;
    for (const TypeName& candidate : kTypes)
        if (typeName == QLatin1String(candidate.name)) found = &candidate;
    if (!found) return fail(QStringLiteral("unknown message type '%1'").arg(typeName.left(40)));
    m.type = found->type;
    if (!fillFields(Fields(json, found->name, error), m)) return false;
    if (m.type == Type::Join && json.contains(QStringLiteral("settings"))) {
        if (!json.value(QStringLiteral("settings")).isObject())
            return fail(QStringLiteral("message 'join': field 'settings' must be an object"));
        m.settings = json.value(QStringLiteral("settings")).toObject();
    }
    out = std::move(m);
    return true;
}

bool isValidPlayerName(const QString& name, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (name.isEmpty()) return fail(QStringLiteral("a name has at least one character"));
    if (name.size() > MaxNameLength)
        return fail(QStringLiteral("a name has at most %1 characters").arg(MaxNameLength));
    for (const QChar c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('_') && c != QLatin1Char('-'))
            return fail(
                QStringLiteral("a name has letters, digits, '_' and '-' only ('%1' is none)")
                    .arg(c));
    return true;
}

QUrl roomUrl(const QUrl& server, qint64 room) {
    QUrl url = server;
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("room"));
    query.addQueryItem(QStringLiteral("room"), QString::number(room));
    url.setQuery(query);
    return url;
}

} // namespace arbiter::online
