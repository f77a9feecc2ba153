#include "optiontable.h"

namespace arbiter::cli {

QString sectionTitle(OptionSection section) {
    switch (section) {
    case OptionSection::Engines: return QStringLiteral("Engine options");
    case OptionSection::Tournament: return QStringLiteral("Tournament options");
    case OptionSection::Adjudication: return QStringLiteral("Adjudication");
    case OptionSection::Openings: return QStringLiteral("Openings");
    case OptionSection::Output: return QStringLiteral("Output");
    case OptionSection::Statistics: return QStringLiteral("Statistics");
    case OptionSection::Resume: return QStringLiteral("Resume");
    case OptionSection::RMobility: return QStringLiteral("r-Mobility");
    case OptionSection::Xiangqi: return QStringLiteral("Xiangqi");
    case OptionSection::General: return QStringLiteral("General");
    }
    return {};
}

OptionSpec makeOption(OptionSection section, const char* name, const char* syntax, int minValues,
                      int maxValues, const char* help,
                      std::function<QString(const QStringList&, ParseState&)> handler) {
    OptionSpec spec;
    spec.name = QString::fromLatin1(name);
    spec.syntax = QString::fromLatin1(syntax);
    spec.minValues = minValues;
    spec.maxValues = maxValues;
    spec.help = QString::fromLatin1(help);
    spec.section = section;
    spec.handler = std::move(handler);
    return spec;
}

void OptionTable::add(OptionSpec spec) {
    m_options.push_back(std::move(spec));
}

const OptionSpec* OptionTable::find(const QString& nameOrAlias) const {
    for (const OptionSpec& spec : m_options)
        if (spec.name == nameOrAlias || spec.aliases.contains(nameOrAlias)) return &spec;
    return nullptr;
}

} // namespace arbiter::cli
