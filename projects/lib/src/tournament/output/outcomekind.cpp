#include "tournament/output/outcomekind.h"

#include <algorithm>
#include <cctype>

namespace arbiter {

namespace {

bool mentions(const std::string& reason, const char* word) {
    std::string lower(reason);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return lower.find(word) != std::string::npos;
}

} // namespace

LossKind lossKind(const GameResult& result) {
    using T = GameResult::Termination;
    if (!result.isDecisive()) return LossKind::None;
    switch (result.termination()) {
    case T::TimeForfeit: return LossKind::TimeForfeit;
    case T::IllegalMove: return LossKind::IllegalMove;
    case T::Disconnection: return LossKind::Disconnection;
    case T::StalledConnection: return LossKind::Stall;
    default: break;
    }
    // cutechess: "White makes an invalid result claim"; the game layer may report it as an
    // adjudication or an illegal move, so the reason decides.
    if (mentions(result.reason(), "claim")) return LossKind::WrongClaim;
    return LossKind::None;
}

DrawKind drawKind(const GameResult& result) {
    using T = GameResult::Termination;
    if (!result.isDraw()) return DrawKind::None;
    if (result.termination() == T::Adjudication) return DrawKind::Adjudication;
    if (result.termination() == T::Agreement) return DrawKind::Agreement;
    const std::string& reason = result.reason();
    if (mentions(reason, "stalemate")) return DrawKind::Stalemate;
    if (mentions(reason, "material")) return DrawKind::InsufficientMaterial;
    if (mentions(reason, "repetition")) return DrawKind::Repetition;
    if (mentions(reason, "fifty") || mentions(reason, "50-move") || mentions(reason, "50 move"))
        return DrawKind::FiftyMoves;
    if (mentions(reason, "count") || mentions(reason, "move limit")) return DrawKind::MoveCount;
    if (mentions(reason, "agree")) return DrawKind::Agreement;
    if (mentions(reason, "adjudicat")) return DrawKind::Adjudication;
    return DrawKind::Other;
}

} // namespace arbiter
