#include "xiangqicli.h"

#include "board/variant.h"
#include "valueparsing.h"

namespace arbiter::cli {

namespace {

using Handler = std::function<QString(const QStringList&, ParseState&)>;

OptionSpec option(const char* name, const char* syntax, const char* help, Handler handler) {
    OptionSpec spec;
    spec.name = QString::fromLatin1(name);
    spec.syntax = QString::fromLatin1(syntax);
    spec.minValues = 1;
    spec.maxValues = 1;
    spec.help = QString::fromLatin1(help);
    spec.section = OptionSection::Xiangqi;
    spec.arbiterExtension = true;
    spec.handler = std::move(handler);
    return spec;
}

// The values of -xqmaterialdraws and -xqnotation: one table each, read and listed from it.
struct MaterialDrawsValue {
    const char* name;
    bool strict;
    bool mateInOne;
};
constexpr MaterialDrawsValue MaterialDrawsValues[] = {
    {"off", false, false}, {"strict", true, false}, {"mateinone", true, true}};

struct NotationValue {
    const char* name;
    Notation notation;
};
constexpr NotationValue NotationValues[] = {{"wxf", Notation::Wxf},
                                            {"iccs", Notation::Coordinate},
                                            {"chinese", Notation::ChineseSimplified},
                                            {"chinese-traditional", Notation::ChineseTraditional}};

// "off, strict or mateinone"
template <class T, size_t N> QString namesOf(const T (&values)[N]) {
    QString text;
    for (size_t i = 0; i < N; ++i) {
        if (i > 0) text += i + 1 == N ? QStringLiteral(" or ") : QStringLiteral(", ");
        text += QLatin1String(values[i].name);
    }
    return text;
}

template <class T, size_t N> const T* findValue(const T (&values)[N], const QString& name) {
    for (const T& v : values)
        if (name == QLatin1String(v.name)) return &v;
    return nullptr;
}

const char* const XiangqiOptionNames[] = {"-xqrepetition", "-xqmovelimit", "-xqcheckcap",
                                          "-xqmaterialdraws", "-xqnotation"};

const QStringList* occurrenceOf(const ParseState& state, const char* name) {
    for (const QStringList& o : state.occurrences)
        if (o.first() == QLatin1String(name)) return &o;
    return nullptr;
}

} // namespace

void addXiangqiOptions(OptionTable& table) {
    table.add(option("-xqrepetition", "N",
                     "judge repeated positions by the WXF rules (perpetual check and chase lose, "
                     "else a draw) when a position occurs for the Nth time: 3 (default) as the "
                     "rule books, 2 at the first repeat; 0 turns the repetition rules off",
                     [](const QStringList& v, ParseState& s) {
                         int n = 0;
                         const QString problem = readNonNegative(v[0], &n);
                         if (!problem.isEmpty()) return problem;
                         if (n == 1)
                             return QStringLiteral("'1' is not 0 (off) or a count of at least 2 "
                                                   "(a position always occurs once)");
                         s.options.xiangqi.repetition = n;
                         return QString();
                     }));
    table.add(option("-xqmovelimit", "N",
                     "draw after N moves per side without a capture (default 60 as the Chinese "
                     "rules; 50 as Fairy-Stockfish; 0: no move-count rule)",
                     [](const QStringList& v, ParseState& s) {
                         return readNonNegative(v[0], &s.options.xiangqi.moveLimit);
                     }));
    table.add(option("-xqcheckcap", "N",
                     "each side's checks count toward -xqmovelimit at most N times (default 10; "
                     "a further check and the reply to it leave the count alone)",
                     [](const QStringList& v, ParseState& s) {
                         return readNonNegative(v[0], &s.options.xiangqi.checkCap);
                     }));
    table.add(option(
        "-xqmaterialdraws", "off|strict|mateinone",
        "automatic draws by material: strict (default) the material that can never "
        "mate (no piece can cross the river, a lone cannon, cannon against cannon); "
        "mateinone also the material that wins only by a mate in one, when the side "
        "to move has none; off: none",
        [](const QStringList& v, ParseState& s) {
            if (!setXiangqiMaterialDraws(v[0], &s.options.xiangqi))
                return QStringLiteral("'%1' is not %2").arg(v[0], namesOf(MaterialDrawsValues));
            return QString();
        }));
    table.add(
        option("-xqnotation", "wxf|iccs|chinese|chinese-traditional",
               "the move notation of -pgnout's xiangqi games and their [Format] tag "
               "(default wxf)",
               [](const QStringList& v, ParseState& s) {
                   const std::optional<Notation> notation = xiangqiNotationNamed(v[0]);
                   if (!notation)
                       return QStringLiteral("'%1' is not %2").arg(v[0], namesOf(NotationValues));
                   s.options.xiangqiNotation = notation;
                   return QString();
               }));
    table.addFinalizeHook([](ParseState& s) { return checkXiangqiOptions(s); });
}

QString checkXiangqiOptions(const ParseState& state) {
    const VariantInfo* variant = findVariant(state.options.variant.toStdString());
    if (variant && variant->family != BoardFamily::Xiangqi) {
        for (const char* name : XiangqiOptionNames)
            if (occurrenceOf(state, name))
                return QStringLiteral("%1: the xiangqi options apply to xiangqi, not to %2 "
                                      "(give -variant xiangqi)")
                    .arg(QLatin1String(name), state.options.variant);
    }
    if (occurrenceOf(state, "-xqnotation") && !state.options.pgnOut)
        return QStringLiteral("-xqnotation: it sets the notation of the -pgnout file; give "
                              "-pgnout too");
    return {};
}

bool setXiangqiMaterialDraws(const QString& name, XiangqiRuleOptions* rules) {
    const MaterialDrawsValue* value = findValue(MaterialDrawsValues, name);
    if (!value) return false;
    rules->materialDraws = value->strict;
    rules->mateInOneDraws = value->mateInOne;
    return true;
}

std::optional<Notation> xiangqiNotationNamed(const QString& name) {
    const NotationValue* value = findValue(NotationValues, name);
    return value ? std::optional<Notation>(value->notation) : std::nullopt;
}

QStringList xiangqiArguments(const TournamentDescription& options) {
    const XiangqiRuleOptions defaults;
    const XiangqiRuleOptions& x = options.xiangqi;
    QStringList a;
    if (x.repetition != defaults.repetition)
        a << QStringLiteral("-xqrepetition") << QString::number(x.repetition);
    if (x.moveLimit != defaults.moveLimit)
        a << QStringLiteral("-xqmovelimit") << QString::number(x.moveLimit);
    if (x.checkCap != defaults.checkCap)
        a << QStringLiteral("-xqcheckcap") << QString::number(x.checkCap);
    if (x.materialDraws != defaults.materialDraws || x.mateInOneDraws != defaults.mateInOneDraws)
        for (const MaterialDrawsValue& value : MaterialDrawsValues)
            if (value.strict == x.materialDraws && value.mateInOne == x.mateInOneDraws)
                a << QStringLiteral("-xqmaterialdraws") << QLatin1String(value.name);
    if (options.xiangqiNotation)
        for (const NotationValue& value : NotationValues)
            if (value.notation == *options.xiangqiNotation)
                a << QStringLiteral("-xqnotation") << QLatin1String(value.name);
    return a;
}

} // namespace arbiter::cli
