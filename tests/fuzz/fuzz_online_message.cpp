// arbiter-server's message reader (online/protocol.h) and a room acting on what it accepts
// (online/room.h): any frame must be refused with a message naming the problem, or be read
// into fields within their ranges; a room given such messages by its members must keep its
// invariants (the game's public position reads back, only seated players move, numbered events
// count up by one) whatever they ask, and never crash.
#include "fuzzsupport.h"
#include "online/protocol.h"
#include "online/room.h"
#include "online/roomrules.h"

#include <QJsonObject>

using namespace arbiter;
using namespace arbiter::online;

namespace {

Member memberFor(int index) {
    Member m;
    m.id = QStringLiteral("g%1").arg(index);
    m.name = QStringLiteral("m%1").arg(index);
    return m;
}

void act(Room& room, const ClientMessage& m, const QString& who, int64_t now) {
    switch (m.type) {
    case ClientMessage::Type::Join: {
        RoomRules rules;
        QString error;
        parseRoomRules(m.settings, rules, &error); // checked; the room keeps its own
        const int index = who.mid(1).toInt();
        room.join(memberFor(index), m.flag ? Room::Role::Spectator : Room::Role::Player, now);
        break;
    }
    case ClientMessage::Type::Leave: room.leave(who, now); break;
    case ClientMessage::Type::Ready: room.setReady(who, m.flag, now); break;
    case ClientMessage::Type::Move: room.move(who, m.text, m.ply, now); break;
    case ClientMessage::Type::Request: room.request(who, m.kind, now); break;
    case ClientMessage::Type::Answer: room.answer(who, m.flag, now); break;
    case ClientMessage::Type::Resign: room.resign(who, now); break;
    case ClientMessage::Type::Abort: room.abort(who, now); break;
    case ClientMessage::Type::Claim: room.claim(who, m.flag, now); break;
    case ClientMessage::Type::Chat: room.chat(who, m.text, now); break;
    case ClientMessage::Type::Sync: {
        std::vector<const RoomEvent*> events;
        room.eventsSince(m.number, events);
        break;
    }
    default: break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte picks who sends it and the time; the rest is the frame.
    const int who = data[0] % 4;
    const int64_t now = int64_t(data[0]) * 977;
    const QByteArray frame(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    ClientMessage m;
    QString error;
    if (!parseClientMessage(frame, m, &error)) {
        fuzz::require(!error.isEmpty(), "a refused message has no reason", frame.toStdString());
        return 0;
    }
    fuzz::require(m.room >= 0 && m.room <= MaxRoomNumber, "room out of range");
    fuzz::require(m.name.size() <= MaxNameLength, "name too long");
    fuzz::require(m.avatar.size() <= AvatarBytes, "avatar too large");

    // One room shared by the runs, two players seated and playing, renewed now and then.
    static std::unique_ptr<Room> room;
    static int runs = 0;
    if (!room || ++runs % 500 == 0) {
        RoomRules rules;
        rules.variant = (runs / 500) % 2 ? QStringLiteral("standard") : QStringLiteral("jieqi");
        room = std::make_unique<Room>(1, rules);
        room->setSeedSource([] { return uint64_t(42); });
        room->join(memberFor(0), Room::Role::Player, 0);
        room->join(memberFor(1), Room::Role::Player, 0);
        room->setReady(QStringLiteral("g0"), true, 0);
        room->setReady(QStringLiteral("g1"), true, 0);
        room->takeEvents();
    }
    const qint64 before = room->lastEventNumber();
    act(*room, m, QStringLiteral("g%1").arg(who), now);
    room->expire(now);
    qint64 expected = before;
    for (const RoomEvent& e : room->takeEvents()) {
        if (e.number) fuzz::require(e.number == ++expected, "events skip a number");
        for (int viewer = 0; viewer < 4; ++viewer)
            room->render(e, QStringLiteral("g%1").arg(viewer));
    }
    if (const RoomGame* game = room->game()) {
        const std::string fen = game->publicBoard().fen();
        auto probe = createBoard(game->publicBoard().variant().name);
        fuzz::require(probe->setFen(fen), "the public position does not read back", fen);
    }
    room->snapshot(QStringLiteral("g%1").arg(who), now);
    room->summary();
    return 0;
}
