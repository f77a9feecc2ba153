#include "engine/moveevaluation.h"

namespace arbiter {

QString EngineScore::toString() const {
    QString text;
    switch (type) {
    case Type::None: return QString();
    case Type::Centipawns:
        text = (value >= 0 ? QStringLiteral("+") : QStringLiteral("-")) +
               QString::number(qAbs(value) / 100.0, 'f', 2);
        break;
    case Type::Mate: text = QStringLiteral("#") + QString::number(value); break;
    }
    if (bound == Bound::Lower)
        text += QLatin1Char('+');
    else if (bound == Bound::Upper)
        text += QLatin1Char('-');
    return text;
}

} // namespace arbiter
