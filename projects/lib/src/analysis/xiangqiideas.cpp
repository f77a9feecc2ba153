#include "analysis/xiangqiideas.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter::coach {

namespace {

bool onBoard(const Board& b, int file, int rank) {
    return file >= 0 && rank >= 0 && file < b.width() && rank < b.height();
}

// The pieces strictly between two squares of one file or rank; -1 when they share neither.
int piecesBetween(const Board& b, Square from, Square to) {
    const int df = b.fileOf(to) - b.fileOf(from), dr = b.rankOf(to) - b.rankOf(from);
    if ((df != 0 && dr != 0) || from == to) return -1;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    int count = 0;
    for (int f = b.fileOf(from) + sf, r = b.rankOf(from) + sr;
         f != b.fileOf(to) || r != b.rankOf(to); f += sf, r += sr)
        count += b.pieceAt(b.square(f, r)) != NoPiece;
    return count;
}

// Whether the piece on `from` gives check to the general on `king` (chariots, cannons, horses,
// soldiers and the facing general: the pieces that can reach a palace).
bool checks(const Board& b, Square from, Square king) {
    const Piece p = b.pieceAt(from);
    const int df = b.fileOf(king) - b.fileOf(from), dr = b.rankOf(king) - b.rankOf(from);
    switch (typeOf(p)) {
    case Rook:
    case King: return piecesBetween(b, from, king) == 0;
    case Cannon: return piecesBetween(b, from, king) == 1;
    case Pawn: {
        const int forward = sideOf(p) == White ? 1 : -1;
        return (df == 0 && dr == forward) || (dr == 0 && std::abs(df) == 1);
    }
    case Knight: {
        if (!((std::abs(df) == 1 && std::abs(dr) == 2) || (std::abs(df) == 2 && std::abs(dr) == 1)))
            return false;
        const int legFile = b.fileOf(from) + (std::abs(df) == 2 ? df / 2 : 0);
        const int legRank = b.rankOf(from) + (std::abs(dr) == 2 ? dr / 2 : 0);
        return b.pieceAt(b.square(legFile, legRank)) == NoPiece;
    }
    default: return false;
    }
}

std::vector<Square> piecesOf(const Board& b, Side side, PieceType type) {
    std::vector<Square> found;
    for (Square s = 0; s < b.squareCount(); ++s)
        if (b.pieceAt(s) == makePiece(side, type)) found.push_back(s);
    return found;
}

bool inPalace(const Board& b, Side side, int file, int rank) {
    const int centre = b.width() / 2;
    const bool rankOk = side == White ? rank <= 2 : rank >= b.height() - 3;
    return std::abs(file - centre) <= 1 && rankOk;
}

bool isBackRank(const Board& b, Side side, Square s) {
    return b.rankOf(s) == (side == White ? 0 : b.height() - 1);
}

// The point beside `s` in direction (df, dr), NoSquare off the board.
Square step(const Board& b, Square s, int df, int dr) {
    const int f = b.fileOf(s) + df, r = b.rankOf(s) + dr;
    return onBoard(b, f, r) ? b.square(f, r) : NoSquare;
}

bool horseBehindCannon(const Board& b, Side mater, Square king, Square checker) {
    if (typeOf(b.pieceAt(checker)) != Cannon) return false;
    const Square screen = cannonScreen(b, checker, king);
    return screen != NoSquare && b.pieceAt(screen) == makePiece(mater, Knight) &&
           piecesBetween(b, screen, king) == 0;
}

bool staggeredChariots(const Board& b, Side mater, Square king, Square checker) {
    if (typeOf(b.pieceAt(checker)) != Rook) return false;
    const bool alongFile = b.fileOf(checker) == b.fileOf(king);
    for (Square other : piecesOf(b, mater, Rook)) {
        if (other == checker) continue;
        if (alongFile && std::abs(b.fileOf(other) - b.fileOf(king)) == 1) return true;
        if (!alongFile && std::abs(b.rankOf(other) - b.rankOf(king)) == 1) return true;
    }
    return false;
}

bool smotheredPalace(const Board& b, Side mated, Square king, Square checker) {
    if (typeOf(b.pieceAt(checker)) != Cannon) return false;
    const Square screen = cannonScreen(b, checker, king);
    if (screen == NoSquare || b.pieceAt(screen) == NoPiece || sideOf(b.pieceAt(screen)) != mated)
        return false;
    const int sf = b.fileOf(screen) - b.fileOf(king), sr = b.rankOf(screen) - b.rankOf(king);
    if (std::abs(sf) + std::abs(sr) != 1) return false;
    static const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& d : dirs) {
        const Square n = step(b, king, d[0], d[1]);
        if (n == NoSquare || !inPalace(b, mated, b.fileOf(n), b.rankOf(n))) continue;
        if (n == screen || piecesBetween(b, checker, n) >= 0) continue; // on the cannon's line
        if (b.pieceAt(n) == NoPiece || sideOf(b.pieceAt(n)) != mated) return false;
    }
    return true;
}

bool ironBolt(const Board& b, Side mater, Square king, Square checker) {
    const PieceType t = typeOf(b.pieceAt(checker));
    if (t != Rook && t != Pawn) return false;
    const int centre = b.width() / 2;
    if (b.fileOf(king) == centre) return false;
    const Square door = b.square(centre, b.rankOf(king));
    for (Square cannon : piecesOf(b, mater, Cannon))
        if (b.fileOf(cannon) == centre && piecesBetween(b, cannon, door) == 1) return true;
    return false;
}

bool doubleCannons(const Board& b, Side mater, Square king, Square checker) {
    if (typeOf(b.pieceAt(checker)) != Cannon) return false;
    const Square screen = cannonScreen(b, checker, king);
    return screen != NoSquare && b.pieceAt(screen) == makePiece(mater, Cannon);
}

bool heavenAndEarthCannons(const Board& b, Side mater, Side mated, Square king, Square checker) {
    if (typeOf(b.pieceAt(checker)) != Cannon || !isBackRank(b, mated, king)) return false;
    bool onFile = false, onRank = false;
    for (Square c : piecesOf(b, mater, Cannon)) {
        const int between = piecesBetween(b, c, king);
        if (between != 1 && between != 2) continue;
        (b.fileOf(c) == b.fileOf(king) ? onFile : onRank) = true;
    }
    return onFile && onRank;
}

} // namespace

QString chineseName(XiangqiMate mate) {
    switch (mate) {
    case XiangqiMate::HorseBehindCannon: return QStringLiteral("马后炮");
    case XiangqiMate::StaggeredChariots: return QStringLiteral("双车错");
    case XiangqiMate::SmotheredPalace: return QStringLiteral("闷宫");
    case XiangqiMate::IronBolt: return QStringLiteral("铁门栓");
    case XiangqiMate::DoubleCannons: return QStringLiteral("重炮");
    case XiangqiMate::HeavenAndEarthCannons: return QStringLiteral("天地炮");
    }
    return QString();
}

QString englishName(XiangqiMate mate) {
    QString gloss;
    switch (mate) {
    case XiangqiMate::HorseBehindCannon: gloss = QStringLiteral("horse-behind-cannon"); break;
    case XiangqiMate::StaggeredChariots: gloss = QStringLiteral("staggered-chariots"); break;
    case XiangqiMate::SmotheredPalace: gloss = QStringLiteral("smothered-palace"); break;
    case XiangqiMate::IronBolt: gloss = QStringLiteral("iron-bolt"); break;
    case XiangqiMate::DoubleCannons: gloss = QStringLiteral("double-cannon"); break;
    case XiangqiMate::HeavenAndEarthCannons:
        gloss = QStringLiteral("heaven-and-earth cannons");
        break;
    }
    return QStringLiteral("%1 mate (%2)").arg(gloss, chineseName(mate));
}

Square cannonScreen(const Board& board, Square cannon, Square target) {
    if (piecesBetween(board, cannon, target) != 1) return NoSquare;
    const int df = board.fileOf(target) - board.fileOf(cannon);
    const int dr = board.rankOf(target) - board.rankOf(cannon);
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (Square s = step(board, cannon, sf, sr); s != target && s != NoSquare;
         s = step(board, s, sf, sr))
        if (board.pieceAt(s) != NoPiece) return s;
    return NoSquare;
}

std::vector<XiangqiMate> namedMates(const Board& mated) {
    std::vector<XiangqiMate> names;
    if (mated.variant().family != BoardFamily::Xiangqi) return names;
    const PositionEnd end = mated.positionEnd();
    if (end.reason != EndReason::Checkmate) return names;
    const Side loser = mated.sideToMove(), mater = ~loser;
    const Square king = mated.kingSquare(loser);
    if (king == NoSquare) return names;
    auto add = [&names](XiangqiMate m) {
        if (std::find(names.begin(), names.end(), m) == names.end()) names.push_back(m);
    };
    for (Square s = 0; s < mated.squareCount(); ++s) {
        const Piece p = mated.pieceAt(s);
        if (p == NoPiece || sideOf(p) != mater || !checks(mated, s, king)) continue;
        if (horseBehindCannon(mated, mater, king, s)) add(XiangqiMate::HorseBehindCannon);
        if (staggeredChariots(mated, mater, king, s)) add(XiangqiMate::StaggeredChariots);
        if (smotheredPalace(mated, loser, king, s)) add(XiangqiMate::SmotheredPalace);
        if (ironBolt(mated, mater, king, s)) add(XiangqiMate::IronBolt);
        if (doubleCannons(mated, mater, king, s)) add(XiangqiMate::DoubleCannons);
        if (heavenAndEarthCannons(mated, mater, loser, king, s))
            add(XiangqiMate::HeavenAndEarthCannons);
    }
    return names;
}

namespace {
// Pieces of type `type` of the side not moving whose path through the landing square (their
// leg or eye) led to a point `reachable` accepts: the shared walk of 蹩马腿 and 塞象眼.
template <typename Targets>
std::vector<Square> blockedThrough(const Board& before, const Board& after, Move move,
                                   PieceType type, Targets targetsThrough) {
    std::vector<Square> blocked;
    const Square landing = after.landingSquare(move);
    if (before.variant().family != BoardFamily::Xiangqi || before.pieceAt(landing) != NoPiece)
        return blocked;
    const Side owner = ~before.sideToMove();
    for (Square s : piecesOf(after, owner, type)) {
        const int df = after.fileOf(landing) - after.fileOf(s);
        const int dr = after.rankOf(landing) - after.rankOf(s);
        for (Square target : targetsThrough(after, s, df, dr)) {
            const Piece there = after.pieceAt(target);
            if (there == NoPiece || sideOf(there) != owner) {
                blocked.push_back(s);
                break;
            }
        }
    }
    return blocked;
}
} // namespace

std::vector<Square> blockedHorses(const Board& before, const Board& after, Move move) {
    return blockedThrough(before, after, move, Knight,
                          [](const Board& b, Square horse, int df, int dr) {
                              std::vector<Square> targets;
                              if (std::abs(df) + std::abs(dr) != 1) return targets; // not a leg
                              const int side[2] = {-1, 1};
                              for (int k : side) {
                                  const Square t = step(b, horse, df ? 2 * df : k, dr ? 2 * dr : k);
                                  if (t != NoSquare) targets.push_back(t);
                              }
                              return targets;
                          });
}

std::vector<Square> blockedElephants(const Board& before, const Board& after, Move move) {
    return blockedThrough(
        before, after, move, Bishop, [](const Board& b, Square elephant, int df, int dr) {
            std::vector<Square> targets;
            if (std::abs(df) != 1 || std::abs(dr) != 1) return targets;
            const Square t = step(b, elephant, 2 * df, 2 * dr);
            const Side owner = sideOf(b.pieceAt(elephant));
            const bool ownHalf = t != NoSquare && (owner == White ? b.rankOf(t) < b.height() / 2
                                                                  : b.rankOf(t) >= b.height() / 2);
            if (ownHalf) targets.push_back(t);
            return targets;
        });
}

} // namespace arbiter::coach
