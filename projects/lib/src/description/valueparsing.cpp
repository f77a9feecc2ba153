#include "valueparsing.h"

#include <cmath>

namespace arbiter::cli {

namespace {

QString quoted(const QString& text, const char* what) {
    return QStringLiteral("'%1' is not %2").arg(text, QLatin1String(what));
}

} // namespace

QString readInteger(const QString& text, int* value) {
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok) return quoted(text, "a number");
    *value = v;
    return {};
}

QString readPositive(const QString& text, int* value) {
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v <= 0) return quoted(text, "a positive number");
    *value = v;
    return {};
}

QString readNonNegative(const QString& text, int* value) {
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < 0) return quoted(text, "a non-negative number");
    *value = v;
    return {};
}

QString readInteger64(const QString& text, qint64* value) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (!ok) return quoted(text, "a number");
    *value = v;
    return {};
}

QString readUnsigned64(const QString& text, std::uint64_t* value) {
    bool ok = false;
    const qulonglong v = text.trimmed().toULongLong(&ok);
    if (!ok) return quoted(text, "a non-negative number");
    *value = v;
    return {};
}

QString readNumber(const QString& text, double* value) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v)) return quoted(text, "a number");
    *value = v;
    return {};
}

QString readBoolean(const QString& text, bool* value) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("true") || t == QLatin1String("on") || t == QLatin1String("yes") ||
        t == QLatin1String("1"))
        *value = true;
    else if (t == QLatin1String("false") || t == QLatin1String("off") || t == QLatin1String("no") ||
             t == QLatin1String("0"))
        *value = false;
    else
        return quoted(text, "true or false");
    return {};
}

QString readKeyValues(const QStringList& tokens, const QStringList& allowed,
                      QMap<QString, QString>* values) {
    for (const QString& token : tokens) {
        const int eq = token.indexOf(QLatin1Char('='));
        if (eq <= 0) return quoted(token, "key=value");
        const QString key = token.left(eq);
        const bool known = allowed.contains(key) || (key.startsWith(QLatin1String("option.")) &&
                                                     allowed.contains(QLatin1String("option.*")));
        if (!known) {
            QStringList expected;
            for (const QString& a : allowed) expected << a + QLatin1Char('=');
            return QStringLiteral("unknown key '%1' (expected %2)")
                .arg(key, expected.join(QLatin1String(", ")));
        }
        if (values->contains(key)) return QStringLiteral("%1= given twice").arg(key);
        values->insert(key, token.mid(eq + 1));
    }
    return {};
}

QString readKeyInt(const QMap<QString, QString>& values, const QString& key, int* out,
                   bool allowZero) {
    const QString problem =
        allowZero ? readNonNegative(values[key], out) : readPositive(values[key], out);
    return problem.isEmpty() ? problem : key + QStringLiteral(": ") + problem;
}

QString requireKeys(const QMap<QString, QString>& values, const QStringList& required) {
    for (const QString& key : required)
        if (!values.contains(key)) return QStringLiteral("missing %1=").arg(key);
    return {};
}

} // namespace arbiter::cli
