#include "positionend.h"

namespace arbiter {

GameResult positionEndResult(const PositionEnd& end, Side sideToMove, bool redBlack) {
    using T = GameResult::Termination;
    const Side w = end.winner;
    const std::string winner = sideName(w, redBlack);
    auto win = [&](const std::string& why) { return GameResult::win(w, T::Normal, why); };
    auto draw = [&](const std::string& why) { return GameResult::draw(T::Normal, why); };

    switch (end.reason) {
    case EndReason::None: return GameResult::none();
    case EndReason::Checkmate:
        // The mated side is the side to move; in losers it is also the winner.
        return win(w == sideToMove ? winner + " wins by being checkmated" : winner + " mates");
    case EndReason::Stalemate:
        if (w == NoSide) return draw("Draw by stalemate");
        return win(w == sideToMove ? winner + " wins by being stalemated"
                                   : winner + " wins by stalemate");
    case EndReason::KingOnHill: return win(winner + "'s king reached the hill");
    case EndReason::ChecksGiven:
        return win(winner + " wins by giving " + std::to_string(end.count) + " checks");
    case EndReason::KingExploded: return win(winner + " wins by exploding the king");
    case EndReason::AllPiecesLost: return win(winner + " wins by losing all pieces");
    case EndReason::BareKing: return win(winner + " wins by losing all pieces but the king");
    case EndReason::HordeDestroyed: return win(winner + " wins by destroying the horde");
    case EndReason::RaceWon: return win(winner + "'s king reached the 8th rank first");
    case EndReason::RaceDrawn: return draw("Draw: both kings reached the 8th rank");
    case EndReason::FewerPieces:
        if (w == NoSide) return draw("Draw by stalemate with equal material");
        return win(winner + " wins by stalemate with fewer pieces");
    case EndReason::KingCaptured: return win(winner + " wins by capturing the general");
    }
    return GameResult::none();
}

} // namespace arbiter
