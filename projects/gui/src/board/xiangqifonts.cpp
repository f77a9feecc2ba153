#include "gui/board/xiangqifonts.h"

#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>

namespace arbiter::gui {

namespace {
// The pieces' characters, with Black's 馬 and 車 standing for Red's 傌 and 俥 (sharedForms).
const QString& pieceCharacters() {
    static const QString chars = QStringLiteral("帥仕相炮兵將士象馬車砲卒");
    return chars;
}
const QString& redOnlyForms() {
    static const QString chars = QStringLiteral("傌俥");
    return chars;
}
// The river's words and the effects' texts.
const QString& textCharacters() {
    static const QString chars = QStringLiteral("楚河漢界将军吃绝杀");
    return chars;
}

bool hasCharacters(const QString& family, const QString& characters) {
    if (family.isEmpty() || !QFontDatabase::families().contains(family)) return false;
    QFont font(family);
    font.setStyleStrategy(QFont::NoFontMerging); // ask this family, not a substitute
    QFontMetrics metrics(font);
    for (QChar c : characters)
        if (!metrics.inFont(c)) return false;
    return true;
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

QString xiangqiPieceCharacter(Piece piece, bool sharedForms) {
    static const char16_t red[PieceTypeCount] = {u' ', u'兵', u'傌', u'相', u'俥',
                                                 u' ', u'帥', u'仕', u'炮'};
    static const char16_t black[PieceTypeCount] = {u' ', u'卒', u'馬', u'象', u'車',
                                                   u' ', u'將', u'士', u'砲'};
    const PieceType type = typeOf(piece);
    const bool blacks = sideOf(piece) != White || (sharedForms && (type == Knight || type == Rook));
    return QString(QChar((blacks ? black : red)[type]));
}

bool fontHasXiangqiPieces(const QString& family) {
    return hasCharacters(family, pieceCharacters());
}

bool fontWritesRedWithSharedForms(const QString& family) {
    return fontHasXiangqiPieces(family) && !hasCharacters(family, redOnlyForms());
}

bool fontHasXiangqiTexts(const QString& family) {
    return hasCharacters(family, textCharacters());
}

QStringList xiangqiFontFamilies() {
    QStringList candidates = QFontDatabase::families(QFontDatabase::TraditionalChinese);
    for (const QString& f : QFontDatabase::families(QFontDatabase::SimplifiedChinese))
        if (!candidates.contains(f)) candidates.append(f);
    QStringList usable;
    for (const QString& f : candidates)
        if (hasCharacters(f, pieceCharacters() + redOnlyForms() + textCharacters()))
            usable.append(f);
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
// fonts-arphic-ukai, fonts-noto-cjk; fonts-kouzan-mouhitsu and fonts-aoyagi-kouzan-t, brush
// faces of Japanese 行書 calligraphy, for 行书 Xing), then faces a user may have installed by
// hand. Debian has no freely licensed 隶书 or 魏碑 face (docs/gui.md).
const StyleFamilies styleTable[] = {
    {"楷 Kai",
     {"LXGW WenKai", "AR PL UKai TW", "AR PL UKai CN", "AR PL UKai HK", "KaiTi", "STKaiti",
      "TW-Kai"}},
    {"宋 Song", {"Noto Serif CJK TC", "Noto Serif CJK SC", "AR PL UMing TW", "SimSun"}},
    {"黑 Hei", {"Noto Sans CJK TC", "Noto Sans CJK SC", "WenQuanYi Zen Hei", "SimHei"}},
    {"隶书 Li", {"LiSu", "STLiti"}},
    {"魏碑 Wei", {"STXinwei", "Weibei TC", "Weibei SC"}},
    {"行楷 Xing Kai", {"STXingkai", "Xingkai SC"}},
    {"行书 Xing", {"KouzanBrushFontGyousyo", "AoyagiKouzanFontT", "KouzanBrushFont"}},
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
            if (hasCharacters(QString::fromLatin1(preferred), pieceCharacters() + textCharacters()))
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
    // A face with the pieces' characters is taken as chosen, though its river and effect texts
    // may come from another face (textFamilyFor).
    if (fontHasXiangqiPieces(wanted)) return wanted;
    const QStringList families = xiangqiFontFamilies();
    // The family of the first style offered (楷 Kai when installed), the one the Xiangqi Pieces
    // menu names: the first usable family could be another Kai face, and the menu then ticked
    // no style, or the western letters, while Kai pieces were drawn.
    const QVector<XiangqiFontStyle> styles = xiangqiFontStyles();
    if (!styles.isEmpty()) return styles.front().family;
    return families.isEmpty() ? QString() : families.front();
}

QString xiangqiTextFamily(const QString& pieceFamily) {
    if (fontHasXiangqiTexts(pieceFamily)) return pieceFamily;
    const QStringList complete = xiangqiFontFamilies();
    return complete.isEmpty() ? pieceFamily : complete.front();
}

} // namespace arbiter::gui
