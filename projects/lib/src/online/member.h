// Who is in an online room: a guest (a name for this visit) or a registered player (name,
// rating, avatar), as the server knows them, or an engine the server plays a seat with
// (docs/online.md, "Engines in rooms"). The room keys everything by `id`, which the server
// makes: "p<player number>" for a registered player, "g<random>" for a guest, "e:<engine>" for
// an engine.
#pragma once

#include "stats/glicko2.h"

#include <QJsonObject>
#include <QString>

namespace arbiter::online {

struct Member {
    QString id;
    QString name;
    bool registered = false;
    stats::GlickoRating rating; // registered players only
    bool hasAvatar = false;
    // An engine of the server: never away, always ready between games, never rated. `name` is
    // what people see ("arbiter-engine (engine)"), `engineName` the server's name of its
    // configuration, which a restart starts again.
    bool engine = false;
    QString engineName;

    bool isValid() const { return !id.isEmpty(); }
    // What every viewer may see of the member: name, guest or rating (with the provisional
    // mark), whether an avatar can be fetched.
    QJsonObject toJson() const;
    // The member as stored with the room (docs/online.md, "Persistence").
    QJsonObject save() const;
    static Member restore(const QJsonObject& saved);
};

} // namespace arbiter::online
