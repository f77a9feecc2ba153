#include "tournament/output/cutechesspgn.h"

namespace arbiter {

PgnWriteOptions cutechessPgnWriteOptions(PgnMode mode) {
    PgnWriteOptions options;
    options.mode = mode;
    options.lineWidth = 80;
    options.commentsStayWithMoves = true;
    options.sortedTags = true;
    options.numberFromOne = true;
    return options;
}

} // namespace arbiter
