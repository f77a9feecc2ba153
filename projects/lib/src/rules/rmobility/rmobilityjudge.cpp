#include "rules/rmobility/rmobilityjudge.h"

#include "rules/positionend.h"

#include <sstream>

namespace arbiter {

using rmobility::GScore;
using T = GameResult::Termination;

namespace {

constexpr int kFiftyMovePlies = 100;
constexpr int kBareKingMoves = 8; // a lone king away from the edge: G8.5

bool onlyKings(const Board& board) {
    for (Square s = 0; s < board.squareCount(); ++s) {
        const PieceType t = typeOf(board.pieceAt(s));
        if (t != NoPieceType && t != King) return false;
    }
    return true;
}

// A variant's own end (the hill, the third check, an explosion, losing every piece, ...), as
// opposed to the checkmate and the drawn stalemate that the G-score itself expresses.
bool isVariantGoal(const PositionEnd& end, Side sideToMove) {
    if (end.isNone()) return false;
    if (end.reason == EndReason::Checkmate) return end.winner == sideToMove; // losers
    if (end.reason == EndReason::Stalemate) return end.winner != NoSide;     // antichess
    return true;
}

} // namespace

GScore RMobilityJudge::positionScore(const Board& board) {
    MoveList moves;
    board.legalMoves(moves);
    return rmobility::positionScore(moves.size(), board.inCheck(), board.sideToMove());
}

std::string RMobilityJudge::checkStart(const Board& board) const {
    if (board.variant().family != BoardFamily::Western)
        return "r-Mobility rules apply to western chess variants, not to " + board.variant().name;
    const std::string& token = board.fenExtension();
    std::string why;
    GScore ignored;
    if (!token.empty() && !rmobility::parseGScore(token, &ignored, &why))
        return "FEN field 7 (r-Mobility G-score): " + why;
    return {};
}

void RMobilityJudge::improve(State& state) const {
    if (state.position.h >= state.accreted.h) return;
    if (m_options.legacy && state.counter >= kFiftyMovePlies) return;
    state.accreted = state.position;
    // The boundary reset: a score below the cutoff buys another 50 moves to improve on it.
    if (!m_options.legacy && state.position.h < m_options.cutoff) state.counter = 0;
}

GameResult RMobilityJudge::start(const Board& board) {
    m_states.clear();
    m_verdict = GameResult();
    m_outcome = RMobilityOutcome();
    m_startToken.clear();

    State state;
    state.position = positionScore(board);
    state.counter = board.halfmoveClock();
    state.accreted = state.position;
    GScore token;
    if (state.counter > 0 && !board.fenExtension().empty() &&
        rmobility::parseGScore(board.fenExtension(), &token, nullptr)) {
        if (!rmobility::isTokenRedundant(token, state.position, state.counter))
            m_startToken = rmobility::toString(token);
        state.accreted = token;
        improve(state);
    }
    m_verdict = verdict(board, state);
    m_states.push_back(state);
    return m_verdict;
}

GameResult RMobilityJudge::afterMove(const Board& board) {
    State state = m_states.empty() ? State() : m_states.back();
    state.position = positionScore(board);
    if (board.halfmoveClock() == 0 || board.lastMove().kind() == Move::Drop) {
        // A capture, pawn move or promotion, or a drop (as in the fork: a piece leaves the
        // hand for good, though the board's own fifty-move clock counts on after a piece
        // drop): the new position's score replaces the old one.
        state.counter = 0;
        state.accreted = state.position;
    } else {
        ++state.counter;
        improve(state);
    }
    m_verdict = verdict(board, state);
    m_states.push_back(state);
    return m_verdict;
}

void RMobilityJudge::undo(const Board& board) {
    (void)board;
    if (m_states.size() > 1) m_states.pop_back();
    m_verdict = GameResult();
    m_outcome = RMobilityOutcome();
}

GameResult RMobilityJudge::verdict(const Board& board, State& state) const {
    // A position without legal moves may be a variant's goal (a decided position has none):
    // a goal win is G0.0 for the winner, as the r-Mobility fork scores a won N-check game; a
    // goal draw (racing kings' both kings home, suicide's stalemate with equal material) keeps
    // the accreted score, in which the last move's G0.5 counts like a stalemate.
    if (state.position.h < 2) {
        const PositionEnd end = board.positionEnd();
        if (isVariantGoal(end, board.sideToMove())) {
            const GameResult result = positionEndResult(end, board.sideToMove());
            if (result.isDecisive()) state.accreted = GScore{0, end.winner};
            return scored(result, state.accreted);
        }
    }
    const GScore acc = state.accreted;
    if (acc.h < 2) {
        // Mate or stalemate: by the side that reached it.
        const std::string who = sideName(acc.holder);
        if (acc.h == 0) return scored(GameResult::win(acc.holder, T::Normal, who + " mates"), acc);
        return scored(GameResult::draw(T::Normal, who + " stalemates"), acc);
    }
    if (onlyKings(board)) {
        state.bareKingPlies =
            state.position.h == 2 * kBareKingMoves + 1 ? state.bareKingPlies + 1 : 0;
        if (state.bareKingPlies >= 2)
            return scored(GameResult::draw(T::Normal, "End by K vs K G8.5 rule"), acc);
    } else {
        state.bareKingPlies = 0;
    }
    if (state.counter >= kFiftyMovePlies)
        return scored(GameResult::draw(T::Normal, "End by fifty moves rule"), acc);
    if (board.repetitionCount() >= 2)
        return scored(GameResult::draw(T::Normal, "End by 3-fold repetition"), acc);
    return GameResult::none();
}

GameResult RMobilityJudge::scored(GameResult result, GScore score) const {
    result.setScore(rmobility::toString(score),
                    rmobility::whitePoints(m_options.scoringRules(), score));
    return result;
}

void RMobilityJudge::finalize(GameResult& result, const Board& board) {
    (void)board;
    if (result.isNone() || m_states.empty()) return;
    GScore score;
    const bool onBoard = !m_verdict.isNone() && result == m_verdict;
    if (onBoard || !result.isDecisive())
        score = accreted();
    else
        score = GScore{0, result.winnerSide()}; // any win off the board is G0.0
    result = scored(result, score);

    m_outcome.finished = true;
    m_outcome.score = score;
    m_outcome.onBoard = onBoard;
    m_outcome.whitePoints = result.scoreFor(White);
    m_outcome.points = rmobility::pointsText(m_options.scoring, m_outcome.whitePoints);
    m_outcome.options = m_options;
    m_outcome.startToken = m_startToken;
}

std::string RMobilityJudge::fen(const Board& board) const {
    std::istringstream in(board.fen());
    std::string field, out;
    for (int i = 0; i < 6 && in >> field; ++i) {
        if (i == 4 && !m_states.empty()) field = std::to_string(fiftyMoveCounter());
        if (i) out += ' ';
        out += field;
    }
    if (!m_states.empty()) out += ' ' + rmobility::toString(accreted());
    return out;
}

} // namespace arbiter
