// The client side of arbiter-server's protocol (docs/online.md, "Messages"): one WebSocket text
// frame holds one JSON object {"t": type, ...}; parseClientMessage() reads it into a
// ClientMessage with every field checked, or says what is wrong and where ("message 'move':
// field 'ply' must be a whole number from 0"). The server answers a message that carries an
// "id" with {"t":"ok","id":..} or {"t":"error","id":..,"error":..}. Nothing here trusts the
// sender: sizes, ranges, types and names are all checked before anything acts on them.
#pragma once

#include "online/roomgame.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace arbiter::online {

constexpr int ProtocolVersion = 1;
// The largest frame the server reads (an avatar of AvatarBytes in base64 and its message).
constexpr int MaxFrameBytes = 128 * 1024;
constexpr int AvatarBytes = 64 * 1024;
constexpr int MaxNameLength = 24;
constexpr int MaxChatLength = 500;
constexpr qint64 MaxRoomNumber = 999999999;

struct ClientMessage {
    enum class Type {
        Hello,        // {protocol, client}
        Guest,        // {name}
        Register,     // {name, password, avatar?}
        Login,        // {name, password}
        Resume,       // {token}: the identity of an earlier connection
        Logout,       // {}
        Rooms,        // {}: the lobby
        Join,         // {room, as: "player"|"spectator", settings?, since?}
        Leave,        // {room}
        Ready,        // {room, ready?}
        Rematch,      // {room}: ready for the next game with the same opponent, colours swapped
        Move,         // {room, move, ply}
        SecondParts,  // {room, move}: what a two-part turn's first part allows next
        Request,      // {room, kind: "takeback"|"draw"}
        Answer,       // {room, accept}
        Resign,       // {room}
        Abort,        // {room}
        Claim,        // {room, result: "win"|"draw"}
        Chat,         // {room, text}
        Sync,         // {room, since}
        Profile,      // {name}
        SetAvatar,    // {avatar}
        Games,        // {name?, offset?, limit?}: played games, newest first
        GamePgn,      // {room, game}: one game's PGN
        Records,      // {}: the records collection
        SaveRecord,   // {pgn, title?}
        DeleteRecord, // {record}
        GetRecord,    // {record}
        Ping,         // {}
        SeatEngine,   // {room, engine}: the server's engine takes the free seat
        UnseatEngine, // {room}: the room's engine leaves its seat
    };
    Type type = Type::Ping;
    qint64 id = -1; // the client's number for the answer; -1: none
    qint64 room = 0;
    QString name; // guest, player, profile; the engine's name (SeatEngine)
    QString password;
    QString text; // move, chat line, token, PGN, title (by type)
    QString title;
    QByteArray avatar; // decoded image bytes
    bool flag = true;  // ready, accept; spectator (Join); draw (Claim)
    int ply = 0;
    qint64 number = -1; // since (Sync, Join), game serial, record number, offset (Games)
    int limit = 20;
    RequestKind kind = RequestKind::None;
    QJsonObject settings; // Join: the room's settings when it is new
};

// False with *error naming the problem; out.id is the message's "id" when it could be read (the
// error answer carries it), the rest of `out` unspecified.
bool parseClientMessage(const QByteArray& frame, ClientMessage& out, QString* error);

// A name a person may take: 1 to MaxNameLength letters (any script), digits, '_' or '-';
// false with *error saying why.
bool isValidPlayerName(const QString& name, QString* error);

const char* messageTypeName(ClientMessage::Type type);

// The address a client opens to play or watch a room: the server's, with the room in its query
// (ws://HOST/?room=N; any `room` the address had is replaced). The server reads no query; a
// proxy in front of several server processes sends every connection of a room to the process
// that plays it by this number (docs/online.md, "Running it for a club").
QUrl roomUrl(const QUrl& server, qint64 room);

} // namespace arbiter::online
