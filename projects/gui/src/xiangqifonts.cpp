#include "xiangqifonts.h"

#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>

namespace arbiter::gui {

namespace {
const QString& allCharacters() {
    static const QString chars = QStringLiteral("帥仕相傌俥炮兵將士象馬車砲卒楚河漢界将军吃绝杀");
    return chars;
}

int preference(const QString& family) {
    const QString f = family.toLower();
    if (f.contains(QLatin1String("kai"))) return 0;
    if (f.contains(QLatin1String("serif")) || f.contains(QLatin1String("song")) ||
        f.contains(QLatin1String("ming")))
        return 1;
    return 2;
}
} // namespace

QString xiangqiPieceCharacter(Piece piece) {
    static const char16_t red[PieceTypeCount] = {u' ', u'兵', u'傌', u'相', u'俥',
                                                 u' ', u'帥', u'仕', u'炮'};
    static const char16_t black[PieceTypeCount] = {u' ', u'卒', u'馬', u'象', u'車',
                                                   u' ', u'將', u'士', u'砲'};
    const char16_t c = (sideOf(piece) == White ? red : black)[typeOf(piece)];
    return QString(QChar(c));
}

bool fontHasXiangqiPieces(const QString& family) {
    if (family.isEmpty() || !QFontDatabase::families().contains(family)) return false;
    QFont font(family);
    font.setStyleStrategy(QFont::NoFontMerging); // ask this family, not a substitute
    QFontMetrics metrics(font);
    for (QChar c : allCharacters())
        if (!metrics.inFont(c)) return false;
    return true;
}

QStringList xiangqiFontFamilies() {
    QStringList candidates = QFontDatabase::families(QFontDatabase::TraditionalChinese);
    for (const QString& f : QFontDatabase::families(QFontDatabase::SimplifiedChinese))
        if (!candidates.contains(f)) candidates.append(f);
    QStringList usable;
    for (const QString& f : candidates)
        if (fontHasXiangqiPieces(f)) usable.append(f);
    std::stable_sort(usable.begin(), usable.end(), [](const QString& a, const QString& b) {
        return preference(a) < preference(b);
    });
    return usable;
}

QString defaultXiangqiFont(const QString& wanted) {
    const QStringList families = xiangqiFontFamilies();
    if (!wanted.isEmpty() && families.contains(wanted)) return wanted;
    return families.isEmpty() ? QString() : families.front();
}

} // namespace arbiter::gui
