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

void OptionTable::add(OptionSpec spec) {
    m_options.push_back(std::move(spec));
}

const OptionSpec* OptionTable::find(const QString& nameOrAlias) const {
    for (const OptionSpec& spec : m_options)
        if (spec.name == nameOrAlias || spec.aliases.contains(nameOrAlias)) return &spec;
    return nullptr;
}

} // namespace arbiter::cli
