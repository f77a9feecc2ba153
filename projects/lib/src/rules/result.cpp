#include "result.h"

namespace arbiter {

std::string GameResult::resultString() const {
    switch (m_winner) {
    case Winner::White: return "1-0";
    case Winner::Black: return "0-1";
    case Winner::Draw: return "1/2-1/2";
    default: return "*";
    }
}

double GameResult::pointsFor(Side side) const {
    if (m_winner == Winner::Draw) return 0.5;
    if (!isDecisive()) return 0.0;
    return winnerSide() == side ? 1.0 : 0.0;
}

std::string GameResult::pgnTermination() const {
    switch (m_termination) {
    case Termination::Normal:
    case Termination::Resignation:
    case Termination::Agreement: return "normal";
    case Termination::Adjudication: return "adjudication";
    case Termination::TimeForfeit: return "time forfeit";
    case Termination::IllegalMove:
    case Termination::InvalidClaim: return "rules infraction";
    case Termination::Disconnection: return "abandoned";
    case Termination::StalledConnection: return "stalled connection";
    default: return "unterminated";
    }
}

GameResult::Termination GameResult::terminationFromPgn(const std::string& tag) {
    if (tag == "normal") return Termination::Normal;
    if (tag == "adjudication") return Termination::Adjudication;
    if (tag == "time forfeit") return Termination::TimeForfeit;
    if (tag == "rules infraction" || tag == "illegal move") return Termination::IllegalMove;
    if (tag == "abandoned") return Termination::Disconnection;
    if (tag == "stalled connection") return Termination::StalledConnection;
    return Termination::Unterminated;
}

GameResult::Winner GameResult::winnerFromString(const std::string& result) {
    if (result == "1-0") return Winner::White;
    if (result == "0-1") return Winner::Black;
    if (result == "1/2-1/2") return Winner::Draw;
    return Winner::None;
}

std::string sideName(Side side, bool redBlack) {
    if (side == White) return redBlack ? "Red" : "White";
    if (side == Black) return "Black";
    return "Nobody";
}

} // namespace arbiter
