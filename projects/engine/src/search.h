// The alpha-beta search, written once as a template over a board family.
//
// A family F supplies:
//   using Position;                       the library's fast position (generateLegal, makeMove,
//                                         undoMove, makeNullMove, undoNullMove, inCheck, key,
//                                         sideToMove, pieceAt, isCapture, halfmoveClock)
//   static constexpr int DrawPlyLimit;    reversible plies after which the game is drawn
//   static constexpr bool PerpetualCheckLoses; xiangqi: repeating by checking every move loses
//   static int evaluate(const Position&); centipawns for the side to move
//   static int pieceValue(PieceType);     for capture ordering and delta pruning
//   static bool nullMoveAllowed(const Position&);
//   static bool pruningAllowed(const Position&);  static-eval based pruning is sound enough
//   static bool capturesForced(const Position&);  a legal capture excludes every other move
//   static bool insufficientMaterial(const Position&);
//   static bool decided(const Position&, int ply, int& score);  the position ends the game by
//                                         a rule of the variant (a captured general, a king on
//                                         the hill, an exploded king, ...): score for the side
//                                         to move
//   static int noMovesScore(const Position&, int ply);  the side to move has no legal move:
//                                         mate, stalemate, or the variant's verdict on them
//   static bool selfCheckAllowed(const Position&);  moves may leave the king attacked (so a
//                                         check is answered by any move)
//   static bool midTurn(const Position&); the side to move owes a further part of its turn
//                                         (multi-part turns: it moves again, so the child's
//                                         score is not negated)
//
// Iterative deepening, principal variation search, transposition table, null move, late move
// reductions, futility and late move pruning at shallow depth, check extension, killer and
// history move ordering, and a quiescence search over captures (all moves when in check or
// when captures are forced).
#pragma once

#include "score.h"
#include "searchtypes.h"
#include "transpositiontable.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

namespace arbiter::engine {

template <class F> class Search {
public:
    using Position = typename F::Position;
    using Reporter = std::function<void(const IterationReport&)>;

    Search(const Position& root, const std::vector<HistoryEntry>& gameHistory,
           TranspositionTable& tt, SearchControl& control, const SearchSettings& settings)
        : m_pos(root), m_tt(tt), m_control(control), m_settings(settings) {
        m_stack.reserve(gameHistory.size() + MaxPly + 8);
        m_stack = gameHistory;
        m_stack.push_back(HistoryEntry{m_pos.key(), m_pos.inCheck()});
        m_rootIndex = int(m_stack.size()) - 1;
        for (int d = 1; d < 64; ++d)
            for (int n = 1; n < 64; ++n)
                m_reductions[d][n] = int(0.75 + std::log(double(d)) * std::log(double(n)) / 2.25);
    }

    SearchResult run(const Reporter& report, std::mt19937_64& rng);

private:
    struct RootMove {
        Move move;
        int score = -Infinity;
        bool exact = false;
        std::vector<Move> pv; // its line, when it was the best of a (MultiPV) root search
    };

    // Searches root moves from `first` on (MultiPV: the lines before are already chosen).
    int searchRoot(int depth, size_t first);
    int search(int depth, int alpha, int beta, int ply, bool pvNode, bool allowNull);
    int quiesce(int alpha, int beta, int ply, int qply);
    // The score of the position after a move, for the side `mover` that made it, within
    // (alpha, beta) as seen by the mover: negamax, except that a side that moves again (the
    // next part of a multi-part turn) keeps its own window and score.
    int childSearch(Side mover, int depth, int alpha, int beta, int ply, bool pvNode,
                    bool allowNull) {
        if (m_pos.sideToMove() == mover) return search(depth, alpha, beta, ply, pvNode, allowNull);
        return -search(depth, -beta, -alpha, ply, pvNode, allowNull);
    }
    int childQuiesce(Side mover, int alpha, int beta, int ply, int qply) {
        if (m_pos.sideToMove() == mover) return quiesce(alpha, beta, ply, qply);
        return -quiesce(-beta, -alpha, ply, qply);
    }
    // A check given to the opponent (not the mover's own general left attacked mid-turn).
    bool givesCheck(Side mover) const { return m_pos.sideToMove() != mover && m_pos.inCheck(); }
    // The later parts of the turn begun by `first` (multi-part turns): the principal
    // variation's when it continues the turn, else the table's move, else the best by static
    // evaluation.
    std::vector<Move> completeTurn(Move first, const std::vector<Move>& pv);

    void makeMove(Move m) {
        m_pos.makeMove(m);
        m_stack.push_back(HistoryEntry{m_pos.key(), m_pos.inCheck()});
    }
    void undoMove() {
        m_pos.undoMove();
        m_stack.pop_back();
    }
    // Draw (or, in xiangqi, perpetual-check) score when the position repeats one since the
    // last irreversible move; NoRepetition otherwise.
    static constexpr int NoRepetition = Infinity + 1;
    int repetitionScore(int ply) const;

    int moveScore(Move m, Move ttMove, int ply) const;
    void scoreMoves(const MoveList& moves, int* scores, Move ttMove, int ply) const;
    static Move pickNext(MoveList& moves, int* scores, int from);
    PieceType capturedType(Move m) const {
        Piece p = m_pos.pieceAt(m.to());
        return p == NoPiece ? Pawn : typeOf(p); // en passant takes a pawn
    }
    bool isTactical(Move m) const { return m_pos.isCapture(m) || m.kind() == Move::Promotion; }
    void updatePv(int ply, Move m) {
        m_pv[ply][0] = m;
        std::memcpy(&m_pv[ply][1], &m_pv[ply + 1][0], sizeof(Move) * size_t(m_pvLength[ply + 1]));
        m_pvLength[ply] = m_pvLength[ply + 1] + 1;
    }
    void checkLimits();
    bool timeUp(int64_t limitMs) const {
        return !m_control.untimed.load(std::memory_order_relaxed) && m_settings.budget.limited() &&
               m_control.elapsedMs() >= limitMs;
    }
    Move chooseMove(std::mt19937_64& rng) const;

    Position m_pos;
    TranspositionTable& m_tt;
    SearchControl& m_control;
    const SearchSettings& m_settings;

    std::vector<HistoryEntry> m_stack; // game history, root, then the current search path
    int m_rootIndex = 0;
    int m_nullFloor = 0; // repetitions never reach back across a null move

    std::vector<RootMove> m_rootMoves;
    std::vector<RootMove> m_completedRootMoves; // as of the last completed iteration
    Move m_bestMove;
    int m_bestScore = -Infinity;
    bool m_stopped = false;
    uint64_t m_nodes = 0;
    int m_selDepth = 0;

    Move m_pv[MaxPly + 1][MaxPly + 1];
    int m_pvLength[MaxPly + 1] = {};
    Move m_killers[MaxPly + 1][2];
    int m_history[2][128][128] = {};
    int m_reductions[64][64] = {};
};

template <class F> void Search<F>::checkLimits() {
    if (m_control.stop.load(std::memory_order_relaxed) ||
        (m_settings.maxNodes && m_nodes >= m_settings.maxNodes) || timeUp(m_settings.budget.hardMs))
        m_stopped = true;
}

template <class F> int Search<F>::repetitionScore(int ply) const {
    const int idx = int(m_stack.size()) - 1;
    const int earliest = std::max({idx - m_pos.halfmoveClock(), m_nullFloor, 0});
    const uint64_t key = m_stack[idx].key;
    for (int i = idx - 4; i >= earliest; i -= 2) {
        if (m_stack[i].key != key) continue;
        if constexpr (F::PerpetualCheckLoses) {
            // In the cycle i..idx the side that just moved (A) checked on every move when the
            // side to move (B) was in check at idx, idx-2, ...; and B checked when A was in
            // check at idx-1, idx-3, ... One-sided perpetual check loses for the checker.
            bool aChecks = true, bChecks = true;
            for (int j = idx; j > i; j -= 2) aChecks = aChecks && m_stack[j].inCheck;
            for (int j = idx - 1; j > i; j -= 2) bChecks = bChecks && m_stack[j].inCheck;
            if (aChecks && !bChecks) return RuleWinScore - ply;
            if (bChecks && !aChecks) return -RuleWinScore + ply;
        }
        return 0;
    }
    return NoRepetition;
}

template <class F> int Search<F>::moveScore(Move m, Move ttMove, int ply) const {
    if (m == ttMove) return 1 << 30;
    const bool capture = m_pos.isCapture(m);
    if (capture || m.kind() == Move::Promotion) {
        int victim = capture ? F::pieceValue(capturedType(m)) : 0;
        if (m.kind() == Move::Promotion) {
            if (m.promotion() != Queen) return -(1 << 20) + victim; // under-promotions last
            victim += F::pieceValue(Queen);
        }
        const int attacker = F::pieceValue(typeOf(m_pos.pieceAt(m.from())));
        return (1 << 28) + victim * 64 - attacker;
    }
    if (m == m_killers[ply][0]) return (1 << 27);
    if (m == m_killers[ply][1]) return (1 << 27) - 1;
    return m_history[m_pos.sideToMove()][m.from()][m.to()];
}

template <class F>
void Search<F>::scoreMoves(const MoveList& moves, int* scores, Move ttMove, int ply) const {
    for (int i = 0; i < moves.size(); ++i) scores[i] = moveScore(moves[i], ttMove, ply);
}

// Selection sort step: the best remaining move is swapped to position `from`.
template <class F> Move Search<F>::pickNext(MoveList& moves, int* scores, int from) {
    int best = from;
    for (int i = from + 1; i < moves.size(); ++i)
        if (scores[i] > scores[best]) best = i;
    std::swap(moves[from], moves[best]);
    std::swap(scores[from], scores[best]);
    return moves[from];
}

template <class F> int Search<F>::quiesce(int alpha, int beta, int ply, int qply) {
    ++m_nodes;
    if ((m_nodes & 1023) == 0 || m_settings.maxNodes) checkLimits();
    if (m_stopped) return 0;
    m_pvLength[ply] = 0;
    m_selDepth = std::max(m_selDepth, ply);
    if (int decided; F::decided(m_pos, ply, decided)) return decided;
    if (ply >= MaxPly) return F::evaluate(m_pos);

    MoveList moves;
    m_pos.generateLegal(moves);
    const bool inCheck = m_pos.inCheck();
    if (moves.empty()) return F::noMovesScore(m_pos, ply);

    // Forced captures (capture chess) leave no option to stand pat, for a few plies at least.
    // Where moves may leave the king attacked (beginner-like xiangqi variants) every move
    // "evades" a check: searching them all is limited to the first plies.
    const bool forced = F::capturesForced(m_pos) && m_pos.isCapture(moves[0]);
    const bool searchAll =
        (inCheck && (!F::selfCheckAllowed(m_pos) || qply < 2)) || (forced && qply < 6);
    int best = -Infinity;
    int standPat = -Infinity;
    if (!searchAll) {
        standPat = F::evaluate(m_pos);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }

    int scores[MoveList::Capacity];
    scoreMoves(moves, scores, Move(), MaxPly);
    const bool deltaPruning = !searchAll && F::pruningAllowed(m_pos);
    for (int i = 0; i < moves.size(); ++i) {
        Move m = pickNext(moves, scores, i);
        if (!searchAll) {
            if (!isTactical(m)) continue;
            if (m.kind() == Move::Promotion && m.promotion() != Queen) continue;
            if (deltaPruning && m.kind() != Move::Promotion &&
                standPat + F::pieceValue(capturedType(m)) + 200 <= alpha)
                continue;
        }
        const Side mover = m_pos.sideToMove();
        makeMove(m);
        int score = childQuiesce(mover, alpha, beta, ply + 1, qply + 1);
        undoMove();
        if (m_stopped) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

template <class F>
int Search<F>::search(int depth, int alpha, int beta, int ply, bool pvNode, bool allowNull) {
    if (depth <= 0) return quiesce(alpha, beta, ply, 0);
    ++m_nodes;
    if ((m_nodes & 1023) == 0 || m_settings.maxNodes) checkLimits();
    if (m_stopped) return 0;
    m_pvLength[ply] = 0;
    if (int decided; F::decided(m_pos, ply, decided)) return decided;
    if (ply >= MaxPly) return F::evaluate(m_pos);

    // Draws by rule and repetition.
    const bool inCheck = m_pos.inCheck();
    if (F::insufficientMaterial(m_pos)) return 0;
    if (m_pos.halfmoveClock() >= F::DrawPlyLimit && !inCheck) return 0;
    const int rep = repetitionScore(ply);
    if (rep != NoRepetition) return rep;

    // Mate distance pruning: no line from here beats a mate already found nearer the root.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, MateScore - ply - 1);
    if (alpha >= beta) return alpha;

    const uint64_t key = m_pos.key();
    Move ttMove;
    if (const TTEntry* e = m_tt.probe(key)) {
        ttMove = Move::fromRaw(e->move);
        const int ttScore = scoreFromTable(e->score, ply);
        if (!pvNode && e->depth >= depth) {
            const Bound b = e->bound();
            if (b == Bound::Exact || (b == Bound::Lower && ttScore >= beta) ||
                (b == Bound::Upper && ttScore <= alpha))
                return ttScore;
        }
    }

    const bool pruning = !inCheck && !pvNode && F::pruningAllowed(m_pos);
    const int staticEval = inCheck ? -Infinity : F::evaluate(m_pos);

    // Reverse futility: far above beta at shallow depth, a quiet move will not lose it all.
    if (pruning && depth <= 3 && std::abs(beta) < MateBound && staticEval - 120 * depth >= beta)
        return staticEval;

    // Null move: if passing still fails high, a real move will too (not in zugzwang-prone
    // positions, which the family excludes).
    if (pruning && allowNull && depth >= 3 && staticEval >= beta && std::abs(beta) < MateBound &&
        !F::midTurn(m_pos) && F::nullMoveAllowed(m_pos)) {
        const int r = 2 + depth / 6;
        const int savedFloor = m_nullFloor;
        m_pos.makeNullMove();
        m_stack.push_back(HistoryEntry{m_pos.key(), false});
        m_nullFloor = int(m_stack.size()) - 1;
        int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
        m_stack.pop_back();
        m_pos.undoNullMove();
        m_nullFloor = savedFloor;
        if (m_stopped) return 0;
        if (score >= beta) return score >= MateBound ? beta : score;
    }

    MoveList moves;
    m_pos.generateLegal(moves);
    if (moves.empty()) return F::noMovesScore(m_pos, ply);

    int scores[MoveList::Capacity];
    scoreMoves(moves, scores, ttMove, ply);
    const Side us = m_pos.sideToMove();
    const int origAlpha = alpha;
    int best = -Infinity;
    Move bestMove;
    int quietsSearched = 0;

    for (int i = 0; i < moves.size(); ++i) {
        Move m = pickNext(moves, scores, i);
        const bool tactical = isTactical(m);

        // Shallow-depth pruning of quiet moves that cannot reach alpha.
        if (pruning && !tactical && best > -MateBound && depth <= 3) {
            if (quietsSearched >= 4 + 3 * depth * depth) continue;
            if (staticEval + 100 + 150 * depth <= alpha) continue;
        }

        makeMove(m);
        const bool checks = givesCheck(us);
        const int newDepth = depth - 1 + (checks && ply < MaxPly / 2 ? 1 : 0);
        int score;
        if (i == 0) {
            score = childSearch(us, newDepth, alpha, beta, ply + 1, pvNode, true);
        } else {
            int r = 0;
            if (depth >= 3 && !tactical && !inCheck && !checks && i >= 3) {
                r = m_reductions[std::min(depth, 63)][std::min(i, 63)];
                if (pvNode) r = std::max(0, r - 1);
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = childSearch(us, newDepth - r, alpha, alpha + 1, ply + 1, false, true);
            if (score > alpha && r > 0)
                score = childSearch(us, newDepth, alpha, alpha + 1, ply + 1, false, true);
            if (score > alpha && score < beta && pvNode)
                score = childSearch(us, newDepth, alpha, beta, ply + 1, true, true);
        }
        undoMove();
        if (m_stopped) return 0;
        if (!tactical) ++quietsSearched;

        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (pvNode) updatePv(ply, m);
                if (alpha >= beta) {
                    if (!tactical) {
                        if (m_killers[ply][0] != m) {
                            m_killers[ply][1] = m_killers[ply][0];
                            m_killers[ply][0] = m;
                        }
                        int& h = m_history[us][m.from()][m.to()];
                        h += depth * depth;
                        if (h > (1 << 20))
                            for (auto& side : m_history)
                                for (auto& row : side)
                                    for (int& v : row) v /= 2;
                    }
                    break;
                }
            }
        }
    }

    const Bound bound = best >= beta       ? Bound::Lower
                        : best > origAlpha ? Bound::Exact
                                           : Bound::Upper;
    m_tt.store(key, bestMove, scoreToTable(best, ply), depth, bound);
    return best;
}

template <class F> int Search<F>::searchRoot(int depth, size_t first) {
    const int margin = m_settings.randomMargin;
    int best = -Infinity;
    m_pvLength[0] = 0;
    for (size_t i = first; i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        // Moves that may score within `margin` of the best need exact scores: search them with
        // a window starting `margin` below the best so far (plain PVS when margin is 0).
        const int low =
            i == first ? -Infinity : std::max(margin > 0 ? best - margin - 1 : best, -MateScore);
        const Side us = m_pos.sideToMove();
        makeMove(rm.move);
        const int newDepth = depth - 1 + (givesCheck(us) ? 1 : 0);
        int score;
        if (i == first) {
            score = childSearch(us, newDepth, -Infinity, Infinity, 1, true, true);
        } else {
            score = childSearch(us, newDepth, low, low + 1, 1, false, true);
            if (score > low && !m_stopped)
                score = childSearch(us, newDepth, low, Infinity, 1, true, true);
        }
        undoMove();
        if (m_stopped) break;
        rm.exact = i == first || score > low;
        rm.score = rm.exact ? score : low;
        if (score > best) {
            best = score;
            updatePv(0, rm.move);
            rm.pv.assign(m_pv[0], m_pv[0] + m_pvLength[0]);
            // A move that beat the previous best is kept even if this iteration is cut short.
            if (first == 0) {
                m_bestMove = rm.move;
                m_bestScore = score;
            }
        }
    }
    return best;
}

template <class F> Move Search<F>::chooseMove(std::mt19937_64& rng) const {
    const int margin = m_settings.randomMargin;
    if (margin <= 0 || m_completedRootMoves.empty()) return m_bestMove;
    const int best = m_completedRootMoves.front().score;
    if (isMateScore(best) || m_bestMove != m_completedRootMoves.front().move) return m_bestMove;
    std::vector<Move> candidates;
    for (const RootMove& rm : m_completedRootMoves)
        if (rm.exact && rm.score >= best - margin) candidates.push_back(rm.move);
    if (candidates.size() <= 1) return m_bestMove;
    std::uniform_int_distribution<size_t> pick(0, candidates.size() - 1);
    return candidates[pick(rng)];
}

template <class F> SearchResult Search<F>::run(const Reporter& report, std::mt19937_64& rng) {
    SearchResult result;
    m_tt.newSearch();

    MoveList legal;
    m_pos.generateLegal(legal);
    result.inCheck = m_pos.inCheck();
    if (legal.empty()) {
        result.noLegalMoves = true;
        result.score = F::noMovesScore(m_pos, 0);
        return result;
    }

    // Root moves: searchmoves restricts, banmoves excludes (unless that leaves nothing).
    auto listed = [](const std::vector<Move>& list, Move m) {
        return std::find(list.begin(), list.end(), m) != list.end();
    };
    for (Move m : legal) {
        if (!m_settings.searchMoves.empty() && !listed(m_settings.searchMoves, m)) continue;
        if (listed(m_settings.bannedMoves, m)) continue;
        m_rootMoves.push_back(RootMove{m, -Infinity, false, {}});
    }
    if (m_rootMoves.empty())
        for (Move m : legal) m_rootMoves.push_back(RootMove{m, -Infinity, false, {}});

    // Initial order: the table's move, then captures by value, as inside the tree.
    {
        Move ttMove;
        if (const TTEntry* e = m_tt.probe(m_pos.key())) ttMove = Move::fromRaw(e->move);
        for (RootMove& rm : m_rootMoves) rm.score = moveScore(rm.move, ttMove, 0);
        std::stable_sort(m_rootMoves.begin(), m_rootMoves.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }
    m_bestMove = m_rootMoves.front().move;
    std::vector<Move> pv{m_bestMove};
    int completedDepth = 0;
    const int maxDepth =
        m_settings.maxDepth > 0 ? std::min(m_settings.maxDepth, MaxPly - 1) : MaxPly - 1;

    // MultiPV: line k is the best of the root moves after the first k, searched in turn.
    const size_t lines =
        std::clamp<size_t>(size_t(std::max(1, m_settings.multiPv)), 1, m_rootMoves.size());
    auto byScore = [](const RootMove& a, const RootMove& b) { return a.score > b.score; };
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_selDepth = 0;
        int score = 0;
        size_t line = 0;
        for (; line < lines; ++line) {
            const int lineScore = searchRoot(depth, line);
            if (m_stopped) break;
            if (line == 0) score = lineScore;
            std::stable_sort(m_rootMoves.begin() + std::ptrdiff_t(line), m_rootMoves.end(),
                             byScore);
        }
        if (m_stopped) {
            // Keep the partial iteration's move only if it was proven better than the old one.
            if (line == 0 && m_pvLength[0] > 0 && m_pv[0][0] == m_bestMove && completedDepth > 0 &&
                m_bestMove != pv.front())
                pv.assign(m_pv[0], m_pv[0] + m_pvLength[0]);
            break;
        }
        completedDepth = depth;
        if (lines > 1) {
            // The lines in order of their scores; a later line that beat the first leads.
            std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + std::ptrdiff_t(lines),
                             byScore);
            score = m_rootMoves.front().score;
        }
        m_completedRootMoves = m_rootMoves;
        pv = m_rootMoves.front().pv;
        if (pv.empty()) pv.push_back(m_rootMoves.front().move);
        m_bestMove = pv.front();
        m_bestScore = score;

        IterationReport r;
        r.depth = depth;
        r.selDepth = std::max(m_selDepth, depth);
        r.score = score;
        r.nodes = m_nodes;
        r.timeMs = m_control.elapsedMs();
        r.hashfull = m_tt.hashfull();
        r.pv = pv;
        if (lines > 1) r.multiPv = 1;
        if (report) report(r);
        for (size_t k = 1; k < lines && report; ++k) {
            r.multiPv = int(k + 1);
            r.score = m_rootMoves[k].score;
            r.pv = m_rootMoves[k].pv.empty() ? std::vector<Move>{m_rootMoves[k].move}
                                             : m_rootMoves[k].pv;
            report(r);
        }
        r.score = score;

        // Stop early: a mate found with room to spare, a single legal move, or not enough time
        // left for another iteration (which costs several times the previous ones).
        if (isMateScore(score) && depth >= MateScore - std::abs(score) + 3) break;
        if (m_rootMoves.size() == 1 && m_settings.budget.limited() && depth >= 4) break;
        if (timeUp(m_settings.budget.softMs / 2)) break;
    }

    result.best = chooseMove(rng);
    result.score = m_bestScore > -Infinity ? m_bestScore : F::evaluate(m_pos);
    result.depth = completedDepth;
    result.nodes = m_nodes;
    result.timeMs = m_control.elapsedMs();
    result.turnRest =
        completeTurn(result.best, result.best == pv.front() ? pv : std::vector<Move>{});
    if (!result.turnRest.empty()) {
        // A multi-part turn: no ponder move (the reply follows the whole turn).
    } else if (result.best == pv.front() && pv.size() > 1) {
        result.ponder = pv[1];
    } else {
        m_pos.makeMove(result.best);
        if (const TTEntry* e = m_tt.probe(m_pos.key())) {
            MoveList replies;
            m_pos.generateLegal(replies);
            if (replies.contains(Move::fromRaw(e->move))) result.ponder = Move::fromRaw(e->move);
        }
        m_pos.undoMove();
    }
    return result;
}

template <class F>
std::vector<Move> Search<F>::completeTurn(Move first, const std::vector<Move>& pv) {
    std::vector<Move> rest;
    const Side us = m_pos.sideToMove();
    m_pos.makeMove(first);
    size_t pvIndex = 1;
    int decidedScore = 0;
    while (F::midTurn(m_pos) && m_pos.sideToMove() == us && !F::decided(m_pos, 0, decidedScore)) {
        MoveList moves;
        m_pos.generateLegal(moves);
        if (moves.empty()) break;
        Move next;
        if (pvIndex < pv.size() && moves.contains(pv[pvIndex])) next = pv[pvIndex++];
        if (next.isNull())
            if (const TTEntry* e = m_tt.probe(m_pos.key()))
                if (moves.contains(Move::fromRaw(e->move))) next = Move::fromRaw(e->move);
        if (next.isNull()) {
            int best = -Infinity;
            for (Move m : moves) {
                m_pos.makeMove(m);
                const int score =
                    m_pos.sideToMove() == us ? F::evaluate(m_pos) : -F::evaluate(m_pos);
                m_pos.undoMove();
                if (score > best) {
                    best = score;
                    next = m;
                }
            }
        }
        pvIndex = pv.size(); // once off the principal variation, stay off it
        rest.push_back(next);
        m_pos.makeMove(next);
    }
    for (size_t i = 0; i < rest.size(); ++i) m_pos.undoMove();
    m_pos.undoMove();
    return rest;
}

} // namespace arbiter::engine
