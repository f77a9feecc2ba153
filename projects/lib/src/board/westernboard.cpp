#include "westernboard.h"

#include <cctype>
#include <optional>

namespace arbiter {

char westernPieceLetter(PieceType t) {
    return " PNBRQK"[t < 7 ? t : 0];
}

namespace {

PieceType pieceFromLetter(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P': return Pawn;
    case 'N': return Knight;
    case 'B': return Bishop;
    case 'R': return Rook;
    case 'Q': return Queen;
    case 'K': return King;
    default: return NoPieceType;
    }
}

bool isFileChar(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRankChar(char c) {
    return c >= '1' && c <= '8';
}

} // namespace

const MoveList& WesternBoard::legalMovesHere() const {
    if (!legalMovesKnown()) {
        m_pos.generateLegal(m_legal);
        m_legalKey = m_pos.key();
        m_legalHistorySize = m_pos.historySize();
    }
    return m_legal;
}

std::string WesternBoard::checkSuffix(Move m) const {
    auto& pos = const_cast<WesternPosition&>(m_pos);
    pos.makeMove(m);
    std::string suffix;
    // A move that reaches a variant's goal (the hill, the last check, an explosion) is marked
    // like mate, as lichess writes it.
    const PositionEnd goal = pos.rules().hasGoals() ? pos.goalEnd() : PositionEnd{};
    if (!goal.isNone() && goal.winner == ~pos.sideToMove()) {
        suffix = "#";
    } else if (pos.inCheck()) {
        suffix = hasLegalMoveHere() ? "+" : "#"; // (a variant's replies: known again after it)
    }
    pos.undoMove();
    return suffix;
}

std::string WesternBoard::coordinateString(Move m) const {
    // Drops as UCI engines write them: N@f3, P@e4.
    if (m.kind() == Move::Drop)
        return westernPieceLetter(m.promotion()) + ("@" + squareName(m.to()));
    Square to = m.to();
    // Chess960 engines and our internal notation write castling as king takes rook; standard
    // chess writes the king's two-square step.
    if (m.kind() == Move::Castling && !variant().chess960)
        to = WesternPosition::castlingKingTarget(m);
    std::string s = squareName(m.from()) + squareName(to);
    if (m.kind() == Move::Promotion) s += char(std::tolower(westernPieceLetter(m.promotion())));
    return s;
}

std::string WesternBoard::sanString(Move m, bool longForm) const {
    if (m.kind() == Move::Castling) return (m.to() > m.from() ? "O-O" : "O-O-O") + checkSuffix(m);
    if (m.kind() == Move::Drop) return coordinateString(m) + checkSuffix(m);

    PieceType type = typeOf(m_pos.pieceAt(m.from()));
    bool capture = m_pos.isCapture(m);
    std::string s;
    if (longForm) {
        if (type != Pawn) s += westernPieceLetter(type);
        s += squareName(m.from());
        s += capture ? 'x' : '-';
    } else if (type == Pawn) {
        if (capture) {
            s += char('a' + fileOf(m.from()));
            s += 'x';
        }
    } else {
        s += westernPieceLetter(type);
        // Disambiguate among other pieces of the same type reaching the same square.
        const auto isRival = [&](Move o) {
            return typeOf(m_pos.pieceAt(o.from())) == type && o.kind() != Move::Castling;
        };
        const auto fileOfSquare = [this](Square sq) { return fileOf(sq); };
        const auto rankOfSquare = [this](Square sq) { return rankOf(sq); };
        switch (orthodox()
                    ? orthodoxDisambiguation(m, type)
                    : sanDisambiguation(legalMovesHere(), m, isRival, fileOfSquare, rankOfSquare)) {
        case Disambiguation::None: break;
        case Disambiguation::File: s += char('a' + fileOf(m.from())); break;
        case Disambiguation::Rank: s += char('1' + rankOf(m.from())); break;
        case Disambiguation::FileAndRank: s += squareName(m.from()); break;
        }
        if (capture) s += 'x';
    }
    s += squareName(m.to());
    if (m.kind() == Move::Promotion) {
        s += '=';
        s += westernPieceLetter(m.promotion());
    }
    return s + checkSuffix(m);
}

std::string WesternBoard::moveToString(Move m, Notation notation) const {
    switch (notation) {
    case Notation::San: return sanString(m, false);
    case Notation::Lan: return sanString(m, true);
    default: return coordinateString(m);
    }
}

std::optional<Move> WesternBoard::coordinateMove(std::string_view text,
                                                 const MoveList& moves) const {
    if (text.size() < 4 || text.size() > 5) return std::nullopt;
    Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
    if (from == NoSquare || to == NoSquare) return std::nullopt;
    PieceType promo = text.size() == 5 ? pieceFromLetter(text[4]) : NoPieceType;
    // Kings are listed: antichess promotes to them (legal moves decide the rest).
    if (text.size() == 5 && (promo == NoPieceType || promo == Pawn)) return std::nullopt;
    for (Move m : moves) {
        if (m.from() != from) continue;
        if (m.kind() == Move::Castling) {
            if (to == m.to() || to == WesternPosition::castlingKingTarget(m)) return m;
            continue;
        }
        if (m.to() == to && m.promotion() == promo) return m;
    }
    return Move();
}

std::optional<Move> WesternBoard::orthodoxCoordinateMove(std::string_view text) const {
    if (!orthodox()) return std::nullopt;
    const Square from = Square((text[1] - '1') * 8 + (text[0] - 'a'));
    const Square to = Square((text[3] - '1') * 8 + (text[2] - 'a'));
    const Piece piece = m_pos.pieceAt(from);
    if (piece == NoPiece || sideOf(piece) != m_pos.sideToMove()) return std::nullopt;
    const PieceType type = typeOf(piece);
    if (type == King &&
        (m_pos.castlingRights() & WesternPosition::castlingRightsOf(m_pos.sideToMove())))
        return std::nullopt;
    PieceType promotion = NoPieceType;
    if (text.size() == 5) {
        promotion = pieceFromLetter(text[4]);
        if (promotion == NoPieceType || promotion == Pawn) return std::nullopt;
    }
    Move found;
    if (m_pos.legalMovesTo(type, bb::bit(from), to, promotion, &found) != 1) return std::nullopt;
    return found;
}

// What sanDisambiguation finds among the legal moves, asked of the pieces that reach the square:
// any rival, any on the move's file, any on its rank.
Disambiguation WesternBoard::orthodoxDisambiguation(Move m, PieceType type) const {
    const bb::Bitboard others = ~bb::bit(m.from());
    Move found;
    const auto rivals = [&](bb::Bitboard from) {
        return m_pos.legalMovesTo(type, from & others, m.to(), NoPieceType, &found) > 0;
    };
    if (!rivals(~bb::Bitboard(0))) return Disambiguation::None;
    if (!rivals(bb::fileMask(fileOf(m.from())))) return Disambiguation::File;
    if (!rivals(bb::rankMask(rankOf(m.from())))) return Disambiguation::Rank;
    return Disambiguation::FileAndRank;
}

std::optional<Move> WesternBoard::plainSanMove(std::string_view text, std::string* error) const {
    const WesternRules& rules = m_pos.rules();
    if (rules.isVariant() || rules.mustCapture) return std::nullopt;
    const auto refused = [&](const char* why) {
        if (error) *error = "'" + std::string(text) + "' " + why;
        return Move();
    };
    std::string_view san = text;
    if (!san.empty() && (san.back() == '+' || san.back() == '#')) san.remove_suffix(1);
    if (!san.empty() && san[0] == 'O' && (san == "O-O" || san == "O-O-O")) {
        // The first castling move to that side, as the long way takes it.
        MoveList castling;
        m_pos.legalCastlingMoves(castling);
        for (Move m : castling)
            if ((m.to() > m.from()) == (san.size() == 3)) return m;
        return refused("is not a legal castling move here");
    }
    // [piece][from file][from rank][x]<to>[=promotion] (a pawn without a from rank): the fields
    // the long way reads from such a text, with the same meaning (an "x" is not checked).
    // Pieces are capital letters, a pawn has none, promotions are to N, B, R or Q.
    const auto pieceOf = [](char c) {
        const PieceType type = c >= 'A' && c <= 'Z' ? pieceFromLetter(c) : NoPieceType;
        return type == Pawn ? NoPieceType : type;
    };
    size_t i = 0;
    PieceType piece = Pawn, promotion = NoPieceType;
    if (const PieceType named = san.empty() ? NoPieceType : pieceOf(san[0]); named != NoPieceType) {
        piece = named;
        i = 1;
    }
    if (san.size() >= i + 4 && san[san.size() - 2] == '=') {
        promotion = pieceOf(san.back());
        if (promotion == NoPieceType || promotion == King) return std::nullopt;
        san.remove_suffix(2);
    }
    if (san.size() < i + 2 || !isFileChar(san[san.size() - 2]) || !isRankChar(san.back()))
        return std::nullopt;
    const Square to = Square((san.back() - '1') * 8 + (san[san.size() - 2] - 'a'));
    san.remove_suffix(2);
    if (san.size() > i && san.back() == 'x') san.remove_suffix(1);
    bb::Bitboard from = ~bb::Bitboard(0);
    if (san.size() > i && isFileChar(san[i])) from &= bb::fileMask(san[i++] - 'a');
    if (piece != Pawn && san.size() > i && isRankChar(san[i])) from &= bb::rankMask(san[i++] - '1');
    if (san.size() != i) return std::nullopt;
    Move found;
    const int legal = m_pos.legalMovesTo(piece, from, to, promotion, &found);
    if (legal == 1) return found;
    return refused(legal > 1 ? "is ambiguous" : "is not a legal move in this position");
}

Move WesternBoard::parseMove(std::string_view text, std::string* error) const {
    // Engines write their moves and PVs as bare coordinates ("e2e4", "e7e8q"): such a move is
    // found at once, without the copies and spellings below (a move per ply, and every PV move
    // the fastchess dialect checks), in orthodox chess from the piece on its square, else among
    // the legal moves. Whatever is not found here is read the long way, which finds the same
    // move first for these texts.
    if ((text.size() == 4 || text.size() == 5) && isFileChar(text[0]) && isRankChar(text[1]) &&
        isFileChar(text[2]) && isRankChar(text[3])) {
        if (const std::optional<Move> m = orthodoxCoordinateMove(text)) return *m;
        if (const std::optional<Move> m = coordinateMove(text, legalMovesHere()); m && !m->isNull())
            return *m;
    }
    // PGN's SAN ("Nbd2", "exd5", "O-O") is found from the pieces that reach the square, as
    // coordinates are from the legal moves above; any other spelling is read the long way.
    if (const std::optional<Move> m = plainSanMove(text, error)) return *m;
    auto failWith = [&](const std::string& why) {
        if (error) *error = "'" + std::string(text) + "' " + why;
        return Move();
    };

    // Trim whitespace and trailing annotations (+, #, !, ?, "e.p.").
    std::string s(text);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.erase(0, 1);
    if (s.size() > 4 && s.compare(s.size() - 4, 4, "e.p.") == 0) s.erase(s.size() - 4);
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' ||
                          s.back() == '?' || s.back() == ' '))
        s.pop_back();
    if (s.empty()) return failWith("is not a move");

    const MoveList& moves = legalMovesHere();

    // Drops: N@f3, n@f3, P@e4 and the pawn's short form @e4.
    if (const size_t at = s.find('@'); at != std::string::npos) {
        const PieceType piece = at == 0 ? Pawn : at == 1 ? pieceFromLetter(s[0]) : NoPieceType;
        const Square to = parseSquare(std::string_view(s).substr(at + 1));
        if (piece == NoPieceType || to == NoSquare) return failWith("is not a drop");
        for (Move m : moves)
            if (m.kind() == Move::Drop && m.to() == to && m.promotion() == piece) return m;
        return failWith("is not a legal drop in this position");
    }

    // Castling in any of its spellings.
    {
        std::string upper;
        for (char c : s) upper += char(std::toupper(static_cast<unsigned char>(c)));
        bool isShort = upper == "O-O" || upper == "0-0" || upper == "OO";
        bool isLong = upper == "O-O-O" || upper == "0-0-0" || upper == "OOO";
        if (isShort || isLong) {
            for (Move m : moves)
                if (m.kind() == Move::Castling && (m.to() > m.from()) == isShort) return m;
            return failWith("is not a legal castling move here");
        }
    }

    // Coordinate notation: e2e4, e2-e4, e7e8q, e7e8=Q, castling as e1g1 or e1h1.
    auto coordinate = [&]() -> std::optional<Move> {
        std::string c;
        for (char ch : s)
            if (ch != '-' && ch != 'x' && ch != '=') c += ch;
        return coordinateMove(c, moves);
    };
    if (s.size() >= 4 && isFileChar(s[0]) && isRankChar(s[1])) {
        if (auto m = coordinate()) {
            if (!m->isNull()) return *m;
            // fall through: might still be SAN with a from-square ("e2e4" handled above)
        }
    }

    // SAN and long SAN: [piece][from file][from rank][x|-][to square][=promotion]
    size_t i = 0;
    PieceType piece = Pawn;
    if (std::isupper(static_cast<unsigned char>(s[0])) && pieceFromLetter(s[0]) != NoPieceType) {
        piece = pieceFromLetter(s[0]);
        i = 1;
    }
    PieceType promo = NoPieceType;
    // Promotion suffix after a rank digit: e8=Q, e8Q, e8q, e8(Q), e8/Q.
    {
        size_t end = s.size();
        if (end > 0 && s[end - 1] == ')') --end;
        if (end >= i + 3) {
            char last = s[end - 1], prev = s[end - 2];
            PieceType p = pieceFromLetter(last);
            bool separator = prev == '=' || prev == '(' || prev == '/';
            if (p != NoPieceType && p != Pawn && (isRankChar(prev) || separator)) {
                promo = p;
                s.resize(end - (separator ? 2 : 1));
            }
        }
    }
    std::string body;
    for (size_t k = i; k < s.size(); ++k)
        if (s[k] != 'x' && s[k] != 'X' && s[k] != '-' && s[k] != ':') body += s[k];
    if (body.size() < 2) return failWith("is not a move");
    Square to = parseSquare(body.substr(body.size() - 2));
    if (to == NoSquare) return failWith("has no destination square");
    std::string hint = body.substr(0, body.size() - 2);
    int fromFile = -1, fromRank = -1;
    for (char c : hint) {
        if (isFileChar(c))
            fromFile = c - 'a';
        else if (isRankChar(c))
            fromRank = c - '1';
        else
            return failWith("is not a move");
    }

    Move found;
    int matches = 0;
    for (Move m : moves) {
        if (m.kind() == Move::Castling) continue;
        if (m.to() != to || typeOf(m_pos.pieceAt(m.from())) != piece) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.promotion() != promo) continue;
        found = m;
        ++matches;
    }
    if (matches == 1) return found;
    if (matches > 1) return failWith("is ambiguous");
    return failWith("is not a legal move in this position");
}

// The position has no pseudo-legal generator: attacks come from its attack tables and pawn
// pushes are added here.
void WesternBoard::pseudoLegalMovesFrom(Square from, MoveList& moves) const {
    moves.clear();
    const Piece piece = m_pos.pieceAt(from);
    if (piece == NoPiece || sideOf(piece) != m_pos.sideToMove()) return;
    const Side us = sideOf(piece);
    if (typeOf(piece) == Pawn) {
        const int up = us == White ? 8 : -8;
        const int rank = from / 8;
        const bool lastRankNext = (us == White && rank == 6) || (us == Black && rank == 1);
        const Move::Kind pushKind = lastRankNext ? Move::Promotion : Move::Normal;
        const PieceType promo = lastRankNext ? Queen : NoPieceType;
        const Square one = from + up;
        if (one < 0 || one >= 64) return;
        if (m_pos.pieceAt(one) == NoPiece) {
            moves.push(Move(from, one, pushKind, promo));
            const bool startRank = (us == White && rank == 1) || (us == Black && rank == 6);
            if (startRank && m_pos.pieceAt(one + up) == NoPiece) moves.push(Move(from, one + up));
        }
        for (int df : {-1, 1}) {
            const int file = from % 8 + df;
            if (file < 0 || file > 7) continue;
            const Square to = one + df;
            const Piece target = m_pos.pieceAt(to);
            if (target != NoPiece && sideOf(target) != us)
                moves.push(Move(from, to, pushKind, promo));
            else if (to == m_pos.enPassantSquare())
                moves.push(Move(from, to, Move::EnPassant));
        }
        return;
    }
    const bb::Bitboard occupied = m_pos.pieces();
    for (Square to = 0; to < 64; ++to) {
        const Piece target = m_pos.pieceAt(to);
        if (target != NoPiece && sideOf(target) == us) continue;
        if (m_pos.attackersTo(to, occupied) & bb::bit(from)) moves.push(Move(from, to));
    }
    if (typeOf(piece) == King)
        for (Move m : legalMovesHere())
            if (m.from() == from && m.kind() == Move::Castling) moves.push(m);
}

std::vector<Square> WesternBoard::kingAttackersAfter(Move m) const {
    std::vector<Square> attackers;
    const Side us = m_pos.sideToMove();
    WesternPosition pos = m_pos;
    pos.makeMove(m);
    if (!pos.pieces(us, King)) return attackers;
    bb::Bitboard set = pos.attackersTo(pos.kingSquare(us), pos.pieces()) & pos.pieces(~us);
    while (set) attackers.push_back(bb::popLsb(set));
    return attackers;
}

} // namespace arbiter
