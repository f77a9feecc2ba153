#include "xiangqichase.h"

namespace arbiter::xqrules {

using xq::SquareSet;

namespace {

// Side `them` (not to move) takes back: the victim on x captures the attacker on a, legally.
// The position has the attacker's side to move.
bool canTakeBack(XiangqiPosition& pos, Square x, Square a) {
    const Piece victim = pos.pieceAt(x);
    if (!xq::contains(XiangqiPosition::attacksFrom(victim, x, pos.occupied()), a)) return false;
    const Side them = sideOf(victim);
    pos.makeNullMove();
    pos.makeMove(Move(x, a));
    const bool legal = !pos.kingAttacked(them);
    pos.undoMove();
    pos.undoNullMove();
    return legal;
}

// After the capture on x, side `them` (to move) recaptures there with one of `defenders`
// without exposing its general.
bool canRecapture(XiangqiPosition& pos, Square x, Side them, SquareSet defenders) {
    while (defenders) {
        const Square d = xq::popLsb(defenders);
        // A cannon whose screen was the attacker itself has no screen once the attacker stands
        // on x: a fake root.
        if (!xq::contains(XiangqiPosition::attacksFrom(pos.pieceAt(d), d, pos.occupied()), x))
            continue;
        pos.makeMove(Move(d, x));
        const bool legal = !pos.kingAttacked(them);
        pos.undoMove();
        if (legal) return true;
    }
    return false;
}

// The attackers (side to move) among `attackers` that capture the piece on x for free.
SquareSet freeCapturers(XiangqiPosition& pos, Square x, SquareSet attackers) {
    const Piece victim = pos.pieceAt(x);
    const Side them = sideOf(victim), by = ~them;
    // The victim's protectors with every piece where it stands now, found on first need;
    // canRecapture drops those the capture itself cuts off.
    SquareSet defenders = 0;
    bool defendersKnown = false;
    SquareSet free = 0;
    while (attackers) {
        const Square a = xq::popLsb(attackers);
        const Piece attacker = pos.pieceAt(a);
        if (typeOf(attacker) == typeOf(victim) && canTakeBack(pos, x, a)) continue; // exchange
        const bool alwaysChase = chaseValue(typeOf(victim)) > chaseValue(typeOf(attacker));
        if (!alwaysChase && !defendersKnown) {
            defenders = pos.attackersTo(x, them);
            defendersKnown = true;
        }
        pos.makeMove(Move(a, x));
        if (!pos.kingAttacked(by) && (alwaysChase || !canRecapture(pos, x, them, defenders)))
            free |= xq::bit(a);
        pos.undoMove();
    }
    return free;
}

} // namespace

int chaseValue(PieceType type) {
    switch (type) {
    case Rook: return 4;
    case Knight:
    case Cannon: return 3;
    case Advisor:
    case Bishop: return 2;
    case Pawn: return 1;
    default: return 0;
    }
}

bool isCancel(const XiangqiPosition& pos, Move m) {
    if (pos.isCapture(m)) return true;
    return typeOf(pos.pieceAt(m.from())) == Pawn && xq::rankOf(m.from()) != xq::rankOf(m.to());
}

Threats chaseThreats(XiangqiPosition& pos, Side by) {
    Threats threats;
    const Side them = ~by;
    if (pos.kingSquare(by) == NoSquare || pos.kingSquare(them) == NoSquare) return threats;
    SquareSet victims = pos.pieces(them) & ~pos.pieces(King);
    for (SquareSet soldiers = pos.pieces(them, Pawn); soldiers;) {
        const Square s = xq::popLsb(soldiers);
        if (!xq::acrossRiver(them, s)) victims ^= xq::bit(s);
    }
    const SquareSet chasers = pos.pieces(by) & ~pos.pieces(King) & ~pos.pieces(Pawn);
    // Only victims some chaser attacks at all need a closer look.
    SquareSet attacked = 0;
    for (SquareSet c = chasers; c;) {
        const Square s = xq::popLsb(c);
        attacked |= XiangqiPosition::attacksFrom(pos.pieceAt(s), s, pos.occupied());
    }
    victims &= attacked;
    bool nullMove = false;
    while (victims) {
        const Square x = xq::popLsb(victims);
        const SquareSet attackers = pos.attackersTo(x, by) & chasers;
        if (!attackers) continue;
        // The captures are tried as moves of `by`.
        if (!nullMove && pos.sideToMove() != by) {
            pos.makeNullMove();
            nullMove = true;
        }
        if (const SquareSet free = freeCapturers(pos, x, attackers)) {
            threats.victims |= xq::bit(x);
            threats.attackers[x] = free;
        }
    }
    if (nullMove) pos.undoNullMove();
    return threats;
}

MoveStatus playClassified(XiangqiPosition& pos, Move m) {
    const Side mover = pos.sideToMove();
    if (isCancel(pos, m)) {
        pos.makeMove(m);
        return {MoveKind::Cancel, 0};
    }
    pos.makeMove(m);
    if (pos.inCheck()) return {MoveKind::Check, 0};
    const Threats after = chaseThreats(pos, mover);
    if (!after.victims) return {MoveKind::Idle, 0};
    // Only new threats are chases: a victim is chased when a piece that could not capture it
    // for free before the move can now (the moved piece counts as the same piece on its new
    // point). The mover's quiet move does not move the victims.
    pos.undoMove();
    const Threats before = chaseThreats(pos, mover);
    pos.makeMove(m);
    SquareSet chased = 0;
    for (SquareSet v = after.victims; v;) {
        const Square x = xq::popLsb(v);
        SquareSet old = xq::contains(before.victims, x) ? before.attackers[x] : 0;
        if (xq::contains(old, m.from())) old ^= xq::bit(m.from()) | xq::bit(m.to());
        if (after.attackers[x] & ~old) chased |= xq::bit(x);
    }
    return {chased ? MoveKind::Chase : MoveKind::Idle, chased};
}

} // namespace arbiter::xqrules
