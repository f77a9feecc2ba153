#include "engine/enginetypes.h"

#include "engine/enginedialect.h"

namespace arbiter {

bool EnginePosition::whiteToMove() const {
    bool white = true;
    if (!isStartPos()) {
        const QStringList fields = startFen.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        white = fields.size() < 2 || fields[1] != QLatin1String("b");
    }
    return (moves.size() % 2 == 0) ? white : !white;
}

bool GameSetup::usesXiangqiCoordinates() const {
    if (xiangqiCoordinates >= 0) return xiangqiCoordinates == 1;
    return isXiangqiFamilyVariant(variant);
}

} // namespace arbiter
