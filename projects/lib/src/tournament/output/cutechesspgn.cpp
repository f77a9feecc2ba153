#include "tournament/output/cutechesspgn.h"

namespace arbiter {

PgnWriteOptions cutechessPgnWriteOptions(PgnMode mode) {
    PgnWriteOptions options;
    options.mode = mode;
    options.lineWidth = 80;
    options.commentsStayWithMoves = true;
    options.sortedTags = true;
    options.numberFromOne = true;
    options.fenOfStartPosition = true; // makeGameRecord sets a FEN only when cutechess has one
    return options;
}

} // namespace arbiter
