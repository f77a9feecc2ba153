// FEN reading and writing for xiangqi positions.
// Accepted dialects (docs/xiangqi.md, "FEN"; xqbase's Chinese chess FEN, cchess_fen.htm):
//   letters K A B|E N|H R C P (red upper case), side 'w' or 'r' for Red, 'b' for Black,
//   fields 3 and 4 '-' (no castling, no en passant), field 5 the plies without capture,
//   field 6 the move number; fields 3-6 may be left out.
// Written form: n/b letters, 'w'/'b', "- -", both counters.
// Variants: '*' is stone xiangqi's stone (as Fairy-Stockfish writes duck chess's duck); the
// side field is "w+"/"b+" while that side owes the second part of its turn (a double step's
// second step, the stone's move).
#include "fenfields.h"
#include "xiangqiposition.h"

namespace arbiter {

using namespace xq;

namespace {

PieceType typeFromLetter(char c) {
    switch (c | 0x20) {
    case 'k': return King;
    case 'a': return Advisor;
    case 'b':
    case 'e': return Bishop;
    case 'n':
    case 'h': return Knight;
    case 'r': return Rook;
    case 'c': return Cannon;
    case 'p': return Pawn;
    case '*': return Stone;
    default: return NoPieceType;
    }
}

char letterOf(Piece p) {
    constexpr std::string_view letters = " pnbr?kac*"; // indexed by PieceType
    char c = letters[typeOf(p)];
    return sideOf(p) == White ? char(c - 32) : c;
}

const char* sideName(Side s) {
    return s == White ? "red" : "black";
}

} // namespace

bool XiangqiPosition::setFen(std::string_view text, std::string* error, std::string* extension,
                             std::vector<std::string>* warnings) {
    std::vector<std::string> notes; // see warnings: handed out only when the FEN is accepted
    auto fields = fen::splitFields(text);
    if (fields.size() < 2)
        return fen::fail(error, "expected at least 2 fields (piece placement and side to move), "
                                "found " +
                                    std::to_string(fields.size()));
    if (fields.size() > 7) return fen::fail(error, 8, "extra", fields[7], "is one field too many");

    XiangqiPosition pos(m_rules);

    // Field 1: piece placement, rank 9 first.
    const std::string_view placement = fields[0];
    auto placementError = [&](const std::string& problem) {
        return fen::fail(error, 1, "piece placement", placement, problem);
    };
    int rank = Ranks - 1, file = 0;
    for (char c : placement) {
        if (c == '/') {
            if (file != Files) return placementError("has a rank that does not have 9 points");
            if (--rank < 0) return placementError("has more than 10 ranks");
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
        } else if (c == 'X' || c == 'x') { // jieqi: a face-down piece
            if (file >= Files) return placementError("has a rank with more than 9 points");
            const Side side = c == 'X' ? White : Black;
            const Square sq = makeSquare(file, rank);
            if (!m_rules.jieqi)
                return placementError("has a face-down piece 'X', which only jieqi has");
            const PieceType moves = startType(side, sq);
            if (moves == NoPieceType)
                return placementError(std::string("has a face-down ") + sideName(side) +
                                      " piece on " + squareName(sq) +
                                      ", which is no start point of a " + sideName(side) +
                                      " piece (face-down pieces have never moved)");
            pos.putPiece(makePiece(side, moves), sq);
            pos.m_hidden |= bit(sq);
            ++file;
            continue;
        } else if (PieceType t = typeFromLetter(c)) {
            if (file >= Files) return placementError("has a rank with more than 9 points");
            if (t == Stone) {
                if (!m_rules.stone)
                    return placementError("has a stone '*', which only stone xiangqi has");
                if (pos.m_stone != NoSquare) return placementError("has more than one stone");
                pos.putPiece(StonePiece, makeSquare(file, rank));
                ++file;
                continue;
            }
            pos.putPiece(makePiece(c < 'a' ? White : Black, t), makeSquare(file, rank));
            ++file;
        } else {
            return placementError(std::string("has an unknown piece letter '") + c + "'");
        }
        if (file > Files) return placementError("has a rank with more than 9 points");
    }
    if (rank != 0 || file != Files) return placementError("does not describe 10 ranks of 9 points");

    for (Side side : {White, Black}) {
        if (m_rules.jieqi && popcount(pos.pieces(side) & ~pos.pieces(King)) > 15)
            return placementError(std::string("has more than 15 ") + sideName(side) +
                                  " pieces besides the general");
        for (int t = Pawn; t < PieceTypeCount; ++t) {
            // (jieqi: face-down pieces are counted by what they may turn out to be: not here)
            int count = popcount(pos.pieces(side, PieceType(t)) & ~pos.m_hidden);
            if (count > maxCount(PieceType(t)))
                return placementError("has " + std::to_string(count) + " " + sideName(side) + " " +
                                      pieceName(PieceType(t)) + "s (at most " +
                                      std::to_string(maxCount(PieceType(t))) + ")");
        }
        if (!pos.pieces(side, King))
            return placementError(std::string("has no ") + sideName(side) + " general");
    }
    for (Square s = 0; s < SquareCount; ++s) {
        Piece p = pos.pieceAt(s);
        // Jieqi: revealed pieces may stand anywhere (they start on any start point), but the
        // generals keep to their palaces.
        if (m_rules.jieqi && typeOf(p) != King) continue;
        if (!p || canStandOn(p, s)) continue;
        const std::string what = std::string("has a ") + sideName(sideOf(p)) + " " +
                                 pieceName(typeOf(p)) + " on " + squareName(s);
        // A soldier behind its start rank (or off the start files on its own half) cannot get
        // there, but moves by the rules from there: rule books draw such diagrams (the WXF
        // repetition examples do), so a set-up position keeps it and says so. Every other
        // piece off its points would break a rule of movement (a general out of its palace).
        if (typeOf(p) == Pawn) {
            notes.push_back("FEN field 1 (piece placement): '" + std::string(placement) + "' " +
                            what + ", a point no game reaches (accepted as set up)");
            continue;
        }
        return placementError(what + ", a point it can never reach");
    }
    // Variants that allow self-check (beginner, red-eyed) reach facing and attacked generals.
    if (pos.generalsFacing() && !m_rules.allowSelfCheck)
        return placementError("has the generals facing each other on an open file");

    // Field 2: side to move.
    const std::string_view side = fields[1];
    std::string_view sideLetter = side;
    const bool midTurn = side.size() == 2 && side[1] == '+';
    if (midTurn) {
        if (!m_rules.multiPart())
            return fen::fail(error, 2, "side to move", side,
                             "has '+' (a turn's second part is due), which only double-step and "
                             "stone xiangqi have");
        sideLetter = side.substr(0, 1);
    }
    if (sideLetter == "w" || sideLetter == "r" || sideLetter == "W" || sideLetter == "R")
        pos.m_sideToMove = White;
    else if (sideLetter == "b" || sideLetter == "B")
        pos.m_sideToMove = Black;
    else
        return fen::fail(error, 2, "side to move", side,
                         "is not 'w' (or 'r') for Red or 'b' (with '+' when the turn's second part "
                         "is due)");
    pos.st().turnPart = midTurn ? 1 : 0;

    // Fields 3 and 4: xiangqi has neither castling nor en passant.
    if (fields.size() > 2 && fields[2] != "-")
        return fen::fail(error, 3, "castling", fields[2], "must be '-' in xiangqi");
    if (fields.size() > 3 && fields[3] != "-")
        return fen::fail(error, 4, "en passant", fields[3], "must be '-' in xiangqi");

    // Fields 5 and 6: plies without capture and move number.
    int halfmove = 0, fullmove = 1;
    if (fields.size() > 4 && !fen::parseCount(fields[4], halfmove))
        return fen::fail(error, 5, "plies without capture", fields[4],
                         "is not a non-negative number");
    if (fields.size() > 5 && (!fen::parseCount(fields[5], fullmove) || fullmove < 1)) {
        if (fields[5] != "0")
            return fen::fail(error, 6, "move number", fields[5], "is not a positive number");
        fullmove = 1; // some writers emit 0; read it as the first move
    }

    State& s = pos.st();
    s.halfmoveClock = halfmove;
    s.gamePly = 2 * (fullmove - 1) + (pos.m_sideToMove == Black ? 1 : 0);
    s.key = pos.computeKey();

    if (!m_rules.allowSelfCheck && pos.kingAttacked(~pos.m_sideToMove))
        return fen::fail(error, 2, "side to move", side,
                         std::string("lets ") + sideName(pos.m_sideToMove) + " capture the " +
                             sideName(~pos.m_sideToMove) + " general");
    s.inCheck = pos.kingAttacked(pos.m_sideToMove);

    if (extension) *extension = fields.size() > 6 ? std::string(fields[6]) : std::string();
    if (warnings) *warnings = std::move(notes);
    *this = std::move(pos);
    return true;
}

std::string XiangqiPosition::fen() const {
    std::string out;
    out.reserve(80);
    for (int rank = Ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < Files; ++file) {
            const Square sq = makeSquare(file, rank);
            Piece p = m_board[sq];
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            // A face-down piece shows no identity: the FEN is what the players may see.
            out += contains(m_hidden, sq) ? (sideOf(p) == White ? 'X' : 'x') : letterOf(p);
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += m_sideToMove == White ? " w" : " b";
    out += st().turnPart ? "+ - - " : " - - ";
    out += std::to_string(st().halfmoveClock) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

} // namespace arbiter
