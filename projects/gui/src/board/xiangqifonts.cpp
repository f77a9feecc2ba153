#include "gui/board/xiangqifonts.h"

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

namespace {
struct StyleFamilies {
    const char* name;
    std::initializer_list<const char*> families;
};
// Families by style, the Debian packages of scripts/install-deps.sh first (fonts-lxgw-wenkai,
// fonts-arphic-ukai, fonts-noto-cjk), then faces a user may have installed by hand.
const StyleFamilies styleTable[] = {
    {"楷 Kai",
     {"LXGW WenKai", "AR PL UKai TW", "AR PL UKai CN", "AR PL UKai HK", "KaiTi", "STKaiti",
      "TW-Kai"}},
    {"宋 Song", {"Noto Serif CJK TC", "Noto Serif CJK SC", "AR PL UMing TW", "SimSun"}},
    {"黑 Hei", {"Noto Sans CJK TC", "Noto Sans CJK SC", "WenQuanYi Zen Hei", "SimHei"}},
    {"隶书 Li", {"LiSu", "STLiti"}},
    {"魏碑 Wei", {"STXinwei", "Weibei TC", "Weibei SC"}},
    {"行楷 Xing Kai", {"STXingkai", "Xingkai SC"}},
};
} // namespace

QVector<XiangqiFontStyle> xiangqiFontStyles() {
    QVector<XiangqiFontStyle> offered;
    for (const auto& style : styleTable)
        for (const char* family : style.families)
            if (fontHasXiangqiPieces(QString::fromUtf8(family))) {
                offered.push_back({QString::fromUtf8(style.name), QString::fromUtf8(family)});
                break;
            }
    return offered;
}

QString xiangqiFontStyleName(const QString& family) {
    if (family.isEmpty()) return {};
    for (const auto& style : styleTable)
        for (const char* f : style.families)
            if (family == QLatin1String(f)) return QString::fromUtf8(style.name);
    // A family outside the table (a variant of one, as "AR PL UKai TW MBE", which fonts of
    // older profiles name): the style of its kind.
    static const char* byPreference[] = {"楷 Kai", "宋 Song", "黑 Hei"};
    return QString::fromUtf8(byPreference[preference(family)]);
}

QString chineseTextFamily() {
    static const QString family = [] {
        for (const char* preferred : {"Noto Sans CJK SC", "Noto Sans CJK TC", "WenQuanYi Zen Hei"})
            if (fontHasXiangqiPieces(QString::fromLatin1(preferred)))
                return QString::fromLatin1(preferred);
        const QStringList all = xiangqiFontFamilies();
        return all.isEmpty() ? QString() : all.front();
    }();
    return family;
}

QFont withChineseText(QFont base) {
    const QString cjk = chineseTextFamily();
    if (!cjk.isEmpty()) base.setFamilies({base.family(), cjk});
    return base;
}

QString unbreakable(const QString& move) {
    // Latin move texts have no break opportunity inside; CJK text may break between any two
    // characters, so those (and the full-width digits beside them) are joined.
    auto wide = [](QChar c) { return c.unicode() >= 0x2e80; };
    QString out;
    for (qsizetype i = 0; i < move.size(); ++i) {
        if (i > 0 && (wide(move.at(i - 1)) || wide(move.at(i)))) out += QChar(0x2060);
        out += move.at(i) == QLatin1Char(' ') ? QChar(0x00a0) : move.at(i);
    }
    return out;
}

QString copyableText(const QString& text) {
    QString out = text;
    out.remove(QChar(0x2060));
    out.replace(QChar(0x00a0), QLatin1Char(' '));
    return out;
}

QString defaultXiangqiFont(const QString& wanted) {
    const QStringList families = xiangqiFontFamilies();
    if (!wanted.isEmpty() && families.contains(wanted)) return wanted;
    // The family of the first style offered (楷 Kai when installed), the one the Xiangqi Pieces
    // menu names: the first usable family could be another Kai face, and the menu then ticked
    // no style, or the western letters, while Kai pieces were drawn.
    const QVector<XiangqiFontStyle> styles = xiangqiFontStyles();
    if (!styles.isEmpty()) return styles.front().family;
    return families.isEmpty() ? QString() : families.front();
}

} // namespace arbiter::gui
