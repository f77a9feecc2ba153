#include "analysis/movefacts.h"

#include <algorithm>
#include <memory>
#include <numeric>

namespace arbiter::coach {

namespace {

bool isXiangqi(const Board& board) {
    return board.variant().family == BoardFamily::Xiangqi;
}

QString englishName(BoardFamily family, PieceType type) {
    const bool xq = family == BoardFamily::Xiangqi;
    switch (type) {
    case Pawn: return xq ? QStringLiteral("soldier") : QStringLiteral("pawn");
    case Knight: return xq ? QStringLiteral("horse") : QStringLiteral("knight");
    case Bishop: return xq ? QStringLiteral("elephant") : QStringLiteral("bishop");
    case Rook: return xq ? QStringLiteral("chariot") : QStringLiteral("rook");
    case Queen: return QStringLiteral("queen");
    case King: return xq ? QStringLiteral("general") : QStringLiteral("king");
    case Advisor: return QStringLiteral("advisor");
    case Cannon: return QStringLiteral("cannon");
    default: return QStringLiteral("piece");
    }
}

// Chinese names as xiangqi players write them in simplified characters (red's and black's
// differ for the general, advisor, elephant and soldier) and as chess books name chess pieces.
QString chineseName(BoardFamily family, Piece piece) {
    const bool red = sideOf(piece) == White;
    if (family == BoardFamily::Xiangqi) {
        switch (typeOf(piece)) {
        case Pawn: return red ? QStringLiteral("兵") : QStringLiteral("卒");
        case Knight: return QStringLiteral("马");
        case Bishop: return red ? QStringLiteral("相") : QStringLiteral("象");
        case Rook: return QStringLiteral("车");
        case King: return red ? QStringLiteral("帅") : QStringLiteral("将");
        case Advisor: return red ? QStringLiteral("仕") : QStringLiteral("士");
        case Cannon: return QStringLiteral("炮");
        default: return QStringLiteral("子");
        }
    }
    switch (typeOf(piece)) {
    case Pawn: return QStringLiteral("兵");
    case Knight: return QStringLiteral("马");
    case Bishop: return QStringLiteral("象");
    case Rook: return QStringLiteral("车");
    case Queen: return QStringLiteral("后");
    case King: return QStringLiteral("王");
    default: return QStringLiteral("子");
    }
}

QString withArticle(const QString& noun) {
    static const QString vowels = QStringLiteral("aeiou");
    return (vowels.contains(noun.front()) ? QStringLiteral("an ") : QStringLiteral("a ")) + noun;
}

// "a, b and c": the English way of listing.
QString andJoined(QStringList words) {
    if (words.size() <= 1) return words.join(QString());
    const QString last = words.takeLast();
    return words.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

// "a cannon and a soldier": pieces of `types`.
QString englishList(BoardFamily family, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << withArticle(englishName(family, t));
    return andJoined(words);
}

// "the rook and the bishop": pieces of `types` on the board.
QString definiteList(BoardFamily family, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << QStringLiteral("the ") + englishName(family, t);
    return andJoined(words);
}

// "炮、兵": the pieces of `owner` in `types`.
QString chineseList(BoardFamily family, Side owner, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << chineseName(family, makePiece(owner, t));
    return words.join(QStringLiteral("、"));
}

int total(BoardFamily family, const std::vector<PieceType>& types) {
    return std::accumulate(types.begin(), types.end(), 0,
                           [family](int sum, PieceType t) { return sum + pieceValue(family, t); });
}

// The piece a legal move takes, NoPieceType for none (en passant takes a pawn beside `to`).
PieceType capturedBy(const Board& board, Move m) {
    if (!board.isCapture(m)) return NoPieceType;
    const Piece taken = board.pieceAt(board.landingSquare(m));
    return taken != NoPiece ? typeOf(taken) : Pawn;
}

// The position with the other side to move (no en passant square): what a side could do if it
// had the move again. Null when that position is not legal (the side not to move in check).
std::unique_ptr<Board> withTheMoveGivenTo(const Board& board, Side side) {
    if (board.hasPockets() || board.hasFaceDownPieces() || board.hasStone()) return nullptr;
    auto copy = board.clone();
    if (board.sideToMove() == side) return copy;
    if (board.inCheck()) return nullptr;
    QStringList fields = QString::fromStdString(board.fen()).split(QLatin1Char(' '));
    if (fields.size() < 2) return nullptr;
    fields[1] = side == White ? QStringLiteral("w") : QStringLiteral("b");
    if (board.variant().family == BoardFamily::Western && fields.size() > 3)
        fields[3] = QStringLiteral("-");
    if (!copy->setFen(fields.join(QLatin1Char(' ')).toStdString())) return nullptr;
    return copy;
}

// The opponent's pieces `side` could take for profit with the move: worth more than the
// attacker, or not to be taken back.
std::vector<Square> profitableCaptures(const Board& board, Side side) {
    std::vector<Square> victims;
    auto position = withTheMoveGivenTo(board, side);
    if (!position) return victims;
    const BoardFamily family = board.variant().family;
    MoveList moves;
    position->legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (!position->isCapture(m)) continue;
        const Square at = position->landingSquare(m);
        const Piece victim = position->pieceAt(at);
        if (victim == NoPiece || typeOf(victim) == King) continue;
        if (std::find(victims.begin(), victims.end(), at) != victims.end()) continue;
        const Piece attacker = position->pieceAt(m.from());
        bool profitable = pieceValue(family, typeOf(victim)) > pieceValue(family, typeOf(attacker));
        if (!profitable) {
            position->makeMove(m);
            MoveList replies;
            position->legalMoves(replies);
            bool retaken = false;
            for (int j = 0; j < replies.size() && !retaken; ++j)
                retaken =
                    position->isCapture(replies[j]) && position->landingSquare(replies[j]) == at;
            position->undoMove();
            profitable = !retaken;
        }
        if (profitable) victims.push_back(at);
    }
    return victims;
}

QString cited(const QStringList& line) {
    return line.join(QLatin1Char(' '));
}

} // namespace

int pieceValue(BoardFamily family, PieceType type) {
    if (family == BoardFamily::Xiangqi) {
        switch (type) {
        case Pawn: return 10;
        case Advisor:
        case Bishop: return 20;
        case Knight: return 40;
        case Cannon: return 45;
        case Rook: return 90;
        default: return 0;
        }
    }
    switch (type) {
    case Pawn: return 10;
    case Knight:
    case Bishop: return 30;
    case Rook: return 50;
    case Queen: return 90;
    default: return 0;
    }
}

std::vector<MoveFact> explainMove(const Board& before, Move move, const QStringList& lineAfter,
                                  Notation notation) {
    std::vector<MoveFact> facts;
    if (!before.isLegal(move)) return facts;
    const BoardFamily family = before.variant().family;
    const bool xiangqi = isXiangqi(before);
    const Side mover = before.sideToMove();
    auto board = before.clone();

    // The move itself.
    QStringList line{QString::fromStdString(board->moveToString(move, notation))};
    const PieceType taken = capturedBy(*board, move);
    board->makeMove(move);
    if (taken != NoPieceType) {
        MoveFact f;
        f.kind = FactKind::Capture;
        f.won = {taken};
        f.line = line;
        f.english = QStringLiteral("takes %1").arg(withArticle(englishName(family, taken)));
        f.chinese = QStringLiteral("吃%1").arg(chineseName(family, makePiece(~mover, taken)));
        facts.push_back(f);
    }
    const PositionEnd end = board->positionEnd();
    if (end.reason == EndReason::Checkmate && end.winner == mover) {
        MoveFact f;
        f.kind = FactKind::Mate;
        f.line = line;
        f.english = QStringLiteral("mates");
        f.chinese = xiangqi ? QStringLiteral("绝杀") : QStringLiteral("将死");
        facts.push_back(f);
        return facts;
    }
    if (board->inCheck() && board->notifiesChecks()) {
        MoveFact f;
        f.kind = FactKind::Check;
        f.line = line;
        f.english = QStringLiteral("gives check");
        f.chinese = QStringLiteral("将军");
        facts.push_back(f);
    }

    // Threats the move makes: profitable captures it would have next that it had not before.
    if (!board->inCheck()) {
        const std::vector<Square> already = profitableCaptures(before, mover);
        std::vector<Square> fresh;
        for (Square s : profitableCaptures(*board, mover))
            if (std::find(already.begin(), already.end(), s) == already.end()) fresh.push_back(s);
        if (!fresh.empty()) {
            MoveFact f;
            f.kind = fresh.size() > 1 ? FactKind::Fork : FactKind::Threat;
            f.squares = fresh;
            for (Square s : fresh) f.won.push_back(typeOf(board->pieceAt(s)));
            f.line = line;
            const QString pieces = definiteList(family, f.won);
            const QString piecesZh = chineseList(family, ~mover, f.won);
            if (f.kind == FactKind::Fork) {
                f.english = QStringLiteral("attacks %1 at once").arg(pieces);
                f.chinese =
                    (xiangqi ? QStringLiteral("捉双：") : QStringLiteral("双重攻击：")) + piecesZh;
            } else {
                f.english = QStringLiteral("attacks %1").arg(pieces);
                f.chinese = (xiangqi ? QStringLiteral("捉") : QStringLiteral("攻击")) + piecesZh;
            }
            facts.push_back(f);
        }
    }

    // What the move does about the opponent's threats: each of the mover's pieces it could have
    // taken for profit before (given the move) is safe after the move, or still attacked.
    {
        std::vector<Square> saved, left;
        const std::vector<Square> afterThreats = profitableCaptures(*board, ~mover);
        for (Square s : profitableCaptures(before, ~mover)) {
            const Square now = s == move.from() ? board->landingSquare(move) : s;
            if (board->pieceAt(now) == NoPiece || sideOf(board->pieceAt(now)) != mover) continue;
            const bool still =
                std::find(afterThreats.begin(), afterThreats.end(), now) != afterThreats.end();
            (still ? left : saved).push_back(now);
        }
        for (const auto& [kind, squares] :
             {std::pair{FactKind::Parry, saved}, std::pair{FactKind::StillAttacked, left}}) {
            if (squares.empty()) continue;
            MoveFact f;
            f.kind = kind;
            f.squares = squares;
            for (Square s : squares) f.won.push_back(typeOf(board->pieceAt(s)));
            f.line = {line.front()};
            const QString pieces = definiteList(family, f.won);
            const QString piecesZh = chineseList(family, mover, f.won);
            if (kind == FactKind::Parry) {
                f.english = QStringLiteral("saves %1, which was attacked").arg(pieces);
                f.chinese = QStringLiteral("化解对%1的威胁").arg(piecesZh);
            } else {
                f.english = QStringLiteral("leaves %1 attacked").arg(pieces);
                f.chinese = QStringLiteral("%1仍受攻击").arg(piecesZh);
            }
            facts.push_back(f);
        }
    }

    // The engine's line: the captures of each side, and whether it ends in a mate.
    std::vector<PieceType> won, lost;
    if (taken != NoPieceType) won.push_back(taken);
    int moverMoves = 1, opponentMoves = 0;
    Side mated = NoSide;
    for (const QString& text : lineAfter) {
        const Move m = board->parseMove(text.toStdString());
        if (m.isNull() || !board->isLegal(m)) break; // the line is cited as far as it is legal
        const Side side = board->sideToMove();
        line << QString::fromStdString(board->moveToString(m, notation));
        const PieceType t = capturedBy(*board, m);
        if (t != NoPieceType) (side == mover ? won : lost).push_back(t);
        board->makeMove(m);
        ++(side == mover ? moverMoves : opponentMoves);
        const PositionEnd e = board->positionEnd();
        if (!e.isNone()) {
            if (e.reason == EndReason::Checkmate) mated = ~e.winner;
            break;
        }
    }
    if (mated == ~mover) {
        MoveFact f;
        f.kind = FactKind::ForcedMate;
        f.mateIn = moverMoves;
        f.line = line;
        f.english = QStringLiteral("mates in %1: %2").arg(moverMoves).arg(cited(line));
        f.chinese = QStringLiteral("%1步杀：%2").arg(moverMoves).arg(cited(line));
        facts.push_back(f);
    } else if (mated == mover) {
        MoveFact f;
        f.kind = FactKind::AllowsMate;
        f.mateIn = opponentMoves;
        f.line = line;
        f.english = QStringLiteral("allows mate in %1: %2").arg(opponentMoves).arg(cited(line));
        f.chinese = QStringLiteral("让对方%1步杀：%2").arg(opponentMoves).arg(cited(line));
        facts.push_back(f);
    }
    const int balance = total(family, won) - total(family, lost);
    // After a mate the material says nothing more.
    if (mated == NoSide && line.size() > 1 && (balance != 0 || (!won.empty() && !lost.empty()))) {
        MoveFact f;
        f.kind = FactKind::Material;
        f.won = won;
        f.lost = lost;
        f.line = line;
        const QString gained = englishList(family, won), given = englishList(family, lost);
        const QString gainedZh = chineseList(family, ~mover, won);
        const QString givenZh = chineseList(family, mover, lost);
        if (balance == 0) {
            f.english = QStringLiteral("trades %1 for %2: %3").arg(given, gained, cited(line));
            f.chinese = QStringLiteral("兑换，失%1，得%2：%3").arg(givenZh, gainedZh, cited(line));
        } else if (balance > 0) {
            f.english = lost.empty()
                            ? QStringLiteral("wins %1: %2").arg(gained, cited(line))
                            : QStringLiteral("wins %1 for %2: %3").arg(gained, given, cited(line));
            f.chinese = lost.empty()
                            ? QStringLiteral("得%1：%2").arg(gainedZh, cited(line))
                            : QStringLiteral("得%1，失%2：%3").arg(gainedZh, givenZh, cited(line));
        } else {
            f.english = won.empty()
                            ? QStringLiteral("loses %1: %2").arg(given, cited(line))
                            : QStringLiteral("loses %1 for %2: %3").arg(given, gained, cited(line));
            f.chinese = won.empty()
                            ? QStringLiteral("失%1：%2").arg(givenZh, cited(line))
                            : QStringLiteral("失%1，得%2：%3").arg(givenZh, gainedZh, cited(line));
        }
        facts.push_back(f);
    }
    return facts;
}

} // namespace arbiter::coach
