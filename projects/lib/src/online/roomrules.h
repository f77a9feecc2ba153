// A room's settings on the wire (docs/online.md, "Room settings") and the small words every
// message uses: sides ("white"/"black": Red is "white", as the library stores it), the FEN
// letter of a piece. Reading settings checks every field and names the one at fault.
#pragma once

#include "board/types.h"
#include "online/roomgame.h"

#include <QJsonObject>
#include <QString>

namespace arbiter::online {

// "white", "black", or empty for NoSide.
QString sideKey(Side side);
// NoSide for anything but "white"/"black".
Side sideFromKey(const QString& key);
// A piece's FEN letter ("R", "c"): xiangqi's letters for the xiangqi family.
QString pieceLetter(Piece piece);
// Whether a variant is of the xiangqi family (Red and Black; Chinese notation).
bool isRedBlackVariant(const QString& variant);

QJsonObject roomRulesJson(const RoomRules& rules);
// Settings a client asked for, over the defaults in `out`: false with *error naming the field
// ("settings.timeControl: time control '5+': ...") when one is wrong, out unchanged then.
bool parseRoomRules(const QJsonObject& json, RoomRules& out, QString* error);

} // namespace arbiter::online
