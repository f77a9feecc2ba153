#include "analysis/factwording.h"

namespace arbiter::coach {

namespace {
// "a, b and c": the English way of listing.
QString andJoined(QStringList words) {
    if (words.size() <= 1) return words.join(QString());
    const QString last = words.takeLast();
    return words.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}
} // namespace

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

QString englishList(BoardFamily family, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << withArticle(englishName(family, t));
    return andJoined(words);
}

QString definiteList(BoardFamily family, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << QStringLiteral("the ") + englishName(family, t);
    return andJoined(words);
}

QString chineseList(BoardFamily family, Side owner, const std::vector<PieceType>& types) {
    QStringList words;
    for (PieceType t : types) words << chineseName(family, makePiece(owner, t));
    return words.join(QStringLiteral("、"));
}

QString cited(const QStringList& line) {
    return line.join(QLatin1Char(' '));
}

MoveFact fact(FactKind kind, const QStringList& line, QString english, QString chinese) {
    MoveFact f;
    f.kind = kind;
    f.line = line;
    f.english = std::move(english);
    f.chinese = std::move(chinese);
    return f;
}

} // namespace arbiter::coach
