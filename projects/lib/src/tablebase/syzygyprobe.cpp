#include "tablebase/syzygyprobe.h"

namespace arbiter::syzygy {

namespace {
constexpr int NoEnPassant = -3;
constexpr int NoWin = 0xFFFF; // Fathom's "no winning move found"

// The distance a zeroing move leads to, by the outcome it keeps: a win or loss one ply away,
// a cursed win or blessed loss 101 plies (past the fifty-move rule).
int zeroingDtz(int wdl) {
    static constexpr int Dtz[5] = {-1, -101, 0, 101, 1};
    return Dtz[wdl + 2];
}

bool isPawnMove(const WesternPosition& pos, Move m) {
    return typeOf(pos.pieceAt(m.from())) == Pawn;
}

bool isMate(const WesternPosition& pos) {
    if (!pos.inCheck()) return false;
    MoveList moves;
    pos.generateLegal(moves);
    return moves.empty();
}

// The outcome a distance to zeroing gives with the fifty-move counter where it stands.
int outcomeWithCounter(int dtz, int counter) {
    if (dtz > 0) return dtz + counter <= 100 ? 2 : 1;
    if (dtz < 0) return -dtz + counter <= 100 ? -2 : -1;
    return 0;
}
} // namespace

bool Prober::searchesMove(const WesternPosition& pos, Move m) const {
    if (m.kind() == Move::EnPassant) return false;
    if (pos.isCapture(m)) return true;
    return m_rules == ProbeRules::Cutechess && m.kind() == Move::Promotion;
}

bool Prober::onlyEnPassantMoves(const WesternPosition& pos) {
    MoveList moves;
    pos.generateLegal(moves);
    for (Move m : moves)
        if (m.kind() != Move::EnPassant) return false;
    return true;
}

// Alpha-beta over the captures, the table bounding the rest: exact inside (alpha, beta).
std::optional<Prober::Searched> Prober::captureSearch(WesternPosition& pos, int alpha, int beta) {
    MoveList moves;
    pos.generateLegal(moves);
    for (Move m : moves) {
        if (!searchesMove(pos, m)) continue;
        pos.makeMove(m);
        const std::optional<Searched> reply = captureSearch(pos, -beta, -alpha);
        pos.undoMove();
        if (!reply) return std::nullopt;
        const int v = -reply->value;
        if (v > alpha) {
            if (v >= beta) return Searched{v, true};
            alpha = v;
        }
    }
    const std::optional<int> stored = m_tables.storedWdl(pos);
    if (!stored) return std::nullopt;
    if (alpha >= *stored) return Searched{alpha, alpha > 0};
    return Searched{*stored, false};
}

std::optional<int> Prober::bestEnPassant(WesternPosition& pos) {
    int best = NoEnPassant;
    if (pos.enPassantSquare() == NoSquare) return best;
    MoveList moves;
    pos.generateLegal(moves);
    for (Move m : moves) {
        if (m.kind() != Move::EnPassant) continue;
        pos.makeMove(m);
        const std::optional<Searched> reply = captureSearch(pos, -2, 2);
        pos.undoMove();
        if (!reply) return std::nullopt;
        best = std::max(best, -reply->value);
    }
    return best;
}

std::optional<int> Prober::wdl(WesternPosition& pos) {
    const std::optional<Searched> searched = captureSearch(pos, -2, 2);
    if (!searched) return std::nullopt;
    int v = searched->value;
    const std::optional<int> enPassant = bestEnPassant(pos);
    if (!enPassant) return std::nullopt;
    if (*enPassant > NoEnPassant) {
        // The table's value is the position's without the right to take en passant: the best
        // capture improves on it, and when it says stalemate the capture is forced.
        if (*enPassant >= v)
            v = *enPassant;
        else if (v == 0 && onlyEnPassantMoves(pos))
            v = *enPassant;
    }
    return v;
}

std::optional<int> Prober::dtzWithoutEnPassant(WesternPosition& pos) {
    const std::optional<Searched> searched = captureSearch(pos, -2, 2);
    if (!searched) return std::nullopt;
    const int outcome = searched->value;
    if (outcome == 0) return 0;
    if (searched->zeroingBest) return outcome == 2 ? 1 : 101;

    MoveList moves;
    pos.generateLegal(moves);
    if (outcome > 0) {
        // A pawn move that keeps the win zeroes the count at once.
        for (Move m : moves) {
            if (!isPawnMove(pos, m) || pos.isCapture(m)) continue;
            pos.makeMove(m);
            std::optional<int> v;
            if (pos.enPassantSquare() == NoSquare) {
                const std::optional<Searched> reply = captureSearch(pos, -2, -outcome + 1);
                if (reply) v = -reply->value;
            } else if (const std::optional<int> reply = wdl(pos)) {
                v = -*reply;
            }
            pos.undoMove();
            if (!v) return std::nullopt;
            if (*v == outcome) return outcome == 2 ? 1 : 101;
        }
    }

    const Tablebases::StoredDtz stored = m_tables.storedDtz(pos, outcome);
    using Status = Tablebases::StoredDtz::Status;
    if (stored.status == Status::Missing) return std::nullopt;
    if (stored.status == Status::Found) {
        int dtz = 1 + stored.plies;
        if (outcome == 1 || outcome == -1) dtz += 100;
        return outcome > 0 ? dtz : -dtz;
    }

    // The file stores the other side to move: one move deeper.
    if (outcome > 0) {
        int best = NoWin;
        for (Move m : moves) {
            pos.makeMove(m);
            std::optional<int> reply;
            const bool zeroes = pos.halfmoveClock() == 0;
            if (!zeroes) reply = dtz(pos);
            pos.undoMove();
            if (zeroes) continue;
            if (!reply) return std::nullopt;
            const int v = -*reply;
            if (v > 0 && v + 1 < best) best = v + 1;
        }
        return best;
    }
    int best = -1;
    for (Move m : moves) {
        pos.makeMove(m);
        std::optional<int> v;
        if (pos.halfmoveClock() == 0) {
            if (outcome == -2) {
                v = -1;
            } else if (const std::optional<Searched> reply = captureSearch(pos, 1, 2)) {
                v = reply->value == 2 ? 0 : -101;
            }
        } else if (const std::optional<int> reply = dtz(pos)) {
            v = -*reply - 1;
        }
        pos.undoMove();
        if (!v) return std::nullopt;
        best = std::min(best, *v);
    }
    return best;
}

std::optional<int> Prober::dtz(WesternPosition& pos) {
    const std::optional<int> withoutEnPassant = dtzWithoutEnPassant(pos);
    if (!withoutEnPassant) return std::nullopt;
    const std::optional<int> enPassant = bestEnPassant(pos);
    if (!enPassant) return std::nullopt;
    int v = *withoutEnPassant;
    if (*enPassant == NoEnPassant) return v;

    // An en passant capture zeroes the count: it wins where the rest only draws or loses, and
    // so on down; when it is the only move it is forced.
    const int capture = zeroingDtz(*enPassant);
    if (v < -100) {
        if (capture >= 0) v = capture;
    } else if (v < 0) {
        if (capture >= 0 || capture < -100) v = capture;
    } else if (v > 100) {
        if (capture > 0) v = capture;
    } else if (v > 0) {
        if (capture == 1) v = capture;
    } else if (capture >= 0) {
        v = capture;
    } else if (onlyEnPassantMoves(pos)) {
        v = capture;
    }
    return v;
}

Prober::Root Prober::root(WesternPosition& pos) {
    Root result;
    const std::optional<int> dtz = this->dtz(pos);
    if (!dtz) return result;

    // Every move is probed as well: a move whose position cannot be probed makes the whole
    // answer unknown, as in Fathom's root probe.
    MoveList moves;
    pos.generateLegal(moves);
    int drawingMoves = 0;
    int shortestWin = NoWin;
    bool losingMove = false;
    for (Move m : moves) {
        pos.makeMove(m);
        std::optional<int> v;
        if (*dtz > 0 && isMate(pos)) {
            v = 1;
        } else if (pos.halfmoveClock() != 0) {
            // The reply's distance, one ply longer from here.
            if (const std::optional<int> reply = this->dtz(pos))
                v = *reply < 0 ? -*reply + 1 : *reply > 0 ? -*reply - 1 : 0;
        } else if (const std::optional<int> reply = wdl(pos)) {
            v = zeroingDtz(-*reply);
        }
        pos.undoMove();
        if (!v) return result;
        if (*v == 0) ++drawingMoves;
        if (*v > 0 && *v < shortestWin) shortestWin = *v;
        if (*v < 0) losingMove = true;
    }

    if (*dtz > 0 && shortestWin == NoWin) return result;
    if (*dtz < 0 && !losingMove) {
        result.kind = Root::Kind::Checkmate;
    } else if (*dtz == 0 && drawingMoves == 0) {
        result.kind = Root::Kind::Stalemate;
    } else {
        result.kind = Root::Kind::Found;
        result.dtz = *dtz;
        result.wdl = outcomeWithCounter(*dtz, pos.halfmoveClock());
    }
    return result;
}

} // namespace arbiter::syzygy
