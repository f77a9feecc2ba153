#include "analysis/factsentences.h"

namespace arbiter::coach {

Notation defaultNotation(BoardFamily family, Language language) {
    if (family != BoardFamily::Xiangqi) return Notation::San;
    return language == Language::Chinese ? Notation::ChineseSimplified : Notation::Wxf;
}

const QString& sentence(const MoveFact& fact, Language language) {
    return language == Language::Chinese ? fact.chinese : fact.english;
}

QString joinedSentences(const std::vector<MoveFact>& facts, Language language) {
    QStringList said;
    for (const MoveFact& fact : facts) said << sentence(fact, language);
    return said.join(language == Language::Chinese ? QStringLiteral("；") : QStringLiteral("; "));
}

} // namespace arbiter::coach
