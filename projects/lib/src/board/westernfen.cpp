// FEN reading and writing for western positions (X-FEN and Shredder-FEN castling).
#include "fenfields.h"
#include "westernposition.h"

#include <algorithm>

namespace arbiter {

using namespace bb;

namespace {

constexpr std::string_view PieceLetters = " pnbrqk";

PieceType typeFromLetter(char c) {
    char lower = char(c | 0x20);
    auto i = PieceLetters.find(lower);
    return (i == std::string_view::npos || i == 0) ? NoPieceType : PieceType(i);
}

char letterOf(Piece p) {
    char c = PieceLetters[typeOf(p)];
    return sideOf(p) == White ? char(c - 32) : c;
}

} // namespace

// n-check counters: "3+3" after the en passant field (remaining checks, White's first, as
// Fairy-Stockfish writes them) or "+0+0" after the move number (checks given, as lichess writes
// them). Takes the counter field out of `fields`; false with *error when it is malformed.
static bool takeCheckCounters(std::vector<std::string_view>& fields, int checksToWin, int given[2],
                              std::string* error) {
    for (size_t i = 4; i < fields.size(); ++i) {
        const std::string_view f = fields[i];
        if (f.find('+') == std::string_view::npos) continue;
        const bool lichess = f.front() == '+';
        const std::string_view body = lichess ? f.substr(1) : f;
        const size_t plus = body.find('+');
        int a = 0, b = 0;
        if (plus == std::string_view::npos || !fen::parseCount(body.substr(0, plus), a) ||
            !fen::parseCount(body.substr(plus + 1), b) || a > checksToWin || b > checksToWin)
            return fen::fail(error, int(i) + 1, "check counters", f,
                             "is not 'W+B' remaining checks or '+W+B' checks given (0 to " +
                                 std::to_string(checksToWin) + ")");
        given[White] = lichess ? a : checksToWin - a;
        given[Black] = lichess ? b : checksToWin - b;
        fields.erase(fields.begin() + long(i));
        return true;
    }
    return true;
}

bool WesternPosition::setFen(std::string_view text, std::string* error, std::string* extension,
                             std::vector<std::string>* warnings) {
    if (warnings) warnings->clear();
    auto fields = fen::splitFields(text);
    int checksGiven[2] = {0, 0};
    if (m_rules.checksToWin && !takeCheckCounters(fields, m_rules.checksToWin, checksGiven, error))
        return false;
    if (fields.size() < 4)
        return fen::fail(error,
                         "expected at least 4 fields, found " + std::to_string(fields.size()));
    if (fields.size() > 7) return fen::fail(error, 8, "extra", fields[7], "is one field too many");

    WesternPosition pos(m_rules);

    // Field 1: piece placement, rank 8 first; crazyhouse adds the pockets in brackets
    // ("...RNBQKBNR[Qpp]") and marks promoted pieces with '~' ("Q~").
    std::string_view placement = fields[0];
    if (const size_t open = placement.find('['); open != std::string_view::npos) {
        if (!m_rules.drops)
            return fen::fail(error, 1, "piece placement", placement,
                             "has pockets, which only drop variants (crazyhouse) have");
        if (placement.back() != ']')
            return fen::fail(error, 1, "piece placement", placement,
                             "has no ']' closing the pockets");
        for (char c : placement.substr(open + 1, placement.size() - open - 2)) {
            const PieceType t = typeFromLetter(c);
            if (t == NoPieceType || t == King)
                return fen::fail(error, 1, "piece placement", placement,
                                 std::string("has '") + c + "' in a pocket");
            ++pos.m_pocket[c < 'a' ? White : Black][t];
        }
        placement = placement.substr(0, open);
    }
    int rank = 7, file = 0;
    for (size_t i = 0; i < placement.size(); ++i) {
        char c = placement[i];
        if (c == '~') {
            if (!m_rules.drops || file == 0 || !pos.m_board[rank * 8 + file - 1])
                return fen::fail(error, 1, "piece placement", placement,
                                 "has a '~' (promoted piece) that does not follow a piece");
            pos.m_promoted |= bit(rank * 8 + file - 1);
            continue;
        }
        if (c == '/') {
            if (file != 8)
                return fen::fail(error, 1, "piece placement", placement,
                                 "has a rank that does not have 8 squares");
            if (--rank < 0)
                return fen::fail(error, 1, "piece placement", placement, "has more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else if (PieceType t = typeFromLetter(c)) {
            if (file >= 8)
                return fen::fail(error, 1, "piece placement", placement,
                                 "has a rank with more than 8 squares");
            pos.putPiece(makePiece(c < 'a' ? White : Black, t), rank * 8 + file);
            ++file;
        } else {
            return fen::fail(error, 1, "piece placement", placement,
                             std::string("has an unknown piece letter '") + c + "'");
        }
        if (file > 8)
            return fen::fail(error, 1, "piece placement", placement,
                             "has a rank with more than 8 squares");
    }
    if (rank != 0 || file != 8)
        return fen::fail(error, 1, "piece placement", placement, "does not describe 8 ranks of 8");
    // Kings: exactly one a side, at most one where a side may be kingless (horde), any number
    // where the king is an ordinary piece (antichess).
    for (Side s : {White, Black}) {
        const int kings = popcount(pos.pieces(s, King));
        if (m_rules.royalKing && (kings > 1 || (kings == 0 && !m_rules.kinglessSides)))
            return fen::fail(error, 1, "piece placement", placement,
                             std::string(m_rules.kinglessSides ? "must have at most one "
                                                               : "must have exactly one ") +
                                 (s == White ? "white" : "black") + " king");
    }
    const Bitboard lastRanks =
        (pos.pieces(White, Pawn) & rankMask(7)) | (pos.pieces(Black, Pawn) & rankMask(0));
    const Bitboard firstRanks =
        (pos.pieces(White, Pawn) & rankMask(0)) | (pos.pieces(Black, Pawn) & rankMask(7));
    if (lastRanks || (firstRanks && !m_rules.firstRankPawns))
        return fen::fail(error, 1, "piece placement", placement,
                         m_rules.firstRankPawns ? "has a pawn on its last rank"
                                                : "has a pawn on the first or last rank");

    // Field 2: side to move.
    if (fields[1] != "w" && fields[1] != "b")
        return fen::fail(error, 2, "side to move", fields[1], "is not 'w' or 'b'");
    pos.m_sideToMove = fields[1] == "w" ? White : Black;

    // Field 3: castling rights (KQkq, X-FEN inner rook files, or Shredder-FEN files). Variants
    // without castling ignore the field (engines write KQkq for antichess).
    if (fields[2] != "-" && m_rules.castling) {
        for (char c : fields[2]) {
            Side side = (c >= 'A' && c <= 'Z') ? White : Black;
            char upper = char(c & ~0x20);
            int backRank = side == White ? 0 : 7;
            Square ksq = pos.kingSquare(side);
            if (ksq == NoSquare || moreThanOne(pos.pieces(side, King)))
                return fen::fail(error, 3, "castling", fields[2],
                                 std::string("gives castling to a side without one king ('") + c +
                                     "')");
            if (ksq / 8 != backRank)
                return fen::fail(error, 3, "castling", fields[2],
                                 std::string("gives castling to a king off its back rank ('") + c +
                                     "')");
            Bitboard rooks = pos.pieces(side, Rook) & rankMask(backRank);
            Square rsq = NoSquare;
            if (upper == 'K' || upper == 'Q') {
                // The outermost rook on that wing (X-FEN rule; standard chess has one rook there).
                for (Bitboard b = rooks; b;) {
                    Square s = popLsb(b);
                    if (upper == 'K' && s > ksq) rsq = s;                    // keeps the last
                    if (upper == 'Q' && s < ksq && rsq == NoSquare) rsq = s; // keeps the first
                }
            } else if (upper >= 'A' && upper <= 'H') {
                Square s = backRank * 8 + (upper - 'A');
                if (rooks & bit(s)) rsq = s;
            } else {
                return fen::fail(error, 3, "castling", fields[2],
                                 std::string("has an unknown letter '") + c + "'");
            }
            if (rsq == NoSquare)
                return fen::fail(error, 3, "castling", fields[2],
                                 std::string("has no rook for '") + c + "'");
            if (!m_rules.chess960) {
                // Standard chess: king on e1/e8 and rooks in the corners only.
                bool corner = (rsq % 8 == 0 || rsq % 8 == 7);
                if (ksq % 8 != 4 || !corner)
                    return fen::fail(error, 3, "castling", fields[2],
                                     std::string("'") + c +
                                         "' needs the king on e-file and the rook in the corner");
            }
            pos.addCastlingRight(side, rsq);
        }
    }

    // Field 4: en passant target square.
    Square ep = NoSquare;
    if (fields[3] != "-") {
        std::string_view f = fields[3];
        if (f.size() != 2 || f[0] < 'a' || f[0] > 'h' || f[1] < '1' || f[1] > '8')
            return fen::fail(error, 4, "en passant", f, "is not a square");
        ep = (f[1] - '1') * 8 + (f[0] - 'a');
        int expectedRank = pos.m_sideToMove == White ? 5 : 2;
        Square pawnSq = ep + (pos.m_sideToMove == White ? -8 : 8);
        if (ep / 8 != expectedRank)
            return fen::fail(error, 4, "en passant", f,
                             pos.m_sideToMove == White ? "must be on rank 6 when White moves"
                                                       : "must be on rank 3 when Black moves");
        if (pos.pieceAt(pawnSq) != makePiece(~pos.m_sideToMove, Pawn) || pos.pieceAt(ep))
            return fen::fail(error, 4, "en passant", f, "has no pawn that just moved two squares");
    }

    // Fields 5 and 6: move counters (optional).
    int halfmove = 0, fullmove = 1;
    if (fields.size() > 4 && !fen::parseCount(fields[4], halfmove))
        return fen::fail(error, 5, "halfmove clock", fields[4], "is not a non-negative number");
    if (fields.size() > 5 && (!fen::parseCount(fields[5], fullmove) || fullmove < 1)) {
        if (fields[5] != "0")
            return fen::fail(error, 6, "fullmove number", fields[5], "is not a positive number");
        fullmove = 1; // some writers emit 0; read it as the first move
    }

    State& s = pos.st();
    s.checks[White] = uint8_t(checksGiven[White]);
    s.checks[Black] = uint8_t(checksGiven[Black]);
    s.halfmoveClock = halfmove;
    s.gamePly = 2 * (fullmove - 1) + (pos.m_sideToMove == Black ? 1 : 0);
    if (ep != NoSquare) pos.setEnPassantIfCapturable(ep);
    s.key = pos.computeKey();

    // The side that just moved must not be in check (where kings are royal and can be checked).
    const Square justMoved = pos.kingSquare(~pos.m_sideToMove);
    const Square toMove = pos.kingSquare(pos.m_sideToMove);
    const bool kingsTouch =
        justMoved != NoSquare && toMove != NoSquare && (tables().king[justMoved] & bit(toMove));
    if (m_rules.royalKing && justMoved != NoSquare && !(m_rules.atomic && kingsTouch) &&
        pos.isAttacked(justMoved, pos.m_sideToMove, pos.pieces()))
        return fen::fail(error, 2, "side to move", fields[1],
                         "leaves the side that just moved in check");
    pos.updateCheckers();

    if (extension) *extension = fields.size() > 6 ? std::string(fields[6]) : std::string();
    *this = std::move(pos);
    return true;
}

std::string WesternPosition::fen(bool shredderCastling) const {
    std::string out;
    out.reserve(90);
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = m_board[rank * 8 + file];
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += letterOf(p);
            if (m_promoted & bit(rank * 8 + file)) out += '~';
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    if (m_rules.drops) {
        out += '[';
        for (Side side : {White, Black})
            for (PieceType t : {Queen, Rook, Bishop, Knight, Pawn})
                out.append(m_pocket[side][t], letterOf(makePiece(side, t)));
        out += ']';
    }
    out += m_sideToMove == White ? " w " : " b ";

    uint8_t rights = st().castling;
    if (!rights) out += '-';
    for (CastlingRight r : {WhiteShort, WhiteLong, BlackShort, BlackLong}) {
        if (!(rights & r)) continue;
        Square rsq = m_castlingRook[rightIndex(r)];
        Side side = (r == WhiteShort || r == WhiteLong) ? White : Black;
        bool shortSide = (r == WhiteShort || r == BlackShort);
        // X-FEN writes K/Q unless another rook stands further out on the same wing.
        Bitboard outer = pieces(side, Rook) & rankMask(rsq / 8);
        outer &= shortSide ? ~((bit(rsq) << 1) - 1) : (bit(rsq) - 1);
        outer &= ~bit(rsq);
        char c;
        if (shredderCastling || (m_rules.chess960 && outer))
            c = char('A' + rsq % 8);
        else
            c = shortSide ? 'K' : 'Q';
        out += side == White ? c : char(c | 0x20);
    }

    Square ep = st().epSquare;
    if (ep == NoSquare)
        out += " -";
    else {
        out += ' ';
        out += char('a' + ep % 8);
        out += char('1' + ep / 8);
    }
    if (m_rules.checksToWin)
        for (Side side : {White, Black})
            out += (side == White ? " " : "+") +
                   std::to_string(std::max(0, m_rules.checksToWin - st().checks[side]));
    out += ' ' + std::to_string(st().halfmoveClock) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

} // namespace arbiter
