#include "evolutiongenes.h"

#include <QStringList>
#include <algorithm>

namespace arbiter {

namespace {

bool readInteger(const QString& text, qint64* value) {
    bool ok = false;
    *value = text.trimmed().toLongLong(&ok);
    return ok;
}

} // namespace

bool GeneSpec::parse(const QString& text, GeneSpec* gene, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = QStringLiteral("'%1': %2").arg(text, why);
        return false;
    };
    const QString prefix = QStringLiteral("option.");
    const int eq = text.indexOf(QLatin1Char('='));
    if (!text.startsWith(prefix) || eq < 0)
        return fail(QStringLiteral("expected option.NAME=MIN:MAX[:STEP] or option.NAME=check"));
    GeneSpec g;
    g.option = text.mid(prefix.size(), eq - prefix.size());
    if (g.option.isEmpty()) return fail(QStringLiteral("no option name"));
    const QString range = text.mid(eq + 1);
    if (range.compare(QLatin1String("check"), Qt::CaseInsensitive) == 0) {
        g.kind = Kind::Check;
        g.min = 0;
        g.max = 1;
        g.step = 1;
        *gene = g;
        return true;
    }
    const QStringList parts = range.split(QLatin1Char(':'));
    if (parts.size() < 2 || parts.size() > 3)
        return fail(QStringLiteral("the range must be MIN:MAX or MIN:MAX:STEP, or 'check'"));
    if (!readInteger(parts[0], &g.min)) return fail(QStringLiteral("MIN is not an integer"));
    if (!readInteger(parts[1], &g.max)) return fail(QStringLiteral("MAX is not an integer"));
    if (parts.size() == 3 && !readInteger(parts[2], &g.step))
        return fail(QStringLiteral("STEP is not an integer"));
    if (g.min > g.max) return fail(QStringLiteral("MIN is greater than MAX"));
    if (g.step <= 0) return fail(QStringLiteral("STEP must be positive"));
    *gene = g;
    return true;
}

QString GeneSpec::toString() const {
    if (kind == Kind::Check) return QStringLiteral("option.%1=check").arg(option);
    QString s = QStringLiteral("option.%1=%2:%3").arg(option).arg(min).arg(max);
    if (step != 1) s += QStringLiteral(":%1").arg(step);
    return s;
}

QString GeneSpec::valueText(qint64 value) const {
    if (kind == Kind::Check) return value ? QStringLiteral("true") : QStringLiteral("false");
    return QString::number(value);
}

bool GeneSpec::allows(qint64 value) const {
    return value >= min && value <= max && (value - min) % step == 0;
}

Genome randomGenome(const std::vector<GeneSpec>& genes, SeededRandom& rng) {
    Genome genome;
    genome.reserve(genes.size());
    for (const GeneSpec& g : genes)
        genome.push_back(g.min + qint64(rng.below(quint64(g.valueCount()))) * g.step);
    return genome;
}

Genome mutate(const std::vector<GeneSpec>& genes, const Genome& genome, SeededRandom& rng) {
    Genome child = genome;
    std::vector<size_t> changeable;
    for (size_t i = 0; i < genes.size(); ++i)
        if (genes[i].valueCount() > 1) changeable.push_back(i);
    if (changeable.empty()) return child;
    const size_t i = changeable[rng.below(changeable.size())];
    const GeneSpec& g = genes[i];
    if (g.kind == GeneSpec::Kind::Check) {
        child[i] = child[i] ? 0 : 1;
        return child;
    }
    const qint64 count = g.valueCount();
    const qint64 span = std::max<qint64>(1, count / 4);
    const qint64 steps = 1 + qint64(rng.below(quint64(span)));
    const qint64 index = (child[i] - g.min) / g.step;
    qint64 up = index + steps, down = index - steps;
    const bool preferUp = rng.below(2) == 1;
    qint64 next = preferUp ? (up < count ? up : down) : (down >= 0 ? down : up);
    next = std::clamp<qint64>(next, 0, count - 1);
    child[i] = g.min + next * g.step;
    return child;
}

Genome crossover(const Genome& a, const Genome& b, SeededRandom& rng) {
    Genome child(a.size());
    for (size_t i = 0; i < a.size(); ++i) child[i] = rng.below(2) ? b[i] : a[i];
    return child;
}

QString genomeText(const std::vector<GeneSpec>& genes, const Genome& genome) {
    QStringList parts;
    for (size_t i = 0; i < genes.size() && i < genome.size(); ++i)
        parts << genes[i].option + QLatin1Char('=') + genes[i].valueText(genome[i]);
    return parts.join(QLatin1Char(' '));
}

} // namespace arbiter
