#include "engine/engineconfiguration.h"

#include "io/plainfile.h"
#include "io/savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <cmath>
#include <limits>

namespace arbiter {

namespace {

QString fenLettersName(XiangqiDialect::FenLetters l) {
    return l == XiangqiDialect::FenLetters::HE ? QStringLiteral("he") : QStringLiteral("nb");
}

QString timeUnitName(XiangqiDialect::TimeUnit u) {
    return u == XiangqiDialect::TimeUnit::Seconds ? QStringLiteral("s") : QStringLiteral("ms");
}

QJsonObject optionToJson(const EngineOption& o) {
    QJsonObject obj;
    obj[QStringLiteral("name")] = o.name;
    obj[QStringLiteral("type")] = EngineOption::typeName(o.type);
    if (o.hasValue()) {
        obj[QStringLiteral("value")] = o.value;
        obj[QStringLiteral("default")] = o.defaultValue;
    }
    if (o.type == EngineOption::Type::Spin || o.type == EngineOption::Type::Slider) {
        obj[QStringLiteral("min")] = double(o.min);
        obj[QStringLiteral("max")] = double(o.max);
    }
    if (o.type == EngineOption::Type::Combo)
        obj[QStringLiteral("choices")] = QJsonArray::fromStringList(o.choices);
    return obj;
}

// A JSON number as a whole number, clamped to qint64's range (converting a double outside it
// is undefined: UBSan report found by tests/fuzz fuzz_engines_json).
qint64 clampedInteger(double d) {
    constexpr double kTwoTo63 = 9223372036854775808.0;
    if (std::isnan(d)) return 0;
    if (d >= kTwoTo63) return std::numeric_limits<qint64>::max();
    if (d <= -kTwoTo63) return std::numeric_limits<qint64>::min();
    return qint64(d);
}

QString jsonTypeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    default: return QStringLiteral("null");
    }
}

// JSON values for option values may be strings, numbers or booleans (cutechess writes typed
// values); all are kept as text: whole numbers as integers ("64"), others as written ("0.5").
QString jsonScalarText(const QJsonValue& v) {
    if (v.isBool()) return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d == std::trunc(d) && std::fabs(d) < 9.0e18) return QString::number(qint64(d));
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    }
    return v.toString();
}

bool optionFromJson(const QJsonValue& value, int index, EngineOption* o, QString* error) {
    if (!value.isObject()) {
        *error = QStringLiteral("options[%1] is not an object").arg(index);
        return false;
    }
    const QJsonObject obj = value.toObject();
    o->name = obj.value(QStringLiteral("name")).toString();
    if (o->name.isEmpty()) {
        *error = QStringLiteral("options[%1] has no name").arg(index);
        return false;
    }
    const QString type = obj.value(QStringLiteral("type")).toString();
    if (!type.isEmpty() && !EngineOption::typeFromName(type, &o->type)) {
        *error = QStringLiteral("option '%1' has unknown type '%2'").arg(o->name, type);
        return false;
    }
    o->value = jsonScalarText(obj.value(QStringLiteral("value")));
    o->defaultValue = jsonScalarText(obj.value(QStringLiteral("default")));
    o->min = clampedInteger(obj.value(QStringLiteral("min")).toDouble());
    o->max = clampedInteger(obj.value(QStringLiteral("max")).toDouble());
    for (const QJsonValue& c : obj.value(QStringLiteral("choices")).toArray())
        o->choices.append(c.toString());
    if (o->type != EngineOption::Type::Unknown && o->hasValue() && !o->value.isEmpty()) {
        QString problem = o->validate(o->value, &o->value);
        if (!problem.isEmpty()) {
            *error = problem;
            return false;
        }
    }
    return true;
}

} // namespace

void EngineConfiguration::setOptionValue(const QString& optionName, const QString& value) {
    if (EngineOption* o = findOption(options, optionName)) {
        o->value = value;
        return;
    }
    EngineOption o;
    o.name = optionName;
    o.value = value;
    options.append(o);
}

QString EngineConfiguration::restartModeName(RestartMode mode) {
    switch (mode) {
    case RestartMode::Auto: return QStringLiteral("auto");
    case RestartMode::On: return QStringLiteral("on");
    case RestartMode::Off: return QStringLiteral("off");
    }
    return QString();
}

QString EngineConfiguration::rMobilityFenName(RMobilityFen mode) {
    switch (mode) {
    case RMobilityFen::Auto: return QStringLiteral("auto");
    case RMobilityFen::Always: return QStringLiteral("always");
    case RMobilityFen::Never: return QStringLiteral("never");
    }
    return QString();
}

bool EngineConfiguration::rMobilityFenFromName(const QString& name, RMobilityFen* mode) {
    for (RMobilityFen m : {RMobilityFen::Auto, RMobilityFen::Always, RMobilityFen::Never}) {
        if (name == rMobilityFenName(m)) {
            *mode = m;
            return true;
        }
    }
    return false;
}

QJsonObject EngineConfiguration::toJson() const {
    QJsonObject obj;
    obj[QStringLiteral("name")] = name;
    obj[QStringLiteral("command")] = command;
    if (!arguments.isEmpty())
        obj[QStringLiteral("arguments")] = QJsonArray::fromStringList(arguments);
    obj[QStringLiteral("workingDirectory")] = workingDirectory;
    if (!stderrFile.isEmpty()) obj[QStringLiteral("stderrFile")] = stderrFile;
    obj[QStringLiteral("protocol")] = protocolName(protocol);
    if (!initStrings.isEmpty())
        obj[QStringLiteral("initStrings")] = QJsonArray::fromStringList(initStrings);
    if (whitePov) obj[QStringLiteral("whitepov")] = true;
    if (restart != RestartMode::Auto) obj[QStringLiteral("restart")] = restartModeName(restart);
    if (trust) obj[QStringLiteral("trust")] = true;
    if (timeoutScale != 1.0) obj[QStringLiteral("timeoutScale")] = timeoutScale;
    if (ponder) obj[QStringLiteral("ponder")] = true;
    if (debug) obj[QStringLiteral("debug")] = true;
    if (rMobilityFen != RMobilityFen::Auto)
        obj[QStringLiteral("rmobfen")] = rMobilityFenName(rMobilityFen);
    if (!options.isEmpty()) {
        QJsonArray arr;
        for (const EngineOption& o : options) arr.append(optionToJson(o));
        obj[QStringLiteral("options")] = arr;
    }
    if (!dialect.isEmpty()) {
        QJsonObject d;
        if (dialect.rankBase) d[QStringLiteral("rankBase")] = *dialect.rankBase;
        if (dialect.fenLetters)
            d[QStringLiteral("fenLetters")] = fenLettersName(*dialect.fenLetters);
        if (dialect.redSideLetter)
            d[QStringLiteral("redSideLetter")] = QString(*dialect.redSideLetter);
        if (dialect.ucciTimeUnit)
            d[QStringLiteral("ucciTimeUnit")] = timeUnitName(*dialect.ucciTimeUnit);
        if (dialect.variantOption) d[QStringLiteral("variantOption")] = *dialect.variantOption;
        obj[QStringLiteral("xiangqiDialect")] = d;
    }
    return obj;
}

bool EngineConfiguration::fromJson(const QJsonObject& obj, EngineConfiguration* c, QString* error) {
    *c = EngineConfiguration();
    auto fail = [&](const QString& what) {
        *error = c->name.isEmpty() ? what : QStringLiteral("engine '%1': %2").arg(c->name, what);
        return false;
    };
    auto stringField = [&](const char* key, QString* out) {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return true;
        if (!v.isString())
            return fail(QStringLiteral("field '%1' must be a string").arg(QLatin1String(key)));
        *out = v.toString();
        return true;
    };
    auto boolField = [&](const char* key, bool* out) {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return true;
        if (!v.isBool())
            return fail(QStringLiteral("field '%1' must be true or false").arg(QLatin1String(key)));
        *out = v.toBool();
        return true;
    };
    // `oneStringAllowed`: cutechess reads a lone string as a one-element list (initStrings);
    // for "arguments" a string is refused: "-x 1" would reach the engine as one argument.
    auto stringListField = [&](const char* key, QStringList* out, bool oneStringAllowed) {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return true;
        if (v.isString() && oneStringAllowed) {
            *out = QStringList{v.toString()};
            return true;
        }
        if (!v.isArray())
            return fail(QStringLiteral("field '%1' must be an array of strings, not %2")
                            .arg(QLatin1String(key),
                                 v.isString() ? QStringLiteral("a string") : jsonTypeName(v)));
        const QJsonArray items = v.toArray();
        for (int i = 0; i < items.size(); ++i) {
            if (!items[i].isString())
                return fail(QStringLiteral("field '%1': item %2 is %3, not a string")
                                .arg(QLatin1String(key))
                                .arg(i + 1)
                                .arg(jsonTypeName(items[i])));
            out->append(items[i].toString());
        }
        return true;
    };

    if (!stringField("name", &c->name)) return false;
    if (c->name.isEmpty()) return fail(QStringLiteral("missing field 'name'"));
    if (const QString problem = engineNameProblem(c->name); !problem.isEmpty()) {
        const QString name = c->name;
        c->name.clear(); // the message quotes it escaped, not with its line break
        return fail(QStringLiteral("name '%1' %2").arg(escapedName(name), problem));
    }
    if (!stringField("command", &c->command)) return false;
    if (c->command.isEmpty()) return fail(QStringLiteral("missing field 'command'"));
    if (obj.contains(QStringLiteral("arguments"))) {
        if (!stringListField("arguments", &c->arguments, false)) return false;
    } else {
        // cutechess keeps program and arguments in one "command" string.
        QStringList parts = QProcess::splitCommand(c->command);
        if (parts.size() > 1) {
            c->command = parts.takeFirst();
            c->arguments = parts;
        }
    }
    QString protocol;
    if (!stringField("workingDirectory", &c->workingDirectory) ||
        !stringField("stderrFile", &c->stderrFile) || !stringField("protocol", &protocol) ||
        !stringListField("initStrings", &c->initStrings, true) ||
        !boolField("whitepov", &c->whitePov) || !boolField("trust", &c->trust) ||
        !boolField("ponder", &c->ponder) || !boolField("debug", &c->debug))
        return false;
    bool validateClaims = true; // cutechess's name for the opposite of trust
    if (!boolField("validateClaims", &validateClaims)) return false;
    if (!validateClaims) c->trust = true;
    if (!protocol.isEmpty() && !protocolFromName(protocol, &c->protocol))
        return fail(
            QStringLiteral("unknown protocol '%1' (use uci, xboard or ucci)").arg(protocol));
    QString restart;
    if (!stringField("restart", &restart)) return false;
    if (restart == QLatin1String("on"))
        c->restart = RestartMode::On;
    else if (restart == QLatin1String("off"))
        c->restart = RestartMode::Off;
    else if (!restart.isEmpty() && restart != QLatin1String("auto"))
        return fail(QStringLiteral("restart must be auto, on or off, not '%1'").arg(restart));
    QString rmobfen;
    if (!stringField("rmobfen", &rmobfen)) return false;
    if (!rmobfen.isEmpty() && !rMobilityFenFromName(rmobfen, &c->rMobilityFen))
        return fail(QStringLiteral("rmobfen must be auto, always or never, not '%1'").arg(rmobfen));
    const QJsonValue tscale = obj.value(QStringLiteral("timeoutScale"));
    if (!tscale.isUndefined()) {
        if (!tscale.isDouble() || tscale.toDouble() <= 0)
            return fail(QStringLiteral("timeoutScale must be a positive number"));
        c->timeoutScale = tscale.toDouble();
    }
    const QJsonValue options = obj.value(QStringLiteral("options"));
    if (!options.isUndefined()) {
        if (!options.isArray()) return fail(QStringLiteral("field 'options' must be an array"));
        const QJsonArray arr = options.toArray();
        for (int i = 0; i < arr.size(); ++i) {
            EngineOption o;
            QString problem;
            if (!optionFromJson(arr[i], i, &o, &problem)) return fail(problem);
            c->options.append(o);
        }
    }
    const QJsonValue dialect = obj.value(QStringLiteral("xiangqiDialect"));
    if (!dialect.isUndefined()) {
        if (!dialect.isObject())
            return fail(QStringLiteral("field 'xiangqiDialect' must be an object"));
        const QJsonObject d = dialect.toObject();
        if (d.contains(QStringLiteral("rankBase"))) {
            const int base = d.value(QStringLiteral("rankBase")).toInt(-1);
            if (base != 0 && base != 1)
                return fail(QStringLiteral("xiangqiDialect.rankBase must be 0 or 1"));
            c->dialect.rankBase = base;
        }
        if (d.contains(QStringLiteral("fenLetters"))) {
            const QString l = d.value(QStringLiteral("fenLetters")).toString();
            if (l == QLatin1String("nb"))
                c->dialect.fenLetters = XiangqiDialect::FenLetters::NB;
            else if (l == QLatin1String("he"))
                c->dialect.fenLetters = XiangqiDialect::FenLetters::HE;
            else
                return fail(QStringLiteral("xiangqiDialect.fenLetters must be \"nb\" or \"he\""));
        }
        if (d.contains(QStringLiteral("redSideLetter"))) {
            const QString l = d.value(QStringLiteral("redSideLetter")).toString();
            if (l != QLatin1String("w") && l != QLatin1String("r"))
                return fail(QStringLiteral("xiangqiDialect.redSideLetter must be \"w\" or \"r\""));
            c->dialect.redSideLetter = l[0];
        }
        if (d.contains(QStringLiteral("ucciTimeUnit"))) {
            const QString u = d.value(QStringLiteral("ucciTimeUnit")).toString();
            if (u == QLatin1String("ms"))
                c->dialect.ucciTimeUnit = XiangqiDialect::TimeUnit::Milliseconds;
            else if (u == QLatin1String("s"))
                c->dialect.ucciTimeUnit = XiangqiDialect::TimeUnit::Seconds;
            else
                return fail(QStringLiteral("xiangqiDialect.ucciTimeUnit must be \"ms\" or \"s\""));
        }
        if (d.contains(QStringLiteral("variantOption")))
            c->dialect.variantOption = d.value(QStringLiteral("variantOption")).toString();
    }
    return true;
}

QString engineNameProblem(const QString& name) {
    for (QChar c : name)
        if (c.category() == QChar::Other_Control)
            return c == QLatin1Char('\n') || c == QLatin1Char('\r')
                       ? QStringLiteral("has a line break, which would split the output lines")
                       : QStringLiteral("has a control character");
    return {};
}

QString escapedName(const QString& name) {
    QString out;
    for (QChar c : name) {
        if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c.category() == QChar::Other_Control)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

// engines.json is held whole to be parsed: at most this (an entry is a few hundred bytes).
constexpr qint64 kMaxEnginesFileBytes = qint64(16) << 20;

bool loadEngineConfigurations(const QString& fileName, QVector<EngineConfiguration>* configs,
                              QString* error) {
    const QString kindProblem = plainFileProblem(fileName, FileUse::Read);
    if (!kindProblem.isEmpty()) {
        *error = kindProblem;
        return false;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot open: %2").arg(fileName, file.errorString());
        return false;
    }
    // Held whole to be parsed: bounded (an engine's entry is a few hundred bytes).
    if (file.size() > kMaxEnginesFileBytes) {
        *error = QStringLiteral("%1: %2 MiB, more than the %3 MiB an engines file may have")
                     .arg(fileName)
                     .arg(file.size() >> 20)
                     .arg(kMaxEnginesFileBytes >> 20);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(kMaxEnginesFileBytes), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1: JSON error at offset %2: %3")
                     .arg(fileName)
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return false;
    }
    if (!doc.isArray()) {
        *error = QStringLiteral("%1: expected a JSON array of engine objects").arg(fileName);
        return false;
    }
    const QJsonArray arr = doc.array();
    configs->clear();
    for (int i = 0; i < arr.size(); ++i) {
        if (!arr[i].isObject()) {
            *error = QStringLiteral("%1: entry %2 is not an object").arg(fileName).arg(i + 1);
            return false;
        }
        EngineConfiguration c;
        QString problem;
        if (!EngineConfiguration::fromJson(arr[i].toObject(), &c, &problem)) {
            *error = QStringLiteral("%1: entry %2: %3").arg(fileName).arg(i + 1).arg(problem);
            return false;
        }
        for (int j = 0; j < configs->size(); ++j) {
            if ((*configs)[j].name == c.name) {
                *error = QStringLiteral("%1: entry %2: engine '%3': the name is already used by "
                                        "entry %4 (engine names must be unique)")
                             .arg(fileName)
                             .arg(i + 1)
                             .arg(c.name)
                             .arg(j + 1);
                return false;
            }
        }
        configs->append(c);
    }
    return true;
}

bool saveEngineConfigurations(const QString& fileName, const QVector<EngineConfiguration>& configs,
                              QString* error) {
    QJsonArray arr;
    for (const EngineConfiguration& c : configs) arr.append(c.toJson());
    QString why;
    if (saveFileAtomically(fileName, QJsonDocument(arr).toJson(QJsonDocument::Indented), &why))
        return true;
    *error = QStringLiteral("%1: cannot write: %2").arg(fileName, why);
    return false;
}

QString findEngineProgram(const EngineConfiguration& config) {
    const QString& cmd = config.command;
    if (cmd.isEmpty()) return {};
    if (cmd.contains(QLatin1Char('/'))) {
        const QFileInfo info(QDir::isAbsolutePath(cmd) || config.workingDirectory.isEmpty()
                                 ? cmd
                                 : QDir(config.workingDirectory).filePath(cmd));
        return info.isFile() && info.isExecutable() ? cmd : QString();
    }
    const QString onPath = QStandardPaths::findExecutable(cmd);
    if (!onPath.isEmpty()) return onPath;
    return QStandardPaths::findExecutable(cmd, {QStringLiteral("/usr/games")});
}

} // namespace arbiter
