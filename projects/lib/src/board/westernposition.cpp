#include "westernposition.h"

#include "positionalgorithms.h"
#include "zobrist.h"

#include <algorithm>
#include <cstring>

namespace arbiter {

using namespace bb;

namespace {

// Pushes the state a move (or a null move, m empty) starts from: the key given, the previous
// state's checks, castling rights and counters carried on (the move's own changes follow).
// A template so that it can fill the class's private State through the vector's type.
template <class States> void pushNextState(States& states, uint64_t key, Move m) {
    const auto& prev = states.back();
    states.push_back(typename States::value_type{key,
                                                 0,
                                                 m,
                                                 NoPiece,
                                                 {prev.checks[0], prev.checks[1]},
                                                 0,
                                                 NoSquare,
                                                 prev.castling,
                                                 false,
                                                 prev.halfmoveClock + 1,
                                                 prev.gamePly + 1});
}

constexpr int polyglotTypeIndex(PieceType t) {
    return int(t) - 1;
} // Pawn..King -> 0..5

uint64_t pieceKey(Piece p, Square s) {
    return zobrist::Polyglot[zobrist::polyglotPieceKey(polyglotTypeIndex(typeOf(p)),
                                                       sideOf(p) == White, s)];
}
uint64_t castlingKey(uint8_t rights) {
    uint64_t k = 0;
    for (int i = 0; i < 4; ++i)
        if (rights & (1 << i)) k ^= zobrist::Polyglot[zobrist::PolyglotCastleOffset + i];
    return k;
}
uint64_t epKey(Square s) {
    return s == NoSquare ? 0 : zobrist::Polyglot[zobrist::PolyglotEnPassantOffset + s % 8];
}
const uint64_t TurnKey = zobrist::Polyglot[zobrist::PolyglotTurnOffset];
// Keys of the n-check counters come from the generated set, past the indices xiangqi uses.
constexpr int ChecksKeyBase = 100000;
constexpr int PocketKeyBase = 101000;
const Bitboard Hill = bit(27) | bit(28) | bit(35) | bit(36); // d4, e4, d5, e5

constexpr Bitboard relativeRank(Side s, int r) {
    return rankMask(s == White ? r : 7 - r);
}
constexpr int forward(Side s) {
    return s == White ? 8 : -8;
}
constexpr Bitboard pushed(Side s, Bitboard b) {
    return s == White ? north(b) : south(b);
}

} // namespace

WesternPosition::WesternPosition(const WesternRules& rules)
    : m_rules(rules), m_variant(rules.isVariant()) {
    bb::init();
    m_states.reserve(512);
    for (Side s : {White, Black})
        m_doubleStepRanks[s] = relativeRank(s, 2) | (rules.firstRankPawns ? relativeRank(s, 1) : 0);
    clear();
}

uint64_t WesternPosition::pocketKey(Side side, PieceType t, int count) {
    return count == 0 ? 0 : zobrist::generated(PocketKeyBase + 64 * (8 * side + t) + count);
}

uint64_t WesternPosition::checksKey(Side side, int count) {
    // Count 0 adds nothing, so positions without checks keep their Polyglot keys.
    return count == 0 ? 0 : zobrist::generated(ChecksKeyBase + 16 * side + count);
}

void WesternPosition::clear() {
    std::memset(m_byType, 0, sizeof m_byType);
    std::memset(m_bySide, 0, sizeof m_bySide);
    std::memset(m_board, 0, sizeof m_board);
    std::memset(m_castlingMask, 0, sizeof m_castlingMask);
    for (Square& s : m_castlingRook) s = NoSquare;
    m_sideToMove = White;
    m_states.clear();
    m_states.push_back(State{0, 0, Move(), NoPiece, {0, 0}, 0, NoSquare, 0, false, 0, 0});
    m_exploded.clear();
    std::memset(m_pocket, 0, sizeof m_pocket);
    m_promoted = 0;
}

void WesternPosition::putPiece(Piece p, Square s) {
    m_board[s] = p;
    m_byType[typeOf(p)] |= bit(s);
    m_bySide[sideOf(p)] |= bit(s);
}

void WesternPosition::removePiece(Square s) {
    Piece p = m_board[s];
    m_byType[typeOf(p)] ^= bit(s);
    m_bySide[sideOf(p)] ^= bit(s);
    m_board[s] = NoPiece;
}

void WesternPosition::movePiece(Square from, Square to) {
    Piece p = m_board[from];
    Bitboard fromTo = bit(from) | bit(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_bySide[sideOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
}

uint64_t WesternPosition::computeKey() const {
    uint64_t k = 0;
    for (Bitboard b = pieces(); b;) {
        Square s = popLsb(b);
        k ^= pieceKey(m_board[s], s);
    }
    k ^= castlingKey(st().castling) ^ epKey(st().epSquare);
    if (m_sideToMove == White) k ^= TurnKey;
    for (Side s : {White, Black}) {
        k ^= checksKey(s, st().checks[s]);
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
            k ^= pocketKey(s, t, m_pocket[s][t]);
    }
    return k;
}

Bitboard WesternPosition::attackersTo(Square s, Bitboard occupied) const {
    const AttackTables& t = tables();
    return (t.pawn[Black][s] & pieces(White, Pawn)) | (t.pawn[White][s] & pieces(Black, Pawn)) |
           (t.knight[s] & m_byType[Knight]) | (t.king[s] & m_byType[King]) |
           (rookAttacks(s, occupied) & (m_byType[Rook] | m_byType[Queen])) |
           (bishopAttacks(s, occupied) & (m_byType[Bishop] | m_byType[Queen]));
}

void WesternPosition::updateCheckers() {
    Side us = m_sideToMove;
    const Bitboard king = pieces(us, King);
    st().checkers = king ? attackersTo(lsb(king), pieces()) & m_bySide[~us] : 0;
    if (m_variant) updateVariantState(~us);
}

// After every move (or set-up) in a variant: who is in check by the variant's rules, and the
// n-check counters. Kept out of line so orthodox chess pays one branch for it.
void WesternPosition::updateVariantState(Side mover) {
    State& s = st();
    const Side us = ~mover;
    const Bitboard king = pieces(us, King);
    // A king that is an ordinary piece is never in check; in atomic chess touching kings
    // cannot check each other (taking the king would blow up the taker's own).
    if (s.checkers && (!m_rules.royalKing ||
                       (m_rules.atomic && (tables().king[lsb(king)] & pieces(mover, King)))))
        s.checkers = 0;
    if (m_rules.checksToWin && s.checkers && s.move != Move()) {
        s.key ^= checksKey(mover, s.checks[mover]) ^ checksKey(mover, s.checks[mover] + 1);
        ++s.checks[mover];
    }
}

// Pieces of `side` that shield their own king from an enemy slider.
Bitboard WesternPosition::pinnedPieces(Side side) const {
    Square ksq = kingSquare(side);
    Bitboard snipers = ((rookAttacks(ksq, 0) & (m_byType[Rook] | m_byType[Queen])) |
                        (bishopAttacks(ksq, 0) & (m_byType[Bishop] | m_byType[Queen]))) &
                       m_bySide[~side];
    Bitboard pinned = 0, occupied = pieces();
    while (snipers) {
        Square s = popLsb(snipers);
        Bitboard between = tables().between[ksq][s] & occupied;
        if (between && !moreThanOne(between)) pinned |= between & m_bySide[side];
    }
    return pinned;
}

// En passant removes two pieces from the king's lines at once, so it is checked by playing it
// on the occupancy.
bool WesternPosition::epCaptureIsLegal(Square from, Square to) const {
    Side us = m_sideToMove;
    Square ksq = kingSquare(us);
    Square captured = to - forward(us);
    Bitboard occupied = (pieces() ^ bit(from) ^ bit(captured)) | bit(to);
    Bitboard them = m_bySide[~us];
    return !(rookAttacks(ksq, occupied) & them & (m_byType[Rook] | m_byType[Queen])) &&
           !(bishopAttacks(ksq, occupied) & them & (m_byType[Bishop] | m_byType[Queen]));
}

template <bool Evasions, bool Pseudo>
void WesternPosition::generatePawnMoves(MoveList& moves, Bitboard target, Bitboard pinned,
                                        Square ksq) const {
    Side us = m_sideToMove, them = ~us;
    const int up = forward(us);
    const Bitboard empty = ~pieces();
    const Bitboard enemies = m_bySide[them];
    const Bitboard promoRank = relativeRank(us, 7);
    const Bitboard pawns = pieces(us, Pawn);
    const AttackTables& t = tables();

    auto legalForPin = [&](Square from, Square to) {
        return !(pinned & bit(from)) || (t.line[ksq][from] & bit(to));
    };
    auto addPromotions = [&](Square from, Square to) {
        for (PieceType pt : {Queen, Rook, Bishop, Knight})
            moves.push(Move(from, to, Move::Promotion, pt));
        if (!m_rules.royalKing) moves.push(Move(from, to, Move::Promotion, King));
    };

    // Pushes.
    Bitboard single = pushed(us, pawns) & empty;
    Bitboard dbl = pushed(us, single & m_doubleStepRanks[us]) & empty;
    single &= target;
    dbl &= target;
    for (Bitboard b = single; b;) {
        Square to = popLsb(b), from = to - up;
        if (!legalForPin(from, to)) continue;
        if (bit(to) & promoRank)
            addPromotions(from, to);
        else
            moves.push(Move(from, to));
    }
    for (Bitboard b = dbl; b;) {
        Square to = popLsb(b), from = to - 2 * up;
        if (legalForPin(from, to)) moves.push(Move(from, to));
    }

    // Captures.
    Bitboard captureTargets = enemies & target;
    for (Bitboard b = pawns; b;) {
        Square from = popLsb(b);
        for (Bitboard a = t.pawn[us][from] & captureTargets; a;) {
            Square to = popLsb(a);
            if (!legalForPin(from, to)) continue;
            if (bit(to) & promoRank)
                addPromotions(from, to);
            else
                moves.push(Move(from, to));
        }
    }

    // En passant: when evading, it is only useful if the checker is the pawn that can be taken
    // (or the capture lands on a blocking square), which the full legality test covers.
    Square ep = st().epSquare;
    if (ep != NoSquare) {
        if (Evasions && !((target & bit(ep)) || (target & bit(ep - up)))) return;
        for (Bitboard b = t.pawn[them][ep] & pawns; b;) {
            Square from = popLsb(b);
            if (Pseudo || epCaptureIsLegal(from, ep)) moves.push(Move(from, ep, Move::EnPassant));
        }
    }
}

bool WesternPosition::kingSafeOn(Square s, Side us, Bitboard occupied) const {
    return !isAttacked(s, ~us, occupied) ||
           (m_rules.atomic && (tables().king[s] & pieces(~us, King)));
}

template <WesternPosition::CastlingSafety Safety>
void WesternPosition::generateCastling(MoveList& moves) const {
    Side us = m_sideToMove;
    uint8_t rights = st().castling & castlingRightsOf(us);
    if (!rights) return;
    Square ksq = kingSquare(us);
    const AttackTables& t = tables();
    for (uint8_t r : {uint8_t(us == White ? WhiteShort : BlackShort),
                      uint8_t(us == White ? WhiteLong : BlackLong)}) {
        if (!(rights & r)) continue;
        Square rsq = m_castlingRook[rightIndex(CastlingRight(r))];
        Move m(ksq, rsq, Move::Castling);
        Square kto = castlingKingTarget(m), rto = castlingRookTarget(m);
        Bitboard occupied = pieces() ^ bit(ksq) ^ bit(rsq);
        Bitboard path = t.between[ksq][kto] | bit(kto) | t.between[rsq][rto] | bit(rto);
        if (path & occupied) continue;
        // Every square the king crosses, and its target, must be safe once king and rook have
        // left their squares (the rook may have been screening a slider in Chess960).
        Bitboard kingPath = t.between[ksq][kto] | bit(kto);
        bool safe = true;
        if constexpr (Safety == CastlingSafety::Orthodox)
            for (Bitboard b = kingPath; b && safe;) safe = !isAttacked(popLsb(b), ~us, occupied);
        else if constexpr (Safety == CastlingSafety::Variant)
            for (Bitboard b = kingPath; b && safe;) safe = kingSafeOn(popLsb(b), us, occupied);
        if (safe) moves.push(m);
    }
}

// Legal moves (Pseudo = false) in orthodox chess, or every move that follows how the pieces
// move (Pseudo = true) for the variants whose legality differs: kings that are ordinary pieces,
// kingless sides, atomic captures (tested one by one afterwards).
template <bool Pseudo> void WesternPosition::generateAll(MoveList& moves) const {
    Side us = m_sideToMove;
    const AttackTables& t = tables();
    Bitboard ours = m_bySide[us];
    Bitboard occupied = pieces();
    Bitboard checkers = st().checkers;
    Square ksq;
    Bitboard target, pinned;

    if constexpr (Pseudo) {
        ksq = NoSquare;
        target = ~ours;
        pinned = 0;
        // Atomic kings never capture: the blast would take them too.
        const Bitboard kingTargets = m_rules.atomic ? ~occupied : ~ours;
        for (Bitboard k = pieces(us, King); k;) {
            Square from = popLsb(k);
            for (Bitboard b = t.king[from] & kingTargets; b;) moves.push(Move(from, popLsb(b)));
        }
        generatePawnMoves<false, true>(moves, target, pinned, ksq);
    } else {
        ksq = lsb(pieces(us, King));
        // King moves: the king must not stand on an attacked square once it has left its own.
        for (Bitboard b = t.king[ksq] & ~ours; b;) {
            Square to = popLsb(b);
            if (!isAttacked(to, ~us, occupied ^ bit(ksq))) moves.push(Move(ksq, to));
        }
        if (moreThanOne(checkers)) return;

        target = checkers ? (t.between[ksq][lsb(checkers)] | checkers) : ~ours;
        pinned = pinnedPieces(us);

        if (checkers)
            generatePawnMoves<true, false>(moves, target, pinned, ksq);
        else
            generatePawnMoves<false, false>(moves, target, pinned, ksq);
    }

    for (Bitboard b = pieces(us, Knight) & ~pinned; b;) {
        Square from = popLsb(b);
        for (Bitboard a = t.knight[from] & target; a;) moves.push(Move(from, popLsb(a)));
    }
    auto addSliders = [&](Bitboard sliders, auto attacksOf) {
        for (Bitboard b = sliders; b;) {
            Square from = popLsb(b);
            Bitboard a = attacksOf(from, occupied) & target;
            if (pinned & bit(from)) a &= t.line[ksq][from];
            while (a) moves.push(Move(from, popLsb(a)));
        }
    };
    addSliders(pieces(us, Bishop) | pieces(us, Queen), bishopAttacks);
    addSliders(pieces(us, Rook) | pieces(us, Queen), rookAttacks);

    if constexpr (Pseudo) {
        if (checkers) return;
        if (m_rules.royalKing)
            generateCastling<CastlingSafety::Variant>(moves);
        else
            generateCastling<CastlingSafety::None>(moves);
    } else if (!checkers) {
        generateCastling<CastlingSafety::Orthodox>(moves);
    }
}

namespace {
// Keeps the moves for which keep(m) holds, in order.
template <class Keep> void filterMoves(MoveList& moves, Keep keep) {
    int n = 0;
    for (Move m : moves)
        if (keep(m)) moves[n++] = m;
    moves.resize(n);
}
} // namespace

void WesternPosition::generateLegal(MoveList& moves) const {
    moves.clear();
    if (m_variant) {
        generateVariantLegal(moves);
        return;
    }
    if (!pieces(m_sideToMove, King)) return;
    generateAll<false>(moves);
    if (m_rules.mustCapture) {
        // Capture chess: if any legal move captures, only captures remain.
        int n = 0;
        for (Move m : moves)
            if (isCapture(m)) moves[n++] = m;
        if (n > 0) moves.resize(n);
    }
}

void WesternPosition::generateVariantLegal(MoveList& moves) const {
    // A game decided by a goal has no moves left (as in Fairy-Stockfish's perft).
    if (m_rules.hasGoals() && !goalEnd().isNone()) return;
    const bool hasKing = pieces(m_sideToMove, King) != 0;
    if (!m_rules.royalKing || (!hasKing && m_rules.kinglessSides)) {
        generateAll<true>(moves); // nothing royal to expose: every move is legal
    } else if (!hasKing) {
        return;
    } else if (m_rules.atomic) {
        generateAll<true>(moves);
        filterMoves(moves, [this](Move m) { return atomicMoveIsLegal(m); });
    } else {
        generateAll<false>(moves);
    }
    if (m_rules.drops) generateDrops(moves);
    if (m_rules.racingKings) {
        auto& self = const_cast<WesternPosition&>(*this);
        filterMoves(moves, [&self](Move m) { return !self.givesCheck(m); });
    }
    if (m_rules.mustCapture &&
        std::any_of(moves.begin(), moves.end(), [this](Move m) { return isCapture(m); }))
        filterMoves(moves, [this](Move m) { return isCapture(m); });
}

bool WesternPosition::hasLegalMove() const {
    const Side us = m_sideToMove;
    if (m_variant || !pieces(us, King)) {
        MoveList moves;
        generateLegal(moves);
        return !moves.empty();
    }
    // generateAll<false>'s moves, each kind tested for one (capture chess keeps every move
    // when none captures: its list is empty only when this one is).
    const AttackTables& t = tables();
    const Bitboard ours = m_bySide[us], occupied = pieces(), checkers = st().checkers;
    const Square ksq = lsb(pieces(us, King));
    if (!moreThanOne(checkers)) {
        const Bitboard target = checkers ? (t.between[ksq][lsb(checkers)] | checkers) : ~ours;
        const Bitboard pinned = pinnedPieces(us);
        for (Bitboard b = pieces(us, Knight) & ~pinned; b;)
            if (t.knight[popLsb(b)] & target) return true;
        const auto slides = [&](Bitboard sliders, auto attacksOf) {
            for (Bitboard b = sliders; b;) {
                const Square from = popLsb(b);
                Bitboard a = attacksOf(from, occupied) & target;
                if (pinned & bit(from)) a &= t.line[ksq][from];
                if (a) return true;
            }
            return false;
        };
        if (slides(pieces(us, Bishop) | pieces(us, Queen), bishopAttacks) ||
            slides(pieces(us, Rook) | pieces(us, Queen), rookAttacks))
            return true;
        MoveList pawnMoves;
        if (checkers)
            generatePawnMoves<true, false>(pawnMoves, target, pinned, ksq);
        else
            generatePawnMoves<false, false>(pawnMoves, target, pinned, ksq);
        if (!pawnMoves.empty()) return true;
    }
    for (Bitboard b = t.king[ksq] & ~ours; b;)
        if (!isAttacked(popLsb(b), ~us, occupied ^ bit(ksq))) return true;
    if (checkers) return false;
    MoveList castling;
    generateCastling<CastlingSafety::Orthodox>(castling);
    return !castling.empty();
}

int WesternPosition::legalMovesTo(PieceType type, Bitboard from, Square to, PieceType promotion,
                                  Move* found) const {
    const Side us = m_sideToMove, them = ~us;
    const AttackTables& t = tables();
    const Bitboard occupied = pieces();
    if (m_bySide[us] & bit(to)) return 0;
    Move::Kind kind = Move::Normal;
    if (type == Pawn) {
        // Onto the last rank only by promoting, to the pieces generatePawnMoves lists.
        const bool lastRank = bit(to) & relativeRank(us, 7);
        const bool promotes =
            promotion == Queen || promotion == Rook || promotion == Bishop || promotion == Knight;
        if (lastRank ? !promotes : promotion != NoPieceType) return 0;
        if (lastRank) kind = Move::Promotion;
        const Bitboard pawns = pieces(us, Pawn);
        if (m_bySide[them] & bit(to)) {
            from &= t.pawn[them][to] & pawns;
        } else if (to == st().epSquare) {
            from &= t.pawn[them][to] & pawns;
            kind = Move::EnPassant;
        } else { // a step, or a double step over an empty square of m_doubleStepRanks
            const Bitboard behind = pushed(them, bit(to));
            from &= (behind & pawns) |
                    (pushed(them, behind & ~occupied & m_doubleStepRanks[us]) & pawns);
        }
    } else {
        if (promotion != NoPieceType) return 0;
        Bitboard reach = 0;
        switch (type) {
        case Knight: reach = t.knight[to]; break;
        case Bishop: reach = bishopAttacks(to, occupied); break;
        case Rook: reach = rookAttacks(to, occupied); break;
        case Queen: reach = bishopAttacks(to, occupied) | rookAttacks(to, occupied); break;
        case King: reach = t.king[to]; break;
        default: break;
        }
        from &= reach & pieces(us, type);
    }
    const Square ksq = kingSquare(us);
    int legal = 0;
    while (from) {
        const Move m(popLsb(from), to, kind, promotion);
        if (leavesKingSafe(m, ksq)) {
            *found = m;
            ++legal;
        }
    }
    return legal;
}

// Whether a move of the side to move (its king on ksq; not castling) leaves that king
// unattacked: the attackers of the king's square on the occupancy after the move, the captured
// piece taken away.
bool WesternPosition::leavesKingSafe(Move m, Square ksq) const {
    const Square from = m.from(), to = m.to();
    const Square taken = m.kind() == Move::EnPassant ? to - forward(m_sideToMove) : to;
    const Bitboard occupied = (pieces() ^ bit(from) ^ bit(taken)) | bit(to);
    const Square king = from == ksq ? to : ksq;
    return !(attackersTo(king, occupied) & m_bySide[~m_sideToMove] & ~bit(taken));
}

void WesternPosition::legalCastlingMoves(MoveList& moves) const {
    moves.clear();
    if (!st().checkers) generateCastling<CastlingSafety::Orthodox>(moves);
}

// Atomic legality is easiest to decide on the board after the blast: the mover's king must
// survive, and it must not be in check unless the enemy king is gone or the kings touch.
bool WesternPosition::atomicMoveIsLegal(Move m) const {
    auto& self = const_cast<WesternPosition&>(*this);
    const Side us = m_sideToMove;
    self.makeMove(m);
    const Bitboard ourKing = pieces(us, King), theirKing = pieces(~us, King);
    bool legal;
    if (!ourKing)
        legal = false;
    else if (!theirKing || (tables().king[lsb(ourKing)] & theirKing))
        legal = true;
    else
        legal = !isAttacked(lsb(ourKing), ~us, pieces());
    self.undoMove();
    return legal;
}

PositionEnd WesternPosition::goalEnd() const {
    const Side us = m_sideToMove, them = ~us; // `them` made the last move
    if (m_rules.atomic) {
        if (!pieces(us, King)) return {EndReason::KingExploded, them};
        if (!pieces(them, King)) return {EndReason::KingExploded, us};
    }
    if (m_rules.kingOfTheHill)
        for (Side s : {them, us})
            if (pieces(s, King) & Hill) return {EndReason::KingOnHill, s};
    if (m_rules.checksToWin)
        for (Side s : {them, us})
            if (st().checks[s] >= m_rules.checksToWin)
                return {EndReason::ChecksGiven, s, m_rules.checksToWin};
    if (m_rules.racingKings) {
        const Bitboard goal = rankMask(7);
        const bool white = pieces(White, King) & goal, black = pieces(Black, King) & goal;
        if (white && black) return {EndReason::RaceDrawn, NoSide};
        if (black) return {EndReason::RaceWon, Black};
        if (white) {
            // Black, moving second, may still draw by reaching the 8th rank at once.
            const Square bk = kingSquare(Black);
            if (us == Black && bk != NoSquare)
                for (Bitboard b = tables().king[bk] & goal & ~pieces(Black); b;)
                    if (!isAttacked(popLsb(b), White, pieces() ^ bit(bk))) return {};
            return {EndReason::RaceWon, White};
        }
    }
    switch (m_rules.extinction) {
    case WesternRules::Extinction::None: break;
    case WesternRules::Extinction::NoPiecesWins:
        for (Side s : {them, us})
            if (!pieces(s)) return {EndReason::AllPiecesLost, s};
        break;
    case WesternRules::Extinction::BareKingWins:
        for (Side s : {them, us})
            if (!moreThanOne(pieces(s))) return {EndReason::BareKing, s};
        break;
    case WesternRules::Extinction::NoPiecesLoses:
        for (Side s : {them, us})
            if (!pieces(s)) return {EndReason::HordeDestroyed, ~s};
        break;
    }
    return {};
}

PositionEnd WesternPosition::noMovesEnd() const {
    const Side us = m_sideToMove;
    const bool check = inCheck();
    switch (m_rules.noMoves) {
    case WesternRules::NoMoves::Classical: break;
    case WesternRules::NoMoves::MoverWins:
        return {check ? EndReason::Checkmate : EndReason::Stalemate, us};
    case WesternRules::NoMoves::FewerPieces:
        if (check) break;
        {
            const int ours = popcount(pieces(us)), theirs = popcount(pieces(~us));
            return {EndReason::FewerPieces, ours < theirs ? us : ours > theirs ? ~us : NoSide};
        }
    }
    return check ? PositionEnd{EndReason::Checkmate, ~us}
                 : PositionEnd{EndReason::Stalemate, NoSide};
}

PositionEnd WesternPosition::positionEnd() const {
    if (m_rules.hasGoals()) {
        const PositionEnd goal = goalEnd();
        if (!goal.isNone()) return goal;
    }
    return hasLegalMove() ? PositionEnd{} : noMovesEnd();
}

PositionEnd WesternPosition::positionEnd(const MoveList& legalMoves) const {
    if (m_rules.hasGoals()) {
        const PositionEnd goal = goalEnd();
        if (!goal.isNone()) return goal;
    }
    return legalMoves.empty() ? noMovesEnd() : PositionEnd{};
}

void WesternPosition::setEnPassantIfCapturable(Square epSquare) {
    // Like Polyglot, record the en passant square only when a pawn of the side to move stands
    // ready to take, so position keys and repetitions ignore meaningless ep squares.
    if (tables().pawn[~m_sideToMove][epSquare] & pieces(m_sideToMove, Pawn)) {
        st().epSquare = epSquare;
        st().key ^= epKey(epSquare);
    }
}

void WesternPosition::makeMove(Move m) {
    // pushNextState may reallocate (a copied board's vector has no spare room): the previous
    // state's fields needed later are read now (AddressSanitizer found the stale read).
    const Square prevEpSquare = m_states.back().epSquare;
    pushNextState(m_states, m_states.back().key, m);
    State& s = st();
    Side us = m_sideToMove, them = ~us;
    Square from = m.from(), to = m.to();
    Piece piece = m_board[from];

    s.key ^= TurnKey ^ epKey(prevEpSquare);
    if (m_variant && m.kind() == Move::Drop) {
        makeDrop(m);
        return;
    }

    if (m.kind() == Move::Castling) {
        Square kto = castlingKingTarget(m), rto = castlingRookTarget(m);
        Piece rook = m_board[to];
        s.key ^=
            pieceKey(piece, from) ^ pieceKey(piece, kto) ^ pieceKey(rook, to) ^ pieceKey(rook, rto);
        removePiece(from);
        removePiece(to);
        putPiece(piece, kto);
        putPiece(rook, rto);
    } else {
        Square capSq = m.kind() == Move::EnPassant ? to - forward(us) : to;
        if (Piece captured = m_board[capSq]) {
            s.captured = captured;
            s.key ^= pieceKey(captured, capSq);
            removePiece(capSq);
            s.halfmoveClock = 0;
        }
        s.key ^= pieceKey(piece, from) ^ pieceKey(piece, to);
        movePiece(from, to);
        if (typeOf(piece) == Pawn) {
            s.halfmoveClock = 0;
            if (m.kind() == Move::Promotion) {
                Piece promoted = makePiece(us, m.promotion());
                s.key ^= pieceKey(piece, to) ^ pieceKey(promoted, to);
                removePiece(to);
                putPiece(promoted, to);
            }
        }
    }

    uint8_t lost = s.castling & (m_castlingMask[from] | m_castlingMask[to]);
    if (lost) {
        s.key ^= castlingKey(lost);
        s.castling ^= lost;
    }

    m_sideToMove = them;
    // A double step from the first rank (horde) leaves no en passant square.
    if (typeOf(piece) == Pawn && (to ^ from) == 16 && !(bit(from) & (rankMask(0) | rankMask(7))))
        setEnPassantIfCapturable(to - forward(us));
    if (m_variant) {
        if (s.captured && m_rules.atomic) explode(to);
        if (m_rules.drops && m.kind() != Move::Castling) {
            // Captures go to the pocket (promoted pieces as pawns); promoted pieces keep their
            // mark when they move.
            if (s.captured) {
                const Square capSq = m.kind() == Move::EnPassant ? to - forward(us) : to;
                s.capturedPromoted = m_promoted & bit(capSq);
                m_promoted &= ~bit(capSq);
                addToPocket(us, s.capturedPromoted ? Pawn : typeOf(s.captured), 1);
            }
            if (m_promoted & bit(from)) m_promoted ^= bit(from) | bit(to);
            if (m.kind() == Move::Promotion) m_promoted |= bit(to);
        }
    }
    updateCheckers();
}

void WesternPosition::addToPocket(Side side, PieceType t, int delta) {
    uint8_t& n = m_pocket[side][t];
    st().key ^= pocketKey(side, t, n) ^ pocketKey(side, t, n + delta);
    n = uint8_t(n + delta);
}

// Crazyhouse: a piece from the pocket onto an empty square (the state is already pushed).
void WesternPosition::makeDrop(Move m) {
    State& s = st();
    const Side us = m_sideToMove;
    const Piece p = makePiece(us, m.promotion());
    putPiece(p, m.to());
    s.key ^= pieceKey(p, m.to());
    addToPocket(us, m.promotion(), -1);
    if (m.promotion() == Pawn) s.halfmoveClock = 0;
    m_sideToMove = ~us;
    updateCheckers();
}

void WesternPosition::generateDrops(MoveList& moves) const {
    const Side us = m_sideToMove;
    Bitboard target = ~pieces();
    if (const Bitboard checkers = st().checkers) {
        // A drop can only block a single slider's check.
        if (moreThanOne(checkers)) return;
        target &= tables().between[lsb(pieces(us, King))][lsb(checkers)];
    }
    for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen}) {
        if (!m_pocket[us][t]) continue;
        Bitboard b = t == Pawn ? target & ~(rankMask(0) | rankMask(7)) : target;
        while (b) {
            const Square to = popLsb(b);
            moves.push(Move(to, to, Move::Drop, t));
        }
    }
}

// Atomic: the capturing piece and every piece but pawns next to the capture square vanish.
void WesternPosition::explode(Square centre) {
    State& s = st();
    const Bitboard blast = bit(centre) | (tables().king[centre] & pieces() & ~m_byType[Pawn]);
    for (Bitboard b = blast; b;) {
        const Square sq = popLsb(b);
        const Piece p = m_board[sq];
        m_exploded.emplace_back(sq, p);
        ++s.explosions;
        s.key ^= pieceKey(p, sq);
        removePiece(sq);
        if (uint8_t lost = s.castling & m_castlingMask[sq]) {
            s.key ^= castlingKey(lost);
            s.castling ^= lost;
        }
    }
}

void WesternPosition::undoMove() {
    const State& s = st();
    Move m = s.move;
    m_sideToMove = ~m_sideToMove;
    Side us = m_sideToMove;
    Square from = m.from(), to = m.to();

    for (int i = 0; i < s.explosions; ++i) {
        putPiece(m_exploded.back().second, m_exploded.back().first);
        m_exploded.pop_back();
    }

    if (m.kind() == Move::Castling) {
        Square kto = castlingKingTarget(m), rto = castlingRookTarget(m);
        Piece king = m_board[kto], rook = m_board[rto];
        removePiece(kto);
        removePiece(rto);
        putPiece(king, from);
        putPiece(rook, to);
    } else if (m.kind() == Move::Drop) {
        removePiece(to);
        ++m_pocket[us][m.promotion()];
    } else {
        if (m_variant && m_rules.drops) {
            if (m.kind() == Move::Promotion) m_promoted &= ~bit(to);
            if (m_promoted & bit(to)) m_promoted ^= bit(to) | bit(from);
            if (s.captured) {
                const Square capSq = m.kind() == Move::EnPassant ? to - forward(us) : to;
                --m_pocket[us][s.capturedPromoted ? Pawn : typeOf(s.captured)];
                if (s.capturedPromoted) m_promoted |= bit(capSq);
            }
        }
        if (m.kind() == Move::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (s.captured) {
            Square capSq = m.kind() == Move::EnPassant ? to - forward(us) : to;
            putPiece(s.captured, capSq);
        }
    }
    m_states.pop_back();
}

void WesternPosition::makeNullMove() {
    const State& prev = m_states.back();
    pushNextState(m_states, prev.key ^ TurnKey ^ epKey(prev.epSquare), Move());
    m_sideToMove = ~m_sideToMove;
    updateCheckers();
}

void WesternPosition::undoNullMove() {
    m_sideToMove = ~m_sideToMove;
    m_states.pop_back();
}

bool WesternPosition::givesCheck(Move m) {
    makeMove(m);
    bool check = inCheck();
    undoMove();
    return check;
}

uint64_t WesternPosition::perft(int depth) {
    return perftOf(*this, depth);
}

int WesternPosition::repetitionCount() const {
    return repetitionsOf(m_states);
}

void WesternPosition::addCastlingRight(Side side, Square rookSquare) {
    Square ksq = kingSquare(side);
    CastlingRight r = side == White ? (rookSquare > ksq ? WhiteShort : WhiteLong)
                                    : (rookSquare > ksq ? BlackShort : BlackLong);
    st().castling |= r;
    m_castlingRook[rightIndex(r)] = rookSquare;
    m_castlingMask[ksq] |= castlingRightsOf(side);
    m_castlingMask[rookSquare] |= r;
}

} // namespace arbiter
