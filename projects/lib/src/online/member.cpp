#include "online/member.h"

#include <cmath>

namespace arbiter::online {

QJsonObject Member::toJson() const {
    QJsonObject o{{QStringLiteral("name"), name}};
    if (registered) {
        o[QStringLiteral("rating")] = int(std::lround(rating.rating));
        o[QStringLiteral("provisional")] = stats::isProvisional(rating);
    } else if (engine) {
        o[QStringLiteral("engine")] = true;
    } else {
        o[QStringLiteral("guest")] = true;
    }
    if (hasAvatar) o[QStringLiteral("avatar")] = true;
    return o;
}

QJsonObject Member::save() const {
    QJsonObject o{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}};
    if (registered)
        o[QStringLiteral("rating")] = QJsonObject{{QStringLiteral("r"), rating.rating},
                                                  {QStringLiteral("rd"), rating.deviation},
                                                  {QStringLiteral("vol"), rating.volatility}};
    if (hasAvatar) o[QStringLiteral("avatar")] = true;
    if (engine) o[QStringLiteral("engine")] = engineName;
    return o;
}

Member Member::restore(const QJsonObject& saved) {
    Member m;
    m.id = saved.value(QStringLiteral("id")).toString();
    m.name = saved.value(QStringLiteral("name")).toString();
    const QJsonObject r = saved.value(QStringLiteral("rating")).toObject();
    m.registered = !r.isEmpty();
    if (m.registered) {
        m.rating.rating = r.value(QStringLiteral("r")).toDouble();
        m.rating.deviation = r.value(QStringLiteral("rd")).toDouble();
        m.rating.volatility = r.value(QStringLiteral("vol")).toDouble();
    }
    m.hasAvatar = saved.value(QStringLiteral("avatar")).toBool();
    m.engine = saved.contains(QStringLiteral("engine"));
    m.engineName = saved.value(QStringLiteral("engine")).toString();
    return m;
}

} // namespace arbiter::online
