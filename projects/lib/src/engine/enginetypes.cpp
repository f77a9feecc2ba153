#include "engine/enginetypes.h"

#include "engine/enginedialect.h"

namespace arbiter {

bool EnginePosition::whiteStarts() const {
    bool white = true;
    if (!isStartPos()) {
        // The second space-separated field is the side to move (no split).
        const QStringView fen(startFen);
        qsizetype i = 0;
        auto skip = [&](bool spaces) {
            while (i < fen.size() && (fen[i] == QLatin1Char(' ')) == spaces) ++i;
        };
        skip(true);
        skip(false); // the board
        skip(true);
        const qsizetype sideStart = i;
        skip(false);
        white = fen.mid(sideStart, i - sideStart) != QLatin1String("b");
    }
    return white;
}

bool GameSetup::usesXiangqiCoordinates() const {
    if (xiangqiCoordinates >= 0) return xiangqiCoordinates == 1;
    return isXiangqiFamilyVariant(variant);
}

} // namespace arbiter
