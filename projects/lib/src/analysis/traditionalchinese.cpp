#include "analysis/traditionalchinese.h"

#include <QHash>

namespace arbiter::coach {

namespace {

// Where 后 means "behind" or "after" (a queen is 后 in both scripts).
const std::pair<const char16_t*, const char16_t*> Phrases[] = {
    {u"其后", u"其後"},
    {u"马后炮", u"馬後炮"},
    {u"将军后", u"將軍後"},
};

// Every simplified character of the coach's sentences (and of Chinese move notation) whose
// traditional form differs.
constexpr const char16_t* Simplified =
    u"为仅会兑军击单双变帅将对宫换数无暂杀毙牵环现红绝胁胜让负车过还铁"
    u"错长门闪闷马进";
constexpr const char16_t* Traditional =
    u"為僅會兌軍擊單雙變帥將對宮換數無暫殺斃牽環現紅絕脅勝讓負車過還鐵"
    u"錯長門閃悶馬進";

const QHash<QChar, QChar>& characters() {
    static const QHash<QChar, QChar> table = [] {
        QHash<QChar, QChar> t;
        const QString from = QString::fromUtf16(Simplified);
        const QString to = QString::fromUtf16(Traditional);
        for (qsizetype i = 0; i < from.size() && i < to.size(); ++i) t.insert(from[i], to[i]);
        return t;
    }();
    return table;
}

} // namespace

QString traditionalChinese(const QString& simplified) {
    QString text = simplified;
    for (const auto& [from, to] : Phrases)
        text.replace(QString::fromUtf16(from), QString::fromUtf16(to));
    const QHash<QChar, QChar>& table = characters();
    for (QChar& c : text) c = table.value(c, c);
    return text;
}

} // namespace arbiter::coach
