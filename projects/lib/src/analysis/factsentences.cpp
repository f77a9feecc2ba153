#include "analysis/factsentences.h"

#include "analysis/traditionalchinese.h"

namespace arbiter::coach {

Notation defaultNotation(BoardFamily family, Language language) {
    if (family != BoardFamily::Xiangqi) return Notation::San;
    switch (language) {
    case Language::English: return Notation::Wxf;
    case Language::Chinese: return Notation::ChineseSimplified;
    case Language::ChineseTraditional: return Notation::ChineseTraditional;
    }
    return Notation::Wxf;
}

QString inLanguage(const QString& english, const QString& chinese, Language language) {
    switch (language) {
    case Language::English: return english;
    case Language::Chinese: return chinese;
    case Language::ChineseTraditional: return traditionalChinese(chinese);
    }
    return english;
}

QString sentence(const MoveFact& fact, Language language) {
    return inLanguage(fact.english, fact.chinese, language);
}

QString joinedSentences(const std::vector<MoveFact>& facts, Language language) {
    QStringList said;
    for (const MoveFact& fact : facts) said << sentence(fact, language);
    return said.join(language == Language::English ? QStringLiteral("; ") : QStringLiteral("；"));
}

} // namespace arbiter::coach
