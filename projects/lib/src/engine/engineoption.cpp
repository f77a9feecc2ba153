#include "engine/engineoption.h"

#include <utility>

namespace arbiter {

namespace {
struct TypeName {
    EngineOption::Type type;
    const char* name;
};
const TypeName kTypeNames[] = {
    {EngineOption::Type::Check, "check"},     {EngineOption::Type::Spin, "spin"},
    {EngineOption::Type::Slider, "slider"},   {EngineOption::Type::Combo, "combo"},
    {EngineOption::Type::Button, "button"},   {EngineOption::Type::Save, "save"},
    {EngineOption::Type::Reset, "reset"},     {EngineOption::Type::String, "string"},
    {EngineOption::Type::File, "file"},       {EngineOption::Type::Path, "path"},
    {EngineOption::Type::Unknown, "unknown"},
};
} // namespace

QString EngineOption::typeName(Type type) {
    for (const TypeName& t : kTypeNames)
        if (t.type == type) return QString::fromLatin1(t.name);
    return QStringLiteral("unknown");
}

bool EngineOption::typeFromName(const QString& name, Type* type) {
    for (const TypeName& t : kTypeNames) {
        if (name.compare(QLatin1String(t.name), Qt::CaseInsensitive) == 0) {
            *type = t.type;
            return true;
        }
    }
    // UCCI "label" options only display text; they behave like buttons nobody presses.
    if (name.compare(QLatin1String("label"), Qt::CaseInsensitive) == 0) {
        *type = Type::Button;
        return true;
    }
    return false;
}

QString EngineOption::validate(const QString& v, QString* normalized) const {
    QString out = v;
    switch (type) {
    case Type::Check: {
        const QString lower = v.trimmed().toLower();
        if (lower == QLatin1String("true") || lower == QLatin1String("1") ||
            lower == QLatin1String("on"))
            out = QStringLiteral("true");
        else if (lower == QLatin1String("false") || lower == QLatin1String("0") ||
                 lower == QLatin1String("off"))
            out = QStringLiteral("false");
        else
            return QStringLiteral("option '%1': '%2' is not true or false").arg(name, v);
        break;
    }
    case Type::Spin:
    case Type::Slider: {
        bool ok = false;
        const qint64 n = v.trimmed().toLongLong(&ok);
        if (!ok) return QStringLiteral("option '%1': '%2' is not an integer").arg(name, v);
        if (n < min || n > max)
            return QStringLiteral("option '%1': %2 is outside %3..%4")
                .arg(name, v, QString::number(min), QString::number(max));
        out = QString::number(n);
        break;
    }
    case Type::Combo: {
        bool found = false;
        for (const QString& choice : choices) {
            if (choice.compare(v, Qt::CaseInsensitive) == 0) {
                out = choice;
                found = true;
                break;
            }
        }
        if (!found)
            return QStringLiteral("option '%1': '%2' is not one of: %3")
                .arg(name, v, choices.join(QStringLiteral(", ")));
        break;
    }
    case Type::Button:
    case Type::Save:
    case Type::Reset: out.clear(); break;
    case Type::String:
    case Type::File:
    case Type::Path:
    case Type::Unknown: break;
    }
    if (normalized) *normalized = out;
    return QString();
}

const EngineOption* findOption(const EngineOptionList& options, const QString& name) {
    for (const EngineOption& o : options)
        if (o.name == name) return &o;
    for (const EngineOption& o : options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

EngineOption* findOption(EngineOptionList& options, const QString& name) {
    // Through the non-const operator[], which detaches: a pointer into data this list shares
    // with its copies (an engines.json entry and each engine made from it) would change them all.
    const EngineOption* found = findOption(std::as_const(options), name);
    return found ? &options[found - options.constData()] : nullptr;
}

} // namespace arbiter
