#include "rules/rmobility/rmobilityjudge.h"

#include "rules/positionend.h"
#include "rules/rmobility/rmobilitypgn.h"

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

// Mate and stalemate as in chess: the ends the G-score itself measures (G0.0, G0.5). Every
// other end a board reports is the variant's own (a goal, or a verdict on a side without moves
// that differs from chess, as in antichess and losers).
bool isChessNoMovesEnd(const PositionEnd& end, Side sideToMove) {
    return (end.reason == EndReason::Checkmate && end.winner == ~sideToMove) ||
           (end.reason == EndReason::Stalemate && end.winner == NoSide);
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
    // Legacy: an improvement on the ply that reaches the 50-move limit does not count, except a
    // mate, which wins under every rule (the fork's bug B8 scored it as a fifty-move draw).
    if (m_options.legacy && state.counter >= kFiftyMovePlies && state.position.h != 0) return;
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
    Verdict end = variantEnd(board, state);
    if (end.result.isNone()) end = verdict(board, state);
    return settle(end, state);
}

GameResult RMobilityJudge::afterMove(const Board& board) {
    State state = m_states.empty() ? State() : m_states.back();
    state.position = positionScore(board);
    // A capture, pawn move, promotion or (as in the fork) any drop restarts the counter.
    const bool reset = board.halfmoveClock() == 0 || board.lastMove().kind() == Move::Drop;
    state.counter = reset ? 0 : state.counter + 1;
    Verdict end = variantEnd(board, state);
    if (end.result.isNone()) {
        if (reset)
            state.accreted = state.position; // even when worse than the old score
        else
            improve(state);
        end = verdict(board, state);
    }
    return settle(end, state);
}

void RMobilityJudge::undo(const Board& board) {
    (void)board;
    if (m_states.size() > 1) m_states.pop_back();
    m_verdict = GameResult();
    m_outcome = RMobilityOutcome();
}

GameResult RMobilityJudge::settle(const Verdict& end, const State& state) {
    m_verdict = end.result.isNone() ? end.result : scored(end.result, end.score);
    m_verdictScore = end.score;
    m_states.push_back(state);
    return m_verdict;
}

RMobilityJudge::Verdict RMobilityJudge::variantEnd(const Board& board, State& state) const {
    const PositionEnd end = board.positionEnd();
    if (end.isNone() || isChessNoMovesEnd(end, board.sideToMove())) return {};
    // The fork's variant boards decide their goals before the G-score, so the ending position
    // is not scored. A result with a winner and no G-score of its own is G0.0 for the winner
    // (docs/r-mobility.md, "How games end"), which becomes the accreted score as a mate's would; a
    // draw keeps the accreted score (fix B11, docs/r-mobility.md).
    if (end.winner != NoSide) state.accreted = GScore{0, end.winner};
    return {positionEndResult(end, board.sideToMove()), state.accreted};
}

RMobilityJudge::Verdict RMobilityJudge::verdict(const Board& board, State& state) const {
    const GScore acc = state.accreted;
    if (acc.h < 2) {
        // Mate or stalemate: by the side that reached it.
        const std::string who = sideName(acc.holder);
        if (acc.h == 0) return {GameResult::win(acc.holder, T::Normal, who + " mates"), acc};
        return {GameResult::draw(T::Normal, who + " stalemates"), acc};
    }
    if (onlyKings(board)) {
        state.bareKingPlies =
            state.position.h == 2 * kBareKingMoves + 1 ? state.bareKingPlies + 1 : 0;
        if (state.bareKingPlies >= 2)
            return {GameResult::draw(T::Normal, "End by K vs K G8.5 rule"), acc};
    } else {
        state.bareKingPlies = 0;
    }
    if (state.counter >= kFiftyMovePlies)
        return {GameResult::draw(T::Normal, "End by fifty moves rule"), acc};
    if (board.repetitionCount() >= 2)
        return {GameResult::draw(T::Normal, "End by 3-fold repetition"), acc};
    return {};
}

GameResult RMobilityJudge::scored(GameResult result, GScore score) const {
    result.setScore(rmobility::toString(score),
                    rmobility::whitePoints(m_options.scoringRules(), score));
    if (m_options.scoring == rmobility::Scoring::Komi)
        result.setScoreBasis(rmobility::toString(m_options.komi));
    return result;
}

void RMobilityJudge::finalize(GameResult& result, const Board& board) {
    (void)board;
    if (result.isNone() || m_states.empty()) return;
    GScore score;
    const bool onBoard = !m_verdict.isNone() && result == m_verdict;
    if (onBoard)
        score = m_verdictScore;
    else if (!result.isDecisive())
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

void RMobilityJudge::decorateRecord(PgnGame& record) const {
    RMobilityOutcome outcome = m_outcome; // finished games: the score and points too
    outcome.options = m_options;
    outcome.startToken = m_startToken;
    rmobility::addRMobilityTags(record, outcome);
    record.setLeadingTags(rmobility::rmobilityTagOrder());
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

void RMobilityJudge::describe(const Board& board, JudgeNotes& notes) const {
    (void)board;
    if (m_states.empty()) return;
    notes.counters.push_back("r-Mobility: current " + rmobility::toString(positionScore()) +
                             ", accreted " + rmobility::toString(accreted()) +
                             ", 50-move counter " + std::to_string(fiftyMoveCounter()));
}

} // namespace arbiter
