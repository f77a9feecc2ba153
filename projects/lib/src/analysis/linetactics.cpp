#include "analysis/linetactics.h"

#include "analysis/movefacts.h"

#include <algorithm>

namespace arbiter::coach {

std::vector<Pin> pinsOfSideToMove(const Board& board) {
    std::vector<Pin> pins;
    if (board.inCheck()) return pins;
    const Side pinnedSide = board.sideToMove();
    const Side pinner = ~pinnedSide;
    const BoardFamily family = board.variant().family;
    const std::vector<Square> takenNow = capturableBy(board, pinner);
    for (Square s = 0; s < board.squareCount(); ++s) {
        const Piece piece = board.pieceAt(s);
        if (piece == NoPiece || sideOf(piece) != pinnedSide || typeOf(piece) == King) continue;
        auto lifted = withoutPieceAt(board, s);
        if (!lifted) continue;
        if (lifted->inCheck()) {
            pins.push_back({s, lifted->kingSquare(pinnedSide)});
            continue;
        }
        for (Square behind : capturableBy(*lifted, pinner)) {
            if (std::find(takenNow.begin(), takenNow.end(), behind) != takenNow.end()) continue;
            if (pieceValue(family, typeOf(board.pieceAt(behind))) >
                pieceValue(family, typeOf(piece)))
                pins.push_back({s, behind});
        }
    }
    return pins;
}

bool isDiscoveredCheck(const Board& after, Square landing) {
    if (!after.inCheck()) return false;
    auto lifted = withoutPieceAt(after, landing);
    return lifted && lifted->inCheck();
}

std::vector<Attack> discoveredAttacks(const Board& before, const Board& after, Square landing,
                                      const std::vector<Attack>& fresh) {
    std::vector<Attack> found;
    const Side mover = before.sideToMove();
    auto lifted = withoutPieceAt(after, landing);
    if (!lifted) return found;
    for (const Attack& a : fresh) {
        if (a.attacker == landing) continue;
        if (canTake(before, mover, a.attacker, a.victim)) continue;
        if (canTake(*lifted, mover, a.attacker, a.victim)) found.push_back(a);
    }
    return found;
}

} // namespace arbiter::coach
